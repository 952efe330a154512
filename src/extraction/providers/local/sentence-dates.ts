import { bodyLines, lineDates, lineTokens } from './document-parts.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { findDate } from './parse-date.ts';
import { dayMonthsIn, referenceDate } from './partial-dates.ts';
import { sentenceSpans } from './sentence-clauses.ts';
import { closesDayRange, closesOtherRange, replacedDate } from './sentence-date-picks.ts';

/**
 * Dates stated only in a sentence: "Bitte überweisen Sie den Betrag bis 25.03.2026", "Please pay by 4 Feb 2026"
 * (a due date), "wird am 19.02.2026 abgebucht", "will be debited on …" (a debit date). Which fields ask for
 * which: the words of their names; which sentences state them: a verb of paying and, for a due date, "by/bis".
 */
const SENTENCE_DATES: { names: Set<string>; sentence: RegExp; before?: RegExp; yearless?: boolean }[] = [
  {
    // "Terms: Net 30 (due May 2, 2026)", "Der Beitrag ist am 01.01.2026 fällig", "Please pay by …" for `pay_by`.
    names: new Set(['due', 'faellig', 'zahlbar', 'payable', 'deadline', 'frist', 'zahlungsziel', 'pay']),
    sentence: /überweis|ueberweis|zahl|\bpay|fällig|faellig|\bdue\b|begleich|settle|remit/i,
    before:
      /(?:\bbis(?:\s+(?:zum|spätestens))?|\bby|\buntil|\bbefore|no later than|\bdue(?:\s+on)?|\b(?:ist|wird) am|spätestens(?:\s+(?:am|bis(?:\s+zum)?))?)[\s.:…]*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+|(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag),?\s+(?:den\s+)?)?$/i,
  },
  {
    names: new Set(['debit', 'abbuchung', 'lastschrift', 'einzug', 'collection', 'abbuchungsdatum', 'einzugsdatum']),
    // "Den Betrag buchen wir am 26.02.2026 von Ihrem Konto ab": the verb's parts apart.
    sentence: /abgebucht|abbuch|\bbuchen\b.*\bab\b|eingezogen|lastschrift|debited|direct debit|collect/i,
  },
  {
    // "order 112-44 left our warehouse on March 3, 2026", "you sent 500.00 GBP … on 27 February 2026".
    names: new Set(['shipped', 'sent', 'dispatched', 'versandt', 'verschickt', 'versand', 'gesendet', 'ship']),
    sentence:
      /\b(?:shipped|dispatched|sent|left (?:our|the) (?:warehouse|depot)|versandt|verschickt|versendet|gesendet|verlassen|überwiesen)\b/i,
    before: /\b(?:on|am|today\s*\()\s*(?:\p{L}+,?\s+)?$/iu,
  },
  {
    // "erreicht Sie voraussichtlich am 23.05.2026", "should arrive by Friday, 6 March 2026".
    names: new Set(['delivery', 'zustellung', 'lieferung', 'arrival', 'eta', 'zustell', 'liefer']),
    sentence: /\b(?:arriv|deliver|erreicht|zugestellt|geliefert|zustellung|eintreffen|ankommen)/i,
    before: /\b(?:on|am|by|bis)\s+(?:\p{L}+,?\s+)?$/iu,
  },
  {
    // "your balance was paid on 3 March", "Ihre Überweisung vom 02.04. über 89,00 €", "wird am 29.04. überwiesen".
    names: new Set(['paid', 'payment', 'zahlung', 'bezahlt', 'ueberweisung', 'auszahlung', 'gutschrift']),
    sentence: /\b(?:paid|payment|charged|bezahlt|beglichen|überwiesen|ueberwiesen|ausgezahlt)\b|überweisung|zahlung/i,
    before: /\b(?:on|am|vom)\s+(?:\p{L}+\.?,?\s+)?$/iu,
    yearless: true,
  },
  {
    // "ist am 02.03.2026 bei uns eingegangen", "we received your letter on 2 March".
    names: new Set(['eingang', 'eingegangen', 'received', 'erhalten']),
    sentence: /\b(?:eingegangen|received|erhalten)\b/i,
    before: /\b(?:on|am)\s+(?:\p{L}+\.?,?\s+)?$/iu,
    yearless: true,
  },
  {
    // "vielen Dank für Ihre Bestellung bei shop.de vom 11.03.2026", "your order dated 2 March 2026".
    names: new Set(['order', 'bestell', 'bestellung', 'auftrag', 'auftrags']),
    sentence: /bestellung|\border\b|auftrag/i,
    before: /\b(?:vom|dated|placed on)\s+(?:\p{L}+,?\s+)?$/iu,
  },
];

