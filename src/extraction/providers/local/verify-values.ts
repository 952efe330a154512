import type { TCodedMessage } from '../../../i18n/types.ts';
import { notFound } from './extract-arrays.ts';
import { probabilityOf, type TStump } from './learned-model.ts';
import { doubtedSums } from './sum-totals.ts';
import { type TVerifyInput, VERIFY_FEATURE_NAMES, verifyFeatures } from './verify-features.ts';
import { VERIFIER_MODEL } from './verify-weights.ts';

// The verifier: every scalar value the extractor filled (by a rule or by the learned fallback) gets the probability,
// learned on the development sets, that it is right (verify-features.ts: how it was found, which label it stands
// under and whether that label says another field better). That probability is the value's confidence (0–1, as the
// API promises); a value far below is dropped (a customer number given as the order number, an order date as the
// delivery date) below verify-weights.ts's dropBelow (train-verifier.ts writes it; bench/extraction/retrain-rules.ts
// says how a retrain picks it: a wrong or invented value removed counts +2, a right one lost -1).

export type TVerifierModel = {
  /** Feature names in order; a model whose names differ from the code's is not used (stale weights). */
  features: readonly string[];
  base: number;
  stumps: readonly TStump[];
  /** A value less likely right than this is left out; 0 drops nothing. */
  dropBelow: number;
};

/** The probability each filled scalar value is right, by path (empty when the weights are stale). */
export function verifiedProbabilities(input: TVerifyInput, model: TVerifierModel = VERIFIER_MODEL) {
  const probabilities = new Map<string, number>();
  // Weights trained for other features are no model of these (retrain: `npm run train:verifier`).
  if (model.features.join() !== VERIFY_FEATURE_NAMES.join()) {
    return probabilities;
  }
  const scoring = { ...model, threshold: 0 };
  for (const [path, features] of verifyFeatures(input)) {
    probabilities.set(path, probabilityOf(scoring, features));
  }
  return probabilities;
}

// The confidence of a doubted sum: under the review threshold (0.8) and the verifier's usual right values.
const DOUBTED = 0.6;

function remove(result: Record<string, unknown>, path: string) {
  const parts = path.split('.');
  const parents: Record<string, unknown>[] = [result];
  for (const part of parts.slice(0, -1)) {
    const next = parents.at(-1)?.[part];
    if (next === null || typeof next !== 'object') {
      return;
    }
    parents.push(next as Record<string, unknown>);
  }
  delete parents.at(-1)?.[parts.at(-1) ?? ''];
  // An object left with no field is left out, as the rules leave it out (extract-result.ts).
  for (let depth = parents.length - 1; depth > 0; depth--) {
    if (Object.keys(parents[depth] ?? {}).length === 0) {
      delete parents[depth - 1]?.[parts[depth - 1] ?? ''];
    }
  }
}

/**
 * Sets each filled scalar value's confidence to the verifier's probability and leaves out the values below the
 * model's drop threshold (with the warning a field not found gets). Returns the paths left out.
 */
export function verifyValues(
  input: TVerifyInput & { warnings: TCodedMessage[] },
  model: TVerifierModel = VERIFIER_MODEL,
): string[] {
  const dropped: string[] = [];
  for (const [path, probability] of verifiedProbabilities(input, model)) {
    const source = input.sources[path];
    if (probability < model.dropBelow) {
      remove(input.result, path);
      delete input.sources[path];
      input.warnings.push(notFound(path));
      dropped.push(path);
    } else if (source) {
      source.confidence = Math.round(Math.min(0.99, Math.max(0.01, probability)) * 100) / 100;
    }
  }
  // A total the printed parts contradict is shown for review whatever its label says (the verifier reads no sums).
  for (const path of doubtedSums(input.schema, input.result, input.sources, input.lines)) {
    const source = input.sources[path];
    if (source) {
      source.confidence = Math.min(source.confidence ?? DOUBTED, DOUBTED);
    }
  }
  return dropped;
}
