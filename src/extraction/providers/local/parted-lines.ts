import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { coerceValue, type TLeafValue } from './coerce.ts';
import { withYears } from './column-numbers.ts';
import { withDebitMarks } from './debit-marks.ts';
import { isBlank, type TLine } from './lines.ts';
import { LIST_MARK } from './list-marks.ts';
import { BLOCK_LINE } from './mail-forward.ts';
import { CENTS_AMOUNT_ALONE } from './money-patterns.ts';
import { scheduleLines } from './schedule-lines.ts';
import { isSummaryRow, type TTableRow } from './table-rows.ts';
import { nameWords } from './words.ts';

// Items written one per line as parts apart by dashes or commas, a list of people or actions rather than a table:
// "1. Dr Jane Holt, University of York <jane.holt@york.example>", "Ruth Fairley (neighbour) - 07700 900118",
// "Tom Egerton – Circulate revised Q2 roadmap – by 18 Feb 2026". Each part goes to a field by its kind (an e-mail, a
// phone number, a date, an amount), the texts to the item's other text fields in the schema's order.
// Each pattern is anchored or one run of a bounded class; a line is at most MAX_LINE characters.
const MAIL_TAIL = /\s?<([^<>\s@]{1,64}@[^<>\s]{1,80})>$/;
const DASHES = /\s[–—|-]\s/;
const COMMAS = /[,;]\s/;
const MAIL = /^[^\s@<>]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}$/;
const PHONE = /^\+?[\d ()/-]{7,22}$/;
// "by 18 Feb 2026", "bis 20.03.2026": a deadline's word before the date.
const DUE_WORD = /^(?:by|due|until|before|bis|bis zum|spätestens|fällig)\s/i;
const BRACKET_TAIL = /\s\([^()\d]{1,40}\)$/;
const MAX_LINE = 160;
const MAX_PART = 60;

const MAIL_NAME = /^(?:email|mail|e mail|emailadresse|mailadresse)$/;
const PHONE_NAME = /^(?:phone|telephone|tel|telefon|mobile|mobil|handy|cell|telefonnummer|handynummer)$/;

type TKind = 'mail' | 'phone' | 'date' | 'money' | 'text';
type TPart = { kind: TKind; text: string };

const plain = (property: TSchemaProperty) => property.type === 'string' && !property.format;
const named = (property: TSchemaProperty, pattern: RegExp) =>
  plain(property) &&
  (pattern.test(nameWords(property.name).join(' ')) || pattern.test(nameWords(property.name).at(-1) ?? ''));

/** The parts of a line, each with its kind; null for a line of one part. */
function partsOf(text: string, date: TSchemaProperty | undefined, dayFirst: boolean): TPart[] | null {
  if (text.length > MAX_LINE) {
    return null;
  }
  let body = text.trim().replace(LIST_MARK, '');
  const mail = MAIL_TAIL.exec(body);
  body = mail ? body.slice(0, mail.index) : body;
  const dashed = body.split(DASHES);
  const pieces = [...(dashed.length > 1 ? dashed : body.split(COMMAS)), ...(mail?.[1] ? [mail[1]] : [])];
  if (pieces.length < 2 || pieces.some((piece) => piece.trim() === '' || piece.length > MAX_PART)) {
    return null;
  }
  return pieces.map((piece) => {
    const part = piece.trim();
    const digits = part.replace(/\D/g, '').length;
    const dated = date && coerceValue(date, part.replace(DUE_WORD, ''), dayFirst) !== null;
    const kind: TKind = MAIL.test(part)
      ? 'mail'
      : PHONE.test(part) && digits >= 7
        ? 'phone'
        : CENTS_AMOUNT_ALONE.test(part)
          ? 'money'
          : dated
            ? 'date'
            : 'text';
    return { kind, text: kind === 'date' ? part.replace(DUE_WORD, '') : part.replace(BRACKET_TAIL, '') };
  });
}

/** The fields a line's parts go to, in its order; null when a part has no field of its kind. */
function fieldsFor(parts: TPart[], properties: TSchemaProperty[]): TSchemaProperty[] | null {
  const mail = properties.filter((property) => named(property, MAIL_NAME));
  const phone = properties.filter((property) => named(property, PHONE_NAME));
  const dates = properties.filter((property) => property.type === 'string' && property.format === 'date');
  const numbers = properties.filter((property) => property.type === 'number');
  const texts = properties.filter(
    (property) => plain(property) && !mail.includes(property) && !phone.includes(property),
  );
  const pools: Record<TKind, TSchemaProperty[]> = { mail, phone, date: dates, money: numbers, text: texts };
  const counts = new Map<TKind, number>();
  const fields: TSchemaProperty[] = [];
  for (const part of parts) {
    const order = counts.get(part.kind) ?? 0;
    const pool = pools[part.kind];
    // A kind of its own (an e-mail, a date) needs its one field; texts take the text fields in order.
    const field = part.kind === 'text' ? pool[order] : pool.length === 1 && order === 0 ? pool[0] : undefined;
    if (!field) {
      return null;
    }
    counts.set(part.kind, order + 1);
    fields.push(field);
  }
  return fields;
}

/**
 * Two or more lines in a row whose parts are of the same kinds, each part a field of the item, with at least one
 * part of a kind of its own (an e-mail, a phone number, a date, an amount) or a list's mark before each line: the
 * first such run. Only for items of two fields or more, where no table, list or block was found.
 */
export function partedLines(lines: TLine[], properties: TSchemaProperty[], dayFirst = false): TTableRow[] {
  const dates = properties.filter((property) => property.type === 'string' && property.format === 'date');
  const date = dates.length === 1 ? dates[0] : undefined;
  if (properties.length < 2) {
    return [];
  }
  let run: TTableRow[] = [];
  let shape = '';
  for (const line of lines) {
    // A mail's header lines ("From: Rachel Donnelly <r.donnelly@…>") name the mail's parties, no list's items.
    const parts =
      isBlank(line) || isSummaryRow(line) || BLOCK_LINE.test(line.text) ? null : partsOf(line.text, date, dayFirst);
    const fields = parts ? fieldsFor(parts, properties) : null;
    const typed = parts?.some((part) => part.kind !== 'text') || LIST_MARK.test(line.text.trim());
    const kinds = parts?.map((part) => part.kind).join() ?? '';
    const fits = parts !== null && fields !== null && typed;
    if (fits && run.length > 0 && kinds !== shape) {
      if (run.length >= 2) {
        return run;
      }
      run = [];
    }
    if (fits) {
      const values = new Map<TSchemaProperty, TLeafValue>();
      fields.forEach((field, index) => {
        const value = coerceValue(field, parts[index]?.text ?? '', dayFirst);
        if (value !== null) {
          values.set(field, value);
        }
      });
      run.push({ line, values, missing: [] });
      shape = kinds;
      continue;
    }
    if (run.length >= 2) {
      return run;
    }
    run = [];
  }
  return run.length >= 2 ? run : [];
}

/**
 * The last resort for an item found in no table, list or block: schedule entries opening with their date or time,
 * else parted lines.
 */
export function listedLines(lines: TLine[], properties: TSchemaProperty[], dayFirst: boolean) {
  const scheduled = withDebitMarks(withYears(scheduleLines(lines, properties, dayFirst), lines, dayFirst));
  const rows = scheduled.length > 0 ? scheduled : partedLines(lines, properties, dayFirst);
  return rows.length > 0 ? { rows } : null;
}
