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
    return withoutNamedOpening(rows);
  }
  const numbers = rows.map(numbersOf);
  const balance = numbers[1]?.find(([property]) =>
    numbers.every((entries) => entries.some(([other]) => other === property)),
  )?.[0];
  if (!balance) {
    return rows;
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
    return rows;
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

// The words of an opening balance's row: "Balance brought forward", "Opening balance", "Saldovortrag", "Alter Saldo".
const OPENING =
  /\b(?:brought forward|balance forward|opening balance|previous balance|saldovortrag|anfangssaldo|alter saldo)\b/i;

/**
 * Too few rows to check the balance's arithmetic: a first row whose words say it opens the account's balance and
 * that fills one number at most (the balance, no money moved) is no entry.
 */
function withoutNamedOpening(rows: TTableRow[]): TTableRow[] {
  const [first, ...entries] = rows;
  return first && entries.length > 0 && OPENING.test(first.line.text) && numbersOf(first).length <= 1 ? entries : rows;
}
