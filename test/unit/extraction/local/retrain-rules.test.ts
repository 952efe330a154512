// The rules that pick what a retrain writes (session 15, bench/extraction/retrain-rules.ts): one cost ratio, a wrong
// value costing twice what an empty field does, for the learned fallback's threshold and the verifier's drop threshold.
import { describe, expect, it } from '@jest/globals';
import {
  confidentDropBelow,
  fallbackThreshold,
  fillValue,
  type TDropCounts,
  verifierDropBelow,
} from '../../../../bench/extraction/retrain-rules.ts';

const THRESHOLDS = [0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9];
const fills = (probability: number, right: number, wrong: number) => [
  ...Array.from({ length: right }, () => ({ probability, correct: true })),
  ...Array.from({ length: wrong }, () => ({ probability, correct: false })),
];

describe('the learned fallback threshold', () => {
  it('fills where right fills outweigh twice the wrong ones, though below 80 % precision (the old rule: off)', () => {
    // Session 15's cross validation in small: 6 of 8 fills right at 0.8; the rule before wanted >= 80 % there.
    const scored = [...fills(0.92, 0, 1), ...fills(0.82, 6, 1), ...fills(0.72, 1, 2)];
    expect(fillValue(scored, 0.8)).toBe(6 - 2 * 2);
    expect(fallbackThreshold(scored, THRESHOLDS)).toBe(0.8);
  });

  it('takes the threshold of the largest value, a tie going to the higher one', () => {
    const scored = [...fills(0.86, 3, 0), ...fills(0.76, 4, 1), ...fills(0.66, 2, 1), ...fills(0.55, 3, 4)];
    // 0.85: 3; 0.75: 7 - 2 = 5; 0.6: 9 - 4 = 5; 0.5: 12 - 12 = 0.
    expect(fallbackThreshold(scored, THRESHOLDS)).toBe(0.75);
  });

  it('is off (1) when no threshold is worth more than filling nothing', () => {
    expect(fallbackThreshold([...fills(0.9, 2, 1), ...fills(0.7, 2, 2)], THRESHOLDS)).toBe(1);
    expect(fallbackThreshold([], THRESHOLDS)).toBe(1);
  });
});

describe('the verifier drop threshold', () => {
  const DROP_THRESHOLDS = [0.05, 0.1, 0.15, 0.2, 0.25, 0.3];
  const table = (byThreshold: Record<number, TDropCounts>) => (threshold: number) =>
    byThreshold[threshold] ?? { absentRemoved: 0, wrongRemoved: 0, rightLost: 0 };
  const counts = (absentRemoved: number, wrongRemoved: number, rightLost: number) => ({
    absentRemoved,
    wrongRemoved,
    rightLost,
  });

  it('drops where wrong and absent values removed outweigh half the right ones lost (the old bound: 1 per 4, none)', () => {
    // 2 x (10 + 2) - 5 = 19: worth it, though 5 right values lost per 12 removed broke the rule before.
    const pooled = table({ 0.1: counts(4, 1, 1), 0.2: counts(10, 2, 5), 0.3: counts(12, 2, 20) });
    const perFold = (threshold: number) => [pooled(threshold)];
    expect(verifierDropBelow(DROP_THRESHOLDS, pooled, perFold)).toBe(0.2);
  });

  it('passes over a threshold that loses value on a held-out set', () => {
    const pooled = table({ 0.1: counts(4, 0, 1), 0.2: counts(10, 0, 5) });
    const perFold = (threshold: number) =>
      threshold === 0.2 ? [counts(9, 0, 1), counts(1, 0, 4)] : [pooled(threshold)];
    expect(verifierDropBelow(DROP_THRESHOLDS, pooled, perFold)).toBe(0.1);
  });

  it('drops nothing (0) when every threshold loses more right values than twice what it removes', () => {
    const pooled = table({ 0.1: counts(1, 0, 3), 0.2: counts(3, 1, 9) });
    expect(verifierDropBelow(DROP_THRESHOLDS, pooled, (threshold) => [pooled(threshold)])).toBe(0);
  });
});

describe("session 19's verifier rule: drop only where sure", () => {
  const DROP_THRESHOLDS = [0.02, 0.05, 0.1, 0.2];
  const counts = (absentRemoved: number, wrongRemoved: number, rightLost: number) => ({
    absentRemoved,
    wrongRemoved,
    rightLost,
  });
  const table = (byThreshold: Record<number, TDropCounts>) => (threshold: number) =>
    byThreshold[threshold] ?? counts(0, 0, 0);

  it('takes the largest threshold that loses no more right values than stated wrong ones it removes', () => {
    // 0.1: 6 + 3 - 3 = 6, 3 right lost against 3 wrong removed; 0.2 would be worth more but loses 8 right for 4 wrong.
    const pooled = table({ 0.05: counts(2, 1, 0), 0.1: counts(6, 3, 3), 0.2: counts(30, 4, 8) });
    expect(confidentDropBelow(DROP_THRESHOLDS, pooled, (threshold) => [pooled(threshold)])).toBe(0.1);
  });

  it("drops nothing when every threshold that removes values loses right ones on balance (session 19's retrain)", () => {
    // The retrain of session 19: below 0.25, 116 absent and 12 wrong removed but 64 right lost.
    const pooled = table({ 0.2: counts(54, 1, 26), 0.25: counts(116, 12, 64) });
    expect(confidentDropBelow([0.2, 0.25], pooled, (threshold) => [pooled(threshold)])).toBe(0);
  });
});
