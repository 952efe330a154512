// Greetings and salutations ("Dear Emily Carter,", "Sehr geehrte Frau Dr. Weber,"): a mail's recipient read from
// how it addresses its reader, moved out of parties.ts to keep that file short.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { FAMILY_NAME } from './name-parts.ts';

export const GREETING =
  /^(?:dear|hello|hi|hey|hallo|liebe[rs]?|sehr geehrte[rs]?(?:\(r\))?|guten (?:tag|morgen|abend)|good (?:morning|afternoon|evening))(?!\p{L})/iu;
export const SALUTATION = new RegExp(
  `${GREETING.source}\\s+(?:(?:mr|mrs|ms|herr|frau)\\.?\\s+)?([\\p{Lu}][\\p{L}.'\\- ]{2,60}?),`,
  'iu',
);
// "Sehr geehrte Damen und Herren," names nobody; "Hi Tom," or "Dear Mr Smith," only part of a name, and the
// reader, who need not be the party asked for (a transfer's payee): a salutation counts with a full name only.
const NOBODY = /\b(?:damen|herren|sir|madam|customer|kunde|kundin|team|all|everyone|friends)\b/iu;
// "Dear Dr. Lindqvist": a title with a surname is no full name either.
export const fullName = (name: string) =>
  /^\p{Lu}\S+\s+\p{Lu}/u.test(name.replace(/^(?:(?:dr|prof)\.?\s+)+/iu, '')) && !NOBODY.test(name);

/** A mail's reader named in full by its greeting ("Dear Emily Carter,"), outside header lines. */
export function salutedName(lines: TLine[]): TValueSource | null {
  for (const line of lines) {
    const match = line.header ? null : SALUTATION.exec(line.text.trim());
    if (match?.[1] && fullName(match[1])) {
      const start = line.text.indexOf(match[1]);
      return { text: match[1], line, quoteStart: start, quoteEnd: start + match[1].length };
    }
  }
  return null;
}

// "Dear Mr Okafor,", "Sehr geehrte Frau Albrecht,": a form of address and a surname, the way the writer names the
// reader. One word of capitals after the form of address, a few plain blanks between the words (a run of em spaces
// parts no greeting). A greeting with an academic title ("Herr Dr. Engelhardt") is left: the truths of such letters
// name the reader in full.
const ADDRESSED_READER =
  /^(?:[Dd]ear|[Ss]ehr geehrte[rs]?|[Gg]uten [Tt]ag|[Hh]ello|[Hh]i|[Hh]allo|[Gg]ood (?:morning|afternoon)) {1,3}((?:Mr|Mrs|Ms|Miss|Mx|Herr|Frau)\.? {1,3}(?!(?:Dr|Prof)\.? )\p{Lu}[\p{L}'’-]{1,40}),\s*$/u;

/** The reader a greeting names by a form of address and surname ("Mr Okafor"): one greeting only, outside headers. */
export function greetedReader(lines: TLine[]): TValueSource | null {
  const found = lines.flatMap((line) => {
    const match = line.header ? null : ADDRESSED_READER.exec(line.text.trim());
    return match?.[1] ? [{ line, text: match[1] }] : [];
  });
  const first = found[0];
  if (!first || found.some((other) => other.text !== first.text)) {
    return null;
  }
  const start = first.line.text.indexOf(first.text);
  return { text: first.text, line: first.line, quoteStart: start, quoteEnd: start + first.text.length };
}

// Fields that ask for a part of how the reader is addressed: the form ("salutation", "anrede"), or the surname
// (FAMILY_NAME).
const FORM_FIELD = /^(?:salutation|anrede|briefanrede)$/u;

/**
 * "Dear Mr Schmidt," for `salutation` ("Mr") or `patient_last_name` ("Schmidt"): the part of the greeting's form of
 * address and surname a field asks for; `isReader` tells whether the field's other words name the reader (or none).
 */
export function greetingPart(lines: TLine[], words: string[], isReader: (rest: string[]) => boolean) {
  const last = words.at(-1) ?? '';
  const surnameWords = FAMILY_NAME.test(last)
    ? 1
    : last === 'name' && /^(?:last|family)$/u.test(words.at(-2) ?? '')
      ? 2
      : 0;
  const form = FORM_FIELD.test(last);
  if ((!form && surnameWords === 0) || !isReader(words.slice(0, words.length - (form ? 1 : surnameWords)))) {
    return null;
  }
  const reader = greetedReader(lines);
  const parts = reader ? /^(\S+?)\.? {1,3}(\S.*)$/u.exec(reader.text) : null;
  if (!reader || !parts?.[1] || !parts[2]) {
    return null;
  }
  const text = form ? parts[1] : parts[2];
  const start = form ? reader.quoteStart : reader.quoteEnd - parts[2].length;
  return { text, line: reader.line, quoteStart: start, quoteEnd: start + text.length };
}
