import type { TCodedMessage } from '../../../i18n/types.ts';
import type { TOutputSchema } from '../../schema/output-schema.ts';
import type { TSourceMap } from '../../types.ts';
import type { TLeafValue } from './coerce.ts';
import { listsColumn } from './column-sums.ts';
import { bareDateForTextField } from './date-only-text.ts';
import { writesDayFirst } from './date-order.ts';
import { isIdentifierName } from './identifiers.ts';
import { deductedBelow, dueField, qualifierDistance } from './label-qualifiers.ts';
import { learnedCandidates, scalarFields, type TLearnedCandidate } from './learned-candidates.ts';
import { FEATURE_NAMES, type TLearnedField } from './learned-features.ts';
import { probabilityOf, type TLearnedModel } from './learned-model.ts';
import { labelValuePairs } from './learned-pairs.ts';
import { LEARNED_MODEL } from './learned-weights.ts';
import { quoteOf, type TLine } from './lines.ts';
import { namesOtherDay } from './meaning-match.ts';
import { datesIn } from './qualified.ts';
import { namesMoney } from './value-kinds.ts';
import { nameWords } from './words.ts';

// The learned fallback: scalar leaves the rules left empty are filled from the document's label/value pairs when a
// trained model (learned-model.ts) is sure enough. It never overwrites a rule's value, and its confidence stays
// below every rule's (confidence.ts: the weakest rule, a guess, is 0.45).

export const LEARNED_CONFIDENCE_CAP = 0.4;
const MAX_PAIRS = 1500;

export type TScored = { path: string; pair: string; probability: number };

/**
 * The fills of one document: best first, each field at most once and each label/value pair for one field only
 * ("Cover from" is the start or the end, not both), at least `threshold` sure.
 */
export function assignFills<T extends TScored>(scored: T[], threshold: number): T[] {
  const chosen: T[] = [];
  const fields = new Set<string>();
  const pairs = new Set<string>();
  for (const each of [...scored].sort((a, b) => b.probability - a.probability)) {
    if (each.probability >= threshold && !fields.has(each.path) && !pairs.has(each.pair)) {
      chosen.push(each);
      fields.add(each.path);
      pairs.add(each.pair);
    }
  }
  return chosen;
}

const pairKey = (candidate: TLearnedCandidate) =>
  `${candidate.pair.lineIndex} ${candidate.pair.kind} ${candidate.pair.label}`;

export function valueAt(result: Record<string, unknown>, path: string): unknown {
  let current: unknown = result;
  for (const part of path.split('.')) {
    current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[part] : undefined;
  }
  return current;
}

export function setAt(result: Record<string, unknown>, path: string, value: TLeafValue) {
  const parts = path.split('.');
  let current = result;
  for (const part of parts.slice(0, -1)) {
    const next = current[part];
    current[part] = next !== null && typeof next === 'object' ? next : {};
    current = current[part] as Record<string, unknown>;
  }
  current[parts[parts.length - 1] ?? ''] = value;
}

/** The keys of `result` in the schema's order again (a fill is set after the fields the rules found). */
export function inSchemaOrder(result: Record<string, unknown>, schema: TOutputSchema) {
  const entries = Object.entries(result);
  const rank = (key: string) => schema.findIndex((property) => property.name === key);
  for (const [key] of entries) {
    delete result[key];
  }
  for (const [key, value] of entries.sort(([a], [b]) => rank(a) - rank(b))) {
    const property = schema.find((each) => each.name === key);
    if (property?.type === 'object' && value !== null && typeof value === 'object') {
      inSchemaOrder(value as Record<string, unknown>, property.properties);
    }
    result[key] = value;
  }
}

/**
 * Candidates a reader would not take though the model may like them (session 19): a sum of money from a label naming
 * a number ("PO Number: 4500018823" for `po_total`), and one end of a range when another label holds a range too
 * ("Accounting year" and "Budget year" for `period.start`: which one is meant is not said); and (session 21) a day
 * whose label names another kind of day ("Geburtsdatum" for `pay_date`).
 */
