import type { TOutputSchema, TSchemaProperty } from '../../schema/output-schema.ts';
import type { TLeafValue } from './coerce.ts';
import { isIdentifierName } from './identifiers.ts';
import { contextFeatures, documentContext, fieldContext, looseValues } from './learned-context.ts';
import {
  FEATURE_NAMES,
  featuresOf,
  isLearnable,
  learnedField,
  type TLearnedField,
  valueFor,
} from './learned-features.ts';
import type { TPair } from './learned-pairs.ts';
import { matchScore, similarity, type TSimilarity } from './learned-similarity.ts';
import type { TLine } from './lines.ts';
import { POINTS_CARD } from './sentence-values.ts';

// The scored candidates of every scalar leaf: shared by the fallback (learned-fill.ts) and its training
// (bench/extraction/train.ts), so that the model is trained on exactly what it is later shown.

/** The scalar leaves of a schema, objects walked into, arrays left out (their items are the table rules' work). */
export function scalarFields(schema: TOutputSchema, path = '', parentName?: string): TLearnedField[] {
  return schema.flatMap((property: TSchemaProperty) => {
    const at = path ? `${path}.${property.name}` : property.name;
    if (property.type === 'object') {
      return scalarFields(property.properties, at, property.name);
    }
    return property.type === 'array' ? [] : [learnedField(property, at, parentName)];
  });
}

const ONLY_HEAD = FEATURE_NAMES.indexOf('onlyHead');
const SIMILAR = ['exact', 'cover', 'compound', 'ownCover', 'describedCover'].map((name) =>
  FEATURE_NAMES.indexOf(name as (typeof FEATURE_NAMES)[number]),
);

/**
 * "Customer service" for `customer_number`, "Account holder" for `account_number`: a label sharing the owner's word
 * but ending in a head word of its own, and no identifier word, names another thing than the owner's number
 * ("Rental agreement" for `agreement_number` ends in the owner's word).
 */
function namesAnotherThing(field: TLearnedField, pair: TPair, similar: TSimilarity): boolean {
  const identifier = isIdentifierName(field.words) && field.property.type === 'string';
  const head = pair.words.at(-1) ?? '';
  // "Kunde: 10293" for `kundennummer`: the head is a part of the field's compound.
  const part = (word: string) => word === head || (head.length >= 4 && word.includes(head));
  const ownHead = [field.words, ...field.candidates.map((candidate) => candidate.words)].some((words) =>
    words.some(part),
  );
  return identifier && similar.exact === 0 && !ownHead && !pair.words.some((word) => isIdentifierName([word]));
}

export type TLearnedCandidate = { pair: TPair; value: TLeafValue; features: number[] };

/** Per field (by path), every pair whose value fits the field's type, with its features. */
export function learnedCandidates(
  fields: TLearnedField[],
  lines: TLine[],
  pairs: TPair[],
  found: { property: TSchemaProperty; value: TLeafValue }[],
  dayFirst: boolean,
): Map<string, TLearnedCandidate[]> {
  // A label repeats (every row of a form, every page): its similarity to a field is computed once.
  const similar = fields.map((field) => {
    const known = new Map<string, TSimilarity>();
    return pairs.map((pair) => {
      const key = pair.words.join(' ');
      const found = known.get(key) ?? similarity(pair.words, field.candidates);
      known.set(key, found);
      return found;
    });
  });
  const bestScore = pairs.map((_, index) =>
    Math.max(0, ...similar.map((row) => (row[index] ? matchScore(row[index]) : 0))),
  );
  // Labels for certain: before a colon or over a column. (Any line of text is a "label" over the line below it.)
  const labels = new Set(
    pairs.filter((pair) => pair.kind === 'colon' || pair.kind === 'column').map((pair) => pair.words.join(' ')),
  );
  const kindOf = (field: TLearnedField) =>
    `${field.property.type} ${field.property.type === 'string' ? (field.property.format ?? '') : ''}`;
  const alike = (field: TLearnedField) => fields.some((other) => other !== field && kindOf(other) === kindOf(field));
  const document = documentContext(lines);
  const byField = new Map<string, TLearnedCandidate[]>();
  fields.forEach((field, fieldIndex) => {
    const row = similar[fieldIndex] ?? [];
    const learnable = isLearnable(field);
    const fitting = pairs.flatMap((pair, pairIndex) => {
      const value = learnable ? valueFor(field, pair, dayFirst, labels) : null;
      return value === null ? [] : [{ pair, pairIndex, value }];
    });
    const scoreAt = (pairIndex: number) => {
      const each = row[pairIndex];
      return each ? matchScore(each) : 0;
    };
    const scores = fitting.map((each) => scoreAt(each.pairIndex)).sort((a, b) => b - a);
    const [fieldBest = 0, fieldSecond = 0] = scores;
    // Values the rules found for other fields: a value already taken is rarely this field's too.
    const usedValues = new Set(
      found.filter((leaf) => leaf.property !== field.property).map((leaf) => String(leaf.value)),
    );
    const own = fitting.length > 0 ? fieldContext(field, document) : null;
    const around = { ...document, usedLoose: looseValues(usedValues) };
    const context = {
      ...{ lineCount: lines.length, bestScore, usedValues, labels },
      ...{ fieldBest, fieldSecond, fieldCandidates: fitting.length },
    };
    byField.set(
      field.path,
      fitting.flatMap(({ pair, pairIndex, value }) => {
        const pairSimilarity = row[pairIndex];
        const features = pairSimilarity &&
          own && [
            ...featuresOf(field, pair, value, pairSimilarity, { ...context, pairIndex }),
            ...contextFeatures(field, own, pair, value, around),
          ];
        // "Datum" names the date of `geburtsdatum` only when no other date field could be meant.
        // A label that shares nothing with the field (no word, stem, part or description word) is no label of it.
        const related = features && SIMILAR.some((index) => (features[index] ?? 0) > 0);
        // "Thanks for your order!" over "Questions? Call …": a sentence is no label, a question no value.
        // A loyalty card's digits are no card's paid with.
        const sentence = /[!?]\s*$/.test(pair.label) || /[!?]\s/.test(pair.value.text);
        const pointsCard = field.qualifier.lastDigits && POINTS_CARD.test(`${pair.label} ${pair.value.text}`);
        const otherThing = sentence || pointsCard || (pairSimilarity && namesAnotherThing(field, pair, pairSimilarity));
        return features && related && !otherThing && !(features[ONLY_HEAD] === 1 && alike(field))
          ? [{ pair, value, features }]
          : [];
      }),
    );
  });
  return byField;
}
