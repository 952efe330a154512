import type { TSchemaNode } from '../../schema/output-schema.ts';
import { coerceValue } from './coerce.ts';
import type { TFoundHow, TValueSource } from './label-match.ts';
import { LEGAL_FORM } from './mail-parts.ts';
import { withoutPageMark } from './page-marks.ts';
import { isKnownLabel } from './synonyms.ts';
import { tokenize } from './words.ts';

// Where a text value found beside a label ends, when the cell holds more than the value: at another label.

/**
 * "Lakeside Property Management LLC": a label's words ("Property Management") inside a firm's name, which runs on to
 * its legal form without a digit or a colon, are part of the name.
 */
function firmNameGoesOn(text: string, from = 0): boolean {
  const rest = text.slice(from);
  return !/[\d:]/.test(rest) && LEGAL_FORM.test(rest.trim());
}

/**
 * A text value up to where another long label starts: "Visa ending in 4743" is "Visa" when "ending in"
 * is the label of something else. Short labels are common words and do not cut, unless a colon ends them.
 * `own` is the field's kind when the value is a letterhead's name holding it: "ELO Tankstelle Bad Oldesloe" for
 * `tankstelle` is one name, its kind word no label of another value.
 */
export function cutAtLabel(text: string, own = ''): string {
  const tokens = tokenize(text);
  for (let index = 1; index < tokens.length; index++) {
    for (let count = 1; count <= 3 && index + count <= tokens.length; count++) {
      const words = tokens.slice(index, index + count).map((token) => token.word);
      // "Florian Hesse IBAN: DE44 …": a short label counts where a colon ends it.
      const colon = text[tokens[index + count - 1]?.end ?? 0] === ':';
      // "Lakeside Dental Practice, 88 Shore Drive": a word a comma or the end follows labels nothing, it ends a name.
      const labelsNothing = /^\s*(?:,|$)/.test(text.slice(tokens[index + count - 1]?.end ?? 0));
      if (
        (words.join('').length >= 8 || colon) &&
        !labelsNothing &&
        isKnownLabel(words.join(' ')) &&
        words.join(' ') !== own &&
        !firmNameGoesOn(text, tokens[index]?.start)
      ) {
        return text.slice(0, tokens[index]?.start).trim();
      }
    }
  }
  return text;
}

/**
 * A value ends where another field of the same object is labelled after a gap or comma: "Kayla   Table 14" is the
 * server when `table` is a field too, "C, Seat 42" the coach beside a `seat`. `labels` are those fields' labels with
 * the field each names. The word must start a labelled value: a colon after it, or a value of that field's kind
 * ("Smith, Date & Co" is one company).
 */
