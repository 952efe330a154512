import { foldWord } from './words.ts';

const MONTH_NAMES: [number, string[]][] = [
  [1, ['january', 'jan', 'januar', 'jaenner', 'janner']],
  [2, ['february', 'feb', 'februar', 'feber']],
  [3, ['march', 'mar', 'maerz', 'marz', 'maer', 'mrz']],
  [4, ['april', 'apr']],
  [5, ['may', 'mai']],
  [6, ['june', 'jun', 'juni']],
  [7, ['july', 'jul', 'juli']],
  [8, ['august', 'aug']],
  [9, ['september', 'sep', 'sept']],
  [10, ['october', 'oct', 'oktober', 'okt']],
  [11, ['november', 'nov']],
  [12, ['december', 'dec', 'dezember', 'dez']],
];
const MONTHS = new Map(MONTH_NAMES.flatMap(([month, names]) => names.map((name) => [name, month] as const)));

/** The month a month's name or abbreviation stands for ("Feb", "März"), or undefined. */
export const monthNamed = (name: string): number | undefined => MONTHS.get(foldWord(name));

export type TFoundDate = { iso: string; index: number; end: number };

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Two-digit years: 00–69 are 20xx, 70–99 are 19xx. */
const fullYear = (year: string) =>
  year.length === 2 ? (Number(year) < 70 ? 2000 : 1900) + Number(year) : Number(year);

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) {
    return null;
  }
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * The order of a document's dates whose parts may be either (03/04/2026): decided once per document from all its lines
 * (date-order.ts, `dateOrderOf`) and in effect while that document is read (`readingDatesAs`), so that every reader of
 * a date (a labelled value, a table cell, a date in a sentence) reads it alike. Undecided: slash dates month first
 * unless the text states "dd/mm", dotted and dashed ones day first.
 */
export type TDateOrder = 'day-first' | 'month-first';

// The document being read: undefined outside an extraction, else its order, which may be undecided (undefined too),
// hence the wrapper: an undecided document is not read again for an order it does not have.
let reading: { order: TDateOrder | undefined } | undefined;

/** Runs `read` (synchronous: the order is the one document's alone) with the document's date order in effect. */
export function readingDatesAs<T>(order: TDateOrder | undefined, read: () => T): T {
  const before = reading;
  reading = { order };
  try {
    return read();
  } finally {
    reading = before;
  }
}

/** The date order of the document being read, if one is decided. */
export const currentDateOrder = (): TDateOrder | undefined => reading?.order;

/**
 * The date order in effect: the one of the document being read, decided or not, else `decide()` (a caller outside an
 * extraction, a test).
 */
export const dateOrderInEffect = (decide: () => TDateOrder | undefined): TDateOrder | undefined =>
  reading ? reading.order : decide();

// Whether a text states its dates day first, kept for the text last asked about: read again for every date of a
// line of thousands, the whole line each time, it was quadratic (3,000 dates: seconds).
let lastText: string | undefined;
let lastStated = false;
function statesDayFirst(text: string): boolean {
  if (text !== lastText) {
    lastText = text;
    lastStated = /\b(dd|tt)[./-]mm\b/i.test(text);
  }
  return lastStated;
}

type TPattern = { regex: RegExp; toDate: (match: RegExpExecArray, order: TDateOrder | undefined) => string | null };

/** Whether "03/04/2026" (`first`, `separator`, `second`) is the 3rd of April, in the order given or else by the text. */
function readsDayFirst(match: RegExpExecArray, order: TDateOrder | undefined): boolean {
  const [first, separator, second] = [Number(match[1]), match[2], Number(match[3])];
  // A part above 12 can only be the day ("13/01/2026", a US folio's "04-13-26"), whatever the order.
  if (first > 12 || second > 12) {
    return first > 12;
  }
  if (order !== undefined) {
    // Dots are a European way of writing dates, even in a document whose slash dates are month first.
    return order === 'day-first' || separator === '.';
  }
  // "02/03/2026 (dd/mm/yyyy)": a stated order wins over the US default.
  return separator !== '/' || statesDayFirst(match.input);
}

