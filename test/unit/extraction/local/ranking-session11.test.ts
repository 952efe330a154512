// Scalar rules of session 11 (branch ranking11): what surrounds a labelled name, a title's year, a period's ends
// under a synonym of its label.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema)).result;

describe('what surrounds a labelled name', () => {
  it('drops a German form of address (not an English title), a two-word remark in brackets and the parts after a raised dot', async () => {
    const schema: TOutputSchema = [
      { name: 'reisende', type: 'string' },
      { name: 'guest_name', type: 'string' },
      { name: 'plan_name', type: 'string' },
      { name: 'train', type: 'string' },
    ];
    const text = [
      'Reisende:   Frau Dr. Petra Lindner',
      'Guest:      Mr. Daniel Okafor',
      'Plan:       Business (billed monthly)',
      'Train:      ICE 578 · Wagen 7 · Platz 61',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      reisende: 'Dr. Petra Lindner',
      guest_name: 'Mr. Daniel Okafor',
      plan_name: 'Business',
      train: 'ICE 578',
    });
  });

  it('keeps a one-word remark, and the form of address for a field that asks for it', async () => {
    const schema: TOutputSchema = [
      { name: 'anrede', type: 'string' },
      { name: 'pickup_branch', type: 'string' },
    ];
    // (An `airport` field asks for the code in brackets instead: value-parts.test.ts.)
    const text = ['Anrede:  Frau Petra Lindner', 'Pick-up branch: Lisbon Airport (LIS)'];
    expect(await run(text.join('\n'), schema)).toEqual({
      anrede: 'Frau Petra Lindner',
      pickup_branch: 'Lisbon Airport (LIS)',
    });
  });
});

describe('a calendar year', () => {
  it('is read from the title when no label gives it', async () => {
    const schema: TOutputSchema = [
      { name: 'jahr', type: 'number' },
      { name: 'kassenzeichen', type: 'string' },
    ];
    const text = [
      'Stadt Wennigsen',
      'Am Markt 1, 30974 Wennigsen',
      '',
      'Bescheid über Abfallgebühren 2026',
      '',
      'Kassenzeichen: 6120.0044',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ jahr: 2026, kassenzeichen: '6120.0044' });
    const english = ['NORTHBRIDGE PAYROLL', '2025 ANNUAL TAX SUMMARY', 'Taxpayer ID: TX-558'];
    expect(await run(english.join('\n'), [{ name: 'tax_year', type: 'number' }])).toEqual({ tax_year: 2025 });
  });

  it('is no day of a date, and no year in a letterhead, a sentence or a thing', async () => {
    const schema: TOutputSchema = [
      { name: 'policy_year', type: 'number' },
      { name: 'model_year', type: 'number' },
    ];
    const text = [
      'Ashgrove Mutual – since 1998',
      'CERTIFICATE OF INSURANCE',
      'Policy year:   1 July 2025 – 30 June 2026',
      'We thank you for your trust in 2025.',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({});
  });
});

