// A bill's gross amount printed under another name: "Nettobetrag 2.840,00 / zzgl. 19 % MwSt. 539,60 / Gesamtbetrag
// 3.379,60" for `brutto`. "Gesamtbetrag" is no label of `brutto` (a payslip's "Brutto" is its gross pay, and a
// total may be an amount due after a deposit); the arithmetic says which row is net plus tax: the row whose amount
// is the sum of a net row and a tax row right above it (sum-evidence.ts).
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { amountRows, partsOf } from './sum-evidence.ts';

// Fields of a bill's gross: `brutto`, `bruttobetrag`, `gross_amount`; not a payslip's gross pay or salary.
const GROSS = /^(?:brutto|bruttobetrag|bruttosumme|gross|gesamtbrutto)$/;
const PAY = /^(?:pay|salary|wage|wages|earnings|lohn|gehalt|entgelt|verdienst|bezuege|income|einkommen)$/;
const TAX_ROW = /mwst|ust\b|umsatzsteuer|mehrwertsteuer|\bvat\b|\btax\b|\bgst\b/iu;
const NET_ROW = /netto|\bnet\b|subtotal|zwischensumme|summe/iu;

/** The row of net plus tax for a field of a bill's gross amount, or null. */
export function grossRow(lines: TLine[], words: string[]): TValueSource | null {
  if (!words.some((word) => GROSS.test(word)) || words.some((word) => PAY.test(word))) {
    return null;
  }
  const rows = amountRows(lines);
  for (const [at, row] of rows.entries()) {
    const parts = row ? partsOf(rows, lines, at) : null;
    const [tax, net] = parts ?? [];
    if (row && parts?.length === 2 && tax && net && TAX_ROW.test(tax.label) && NET_ROW.test(net.label)) {
      const line = lines[at] as TLine;
      const cell = line.cells.at(-1);
      const start = cell?.start ?? 0;
      return {
        text: line.text.slice(start, cell?.end),
        line,
        quoteStart: start,
        quoteEnd: cell?.end ?? line.text.length,
      };
    }
  }
  return null;
}
