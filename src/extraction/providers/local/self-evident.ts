import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';

// Values that say what they are without a label: an IBAN (country, check digits, 11–30 more) and a BIC.
export const SELF_EVIDENT: Record<string, RegExp> = {
  iban: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/,
  bic: /\b[A-Z]{4}(?:DE|AT|CH|GB|FR|NL|BE|IT|ES|LU|US|IE|PL|DK|SE)[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b/,
};

/** An IBAN or BIC without a label: the first one in the body. */
export function guessSelfEvident(lines: TLine[], words: string[]): TValueSource | null {
  const pattern = words.map((word) => SELF_EVIDENT[word]).find((each) => each !== undefined);
  for (const line of pattern ? lines.filter((candidate) => !candidate.header) : []) {
    const match = pattern?.exec(line.text);
    if (match) {
      return { text: match[0], line, quoteStart: match.index, quoteEnd: match.index + match[0].length };
    }
  }
  return null;
}
