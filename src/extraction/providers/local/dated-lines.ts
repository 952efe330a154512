import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { coerceValue, type TLeafValue } from './coerce.ts';
import { isBlank, type TLine } from './lines.ts';
import { SPACED_LIST_MARK } from './list-marks.ts';
import type { TTableRow } from './table-rows.ts';

// "1. ", "- ", "• ": a list's mark before the item (SPACED_LIST_MARK); "Kind 1: ", "Step 2: ": a numbered label.
const NUMBERED_LABEL = /^\s*\p{L}[\p{L}.]{0,20}\s\d{1,3}\s*:\s+/u;
// The separators a date and its description stand apart by: a spaced dash, a comma (not a colon: "Datum: 12.03.2026"
// over "Fällig: 20.03.2026" are two labelled fields, no list).
// A dash's blanks are matched from their run's first blank only: from each blank of a long run `\s+` read the run to
// its end (the same splits: from inside a run the match ends the same).
export const SEPARATORS = [/(?<!\s)\s+[–—-]\s+/, /,\s+/];
const MAX_TEXT = 80;
const MAX_LINE = 200;

type TDated = { date: TLeafValue; text: string };

/** A line that is one date and one description, in either order ("06/06/2026 – Arrival", "Expert reports – 5 June 2026"). */
function datedLine(line: TLine, date: TSchemaProperty, dayFirst: boolean): TDated | null {
  if (line.text.length > MAX_LINE) {
    return null;
  }
  const body = line.text.replace(SPACED_LIST_MARK, '').replace(NUMBERED_LABEL, '').trim();
  for (const separator of SEPARATORS) {
    const parts = body.split(separator);
    if (parts.length !== 2) {
      continue;
    }
    const [left = '', right = ''] = parts;
    const [first, second] = [left, right].map((part) => coerceValue(date, part, dayFirst));
    const text = first !== null ? right : left;
    const value = first ?? second;
    // Exactly one side a date, the other a few words that hold no date.
    if (value === null || value === undefined || (first !== null && second !== null)) {
      continue;
    }
    if (text.length <= MAX_TEXT && /\p{L}{2}/u.test(text)) {
      return { date: value, text: text.trim() };
    }
  }
  return null;
}

/**
 * Items of a date and a description written one per line, as itineraries, schedules and court orders list them
 * ("06/06/2026 – Arrival in Inverness", "2. Exchange of witness statements – by 4pm on 24 April 2026"): only for an
 * item of exactly a date field and a text field, two or more such lines in a row, the first run found.
 */
export function datedLines(lines: TLine[], properties: TSchemaProperty[], dayFirst = false): TTableRow[] {
  const dates = properties.filter((property) => property.type === 'string' && property.format === 'date');
  const texts = properties.filter((property) => property.type === 'string' && !property.format);
  const [date] = dates;
  const [text] = texts;
  if (properties.length !== 2 || !date || !text) {
    return [];
  }
  let run: TTableRow[] = [];
  for (const line of lines) {
    const dated = isBlank(line) ? null : datedLine(line, date, dayFirst);
    if (dated) {
      run.push({
        line,
        values: new Map<TSchemaProperty, TLeafValue>([
          [date, dated.date],
          [text, dated.text],
        ]),
        missing: [],
      });
      continue;
    }
    if (run.length >= 2) {
      return run;
    }
    run = [];
  }
  return run.length >= 2 ? run : [];
}
