// Session 14 (budget14): long lines of prose-like text made the offline extractor super-linear (a 200,000-character
// line ran for more than ten minutes; 20,000 characters of German sentences with dates and sums: 33 s against 1.4 s
// for 5,000). These are fault tests (a hostile upload must not hang a worker), so each reads a line sized for the old
// code to take many minutes (quadratic: 80,000 characters of German sentences ~9 min) under the hang guard of
// test/helpers/hang-guard.ts (60 s, against 1–4 s today), never a time bound; the speed figures are in
// `npm run bench:hostile-readers`.
import { describe, expect, it } from '@jest/globals';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import { sentenceSpans } from '../../../../src/extraction/providers/local/sentence-clauses.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { finishesWithin, GUARDED_TEST_MS } from '../../../helpers/hang-guard.ts';
import { itemsField, textDocument } from '../local-provider-helpers.ts';

const local = (file: string) => new URL(`../../../../src/extraction/providers/local/${file}`, import.meta.url);
const repeatedTo = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

const SCHEMA: TOutputSchema = [
  { name: 'invoice_number', type: 'string' },
  { name: 'customer_name', type: 'string' },
  { name: 'invoice_date', type: 'string', format: 'date' },
  { name: 'due_date', type: 'string', format: 'date' },
  { name: 'total', type: 'number' },
  { name: 'paid', type: 'boolean' },
  itemsField([
    ['description', 'string'],
    ['quantity', 'number'],
    ['amount', 'number'],
  ]),
];

/** The extractor over a document whose one long line is `line`, under the hang guard; resolves with its result. */
const extractGuarded = (line: string) =>
  finishesWithin(local('extract-result.ts'), 'extractResult', [
    SCHEMA,
    documentLines([textDocument(`Rechnung Nr. R-1\n${line}\nEnde`)]),
  ]);

describe('a long line of sentences', () => {
  it(
    'is split into sentences without a search from the line start per full stop (320,000 characters)',
    async () => {
      const text = repeatedTo('Frau Müller zahlt 1.234,56 € am 12.03.2026. Bitte bis 30.04.2026 überweisen. ', 320_000);
      const spans = (await finishesWithin(local('sentence-clauses.ts'), 'sentenceSpans', [text])) as unknown[];
      expect(spans.length).toBeGreaterThan(8_000);
      expect(sentenceSpans('Sehr geehrte Frau Dr. Roth. Zahlung bis 8. April. Danke.')).toEqual([
        [0, 27],
        [27, 49],
        [49, 56],
      ]);
    },
    GUARDED_TEST_MS,
  );

  it(
    'of German sentences with dates, sums and a deadline is read (80,000 characters; before: 33 s at 20,000)',
    async () => {
      const line = repeatedTo(
        'Frau Müller zahlt den Betrag von 1.234,56 € vom 12.03.2026 innerhalb von 30 Tagen. ',
        80_000,
      );
      await expect(extractGuarded(line)).resolves.toHaveProperty('result.invoice_number', 'R-1');
    },
    GUARDED_TEST_MS,
  );

  it(
    'of English sentences is read (80,000 characters; before: 27 s at 20,000)',
    async () => {
      const sentence = 'Please pay the invoice of 1,234.56 EUR issued on 12 March 2026 to Mr Smith within 30 days. ';
      await expect(extractGuarded(repeatedTo(sentence, 80_000))).resolves.toHaveProperty(
        'result.invoice_number',
        'R-1',
      );
    },
    GUARDED_TEST_MS,
  );

  it(
    'without spaces is read (80,000 characters; before: 16 s at 20,000)',
    async () => {
      const line = repeatedTo('Frau-Müller-zahlt-1.234,56€-am-12.03.2026-innerhalb-30-Tagen;', 80_000);
      await expect(extractGuarded(line)).resolves.toHaveProperty('result.invoice_number', 'R-1');
    },
    GUARDED_TEST_MS,
  );

  it(
    'of prose cells of 1,900 characters apart by two spaces (a table line, kept whole) is read (20,000 characters)',
    async () => {
      const cell = repeatedTo(
        'Frau Müller zahlt den Betrag von 1.234,56 € vom 12.03.2026 innerhalb von 30 Tagen. ',
        1_900,
      );
      await expect(extractGuarded(repeatedTo(`${cell}  `, 20_000))).resolves.toHaveProperty(
        'result.invoice_number',
        'R-1',
      );
    },
    GUARDED_TEST_MS,
  );
});
