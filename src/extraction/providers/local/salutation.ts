// Greetings and salutations ("Dear Emily Carter,", "Sehr geehrte Frau Dr. Weber,"): a mail's recipient read from
// how it addresses its reader, moved out of parties.ts to keep that file short.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { mailHeaderLine } from './mail-forward.ts';

export const GREETING =
  /^(?:dear|hello|hi|hey|hallo|liebe[rs]?|sehr geehrte[rs]?(?:\(r\))?|guten tag|good (?:morning|afternoon))(?!\p{L})/iu;
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
// reader. One word of capitals after the form of address (an academic title may stand between), a few plain blanks
// between the words (a run of em spaces parts no greeting).
const ADDRESSED_READER =
  /^(?:[Dd]ear|[Ss]ehr geehrte[rs]?|[Gg]uten [Tt]ag|[Hh]ello|[Gg]ood (?:morning|afternoon)) {1,3}((?:Mr|Mrs|Ms|Miss|Mx|Herr|Frau)\.? {1,3}(?:(?:Dr|Prof)\.? {1,3})?\p{Lu}[\p{L}'’-]{1,40}),\s*$/u;

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
  return (
    namedInFull(lines, first.text) ?? {
      text: first.text,
      line: first.line,
      quoteStart: start,
      quoteEnd: start + first.text.length,
    }
  );
}

// A mailbox written "first.last@…", "first_last@…" or "first-last@…": a person's given name and surname.
const PERSONAL_MAILBOX = /^([a-zà-ÿ]{2,20})[._-]([a-zà-ÿ-]{2,30})@/u;

/**
 * "Sehr geehrter Herr Heller," to "markus.heller@…": the To line's mailbox names the reader in full, its surname
 * the greeting's. Null where the mailbox is no such name or names another person.
 */
function namedInFull(lines: TLine[], greeted: string): TValueSource | null {
  const to = mailHeaderLine(lines, 'to');
  const mailbox = to ? /[^\s<>"',;]+@[^\s<>"',;]+/.exec(to.line.text.slice(to.start)) : null;
  const parts = mailbox ? PERSONAL_MAILBOX.exec(mailbox[0].toLowerCase()) : null;
  const surname = greeted.split(/\s+/).at(-1)?.toLowerCase();
  if (!to || !mailbox || !parts?.[1] || !parts[2] || parts[2] !== surname) {
    return null;
  }
  const capital = (word: string) => word.replace(/(^|-)\p{L}/gu, (letter) => letter.toUpperCase());
  const start = to.line.text.indexOf(mailbox[0]);
  return {
    text: `${capital(parts[1])} ${capital(parts[2])}`,
    line: to.line,
    quoteStart: start,
    quoteEnd: start + mailbox[0].length,
  };
}
