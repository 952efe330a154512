import type { TSourceMap } from '../../types.ts';
import { CONFIDENCE_MAPS } from './calibration-table.ts';

// The last step of a value's confidence: the share of values like it that were right on documents the extractor was
// not tuned on. The verifier's probability (verify-values.ts) and the rules' confidence of array items are scores
// that rank values well but were not measured as shares: on the development sets, cross validated, the values the
// verifier gave 0.5–0.6 were right far more often than half the time, and the table items the rules give 0.8 less
// often than that (bench/extraction/calibration.ts measures it). So each score is mapped by a monotone table per way
// of finding (fitted there, written to calibration-table.ts): the order of the values within a way stays, and the
// review threshold (a project's, 0.8 by default) flags values by how likely they are wrong. It runs after the
// verifier, so which values are kept or dropped does not change.

/** How a value was found, as far as its source tells before the verifier: the groups of the calibration table. */
export type TFindingMethod = 'labelled' | 'weak' | 'learned' | 'item';
export const FINDING_METHODS: readonly TFindingMethod[] = ['labelled', 'weak', 'learned', 'item'];

/** A monotone map: knots [score, share right] with rising scores; linear between knots, flat beyond them. */
export type TConfidenceMap = readonly (readonly [score: number, share: number])[];

// The rules' confidence of a value read beside, in the next cell of or under its own label (confidence.ts: 0.75 or
// more); below it a guess, a longer or borrowed label, an e-mail header line, a residual fill.
const LABELLED = 0.75;

/** Each source's finding method; read before the verifier replaces the rules' confidence. */
export function findingMethods(sources: TSourceMap): Map<string, TFindingMethod> {
  const methods = new Map<string, TFindingMethod>();
  for (const [path, source] of Object.entries(sources)) {
    // Array items are not verified (verify-features.ts reads scalar fields only): their confidence is the rules'.
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

/** Sets each source's confidence to the share right of its finding method's map (a method without a map: kept). */
export function calibrateConfidences(
  sources: TSourceMap,
  methods: ReadonlyMap<string, TFindingMethod>,
  maps: Partial<Record<TFindingMethod, TConfidenceMap>> = CONFIDENCE_MAPS,
) {
  for (const [path, source] of Object.entries(sources)) {
    const map = maps[methods.get(path) ?? 'item'];
    if (map && source.confidence !== undefined) {
      source.confidence = calibrated(map, source.confidence);
    }
  }
}
