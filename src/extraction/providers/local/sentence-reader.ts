// A value stated in a sentence rather than beside a label: "Ihre Bestellung PO-2947 vom 14.4.2026", "Es ergibt sich
// eine Erstattung von insgesamt 1.159,76 EUR", "4711 is your order number". The field's labels (the same candidates
// the label matcher reads) are looked for inside one sentence, and the value of the field's kind that follows them
// (or, with "is your", stands before them) is taken, but only where the words between are words that join a label to
// its value: a preposition of the kind ("am", "by", "vom" for a date; "of", "über", "in Höhe von" for a sum), a verb
// "to be", an article, a number. A word of another event between ("order 4711 was delivered on …") ends the search,
// so a clause about something else does not fill the field. Called only when no label found a value; its values are
// guesses (lower confidence).
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { trimTrailing } from '../../trim-trailing.ts';
import type { TCandidate } from './candidates.ts';
import { bodyLines } from './document-parts.ts';
import { overlaps } from './held-values.ts';
import { isIdentifierName } from './identifiers.ts';
import { ambiguousUnder, numbersKeptUnder } from './kept-under.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { monthNamed } from './parse-date.ts';
import { findSentenceDate, referenceDate } from './partial-dates.ts';
import { spanCountedFrom } from './relative-moments.ts';
import { sentenceSpans } from './sentence-clauses.ts';
import { labelsIn, type TLabelAt } from './sentence-labels.ts';
import { goingOn, type TGoesOn, wrappedTail } from './sentence-wraps.ts';
import { namesCount, namesMoney } from './value-kinds.ts';
import { NAME_LIKE } from './vocabulary.ts';
import { foldWord, type TToken, tokenize } from './words.ts';

/** `code`: a text field not named as an identifier (`room`, `customer_account`) whose value is a code after its label. */
type TSentenceKind = 'date' | 'money' | 'number' | 'count' | 'identifier' | 'code';

// Words that join any label to its value in a sentence: "to be", articles, possessives, "now", "insgesamt".
const JOINING = (
  'is ist was war are sind wird will be been the a an der die das den dem des ein eine einer einem your our ihr ihre ' +
  'ihres ihren ihrer unser unsere now nun jetzt insgesamt nur noch then dann ' +
  // "ab Februar 2026", "from March": when a value holds, between its label and it.
  'ab from seit since ' +
  // A modal or "remain" verb stands for "to be" ("would be £236.40", "bleibt unverändert bei 180,00 €", "lautet
  // 0034…"), and an adverb of time between ("beträgt derzeit 3.870,00 €", "is currently").
  'would shall should wuerde soll sollte remains remain stays bleibt bleiben unchanged unveraendert lautet lauten ' +
  'currently derzeit aktuell zurzeit momentan kuenftig therefore thus daher somit also'
).split(' ');
// The prepositions and verbs that lead to a value of each kind: "on or before", "voraussichtlich am" to a date;
// "beläuft sich auf", "stands at", "in Höhe von" to a quantity.
const QUANTITY = (
  'of von auf bei at to for betraegt betrug belaeuft sich amounts comes stands totals liegt ' +
  // An estimate or a share before a quantity: "beträgt voraussichtlich 120,00 €", "costs about £80", "jeweils 50 €".
  'voraussichtlich approximately approx ca circa rund etwa about jeweils monatlich jaehrlich'
).split(' ');
const LEADING: Record<TSentenceKind, string[]> = {
  // A payment's date may follow where it goes: "deposited to your account on", "Auszahlung auf IBAN DE44 … am".
  date: [
    ...'on am bis by vom zum until dated from ab spaetestens before of seit or voraussichtlich about'.split(' '),
    ...'to auf into account konto iban'.split(' '),
  ],
  money: [...QUANTITY, 'ueber', 'in', 'hoehe', 'amounting', 'totalling', 'totaling'],
  number: QUANTITY,
  count: QUANTITY,
  identifier: ['no', 'nr', 'number', 'nummer', 'ref'],
  code: [],
};
const GAPS = Object.fromEntries(
  Object.entries(LEADING).map(([kind, words]) => [kind, new Set([...JOINING, ...words])]),
) as Record<TSentenceKind, Set<string>>;
const CODE_GAP = new Set(['no', 'nr', 'number', 'nummer', 'is', 'ist']);
// "4711 is your order number", "168,00 EUR ist Ihr neuer Abschlag": words between a value and the label after it.
const BEFORE_LABEL = new Set('is ist was war your ihr ihre the der die das as als'.split(' '));
// A unit between a number and the label after it: "68 m² Wohnfläche", "12 kg Gewicht".
const UNIT_WORD = /^(?:m²|m2|qm|m³|kg|km|kwh|stk|stück|pcs)$/u;
const WEEKDAY =
  /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$|^(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)$/;
