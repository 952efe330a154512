// Dates and times a sentence states without the field's label: the preposition and the clause's words give the role.
// "Ab dem 01.04.2026 kostet …" (`gueltig_ab`), "Ihr Vertrag endet zum 30.04.2026" (`vertragsende`), "vom 12.03.2026
// bis 15.03.2026" (`anreise`, `abreise`), "Your final payment … will be taken on 1 March 2026" (the clause's nouns
// name `final_payment_date`), "Ihre Kündigung ist am 03.02.2026 eingegangen" (`kuendigungseingang`: the compound's
// parts), "departs Frankfurt at 08:15" (`departure_time`). Read after the label matcher and the sentence reader.

import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { findDate } from './parse-date.ts';
import { findSentenceDate, referenceDate } from './partial-dates.ts';
import { clausesOf, type TClause } from './sentence-clauses.ts';
import { closesOtherRange, datesTalk, fitsAge, withoutAge } from './sentence-date-picks.ts';
import { covers, RECEIVED } from './sentence-events.ts';
import { heldByOther, thingWords } from './sentence-roles.ts';
import { type TToken, tokenize } from './words.ts';

// Written out or shortened: "am Mo., 12.05.26", "on Tue 23 Jun 2026".
const WEEKDAY = String.raw`(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|mo|di|mi|do|fr|sa|so)\.?),?\s+(?:de[nm]\s+)?`;
// A weekday, written out or shortened, opening a line before its date ("Sa, 14.03.2026", "Tue 24 March 2026").
export const DAY_BEFORE_DATE =
  /^\s*(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mo|di|mi|do|fr|sa|so|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag)\.?,?\s+(?:de[nm]\s+)?\d/i;
const before = (words: string) =>
  new RegExp(String.raw`\b(?:${words})\s+(?:(?:the|dem|den)\s+)?(?:${WEEKDAY})?$`, 'iu');

type TDateRole = { names: RegExp; before: RegExp; clause?: RegExp };

const CHANGES =
  /\b(?:chang\p{L}*|increas\p{L}*|decreas\p{L}*|ris\p{L}*|fall|falls|reduc\p{L}*|adjust\p{L}*|erhöh\p{L}*|ändert|ändern|steigt|sinkt|gesenkt|angepasst|anpassen|takes? effect|tritt)\b/iu;

// Roles a preposition and a verb give a date: until when, from when something holds, when it ends.
const DATE_ROLES: TDateRole[] = [
  {
    // "halten wir uns bis zum 30.04.2026 gebunden" for `gueltig_bis`, "cancel … by March 25, 2026" for `cancel_by`.
    // "on or before August 7", "bis einschließlich 31. Dezember", "payment is due by the end of August".
    names: /^(?:bis|until|till|by|due|faellig\p{L}*|deadline)$/u,
    before: before(
      'bis(?:\\s+(?:zum|spätestens|einschließlich|einschl\\.))?|spätestens(?:\\s+(?:am|bis(?:\\s+zum)?))?|until|till|by|no later than|not later than|on or before',
    ),
  },
  {
    names: /^(?:effective|gueltig\p{L}*|valid|wirksam\p{L}*|ab|since|seit)$/u,
    before: before('ab|from|since|seit|effective|starting|with effect from|mit Wirkung (?:zum|vom|ab)'),
  },
  {
    // "the rate … will change from 2.10% to 1.85% on 1 June 2026": the date a change takes effect on.
    names: /^(?:effective|gueltig\p{L}*|valid|wirksam\p{L}*)$/u,
    before: before('on|am|zum|as of|as from'),
    clause: CHANGES,
  },
  {
    names: /^(?:end|ende|enddatum|ablauf\p{L}*|expiry|expires|expiration|termination|\p{L}{4,}ende)$/u,
    before: before('on|am|zum|at|by|with'),
    // "hiermit kündige ich meinen Vertrag … zum 31.03.2027": the day a notice ends the contract on; "runs for eight
    // weeks, finishing on 22 July 2026": a course's last day.
    clause:
      /\b(?:ends?|ended|ending|endet|enden|beendet|expires?|expiring|läuft|ausläuft|terminates?|terminated|stops?|ceases?|finish(?:es|ed|ing)?|kündige|kündigen|kündigt|gekündigt)\b/iu,
  },
];
export const RANGE_START = /^(?:anreise|arrival|checkin|check|start|beginn|anfang|von|from)$/;
// (`timeWindow` reads these too: "beginn" and "ende" of a delivery window.)
export const RANGE_END = /^(?:abreise|departure|checkout|ende|end|bis|until)$/;
// The words of a range's ends and of a stay, which name no other thing: `check_in`, `abreise`, `end_date`.
const STAY_WORD =
  /^(?:anreise|arrival|checkin|check|in|out|checkout|start|beginn|anfang|von|from|abreise|departure|ende|end|bis|until|to|stay|aufenthalt)$/;
