// Hostile input found by review19 while fuzzing the local extractor after session 19's merges: not new code, but a
// hang all the same. A run of label lines over their values ("Policy holder:" / "Policy number:" / … over the values,
// stacked-keys.ts) was read again, with its value lines, for each label line of the run: a run of n label lines cost
// n² label tests. 8,000 lines of "Total" and "amount" took 213 s; 10,000 here would take minutes past the 60 s guard
// (test/helpers/hang-guard.ts), and take well under two seconds now that each run is read once.
import { describe, expect, it } from '@jest/globals';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

describe('hostile input to the stacked label lists (review of session 19)', () => {
  it(
    'reads a run of 10,000 label lines over one value once',
    async () => {
      const text = `${Array.from({ length: 10_000 }, (_, index) => (index % 2 ? 'amount' : 'Total')).join('\n')}\n\n5.00`;
      const lines = documentLines([
        { fileName: 'list.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] },
      ]);
      const found = (await guardedReader(
        'providers/local/extract-result.ts',
        'extractResult',
        [{ name: 'total', type: 'number' }],
        lines,
      )) as {
        result: Record<string, unknown>;
      };
      expect(found.result.total).toBe(5);
    },
    GUARDED_TEST_MS,
  );

  it('still pairs a stacked list of labels with its values', async () => {
    const text = ['Policy holder:', 'Policy number:', '', 'Bäckerei Hofmann OHG', 'BH-410-2277-9'].join('\n');
    const lines = documentLines([
      { fileName: 'policy.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] },
    ]);
    const found = (await guardedReader(
      'providers/local/extract-result.ts',
      'extractResult',
      [
        { name: 'policy_holder', type: 'string' },
        { name: 'policy_number', type: 'string' },
      ],
      lines,
    )) as { result: Record<string, unknown> };
    expect(found.result).toEqual({ policy_holder: 'Bäckerei Hofmann OHG', policy_number: 'BH-410-2277-9' });
  });
});
