// Hostile input found in session 20: a text line of a label, a bracket opening a long run of blanks and an amount
// ("Total (", 100,000 blanks, ") 12,50 EUR") took minutes in extractResult. Two patterns ran a `\s*` to the end of the
// run from each of its blanks: the side label before a party's value (mail-parts.ts, the unanchored
// `(?:^|\s{2}|\|)\s*(to|an|from|von)\s*:\s*$` tried on the line up to the value) and the value of a labelled record
// line (record-items.ts, `(\S.*?)\s*$` after "Betrag: "). Both are read in linear time now, with the same matches.
// Sizing, measured on the old code (a4747f79) at a load of ~10 on 2 cores, one run each: "Total (" with 20,000 blanks
// 1.2 s, 40,000 4.8 s, 100,000 48 s; "Betrag: (" with 20,000 1.0 s, 40,000 3.4 s. The time grows with the square of
// the run (4× per doubling), so the 400,000 blanks here take the old code 16 × 48 s, about 13 minutes, and the
// labelled line about 16 × 21 s, near 6 minutes: far past the 60 s guard (test/helpers/hang-guard.ts) whatever the
// load. The new code reads each document in 0.5–1.5 s.
import { describe, expect, it } from '@jest/globals';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import { sideLabel } from '../../../src/extraction/providers/local/mail-parts.ts';
import { labelledLine } from '../../../src/extraction/providers/local/record-items.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const BLANKS = ' '.repeat(400_000);
const SCHEMA: TOutputSchema = [
  { name: 'supplier', type: 'string' },
  { name: 'total', type: 'number' },
  { name: 'currency', type: 'string' },
  {
    name: 'items',
    type: 'array',
    items: {
      type: 'object',
      properties: [
        { name: 'description', type: 'string' },
        { name: 'price', type: 'number' },
      ],
    },
  },
];

const read = async (text: string) =>
  (
    (await guardedReader(
      'providers/local/extract-result.ts',
      'extractResult',
      SCHEMA,
      documentLines([{ fileName: 'upload.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] }]),
    )) as { result: Record<string, unknown> }
  ).result;

describe('a label, a bracket opening 400,000 blanks and an amount after them', () => {
  it(
    'reads "Total (", the blanks and ") 12,50 EUR" in linear time',
    async () => {
      expect(await read(`Total (${BLANKS}) 12,50 EUR`)).toEqual({ total: 12.5, currency: 'EUR' });
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads "Betrag: (", the blanks and "12,50 €" without a closing bracket in linear time',
    async () => {
      expect(await read(`Betrag: (${BLANKS}12,50 €`)).toEqual({ total: 12.5, currency: 'EUR' });
    },
    GUARDED_TEST_MS,
  );
});

describe('the rewritten patterns still read what they read', () => {
  it('finds the side label a text ends in', () => {
    expect(sideLabel('From: Globex Corporation   To:')).toBe('To');
    expect(sideLabel('Absender | von : ')).toBe('von');
    expect(sideLabel('an:')).toBe('an');
    expect(sideLabel('Invoice to:')).toBeUndefined();
    expect(sideLabel(`Total (${BLANKS}) `)).toBeUndefined();
  });

  it('splits a labelled line into its label and value, blanks at its end cut', () => {
    expect(labelledLine('  - Preis: 24,99 €   ')).toEqual(['Preis', '24,99 €']);
    expect(labelledLine('Artikel: Funkmaus M330')).toEqual(['Artikel', 'Funkmaus M330']);
    expect(labelledLine('Artikel 2: Funkmaus')).toBeNull();
    expect(labelledLine('Preis:\n24,99 €')).toEqual(['Preis', '24,99 €']);
    expect(labelledLine('Preis: 24,99\n€')).toBeNull();
    expect(labelledLine(`Betrag: (${BLANKS}12,50 €`)).toEqual(['Betrag', `(${BLANKS}12,50 €`]);
  });
});
