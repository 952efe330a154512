import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { findDate } from './parse-date.ts';

// Documents a date field may be named after (`rechnungsdatum`, `invoice_date`, `order_date`), with the words a text
// calls them by. A credit note, a reminder or a reply names such a document and its date in a sentence: "Zu unserer
// Rechnung RE-2026-0982 vom 12.01.2026", "your order 4471 of 2 March 2026"; its own "Datum:" is its own date.
const THINGS: [RegExp, string][] = [
  [/^(?:rechnung|invoice)$/, 'rechnung|invoice'],
  [/^(?:bestellung|order)$/, 'bestellung|order'],
  [/^(?:angebot|quote|quotation|offer)$/, 'angebot|quote|quotation|offer'],
  [/^(?:auftrag)$/, 'auftrag'],
  [/^(?:vertrag|contract)$/, 'vertrag|contract'],
];
// What joins the document's word to its date: "vom", "of", "dated", after its number ("Nr. RE-7", "No.: 4471") at
// most 40 characters on and within the sentence (a full stop before a capital ends it).
const DATED = /^(?:[^.!?;\n]|\.(?!\s\p{Lu})){0,40}?\s(?:vom|of|dated)\s/iu;

/** The document a date field is named after: `rechnungsdatum` → the Rechnung, `invoice_date` → the invoice. */
function thingOf(words: string[]): string | null {
  const [first = '', second] = words;
  const stem =
    words.length === 1
      ? /^(\p{L}{4,}?)s?datum$/u.exec(first)?.[1]
      : second === 'date' && words.length === 2
        ? first
        : '';
  return THINGS.find(([field]) => field.test(stem ?? ''))?.[1] ?? null;
}

/**
 * A document's date as a sentence names it ("zu unserer Rechnung RE-2026-0982 vom 12.01.2026") for the field named
 * after that document, when no label of the field's own ("Rechnungsdatum", "Invoice date") is printed and the text
 * names that document with exactly one date. A bare "Datum:" is the date of the letter itself, which is another
 * document's whenever a sentence dates the one the field asks for.
 */
export function referencedDate(lines: TLine[], words: string[]): TValueSource | null {
  const thing = thingOf(words);
  if (!thing) {
    return null;
  }
  const own = new RegExp(`(?:${thing})s?[-\\s]?(?:datum|date)\\b`, 'iu');
  const word = new RegExp(`(?<!\\p{L})(?:${thing})`, 'giu');
  const found: TValueSource[] = [];
  for (const line of lines) {
    if (own.test(line.text)) {
      return null;
    }
    for (const mention of line.text.matchAll(word)) {
      // The join and the date stand within 80 characters: a long line is not copied once per mention.
      const after = line.text.slice(mention.index + mention[0].length, mention.index + mention[0].length + 120);
      const joined = DATED.exec(after);
      const date = joined ? findDate(after.slice(joined[0].length, joined[0].length + 40)) : null;
      if (joined && date?.index === 0) {
        const start = mention.index + mention[0].length + joined[0].length;
        found.push({
          text: line.text.slice(start, start + date.end),
          line,
          quoteStart: start,
          quoteEnd: start + date.end,
        });
      }
    }
  }
  const dates = new Set(found.map((source) => findDate(source.text)?.iso));
  return dates.size === 1 ? (found[0] ?? null) : null;
}
