import type { TCandidate } from './candidates.ts';
import { bodyLines, lineTokens } from './document-parts.ts';
import { identifierAfterTitle, seriesPrefixOf, trimIdentifier } from './identifiers.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { findDate } from './parse-date.ts';

// An identifier in running text must look like one: five characters or more with a digit, not a year or an amount.
const PLAIN_IDENTIFIER = /^(?=.*\d)[\p{L}\p{N}][\p{L}\p{N}\-/._ ]{4,}$/u;
const NOT_IDENTIFIER = /^(?:19|20)\d\d$|^\d{1,3}(?:[.,]\d{3})*[.,]\d{2}$/;

/** The identifier's first word, with the capitals of its series before it ("LS 884120"), without a stop after it. */
function firstIdentifierWord(text: string): string {
  const series = seriesPrefixOf(text);
  return `${series}${text.slice(series.length).split(/\s/)[0] ?? ''}`.replace(/[.,:;]$/, '');
}

/**
 * An identifier after its label inside a sentence: "order 112-4490217-55 left our warehouse", "Die Rechnung
 * 4711-26 über 89,90 EUR". The label's words must stand right before it (a "No."/"Nr." between is fine).
 */
export function identifierInSentence(lines: TLine[], candidates: TCandidate[]): TValueSource | null {
  const labels = candidates.filter((candidate) => candidate.words.length <= 3);
  for (const line of bodyLines(lines)) {
    const tokens = lineTokens(line);
    for (let index = 0; index < tokens.length; index++) {
      for (const { words } of labels) {
        // "Girokonto 1204 5577 81" for `kontonummer`: a compound ending in a one-word label names its thing too.
        // The generic words themselves ("nummer") would make every compound ("Kundennummer") a label.
        const head =
          words.length === 1 && !/^(?:nummer|number|referenz|reference)$/.test(words[0] ?? '') ? words[0] : '';
        const compound = (head?.length ?? 0) >= 5 && tokens[index]?.word.endsWith(head ?? '');
        if (!compound && !words.every((word, offset) => tokens[index + offset]?.word === word)) {
          continue;
        }
        const end = tokens[index + words.length - 1]?.end ?? 0;
        const rest = line.text.slice(end).trimStart();
        // "my quote (Q-0612) for the patio": the number in brackets after the thing's name.
        const after = /^\(([^()\s]{2,30})\)/u.exec(rest)?.[1] ?? identifierAfterTitle(rest);
        // An account number printed in groups of digits ("1204 5577 81"), not a sum or a date after it.
        const grouped = /^\d{2,6}(?: \d{2,6}){1,4}(?![\d.,]|\s?(?:€|EUR|%))/.exec(rest)?.[0];
        // "against PO-7781": the label's abbreviation written as the number's prefix is the number.
        const from = tokens[index]?.start ?? end;
        const glued =
          words.length === 1 ? /^\p{Lu}{1,4}-\d[\p{L}\p{N}-]*/u.exec(line.text.slice(from))?.[0] : undefined;
        const value = glued ? glued : grouped ? grouped : after ? firstIdentifierWord(trimIdentifier(after)) : '';
        if (value && PLAIN_IDENTIFIER.test(value) && !NOT_IDENTIFIER.test(value) && !findDate(value)) {
          const start = line.text.indexOf(value, glued ? from : end);
          return { text: value, line, quoteStart: start, quoteEnd: start + value.length };
        }
      }
    }
  }
  return null;
}

// "Die Rechnung … über 89,90 EUR", "an invoice amounting to $1,200.00": a total stated in a sentence.
const TOTAL_WORDS = new Set(['total', 'summe', 'gesamt', 'gesamtbetrag', 'betrag', 'rechnungsbetrag', 'amount', 'sum']);
const TOTAL_PHRASE =
  /(?<!\p{L})(?:über|in Höhe von|im Wert von|amounting to|in the amount of|for the amount of|totall?ing)\s+((?:[$€£]\s?)?\d[\d.,]*\s?(?:€|EUR|USD|GBP|CHF|\$|£)?)/iu;

