// A count a sentence states with its unit: "The first 6 months are a probationary period" (`probation_months`),
// "die Mindestlaufzeit 24 Monate" (`mindestlaufzeit_monate`), "Ihr Urlaubsanspruch 30 Arbeitstage im Jahr"
// (`urlaubstage`: the compound's tail is the unit), "a 12-month contract", "für 2 Personen" (`anzahl_personen`).
// The field's name gives the unit (its last word or its compound's tail); its other words must be named by the
// clause, so "within 14 days" fills no `holiday_days`. Read after the sums (sentence-roles.ts); values are guesses.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { clausesOf } from './sentence-clauses.ts';
import { covers } from './sentence-events.ts';
import { heldByOther } from './sentence-roles.ts';
import { namesKin, namesWord } from './sentence-words.ts';
import { durationAt, fieldTimeUnit } from './typed-numbers.ts';
import { namesCount } from './value-kinds.ts';
import { type TToken, tokenize } from './words.ts';

// Units a count is written in, each family with its English and German forms (folded: "Nächte" is "naechte").
const UNITS: RegExp[] = [
  /^(?:months?|monate?n?|monats)$/,
  /^(?:days?|tage?n?|tages|werktage?n?|arbeitstage?n?|kalendertage?n?)$/,
  /^(?:weeks?|wochen?)$/,
  /^(?:years?|jahre?n?|jahres)$/,
  /^(?:hours?|stunden?|std|hrs?)$/,
  /^(?:nights?|naechte?n?|nacht|uebernachtungen?)$/,
  /^(?:persons?|people|personen|guests?|gaeste?n?|adults?|erwachsene?n?|pax|participants?|teilnehmer(?:innen)?)$/,
  /^(?:minutes?|mins?|minuten?)$/,
  /^(?:child|children|kids?|kinder[n]?|kind)$/,
  /^(?:sessions?|lessons?|sitzungen|einheiten)$/,
];
// Words of a count's name that name no thing: "anzahl_naechte", "number_of_days", "total_hours".
// "notice_period_days": a period is the count itself ("60 days' written notice").
const COUNT_WORD =
  /^(?:anzahl|number|count|of|total|num|no|nr|in|der|the|gesamt|dauer|duration|length|laenge|period|zeitraum)$/;

const COUNTS = /^(?:anzahl|number|count|num|no|nr)$/;
// Words of a term's name that the count itself is: "payment_terms_days" is "within 21 days", `kuendigungsfrist_monate`
// is "mit einer Frist von drei Monaten", `zahlungsziel_tage` "zahlbar innerhalb von 30 Tagen". Only the other words
// ("payment", "Kündigung") must be named; a compound's tail (…frist, …ziel) is left out the same way.
const TERM_WORD = /^(?:terms?|frist|ziel|deadline|limit)$/;
const TERM_TAIL = /^(\p{L}{4,}?)s?(?:frist|ziel)$/u;
// A payment is named by its verb too: "payable", "paid", "zahlbar", "zu zahlen".
const PAYMENT = /^(?:payment|zahlung)$/;
const PAYS = /^(?:pay|payable|paid|zahlbar|zahlen|gezahlt|bezahlt)$/;

/** A thing of a count's name as the words a clause names it by: "kuendigungsfrist" as "kuendigung". */
const termThings = (things: string[]) =>
  things.filter((thing) => !TERM_WORD.test(thing)).map((thing) => TERM_TAIL.exec(thing)?.[1] ?? thing);

/** Whether the clause's words name the thing, a payment also by its verb. */
const namesThing = (tokens: TToken[], thing: string) =>
  covers(tokens, thing) ||
  tokens.some((token) => namesKin(token.word, thing)) ||
  (PAYMENT.test(thing) && tokens.some((token) => PAYS.test(token.word)));

type TUnit = { family: { test: (word: string) => boolean }; things: string[] };

/** The unit a count's name ends in ("months" of `probation_months`, "tage" of `urlaubstage`), with its other words. */
function unitOf(words: string[]): TUnit | null {
  const last = words.at(-1) ?? '';
  const family = UNITS.find((unit) => unit.test(last));
  if (family) {
    return { family, things: termThings(words.slice(0, -1).filter((word) => !COUNT_WORD.test(word))) };
  }
  // "days_overdue", "months_remaining": the unit first, what is counted after it.
  const first = words.length === 2 ? UNITS.find((unit) => unit.test(words[0] ?? '')) : undefined;
  if (first) {
    return { family: first, things: termThings(words.slice(1)) };
  }
  // "urlaubstage", "probezeitmonate": a German compound whose tail is the unit.
  for (const unit of UNITS) {
    for (let cut = 4; words.length === 1 && cut < last.length - 2; cut++) {
      if (unit.test(last.slice(cut))) {
        return { family: unit, things: termThings([last.slice(0, cut).replace(/s$/, '')]) };
      }
    }
  }
  // `number_of_repayments`, `anzahl_raten`: a count of things names its thing as the unit ("36 monthly instalments");
  // so does a count named by its noun alone (`instalments`, value-kinds.ts).
  const alone = words.length === 1 && namesCount(words);
  const thing = (words.length >= 2 && COUNTS.test(words[0] ?? '')) || alone ? words.at(-1) : undefined;
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
// "twenty-five days", "sixty days' notice", "ninety days"; "innerhalb eines Monats", "mit einer Frist von einem Monat":
// German's inflected "one" counts (the bare "ein"/"a" do not: "ein Monat Kündigungsfrist" is read elsewhere).
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
for (const [index, ten] of TENS.entries()) {
  NUMBER_WORDS[ten] = 20 + index * 10;
  for (const [unit, value] of Object.entries(NUMBER_WORDS).slice(0, 9)) {
    NUMBER_WORDS[`${ten}-${unit}`] = 20 + index * 10 + value;
  }
}
Object.assign(NUMBER_WORDS, { eines: 1, einem: 1, einer: 1 });
// Longest first, so "twenty-five" is read whole rather than as "twenty".
const NUMBER_ALTERNATIVES = Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length);
// "36 monthly instalments", "24 monatliche Raten": a period's adjective between a count and its unit.
const PERIODIC = '(?:monthly|weekly|quarterly|yearly|annual|monatliche[n]?|wöchentliche[n]?|jährliche[n]?)';
const COUNT = new RegExp(
  String.raw`(?<![\d.,:/\p{L}])(\d{1,3}|${NUMBER_ALTERNATIVES.join('|')})(?:\s+|-)(?:${PERIODIC}\s+)?(\p{L}+)`,
  'giu',
);

