import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { LEGAL_FORM, letterSigner, mailSignature } from './mail-parts.ts';
import { signerText, unquoted } from './signature-lines.ts';

// The writer's position stands in the signature, on the line under the name or after it, never behind a label:
// "Gareth Owen" / "Estimator" / "Owen & Pike Roofing Ltd"; "i. A. Sabine Kröger" / "Leiterin Auftragsabwicklung";
// "Eleanor Hughes" / "Associate Director, Marlow Architects"; "Tom Reid | Site Manager". A field asking for it is
// named for the position alone or for the writer's (`position`, `contact_position`, `job_title`, `funktion`).

const POSITION = /^(?:position|role|funktion|stellung|berufsbezeichnung|jobtitle|dienststellung)$/u;
const WHOSE =
  /^(?:contact|kontakt|ansprechpartner\p{L}*|sender|absender\p{L}*|writer|signatory|signer|author|unterzeichner\p{L}*|verfasser\p{L}*|sachbearbeiter\p{L}*|person|job|title)$/u;
// Parts of one signature line: "Tom Reid | Site Manager", "Associate Director, Marlow Architects".
const PARTS = /\s[·|•–-]\s|,\s/u;
const MAX_POSITION = 60;

/** Whether a field asks for the writer's position: `position`, `contact_position`, `job_title`, `Funktion`. */
export function namesWriterPosition(words: string[]): boolean {
  const asks = words.some((word) => POSITION.test(word)) || words.join(' ').endsWith('job title');
  return asks && words.every((word) => POSITION.test(word) || WHOSE.test(word));
}

/** A part that can be a position: a few words, capitalised, no digit, address, mail or legal form. */
const positionLike = (text: string) =>
  text.length >= 3 &&
  text.length <= MAX_POSITION &&
  text.split(/\s+/).length <= 6 &&
  /^\p{Lu}/u.test(text) &&
  !/[\d@/:]/.test(text) &&
  !LEGAL_FORM.test(text);

/** The signer's position from a mail's signature or a letter's, for a field `namesWriterPosition` accepts. */
export function writerPosition(lines: TLine[], words: string[]): TValueSource | null {
  if (!namesWriterPosition(words)) {
    return null;
  }
  // A letter's bare `position` is as often its addressee's ("Verlängerung Ihres Arbeitsvertrags als Assistenzärztin"):
  // only a field naming the writer (`unterzeichner_position`) reads a letter's signature.
  const namesWriter = words.some((word) => WHOSE.test(word) && !/^(?:job|title)$/u.test(word));
  const signature = mailSignature(lines);
  const person = signature?.person ?? (namesWriter ? letterSigner(lines) : null);
  const at = person ? lines.indexOf(person) : -1;
  if (!person || at < 0) {
    return null;
  }
  // After the name on its own line ("Tom Reid | Site Manager"), else the next line's first part.
  const name = signerText(person);
  const rest = unquoted(person.text).slice(unquoted(person.text).indexOf(name) + name.length);
  const beside = PARTS.exec(rest) ? rest.replace(PARTS, '').split(PARTS)[0]?.trim() : undefined;
  const next = lines.slice(at + 1, at + 3).find((line) => line.cells.length > 0);
  const company = signature?.company;
  const candidates: { line: TLine; text: string }[] = [];
  if (beside) {
    candidates.push({ line: person, text: beside });
  } else if (next && next !== company?.line) {
    candidates.push({ line: next, text: unquoted(next.text).split(PARTS)[0]?.trim() ?? '' });
  } else if (next && company && company.text !== unquoted(next.text)) {
    // "Associate Director, Marlow Architects": the company's line, the part before the company.
    const first = unquoted(next.text).split(PARTS)[0]?.trim() ?? '';
    candidates.push({ line: next, text: first === company.text ? '' : first });
  }
  const found = candidates.find((candidate) => positionLike(candidate.text));
  if (!found) {
    return null;
  }
  const start = found.line.text.indexOf(found.text);
  return start < 0
    ? null
    : { text: found.text, line: found.line, quoteStart: start, quoteEnd: start + found.text.length };
}
