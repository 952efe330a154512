import { identifierAfterTitle } from './identifiers.ts';
import type { TLabelMatch, TValueSource } from './label-match.ts';
import { isBlank, type TCell, type TLine } from './lines.ts';
import { CURRENCY_ALONE, CURRENCY_CODE_WORDS, FIGURE_CELL, SAYS_MONEY } from './money-patterns.ts';
import { findDate } from './parse-date.ts';
import { isKnownLabel } from './synonyms.ts';
import { DOCUMENT_KINDS } from './vocabulary.ts';
import { labelWords } from './words.ts';

// Words of a name that make its value a sum of money, alone or as a compound's last part ("Gesamtpreis").
const MONEY_WORD =
  /(?:price|preis|amount|betrag|total|summe|sum|fee|gebuehr|cost|kosten|charge|tax|steuer|mwst|ust|vat|balance|saldo|paid|due|tip|trinkgeld|subtotal|netto|brutto|net|gross)$/;

// Payments named by what they pay for: rent, a premium, a deposit, a fine, an instalment ("Nettokaltmiete"), a
// payment or refund in German compounds ("Anzahlung", "Vorauszahlung", "Erstattung"), a surcharge, an insurer's
// settlement and excess.
const PAYMENT_WORD =
  /^(?:rent|premium|deposit|fine|refund|arrears|instalment|installment|advance|surcharge|excess|reimbursement|settlement)$|(?:miete|beitrag|kaution|abschlag|zuschuss|zahlung|erstattung|entschaedigung|zuschlag)$/;

/** Whether a number field names a sum of money by its last word (`preis`, `total_due`, `old_rent`; not `total_weight`). */
export const namesMoney = (words: string[]) =>
  MONEY_WORD.test(words[words.length - 1] ?? '') || PAYMENT_WORD.test(words[words.length - 1] ?? '');

/**
 * For a sum of money, among labels found equally good, those whose value is written as money first: "Gesamtpreis
 * 68,93 €" rather than "Flexpreis (Einzelfahrt) | 2. Klasse". Others keep their order.
 */
export function moneyFirst(matches: TLabelMatch[], textOf: (match: TLabelMatch) => string): TLabelMatch[] {
  const money = (match: TLabelMatch) => (SAYS_MONEY.test(textOf(match)) ? 1 : 0);
  return [...matches].sort((a, b) => b.score - a.score || money(b) - money(a));
}

/** The text of the cell after a line's cell, or ''. */
export const nextCellText = (line: TLine, cellIndex: number) => {
  const next = line.cells[cellIndex + 1];
  return next ? line.text.slice(next.start, next.end) : '';
};

/** A match of an `idOnly` label, kept only when an identifier follows it beside or in the next cell. */
export function identifierOnly(match: TLabelMatch | null): TLabelMatch | null {
  const text = match?.value && (match.how === 'beside' || match.how === 'cell') ? match.value.text : null;
  const identifier = text === null ? null : identifierAfterTitle(text);
  return match?.value && identifier ? { ...match, value: { ...match.value, text: identifier } } : null;
}

// "Rechnungsbetrag inkl. 19 % MwSt.", "Total incl. VAT 20%", "Netto zzgl. USt": whether tax is in it, with its rate.
const TAX_REMARK =
  /^(?:inkl|incl|inklusive|including|zzgl|zuzüglich|zuzueglich|excl|exkl|excluding|plus)\.?\s+(?:\d{1,2}(?:[.,]\d{1,2})?\s*%\s+)?(?:MwSt|USt|VAT|GST|tax|Steuer|Mehrwertsteuer|Umsatzsteuer)\.?(?:\s+\d{1,2}(?:[.,]\d{1,2})?\s*%)?$/iu;

// "Jahresbeitrag 2026 | 612,66 €", "Beitrag 2025/26 | …", "Zinsen 2019–2026 | 18,42 €": the year or the years the
// amount is for, not the amount.
const YEAR_OF_LABEL = /^(?:19|20)\d{2}(?:\s?[/–-]\s?(?:\d{2}|(?:19|20)\d{2}))?$/u;

/**
 * Whether the rest of a label's cell only qualifies the label: a calculation, rate or remark in brackets
 * ("(12 x 220,00)", "(4 × £240.00)", "(0,30 € je km):"), a tax remark with its rate ("inkl. 19 % MwSt."), a date
 * after a preposition ("vom 12.02.2026") or, unless the field is a year (`year: false`), the year the label's
 * amount is for ("Jahresgebühr 2026").
 */
