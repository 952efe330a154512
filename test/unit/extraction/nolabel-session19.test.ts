// Session 19 (nolabel19): values a letter, invoice or mail prints with no label, known by their place and shape: the
// total alone under its column, a party's address and country from its block, the document's number alone at its
// top, the title as the document's type, the signer's job, the reader a greeting names; and desk names that are no
// label with a value ("Customer Service Team").
import { describe, expect, it } from '@jest/globals';
import { readDocument } from '../../../src/extraction/documents/read-document.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const text = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);
/** A mail as the app reads an uploaded .eml: its header block, a blank line, its body. */
const eml = (header: string[], body: string[]) =>
  readDocument({
    bytes: Buffer.from(
      [...header, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', '', ...body, ''].join('\r\n'),
    ),
    fileName: 'mail.eml',
    contentType: 'message/rfc822',
  });
/** A result's fields by name. */
const fields = (response: { result: unknown }) => response.result as Record<string, unknown>;
const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);

const INVOICE_DE = [
  'Malerbetrieb Kranz GmbH',
  'Lindenallee 4 · 22041 Hamburg',
  '',
  'Herrn                                  RE-2026-0412',
  'Jonas Petersen',
  'Elbchaussee 118',
  '22763 Hamburg',
  '',
  'Hamburg, 3. März 2026',
  '',
  'Rechnung',
  '',
  'Sehr geehrter Herr Petersen,',
  'für die ausgeführten Arbeiten berechnen wir Ihnen:',
  '',
  'Pos.    Leistung                           Betrag €',
  '1       Wände und Decken streichen         1.240,00',
  '2       Lackierarbeiten Türen              560,00',
  '3       Material                           318,50',
  '                                           2.118,50',
  '',
  'Mit freundlichen Grüßen',
  'Stefan Kranz',
].join('\n');

describe('a total printed with no word under its column', () => {
  it('takes the amount that adds up the column, not the column header’s first row', async () => {
    const response = await extractText(INVOICE_DE, numbers('gesamtbetrag'));
    expect(response.result).toMatchObject({ gesamtbetrag: 2118.5 });
  });

  it('reads an English receipt’s sum under a rule', async () => {
    const receipt = [
      "Hartley's Hardware",
      '17 Market Place, Ripon HG4 1BP',
      '',
      'Wood screws 4x40 (200)     6.95',
      'Masking tape 25mm x2       4.50',
      'Paint brush set            11.95',
      '                           --------',
      '                           23.40',
    ].join('\n');
    expect((await extractText(receipt, numbers('total'))).result).toMatchObject({ total: 23.4 });
  });

  it('takes no lone amount that is no sum of the rows above, nor a subtotal a labelled tax row follows', async () => {
    const wrongSum = INVOICE_DE.replace('                                           2.118,50', '          999,00');
    expect(fields(await extractText(wrongSum, numbers('gesamtbetrag'))).gesamtbetrag).not.toBe(999);
    const subtotal = INVOICE_DE.replace(
      '                                           2.118,50',
      '                                           2.118,50\nzzgl. 19 % MwSt.                           402,52',
    );
    expect(fields(await extractText(subtotal, numbers('gesamtbetrag'))).gesamtbetrag).not.toBe(2118.5);
  });
});

