// Hostile uploads against two patterns session 18 added or changed (found by review18): a number's currency test on
// its own match (parse-number.ts: a bracket, blanks and a sign, the blanks split two ways) and the qualified label
// before a date (only-date.ts: `\p{L}{3,}` read the rest of a long word from each of its letters). Fault tests under
// the hang guard (test/helpers/hang-guard.ts), sized so the old code runs past the 60 s guard (the number's did; the
// date's took 31 s at half this size), run once against main at daedf730; today's take well under a second. Lines are
// built here as TLine objects: the app's reader cuts lines at 2,000 characters, and the readers must stay linear
// without relying on that cut. Beside them a correctness check: `\b` is ASCII-only in JavaScript, so a ticked option
// "Nächste …" opened with a negating "n" and a word boundary before its "ä".
import { describe, expect, it } from '@jest/globals';
import { mentionedFlag } from '../../../src/extraction/providers/local/checkboxes.ts';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const line = (text: string): TLine => ({
  fileName: 'upload.txt',
  page: 1,
  text,
  cells: [{ start: 0, end: text.length, tokens: [] }],
});

describe('hostile input to the readers of session 18 (review18)', () => {
  it(
    'reads a number after an open bracket and 200,000 blanks (its currency test split the blanks two ways)',
    async () => {
      // `^\(?\s*[-−–+]?\s*(?:currency)` on the number's own match: the two blank runs side by side, quadratic.
      expect(await guardedReader('providers/local/parse-number.ts', 'parseNumber', `(${' '.repeat(200_000)}12`)).toBe(
        12,
      );
    },
    GUARDED_TEST_MS,
  );

  it(
    "reads the one date after 200,000 letters (a qualified label's letters read again from each)",
    async () => {
      const found = (await guardedReader(
        'providers/local/only-date.ts',
        'onlyDate',
        [line(`${'ab'.repeat(100_000)} 12.03.2026`)],
        ['date'],
      )) as { text: string } | null;
      expect(found?.text).toBe('12.03.2026');
    },
    GUARDED_TEST_MS,
  );

  it('reads a ticked box before an option opening with N and an umlaut as yes, before "Nein" as no', () => {
    const flag = (text: string) => mentionedFlag([line(text)], ['expressversand'], /(?!)/)?.text;
    expect(flag('[x] Nächste Lieferung per Expressversand')).toBe('yes');
    expect(flag('[x] Nein, kein Expressversand')).toBe('no');
    expect(flag('[x] N Expressversand')).toBe('no');
  });
});
