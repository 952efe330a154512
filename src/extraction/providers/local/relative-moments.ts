// "Tickets are sent 48 hours before the event (9 July 2026)", "bis zum 24.08.2026 (zwei Wochen vor Kursbeginn)": a
// span counted from an event names another moment, so the date beside the event's word is that moment's, not the
// event's own (sentence-reader.ts took both for `event_date` and `kursbeginn`).

// A count (digits or a number word), a unit of time, a word of before or after, an article: read on the 60
// characters before the label only, so the scan is bounded.
const SPAN_FROM =
  /(?:^|\s)(?:\d{1,3}|an?|one|two|three|four|five|six|seven|ten|fourteen|ein\p{L}{0,2}|zwei|drei|vier|fünf|sechs|sieben|zehn|vierzehn)\s+(?:hours?|days?|working days|business days|weeks?|months?|stunden?|tage?n?|werktage?n?|wochen?|monate?n?)\s+(?:before|after|prior to|ahead of|vor|nach)\s+(?:(?:the|dem|der|den|des)\s+)?$/iu;

/** Whether the words before a label in `text` count a span from it ("48 hours before the" event). */
export function spanCountedFrom(text: string, labelStart: number): boolean {
  return SPAN_FROM.test(text.slice(Math.max(0, labelStart - 60), labelStart));
}
