import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { parentCandidates, qualifierOf } from './candidates.ts';
import { confidenceOf } from './confidence.ts';
import { findLabelMatches, valueBelow } from './find-labelled.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { monthNamed } from './parse-date.ts';
import { referenceDate } from './partial-dates.ts';
import { periodIn } from './period-dates.ts';
import { datesIn } from './qualified.ts';
import { rangeDatesIn } from './range-dates.ts';
import { pairedRangePart } from './range-pairs.ts';
import { monthOfTitle } from './titled-month.ts';
import { RANGE_END, RANGE_START } from './vocabulary.ts';
import { labelWords, nameWords } from './words.ts';

// Words that name a span of time: `coverage_period`, `versicherungszeitraum`; "Policy year", "Betreuungsjahr".
const PERIOD_WORD =
  /^(?:period|periode|week|woche|kw|kalenderwoche|quarter|quartal|termin|termine|dates|\p{L}*zeitraum|laufzeit|term|dauer|year|\p{L}*jahr|season|saison|semester|gueltigkeit|validity|stay|aufenthalt)$/u;
// Two dates joined as a range: "1 April 2025 – 31 March 2026", "01.08.2025 bis 31.07.2026".
const BETWEEN_DATES = /^\s*(?:[-–—]|bis|to|until|through|thru)\s*$/iu;
// A range's opening word closing its label ("Versicherungsjahr: von 01.01. bis …", "Period: from 1 May …").
const RANGE_OPEN = new Set(['von', 'vom', 'from', 'between', 'zwischen']);
const MAX_LABEL_WORDS = 4;

/**
 * One end of a range under the parent's label: `billing_period.start` out of the line "Billing period: 01.01.–31.03.2026".
 * `bothEnds`: a field not asking for a date (`hinfahrt.von`, a place) takes one only from a range of two dates, not
 * from "Hinfahrt am 12.05.2026".
 */
export function rangeEnd(lines: TLine[], parentName: string, part: 0 | 1, bothEnds = false, pairAsked = false) {
  for (const match of findLabelMatches(lines, parentCandidates(parentName))) {
    const source = match.value ?? (match.standalone ? valueBelow(lines, match.lineIndex) : null);
    const dates = source ? rangeDatesIn(source.text, referenceDate(lines)) : [];
    const date = !bothEnds || dates.length >= 2 ? dates[part] : undefined;
    if (source && date) {
      return { source, value: date, confidence: confidenceOf(match.how, source, match.exact) - 0.05 };
    }
  }
  return rangeUnderPeriodLabel(lines, parentName, part, !bothEnds && pairAsked);
}

/**
 * One end of the document's one range under a period's label, for a field that is an end of a pair only beside its
 * sibling (`check_in` beside `check_out`, range-pairs.ts): the pair asked for is the range, as for `start_date`.
 */
export function pairEnd(lines: TLine[], name: string, siblings: string[]) {
  const part = pairedRangePart(name, siblings);
  return part === undefined ? null : rangeUnderPeriodLabel(lines, '', part, true);
}

/** A name's words without its range word: `zeitraum` of `zeitraum_von`, `date` of `start_date`. */
const withoutRangeWord = (name: string) =>
  nameWords(name)
    .filter((word) => !RANGE_START.has(word) && !RANGE_END.has(word))
    .join(' ');

/** Whether a sibling asks for the other end of the same range (`end_date` beside `start_date`, `bis` beside `von`). */
export function asksOtherEnd(name: string, siblings: string[], parentName?: string): boolean {
  const part = qualifierOf(name, parentName).qualifier.rangePart;
  return siblings.some((other) => {
    const otherPart = qualifierOf(other, parentName).qualifier.rangePart;
    return otherPart !== undefined && otherPart !== part && withoutRangeWord(other) === withoutRangeWord(name);
  });
}

