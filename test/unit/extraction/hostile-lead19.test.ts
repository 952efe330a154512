// Hostile input found by review19 in older code: every line of three text cells may head a matrix (value-positions.ts
// `valueAtRowAndColumn`: "Bezeichnung | Monat | Jahr" over "Netto | 2.011,37 | 8.045,48" holds `netto_jahr`), and each
// such header was read on to the next blank line. A document of headers repeated without blank lines was quadratic:
// 2,000 lines alternating a header and a row took 85 s. A matrix labels its rows by name, so it is read over 200 rows
// at most. A fault test under the hang guard (test/helpers/hang-guard.ts): the 2,000 lines here took the old code 85 s
// on a quiet machine, past the 60 s guard; the whole extraction of them takes ~2 s now (~20 s at a load of 30 on 2
// cores, where 8,000 lines crossed the guard).
import { describe, expect, it } from '@jest/globals';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const read = async (text: string) =>
  (
    (await guardedReader(
      'providers/local/extract-result.ts',
      'extractResult',
      [{ name: 'netto_jahr', type: 'number' }],
      documentLines([{ fileName: 'matrix.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] }]),
    )) as { result: Record<string, unknown> }
  ).result;

describe('hostile input to the matrix reader (review of session 19)', () => {
  it(
    'reads 2,000 lines of a matrix header repeated over one row each, without blank lines',
    async () => {
      const pair = 'Bezeichnung    Monat      Jahr\nNetto          2.011,37   8.045,48';
      const text = Array.from({ length: 1_000 }, () => pair).join('\n');
      expect(await read(text)).toEqual({ netto_jahr: 8045.48 });
    },
    GUARDED_TEST_MS,
  );

  it('still reads a matrix whose row is the 150th under its header', async () => {
    const rows = Array.from({ length: 149 }, (_, index) => `Posten ${index + 1}     10,00      120,00`);
    const text = ['Bezeichnung    Monat      Jahr', ...rows, 'Netto          2.011,37   8.045,48'].join('\n');
    expect(await read(text)).toEqual({ netto_jahr: 8045.48 });
  });
});
