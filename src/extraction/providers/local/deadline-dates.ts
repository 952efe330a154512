// A deadline lies after the document that sets it. A reminder dated 10.03.2026 quotes the invoice's "fällig seit
// 29.01.2026" and its old due date; a notice quotes the date of the letter it answers. A deadline field (`zahlungsfrist`,
// `pay_by`, `due_date`, `cancel_by`) that found a date before the document's own date gives way to the first date the
// document sets after its own with a deadline's word right before it ("bis spätestens 20.03.2026", "by 9 March 2026").
import type { TOutputSchema } from '../../schema/output-schema.ts';
import type { TSourceMap } from '../../types.ts';
import { placeDateLine } from './document-date.ts';
import { eachFilledLeaf } from './filled-leaves.ts';
import { timeSideOf } from './label-qualifiers.ts';
import type { TLine } from './lines.ts';
import { mailHeaderLine } from './mail-forward.ts';
import { findDate, findDates } from './parse-date.ts';
import { nameWords } from './words.ts';

const DEADLINE_WORD = /^(?:frist|\p{L}{2,20}frist|deadline|due|faellig\p{L}{0,12}|payable|zahlbar)$/u;
const DEADLINE_END = /^(?:by|bis|until)$/u;
// `invoice_due_date`, `urspruengliche_faelligkeit`: a field about another document's or an earlier date.
// `faellig_seit`, `overdue_since`: the date a payment fell due, before the reminder.
const OTHER_DOCUMENT =
  /^(?:invoice|rechnung|rechnungs|original|urspruenglich\p{L}{0,4}|ursprungs\p{L}{0,12}|seit|since|overdue|ueberfaellig)$/u;
// The words that set a deadline, up to 30 characters before its date.
const CUE =
  /(?:^|[^\p{L}])(?:bis|by|until|before|spätestens|spaetestens|no later than|deadline|frist|fällig am|faellig am|due on|due|zahlbar)(?:[^\p{L}]|$)/iu;
const CUE_SPAN = 30;

/** Whether a date field asks for a deadline the document sets (not another document's, not an earlier one). */
export function asksDeadline(name: string): boolean {
  const words = nameWords(name);
  return (
    (words.some((word) => DEADLINE_WORD.test(word)) || DEADLINE_END.test(words.at(-1) ?? '')) &&
    !words.some((word) => OTHER_DOCUMENT.test(word)) &&
    timeSideOf(words) !== 'earlier'
  );
}

// "Datum: 10.03.2026", "Date: 3 March 2026" opening a line: the document's own date by its label.
const DATE_LABEL =
  /^\s{0,8}(?:datum|date|dated|letter date|issue date|briefdatum|ausgestellt am)\s{0,3}[:.]?\s{0,3}(?=\d)/iu;

/**
 * The document's own date where the document says it: its place-and-date line, a mail's Date line, or a line its
 * date label opens. Null otherwise: the first date of a letter without one may be any event's (a trip in May).
 */
function ownDate(lines: TLine[]): string | null {
  const placed = placeDateLine(lines);
  if (placed) {
    return findDate(placed.text)?.iso ?? null;
  }
  const sent = mailHeaderLine(lines, 'date');
  if (sent) {
    return findDate(sent.line.text.slice(sent.start))?.iso ?? null;
  }
  const labelled = lines.find((line) => !line.header && DATE_LABEL.test(line.text));
  return labelled ? (findDate(labelled.text)?.iso ?? null) : null;
}

/** The first date after `after` that a deadline's word sets, with its line; null when the document sets none. */
function deadlineAfter(lines: TLine[], after: string): { iso: string; line: TLine } | null {
  for (const line of lines) {
    for (const date of findDates(line.text)) {
      const before = line.text.slice(Math.max(0, date.index - CUE_SPAN), date.index);
      if (date.iso > after && CUE.test(before)) {
        return { iso: date.iso, line };
      }
    }
  }
  return null;
}

type TVisit = (holder: Record<string, unknown>, name: string, at: string) => void;

function eachDeadline(schema: TOutputSchema, result: Record<string, unknown>, visit: TVisit) {
  eachFilledLeaf(schema, result, (property, holder, at) => {
    const isDate =
      property.type === 'string' && property.format === 'date' && typeof holder[property.name] === 'string';
    if (isDate && asksDeadline(property.name)) {
      visit(holder, property.name, at);
    }
  });
}

/** Replaces a deadline found before the document's own date by the one the document sets after it. */
export function withDeadlinesAfterDocument(
  schema: TOutputSchema,
  result: Record<string, unknown>,
  sources: TSourceMap,
  lines: TLine[],
) {
  let own: string | null | undefined;
  eachDeadline(schema, result, (holder, name, at) => {
    own = own === undefined ? ownDate(lines) : own;
    const found = holder[name] as string;
    const source = sources[at];
    // "bis zum 20.03.2026" found as such is the deadline the document sets, whatever its other dates.
    const set = source !== undefined && CUE.test(source.quote.slice(0, CUE_SPAN * 2));
    const later = own && found < own && !set ? deadlineAfter(lines, own) : null;
    if (later && source) {
      holder[name] = later.iso;
      sources[at] = { ...source, page: later.line.page, quote: later.line.text.trim() };
    }
  });
}
