import { KIND_WORDS, WORDS } from './vocabulary.ts';

// Labels a document prints with fewer words than the field's name, because the document says the rest: kept apart
// from candidates.ts (the labels of a name in general).

const EVENT_POINT = /^(?:opens?|starts?|begins?|date|day|time)$/;

/**
 * `doors_open`, `show_start`, `visit_date`, `execution_date`: the event alone before its time or date ("Doors 6:30
 * PM", "Engineer visit: 24/03/2026"), also in German ("Ausführung am 02.03.2026", "Buchung: 03.03."). The German
 * word is the compound part without its linking "s" ("buchungs" → "Buchung").
 */
export function eventLabels(own: string[]): string[] {
  const [event = '', point = ''] = own.length === 2 ? own : [];
  if (event.length < 4 || !EVENT_POINT.test(point)) {
    return [];
  }
  const german = (WORDS[event] ?? []).map((word) => word.replace(/(?<=ung)s$/, '')).filter((word) => word.length >= 4);
  return [event, ...german];
}

// The document's own events, whose date or time is printed "Date:" or "Time:" alone: `purchase_date`.
const DOCUMENT_EVENTS = new Set([
  'transaction',
  'purchase',
  'sale',
  'payment',
  'kauf',
  'transaktion',
  'zahlung',
  'buchung',
]);

/** Whether a name (its words) is the date or time of the document's own event: `transaction_time`. */
export const isDocumentEvent = (own: string[]) =>
  own.length === 2 && DOCUMENT_EVENTS.has(own[0] ?? '') && /^(?:date|time|datum|zeit|uhrzeit)$/.test(own[1] ?? '');

// First words of a name the document's kind says already: a water bill's "Verbrauch" is its `water_consumption`, an
// annual statement's "Gesamtverbrauch" its `annual_consumption`, a time sheet's "Hours" its `total_hours`.
const IMPLIED_LEADING = new Set(['annual', 'yearly', 'water', 'electricity', 'gas', 'energy', 'total', 'gesamt']);
// Heads that say too little alone: `total_price` is no unit "Price", `total_amount` no "Amount" of anything.
const VAGUE_HEADS = new Set(['price', 'preis', 'number', 'date', 'name', 'time']);

/** The head of a two-word name whose first word the document's kind implies; null if none. */
export function impliedHead(own: string[]): string | null {
  const [first = '', head = ''] = own.length === 2 ? own : [];
  return IMPLIED_LEADING.has(first) && head.length >= 4 && !KIND_WORDS.has(head) && !VAGUE_HEADS.has(head)
    ? head
    : null;
}
