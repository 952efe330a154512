// The words that name one event in a clause (sentence-role-dates.ts, sentence-counts.ts, sentence-changes.ts): a
// field's thing is named by the same stem ("Zahlung", "gezahlt"), a participle's stem ("abgeholt" for `abholtermin`),
// a verb sharing the noun's stem ("departs", "departure") or a verb of the event ("eingegangen" for `eingang`,
// "booked for" for `appointment_date`), or as a compound of two words ("Kündigung" + "eingegangen").
import { verbStem } from './sentence-roles.ts';
import { namesKin, namesWord } from './sentence-words.ts';
import type { TToken } from './words.ts';

// Nouns and verbs of one event: "Eingang" is what "eingegangen", "erhalten", "received" say.
// A start is what "begins" and "beginnt" say; a termination is a cancellation, a "Kündigung".
export const RECEIVED = /^(?:eingegangen|erhalten|received|receipt|reached|arrived|eingang)$/;
const BEGINS = /^(?:begin|begins|beginning|beginnt|beginn|commences?|commencing|starts?|starting|eintritt)$/;
const CANCELS = /^(?:cancell?ation|termination|kuendigung|cancell?ed|terminated|gekuendigt)$/;
// An appointment is what a booking says: "booked for", "scheduled for", "eingeplant", "vereinbart".
const BOOKED =
  /^(?:booked|scheduled|rescheduled|arranged|planned|reserved|eingeplant|geplant|vereinbart|gebucht|reserviert|terminiert)$/;
const EVENTS: Record<string, RegExp> = {
  eingang: RECEIVED,
  erhalt: RECEIVED,
  receipt: RECEIVED,
  received: RECEIVED,
  start: BEGINS,
  beginn: BEGINS,
  eintritt: BEGINS,
  commencement: BEGINS,
  termination: CANCELS,
  cancellation: CANCELS,
  kuendigung: CANCELS,
  // "Eingang Ihrer Kündigung": a notice that ends a contract is its cancellation.
  notice: CANCELS,
  // "It will be heard on 9 June", "Termin zur mündlichen Verhandlung": a hearing by its irregular verb or German noun.
  hearing: /^(?:heard|verhandlung|verhandelt)$/,
  verhandlung: /^(?:hearing|heard)$/,
  // "Die Übergabe der Wohnung findet am … statt" for `handover_date`.
  handover: /^(?:uebergabe|wohnungsuebergabe|schluesseluebergabe|handed)$/,
  appointment: BOOKED,
  termin: BOOKED,
  visit: BOOKED,
  besuch: BOOKED,
};
/**
 * A looser stem than `namesWord` for a verb and its noun: "departs" and "departure", "arrives" and "arrival"; not a
 * compound that names another thing after it.
 */
function sharesStem(token: string, word: string): boolean {
  let common = 0;
  while (common < Math.min(token.length, word.length) && token[common] === word[common]) {
    common++;
  }
  // "Termin·bestätigung", "Zahlungs·erinnerung": a document's word going on by a noun of its own names that noun, not
  // the thing. The other way round the word names the thing's first part ("Das Protokoll führte …" for
  // `protokollfuehrer`), which the sentence's other words may complete.
  const compound = token.length - common >= 7;
  return common >= 5 && common >= Math.min(token.length, word.length) - 2 && !compound;
}

/** Whether a document word names the thing: its stem, its participle's stem, a shared stem, a verb of the event. */
export const named = (token: string, thing: string) =>
  namesWord(token, thing) ||
  (token.length >= 7 && verbStem(token) !== token && namesWord(verbStem(token), thing)) ||
  sharesStem(token, thing) ||
  (EVENTS[thing]?.test(token) ?? false) ||
  // The word in the other language: "Kontoauszug" for `statement_date`, "Kaufvertrag" for `contract_date`.
  namesKin(token, thing);

// A German verb's separable prefix, which a clause puts at its end: "Wir holen die Möbel am 14.05. ab" (`abholdatum`).
const SEPARABLE = /^(ab|an|auf|aus|ein|mit|nach|vor|zurueck|weg)(\p{L}{3,})$/u;

/** Whether the clause's words name a thing, as a word or as a compound of two ("Kündigung" + "eingegangen"). */
export function covers(tokens: TToken[], thing: string): boolean {
  if (tokens.some((token) => named(token.word, thing))) {
    return true;
  }
  // "holen … ab" names `abhol`: the verb's stem, then its prefix alone later in the clause.
  const [, prefix, stem = ''] = SEPARABLE.exec(thing) ?? [];
  const verb = prefix
    ? tokens.findIndex((token) => token.word.startsWith(stem) && token.word.length <= stem.length + 3)
    : -1;
  if (verb >= 0 && tokens.slice(verb + 1).some((token) => token.word === prefix)) {
    return true;
  }
  return tokens.some((token) => {
    const rest = thing.slice(token.word.length).replace(/^s(?=\p{L}{4})/u, '');
    return (
      token.word.length >= 4 &&
      thing.startsWith(token.word) &&
      rest.length >= 4 &&
      tokens.some((each) => named(each.word, rest))
    );
  });
}
