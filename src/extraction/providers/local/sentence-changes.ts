// A value that changes, stated as a pair in one clause: "erhöht sich ab dem 01.07.2026 von 820,00 € auf 875,00 €",
// "from 2.10% to 1.85%", "von bisher 3.000,00 € auf 5.000,00 €", "will be £34.99 instead of £29.99", "44,99 € statt
// 39,99 €". The frame says which value is old and which new, so a field named old (`bisherige_miete`, `old_rate`)
// takes the one, a field named new or without an age (`neue_miete`, `kreditrahmen`) the other, when the clause's words
// name the field's thing. Rates (`sollzins`, `interest_rate`) read percentages, other numbers sums with a currency.
// Read before the role readers of sums (sentence-roles.ts), whose noun and verb frames would take the pair's first sum.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { clausesOf, type TClause } from './sentence-clauses.ts';
import { covers } from './sentence-events.ts';
import { heldByOther, thingWords } from './sentence-roles.ts';
import { type TToken, tokenize } from './words.ts';

const NEW = /^(?:new|neu|neue|neuer|neues|neuen|future|kuenftig\p{L}*|updated|revised)$/u;
const OLD =
  /^(?:old|alt|alte|alter|altes|alten|previous|prior|former|current|bisherig\p{L}*|aktuell\p{L}*|derzeitig\p{L}*)$/u;
// A field that names a rate reads percentages: "Sollzins", "interest_rate", "zinssatz", "apr".
const RATE = /zins|rate$|^rate|satz$|prozent|percent|^apr$|^aer$|^apy$/;
const VALUE = String.raw`(?:[$€£]\s?)?\d{1,3}(?:[.,' ]\d{3})*(?:[.,]\d{1,3})?(?:\s?(?:%|€|EUR|Euro|USD|GBP|CHF|\$|£)(?!\p{L}))?`;
// "from … to …" (old, new) and "… instead of …" (new, old); "bisher"/"currently" may stand before the old value.
const FROM_TO = new RegExp(
  String.raw`\b(?:von|from)\s+(?:bisher\s+|currently\s+|derzeit\s+)?(${VALUE})\s+(?:auf|to)\s+(${VALUE})`,
  'giu',
);
// "11,25 % p. a. statt bisher 12,40 %", "$14.99 a month instead of $12.99": a period between the new value and "statt".
const PER_YEAR = String.raw`(?:p\.\s?a\.|per annum|pro (?:Jahr|Monat)|im (?:Jahr|Monat)|(?:a|per) (?:year|month|week)|monatlich|monthly|jährlich|yearly)`;
const INSTEAD = new RegExp(
  String.raw`(${VALUE})\s+(?:${PER_YEAR}\s+)?(?:instead of|rather than|statt(?:\s+bisher)?|anstatt(?:\s+bisher)?|anstelle von)\s+(${VALUE})`,
  'giu',
);
// "Statt bisher 78,00 € buchen wir ab Juni 64,00 € ab", "Instead of £29.99 you will pay £34.99": the frame first, the
// old value, then the clause's next sum or rate (a unit of its own, so a date between is passed over) the new one.
const UNIT_VALUE = String.raw`(?:[$€£]\s?\d{1,3}(?:[.,' ]\d{3})*(?:[.,]\d{1,3})?|\d{1,3}(?:[.,' ]\d{3})*(?:[.,]\d{1,3})?\s?(?:%|€|EUR|Euro|USD|GBP|CHF)(?!\p{L}))`;
const INSTEAD_FIRST = new RegExp(
  String.raw`\b(?:statt|anstatt|anstelle von|instead of)\s+(?:bisher\s+|derzeit\s+)?(${VALUE})[^;:]{1,80}?(?<![\d.,])(${UNIT_VALUE})`,
  'giu',
);
const CURRENCY = /[$€£]|EUR|Euro|USD|GBP|CHF/;

// A value of a pair: the line it stands on, its offset there, its text.
type TValue = [TLine, number, string];
type TPair = { old: TValue; new: TValue; words: TToken[] };

const fitsKind = (value: string, rate: boolean) => (rate ? value.includes('%') : CURRENCY.test(value));

/**
 * The change pairs of a clause: each value with its line and offset there, and the clause's words (the lead's too).
 * A clause the line before leads into is read with that lead, so a pair the line's end cuts is whole ("will increase
 * from £41,000" / "to £46,500", "will cost €12.99 a month instead" / "of €9.99").
 */
