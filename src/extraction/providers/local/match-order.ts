import { GENERIC_DATE, namesOwnDate, placeDateLine } from './document-date.ts';
import { valueBelow } from './find-labelled.ts';
import type { TLabelMatch } from './label-match.ts';
import { byQualifierFit } from './label-qualifiers.ts';
import type { TLine } from './lines.ts';
import { othersValue } from './mail-fields.ts';
import { ownLabelFirst } from './own-label.ts';
import { inNamedCurrency, writesUnitOf } from './qualified.ts';
import { ownSectionFirst } from './section-owner.ts';
import { moneyFirst } from './value-kinds.ts';
import { labelWords } from './words.ts';

// The order in which extract-leaf.ts tries a scalar field's label matches: which label's value wins when several
// labels of the field are printed.

type TMatchField = {
  /** The field's label words, and those with its parent's (whose the value is: "Ship to" for a shipping address). */
  words: string[];
  roleWords: string[];
  money: boolean;
  number: boolean;
  /** An identifier field (`order_number`): a value with digits first. */
  identifier: boolean;
  /** The unit or currency the field's name asks for (`weight_kg`, `amount_usd`). */
  unit?: string;
};

/**
 * The matches of the document's body (an e-mail's header lines are left for last, elsewhere), ordered: labels whose
 * qualifiers fit the field first, then those in the field's unit and currency, an identifier's values with digits,
 * and a sum's values written as money.
 */
export function matchesInOrder(matches: TLabelMatch[], lines: TLine[], field: TMatchField): TLabelMatch[] {
  const { words, roleWords, money, unit } = field;
  const others = (match: TLabelMatch) => othersValue(match, lines, roleWords);
  // "Datum | GOZ | Leistung" over a treatment's rows in a letter dated "Leipzig, 16.03.2026": a column headed by a bare
  // date word holds its rows' dates, the letter's place-and-date line dates the document (`rechnungsdatum`). A heading
  // with the field's own word ("Rechnungsdatum" in a reminder's table of invoices) keeps its column.
  const rowDates = namesOwnDate(words) && placeDateLine(lines) !== null;
  const ownWords = words.filter((word) => !GENERIC_DATE.has(word));
  const bareDateColumn = (match: TLabelMatch) =>
    match.how === 'column' &&
    !ownWords.some((word) => labelWords(lines[match.lineIndex]?.text.slice(0, 2000) ?? '').includes(word));
  const inBody = matches.filter(
    (candidate) =>
      !lines[candidate.lineIndex]?.header && !others(candidate) && !(rowDates && bareDateColumn(candidate)),
  );
  // Labels whose qualifiers fit the field before those of an earlier figure or a page's sum, none of the opposite.
  const body = byQualifierFit(ownLabelFirst(inBody, lines, words), lines, roleWords, { money, number: field.number });
  const textOf = (match: TLabelMatch) =>
    match.value?.text ?? (match.standalone ? valueBelow(lines, match.lineIndex)?.text : '') ?? '';
  // A field in a unit: labels or values that write a unit of its dimension first ("Usage (gal)" for gallons).
  const unitText = (match: TLabelMatch) => `${lines[match.lineIndex]?.text ?? ''} ${textOf(match)}`;
  const inUnit = unit ? [...body.filter((match) => writesUnitOf(unitText(match), unit)), ...body] : body;
  // Under the heading of the field's object first ("Bevollmächtigte:" over "Name:" for `bevollmaechtigter.name`).
  const inCurrency = ownSectionFirst(inNamedCurrency(inUnit, textOf, unit), lines, roleWords.slice(words.length));
  return field.identifier
    ? [...body.filter((match) => /\d/.test(textOf(match))), ...body]
    : money && !unit
      ? moneyFirst(inCurrency, textOf)
      : inCurrency;
}
