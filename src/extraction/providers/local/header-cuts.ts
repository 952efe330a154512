import type { TCell, TLine } from './lines.ts';
import { tokenize } from './words.ts';

/**
 * A header cell standing over two or more of the first row's cells ("km Ende gefahrene km" over "48.402 | 189"):
 * a PDF left too narrow a gap between two headers' words to part them. The cell is cut before the last word
 * starting by each further row cell's start; null when no cell needs a cut or a cut finds no word.
 */
export function cellsCutByRow(line: TLine, row: TLine | undefined): TCell[] | null {
  if (!row || row.page !== line.page || row.cells.length <= line.cells.length) {
    return null;
  }
  let cut = false;
  const cells: TCell[] = [];
  for (const [index, cell] of line.cells.entries()) {
    const limit = line.cells[index + 1]?.start ?? Number.POSITIVE_INFINITY;
    const under = row.cells.filter((below) => below.start >= cell.start - 1 && below.start < Math.min(limit, cell.end));
    const starts: number[] = [];
    for (const below of under.slice(1)) {
      const word = cell.tokens.findLast((token) => token.start <= below.start);
      if (!word || word.start <= (starts.at(-1) ?? cell.start)) {
        return null;
      }
      starts.push(word.start);
    }
    const bounds = [cell.start, ...starts];
    bounds.forEach((start, part) => {
      const next = bounds[part + 1];
      const end = next === undefined ? cell.end : line.text.slice(0, next).trimEnd().length;
      cells.push({ start, end, tokens: tokenize(line.text, start, end) });
    });
    cut ||= starts.length > 0;
  }
  return cut ? cells : null;
}
