// A period a document's title names by its month: "Entgeltabrechnung für April 2026", "Payslip for March 2026",
// "Kontoauszug 03/2026". A payslip or a statement of one month prints no range of dates; a field asking for the
// period's first or last day (`zeitraum_von`, `period_end`) takes the month's, as the calendar fixes them. Read only
// when no label or sentence gave a range (range-end.ts).
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { findDate, monthNamed } from './parse-date.ts';

// The title's lines: the first few of the document that are not a mail's header.
const TITLE_LINES = 8;
const TITLE_LENGTH = 80;
// "für April 2026", "for March 2026", "Monat 04/2026", "April 2026" closing the title.
const NAMED_MONTH =
  /(?:^|\s)(?:(?:für|fuer|for|monat|month|abrechnungsmonat)\s+)?(\p{L}{3,9})\.?\s+((?:19|20)\d{2})\s*$/iu;
const NUMBERED_MONTH = /(?:^|\s)(?:für|fuer|for|monat|month)\s+(\d{1,2})\s*[/.-]\s*((?:19|20)\d{2})\s*$/iu;

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The first and last day of the one month a title line names, with the line; null for none or for a dated line. */
export function monthOfTitle(lines: TLine[]): { source: TValueSource; dates: [string, string] } | null {
  const title = lines.filter((line) => !line.header && line.text.trim() !== '').slice(0, TITLE_LINES);
  for (const line of title) {
    const text = line.text.trim();
    // A title is a line of its own: no label's colon, no full date ("Abrechnungstag 28.04.2026" dates something else).
    if (line.cells.length !== 1 || text.length > TITLE_LENGTH || text.includes(':') || findDate(text)) {
      continue;
    }
    const named = NAMED_MONTH.exec(text);
    const numbered = named ? null : NUMBERED_MONTH.exec(text);
    const month = named ? monthNamed(named[1] ?? '') : Number(numbered?.[1] ?? 0);
    const year = Number((named ?? numbered)?.[2] ?? 0);
    // A title of the month alone ("April 2026") or after words: at least one word before it.
    const words = text.slice(0, (named ?? numbered)?.index ?? 0).match(/\p{L}{3,}/gu)?.length ?? 0;
    if (month && month >= 1 && month <= 12 && year && words >= 1) {
      const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
      return {
        source: { text, line, quoteStart: 0, quoteEnd: line.text.length },
        dates: [iso(year, month, 1), iso(year, month, last)],
      };
    }
  }
  return null;
}
