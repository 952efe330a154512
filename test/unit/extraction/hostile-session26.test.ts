// Hostile input to the patterns session 25 added (review26). Read line by line and tried on runs of blanks, letters
// and digits, most are linear and get no guard here: document-titles.ts (TITLE_WORDS and KIND_TITLE are anchored, each
// run ends at a blank), flight-numbers.ts (bounded runs), group-titles.ts, section-sums.ts (NUMBERED_HEADING is
// anchored with a bounded heading, MONEY's runs are bounded), preamble-party-items.ts (field names only), mail-forward.ts
// (OUTLOOK_FROM/SENT anchored, SUBJECT_MARKS' parts each open with their word) and ocr-glyphs.ts's GLUED_NUMBER (its
// look-behind over blanks measured linear). Two were quadratic in a run of blanks: clock-values.ts CLOCK_AT_END
// (`[,\s]*(?:at)?\s*` parted the run every way) and value-kinds.ts currencyWithAmount's lazy number before a look to
// the cell's end (the look ran through the blanks once for each of them). In the app a line is cut at 2,000 characters
// (long-lines.ts), which bounds them at some milliseconds a value, so the fault is latent; the guards keep them linear
// should a longer text reach them. Fault tests under the hang guard (test/helpers/hang-guard.ts), sized so the old
// code runs past the 60 s guard (about 110 s and 150 s on this machine, extrapolated from 32,000 blanks: 2.8 s and
// 1.7 s); today's take milliseconds. Lines are built here as TLine objects where the app's reader would cut them.
import { describe, expect, it } from '@jest/globals';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const EM = '\u2003';

describe('hostile input to the patterns of session 25', () => {
  it(
    'reads no clock after a date and 200,000 em spaces (clock-values.ts CLOCK_AT_END)',
    async () => {
      const value = await guardedReader(
        'providers/local/clock-values.ts',
        'clockValue',
        `16.05.2026${EM.repeat(200_000)}x`,
      );
      // No clock after the date: the value stays as written.
      expect(typeof value).toBe('string');
      expect((value as string).endsWith('x')).toBe(true);
    },
    GUARDED_TEST_MS,
  );

  it(
    'takes no amount of 300,000 blanks after a currency cell (value-kinds.ts currencyWithAmount)',
    async () => {
      const amount = `1${' '.repeat(300_000)}x`;
      const text = `Flugpreis  CHF  ${amount}`;
      const line: TLine = {
        fileName: 'upload.txt',
        page: 1,
        text,
        cells: [
          { start: 0, end: 9, tokens: [] },
          { start: 11, end: 14, tokens: [] },
          { start: 16, end: text.length, tokens: [] },
        ],
      };
      expect(await guardedReader('providers/local/value-kinds.ts', 'currencyWithAmount', line, 0)).toBeNull();
    },
    GUARDED_TEST_MS,
  );

  it('still reads a clock after its date and an amount with its sign or remark', async () => {
    const { clockValue } = await import('../../../src/extraction/providers/local/clock-values.ts');
    const { currencyWithAmount } = await import('../../../src/extraction/providers/local/value-kinds.ts');
    expect(clockValue('Samstag, 16.05.2026, 19:30 Uhr')).toBe('19:30');
    expect(clockValue('Wed 06 May 2026, at 07:25')).toBe('07:25');
    const spanned = (amount: string) => {
      const text = `Flugpreis  CHF  ${amount}`;
      const cells = [
        { start: 0, end: 9, tokens: [] },
        { start: 11, end: 14, tokens: [] },
        { start: 16, end: text.length, tokens: [] },
      ];
      const cell = currencyWithAmount({ fileName: 'a.txt', page: 1, text, cells }, 0);
      return cell ? text.slice(cell.start, cell.end) : null;
    };
    expect(spanned('1.204,33 +')).toBe('CHF  1.204,33 +');
    expect(spanned('618.00 (paid in full)')).toBe('CHF  618.00');
    expect(spanned('1 234,00')).toBe('CHF  1 234,00');
    expect(spanned('1.00 -5')).toBeNull();
  });
});
