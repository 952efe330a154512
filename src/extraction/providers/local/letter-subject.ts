import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { findDate } from './parse-date.ts';
import { nameWords } from './words.ts';

// A letter's subject is printed without a label more often than with one: the line of its own above the greeting
// ("Nebenkostenabrechnung 2025" … "Sehr geehrte Frau Oberländer,"), or one opened by "Re:" / "Betreff:". A field named
// for it: `subject`, `betreff`, `regarding`, `anliegen`, `topic`, `thema`, `letter_subject`.
const SUBJECT_WORD = /^(?:subject|betreff|betrifft|regarding|re|anliegen|topic|thema|concerning|reason|anlass)$/;
const GREETING =
  /^(?:dear|hello|hi|hallo|liebe[rs]?|sehr geehrte[rs]?|geehrte[rs]?|guten (?:tag|morgen|abend)|good (?:morning|afternoon|evening)|to whom)(?!\p{L})/iu;
const SUBJECT_LABEL = /^(?:re|subject|betreff|betr|betrifft|ref)\.?\s*:\s*/iu;
// Lines that stand above a greeting without being its subject: an address's postal line, a reference or date line.
const NOT_A_SUBJECT =
  /^(?:\d{4,5}\s|[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$)|:\s*\S|^(?:private|confidential|vertraulich|persönlich)\b/iu;

/** Whether a plain field names a letter's subject. */
export const namesSubject = (name: string) => {
  const words = nameWords(name);
  return words.length <= 2 && words.some((word) => SUBJECT_WORD.test(word));
};

const cellsText = (line: TLine) => line.text.slice(line.cells[0]?.start ?? 0, line.cells.at(-1)?.end ?? 0).trim();

/**
 * The subject of a letter: the single line nearest above its greeting, without its "Re:" / "Betreff:"; else a line
 * "Re: …" right under the greeting, where British letters put it ("Dear Mrs Castell," / "Re: Rear extension at …").
 */
export function letterSubject(lines: TLine[]): TValueSource | null {
  const greeting = lines.findIndex((line) => !line.header && GREETING.test(cellsText(line)));
  const below = greeting < 0 ? undefined : lines.slice(greeting + 1, greeting + 4).find((line) => !isBlank(line));
  const reply = below && SUBJECT_LABEL.exec(cellsText(below));
  if (below && reply) {
    const subject = cellsText(below).slice(reply[0].length).trim();
    const start = below.text.indexOf(subject);
    return subject ? { text: subject, line: below, quoteStart: start, quoteEnd: start + subject.length } : null;
  }
  for (let index = greeting - 1; index >= 0 && index >= greeting - 4; index--) {
    const line = lines[index] as TLine;
    if (isBlank(line)) {
      continue;
    }
    const text = cellsText(line);
    const labelled = SUBJECT_LABEL.exec(text);
    const subject = labelled ? text.slice(labelled[0].length).trim() : text;
    // One cell of words, not a date, not an address's last line, not another label's pair.
    const wordy = /\p{L}{3,}/u.test(subject) && subject.length <= 160 && line.cells.length === 1;
    const date = findDate(subject);
    const onlyDate = date !== null && subject.replace(/[^\p{L}]/gu, '').length < 12;
    if (!wordy || onlyDate || (!labelled && NOT_A_SUBJECT.test(subject)) || line.header) {
      return null;
    }
    const start = line.text.indexOf(subject);
    return { text: subject, line, quoteStart: start, quoteEnd: start + subject.length };
  }
  return null;
}
