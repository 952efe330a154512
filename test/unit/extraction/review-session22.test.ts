// Defects the lead's review of session 22's merged code found (each test fails on the code before its fix): an
// Outlook "Last, First" sender whose source quoted nothing (the reordered name is not in the line), a firm's
// "Acme, Inc" turned round, "Drechsler" read as the title "Dr", `price_in_eur` taken for the credit side of an account,
// an English "for an Annual Membership" read as a payee, a contract's "Section 9. Termination" read as a form's label.
import { describe, expect, it } from '@jest/globals';
import { accountSides } from '../../../src/extraction/providers/local/debit-credit-columns.ts';
import { displayName } from '../../../src/extraction/providers/local/mail-display-name.ts';
import { partOfCell } from '../../../src/extraction/providers/local/value-parts.ts';
import { expectVerifiableSources, extractMail, extractText } from './local-provider-helpers.ts';

const text = (name: string) => ({ name, type: 'string' as const });

describe('a mail from "Last, First"', () => {
  it('names the forwarder first name first and quotes the From line as written', async () => {
    const raw = [
      'From: "Hoffmann, Sabine" <sabine.hoffmann@gmail.example>',
      'To: buchhaltung@hoffmann-immobilien.example',
      'Subject: Fwd: Rechnung RE-2026-0417',
      'Date: Thu, 19 Mar 2026 08:03:12 +0100',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Bitte überweisen. Danke, Sabine',
      '',
      '---------- Weitergeleitete Nachricht ---------',
      'Von: Elektro Brückner GmbH <info@elektro-brueckner.example>',
      'Date: Mi., 18. März 2026 um 16:40 Uhr',
      'Subject: Rechnung RE-2026-0417',
      '',
      'Rechnungsbetrag: 1.487,50 €',
      '',
    ].join('\r\n');
    const { document, response } = await extractMail(raw, [text('weitergeleitet_von')]);
    expect(response.result).toMatchObject({ weitergeleitet_von: 'Sabine Hoffmann' });
    expect(response.sources.weitergeleitet_von?.quote).toBe('Hoffmann, Sabine');
    expectVerifiableSources(response, [document]);
  });

  it('keeps a firm written "Acme, Inc" as it is', () => {
    expect(displayName('"Acme, Inc" <billing@acme.example>')).toBe('Acme, Inc');
    expect(displayName('"Schuster, Peter" <p.schuster@firma.example>')).toBe('Peter Schuster');
  });
});

describe('a title before a name', () => {
  it('reads no title from a surname that starts with "Dr" or "Prof"', () => {
    expect(partOfCell('Drechsler, Anna', ['academicTitle'])).toBeNull();
    expect(partOfCell('Profeta, Luca', ['academicTitle'])).toBeNull();
    expect(partOfCell('Dr. Anna Drechsler', ['academicTitle'])).toBe('Dr.');
    expect(partOfCell('Prof Dr Luca Profeta', ['academicTitle'])).toBe('Prof Dr');
  });
});

describe('an account’s two sides in an item’s field names', () => {
  it('takes no `price_in_eur` for the credit side, but `paid_in` beside `paid_out`', () => {
    const numbers = (...names: string[]) => names.map((name) => ({ name, type: 'number' as const }));
    expect(accountSides(numbers('price_in_eur', 'delivery_charge'))).toBeNull();
    expect(accountSides(numbers('weight_in_kg', 'charge'))).toBeNull();
    expect(accountSides(numbers('paid_in', 'paid_out'))?.credit.name).toBe('paid_in');
    expect(accountSides(numbers('gutschrift', 'belastung'))?.debit.name).toBe('belastung');
  });
});

describe('a payee in a payment’s sentence', () => {
  it('takes no English "an" for the German "an" of a transfer', async () => {
    const english = await extractText('Thank you for your payment of £45.00 for an Annual Membership.', [
      { name: 'payee', type: 'string' },
    ]);
    expect(english.result).not.toHaveProperty('payee');
    const german = await extractText('Ihre Überweisung über 120,00 € an die Stadtwerke Köln GmbH wurde ausgeführt.', [
      { name: 'empfaenger', type: 'string' },
    ]);
    expect(german.result).toMatchObject({ empfaenger: 'Stadtwerke Köln GmbH' });
  });
});

describe('a numbered heading of a contract', () => {
  it('leaves "Section 9. Termination" over its clause alone, as "9. Termination"', async () => {
    const text = [
      'SERVICES AGREEMENT',
      'Section 9. Termination',
      "9.2 Either party may terminate this Agreement for convenience by giving the other party 60 days' written notice.",
    ].join('\n');
    const response = await extractText(text, [{ name: 'termination', type: 'string' }]);
    expect(response.result).not.toHaveProperty('termination');
  });
});

describe('slash dates of an American invoice a German mail program forwarded', () => {
  it('reads them month first: the forward block’s "Datum:" is no sign of a German document', async () => {
    const raw = [
      'From: Jana Krüger <jana.krueger@me.example>',
      'To: buchhaltung@krueger-design.example',
      'Subject: WG: Invoice 88213',
      'Date: Fri, 03 Apr 2026 10:12:00 +0200',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Bitte ablegen.',
      '',
      'Anfang der weitergeleiteten Nachricht:',
      '',
      'Von: Billing <billing@northwind.example>',
      'Datum: 3. April 2026 um 09:40:00 MESZ',
      'Betreff: Invoice 88213',
      '',
      'Northwind Software Inc.',
      'Invoice number: 88213',
      'Invoice date: 04/02/2026',
      'Due date: 05/02/2026',
      'Amount due: USD 1,250.00',
      '',
    ].join('\r\n');
    const { response } = await extractMail(raw, [
      { name: 'invoice_date', type: 'string', format: 'date' },
      { name: 'due_date', type: 'string', format: 'date' },
    ]);
    expect(response.result).toMatchObject({ invoice_date: '2026-04-02', due_date: '2026-05-02' });
  });
});
