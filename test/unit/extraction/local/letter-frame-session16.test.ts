// Rules of session 16 (branch header16) for values a business letter or form prints without a label of its own
// around its body: the footer block's register number, register court, bank and managing director, the letterhead's
// name with its legal form, the recipient's address block (a slogan is no addressee, a firm over a department or a
// person, a British town and postcode on lines of their own, `address_line1`), `recipient_company`.
import { describe, expect, it } from '@jest/globals';
import { footerThing } from '../../../../src/extraction/providers/local/footer-values.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string[], schema: TOutputSchema) => (await extractText(text.join('\n'), schema)).result;

const REMINDER = [
  'DRUCKEREI VOGT',
  'Offset · Digital · Weiterverarbeitung',
  '',
  'Druckerei Vogt GmbH · Rolshover Str. 45 · 51105 Köln',
  'Café Mahlzeit UG (haftungsbeschränkt)',
  'Venloer Str. 210',
  '50823 Köln',
  '',
  'Zahlungserinnerung',
  '',
  'unsere Rechnung 26-0193 vom 10.03.2026 über 356,02 € ist noch offen.',
  '',
  'Druckerei Vogt GmbH · Sitz Köln · Amtsgericht Köln HRB 7712 · Geschäftsführerin Claudia Vogt',
  'Commerzbank Köln · IBAN DE89 3704 0044 0532 0130 00 · BIC COBADEFFXXX',
];

describe('a footer block', () => {
  it("reads a party's register number, court, bank and managing director, never the party's name", async () => {
    const schema: TOutputSchema = [
      {
        name: 'glaeubiger',
        type: 'object',
        properties: [
          { name: 'name', type: 'string' },
          { name: 'geschaeftsfuehrer', type: 'string' },
          { name: 'handelsregister', type: 'string' },
          { name: 'registergericht', type: 'string' },
          { name: 'bank', type: 'string' },
        ],
      },
    ];
    expect(await run(REMINDER, schema)).toEqual({
      glaeubiger: {
        name: 'Druckerei Vogt GmbH',
        geschaeftsfuehrer: 'Claudia Vogt',
        handelsregister: 'HRB 7712',
        registergericht: 'Amtsgericht Köln',
        bank: 'Commerzbank Köln',
      },
    });
  });

  it('leaves a party field the footer does not print empty instead of giving it the letterhead', async () => {
    const schema: TOutputSchema = [
      {
        name: 'anbieter',
        type: 'object',
        properties: [
          { name: 'name', type: 'string' },
          { name: 'bank', type: 'string' },
        ],
      },
    ];
    const lines = [
      'Malerwerkstatt Keller',
      'Hauptstraße 102 · 70563 Stuttgart',
      '',
      'Angebot 2026-117',
      '',
      'Summe 3.570,00 €',
    ];
    expect(await run(lines, schema)).toEqual({ anbieter: { name: 'Malerwerkstatt Keller' } });
  });

  it("reads a British company's number after its registration words and an owner after 'Inh.'", async () => {
    const schema: TOutputSchema = [
      { name: 'company_number', type: 'string' },
      { name: 'inhaber', type: 'string' },
    ];
    const lines = [
      'Harlow & Finch Ltd',
      '27 Canal Street, Manchester M1 3HE',
      '',
      'Invoice A-7781',
      '',
      'Inh. Thomas Keller · Meisterbetrieb',
      'Registered in England and Wales No. 08812345 · VAT Reg No. GB 294 7781 06',
    ];
    expect(await run(lines, schema)).toEqual({ company_number: '08812345', inhaber: 'Thomas Keller' });
  });

  it('names the footer thing of a field by its words only where it is one', () => {
    expect(footerThing(['handelsregisternummer'])).toBe('register');
    expect(footerThing(['registration', 'number'], ['supplier'])).toBe('register');
    // A car's registration number is a plate, not a firm's register entry.
    expect(footerThing(['registration', 'number'], ['vehicle'])).toBeNull();
    expect(footerThing(['bank', 'name'])).toBe('bank');
    expect(footerThing(['bank', 'account'])).toBeNull();
    expect(footerThing(['register', 'court'])).toBe('court');
    expect(footerThing(['managing', 'directors'])).toBe('person');
  });
});

describe("the recipient's address block", () => {
  it("skips the letterhead's slogan and reads a British town and postcode on lines of their own", async () => {
    const schema: TOutputSchema = [
      {
        name: 'recipient',
        type: 'object',
        properties: [
          { name: 'name', type: 'string' },
          { name: 'address_line1', type: 'string' },
          { name: 'town', type: 'string' },
          { name: 'postcode', type: 'string' },
        ],
      },
    ];
    const lines = [
      'Westbury Design Ltd',
      'Brand identity · Packaging · Print',
      '27 Canal Street, Manchester M1 3HE',
      '',
      'Greenway Cafés Ltd',
      '14 Mill Lane',
      'Bristol',
      'BS1 6QT',
      '',
      '3 April 2026',
    ];
    expect(await run(lines, schema)).toEqual({
      recipient: { name: 'Greenway Cafés Ltd', address_line1: '14 Mill Lane', town: 'Bristol', postcode: 'BS1 6QT' },
    });
  });

  it('takes the firm over a department or a person, and a recipient_company is the recipient', async () => {
    const schema: TOutputSchema = [
      { name: 'recipient_company', type: 'string' },
      { name: 'empfaenger', type: 'object', properties: [{ name: 'ort', type: 'string' }] },
    ];
    const lines = [
      'Müller & Söhne KG · Industriestraße 4 · 33602 Bielefeld',
      '',
      'Alpenholz Handels GmbH',
      'Wareneingang',
      'Innrain 88',
      '6020 Innsbruck',
      '',
      'Lieferschein LS 60417',
    ];
    expect(await run(lines, schema)).toEqual({
      recipient_company: 'Alpenholz Handels GmbH',
      empfaenger: { ort: 'Innsbruck' },
    });
  });
});
