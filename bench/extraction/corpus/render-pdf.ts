// The corpus's PDFs: lines as text runs in Helvetica (test/fixtures/pdf-writer.ts), tables laid out as a table
// generator would (session 13): columns measured with Helvetica's real widths, a table too wide for the text set
// smaller and then wrapped within its columns, long lines wrapped at word boundaries; nothing overlaps or moves.
import { textWidth } from '../../../test/fixtures/helvetica.ts';
import { buildPdf, type TPdfText } from '../../../test/fixtures/pdf-writer.ts';
import { cellsOf, columnX, tableColumnStarts } from './columns.ts';

// The page is 595 pt wide and pdf.js drops text that starts off the page: where the fixed column widths would put
// the last column past this x (six cells and more), the columns spread evenly over the text width instead.
const PDF_LAST_COLUMN_X = 500;
function pdfColumnX(count: number, index: number) {
  if (columnX(count, count - 1) <= PDF_LAST_COLUMN_X) {
    return columnX(count, index);
  }
  return 50 + (index * (PDF_LAST_COLUMN_X - 50)) / (count - 1);
}
// Text runs from x = 50 to 545, in 10 pt Helvetica (measured with its real widths) on lines 1.6 sizes apart; a table
// too wide for that is set in a smaller size, down to 6 pt, and then wraps its cells within their columns.
const PDF_LEFT = 50;
const PDF_RIGHT = 545;
const PDF_SIZES = [10, 9.5, 9, 8.5, 8, 7.5, 7, 6.5, 6];
const gapAt = (size: number) => 1.2 * size;

/** Text cut into lines of at most `width` at word boundaries (a word wider than that is cut where it must be). */
function wrap(text: string, width: number, size: number): string[] {
  if (textWidth(text, size) <= width) {
    return [text];
  }
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/ +/)) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (textWidth(joined, size) <= width) {
      line = joined;
      continue;
    }
    if (line !== '') {
      lines.push(line);
    }
    line = '';
    for (const character of word) {
      if (line !== '' && textWidth(line + character, size) > width) {
        lines.push(line);
        line = '';
      }
      line += character;
    }
  }
  return [...lines, line];
}

/** Column widths that fit the text width: narrow columns keep their width, the wide ones share what is left. */
function fitColumns(natural: number[], available: number): number[] {
  let wide = natural.map(() => true);
  for (;;) {
    const kept = natural.reduce((sum, width, column) => sum + (wide[column] ? 0 : width), 0);
    const share = (available - kept) / wide.filter(Boolean).length;
    const next = natural.map((width, column) => (wide[column] ?? true) && width > share);
    if (next.every((one, column) => one === wide[column])) {
      return natural.map((width, column) => (wide[column] ? share : width));
    }
    wide = next;
  }
}

type TPdfLine = { size: number; runs: { x: number; text: string }[] };

/** A table's rows as lines of runs: at its fixed columns, packed, in a smaller size, or with its cells wrapped. */
function layoutTable(block: string[][]): TPdfLine[] {
  const count = block[0]?.length ?? 1;
  const rows = block.map((cells) => cells.join('\t'));
  const fits = (starts: number[][], size: number) =>
    block.every((cells, row) =>
      cells.every((cell, column) => (starts[row]?.[column] ?? 0) + textWidth(cell, size) <= PDF_RIGHT),
    );
  const placed = (starts: number[][], size: number) =>
    block.map((cells, row) => ({
      size,
      runs: cells.map((cell, column) => ({ x: starts[row]?.[column] ?? PDF_LEFT, text: cell })),
    }));
  for (const size of count === 1 ? [] : PDF_SIZES) {
    const measure = (text: string) => textWidth(text, size);
    for (const fixed of size === 10 ? [pdfColumnX, () => PDF_LEFT] : [() => PDF_LEFT]) {
      const starts = tableColumnStarts(rows, measure, fixed, gapAt(size));
      if (fits(starts, size)) {
        return placed(starts, size);
      }
    }
  }
  const size = count === 1 ? 10 : 6;
  const natural = Array.from({ length: count }, (_, column) =>
    Math.max(...block.map((cells) => textWidth((cells[column] ?? '').trim(), size))),
  );
  const widths = fitColumns(natural, PDF_RIGHT - PDF_LEFT - gapAt(size) * (count - 1));
  const starts = widths.map(
    (_, column) => PDF_LEFT + widths.slice(0, column).reduce((sum, one) => sum + one + gapAt(size), 0),
  );
  return block.flatMap((cells) => {
    const wrapped = cells.map((cell, column) => wrap(cell, widths[column] ?? 0, size));
    return Array.from({ length: Math.max(...wrapped.map((lines) => lines.length)) }, (_, line) => ({
      size,
      runs: wrapped.map((lines, column) => ({ x: starts[column] ?? PDF_LEFT, text: lines[line] ?? '' })),
    }));
  });
}

/** A line "\f" starts a new page, as does a line that would pass the bottom margin. */
export function renderPdf(lines: string[]): Buffer {
  const pages: TPdfText[][] = [[]];
  // The first line's baseline is at y = 790.
  let y = 806;
  let index = 0;
  while (index < lines.length) {
    if (lines[index] === '\f') {
      pages.push([]);
      y = 806;
      index++;
      continue;
    }
    const count = cellsOf(lines[index] ?? '').length;
    let end = index + 1;
    while (end < lines.length && lines[end] !== '\f' && cellsOf(lines[end] ?? '').length === count) {
      end++;
    }
    for (const line of layoutTable(lines.slice(index, end).map(cellsOf))) {
      y -= 1.6 * line.size;
      if (y < 40) {
        pages.push([]);
        y = 806 - 1.6 * line.size;
      }
      const runs = pages[pages.length - 1] as TPdfText[];
      for (const run of line.runs.filter((one) => one.text.trim() !== '')) {
        runs.push({ x: Math.round(run.x * 100) / 100, y: Math.round(y * 100) / 100, size: line.size, text: run.text });
      }
    }
    index = end;
  }
  return buildPdf(pages);
}