describe('a party’s address and country from its block', () => {
  it('joins the addressee’s street and postal line for a whole address field', async () => {
    const letter = [
      'Northgate Lettings Ltd',
      '12 Park Row, Leeds LS1 5HD',
      '',
      'Ms Anna Novak',
      'Flat 3, 27 Albion Road',
      'Leeds LS6 1AB',
      '',
      '4 March 2026',
      '',
      'Dear Ms Novak,',
      'your rent will change from 1 May 2026.',
      '',
      'Yours sincerely,',
      'Daniel Hurst',
      'Property Manager',
    ].join('\n');
    const response = await extractText(
      letter,
      text('landlord_address', 'tenant_address', 'signatory', 'signatory_role'),
    );
    expect(response.result).toMatchObject({
      landlord_address: '12 Park Row, Leeds LS1 5HD',
      tenant_address: 'Flat 3, 27 Albion Road, Leeds LS6 1AB',
      signatory: 'Daniel Hurst',
      signatory_role: 'Property Manager',
    });
  });

  it('reads the country under the postal line and the street of a block whose lines blank lines part', async () => {
    const credit = [
      'Alpenblick Outdoor GmbH',
      '',
      'Herrn',
      '',
      'Lukas Gruber',
      '',
      'Mariahilfer Straße 88',
      '',
      '1070 Wien',
      '',
      'ÖSTERREICH',
      '',
      'München, 10. März 2026',
      '',
      'Gutschrift',
      '',
      'Sehr geehrter Herr Gruber,',
      'für die zurückgesandten Artikel schreiben wir Ihnen 189,90 € gut.',
    ].join('\n');
    const schema: TOutputSchema = [
      { name: 'empfaenger', type: 'object', properties: text('name', 'strasse', 'plz', 'ort', 'land') },
      { name: 'belegart', type: 'string' },
    ];
    const response = await extractText(credit, schema);
    expect(response.result).toMatchObject({
      empfaenger: {
        name: 'Lukas Gruber',
        strasse: 'Mariahilfer Straße 88',
        plz: '1070',
        ort: 'Wien',
        land: 'Österreich',
      },
      belegart: 'Gutschrift',
    });
  });
});

describe('the document’s own number and type without a label', () => {
  it('takes the one code in the top right corner and the title under the address window', async () => {
    const response = await extractText(INVOICE_DE, text('rechnungsnummer', 'dokumentart'));
    expect(response.result).toMatchObject({ rechnungsnummer: 'RE-2026-0412', dokumentart: 'Rechnung' });
  });

  it('takes no code a label stands beside, nor a customer’s number for the invoice’s', async () => {
    const labelled = INVOICE_DE.replace(
      'Herrn                                  RE-2026-0412',
      'Herrn    Kunden-Nr.    K-4471',
    );
    const response = await extractText(labelled, text('rechnungsnummer'));
    expect(fields(response).rechnungsnummer).not.toBe('K-4471');
  });
});

describe('mails: desks, firms and the reader a greeting names', () => {
  const mail = (greeting: string) =>
    eml(
      ['From: Hollis & Grey <orders@hollisgrey.example>', 'To: c.okafor@mailbox.example', 'Subject: Your order'],
      [
        greeting,
        '',
        'Thank you for your order of the walnut writing desk.',
        '',
        'Best wishes,',
        '',
        'Megan Price',
        'Customer Service Team',
        'Hollis & Grey Ltd',
        '5 Mill Lane, Bath BA1 1RT',
      ],
    );

  it('reads "Dear Mr Okafor," as the customer and "Customer Service Team" as no customer', async () => {
    expect((await extractText(await mail('Dear Mr Okafor,'), text('customer'))).result).toMatchObject({
      customer: 'Mr Okafor',
    });
    // "customer_name" asks for a name in full, which "Mr Okafor" is not.
    const named = await extractText(await mail('Dear Mr Okafor,'), text('customer_name'));
    expect(fields(named).customer_name).toBeUndefined();
    const nobody = await extractText(await mail('Dear Sir or Madam,'), text('customer'));
    expect(fields(nobody).customer).toBeUndefined();
  });

  it('reads the German form of address and no firm from a person’s From line', async () => {
    const german = await eml(
      ['From: Tom Bradley <tom.bradley@corvid.example>', 'To: a.albrecht@web.example', 'Subject: Erinnerung'],
      [
        'Sehr geehrte Frau Albrecht,',
        '',
        'bitte überweisen Sie den offenen Betrag bis zum 20.03.2026.',
        '',
        'Mit freundlichen Grüßen',
        'Tom Bradley',
      ],
    );
    const response = await extractText(german, text('kundin', 'company'));
    expect(fields(response).kundin).toBe('Frau Albrecht');
    expect(fields(response).company).toBeUndefined();
  });
});
