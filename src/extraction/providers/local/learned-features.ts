import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { addressPartOf } from './address-parts.ts';
import { alternativesOf } from './alternatives.ts';
import { candidatesFor, qualifierOf, type TCandidate, type TQualifier } from './candidates.ts';
import type { TLeafValue } from './coerce.ts';
import { isIdentifierName, namesNumberOf, trimIdentifier } from './identifiers.ts';
import { CONTEXT_FEATURE_NAMES } from './learned-context.ts';
import type { TPair } from './learned-pairs.ts';
import { cover, matchScore, sameStem, type TSimilarity } from './learned-similarity.ts';
import { currentDateOrder, readingDatesAs } from './parse-date.ts';
import { isNoPartyName, partyRole } from './parties.ts';
import { coerceQualified, datesIn, isFreeText, normalized } from './qualified.ts';
import { agreesWithName, namesCount, namesMoney, opensWithCount } from './value-kinds.ts';
import { NAME_LIKE, TYPE_WORD } from './vocabulary.ts';
import { labelWords, nameWords } from './words.ts';

// The features the learned fallback weighs for one (field, label/value pair): how well the label's words match the
// field's, whether the value fits the field's type, where the pair stands. Generic on purpose: no feature names a
// word, so what is learned carries over to labels and fields nobody has seen.

/** A scalar leaf of the schema with what its name and description say. */
export type TLearnedField = {
  path: string;
  property: TSchemaProperty;
  parentName?: string;
  words: string[];
  qualifier: TQualifier;
  candidates: TCandidate[];
  ownWords: string[];
  describedWords: string[];
};

export function learnedField(property: TSchemaProperty, path: string, parentName?: string): TLearnedField {
  const { words, qualifier } = qualifierOf(property.name, parentName);
  return {
    path,
    property,
    parentName,
    words,
    qualifier,
    candidates: candidatesFor({ name: property.name, parentName, description: property.description }),
    ownWords: [...nameWords(parentName ?? ''), ...words],
    describedWords: labelWords(property.description ?? ''),
  };
}

export const FEATURE_NAMES = [
  'bias',
  'exact',
  'cover',
  'explained',
  'compound',
  'fuzzy',
  'ownCover',
  'describedCover',
  'parentCover',
  'claimedByOther',
  'bestForField',
  'valueUsed',
  'kindColon',
  'kindCell',
  'kindBelow',
  'kindColumn',
  'kindInline',
  'headerLine',
  'position',
  'labelWords',
  'valueWords',
  'valueDigits',
  'typeNumber',
  'typeDate',
  'typeText',
  'typeOther',
  'moneyWithCurrency',
  'textWithDate',
  'textStartsWithDigit',
  'identifierWithDigit',
  'dateAlone',
  'numberAlone',
  'fieldCandidates',
  'matchTimesFit',
  'score',
  'margin',
  'headMatch',
  'valueIsLabel',
  'onlyHead',
  'valueIsRange',
  ...CONTEXT_FEATURE_NAMES,
] as const;

const CURRENCY = /[$€£¥]|\b(?:EUR|USD|GBP|CHF)\b/u;
// A number's value is a number alone ("$2,318.50", "412", "35,00 €"), not a number inside words ("Page 1 of 1"). A
// blank inside the number stands before a digit ("1 234"): one the digits' class and the \s* after it could both
// take made a CSV cell of a digit, 100,000 blanks and a letter cost a minute (hostile-blank-runs.test.ts).
const numberAloneWith = (after: string) =>
  new RegExp(`^[-+]?[$€£]?\\s*\\d(?:[\\d.,']| (?=\\d))*(?:\\s*(?:${after}))?\\s*$`, 'u');
const NUMBER_ALONE = numberAloneWith('[$€£%]|EUR|USD|GBP|CHF');
const NUMBER_WITH_UNIT = numberAloneWith('[$€£%]|EUR|USD|GBP|CHF|kg|km|m²|kWh');

/** Whether `text` is a number alone, after it a currency or percent sign or, with `units`, a unit ("42 kg"). */
export const isNumberAlone = (text: string, { units = false } = {}) =>
  (units ? NUMBER_WITH_UNIT : NUMBER_ALONE).test(text);

