import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { letterRunStart } from '../../trim-trailing.ts';
import { coerceValue, type TLeafValue } from './coerce.ts';
import { DOTTED_DATE, ISO_DATE, SLASHED_DATE } from './date-shapes.ts';
import { itemRoles, withRole } from './item-roles.ts';
import { isBlank, type TLine } from './lines.ts';
import { LIST_MARK } from './list-marks.ts';
import { CENTS_AMOUNT } from './money-patterns.ts';
import { parseNumber } from './parse-number.ts';
import { namedBy } from './sub-line-fields.ts';
import { isSummaryRow, type TTableRow } from './table-rows.ts';
import { nameWords } from './words.ts';

// Entries of a programme, a course's dates or a job's days written one per line, each opening with its date and/or
// clock time ("09:00 - 09:30   Registration and coffee", "Mo, 04.05.2026, 10:00 Uhr – Businessplan (Raum 2.14)",
// "02/03/2026  Site survey"), maybe with a line beneath that says where ("Hall A") or what it cost ("3.5 h × £68.00
// = £238.00"). Every pattern is anchored at the start of a line whose blanks are one space each, and its parts are
// bounded, so each is tried once per line.
const WEEKDAY =
  /^(?:mo|di|mi|do|fr|sa|so|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\.?,?\s/i;
const DATE = new RegExp(String.raw`^(${DOTTED_DATE}|${SLASHED_DATE}|${ISO_DATE}),?\s`);
const CLOCK = String.raw`(?:[01]?\d|2[0-3])[:.][0-5]\d(?:\s?(?:uhr|h|am|pm))?`;
const TIMES = new RegExp(String.raw`^(${CLOCK})(?:\s?(?:–|—|-|bis|to|until)\s?(${CLOCK}))?(?:\s[–—-]|:|,)?\s`, 'i');
// "(Raum 2.14)", "(Room B)": a labelled value in brackets at the end of the entry's text.
const BRACKETED = /\s\((\p{L}[\p{L}.]{0,20})\s([^()]{1,30})\)$/u;
// "3.5 h × £68.00 = £238.00", "2 Std. à 68,00 € = 136,00 €": a quantity times a rate, maybe its amount.
const PRICED = new RegExp(
  String.raw`^(\d{1,4}(?:[.,]\d{1,2})?)\s?(?:\p{L}{1,8}\.?\s)?(?:x|×|@|à)\s?(${CENTS_AMOUNT})(?:\s?=\s?(${CENTS_AMOUNT}))?$`,
  'iu',
);
// "Miete März 850,00 S", "Gehalt Februar 2.410,26 H": an account entry's amount at the end, maybe with its debit or
// credit mark; tried from the blanks of a line of at most MAX_LINE characters.
const AMOUNT_TAIL = new RegExp(String.raw`\s(-?${CENTS_AMOUNT}(?:\s?(?:S|H|CR|DR|Soll|Haben))?)$`, 'u');
const MAX_LINE = 200;
const MAX_TEXT = 100;

const START_NAME = /^(?:start|begin|beginn|anfang|from|von|time|zeit|uhrzeit|startzeit|starttime)$/;
const END_NAME = /^(?:end|ende|to|bis|until|finish|endzeit|endtime)$/;
const TEXT_NAME =
  /^(?:title|titel|topic|thema|session|subject|betreff|activity|aktivitaet|taetigkeit|event|veranstaltung|programm|programme|agenda|item|description|beschreibung|work|arbeit|leistung|inhalt)$/;

type TEntry = { date?: string; start?: string; end?: string; text: string; amount?: string };

const plain = (property: TSchemaProperty) => property.type === 'string' && !property.format;
const lastWord = (property: TSchemaProperty) => nameWords(property.name).at(-1) ?? '';

/** The date, times and text a line opens with, or null when it opens with neither a date nor a time. */
/**
 * An amount without its debit or credit word ("12,00 S", "40.00 CR"): `text.replace(/\s?\p{L}+$/u, '')`, the word
 * found by a scan back (from each letter of a long word the pattern read the word to its end).
 */
export function withoutLastWord(text: string): string {
  const start = letterRunStart(text, text.length);
  return start < text.length && start > 0 && /\s/.test(text.charAt(start - 1))
    ? text.slice(0, start - 1)
    : text.slice(0, start);
}

export function scheduleEntry(text: string): TEntry | null {
  if (text.length > MAX_LINE) {
    return null;
  }
  let rest = `${text.replace(/\s+/g, ' ').trim()} `.replace(LIST_MARK, '');
  rest = rest.replace(WEEKDAY, '');
  const date = DATE.exec(rest);
  rest = date ? rest.slice(date[0].length) : rest;
  const times = TIMES.exec(rest);
  rest = times ? rest.slice(times[0].length) : rest;
  const body = rest.trim().replace(/^[–—-]\s/, '');
  if ((!date && !times) || !/^\p{L}/u.test(body) || body.length > MAX_TEXT) {
    return null;
  }
  const clock = (written: string | undefined) => written?.replace(/\s?(?:uhr|h|am|pm)$/i, '').replace('.', ':');
  const amount = AMOUNT_TAIL.exec(body);
  const words = amount ? body.slice(0, amount.index).trim() : body;
  return { date: date?.[1], start: clock(times?.[1]), end: clock(times?.[2]), text: words, amount: amount?.[1] };
}

/** The fields an entry's parts go to: its date, its times, its text. */
function fieldsOf(properties: TSchemaProperty[]) {
  const date = properties.filter((property) => property.type === 'string' && property.format === 'date');
  const starts = properties.filter((property) => plain(property) && START_NAME.test(lastWord(property)));
  const ends = properties.filter((property) => plain(property) && END_NAME.test(lastWord(property)));
  const roles = itemRoles(properties);
  const named = properties.filter((property) => plain(property) && TEXT_NAME.test(lastWord(property)));
  const text = named.length === 1 ? named[0] : withRole(roles, 'text');
  const numbers = properties.filter((property) => property.type === 'number');
  return {
    amount: numbers.length === 1 ? numbers[0] : withRole(roles, 'lineTotal'),
    date: date.length === 1 ? date[0] : undefined,
    start: starts.length === 1 ? starts[0] : undefined,
    end: ends.length === 1 ? ends[0] : undefined,
    text,
    quantity: withRole(roles, 'quantity'),
    unitPrice: withRole(roles, 'unitPrice'),
    lineTotal: withRole(roles, 'lineTotal'),
  };
}

/** A line under an entry: what it cost (quantity × rate = amount), or where it is (the one text field left). */
function readsSubLine(
  line: TLine,
  entry: TLine,
  row: TTableRow,
  fields: ReturnType<typeof fieldsOf>,
  all: TSchemaProperty[],
) {
  const text = line.text.replace(/\s+/g, ' ').trim();
  const priced = text.length <= MAX_TEXT ? PRICED.exec(text) : null;
  if (priced?.[1] && priced[2]) {
    const pairs: [TSchemaProperty | undefined, string | undefined][] = [
      [fields.quantity, priced[1]],
      [fields.unitPrice, priced[2]],
      [fields.lineTotal, priced[3]],
    ];
    for (const [field, written] of pairs) {
      const value = written ? parseNumber(written) : null;
      if (field && value !== null && !row.values.has(field)) {
        row.values.set(field, value);
      }
    }
    return true;
  }
  const free = all.filter((property) => plain(property) && !row.values.has(property));
  const indented = (line.cells[0]?.start ?? 0) > (entry.cells[0]?.start ?? 0);
  if (free.length !== 1 || !indented || line.cells.length !== 1 || text.length > 40 || /\d{3}/.test(text)) {
    return false;
  }
  row.values.set(free[0] as TSchemaProperty, text);
  return true;
}

/** The row of an entry: its parts to their fields, a bracketed "(Raum 2.14)" to the field its label names. */
function rowOf(
  line: TLine,
  entry: TEntry,
  fields: ReturnType<typeof fieldsOf>,
  all: TSchemaProperty[],
  dayFirst: boolean,
) {
  const values = new Map<TSchemaProperty, TLeafValue>();
  let text = entry.text;
  const bracket = BRACKETED.exec(text);
  const labelled = bracket?.[1]
    ? namedBy(
        bracket[1],
        all.filter((property) => plain(property) && property !== fields.text),
      )
    : undefined;
  if (bracket && labelled && bracket[2]) {
    values.set(labelled, bracket[2].trim());
    text = text.slice(0, bracket.index).trim();
  }
  const parts: [TSchemaProperty | undefined, string | undefined][] = [
    [fields.date, entry.date],
    [fields.start, entry.start],
    [fields.end, entry.end],
    [fields.text, text],
  ];
  const row: TTableRow = { line, values, missing: [], texts: new Map() };
  for (const [field, written] of [...parts, [fields.amount, entry.amount] as const]) {
    // An amount's debit or credit mark is read apart (withDebitMarks).
    const figure = field === fields.amount ? written && withoutLastWord(written) : written;
    const value = field && figure ? coerceValue(field, figure, dayFirst) : null;
    if (field && written) {
      // The texts as written: a date without its year takes the document's (withYears), a marked amount its sign.
      row.texts?.set(field, written);
    }
    if (field && value !== null) {
      values.set(field, value);
    } else if (field && written) {
      row.missing.push(field);
    }
  }
  return row;
}

/**
 * Items written one per line, each opening with its date or clock time and then its text, two or more in a run
 * (blank lines end it), a line beneath each one of its own. Only for an item with a text field and a date or a time
 * field that the entries fill; the first run found.
 */
export function scheduleLines(lines: TLine[], properties: TSchemaProperty[], dayFirst = false): TTableRow[] {
  const fields = fieldsOf(properties);
  if (!fields.text || (!fields.date && !fields.start)) {
    return [];
  }
  let run: TTableRow[] = [];
  for (const line of lines) {
    // A line of three cells and more is a table's row, which a table's readers read.
    const entry = isBlank(line) || isSummaryRow(line) || line.cells.length > 2 ? null : scheduleEntry(line.text);
    const fits = entry && ((fields.date && entry.date) || (fields.start && entry.start));
    const last = run.at(-1);
    if (entry && fits) {
      run.push(rowOf(line, entry, fields, properties, dayFirst));
    } else if (!(last && !isBlank(line) && !entry && readsSubLine(line, last.line, last, fields, properties))) {
      if (run.length >= 2) {
        return run;
      }
      run = [];
    }
  }
  return run.length >= 2 ? run : [];
}
