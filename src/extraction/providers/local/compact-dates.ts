// Dates written without separators, the way forms and tickets print them and OCR reads them:
// - a form's comb boxes, one digit a box ("Geburtsdatum (TTMMJJJJ)  1 4 0 3 1 9 8 8", "Date of move (DD MM YYYY)
//   0 1  0 5  2 0 2 6"): OCR reads the boxes' digits as one run ("14031988") or in groups parted by blanks ("01  05
//   2026"); no date pattern reads them, so a date field's labelled value came out empty;
// - an airline's or a ticket system's day, month abbreviation and year in one token ("14MAR26", "09APR2026").
// Only a WHOLE value is read so: a run of eight digits inside a text is as often a customer or an order number.
import { monthNamed, type TDateOrder } from './parse-date.ts';

// Eight digits, alone or in the groups a form's boxes give them (2-2-4, 4-2-2, or one digit each), parted by blanks.
const BOXED = /^(?:\d{8}|\d{2} +\d{2} +\d{4}|\d{4} +\d{2} +\d{2}|\d(?: +\d){7})$/;
// "14MAR26", "9APR2026": capitals only, as such systems print them (a mixed-case "14Mar26" is a code's shape too).
const AIRLINE = /^(\d{1,2})([A-Z]{3})(\d{2}|\d{4})$/;

const isoOf = (year: number, month: number, day: number): string | null => {
  const valid =
    year >= 1900 &&
    year <= 2099 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
  return valid ? `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` : null;
};

/**
 * The date a whole value writes without separators ("14031988", "01  05  2026", "14MAR26"), or null. Eight digits are
 * read day first (month first in a document whose dates are month first), else year first ("20260501"); a value both
 * ways valid is read in the document's order.
 */
export function compactDate(text: string, order: TDateOrder | undefined): string | null {
  const value = text.trim();
  const airline = AIRLINE.exec(value);
  if (airline) {
    const month = monthNamed(airline[2] ?? '');
    const year = Number(airline[3]);
    return month ? isoOf(year < 100 ? 2000 + year : year, month, Number(airline[1])) : null;
  }
  if (!BOXED.test(value)) {
    return null;
  }
  const digits = value.replace(/ /g, '');
  const [a, b, year] = [Number(digits.slice(0, 2)), Number(digits.slice(2, 4)), Number(digits.slice(4))];
  const yearFirst = /^\d{4} /.test(value) || /^(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/.test(digits);
  const monthFirst = order === 'month-first' ? isoOf(year, a, b) : null;
  const dayFirst = isoOf(year, b, a);
  const partsFirst = /^\d{4} /.test(value) ? null : (monthFirst ?? dayFirst);
  return (
    partsFirst ??
    (yearFirst ? isoOf(Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6))) : null)
  );
}
