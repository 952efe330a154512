// Session-12 patterns that let two parts take the same blanks or digits (/\s*(?:€)?\s*$/, /[ \t\r]+$/ on an unbounded line)
// tried every split of a long run of blanks that ends in other text. These are fault tests: a hostile upload must not
// hang a worker. Each hostile reader runs under a hang guard (test/helpers/hang-guard.ts: a thread stopped at 60 s),
// on an input sized so today's code reads it well under a second and the old quadratic code would take many minutes;
// the ordinary inputs are still read in-process. Measured on the code before session 12's fix (847048c^), 25,000 blanks
// or digits, one run each on the shared machine: the mail boundary 4.3 s, the deduction 9.9 s, the qualifier 5.8 s,
// the code before a clause 4.0 s, the CSV cell 64 s. Quadratic time grows with the square: at 500,000 blanks or digits
// (20 times as many) the fastest of those takes about 400 times as long, over 25 minutes, and the CSV cell at 100,000
// about 17 minutes; today's code reads each in 1–150 ms (a quiet machine, 2026-11-29). The speed figures are in `npm run
// bench:hostile-readers` (bench/hostile-readers.ts), never in timed assertions.
import { describe, expect, it } from '@jest/globals';
import { tooManyPartLines } from '../../../src/extraction/documents/mail-part-lines.ts';
import { extractResult } from '../../../src/extraction/providers/local/extract-result.ts';
import { trimSentence } from '../../../src/extraction/providers/local/identifiers.ts';
import { deductedBelow } from '../../../src/extraction/providers/local/label-qualifiers.ts';
import { documentLines, type TLine } from '../../../src/extraction/providers/local/lines.ts';
import { fillsLabelledPairs } from '../../../src/extraction/providers/local/sub-line-fields.ts';
import type { TColumns, TTableRow } from '../../../src/extraction/providers/local/table-rows.ts';
import { qualifiesLabel } from '../../../src/extraction/providers/local/value-kinds.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';
import { textDocument } from './local-provider-helpers.ts';

const BLANKS = ' '.repeat(500_000);
const line = (text: string): TLine => ({ fileName: 'a.txt', page: 1, text, cells: [] });

describe('a long run of blanks ending in text', () => {
  it(
    'is no delimiter line of a declared boundary, read in linear time; "--b  " still is',
    async () => {
      const head = 'Content-Type: multipart/mixed; boundary="b"\r\n\r\n';
      const hostile = Buffer.from(`${head}--${BLANKS}x\r\n--b--\r\n`);
      await expect(guardedReader('documents/mail-part-lines.ts', 'tooManyPartLines', hostile, 1)).resolves.toBe(false);
      expect(tooManyPartLines(Buffer.from(`${head}--b  \r\n--b \t\r\n--b--\r\n`), 2)).toBe(true);
    },
    GUARDED_TEST_MS,
  );

  it(
    'after an amount is no deduction, read in linear time; "- 960,00 €" still is',
    async () => {
      const hostile = [line('Total'), line(`- 1${BLANKS}x`)];
      await expect(guardedReader('providers/local/label-qualifiers.ts', 'deductedBelow', hostile, 0)).resolves.toBe(
        false,
      );
      expect(deductedBelow([line('Total'), line('- 960,00 €')], 0)).toBe(true);
    },
    GUARDED_TEST_MS,
  );

  it(
    'in a CSV cell is read in linear time by the learned and the structural fallback (a minute before)',
    async () => {
      const csv = `Ref;Amount charged\nA1;1${' '.repeat(100_000)}x\nA2;12,50 €`;
      const lines = documentLines([textDocument(csv, 'text/csv')]);
      const charges: TOutputSchema = [{ name: 'charges', type: 'number' }];
      await expect(
        guardedReader('providers/local/extract-result.ts', 'extractResult', charges, lines),
      ).resolves.toBeDefined();
    },
    GUARDED_TEST_MS,
  );

  it(
    'after a label\'s words is no qualifier, read in linear time; "2026 :" still is',
    async () => {
      await expect(
        guardedReader('providers/local/value-kinds.ts', 'qualifiesLabel', `a${BLANKS}b`, false),
      ).resolves.toBe(false);
      expect(qualifiesLabel('2026 :', false)).toBe(true);
    },
    GUARDED_TEST_MS,
  );
});

