import { compoundHeadCertainty } from './german-compounds.ts';
import { isIdentifierName } from './identifiers.ts';
import { ocrFold } from './label-keys.ts';
import type { TLearnedField } from './learned-features.ts';
import { sameStem } from './learned-similarity.ts';
import { oneWordKins } from './lexicon-labels.ts';
import { acronymRun, lettersInOrder, nameWordShortFor } from './short-names.ts';
import { synonymsOf } from './synonyms.ts';
import { namesMoney } from './value-kinds.ts';
import { NAME_LIKE, STOPWORDS, TYPE_WORD } from './vocabulary.ts';
import { labelWords } from './words.ts';

// How near a printed label comes to a field's own words when no label of the field's vocabulary matched: measures
// on the letters of words, not on a list of words, so that they carry over to names and labels nobody listed.
// "Rm" and "Acct." are written short for `room` and `account`, "Tarifbezeichnung" holds `tarif`, "Total charges"
// shares the stem of `amount_charged`, "Gesamtgew. (kg)" names the unit of `gewicht_kg`.

const VOWELS = /[aeiouäöüy]/u;

/**
 * `short` is written short for `long`: its start ("prio", "prev", "packst"), or its first letter and then consonants
 * of it in order ("acct", "rm", "kst"). Two letters with a vowel ("no", "to") are words of their own, and a
 * word with vowels found scattered in a long one ("rest" in "rechnungszeitraum") is another word.
 */
export function abbreviates(short: string, long: string): boolean {
  if (short.length < 2 || long.length < short.length + 2 || short[0] !== long[0]) {
    return false;
  }
  if (short.length >= 3 && long.startsWith(short)) {
    return true;
  }
  if (VOWELS.test(short.slice(1))) {
    return false;
  }
  return lettersInOrder(short, long);
}

/** The letters two words begin with alike ("charges" / "charged": 6). */
function sharedStart(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) {
    at++;
  }
  return at;
}

// An English word without its inflection ("boards", "boarding" → "board"; "charges" → "charge"), four letters kept.
const INFLECTION = /(?:ings|ing|es|ed|s)$/u;
export const inflected = (word: string) => {
  const stem = word.replace(INFLECTION, '');
  return stem.length >= 4 && stem !== word ? stem : word;
};

// Who does it and to whom it is done: the insurer is not the insured, the employer not the employee, the lessor
// not the lessee ("assigned" and "assignee" are both the one it is done to). The two endings stand on one root:
// "order" and "ordered", "cover" and "covered" are one word inflected, no doer and no one it is done to.
const AGENT = /(?:er|or)$/u;
const DONE_TO = /(?:ed|ee)$/u;
const roles = (agent: string, doneTo: string) =>
  AGENT.test(agent) && DONE_TO.test(doneTo) && agent.slice(0, -2) === doneTo.slice(0, -2);
const otherRole = (a: string, b: string) => roles(a, b) || roles(b, a);

/**
 * How much one label word is one of the field's words: 1 the same word or stem (also "assigned" / "assignee", a
 * long shared start), 0.8 written short, 0.7 one of five letters at least inside the other as a part of a compound
 * ("tarif" in "Tarifbezeichnung"; "land" of `empfaenger.land` is no part of "Deutschland").
 */
