// Wrong values that looked right (session 19, branch wrong19): a column's first row for its sum, a scalar from a
// list column, a person's name with a firm or an e-mail after it, the letter's own date for the invoice it cites, the
// hours of a bracketed calculation for its money, a site's part ("Werk 2") for the street.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);
const texts = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);
const dates = (...names: string[]): TOutputSchema =>
  names.map((name) => ({ name, type: 'string', format: 'date' }) as const);

describe('a column read down to its sum row', () => {
  it("gives the tenant's share its sum, not the first cost's share", async () => {
    const text = [
      'Betriebskostenabrechnung 2025',
      '',
      'Kostenart          Gesamtkosten Haus   Ihr Anteil',
      'Grundsteuer             3.412,00         284,33',
      'Heizung                11.842,10         986,84',
      'Summe                  15.254,10       1.271,17',
      '',
    ].join('\n');
    const response = await extractText(text, numbers('ihr_kostenanteil'));
    expect(response.result).toMatchObject({ ihr_kostenanteil: 1271.17 });
  });

  it('reads the net, VAT and gross sums under headings with a rate and amounts with a currency', async () => {
    const text = [
      'Quotation QT-1',
      '',
      'Item              Qty   Net         VAT 20%     Gross',
      'Consumer unit     1     £1,250.00   £250.00     £1,500.00',
      'LED panels        18    £3,330.00   £666.00     £3,996.00',
      'Total                   £4,580.00   £916.00     £5,496.00',
      '',
    ].join('\n');
    const response = await extractText(text, numbers('total_net', 'total_vat', 'total_gross'));
    expect(response.result).toMatchObject({ total_net: 4580, total_vat: 916, total_gross: 5496 });
  });

  it('keeps the value under a heading of one row of values', async () => {
    const text = ['Invoice no.   Date          Amount', 'A-77          12/03/2026    £90.00', ''].join('\n');
    const response = await extractText(text, numbers('amount'));
    expect(response.result).toMatchObject({ amount: 90 });
  });

  it("gives a payment date no reading's date from a column listing two", async () => {
    const text = [
      'Your electricity bill',
      '',
      'Meter reading   Date         Reading',
      'Previous        24/12/2025   41,208',
      'Current         23/03/2026   42,117',
      '',
    ].join('\n');
    const response = await extractText(text, dates('payment_date'));
    expect(response.result).not.toHaveProperty('payment_date');
  });
});

describe("a person's name without what follows it", () => {
  it.each([
    ['Attendee: Professor Ingrid van Leeuwen, Quillon Partners', 'attendee_name', 'Professor Ingrid van Leeuwen'],
    ['Booked by: Tom Albright (tom.albright@quillon.example)', 'booked_by', 'Tom Albright'],
    ['Ansprechpartner: Marie-Christin de Vries (0471 902 331)', 'ansprechpartner', 'Marie-Christin de Vries'],
    ['Teilnehmer: Jonas ter Horst, Vertrieb', 'teilnehmer', 'Jonas ter Horst'],
  ])('reads "%s" for %s as %s', async (line, name, expected) => {
    const response = await extractText(`Booking confirmation\n\n${line}\n`, texts(name));
    expect(response.result).toMatchObject({ [name]: expected });
  });

  it('keeps a suffix after the comma and a firm asked for as a name', async () => {
    const suffix = await extractText('Booking\n\nAttendee: John Smith, Jr.\n', texts('attendee'));
    expect(suffix.result).toMatchObject({ attendee: 'John Smith, Jr.' });
    const firm = await extractText('Invoice\n\nClient: Habitat Restoration Partners, LLC\n', texts('client'));
    expect(firm.result).toMatchObject({ client: 'Habitat Restoration Partners, LLC' });
  });
});