function pairsIn(clause: TClause, before: TClause | undefined, rate: boolean): TPair[] {
  const lead = clause.lead && before ? before.line.text.slice(before.start, before.end) : '';
  const own = clause.line.text.slice(clause.start, clause.end);
  const text = lead ? `${lead} ${own}` : own;
  const words = [...tokenize(clause.lead), ...tokenize(clause.line.text, clause.start, clause.end)];
  const place = (offset: number, value: string): TValue =>
    before && offset < lead.length
      ? [before.line, before.start + offset, value]
      : [clause.line, clause.start + offset - (lead ? lead.length + 1 : 0), value];
  const pairs: TPair[] = [];
  // "44,99 € statt 39,99 €" is the pair "… instead of …"; its "statt" opens no pair of its own.
  const insteadSpans = [...text.matchAll(INSTEAD)].map((match) => [match.index, match.index + match[0].length]);
  for (const [pattern, oldIndex] of [
    [FROM_TO, 1],
    [INSTEAD, 2],
    [INSTEAD_FIRST, 1],
  ] as const) {
    for (const match of text.matchAll(pattern)) {
      if (
        pattern === INSTEAD_FIRST &&
        insteadSpans.some(([from = 0, to = 0]) => match.index >= from && match.index < to)
      ) {
        continue;
      }
      const first = match[1] ?? '';
      const second = match[2] ?? '';
      // One unit for both: "von 3 auf 5 Personen" is no sum, "from 2.10% to 1.85%" a rate each.
      if (!fitsKind(first, rate) && !fitsKind(second, rate)) {
        continue;
      }
      const values = [
        place(match.index + match[0].indexOf(first), first.trim()),
        place(match.index + match[0].lastIndexOf(second), second.trim()),
      ];
      const [old, fresh] = oldIndex === 1 ? values : [values[1], values[0]];
      // The lead's own pairs were read with the line before.
      if (old && fresh && (!lead || match.index + match[0].length > lead.length)) {
        pairs.push({ old, new: fresh, words });
      }
    }
  }
  return pairs;
}

// A compound's part of five letters and more names it too: "Dispositionskredit" for `kreditrahmen`.
const coveredLoosely = (words: TToken[], thing: string) =>
  covers(words, thing) ||
  words.some(
    (token) =>
      token.word.length >= 5 &&
      [thing.slice(0, 6), thing.slice(-6)].some((part) => part.length >= 5 && token.word.includes(part)),
  );

/** The old or new value of a change the field names, or null. */
export function changedValue(lines: TLine[], words: string[], taken: TValueSource[]): TValueSource | null {
  const rate = words.some((word) => RATE.test(word));
  const wantsOld = words.some((word) => OLD.test(word));
  const aged = wantsOld || words.some((word) => NEW.test(word));
  const things = thingWords(words).filter((word) => word.length >= 3);
  const clauses = clausesOf(lines);
  const pairs = clauses.flatMap((clause, index) => pairsIn(clause, clauses[index - 1], rate));
  for (const pair of pairs) {
    const named = things.length > 0 && things.every((thing) => coveredLoosely(pair.words, thing));
    // A field named only by its age ("previous_amount") or not by the clause takes the document's only change.
    if (!named && !(aged && pairs.length === 1 && things.length <= 1)) {
      continue;
    }
    const [line, at, text] = wantsOld ? pair.old : pair.new;
    if (!heldByOther(line, at, at + text.length, taken)) {
      return { text, line, quoteStart: at, quoteEnd: at + text.length };
    }
  }
  return null;
}

// "Der Sollzinssatz … beträgt unverändert 11,90 % p.a.", "an interest rate of 4.5%": a rate after its verb or "of";
// "erhöht sich Ihr Beitrag um 4,5 %", "rises by 3%": a change's rate after "um"/"by".
const RATE_CUE = /\b(?:beträgt|betragen|liegt bei|is|are|of|von|at|bei|auf|to|um|by)\s+(?:\p{L}+\s+){0,2}$/iu;
const PERCENT_WORD = /^(?:prozent|percent|percentage|pct)$/;
const PERCENT = /(?<![\d.,])\d{1,2}(?:[.,]\d{1,3})?\s?%/gu;

/** A percentage a clause states for a rate field whose thing words the clause names, or null. */
export function rateInSentence(lines: TLine[], words: string[], taken: TValueSource[]): TValueSource | null {
  // The "%" is the unit's word: `erhoehung_prozent` names its thing by "erhöht", not by "Prozent".
  const things = thingWords(words).filter(
    (word) => word.length >= 3 && !OLD.test(word) && !NEW.test(word) && !PERCENT_WORD.test(word),
  );
  if (!words.some((word) => RATE.test(word)) || things.length === 0) {
    return null;
  }
  for (const clause of clausesOf(lines)) {
    const tokens = [...tokenize(clause.lead), ...tokenize(clause.line.text, clause.start, clause.end)];
    const named = things.every((thing) => coveredLoosely(tokens, thing));
    const text = clause.line.text.slice(clause.start, clause.end);
    for (const match of text.matchAll(PERCENT)) {
      const at = clause.start + match.index;
      const value = match[0].replace(/\s?%$/, '');
      // "a 2% discount for prompt payment" (`early_payment_discount_percent`): the rate before the name's noun.
      const after = match.index + match[0].length;
      const noun = tokenize(text.slice(after, after + 40).replace(/^-/, ''))[0];
      const before = noun !== undefined && noun.start <= 1 && coveredLoosely([noun], things.at(-1) ?? '');
      const stated = (named && RATE_CUE.test(text.slice(0, match.index))) || before;
      if (stated && !heldByOther(clause.line, at, at + value.length, taken)) {
        return { text: value, line: clause.line, quoteStart: at, quoteEnd: at + value.length };
      }
    }
  }
  return null;
}
