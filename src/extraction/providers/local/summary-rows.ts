// Rows that sum the items above them, and what lets a table go on past one: a subtotal of a section
// ("Zwischensumme Rohbau") with more items under it, and the section's title over its first row ("Ausbau").
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { isBlank, type TLine } from './lines.ts';
import { CURRENCY_CODES, TILL_FIGURE, TRAILING_SUM } from './money-patterns.ts';
import type { TTableRow } from './table-rows.ts';
import { PAYMENT_BRANDS, TILL_PAYMENT_WORDS } from './vocabulary.ts';
import { labelWords } from './words.ts';

// Rows under the items that sum or adjust them: the table ends there.
const SUMMARY =
  /^(?:sub ?total|total|grand total|gesamt\S*|summe|zwischensumme|netto\S*|net|brutto\S*|gross|vat|mwst|ust|tax|sales tax|steuer|(?:zzgl|incl|inkl|plus)\.? (?:\d+ )?(?:vat|mwst|ust|tax|steuer)|shipping|postage|freight|versand\S*|porto|fracht|discount|rabatt|skonto|nachlass|balance|saldo|(?:neuer|alter|new|old|closing|opening|previous|end|start) (?:saldo|balance)|kontostand|amount due|zu zahlen|auszahl\S*|zahlbetrag|endbetrag|rechnungsbetrag|net pay|take home pay|merchandise|rundung|rounding)\b/;
// A till's payment rows under its sum, the whole text cell: the means paid by, the cash given, the change.
// Whole only: "Cash withdrawal" and "Card payment petrol" are a statement's entries.
const PAYMENT = new RegExp(
  `^(?:${[...PAYMENT_BRANDS, ...TILL_PAYMENT_WORDS].join('|')})(?: (?:${CURRENCY_CODES.toLowerCase()}))?$`,
);
// "4 items   BALANCE DUE £18.43", "Anzahl Artikel: 7   SUMME": a till's count of items before its sum label.
// Linear (cellsplit18): optional tokens keep their blanks in their group, not `\s*X?\s*` (quadratic).
const ITEM_COUNT =
  /^(?:\d{1,3}\s+(?:items?|articles?|artikel|positionen|pos\.?|stk\.?|pcs)|(?:anzahl artikel|items? sold|number of items|no\. of items)\s*(?::\s*)?\d{1,3})$/i;

// An amount is the last 40 characters of a cell at most. Tried on the whole cell, the pattern ran from every blank
// to the end of the cell and back: a cell of 20,000 single-spaced digits took seconds.
const AMOUNT_ROOM = 40;

/** A cell's text without the amount ending it ("Total paid out 1,752.68" → "Total paid out"). */
function withoutAmount(text: string): string {
  const from = Math.max(0, text.length - AMOUNT_ROOM);
  const amount = TRAILING_SUM.exec(text.slice(from));
  return amount ? text.slice(0, from + amount.index) : text;
}

const SECTION_SUM_WORDS = 8;

/** The words of a row's first text cell name a sum, a tax or a charge that is not an item, and it has an amount. */
export function isSummaryRow(line: TLine): boolean {
  if (!/\d/.test(line.text)) {
    return false;
  }
  const cell = line.cells.find((candidate) => {
    const text = line.text.slice(candidate.start, candidate.end);
    return /\p{L}{2}/u.test(text) && !ITEM_COUNT.test(text.trim());
  });
  // A PDF may set the sum right after its label in one cell ("Total paid out 1,752.68"): the label's words count.
  const label = cell ? withoutAmount(line.text.slice(cell.start, cell.end)) : '';
  const words = labelWords(label);
  const joined = words.join(' ');
  // A section's subtotal names the section, which takes words: "Summe Titel 02 Beton- und Stahlbetonarbeiten".
  return (
    words.length > 0 &&
    (words.length <= 5 || (words.length <= SECTION_SUM_WORDS && SUBTOTAL.test(joined))) &&
    (SUMMARY.test(joined) || SECTION_SUM.test(joined) || (PAYMENT.test(joined) && amountsOnly(line, cell)))
  );
}

// "EC-Karte   13,44", "CHANGE   5.42 €": the payment word starts the line and amounts alone follow it; a
// statement's "03.03.   Kartenzahlung   REWE   -45,20" is an entry.
const amountsOnly = (line: TLine, cell: TLine['cells'][number] | undefined) =>
  cell === line.cells[0] &&
  line.cells.slice(1).every((other) => TILL_FIGURE.test(line.text.slice(other.start, other.end)));

