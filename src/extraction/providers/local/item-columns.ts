import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { letterRunStart } from '../../trim-trailing.ts';
import { DATE_CELL } from './date-shapes.ts';
import { itemRoles, textRoleOf, withRole } from './item-roles.ts';
import type { TLine } from './lines.ts';
import type { TColumns, TTableRow } from './table-rows.ts';
import { nameWords } from './words.ts';

// A product code: letters and digits without spaces ("FX-100", "BRG-6204", "4711-A").
export const CODE = /^(?=\S*\d)[\p{Lu}\d][\p{Lu}\d\-/._]{1,19}$/u;
export const CODE_NAME = /(?:sku|code|number|no|nr|nummer|id|ref)$/;
// Fields named as a country's or a currency's code, which take only such a code ("DE", "USA"; "EUR"): the name ends
// in "code", "kode" or "iso" and the run of letters before that ending holds the country's or currency's word. Read
// by a scan: `/(?:country|land|laender|staat)\p{L}*(?:code|kode|iso)$/u` ran `\p{L}*` to the name's end from each
// "land" in it (quadratic in a name of many).
const CODE_ENDING = /(?:code|kode|iso)$/;
const COUNTRY_WORD = /country|land|laender|staat/;
const CURRENCY_WORD = /currency|waehrung|wahrung/;
/** The run of letters right before the name's ending "code", "kode" or "iso" (maybe empty), or null without one. */
function lettersBeforeCodeEnding(name: string): string | null {
  const ending = CODE_ENDING.exec(name);
  return ending ? name.slice(letterRunStart(name, ending.index), ending.index) : null;
}

/** A field's joined name words name a country's code ("laendercode", "countryiso"). */
export const namesCountryCode = (name: string) => COUNTRY_WORD.test(lettersBeforeCodeEnding(name) ?? '');
/** A field's joined name words name a currency's code ("waehrungscode", "currencycode"). */
export const namesCurrencyCode = (name: string) => CURRENCY_WORD.test(lettersBeforeCodeEnding(name) ?? '');

/** Whether a text fits a field named as a country or currency code (any text fits other fields). */
export function fitsCodeName(property: TSchemaProperty, text: string): boolean {
  const name = nameWords(property.name).join('');
  if (namesCurrencyCode(name)) {
    return /^[A-Z]{3}$/.test(text.trim());
  }
  return !namesCountryCode(name) || /^[A-Z]{2,3}$/.test(text.trim());
}

/**
 * Columns typed by what they hold: a text field's column whose first row holds a product code ("4711-200" under
 * "Artikel") goes to the item's one free code field (`artikelnr`, `sku`) when a column no header named holds
 * the words ("Schraube DIN 912" under "Bezeichnung"); the text field takes that column.
 */
export function withCodeColumn(columns: TColumns, properties: TSchemaProperty[], first: TLine) {
  if (first.cells.length !== columns.length) {
    return columns;
  }
  const cellText = (index: number) => {
    const cell = first.cells[index];
    return cell ? first.text.slice(cell.start, cell.end).trim() : '';
  };
  const isCodeField = (property: TSchemaProperty) =>
    property.type === 'string' &&
    !property.format &&
    (CODE_NAME.test(property.name.toLowerCase()) || textRoleOf(nameWords(property.name).join(' ')) === 'code');
  const coded = columns.findIndex(
    (property, index) => property?.type === 'string' && !isCodeField(property) && CODE.test(cellText(index)),
  );
  const codeFields = properties.filter(
    (property) => isCodeField(property) && !columns.includes(property) && fitsCodeName(property, cellText(coded)),
  );
  const words = columns.flatMap((property, index) =>
    property === null && /\p{L}{3}/u.test(cellText(index)) && /\s/.test(cellText(index)) ? [index] : [],
  );
  const [code] = codeFields;
  const named = columns.flatMap((property, index) =>
    property === null && /^\p{L}{3}/u.test(cellText(index)) ? [index] : [],
  );
  if (coded !== -1 && codeFields.length === 0 && named.length === 1 && /^\d{3,}$/.test(cellText(coded))) {
    // A kind's number ("1000" under "Lohnart") beside its words ("Gehalt"): with no code field to take the
    // number, the text field takes the words.
    const moved = [...columns];
    moved[named[0] as number] = columns[coded] ?? null;
    moved[coded] = null;
    return moved;
  }
  if (coded === -1 || codeFields.length !== 1 || !code || words.length !== 1) {
    return columns;
  }
  const moved = [...columns];
  moved[words[0] as number] = columns[coded] ?? null;
  moved[coded] = code;
  return moved;
}

// "1 Knitted wool scarf": a count before the text (not a size: "500 g Mehl").
const LEADING_COUNT = /^(\d{1,3})\s+(?!(?:g|kg|ml|l|cl|cm|mm|m|x|st|stk|pcs)\b)(\p{L}.*)$/iu;

// A header that says the text starts with a count ("Quantity and detailed description of contents").
const COUNT_HEADER = /\b(?:qty|quantity|menge|anzahl|count|pcs|stk|stück)\b/i;

/**
 * No column holds the quantity, and every row's text starts with a count ("1 Knitted wool scarf" under
 * "Quantity and detailed description"): the count is the quantity, the rest the text. Numbers that count the
 * rows up are their positions, and stay in the text, unless the header says they are counts.
 */
