// Arithmetic evidence for a total: a bill prints its parts and their sums one under the other ("Subtotal / Shipping /
// Tax / Total", "Netto / USt. / Brutto / abzgl. Anzahlung / Zu zahlen", "Total charges / Deposit paid / Balance
// due"). A row whose amount is the sum of the rows right above it is a sum of them. Across the development sets the
// most frequent wrong value is another amount of such a block taken for the total (a subtotal, the net, the amount
// before a deposit), and a total that agrees with no printed parts is often misread. The rows are read from the
// lines alone, whichever rule found the value.
import type { TLine } from './lines.ts';
import { parseNumber } from './parse-number.ts';

export type TAmountRow = { index: number; label: string; amount: number };

// The last cell of a row as an amount with cents ("1.292,00", "$977.35", "-250.00", "(12.50)", "203,52 EUR"), or a
// whole amount with its currency ("8.412 €").
const CURRENCY = '(?:[$€£]|EUR|USD|GBP|CHF)';
const AMOUNT = new RegExp(
  String.raw`^[-−+]?\(?[-−+]?(?:${CURRENCY}\s?)?[-−]?(?:\d{1,3}(?:[.,' \u00a0\u202f]\d{3})*[.,]\d{2}|(?<whole>\d{1,3}(?:[.,' ]\d{3})*))\)?-?(?:\s?${CURRENCY})?$`,
  'u',
);
// A row that takes its amount away though printed without a sign: "abzgl. Anzahlung", "Less amount paid",
// "abzüglich geleisteter Abschläge", "Deposit paid 02 May 2026", "Insurance paid". Its label opens with the word that
// says so, or says the amount was paid, unless paid for the reader ("Import duty paid on your behalf" is a charge).
const SUBTRACTS =
  /^(?:less|minus|abzgl\.?|abzüglich|abz\.|deposit|anzahlung|bereits|geleistete|payments?|paid|credits?|discount|rabatt|skonto|nachlass|vorauszahlung\p{L}*|ihre vorauszahlung\p{L}*)(?!\p{L})|\b(?:paid|received|gezahlt|erhalten)\b(?!\s+(?:on|for|by|to|im|für)\b)/iu;
const CENT = 0.005;

function amountOf(cell: string): number | null {
  const match = AMOUNT.exec(cell.trim());
  if (!match) {
    return null;
  }
  // A whole number counts only with its currency: "2026", "3" and "84.210" km are no amounts.
  if (match.groups?.whole && !new RegExp(CURRENCY, 'u').test(cell)) {
    return null;
  }
  return parseNumber(cell);
}

/** Each line's row of the block, if its last cell is an amount after a label with letters; else null. */
export function amountRows(lines: TLine[]): (TAmountRow | null)[] {
  return lines.map((line, index) => {
    const last = line.cells.at(-1);
    if (!last || line.cells.length < 2) {
      return null;
    }
    const cell = line.text.slice(last.start, last.end);
    const amount = amountOf(cell);
    const label = line.text.slice(0, last.start).trim();
    if (amount === null || !/\p{L}/u.test(label)) {
      return null;
    }
    const signed = amount > 0 && SUBTRACTS.test(label) ? -amount : amount;
    return { index, label, amount: signed };
  });
}

/** The rows of the block above row `at`, nearest first: amount rows, across blank lines, up to a line of text. */
function rowsAbove(rows: (TAmountRow | null)[], lines: TLine[], at: number): TAmountRow[] {
  const above: TAmountRow[] = [];
  for (let index = at - 1; index >= 0 && above.length < 12; index--) {
    const row = rows[index];
    if (row) {
      above.push(row);
    } else if (lines[index]?.cells.length) {
      break;
    }
  }
  return above;
}

/**
 * The rows above row `at` that sum to its amount (two at least, nearest first), or null when no run right above it
 * does: "Total 438.07" sums "Sales tax 33.15", "Shipping 14.95", "Subtotal 389.97".
 */
export function partsOf(rows: (TAmountRow | null)[], lines: TLine[], at: number): TAmountRow[] | null {
  const row = rows[at];
  if (!row) {
    return null;
  }
  const above = rowsAbove(rows, lines, at);
  let sum = 0;
  for (const [count, part] of above.entries()) {
    sum += part.amount;
    if (count >= 1 && Math.abs(sum - Math.abs(row.amount)) < CENT && Math.abs(row.amount) > CENT) {
      return above.slice(0, count + 1);
    }
  }
  return null;
}

// A row that names a sum: the one a total or an amount due may be replaced by.
const SUM_LABEL =
  /\b(?:total|sum|gesamt\p{L}*|\p{L}*summe|brutto|gross|grand|\p{L}*betrag|amount|due|balance|zahlen|zahlbetrag|endbetrag|rest\p{L}*|saldo|owe)\b/iu;

// A dunning letter's fees and interest make a claim out of an invoice's total or open amount: neither a larger total
// nor the amount due the field asks for (it may be either, the claim or the open amount).
const CLAIM = /mahn|zins|interest|late|verzug|säumnis|inkasso|collection|penalt/iu;

/**
 * The sum a row's amount goes into: the next row below (six rows at most) whose parts include it; `adding`: only a
 * sum of added parts (a total with tax and shipping over a subtotal, not an amount due after a deposit).
 */
export function sumOver(rows: (TAmountRow | null)[], lines: TLine[], at: number, adding: boolean): TAmountRow | null {
  for (let index = at + 1; index < rows.length && index <= at + 6; index++) {
    const row = rows[index];
    if (!row) {
      if (lines[index]?.cells.length) {
        return null;
      }
      continue;
    }
    const parts = partsOf(rows, lines, index);
    if (
      parts?.some((part) => part.index === at) &&
      SUM_LABEL.test(row.label) &&
      parts.every((part) => !CLAIM.test(part.label)) &&
      (!adding || parts.every((part) => part.amount > 0))
    ) {
      return row;
    }
  }
  return null;
}
