import type { TLabelMatch } from './find-labelled.ts';

// Words of a name that make its value a sum of money, alone or as a compound's last part ("Gesamtpreis").
const MONEY_WORD =
  /(?:price|preis|amount|betrag|total|summe|sum|fee|gebuehr|cost|kosten|charge|tax|steuer|mwst|ust|vat|balance|saldo|paid|due|tip|trinkgeld|subtotal|netto|brutto|net|gross)$/;
// A sum as printed: a currency, or two decimals ("68,93", "$1,330.00", "EUR 12").
const MONEY_VALUE = /[$€£¥]|\b(?:EUR|USD|GBP|CHF|JPY)\b|\d[.,]\d{2}(?!\d)/u;

/** Whether a number field names a sum of money (`preis`, `total_due`, `gesamtbetrag`). */
export const namesMoney = (words: string[]) => words.some((word) => MONEY_WORD.test(word));

/**
 * For a sum of money, among labels found equally good, those whose value is written as money first: "Gesamtpreis
 * 68,93 €" rather than "Flexpreis (Einzelfahrt) | 2. Klasse". Others keep their order.
 */
export function moneyFirst(matches: TLabelMatch[], textOf: (match: TLabelMatch) => string): TLabelMatch[] {
  const money = (match: TLabelMatch) => (MONEY_VALUE.test(textOf(match)) ? 1 : 0);
  return [...matches].sort((a, b) => b.score - a.score || money(b) - money(a));
}