function otherThing(field: TLearnedField, candidate: TLearnedCandidate, ranges: Set<string>): boolean {
  if (field.property.type === 'number' && namesMoney(field.words) && isIdentifierName(candidate.pair.words)) {
    return true;
  }
  if (namesOtherDay(field, candidate.pair.words)) {
    return true;
  }
  return (
    field.qualifier.rangePart !== undefined &&
    ranges.has(candidate.pair.value.text) &&
    [...ranges].some((text) => text !== candidate.pair.value.text)
  );
}

type TFillInput = {
  schema: TOutputSchema;
  lines: TLine[];
  result: Record<string, unknown>;
  sources: TSourceMap;
  warnings: TCodedMessage[];
  found: Parameters<typeof learnedCandidates>[3];
};

/** Fills the empty scalar leaves of `result` in place; returns the paths filled. */
export function fillLearned(input: TFillInput, model: TLearnedModel = LEARNED_MODEL): string[] {
  // Weights trained for other features are no model of these (retrain: `npm run train:extraction`).
  if (model.features.join() !== FEATURE_NAMES.join()) {
    return [];
  }
  const fields = scalarFields(input.schema);
  const empty = fields.filter((field) => valueAt(input.result, field.path) === undefined);
  if (empty.length === 0) {
    return [];
  }
  // A long document's first pairs: a header's fields come first, and the cost stays bounded (fields × pairs).
  const pairs = labelValuePairs(input.lines).slice(0, MAX_PAIRS);
  // All fields, as in training: whether another field claims a label is part of what the model weighs.
  const byField = learnedCandidates(fields, input.lines, pairs, input.found, writesDayFirst(input.lines));
  // A label of an earlier figure, the opposite one or a page's sum ("Previous monthly price" for `new_monthly_price`)
  // is no fill: the rules' plain labels found nothing, and a wrong value looks right.
  // Nor is an amount the next line deducts from for a field asking what is left to pay, nor a bare date for a text
  // field whose name speaks of no time (date-only-text.ts).
  const fits = (field: (typeof fields)[number], candidate: TLearnedCandidate) =>
    !(
      field.property.type === 'string' &&
      !field.property.format &&
      bareDateForTextField(candidate.value, field.property.name, field.parentName)
    ) &&
    qualifierDistance([...field.words, ...nameWords(field.parentName ?? '')], candidate.pair.words) === 0 &&
    // "Date" over a previous and a current reading's dates: a column listing one value per row names no scalar.
    !(
      candidate.pair.kind === 'column' &&
      listsColumn(input.lines, input.lines[candidate.pair.lineIndex], candidate.pair.value)
    ) &&
    !(dueField(field.words, field.property.type === 'number') && deductedBelow(input.lines, candidate.pair.valueIndex));
  // The pairs' values that are a range of two dates (read once: a long document's pairs are many).
  const ranges = new Set(pairs.flatMap((pair) => (datesIn(pair.value.text).length === 2 ? [pair.value.text] : [])));
  const scored = empty.flatMap((field) =>
    (byField.get(field.path) ?? [])
      .filter((candidate) => fits(field, candidate) && !otherThing(field, candidate, ranges))
      .map((candidate) => ({
        path: field.path,
        pair: pairKey(candidate),
        candidate,
        probability: probabilityOf(model, candidate.features),
      })),
  );
  const fills = assignFills(scored, model.threshold);
  for (const { path, candidate, probability } of fills) {
    setAt(input.result, path, candidate.value);
    const { line, quoteStart, quoteEnd } = candidate.pair.value;
    const confidence = Math.round(Math.min(LEARNED_CONFIDENCE_CAP, probability) * 100) / 100;
    input.sources[path] = {
      page: line.page,
      quote: quoteOf(line, quoteStart, quoteEnd),
      document: line.fileName,
      confidence,
      how: 'learned',
    };
    const missing = (warning: TCodedMessage) =>
      warning.code === 'warning.field_not_found' && warning.params.path === path;
    input.warnings.splice(0, input.warnings.length, ...input.warnings.filter((warning) => !missing(warning)));
  }
  if (fills.length > 0) {
    inSchemaOrder(input.result, input.schema);
  }
  return fills.map((fill) => fill.path);
}