/**
 * A period's end when no label of the period's own name stands in the text: the one range of two dates whose label
 * names a span of time in other words ("Accounting year: 1 April 2025 – 31 March 2026" for `period`). Two such
 * ranges leave it open: which one is the period's, only their labels would tell. `anyOwner`: a date whose schema
 * asks for both ends (`ausfuehrung.von` and `.bis`, `start_date` and `end_date`) need not name a period itself: the
 * two ends asked for are a range, and the document's one range under a period's label is it (development sets of
 * four authors, session 15). A lone end (`faellig_bis`, a deadline) or a place's ends need an owner naming a period.
 */
function rangeUnderPeriodLabel(lines: TLine[], owner: string, part: 0 | 1, anyOwner: boolean) {
  if (!anyOwner && !nameWords(owner).some((word) => PERIOD_WORD.test(word))) {
    return null;
  }
  const labelled = lines.flatMap((line) => (line.header ? [] : rangeOfLine(line, lines)));
  // Both ends asked and no period's label: the document's one range in a sentence ("Your bill for 1 January 2026 to
  // 31 March 2026 is ready").
  const ranges =
    labelled.length === 0 && anyOwner
      ? lines.flatMap((line) => (line.header ? [] : sentenceRange(line, lines)))
      : labelled;
  // No range printed at all: the one month the title names ("Entgeltabrechnung für April 2026").
  const [only] = ranges.length === 0 && anyOwner ? [monthOfTitle(lines)].filter((each) => each !== null) : ranges;
  return (ranges.length === 1 || (ranges.length === 0 && only)) && only
    ? {
        source: only.source,
        value: only.dates[part] as string,
        confidence: confidenceOf('beside', only.source, false) - 0.1,
      }
    : null;
}

// Where a row's next label/value pair starts: after a tab, a bar or a run of blanks ("LOA  9.4 m  Berthing period  …").
const CELL_GAP = /\t|\s\|\s|\s{2,}/g;

/**
 * The range under a period's label on one line: the line's first label, or, in a row of several label/value pairs,
 * the first later pair's ("Vessel  Kittiwake II  Berthing period  01/04/2026 – 31/03/2027"), whose value then ends at
 * the next pair's gap. A row's first pair is read to the line's end as before.
 */
function rangeOfLine(line: TLine, lines: TLine[]): { source: TValueSource; dates: string[] }[] {
  const starts = [0, ...[...line.text.matchAll(CELL_GAP)].map((gap) => (gap.index ?? 0) + gap[0].length)];
  for (const start of starts) {
    const text = line.text.slice(start);
    const cut = valueStart(text);
    const label = cut !== null ? labelWords(text.slice(0, cut)) : [];
    // "KW 12/2026" alone on a line (a shift plan's heading): the named period is its own label.
    const period = start === 0 && label.length <= 1 && periodIn(line.text)?.index === 0;
    if (cut === null || (!namesPeriod(label) && !period)) {
      continue;
    }
    const after = text.slice(cut);
    const gap = start === 0 ? -1 : after.search(/\t|\s{2,}/);
    const rest = gap >= 0 ? after.slice(0, gap) : after;
    const dates = rangeDatesIn(rest, referenceDate(lines));
    // Two full dates need a range's join between them; a first date completed by the second was read as one.
    // A range without years ("9.–10. Juni") or a named period was read as one by rangeDatesIn.
    const full = datesIn(rest).length;
    return dates.length === 2 && (full <= 1 || joinedAsRange(rest))
      ? [{ source: { text: rest.trim(), line, quoteStart: 0, quoteEnd: line.text.length }, dates }]
      : [];
  }
  return [];
}

// How much of a line a sentence's range is looked for in.
const MAX_SENTENCE = 400;

