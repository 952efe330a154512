// A till receipt's line indented under an item that is a part of it, not an item of its own: the deposit on a
// bottle ("  Pfand 6 x 0,25   1,50 A" under "Mineralwasser 6x1,5l   3,99 B") and a discount off it ("   Aktion -20 %
// -16,00" under "Jeans Slim Fit   79,95"). Taken into the item's field for it when the item has one (`pfand`,
// `deposit`, `rabatt`, `discount`); without such a field the lines stay as they were read. A table's row of a text
// and a negative amount alone under an item ("abzgl. 10 % Kistenrabatt  -11,76") is such a discount too.
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TTableRow } from './table-rows.ts';
import { nameWords } from './words.ts';

const DEPOSIT = /^(?:pfand|deposit|bottle deposit|leergut|flaschenpfand|einwegpfand|mehrwegpfand)\b/;
const DEPOSIT_NAME = /^(?:pfand|deposit|bottle deposit|leergut|\p{L}*pfand)$/u;
// A discount's words, or a percentage taken off ("-20 %"); German joins the discount to its kind ("Kistenrabatt",
// "Mengennachlass") and says "abzgl." (less) before it.
const DISCOUNT =
  /(?:^|\s)-\s?\d{1,2}(?:[.,]\d)?\s?%|\p{L}*(?:rabatt|nachlass)\b|\b(?:discount|coupon|aktion|ermäßigung|preisvorteil|abzgl|abzüglich)\b/u;
const DISCOUNT_NAME = /^(?:rabatt|discount|nachlass|preisnachlass|ermaessigung|savings?|reduction|abzug)$/;

const numberNamed = (properties: TSchemaProperty[], name: RegExp) =>
  properties.find((property) => property.type === 'number' && name.test(nameWords(property.name).join(' ')));

type TSubParts = { label: string; value: unknown };

/** The rows with each sub-line (its label and amount read by `partsOf`) taken into the item above it. */
function foldSubRows(
  rows: TTableRow[],
  properties: TSchemaProperty[],
  partsOf: (row: TTableRow, item: TTableRow) => TSubParts | null,
): TTableRow[] {
  const deposit = numberNamed(properties, DEPOSIT_NAME);
  const discount = numberNamed(properties, DISCOUNT_NAME);
  if (!deposit && !discount) {
    return rows;
  }
  const kept: TTableRow[] = [];
  for (const row of rows) {
    const item = kept[kept.length - 1];
    const parts = item ? partsOf(row, item) : null;
    const value = parts?.value;
    const label = (parts?.label ?? '').toLowerCase();
    // Indented under an item that is not itself indented: the receipt's sub-line; a discount says so in its words
    // ("Aktion -20 %") where a PDF's text keeps no indent.
    const indented = item && /^\s/.test(row.line.text) && !/^\s/.test(item.line.text);
    const reduces = typeof value === 'number' && value < 0 && (indented || DISCOUNT.test(label));
    const field = deposit && indented && DEPOSIT.test(label) ? deposit : discount && reduces ? discount : null;
    if (item && typeof value === 'number' && field && !item.values.has(field)) {
      item.values.set(field, Math.abs(value));
      continue;
    }
    kept.push(row);
  }
  return kept;
}

/** The rows with each deposit or discount line under an item taken into that item's field for it. */
export function withSubAmounts(
  rows: TTableRow[],
  properties: TSchemaProperty[],
  text: TSchemaProperty | undefined,
  amount: TSchemaProperty | undefined,
): TTableRow[] {
  if (!text || !amount) {
    return rows;
  }
  return foldSubRows(rows, properties, (row) => ({
    label: String(row.values.get(text) ?? ''),
    value: row.values.get(amount),
  }));
}

/**
 * A table's rows with each discount row under an item taken into the item's discount field: a row of one text and
 * one negative amount only, under an item that fills more fields ("abzgl. 10 % Kistenrabatt   -11,76" under "Riesling
 * Kabinett   12   9,80   117,60").
 */
export function withTableSubAmounts(rows: TTableRow[], properties: TSchemaProperty[]): TTableRow[] {
  return foldSubRows(rows, properties, (row, item) => {
    const values = [...row.values.values()];
    const label = values.find((value) => typeof value === 'string');
    const amount = values.find((value) => typeof value === 'number');
    const only = values.length === 2 && typeof label === 'string' && amount !== undefined;
    return only && item.values.size > values.length ? { label, value: amount } : null;
  });
}
