// Times of day a sentence states without the field's label (sentence-role-texts.ts): "departs Frankfurt at 08:15"
// (`departure_time`), "your appointment … is on Thursday 12 March 2026 at 9:30 am" (`appointment_time`: "09:30"),
// "zwischen 10:00 und 13:00 Uhr" (`zeitfenster_beginn`, `slot_end`).
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { clausesOf, type TClause } from './sentence-clauses.ts';
import { named } from './sentence-events.ts';
import { RANGE_END, RANGE_START } from './sentence-role-dates.ts';
import { tokenize } from './words.ts';

const TIME_WORD = /^(?:time|zeit|uhrzeit|uhr)$|^\p{L}{4,}(?:s?zeit|uhrzeit)$/u;
// A time may end its sentence ("at 19:30."): only a digit after the full stop makes it a longer number.
const TIME = /\b(?:at|um|gegen|ab)\s+(\d{1,2}[:.]\d{2})(?![\d:]|\.\d)/iu;

const WINDOW_WORD = /zeit|time|slot|window|fenster|uhr/;
const WINDOW =
  /\b(?:zwischen|between|von|from)\s+(\d{1,2}[:.]\d{2})\s*(?:Uhr\s*)?(?:und|and|bis|to|-|–)\s*(\d{1,2}[:.]\d{2})(?![\d:]|\.\d)/iu;

/**
 * The start or the end of a time window: "zwischen 10:00 und 13:00 Uhr" for `zeitfenster_beginn`, `slot_end`, and
 * for a field named by the end alone (`beginn`, `ende`: a notice's "zwischen 8:00 und 14:00 Uhr"). A window the
 * line's end cuts ("zwischen 8:00" / "und 14:00 Uhr") is read with the clause's lead.
 */
function timeWindow(lines: TLine[], words: string[]): TValueSource | null {
  const part = words.some((word) => RANGE_START.test(word)) ? 1 : words.some((word) => RANGE_END.test(word)) ? 2 : 0;
  // A preposition alone names no end of a window: `from`, `von` is a mail's or a letter's sender (review27: "08:00").
  const alone = words.length === 1 && !/^(?:from|von|bis|until)$/.test(words[0] ?? '');
  const asks = alone || words.some((word) => WINDOW_WORD.test(word));
  const clauses = part > 0 && asks ? clausesOf(lines) : [];
  for (const [index, clause] of clauses.entries()) {
    const before = clause.lead ? clauses[index - 1] : undefined;
    const lead = before ? before.line.text.slice(before.start, before.end) : '';
    const text = `${lead}${lead ? ' ' : ''}${clause.line.text.slice(clause.start, clause.end)}`;
    const match = WINDOW.exec(text);
    const time = match?.[part];
    if (match && time) {
      // The end is the last time of the match (both may read "10:00"), the start the first.
      const offset = match.index + (part === 1 ? match[0].indexOf(time) : match[0].lastIndexOf(time));
      const [line, at] =
        before && offset < lead.length
          ? [before.line, before.start + offset]
          : [clause.line, clause.start + offset - (lead ? lead.length + 1 : 0)];
      // Written as a clock shows it, as onlyTime (unlabelled-values.ts) writes a lone time: "8:00" is "08:00".
      const clock = time.replace('.', ':').padStart(5, '0');
      return { text: clock, line, quoteStart: at, quoteEnd: at + time.length };
    }
  }
  return null;
}

/** A time of day stated after the event the field names: "departs Frankfurt at 08:15" for `departure_time`. */
export function timeByRole(lines: TLine[], words: string[]): TValueSource | null {
  if (!words.some((word) => TIME_WORD.test(word))) {
    return timeWindow(lines, words);
  }
  const things = words
    .map((word) => (word.length > 6 ? word.replace(/s?(?:uhrzeit|zeit)$/, '') : word))
    .filter((word) => !TIME_WORD.test(word) && word.length >= 4);
  const clauses = things.length > 0 ? clausesOf(lines) : [];
  for (const [index, clause] of clauses.entries()) {
    const tokens = tokenize(clause.line.text, clause.start, clause.end);
    const event = tokens.find((token) => things.some((thing) => named(token.word, thing)));
    // "your appointment with Dr Patel is on Thursday 12 March / 2026 at 9:30 am": the event in the line before, in
    // the clause's lead or in the clause that ends that line without a full stop.
    const before = clauses[index - 1];
    const open = before && clause.start === 0 && !/[.!?:;]\s*$/.test(clauseText(before)) ? clauseText(before) : '';
    const lead = `${clause.lead} ${before?.line === clause.line ? '' : open}`;
    const inLead = !event && tokenize(lead).some((token) => things.some((thing) => named(token.word, thing)));
    const from = event?.end ?? (inLead ? clause.start : -1);
    const match = from >= 0 ? TIME.exec(clause.line.text.slice(from, clause.end)) : null;
    if (match?.[1]) {
      const at = from + match.index + match[0].length - match[1].length;
      const text = twentyFour(match[1], clause.line.text.slice(at + match[1].length, clause.end));
      return { text, line: clause.line, quoteStart: at, quoteEnd: at + match[1].length };
    }
  }
  return null;
}

const clauseText = (clause: TClause) => clause.line.text.slice(clause.start, clause.end);

// "9:30 am", "7.15 p.m.": a time of the twelve-hour clock, written as the day's hour.
const MERIDIEM = /^\s?([ap])\.?\s?m\b\.?/iu;

/** The time in 24-hour form where an "am"/"pm" follows it ("7:30 pm" → "19:30"); else as written. */
function twentyFour(time: string, after: string): string {
  const half = MERIDIEM.exec(after)?.[1]?.toLowerCase();
  const [hours = '', minutes = ''] = time.split(/[:.]/);
  const hour = Number(hours);
  if (!half || hour < 1 || hour > 12) {
    return time;
  }
  const day = half === 'p' ? (hour % 12) + 12 : hour % 12;
  return `${String(day).padStart(2, '0')}:${minutes}`;
}
