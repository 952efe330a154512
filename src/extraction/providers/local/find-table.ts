import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { candidatesFor } from './candidates.ts';
import { coerceValue, type TLeafValue } from './coerce.ts';
import { isBlank, type TCell, type TLine } from './lines.ts';
import { tokenize } from './words.ts';

export type TTableRow = { line: TLine; values: Map<TSchemaProperty, TLeafValue>; missing: TSchemaProperty[] };
export type TTable = { rows: TTableRow[] };

const isLeaf = (property: TSchemaProperty) =>
  property.type === 'string' || property.type === 'number' || property.type === 'boolean';

/** How well a header cell names a field: the whole cell is a label of it, or a label plus up to two words ("Price (EUR)"). */
function headerWeight(words: string[], phrases: Map<string, number>): number | undefined {
  for (let length = words.length; length >= Math.max(1, words.length - 2); length--) {
    const weight = phrases.get(words.slice(0, length).join(' '));
    if (weight !== undefined) {
      return length === words.length ? weight : weight - 1;
    }
  }
  return undefined;
}

/**
 * Which property each cell of a line names, or null. The strongest names are placed first, so "Description"
 * takes `description` even when an "Item" column (a synonym) stands before it.
 */
function headerColumns(line: TLine, leaves: { property: TSchemaProperty; phrases: Map<string, number> }[]) {
  const pairs: { cell: number; property: TSchemaProperty; weight: number }[] = [];
  line.cells.forEach((cell, index) => {
    const words = cell.tokens.map((token) => token.word);
    for (const { property, phrases } of leaves) {
      const weight = headerWeight(words, phrases);
      if (weight !== undefined) {
        pairs.push({ cell: index, property, weight });
      }
    }
  });
  const columns: (TSchemaProperty | null)[] = line.cells.map(() => null);
  for (const pair of pairs.sort((a, b) => b.weight - a.weight || a.cell - b.cell)) {
    if (columns[pair.cell] === null && !columns.includes(pair.property)) {
      columns[pair.cell] = pair.property;
    }
  }
  return columns;
}

/**
 * A row with fewer cells than the header, as text recognition makes when a gap is narrow
 * ("Beratungsstunden 12   119,83"): cells split where text meets a number, until the count fits.
 */
function splitCells(line: TLine, count: number): TCell[] {
  const cells = [...line.cells];
  for (let index = 0; index < cells.length && cells.length < count; index++) {
    const cell = cells[index] as TCell;
    const text = line.text.slice(cell.start, cell.end);
    // Text (which may end in a bracket or a number: "Cable ties (pack of 100) 12") before a number, or the
    // reverse; a closing bracket may touch the number when a PDF's runs overlap ("(pack of 100)12").
    const gap =
      /^(.*\p{L}.*?\S)\s+(-?[\d.,]+)$/u.exec(text) ??
      /^(.*\p{L}.*?\))(-?[\d.,]+)$/u.exec(text) ??
      /^(-?[\d.,]+)\s+(\p{L}.*)$/u.exec(text);
    if (gap?.[1] && gap[2]) {
      const second = cell.start + text.lastIndexOf(gap[2]);
      const first = { start: cell.start, end: cell.start + gap[1].length };
      const next = { start: second, end: cell.end };
      cells.splice(
        index,
        1,
        { ...first, tokens: tokenize(line.text, first.start, first.end) },
        {
          ...next,
          tokens: tokenize(line.text, next.start, next.end),
        },
      );
    }
  }
  return cells;
}

/** A description spread over two lines: a line of text only, under a row; it is added to the row's text field. */
function continues(line: TLine, row: TTableRow, columns: (TSchemaProperty | null)[]): boolean {
  const text = line.text.trim();
  const described = columns.find((property) => property?.type === 'string' && row.values.has(property));
  if (!described || line.cells.length !== 1 || /\d/.test(text) || text.length > 80) {
    return false;
  }
  row.values.set(described, `${row.values.get(described)} ${text}`);
  return true;
}

/** Rows from `first` on (a blank line right there is skipped) while they fit the columns. */
function readRows(lines: TLine[], first: number, columns: (TSchemaProperty | null)[]): TTableRow[] {
  const reference = lines[first];
  const rows: TTableRow[] = [];
  for (let index = first; index < lines.length; index++) {
    const line = lines[index];
    if (!line || !reference || line.page !== reference.page || line.fileName !== reference.fileName) {
      break;
    }
    if (isBlank(line) && rows.length === 0 && index === first) {
      continue;
    }
    const cells = line.cells.length < columns.length ? splitCells(line, columns.length) : line.cells;
    const previous = rows[rows.length - 1];
    if (cells.length !== columns.length && previous && continues(line, previous, columns)) {
      continue;
    }
    // Empty cells at the end leave no trace in a PDF's text ("Charges | Credits" with no credit): fine
    // when the missing columns name no field.
    const short =
      cells.length > 1 &&
      cells.length < columns.length &&
      columns.slice(cells.length).every((property) => property === null);
    if (cells.length !== columns.length && !short) {
      break;
    }
    const row: TTableRow = { line, values: new Map(), missing: [] };
    columns.slice(0, cells.length).forEach((property, column) => {
      const cell = cells[column];
      if (property && cell) {
        const value = coerceValue(property, line.text.slice(cell.start, cell.end));
        if (value === null) {
          row.missing.push(property);
        } else {
          row.values.set(property, value);
        }
      }
    });
    if (row.values.size === 0) {
      break;
    }
    rows.push(row);
  }
  return rows;
}

