// Cues around a sum that sentence-roles.ts's naming reads besides the words right before it: a sum in brackets that
// restates the phrase before it ("eine Kaution in Höhe von drei Monatsmieten (2.850 €)", "a deposit equal to five
// weeks' rent (£1,730.00)", "a deposit of 30% (£1,254.00)"), and German's verb after its sum ("wird vorläufig auf
// 4.200,00 € festgesetzt", "den Jahresbeitrag … auf 60 € zu erhöhen").
import type { TToken } from './words.ts';

type TSumAround = { before: TToken[]; after: TToken[]; bracketed: boolean };

// The preposition that joins a noun to the phrase a bracketed sum restates; "equal to"/"entsprechend" join it too.
const JOINS = new Set(['of', 'von', 'ueber']);
const EQUAL = /^(?:equal|equivalent|entsprechend|entspricht)$/;
// At most this many words between the preposition and the bracket ("drei Monatsmieten", "five weeks' rent").
const RESTATED_REACH = 5;

/**
 * The words before a bracketed sum read as if the sum stood after the preposition ("Kaution in Höhe von (2.850 €)"):
 * the phrase between is what the sum is worth, the noun before the preposition what it is. Null if not bracketed.
 */
export function restated(sum: TSumAround): string[] | null {
  if (!sum.bracketed) {
    return null;
  }
  const words = sum.before.map((token) => token.word);
  for (let at = words.length - 1; at >= Math.max(0, words.length - RESTATED_REACH - 1); at--) {
    const word = words[at] ?? '';
    if (JOINS.has(word)) {
      return words.slice(0, at + 1);
    }
    if (word === 'to' && EQUAL.test(words[at - 1] ?? '')) {
      return [...words.slice(0, at - 1), 'of'];
    }
    if (EQUAL.test(word)) {
      return [...words.slice(0, at), 'of'];
    }
  }
  return null;
}

// Verbs after "auf <sum>" that set or change the clause's subject to the sum; "zu" before an infinitive.
const SET_AFTER =
  /^(?:festgesetzt|festgelegt|bestimmt|erhoeh\p{L}*|gesenkt|senken|angehoben|anheben|reduziert|reduzieren|angepasst|anpassen|geaendert|aendern)$/u;
const CHANGE_AFTER =
  /^(?:erhoeh\p{L}*|gesenkt|senken|angehoben|anheben|reduziert|reduzieren|angepasst|anpassen|geaendert|aendern)$/u;

const verbAfter = (sum: TSumAround) => {
  const [first = '', second = ''] = sum.after.map((token) => token.word);
  return first === 'zu' || first === 'werden' ? second : first;
};

/** Whether a verb right after the sum sets the clause's subject to it: "auf 4.200,00 € festgesetzt". */
export const setAfter = (sum: TSumAround) => SET_AFTER.test(verbAfter(sum));

/** Whether that verb changes it ("auf 60 € zu erhöhen"): the sum is the new one. */
export const changedAfter = (sum: TSumAround) => CHANGE_AFTER.test(verbAfter(sum));
