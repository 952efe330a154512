// Scalar rules of session 11 (branch ranking11): what surrounds a labelled name, a title's year, a period's ends
// under a synonym of its label.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema)).result;

describe('what surrounds a labelled name', () => {
  it('drops a form of address, a two-word remark in brackets and the parts after a raised dot', async () => {
    const schema: TOutputSchema = [
      { name: 'reisende', type: 'string' },
      { name: 'insured_name', type: 'string' },
      { name: 'plan_name', type: 'string' },
      { name: 'train', type: 'string' },
    ];
    const text = [
      'Reisende:   Frau Dr. Petra Lindner',
      'Insured:    Mrs Helen Carter',
      'Plan:       Business (billed monthly)',
      'Train:      ICE 578 · Wagen 7 · Platz 61',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      reisende: 'Dr. Petra Lindner',
      insured_name: 'Helen Carter',
      plan_name: 'Business',
      train: 'ICE 578',
    });
  });

  it('keeps a one-word remark, and the form of address for a field that asks for it', async () => {
    const schema: TOutputSchema = [
      { name: 'anrede', type: 'string' },
      { name: 'airport', type: 'string' },
    ];
    const text = ['Anrede:  Frau Petra Lindner', 'Airport: Lisbon Airport (LIS)'];
    expect(await run(text.join('\n'), schema)).toEqual({
      anrede: 'Frau Petra Lindner',
      airport: 'Lisbon Airport (LIS)',
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
