// Hostile uploads against the sentence readers session 19 (prose19) added or widened: a bracketed sum after a long
// phrase, a date after a meeting's word and a long blank run, attendance counts between long blank runs, a price per
// unit on a line of many sums. Fault tests under the hang guard (test/helpers/hang-guard.ts): a pattern retried from
// every blank of a long run would take minutes; today's readers take well under a second. The app cuts a line at 2,000
// characters but keeps its blank runs whole, so each line here is a few hundred words and runs of 200,000 blanks.
import { describe, expect, it } from '@jest/globals';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const EM = '\u2003';
const line = (text: string): TLine => ({ fileName: 'letter.txt', page: 1, text, cells: [] });

describe('hostile input to the sentence readers of session 19', () => {
  it(
    'reads no rent from a hundred bracketed sums after "of" and a bracket after 200,000 blanks',
    async () => {
      const lines = [line(`The deposit ${'of three (£1.00) '.repeat(100)}of${EM.repeat(200_000)}(£2.00)`)];
      const found = await guardedReader('providers/local/sentence-roles.ts', 'sumInSentence', lines, ['rent'], []);
      expect(found).toBe(null);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads no end date from the date of a meeting written after 200,000 blanks',
    async () => {
      const lines = [line(`Your employment will end as discussed at the meeting${EM.repeat(200_000)}on 1 May 2026`)];
      const found = await guardedReader(
        'providers/local/sentence-role-dates.ts',
        'dateByRole',
        lines,
        ['termination', 'date'],
        [],
      );
      expect(found).toBe(null);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads no attendance from counts between long blank runs',
    async () => {
      const lines = [line(`Present: ${`1${EM.repeat(20_000)}`.repeat(10)}${'2 x '.repeat(400)}m`)];
      const found = await guardedReader(
        'providers/local/sentence-counts.ts',
        'attendanceInSentence',
        lines,
        ['attendees'],
        [],
      );
      expect(found).toBe(null);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads no price per night from a hundred sums and a unit after 200,000 blanks',
    async () => {
      const lines = [line(`Your stay ${'3 x à £1.00 per '.repeat(100)}${EM.repeat(200_000)}night`)];
      const found = await guardedReader(
        'providers/local/sentence-unit-prices.ts',
        'unitPriceInSentence',
        lines,
        ['nightly', 'rate'],
        [],
      );
      expect(found).toBe(null);
    },
    GUARDED_TEST_MS,
  );
});
