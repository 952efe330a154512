import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { ACCOUNT_CREDIT_HEADER, ACCOUNT_DEBIT_HEADER, accountSides } from './debit-credit-columns.ts';
import { CREDITS_NEGATIVE } from './debit-marks.ts';
import type { TLine } from './lines.ts';
import type { TColumns, TTableRow } from './table-rows.ts';
import { labelWords } from './words.ts';

type TRead = { rows: TTableRow[]; end: number };

// A payment settling a bill: by card, in cash, "Zahlung", "paid".
const PAYMENT =
  /\b(?:ec-?karte|kreditkarte|girocard|visa|mastercard|amex|bar(?:zahlung)?|cash|card|zahlung|payment|paid|bezahlt)\b/i;
const NOISE = /\b(?:eur|euro|usd|gbp|chf|betrag|amount|in eur)\b/g;

// An account's two money columns by their headers alone, without a running balance to tell the sides (paired-amounts.ts
// needs one): what left the account and what came in. Only an account's words: "Charges | Payments" on a bill are no
// statement's sides (debit-credit-columns.ts: ACCOUNT_DEBIT_HEADER, ACCOUNT_CREDIT_HEADER). A currency or the word for
// amount beside them ("Soll EUR", "Betrag Haben") says nothing more.
const sideOf = (text: string) => {
  const words = labelWords(text).join(' ').replace(NOISE, ' ').replace(/\s+/g, ' ').trim();
  return ACCOUNT_DEBIT_HEADER.test(words) ? 'out' : ACCOUNT_CREDIT_HEADER.test(words) ? 'in' : undefined;
};
const namesBalance = (property: TSchemaProperty) => /balance|saldo|kontostand/i.test(property.name);

/**
 * An item with one amount field (`betrag`, `amount`) over an account's debit and credit columns ("Soll | Haben",
 * "Debit | Credit") and no running balance: both columns are read, the debit's amounts negative, the credit's
 * positive. An item with a field per side is withDebitCreditColumns's; a row filling both columns is no entry of such
 * a table, and a list without credits between its debits is a bill: the reading is dropped (null from `settle`).
 */
export function sidedAmounts(columns: TColumns, properties: TSchemaProperty[], header?: TLine) {
  const sides = header?.cells.map((cell) => sideOf(header.text.slice(cell.start, cell.end))) ?? [];
  const [outAt, inAt] = [sides.indexOf('out'), sides.indexOf('in')];
  if (
    sides.length !== columns.length ||
    outAt === -1 ||
    inAt === -1 ||
    sides.lastIndexOf('out') !== outAt ||
    sides.lastIndexOf('in') !== inAt ||
    accountSides(properties)
  ) {
    return null;
  }
  const named = [columns[outAt], columns[inAt]].filter((property) => property != null);
  const free = properties.filter(
    (property) => property.type === 'number' && !columns.includes(property) && !namesBalance(property),
  );
  const amount = named.length === 1 ? named[0] : named.length === 0 && free.length === 1 ? free[0] : undefined;
  if (
    amount?.type !== 'number' ||
    namesBalance(amount) ||
    columns.some((column, at) => column === amount && at !== outAt && at !== inAt)
  ) {
    return null;
  }
  const other: TSchemaProperty = { ...amount };
  const read = columns.map((property, at) => (at === outAt ? amount : at === inAt ? other : property));
  const settle = ({ rows, end }: TRead): TRead | null => {
    const number = (row: TTableRow, property: TSchemaProperty) => {
      const value = row.values.get(property);
      return typeof value === 'number' ? value : undefined;
    };
    const paidAt = rows.flatMap((row, at) => (number(row, amount) === undefined ? [] : [at]));
    const receivedAt = rows.flatMap((row, at) => (number(row, other) === undefined ? [] : [at]));
    // A bill's charges settled by a payment under them ("Belastung" rows, then "EC-Karte" under "Gutschrift") are
    // charges, not an account's entries: credits only under the debits that pay them off (the same sum) or name a
    // payment. A month's salary booked after its debits is an account's entry.
    const sum = (property: TSchemaProperty) =>
      rows.reduce((total, row) => total + Math.abs(number(row, property) ?? 0), 0);
    const paysOff =
      Math.abs(sum(amount) - sum(other)) < 0.005 ||
      rows.every((row) => number(row, other) === undefined || PAYMENT.test(row.line.text));
    const settledBill = Math.min(...receivedAt) > Math.max(...paidAt) && paysOff;
    if (paidAt.some((at) => receivedAt.includes(at)) || paidAt.length === 0 || receivedAt.length === 0 || settledBill) {
      return null;
    }
    // A card holder's field asking for credits below zero ("Belastungen positiv, Gutschriften negativ") counts the
    // charges up, the credits down: the other way round from the account's own sides.
    const sign = CREDITS_NEGATIVE.test(amount.description ?? '') ? -1 : 1;
    for (const row of rows) {
      const [paid, received] = [number(row, amount), number(row, other)];
      if (paid !== undefined) {
        row.values.set(amount, -sign * Math.abs(paid));
      } else if (received !== undefined) {
        row.values.set(amount, sign * Math.abs(received));
        row.texts?.set(amount, row.texts.get(other) ?? '');
      }
      row.values.delete(other);
      row.texts?.delete(other);
      row.missing = row.missing.filter((property) => property !== other);
    }
    return { rows, end };
  };
  return { columns: read, settle };
}
