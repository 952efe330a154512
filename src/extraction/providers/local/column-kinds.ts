import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { fitsCodeName } from './item-columns.ts';
import type { TLine } from './lines.ts';
import type { TColumns, TTableRow } from './table-rows.ts';
import { namesMoney } from './value-kinds.ts';
import { nameWords } from './words.ts';

// A weight, by a word of the name ("net_weight", `nettogewicht`) or its unit (`gross_kg`).
const WEIGHT_NAME = /(?:weight|gewicht)$/;
const WEIGHT_UNIT_NAME = new Set(['kg', 'g', 't', 'lb', 'lbs']);
// A weight as printed, in a header ("Net weight", "Gewicht (kg)") or beside a value ("12.5 kg").
const WEIGHT_HEADER = /weight|gewicht|\b(?:kg|kgs|lbs?|tonnes?|tons?)\b/iu;
// Not "t" nor a capital letter: a till's tax flag ("8.99 T").
const WEIGHT_VALUE = /\d\s*(?:kg|kgs|KG|g|lbs?|LBS?)\b/u;
// A sum as printed: a currency sign or code; a cell of a currency alone ("EUR") makes a currency column.
const CODES = 'EUR|USD|GBP|CHF|JPY|CAD|AUD|SEK|NOK|DKK|PLN|CZK';
const CURRENCY = new RegExp(`[$€£¥]|\\b(?:${CODES})\\b`, 'u');
// Not any three capitals: a unit's code ("KGM", "PCE") is no currency.
const CURRENCY_CELL = new RegExp(`^\\s*(?:[$€£¥]|${CODES})\\s*$`, 'u');
const CURRENCY_HEADER = /^\s*(?:currency|curr\.?|cur\.?|währung|waehrung|whg\.?)\s*$/iu;
const TWO_DECIMALS = /^\D*\d[\d.,'’\s]*[.,]\d{2}\D*$/u;

const isWeight = (property: TSchemaProperty) => {
  const words = nameWords(property.name);
  return words.some((word) => WEIGHT_NAME.test(word)) || WEIGHT_UNIT_NAME.has(words[words.length - 1] ?? '');
};
const isMoney = (property: TSchemaProperty) => !isWeight(property) && namesMoney(nameWords(property.name));

/** The text of the header line(s) over a column: the cells that overlap the header's cell of that column. */
function headerTextOf(header: TLine[], column: number): string {
  const [first] = header;
  const cell = first?.cells[column];
  if (!first || !cell) {
    return '';
  }
  const next = first.cells[column + 1]?.start ?? Number.POSITIVE_INFINITY;
  return header
    .flatMap((line) =>
      line.cells
        .filter((other) => (line === first ? other === cell : other.end > cell.start && other.start < next))
        .map((other) => line.text.slice(other.start, other.end)),
    )
    .join(' ');
}

/**
 * Number columns whose values are of another kind than their field names: a weight field does not take a column
 * of money ("Net" over "12.50" beside a currency column), a money field not a column of weights ("Net weight",
 * "12.5 kg"). Such a field is left empty in every row.
 */
export function withoutMismatchedUnits(rows: TTableRow[], columns: TColumns, header: TLine[]): TTableRow[] {
  const currencyColumn = (header[0]?.cells ?? []).some((cell) =>
    CURRENCY_HEADER.test(header[0]?.text.slice(cell.start, cell.end) ?? ''),
  );
  const wrong = columns.filter((property, column): property is TSchemaProperty => {
    if (property?.type !== 'number' || (!isWeight(property) && !isMoney(property))) {
      return false;
    }
    const texts = rows.flatMap((row) => {
      const text = row.texts?.get(property);
      return text === undefined ? [] : [{ text, row }];
    });
    const heading = headerTextOf(header, column);
    const weights = WEIGHT_HEADER.test(heading) || texts.some(({ text }) => WEIGHT_VALUE.test(text));
    const currencyBeside = ({ row }: { row: TTableRow }) =>
      currencyColumn ||
      row.line.cells.some((cell) => CURRENCY_CELL.test(row.line.text.slice(cell.start, cell.end))) ||
      CURRENCY.test(heading);
    if (isWeight(property)) {
      const money = (entry: { text: string; row: TTableRow }) =>
        CURRENCY.test(entry.text) || (TWO_DECIMALS.test(entry.text) && currencyBeside(entry));
      return !weights && texts.length > 0 && texts.every(money);
    }
    return weights && !CURRENCY.test(heading) && !texts.some(({ text }) => CURRENCY.test(text));
  });
  if (wrong.length === 0) {
    return rows;
  }
  for (const row of rows) {
    for (const property of wrong) {
      row.values.delete(property);
    }
  }
  return rows;
}

/** A field named as a country or currency code keeps only such codes: "A-1027" in a row is no country's code. */
export function withoutWrongCodes(rows: TTableRow[]): TTableRow[] {
  for (const row of rows) {
    for (const [property, value] of row.values) {
      if (typeof value === 'string' && !fitsCodeName(property, value)) {
        row.values.delete(property);
      }
    }
  }
  return rows;
}
