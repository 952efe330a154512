import type { TSourceMap } from '../../src/extraction/types.ts';

// A candidate calibration of the offline extractor's confidence, measured by calibration.ts and NOT applied in the
// product: a monotone map per way of finding a value, from its confidence (the verifier's probability, or an array
// item's rule confidence) to the share right of values like it. Fitted on the development sets it makes the
// development values' confidence honest (cross validated) but the unseen (sealed) values' worse: the rules were tuned
// on the development sets, so their values are right far more often than an unseen document's (see README).

/** How a value was found, as far as its source tells before the verifier: the groups of the calibration table. */
export type TFindingMethod = 'labelled' | 'weak' | 'learned' | 'item';
export const FINDING_METHODS: readonly TFindingMethod[] = ['labelled', 'weak', 'learned', 'item'];

/** A monotone map: knots [score, share right] with rising scores; linear between knots, flat beyond them. */
export type TConfidenceMap = readonly (readonly [score: number, share: number])[];

// The rules' confidence of a value read beside, in the next cell of or under its own label (confidence.ts: 0.75 or
// more); below it a guess, a longer or borrowed label, an e-mail header line, a residual fill.
const LABELLED = 0.75;

/** Each source's finding method; read before the verifier replaces the rules' confidence (as the provider runs it). */
export function findingMethods(sources: TSourceMap): Map<string, TFindingMethod> {
  const methods = new Map<string, TFindingMethod>();
  for (const [path, source] of Object.entries(sources)) {
    // Array items are not verified (verify-features.ts reads scalar fields only): their confidence is the rules' (a
    // table item's moved by its row's evidence, item-confidence.ts).
    const method: TFindingMethod = path.includes('[')
      ? 'item'
      : source.how === 'learned'
        ? 'learned'
        : (source.confidence ?? 0) >= LABELLED
          ? 'labelled'
          : 'weak';
    methods.set(path, method);
  }
  return methods;
}

const round = (value: number) => Math.round(Math.min(0.99, Math.max(0.01, value)) * 100) / 100;

/** A score through a map: between 0.01 and 0.99, never lower for a higher score; no knots: the score itself. */
export function calibrated(map: TConfidenceMap, score: number): number {
  const first = map[0];
  const last = map.at(-1);
  if (!first || !last) {
    return round(score);
  }
  if (score <= first[0]) {
    return round(first[1]);
  }
  if (score >= last[0]) {
    return round(last[1]);
  }
  const upper = map.findIndex(([knot]) => knot >= score);
  const [x0, y0] = map[upper - 1] ?? first;
  const [x1, y1] = map[upper] ?? last;
  return round(x1 === x0 ? y1 : y0 + ((score - x0) / (x1 - x0)) * (y1 - y0));
}
