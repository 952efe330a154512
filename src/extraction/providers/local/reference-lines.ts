// A payment's reference wrapped onto a second line: "Verwendungszweck: | RE 2026-11873 KD-Nr. 50412" over "| abzgl. 2 %
// Skonto" (a form's row with an empty label cell), or under a label on lines of their own ("… als Verwendungszweck
// an:" / "WB-26-3381" / "Objekt Gartenstr. 12"). A bank prints the purpose over lines of about 27 characters, so its
// second line is as much the reference as the first (session 30, rows30; statements29 left three such).
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { isKnownLabel } from './synonyms.ts';
import { labelWords } from './words.ts';
import { wrappedLine } from './wrapped-line.ts';

// A field asking for a transfer's purpose or reference text.
const REFERENCE_WORD =
  /^(?:verwendungszweck|zahlungszweck|purpose|remittance|reference|referenz|zahlungsreferenz|memo)$/;
// A line that is a label with its value ("Betrag: 4.318,27 EUR"), a sentence, or a greeting: no part of a reference.
const NOT_CONTINUED = /:|[.!?]$|^(?:mit freundlichen|viele grüße|kind regards|best regards|thank|vielen dank)/iu;
const MAX_LENGTH = 40;
const MAX_WORDS = 6;

// A label of the next pair in a form that stacks labels over values ("Verwendungszweck" / "Rechnung 2026-0331 …" /
// "Ausführungsdatum" / "04.03.2026": fresh D and png27 lost their references to rows30's first cut): no digit, and a
// label the vocabulary knows or one word alone (a bank wraps a purpose mid-phrase, leaving words and numbers below).
const isLabel = (text: string) =>
  !/\d/.test(text) && (isKnownLabel(labelWords(text).join(' ')) || labelWords(text).length === 1);

/** Whether a field's name words ask for a reference or purpose text. */
export const namesReference = (words: string[]) => words.some((word) => REFERENCE_WORD.test(word));

/**
 * The reference with its next line joined when that line is one short cell where the value starts or indented past
 * the label, itself no label, sentence or greeting; else the source as read.
 */
export function referenceContinued(lines: TLine[], source: TValueSource | null, asked: boolean): TValueSource | null {
  const rest = source && asked ? wrappedLine(lines, source) : null;
  if (!source || rest === null || NOT_CONTINUED.test(rest) || isLabel(rest)) {
    return source;
  }
  const short = rest.length <= MAX_LENGTH && rest.split(/\s+/).length <= MAX_WORDS;
  return short ? { ...source, text: `${source.text.trim()} ${rest}` } : source;
}