const RANGE_OPEN = /\b(?:vom|from|between)\s+$/iu;
const RANGE_JOIN = /^\s*(?:bis(?:\s+(?:zum|einschließlich))?|to|until|till|and|-|–)\s+/iu;
// A date the clause's words name, written after "on"/"am"/"zum".
// An appointment's date follows "for"/"für" ("booked for Tuesday, 9 June", "für Donnerstag, den 4. Juni eingeplant"); an
// expected one "on or around", "um den".
const THING_DATE = before(
  'on|am|zum|vom|auf|at|dated|for|für|on or (?:around|about)|(?:on\\s+)?(?:or\\s+)?(?:around|about|approximately)|um den|gegen',
);
const DATE_WORD = /^(?:date|datum|day|tag|on|am|at|time|zeit)$/;
// The tail of a date's compound name that names no event: "Eintritts|datum", "Kündigungs|termin".
const DATE_TAIL = /^(\p{L}{4,}?)s?(?:datum|termin|tag)$/u;

const clauseText = (clause: TClause) => clause.line.text.slice(clause.start, clause.end);
const notTaken = (source: TValueSource, taken: TValueSource[]) =>
  !heldByOther(source.line, source.quoteStart, source.quoteEnd, taken);

/** The dates of a clause whose text before them (the line before's unfinished clause too) passes `test`. */
function* datesIn(clause: TClause, test: (textBefore: string) => boolean, reference: string | null = null) {
  const { line, start, end, lead } = clause;
  for (let offset = start; offset < end; ) {
    const found = findSentenceDate(line.text.slice(offset, end), reference);
    if (!found) {
      return;
    }
    const at = offset + found.index;
    if (test(`${lead} ${line.text.slice(start, at)}`)) {
      // "09/02/2026": a slash date whose either part may be the day is left to the caller, who knows which of them
      // the document writes first (a British letter's is the 9th of February).
      const raw = line.text.slice(at, offset + found.end).trim();
      const text = /^\d{1,2}\/\d{1,2}\/\d{2,4}$/.test(raw) ? raw : found.iso;
      yield { text, line, quoteStart: at, quoteEnd: offset + found.end };
    }
    offset += found.end;
  }
}

// "vom 12.06. bis 15.06.2026": the range's first date borrows the year of its last.
const SHORT_RANGE =
  /\b(?:vom|from)\s+(\d{1,2})\.(\d{1,2})\.\s*(?:bis(?:\s+(?:zum|einschließlich))?|to|until|-|–)\s*(?:zum\s+)?(\d{1,2}\.\d{1,2}\.(\d{4}))/iu;

// "from 14 to 17 August 2026", "vom 12. bis 15. Mai": the first day borrows the month and the year of the last date.
const DAY_RANGE =
  /\b(?:vom|from|between)\s+(?:the\s+)?(\d{1,2})(?:\.|st|nd|rd|th)?\s*(?:bis(?:\s+(?:zum|einschließlich))?|to|until|till|through|and|-|–)\s*(?:zum\s+|the\s+)?(?=\d)/iu;

/**
 * The start or the end of a range of days ("from 14 to 17 August 2026"), which may begin on the line before: the
 * clause's lead is that line's unfinished clause (`previous`), read before the clause's own text.
 */