/** A range of two full dates a sentence writes with a range's word or dash between them, or none. */
function sentenceRange(line: TLine, lines: TLine[]): { source: TValueSource; dates: string[] }[] {
  const text = line.text.slice(0, MAX_SENTENCE);
  // "gültig 01.01.–31.12.2026": the first date's year is the end's.
  const full = datesIn(text).length;
  const dates = full === 2 || full === 1 ? rangeDatesIn(text, referenceDate(lines)) : [];
  return dates.length === 2 && joinedAsRange(text)
    ? [{ source: { text: text.trim(), line, quoteStart: 0, quoteEnd: text.length }, dates }]
    : [];
}

/** Where a line's value starts: its first digit, or the month's name before it ("Period covered: Jan 12 – …"). */
function valueStart(text: string): number | null {
  // "Term: Q2 2026", "KW 12/2026": a named period starts where its name does.
  const period = periodIn(text);
  if (period) {
    return period.index;
  }
  const first = /\d/.exec(text);
  if (!first) {
    return null;
  }
  const month = /(\p{L}{3,9})\.?\s+$/u.exec(text.slice(0, first.index));
  return month && monthNamed(month[1] ?? '') ? month.index : first.index;
}

/**
 * Whether a label names a span of time: one of its words ("Leistungszeitraum", "Policy year", "Period covered",
 * "Period of insurance"), before a range's opening word ("Versicherungsjahr: von …"), or only a range's words
 * ("von – bis", "From – To"; one-letter box codes aside).
 */
function namesPeriod(words: string[]): boolean {
  const own = words.filter((word) => word.length > 1);
  const end = own.length - [...own].reverse().findIndex((word) => !RANGE_OPEN.has(word));
  const label = end > own.length ? [] : own.slice(0, end);
  const rangeWord = (word: string) => RANGE_OPEN.has(word) || RANGE_START.has(word) || RANGE_END.has(word);
  if (own.length === 0 || own.length > MAX_LABEL_WORDS) {
    return false;
  }
  return label.some((word) => PERIOD_WORD.test(word)) || (own.length >= 2 && own.every(rangeWord));
}

/** Whether the text holds two dates with only a range's dash or word between them. */
function joinedAsRange(text: string): boolean {
  // A date's end: its year, or a German day and month without one ("01.01.–31.12.2026").
  const dateEnd = /(?:\d{4}|\d{1,2}\.\d{1,2}\.\d{2}|\d{1,2}\.\d{1,2}\.(?!\d))(?=\D|$)/gu;
  const ends = [...text.matchAll(dateEnd)];
  const [first] = ends;
  if (!first) {
    return false;
  }
  const after = text.slice((first.index ?? 0) + first[0].length);
  const next = /\d/.exec(after);
  return next !== null && BETWEEN_DATES.test(after.slice(0, next.index).replace(/^[,\s]+/, ' '));
}

type TRangeField = { property: TSchemaProperty; words: string[]; rangePart?: 0 | 1; parentName?: string };

/**
 * The field as one end of a printed range: `leistungszeitraum.bis` or `zeitraumBis` from the range under its owner's
 * label, or `check_in` beside `check_out` from the one range under a period label. `siblings`: the field's siblings'
 * names, asked for only when needed.
 */
export function endOfRange(lines: TLine[], field: TRangeField, siblings: () => string[]) {
  const { property, words, rangePart, parentName } = field;
  const wantsDate = property.type === 'string' && property.format === 'date';
  // The range's owner: the parent object, or the rest of a flat name ("leistungszeitraum" of `leistungszeitraumBis`).
  const owner = parentName ?? (wantsDate ? words.slice(0, -1).join('_') : undefined);
  if (rangePart !== undefined && owner && property.type === 'string') {
    const range = rangeEnd(lines, owner, rangePart, !wantsDate, asksOtherEnd(property.name, siblings(), parentName));
    if (range) {
      return range;
    }
  }
  // `check_in` beside `check_out`, `hinreise` beside `rueckreise`: the ends of one range printed under its period.
  return wantsDate && rangePart === undefined ? pairEnd(lines, property.name, siblings()) : null;
}
