import type { TTableRow } from './table-rows.ts';

// "Leergut -0,75", "Pfandrückgabe", "Bottle deposit return": empties taken back, credited on the receipt.
const DEPOSIT_RETURN = /\b(?:leergut\w*|pfand\w*|deposit|bottle return|empties|crv)\b/i;

/**
 * A row whose amounts are all below zero (a payment received, an instalment) is a credit, not an item. A deposit
 * return stays an item: the shop printed it as a line of the purchase, and with it the lines add up to the total.
 */
export function withoutCredits(rows: TTableRow[]): TTableRow[] {
  const isCredit = (row: TTableRow) => {
    const numbers = [...row.values.values()].filter((value) => typeof value === 'number');
    return numbers.length > 0 && numbers.every((value) => value < 0) && !DEPOSIT_RETURN.test(row.line.text);
  };
  // Debits and credits mixed (an account's transactions: "-850,00" between "2.340,00" and "-64,37"), with
  // credits both before and after other rows, are all entries of the list.
  const credits = rows.flatMap((row, index) => (isCredit(row) ? [index] : []));
  const others = rows.flatMap((row, index) => (isCredit(row) ? [] : [index]));
  const [firstOther, lastOther] = [others[0] ?? 0, others[others.length - 1] ?? 0];
  const mixed = credits.some((index) => index < firstOther) && credits.some((index) => index > lastOther);
  return others.length > 0 && !mixed ? rows.filter((row) => !isCredit(row)) : rows;
}