function dayRange(clause: TClause, part: number, reference: string | null, previous?: TClause): TValueSource | null {
  const lead = previous && clause.lead && clause.lead === clauseText(previous) ? `${clause.lead} ` : '';
  const text = `${lead}${clauseText(clause)}`;
  const match = DAY_RANGE.exec(text);
  const after = match ? match.index + match[0].length : 0;
  const last = match && after >= lead.length ? findSentenceDate(text.slice(after), reference) : null;
  const day = Number(match?.[1] ?? 0);
  // The last date must be written with its month's name ("17 August"), after a day earlier than its own.
  if (!match || !last || last.index !== 0 || !/\p{L}/u.test(text.slice(after, after + last.end))) {
    return null;
  }
  if (day < 1 || day >= Number(last.iso.slice(8, 10))) {
    return null;
  }
  if (part === 1) {
    const at = clause.start + after - lead.length;
    return { text: last.iso, line: clause.line, quoteStart: at, quoteEnd: at + last.end };
  }
  const first = match.index + match[0].indexOf(match[1] ?? '', 4);
  const inLead = first < lead.length ? previous : undefined;
  const at = inLead ? inLead.end - clause.lead.length + first : clause.start + first - lead.length;
  const iso = `${last.iso.slice(0, 8)}${String(day).padStart(2, '0')}`;
  return {
    text: iso,
    line: inLead ? inLead.line : clause.line,
    quoteStart: at,
    quoteEnd: at + (match[1] ?? '').length,
  };
}

function shortRange(
  clause: TClause,
  part: number,
  reference: string | null,
  previous: TClause | undefined,
  things: string[],
): TValueSource | null {
  const text = clauseText(clause);
  const match = SHORT_RANGE.exec(text);
  if (!match) {
    // `anzahlung_bis` is no stay's end: a field naming another thing needs the clause to name it.
    const tokens = [...tokenize(clause.lead), ...tokenize(clause.line.text, clause.start, clause.end)];
    const named = things.every((thing) => covers(tokens, thing));
    return named ? dayRange(clause, part, reference, previous) : null;
  }
  const [, day = '', month = '', last = '', year = ''] = match ?? [];
  const second = findDate(last);
  if (!match || !second || second.index !== 0 || Number(month) > 12 || Number(day) > 31) {
    return null;
  }
  const at = clause.start + match.index + match[0].indexOf(part === 0 ? `${day}.${month}.` : last, 4);
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const value =
    part === 0 ? { text: iso, length: `${day}.${month}.`.length } : { text: second.iso, length: last.length };
  return { text: value.text, line: clause.line, quoteStart: at, quoteEnd: at + value.length };
}

/** The start or the end of a stay written "vom 12.03.2026 bis 15.03.2026", for `anreise`, `check_out`. */
function rangeDate(clauses: TClause[], words: string[], reference: string | null = null): TValueSource | null {
  const joined = words.join('');
  // `check_out` is a range's end although "check" is a start's word: the joined name decides first.
  const start = RANGE_START.test(joined) || (!RANGE_END.test(joined) && words.some((word) => RANGE_START.test(word)));
  const part = start ? 0 : 1;
  if (part === 1 && !RANGE_END.test(joined) && !words.some((word) => RANGE_END.test(word))) {
    return null;
  }
  const things = words.filter((word) => !STAY_WORD.test(word) && !DATE_WORD.test(word) && word.length >= 3);
  for (const [index, clause] of clauses.entries()) {
    const short = shortRange(clause, part, reference, clauses[index - 1], things);
    if (short) {
      return short;
    }
    for (const first of datesIn(clause, (text) => RANGE_OPEN.test(text))) {
      const join = RANGE_JOIN.exec(clause.line.text.slice(first.quoteEnd, clause.end));
      const second = join ? findDate(clause.line.text.slice(first.quoteEnd + join[0].length, clause.end)) : null;
      if (second?.index === 0) {
        const at = first.quoteEnd + (join?.[0].length ?? 0);
        return part === 0 ? first : { text: second.iso, line: clause.line, quoteStart: at, quoteEnd: at + second.end };
      }
    }
  }
  return null;
}

