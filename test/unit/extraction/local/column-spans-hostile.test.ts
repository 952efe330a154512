// Rows read against the columns of a header of very many cells (session 15): the sum-row reader compared the cell
// under the named column with every header cell in each sum row (the table's sum rows times the header's cells:
// 8,000 of each took 5.7 s, 60,000 of each would take about five minutes), and the run-on reader looked for header
// starts inside each cell among all of the header's cells (the row's cells times the header's: a row of 16,000 cells
// under 32,000 took 46 s). Both now take the columns a cell overlaps from one window moving along the row
// (column-spans.ts, as alignedCells already did); the results are the same. Fault tests under the hang guard
// (test/helpers/hang-guard.ts), sized so the old code takes many minutes; today's about half a second.
import { describe, expect, it } from '@jest/globals';
import { partedAtColumns } from '../../../../src/extraction/providers/local/cell-alignment.ts';
import { documentLines, type TLine } from '../../../../src/extraction/providers/local/lines.ts';
import { valueInTotalRow } from '../../../../src/extraction/providers/local/total-row.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../../helpers/hang-guard.ts';
import { textDocument } from '../local-provider-helpers.ts';

const linesOf = (text: string) => documentLines([textDocument(text)]);
const cellTexts = (line: TLine) => line.cells.map((cell) => line.text.slice(cell.start, cell.end));

describe("a column's sum in a table of many sum rows under a header of many cells", () => {
  it(
    'is read with a window along each row (60,000 sum rows under 60,000 header cells)',
    async () => {
      const lines = linesOf(`Item  Cartons  ${'ab  '.repeat(60_000)}\n${'Total   x\n'.repeat(60_000)}Total   12`);
      const found = (await guardedReader('providers/local/total-row.ts', 'valueInTotalRow', lines, [
        'total',
        'cartons',
      ])) as {
        text: string;
      } | null;
      expect(found?.text).toBe('12');
    },
    GUARDED_TEST_MS,
  );

  it('still reads the sum under its column, not the first number of the row', () => {
    const lines = linesOf(
      [
        'Item            Cartons     Gross weight (kg)',
        'Pumps           12          340',
        'Valves           8          170',
        'TOTAL                       510',
        'TOTAL           20          510',
      ].join('\n'),
    );
    expect(valueInTotalRow(lines, ['total', 'gross', 'weight', 'kg'])?.text).toBe('510');
    expect(valueInTotalRow(lines, ['total', 'cartons'])?.text).toBe('20');
  });
});

describe('a row of many cells under a header of many cells', () => {
  it(
    'is parted at the columns with a window along the row (60,000 cells under 120,000)',
    async () => {
      const [header, row] = linesOf(`${'ab  '.repeat(120_000)}\n${'cd  '.repeat(60_000)}`);
      const parted = (await guardedReader(
        'providers/local/cell-alignment.ts',
        'partedAtColumns',
        row,
        header,
      )) as TLine;
      expect(parted.cells).toHaveLength(60_000);
    },
    GUARDED_TEST_MS,
  );

  it('still parts a PDF cell run on into the next column at that column', () => {
    const [header, row] = linesOf('Bezeichnung           Menge    Preis\nSechskantschr. M8x30 2.000 St   0,12');
    expect(cellTexts(partedAtColumns(row as TLine, header as TLine))).toEqual([
      'Sechskantschr. M8x30',
      '2.000 St',
      '0,12',
    ]);
  });
});
