// A deadline a letter sets for one thing, in a sentence and without a label: "Anträge zur Tagesordnung sind bis
// spätestens 10. April 2026 einzureichen" for `antragsfrist`, "Eine kostenfreie Abmeldung ist bis zum 24. August 2026
// möglich" for `abmeldefrist`, "you can cancel any time before 30 June 2026" for `cancellation_deadline`. The field
// names the thing and the deadline (a compound ending in "frist", or a word "deadline", "frist", "by", "bis"); the
// sentence names the thing by the first letters of its word (a noun, a plural, a verb: "Antrag" / "Anträge", "cancel"
// / "cancellation") before the date, and a deadline's word stands right before the date. Paying, debiting and the
// like are sentence-dates.ts' (read before this).
import { bodyLines, lineDates, lineTokens } from './document-parts.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { sentenceSpans } from './sentence-clauses.ts';
import { tokenize } from './words.ts';

// `antragsfrist`, `abmeldefrist`: the thing before "frist" (a joining "s" dropped).
const COMPOUND = /^(\p{L}{5,20}?)s?frist$/u;
const DEADLINE = /^(?:deadline|frist|by|bis|until)$/u;
// The words right before a deadline's date: "bis (spätestens / zum)", "spätestens am", "by", "before", "until", "no
// later than", with a weekday between ("bis Freitag, den").
const CUE =
  /(?:\bbis(?:\s+(?:spätestens|spaetestens))?(?:\s+(?:zum|zur))?|\bspätestens(?:\s+(?:am|bis(?:\s+zum)?))?|\bby|\bbefore|\buntil|\b(?:no|not) later than)\s+(?:\p{L}+,\s+)?(?:den\s+)?$/iu;
// How many letters of the thing's word the sentence must share: "antra" of "Anträge", "cance" of "cancel".
const STEM = 5;
// How far before its date the thing's word may stand in the sentence (about a dozen words).
const REACH = 90;

/** The thing a deadline field names ("antrag" of `antragsfrist`, "cancellation" of `cancellation_deadline`). */
export function deadlineThing(words: string[]): string | null {
  const compound = words.length === 1 ? COMPOUND.exec(words[0] ?? '') : null;
  if (compound?.[1]) {
    return compound[1];
  }
  const [thing, deadline] = words;
  return words.length === 2 && thing && thing.length >= STEM && DEADLINE.test(deadline ?? '') ? thing : null;
}

/** The date a sentence sets as the deadline of the thing a field names, or null (see the head of this file). */
export function thingDeadline(lines: TLine[], words: string[]): TValueSource | null {
  const thing = deadlineThing(words);
  const stem = thing?.slice(0, STEM);
  const body = stem ? bodyLines(lines) : [];
  for (const [index, line] of body.entries()) {
    const dates = lineDates(line);
    if (dates.length === 0) {
      continue;
    }
    // A sentence wrapped at the line before ("please call us on" / "0330 010 4410 before 25 July 2026"): its words
    // count when that line ends without a full stop.
    const previous = body[index - 1]?.text ?? '';
    const carried = /[.!?:]\s*$/.test(previous) || previous.trim() === '' ? '' : previous.slice(-REACH);
    const spans = sentenceSpans(line.text);
    for (const { iso, start, end } of dates) {
      const span = spans.find(([from, to]) => start >= from && start < to) ?? [0, line.text.length];
      const before = line.text.slice(Math.max(span[0], start - REACH), start);
      if (!CUE.test(before)) {
        continue;
      }
      const words = lineTokens(line).filter((token) => token.start >= start - before.length && token.end <= start);
      const inCarried =
        span[0] === 0 && carried.length > 0 && tokenize(carried).some((token) => token.word.startsWith(stem ?? ''));
      if (words.some((token) => token.word.startsWith(stem ?? '')) || inCarried) {
        return { text: iso, line, quoteStart: start, quoteEnd: end };
      }
    }
  }
  return null;
}