const PATTERNS: TPattern[] = [
  // 2026-11-01, 2026/11/01
  {
    regex: /(?<!\d)(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?!\d)/g,
    toDate: (m) => isoDate(Number(m[1]), Number(m[3]), Number(m[4])),
  },
  // 01.11.2026, 1.11.26, 01-11-2026 (day first); 11/01/2026 is US month first unless the first part
  // exceeds 12 (13/01/2026 is 13 January).
  {
    // A comma may end the date ("Tuesday 24/03/2026, 8am"), not a decimal part ("1.11.26,5").
    regex: /(?<![\d.,])(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?!\d|[.,]\d)/g,
    toDate: (m, order) => {
      const [first, second] = [Number(m[1]), Number(m[3])];
      const dayFirst = readsDayFirst(m, order);
      return isoDate(fullYear(m[4] ?? ''), dayFirst ? second : first, dayFirst ? first : second);
    },
  },
  // 1 November 2026, 1. November 2026, 1st of Nov. 2026, 03 Nov 2026, "the 12th day of March 2026" (deeds, contracts)
  {
    regex: /(?<!\d)(\d{1,2})(?:\.|st|nd|rd|th)?\s*(?:(?:day\s+)?of\s+)?(\p{L}{3,})\.?,?\s*(\d{4})(?!\d)/gu,
    toDate: (m) => monthDate(m[3], m[2], m[1]),
  },
  // 01 Feb 26 (bank statements): a month's name between the day and a two-digit year, not a time ("26:00")
  {
    regex: /(?<![\d.,])(\d{1,2})\s(\p{L}{3,})\.?\s(\d{2})(?![\d:.,])/gu,
    toDate: (m) => monthDate(String(fullYear(m[3] ?? '')), m[2], m[1]),
  },
  // 09-Mar-2026, 9-Mar-26 (hotel and airline systems)
  {
    regex: /(?<!\d)(\d{1,2})-(\p{L}{3,})\.?-(\d{4}|\d{2})(?!\d)/gu,
    toDate: (m) => monthDate(String(fullYear(m[3] ?? '')), m[2], m[1]),
  },
  // Nov 1, 2026, November 1st 2026. The month's name is a whole word of at most 12 letters: unbounded, a line of
  // 70,000 letters cost a quadratic scan (27 s for one schema proposal).
  {
    regex: /(?<!\p{L})(\p{L}{3,12})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?!\d)/gu,
    toDate: (m) => monthDate(m[3], m[1], m[2]),
  },
];

function monthDate(year = '', monthName = '', day = ''): string | null {
  const month = MONTHS.get(foldWord(monthName));
  return month ? isoDate(Number(year), month, Number(day)) : null;
}

/**
 * The earliest valid date in `text`, as ISO `YYYY-MM-DD`, with where it was found; parts that may be either day or
 * month read in `order` (by default the document's, `readingDatesAs`).
 */
export function findDate(text: string, order = currentDateOrder()): TFoundDate | null {
  let best: TFoundDate | null = null;
  for (const { regex, toDate } of PATTERNS) {
    for (const match of text.matchAll(regex)) {
      const iso = toDate(match, order);
      if (iso && (!best || match.index < best.index)) {
        best = { iso, index: match.index, end: match.index + match[0].length };
      }
    }
  }
  return best;
}

/**
 * The dates `text` states, left to right, none overlapping the one before: each the earliest valid date after the
 * one before (what repeated `findDate` on the rest of the text reads). One scan of each pattern over the text: the
 * rest scanned again after every date made a line of thousands of dates quadratic (3,000 dates: over a minute).
 */
export function findDates(text: string, dateOrder = currentDateOrder()): TFoundDate[] {
  const all = PATTERNS.flatMap(({ regex, toDate }, order) =>
    [...text.matchAll(regex)].flatMap((match) => {
      const iso = toDate(match, dateOrder);
      return iso ? [{ iso, index: match.index, end: match.index + match[0].length, order }] : [];
    }),
  ).sort((a, b) => a.index - b.index || a.order - b.order);
  const found: TFoundDate[] = [];
  for (const { iso, index, end } of all) {
    if (index >= (found.at(-1)?.end ?? 0)) {
      found.push({ iso, index, end });
    }
  }
  return found;
}

export function parseDate(text: string, order = currentDateOrder()): string | null {
  return findDate(text, order)?.iso ?? null;
}
