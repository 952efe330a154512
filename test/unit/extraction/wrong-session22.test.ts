// Wrong values among several candidates of one kind (session 22, branch wrong22): the writer's VAT id in a footer's
// run of parts beside the customer's "Ihre USt-IdNr.", the supplier's IBAN beside "Your IBAN (for refunds)", a firm's
// name without the register or remark after it, a letter's own date beside a table's date column.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractMail, extractText } from './local-provider-helpers.ts';

const strings = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);
const dates = (...names: string[]): TOutputSchema =>
  names.map((name) => ({ name, type: 'string', format: 'date' }) as const);

describe('the writer’s identity beside the addressee’s', () => {
  it('reads the VAT id of the footer’s run of parts, not the customer’s', async () => {
    const text = [
      'Elektro Brandl GmbH · Hauptstraße 88 · 70563 Stuttgart',
      'Immobilien Keller KG',
      'Ihre USt-IdNr.: DE301177524',
      'Rechnung Nr. 2026-0412',
      'Betrag netto        640,00 €',
      'Elektro Brandl GmbH · USt-IdNr. DE284551907 · BW-Bank · IBAN DE12 6005 0101 0004 4120 77',
    ].join('\n');
    const response = await extractText(text, strings('ust_id'));
    expect(response.result).toMatchObject({ ust_id: 'DE284551907' });
  });

  it('takes the supplier’s IBAN, not the one the customer gave for refunds nor a VAT number', async () => {
    const text = [
      'Van Dijk Flowers B.V. · Veilingweg 3 · 1431 GB Aalsmeer',
      'INVOICE NL-26-00817',
      'Customer VAT ID      DE312770458',
      'Your IBAN (for refunds)      DE02 7115 0000 0020 0917 33',
      'Net total      EUR 2,340.00',
      'Van Dijk Flowers B.V. · VAT NL859011223B01 · ABN AMRO · IBAN NL91 ABNA 0417 1643 00',
    ].join('\n');
    const response = await extractText(text, strings('supplier_iban'));
    expect(response.result).toMatchObject({ supplier_iban: 'NL91ABNA0417164300' });
  });
});

describe('dates and amounts the labels tell apart', () => {
  it('dates an invoice by its place-and-date line, not by its treatments’ date column', async () => {
    const text = [
      'Zahnarztpraxis Dr. Ines Walther',
      'Leipzig, 16.03.2026',
      'Liquidation nach GOZ – Rechnungs-Nr. ZA-26-1177',
      'Datum        GOZ     Leistung                 Faktor    Betrag',
      '27.02.2026   2120    Füllung mehrflächig      2,3       301,58',
    ].join('\n');
    const response = await extractText(text, dates('rechnungsdatum'));
    expect(response.result).toMatchObject({ rechnungsdatum: '2026-03-16' });
  });
});

describe('a name without what follows it', () => {
  it('ends a firm at its legal form and drops a register in brackets', async () => {
    const text = [
      'CALIBRATION CERTIFICATE',
      'Issued by:      Midlands Metrology Laboratory (UKAS 0912)',
      'Lessee: Patel Plumbing & Heating Ltd, Company No. 09917712',
      'Received by: Kingsway Builders Ltd, signed M. Doyle (site manager)',
    ].join('\n');
    const response = await extractText(text, strings('issued_by', 'lessee', 'received_by'));
    expect(response.result).toMatchObject({
      issued_by: 'Midlands Metrology Laboratory',
      lessee: 'Patel Plumbing & Heating Ltd',
      received_by: 'Kingsway Builders Ltd',
    });
  });

  it('drops a contact’s capitalised role in brackets and a short label after the name', async () => {
    const text = [
      'Malerbetrieb Horn GmbH',
      'Ansprechpartner: Sven Horn (Malermeister)',
      'Kontoinhaber: Florian Hesse IBAN: DE44 2505 0180 0910 3345 12',
    ].join('\n');
    const response = await extractText(text, strings('ansprechpartner', 'kontoinhaber'));
    expect(response.result).toMatchObject({ ansprechpartner: 'Sven Horn', kontoinhaber: 'Florian Hesse' });
  });
});

describe('an account in a mail signature’s run of parts', () => {
  // Found when wrong22 was merged: "IBAN" after the middle dot opened a part of its own, and the bank's name before it
  // came out as both the IBAN and the BIC ("CommerzbankKassel"), blanks dropped as an IBAN's are.
  it('reads the IBAN and BIC after the bank’s name, never the name', async () => {
    const raw = [
      'From: Petra Lindemann <p.lindemann@sanitaer-roth.example>',
      'To: m.albrecht@web.example',
      'Subject: Zahlungserinnerung zu Rechnung 2026-0318',
      'Date: Mon, 09 Mar 2026 09:41:00 +0100',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Sehr geehrte Frau Albrecht,',
      '',
      'zu unserer Rechnung 2026-0318 vom 12.02.2026 konnten wir bis heute keinen Zahlungseingang feststellen.',
      '',
      'Mit freundlichen Grüßen',
      '',
      'Petra Lindemann',
      'Buchhaltung',
      'Sanitär Roth GmbH & Co. KG',
      'Kasseler Straße 22 · 34123 Kassel',
      'Tel. 0561 570 33 80',
      'Commerzbank Kassel · IBAN DE47 5204 0021 0448 8123 00 · BIC COBADEFFXXX',
      '',
    ].join('\r\n');
    const { response } = await extractMail(raw, strings('glaeubiger', 'telefon', 'iban', 'bic'));
    expect(response.result).toMatchObject({
      glaeubiger: 'Sanitär Roth GmbH & Co. KG',
      iban: 'DE47520400210448812300',
      bic: 'COBADEFFXXX',
    });
  });
});
