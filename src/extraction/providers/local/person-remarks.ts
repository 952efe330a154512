import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { LEGAL_FORM } from './mail-parts.ts';
import { namesPersonRole } from './name-label.ts';
import { namesReference, referenceContinued } from './reference-lines.ts';
import { wrappedLine } from './wrapped-line.ts';

// Fields that ask for one person by what they did or are: `booked_by`, `prepared_by`, `contact_person`,
// `ansprechpartner`, `sachbearbeiter` (besides the roles of name-label.ts: guest, attendee, patient, …).
const PERSON_FIELD = /^(?:by|von|contact|ansprechpartner(?:in)?|sachbearbeiter(?:in)?|person|kontakt|kontaktperson)$/u;
// A remark in brackets after a person's name: an e-mail address, a telephone number, or one lower-case word of
// relation or role ("(wife)", "(Ehefrau)", "(tom@firm.example)", "(0171 234 5678)"; German writes a role capitalised:
// "(Malermeister)"), or a register's or licence's code after a firm that did something ("(UKAS 0912)").
const REMARK =
  /\s\((?:[^()@]{0,80}@[^()]{1,80}|[+\d][\d /()-]{5,24}|\p{L}[\p{Ll}-]{1,24}|\p{Lu}{2,8}[ -]?\d[\d/-]{1,12})\)\s*$/u;
// ", Quillon Partners", ", Marketing": what follows a person's name and a comma when it is their firm or department.
const AFTER_COMMA = /^(\S[^,]*?),\s+(\p{Lu}[^,]*)$/u;
// A legal form or a suffix of a name ("Partners, LLC", "Smith, Jr.") belongs to the name before the comma.
const NAME_SUFFIX =
  /^(?:llc|l\.l\.c\.|inc\.?|ltd\.?|plc|gmbh|ag|kg|ohg|e\.\s?k\.|e\.\s?v\.|co\.?|jr\.?|sr\.?|ii|iii|iv|phd|mbe|obe|md|esq\.?)$/iu;
// A person's name: two to six words, each capitalised or a particle ("van", "de", "von der", "ter", "Mac an").
const PERSON_NAME = /^(?:(?:\p{Lu}[\p{L}'’.-]*|van|von|de|der|den|ter|ten|da|di|du|le|la|an|zu|bin|al)(?:\s|$)){2,6}$/u;

/** Whether a field's name asks for one person: a role (`attendee_name`) or a doer (`booked_by`, `ansprechpartner`). */
export function namesOnePerson(words: string[]): boolean {
  return namesPersonRole(words) || (words.length <= 2 && PERSON_FIELD.test(words.at(-1) ?? ''));
}

/**
 * A person's name without what the document adds after it: "Professor Ingrid van Leeuwen, Quillon Partners" is the
 * professor, "Tom Albright (tom.albright@quillon.example)" is Tom Albright. Only for a field that asks for one person;
 * a name with a suffix after its comma ("Smith, Jr.") or a single word before it ("Smith, John") stays whole.
 */
export function withoutPersonRemark(words: string[], text: string): string {
  if (!namesOnePerson(words)) {
    return text;
  }
  const bare = text.replace(REMARK, '').trim();
  const comma = AFTER_COMMA.exec(bare);
  const [, name = '', after = ''] = comma ?? [];
  return comma && PERSON_NAME.test(name.trim()) && !NAME_SUFFIX.test(after.trim()) ? name.trim() : bare;
}

// A firm's name carried on to the next line: its rest up to the legal form, words only ("Partners, LLC").
const NAME_REST = /^[\p{L}&][\p{L}&.,' -]{0,60}$/u;

/**
 * A firm's name that wraps: "Client: Pacific Northwest Habitat Restoration" over "      Partners, LLC", indented
 * or where the name starts. The next line joins the name when it ends in a legal form the name lacks (`asked`: the field
 * asks for a party's or a firm's name, found beside its label).
 */
export function firmNameContinued(lines: TLine[], source: TValueSource | null, asked: boolean): TValueSource | null {
  const rest = source && asked ? wrappedLine(lines, source) : null;
  if (!source || rest === null) {
    return source;
  }
  const joins = NAME_REST.test(rest) && LEGAL_FORM.test(rest) && !LEGAL_FORM.test(source.text.trim());
  return joins ? { ...source, text: `${source.text.trim()} ${rest}` } : source;
}

/** A text value with its wrapped second line: a firm's name (`firmy`: the field asks for one) or a reference. */
export function wrappedValue(lines: TLine[], source: TValueSource | null, words: string[], firmy: boolean) {
  return firmNameContinued(lines, referenceContinued(lines, source, namesReference(words)), firmy);
}
