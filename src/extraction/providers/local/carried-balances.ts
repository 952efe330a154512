import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TTableRow } from './table-rows.ts';

const CENT = 0.005;

const numbersOf = (row: TTableRow) =>
  [...row.values].filter((entry): entry is [TSchemaProperty, number] => typeof entry[1] === 'number');

/**
 * An account's opening and closing balance printed as the first and last rows of its entries (whatever their
 * words): the row fills only the running-balance column, which every row fills, while each other row also moves
 * money. The balance column is recognised by its arithmetic: each entry's balance is the one above it plus or
 * minus one of the entry's amounts. The opening row is dropped when the next entry's balance follows from it,
 * the closing row when it repeats the last entry's balance.
 */
export function withoutCarriedBalances(rows: TTableRow[]): TTableRow[] {
  if (rows.length < 4) {
    return withoutNamedFrame(rows);
  }
  const numbers = rows.map(numbersOf);
  const balance = numbers[1]?.find(([property]) =>
    numbers.every((entries) => entries.some(([other]) => other === property)),
  )?.[0];
  if (!balance) {
    return withoutNamedFrame(rows);
  }
  const balanceAt = (index: number) => numbers[index]?.find(([property]) => property === balance)?.[1] ?? Number.NaN;
  const movements = (index: number) =>
    (numbers[index] ?? []).filter(([property]) => property !== balance).map(([, value]) => Math.abs(value));
  // Entry `index` follows from the balance above it by one of its own amounts.
  const follows = (index: number) =>
    movements(index).some((amount) =>
      [1, -1].some((sign) => Math.abs(balanceAt(index - 1) + sign * amount - balanceAt(index)) < CENT),
    );
  const inner = rows.map((_, index) => index).slice(1, -1);
  if (inner.some((index) => movements(index).length === 0) || !inner.slice(1).every(follows)) {
    return withoutNamedFrame(rows);
  }
  const last = rows.length - 1;
  const opening = movements(0).length === 0 && follows(1);
  const closing = movements(last).length === 0 && Math.abs(balanceAt(last) - balanceAt(last - 1)) < CENT;
  return rows.filter((_, index) => !(index === 0 && opening) && !(index === last && closing));
}

/**
 * An account's opening and closing figures as its first and last rows, without a balance column ("Alter
 * Kontostand" … "Neuer Kontostand", whatever their words): the two rows have the cells of one layout that no row
 * between them has, the entries between them are debits and credits, and the last row's amount is the sum of
 * all rows above it. Neither is an entry.
 */
export function withoutFrameRows(rows: TTableRow[]): TTableRow[] {
  const last = rows.length - 1;
  const layout = (row: TTableRow) => row.line.cells.map((cell) => cell.start).join();
  const [first, end] = [rows[0], rows[last]];
  if (rows.length < 4 || !first || !end || layout(first) !== layout(end)) {
    return rows;
  }
  if (rows.slice(1, last).some((row) => layout(row) === layout(first))) {
    return rows;
  }
  const numbers = rows.map(numbersOf);
  const amount = numbers[0]?.findLast(([property]) =>
    numbers.every((row) => row.some(([other]) => other === property)),
  );
  const valueAt = (index: number) => numbers[index]?.find(([property]) => property === amount?.[0])?.[1] ?? 0;
  const above = rows.slice(0, last).reduce((sum, _, index) => sum + valueAt(index), 0);
  // The entries between move money both ways (an invoice's first item and its total would not).
  const entries = rows.slice(1, last).map((_, index) => valueAt(index + 1));
  const bothWays = entries.some((value) => value < 0) && entries.some((value) => value > 0);
  return amount && bothWays && Math.abs(above - valueAt(last)) < CENT ? rows.slice(1, last) : rows;
}

// The words of an opening balance's row: "Balance brought forward", "Opening (cash) balance", "Saldovortrag", "Alter
// Saldo", "Alter Kontostand", "Saldo Vormonat"; and of a closing one: "Closing (cash) balance", "New balance",
// "Endsaldo", "Neuer Kontostand", "Saldo neu". One word may stand inside the English ones ("Opening cash balance").
const OPENING =
  /\b(?:brought forward|balance forward|opening (?:\p{L}+ )?balance|previous balance|saldovortrag|anfangssaldo|alter saldo|saldo alt|alter kontostand|kontostand alt|saldo vormonat)\b/iu;
const CLOSING =
  /\b(?:carried forward|closing (?:\p{L}+ )?balance|new balance|endsaldo|schlusssaldo|neuer saldo|saldo neu|neuer kontostand|kontostand neu)\b/iu;

/** A line whose words open or close an account's balance: the entries around it are an account's (row-credits.ts). */
export const namesBalance = (text: string) => OPENING.test(text) || CLOSING.test(text);

/**
 * Without a balance column whose arithmetic tells them (or too few rows to check it): a first row whose words say it
 * opens the account's balance and a last row whose words say it closes it are no entries when each fills one number
 * at most (the balance, no money moved), unless the rows fill balances alone. A cash account prints them in its
 * amount column ("Opening cash balance 25,000.00" over its entries, "Closing cash balance 23,722.55" under them).
 */
function withoutNamedFrame(rows: TTableRow[]): TTableRow[] {
  // A list asking for the balances alone (`saldo`, no amount) keeps its opening balance as the first of them.
  const balances = rows.every((row) =>
    numbersOf(row).every(([property]) => /balance|saldo|kontostand/i.test(property.name)),
  );
  const frame = (row: TTableRow | undefined, words: RegExp) =>
    row !== undefined && !balances && words.test(row.line.text) && numbersOf(row).length <= 1;
  const opened = rows.length > 1 && frame(rows[0], OPENING) ? rows.slice(1) : rows;
  return opened.length > 1 && frame(opened[opened.length - 1], CLOSING) ? opened.slice(0, -1) : opened;
}