export function wordAffinity(label: string, own: string): number {
  const a = ocrFold(label);
  const b = ocrFold(own);
  if (sameStem(a, b) || (inflected(a) !== a || inflected(b) !== b ? sameStem(inflected(a), inflected(b)) : false)) {
    return otherRole(a, b) ? 0 : 1;
  }
  const start = sharedStart(a, b);
  if (start >= 5 && start >= Math.max(a.length, b.length) - 2 && !otherRole(a, b)) {
    return 1;
  }
  if (abbreviates(a, b)) {
    return 0.8;
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  // A German compound ends in its head: "Tatort" is an "Ort", "Zahlungsziel" a "Ziel"; "Transport" and "Mileage"
  // are no compounds of "ort" and "age". A first part the vocabulary does not know ("Montageort") links lower.
  const certainty = compoundHeadCertainty(a, b);
  return (shorter.length >= 5 && longer.includes(shorter)) || certainty === 1 ? 0.7 : certainty > 0 ? 0.6 : 0;
}

// Words of one sum that the label vocabulary keeps apart (a rule reading "fell due on 11 February" for an
// `outstanding_amount` would take the day): only a printed label's words are compared with them here.
const SAME_SUM = ['owed', 'due', 'outstanding'];
const kinsHere = (word: string) => [...oneWordKins(word), ...(SAME_SUM.includes(word) ? SAME_SUM : [])];

/** A word with its one-word translations and kin ("result" → "ergebnis", "location" → "ort", "owed" → "due"). */
const withKins = (words: string[]) => [...new Set([...words, ...words.flatMap(kinsHere)])];

const contentWords = (words: string[]) => words.filter((word) => !STOPWORDS.has(word) && /\p{L}/u.test(word));

// The kind word a sum's name leaves out: `opening` is an "opening balance", `deposit` a "deposit amount".
const SUM_WORDS = ['balance', 'amount'];

/**
 * A number field named by one word without its kind: the labels of the name with the kind word added (`opening` →
 * "opening balance" → "Balance brought forward", `closing` → "Balance carried forward").
 */
export function completedLabels(field: TLearnedField): string[][] {
  const [word = ''] = field.words;
  if (field.property.type !== 'number' || field.words.length !== 1 || isKindWord(word)) {
    return [];
  }
  return SUM_WORDS.flatMap((kind) => synonymsOf(`${word} ${kind}`).map((label) => labelWords(label)));
}

const labelsOf = (field: TLearnedField) => [
  ...field.candidates.filter((candidate) => candidate.weight >= 3).map((each) => each.words),
  ...completedLabels(field),
];

/** The words a field is known by: its name's, its parent's, its unit, its description's, its labels'. */
function ownWordsOf(field: TLearnedField): string[] {
  const labels = labelsOf(field);
  const words = [...withKins(field.ownWords), ...field.describedWords, ...labels.flat()];
  if (field.qualifier.unit) {
    words.push(field.qualifier.unit);
  }
  return [...new Set(contentWords(words))];
}

const DATE_WORD = /^(?:date|datum|day|tag|dated|vom)$/u;
// The kind a German compound ends in: "Rechnungs·nummer" names more than its kind, "Amount" does not.
const KIND_TAIL = /(?:nummer|number|datum|date|betrag|amount|summe|preis|price|kosten|cost)$/u;
const beyondKindWord = (word: string) => !isKindWord(word) || word.replace(KIND_TAIL, '').length >= 4;
// A word of the label the name writes short or spells by its initials: as near as a label written short.
const SHORT_AFFINITY = 0.8;

/** A word naming only the kind of a value (a date, a number, an amount, a name), which many fields share. */
const isKindWord = (word: string) =>
  isIdentifierName([word]) ||
  namesMoney([word]) ||
  NAME_LIKE.has(word) ||
  TYPE_WORD.test(word) ||
  /^(?:date|datum|day|tag|time|zeit|uhrzeit|code|reference|ref)$/u.test(word);

/** The kind of value a field's or label's words name: a number of a thing, a date, a sum of money, or none. */
export function kindNamed(words: string[]): 'id' | 'date' | 'money' | null {
  const last = words.at(-1) ?? '';
  if (isIdentifierName(words)) {
    return 'id';
  }
  return /(?:date|datum)$/u.test(last) ? 'date' : namesMoney(words) ? 'money' : null;
}

/** The kind of value a field holds, by its type first ("Datum" for a date field), else by its words. */
export function fieldKind(field: TLearnedField): 'id' | 'date' | 'money' | null {
  const { property } = field;
  if (property.type === 'string' && property.format === 'date') {
    return 'date';
  }
  const kind = kindNamed(field.words);
  return property.type === 'number' ? (kind === 'money' ? 'money' : null) : kind === 'id' ? 'id' : null;
}

/**
 * The label names what the field names, not only what qualifies it: one of its words is the head of the field's
 * name (its last word beyond kind words: "Advisor" for `service_advisor`, not "Delivery" for `delivery_address`), of
 * one of its labels, or the whole label stands in the field's description ("CI" for "configuration item (CI)").
 */
function namesHead(field: TLearnedField, written: string[], acronyms: Map<string, string>): boolean {
  const head = (words: string[]) => words.filter((word) => !isKindWord(word) && !STOPWORDS.has(word)).at(-1);
  const labels = labelsOf(field);
  const heads = withKins([field.words, ...labels].map(head).filter((word): word is string => word !== undefined));
  const inDescription = written.every((word) => field.describedWords.some((own) => wordAffinity(word, own) > 0));
  const byAcronym = written.some((word) => heads.includes(acronyms.get(word) ?? ''));
  // Only the name's own head written short: a short label of the field ("LS" of "LS-Nr.") is no short form of others.
  const ownHead = head(field.words);
  const byShortName = ownHead !== undefined && written.some((word) => nameWordShortFor(ownHead, word));
  return (
    inDescription ||
    byAcronym ||
    byShortName ||
    written.some((word) => heads.some((own) => wordAffinity(word, own) > 0))
  );
}

/** The label's words that a word of the name stands for by its initials ("pcn" for "Penalty Charge Notice"), each
 * with that word of the name. */
function acronymsIn(field: TLearnedField, label: string[]): Map<string, string> {
  const spelled = new Map<string, string>();
  for (const own of field.ownWords.filter((word) => !isKindWord(word))) {
    for (const index of acronymRun(own, label)) {
      spelled.set(label[index] ?? '', own);
    }
  }
  return spelled;
}

/**
 * How near a label comes to a field (0–1): its best word's affinity, when every word of it is one of the field's
 * and one names the field's head (namesHead). Nothing when a word is none of the field's ("Customer service" for
 * `customer_number`), when the label names another kind of value ("Order date" for `po_number`), or when its only
 * link is a word naming a kind ("Invoice date" for `due_date`, "Amount" for `award_amount`).
 */
export function nameAffinity(field: TLearnedField, label: string[]): number {
  const words = ownWordsOf(field);
  const written = contentWords(label);
  const labelKind = kindNamed(label);
  // The name's words written out as the label writes them: `min_pmt` is read "minimum payment", `rg_nr`
  // "rechnungsnummer nr" (short-names.ts), and its kind is the written-out words' kind.
  const writtenOut = field.words.map((own) => label.find((word) => nameWordShortFor(own, word)) ?? own);
  const shortened = new Set(
    writtenOut.filter(
      (word, index) => word !== field.words[index] && !isKindWord(field.words[index] ?? '') && beyondKindWord(word),
    ),
  );
  const kind = fieldKind(shortened.size > 0 ? { ...field, words: writtenOut } : field);
  // A number field one of whose words names a sum (`amount_owed`) holds money.
  const sum = kind === 'money' || (field.property.type === 'number' && writtenOut.some((own) => namesMoney([own])));
  const acronyms = acronymsIn(field, label);
  // "Meter Point Reference Number" for `mprn`: the initials spell the label's kind word too.
  const spelledKind = labelKind !== null && acronyms.has(label.at(-1) ?? '');
  const sameKind = labelKind === null || labelKind === kind || (labelKind === 'money' && sum) || spelledKind;
  if (written.length === 0 || words.length === 0 || !sameKind) {
    return 0;
  }
  // "Tag der Zuwendung" for `donated_on`: a word naming the date of a date field is one of its words, and a word
  // naming a sum one of a money field's ("Balance due" for `amount_owed`); beyond them a word must link.

  const ofKind = (word: string) => (kind === 'date' && DATE_WORD.test(word)) || (sum && namesMoney([word]));
  // The name's own words written short or as initials (not their translations: "tat" of `offence` is no short
  // form of "Tatort").
  const spelled = (word: string) =>
    acronyms.has(word) || field.words.some((own) => !isKindWord(own) && nameWordShortFor(own, word))
      ? SHORT_AFFINITY
      : 0;
  const affinityOf = (word: string) =>
    ofKind(word) ? 1 : Math.max(spelled(word), ...words.map((own) => wordAffinity(word, own)));
  const scores = written.map(affinityOf);
  // A link beyond the kind: a word of neither kind, "Geburtsdatum" holds `pay_date`'s "datum" only.
  const named = words.filter((own) => !isKindWord(own));
  // A kind word that translates a word of the name beyond its kind links too ("due" for `amount_owed`'s "owed").
  const kinOfNamed = new Set(withKins(field.ownWords.filter((own) => !isKindWord(own))));
  const beyondKind = written
    .filter((word) => !isKindWord(word) || kinOfNamed.has(word) || shortened.has(word))
    .map((word) =>
      kinOfNamed.has(word) ? 1 : Math.max(spelled(word), ...named.map((own) => wordAffinity(word, own))),
    );
  if (Math.max(0, ...beyondKind) === 0 || scores.some((score) => score === 0) || !namesHead(field, written, acronyms)) {
    return 0;
  }
  return Math.max(...scores);
}