/** The count of the field's unit that a clause naming the field's other words states, or null. */
export function countInSentence(lines: TLine[], words: string[], taken: TValueSource[]): TValueSource | null {
  const unit = unitOf(words);
  if (!unit) {
    return null;
  }
  const minutesPerUnit = fieldTimeUnit(words);
  const clauses = clausesOf(lines);
  for (const [index, clause] of clauses.entries()) {
    // A clause the next line goes on with names its thing there too: "giving sixty days'" / "written notice".
    const next = clauses[index + 1];
    const tail =
      next && next.line !== clause.line && next.lead !== '' ? next.line.text.slice(next.start, next.end) : '';
    const tokens = [
      ...tokenize(clause.lead),
      ...tokenize(clause.line.text, clause.start, clause.end),
      ...tokenize(tail),
    ];
    if (!unit.things.every((thing) => namesThing(tokens, thing))) {
      continue;
    }
    const text = clause.line.text.slice(clause.start, clause.end);
    // A count at the line's end whose unit opens the next line ("a probationary period of 6" / "months."); a count
    // the next line opens when this clause's words end at its verb ("Die Probezeit beträgt" / "sechs Monate.").
    const ownCount = [...text.matchAll(COUNT)].length > 0;
    for (const match of `${text} ${tail}`.matchAll(COUNT)) {
      const inTail = match.index > text.length;
      if ((inTail && (ownCount || !next)) || match.index === text.length) {
        break;
      }
      const written = tokenize(match[2] ?? '')[0]?.word ?? '';
      // A compound unit ("Arbeitstage", "Kalendertage") counts too: its tail is the unit.
      const isUnit = unit.family.test(written) || [4, 5, 6].some((tail) => unit.family.test(written.slice(-tail)));
      const line = inTail && next ? next.line : clause.line;
      const at = inTail && next ? next.start + match.index - text.length - 1 : clause.start + match.index;
      const value = match[1] ?? '';
      const count = NUMBER_WORDS[value.toLowerCase()] ?? value;
      // "2 h 15 min" for `duration_minutes`: the whole duration, read in the field's unit (typed-numbers.ts).
      const duration = minutesPerUnit && !inTail ? durationAt(text, match.index) : null;
      if (duration && (duration.parts > 1 || isUnit) && !heldByOther(line, at, at + value.length, taken)) {
        const end = clause.start + duration.end;
        return { text: line.text.slice(at, end), line, quoteStart: at, quoteEnd: end };
      }
      if (isUnit && !heldByOther(line, at, at + value.length, taken)) {
        return { text: String(count), line, quoteStart: at, quoteEnd: at + value.length };
      }
    }
  }
  return null;
}

// How many were present, as minutes and resolutions write it: "14 members were present", "Es waren 23
// stimmberechtigte Mitglieder anwesend", "attended by 38 shareholders". The field names the attendance; the clause
// says someone was present and counts people (one adjective between the count and its noun at most).
const ATTENDANCE =
  /^(?:attendees?|attendance|present|anwesend\p{L}*|participants?|teilnehmer\p{L}*|teilnehmende|erschienen\p{L}*)$/u;
const PRESENT = /^(?:present|attended|attending|anwesend|erschienen|teilgenommen|participated)$/;
const PEOPLE =
  /^(?:members?|people|persons?|participants?|attendees?|delegates?|shareholders?|owners?|mitglieder\p{L}*|personen|teilnehmer\p{L}*|teilnehmende|eigentuemer\p{L}*|gesellschafter\p{L}*|aktionaere)$/u;
// A count and the next two words, each word matched once (no backtracking over the same letters).
const COUNTED_PEOPLE = /(?<![\d.,:/\p{L}])(\d{1,4})\s+([\p{L}-]+)(?:\s+([\p{L}-]+))?/gu;

/** The number of people a clause says were present, for a field naming the attendance; or null. */
export function attendanceInSentence(lines: TLine[], words: string[], taken: TValueSource[]): TValueSource | null {
  if (!words.some((word) => ATTENDANCE.test(word))) {
    return null;
  }
  for (const clause of clausesOf(lines)) {
    const text = clause.line.text.slice(clause.start, clause.end);
    if (!tokenize(text).some((token) => PRESENT.test(token.word))) {
      continue;
    }
    for (const match of text.matchAll(COUNTED_PEOPLE)) {
      const [first = '', second = ''] = [match[2], match[3]].map((word) => tokenize(word ?? '')[0]?.word ?? '');
      const at = clause.start + match.index;
      const value = match[1] ?? '';
      if ((PEOPLE.test(first) || PEOPLE.test(second)) && !heldByOther(clause.line, at, at + value.length, taken)) {
        return { text: value, line: clause.line, quoteStart: at, quoteEnd: at + value.length };
      }
    }
  }
  return null;
}
