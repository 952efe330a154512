// Whether a document's word names a field's word inside a sentence (sentence-roles.ts, sentence-counts.ts, …): the
// same stem, a compound of it, one of the words an instalment or a last payment is written with, or (`namesKin`) the
// word in the other language ("Abfindung" for `severance`, "Kaution" for `deposit`, "Urlaub" for `vacation_days`).
import { oneWordKins } from './lexicon-labels.ts';
import { sameStem } from './sentence-labels.ts';

// The tail of a German compound that adds no thing: "Gutschrift|sbetrag", "Vertrag|snummer", "Versand|datum".
const GENERIC_TAIL = /^s?(?:betrag|summe|wert|kosten|datum|tag|termin|nummer|nr|zeit)?$/;
// One repayment of a loan, whichever word a lender writes: "36 monthly instalments of £241.37" for `monthly_repayment`.
const INSTALMENT = /^(?:instal(?:l)?ments?|repayments?|rueckzahlung(?:en)?|tilgungsraten?|abzahlung(?:en)?)$/;
// The last of a series, whichever word names it: "Your last monthly payment of £34.99" for `final_payment`.
const LAST = /^(?:last|final|letzte|letzter|letztes|letzten|schluss)$/;

/** Whether a word of the document names a field's word: the same stem, or a compound of it ("Restguthaben"). */
export function namesWord(token: string, word: string): boolean {
  if (sameStem(token, word) || (INSTALMENT.test(token) && INSTALMENT.test(word))) {
    return true;
  }
  if (LAST.test(token) && LAST.test(word)) {
    return true;
  }
  if (token.length >= 4 && word.startsWith(token) && GENERIC_TAIL.test(word.slice(token.length))) {
    return true;
  }
  return word.length >= 5 && token.length > word.length && token.endsWith(word);
}

// The families are read once per word: a long letter asks for the same few field words at every sum.
const kinCache = new Map<string, string[]>();
const kinsOf = (word: string) => {
  let kins = kinCache.get(word);
  if (!kins) {
    kins = [...new Set(oneWordKins(word))].filter((kin) => kin !== word && kin.length >= 4);
    kinCache.set(word, kins);
  }
  return kins;
};

/** Whether a document's word names a field's word or one word of its translation family. */
export const namesKin = (token: string, word: string): boolean =>
  namesWord(token, word) || kinsOf(word).some((kin) => namesWord(token, kin));
