// A field asking for what has been paid (`amount_paid`, `bereits_gezahlt`) shares its label words with a total ("Amount
// paid" on a receipt is its total), so "Total" can win it on a bill that prints what was paid as a deduction under the
// total: "Total £2,940.00 / Less deposit received -£1,000.00 / Balance due £1,940.00". When the found amount is such a
// total, and the row under it takes a payment off it that leaves the next row's amount, the payment is what was paid.
import type { TOutputSchema } from '../../schema/output-schema.ts';
import type { TSourceMap } from '../../types.ts';
import type { TLine } from './lines.ts';
import { amountRows, partsOf, type TAmountRow } from './sum-evidence.ts';
import { rowOf } from './sum-totals.ts';
import { nameWords } from './words.ts';

const PAID = /^(?:paid|received|gezahlt\p{L}*|bezahlt\p{L}*|erhalten\p{L}*|geleistet\p{L}*|eingegangen\p{L}*)$/u;
const NOT_PAID = /^(?:due|balance|remaining|outstanding|offen\p{L}*|rest\p{L}*|unpaid|tax|vat|interest|zinsen)$/u;

/** Whether a number field asks for an amount already paid. */
export const namesPaid = (name: string) => {
  const words = nameWords(name);
  return words.some((word) => PAID.test(word)) && !words.some((word) => NOT_PAID.test(word));
};

/** The next amount row below row `at` within two lines, or null. */
function nextRow(rows: (TAmountRow | null)[], lines: TLine[], at: number): TAmountRow | null {
  for (let index = at + 1; index < rows.length && index <= at + 2; index++) {
    const row = rows[index];
    if (row) {
      return row;
    }
    if (lines[index]?.cells.length) {
      return null;
    }
  }
  return null;
}

/** The payment taken off a found total: the row under it that subtracts, whose next row is what is left. */
function paymentUnder(rows: (TAmountRow | null)[], lines: TLine[], total: TAmountRow): TAmountRow | null {
  const payment = nextRow(rows, lines, total.index);
  const left = payment && payment.amount < 0 ? nextRow(rows, lines, payment.index) : null;
  const parts = left ? partsOf(rows, lines, left.index) : null;
  return parts?.length === 2 && parts[0] === payment && parts[1] === total ? payment : null;
}

/** Replaces a paid field's found total by the payment the next row takes off it (in the result and its source). */
export function withPayments(
  schema: TOutputSchema,
  result: Record<string, unknown>,
  sources: TSourceMap,
  lines: TLine[],
) {
  let rows: (TAmountRow | null)[] | undefined;
  const visit = (properties: TOutputSchema, holder: Record<string, unknown>, path: string) => {
    for (const property of properties) {
      const at = path ? `${path}.${property.name}` : property.name;
      const value = holder[property.name];
      if (property.type === 'object' && value && typeof value === 'object') {
        visit(property.properties, value as Record<string, unknown>, at);
      } else if (property.type === 'number' && typeof value === 'number' && namesPaid(property.name)) {
        const source = sources[at];
        rows ??= amountRows(lines);
        const row = source ? rowOf(rows, lines, value, source.quote) : null;
        const payment = row && row.amount > 0 ? paymentUnder(rows, lines, row) : null;
        const line = payment ? lines[payment.index] : undefined;
        const last = line?.cells.at(-1);
        if (source && payment && line && last) {
          holder[property.name] = Math.abs(payment.amount);
          sources[at] = { ...source, page: line.page, quote: line.text.slice(last.start, last.end).trim() };
        }
      }
    }
  };
  visit(schema, result, '');
}
