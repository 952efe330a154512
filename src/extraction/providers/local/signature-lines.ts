import { QUOTE_PREFIX } from '../../documents/mail-unwrap.ts';
import { trimTrailing } from '../../trim-trailing.ts';
import type { TLine } from './lines.ts';
import { DEPARTMENT } from './mail-display-name.ts';
import { nameWords } from './words.ts';

// How a signature's lines are read beyond their legal form (mail-parts.ts): Apple Mail quotes a forwarded message
// whole, its signature included ("> Mit freundlichen Grüßen" / "> Thomas Krämer"); a German clerk signs on the firm's
// behalf ("i. A. Jörg Albrecht"); a small firm without a legal form names itself on the line over its address
// ("Hannah Cole" / "The Saltmarsh Kitchen" / "14 Quay Street, Southwold IP18 6BX").

/** A line's text without the quote marks of a quoted forward (the mail reader's, after any indent), trimmed. */
export const unquoted = (text: string) =>
  text
    .replace(/^[ \t]*/, '')
    .replace(QUOTE_PREFIX, '')
    .trim();

// "i. A.", "i.V.", "ppa.", "pp.": signed on behalf of the firm; the mark is no part of the signer's name.
const ON_BEHALF = /^(?:i\.\s?[AV]\.|ppa\.|p\.\s?p\.|pp\.)\s?(?=\p{Lu})/u;

/** The signer's name on a signature line: without quote marks and "i. A.". */
export const signerText = (line: TLine) => unquoted(line.text).replace(ON_BEHALF, '').trim();

// A part that starts an address: "14 Quay Street", "Königstraße 12", "Hattinger Str. 220", "70173 Stuttgart",
// "Southwold IP18 6BX", "Unit 4". A phone or a web address is no firm's name either, but no address.
const STREET_PART = /^(?:\d{1,4}\p{L}?\s+\p{Lu}|\p{Lu}[\p{L}.-]*(?:\s\p{Lu}?[\p{L}.-]+){0,3}\s\d{1,4}\s?\p{L}?$)/u;
const POSTAL_PART =
  /^(?:\d{4,5}\s\p{Lu}|\p{Lu}[\p{L}'-]*(?:\s\p{Lu}[\p{L}'-]*){0,2}\s[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}$)/u;
const PARTS = /\s[·|•–]\s|,\s/u;

const isAddressPart = (part: string) => STREET_PART.test(part.trim()) || POSTAL_PART.test(part.trim());

// Words of a role or a desk, not of a firm: "Customer Service Coordinator", "Empfang", "Head of Sales".
const ROLE =
  /^(?:manager\p{L}*|director|direktor\p{L}*|coordinator|koordinator\p{L}*|assistant|assistenz|assistentin|sales|accounts|accounting|buchhaltung|empfang|reception|rezeption|leitung|leiter\p{L}*|geschäftsführ\p{L}*|inhaber\p{L}*|team|\p{L}+team|officer|head|chief|ceo|cfo|cto|coo|founder|gründer\p{L}*|owner|support|service|kundenservice|customer|care|vertrieb|einkauf|verkauf|forderungsmanagement|sachbearbeit\p{L}*|consultant|berater\p{L}*|advisor|adviser|agent|representative|specialist|engineer|ingenieur\p{L}*|secretary|sekretariat|sekretär\p{L}*|clerk|administrator|administration|verwaltung|mitarbeiter\p{L}*|referent\p{L}*|abteilung|department|dept|desk|office|front|partnerin|junior|senior|dipl\p{L}*|mba|phd)$/iu;

/** Whether a word names a role or a desk ("Manager", "Buchhaltung"): a signer's title, no firm's word. */
export const isRoleWord = (word: string) => ROLE.test(trimTrailing(word, /[.,;]/));

/** Whether a line's text could be a firm's name: capitalised, a few words, no digit, no address, no role. */
function firmName(text: string): boolean {
  const words = text.split(/\s+/);
  return (
    text.length <= 60 &&
    words.length >= 2 &&
    words.length <= 6 &&
    /^\p{Lu}/u.test(text) &&
    !/[\d@/:]/.test(text) &&
    !words.some((word) => ROLE.test(trimTrailing(word, /[.,;]/)))
  );
}

/**
 * The firm a signature names without a legal form: the line over its first address line ("The Saltmarsh Kitchen"
 * over "14 Quay Street, …"), else the first part of that address line ("Autohaus Meyerhoff · Pagenstecherstraße 101 ·
 * 49090 Osnabrück"). Never the signer's own line, and never the block's first line when that reads as a person's.
 */
export function firmOverAddress(
  block: TLine[],
  person: TLine | null,
  personLike: (text: string) => boolean,
): { line: TLine; text: string } | null {
  const at = block.findIndex((line) => unquoted(line.text).split(PARTS).some(isAddressPart));
  const line = block[at];
  if (!line) {
    return null;
  }
  const over = block[at - 1];
  const overText = over ? unquoted(over.text) : '';
  // "Kaffeewerk Schmid" over "Rösterei & Versand, Am Speicher 3, …": the line over the address names the firm first.
  if (over && over !== person && firmName(overText) && !(at - 1 === 0 && personLike(overText))) {
    return { line: over, text: overText };
  }
  const parts = unquoted(line.text).split(PARTS);
  const head = parts[0]?.trim() ?? '';
  const headed = !isAddressPart(head) && parts.slice(1).some(isAddressPart) && firmName(head);
  return headed && line !== person && !(at === 0 && personLike(head)) ? { line, text: head } : null;
}

// "Currys Customer Services": the sender's desk, not a firm named after it.
const department = (word: string) => DEPARTMENT.test(word) || DEPARTMENT.test(word.replace(/s$/u, ''));

/**
 * The firm a signature names after the From line's sender: "Lena Vogt Fotografie" (the sender's name and more words),
 * "Sanitär Yilmaz" under "Murat Yilmaz" (the From line's "Sanitaer Yilmaz" as the firm writes itself), "Greenleaf
 * Garden Care" over "Dave Marsh | 07712 448 190" (the sender's line under the firm's).
 */
export function senderFirm(
  block: TLine[],
  sender: string[],
  signer: TLine | null,
  personLike: (text: string) => boolean,
): { line: TLine; text: string } | null {
  const words = (line: TLine | undefined) => (line ? nameWords(signerText(line)) : []);
  const opens = (line: TLine | undefined) =>
    sender.length > 0 && sender.every((word, index) => words(line)[index] === word);
  const found = block.findIndex(
    (line, index) =>
      !/\d/.test(line.text) &&
      (opens(line)
        ? (words(line).length > sender.length && !words(line).slice(sender.length).some(department)) ||
          (signer !== null && line !== signer)
        : opens(block[index + 1]) && personLike(signerText(line)) && words(line).length > 2),
  );
  const line = block[found];
  return line ? { line, text: signerText(line) } : null;
}
