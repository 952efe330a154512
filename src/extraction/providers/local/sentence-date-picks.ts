// Which of several dates of one sentence is the field's, by the words before each (sentence-role-dates.ts):
// - a replaced date: "wird am 02.06.2026 statt wie geplant am 26.05.2026 versandt", "now on 4 May instead of 28 April",
//   "originally scheduled for 3 March" is the one of a field named `urspruenglicher_versandtermin`, `original_date`,
//   `planned_date`, and no other field's;
// - a range's end: "für den Zeitraum 01.04.2026 bis 30.06.2026 ist ein Beitrag fällig … bis zum 15.05.2026" gives
//   `zeitraum_bis` the range's end and `faellig_bis` the deadline: a date after "<date> bis" belongs to the range's
//   thing (the words before its first date), not to a deadline the field names otherwise.
import { findSentenceDate } from './partial-dates.ts';
import { namesWord } from './sentence-roles.ts';
import { tokenize } from './words.ts';

// A field's word that makes its date the earlier, replaced one.
const OLD_FIELD =
  /^(?:old|alt|alte|alter|altes|alten|previous|prior|former|original\p{L}*|urspruenglich\p{L}*|planned|geplant\p{L}*|bisherig\p{L}*|initial\p{L}*)$/u;
// Words before a date that make it the replaced one, a few words between at most ("statt wie geplant am").
const OLD_CUE =
  /(?:\b(?:statt|anstatt|anstelle|instead of|rather than|originally|ursprünglich|previously|formerly|bisher)|\bnicht mehr)(?:\s+[\p{L}.]+){0,4}\s*$/iu;
const RANGE_JOIN = /^\s*(?:bis(?:\s+(?:zum|einschließlich))?|to|until|till|through|-|–)\s+(?:zum\s+|the\s+)?$/iu;
const DAY_RANGE_START =
  /\b(?:vom|from|between)\s+(?:the\s+)?\d{1,2}(?:\.|st|nd|rd|th)?\s*(?:bis(?:\s+(?:zum|einschließlich))?|to|until|till|through|and|-|–)\s+(?:zum\s+|the\s+)?$/iu;
// The words of a deadline's name that say only that it is one ("bis", "by", "date"), not what it is of.
const DEADLINE_WORD = /^(?:bis|until|till|by|date|datum|day|tag|frist|deadline|end|ende|zum)$/;

/** Whether the field's name asks for the earlier, replaced date ("urspruenglicher_termin", "original_date"). */
const wantsOldDate = (words: string[]) => words.some((word) => OLD_FIELD.test(word));

/** Field words without those that mark a replaced date, for matching the clause's nouns. */
export const withoutAge = (words: string[]) => words.filter((word) => !OLD_FIELD.test(word));

/** Whether the text before a date makes it a replaced one ("statt wie geplant am", "instead of"). */
export const replacedDate = (textBefore: string) => OLD_CUE.test(textBefore);

/** Whether a date with this text before it fits the field's age: the replaced one for an old field only. */
export const fitsAge = (words: string[], textBefore: string) => wantsOldDate(words) === replacedDate(textBefore);

/**
 * Whether a date with this text before it closes a range ("Zeitraum 01.04.2026 bis") whose thing the field's words do
 * not name: such a date is the range's, not the field's deadline. `reference` dates a day without its year.
 */
export function closesOtherRange(words: string[], textBefore: string, reference: string | null): boolean {
  const things = words.filter((word) => !DEADLINE_WORD.test(word));
  if (DAY_RANGE_START.test(textBefore)) {
    return closesDayRange(words, textBefore);
  }
  let last: { index: number; end: number } | null = null;
  for (let offset = 0, found = findSentenceDate(textBefore, reference); found; ) {
    last = { index: offset + found.index, end: offset + found.end };
    offset += found.end;
    found = findSentenceDate(textBefore.slice(offset), reference);
  }
  if (!last || !RANGE_JOIN.test(textBefore.slice(last.end))) {
    return false;
  }
  const owner = tokenize(textBefore.slice(0, last.index))
    .slice(-3)
    .map((token) => token.word);
  return !things.some((thing) => owner.some((word) => namesWord(word, thing)));
}

/**
 * Whether a date with this text before it closes a range of days whose first day is written without its month ("vom
 * 12. bis 15. Mai", "from 14 to 17 August") and whose thing the field's words do not name: the stay's end, no deadline.
 */
export function closesDayRange(words: string[], textBefore: string): boolean {
  const days = DAY_RANGE_START.exec(textBefore);
  if (!days) {
    return false;
  }
  const things = words.filter((word) => !DEADLINE_WORD.test(word));
  const owner = tokenize(textBefore.slice(Math.max(0, days.index - 60), days.index))
    .slice(-3)
    .map((token) => token.word);
  return !things.some((thing) => owner.some((word) => namesWord(word, thing)));
}

// A date right after a message or a meeting dates that one, whatever verb the clause has: "Following our meeting on
// 28 April, I write to confirm that your employment … will end on 31 May 2026", "nach unserem Gespräch vom 3. März".
const DATED_TALK =
  /\b(?:meeting|call|phone call|conversation|discussion|letter|e-?mail|message|visit|interview|gespräch|telefonat|schreiben|besprechung|unterredung|anruf)\s+(?:on|of|dated|from|am|vom)\s+(?:the\s+)?$/iu;

/** Whether the text before a date makes it the date of a message or a meeting, not of the clause's event. */
export const datesTalk = (textBefore: string) => DATED_TALK.test(textBefore);
