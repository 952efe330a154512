import { DATE_CELL } from './date-shapes.ts';
import { isIdentifierName } from './identifiers.ts';
import type { TLabelMatch, TValueSource } from './label-match.ts';
import { timeSideOf } from './label-qualifiers.ts';
import { isBlank, type TLine } from './lines.ts';
import { valueUnder } from './value-positions.ts';

// A change notice sets the old and the new terms side by side under a row of headings: "| bisher | neu",
// "Plan detail | Now | From 1 April", "| Current | New". A label's row there holds two values; its first is the old
// one. A field that asks for the earlier figure (`old_monthly_charge`, `bisheriger_beitrag`) reads the old column,
// any other (`wochenstunden`, `new_monthly_charge`) the new one: what the notice is about.

/** A heading of the column of the old terms. "Now" and "current" are the old ones beside a new column. */
const OLD_HEADING =
  /^(?:old|previous|prior|former|current|currently|now|today|before|bisher\p{L}*|alt|alte|alter|altes|vorher|aktuell\p{L}*|derzeit\p{L}*|jetzt|heute)$/u;
/** A heading of the column of the new terms: "New", "neu", "künftig", "From 1 April", "ab 01.04.2026". */
const NEW_HEADING = /^(?:new|future|after|neu|neue|neuer|neues|kuenftig\p{L}*|zukuenftig\p{L}*|nachher|from|ab)$/u;

/** How many rows above a label's row its heading row may stand (other rows of the table between). */
const ROWS_UP = 6;

type TSide = 'old' | 'new';

/** Which side a heading cell names by its first word, or null. */
function sideOfHeading(cell: TLine['cells'][number]): TSide | null {
  const first = cell.tokens[0]?.word ?? '';
  return OLD_HEADING.test(first) ? 'old' : NEW_HEADING.test(first) ? 'new' : null;
}

// A comparison of two periods: "2025 | 2026", "Vorjahr | Abrechnungsjahr", "Previous year | Current year". The later
// period is the document's own, the earlier one is the old side.
const YEAR = /^(?:19|20)\d{2}$/u;
const EARLIER_PERIOD = /^(?:vorjahr\p{L}*|vorperiode|previous|prior|last)$/u;
const OWN_PERIOD = /^(?:abrechnungs|berichts|geschaefts|kalender|versicherungs|beitrags)?(?:jahr|zeitraum|periode)$/u;
const PERIOD_WORD = /^(?:year|period|jahr|zeitraum|periode)$/u;
const THIS = /^(?:this|current|aktuell\p{L}*|laufend\p{L}*|dieses)$/u;

/** Which side a heading names as a period (the earlier or the document's own), or null when it names none. */
function periodSide(cell: TLine['cells'][number]): TSide | null {
  const words = cell.tokens.map((token) => token.word);
  const [first = ''] = words;
  if (EARLIER_PERIOD.test(first) && (first.startsWith('vor') || words.some((word) => PERIOD_WORD.test(word)))) {
    return 'old';
  }
  const own = OWN_PERIOD.test(first) || (THIS.test(first) && words.some((word) => PERIOD_WORD.test(word)));
  return own && words.length <= 3 ? 'new' : null;
}

/** The sides of two year headings: the earlier year is the old side. */
function yearSides(texts: string[]): [TSide, TSide] | null {
  const [left, right] = texts.map((text) => (YEAR.test(text) ? Number(text) : Number.NaN));
  if (left === undefined || right === undefined || Number.isNaN(left) || Number.isNaN(right) || left === right) {
    return null;
  }
  return left < right ? ['old', 'new'] : ['new', 'old'];
}

/** The sides of a heading row's last two cells when they are one old and one new column ([old, new] order). */
function headingSides(line: TLine): [TSide, TSide] | null {
  if (line.cells.length < 2 || line.cells.length > 4) {
    return null;
  }
  const lastTwo = line.cells.slice(-2);
  const years = yearSides(lastTwo.map((cell) => line.text.slice(cell.start, cell.end).trim()));
  if (years) {
    return years;
  }
  const [left, right] = lastTwo.map((cell) => periodSide(cell) ?? sideOfHeading(cell));
  return left && right && left !== right ? [left, right] : null;
}

/** The sides of the old and new columns over a row of a label and two values, or null when it stands under none. */
function changeHeading(lines: TLine[], lineIndex: number): [TSide, TSide] | null {
  const row = lines[lineIndex];
  if (row?.cells.length !== 3) {
    return null;
  }
  for (let index = lineIndex - 1; index >= Math.max(0, lineIndex - ROWS_UP); index--) {
    const line = lines[index];
    if (!line || isBlank(line) || line.page !== row.page || line.fileName !== row.fileName) {
      return null;
    }
    const sides = headingSides(line);
    if (sides || line.cells.length !== row.cells.length) {
      return sides;
    }
  }
  return null;
}

/** Whether a line is a row of old and new values under their headings: its first value is no field's own. */
export const isChangeRow = (lines: TLine[], lineIndex: number) => changeHeading(lines, lineIndex) !== null;

/**
 * The value of a label's row in the column of the side the field asks for, when the row stands under a heading row
 * of an old and a new column and holds one value under each; null otherwise (the label's first value stands).
 */
