import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { replaceBracketed } from '../../trim-trailing.ts';
import type { TCell, TLine } from './lines.ts';
import { nameWords, tokenize } from './words.ts';

const cellText = (line: TLine, cell: TCell) => line.text.slice(cell.start, cell.end);
const CURRENCY = /^(?:[A-Z]{3}|[$€£¥]|in [A-Z]{3})$/;

/**
 * A header over two lines whose first line groups columns ("Role | Hourly rate (GBP)" over "Standard | Out of
 * hours", an HTML header cell spanning two columns, the other one spanning both rows): each group splits into the
 * columns its second line names (their own words, a bracketed remark left out), a cell with nothing under it keeps
 * its own text. The header's texts and cells (at the columns' places), or null when no first-line cell has two
 * or more cells under it, the first line holds a digit, or the second line a value (a cell without letters).
 */
export function groupedHeader(
  first: TLine,
  second: TLine | undefined,
): { texts: string[]; cells: TCell[]; groups: number[] } | null {
  if (!second || second.page !== first.page || second.cells.length < 2) {
    return null;
  }
  // A first line holding a figure or date ("Net 45 | 03/10/2026") is a row of values over the real header.
  if (/\d/.test(first.text) || second.cells.some((cell) => !/\p{L}{2}/u.test(cellText(second, cell)))) {
    return null;
  }
  const under = first.cells.map(() => [] as TCell[]);
  // The first line's last cell starting before each cell of the second (both left to right): one walk over both
  // lines, not a search of the first line for every cell of the second (two lines of 20,000 cells took 1.7 s).
  let above = -1;
  for (const cell of second.cells) {
    while ((first.cells[above + 1]?.start ?? Number.POSITIVE_INFINITY) <= cell.start + 1) {
      above++;
    }
    if (above === -1) {
      return null;
    }
    under[above]?.push(cell);
  }
  if (!under.some((cells) => cells.length >= 2)) {
    return null;
  }
  const texts: string[] = [];
  const cells: TCell[] = [];
  const groups: number[] = [];
  first.cells.forEach((cell, index) => {
    const parts = under[index] ?? [];
    if (parts.length < 2) {
      const own = cellText(first, cell);
      texts.push(parts[0] ? `${own} ${cellText(second, parts[0])}` : own);
      cells.push(cell);
      groups.push(-1);
      return;
    }
    for (const part of parts) {
      // Linear (cellsplit18): blanks matched from their run's first blank only (`(?<!\s)`), not from each blank; and
      // only up to the last ")" (replaceBracketed: a run of "(" with none after it was quadratic).
      const own = replaceBracketed(cellText(second, part), /(?<!\s)\s*\([^)]*\)/g, '').trim();
      // "Amount" over "Currency | USD": the column named by a currency is the group's own figure ("Amount USD").
      texts.push(CURRENCY.test(own) ? `${cellText(first, cell)} ${own}` : own);
      cells.push({ start: part.start, end: part.end, tokens: tokenize(second.text, part.start, part.end) });
      groups.push(index);
    }
  });
  return { texts, cells, groups };
}

/**
 * The one column of a group that no field's label names ("Out of hours" beside "Standard" under "Hourly rate")
 * is of the same kind as its named neighbour: the one field left of that type sharing a word of its name
 * (`overtime_rate` beside `standard_rate`) takes it.
 */
export function withGroupSiblings(
  columns: (TSchemaProperty | null)[],
  groups: number[],
  properties: TSchemaProperty[],
): (TSchemaProperty | null)[] {
  const result = [...columns];
  for (const group of new Set(groups.filter((value) => value >= 0))) {
    const members = groups.flatMap((value, index) => (value === group ? [index] : []));
    const open = members.filter((index) => result[index] === null);
    const named = members.map((index) => result[index]).find((property) => property) ?? null;
    if (open.length !== 1 || !named) {
      continue;
    }
    const words = nameWords(named.name);
    const free = properties.filter(
      (property) =>
        !result.includes(property) &&
        property.type === named.type &&
        nameWords(property.name).some((word) => words.includes(word)),
    );
    if (free.length === 1 && free[0]) {
      result[open[0] as number] = free[0];
    }
  }
  return result;
}