/**
 * A simple table for an array of objects: a header row whose cells name at least two of the item's
 * fields (or its only one), then rows with the same number of cells until a blank or different line.
 * The header naming the most fields wins; the first such one if several do.
 */
export function findTable(lines: TLine[], properties: TSchemaProperty[]): TTable | null {
  const leaves = properties.filter(isLeaf).map((property) => ({
    property,
    phrases: new Map(
      candidatesFor({ name: property.name, description: property.description }).map((c) => [
        c.words.join(' '),
        c.weight,
      ]),
    ),
  }));
  const needed = Math.min(2, leaves.length);
  let best: { index: number; columns: (TSchemaProperty | null)[]; named: number } | null = null;
  for (const [index, line] of lines.entries()) {
    if (line.cells.length < 2) {
      continue;
    }
    const columns = headerColumns(line, leaves);
    const named = columns.filter(Boolean).length;
    if (named >= Math.max(needed, 1) && (!best || named > best.named)) {
      best = { index, columns, named };
    }
  }
  if (!best) {
    return headerlessTable(
      lines,
      leaves.map((leaf) => leaf.property),
    );
  }
  const { index } = best;
  const firstRow = lines.slice(index + 1, index + 3).find((line) => !isBlank(line));
  const firstCell = firstRow?.cells[0];
  const columns =
    firstRow && firstCell
      ? withTextColumn(
          best.columns,
          leaves.map((leaf) => leaf.property),
          firstRow.text.slice(firstCell.start, firstCell.end),
        )
      : best.columns;
  const rows = readRows(lines, index + 1, columns);
  return rows.length > 0 ? { rows } : null;
}

// A product code: letters and digits without spaces ("FX-100", "BRG-6204", "4711-A").
const CODE = /^(?=\S*\d)[\p{Lu}\d][\p{Lu}\d\-/._]{1,19}$/u;
const CODE_NAME = /(?:sku|code|number|no|nr|nummer|id|ref)$/;

/**
 * A first column whose header names no field holds the item's one unnamed field it fits: a product code
 * ("FX-100" under "Item") goes to a code-like field (`sku`, `part_no`), words ("Earnings" over "Regular")
 * to the one text field that no header names.
 */
function withTextColumn(columns: (TSchemaProperty | null)[], properties: TSchemaProperty[], first: string) {
  const unnamed = properties.filter(
    (property) => property.type === 'string' && !property.format && !columns.includes(property),
  );
  if (columns[0] !== null || columns.length <= 2) {
    return columns;
  }
  const code = CODE.test(first.trim()) ? unnamed.filter((property) => CODE_NAME.test(property.name.toLowerCase())) : [];
  const chosen = code.length === 1 ? code : /\p{L}{2}/u.test(first) ? unnamed : [];
  return chosen.length === 1 ? [chosen[0] ?? null, ...columns.slice(1)] : columns;
}

const cellIsNumber = (line: TLine, cell: TCell) =>
  /^[-+(]?[\d.,'’\s]*\d[\d.,'’\s]*\)?\s*(?:[€$£%]|EUR|USD|CHF|GBP)?$/.test(line.text.slice(cell.start, cell.end));

/**
 * Item rows without a header row: at least two consecutive lines of the same shape, one text column and
 * as many number columns as the item has number fields, which are taken in the schema's order.
 */
function headerlessTable(lines: TLine[], properties: TSchemaProperty[]): TTable | null {
  const text = properties.filter((property) => property.type === 'string');
  const numbers = properties.filter((property) => property.type === 'number');
  if (text.length === 0 || numbers.length === 0) {
    return null;
  }
  const shapeOf = (line: TLine) => line.cells.map((cell) => (cellIsNumber(line, cell) ? 'n' : 't')).join('');
  const wanted = (shape: string) => shape.split('n').length - 1 === numbers.length && shape.includes('t');
  for (let start = 0; start < lines.length - 1; start++) {
    const first = lines[start] as TLine;
    const shape = shapeOf(first);
    if (!wanted(shape) || shapeOf(lines[start + 1] as TLine) !== shape) {
      continue;
    }
    // The one text column is the first string field; other string fields stay unset.
    const columns: (TSchemaProperty | null)[] = [];
    let number = 0;
    let textUsed = false;
    for (const kind of shape) {
      if (kind === 'n') {
        columns.push(numbers[number++] ?? null);
      } else {
        columns.push(textUsed ? null : (text[0] ?? null));
        textUsed = true;
      }
    }
    const rows = readRows(lines, start, columns).filter((row) => shapeOf(row.line) === shape);
    return rows.length >= 2 ? { rows } : null;
  }
  return null;
}