/** The start or the end of a range the field names ("vom 12.06. bis 15.06.2026" for `anreise`), or null. */
export const dateInRange = (lines: TLine[], words: string[]) =>
  rangeDate(clausesOf(lines), words, referenceDate(lines));

// Words of a date field's name that say how sure the date is, not what happens: `expected_delivery` is the delivery's.
const EXPECTED = /^(?:expected|estimated|anticipated|projected|voraussichtlich\p{L}*|erwartet\p{L}*)$/u;

/** The words of a date field's name that name its event: "abhol" of `abholtermin`, not "date" nor "old". */
export const thingsOf = (words: string[]) =>
  thingWords(withoutAge(words))
    .map((word) => DATE_TAIL.exec(word)?.[1] ?? word)
    .filter((word) => !DATE_WORD.test(word) && !EXPECTED.test(word) && word.length >= 3);

/** A date a sentence gives the field's role by its preposition, verb or nouns; or null. */
export function dateByRole(lines: TLine[], words: string[], taken: TValueSource[]): TValueSource | null {
  const clauses = clausesOf(lines);
  const reference = referenceDate(lines);
  // `termination_received`, `kuendigungseingang`: the day a notice came in, not the day it takes effect on.
  const arrival = words.some((word) => RECEIVED.test(word) || /^(?:eingang|erhalt|\p{L}+eingang)$/u.test(word));
  const roles = DATE_ROLES.filter((each) => words.some((word) => each.names.test(word)));
  for (const role of arrival ? [] : roles) {
    for (const clause of clauses) {
      // The verb may stand on the line before: "… will end" / "on 31 May 2026"; "… fristgerecht zum" / "30.06.2026.".
      if (!role.clause || role.clause.test(`${clause.lead} ${clauseText(clause)}`)) {
        const fits = (text: string) =>
          role.before.test(text) &&
          fitsAge(words, text) &&
          !closesOtherRange(words, text, reference) &&
          !datesTalk(text);
        for (const source of datesIn(clause, fits, reference)) {
          if (notTaken(source, taken)) {
            return source;
          }
        }
      }
    }
  }
  const range = rangeDate(clauses, words, reference);
  if (range && notTaken(range, taken)) {
    return range;
  }
  const things = thingsOf(words);
  for (const clause of things.length > 0 ? clauses : []) {
    const lead = tokenize(clause.lead);
    const tokens = tokenize(clause.line.text, clause.start, clause.end);
    if (things.every((thing) => covers([...lead, ...tokens], thing))) {
      for (const source of datesIn(clause, (text) => THING_DATE.test(text) && fitsAge(words, text), reference)) {
        if (notTaken(source, taken) && things.every((thing) => covers(ownPart(lead, tokens, source), thing))) {
          return source;
        }
      }
    }
  }
  return null;
}

// "your refund was approved and then sent on 3 March": after "and" the date is another event's, not the refund's.
const JOINS_EVENTS = /^(?:and|und|then|dann|but|aber|or|oder|while|waehrend)$/;

/** The clause's words that belong to a date's own event: from the last "and" before it to the next "and" after. */
function ownPart(lead: TToken[], tokens: TToken[], source: TValueSource): TToken[] {
  // Words of the line before (`lead`, offsets of its own) stand before every date of this line.
  const before = [...lead, ...tokens.filter((token) => token.end <= source.quoteStart)];
  const after = tokens.filter((token) => token.start >= source.quoteEnd);
  // "zwischen 7 und 13 Uhr": an "und" between two numbers joins no events; nor does "or" in "on or around".
  const joins = (token: TToken, index: number, all: TToken[]) =>
    JOINS_EVENTS.test(token.word) &&
    !(token.word === 'or' && /^(?:on|by|at)$/.test(all[index - 1]?.word ?? '')) &&
    !(
      tokens.includes(token) &&
      /\d\s*$/.test(source.line.text.slice(0, token.start)) &&
      /^\s*\d/.test(source.line.text.slice(token.end))
    );
  const to = after.findIndex(joins);
  return [...before.slice(before.findLastIndex(joins) + 1), ...after.slice(0, to < 0 ? undefined : to)];
}
