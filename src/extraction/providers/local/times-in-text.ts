import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TLeafValue } from './coerce.ts';
import { itemRoles, withRole } from './item-roles.ts';
import { NAMED_CODES } from './money-patterns.ts';

// A currency after a price: a sign or a code (money-patterns.ts' codes).
const CURRENCY = String.raw`(?:${NAMED_CODES}|€|£|\$)`;

// A row whose text ends with its own quantity times unit price ("Super E10   42,31 l x 1,869 EUR/l", "Diesel 38.62 L
// @ 1.459/L"): a fuel pump's or a till's line, read by a receipt or table reader as one text before the amount. The
// product is the row's amount, so the figures are the quantity and the price of one unit (a litre's price has three
// decimals, which no other reader takes for a price), and they are no part of the text.

// The quantity, a unit of up to four letters, the times sign, the price with two or three decimals, a currency and a
// "per unit" after it; bounded runs, the text's end as anchor: linear in the text's length.
const TIMES_AT_END = new RegExp(
  String.raw`(?<![\d.,])(\d{1,6}(?:[.,]\d{1,3})?)(\s{0,3})(?:\p{L}{1,4}\.?\s{0,3})?(?:x|×|@)\s{0,3}(?:[$€£]\s?)?(\d{1,5}[.,]\d{2,3})(?:\s?${CURRENCY})?(?:\s?\/\s?\p{L}{1,4})?$`,
  'iu',
);

/** A number whose one mark before its last digits is the decimal one ("1,869" and "1.459" alike). */
const decimal = (text: string) => Number(text.replace(/[.,](?=\d+$)/, '.'));

const matches = (quantity: number, price: number, amount: number) =>
  Math.abs(Math.round(quantity * price * 100) / 100 - amount) < 0.006;

type TTimes = { text: string; quantity: number; unitPrice: number };

/**
 * The text's own "quantity x price" at its end when their product is the amount, or null. A quantity of three
 * decimals whose last "1" touches the times sign ("42,311x" for "42,31 l x") is a litre sign OCR read as a digit
 * when the number without it gives the amount too.
 */
export function timesInText(text: string, amount: number): TTimes | null {
  const trimmed = text.trimEnd();
  const found = TIMES_AT_END.exec(trimmed);
  if (!found?.[1] || found[3] === undefined) {
    return null;
  }
  const before = trimmed.slice(0, found.index).trim();
  const price = decimal(found[3]);
  const written = decimal(found[1]);
  const glued = found[2] === '' && /[.,]\d{2}1$/.test(found[1]) && trimmed[found.index + found[1].length] !== ' ';
  const shorter = glued ? decimal(found[1].slice(0, -1)) : null;
  const quantity = shorter !== null && matches(shorter, price, amount) ? shorter : written;
  if (!/\p{L}/u.test(before) || !matches(quantity, price, amount)) {
    return null;
  }
  return { text: before, quantity, unitPrice: price };
}

type TRow = { values: Map<TSchemaProperty, TLeafValue>; missing: TSchemaProperty[] };

/** Rows with the quantity and unit price their text ends with moved to the item's empty fields of those roles. */
export function withTimesInText<T extends TRow>(rows: T[], properties: TSchemaProperty[]): T[] {
  const roles = itemRoles(properties);
  const [text, quantity, unitPrice, amount] = (['text', 'quantity', 'unitPrice', 'lineTotal'] as const).map((role) =>
    withRole(roles, role),
  );
  if (!text || !amount || (!quantity && !unitPrice)) {
    return rows;
  }
  for (const row of rows) {
    const [written, total] = [row.values.get(text), row.values.get(amount)];
    const found = typeof written === 'string' && typeof total === 'number' ? timesInText(written, total) : null;
    const open = [quantity, unitPrice].filter((field) => field && !row.values.has(field));
    if (!found || open.length === 0) {
      continue;
    }
    row.values.set(text, found.text);
    for (const [field, value] of [
      [quantity, found.quantity],
      [unitPrice, found.unitPrice],
    ] as const) {
      if (field && !row.values.has(field)) {
        row.values.set(field, value);
        row.missing = row.missing.filter((other) => other !== field);
      }
    }
  }
  return rows;
}

// What a till line has after "0,845 kg x 1,99": a price per unit ("EUR/kg"), one blank or more (OCR narrows the gap),
// the amount and its tax class letter.
const AMOUNT_AFTER_TIMES = new RegExp(
  String.raw`^\s?(?:${CURRENCY}?\s?\/\s?\p{L}{1,4})?\s+(-?\d{1,6}[.,]\d{2})(?:\s{0,4}(?:€|EUR|[A-Z]{1,2}|\*))?\s*$`,
  'u',
);

/** The amount after a till line's "quantity x price" when it is their product, though set one blank apart; or null. */
export function timesAmountAfter(rest: string, quantity: number, unitPrice: number): string | null {
  const amount = AMOUNT_AFTER_TIMES.exec(rest)?.[1];
  return amount !== undefined && matches(quantity, unitPrice, decimal(amount)) ? amount : null;
}