/** A document's total stated only in running text, with a currency; for fields named as a total. */
export function totalInSentence(lines: TLine[], words: string[]): TValueSource | null {
  if (words.length !== 1 || !TOTAL_WORDS.has(words[0] ?? '')) {
    return null;
  }
  for (const line of bodyLines(lines)) {
    const match = TOTAL_PHRASE.exec(line.text);
    const amount = match?.[1] ?? '';
    if (match && /[$€£]|EUR|USD|GBP|CHF/.test(amount)) {
      const start = match.index + match[0].length - amount.length;
      return { text: amount, line, quoteStart: start, quoteEnd: start + amount.length };
    }
  }
  return null;
}

// Names of a level a document counts in ordinals: `mahnstufe`, `reminder_level`, `dunning_stage`.
const LEVEL = /^(\p{L}{4,}?)(?:stufe|level|stage)$/u;
const LEVEL_WORD = /^(?:stufe|level|stage)$/;

/**
 * The level of a thing stated as its ordinal: "2. Mahnung" for `mahnstufe`, "3rd reminder" for `reminder_level`.
 * The thing is the name's first part; the word in the document may go on ("Mahn" in "Mahnung").
 */
export function ordinalOfThing(lines: TLine[], words: string[]): TValueSource | null {
  const thing =
    words.length === 1 ? LEVEL.exec(words[0] ?? '')?.[1] : LEVEL_WORD.test(words[1] ?? '') ? words[0] : undefined;
  if (!thing || words.length > 2) {
    return null;
  }
  const pattern = new RegExp(`(?<![\\d.,])(\\d)(?:\\.|st|nd|rd|th)\\s+${thing}\\p{L}*`, 'iu');
  for (const line of bodyLines(lines)) {
    const match = pattern.exec(line.text);
    if (match?.[1]) {
      return { text: match[1], line, quoteStart: match.index, quoteEnd: match.index + match[1].length };
    }
  }
  return null;
}

const PERCENT_WORD = /^(?:prozent|percent|pct|prozentsatz|rate|satz)$/;
const DAYS_WORD = /^(?:tage|days|tagen)$/;
// A folded name word as written: "ae" may be "ä" ("gebuehr" in "Gebühr").
const UMLAUTS: Record<string, string> = { a: 'ä', o: 'ö', u: 'ü' };
const asWritten = (word: string) => word.replace(/([aou])e/g, (_, vowel: string) => `(?:${vowel}e|${UMLAUTS[vowel]})`);

/**
 * The terms of a thing written before it in a sentence or a terms line: "Zahlung innerhalb von 10 Tagen … 2 %
 * Skonto" gives `skonto_prozent` 2 and `skonto_tage` 10, "14 Tage 3 % Skonto" 3 and 14, "5 % discount" for
 * `discount_percent`. The thing is the name's first word, a percent or days its second.
 */
export function termBeforeThing(lines: TLine[], nameWords: string[]): TValueSource | null {
  const [thing = '', term = ''] = nameWords.length === 2 ? nameWords : [];
  const percent = PERCENT_WORD.test(term);
  if (thing.length < 4 || (!percent && !DAYS_WORD.test(term))) {
    return null;
  }
  const written = asWritten(thing);
  const pattern = percent
    ? new RegExp(`(?<![\\d.,])(\\d{1,2}(?:[.,]\\d{1,2})?)\\s*%\\s*${written}`, 'iu')
    : new RegExp(`(?<![\\d.,])(\\d{1,3})\\s*(?:tage|tagen|days)\\b[^.;\\n]{0,40}?\\b${written}`, 'iu');
  for (const line of bodyLines(lines)) {
    const match = pattern.exec(line.text);
    if (match?.[1]) {
      return { text: match[1], line, quoteStart: match.index, quoteEnd: match.index + match[1].length };
    }
  }
  return null;
}

