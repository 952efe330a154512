// A row under a header of very many cells (session 14's lead, after hang14 found it): every row cell was compared with
// every header span (quadratic: 60,000 cells took 5.5 s) and the largest overlap was taken by Math.max over all of
// them, which overflowed the stack at 240,000 header cells ("Maximum call stack size exceeded"). The spans follow each
// other, so a window moving along the row finds each cell's spans; the result is the same.
import { describe, expect, it } from '@jest/globals';
import { alignedCells } from '../../../../src/extraction/providers/local/cell-alignment.ts';
import { documentLines, type TCell, type TLine } from '../../../../src/extraction/providers/local/lines.ts';
import { finishesWithin, GUARDED_TEST_MS } from '../../../helpers/hang-guard.ts';
import { textDocument } from '../local-provider-helpers.ts';

const lineOf = (text: string) => documentLines([textDocument(text)])[0] as TLine;
const cellTexts = (line: TLine, cells: (TCell | undefined)[] | null) =>
  cells?.map((cell) => (cell === undefined ? undefined : line.text.slice(cell.start, cell.end)));

describe('a row under a header of 240,000 cells', () => {
  it(
    'is aligned cell by cell without overflowing the stack or hanging',
    async () => {
      const header = lineOf('ab  '.repeat(240_000));
      const row = lineOf('cd  '.repeat(120_000));
      const url = new URL('../../../../src/extraction/providers/local/cell-alignment.ts', import.meta.url);
      const aligned = (await finishesWithin(url, 'alignedCells', [row, header, header.cells.length])) as
        | ({ start: number } | undefined)[]
        | null;
      expect(aligned?.length).toBe(240_000);
      expect(aligned?.filter((cell) => cell !== undefined).length).toBe(120_000);
      expect(aligned?.[119_999]?.start).toBe(row.cells[119_999]?.start);
      expect(aligned?.[120_000]).toBeUndefined();
    },
    GUARDED_TEST_MS,
  );

  it('still puts a payslip row with empty cells under its columns', () => {
    const header = lineOf('Lohnart   Bezeichnung            Menge     Satz      Betrag');
    const row = lineOf('1000      Gehalt                                       3.450,00');
    const aligned = alignedCells(row, header, header.cells.length);
    expect(cellTexts(row, aligned)).toEqual(['1000', 'Gehalt', undefined, undefined, '3.450,00']);
  });
});