export function cutAtSibling(text: string, labels: Map<string, TSchemaNode>): string {
  const tokens = tokenize(text);
  for (let index = 1; index < tokens.length - 1; index++) {
    const gap = text.slice(tokens[index - 1]?.end, tokens[index]?.start);
    if (!/\s{2,}|[,;|·(]\s*$/.test(gap)) {
      continue;
    }
    for (let count = 1; count <= 3 && index + count < tokens.length; count++) {
      const label = tokens
        .slice(index, index + count)
        .map((token) => token.word)
        .join(' ');
      const sibling = labels.get(label);
      const rest = text.slice(tokens[index + count - 1]?.end);
      if (sibling && startsSiblingValue(sibling, rest)) {
        return text.slice(0, tokens[index - 1]?.end ?? 0).trim();
      }
    }
  }
  return text;
}

/** After a sibling's label: a colon, or a value of the sibling's kind (a free text one only with digits). */
function startsSiblingValue(sibling: TSchemaNode, rest: string): boolean {
  // Linear (cellsplit18): optional tokens keep their blanks in their group, not `\s*X?\s*` (quadratic).
  if (/^\s*(?:\.\s*)?[:=#]/.test(rest)) {
    return true;
  }
  const value = rest.replace(/^[\s.]+/, '');
  if (sibling.type === 'string' && !sibling.format) {
    return /^\S*\d/.test(value);
  }
  return coerceValue(sibling, value) !== null;
}

// "14, Platz 22": a short code followed by another short label-value pair of a comma list ("Reihe 14, Platz 22").
const PAIR_LIST_VALUE = /^([\p{L}\d]{1,5}),\s{0,3}\p{L}{2,20}\.?\s{1,3}[\p{L}\d]{1,5}(?:\s{0,3}[,;–-]|\s*$)/u;

/** A value of a comma list of short label-value pairs up to its own pair's end: "14, Platz 22" is "14". */
export function cutAtPairList(text: string): string {
  return PAIR_LIST_VALUE.exec(text)?.[1] ?? text;
}

/**
 * A value beside its label up to another label, a sibling field's label or a list of label pairs; a running head's
 * page mark after it is cut off too (page-marks.ts).
 */
export const cutAtLabels = (text: string, siblings: Map<string, TSchemaNode>, own?: string) =>
  cutAtPairList(cutAtSibling(cutAtLabel(withoutPageMark(text), own), siblings));

/**
 * Whether a label's value is a sentence of its own after the label's ("4 weeks of notice. Your last working day will be
 * 15 May"): a full stop ends the quote before the value, which opens with a capital's word and two more words before
 * its number. German capitals alone ("erstatten Ihnen den Kaufpreis von 24,90 €") say nothing.
 */
export function opensSentence(source: TValueSource, text: string): boolean {
  const quote = source.line.text.slice(source.quoteStart, source.quoteEnd);
  const at = quote.indexOf(text.slice(0, 12));
  const before = text.slice(0, Math.max(0, text.search(/\d/)));
  return (
    at > 0 &&
    /[.!?;]\s*$/.test(quote.slice(Math.max(0, at - 8), at)) &&
    /^\p{Lu}\p{Ll}/u.test(before) &&
    before.trim().split(/\s+/).length >= 3
  );
}

/**
 * Whether a number field's value read beside or under its label is another thing's (the rules above and below);
 * `read`: a sum's value as read, before a calculation's amount replaced it (a rate is looked for in it).
 */
export const numberOfAnother = (
  source: TValueSource,
  text: string,
  how: TFoundHow,
  read: TValueSource | false | null,
) =>
  opensSentence(source, text) ||
  (how === 'beside' && (numberInLaterClause(text) || valueBeforeLabel(source))) ||
  (read && rateForSum(read));

// A number with its currency or unit right before a label: "145 € Nebenkosten", "54 m² Wohnfläche".
const SUM_BEFORE = /\d(?:[.,]\d+)?\s?(?:€|EUR|Euro|£|\$|USD|GBP|CHF|m²|qm|kg|km|kWh)\s+$/u;

/**
 * Whether the label stands right after its own value in running text ("dazu kommen 145 € Nebenkosten (Vorauszahlung),
 * zusammen 765 € warm"): the number after it is the next clause's (the sentence reader reads the one before).
 */
const valueBeforeLabel = (source: TValueSource) => SUM_BEFORE.test(source.line.text.slice(0, source.quoteStart));

/**
 * Whether a number read beside its label in running text stands in a later clause of the sentence, another thing's:
 * "68 m² Wohnfläche, Balkon nach Süden, Baujahr 1964" (the year is the Baujahr's), "190 € Nebenkosten (Vorauszahlung
 * inkl. Heizung), zusammen 970 € warm". A comma or a closing bracket between the label and the number ends the label's
 * phrase; a label's own remark in brackets before its value ("Betrag (brutto) 45,00") the matcher has taken already.
 */
export function numberInLaterClause(text: string): boolean {
  const before = text.slice(0, Math.max(0, text.search(/\d/)));
  // "as a gesture of goodwill, add £10.00": a verb after the comma still leads to the label's value.
  return /[,;)]/.test(before) && (before.match(/\p{L}{2,}/gu)?.length ?? 0) >= 2;
}

/**
 * Whether a sum's label is followed by a rate of something else: "Der Zuschuss beträgt 35 % der förderfähigen Kosten
 * von 1.160,00 EUR" states no sum of money (the amount after the rate is the base), nor a rate ending the line. The
 * line from the label on is read, as a calculation's amount may have replaced the value; "Tax 8.875%   7.46" keeps
 * the amount its row goes on with.
 */
export const rateForSum = (source: TValueSource) =>
  /^[^\d]{0,60}?\d{1,3}(?:[.,]\d{1,3})?\s?(?:%|prozent|percent)(?:\s+(?:der|des|von|vom|of|the)\b|[\s.]*$)/iu.test(
    source.line.text.slice(source.quoteStart),
  );
