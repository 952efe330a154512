// A field named by a tax or charge at a rate: `vat_20_percent`, `mwst_7_prozent`, `ust_19_pct`. The number before
// "percent" is the rate the document prints in the label ("VAT 20%:", "darin MwSt 7 %:"), so the field asks for the
// amount at that rate, as `mwst_7` does, not for the rate: a rate field names no rate of its own (`vat_rate_percent`).

const PERCENT_WORD = /^(?:percent|prozent|pct|pc)$/;
const RATE_NUMBER = /^\d{1,2}(?:[.,]\d{1,2})?$/;
const RATE_OWN_WORD = /^(?:rate|satz|percentage|steuersatz|quote)$/;

/**
 * The words of a name that states its rate and asks for the amount at it, without the trailing percent word
 * (`vat_20_percent` → vat, 20); null for any other name.
 */
export function amountAtNamedRate(words: string[]): string[] | null {
  const last = words[words.length - 1] ?? '';
  const rate = words[words.length - 2] ?? '';
  if (words.length < 3 || !PERCENT_WORD.test(last) || !RATE_NUMBER.test(rate)) {
    return null;
  }
  return words.some((word) => RATE_OWN_WORD.test(word)) ? null : words.slice(0, -1);
}
