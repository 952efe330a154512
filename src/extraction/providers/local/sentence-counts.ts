// A count a sentence states with its unit: "The first 6 months are a probationary period" (`probation_months`),
// "die Mindestlaufzeit 24 Monate" (`mindestlaufzeit_monate`), "Ihr Urlaubsanspruch 30 Arbeitstage im Jahr"
// (`urlaubstage`: the compound's tail is the unit), "a 12-month contract", "für 2 Personen" (`anzahl_personen`).
// The field's name gives the unit (its last word or its compound's tail); its other words must be named by the
// clause, so "within 14 days" fills no `holiday_days`. Read after the sums (sentence-roles.ts); values are guesses.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { clausesOf } from './sentence-clauses.ts';
import { covers } from './sentence-events.ts';
import { heldByOther, namesWord } from './sentence-roles.ts';
import { tokenize } from './words.ts';

// Units a count is written in, each family with its English and German forms (folded: "Nächte" is "naechte").
const UNITS: RegExp[] = [
  /^(?:months?|monate?n?|monats)$/,
  /^(?:days?|tage?n?|tages|werktage?n?|arbeitstage?n?|kalendertage?n?)$/,
  /^(?:weeks?|wochen?)$/,
  /^(?:years?|jahre?n?|jahres)$/,
  /^(?:hours?|stunden?|std|hrs?)$/,
  /^(?:nights?|naechte?n?|nacht|uebernachtungen?)$/,
  /^(?:persons?|people|personen|guests?|gaeste?n?|adults?|erwachsene?n?|pax)$/,
];
// Words of a count's name that name no thing: "anzahl_naechte", "number_of_days", "total_hours".
// "notice_period_days": a period is the count itself ("60 days' written notice").
const COUNT_WORD =
  /^(?:anzahl|number|count|of|total|num|no|nr|in|der|the|gesamt|dauer|duration|length|laenge|period|zeitraum)$/;

const COUNTS = /^(?:anzahl|number|count|num|no|nr)$/;

type TUnit = { family: { test: (word: string) => boolean }; things: string[] };

/** The unit a count's name ends in ("months" of `probation_months`, "tage" of `urlaubstage`), with its other words. */
function unitOf(words: string[]): TUnit | null {
  const last = words.at(-1) ?? '';
  const family = UNITS.find((unit) => unit.test(last));
  if (family) {
    return { family, things: words.slice(0, -1).filter((word) => !COUNT_WORD.test(word)) };
  }
  // "urlaubstage", "probezeitmonate": a German compound whose tail is the unit.
  for (const unit of UNITS) {
    for (let cut = 4; words.length === 1 && cut < last.length - 2; cut++) {
      if (unit.test(last.slice(cut))) {
        return { family: unit, things: [last.slice(0, cut).replace(/s$/, '')] };
      }
    }
  }
  // `number_of_repayments`, `anzahl_raten`: a count of things names its thing as the unit ("36 monthly instalments").
  const thing = words.length >= 2 && COUNTS.test(words[0] ?? '') ? words.at(-1) : undefined;
  if (thing && thing.length >= 4) {
    return { family: { test: (word: string) => namesWord(word, thing) }, things: [] };
  }
  return null;
}

// A count in words ("the first six months", "fünf Jahre"), English and German; "a"/"ein" count nothing.
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  [
    'one two three four five six seven eight nine ten eleven twelve',
    'eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf',
  ].flatMap((row) => row.split(' ').map((word, index) => [word, index + 1])),
);
Object.assign(NUMBER_WORDS, { eighteen: 18, twenty: 20, thirty: 30, zwanzig: 20, dreißig: 30 });
// "36 monthly instalments", "24 monatliche Raten": a period's adjective between a count and its unit.
const PERIODIC = '(?:monthly|weekly|quarterly|yearly|annual|monatliche[n]?|wöchentliche[n]?|jährliche[n]?)';
const COUNT = new RegExp(
  String.raw`(?<![\d.,:/\p{L}])(\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})(?:\s+|-)(?:${PERIODIC}\s+)?(\p{L}+)`,
  'giu',
);

/** The count of the field's unit that a clause naming the field's other words states, or null. */
export function countInSentence(lines: TLine[], words: string[], taken: TValueSource[]): TValueSource | null {
  const unit = unitOf(words);
  if (!unit) {
    return null;
  }
  for (const clause of clausesOf(lines)) {
    const tokens = [...tokenize(clause.lead), ...tokenize(clause.line.text, clause.start, clause.end)];
    if (!unit.things.every((thing) => covers(tokens, thing))) {
      continue;
    }
    const text = clause.line.text.slice(clause.start, clause.end);
    for (const match of text.matchAll(COUNT)) {
      const written = tokenize(match[2] ?? '')[0]?.word ?? '';
      // A compound unit ("Arbeitstage", "Kalendertage") counts too: its tail is the unit.
      const isUnit = unit.family.test(written) || [4, 5, 6].some((tail) => unit.family.test(written.slice(-tail)));
      const at = clause.start + match.index;
      const value = match[1] ?? '';
      const count = NUMBER_WORDS[value.toLowerCase()] ?? value;
      if (isUnit && !heldByOther(clause.line, at, at + value.length, taken)) {
        return { text: String(count), line: clause.line, quoteStart: at, quoteEnd: at + value.length };
      }
    }
  }
  return null;
}
