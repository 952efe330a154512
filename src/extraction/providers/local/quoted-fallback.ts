import type { TCodedMessage } from '../../../i18n/types.ts';
import type { TOutputSchema, TSchemaProperty } from '../../schema/output-schema.ts';
import type { TSourceMap } from '../../types.ts';
import { extractLeaf } from './extract-leaf.ts';
import { TIME_WORDS } from './guesses.ts';
import type { TContext, TFoundLeaf } from './leaf-context.ts';
import { scalarFields } from './learned-candidates.ts';
import { fillLearned, inSchemaOrder, setAt, valueAt } from './learned-fill.ts';
import type { TLine } from './lines.ts';
import { inSignature, quoteStart } from './mail-parts.ts';
import { findDate, findDates } from './parse-date.ts';
import { dayMonthsIn, findDayMonth, referenceDate } from './partial-dates.ts';
import { quotedMessage } from './quoted-reply.ts';
import { nameWords } from './words.ts';

// A field a reply's new text does not state is read from the message it quotes (quoted-reply.ts), unless the new text
// holds a value of the field's kind the readers missed: "moved to Monday 27 April 2026 at 09:00" above a quoted
// "booked in for Monday 20 April at 08:30" (the quote's time is the old one, the new text's is the answer).

const CLOCK = /\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?(?:am|pm|uhr)\b/iu;

/** The reply's own lines: its body above the quote, not its signature. */
function newText(lines: TLine[]): TLine[] {
  return lines.slice(0, quoteStart(lines)).filter((line) => !line.header && !inSignature(lines, line));
}

/** Whether the reply's new text holds a value of the field's kind (a date, a time, a number). */
function newTextHolds(lines: TLine[], property: TSchemaProperty): boolean {
  const texts = newText(lines).map((line) => line.text);
  if (property.type === 'string' && property.format === 'date') {
    const reference = referenceDate(lines);
    return texts.some((text) => findDate(text) !== null || (reference !== null && findDayMonth(text, reference)));
  }
  if (property.type === 'number') {
    // A number of its own, not a date's or a time's digits ("The start date of 8 June works for us.").
    const reference = referenceDate(lines);
    const undated = (text: string) =>
      [...findDates(text), ...(reference ? dayMonthsIn(text, reference) : [])]
        .reduce(
          (rest, date) => `${rest.slice(0, date.index)}${' '.repeat(date.end - date.index)}${rest.slice(date.end)}`,
          text,
        )
        .replace(CLOCK, ' ');
    return texts.some((text) => /\d/.test(undated(text)));
  }
  const timed = property.type === 'string' && nameWords(property.name).some((word) => TIME_WORDS.has(word));
  return timed && texts.some((text) => CLOCK.test(text));
}

const dropNotFound = (warnings: TCodedMessage[], path: string) => {
  const at = warnings.findIndex(
    (warning) => warning.code === 'warning.field_not_found' && warning.params.path === path,
  );
  if (at >= 0) {
    warnings.splice(at, 1);
  }
};

/** A leaf the rules did not find in a reply as written, read by the rules from the message it quotes. */
export function leafFromQuote(property: TSchemaProperty, context: TContext, path: string, parentName?: string) {
  const lines = quotedMessage(context.lines);
  if (!lines || newTextHolds(context.lines, property)) {
    return null;
  }
  const value = extractLeaf(property, { ...context, lines, warnings: [] }, path, parentName);
  if (value !== null) {
    dropNotFound(context.warnings, path);
  }
  return value;
}

type TLearnedInput = {
  schema: TOutputSchema;
  lines: TLine[];
  result: Record<string, unknown>;
  sources: TSourceMap;
  warnings: TCodedMessage[];
  found: TFoundLeaf[];
};

/** The learned fallback on a reply's quoted message, for the scalar leaves still empty whose kind the new text lacks. */
export function learnedFromQuote(input: TLearnedInput): void {
  const lines = quotedMessage(input.lines);
  if (!lines) {
    return;
  }
  const open = scalarFields(input.schema).filter(
    (field) => valueAt(input.result, field.path) === undefined && !newTextHolds(input.lines, field.property),
  );
  if (open.length === 0) {
    return;
  }
  const trial = structuredClone(input.result);
  const sources: TSourceMap = {};
  fillLearned({ ...input, lines, result: trial, sources, warnings: [] });
  for (const field of open) {
    const value = valueAt(trial, field.path);
    const source = sources[field.path];
    if (value !== undefined && source) {
      setAt(input.result, field.path, value as Parameters<typeof setAt>[2]);
      input.sources[field.path] = source;
      dropNotFound(input.warnings, field.path);
    }
  }
  inSchemaOrder(input.result, input.schema);
}