// A card number as receipts mask it ("XXXXXXXXXXXX6203", "**** **** **** 4417", "Visa ****2290") or a sentence
// names its end ("Mastercard ending 0925", "Karte endet auf 1180").
// Linear (review20): groups apart by a required blank or dash and no start inside a run, as masked-cards.ts; the
// optional separator split a run of 120 "x" or "*" every way (3.4 s; 2,000 would never end).
const MASKED_CARD =
  /(?<![X*•x#%])(?:[X*•x#%]{2,}[\s-]){0,3}[X*•x#%]{2,}[\s-]?(\d{4})(?!\d)|\b(?:ending(?:\s+(?:in|with))?|endet auf|Endziffern)\s+(\d{4})(?!\d)/u;

/** The last digits of a card, for `card_last4`-like fields no label names: from a masked card number. */
export function maskedCardDigits(lines: TLine[]): TValueSource | null {
  // "Loyalty card ****5521", "Payback-Karte": a card of points, not the card paid with.
  for (const line of bodyLines(lines).filter((candidate) => !POINTS_CARD.test(candidate.text))) {
    const match = MASKED_CARD.exec(line.text);
    const digits = match?.[1] ?? match?.[2];
    if (match && digits) {
      const start = match.index + match[0].length - digits.length;
      return { text: digits, line, quoteStart: start, quoteEnd: start + digits.length };
    }
  }
  return null;
}

export const POINTS_CARD = /\b(?:loyalty|rewards?|member(?:ship)?|bonus|payback|kundenkarte|treue\p{L}*|club)\b/iu;

// Between a phrase and its amount in a sentence: "fee of £40.00", "Rente von 1.184,27 Euro", "in Höhe von 12,00 €".
// Linear (cellsplit18): blanks matched from their run's first blank only (`(?<!\s)`), not from each blank.
const AMOUNT_AFTER =
  /(?<!\s)\s+(?:of|von|in Höhe von|amounting to|totall?ing|über)\s+((?:[$€£]\s?)?\d[\d.,']*(?:\s?(?:€|Euro|EUR|USD|GBP|CHF|\$|£))?)/giu;
const FILLER = new Set(['the', 'der', 'die', 'das', 'and', 'und', 'amount', 'betrag']);

/**
 * A sum stated in a sentence after a phrase holding every word of the field's name, for names of two words and
 * more: "A late payment fee of £40.00" for `late_fee`, "Ihre bislang erreichte Rentenanwartschaft entspräche einer
 * monatlichen Rente von 1.184,27 Euro" for `erreichte_rente`. The words within the eight before the amount.
 */
export function amountAfterNamePhrase(lines: TLine[], nameWords: string[]): TValueSource | null {
  const words = nameWords.filter((word) => word.length >= 3 && !FILLER.has(word));
  if (words.length < 2) {
    return null;
  }
  const near = (token: string, word: string) => token === word || (word.length >= 5 && token.startsWith(word));
  for (const line of bodyLines(lines)) {
    for (const match of line.text.matchAll(AMOUNT_AFTER)) {
      const amount = match[1] ?? '';
      // The phrase opens with a space: no word runs across the amount's start.
      const before = lineTokens(line)
        .filter((token) => token.end <= (match.index ?? 0))
        .slice(-8);
      const money = /[$€£]|EUR|USD|GBP|CHF/i.test(amount);
      // "der förderfähigen Kosten; den Eigenanteil von 754,00 EUR": the noun before the preposition names the sum.
      const head = before.at(-1)?.word ?? '';
      const named = words.some((word) => near(head, word));
      if (money && named && words.every((word) => before.some((token) => near(token.word, word)))) {
        const start = (match.index ?? 0) + match[0].length - amount.length;
        return { text: amount, line, quoteStart: start, quoteEnd: start + amount.length };
      }
    }
  }
  return null;
}
