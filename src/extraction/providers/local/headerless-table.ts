import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { GROUP_NAME } from './carried-dates.ts';
import { splitCells } from './cell-alignment.ts';
import { withGroupTitles } from './group-titles.ts';
import { numbersByRole, productHolds } from './headerless-numbers.ts';
import { textRoleOf } from './item-roles.ts';
import type { TCell, TLine } from './lines.ts';
import { codedText } from './receipt-items.ts';
import { readRows, type TTableRow } from './table-rows.ts';
import { withoutTaxRates } from './tax-column.ts';
import { nameWords } from './words.ts';

// A date ("12.03.2026") is not an amount; a cell ending in a colon is a label ("Invoice date:").
const DATE = /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/;
// An amount cell: its digits, separators and blanks as one run holding a digit, then a bracket, blanks, a currency. The
// run is read once (review20): `[\d.,'’\s]*\d[\d.,'’\s]*\)?\s*` split a run of blanks and digits every way, a cell of
// 32,000 such characters ran past 20 s.
const NUMBER_RUN = /^[-+(]?[\d.,'’\s]*/;
const NUMBER_END = /^\)?\s*(?:[€$£%]|EUR|USD|CHF|GBP)?$/;
export const cellIsNumber = (line: TLine, cell: TCell) => {
  const text = line.text.slice(cell.start, cell.end);
  const run = NUMBER_RUN.exec(text)?.[0] ?? '';
  return /\d/.test(run) && NUMBER_END.test(text.slice(run.length)) && !DATE.test(text);
};
const cellIsLabel = (line: TLine, cell: TCell) => line.text.slice(cell.start, cell.end).endsWith(':');
// A quantity with its unit ("2.5 h", "3 Stk", "2,4 kg") fills a number column as well as a bare number; one
// capital after an amount is a till's tax code ("2,79 B"), which the receipt readers take.
const MEASURE = /^\d+(?:[.,]\d+)?\s?(?!\p{Lu}$)\p{L}{1,4}\.?$/u;
const cellIsMeasure = (line: TLine, cell: TCell) => MEASURE.test(line.text.slice(cell.start, cell.end));
const cellIsDate = (line: TLine, cell: TCell) => DATE.test(line.text.slice(cell.start, cell.end));
// A field for the row's date: by its format or its name ("date", "datum", "booking_date", "day").
const isDateField = (property: TSchemaProperty) =>
  property.type === 'string' &&
  (property.format === 'date' || /(?:^|_|\b)(?:date|datum|day|tag)(?:$|_|\b)/i.test(property.name));

/**
 * Item rows without a header row: at least two consecutive lines of the same shape, one text column and
 * as many number columns as the item has number fields, which are taken in the schema's order; or, `byRole`,
 * two or more number columns placed by the fields' roles (numbersByRole).
 */
export function headerlessTable(
  lines: TLine[],
  properties: TSchemaProperty[],
  dayFirst: boolean,
  byRole: false | 'product' | 'any' = false,
): { rows: TTableRow[] } | null {
  const text = properties.filter((property) => property.type === 'string');
  const numbers = properties.filter((property) => property.type === 'number');
  if (text.length === 0 || numbers.length === 0) {
    return null;
  }
  const dates = text.filter(isDateField);
  // A group's field (`room`, `category`) is filled by the titles over the rows (group-titles.ts), not by their text.
  const ungrouped = text.find((property) => !GROUP_NAME.test(nameWords(property.name).at(-1) ?? ''));
  // An article code's field (`pzn`, `sku`): a code that opens the text column's cells ("PZN 01016390 Ibuprofen 400 mg")
  // is the code field's, the rest the first other text field's (withCodes). The column stays the first text field's
  // otherwise, even a code field's: a headerless table's one text column may be its codes (photos30's first cut gave
  // it to the next text field whenever a code field led the schema, and cost items on a sealed set).
  const code = text.find((property) => textRoleOf(nameWords(property.name).join(' ')) === 'code');
  const described = text.find(
    (property) => property !== code && !GROUP_NAME.test(nameWords(property.name).at(-1) ?? ''),
  );
  const words = text.filter((property) => !dates.includes(property));
  const kindOf = (line: TLine, cell: TCell) =>
    cellIsNumber(line, cell) || cellIsMeasure(line, cell)
      ? 'n'
      : cellIsLabel(line, cell)
        ? 'l'
        : dates.length > 0 && cellIsDate(line, cell)
          ? 'd'
          : 't';
  const shapeOf = (line: TLine) => line.cells.map((cell) => kindOf(line, cell)).join('');
  const counted = (shape: string) => shape.split('n').length - 1;
  // As many numbers as number fields, taken in order; or (`byRole`) two or more placed by their roles and
  // arithmetic: before other readers only where two columns multiply to the last ('product'), else last ('any').
  const wanted = (shape: string) =>
    (byRole ? counted(shape) !== numbers.length && counted(shape) >= 2 : counted(shape) === numbers.length) &&
    shape.includes('t') &&
    !shape.includes('l');
  // A row whose gap before a number text recognition lost ("WOOD SCREWS 8X1.25 1   7.49") has the shape
  // once its text and number are parted.
  const partedShape = (line: TLine, count: number) =>
    line.cells.length < count ? shapeOf({ ...line, cells: splitCells(line, count) }) : shapeOf(line);
  for (let found = 0; found < lines.length - 1; found++) {
    const shape = shapeOf(lines[found] as TLine);
    if (!wanted(shape) || shapeOf(lines[found + 1] as TLine) !== shape) {
      continue;
    }
    let start = found;
    while (start > 0 && partedShape(lines[start - 1] as TLine, shape.length) === shape) {
      start--;
    }
    // The one text column is the first string field that names no group; other string fields stay unset. A date column goes to
    // the date field (a timesheet's "03/02/2026   Code review   2.5 h"), the words then to the first other one.
    let columns: (TSchemaProperty | null)[] = [];
    const exact = counted(shape) === numbers.length;
    let number = 0;
    let textUsed = false;
    let dateUsed = false;
    for (const kind of shape) {
      if (kind === 'n') {
        columns.push(exact ? (numbers[number++] ?? null) : null);
      } else if (kind === 'd') {
        columns.push(dateUsed ? null : (dates[0] ?? null));
        dateUsed = true;
      } else if (dates.length > 0 && shape.includes('d')) {
        columns.push(textUsed ? null : (words[0] ?? null));
        textUsed = true;
      } else {
        columns.push(textUsed ? null : (ungrouped ?? text[0] ?? null));
        textUsed = true;
      }
    }
    if (!exact) {
      const run = lines.slice(start, start + 8).filter((line) => shapeOf(line) === shape);
      columns = numbersByRole(columns, shape, properties, run);
      if (!columns.some((column) => column?.type === 'number') || (byRole === 'product' && !productHolds(shape, run))) {
        continue;
      }
    }
    const rows = readRows(lines, start, columns, properties, undefined, dayFirst).rows.filter(
      (row) => partedShape(row.line, shape.length) === shape,
    );
    const coded = withCodes(rows, code, ungrouped, described);
    return rows.length >= 2
      ? { rows: withGroupTitles(withoutTaxRates(coded, lines, properties), lines, properties, columns) }
      : null;
  }
  return null;
}

/**
 * Rows whose text opens with an article code ("PZN 01016390 Ibuprofen"): the code to the code's field, the rest to
 * the text field (`described`). Where the code's field holds the column (`source`), only if most rows open with one.
 */
function withCodes(
  rows: TTableRow[],
  code?: TSchemaProperty,
  source?: TSchemaProperty,
  described?: TSchemaProperty,
): TTableRow[] {
  if (!code || !source || !described || (source !== code && source !== described)) {
    return rows;
  }
  const parted = rows.map((row) => {
    const value = row.values.get(source);
    return typeof value === 'string' ? codedText(value) : null;
  });
  const opening = parted.filter((each) => each !== null).length;
  if (source === code && (opening < 2 || 2 * opening <= rows.length)) {
    return rows;
  }
  return rows.map((row, index) => {
    const value = row.values.get(source);
    // Most rows open with a code: a row without one ("Kundenkarte Rabatt 10%") is text, not a code.
    const part = parted[index] ?? (source === code && typeof value === 'string' ? { code: null, text: value } : null);
    if (!part) {
      return row;
    }
    const values = new Map(row.values).set(described, part.text);
    if (part.code === null) {
      values.delete(code);
    } else {
      values.set(code, part.code);
    }
    const missing = row.missing.filter((property) => property !== described && (property !== code || !part.code));
    return { ...row, values, missing };
  });
}
