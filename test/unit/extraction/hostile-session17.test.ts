// Hostile uploads against the table reader session 17 added (ordered-header.ts): header cells and row cells of
// hundreds of thousands of characters, built so that a pattern with two overlapping runs (letters before and after a
// required pair of letters, digits before a decimal part) would take minutes. Fault tests under the hang guard
// (test/helpers/hang-guard.ts); today's code takes well under a second.
import { describe, expect, it } from '@jest/globals';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

// Lines with their cells (runs apart by two or more blanks), built here: the app's reader cuts lines at 2,000
// characters, and the table reader must stay linear without relying on that cut.
const linesOf = (text: string): TLine[] =>
  text.split('\n').map((row) => ({
    fileName: 'agenda.txt',
    page: 1,
    text: row,
    cells: [...row.matchAll(/\S+(?: \S+)*/g)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      tokens: [],
    })),
  }));
const fields = [
  { name: 'start_time', type: 'string' },
  { name: 'title', type: 'string' },
  { name: 'speaker', type: 'string' },
];

describe('hostile input to the table reader of session 17', () => {
  it(
    'passes a header cell of 300,000 letters that ends in a digit, and reads the real header under it',
    async () => {
      const text = [
        `When   Session   ${'a'.repeat(300_000)}1`,
        '',
        'When     Session              Presenter',
        '09:00    Opening keynote      Alicia Brandt',
        '10:30    Roadmap deep dive    Tomasz Wilk',
      ].join('\n');
      const lines = linesOf(text);
      const found = (await guardedReader('providers/local/ordered-header.ts', 'orderedHeader', lines, fields)) as {
        index: number;
      } | null;
      expect(found?.index).toBe(2);
    },
    GUARDED_TEST_MS,
  );

  it(
    'finds no table under a header whose rows hold a number of 300,000 digits and spaces closed by a letter run',
    async () => {
      const text = [
        'When     Session              Presenter',
        `${'1 '.repeat(150_000)}xxxxxxx    Opening keynote      Alicia Brandt`,
        '10:30    Roadmap deep dive    Tomasz Wilk',
      ].join('\n');
      const numbers = [{ name: 'count', type: 'number' }, ...fields.slice(1)];
      expect(
        await guardedReader('providers/local/ordered-header.ts', 'orderedHeader', linesOf(text), numbers),
      ).toBeNull();
    },
    GUARDED_TEST_MS,
  );
});