const CURRENCY = String.raw`(?:€|EUR|Euro|USD|GBP|CHF|\$|£)`;
// A number with its currency either side; it ends a word ("4711-A" and "10-year" hold no amount) and is no rate.
const NUMBER = new RegExp(
  String.raw`^(?:(${CURRENCY})\s?)?(\d{1,3}(?:([.,' ])\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?)(?![\d%]|[-/][\p{L}\p{N}]|\p{L})(?:\s?(${CURRENCY})(?!\p{L}))?`,
  'u',
);
const YEAR = /^(?:19|20)\d\d$/;
const SUM = /^\d{1,3}(?:[.,']\d{3})*[.,]\d{2}$/;

/** The value of `kind` that starts at `at` in `text`, with its end, or null; `reference` dates a day without year. */
function valueAt(
  text: string,
  at: number,
  end: number,
  kind: TSentenceKind,
  reference: string | null,
): { text: string; end: number } | null {
  const rest = text.slice(at, end);
  const date = findSentenceDate(rest, reference);
  const dateHere = date?.index === 0;
  if (kind === 'date') {
    return date && dateHere ? { text: date.iso, end: at + date.end } : null;
  }
  const number = dateHere ? null : NUMBER.exec(rest);
  if (kind === 'identifier' || kind === 'code') {
    const code = /^[\p{L}\p{N}][\p{L}\p{N}\-/._]*[\p{L}\p{N}]/u.exec(rest)?.[0] ?? '';
    const plain = code.length >= 3 && /\d/.test(code) && !dateHere && !YEAR.test(code) && !SUM.test(code);
    return plain ? { text: code, end: at + code.length } : null;
  }
  const digits = number?.[2] ?? '';
  const currency = Boolean(number?.[1] || number?.[4]);
  // A year ("limit for 2026 is …") and a bare number are no sum; a sum has a currency or two decimals.
  // A count (value-kinds.ts) is a whole number without a currency: "10 instalments of £187.45" states each one's sum.
  const noCount = kind === 'count' && (currency || !/^\d+$/.test(digits));
  if (
    !number ||
    noCount ||
    (YEAR.test(digits) && !currency) ||
    (kind === 'money' && !currency && !/[.,]\d\d$/.test(digits))
  ) {
    return null;
  }
  return { text: digits, end: at + number[0].length };
}

const chunksOf = (text: string) => [...text.matchAll(/\S+/g)].map((match) => ({ start: match.index, word: match[0] }));
// A chunk without its opening and closing marks: `chunk.replace(/^[("'„“]+|[)"'“”,:]+$/gu, '')`, the end's marks cut
// by a scan (tried from each of a long run of commas, the pattern read the run to its end each time).
export const bare = (chunk: string) => {
  const opening = /^[("'„“]+/u.exec(chunk)?.[0].length ?? 0;
  return foldWord(trimTrailing(chunk.slice(opening), /[)"'“”,:]/));
};

/** Whether a word may stand between a label and its value of `kind`: a joining word, a number, a month, a weekday. */
function joins(chunk: string, kind: TSentenceKind): boolean {
  const word = bare(chunk);
  const comma = /,$/.test(chunk);
  if (WEEKDAY.test(word)) {
    return kind === 'date';
  }
  if (kind === 'code') {
    return CODE_GAP.has(word);
  }
  return !comma && (GAPS[kind].has(word) || /\d/.test(word) || monthNamed(word) !== undefined);
}

type TRead = TValueSource & { score: number };

/** The first value of `kind` after a label, only joining words between; scored by the label and the distance. */
function valueAfter(
  line: TLine,
  label: TLabelAt,
  end: number,
  kind: TSentenceKind,
  reference: string | null,
  next: TGoesOn | null,
): TRead | null {
  // "Order date: 4711": a label with a colon is the label matcher's pair, which it did not take.
  if (/^\s*[:=]/.test(line.text.slice(label.end, end))) {
    return null;
  }
  // A text field's code stands right after its label ("your account BELL-0087", "Zimmer 214"), a "No." between at most.
  const reach = kind === 'code' ? 2 : 8;
  // A sentence wrapped at the line's end goes on in the next line: "Die Sendungsnummer" / "lautet 0034…".
  const parts = [
    { line, from: label.end, end },
    ...(next ? [{ line: next.line, from: next.start, end: next.end }] : []),
  ];
  let index = 0;
  for (const part of parts) {
    for (const chunk of chunksOf(part.line.text.slice(part.from, part.end))) {
      if (index >= reach) {
        return null;
      }
      // "a deposit (GBP 40.00), which …", "eine Stornogebühr (96,00 €)": the value in brackets after its label.
      const bracket = kind !== 'code' && kind !== 'identifier' && chunk.word.startsWith('(') ? 1 : 0;
      const at = part.from + chunk.start + bracket;
      const value = valueAt(part.line.text, at, part.end, kind, reference);
      if (value) {
        const score = label.weight * 10 - index;
        return { text: value.text, line: part.line, quoteStart: at, quoteEnd: value.end, score };
      }
      if (!joins(chunk.word, kind)) {
        return null;
      }
      index += 1;
    }
  }
  return null;
}

/** A value right before a label with "is your"/"ist Ihr" between: "4711 is your order number". */
function valueBefore(
  line: TLine,
  label: TLabelAt,
  start: number,
  kind: TSentenceKind,
  reference: string | null,
): TRead | null {
  const chunks = chunksOf(line.text.slice(start, label.start));
  for (let index = chunks.length - 1; index >= Math.max(0, chunks.length - 4); index--) {
    const chunk = chunks[index];
    const at = start + (chunk?.start ?? 0);
    const value = chunk ? valueAt(line.text, at, label.start, kind, reference) : null;
    const after = chunks
      .slice(index + 1)
      .filter((each) => !value || start + each.start >= value.end)
      .map((each) => bare(each.word));
    const between = after.filter((word) => !UNIT_WORD.test(word));
    // Its currency or unit is no word between ("406,00 EUR als Zuschuss"). Right before its label, a number needs one
    // ("190 € Nebenkosten", not "Seite 2 Rechnung") and the label ends the phrase ("$0.00 shipping promo" is a promo's).
    const unit = between.length < after.length || (value !== null && value.end > at + value.text.length);
    const ends = /^\s*(?:[,.;:()]|$|(?:und|and|sowie|plus)\s)/u.test(line.text.slice(label.end));
    const close = between.length > 0 || (kind !== 'date' && unit && ends);
    if (value && close && between.every((word) => BEFORE_LABEL.has(word))) {
      return {
        text: value.text,
        line,
        quoteStart: at,
        quoteEnd: value.end,
        score: label.weight * 10 - 5 - between.length,
      };
    }
  }
  return null;
}

type TSentence = { start: number; end: number; tokens: TToken[] };
// Keyed on the line's cells: a table that rewrites a header line's cells makes its sentences be read again.
const sentencesByCells = new WeakMap<TLine['cells'], TSentence[]>();

/** The sentences of a line's cells that have words (four of two letters and more), with their words; read once. */
export function lineSentences(line: TLine): TSentence[] {
  let sentences = sentencesByCells.get(line.cells);
  if (!sentences) {
    sentences = line.cells.flatMap((cell) =>
      sentenceSpans(line.text, cell.start, cell.end)
        // A sentence has words: "Order 4711" alone in a cell is a label and its value, the label matcher's.
        // "406,00 EUR als Zuschuss.": three words and a full stop make a sentence too.
        .filter(([start, end]) => {
          const words = line.text.slice(start, end).match(/\p{L}{2,}/gu)?.length ?? 0;
          return words >= 4 || (words === 3 && /\p{Ll}{3,}\.\s*$/u.test(line.text.slice(start, end)));
        })
        .map(([start, end]) => ({ start, end, tokens: tokenize(line.text, start, end) })),
    );
    sentencesByCells.set(line.cells, sentences);
  }
  return sentences;
}

/**
 * The value of `kind` a sentence states for a field with these label candidates, or null. `taken`: values other
 * fields already hold, which are not read again for this one.
 */
export function readSentences(
  lines: TLine[],
  candidates: TCandidate[],
  kind: TSentenceKind,
  taken: TValueSource[] = [],
): TValueSource | null {
  // A word that counts as a label only alone ("balance", "amount", "account") names a sum too loosely inside a
  // sentence ("bringing the balance to £2,404.00" after the amount outstanding); an identifier or a date after it
  // ("your account BELL-0087", "order … vom 14.4.2026") says by its form what it is.
  const loose = kind === 'money' || kind === 'number' || kind === 'count';
  // The field's own name is no loose word for it: `betrag` reads "ergibt sich ein Betrag von 1.628,70 Euro".
  const labels = candidates.filter(
    (candidate) => candidate.weight >= 3 && !candidate.idOnly && !(loose && candidate.exactOnly && !candidate.ownName),
  );
  let best: TRead | null = null;
  const reference = kind === 'date' ? referenceDate(lines) : null;
  const kept = kind === 'identifier' || kind === 'code' ? numbersKeptUnder(lines) : [];
  const wrapped = labels.length > 0 ? goingOn(lines) : new Map<TLine, TGoesOn>();
  for (const line of labels.length > 0 ? bodyLines(lines) : []) {
    const sentences = lineSentences(line);
    const tail = kind === 'code' ? null : wrappedTail(line, sentences, wrapped.get(line));
    for (const { start, end, tokens } of tail ? [...sentences, tail] : sentences) {
      // Only the line's last sentence goes on, and only where it ends the line (not a cell of a table's row). A code
      // stands right after its label: one opening the next line is a numbered clause under a heading ("Section 9.
      // Termination" / "9.2 Either party may …").
      const goesOn = kind !== 'code' && line.text.slice(end).trim() === '';
      const next = goesOn ? (wrapped.get(line) ?? null) : null;
      for (const label of labelsIn(tokens, labels, (candidate) => loose && candidate.exactOnly)) {
        for (const read of kind === 'date' && spanCountedFrom(line.text, label.start)
          ? []
          : [valueAfter(line, label, end, kind, reference, next), valueBefore(line, label, start, kind, reference)]) {
          const fits = read && !taken.some((each) => overlaps(read, each)) && !ambiguousUnder(kept, read, label.start);
          if (read && fits && (!best || read.score > best.score)) {
            best = read;
          }
        }
      }
    }
  }
  return best && { text: best.text, line: best.line, quoteStart: best.quoteStart, quoteEnd: best.quoteEnd };
}

/** The kind of value a sentence may state for a field: a date, a sum, a number or an identifier; else null. */
export function sentenceKind(property: TSchemaProperty, words: string[]): TSentenceKind | null {
  if (property.type === 'number') {
    return namesCount(words) ? 'count' : namesMoney(words) ? 'money' : 'number';
  }
  if (property.type !== 'string') {
    return null;
  }
  if (property.format) {
    return property.format === 'date' ? 'date' : null;
  }
  // A name's value is words ("company", "title"): a code after its label is something else's.
  return isIdentifierName(words) ? 'identifier' : NAME_LIKE.has(words.at(-1) ?? '') ? null : 'code';
}