/**
 * A name word asks for a rule's date itself or as a compound: "versanddatum", "zustelltag", "faelligkeitsdatum", and
 * a German compound that ends in it ("Zahlungsfrist" for "frist").
 */
const asks = (names: Set<string>, word: string) =>
  names.has(word) ||
  [...names].some(
    (name) =>
      (word.startsWith(name) && /^(?:ung)?s?(?:datum|tag|termin)$/.test(word.slice(name.length))) ||
      (name.length >= 5 && word.length >= name.length + 4 && word.endsWith(name)),
  );

// "It fell due on", "war fällig am": the words before a deadline that has passed.
const ORIGINAL = /^(?:original|urspruenglich\w*|previous|former|alte?|bisherige?)$/;
const PASSED = /\b(?:was|fell|were|became|war|wurde)\s+(?:due|fällig|faellig)(?:\s+(?:on|am))?\s*$/iu;

/** The sentence of a line that holds the offset `at`: a binary search of the line's sentences `spans`, split once
 * per line by the caller (split again for each date, a long line of dates was quadratic). */
const sentenceAround = (text: string, spans: [number, number][], at: number) => {
  let low = 0;
  let high = spans.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [from, to] = spans[middle] as [number, number];
    if (at < from) {
      high = middle - 1;
    } else if (at >= to) {
      low = middle + 1;
    } else {
      return text.slice(from, to);
    }
  }
  return text;
};

// How far before a date its cue words are read: they stand a few words before it ("bis spätestens zum", "statt wie
// geplant am", "01.04.2026 bis"); all the text before each date made a long line of dates quadratic.
export const CUE_WINDOW = 400;

/** The date a sentence states for a field named with `words`, or null. */
export function dateInSentence(lines: TLine[], words: string[]): TValueSource | null {
  const rule = SENTENCE_DATES.find((each) => words.some((word) => asks(each.names, word)));
  const body = bodyLines(lines);
  // "It fell due on 13 February": a deadline already passed is what `original_due_date` asks for; for others it is
  // the last resort (a reminder sets a new one).
  let passed: TValueSource | null = null;
  let current: TValueSource | null = null;
  const original = words.some((word) => ORIGINAL.test(word));
  for (const [index, line] of rule ? body.entries() : []) {
    // The sentence may go over two lines: "Please pay 511.47 EUR" / "by 08/26/2026".
    if (!rule?.sentence.test(`${body[index - 1]?.text ?? ''} ${line.text}`)) {
      continue;
    }
    // "Kündigung zum 31.05.2026; die letzte Abbuchung … erfolgt am 01.05.2026": a date of the cue's own sentence first.
    // A payment's or a receipt's day without its year ("paid on 3 March"); the other rules' yearless days are the
    // sentence readers' (sentence-reader.ts), which know the clause a day belongs to.
    const dates = rule.yearless ? withDayMonths(line, lineDates(line), referenceDate(lines)) : lineDates(line);
    const spans = dates.length > 0 ? sentenceSpans(line.text) : [];
    const own = dates.filter(({ start }) => rule.sentence.test(sentenceAround(line.text, spans, start)));
    for (const { iso, start, end } of own.length > 0 ? own : dates) {
      const before = line.text.slice(Math.max(0, start - CUE_WINDOW), start);
      // "Zeitraum 01.04.2026 bis 30.06.2026 … fällig": a range's end is the range's, not a deadline's.
      // "vom 12. bis" / "15. Mai 2026": a range of days may begin on the line before.
      const joined = start < 40 ? `${body[index - 1]?.text.slice(-60) ?? ''} ${before}` : before;
      const ranged = closesOtherRange(words, before, referenceDate(lines)) || closesDayRange(words, joined);
      if ((!rule.before || rule.before.test(before)) && !ranged) {
        const source = { text: iso, line, quoteStart: start, quoteEnd: end };
        // "am 02.06.2026 statt wie geplant am 26.05.2026": the replaced date is an original one, like a passed one.
        if (PASSED.test(before) || replacedDate(before)) {
          passed ??= source;
        } else {
          current ??= source;
        }
      }
    }
  }
  return original ? (passed ?? current) : (current ?? passed);
}