export function withLeadingCounts(
  rows: TTableRow[],
  columns: TColumns,
  properties: TSchemaProperty[],
  headerText: string,
): TTableRow[] {
  const roles = itemRoles(properties);
  const [quantity, text] = [withRole(roles, 'quantity'), withRole(roles, 'text')];
  if (!quantity || !text || columns.includes(quantity) || !columns.includes(text) || rows.length < 2) {
    return rows;
  }
  const counted = rows.map((row) => LEADING_COUNT.exec(String(row.values.get(text) ?? '')));
  // Numbers counting up by one step ("1 Website design", "2 Hosting", "3 Domain"; 10, 20, 30) number the rows.
  const numbers = counted.map((match) => Number(match?.[1]));
  const step = (numbers[1] ?? 0) - (numbers[0] ?? 0);
  const positions =
    !COUNT_HEADER.test(headerText) &&
    step > 0 &&
    numbers.every((number, index) => number === (numbers[0] ?? 0) + index * step);
  if (!positions && counted.every((match) => match?.[1] && match[2])) {
    rows.forEach((row, index) => {
      const match = counted[index] as RegExpExecArray;
      row.values.set(quantity, Number(match[1]));
      row.values.set(text, match[2] as string);
    });
  }
  return rows;
}

const UNIT_NAME = /^(?:unit|units|uom|einheit|mengeneinheit|me|masseinheit)$/;
/**
 * A field that a column of words no header names can fill: a plain string, not a code (`sku`) and not a unit
 * (remarks such as "urgent delivery" are no unit).
 */
export function takesWords(property: TSchemaProperty): boolean {
  return (
    property.type === 'string' &&
    !property.format &&
    textRoleOf(nameWords(property.name).join(' ')) !== 'code' &&
    !UNIT_NAME.test(nameWords(property.name).join(''))
  );
}

// A rate field (`vat_rate`, `mwst_satz`) under a header that says no rate ("VAT", "Tax") over an amount ("8.00"):
// the column holds the tax amount, not the rate.
const RATE_NAME = /(?:rate|satz|prozent|percent)$/;
const RATE_HEADER = /%|rate|satz|prozent|percent/i;
const AMOUNT_CELL = /^[$€£]?\s?-?\d{1,6}(?:[.,']\d{3})*[.,]\d{2}(?:\s?(?:€|EUR|\$|£))?$/;

/**
 * Header cells no label names, typed by the row under them: a column of dates ("02.03.2026" under
 * "Buchungstag") goes to the item's one free date field, a column of words to its one free text field.
 * Only for a header that names a field already, and a row with a cell under each header cell. A rate field over
 * an amount is let go.
 */
export function typedColumns(
  named: TColumns,
  properties: TSchemaProperty[],
  row: TLine | undefined,
  header: TLine,
): TColumns {
  if (!row || row.cells.length !== named.length || !named.some(Boolean)) {
    return named;
  }
  const text = (index: number, line = row) => {
    const cell = line.cells[index];
    return cell ? line.text.slice(cell.start, cell.end).trim() : '';
  };
  const taxAmount = (column: TSchemaProperty, index: number) =>
    RATE_NAME.test(nameWords(column.name).join('')) &&
    !RATE_HEADER.test(text(index, header)) &&
    AMOUNT_CELL.test(text(index));
  const columns = named.map((column, index) => (column && taxAmount(column, index) ? null : column));
  const free = (wanted: (property: TSchemaProperty) => boolean) =>
    properties.filter((property) => wanted(property) && !columns.includes(property));
  const open = (wanted: (cell: string) => boolean) =>
    columns.flatMap((column, index) => (column === null && wanted(text(index)) ? [index] : []));
  const typed = [...columns];
  const pairs: [number[], TSchemaProperty[]][] = [
    [
      open((cell) => DATE_CELL.test(cell)),
      free((property) => property.type === 'string' && property.format === 'date'),
    ],
    [open((cell) => /\p{L}{3}/u.test(cell) && /\s/.test(cell) && !/\d[.,]\d{2}$/.test(cell)), free(takesWords)],
  ];
  for (const [cells, fields] of pairs) {
    if (cells.length === 1 && fields.length === 1) {
      typed[cells[0] as number] = fields[0] ?? null;
    }
  }
  return typed;
}

// "6,5 Std", "2 Stk.", "12 pcs": a quantity with its unit in one cell ("2 x" is a times sign).
const WITH_UNIT = /^\d+(?:[.,]\d+)?\s*(?![x×]$)(\p{L}[\p{L}.²³]{0,9})$/iu;

/** The unit written in the quantity's cell ("6,5 Std") fills the item's unit field when no column holds it. */
export function withUnits(rows: TTableRow[], columns: TColumns, properties: TSchemaProperty[]): TTableRow[] {
  const quantity = withRole(itemRoles(properties), 'quantity');
  const units = properties.filter(
    (property) =>
      property.type === 'string' && !columns.includes(property) && UNIT_NAME.test(nameWords(property.name).join('')),
  );
  const [unit] = units;
  if (!quantity || !unit || units.length !== 1) {
    return rows;
  }
  for (const row of rows) {
    const written = WITH_UNIT.exec(row.texts?.get(quantity)?.trim() ?? '');
    if (written?.[1] && !row.values.has(unit)) {
      row.values.set(unit, written[1]);
    }
  }
  return rows;
}
