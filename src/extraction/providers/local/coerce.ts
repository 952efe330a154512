import type { TSchemaNode } from '../../schema/output-schema.ts';
import { checkedOption } from './checkboxes.ts';
import { compactDate } from './compact-dates.ts';
import { durationHours } from './duration-values.ts';
import { currentDateOrder, findDate, parseDate } from './parse-date.ts';
import { parseNumber } from './parse-number.ts';
import { parseBoolean, parseDateTime, parseEmail, parseTime, parseUri } from './parse-values.ts';

export type TLeafValue = string | number | boolean;

// A form's boxed digits or a ticket's "14MAR26" read as a date only where they are the whole value (compact-dates.ts).
const readDate = (text: string, order = currentDateOrder()) => parseDate(text, order) ?? compactDate(text, order);

const FORMAT_PARSERS = {
  date: readDate,
  datetime: parseDateTime,
  time: parseTime,
  email: parseEmail,
  uri: parseUri,
} as const;

/**
 * Pretty-printed JSON values arrive as `"text",`; the quotes and comma are syntax, not content. So are a sentence's
 * quotes around a value when its punctuation follows them ('the reference "INV 1187".'); a value printed in quotes
 * alone ("„frei Haus“") keeps them.
 */
const unquote = (text: string) =>
  text
    .trim()
    .replace(/^"(.*)",?$/, '$1')
    .replace(/^["“„]([^"“”„]+)["”“][.,;:!]$/u, '$1');

// "Shipping  FREE", "Versand  kostenlos": a charge written as a word that means nothing to pay.
const NO_CHARGE = /^(?:free|free of charge|kostenlos|kostenfrei|gratis|entfällt)[.!]?$/iu;

// "Account 4401 2290 37", "Kundennummer 12 3456 78": digits in groups that are no thousands ("12 000") are a code.
const DIGIT_GROUPS = /^\d{2,}(?: \d{2,}){2,}$/;
const THOUSANDS = /^\d{1,3}(?: \d{3})+$/;

// The words a balance's or an amount's date opens with: "Alter Kontostand vom 28.02.2026   1.518,40 H".
const DATE_OPENING = /^[\s:]{0,3}(?:vom|von|am|per|zum|bis|as of|as at|at|on|of)?[\s:]{0,3}$/iu;

// "Goethestraße 27a, 04109 Leipzig", "Am Stadtpark 4–6", "14 Carrow Road": a value that opens with a street and its
// house number is an address line (reached through a label such as "Liegenschaft" for `gesamtkosten_haus`); its
// number is no amount, no count and no measure. A German street word ends the first word (or two), an English one
// follows the number; the number then ends the street (a letter, a range, a comma, a dot or the end).
const GERMAN_STREET =
  /^(?:\p{L}+[- ])?\p{L}*(?:straße|strasse|str\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee)\s?\d{1,4}(?:\s?[a-z])?(?:\s?[-–/]\s?\d{1,4})?(?=\s*(?:[,·|]|$))/iu;
const ENGLISH_STREET =
  /^\d{1,5}[A-Za-z]?\s+(?:\p{Lu}[\p{L}'-]*\s){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Way|Close|Crescent|Place|Court|Terrace)\.?(?=\s*(?:[,·|]|$))/u;
const opensWithStreet = (value: string) => GERMAN_STREET.test(value) || ENGLISH_STREET.test(value);

/** The amount after a date that opens the value ("vom 28.02.2026   1.518,40"), which reads no number itself. */
function amountAfterDate(value: string): number | null {
  const date = findDate(value);
  return date && DATE_OPENING.test(value.slice(0, date.index)) ? parseNumber(value.slice(date.end)) : null;
}

// "children, arriving on 4 July 2026.": a sentence's words run from the label to a date, whose day is no count (an
// amount after a date its value opens with stays: "vom 28.02.2026   1.518,40 H").
const DAY_MONTH = /^(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.$/;

function firstNumberInDate(value: string): boolean {
  const digit = /\d/.exec(value);
  const date = digit && /\p{L}{2}/u.test(value.slice(0, digit.index)) ? findDate(value) : null;
  return date !== null && date.index <= (digit?.index ?? -1) && (digit?.index ?? -1) < date.end;
}

/**
 * The value of a leaf node read from the text next to its label, or null when it doesn't fit the kind.
 * `dayFirst`: the document writes slash dates day first (`writesDayFirst`), so "05/03/2026" is 5 March.
 */
export function coerceValue(node: TSchemaNode, text: string, dayFirst = false): TLeafValue | null {
  const value = unquote(text);
  if (value === '') {
    return null;
  }
  switch (node.type) {
    case 'number':
      // "09.03." is a day and month (a statement's booking or value date without its year), no 9.03.
      if ((DIGIT_GROUPS.test(value) && !THOUSANDS.test(value)) || opensWithStreet(value) || DAY_MONTH.test(value)) {
        return null;
      }
      if (firstNumberInDate(value)) {
        return amountAfterDate(value);
      }
      return durationHours(value) ?? parseNumber(value) ?? (NO_CHARGE.test(value) ? 0 : amountAfterDate(value));
    case 'boolean':
      return parseBoolean(value);
    case 'string':
      if (node.format === 'date' && dayFirst) {
        return readDate(value, 'day-first');
      }
      // "Mitgliedsart: ☐ Einzel ☒ Familie ☐ Förderer", "Plan: [ ] Standard [x] Off-Peak": the option ticked.
      return node.format ? FORMAT_PARSERS[node.format](value) : checkedOption(value) || value;
    default:
      return null;
  }
}
