import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { LEGAL_FORM } from './mail-parts.ts';
import { isKnownLabel } from './synonyms.ts';
import { DOCUMENT_KINDS } from './vocabulary.ts';
import { labelWords } from './words.ts';

// The letterhead of a business letter or form: its block of lines, read by the addressee's finder as the writer's,
// and its name as the sender line or footer prints it with the legal form.

/**
 * The lines of the letterhead's block: the name's line and the lines under it up to the first blank line, when that
 * comes within three lines ("Harlow & Finch Ltd / Brand identity · Print / 27 Canal Street, Manchester M1 3HE"). A
 * slogan over the writer's street is no addressee's name.
 */
export function letterheadBlock(lines: TLine[], head: TValueSource | null): Set<TLine> {
  const from = head ? lines.findIndex((line) => !line.header && !isBlank(line)) : -1;
  const end = from < 0 ? -1 : lines.findIndex((line, index) => index > from && isBlank(line));
  return new Set(end > from && end - from <= 3 ? lines.slice(from, end) : []);
}

/**
 * A letterhead's name as the sender line or footer prints it with its legal form: "DRUCKEREI VOGT" over
 * "Druckerei Vogt GmbH · Rolshover Str. 45 · 51105 Köln" is "Druckerei Vogt GmbH".
 */
export function withLegalForm(lines: TLine[], name: string, first: TLine): TValueSource | null {
  if (LEGAL_FORM.test(name)) {
    return null;
  }
  const opening = `${name.toLowerCase()} `;
  for (const line of lines.filter((candidate) => candidate !== first && !candidate.header)) {
    for (const part of line.text.split(/(?<!\s)\s+[·|–—•]\s+|\t|,\s| {2,}/)) {
      const text = part.trim();
      const rest = text.slice(opening.length);
      if (text.toLowerCase().startsWith(opening) && rest.length <= 30 && LEGAL_FORM.test(` ${rest}`)) {
        const start = line.text.indexOf(text);
        return { text, line, quoteStart: start, quoteEnd: start + text.length };
      }
    }
  }
  return null;
}

// The second line of a name: one or two words of letters, capitalised ("Express", "Heberer", "SÜD").
const NAME_LINE = /^\p{Lu}[\p{L}&'’-]{1,20}(?: \p{Lu}[\p{L}&'’-]{1,20})?$/u;

/** Whether `town` is the town of an address the document prints ("10117 Berlin", "Leeds LS1 5HD", "Austin, TX 78701"). */
function isTownOf(lines: TLine[], town: string): boolean {
  // NAME_LINE let `town` through with letters, blanks, "&", apostrophes and dashes only: no pattern syntax to escape.
  // Word edges by letters and digits (not `\b`: "Überlingen" opens with a letter `\b` does not know).
  const postal = new RegExp(
    `(?<![\\p{L}\\d])\\d{4,5}\\s+${town}(?![\\p{L}\\d])|(?<![\\p{L}\\d])${town},?\\s+(?:[A-Z]{1,2}\\d[A-Z\\d]?\\s\\d[A-Z]{2}|[A-Z]{2}\\s\\d{5})(?![\\p{L}\\d])`,
    'u',
  );
  return lines.some((line) => postal.test(line.text));
}

/**
 * A till receipt's or a shop's name printed over two lines, a word on the first: "TESCO" over "Express", "Bäckerei"
 * over "Heberer". The second line must be a name's words (no digit, no label, no document's kind, not the town of the
 * address: "ALDI" over "Berlin" over "Friedrichstr. 12, 10117 Berlin" is ALDI's branch) and stand right under the
 * first, without a blank line; otherwise the first line's word is the name.
 */
export function nameOverTwoLines(lines: TLine[], first: TLine, text: string, start: number): TValueSource {
  const second = lines[lines.indexOf(first) + 1];
  const more = second && second.cells.length === 1 ? second.text.trim() : '';
  const words = labelWords(more);
  const goesOn =
    /^\p{L}+$/u.test(text) &&
    NAME_LINE.test(more) &&
    !isKnownLabel(words.join(' ')) &&
    !words.some((word) => DOCUMENT_KINDS.has(word)) &&
    !isTownOf(lines, more);
  return { text: goesOn ? `${text} ${more}` : text, line: first, quoteStart: start, quoteEnd: start + text.length };
}

// A slogan, no name: three words or more, two of them lower-case words that are no particle of a name ("Quality
// fasteners since 1962", "Ihr Partner für gutes Hören"); "Bäckerei am Markt" and "Haus der Technik" stay names.
const PARTICLE = /^(?:und|and|of|the|for|für|am|an|auf|der|die|das|de|del|la|le|von|vom|zu|zum|zur|im|in|bei|et|&)$/u;
const slogan = (text: string) => {
  const words = text.trim().split(/\s+/);
  return words.length >= 3 && words.filter((word) => /^\p{Ll}/u.test(word) && !PARTICLE.test(word)).length >= 2;
};
// A legal form in capitals too ("SUPPLIES LTD"), as letterheads print it.
const ANY_CASE_FORM = new RegExp(LEGAL_FORM.source, 'iu');

// "QUITTUNG" over "Taxi Reinhold GmbH", "RECEIPT" over "Bayside Pharmacy": a receipt's or a ticket's kind printed
// atop it. Such a slip has no address window, so the line under its kind is the issuer's (an invoice's title may stand
// over the addressee's block, and is left out).
const RECEIPT_TITLE =
  /^(?:quittung|receipt|kassenbon|kassenbeleg|beleg|kundenbeleg|sales receipt|cash receipt|eintrittskarte|ticket|fahrschein|fahrkarte|admission ticket)$/iu;

/**
 * The letterhead's line of the firm's name: the first line, or the line right under it when the first is a slogan and
 * the second ends in a legal form ("Quality fasteners since 1962" over "FIXWELL INDUSTRIAL SUPPLIES LTD"), or the
 * next line when the first is a receipt's kind ("QUITTUNG").
 */
export function firmUnderSlogan(lines: TLine[], top: TLine | undefined): TLine | undefined {
  const under = top ? lines[lines.indexOf(top) + 1] : undefined;
  if (top && RECEIPT_TITLE.test(top.text.trim())) {
    return lines.slice(lines.indexOf(top) + 1, lines.indexOf(top) + 3).find((line) => !isBlank(line)) ?? top;
  }
  return top && under && slogan(top.text) && ANY_CASE_FORM.test(under.text.trim()) ? under : top;
}