export function changeColumnValue(match: TLabelMatch, lines: TLine[], fieldWords: string[]): TValueSource | null {
  const wanted: TSide = timeSideOf(fieldWords) === 'earlier' ? 'old' : 'new';
  if (match.how === 'column') {
    return underOwnHeading(match, lines, wanted);
  }
  const row = lines[match.lineIndex];
  const sides = row && match.how === 'cell' ? changeHeading(lines, match.lineIndex) : null;
  if (!row || !sides) {
    return null;
  }
  const cell = row.cells[1 + sides.indexOf(wanted)];
  return cell
    ? { text: row.text.slice(cell.start, cell.end), line: row, quoteStart: cell.start, quoteEnd: cell.end }
    : null;
}

/**
 * "Ihr Verbrauch | Vorjahr | Abrechnungsjahr" over "kWh | 14.220 | 12.870": the label heads the row of headings, its
 * value under it is the row's own label; the value is that row's figure in the column of the side asked for.
 */
function underOwnHeading(match: TLabelMatch, lines: TLine[], wanted: TSide): TValueSource | null {
  const heading = lines[match.lineIndex];
  const row = match.value?.line;
  const sides = heading?.cells.length === 3 && row?.cells.length === 3 ? headingSides(heading) : null;
  const first = row?.cells[0];
  if (!row || !sides || !first || match.value?.quoteStart !== first.start) {
    return null;
  }
  const cell = row.cells[1 + sides.indexOf(wanted)];
  return cell && /\d/.test(row.text.slice(cell.start, cell.end))
    ? { text: row.text.slice(cell.start, cell.end), line: row, quoteStart: cell.start, quoteEnd: cell.end }
    : null;
}

// "Verbrauch | 2025 | Vorjahr" over "kWh | 3.412 | 3.108": a year beside a label heads a column of figures, the
// label's value is the figure under it, not the year (unless the field asks for a year).
const YEAR_HEADING = /^(?:19|20)\d{2}$/u;
const ASKS_YEAR = /^(?:year|jahr|\p{L}*jahr|\p{L}*year)$/u;

/**
 * The figure under a year the label's row holds as its value, as a column heading; null when none is. An identifier's
 * field takes its four digits as written ("Personalnummer | 2093 | Steuerklasse | 4" over "Eintritt | 15.02.2023":
 * a key/value table's rows), and a date under them is another row's value, no figure of a year's column.
 */
export function valueUnderYearHeading(match: TLabelMatch, lines: TLine[], fieldWords: string[]): TValueSource | null {
  const line = lines[match.lineIndex];
  const text = match.value?.text.trim() ?? '';
  if (!line || match.how !== 'cell' || !YEAR_HEADING.test(text) || fieldWords.some((word) => ASKS_YEAR.test(word))) {
    return null;
  }
  if (isIdentifierName(fieldWords)) {
    return null;
  }
  const cellIndex = line.cells.findIndex((cell, index) => index > 0 && line.text.slice(cell.start, cell.end) === text);
  const under = cellIndex > 0 ? valueUnder(lines, match.lineIndex, cellIndex) : null;
  const figure = under && /\d/.test(under.text) && !DATE_CELL.test(under.text.trim());
  return figure && !YEAR_HEADING.test(under.text.trim()) ? under : null;
}

/** A word of a field's name that dates it (new, old, bisherig, …): the rest is what a change row's label names. */
const TIME_WORD =
  /^(?:old|previous|prior|former|new|current|neu|neue|neuer|neues|neuen|alt|alte|alter|altes|alten|bisherig\p{L}*|kuenftig\p{L}*|aktuell\p{L}*|jetzig\p{L}*)$/u;

/**
 * `new_monthly_charge`, `neues_bruttogehalt`, `old_monthly_charge`: a change notice labels the figure without the
 * qualifier ("Monthly charge | £16.00 | £18.50", "Monatliches Bruttogehalt | 4.050,00 € | 4.380,00 €"); the column of
 * the side the field's name asks for, in the first change row whose label holds the rest of the name. Only rows of a
 * change table: elsewhere the bare label is another figure ("abzüglich Vorauszahlungen" for `neue_vorauszahlung`).
 */
export function changeRowOfField(lines: TLine[], fieldWords: string[]): TValueSource | null {
  const side = timeSideOf(fieldWords);
  const rest = fieldWords.filter((word) => !TIME_WORD.test(word));
  if (side === null || rest.length === 0 || rest.length === fieldWords.length) {
    return null;
  }
  for (let index = 0; index < lines.length; index++) {
    const row = lines[index];
    const label = new Set(row?.cells[0]?.tokens.map((token) => token.word) ?? []);
    const sides = row && rest.every((word) => label.has(word)) ? changeHeading(lines, index) : null;
    const cell = row && sides ? row.cells[1 + sides.indexOf(side === 'earlier' ? 'old' : 'new')] : undefined;
    if (row && cell) {
      return { text: row.text.slice(cell.start, cell.end), line: row, quoteStart: cell.start, quoteEnd: cell.end };
    }
  }
  return null;
}
