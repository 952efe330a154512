import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';

// Values that say what they are without a label: an IBAN (country, check digits, 11–30 more) and a BIC.
export const SELF_EVIDENT: Record<string, RegExp> = {
  iban: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/,
  bic: /\b[A-Z]{4}(?:DE|AT|CH|GB|FR|NL|BE|IT|ES|LU|US|IE|PL|DK|SE)[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b/,
};

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
 * ("Recipient IBAN: …" is no `payer_iban`).
 */
export function guessSelfEvident(lines: TLine[], words: string[]): TValueSource | null {
  const pattern = words.map((word) => SELF_EVIDENT[word]).find((each) => each !== undefined);
  const own = ownerIn(words.join(' '));
  for (const line of pattern ? lines.filter((candidate) => !candidate.header) : []) {
    const match = pattern?.exec(line.text);
    const owner = match ? ownerIn(line.text.slice(0, match.index)) : null;
    const another = own !== null && owner !== null && owner !== own;
    if (match && !another) {
      return { text: match[0], line, quoteStart: match.index, quoteEnd: match.index + match[0].length };
    }
  }
  return null;
}
