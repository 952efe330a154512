// Session 18's readers of arrays that are no tables: lists under a heading past blank lines, one comma line under a
// heading, "A, B and C", blocks under numbered headings ("Passenger 2"), one date and its description per line.
// The hostile cases feed lines built here (documentLines cuts lines at 2,000 characters and would hide a
// superlinear pattern) under the hang guard.
import { describe, expect, it } from '@jest/globals';
import { datedLines } from '../../../src/extraction/providers/local/dated-lines.ts';
import { findList, inlineParts } from '../../../src/extraction/providers/local/find-list.ts';
import { documentLines, type TLine } from '../../../src/extraction/providers/local/lines.ts';
import { recordItems } from '../../../src/extraction/providers/local/record-items.ts';
import type { TSchemaProperty } from '../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';
import { textDocument } from './local-provider-helpers.ts';

const linesOf = (text: string) => documentLines([textDocument(text)]);
const STRING = { type: 'string' } as const;
const listOf = (text: string, name: string) => findList(linesOf(text), { name }, STRING).map((item) => item.value);
const rowsOf = (rows: { values: Map<TSchemaProperty, unknown> }[]) =>
  rows.map((row) => Object.fromEntries([...row.values].map(([property, value]) => [property.name, value])));
// Lines built here: one cell per line.
const builtLines = (rows: string[]): TLine[] =>
  rows.map((text) => ({ fileName: 'hostile.txt', page: 1, text, cells: [{ start: 0, end: text.length, tokens: [] }] }));

describe('lists of strings under or after their label', () => {
  it('reads a bulleted list set off from its heading by a blank line', () => {
    const text = 'Senior Data Engineer\n\nBenefits\n\n * Hybrid working\n * 30 days annual leave\n\nApply now.';
    expect(listOf(text, 'benefits')).toEqual(['Hybrid working', '30 days annual leave']);
  });

  it('reads short unbulleted lines past a blank line, but no paragraph of prose', () => {
    expect(listOf('Enclosures\n\nSurvey report\nFee invoice', 'enclosures')).toEqual(['Survey report', 'Fee invoice']);
    const prose = 'Benefits\n\nWe pay well.\nAnd we offer more than money, as you will see.';
    expect(listOf(prose, 'benefits')).toEqual([]);
    expect(listOf('Benefits\n\nOne single line of text', 'benefits')).toEqual([]);
  });

  it('splits one comma line under its heading', () => {
    const text = 'Sprachen\nDeutsch (Muttersprache), Englisch (C1), Französisch (B1)';
    expect(listOf(text, 'languages')).toEqual(['Deutsch (Muttersprache)', 'Englisch (C1)', 'Französisch (B1)']);
    expect(listOf('Zutaten\n\nReis, Kürbis, Parmesan', 'ingredients')).toEqual(['Reis', 'Kürbis', 'Parmesan']);
  });

  it('knows the usual labels of lists in English and German', () => {
    expect(listOf('Anlagen:\n- Hausordnung\n- Energieausweis', 'enclosures')).toEqual([
      'Hausordnung',
      'Energieausweis',
    ]);
    expect(listOf('Contains: Wheat, Eggs, Milk', 'allergens')).toEqual(['Wheat', 'Eggs', 'Milk']);
    expect(listOf('Present: Tom Egerton, Daniel Osei', 'attendees')).toEqual(['Tom Egerton', 'Daniel Osei']);
  });
});

describe('the parts of an inline list', () => {
  it('parts the last two items joined by "and" / "und", and drops the closing period', () => {
    expect(inlineParts('Aileen Boyd, Marcus Webb and Dr Sana Qureshi', false)).toEqual([
      'Aileen Boyd',
      'Marcus Webb',
      'Dr Sana Qureshi',
    ]);
    expect(inlineParts('Milch, Eier, und Senf', false)).toEqual(['Milch', 'Eier', 'Senf']);
    expect(inlineParts('kitchen ceiling, oak flooring, washing machine.', false)).toEqual([
      'kitchen ceiling',
      'oak flooring',
      'washing machine',
    ]);
  });

  it('keeps one item with "and", a list whose items already hold "and", and abbreviations', () => {
    expect(inlineParts('Salt and pepper', false)).toEqual(['Salt and pepper']);
    expect(inlineParts('Fish and chips, Salt and pepper', false)).toEqual(['Fish and chips', 'Salt and pepper']);
    expect(inlineParts('Brandt GmbH, Ohler Ltd.', false)).toEqual(['Brandt GmbH', 'Ohler Ltd.']);
  });
});

