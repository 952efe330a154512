import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { mailHeaderLine, NO_REPLY } from './mail-forward.ts';
import { findDate } from './parse-date.ts';
import { partyRole } from './parties.ts';
import { SELF_EVIDENT } from './self-evident.ts';
import { namesEmail, namesFax, namesPhone, namesVatNumber, namesWeb, type TShape } from './shape-names.ts';
import { nameWords } from './words.ts';

// Values a field's name promises a shape for, printed mostly without a label: an e-mail address, a web address, a
// telephone number, a VAT identification number. A letterhead, a footer or a signature names them by shape alone
// ("www.gartenbau-kessler.de", "+44 20 7946 0381", "DE 314 882 570"), and a value of another shape (a company's name
// for `supplier_email`) is no value of such a field at all.
export type { TShape } from './shape-names.ts';

const EMAIL_DESCRIBED = /^(?:(?:the|die|das|der)\s+)?e-?mail[\s-]?(?:address|adresse)\b/iu;

/** The shape a plain string field's name promises, or null: `supplier_email`, `webseite`, `durchwahl`, `ust_id`. */
export function shapeOf(property: TSchemaProperty): TShape | null {
  if (property.type !== 'string' || property.format) {
    return null;
  }
  const words = nameWords(property.name);
  // `original_sender` described as "e-mail address of the utility that sent the bill": an address, as its name's.
  if (namesEmail(words) || EMAIL_DESCRIBED.test(property.description ?? '')) {
    return 'email';
  }
  if (namesWeb(words) && !words.includes('name')) {
    return 'web';
  }
  if (namesPhone(words) || namesFax(words)) {
    return 'phone';
  }
  return namesVatNumber(words) ? 'vat' : null;
}

