import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { candidatesFor } from './candidates.ts';
import { coerceValue } from './coerce.ts';
import { itemRoles, withRole } from './item-roles.ts';
import type { TLine } from './lines.ts';
import { parseNumber } from './parse-number.ts';
import { isShort, reachesAcross, spareText, startsUnder, underNumber } from './row-parts.ts';
import { shortensName } from './similar-columns.ts';
import { fillsLabelledPairs, subLineLabels } from './sub-line-fields.ts';
import type { TColumns, TTableRow } from './table-rows.ts';
import { labelWords } from './words.ts';

// The lines under a table's row that belong to it (table-rows.ts): its description going on, another field of the
// item named on a line of its own, a quantity times a unit price.

// "19,00 €", "$6.50", "EUR 4,90": an amount of money with its currency.
const MONEY =
  /(?:[$€£]|\b(?:EUR|USD|GBP|CHF))\s?\d{1,6}(?:[.,]\d{3})*[.,]\d{2}\b|\d[.,]\d{2}\s?(?:[$€£]|(?:EUR|USD|GBP|CHF)\b)/u;
// "4 x 0,79", "3 @ 1.10", "0,856 kg x 1,99 EUR/kg": a quantity times a unit price.
export const TIMES = /^\s*(\d+(?:[.,]\d+)?)\s*(?:\p{L}{1,5}\.?\s*)?(?:x|×|\*|@)\s*(?:[$€£]\s*)?(\d+[.,]\d{2})\b/iu;

/**
 * The quantity of "1,234 kg x 2,99": a separator before three digits reads as the decimal one where the unit price
 * beside it writes its decimals with the same mark (weighed goods), else as the number is read alone.
 */
export function timesQuantity(quantity: string, unitPrice: string): number {
  const mark = /^\d{1,3}([.,])\d{3}$/.exec(quantity)?.[1];
  if (mark && new RegExp(`\\${mark}\\d{2}$`).test(unitPrice)) {
    return Number(quantity.replace(mark, '.'));
  }
  return parseNumber(quantity) ?? 0;
}

/** The text column a continuation line stands under (by its indent), else the row's first text column. */
function columnUnder(line: TLine, row: TTableRow, columns: TColumns): TSchemaProperty | undefined {
  const start = line.cells[0]?.start ?? 0;
  // A date column holds no words going on: under a statement's dated row the counterparty goes to its text.
  const texts = columns.filter(
    (property): property is TSchemaProperty =>
      property?.type === 'string' && !property.format && row.values.has(property),
  );
  const aligned = row.line.cells.length === columns.length && start > 0;
  const under = aligned ? row.line.cells.findLastIndex((cell) => cell.start <= start + 1) : -1;
  // A row with an empty cell (a debit row has no credit) finds the text cell over the line by the text read from it.
  const written = (field: TSchemaProperty | null) => row.texts?.get(field as TSchemaProperty)?.trim();
  const over =
    aligned || start === 0
      ? undefined
      : texts.find((field) =>
          row.line.cells.some(
            (cell) =>
              Math.abs(cell.start - start) <= 1 && row.line.text.slice(cell.start, cell.end).trim() === written(field),
          ),
        );
  const property = over ?? columns[under];
  // Else the text with the most letters: a description goes on, not a position number or a code beside it.
  const letters = (field: TSchemaProperty) => String(row.values.get(field)).replace(/[^\p{L}]/gu, '').length;
  const wordiest = texts.reduce<TSchemaProperty | undefined>(
    (best, field) => (best === undefined || letters(field) > letters(best) ? field : best),
    undefined,
  );
  return property && texts.includes(property) ? property : wordiest;
}

/**
 * Words before a number, without a colon, that name no free field of the item and are three words or more
 * ("Vodafone GmbH Kd-Nr 771203" under "Lastschrift SEPA"): a text going on, not a code's label ("Art.-Nr. 4711").
 */
function namesNothing(label: string, row: TTableRow, columns: TColumns, properties: TSchemaProperty[]) {
  const words = labelWords(label);
  const free = properties.filter((property) => !row.values.has(property) && !columns.includes(property));
  const named = free.some(
    (property) =>
      shortensName(words, property) ||
      candidatesFor({ name: property.name, description: property.description }).some(
        (candidate) => candidate.words.join(' ') === words.join(' '),
      ),
  );
  return !named && label.trim().split(/\s+/).length >= 3;
}

/**
 * A line under a row that belongs to it: the description going on (text only), "SKU: 4711" or
 * "Serial number: X1" naming another field of the item, or "4 x 0,79" giving quantity and unit price.
 */
