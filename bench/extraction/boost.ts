// Training of the learned fallback's model (src/extraction/providers/local/learned-model.ts): gradient boosting of
// stumps on the logistic loss, Newton steps, shrinkage. Deterministic: no randomness, ties broken by feature order.
import type { TStump } from '../../src/extraction/providers/local/learned-model.ts';

export type TExample = { features: number[]; label: 0 | 1; weight: number };
export type TBoostOptions = { rounds: number; shrinkage: number; lambda: number };

const DEFAULTS: TBoostOptions = { rounds: 100, shrinkage: 0.1, lambda: 1 };
const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** Up to 19 cut points per feature: the 5 %, 10 % … 95 % quantiles of its values, distinct. */
function cutsOf(values: number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const cuts = new Set<number>();
  for (let step = 1; step <= 19; step++) {
    const value = sorted[Math.floor(((sorted.length - 1) * step) / 20)];
    if (value !== undefined) {
      cuts.add(value);
    }
  }
  return [...cuts].sort((a, b) => a - b);
}

export function trainStumps(examples: TExample[], options: Partial<TBoostOptions> = {}) {
  const { rounds, shrinkage, lambda } = { ...DEFAULTS, ...options };
  const size = examples[0]?.features.length ?? 0;
  const positive = examples.reduce((sum, each) => sum + each.label * each.weight, 0);
  const negative = examples.reduce((sum, each) => sum + (1 - each.label) * each.weight, 0);
  const base = round(Math.log(Math.max(positive, 1e-6) / Math.max(negative, 1e-6)));
  const scores = examples.map(() => base);
  const columns = Array.from({ length: size }, (_, feature) => {
    const values = examples.map((each) => each.features[feature] ?? 0);
    const order = values.map((_, index) => index).sort((a, b) => (values[a] ?? 0) - (values[b] ?? 0) || a - b);
    return { values, order, cuts: cutsOf(values) };
  });
  const stumps: TStump[] = [];
  for (let step = 0; step < rounds; step++) {
    const gradient = examples.map(
      (each, index) => (1 / (1 + Math.exp(-(scores[index] ?? 0))) - each.label) * each.weight,
    );
    const hessian = examples.map((each, index) => {
      const probability = 1 / (1 + Math.exp(-(scores[index] ?? 0)));
      return probability * (1 - probability) * each.weight;
    });
    const totalG = gradient.reduce((sum, each) => sum + each, 0);
    const totalH = hessian.reduce((sum, each) => sum + each, 0);
    let best: { gain: number; stump: TStump } | null = null;
    columns.forEach(({ values, order, cuts }, feature) => {
      let at = 0;
      let lowG = 0;
      let lowH = 0;
      for (const cut of cuts) {
        while (at < order.length && (values[order[at] ?? 0] ?? 0) <= cut) {
          lowG += gradient[order[at] ?? 0] ?? 0;
          lowH += hessian[order[at] ?? 0] ?? 0;
          at++;
        }
        const highG = totalG - lowG;
        const highH = totalH - lowH;
        const gain = (lowG * lowG) / (lowH + lambda) + (highG * highG) / (highH + lambda);
        if (!best || gain > best.gain + 1e-12) {
          const low = round((-shrinkage * lowG) / (lowH + lambda));
          const high = round((-shrinkage * highG) / (highH + lambda));
          best = { gain, stump: [feature, round(cut), low, high] };
        }
      }
    });
    if (!best) {
      break;
    }
    const [feature, cut, low, high] = (best as { stump: TStump }).stump;
    stumps.push([feature, cut, low, high]);
    const column = columns[feature]?.values ?? [];
    scores.forEach((score, index) => {
      scores[index] = score + ((column[index] ?? 0) <= cut ? low : high);
    });
  }
  return { base, stumps };
}
