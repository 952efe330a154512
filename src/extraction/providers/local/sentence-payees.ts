// Whom a payment went to, as a bank's notice says it in a sentence: "A payment of GBP 245.00 to Thames Water was made
// from your account", "Ihre Überweisung über 120,00 € an die Stadtwerke Köln GmbH wurde ausgeführt". Only fields that
// name the payee; the name is the run of capitalised words after "to"/"an" (an article between), ended by a word in
// small letters or a stop. Read after the labelled values (sentence-role-texts.ts).
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';

// A field naming whom money went to (folded words of its name).
const PAYEE =
  /^(?:payee|beneficiary|recipient|merchant|empfaenger\p{L}*|zahlungsempfaenger\p{L}*|beguenstigte\p{L}*|glaeubiger)$/u;
// A payment's word, then its "to"/"an" within the clause.
const PAYMENT =
  /(?<!\p{L})(?:payments?|paid|transfer(?:red)?|überweisung|zahlung|überwiesen|gezahlt|lastschrift|abbuchung)(?!\p{L})/giu;
// "to" after an English payment's word, "an" after a German one: "for an Annual Membership" names no payee.
const TO = /\sto\s+(?:the\s+)?/u;
const AN = /\san\s+(?:(?:die|den|der)\s+)?/u;
const GERMAN_PAYMENT = /^(?:überweisung|zahlung|überwiesen|gezahlt|lastschrift|abbuchung)$/iu;
const NAME_WORD = String.raw`[\p{Lu}\d][\p{L}\d'’.&-]*`;
const NAME = new RegExp(String.raw`^\p{Lu}[\p{L}\d'’.&-]*(?:\s+(?:&\s+)?${NAME_WORD}){0,5}(?=[\s,.;:)!]|$)`, 'u');
// Words that open a phrase, not a name: "to Your account", "an Ihr Konto".
const NO_NAME = /^(?:Your|Our|The|This|Ihr\p{L}*|Unser\p{L}*|Sie|Wir|Konto|Account)$/u;
// How far after the payment's word its payee may stand, and how much of a line is read.
const REACH = 80;
const MAX_LINE = 600;

/** The payee a payment sentence names for a field naming the payee, or null. */
export function payeeInSentence(lines: TLine[], words: string[]): TValueSource | null {
  if (!words.some((word) => PAYEE.test(word))) {
    return null;
  }
  for (const line of lines) {
    const text = line.header ? '' : line.text.slice(0, MAX_LINE);
    for (const payment of text.matchAll(PAYMENT)) {
      const after = payment.index + payment[0].length;
      const window = text.slice(after, after + REACH);
      // The clause ends at a stop: a "to" past it is another sentence's.
      const clause = window.split(/[.;!?](?:\s|$)/u)[0] ?? '';
      const to = (GERMAN_PAYMENT.test(payment[0]) ? AN : TO).exec(clause);
      const name = to ? NAME.exec(clause.slice(to.index + to[0].length))?.[0] : undefined;
      if (!to || !name || NO_NAME.test(name.split(/\s/u)[0] ?? '')) {
        continue;
      }
      const start = after + to.index + to[0].length;
      return { text: name, line, quoteStart: start, quoteEnd: start + name.length };
    }
  }
  return null;
}