describe('the date of the document a sentence cites', () => {
  it('gives a credit note the cited invoice its date, not the letter its own', async () => {
    const text = [
      'Gutschrift Nr. GS-2026-017',
      'Datum: 09.02.2026',
      '',
      'Zu unserer Rechnung RE-2026-0982 vom 12.01.2026 über 2.380,00 € schreiben wir Ihnen gut:',
      '',
    ].join('\n');
    const response = await extractText(text, dates('rechnungsdatum'));
    expect(response.result).toMatchObject({ rechnungsdatum: '2026-01-12' });
  });

  it("keeps an invoice's own label first", async () => {
    const text = ['Invoice', 'Invoice date: 25/03/2026', '', 'Re: your order 4471 of 12 February 2026', ''].join('\n');
    const response = await extractText(text, dates('invoice_date', 'order_date'));
    expect(response.result).toMatchObject({ invoice_date: '2026-03-25', order_date: '2026-02-12' });
  });
});

describe('the money after a calculation, the street after a site', () => {
  it('reads the labour charge after its bracketed hours and rate', async () => {
    const response = await extractText('Estimate\n\nLabour (11.4 hrs @ £60.00) £684.00\n', numbers('labour'));
    expect(response.result).toMatchObject({ labour: 684 });
  });

  it('reads the street of a delivery address past the works it names', async () => {
    const text = 'Bestellung\n\nLieferanschrift: Ebner GmbH, Werk 2, Industriestraße 12-14, 89081 Ulm\n';
    const response = await extractText(text, [
      {
        name: 'lieferadresse',
        type: 'object',
        properties: [
          { name: 'strasse', type: 'string' },
          { name: 'ort', type: 'string' },
        ],
      },
    ]);
    expect(response.result).toMatchObject({ lieferadresse: { strasse: 'Industriestraße 12-14', ort: 'Ulm' } });
  });
});

describe("a firm's whole name", () => {
  it("keeps a label's words inside a firm's name that runs on to its legal form", async () => {
    const response = await extractText('Transfer sent\n\nTo: Lakeside Property Management LLC\n', texts('recipient'));
    expect(response.result).toMatchObject({ recipient: 'Lakeside Property Management LLC' });
  });

  it('joins a name wrapped onto the next line up to its legal form, not the address under it', async () => {
    const text = [
      'INVOICE 2026-031',
      '',
      'Client: Pacific Northwest Habitat Restoration',
      '        Partners, LLC',
      '        600 Water St, Port Townsend, WA 98368',
      '',
    ].join('\n');
    const response = await extractText(text, texts('client'));
    expect(response.result).toMatchObject({ client: 'Pacific Northwest Habitat Restoration Partners, LLC' });
    const german = await extractText('Rechnung\n\nKunde: Müller Haustechnik\n       Am Markt 4\n', texts('kunde'));
    expect(german.result).toMatchObject({ kunde: 'Müller Haustechnik' });
  });
});

describe("a row's number under a heading", () => {
  const schedule = [
    'Home Insurance Schedule',
    '',
    'Cover       Sum insured   Excess',
    'Buildings   £485,000      £250',
    'Contents    £60,000       £250',
    '',
  ].join('\n');

  it("gives a field naming the row its row's number, and one every row shares to any field", async () => {
    const response = await extractText(schedule, numbers('buildings_sum_insured', 'excess'));
    expect(response.result).toMatchObject({ buildings_sum_insured: 485000, excess: 250 });
  });

  it('reads a German assessment by its row and column', async () => {
    const text = [
      'Bescheid für 2024',
      '',
      'Festsetzung            Einkommensteuer       Kirchensteuer',
      'festgesetzt werden     11.842,00             1.065,78',
      'abzgl. Steuerabzug     12.906,00             1.161,54',
      '',
    ].join('\n');
    const response = await extractText(text, [
      {
        name: 'festgesetzt',
        type: 'object',
        properties: [
          { name: 'einkommensteuer', type: 'number' },
          { name: 'kirchensteuer', type: 'number' },
        ],
      },
    ]);
    expect(response.result).toMatchObject({ festgesetzt: { einkommensteuer: 11842, kirchensteuer: 1065.78 } });
  });
});
