// Dates written in numbers, in one place: the shapes the line and column readers test a cell or a line's start
// against ("24/12/2025", "03.02.26", "2026-03-09", a statement's "02.03."). Dates in words ("3 Mar 2026") are
// parse-date.ts's. Each shape is bounded (no unbounded quantifier), so a reader may put it in any anchored pattern.

/** An ISO date: "2026-03-09". */
export const ISO_DATE = String.raw`\d{4}-\d{2}-\d{2}`;
// A year of four digits or two: "2026", "26".
const YEAR = String.raw`(?:\d{4}|\d{2})`;
/** Day, month and year apart by dots, slashes or dashes: "24/12/2025", "03.02.26", "9-3-2026". */
export const NUMERIC_DATE = String.raw`\d{1,2}[./-]\d{1,2}[./-]${YEAR}`;
/** A German date, its year maybe left out: "03.02.2026", "04.05.26", a programme's "04.05.". */
export const DOTTED_DATE = String.raw`\d{1,2}\.\d{1,2}\.${YEAR}?`;
/** A date with slashes and its year: "24/12/2025", "02/03/26". */
export const SLASHED_DATE = String.raw`\d{1,2}\/\d{1,2}\/${YEAR}`;
/**
 * Day and month apart by dots or slashes, the year maybe left out: a tariff period's ends ("01.01.2025 – 30.06.2025",
 * "01/07/2025 to 31/12/2025", "01.01.–30.06."). Looser than `DOTTED_DATE` and `SLASHED_DATE` together (the marks
 * may mix, a slashed date may lack its year): it is read only between a period's words, never alone.
 */
export const PERIOD_END_DATE = String.raw`\d{1,2}[./]\d{1,2}[./]${YEAR}?`;

/** A cell that is a date in numbers and nothing else: a numeric date with its year, or an ISO date. */
export const DATE_CELL = new RegExp(`^(?:${NUMERIC_DATE}|${ISO_DATE})$`);
