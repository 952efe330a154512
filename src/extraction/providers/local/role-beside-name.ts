// A person a document prints with their role beside the name and no label: a signature's name over the role it
// signs in ("Herbert Neumeier" / "1. Vorsitzender"), a name and its role after a comma ("Jamie Ross, Lead Trainer"),
// or in brackets in a list of those present ("Sue Harding (chair), Tony Blake (treasurer)"). Read for a field that
// names that role (`vorsitzender`, `chair`, `trainer`, `secretary`); the role's word is matched whole or by its first
// six letters ("Vorsitzende" for `vorsitzender`), so a clerk's "Sachbearbeiterin" is no `vorsitzender`.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { PERSON_ROLE } from './sentence-people.ts';
import { signerText } from './signature-lines.ts';
import { tokenize } from './words.ts';

// Two or three capitalised words, an academic title before them: the name alone on its line or before its role.
const NAME_WORDS = String.raw`(?:(?:Dr|Prof)\.\s+)*\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2}`;
const NAME_LINE = new RegExp(`^${NAME_WORDS}$`, 'u');
// A role's line under a name: a few words, an ordinal before them ("1. Vorsitzender"), no other digits.
const ROLE_LINE = /^(?:\d\.\s*)?\p{L}[\p{L} &.'’-]{1,48}$/u;
// "Jamie Ross, Lead Trainer" (the line's end) and "Sue Harding (chair)" (anywhere in a list).
const NAME_COMMA_ROLE = new RegExp(`^(${NAME_WORDS}),\\s+(\\p{L}[\\p{L} &'’-]{1,40})$`, 'u');
// Tried from a run of titles' first only (review27): from each "Dr. " of a long run the titles were read to its end
// again (quadratic in "Dr. Dr. Dr. …"); a name after a title is found from the title anyway. The look back over the
// blanks is tried at a capital only, so a run of blanks is not looked through from each of its blanks.
const NAME_BRACKET_ROLE = new RegExp(
  `(?<![\\p{L}])(?=\\p{Lu})(?<!(?:Dr|Prof)\\.\\s+)(${NAME_WORDS})\\s*\\(([\\p{L} &'’-]{2,30})\\)`,
  'gu',
);
const SIX = 6;
// A role's line is a title, not a sentence under a heading: "Contact us any time on weekdays" under "Need Help",
// "Vorsitzender ist gern für Sie da" under "Ihre Fragen" (review27: the heading was the chair, over the signature's
// "Herbert Neumeier" / "1. Vorsitzender"). A title has a few words and none that addresses the reader or says a verb.
const SENTENCE_WORD =
  /^(?:us|our|we|you|your|me|my|is|are|will|can|please|uns|unser\p{L}*|wir|sie|ihnen|ihr\p{L}*|ist|sind|bitte|gern|gerne)$/u;
const TITLE_WORDS = 5;
const titleLike = (text: string) => {
  const tokens = tokenize(text);
  return tokens.length <= TITLE_WORDS && !tokens.some((token) => SENTENCE_WORD.test(token.word));
};

const sameRole = (word: string, role: string) =>
  word === role || (word.length >= SIX && role.length >= SIX && word.slice(0, SIX) === role.slice(0, SIX));
const holdsRole = (text: string, role: string) => tokenize(text).some((token) => sameRole(token.word, role));

const source = (line: TLine, name: string, at: number): TValueSource => ({
  text: name,
  line,
  quoteStart: at,
  quoteEnd: at + name.length,
});

/** The person printed with the role a field names, beside or over it (see the head of this file), or null. */
export function personBesideRole(lines: TLine[], words: string[]): TValueSource | null {
  const role = words.length === 1 && PERSON_ROLE.test(words[0] ?? '') ? (words[0] ?? '') : '';
  for (const [index, line] of role ? lines.entries() : []) {
    const text = signerText(line);
    const under = lines[index + 1] ? signerText(lines[index + 1] as TLine) : '';
    if (NAME_LINE.test(text) && ROLE_LINE.test(under) && holdsRole(under, role) && titleLike(under)) {
      return source(line, text, line.text.indexOf(text));
    }
    const comma = NAME_COMMA_ROLE.exec(text);
    if (comma?.[1] && comma[2] && holdsRole(comma[2], role)) {
      return source(line, comma[1], line.text.indexOf(comma[1]));
    }
    for (const bracket of line.text.matchAll(NAME_BRACKET_ROLE)) {
      if (bracket[1] && bracket[2] && holdsRole(bracket[2], role)) {
        return source(line, bracket[1], bracket.index);
      }
    }
  }
  return null;
}
