// Session 20 (labels20): a field's name written short where the document writes the label out, read by letters
// alone (short-names.ts) in the structural fallback's affinity (name-affinity.ts): `rg_nr` for "Rechnungsnummer",
// `dep_date` for "Departure", `pcn_no` for "Penalty Charge Notice No.", `pi` for "Principal Investigator".
import { describe, expect, it } from '@jest/globals';
import { extractResult } from '../../../src/extraction/providers/local/extract-result.ts';
import { learnedField } from '../../../src/extraction/providers/local/learned-features.ts';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import { nameAffinity } from '../../../src/extraction/providers/local/name-affinity.ts';
import { acronymRun, nameWordShortFor } from '../../../src/extraction/providers/local/short-names.ts';
import type { TOutputSchema, TSchemaProperty } from '../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';
import { textDocument } from './local-provider-helpers.ts';

const linesOf = (text: string) => documentLines([textDocument(text)]);
const field = (name: string, type: 'string' | 'number' = 'string', format?: 'date') =>
  learnedField({ name, type, ...(format ? { format } : {}) } as TSchemaProperty, name);

describe('a name written short', () => {
  it("knows a name's word as the start or the consonants of a label's word, not a word of its own", () => {
    expect(nameWordShortFor('rg', 'rechnungsnummer')).toBe(true);
    expect(nameWordShortFor('pmt', 'payment')).toBe(true);
    expect(nameWordShortFor('dep', 'departure')).toBe(true);
    // Too near in length to be a short form, a vowel inside two letters, another first letter.
    expect(nameWordShortFor('net', 'netto')).toBe(false);
    expect(nameWordShortFor('no', 'notice')).toBe(false);
    expect(nameWordShortFor('kd', 'rechnung')).toBe(false);
  });

  it('finds the run of label words a name spells by their initials', () => {
    expect(acronymRun('pcn', ['penalty', 'charge', 'notice', 'no'])).toEqual([0, 1, 2]);
    expect(acronymRun('fin', ['fahrzeug', 'ident', 'nr'])).toEqual([0, 1, 2]);
    expect(acronymRun('dob', ['date', 'of', 'birth'])).toEqual([0, 1, 2]);
    // One letter is no acronym, nor are single letters ("S/N") spelled by a word.
    expect(acronymRun('p', ['payment'])).toEqual([]);
    expect(acronymRun('sn', ['s', 'n'])).toEqual([]);
    expect(acronymRun('pi', ['payment', 'date'])).toEqual([]);
  });

  it('links such labels in the affinity, within the kind the label names', () => {
    expect(nameAffinity(field('rg_nr'), ['rechnungsnummer'])).toBe(0.8);
    expect(nameAffinity(field('pcn_no'), ['penalty', 'charge', 'notice', 'no'])).toBeGreaterThanOrEqual(0.8);
    expect(nameAffinity(field('pi'), ['principal', 'investigator'])).toBe(0.8);
    // "Meter Point Reference Number": the initials spell the label's kind word too.
    expect(nameAffinity(field('mprn'), ['meter', 'point', 'reference', 'number'])).toBeGreaterThanOrEqual(0.8);
    // `rg_nr` is a number, not a date; `vat_amt`'s "amt" is any amount ("Amount" over a table's rows).
    expect(nameAffinity(field('rg_nr'), ['rechnungsdatum'])).toBe(0);
    expect(nameAffinity(field('vat_amt', 'number'), ['amount'])).toBe(0);
  });
});

describe('the structural fallback with names written short', () => {
  it('fills fields whose labels the document writes out', () => {
    const schema: TOutputSchema = [
      { name: 'pcn_no', type: 'string' },
      { name: 'pi', type: 'string' },
      { name: 'dep_date', type: 'string', format: 'date' },
    ];
    const text = [
      'Notice',
      '',
      'Penalty Charge Notice No.: WK40219873',
      'Principal Investigator: Dr Leila Farah',
      'Departure: 18 April 2026',
    ].join('\n');
    const { result } = extractResult(schema, linesOf(text));
    expect(result).toMatchObject({ pcn_no: 'WK40219873', pi: 'Dr Leila Farah', dep_date: '2026-04-18' });
  });

  it(
    'reads a document of long hostile labels in time',
    async () => {
      const schema: TOutputSchema = [
        { name: 'pcn_no', type: 'string' },
        { name: 'rg_nr', type: 'string' },
        { name: 'min_pmt', type: 'number' },
      ];
      const words = 'penalty charge notice '.repeat(2_500);
      const text = [
        `${words}: 12`,
        `${' '.repeat(100_000)}: 12`,
        `${'9'.repeat(100_000)}`,
        `${'Rechnungsnummer: '.repeat(3_000)}2026`,
        `${'p '.repeat(30_000)}: 7`,
      ].join('\n');
      const found = (await guardedReader(
        'providers/local/extract-result.ts',
        'extractResult',
        schema,
        linesOf(text),
      )) as {
        result: Record<string, unknown>;
      };
      expect(found.result.min_pmt).toBeUndefined();
    },
    GUARDED_TEST_MS,
  );
});
