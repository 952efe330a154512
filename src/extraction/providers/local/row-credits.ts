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
  return rows.some((row) => !isCredit(row)) ? rows.filter((row) => !isCredit(row)) : rows;
}
