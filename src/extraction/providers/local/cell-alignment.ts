import { columnSpan, overlapOf, spansOverlapped } from './column-spans.ts';
import type { TCell, TLine } from './lines.ts';
import { tabAlignedCells } from './tab-columns.ts';
import { tokenize } from './words.ts';

/**
 * The cells of a row that left some cells empty ("1000   Gehalt                 3.450,00" under a header of
 * five columns), each put under the header cell it stands under: the column whose span (from its header's
 * start to the next header's start) it overlaps most, so right-aligned numbers count too. Null when two
 * cells fall under one column or a cell reaches well into a second column's span (cells run together).
 */
export function alignedCells(line: TLine, header: TLine, count: number): (TCell | undefined)[] | null {
  if (header.cells.length !== count || line.cells.length < 2 || line.cells.length >= count) {
    return null;
  }
  const tabbed = tabAlignedCells(line, header, count);
  if (tabbed) {
    return tabbed;
  }
  const spansOf = spansOverlapped(header);
  const aligned: (TCell | undefined)[] = Array.from({ length: count }, () => undefined);
  let previous = -1;
  let before: TCell | undefined;
  for (const cell of line.cells) {
    const overlapAt = (index: number) => (index < count ? overlapOf(cell, columnSpan(header, index)) : 0);
    // Only the spans the cell overlaps: every other overlaps it by 0 (column-spans.ts keeps the walk linear).
    const window = spansOf(cell);
    // The first span of the most overlap; the first of all (index 0) when none overlaps, as indexOf(max) gave.
    let most = 0;
    let mostOverlap = 0;
    for (const index of window) {
      if (overlapAt(index) > mostOverlap) {
        most = index;
        mostOverlap = overlapAt(index);
      }
    }
    // A cell parted off the one before it (one space apart at most: cut out of one cell) in the same column's
    // span goes on into the next column it reaches. A cell of its own (apart by a cell gap) that only touches
    // the next column is a second cell in the same column: the line is no row ("Total paid out 1,752.68   Total
    // paid in 3,167.99" under "Description | Paid out" is the sums under the table, whatever the header's spacing).
    const parted = before !== undefined && cell.start - before.end <= 1;
    const best = most === previous && parted && overlapAt(most + 1) > 0 ? most + 1 : most;
    // Right-aligned numbers stick out into the column before; a cell half in another column ran together with it.
    const others = window.filter(
      (index) => index !== best && index !== most && overlapAt(index) * 2 >= cell.end - cell.start,
    );
    if (best <= previous || overlapAt(best) === 0 || others.length > 0) {
      return null;
    }
    aligned[best] = cell;
    previous = best;
    before = cell;
  }
  return aligned;
}

/**
 * Cells parted by their content ("03 Feb" | "26", "CARD TESCO 2281" | "2281"), or a row's cells taken for the
 * first columns, where the header shows they stand elsewhere, so the row's cells go under the header cells they
 * stand under instead. A column's span runs from its header's start to the next header's start. Parted cells
 * (`strict` false) may stick out to the right (a narrow gap in recognised text, "Beratungsstunden 12"), but a
 * cell wholly left of its column, or starting in a later one, is misplaced; cells taken for the first columns
 * must each reach into their own.
 */
export function standUnderHeader(cells: TCell[], header: TLine, strict = true): boolean {
  if (header.cells.length < cells.length) {
    return true;
  }
  return cells.every((cell, index) => {
    const span = columnSpan(header, index);
    return strict ? overlapOf(cell, span) > 0 : cell.end > span.start && cell.start <= span.end;
  });
}

// The text before a number holds a letter before its last character. Tested apart (review20): in one pattern,
// `^(.*\p{L}.*?\S)\s+…$` tried each letter with each end of the text, 20 s and more for a cell of 32,000 characters.
const withLetter = (gap: RegExpExecArray | null) => (gap && /\p{L}/u.test(gap[1]?.slice(0, -1) ?? '') ? gap : null);

/**
 * A row with fewer cells than the header, as text recognition makes when a gap is narrow
 * ("Beratungsstunden 12   119,83"): cells split where text meets a number, until the count fits.
 */
