// Whether prices include the tax: `vat_included`, `prices_incl_vat`, `inkl_mwst`, `tax_included`. Offers, bookings and
// order confirmations say it as a phrase beside an amount, "129,00 € inkl. MwSt.", "GBP 650 plus VAT", "zzgl. 19 %
// MwSt.", never under a label of the field's own. A document that says both (net prices "zzgl. MwSt.", a total
// "inkl. MwSt.") leaves the field open: which amount the field means, only its description could tell.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';

const TAX = String.raw`(?:vat|mwst|ust|mehrwertsteuer|umsatzsteuer|gst|hst|sales\s+tax|tax)\b`;
// "(?:gesetzl. )", "19 %": what may stand between the word of inclusion and the tax's name.
const BETWEEN = String.raw`\s{0,3}(?:\d{1,2}(?:[.,]\d{1,2})?\s?%\s{0,3})?(?:(?:der|the|gesetzl\w*|statutory)\.?\s{1,3})?`;
const INCLUDED = new RegExp(
  String.raw`(?<!\p{L})(?:inkl|incl|inklusive|inclusive(?:\s+of)?|including|includes|enthaltene?)\.?${BETWEEN}${TAX}`,
  'iu',
);
const EXCLUDED = new RegExp(
  String.raw`(?<!\p{L})(?:zzgl|zuzügl|zuzüglich|plus|excl|exkl|exklusive|excluding|exclusive\s+of|ohne|net\s+of)\.?${BETWEEN}${TAX}`,
  'iu',
);

const TAX_WORD = /^(?:vat|mwst|ust|tax|gst|hst|mehrwertsteuer|umsatzsteuer|steuer)$/;
const INCLUSION_WORD = /^(?:included|includes|include|incl|inkl|inclusive|inklusive|including|enthalten|inkludiert)$/;

/** Whether the field's name asks if prices include the tax (a tax word and a word of inclusion). */
export const namesTaxIncluded = (words: string[]) =>
  words.some((word) => TAX_WORD.test(word)) && words.some((word) => INCLUSION_WORD.test(word));

/** "yes" where the document says only that prices include the tax, "no" where only that it comes on top; else null. */
export function taxIncludedFlag(lines: TLine[], words: string[]): TValueSource | null {
  if (!namesTaxIncluded(words)) {
    return null;
  }
  let included: TValueSource | null = null;
  let excluded: TValueSource | null = null;
  for (const line of lines.filter((candidate) => !candidate.header)) {
    // A line is read up to 400 characters: the phrase stands beside an amount, not deep in a paragraph's run.
    const text = line.text.slice(0, 400);
    const yes = INCLUDED.exec(text);
    const no = EXCLUDED.exec(text);
    included ??= yes && { text: 'yes', line, quoteStart: yes.index, quoteEnd: yes.index + yes[0].length };
    excluded ??= no && { text: 'no', line, quoteStart: no.index, quoteEnd: no.index + no[0].length };
  }
  return included && excluded ? null : (included ?? excluded);
}
