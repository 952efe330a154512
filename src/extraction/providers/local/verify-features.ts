import type { TOutputSchema } from '../../schema/output-schema.ts';
import type { TSourceMap } from '../../types.ts';
import { isIdentifierName } from './identifiers.ts';
import { scalarFields } from './learned-candidates.ts';
import type { TLearnedField } from './learned-features.ts';
import { labelValuePairs, type TPair } from './learned-pairs.ts';
import { cover, matchScore, similarity } from './learned-similarity.ts';
import { isBlank, type TLine } from './lines.ts';
import { labelWords } from './words.ts';

// The features of the verifier (verify-values.ts): for every scalar value the extractor filled, by a rule or by the
// learned fallback, how it was found (its source's confidence, which encodes the mechanism), which label stands
// before it and how well that label says this field rather than another of the schema, how many labels of the
// document compete for the field, the field's type and where the value stands. Generic like the fallback's
// features: no feature names a word, so what is learned carries over to documents nobody has seen.

export const VERIFY_FEATURE_NAMES = [
  'confidence',
  'learned',
  'guess',
  'located',
  'pairFound',
  'kindColon',
  'kindCell',
  'kindBelow',
  'kindColumn',
  'kindInline',
  'labelLinesAway',
  'labelCharsAway',
  'labelWords',
  'ownScore',
  'ownCover',
  'bestOtherScore',
  'otherBetter',
  'margin',
  'competitors',
  'competingValues',
  'valueShared',
  'typeNumber',
  'typeDate',
  'typeText',
  'typeOther',
  'identifier',
  'required',
  'nested',
  'position',
  'page',
  'headerLine',
  'lineCells',
  'valueWords',
  'valueDigits',
] as const;

const MAX_PAIRS = 1500;
// A label that says a field at least this well is one of the field's competing labels.
const COMPETING = 0.5;
const squash = (count: number) => Math.min(1, Math.log1p(count) / Math.log(20));

type TLocated = { line: TLine; lineIndex: number; start: number; end: number };

/** The line a source quotes (the first on its page holding the quote) and where on it. */
function locate(lines: TLine[], source: TSourceMap[string]): TLocated | null {
  if (!source.quote) {
    return null;
  }
  const lineIndex = lines.findIndex(
    (line) =>
      line.page === source.page &&
      (source.document === undefined || line.fileName === source.document) &&
      line.text.includes(source.quote),
  );
  const line = lines[lineIndex];
  if (!line) {
    return null;
  }
  const start = line.text.indexOf(source.quote);
  return { line, lineIndex, start, end: start + source.quote.length };
}

/** The label/value pair whose value holds the quote (the nearest start), if any. */
function pairOf(pairs: TPair[], at: TLocated): TPair | null {
  const holding = pairs.filter(
    (pair) => pair.value.line === at.line && pair.value.quoteStart < at.end && at.start < pair.value.quoteEnd,
  );
  holding.sort((a, b) => Math.abs(a.value.quoteStart - at.start) - Math.abs(b.value.quoteStart - at.start));
  return holding[0] ?? null;
}

/** Without a pair: the words before the value on its line, else the nearest filled line above (lines away). */
function labelBefore(lines: TLine[], at: TLocated): { words: string[]; linesAway: number; chars: number } {
  const before = labelWords(at.line.text.slice(0, at.start));
  if (before.length > 0) {
    return { words: before.slice(-6), linesAway: 0, chars: 0 };
  }
  for (let above = at.lineIndex - 1; above >= 0 && above >= at.lineIndex - 2; above--) {
    if (!isBlank(lines[above])) {
      return { words: labelWords(lines[above]?.text ?? '').slice(-6), linesAway: at.lineIndex - above, chars: 0 };
    }
  }
  return { words: [], linesAway: 3, chars: 0 };
}

