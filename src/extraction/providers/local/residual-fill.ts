import type { TCodedMessage } from '../../../i18n/types.ts';
import type { TOutputSchema } from '../../schema/output-schema.ts';
import type { TSourceMap } from '../../types.ts';
import type { TLeafValue } from './coerce.ts';
import { scalarFields } from './learned-candidates.ts';
import type { TLearnedField } from './learned-features.ts';
import { isLearnable, isNumberAlone, valueFor } from './learned-features.ts';
import { assignFills, inSchemaOrder, setAt, valueAt } from './learned-fill.ts';
import { labelValuePairs, type TPair } from './learned-pairs.ts';
import { quoteOf, type TLine } from './lines.ts';
import { meaningAffinity, namesSumByMeaning } from './meaning-match.ts';
import { completedLabels, fieldKind, kindNamed, nameAffinity } from './name-affinity.ts';
import { datesIn } from './qualified.ts';
import { isKnownLabel } from './synonyms.ts';
import { namesMoney } from './value-kinds.ts';
import { partKindsOf } from './value-parts.ts';
import { labelWords } from './words.ts';

// The structural fallback, after the rules and the learned fallback: a field none of whose labels the document
// prints is filled from a label/value pair nothing else took, as a reader does it: the pair whose label comes
// nearest the field's words by their letters (name-affinity.ts) and whose value has the field's type, or, when
// one date (or one date range) is left for the one date field (or the one period) left, that one.

// On for every extraction since the lead's merge of session 12: on the merged, retrained extractor it read 36 more
// fields of the corpus (sealed sets: about four fills in five right) for one more absent field filled of the precision
// set P (18 -> 19 of 111); its fills carry the weakest confidence, so a reviewer sees them first.

/** The least affinity that fills a field. */
const RESIDUAL_THRESHOLD = 0.6;
/**
 * The confidence of a fill, the weakest source of a value: from 0.31 (the least affinity that fills, or the one left
 * of its kind) to 0.39 (a label as near as the field's own words), so that a reviewer sees the likeliest fills last.
 * The band lies below the learned fallback's (learned-fill.ts caps them at 0.4) and the rules' guesses (0.45, where
 * the verifier's features split) and above every drop threshold the verifier tries (train-verifier.ts: up to 0.3), so
 * that no fill sits on a threshold; the verifier turns it into the value's calibrated probability.
 */
export const RESIDUAL_CONFIDENCE = { least: 0.31, most: 0.39 } as const;

export function residualConfidence(affinity: number): number {
  const share = Math.min(1, Math.max(0, (affinity - RESIDUAL_THRESHOLD) / (1 - RESIDUAL_THRESHOLD)));
  const { least, most } = RESIDUAL_CONFIDENCE;
  return Math.round((least + share * (most - least)) * 100) / 100;
}
/** What "the one left of its kind" weighs: enough to fill, less than a label that is near. */
const ELIMINATION = 0.61;
// As the learned fallback: a long document's first pairs.
const MAX_PAIRS = 1500;

type TResidualFill = { path: string; pair: string; probability: number; value: TLeafValue; source: TPair };

// Labels for certain only: after a colon, in the cell beside, over a column (a line of text over a line is none).
const CERTAIN = new Set(['colon', 'cell', 'column']);

const MONEY = /[$€£¥]|\b(?:EUR|USD|GBP|CHF)\b|\d[.,]\d{2}(?!\d)/u;

/** A sum is written as money (a currency, cents), a number of a thing as none ("50,00 €" is no booking number). */
function writtenAsKind(kind: ReturnType<typeof fieldKind>, text: string): boolean {
  return kind === 'money' ? MONEY.test(text) : kind === 'id' ? !MONEY.test(text) && datesIn(text).length === 0 : true;
}

const kindOf = (field: TLearnedField) =>
  field.property.type === 'string' && field.property.format === 'date'
    ? field.qualifier.rangePart === undefined
      ? 'date'
      : 'range'
    : null;

/** `part` stands in `whole` as a whole token: "412" in "Miles: 412", not inside "884120673". */
export function holdsToken(whole: string, part: string): boolean {
  let at = whole.indexOf(part);
  while (at >= 0) {
    const before = whole[at - 1] ?? ' ';
    const after = whole[at + part.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) {
      return true;
    }
    at = whole.indexOf(part, at + 1);
  }
  return false;
}

const namesSum = (field: TLearnedField) =>
  completedLabels(field).length > 0 ||
  namesSumByMeaning(field) ||
  (field.property.type === 'number' && field.words.some((word) => namesMoney([word])));

/** A pair holding a quote of a found value as a whole token (or held by one): something else took it. */
function quoted(pair: TPair, quotes: string[]): boolean {
  const text = pair.value.text;
  return quotes.some((quote) =>
    quote.length >= 3 ? holdsToken(text, quote) || holdsToken(quote, text) : quote === text,
  );
}

type TResidualInput = {
  fields: TLearnedField[];
  /** Paths of the fields with a value already. */
  filled: Set<string>;
  pairs: TPair[];
  sources: TSourceMap;
  values: unknown[];
  dayFirst: boolean;
};

