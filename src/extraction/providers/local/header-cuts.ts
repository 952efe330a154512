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
      // A word may start a character or two right of its column (OCR offsets).
      const word = cell.tokens.findLast((token) => token.start <= below.start + 2);
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

// Two dates a scan's reader set one space apart ("03.03.2026 04.03.2026"): booking and value date, two columns.
const DATES = /^(\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})?)\s(\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})?)$/;

/** The line with a cell of two dates parted into two cells (a copy; the line itself is left as it is). */
export function withDatesParted(line: TLine): TLine {
  if (!line.cells.some((cell) => DATES.test(line.text.slice(cell.start, cell.end)))) {
    return line;
  }
  const cells = line.cells.flatMap((cell) => {
    const dates = DATES.exec(line.text.slice(cell.start, cell.end));
    if (!dates?.[1]) {
      return [cell];
    }
    const second = cell.start + dates[1].length + 1;
    return [
      { start: cell.start, end: second - 1, tokens: tokenize(line.text, cell.start, second - 1) },
      { start: second, end: cell.end, tokens: tokenize(line.text, second, cell.end) },
    ];
  });
  return { ...line, cells };
}