describe('blocks of labelled lines under numbered headings', () => {
  it('reads one passenger per block, the blocks apart by a blank line and their heading', () => {
    const properties = [
      { name: 'name', type: 'string' },
      { name: 'seat', type: 'string' },
    ] as TSchemaProperty[];
    const text = [
      'Passenger 1',
      'Name: Jonas Richter',
      'Seat: 14A',
      '',
      'Passenger 2',
      'Name: Anna Richter',
      'Seat: 14B',
    ].join('\n');
    expect(rowsOf(recordItems(linesOf(text), properties))).toEqual([
      { name: 'Jonas Richter', seat: '14A' },
      { name: 'Anna Richter', seat: '14B' },
    ]);
  });
});

describe('one date and its description per line', () => {
  const properties = [
    { name: 'date', type: 'string', format: 'date' },
    { name: 'description', type: 'string' },
  ] as TSchemaProperty[];

  it('reads the date on either side of a dash or a comma, numbered or not', () => {
    const text = [
      'Itinerary',
      '06/06/2026 – Arrival in Inverness',
      '1. Expert reports – by 4pm on 5 June 2026',
      'Kind 2: Ida Brückner, geb. 02.02.2019',
      '',
    ].join('\n');
    expect(rowsOf(datedLines(linesOf(text), properties, true))).toEqual([
      { date: '2026-06-06', description: 'Arrival in Inverness' },
      { date: '2026-06-05', description: 'Expert reports' },
      { date: '2019-02-02', description: 'Ida Brückner' },
    ]);
  });

  it('reads no labelled dates, no single line and no item of other fields', () => {
    expect(datedLines(linesOf('Datum: 12.03.2026\nFällig: 20.03.2026'), properties)).toEqual([]);
    expect(datedLines(linesOf('06/06/2026 – Arrival in Inverness\n\nNext'), properties)).toEqual([]);
    const more = [...properties, { name: 'amount', type: 'number' }] as TSchemaProperty[];
    expect(datedLines(linesOf('06/06/2026 – Arrival\n08/06/2026 – Ferry'), more)).toEqual([]);
  });
});

describe('hostile input to the list readers of session 18', () => {
  it(
    'splits a comma line of 100,000 blanks, "and"s and commas in linear time',
    async () => {
      const text = `A${' and'.repeat(25_000)}, ${' '.repeat(50_000)}, B${' '.repeat(100_000)}x${'a'.repeat(100_000)}`;
      const parts = (await guardedReader('providers/local/find-list.ts', 'inlineParts', text, false)) as string[];
      expect(parts.length).toBeGreaterThanOrEqual(2);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads lines of 100,000 dashes, digits and em-spaces for dated items in linear time',
    async () => {
      const properties = [
        { name: 'date', type: 'string', format: 'date' },
        { name: 'text', type: 'string' },
      ];
      const lines = builtLines([
        ` - ${'1'.repeat(100_000)}`,
        `Kind ${'1 '.repeat(50_000)}: x`,
        `${'\u2003'.repeat(100_000)}– 06/06/2026`,
        `${'a, '.repeat(33_000)}06/06/2026`,
        'Step 1: Arrival – 06/06/2026',
        'Step 2: Ferry – 08/06/2026',
      ]);
      const rows = (await guardedReader(
        'providers/local/dated-lines.ts',
        'datedLines',
        lines,
        properties,
      )) as unknown[];
      expect(rows).toHaveLength(2);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads numbered headings of 100,000 letters and blanks and a heading line under a list in linear time',
    async () => {
      const properties = [
        { name: 'name', type: 'string' },
        { name: 'seat', type: 'string' },
      ];
      const lines = builtLines([
        'Name: A',
        'Seat: 1',
        `${'Passenger '.repeat(10_000)}2`,
        `P${' '.repeat(100_000)}3`,
        'Name: B',
        'Seat: 2',
      ]);
      const rows = (await guardedReader(
        'providers/local/record-items.ts',
        'recordItems',
        lines,
        properties,
      )) as unknown[];
      expect(rows.length).toBeLessThanOrEqual(2);
      const heading = builtLines(['Benefits', '', ...Array.from({ length: 2_000 }, () => `${' '.repeat(50)}, x`)]);
      const found = (await guardedReader(
        'providers/local/find-list.ts',
        'findList',
        heading,
        { name: 'benefits' },
        {
          type: 'string',
        },
      )) as unknown[];
      expect(found.length).toBeLessThanOrEqual(200);
    },
    GUARDED_TEST_MS,
  );
});
