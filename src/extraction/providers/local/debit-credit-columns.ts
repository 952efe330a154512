import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TTableRow } from './table-rows.ts';
import { labelWords, nameWords } from './words.ts';

type TColumns = (TSchemaProperty | null)[];

// An account's own words for its two money columns: what left it ("Soll", "Debit", "Money out") and what came in
// ("Haben", "Credit", "Money in"); sided-amounts.ts reads a statement's sides by these alone.
const ACCOUNT_DEBIT =
  'soll|debit|debits|dr|money out|paid out|withdrawal|withdrawals|ausgang|ausgaenge|ausgabe|ausgaben|belastung|belastungen|lastschrift|lastschriften|abgang|abgaenge|auszahlung|auszahlungen|payments out';
const ACCOUNT_CREDIT =
  'haben|credit|credits|cr|money in|paid in|deposit|deposits|eingang|eingaenge|einnahme|einnahmen|gutschrift|gutschriften|zugang|zugaenge|einzahlung|einzahlungen|payments in';
export const ACCOUNT_DEBIT_HEADER = new RegExp(`^(?:${ACCOUNT_DEBIT})$`);
export const ACCOUNT_CREDIT_HEADER = new RegExp(`^(?:${ACCOUNT_CREDIT})$`);
// Headers of two money columns, also a bill's ("Charges | Payments", "Out | In"). A currency after the word ("Soll
// EUR", "Charges £") says nothing more.
const DEBIT_HEADER = new RegExp(`^(?:${ACCOUNT_DEBIT}|out|charge|charges)$`);
const CREDIT_HEADER = new RegExp(`^(?:${ACCOUNT_CREDIT}|in|payment|payments)$`);
const CURRENCY = / (?:eur|euro|usd|gbp|chf)$/;

// Words of a field's name that say which side of the account it holds: `belastung`, `paid_out`, `charge` the money
// that left it; `gutschrift`, `paid_in`, `refund` the money that came in.
const DEBIT_NAME = new Set([
  'soll',
  'debit',
  'debits',
  'out',
  'withdrawal',
  'withdrawals',
  'withdrawn',
  'ausgang',
  'ausgabe',
  'ausgaben',
  'belastung',
  'belastungen',
  'lastschrift',
  'lastschriften',
  'charge',
  'charges',
  'abgang',
  'auszahlung',
  'abbuchung',
  'spent',
  'outgoing',
]);
const CREDIT_NAME = new Set([
  'haben',
  'credit',
  'credits',
  'in',
  'deposit',
  'deposits',
  'deposited',
  'einnahme',
  'einnahmen',
  'eingang',
  'gutschrift',
  'gutschriften',
  'zugang',
  'einzahlung',
  'refund',
  'refunds',
  'received',
  'incoming',
  'payment',
  'payments',
]);

const headerSide = (text: string) => {
  const words = labelWords(text).join(' ').replace(CURRENCY, '');
  return DEBIT_HEADER.test(words) ? 'debit' : CREDIT_HEADER.test(words) ? 'credit' : undefined;
};

// "in" and "out" say a side only beside money's words (`paid_in`, `money_out`), not in `price_in_eur`.
const SIDE_ONLY_WITH_MONEY = new Set(['in', 'out']);
const MONEY_WORD = /^(?:paid|money|cash|geld)$/;
const sayingSide = (words: string[], side: Set<string>) =>
  words.some(
    (word) => side.has(word) && (!SIDE_ONLY_WITH_MONEY.has(word) || words.some((other) => MONEY_WORD.test(other))),
  );

/** The one number field whose name says the side, if exactly one does (and none says both). */
function fieldOf(properties: TSchemaProperty[], side: Set<string>, other: Set<string>) {
  const found = properties.filter((property) => {
    const words = nameWords(property.name);
    return property.type === 'number' && sayingSide(words, side) && !sayingSide(words, other);
  });
  return found.length === 1 ? found[0] : undefined;
}

/**
 * An account's debit and credit columns side by side ("Soll | Haben", "Debit | Credit", "Money out | Money in") go to
 * the item's two fields named by the same sides, whatever words those names use (`belastung`/`gutschrift`,
 * `paid_out`/`paid_in`, `charge`/`refund`): the lexicon links a field to a header by its words, and "Haben" is no
 * word of `gutschrift`. Only where both headers stand in the row, both fields exist and neither is read from another
 * column; a column already naming one of the two fields may be given the other (the sides were read crossed).
 */
export function withDebitCreditColumns(texts: string[], properties: TSchemaProperty[], columns: TColumns) {
  const headers = texts.map(headerSide);
  const debitAt = headers.indexOf('debit');
  const creditAt = headers.indexOf('credit');
  if (debitAt === -1 || creditAt === -1 || headers.lastIndexOf('debit') !== debitAt) {
    return;
  }
  if (headers.lastIndexOf('credit') !== creditAt) {
    return;
  }
  const sides = accountSides(properties);
  if (!sides) {
    return;
  }
  const { debit, credit } = sides;
  const pair = [debit, credit];
  const elsewhere = columns.some(
    (column, index) => index !== debitAt && index !== creditAt && column !== null && pair.includes(column),
  );
  const open = (column: TSchemaProperty | null | undefined) =>
    column === null || pair.includes(column as TSchemaProperty);
  if (elsewhere || !open(columns[debitAt]) || !open(columns[creditAt])) {
    return;
  }
  columns[debitAt] = debit;
  columns[creditAt] = credit;
}

/** The item's debit and credit fields, when its names say both sides (`belastung` and `gutschrift`). */
export function accountSides(properties: TSchemaProperty[]) {
  const debit = fieldOf(properties, DEBIT_NAME, CREDIT_NAME);
  const credit = fieldOf(properties, CREDIT_NAME, DEBIT_NAME);
  return debit && credit ? { debit, credit } : null;
}

// A field asking for the signed amount ("negative for debits") keeps the sign in one field.
const SIGNED_WANTED = /\b(?:negati\w*|minus|below zero|signed|vorzeichen)\b/i;

/**
 * One amount column signed by side ("-96,00" and "+2.840,50", or "96,00 S" and "2.840,50 H" once the marks turned the
 * debits negative) for an item with a debit and a credit field: each amount goes to its side's field, without its
 * sign. Only when the column holds amounts of both signs and the other side's field has no column of its own.
 */
export function withSignedSides(rows: TTableRow[], properties: TSchemaProperty[]): TTableRow[] {
  const sides = accountSides(properties);
  if (!sides) {
    return rows;
  }
  const { debit, credit } = sides;
  const holding = (property: TSchemaProperty) => rows.some((row) => typeof row.values.get(property) === 'number');
  const read = holding(debit) ? debit : credit;
  if (holding(debit) === holding(credit) || SIGNED_WANTED.test(read.description ?? '')) {
    return rows;
  }
  const amounts = rows.map((row) => row.values.get(read)).filter((value) => typeof value === 'number');
  if (!amounts.some((value) => value < 0) || !amounts.some((value) => value > 0)) {
    return rows;
  }
  for (const row of rows) {
    const value = row.values.get(read);
    if (typeof value !== 'number') {
      continue;
    }
    row.values.delete(read);
    row.values.set(value < 0 ? debit : credit, Math.abs(value));
  }
  return rows;
}