export function continues(
  line: TLine,
  row: TTableRow,
  columns: TColumns,
  properties: TSchemaProperty[],
  dayFirst: boolean,
  beforeRow = false,
) {
  const text = line.text.trim();
  // A form's blank to fill in ("Goods received in good condition: ________") is not the item's.
  if (line.cells.length > 2 || text.length > 80 || /_{3,}|\.{5,}\s*$/.test(text)) {
    return false;
  }
  if (fillsLabelledPairs(text, row, columns, properties, dayFirst)) {
    return true;
  }
  const colon = /^([^:\d]{2,30}):\s*(\S.*)$/.exec(text);
  const labelled = colon ?? /^(\p{L}[\p{L}.\- ]{1,20}?)\s+((?=\S*\d)\S+)$/u.exec(text);
  const pending = colon ? undefined : textDescribed(row, columns, properties);
  const goesOn = pending !== undefined && endsOpen(String(row.values.get(pending) ?? ''));
  if (labelled?.[1] && labelled[2] && !goesOn && (colon || !namesNothing(labelled[1], row, columns, properties))) {
    const words = labelWords(labelled[1]).join(' ');
    // Only a field no column holds: "Date: …" under a row must not overwrite the row's own date.
    const free = properties.filter((property) => !row.values.has(property) && !columns.includes(property));
    // A label spelling a field's name, else one that shortens exactly one free field's name ("Mat.-Nr.").
    const shortened = free.filter((property) => shortensName(labelWords(labelled[1] ?? ''), property));
    const named =
      free.find((property) => subLineLabels(property).some((candidate) => candidate.join(' ') === words)) ??
      (shortened.length === 1 ? shortened[0] : undefined);
    const value = named ? coerceValue(named, labelled[2], dayFirst) : null;
    if (named && value !== null) {
      row.values.set(named, value);
      row.missing = row.missing.filter((property) => property !== named);
    }
    return true;
  }
  const times = TIMES.exec(text);
  // "4x 1,92 TB SSD, 5 Jahre Service": words after the figures make it the description going on, not a count.
  const worded =
    times !== null && /\p{L}{3}/u.test(text.slice(times[0].length).replace(/\b(?:EUR|USD|GBP|CHF)\b/g, ''));
  if (times?.[1] && times[2] && !worded) {
    const roles = itemRoles(properties);
    const quantity = withRole(roles, 'quantity');
    const unitPrice = withRole(roles, 'unitPrice');
    if (quantity && !row.values.has(quantity)) {
      row.values.set(quantity, timesQuantity(times[1], times[2]));
    }
    if (unitPrice && !row.values.has(unitPrice)) {
      row.values.set(unitPrice, parseNumber(times[2]) ?? 0);
    }
    return true;
  }
  const described = columnUnder(line, row, columns);
  // Words alone between two rows, set right of the row's text start, go on with its text wherever a PDF placed them
  // (under a number column: a sum's label stands after the last row, not between rows).
  const between = beforeRow && !/\d/.test(text) && indentedPast(line, row, described);
  if (
    !described ||
    (underNumber(line, row, columns) && !between) ||
    line.cells.length !== 1 ||
    (reachesAcross(line, row, columns, described) && !between) ||
    (/\d/.test(text) && !startsUnder(line, row, columns, described) && !leftOpen(row, described, text))
  ) {
    return false;
  }
  // The line's one cell, without a pipe table's empty cells around it ("|   | (remark) |   |").
  const [cell] = line.cells;
  const going = cell ? line.text.slice(cell.start, cell.end) : text;
  // A line wholly in brackets under the row ("(Zuzahlung, AVP 14,41)") remarks on the item; no part of its text.
  if (/^\(.*\)$/.test(going)) {
    return true;
  }
  // So does a line that states a price ("8 Nutzer à 19,00 €", "Stückpreis 19,90 €" under the item's name): the
  // row's own columns hold its amounts, the line explains them; a name wrapping onto a second line holds no price.
  if (MONEY.test(going)) {
    return true;
  }
  const spare = spareText(properties, columns);
  const before = String(row.values.get(described));
  // Under a short text ("Lastschrift", not a wrapped description) the item's one text field no column holds
  // takes the first line ("Stadtwerke Alsfeld"); lines after it are the entry's remarks.
  if (spare && isShort(before)) {
    if (!row.values.has(spare)) {
      row.values.set(spare, going);
    }
    return true;
  }
  row.values.set(described, `${before} ${going}`);
  return true;
}

/**
 * A row's text left open ("Staff training session (half day,") that the line closes ("up to 10 people)"): the line goes
 * on with the text even with a figure in it.
 */
function leftOpen(row: TTableRow, text: TSchemaProperty, line: string): boolean {
  const before = String(row.values.get(text) ?? '');
  const opened = before.lastIndexOf('(') > before.lastIndexOf(')');
  return (opened && line.endsWith(')') && !line.includes('(')) || (endsOpen(before) && !MONEY.test(line));
}

// A text broken off where it cannot end: after a comma, a hyphen or a joining word ("Wireless access point, ceiling
// mount," over "Wi-Fi 6E"); the next line is its end, a figure in it or not.
const OPEN_END = /(?:[,&/-]|\b(?:and|or|for|of|with|incl\.?|including|und|oder|für|mit|inkl\.?|zum|zur))\s*$/iu;
const endsOpen = (text: string) => OPEN_END.test(text);

/** The text field a line under the row would go on with, when the row holds exactly one text with words. */
function textDescribed(row: TTableRow, columns: TColumns, properties: TSchemaProperty[]) {
  const texts = properties.filter(
    (property) =>
      property.type === 'string' &&
      !property.format &&
      columns.includes(property) &&
      /\p{L}{3}/u.test(String(row.values.get(property) ?? '')),
  );
  return texts.length === 1 ? texts[0] : undefined;
}

/** A line starting right of where the row's text starts. */
function indentedPast(line: TLine, row: TTableRow, text: TSchemaProperty | undefined): boolean {
  const written = text ? row.texts?.get(text)?.trim() : undefined;
  const cell = row.line.cells.find((each) => written && row.line.text.slice(each.start, each.end).trim() === written);
  return cell !== undefined && (line.cells[0]?.start ?? 0) > cell.start;
}
