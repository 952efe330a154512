// A sum a sentence names by a noun of the field's description rather than of its name: `amount_paid` described as
// "Amount of the payment we made" takes "Your payment of €1,234.50 was received …"; `kreditrahmen` described as
// "Höhe des eingeräumten Dispositionskredits" takes "Dispositionskredit von 3.000,00 €". The noun that names the sum
// (the one before its preposition or the subject of its verb, sentence-roles.ts) must be a word of the description;
// a generic one ("amount", "Betrag") names nothing. Read after the name's own words found no sum; values are guesses.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { clausesOf } from './sentence-clauses.ts';
import { heldByOther, namesWord, namingOf, sumsIn, thingWords } from './sentence-roles.ts';
import { namesMoney } from './value-kinds.ts';
import { STOPWORDS } from './vocabulary.ts';
import { labelWords } from './words.ts';

// Description words that name no thing of their own: pronouns, verbs of having and doing, quantity words.
const EMPTY =
  /^(?:this|that|which|what|when|where|who|whole|each|every|other|total|gesamt|much|more|than|made|make|paid|pay|charged|wird|werden|wurde|des|der|die|das|dem|den|einer|eines|which|with|from|into|for|fuer|vom|zum|zur|kunden|customer|client|document|letter|brief)$/;

/** The description's words that may name a sum's thing: four letters and more, no stop word, no generic word. */
export function describedThings(description: string): string[] {
  const words = labelWords(description).filter(
    (word) => word.length >= 4 && !STOPWORDS.has(word) && !EMPTY.test(word) && !/\d/.test(word),
  );
  return thingWords(words);
}

const digits = (text: string) => text.replace(/\D/g, '');
// A label's source quotes its label too ("The first instalment of £184.24 will be"): its value is held where it stands.
const heldAsValue = (line: TLine, sum: { text: string; start: number; end: number }, taken: TValueSource[]) =>
  taken.some(
    (each) =>
      each.line === line &&
      each.quoteStart <= sum.start &&
      sum.end <= each.quoteEnd &&
      digits(each.text).includes(digits(sum.text)),
  );

/** The first sum whose naming noun is a word of the field's description, not held by another field; or null. */
export function sumByDescription(
  lines: TLine[],
  words: string[],
  description: string,
  taken: TValueSource[],
): TValueSource | null {
  // A sum of money only: a rate or a count the description words alike ("Zinssatz des Dispositionskredits") is none.
  const things = namesMoney(words) || namesMoney(labelWords(description)) ? describedThings(description) : [];
  for (const clause of things.length > 0 ? clausesOf(lines) : []) {
    for (const sum of sumsIn(clause)) {
      const naming = namingOf(sum);
      const noun = naming && !naming.after ? naming.noun : '';
      const named = noun !== '' && things.some((thing) => namesWord(noun, thing));
      if (named && !heldByOther(clause.line, sum.start, sum.end, taken) && !heldAsValue(clause.line, sum, taken)) {
        return { text: sum.text, line: clause.line, quoteStart: sum.start, quoteEnd: sum.end };
      }
    }
  }
  return null;
}