// Words of a sum's label beyond its first: "Total incl. VAT", "Total amount due", "Shipping and handling costs".
const SUM_TALK =
  /^(?:vat|tax|mwst|ust|steuer|incl|inkl|excl|exkl|zzgl|plus|net|netto|gross|brutto|due|amount|betrag|paid|payable|balance|saldo|sum|summe|total|gesamt|zu|zahlen|invoice|rechnung|order|auftrag|costs?|kosten|charges?|handling|fees?|gebuehr\S*|preis|wert|eur|usd|gbp|chf)$/;
// A sum word German joins to a noun ("Gesamt·reinigung" is an item, "Gesamt·betrag" a sum): the noun is a word more.
const JOINED_SUM = /^(gesamt|netto|brutto|versand)(\p{L}{4,})$/u;

/** The words of a text after the sum word opening it, a German compound's noun among them; null without one. */
function wordsAfterSum(text: string): string[] | null {
  const joined = labelWords(text).join(' ');
  const sum = SUMMARY.exec(joined);
  if (!sum) {
    return null;
  }
  const noun = JOINED_SUM.exec(sum[0])?.[2];
  return [...(noun ? [noun] : []), ...joined.slice(sum[0].length).trim().split(' ').filter(Boolean)];
}

const SUM_WINDOW = 500;
const keysOf = (row: TTableRow) => [...row.values.keys()].join();

/**
 * A row opening with a sum word that is an item all the same ("Shipping container 20ft used  1  1,200.00", "Total
 * station rental 3 days  450.00"): a sum row is one by its place and shape, not its first word. The row fills the
 * same fields as the item above it, its text goes on past the sum word by two words and more that are no words of
 * a sum's label, not all of its numbers are the sums of their columns above it, and it fills three fields and more
 * or the next line (`after`) is an item of the same fields again: a sum row stands after the items.
 */
export function isItemAfterAll(row: TTableRow | null, rows: TTableRow[], after: TTableRow | null = null): boolean {
  const last = rows.at(-1);
  const itemFollows = !!row && !!after && keysOf(after) === keysOf(row) && !isSummaryRow(after.line);
  if (!row || !last || keysOf(row) !== keysOf(last) || (row.values.size < 3 && !itemFollows)) {
    return false;
  }
  const text = [...row.values.values()].find((value): value is string => typeof value === 'string');
  const rest = wordsAfterSum(text ?? '');
  if (!rest || rest.length < 2 || rest.some((word) => SUM_TALK.test(word))) {
    return false;
  }
  // The last rows only: a table of sum-word lines stays linear (a sum row of more rows than that is no item anyway
  // by its short label).
  const columnSum = (property: TSchemaProperty) =>
    rows.slice(-SUM_WINDOW).reduce((total, each) => total + Number(each.values.get(property) ?? 0), 0);
  // A sum row's numbers are its columns' sums ("Total  3  2,550.00"); an item's amount is its own.
  return [...row.values].some(
    ([property, value]) => typeof value === 'number' && Math.abs(value - columnSum(property)) >= 0.005,
  );
}

/** The line at `index` is a sum row that ends the items `rows`: a summary row that is no item after all. */
export function endsItems(lines: TLine[], index: number, rows: TTableRow[], rowAt: (line: TLine) => TTableRow | null) {
  const line = lines[index] as TLine;
  const next = lines[index + 1];
  return isSummaryRow(line) && !isItemAfterAll(rowAt(line), rows, next && !isBlank(next) ? rowAt(next) : null);
}

// A section's sum named after it ("Labour subtotal", "Materials sub-total", "Summe Rohbau" is SUMMARY's).
// A number may name the section: "Week 23 subtotal", "Los 2 Zwischensumme".
const SECTION_SUM = /^\p{L}+ (?:[\p{L}\d]+ )?(?:sub ?total|zwischensumme|teilsumme)$/u;

/**
 * A section's title over the first row ("Labour" over "Electrician   16   hrs   78.00"): a line of one or two
 * words without digits over a row with a capitalised text of its own, not a description going on.
 */
