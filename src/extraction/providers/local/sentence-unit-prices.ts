// A price of one unit that a sentence states: "at £95 per night" (`nightly_rate`), "at £45 an hour" (`hourly_rate`),
// "6 Stunden à 25 €" (`stundensatz`), "3 Nächte zu je 85 €" (`preis_pro_nacht`), "285,00 € pro Kind"
// (`cost_per_child`). The field's name gives the unit (a word of it, or a German compound's head "Stunden|satz") and
// says it is a price; the sum must stand right before "per/an/pro/je <unit>" or right after "<count> <unit> à/zu je".
// Read after the sums a sentence names (sentence-roles.ts); values are guesses.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { clausesOf } from './sentence-clauses.ts';
import { heldByOther, sumsIn } from './sentence-roles.ts';
import { foldWord } from './words.ts';

// Units a price is given for, English and German (folded); a name's adjective ("nightly", "hourly") too.
const UNITS: RegExp[] = [
  /^(?:nights?|nightly|naechte?n?|nacht|uebernachtung(?:en)?)$/,
  /^(?:hours?|hourly|hrs?|stunden?|std)$/,
  /^(?:days?|daily|tage?n?|tag)$/,
  /^(?:weeks?|weekly|wochen?)$/,
  /^(?:persons?|people|child|children|kind|kinder|teilnehmer(?:in)?|guests?|gaeste?|adults?|erwachsene?r?|head)$/,
];
// A German compound whose head is a price and whose first part the unit: "Stunden|satz", "Tages|preis", "Nacht|preis".
const COMPOUND = /^(\p{L}{3,}?)s?(?:satz|saetze|lohn|preis|rate|gebuehr|kosten|pauschale)$/u;
const PRICE_WORD =
  /^(?:rate|price|preis|satz|cost|costs|kosten|fee|fees|gebuehr|lohn|wage|charge|tarif|pauschale|per|pro|je)$/;
// "per night", "an hour", "pro Kind", "je Teilnehmer", "/ Std.": the unit right after the sum (one blank or slash).
const PER_AFTER = /^\s?(?:per|a|an|pro|je|each|\/)\s?(\p{L}{1,20})/iu;
// "6 Stunden à 25 €", "3 Nächte zu je 85 €", "2 Std. à 68 €": a count and its unit right before the sum.
const EACH_BEFORE = /\d\s(\p{L}{1,20})\.?\s(?:à|a|@|zu je|je|at)\s?$/iu;

/** The unit family a field's name prices, or null if the name asks for no price of one unit. */
function unitOf(words: string[]): RegExp | null {
  for (const word of words) {
    const compound = COMPOUND.exec(word)?.[1];
    const unit = UNITS.find((each) => each.test(word) || (compound !== undefined && each.test(compound)));
    const priced = compound !== undefined || words.some((each) => each !== word && PRICE_WORD.test(each));
    if (unit && priced) {
      return unit;
    }
  }
  return null;
}

/** The price of one unit of the field's name that a clause states, or null. */
export function unitPriceInSentence(lines: TLine[], words: string[], taken: TValueSource[]): TValueSource | null {
  const unit = unitOf(words);
  if (!unit) {
    return null;
  }
  for (const clause of clausesOf(lines)) {
    const text = clause.line.text;
    for (const sum of sumsIn(clause)) {
      // Bounded slices: a long line's many sums each read a few characters around them, not the whole line.
      const after = PER_AFTER.exec(text.slice(sum.end, Math.min(clause.end, sum.end + 30)))?.[1];
      const before = EACH_BEFORE.exec(text.slice(Math.max(clause.start, sum.start - 40), sum.start))?.[1];
      const stated = [after, before].some((word) => word !== undefined && unit.test(foldWord(word)));
      if (stated && !heldByOther(clause.line, sum.start, sum.end, taken)) {
        return { text: sum.text, line: clause.line, quoteStart: sum.start, quoteEnd: sum.end };
      }
    }
  }
  return null;
}