export function splitCells(line: TLine, count: number): TCell[] {
  const cells = [...line.cells];
  for (let index = 0; index < cells.length && cells.length < count; index++) {
    const cell = cells[index] as TCell;
    const text = line.text.slice(cell.start, cell.end);
    // Text (which may end in a bracket or a number: "Cable ties (pack of 100) 12") before a number, or the
    // reverse; a closing bracket may touch the number when a PDF's runs overlap ("(pack of 100)12").
    const gap =
      withLetter(/^(.*\S)\s+(-?[\d.,]+)$/u.exec(text)) ??
      withLetter(/^(.*\))(-?[\d.,]+)$/u.exec(text)) ??
      // Text run on into the next column's number in a PDF ("Online ordering integration9.5", "zinc2,000").
      /^(.*\p{L}{3})(\d{1,3}[.,]\d+)$/u.exec(text) ??
      /^(-?[\d.,]+)\s+(\p{L}.*)$/u.exec(text);
    if (gap?.[1] && gap[2]) {
      const second = cell.start + text.lastIndexOf(gap[2]);
      const first = { start: cell.start, end: cell.start + gap[1].length };
      const next = { start: second, end: cell.end };
      cells.splice(
        index,
        1,
        { ...first, tokens: tokenize(line.text, first.start, first.end) },
        { ...next, tokens: tokenize(line.text, next.start, next.end) },
      );
    }
  }
  return cells;
}

/**
 * A PDF's cell run on into the next column ("Sechskantschr. M8x30 2.000 St" over "Bezeichnung" and "Menge"):
 * parted at the space right before a later header cell's start when what follows is a number (and its unit), or
 * before an amount that ends past that start.
 */
export function partedAtColumns(line: TLine, header: TLine): TLine {
  // The header cells starting inside a cell are among the columns it overlaps: a window along the row, not every
  // header cell for every cell (quadratic on a row and a header of many cells).
  const spansOf = spansOverlapped(header);
  const cells = line.cells.flatMap((cell) => {
    const starts = spansOf(cell)
      .map((index) => header.cells[index]?.start ?? 0)
      .filter((start) => start > cell.start + 2 && start < cell.end);
    // A PDF puts a number too long for its column's start right after the text ("TESCO STORES 2231 64.18"
    // over "Paid out"): an amount ending past a column's start is parted off before it. Read once a cell, not
    // once a column inside it (a long cell under many columns was read again for each).
    const amount = starts.length > 0 ? /\s(\d[\d.,']*[.,]\d{2})$/.exec(line.text.slice(cell.start, cell.end)) : null;
    const from = amount ? cell.start + amount.index + 1 : cell.end;
    for (const start of starts) {
      const cut = [-1, 0, 1].map((shift) => start + shift).find((at) => line.text[at - 1] === ' ');
      const rest = cut === undefined ? '' : line.text.slice(cut, cell.end);
      if (cut !== undefined && /^\d[\d.,']*(?:\s?\p{L}{1,5}\.?)?$/u.test(rest)) {
        return partedAt(line, cell, cut);
      }
      if (from < start && cell.end > start) {
        return partedAt(line, cell, from);
      }
    }
    return [cell];
  });
  return cells.length > line.cells.length ? { ...line, cells } : line;
}

function partedAt(line: TLine, cell: TCell, cut: number): TCell[] {
  const first = { start: cell.start, end: line.text.slice(0, cut).trimEnd().length };
  const second = { start: cut, end: cell.end };
  return [first, second].map((part) => ({ ...part, tokens: tokenize(line.text, part.start, part.end) }));
}

/**
 * A row with one cell more than the header, as text recognition makes when it reads a space as a cell gap ("Bike
 * helmet, adult  M  37" under "Item | Stock", session 24): the one pair of neighbouring cells whose second stands under
 * no header cell's text and starts before the next header cell does, joined, so the row's cells stand under the
 * header's. Null for no such pair or
 * for two (a cell of a column the header leaves unnamed is no split word).
 */
export function joinedCells(line: TLine, header: TLine, count: number): TCell[] | null {
  if (header.cells.length !== count || line.cells.length !== count + 1) {
    return null;
  }
  const candidates = line.cells.slice(0, -1).flatMap((cell, index) => {
    const next = line.cells[index + 1] as TCell;
    // The word read apart stands under no header cell's text and before the next header cell.
    const underHeading = header.cells.some((heading) => next.start < heading.end && heading.start < next.end);
    if (index + 1 >= count || underHeading || next.start >= (header.cells[index + 1]?.start ?? 0)) {
      return [];
    }
    const joined = { start: cell.start, end: next.end, tokens: [...cell.tokens, ...next.tokens] };
    const cells = [...line.cells.slice(0, index), joined, ...line.cells.slice(index + 2)];
    return standUnderHeader(cells, header) ? [cells] : [];
  });
  return candidates.length === 1 ? (candidates[0] as TCell[]) : null;
}
