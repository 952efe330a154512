// Hostile uploads against the sentence readers session 17 (prose17) widened: a range of days read on a long line of
// "from 1 to" runs and blanks, and a time after an event. Fault tests under the hang guard (test/helpers/hang-guard.ts):
// a pattern retried from every blank of a long run would take minutes; today's readers take well under a second.
import { describe, expect, it } from '@jest/globals';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const line = (text: string): TLine => ({ fileName: 'letter.txt', page: 1, text, cells: [] });

describe('hostile input to the sentence readers of session 17', () => {
  it(
    'reads no stay from a line of 40,000 "from 1 to" runs and 200,000 blanks',
    async () => {
      const lines = [line(`Your stay ${'from 1 to '.repeat(40_000)}${' '.repeat(200_000)}x`)];
      expect(await guardedReader('providers/local/sentence-role-dates.ts', 'dateInRange', lines, ['check', 'in'])).toBe(
        null,
      );
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads no time after an event whose line runs on into 200,000 blanks and "at 9" runs',
    async () => {
      const lines = [line('your appointment is on'), line(`${'at 9 '.repeat(40_000)}${' '.repeat(200_000)}am`)];
      expect(
        await guardedReader('providers/local/sentence-times.ts', 'timeByRole', lines, ['appointment', 'time']),
      ).toBe(null);
    },
    GUARDED_TEST_MS,
  );
});