export function qualifiesLabel(rest: string, afterPreposition: boolean, year = true): boolean {
  // A colon ending the rest is cut by hand: /\s*:$/ retried at each blank of a long run (a CSV cell's), quadratic.
  const trimmed = rest.trim();
  const text = trimmed.endsWith(':') ? trimmed.slice(0, -1).trimEnd() : trimmed;
  if (/^\([^()]*\d[^()]*\)$/u.test(text) || TAX_REMARK.test(text) || (year && YEAR_OF_LABEL.test(text))) {
    return true;
  }
  const date = afterPreposition ? findDate(text) : null;
  return date !== null && date !== undefined && date.index === 0 && date.end >= text.length - 1;
}

/**
 * The cell after a label's cell when it holds a currency alone and the cell after it a number ("Flugpreis | CHF |
 * 214.00" as spaced printouts lay it out): one cell spanning both, or null. A remark in brackets after the number
 * ("GBP   618.00 (paid in full)") stays out of the cell.
 */
export function currencyWithAmount(line: TLine, cellIndex: number): TCell | null {
  const currency = line.cells[cellIndex + 1];
  const amount = line.cells[cellIndex + 2];
  if (!currency || !amount || !CURRENCY_ALONE.test(line.text.slice(currency.start, currency.end))) {
    return null;
  }
  // The number read greedily, then the rest checked apart (review26): a lazy number before a look to the end
  // (`[\d.,'’ ]*?[-+]?(?=\s*…$)`) looked through the blanks after it once for each of them (quadratic).
  const text = line.text.slice(amount.start, amount.end);
  const number = /^-?\s*\d[\d.,'’ ]*[-+]?/u.exec(text);
  if (!number || !/^\s*(?:\([^()]{1,60}\))?$/u.test(text.slice(number[0].length))) {
    return null;
  }
  const end = amount.start + number[0].trimEnd().length;
  return {
    start: currency.start,
    end,
    tokens: [...currency.tokens, ...amount.tokens.filter((token) => token.end <= end)],
  };
}

// The first number of a value written as a date ("12.03.", "12/03/2026"), as money ("184,26", "€ 12") or with a
// currency after it ("45 €", not "6 EUR pallets"): what no count is. Each run read by one bounded quantifier.
const COUNT_MISREAD =
  /^[^\d]{0,12}?(?:[€$£]\s?\d|\d{1,2}[./]\d{1,2}[./]|\d{1,3}(?:[.,'’]\d{3}){0,4}[.,]\d{2}(?!\d)|\d{1,9}\s?(?:[€$£]|(?:EUR|USD|GBP|CHF)(?=\s{0,3}(?:$|[,;.)/])))(?!\p{L}))/u;
// A field counting things: its last word a counted noun (`anzahl_personen`, `nights`, `checked_bags`) or its first
// `anzahl`/`number of`.
const COUNTED =
  /^(?:nights?|naechte|uebernachtungen|persons?|personen|people|guests?|gaeste|adults?|erwachsene|children|kinder|instal+ments?|raten|pieces|stueck|pallets?|paletten|cartons?|kartons|packages?|pakete|parcels?|seats?|bags?|tickets?|visits?|rooms?|zimmer|count|anzahl)$/u;

// "2 Haustür, 2 Wohnung, 1 Briefkasten – insgesamt 5": counts of several kinds listed, none of them the count asked.
const COUNT_LIST = /^\D{0,12}?\d{1,4}\s+\p{L}[\p{L}.-]*\s*[,;]\s*\d{1,4}\s+\p{L}/u;

// A count opens its value, after two short words at most ("ca. 180", "insgesamt 5"): "Max Muster, geb. 1990" under
// "Teilnehmer:" or "Anna Rieger, Room 512" under "Guest:" name a person, and their numbers count nothing.
const COUNT_FIRST = /^\s*(?:\p{L}{1,10}\.?\s+){0,2}[~≈]?\d/u;
/** Whether a value opens with its count (see COUNT_FIRST). */
export const opensWithCount = (text: string) => COUNT_FIRST.test(text);

/** Whether a number field counts things (whole numbers): see COUNTED. */
export const namesCount = (words: string[]) =>
  COUNTED.test(words.at(-1) ?? '') ||
  words[0] === 'anzahl' ||
  (words[0] === 'number' && words[1] === 'of') ||
  (words[0] === 'no' && words[1] === 'of');

/**
 * Whether a value agrees with what its field names: an identifier has a digit ("ORDER SUMMARY" is a heading, not
 * the order's number), a name has a word ("JPY 1,271,770" or "#0217" is nobody's name), a sum is no long number.
 */
export function agreesWithName(
  value: string,
  kind: { identifier: boolean; name: boolean; money?: boolean; count?: boolean },
): boolean {
  // "No VAT as I'm not VAT registered. The quote is valid for 30": a sentence after a "No" is nobody's number.
  if (kind.identifier && (!/\d/.test(value) || /\p{Ll}{2}\. \p{Lu}/u.test(value) || value.split(/\s+/).length > 10)) {
    return false;
  }
  // "Nächte: 3" and not "12.03.2026", "184,26 €" or "1.240,00": a count is a whole number, no date, no money.
  if (kind.count && (COUNT_MISREAD.test(value) || COUNT_LIST.test(value) || !COUNT_FIRST.test(value))) {
    return false;
  }
  // A run of seven digits and more without a separator is a number of something ("PO Number: 4500018823").
  if (kind.money && /^\D*\d{7,}\D*$/.test(value.trim())) {
    return false;
  }

  // "Fil. 1284 Kasse 3" for `geschaeft`: a name has letters and opens with no number before its words (a branch's or
  // a house's number), as the last look at a name (implausible-values.ts) has it, so the name is looked for elsewhere.
  return (
    !kind.name ||
    (/\p{L}{2}/u.test(value.replace(CURRENCY_CODE_WORDS, '')) && !/^\d+\p{L}?\s+\p{L}/u.test(value.trim()))
  );
}

const CAPS_HEADING = /^[^\p{Ll}\d:]*\p{Lu}{2}[^\p{Ll}\d:]*$/u;
const startsWithLabel = (line: TLine | undefined) =>
  line?.cells[0] !== undefined &&
  isKnownLabel(labelWords(line.text.slice(line.cells[0].start, line.cells[0].end)).join(' '));

/**
 * Whether the row after a line (skipping one blank) starts with a known label: the line is one of a block of
 * "Label | Value" rows, so its second cell is a value even when it is a word the lexicon knows as a label
 * ("Tarif | Premium" over "Grundgebühr | 24,90 EUR"), not a heading over a row of values.
 */
export const rowBelowStartsWithLabel = (lines: TLine[], lineIndex: number) =>
  startsWithLabel(lines.slice(lineIndex + 1, lineIndex + 3).find((line) => !isBlank(line)));

/**
 * Whether a label and the next cell are headings in capitals side by side, each over a column of values ("BILL TO
 * | INVOICE", "VENDOR | SHIP TO"): the next cell is a phrase or a document's kind (not a code: "BIC | COBADEFFXXX",
 * "CURRENCY | USD"), and the row below does not go on with a label ("Betrag | 1.150,00 EUR").
 */
export function headsColumns(lines: TLine[], lineIndex: number, labelText: string, nextText: string): boolean {
  return (
    [labelText, nextText].every((text) => CAPS_HEADING.test(text)) &&
    (/\s/.test(nextText) || DOCUMENT_KINDS.has(labelWords(nextText).join(' '))) &&
    !startsWithLabel(lines[lineIndex + 1])
  );
}

/**
 * For the total of a row (`uebernachtung_gesamt`, `labor_total`): the row's last cell when the label's row goes on
 * with several numbers ("Übernachtung Doppelzimmer | 3 | 119,00 | 357,00": count, price, total).
 */
export function lastCellOfRow(source: TValueSource): TValueSource {
  const { line } = source;
  const numbers = line.cells.filter(
    (cell) => cell.start > source.quoteStart && /\d/.test(line.text.slice(cell.start, cell.end)),
  );
  const last = line.cells[line.cells.length - 1];
  if (numbers.length < 2 || !last || numbers[numbers.length - 1] !== last) {
    return source;
  }
  return { text: line.text.slice(last.start, last.end), line, quoteStart: source.quoteStart, quoteEnd: last.end };
}

/**
 * Whether a generic label ("Shop", "Order") with words only a space after it, and an amount in the next cell, starts
 * an item's line ("SHOP TOWELS 6PK | 9.99") rather than labels a value; a number right after it is its value
 * ("Order 4711").
 */
export function startsItemLine(line: TLine, cellIndex: number, separator: string, rest: string): boolean {
  return (
    FIGURE_CELL.test(nextCellText(line, cellIndex)) &&
    rest.trim() !== '' &&
    !/[:=#.\-–—)\]]/.test(separator) &&
    !/^\S*\d/.test(rest.trim())
  );
}

// A numbered box of a form: "16 Frachtführer (Name, Anschrift, Land)", "3 Place of delivery": its number, a capital,
// words and a remark in brackets, no value.
const FORM_BOX = /^\d{1,2}\s+\p{Lu}[\p{L}.-]*(?:\s+[\p{L}.-]+){0,5}\s*(?:\([^()\d]*\)?)?\s*:?$/u;

/** Whether a cell is the label of a form's numbered box, so not the value of the label before it. */
export const isFormBox = (text: string) => FORM_BOX.test(text.trim());
