import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { candidatesFor } from './candidates.ts';
import type { TLeafValue } from './coerce.ts';
import { itemRoles, withRole } from './item-roles.ts';
import { isBlank, type TLine } from './lines.ts';
import { parseDate } from './parse-date.ts';
import { parseNumber } from './parse-number.ts';
import { isSummaryRow } from './summary-rows.ts';
import type { TTableRow } from './table-rows.ts';
import { labelWords } from './words.ts';

// A date in the item's text written day first with dots ("10.04.2026") or ISO.
const DAY = /\b\d{1,2}\.\d{1,2}\.\d{4}\b|\b\d{4}-\d{2}-\d{2}\b/;
// Linear (cellsplit18): a currency's or sign's blanks stay in its optional group, not `\s*X?\s*`.
const MONEY = /^\s*[-+]?[$€£]?\s?-?\d{1,3}(?:[.,'’ ]?\d{3})*[.,]\d{2}\s*(?:(?:[$€£]|EUR|USD|CHF|GBP|-)\s*)?$/;

/** A heading that names the array ("Abzüge", "Steuerrechtliche Abzüge", "Deductions:"): its last words are a label of it. */
function namesArray(line: TLine, labels: string[][]): boolean {
  const words = labelWords(line.text);
  if (line.cells.length !== 1 || words.length === 0 || words.length > 4 || /\d/.test(line.text)) {
    return false;
  }
  return labels.some(
    (label) => label.length <= words.length && label.join(' ') === words.slice(-label.length).join(' '),
  );
}

/**
 * Items listed under a heading that names the array, one per line as a text and an amount ("Abzüge" over
 * "Lohnsteuer   612,33", "Kirchensteuer   49,08"), without a header row: two or more such lines up to a blank,
 * a sum or another kind of line. The text goes to the item's text field, the amount to its one money field.
 */
export function sectionList(lines: TLine[], properties: TSchemaProperty[], arrayName: string): TTableRow[] {
  const roles = itemRoles(properties);
  const numbers = properties.filter((property) => property.type === 'number');
  const text = withRole(roles, 'text');
  const amount = numbers.length === 1 ? numbers[0] : (withRole(roles, 'lineTotal') ?? withRole(roles, 'current'));
  const labels = arrayName ? candidatesFor({ name: arrayName }).map((candidate) => candidate.words) : [];
  // Without a text field, a date the line's text gives ("Abschlag vom 10.04.2026   1.500,00") is its item's date.
  const dated = properties.filter((property) => property.type === 'string' && property.format === 'date');
  const date = dated.length === 1 ? dated[0] : undefined;
  if ((!text && !date) || !amount || labels.length === 0) {
    return [];
  }
  for (let index = 0; index < lines.length; index++) {
    if (!namesArray(lines[index] as TLine, labels)) {
      continue;
    }
    const rows: TTableRow[] = [];
    for (const line of lines.slice(index + 1)) {
      const [label, value] = line.cells.map((cell) => line.text.slice(cell.start, cell.end).trim());
      const number = value !== undefined && MONEY.test(value) ? parseNumber(value) : null;
      if (isBlank(line) || line.cells.length !== 2 || !/\p{L}{3}/u.test(label ?? '') || number === null) {
        break;
      }
      if (isSummaryRow(line)) {
        break;
      }
      const day = date && DAY.test(label ?? '') ? parseDate(label ?? '') : null;
      if (!text && !day) {
        break;
      }
      const values = new Map<TSchemaProperty, TLeafValue>([[amount, number]]);
      if (text) {
        values.set(text, label ?? '');
      }
      if (date && day) {
        values.set(date, day);
      }
      rows.push({ line, values, missing: [] });
    }
    if (rows.length >= 2) {
      return rows;
    }
  }
  return [];
}
