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
    return rows;
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