/** The fills of the fields left empty, best first, each field and pair (a range: each of its two ends) once. */
function residualFills(input: TResidualInput): TResidualFill[] {
  const quotes = Object.values(input.sources).map((source) => source.quote.trim());
  const values = new Set(input.values.map(String));
  const pairs = input.pairs.filter((pair) => CERTAIN.has(pair.kind));
  // A text beside its label (after a colon, in the next cell) is a value, even where a line stands under it (a name
  // over its address block: "INSURED | Tidewater Electrical LLC" over "88 Cedar Point Rd" reads as a column pair).
  const beside = new Set(
    pairs.filter((pair) => pair.kind !== 'column').map((pair) => labelWords(pair.value.text).join(' ')),
  );
  const labels = new Set(
    pairs.map((pair) => pair.words.join(' ')).filter((label, at) => pairs[at]?.kind !== 'column' || !beside.has(label)),
  );
  // The pairs no found value's quote took, once per document (not again for every field).
  const open = pairs.flatMap((pair, index) => (quoted(pair, quotes) ? [] : [{ pair, index }]));
  // A text field asking for a part of a cell (a first name, a year, a code) is the part rules' work, not a cell's.
  const part = (field: TLearnedField) => field.property.type === 'string' && partKindsOf(field.words).length > 0;
  const empty = input.fields.filter((field) => !input.filled.has(field.path) && isLearnable(field) && !part(field));
  const fitting = empty.map((named) => {
    // `opening`, `closing`: a sum named without its kind word is read as one ("opening balance"), and so is a sum
    // whose kind word is not its last (`amount_owed`). Once per field, not again for every pair.
    const field = namesSum(named) ? { ...named, words: [...named.words, 'amount'] } : named;
    return open.flatMap(({ pair, index }) => {
      const value = valueFor(field, pair, input.dayFirst, labels);
      const range = kindOf(field) === 'range';
      // A range field takes an end of a range only; a date field a single date.
      const dates = kindOf(field) ? datesIn(pair.value.text).length : 0;
      const number = field.property.type !== 'number' || isNumberAlone(pair.value.text, { units: true });
      if (!number || !writtenAsKind(fieldKind(field), pair.value.text)) {
        return [];
      }
      if (value === null || values.has(String(value)) || (range ? dates !== 2 : kindOf(field) && dates !== 1)) {
        return [];
      }
      const key = `${index}${range ? `#${field.qualifier.rangePart}` : ''}`;
      return [{ pair, value, key }];
    });
  });
  // The one left: one empty field of its kind with one pair left for it (a period: its two ends, one range).
  const kinds = new Map<string, number>();
  for (const field of empty) {
    const kind = kindOf(field);
    if (kind) {
      kinds.set(kind, (kinds.get(kind) ?? 0) + (kind === 'range' ? 0.5 : 1));
    }
  }
  const scored = empty.flatMap((field, index) => {
    const candidates = fitting[index] ?? [];
    const kind = kindOf(field);
    // Only for a field the schema requires: that the document states it is what lets the one left be it (a
    // field it may not state, left empty, is no hole to fill with whatever date is left).
    const lastOne =
      kind !== null && field.property.required === true && kinds.get(kind) === 1 && candidates.length === 1;
    // The one left is taken only from a label that names no kind of value ("Letzter Trainingstag", not "Quote No")
    // and that the vocabulary does not know: a known label names what it names ("Bestelldatum" an order's date).
    const free = (pair: TPair) => !kindNamed(pair.words) && !isKnownLabel(pair.words.join(' '));
    return candidates.map(({ pair, value, key }) => ({
      path: field.path,
      pair: key,
      // A label of the field's letters first; one naming its concept only in other words (meaning-match.ts) after.
      probability: Math.max(
        nameAffinity(field, pair.words),
        meaningAffinity(field, pair.words),
        lastOne && free(pair) ? ELIMINATION : 0,
      ),
      value,
      source: pair,
    }));
  });
  return assignFills(scored, RESIDUAL_THRESHOLD);
}

type TFillInput = {
  schema: TOutputSchema;
  lines: TLine[];
  result: Record<string, unknown>;
  sources: TSourceMap;
  warnings: TCodedMessage[];
  dayFirst: boolean;
};

/** Fills the empty scalar leaves of `result` in place from the pairs left over; returns the paths filled. */
export function fillResidual(input: TFillInput): string[] {
  const fields = scalarFields(input.schema);
  const filled = new Set(fields.filter((field) => valueAt(input.result, field.path) !== undefined).map((f) => f.path));
  if (filled.size === fields.length) {
    return [];
  }
  const fills = residualFills({
    fields,
    filled,
    pairs: labelValuePairs(input.lines).slice(0, MAX_PAIRS),
    sources: input.sources,
    values: [...filled].map((path) => valueAt(input.result, path)),
    dayFirst: input.dayFirst,
  });
  for (const { path, value, source, probability } of fills) {
    setAt(input.result, path, value);
    const { line, quoteStart, quoteEnd } = source.value;
    const quote = quoteOf(line, quoteStart, quoteEnd);
    input.sources[path] = {
      page: line.page,
      quote,
      document: line.fileName,
      confidence: residualConfidence(probability),
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
