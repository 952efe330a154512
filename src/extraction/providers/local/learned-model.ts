// Gradient-boosted stumps over the learned fallback's features (learned-features.ts): a sum of one-feature steps,
// squashed to a probability. The model is data (learned-weights.ts), written by `npm run train:extraction`
// (bench/extraction/train.ts, which also holds the training).

/** One step: `feature` at most `cut` adds `low`, else `high` (log-odds). */
export type TStump = readonly [feature: number, cut: number, low: number, high: number];

export type TLearnedModel = {
  /** Feature names in order; a model whose names differ from the code's is not used (stale weights). */
  features: readonly string[];
  base: number;
  stumps: readonly TStump[];
  /** The least probability that fills a field; below it the field stays empty. */
  threshold: number;
};

/** The probability that a candidate is the field's value. */
export function probabilityOf(model: TLearnedModel, features: readonly number[]): number {
  let sum = model.base;
  for (const [feature, cut, low, high] of model.stumps) {
    sum += (features[feature] ?? 0) <= cut ? low : high;
  }
  return 1 / (1 + Math.exp(-sum));
}
