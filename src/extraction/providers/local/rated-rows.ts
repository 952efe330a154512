// A tax line of an assessment or a customs notice: "A00 Customs duty | 18,420.00 | 8.00% | 1,473.60", "Grundsteuer B |
// Messbetrag 148,34 € | 900 % | 1.335,06 €". The label's first figure is the base the rate is applied to; the duty,
// tax or charge the label names is the figure after the rate (session 26, kinds26). Decided by arithmetic, so no
// header's wording has to be known: base × rate = the last figure, to the cent.
import type { TCell, TLine } from './lines.ts';
import { NAMED_CODES } from './money-patterns.ts';
import { parseNumber } from './parse-number.ts';
import { NUMERIC_CELL } from './total-row.ts';
import { currencyWithAmount } from './value-kinds.ts';
import { labelWords } from './words.ts';

// A rate alone in its cell: "8.00%", "19 %", "900 %" (a German Hebesatz is hundreds of per cent).
const RATE_CELL = /^\d{1,4}(?:[.,]\d{1,3})?\s?%$/u;
// A base after a word or two of its own ("Messbetrag 148,34 €", "Zollwert 6.240,00"), or alone.
// Its currency after it is a sign or one of money-patterns.ts' codes (review27: "125,000 JPY" was no base).
const BASE_CELL = new RegExp(
  String.raw`^(?:\p{L}[\p{L}.-]*\s){0,2}\(?[$€£]?\s?\d[\d.,' ]*\s?(?:[$€£]|${NAMED_CODES})?\)?$`,
  'u',
);
// A label naming the base itself, not what the rate makes of it: an invoice's "Subtotal | 1,000.00 | 20% | 200.00",
// "Nettobetrag | 1.000,00 € | 19 % | 190,00 €", a customs value (review27: the subtotal was read as the tax).
const BASE_WORD =
  /^(?:net|nett\p{L}*|subtotal|zwischensumme|total|gesamt\p{L}*|summe|sum|amount|betrag|base|basis|taxable|bemessungsgrundlage|zollwert|warenwert)$/u;
// Half a cent of rounding, and a cent more for a rate printed with fewer decimals than it was applied with.
const TOLERANCE = 0.015;

const cellText = (line: TLine, cell: TCell | undefined) => (cell ? line.text.slice(cell.start, cell.end).trim() : '');

/**
 * The cell of the figure a rate makes of the base in the cell at `baseIndex` ("base | rate | amount", amount = base ×
 * rate), or null when the row holds no such three cells.
 */
export function ratedAmountCell(line: TLine, baseIndex: number): TCell | null {
  const [base, rate, amount] = [0, 1, 2].map((offset) => cellText(line, line.cells[baseIndex + offset]));
  if (!(base && rate && amount && BASE_CELL.test(base) && RATE_CELL.test(rate) && NUMERIC_CELL.test(amount))) {
    return null;
  }
  const [baseValue, rateValue, amountValue] = [base.replace(/^(?:\p{L}[\p{L}.-]*\s)+/u, ''), rate, amount].map(
    parseNumber,
  );
  if (baseValue == null || rateValue == null || amountValue == null || baseValue === 0) {
    return null;
  }
  return Math.abs((baseValue * rateValue) / 100 - amountValue) <= TOLERANCE
    ? (line.cells[baseIndex + 2] ?? null)
    : null;
}

// The base's word is the label's last ("Net amount", "Summe netto"); a tax before it makes the label the tax's ("Total
// VAT" names the tax, so does "MwSt gesamt").
const TAX_WORD = /^(?:vat|tax|mwst|ust|duty|zoll|\p{L}*steuer)$/u;
const namesBase = (label: string) => {
  const words = labelWords(label);
  return BASE_WORD.test(words.at(-1) ?? '') && !words.slice(0, -1).some((word) => TAX_WORD.test(word));
};

/**
 * The cell holding the value of the label in the cell at `cellIndex`: the figure a rate makes of a base after it
 * (unless the field is a rate itself), a currency alone with the amount after it ("Flugpreis | CHF | 214.00"), else
 * the next cell.
 */
export function valueCellAfter(line: TLine, cellIndex: number, wantsRate = false): TCell | undefined {
  return (
    (wantsRate || namesBase(cellText(line, line.cells[cellIndex])) ? null : ratedAmountCell(line, cellIndex + 1)) ??
    currencyWithAmount(line, cellIndex) ??
    line.cells[cellIndex + 1]
  );
}