const SHAPES: Record<TShape, RegExp> = {
  email: /(?<![^\s@<>()[\]",;:])[^\s@<>()[\]",;:]{1,64}@[^\s@<>()[\]",;:]+\.[^\s@<>()[\]",;:]*[^\s@<>()[\]",;:.]/g,
  web: /(?<![\w@./-])(?:https?:\/\/)?(?:www\.)[\p{L}\d-]+(?:\.[\p{L}\d-]+)+(?:\/[^\s<>"']*)?(?<![.,;:!?)])/gu,
  // "+44 20 7946 0381", "0711 / 47 90 33", "(030) 2345-67", "0511 3391-2284": a leading + or 0, digit groups apart.
  // "+49 (0)711 2345 678-12": the trunk's bracketed 0 glued to the area code.
  // North American numbers start with no 0: "(617) 555-0148", "617-555-0148", "1-800-555-0199".
  phone:
    /(?<![\w+.,/-])(?:(?:\+\d{1,3}(?:\s?\(0\)\d{0,5})?|\(?0\d{1,5}\)?)(?:(?: ?[-/] ?| )\d{1,8}){1,5}|\([2-9]\d{2}\) ?\d{3}-\d{4}|(?:1-)?[2-9]\d{2}-\d{3}-\d{4})(?![\w.,]\d|\w)/g,
  // German, Austrian, British, Swiss, French, Dutch, Irish, … VAT numbers as printed ("DE 281 447 019", "ATU12345678").
  vat: /\b(?:DE ?\d{3} ?\d{3} ?\d{3}|ATU ?\d{8}|GB ?\d{3} ?\d{4} ?\d{2}(?: ?\d{3})?|CHE[- ]?\d{3}\.\d{3}\.\d{3}(?: ?(?:MWST|TVA|IVA))?|FR ?[0-9A-Z]{2} ?\d{3} ?\d{3} ?\d{3}|NL ?\d{9} ?B\d{2}|IE ?\d{7}[A-Z]{1,2}|BE ?0\d{9}|LU ?\d{8}|IT ?\d{11}|ES ?[0-9A-Z]\d{7}[0-9A-Z])(?![ ]?\d)/g,
};

const IBANS = new RegExp(SELF_EVIDENT.iban?.source ?? '$^', 'g');
const digitsIn = (text: string) => text.replace(/\D/g, '').length;

/** Every value of the shape in a text, in order, each with where it starts. */
function shapedIn(shape: TShape, text: string): { text: string; index: number }[] {
  const found: { text: string; index: number }[] = [];
  // An IBAN's digit groups ("DE66 3705 0198 0012 …") are no telephone number: blanked, in place, before the search.
  const read = shape === 'phone' ? text.replace(IBANS, (iban) => ' '.repeat(iban.length)) : text;
  for (const match of read.matchAll(SHAPES[shape])) {
    const value = match[0].trim();
    // "01.04.2026 - 30.06.2026" or "12 3456 78" are no telephone numbers: 7 to 15 digits, no date inside.
    const phoneLike = digitsIn(value) >= 7 && digitsIn(value) <= 15 && findDate(value) === null;
    if (shape !== 'phone' || phoneLike) {
      found.push({ text: value, index: match.index });
    }
  }
  return found;
}

/** The value of the field's shape inside a value read for it ("Tel. 0221 94 38 17-22"), or null when there is none. */
export function ownShape(shape: TShape, value: string): string | null {
  return shapedIn(shape, value)[0]?.text ?? null;
}

const FAX_BEFORE = /\b(?:fax|telefax)\b[\s.:]*$/i;
// "Your VAT No. GB 702 1183 45", "Ihre USt-IdNr.", "Customer VAT ID", "USt-IdNr. des Kunden": a value the document
// labels as the addressee's is not the writer's, whatever comes first.
const ADDRESSEE_LABEL =
  /(?:^|[\s(/-])(?:your|ihre?|customer|client|buyer|purchaser|recipient|kunden?|käufers?|auftraggebers?|leistungsempfängers?|empfängers?)(?=[\s.:/-]|$)/iu;

/** The label right before a value on its line: the last stretch of words after a wide gap or a separator. */
function labelBefore(line: TLine, index: number): string {
  const before = line.text.slice(Math.max(0, index - 48), index);
  const pieces = before.split(/\s{2,}|\t|[·|•;]/u).filter((piece) => /\p{L}/u.test(piece));
  return pieces[pieces.length - 1] ?? '';
}

/**
 * A shaped value without a label: the first one of the body, where letterheads, signatures and footers give the
 * writer's. A field of the addressee (`customer_email`) is not guessed: the body's first address is the writer's.
 * A mail's own sender is its From header's address.
 */
export function guessShaped(property: TSchemaProperty, lines: TLine[], parentName?: string): TValueSource | null {
  const shape = shapeOf(property);
  const words = [...nameWords(parentName ?? ''), ...nameWords(property.name)];
  if (!shape || partyRole(words, lines) === 'recipient') {
    return null;
  }
  const wantsFax = namesFax(words);
  // The sender's From line: a forwarded message's own where the mail forwards one (mail-forward.ts).
  const from = shape === 'email' ? mailHeaderLine(lines, 'from')?.line : undefined;
  // A From line's "noreply@…" answers nobody: the body's address is the sender's, the no-reply one the last resort.
  let unanswered: TValueSource | null = null;
  for (const line of lines) {
    if (line.header && line !== from) {
      continue;
    }
    for (const value of shapedIn(shape, line.text)) {
      const fax = FAX_BEFORE.test(line.text.slice(0, value.index));
      // Only a VAT number: "Customer service: 0800 …", "Your contact: …" give the writer's telephone and address.
      const addressees = shape === 'vat' && ADDRESSEE_LABEL.test(labelBefore(line, value.index));
      if ((shape !== 'phone' || fax === wantsFax) && !addressees) {
        const source = { text: value.text, line, quoteStart: value.index, quoteEnd: value.index + value.text.length };
        if (line !== from || !NO_REPLY.test(value.text)) {
          return source;
        }
        unanswered ??= source;
      }
    }
  }
  return unanswered;
}
