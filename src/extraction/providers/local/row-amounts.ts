// A table row whose label names a field while its cells hold a quantity, a rate and the row's amount: "Übernachtung
// Hotel Fürstenhof | 3 | 119,00 | 357,00", "Mileage (own car) | 212 | 0.45 | 95.40", "Motoröl 5W-30 | 4,5 | l | 16,80 |
// 75,60". A field named by the row's thing (`uebernachtung`, `hotel`, `oelfilter`) asks for what the row costs, not
// the count in the cell after the label (session 30, rows30: "Übernachtung | 3 | …" gave 3). Decided by arithmetic,
// like rated-rows.ts: quantity × rate = amount, to the cent, so no header's wording has to be known.
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TQualifier } from './candidates.ts';
import type { TValueSource } from './label-match.ts';
import type { TCell, TLine } from './lines.ts';
import { parseNumber } from './parse-number.ts';
import { NUMERIC_CELL } from './total-row.ts';
import { lastCellOfRow, namesCount } from './value-kinds.ts';
import { nameWords } from './words.ts';

// A unit after the quantity, in its cell or the next: "4,5 | l", "2.5 hrs", "1 Stk.", "0,3 Std.", "3 nights".
const UNIT = String.raw`\p{L}{1,8}\.?`;
const UNIT_CELL = new RegExp(`^${UNIT}$`, 'u');
const QUANTITY_WITH_UNIT = new RegExp(String.raw`^(\d[\d.,]*)\s?${UNIT}$`, 'u');
// A name asking for the price of one (`einzelpreis`, `unit_price`, `price_per_night`) wants the rate, not the amount.
const PER_ONE = /^(?:einzelpreis|stueckpreis|unit|each|je|per|pro)$/;
// A name counting time or paid by it (`ueberstunden`, `stundenlohn`, `hours`, `tage`): a row's hours or its rate.
const TIME_WORD = /stunde|hour|minute|^(?:std|hrs|tage|days?)$/;
// Half a cent of rounding, and a cent more for a rate printed with fewer decimals than it was applied with.
const TOLERANCE = 0.015;

const textOf = (line: TLine, cell: TCell) => line.text.slice(cell.start, cell.end).trim();

/** Whether a number field asks for a row's amount: not a count, a measure, a time, a rate or a price of one. */
function wantsRowAmount(words: string[], qualifier: TQualifier): boolean {
  return !(
    namesCount(words) ||
    qualifier.unit ||
    qualifier.typed?.minutesPerUnit ||
    qualifier.wantsRate ||
    qualifier.perUnit ||
    words.some((word) => PER_ONE.test(word) || TIME_WORD.test(word))
  );
}

// The figures of the cells from `first` on: the quantity (a unit may follow it), the rate and the amount.
function rowFigures(line: TLine, first: number): { cell: TCell; value: number }[] {
  const figures: { cell: TCell; value: number }[] = [];
  for (const cell of line.cells.slice(first)) {
    const text = textOf(line, cell);
    if (figures.length === 1 && UNIT_CELL.test(text)) {
      continue;
    }
    const quantity = figures.length === 0 ? QUANTITY_WITH_UNIT.exec(text)?.[1] : undefined;
    const value = quantity || (NUMERIC_CELL.test(text) && !text.endsWith('%')) ? parseNumber(quantity ?? text) : null;
    if (value === null) {
      break;
    }
    figures.push({ cell, value });
    if (figures.length === 3) {
      break;
    }
  }
  return figures;
}

/**
 * The row's amount for a value read in the cell after its label, when that cell and the two figures after it are
 * quantity, rate and amount (quantity × rate = amount); else the value as read.
 */
export function amountOfRatedRow(source: TValueSource): TValueSource {
  const { line } = source;
  const first = line.cells.findIndex((cell) => cell.end === source.quoteEnd);
  if (first < 1) {
    return source;
  }
  const [quantity, rate, amount] = rowFigures(line, first);
  if (!(quantity && rate && amount) || quantity.value <= 0 || rate.value <= 0) {
    return source;
  }
  if (Math.abs(quantity.value * rate.value - amount.value) > TOLERANCE) {
    return source;
  }
  const text = textOf(line, amount.cell);
  return { text, line, quoteStart: source.quoteStart, quoteEnd: amount.cell.end };
}

/**
 * A number field's value read in the cell after its label, in a row of figures: a total's (`total`, `gesamt`) is the
 * row's last cell, a thing's (`uebernachtung`, not `naechte`, `km`, `rate`) the row's amount; else the value as read.
 */
export function valueOfRow(source: TValueSource, property: TSchemaProperty, qualifier: TQualifier): TValueSource {
  const words = nameWords(property.name);
  if (property.type !== 'number') {
    return source;
  }
  if (/^(?:total|gesamt)$/.test(words.at(-1) ?? '')) {
    return lastCellOfRow(source);
  }
  return wantsRowAmount(words, qualifier) ? amountOfRatedRow(source) : source;
}
