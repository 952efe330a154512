import { columnSpan, overlapOf, spansOverlapped } from './column-spans.ts';
import { spelledOut } from './header-words.ts';
import type { TValueSource } from './label-match.ts';
import { oneWordKins, splitCompound } from './lexicon-labels.ts';
import { isBlank, type TLine } from './lines.ts';
import { NAMED_CODES } from './money-patterns.ts';
import { withoutRates } from './value-positions.ts';
import { labelWords } from './words.ts';

/** A cell that is an amount or a count: digits with their separators, a sign, and a currency before or after. */
export const NUMERIC_CELL = new RegExp(
  String.raw`^[-+−]?\s?(?:[€$£]|${NAMED_CODES})?\s?[-+−]?\d[\d.,' ]*\s?(?:[€$£%]|${NAMED_CODES})?$`,
  'iu',
);

// The word that makes a field a column's sum ("total_cartons", "gewicht_gesamt") and opens a table's sum row.
const TOTAL_WORD = /^(?:total|totals|gesamt|summe|sum)$/;
// A unit at the end of a field's name ("total_weight_kg") that the column header may write in brackets or leave out.
const UNIT_WORD = /^(?:kg|g|t|lbs?|m3|cbm|l|m|km|pcs|stk|eur|usd|gbp|chf)$/;

// The unit at the end only: the "g" of "G.W. kg" is the initial of "gross".
const withoutUnit = (words: string[]) => (UNIT_WORD.test(words.at(-1) ?? '') ? words.slice(0, -1) : words);
const sameStem = (a: string, b: string) => a === b || a === `${b}s` || b === `${a}s`;
// A header cut short is spelled out first: "Std." is the "Stunden" of `gesamtstunden`.
// "VAT 20%" names the VAT column: the rate in a heading is no word of its name.
const columnWords = (text: string) => spelledOut(labelWords(withoutRates(text.replace(/\(.*?\)/g, ''))));

/** The column a field names besides its "total": "total_gross_weight_kg" names a "Gross weight (kg)" column. */
function namesColumn(field: string[], column: string[]): boolean {
  const own = withoutUnit(column);
  const rest = withoutUnit(field);
  // Initials stand for the words: "G.W." for gross weight, "N.W." for net weight; a translation is the word
  // ("Brutto" for `total_gross`, "Net" for `summe_netto`).
  const fits = (word: string, index: number) =>
    sameStem(word, rest[index] ?? '') ||
    oneWordKins(rest[index] ?? '').includes(word) ||
    (word.length === 1 && (rest[index] ?? '').startsWith(word));
  return own.length > 0 && own.length === rest.length && own.every(fits);
}

/** The cell of `row` under the header cell `column`: by tab position where tabs part the row, else by position. */
export function cellUnder(row: TLine, header: TLine, column: number): { start: number; end: number } | null {
  const tabbed = row.text.includes('\t') && header.text.includes('\t');
  if (tabbed) {
    // A tab row keeps its empty cells ("TOTAL\t\t700"): the n-th tab field is the n-th column.
    const headerFields = header.text.split('\t');
    const fields = row.text.split('\t');
    if (headerFields.length !== header.cells.length || fields.length !== headerFields.length) {
      return null;
    }
    const start = fields.slice(0, column).reduce((offset, field) => offset + field.length + 1, 0);
    const text = fields[column] ?? '';
    const trimmed = text.trim();
    return trimmed
      ? { start: start + text.indexOf(trimmed), end: start + text.indexOf(trimmed) + trimmed.length }
      : null;
  }
  // A row of as many cells as the header, by spaces: the n-th cell is the n-th column's, however they align
  // ("Summe  147,90  176,00" under "Bezeichnung  Netto  Brutto" starts each cell left of its column).
  if (row.cells.length === header.cells.length) {
    return row.cells[column] ?? null;
  }
  // Laid out by spaces: the cell that overlaps the column's span most (right-aligned numbers stick out to the left).
  // Only the spans a cell overlaps can overlap it more (column-spans.ts): a window along the row, where each cell
  // against every header cell was quadratic in a table of many sum rows under a header of many cells.
  const spansOf = spansOverlapped(header);
  const span = columnSpan(header, column);
  return (
    row.cells.find((cell) => {
      const own = overlapOf(cell, span);
      return own > 0 && spansOf(cell).every((index) => overlapOf(cell, columnSpan(header, index)) <= own);
    }) ?? null
  );
}

