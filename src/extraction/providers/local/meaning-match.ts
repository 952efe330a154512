import { keysOf } from './label-keys.ts';
import { READER_WORDS } from './label-lexicon.ts';
import type { TLearnedField } from './learned-features.ts';
import { MEANING_GROUPS } from './meaning-groups.ts';
import { MEANING_DAY_GROUPS, MEANING_SUM_GROUPS } from './meaning-groups-money.ts';
import { fieldKind, kindNamed } from './name-affinity.ts';
import { STOPWORDS, TIME_UNITS, UNITS } from './vocabulary.ts';
import { labelWords } from './words.ts';

// The structural fallback's match by meaning: a printed label and a field's name that share no letters but name one
// concept of meaning-groups.ts ("Balance due" and `amount_outstanding`, "Versicherungsnehmer" and `policy_holder`).
// A wording is found by its words in any order ("cost overall" is "overall cost") or written together ("Kd.-Nr." is
// "Kdnr", "Mitglieds-Nr." "Mitgliedsnummer"), without the words addressing the reader ("Ihre Bestellung").

/**
 * As near as a concept's wording comes: enough to fill (the fallback's threshold is 0.6), below a label written
 * short (0.8) and a label of the field's own words (1), so that a label the field's letters name wins.
 */
export const MEANING_AFFINITY = 0.7;

// "Ihre", "your", "unser", "our": whose the thing is, which labels print or leave out at will.
const OWNER_WORDS = new Set([...READER_WORDS, 'our', 'unser', 'unsere', 'unserer', 'dein', 'deine', 'my', 'mein']);

/** The words that say what a label or name means: no owner, no "of"/"der" (a lone letter of "A/C" stays). */
function meaningWords(words: string[]): string[] {
  return words.filter((word) => !OWNER_WORDS.has(word) && (word.length === 1 || !STOPWORDS.has(word)));
}

// Words names and labels cut short, each as the word it stands for ("Kto.-Nr." is an account's number, `cust_ref` a
// customer's reference): compared so by their words; written together, a compound keeps its own letters.
const WRITTEN_OUT: Record<string, string> = {
  no: 'number',
  nr: 'number',
  num: 'number',
  nummer: 'number',
  ref: 'reference',
  referenz: 'reference',
  kto: 'konto',
  acct: 'account',
  amt: 'amount',
  qty: 'quantity',
  inv: 'invoice',
  cust: 'customer',
  kd: 'kunden',
  addr: 'address',
  tel: 'telephone',
  conf: 'confirmation',
  bez: 'bezeichnung',
};

/** The keys a run of words is found by: its words in any order, and written together as a compound. */
function keysOfWords(words: string[]): string[] {
  const kept = meaningWords(words);
  if (kept.length === 0) {
    return [];
  }
  const sorted = (each: string[]) => `w:${[...each].sort().join(' ')}`;
  const writtenOut = kept.map((word) => WRITTEN_OUT[word] ?? word);
  return [sorted(kept), sorted(writtenOut), ...keysOf(kept).map((key) => `c:${key}`)];
}

const GROUPS = [...MEANING_SUM_GROUPS, ...MEANING_DAY_GROUPS, ...MEANING_GROUPS];
const CONCEPTS = new Map<string, Set<number>>();
for (const [index, group] of GROUPS.entries()) {
  for (const wording of group.split('|')) {
    for (const key of keysOfWords(labelWords(wording))) {
      const concepts = CONCEPTS.get(key) ?? new Set<number>();
      concepts.add(index);
      CONCEPTS.set(key, concepts);
    }
  }
}

// A label longer than any concept's wording names more than one: it is not looked up.
const MAX_WORDS = 8;

/** The concepts a run of words names (label words or a name's words), by any of its keys. */
export function conceptsOf(words: string[]): Set<number> {
  const found = new Set<number>();
  if (words.length === 0 || words.length > MAX_WORDS) {
    return found;
  }
  for (const key of keysOfWords(words)) {
    for (const concept of CONCEPTS.get(key) ?? []) {
      found.add(concept);
    }
  }
  return found;
}

/** A field's concepts by its name's words, a unit it is counted in left out (`kwh_used`, `term_months`). */
function fieldConcepts(field: TLearnedField): Set<number> {
  const words = field.words.filter((word) => !UNITS.has(word) && !TIME_UNITS.has(word));
  return conceptsOf(words.length > 0 ? words : field.words);
}

/** A number field whose name's concept is a sum (`take_home`, `earnings_before_deductions`): it holds money. */
export function namesSumByMeaning(field: TLearnedField): boolean {
  return (
    field.property.type === 'number' && [...fieldConcepts(field)].some((concept) => concept < MEANING_SUM_GROUPS.length)
  );
}

/**
 * How near a label comes to a field by meaning alone: MEANING_AFFINITY when both name one concept and the label
 * names no other kind of value than the field holds (a date label for no sum, a number's label for no date); else 0.
 */
export function meaningAffinity(field: TLearnedField, label: string[]): number {
  const own = fieldConcepts(field);
  if (own.size === 0) {
    return 0;
  }
  const labelKind = kindNamed(label);
  const kind = fieldKind(field);
  if (labelKind !== null && labelKind !== kind && !(labelKind === 'money' && field.property.type === 'number')) {
    return 0;
  }
  for (const concept of conceptsOf(label)) {
    if (own.has(concept)) {
      return MEANING_AFFINITY;
    }
  }
  return 0;
}

// The day concepts' places in GROUPS: after the sums.
const FIRST_DAY = MEANING_SUM_GROUPS.length;
const daysOf = (concepts: Set<number>) =>
  [...concepts].filter((concept) => concept >= FIRST_DAY && concept < FIRST_DAY + MEANING_DAY_GROUPS.length);

/**
 * A label naming another day than the field by meaning ("Geburtsdatum" for `pay_date`, "Order date" for
 * `delivery_date`): both name a kind of day and none in common. Such a label's date is another event's.
 */
export function namesOtherDay(field: TLearnedField, label: string[]): boolean {
  const own = daysOf(fieldConcepts(field));
  const labelled = daysOf(conceptsOf(label));
  return own.length > 0 && labelled.length > 0 && !labelled.some((concept) => own.includes(concept));
}