export function isSectionTitle(line: TLine, next: TTableRow): boolean {
  const text = [...next.values.values()].find((value) => typeof value === 'string' && /\p{L}/u.test(value));
  const words = line.text.trim().split(/\s+/);
  return (
    line.cells.length === 1 &&
    words.length <= 2 &&
    /^\p{Lu}[\p{L}&/ -]*$/u.test(line.text.trim()) &&
    typeof text === 'string' &&
    /^\p{Lu}/u.test(text) &&
    !/^(?:\(|for|of|and|with|incl|inkl|mit|für|und)\b/iu.test(text)
  );
}

/**
 * A group's title further down a table whose first row stood under a title ("Blutbild" over "Leukozyten", then
 * "Klinische Chemie" over "Glucose"): a line of up to three words set where that first title was, no number of
 * its own ("Hemoglobin A1c" may hold a digit inside a word), over a capitalised row. Without the first title such a
 * line is a description going on, which a PDF sets where the text starts too.
 */
export function isLaterTitle(line: TLine, next: TTableRow, firstTitleStart: number): boolean {
  const own = line.cells[0];
  const text = [...next.values.values()].find((value) => typeof value === 'string' && /\p{L}/u.test(value));
  return (
    line.cells.length === 1 &&
    own !== undefined &&
    Math.abs(own.start - firstTitleStart) <= 1 &&
    line.text.trim().split(/\s+/).length <= 3 &&
    /^\p{Lu}[\p{L}\d&/(), -]*$/u.test(line.text.trim()) &&
    !/(?:^|\s)\d/.test(line.text) &&
    typeof text === 'string' &&
    /^\p{Lu}/u.test(text)
  );
}

/**
 * A line standing left of the text of the row under it (in the column of its position number: "Rohbau" over
 * "1.1   Aushub Baugrube") and holding words only is the title of a section, no part of the row's text.
 */
export function isSectionHeading(line: TLine, next: TTableRow): boolean {
  const text = [...next.values.values()].find((value) => typeof value === 'string' && /\p{L}/u.test(value));
  const at = typeof text === 'string' ? next.line.text.indexOf(text) : -1;
  const own = line.cells[0];
  return (
    line.cells.length === 1 &&
    own !== undefined &&
    !/\d/.test(line.text) &&
    at > 0 &&
    own.start < at - 1 &&
    next.line.cells.some((cell) => cell.end <= at && cell.start <= own.start + 1)
  );
}

// A sum of some of the rows only: the total, a till's "SUMME" or a tax ends the table, a subtotal may not.
const SUBTOTAL =
  /^(?:zwischensumme|teilsumme|sub ?total|zwischentotal|summe (?:titel|abschnitt|los|section))\b|^\p{L}+ (?:[\p{L}\d]+ )?(?:sub ?total|zwischensumme|teilsumme)\b(?! \p{L})/u;

// A carried-forward sum at a page break or under a subtotal: not an item, but the table goes on.
export const CARRY =
  /^\s*(?:übertrag|uebertrag|zwischenübertrag|carried forward|brought forward|carry forward|balance (?:brought |carried )?forward)\b/i;

/** A line summing some of the rows only: a subtotal, after which the table may go on (on the next page). */
export const isSubtotalRow = (line: TLine | undefined) =>
  line !== undefined && isSummaryRow(line) && SUBTOTAL.test(labelWords(line.text).join(' '));

// A section's title may carry its number ("Titel 02 Beton- und Stahlbetonarbeiten", "Los 3", "2. Ausbau", "Section B2
// Electrical"), but no amount and no more than a heading's words.
const isNumberedTitle = (text: string) =>
  /\p{L}{2}/u.test(text) && !/\d[.,]\d{2}(?!\d)/.test(text) && text.trim().split(/\s+/).length <= 8;

/**
 * A sum inside the items (a section's subtotal): the table goes on when, past blank lines and a section title,
 * a row of the same fields as the last one follows. Returns the index of that row, else null (the table ends).
 */
export function resumesAfter(
  lines: TLine[],
  index: number,
  rows: TTableRow[],
  rowAt: (line: TLine) => TTableRow | null,
): number | null {
  const last = rows[rows.length - 1];
  if (!SUBTOTAL.test(labelWords(lines[index]?.text ?? '').join(' '))) {
    return null;
  }
  const keys = (row: TTableRow) => [...row.values.keys()].join();
  let titles = 0;
  for (let at = index + 1; at < lines.length && at <= index + 4; at++) {
    const line = lines[at] as TLine;
    // A carried sum under the subtotal ("Übertrag 280,30", "Balance forward") restates it: the items go on.
    if (line.text.trim() === '' || CARRY.test(line.text)) {
      continue;
    }
    const row = isSummaryRow(line) ? null : rowAt(line);
    if (row && last && keys(row) === keys(last) && row.values.size >= 2) {
      return at;
    }
    if (row || line.cells.length > 1 || !isNumberedTitle(line.text) || ++titles > 1) {
      return null;
    }
  }
  return null;
}