// The rules' guards, kept by the fallback too: what a field's name says its value cannot be.
const CURRENCY_SIGNS: Record<string, string> = { eur: '€', usd: '$', gbp: '£', chf: '' };
const SENTENCE_END = /[.!?]$/u;
const MAX_TEXT_WORDS = 6;
// An amount with cents and nothing else: "20.00", "-92,00 €", "$1,287.60".
// Linear (cellsplit18): a currency's or sign's blanks stay in its optional group, not `\s*X?\s*`.
const AMOUNT_ALONE =
  /^[-+]?\s*(?:(?:[$€£]|EUR|USD|GBP|CHF)\s*)?\d{1,3}(?:[.,' ]?\d{3})*[.,]\d{2}\s*(?:[$€£]|EUR|USD|GBP|CHF)?$/u;

/** Whether a pair may be the field's value at all: the same checks the label rules make on what they read. */
function admissible(field: TLearnedField, text: string, labels: Set<string>): boolean {
  const { property, words } = field;
  const written = labelWords(text);
  // A value that is itself a label ("Employee ID" beside "Employee") is a row of labels.
  if (labels.has(written.join(' ')) || /:\s*$/u.test(text)) {
    return false;
  }
  if (property.type === 'number' && !namesMoney(words) && !field.qualifier.unit && CURRENCY.test(text)) {
    return false;
  }
  const currency = CURRENCY_SIGNS[field.qualifier.unit ?? ''];
  if (property.type === 'number' && currency !== undefined && /[$€£¥]|\b[A-Z]{3}\b/u.test(text)) {
    // "JPY 2,710,829" is no `amount_usd`: a value naming a currency names the field's.
    return text.toLowerCase().includes(field.qualifier.unit ?? '') || (currency !== '' && text.includes(currency));
  }
  // "Teilnehmer: Max Muster, geb. 1990" counts nobody for `anzahl_teilnehmer`, as the rules have it (value-kinds.ts).
  if (property.type === 'number' && namesCount(words) && !opensWithCount(text)) {
    return false;
  }
  if (property.type !== 'string' || property.format) {
    return true;
  }
  const identifier = isIdentifierName(words);
  const party = partyRole([...words, ...nameWords(field.parentName ?? '')]) !== null && !namesNumberOf(words);
  // A name or a type ("fuel_type") is written in words, as the rules require (extract-result.ts).
  const last = words.at(-1) ?? '';
  const name = (party || NAME_LIKE.has(last) || TYPE_WORD.test(last)) && !identifier;
  if (!agreesWithName(text, { identifier, name, money: false }) || (name && isNoPartyName(text))) {
    return false;
  }
  // "Cash | 20.00" is no `cashier`: an amount alone is a number's value, never a text's or a name's.
  if (!identifier && !isFreeText(words) && AMOUNT_ALONE.test(text.trim())) {
    return false;
  }
  // A sentence is no name, number or short text: "you sent 500.00 GBP to Anna Kowalczyk."
  return isFreeText(words) || (written.length <= MAX_TEXT_WORDS && !(name && SENTENCE_END.test(text.trim())));
}

/**
 * Fields the fallback leaves to the rules: an address's parts (read from the block as a whole), a description
 * listing the values (chosen by alternatives.ts or not at all).
 */
export const isLearnable = (field: TLearnedField) =>
  addressPartOf(field.words) === null &&
  !(field.property.type === 'string' && !field.property.format && alternativesOf(field.property.description));

/** The value a pair gives the field, or null when it does not fit the field's type or what its name says. */
export function valueFor(field: TLearnedField, pair: TPair, dayFirst: boolean, labels: Set<string>): TLeafValue | null {
  const { property, words, qualifier } = field;
  const plain = property.type === 'string' && !property.format;
  const text = plain && isIdentifierName(words) ? trimIdentifier(pair.value.text) : pair.value.text;
  if (!admissible(field, text, labels)) {
    return null;
  }
  const isDate = property.type === 'string' && property.format === 'date';
  // A range ("01.03.–14.03.2026") gives a range end field its end.
  const range = isDate && qualifier.rangePart !== undefined ? datesIn(text) : [];
  if (range.length === 2) {
    return range[qualifier.rangePart ?? 0] ?? null;
  }
  const order = dayFirst && isDate ? 'day-first' : currentDateOrder();
  const value = readingDatesAs(order, () => normalized(property, words, coerceQualified(property, text, qualifier)));
  return typeof value === 'string' && value.length > 120 ? null : value;
}

/** The context every pair of one field shares: how each pair matches every field of the schema. */
type TPairContext = {
  lineCount: number;
  /** Per pair, the best match score of any field (to tell whether another field claims the label). */
  bestScore: number[];
  /** Values the rules found for other fields. */
  usedValues: Set<string>;
  /** The labels of all pairs (words joined): a value that is one is a row of labels, not a value. */
  labels: Set<string>;
};

/** The label's last word is the last word of the field's name or of one of its labels (the head noun: "date", "Datum"). */
function headMatches(field: TLearnedField, label: string[]): boolean {
  const last = label[label.length - 1] ?? '';
  const heads = [field.words, ...field.candidates.filter((each) => each.weight >= 3).map((each) => each.words)];
  return (
    last.length > 1 &&
    heads.some((words) => {
      const head = words[words.length - 1] ?? '';
      return head.length > 2 && (sameStem(head, last) || (last.length > head.length + 3 && last.endsWith(head)));
    })
  );
}

/**
 * The label names only the head of the field's name, not what qualifies it: "Datum" for `leistungsdatum`, "Date" for
 * `cancel_by_date`, "Lieferung" for `lieferung_fruehestens`: likely another field's label.
 */
function onlyHead(own: string[], label: string[]): boolean {
  const joined = own.join('');
  const written = label.join('');
  if (written.length >= 3 && joined.length >= written.length + 3 && joined.endsWith(written)) {
    return true;
  }
  const head = own.slice(-1);
  return own.length > 1 && cover(label, head) === 1 && cover(own.slice(0, -1), label) === 0;
}

type TLabelFeature = Exclude<(typeof FEATURE_NAMES)[number], (typeof CONTEXT_FEATURE_NAMES)[number]>;
const LABEL_FEATURE_NAMES = FEATURE_NAMES.slice(
  0,
  FEATURE_NAMES.length - CONTEXT_FEATURE_NAMES.length,
) as TLabelFeature[];

const squash = (count: number) => Math.min(1, Math.log1p(count) / Math.log(20));

/** The feature vector of one (field, pair) from its label and value, in FEATURE_NAMES order up to the context's. */
export function featuresOf(
  field: TLearnedField,
  pair: TPair,
  value: TLeafValue,
  similar: TSimilarity,
  context: TPairContext & { pairIndex: number; fieldBest: number; fieldSecond: number; fieldCandidates: number },
): number[] {
  const { property } = field;
  const score = matchScore(similar);
  const text = pair.value.text;
  const words = labelWords(text);
  const plain = property.type === 'string' && !property.format;
  const isDate = property.type === 'string' && property.format === 'date';
  const digits = text.replace(/\D/g, '').length / Math.max(1, text.replace(/\s/g, '').length);
  const fit = (property.type === 'number' && isNumberAlone(text)) || (isDate && datesIn(text).length === 1) ? 1 : 0.5;
  const features: Record<TLabelFeature, number> = {
    bias: 1,
    exact: similar.exact,
    cover: similar.cover,
    explained: similar.explained,
    compound: similar.compound,
    fuzzy: similar.fuzzy,
    ownCover: cover(field.ownWords, pair.words),
    describedCover: cover(pair.words, field.describedWords),
    parentCover: field.parentName ? cover(nameWords(field.parentName), pair.words) : 0,
    claimedByOther: (context.bestScore[context.pairIndex] ?? 0) > score + 0.05 ? 1 : 0,
    bestForField: score >= context.fieldBest - 1e-9 ? 1 : 0,
    valueUsed: context.usedValues.has(String(value)) ? 1 : 0,
    kindColon: pair.kind === 'colon' ? 1 : 0,
    kindCell: pair.kind === 'cell' ? 1 : 0,
    kindBelow: pair.kind === 'below' ? 1 : 0,
    kindColumn: pair.kind === 'column' ? 1 : 0,
    kindInline: pair.kind === 'inline' ? 1 : 0,
    headerLine: pair.value.line.header ? 1 : 0,
    position: pair.lineIndex / Math.max(1, context.lineCount),
    labelWords: squash(pair.words.length),
    valueWords: squash(words.length),
    valueDigits: digits,
    typeNumber: property.type === 'number' ? 1 : 0,
    typeDate: isDate ? 1 : 0,
    typeText: plain ? 1 : 0,
    typeOther: property.type === 'boolean' || (property.type === 'string' && property.format && !isDate) ? 1 : 0,
    moneyWithCurrency: property.type === 'number' && namesMoney(field.words) && CURRENCY.test(text) ? 1 : 0,
    textWithDate: plain && datesIn(text).length > 0 ? 1 : 0,
    textStartsWithDigit: plain && /^\d/.test(text) && !isIdentifierName(field.words) ? 1 : 0,
    identifierWithDigit: plain && isIdentifierName(field.words) && /\d/.test(String(value)) ? 1 : 0,
    dateAlone: isDate && datesIn(text).length === 1 && text.length <= 24 ? 1 : 0,
    numberAlone: property.type === 'number' && isNumberAlone(text) ? 1 : 0,
    fieldCandidates: squash(context.fieldCandidates),
    matchTimesFit: score * fit,
    score,
    margin: score >= context.fieldBest - 1e-9 ? score - context.fieldSecond : score - context.fieldBest,
    headMatch: headMatches(field, pair.words) ? 1 : 0,
    valueIsLabel: context.labels.has(words.join(' ')) ? 1 : 0,
    onlyHead: onlyHead(field.words, pair.words) ? 1 : 0,
    valueIsRange: isDate && datesIn(text).length > 1 ? 1 : 0,
  };
  return LABEL_FEATURE_NAMES.map((name) => features[name]);
}
