// Hostile input to the patterns session 26 added (review27). Read line by line and tried on runs of blanks, em spaces,
// letters, digits, "Dr. " and repeated cue words (100,000 characters), most are linear: rated-rows.ts (RATE_CELL and
// BASE_CELL anchored, one run each), thing-deadlines.ts (COMPOUND on field names, CUE on the 90 characters before a
// date), relative-moments.ts (SPAN_FROM on the 60 characters before a label), role-beside-name.ts NAME_LINE and
// NAME_COMMA_ROLE (anchored), label-patterns.ts `glued`, parties.ts EXCLAIMED, group-titles.ts PAGE_MARK,
// sentence-times.ts WINDOW, calculated-amounts.ts CALCULATION with its codes, address-parts.ts REGISTER_BRACKET
// (bounded), mail-forward.ts OUTLOOK_SUBJECT (anchored). One was quadratic: role-beside-name.ts NAME_BRACKET_ROLE, in a
// run of titles ("Dr. Dr. Dr. …": from each title the rest of the run was read again; 40,000 characters took 2 s, so
// the 300,000 below take about two minutes on the old code, past the 60 s guard). In the app a line is cut at 2,000
// characters (long-lines.ts), so the fault was latent. Fault tests under the hang guard (test/helpers/hang-guard.ts);
// today's take milliseconds. Lines are built here as TLine objects where the app's reader would cut them.
import { describe, expect, it } from '@jest/globals';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const line = (text: string, cells: [number, number][] = [[0, text.length]]): TLine => ({
  fileName: 'upload.txt',
  page: 1,
  text,
  cells: cells.map(([start, end]) => ({ start, end, tokens: [] })),
});

describe('hostile input to the patterns of session 26', () => {
  it(
    'finds no chair in 300,000 characters of "Dr. " (role-beside-name.ts NAME_BRACKET_ROLE)',
    async () => {
      const lines = [line(`${'Dr. '.repeat(75_000)}x`)];
      expect(await guardedReader('providers/local/role-beside-name.ts', 'personBesideRole', lines, ['chair'])).toBe(
        null,
      );
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads no deadline out of 100,000 characters of "bis " or blanks (thing-deadlines.ts CUE)',
    async () => {
      const cues = [line(`Anträge ${'bis '.repeat(25_000)}x`)];
      const blanks = [line(`Anträge bis${' '.repeat(100_000)}x 10.04.2026`)];
      expect(await guardedReader('providers/local/thing-deadlines.ts', 'thingDeadline', cues, ['antragsfrist'])).toBe(
        null,
      );
      expect(await guardedReader('providers/local/thing-deadlines.ts', 'thingDeadline', blanks, ['antragsfrist'])).toBe(
        null,
      );
    },
    GUARDED_TEST_MS,
  );

  it(
    'rates no base of 100,000 blanks (rated-rows.ts BASE_CELL)',
    async () => {
      const base = `1${' '.repeat(100_000)}x`;
      const text = `Duty  ${base}  5 %  6,250`;
      const cells: [number, number][] = [
        [0, 4],
        [6, 6 + base.length],
        [8 + base.length, 11 + base.length],
        [13 + base.length, text.length],
      ];
      expect(await guardedReader('providers/local/rated-rows.ts', 'ratedAmountCell', line(text, cells), 1)).toBe(null);
    },
    GUARDED_TEST_MS,
  );

  it('still reads a chair in brackets after a name with its titles, and a deadline after its cue', async () => {
    const { personBesideRole } = await import('../../../src/extraction/providers/local/role-beside-name.ts');
    const { thingDeadline } = await import('../../../src/extraction/providers/local/thing-deadlines.ts');
    const present = line('Present: Sue Harding (treasurer), Prof. Dr. Eva Lind (chair), Tony Blake');
    expect(personBesideRole([present], ['chair'])?.text).toBe('Prof. Dr. Eva Lind');
    expect(personBesideRole([present], ['treasurer'])).toBe(null);
    const notice = line('Anträge zur Tagesordnung sind bis spätestens 10. April 2026 einzureichen.');
    expect(thingDeadline([notice], ['antragsfrist'])?.text).toBe('2026-04-10');
  });
});
