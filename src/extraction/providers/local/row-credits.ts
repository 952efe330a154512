import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TLine } from './lines.ts';
import { parseNumber } from './parse-number.ts';
import type { TTableRow } from './table-rows.ts';

// "Leergut -0,75", "Pfandrückgabe", "Bottle deposit return": empties taken back, credited on the receipt.
const SIGNED = /\b(?:negati\w*|minus|below zero|unter null)\b/i;
const DEPOSIT_RETURN = /\b(?:leergut\w*|pfand\w*|deposit|bottle return|empties|crv)\b/i;

const FIGURE_RUN = /[\d.,'’]+/g;
const DIGIT = /\d/;

/** The end of the last "[.,]dd" (no digit after it) in `text` between `from` and `end`, or -1. */
function lastCentsEnd(text: string, from: number, end: number): number {
  for (let at = end; at - 3 >= from; at--) {
    const cents =
      /[.,]/.test(text.charAt(at - 3)) && DIGIT.test(text.charAt(at - 2)) && DIGIT.test(text.charAt(at - 1));
    if (cents && (at === end || !DIGIT.test(text.charAt(at)))) {
      return at;
    }
  }
  return -1;
}

/**
 * The figures with cents in a text, each from its run's first digit (a minus before the run with it) to its last
 * cents: what `text.matchAll(/-?\d[\d.,'’]*[.,]\d{2}(?!\d)/g)` found (one a run at most: the greedy run takes the
 * last cents), read a run at a time. The pattern ran from each digit of a long run to its end (quadratic).
 */
export function centsFigures(text: string): string[] {
  const figures: string[] = [];
  for (const run of text.matchAll(FIGURE_RUN)) {
    const runEnd = run.index + run[0].length;
    const digit = run[0].search(DIGIT);
    const first = digit === -1 ? -1 : run.index + digit;
    const end = first === -1 ? -1 : lastCentsEnd(text, first + 1, runEnd);
    if (end !== -1) {
      const start = first === run.index && text.charAt(first - 1) === '-' ? first - 1 : first;
      figures.push(text.slice(start, end));
    }
  }
  return figures;
}

/**
 * A row whose amounts are all below zero (a payment received, an instalment) is a credit, not an item. A deposit
 * return stays an item: the shop printed it as a line of the purchase, and with it the lines add up to the total.
 */
export function withoutCredits(rows: TTableRow[], after: TLine[] = []): TTableRow[] {
  // A field described as taking negative amounts ("payments and credits negative") wants the credits as items.
  if (rows.some((row) => [...row.values.keys()].some((property) => SIGNED.test(property.description ?? '')))) {
    return rows;
  }
  // Rows dated twice (booked and valued, bought and posted) are an account's entries: a payment in is one of them.
  if (rows.length > 0 && rows.every((row) => datesOf(row) >= 2)) {
    return rows;
  }
  const isCredit = (row: TTableRow) => {
    const numbers = [...row.values.values()].filter((value) => typeof value === 'number');
    return numbers.length > 0 && numbers.every((value) => value < 0) && !DEPOSIT_RETURN.test(row.line.text);
  };
  // Debits and credits mixed (an account's transactions: "-850,00" between "2.340,00" and "-64,37"), with
  // credits both before and after other rows, are all entries of the list.
  const credits = rows.flatMap((row, index) => (isCredit(row) ? [index] : []));
  const others = rows.flatMap((row, index) => (isCredit(row) ? [] : [index]));
  const [firstOther, lastOther] = [others[0] ?? 0, others[others.length - 1] ?? 0];
  // So are rows mostly below zero (a card statement's purchases "-34,99" over one refund "+12,00"): a list of
  // items with a payment or two drops those, but rows that are mostly "credits" are what the list is made of.
  const mixed =
    (credits.some((index) => index < firstOther) && credits.some((index) => index > lastOther)) ||
    (credits.length >= 2 && credits.length > others.length);
  const kept = others.length > 0 && !mixed ? rows.filter((row) => !isCredit(row)) : rows;
  return kept.length < rows.length && addsUpTo(rows, after) && !addsUpTo(kept, after) ? rows : kept;
}

const CENT = 0.005;

// A date cell counts whether read yet or not: "02/26" waits for its year from the statement (withYears).
const datesOf = (row: TTableRow) =>
  [...(row.texts ?? row.values).keys()].filter(
    (property) =>
      property.type === 'string' && property.format === 'date' && /\d/.test(String(row.texts?.get(property) ?? '')),
  ).length;

/**
 * The rows' amounts (the last number field every row fills) add up to a sum stated in the lines under the
 * table ("Total   9'060.00"): a discount row with them ("Sibling discount   -785.00") is one of the items.
 */
function addsUpTo(rows: TTableRow[], after: TLine[]): boolean {
  const amounts = rows.map((row) =>
    [...row.values].filter((entry): entry is [TSchemaProperty, number] => typeof entry[1] === 'number'),
  );
  const field = amounts[0]?.findLast(([property]) =>
    amounts.every((row) => row.some(([other]) => other === property)),
  )?.[0];
  if (!field || rows.length < 2) {
    return false;
  }
  const sum = amounts.reduce((total, row) => total + (row.find(([property]) => property === field)?.[1] ?? 0), 0);
  const stated = after.flatMap((line) => centsFigures(line.text).map((figure) => parseNumber(figure)));
  // Rows settled to nothing ("Visa payment -324.60" over "Balance 0.00") end with a payment, not a discount.
  return Math.abs(sum) >= CENT && stated.some((value) => value !== null && Math.abs(value - sum) < CENT);
}
