import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { fromHeader, isMail, personLike, signedCompany } from './mail-parts.ts';

// A field named for a firm alone ("firma", "business_name"), of no party by its words: in a mail it is the firm that
// writes (a company's reminder to its customer names the customer by name, not as "Firma"). Read last, when no label,
// sentence or other reading gave the field a value.
const FIRM = /^(?:firma|business)$/u;
const OTHER = /^(?:name|bezeichnung|des|der|the|of)$/u;

/** The firm a mail's signature names, else the From line's sender where that is no person. */
export function mailFirm(lines: TLine[], words: string[]): TValueSource | null {
  if (
    !isMail(lines) ||
    !words.some((word) => FIRM.test(word)) ||
    !words.every((word) => FIRM.test(word) || OTHER.test(word))
  ) {
    return null;
  }
  const from = fromHeader(lines);
  return signedCompany(lines) ?? (from && !personLike(from.text) ? from : null);
}
