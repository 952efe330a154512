import type { TValueSource } from './label-match.ts';
import { otherSide } from './label-qualifiers.ts';
import type { TLine } from './lines.ts';
import { labelWords } from './words.ts';

// Values that say what they are without a label: an IBAN (country, check digits, 11–30 more) and a BIC.
export const SELF_EVIDENT: Record<string, RegExp> = {
  iban: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/,
  bic: /\b[A-Z]{4}(?:DE|AT|CH|GB|FR|NL|BE|IT|ES|LU|US|IE|PL|DK|SE)[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b/,
};

// An IBAN or a BIC stands in a line's first characters; a longer line is read that far only.
const MAX_LINE = 2000;

// Words that say whose account a number is: the payer's or the payee's.
const PAYER = /^(?:payer|remitter|sender|debtor|auftraggeber|absender|zahler|schuldner|kontoinhaber)$/;
const PAYEE = /^(?:payee|recipient|beneficiary|creditor|empfaenger|beguenstigter|glaeubiger|zahlungsempfaenger)$/;
function ownerIn(text: string): 'payer' | 'payee' | null {
  const words = text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .split(/[^\p{L}]+/u);
  return words.some((word) => PAYER.test(word)) ? 'payer' : words.some((word) => PAYEE.test(word)) ? 'payee' : null;
}

/**
 * An IBAN or BIC without a label: the first one in the body, except one its line gives to another owner
 * ("Recipient IBAN: …" is no `payer_iban`). One whose line opens with the other side's word ("Your IBAN (for
 * refunds)" on a supplier's invoice, for `iban` or `supplier_iban`) only when the body has no other.
 */
export function guessSelfEvident(lines: TLine[], words: string[]): TValueSource | null {
  const pattern = words.map((word) => SELF_EVIDENT[word]).find((each) => each !== undefined);
  const own = ownerIn(words.join(' '));
  let otherSides: TValueSource | null = null;
  const every = pattern ? new RegExp(pattern.source, 'g') : null;
  for (const line of every ? lines.filter((candidate) => !candidate.header) : []) {
    for (const match of line.text.slice(0, MAX_LINE).matchAll(every as RegExp)) {
      const before = line.text.slice(0, match.index);
      const owner = ownerIn(before);
      const another = own !== null && owner !== null && owner !== own;
      // "VAT NL859011223B01" has an IBAN's shape but is shorter than any country's IBAN (15 at least).
      const tooShort = words.includes('iban') && match[0].replace(/ /g, '').length < 15;
      if (another || tooShort) {
        continue;
      }
      const found = { text: match[0], line, quoteStart: match.index, quoteEnd: match.index + match[0].length };
      if (otherSide(words, labelWords(before.slice(-80))) === 0) {
        return found;
      }
      otherSides ??= found;
    }
  }
  return otherSides;
}
