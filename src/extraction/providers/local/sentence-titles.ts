// Names a sentence gives by their frame, not by a label: a job's title after "the position of", "promotion to",
// "employed as", "die Stelle als", "als … beschäftigt" (`job_title`, `position`, `stellenbezeichnung`), and an event's
// name that ends in its kind's noun ("our Accessible Design Workshop on Thursday", "the Q2 planning workshop is on",
// "booking … for Leeds Food Festival") for `event`, `event_name`, `veranstaltung`. Read after the labelled values and
// the sentence readers of sums and dates (sentence-role-texts.ts); values are guesses.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { clausesOf } from './sentence-clauses.ts';

// Field words that ask for a job's title.
const JOB_FIELD =
  /^(?:job|jobtitle|position|role|post|stelle|stellenbezeichnung|berufsbezeichnung|taetigkeit|funktion|designation)$/;
// The words that lead to a job's title; German "als" only with a verb of employment after the title.
const JOB_CUE =
  /\b(?:(?:position|role|post|job)\s+(?:of|as)|promot(?:ion|ed)\s+to|employed\s+as|(?:Stelle|Position|Tätigkeit|Funktion)\s+(?:als|einer|eines)|als)\s+$/u;
const EMPLOYED_AFTER =
  /^\s+(?:beschäftigt|tätig|eingestellt|angestellt|einzustellen|einstellen|gearbeitet|arbeiten)\b/u;
// A title: capitalised words, "of"/"für"/"&" between two of them ("Head of Data"), at most six words.
const TITLE = /^\p{Lu}[\p{L}'-]*(?:\s(?:(?:of|for|für|&)\s)?\p{Lu}[\p{L}'-]*){0,5}/u;
const NO_TITLE = /^(?:The|Our|Your|This|Ihr\p{L}*|Unser\p{L}*|Sie|Wir|Der|Die|Das|Den|Dem|Des|Ein\p{L}*)$/u;

// Field words that ask for an event's name, and the nouns an event's name ends in.
const EVENT_FIELD =
  /^(?:event|veranstaltung|workshop|seminar|webinar|training|schulung|course|kurs|conference|konferenz|tagung|festival)$/;
const EVENT_NOUN =
  /^(?:workshop|seminar|webinar|conference|festival|training|course|lecture|fair|concert|tagung|konferenz|schulung|kurs|messe|konzert|vortrag|fest)$/iu;
// Words that open no part of a name: articles, pronouns, prepositions and verbs of the sentence.
const OUTSIDE =
  /^(?:the|a|an|our|your|their|this|that|for|to|at|in|on|of|with|and|is|are|was|der|die|das|den|dem|des|unser\p{L}*|ihr\p{L}*|für|zum|zur|am|im|und|ist|einer|eine|einen)$/iu;

/** A job's title after the words that lead to one, for a field that names a job; or null. */
export function jobTitleInSentence(lines: TLine[], words: string[]): TValueSource | null {
  if (!words.some((word) => JOB_FIELD.test(word))) {
    return null;
  }
  for (const clause of clausesOf(lines)) {
    const text = clause.line.text.slice(0, clause.end);
    for (const capital of text.slice(clause.start).matchAll(/\p{Lu}/gu)) {
      const at = clause.start + capital.index;
      // The words before the capital: at most 40 characters, so a long clause's many capitals stay linear.
      const cue = JOB_CUE.exec(text.slice(Math.max(clause.start, at - 40), at));
      const title = cue ? (TITLE.exec(text.slice(at, at + 120))?.[0] ?? '') : '';
      const german = cue?.[0].trim() === 'als';
      const placed = !german || EMPLOYED_AFTER.test(text.slice(at + title.length, at + title.length + 30));
      if (title && placed && !NO_TITLE.test(title.split(/\s/)[0] ?? '')) {
        return { text: title, line: clause.line, quoteStart: at, quoteEnd: at + title.length };
      }
    }
  }
  return null;
}

/** An event's name ending in its kind's noun, of two words at least and opening with a capital or a digit; or null. */
export function eventNameInSentence(lines: TLine[], words: string[]): TValueSource | null {
  if (!words.some((word) => EVENT_FIELD.test(word))) {
    return null;
  }
  for (const clause of clausesOf(lines)) {
    const text = clause.line.text.slice(clause.start, clause.end);
    const parts = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'&-]*/gu)];
    for (const [index, part] of parts.entries()) {
      if (!EVENT_NOUN.test(part[0])) {
        continue;
      }
      let first = index;
      while (first > 0 && index - first < 4 && !OUTSIDE.test(parts[first - 1]?.[0] ?? '')) {
        first--;
      }
      // Lower-case words at the front belong to the sentence ("nächste Schulung"): the name opens with a capital.
      while (first < index && !/^[\p{Lu}\p{N}]/u.test(parts[first]?.[0] ?? '')) {
        first++;
      }
      const start = parts[first]?.index ?? 0;
      const end = part.index + part[0].length;
      const name = text.slice(start, end);
      // One blank between the words of a name: a wider gap parts cells or columns, not words of one name.
      if (first < index && name.length <= 80 && !/[,;:.]|\s\s/.test(name)) {
        return { text: name, line: clause.line, quoteStart: clause.start + start, quoteEnd: clause.start + end };
      }
    }
  }
  return null;
}