describe("a period's ends", () => {
  it('are read from the one range whose label names a span of time in other words', async () => {
    const schema: TOutputSchema = [
      {
        name: 'coverage_period',
        type: 'object',
        properties: [
          { name: 'start', type: 'string', format: 'date' },
          { name: 'end', type: 'string', format: 'date' },
        ],
      },
    ];
    const text = ['Policy number: HC-204', 'Policy year:   1 July 2025 – 30 June 2026'];
    expect(await run(text.join('\n'), schema)).toEqual({
      coverage_period: { start: '2025-07-01', end: '2026-06-30' },
    });
    const german = ['Betreuungsjahr\t01.08.2025 bis 31.07.2026'];
    const zeitraum: TOutputSchema = [
      {
        name: 'zeitraum',
        type: 'object',
        properties: [
          { name: 'von', type: 'string', format: 'date' },
          { name: 'bis', type: 'string', format: 'date' },
        ],
      },
    ];
    expect(await run(german.join('\n'), zeitraum)).toEqual({ zeitraum: { von: '2025-08-01', bis: '2026-07-31' } });
  });

  it('stay open when two such ranges compete, and a place is no single date of its owner', async () => {
    const schema: TOutputSchema = [
      {
        name: 'period',
        type: 'object',
        properties: [
          { name: 'start', type: 'string', format: 'date' },
          { name: 'end', type: 'string', format: 'date' },
        ],
      },
      { name: 'hinfahrt', type: 'object', properties: [{ name: 'von', type: 'string' }] },
    ];
    const text = [
      'Hinfahrt am 12.05.2026',
      'Accounting year: 1 April 2025 – 31 March 2026',
      'Budget year: 1 January 2026 – 31 December 2026',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({});
  });
});

describe("a sibling's own label", () => {
  it('is no label of a field whose description only mentions it', async () => {
    const schema: TOutputSchema = [
      { name: 'netto', type: 'number' },
      { name: 'mwst', type: 'number' },
      { name: 'brutto', type: 'number', description: 'Rechnungsbetrag inkl. MwSt.' },
    ];
    const text = ['Nettobetrag\t231,80 €', 'zzgl. 19 % MwSt.\t44,04 €', 'Rechnungsbetrag\t275,84 €'];
    expect(await run(text.join('\n'), schema)).toEqual({ netto: 231.8, mwst: 44.04, brutto: 275.84 });
  });
});

describe('labels of equal standing', () => {
  it("prefer the label holding the field's own name to one a synonym links, whatever comes first", async () => {
    const schema: TOutputSchema = [{ name: 'auszahlung', type: 'number' }];
    const text = ['Nettoentgelt\t2.099,07', 'Abzug Vorschuss\t40,00', 'Auszahlungsbetrag\t2.059,07'];
    expect(await run(text.join('\n'), schema)).toEqual({ auszahlung: 2059.07 });
  });

  it('take a tax remark after the label as part of it ("Rechnungsbetrag inkl. 19 % MwSt.")', async () => {
    const schema: TOutputSchema = [{ name: 'gesamtbetrag', type: 'number' }];
    const text = ['Posten\tBetrag', 'Grundgebühr Smart L\t24,99 €', '', 'Rechnungsbetrag inkl. 19 % MwSt.\t28,57 €'];
    expect(await run(text.join('\n'), schema)).toEqual({ gesamtbetrag: 28.57 });
  });
});

describe('an amount per year', () => {
  it('is no year, and an account named before its IBAN keeps the IBAN', async () => {
    const schema: TOutputSchema = [
      { name: 'netto_jahr', type: 'number' },
      { name: 'konto', type: 'string' },
    ];
    const text = ['Jahresübersicht 2026', 'Netto Jahr\t8.045,48', 'Konto:\tGirokonto · DE63 2806 5061 0012 3456 00'];
    expect(await run(text.join('\n'), schema)).toEqual({ netto_jahr: 8045.48, konto: 'DE63 2806 5061 0012 3456 00' });
  });
});

describe('a row holding both sides', () => {
  it('names the sender and the addressee of any document, and a country is never their name', async () => {
    const schema: TOutputSchema = [
      {
        name: 'sender',
        type: 'object',
        properties: [
          { name: 'name', type: 'string' },
          { name: 'country', type: 'string' },
        ],
      },
      { name: 'addressee', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    ];
    const text = [
      'CUSTOMS DECLARATION  CN 22',
      '',
      'From:  Margaret Holloway                 To:  Thomas Holloway',
      '       311 Birch Hollow Rd                    Goethestr. 18',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      sender: { name: 'Margaret Holloway' },
      addressee: { name: 'Thomas Holloway' },
    });
  });
});

describe('a company of a trade or a practice', () => {
  it('is the issuer whose name opens the document', async () => {
    const taxi = ['Taxi-Ruf Leipzig eG', 'Funkzentrale 0341 4884', '', 'Quittung', 'Fahrpreis:  23,40 €'];
    expect(await run(taxi.join('\n'), [{ name: 'taxiunternehmen', type: 'string' }])).toEqual({
      taxiunternehmen: 'Taxi-Ruf Leipzig eG',
    });
    const vet = ['Willow Creek Veterinary Hospital', '88 Mill Lane, Asheville NC 28801', '', 'INVOICE  #4471'];
    expect(await run(vet.join('\n'), [{ name: 'clinicName', type: 'string' }])).toEqual({
      clinicName: 'Willow Creek Veterinary Hospital',
    });
  });
});

describe('a rate written as an equation', () => {
  it('is its right side', async () => {
    const text = ['Amount sent:     USD 8,500.00', 'Exchange rate:   1 USD = 149.62 JPY'];
    expect(await run(text.join('\n'), [{ name: 'exchange_rate', type: 'number' }])).toEqual({ exchange_rate: 149.62 });
  });
});

describe('who owes what a notice is about', () => {
  it('is the addressee after "Herrn"', async () => {
    const text = [
      'Landkreis Nordsachsen · Abfallwirtschaft',
      '',
      'Herrn Wolfgang Pietsch         Kassenzeichen',
      'Am Anger 4                     4711.0815',
      '04860 Torgau',
    ];
    expect(await run(text.join('\n'), [{ name: 'gebuehrenpflichtiger', type: 'string' }])).toEqual({
      gebuehrenpflichtiger: 'Wolfgang Pietsch',
    });
  });
});
