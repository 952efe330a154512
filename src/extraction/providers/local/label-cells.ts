// A cell beside a label that is itself a label, though no synonym group knows it: a row of labels over a row of
// values ("Patient | NHS number" over "Eoin O'Sullivan | 401 105 1180", "Vorname | Nachname" over "Ülkü |
// Schößler"), as forms and cards print them. The label's value is then the one under it, not its neighbour.
import { isDocumentTitle } from './document-titles.ts';
import { namesNamePart } from './name-parts.ts';
import { isKnownLabel } from './synonyms.ts';
import { labelWords } from './words.ts';

// A phrase of up to four words ending with a number's word: "NHS number", "Booking reference", "Policy No.".
const NUMBER_LABEL =
  /^\p{L}[\p{L}'’.-]{0,20}(?:[ -]\p{L}[\p{L}'’.-]{0,20}){0,2}[ -](?:number|no\.?|nr\.?|nummer|id|reference|ref\.?)$/iu;
// One word ending with a German number's word: "Kundennummer", "Personalnummer", "Steuernr.".
const NUMBER_COMPOUND = /^\p{L}{3,30}(?:nummer|nr\.)$/iu;
const LABEL_PARTS = /\s+\/\s+|\s*\([^()]{1,30}\)\s*$/u;

/** Whether the cell beside a label (its text, without digits) is a label of its own kind named above. */
export function isLabelCell(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length > 60 || /\d/.test(trimmed)) {
    return false;
  }
  if (NUMBER_LABEL.test(trimmed) || NUMBER_COMPOUND.test(trimmed) || namesNamePart(trimmed)) {
    return true;
  }
  // "Typ / Handelsbezeichnung", "Given name / Prénom", "Fahrzeug-Identifizierungsnummer (FIN)": a label with an
  // alternative, its translation or a remark in brackets is a label too.
  const parts = trimmed.split(LABEL_PARTS).filter((part) => part.trim() !== '');
  return (
    LABEL_PARTS.test(trimmed) &&
    parts.some((part) => namesNamePart(part.trim()) || isKnownLabel(labelWords(part).join(' ')))
  );
}

// "StKl. III | Kinderfreibetrag 1,0": the next cell is another label with its number; the words left in the label's
// cell are its value.
export const labelWithValue = (text: string) => {
  const words = /^([^\d]{3,40}?)[\s:]+\d/u.exec(text)?.[1];
  return words !== undefined && /\p{L}{3}/u.test(words) && isKnownLabel(labelWords(words).join(' '));
};

// The last word of a desk's or a team's name: "Customer Service", "Customer Care Team", "Accounts Department".
export const DESK =
  /(?:^|\s)(?:team|service|services|support|desk|department|abteilung|care|relations|office|hotline)$/iu;

/**
 * Whether a label's word starts a name that holds no value for it, the cell's `rest` after the label: a desk's or a
 * team's ("Customer Service Team", "Ihr Werkstatt-Team"), an e-mail address's local part ("werkstatt@…"), or the
 * document's title ("Product Registration Confirmation" is no product "Registration Confirmation").
 */
export function holdsNoValue(after: string, rest: string, cellText: string): boolean {
  return /^-\p{Lu}\p{Ll}{2,}$|^@/u.test(after.trim()) || DESK.test(rest.trim()) || isDocumentTitle(cellText);
}