describe('a long token of digits', () => {
  it(
    'is read in linear time as no code before a clause; "OT-88214; please quote it" still gives its code',
    async () => {
      await expect(
        guardedReader('providers/local/identifiers.ts', 'trimSentence', `${'1'.repeat(500_000)}x`),
      ).resolves.toBeDefined();
      expect(trimSentence('OT-88214; please quote it in every reply')).toBe('OT-88214');
      expect(trimSentence('Ticket, please quote it')).not.toBe('Ticket');
    },
    GUARDED_TEST_MS,
  );
});

// Session 13: a count before a label read the text before each count for a date, the dates of a line were read
// again after each date, and a count after its label ("Nächte x 2") was tried from every letter of a word: a long
// line was quadratic in each (30,000 characters of "1 Tage ": 15 s; 750 dates: 5.5 s, 3,000 dates 515 s; a word of
// 20,000 letters: 20 s; measured, one run each). Under the hang guard now: 40,000 "1 Tage " (280,000 characters, over
// 20 minutes on that code), 48,000 dates (hours; session 14's code before its fix, still quadratic: 12,000 dates 18–24 s, so 48,000 ~5 min) and a word of 200,000 letters (over 30 minutes); today's code reads
// each in under half a second (a quiet machine, 2026-11-29), its values found.
const oneLine = (text: string) => documentLines([textDocument(text, 'text/plain')]);
const nights: TOutputSchema = [{ name: 'nights', type: 'number' }];
const dueDate: TOutputSchema = [{ name: 'due_date', type: 'string', format: 'date' }];
const extracted = (schema: TOutputSchema, text: string) =>
  guardedReader('providers/local/extract-result.ts', 'extractResult', schema, oneLine(text));

describe('a long line', () => {
  it(
    'of 40,000 counts before other words is read; the count of nights after it is still found',
    async () => {
      const hostile = extracted(nights, `${'1 Tage '.repeat(40_000)}\n2 Nächte`);
      await expect(hostile).resolves.toHaveProperty('result', { nights: 2 });
    },
    GUARDED_TEST_MS,
  );

  it(
    'of 48,000 dates after "Please pay by" is read; its due date is the first',
    async () => {
      const hostile = extracted(dueDate, `Please pay by ${'01.02.2026 '.repeat(48_000)}`);
      await expect(hostile).resolves.toHaveProperty('result', { due_date: '2026-02-01' });
    },
    GUARDED_TEST_MS,
  );

  it(
    'of one word of 200,000 letters is read; "Nächte x 2" under it still gives the nights',
    async () => {
      const hostile = extracted(nights, `${'a'.repeat(200_000)}\nNächte x 2`);
      await expect(hostile).resolves.toHaveProperty('result', { nights: 2 });
    },
    GUARDED_TEST_MS,
  );

  it('gives no count of a year a later date of the line ends in: "12. Februar 2026 Übernachtung"', () => {
    // The date before the count was the line's first only: "01.02.2026 … 12. Februar 2026 Übernachtung" was 2026 nights.
    const text = 'Gebucht am 01.02.2026 für den 12. Februar 2026 Übernachtung';
    expect(extractResult(nights, oneLine(text)).result).toEqual({});
    expect(extractResult(nights, oneLine('Buchung: 2 Übernachtungen')).result).toEqual({ nights: 2 });
  });
});

describe('labelled pairs under an item row', () => {
  // Their caller reads lines of at most 80 characters; the pattern is linear by itself too (a word of 120,000
  // letters: 146 s before, 60,000 blanks: over 150 s; measured). Under the hang guard four times as long: over half an
  // hour each on that code, a few milliseconds today.
  it(
    'are none in a word of 480,000 letters or after a run of 240,000 blanks; "Art.-Nr. … SN …" still is',
    async () => {
      const row = (): TTableRow => ({ line: line('Item'), values: new Map(), missing: [] });
      const serial: TOutputSchema = [{ name: 'serial_number', type: 'string' }];
      const columns: TColumns = [];
      const pairs = (text: string) =>
        guardedReader('providers/local/sub-line-fields.ts', 'fillsLabelledPairs', text, row(), columns, serial, true);
      await expect(pairs('a'.repeat(480_000))).resolves.toBe(false);
      await expect(pairs(`SN${' '.repeat(240_000)}x`)).resolves.toBe(false);
      const filled = row();
      expect(fillsLabelledPairs('Art.-Nr. 21ML0031GE   SN PF4XK21A', filled, columns, serial, true)).toBe(true);
      expect([...filled.values.values()]).toEqual(['PF4XK21A']);
    },
    GUARDED_TEST_MS,
  );
});
