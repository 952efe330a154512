// Hostile uploads against session 20's readers of wrong candidates (wrong20): the number in a field's own unit
// (qualified.ts), a count's misread value (value-kinds.ts), a bracket before the colon (find-labelled.ts), deadlines
// after the document's date (deadline-dates.ts) and the titled kind of a date field (document-date.ts). Each input
// holds runs of 100,000 blanks, digits or repeated labels where a pattern looks; the patterns are anchored or read
// each run with one bounded quantifier (the guard is 60 s). Not here: a label, a bracket opening 100,000 blanks and an
// amount after them ("Einkommen (   …   2024):   …   58.400,00 €") takes minutes on main already (found while
// writing these tests, not by this branch's code; left for a review).
import { describe, expect, it } from '@jest/globals';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const BLANKS = ' '.repeat(100_000);
const DIGITS = '7'.repeat(100_000);
const LABELS = 'Datum: '.repeat(5_000);
const linesOf = (text: string) =>
  documentLines([{ fileName: 'upload.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] }]);

describe('hostile input to the readers of session 20 (wrong20)', () => {
  it(
    "reads a number in the field's own unit past 100,000 blanks and digits",
    async () => {
      const text = `11.4 lb${BLANKS}${DIGITS} g${BLANKS}(5.2 kg)`;
      const value = await guardedReader(
        'providers/local/qualified.ts',
        'coerceQualified',
        { name: 'weight_kg', type: 'number' },
        text,
        { wantsRate: false, unit: 'kg' },
      );
      expect(value).toBe(5.2);
    },
    GUARDED_TEST_MS,
  );

  it(
    'tells a count from money after 100,000 blanks and on 100,000 digits',
    async () => {
      const kind = { identifier: false, name: false, count: true };
      const blanks = await guardedReader('providers/local/value-kinds.ts', 'agreesWithName', `${BLANKS}3`, kind);
      const digits = await guardedReader('providers/local/value-kinds.ts', 'agreesWithName', `${DIGITS},00 €`, kind);
      expect([blanks, digits]).toEqual([true, true]);
    },
    GUARDED_TEST_MS,
  );

  it(
    'extracts from lines of repeated labels, brackets and dates with long runs',
    async () => {
      const text = [
        '2. Mahnung',
        'Datum: 10.03.2026',
        `Einkommen (Jahr ${DIGITS}): 1,00 €`,
        LABELS,
        `fällig seit 29.01.2026${BLANKS}bis${BLANKS}20.03.2026`,
        'bis 01.01.2026 '.repeat(2_000),
      ].join('\n');
      const found = (await guardedReader(
        'providers/local/extract-result.ts',
        'extractResult',
        [
          { name: 'einkommen', type: 'number' },
          { name: 'zahlungsfrist', type: 'string', format: 'date' },
          { name: 'mahndatum', type: 'string', format: 'date' },
          { name: 'anzahl_personen', type: 'number' },
        ],
        linesOf(text),
      )) as { result: Record<string, unknown> };
      expect(found.result.mahndatum).toBe('2026-03-10');
    },
    GUARDED_TEST_MS,
  );

  it(
    "tests a date field's titled kind on title lines of 100,000 characters",
    async () => {
      const long = linesOf([`Mahnung${BLANKS}x`, `Mahn${'x'.repeat(100_000)}`, 'Datum: 10.03.2026'].join('\n'));
      const titled = linesOf(['2. Mahnung', `Mahn${'x'.repeat(100_000)}`, 'Datum: 10.03.2026'].join('\n'));
      const reader = 'providers/local/document-date.ts';
      const found = [
        await guardedReader(reader, 'namesTitledKindDate', ['mahndatum'], long),
        await guardedReader(reader, 'namesTitledKindDate', ['mahndatum'], titled),
      ];
      expect(found).toEqual([false, true]);
    },
    GUARDED_TEST_MS,
  );
});
