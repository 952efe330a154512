// A person a sentence names after the field's role or its description's words: "taught by our ceramics tutor Ruth
// Pemberton" (`tutor`), "handled by our senior manager, Mrs Eleanor Whitfield" (`adviser`, described "Name of the
// adviser handling the matter"), "you will report to Daniel Okafor" (`manager_name`, "Person the new hire reports
// to"), "wenden Sie sich bitte an Frau Sabine Wendt" (`ansprechpartner`). Only fields that name a person's role; the
// name follows its cue with nothing but lower-case words and commas between. German needs a form of address ("Frau",
// "Herr", "Dr."), since German nouns are capitalised too. Read after the labelled values (sentence-role-texts.ts).
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { letterRunStart, trimTrailing } from '../../trim-trailing.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { clausesOf } from './sentence-clauses.ts';
import { named } from './sentence-events.ts';
import { namesKin } from './sentence-words.ts';
import { tokenize } from './words.ts';

// Roles a person holds towards the reader, English and German (folded).
export const PERSON_ROLE =
  /^(?:adviser|advisor|manager|tutor|teacher|instructor|trainer|coach|consultant|representative|agent|supervisor|contact|engineer|technician|assessor|inspector|doctor|dentist|caseworker|ansprechpartner\p{L}*|sachbearbeiter\p{L}*|berater\p{L}*|betreuer\p{L}*|lehrer\p{L}*|dozent\p{L}*|kontaktperson|behandler\p{L}*|arzt|aerztin|vorgesetzte\p{L}*|chair|chairperson|chairman|chairwoman|secretary|taker|vorsitz\p{L}*|versammlungsleit\p{L}*|protokollfuehrer\p{L}*|schriftfuehrer\p{L}*)$/u;
// A contact is whom the letter asks the reader to turn to: "wenden Sie sich an", "please contact".
export const CONTACT = /^(?:contact|ansprechpartner\p{L}*|kontaktperson)$/u;
const CONTACT_CUE = /^(?:wenden|contact|reach|kontaktieren)$/;
// A manager is whom the reader reports to: "you will report to Helen Marsh".
const MANAGER = /^(?:manager|supervisor|vorgesetzte\p{L}*)$/u;
const MANAGER_CUE = /^(?:report|reports|reporting)$/;
const NOT_A_CUE = /^(?:name|person|of|the|der|die|das|des|und|and|oder|or|to|who|wer)$/;
// Between the cue and the name: lower-case words, commas and the polite "Sie" ("wenden Sie sich bitte an Frau …").
// Each word followed by its blank or comma, so a long run of letters cannot be split in many ways (no backtracking).
const GAP = /^[\s,]*(?:(?:\p{Ll}[\p{Ll}'-]*|Sie)[\s,]+)*$/u;
const ADDRESS = String.raw`(?:Herrn?|Frau|Mrs?|Ms|Miss)\.?\s+`;
const TITLE = String.raw`(?:(?:Dr|Prof)\.\s+)`;
// An academic title is no name word: "Frau Dr. Anna Yilmaz" at a line's end is not the name "Dr" before a full stop.
const NAME_WORD = String.raw`(?!(?:Dr|Prof)\.)\p{Lu}[\p{Ll}'-]+`;
const PERSON = new RegExp(String.raw`^(${ADDRESS})?(${TITLE}*${NAME_WORD}(?:\s+${NAME_WORD}){0,2})(?![\p{L}'-])`, 'u');
const GERMAN = /\b(?:und|der|die|das|den|Sie|sich|bei|an)\b/;
const NO_NAME = /^(?:The|Our|Your|This|Ihr\p{L}*|Unser\p{L}*|Sie|Wir|Der|Die|Das)$/u;

/** The person named after the field's role or description in a sentence, or null for fields naming no role. */
/**
 * A text ending in a word with a capital in it (blanks after it aside): `/\p{Lu}\p{L}*\s*$/u`, read back from the end
 * (from each capital of a long word the pattern read the word to its end).
 */
export function endsInCapitalWord(text: string): boolean {
  const end = trimTrailing(text, /\s/).length;
  return /\p{Lu}/u.test(text.slice(letterRunStart(text, end), end));
}

export function personInSentence(lines: TLine[], property: TSchemaProperty, words: string[]): TValueSource | null {
  if (!words.some((word) => PERSON_ROLE.test(word))) {
    return null;
  }
  const described = tokenize(property.description ?? '').map((token) => token.word);
  const cues = [...words, ...described].filter((word) => word.length >= 4 && !NOT_A_CUE.test(word));
  const isCue = (word: string) =>
    cues.some((cue) => named(word, cue) || namesKin(word, cue)) ||
    (words.some((each) => CONTACT.test(each)) && CONTACT_CUE.test(word)) ||
    (words.some((each) => MANAGER.test(each)) && MANAGER_CUE.test(word));
  const clauses = clausesOf(lines);
  for (const [index, clause] of clauses.entries()) {
    const lead = clause.lead ? `${clause.lead} ` : '';
    const own = lead + clause.line.text.slice(clause.start, clause.end);
    // A name the line's end cuts goes on in the next line's clause: "von der Vorsitzenden Dr. Anna" / "Weber um …".
    const next = clauses[index + 1];
    const wraps = next && next.line !== clause.line && next.lead !== '' && endsInCapitalWord(own);
    const text = wraps ? `${own} ${next.line.text.slice(next.start, next.end)}` : own;
    const german = GERMAN.test(text);
    for (const token of tokenize(text).filter((each) => isCue(each.word))) {
      for (const capital of text.slice(token.end, token.end + 60).matchAll(/\p{Lu}/gu)) {
        const from = token.end + capital.index;
        if (!GAP.test(text.slice(token.end, from))) {
          break;
        }
        // A name is a few words: a bounded slice keeps a long line's many capitals linear.
        const match = PERSON.exec(text.slice(from, from + 120));
        const name = match?.[2] ?? '';
        const parts = name.split(/\s+/);
        const addressed = Boolean(match?.[1]) || /^(?:Dr|Prof)\./.test(name);
        if (
          match &&
          from >= lead.length &&
          from < own.length &&
          !NO_NAME.test(parts[0] ?? '') &&
          (addressed || (!german && parts.length >= 2))
        ) {
          const at = clause.start + from - lead.length + (match[1]?.length ?? 0);
          const quoteEnd = Math.min(at + name.length, clause.end);
          return { text: name, line: clause.line, quoteStart: at, quoteEnd };
        }
      }
    }
  }
  return null;
}

// A name the sentence goes on after: "Tom Hartley on Monday.", "Mrs Eleanor Whitfield, who will …".
const NAME_THEN_SENTENCE = new RegExp(String.raw`${PERSON.source}(?=\s*[,;.]|\s+\p{Ll})`, 'u');

/** A role field's value read from a label in a sentence, cut to the person it names ("Tom Hartley on Monday."). */
export function personOfRole(words: string[], text: string): string {
  const match = words.some((word) => PERSON_ROLE.test(word)) ? NAME_THEN_SENTENCE.exec(text) : null;
  const name = match?.[2] ?? '';
  return match && (match[1] || /^(?:Dr|Prof)\./.test(name) || (/\s/.test(name) && !GERMAN.test(text))) ? name : text;
}
