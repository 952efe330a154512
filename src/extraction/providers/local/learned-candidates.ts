import type { TOutputSchema, TSchemaProperty } from '../../schema/output-schema.ts';
import type { TLeafValue } from './coerce.ts';
import { featuresOf, learnedField, type TLearnedField, valueFor } from './learned-features.ts';
import type { TPair } from './learned-pairs.ts';
import { matchScore, similarity } from './learned-similarity.ts';
import type { TLine } from './lines.ts';

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

export type TLearnedCandidate = { pair: TPair; value: TLeafValue; features: number[] };

/** Per field (by path), every pair whose value fits the field's type, with its features. */
export function learnedCandidates(
  fields: TLearnedField[],
  lines: TLine[],
  pairs: TPair[],
  found: { property: TSchemaProperty; value: TLeafValue }[],
  dayFirst: boolean,
): Map<string, TLearnedCandidate[]> {
  const similar = fields.map((field) => pairs.map((pair) => similarity(pair.words, field.candidates)));
  const bestScore = pairs.map((_, index) =>
    Math.max(0, ...similar.map((row) => (row[index] ? matchScore(row[index]) : 0))),
  );
  const labels = new Set(pairs.map((pair) => pair.words.join(' ')));
  const byField = new Map<string, TLearnedCandidate[]>();
  fields.forEach((field, fieldIndex) => {
    const row = similar[fieldIndex] ?? [];
    const fitting = pairs.flatMap((pair, pairIndex) => {
      const value = valueFor(field, pair, dayFirst);
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
    const context = {
      ...{ lineCount: lines.length, bestScore, usedValues, labels },
      ...{ fieldBest, fieldSecond, fieldCandidates: fitting.length },
    };
    byField.set(
      field.path,
      fitting.flatMap(({ pair, pairIndex, value }) => {
        const pairSimilarity = row[pairIndex];
        return pairSimilarity
          ? [{ pair, value, features: featuresOf(field, pair, value, pairSimilarity, { ...context, pairIndex }) }]
          : [];
      }),
    );
  });
  return byField;
}