// How much of a line its dates without a year are looked for in.
const MAX_DAY_MONTHS = 400;

/**
 * A line's full dates with the days and months it writes without a year ("am 03.03. abgebucht", "paid on 3 March"),
 * dated in the year nearest the document's own date (partial-dates.ts); those inside a full date are not read again.
 */
function withDayMonths(line: TLine, full: { iso: string; start: number; end: number }[], reference: string | null) {
  const yearless = reference ? dayMonthsIn(line.text.slice(0, MAX_DAY_MONTHS), reference) : [];
  const apart = yearless
    .filter(({ index, end }) => !full.some((date) => index < date.end && end > date.start))
    .map(({ iso, index, end }) => ({ iso, start: index, end }));
  return apart.length === 0 ? full : [...full, ...apart].sort((a, b) => a.start - b.start);
}

// Words of a date field's name that name no thing ("date", "last", "ab") and can't say whose date it is.
const NOT_A_THING = /^(?:date|datum|day|tag|time|zeit|last|letzte|first|erste|next|naechste|from|to|von|bis|ab|am|on)$/;
// What stands between a thing and its date in a sentence: its number, a verb, "vom"/"dated"/"ab dem", a weekday.
// The number is a word with a digit, found by a look-ahead: written `\S*\d\S*` it was tried at each digit of a long
// word of digits, the second run to the word's end each time (quadratic; the same words match).
const THING_TO_DATE =
  /^\s*(?:(?:nr|no)\.?\s*)?(?:(?=\S*\d)\S+\s+)?(?:(?:ist|is|was|wird|will be)\s+)?(?:vom|dated|of|from|am|on|ab(?:\s+dem)?|seit|since)\s+(?:\p{L}+,?\s+)?$/iu;

/**
 * The date of a thing the field names, stated after it in a sentence: "trotz unserer Zahlungserinnerung vom
 * 19.01.2026" for `letzte_erinnerung`, "Die Ausführung ist ab dem 04.05.2026 möglich" for `ausfuehrung_ab`,
 * "the inspection of Friday, 6 March 2026" for `inspection_date`. The thing as the name's word or a compound ending
 * in it; or null.
 */
export function dateOfThingInSentence(lines: TLine[], words: string[]): TValueSource | null {
  const things = words.filter((word) => word.length >= 5 && !NOT_A_THING.test(word));
  for (const line of things.length > 0 ? bodyLines(lines) : []) {
    for (const token of lineTokens(line)) {
      const named = things.some(
        (thing) => token.word === thing || (token.word.length >= thing.length + 4 && token.word.endsWith(thing)),
      );
      const found = named ? findDate(line.text.slice(token.end)) : null;
      if (found && THING_TO_DATE.test(line.text.slice(token.end, token.end + found.index))) {
        const start = token.end + found.index;
        return {
          text: found.iso,
          line,
          quoteStart: start,
          quoteEnd: token.end + found.end,
        };
      }
    }
  }
  return null;
}
