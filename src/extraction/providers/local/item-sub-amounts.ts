// A till receipt's line indented under an item that is a part of it, not an item of its own: the deposit on a
// bottle ("  Pfand 6 x 0,25   1,50 A" under "Mineralwasser 6x1,5l   3,99 B") and a discount off it ("   Aktion -20 %
// -16,00" under "Jeans Slim Fit   79,95"). Taken into the item's field for it when the item has one (`pfand`,
// `deposit`, `rabatt`, `discount`); without such a field the lines stay as they were read.
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TTableRow } from './table-rows.ts';
import { nameWords } from './words.ts';

const DEPOSIT = /^(?:pfand|deposit|bottle deposit|leergut|flaschenpfand|einwegpfand|mehrwegpfand)\b/;
const DEPOSIT_NAME = /^(?:pfand|deposit|bottle deposit|leergut|\p{L}*pfand)$/u;
// A discount's words, or a percentage taken off ("-20 %").
const DISCOUNT =
  /(?:^|\s)-\s?\d{1,2}(?:[.,]\d)?\s?%|\b(?:rabatt|discount|nachlass|coupon|aktion|ermäßigung|preisvorteil)\b/u;
const DISCOUNT_NAME = /^(?:rabatt|discount|nachlass|preisnachlass|ermaessigung|savings?|reduction|abzug)$/;

const numberNamed = (properties: TSchemaProperty[], name: RegExp) =>
  properties.find((property) => property.type === 'number' && name.test(nameWords(property.name).join(' ')));

/** The rows with each deposit or discount line under an item taken into that item's field for it. */
export function withSubAmounts(
  rows: TTableRow[],
  properties: TSchemaProperty[],
  text: TSchemaProperty | undefined,
  amount: TSchemaProperty | undefined,
): TTableRow[] {
  const deposit = numberNamed(properties, DEPOSIT_NAME);
  const discount = numberNamed(properties, DISCOUNT_NAME);
  if ((!deposit && !discount) || !text || !amount) {
    return rows;
  }
  const kept: TTableRow[] = [];
  for (const row of rows) {
    const item = kept[kept.length - 1];
    const value = row.values.get(amount);
    const label = String(row.values.get(text) ?? '').toLowerCase();
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