/**
 * The cell of a sum row under a column: a bare number, or an amount with its currency where the row sums several
 * columns ("Total | £6,740.00 | £1,348.00 | £8,088.00") or is a plain "Total"/"Summe" ("Total due | £5,232.48" under
 * the items' "Net" column is the gross sum of the lines after the table, not the column's).
 */
export function sumRowCell(row: TLine, header: TLine, column: number): TValueSource | null {
  const first = row.cells[0];
  const cell = cellUnder(row, header, column);
  const text = cell ? row.text.slice(cell.start, cell.end).trim() : '';
  const bare = /^[-+]?[\d.,' ]+$/.test(text);
  const plainLabel = first ? labelWords(row.text.slice(first.start, first.end)).length === 1 : false;
  const money = NUMERIC_CELL.test(text) && (row.cells.length > 2 || plainLabel);
  return cell && first && cell.start > first.start && (bare || money)
    ? { text: row.text.slice(cell.start, cell.end), line: row, quoteStart: cell.start, quoteEnd: cell.end }
    : null;
}

/**
 * A column's sum in the table's sum row: `total_cartons` is the "TOTAL" row's cell under "Cartons", not the first
 * number after the word "TOTAL" (which belongs to whichever column comes first). The table runs from a header of
 * three and more cells without digits to a blank line; the sum row's first cell starts with "Total", "Summe", ….
 */
export function valueInTotalRow(lines: TLine[], fieldWords: string[]): TValueSource | null {
  const rest = fieldWords.filter((word) => !TOTAL_WORD.test(word));
  if (rest.length === fieldWords.length || rest.length === 0) {
    return null;
  }
  for (const [headerIndex, header] of lines.entries()) {
    // "Net | VAT 20% | Gross": a heading's rate is no value, the row is still a header.
    if (header.cells.length < 3 || /\d/.test(withoutRates(header.text))) {
      continue;
    }
    const texts = header.cells.map((cell) => header.text.slice(cell.start, cell.end));
    const column = texts.findIndex((text, index) => index > 0 && namesColumn(rest, columnWords(text)));
    if (column < 0) {
      continue;
    }
    for (let index = headerIndex + 1; index < lines.length && !isBlank(lines[index]); index++) {
      const row = lines[index] as TLine;
      const first = row.cells[0];
      const [opening] = first ? labelWords(row.text.slice(first.start, first.end)) : [];
      if (!opening || !TOTAL_WORD.test(opening)) {
        continue;
      }
      const sum = sumRowCell(row, header, column);
      if (sum) {
        return sum;
      }
    }
  }
  return countInSumLabel(lines, rest) ?? sumOfLabel(lines, rest);
}

// `gesamtstunden`, `endbetrag`: German joins the total and its noun in one word, the total first or last
// (`nettosumme`, `nettogesamt`: splitCompound's heads).
const TOTAL_FIRST = /^(gesamt|end|summen?)(\p{L}{4,})$/u;
const TOTAL_LAST = /^(\p{L}{4,}?)(gesamt|summe|total)$/u;
// The kind word of a sum beside the column it names: `gesamtbetragBrutto` is the sum of the "Brutto" column.
const SUM_KIND = /^(?:betrag|amount|wert|value)$/;

/** A name's words with its total compound cut apart: `gesamtbetragBrutto` → gesamt, brutto; null without one. */
function totalSplit(fieldWords: string[]): string[] | null {
  const words = fieldWords.flatMap((word) => {
    const first = TOTAL_FIRST.exec(word) ?? (splitCompound(word) ? TOTAL_LAST.exec(word) : null);
    if (!first) {
      return [word];
    }
    const [, a = '', b = ''] = first;
    return TOTAL_WORD.test(a) || /^(?:end|summen)$/.test(a) ? ['gesamt', b] : [a, 'gesamt'];
  });
  if (words.length === fieldWords.length) {
    return null;
  }
  const rest = words.filter((word) => word !== 'gesamt');
  const named = rest.filter((word) => !SUM_KIND.test(word));
  return ['gesamt', ...(named.length > 0 ? named : rest)];
}

/**
 * `gesamtstunden`, `summeNetto`, `nettoSumme`, `gesamtbetragBrutto`, `endbetrag` in a table's "Summe" row: a name
 * with a compound of a total word and a noun, read as the total and the noun (see `valueInTotalRow`). Null for any
 * other name. Asked for after the labels' values, so that a printed "Gesamtbetrag: 357,00 €" comes before the sum
 * row of the items' "Betrag" column.
 */
export function valueInTotalRowOfCompound(lines: TLine[], fieldWords: string[]): TValueSource | null {
  const split = totalSplit(fieldWords);
  return split ? valueInTotalRow(lines, split) : null;
}

/**
 * A column's sum for a name of several words, asked for before the labels' values like `total_gross`'s: also with a
 * total compound among them that leaves a column's name (`gesamtbetragBrutto`, `summe_netto`).
 */
export function valueInTotalRowOfNamed(lines: TLine[], fieldWords: string[]): TValueSource | null {
  return (
    valueInTotalRow(lines, fieldWords) ?? (fieldWords.length > 1 ? valueInTotalRowOfCompound(lines, fieldWords) : null)
  );
}

/** "Totals: 4 consignments", "Gesamt: 3 Pakete": the count the sum row's label gives for `total_consignments`. */
function countInSumLabel(lines: TLine[], rest: string[]): TValueSource | null {
  const [noun, ...more] = rest;
  for (const line of noun && more.length === 0 ? lines : []) {
    const first = line.cells[0];
    const text = first ? line.text.slice(first.start, first.end) : '';
    const count = /^\s*\p{L}+:?\s+(\d+)\s+(\p{L}+)\s*$/u.exec(text);
    const [opening] = labelWords(text);
    if (
      first &&
      count?.[1] &&
      opening &&
      TOTAL_WORD.test(opening) &&
      sameStem(labelWords(count[2] ?? '')[0] ?? '', noun ?? '')
    ) {
      const start = first.start + text.indexOf(count[1], opening.length);
      return { text: count[1], line, quoteStart: start, quoteEnd: start + count[1].length };
    }
  }
  return null;
}

// "Summe der Kosten", "Summe aller Positionen": German names the sum of a thing by its plural after "Summe".
const SUM_OF = /^(?:summe|gesamtsumme)\s+(?:der|des|aller)\s+(\p{L}+)$/iu;

/** `kosten_gesamt` in "Summe der Kosten  566,70 €": the last cell of the row the sum's label opens. */
function sumOfLabel(lines: TLine[], rest: string[]): TValueSource | null {
  const [noun, ...more] = rest;
  for (const line of noun && more.length === 0 ? lines : []) {
    const [label, ...others] = line.cells;
    const thing = label ? SUM_OF.exec(line.text.slice(label.start, label.end))?.[1] : undefined;
    const last = others.at(-1);
    const text = last ? line.text.slice(last.start, last.end) : '';
    if (thing && last && sameStem(labelWords(thing)[0] ?? '', noun ?? '') && /\d/.test(text)) {
      return { text, line, quoteStart: last.start, quoteEnd: last.end };
    }
  }
  return null;
}
