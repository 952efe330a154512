// A person a form names under a plain "Name" label ("Name: Ms. Laura Pike", "Name, Vorname: Lindner, Paul",
// "NAME  OKONKWO/ADA MS"), asked for by the person's role (`guest`, `student`, `passenger`, `teilnehmer`): the label
// names no role, so no label of the field links it. Missing so in the development sets of six authors (session 15).
// Read only when no label of the field gave a value, and only where one line of the document is labelled so (a form
// naming two people leaves it open).
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';

// The person a field's name asks for by role, English and German (folded): one word, or the role and "name".
const ROLE =
  /^(?:guest|gast|employee|mitarbeiter(?:in)?|arbeitnehmer(?:in)?|student|pupil|schueler(?:in)?|passenger|passagier|fahrgast|traveller|traveler|reisende[rn]?|member|mitglied|participant|attendee|teilnehmer(?:in)?|patient(?:in)?|tenant|mieter(?:in)?|insured|versicherte[rn]?|applicant|antragsteller(?:in)?|candidate|bewerber(?:in)?|trainee|visitor|besucher(?:in)?|player|spieler(?:in)?|runner|laeufer(?:in)?|entrant|competitor|holder|inhaber(?:in)?|licensee|client|klient(?:in)?|examinee|pruefling)$/u;
// A plain label of a person's name, then a colon, a tab or a column's gap: "Name:", "Name, Vorname", "NAME / NAME",
// "Familienname, Vorname(n)", "Vor- und Nachname", "Full name"; on a licence or an official form numbered ("1. Name,
// Vorname:").
const NAME_LABEL =
  /^\s*(?:\d{1,2}[.)]\s+)?(?:full\s+name|name(?:\s*[,/]\s*(?:vorname|first\s+name|given\s+name|name))?|(?:familien|nach|zu)name\s*,\s*vorname|vor-\s*und\s*(?:nach|zu)name)(?:\(n\)|n)?\s*(?::\s*|\t\s*|\s{2,})(?=\S)/iu;
// The name ends at the next cell or column ("Ms. Laura Pike      Rm: 512").
const VALUE = /^[^\t]+?(?=\t|\s{3,}|$)/u;
const PERSON = /^\p{L}[\p{L}.,'/ -]{1,60}$/u;

/** Whether a field's name asks for a person by role: `guest`, `passenger`, `teilnehmer`, `member_name`. */
export function namesPersonRole(words: string[]): boolean {
  const [role = '', rest] = words;
  return words.length <= 2 && ROLE.test(role) && (rest === undefined || rest === 'name');
}

/** The one value under a plain "Name" label, if it reads as a person's name. */
export function personUnderNameLabel(lines: TLine[]): TValueSource | null {
  const found = lines.flatMap((line) => {
    const label = NAME_LABEL.exec(line.text);
    const value = label ? VALUE.exec(line.text.slice(label[0].length)) : null;
    return label && value ? [{ line, start: label[0].length, text: value[0].trim() }] : [];
  });
  const [only] = found;
  if (found.length !== 1 || !only || !PERSON.test(only.text)) {
    return null;
  }
  return { text: only.text, line: only.line, quoteStart: only.start, quoteEnd: only.start + only.text.length };
}