const valueAt = (result: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((current, part) => {
    return current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[part] : undefined;
  }, result);

export type TVerifyInput = {
  schema: TOutputSchema;
  lines: TLine[];
  result: Record<string, unknown>;
  sources: TSourceMap;
};

/** Per filled scalar leaf (by path), its features in VERIFY_FEATURE_NAMES order. */
export function verifyFeatures({ schema, lines, result, sources }: TVerifyInput): Map<string, number[]> {
  const fields = scalarFields(schema);
  const filled = fields.filter((field) => valueAt(result, field.path) !== undefined && sources[field.path]);
  const byPath = new Map<string, number[]>();
  if (filled.length === 0) {
    return byPath;
  }
  const pairs = labelValuePairs(lines).slice(0, MAX_PAIRS);
  const scoreCache = new Map<string, number>();
  const scoreOf = (field: TLearnedField, words: string[]) => {
    const key = `${field.path}\u0000${words.join(' ')}`;
    const known = scoreCache.get(key) ?? (words.length === 0 ? 0 : matchScore(similarity(words, field.candidates)));
    scoreCache.set(key, known);
    return known;
  };
  const values = filled.map((field) => String(valueAt(result, field.path)));
  filled.forEach((field, index) => {
    const source = sources[field.path];
    if (!source) {
      return;
    }
    const value = valueAt(result, field.path);
    const at = locate(lines, source);
    const pair = at ? pairOf(pairs, at) : null;
    const label =
      pair && at
        ? {
            words: pair.words,
            linesAway: Math.abs(at.lineIndex - pair.lineIndex),
            chars: pair.lineIndex === at.lineIndex ? Math.max(0, at.start - pair.value.quoteStart) : 0,
          }
        : at
          ? labelBefore(lines, at)
          : { words: [], linesAway: 3, chars: 0 };
    const own = scoreOf(field, label.words);
    const bestOther = Math.max(0, ...fields.filter((other) => other !== field).map((o) => scoreOf(o, label.words)));
    const competing = pairs.filter((each) => scoreOf(field, each.words) >= COMPETING);
    const { property } = field;
    const isDate = property.type === 'string' && property.format === 'date';
    const plain = property.type === 'string' && !property.format;
    const text = String(value);
    const features: Record<(typeof VERIFY_FEATURE_NAMES)[number], number> = {
      confidence: source.confidence ?? 0,
      learned: source.how === 'learned' ? 1 : 0,
      guess: source.how !== 'learned' && (source.confidence ?? 1) <= 0.45 ? 1 : 0,
      located: at ? 1 : 0,
      pairFound: pair ? 1 : 0,
      kindColon: pair?.kind === 'colon' ? 1 : 0,
      kindCell: pair?.kind === 'cell' ? 1 : 0,
      kindBelow: pair?.kind === 'below' ? 1 : 0,
      kindColumn: pair?.kind === 'column' ? 1 : 0,
      kindInline: pair?.kind === 'inline' ? 1 : 0,
      labelLinesAway: Math.min(3, label.linesAway),
      labelCharsAway: Math.min(1, label.chars / 40),
      labelWords: squash(label.words.length),
      ownScore: own,
      ownCover: cover(field.ownWords, label.words),
      bestOtherScore: bestOther,
      otherBetter: bestOther > own + 0.05 ? 1 : 0,
      margin: own - bestOther,
      competitors: squash(competing.length),
      competingValues: squash(new Set(competing.map((each) => each.value.text)).size),
      valueShared: values.some((other, otherIndex) => otherIndex !== index && other === text) ? 1 : 0,
      typeNumber: property.type === 'number' ? 1 : 0,
      typeDate: isDate ? 1 : 0,
      typeText: plain ? 1 : 0,
      typeOther: !plain && !isDate && property.type !== 'number' ? 1 : 0,
      identifier: plain && isIdentifierName(field.words) ? 1 : 0,
      required: property.required ? 1 : 0,
      nested: field.parentName ? 1 : 0,
      position: at ? at.lineIndex / Math.max(1, lines.length) : 1,
      page: squash(source.page - 1),
      headerLine: at?.line.header ? 1 : 0,
      lineCells: squash(at?.line.cells.length ?? 0),
      valueWords: squash(labelWords(text).length),
      valueDigits: text.replace(/\D/g, '').length / Math.max(1, text.replace(/\s/g, '').length),
    };
    byPath.set(
      field.path,
      VERIFY_FEATURE_NAMES.map((name) => features[name]),
    );
  });
  return byPath;
}
