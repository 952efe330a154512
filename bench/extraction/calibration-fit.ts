// The measures and the fit of bench/extraction/calibration.ts: a confidence paired with whether its value was right.
import type { TConfidenceMap } from './calibration-map.ts';

export type TScoredValue = { confidence: number; right: boolean };

/** The project's default review threshold (src/db/entities/project.ts): a value below it needs a review. */
export const REVIEW_THRESHOLD = 0.8;
// A step of the fitted map holds at least this many values, so that a handful of values cannot make a step of 0 or 1.
const LEAST_PER_STEP = 20;

/** Expected calibration error: the mean gap between confidence and share right, over 10 equal bins, by count. */
export function calibrationError(values: readonly TScoredValue[]): number {
  let gap = 0;
  for (const bin of bins(values)) {
    gap += Math.abs(bin.meanConfidence - bin.right / bin.count) * bin.count;
  }
  return values.length === 0 ? 0 : gap / values.length;
}

export function bins(values: readonly TScoredValue[]) {
  const rows: { from: number; count: number; right: number; meanConfidence: number }[] = [];
  for (let bin = 0; bin < 10; bin++) {
    const inBin = values.filter((value) => Math.min(9, Math.floor(value.confidence * 10)) === bin);
    if (inBin.length > 0) {
      const right = inBin.filter((value) => value.right).length;
      const meanConfidence = inBin.reduce((sum, value) => sum + value.confidence, 0) / inBin.length;
      rows.push({ from: bin / 10, count: inBin.length, right, meanConfidence });
    }
  }
  return rows;
}

/** At a review threshold: the share of the wrong values flagged (wanted) and of the right ones (needless reviews). */
export function flagged(values: readonly TScoredValue[], threshold = REVIEW_THRESHOLD) {
  const wrong = values.filter((value) => !value.right);
  const right = values.filter((value) => value.right);
  const share = (of: readonly TScoredValue[]) =>
    of.length === 0 ? 0 : of.filter((value) => value.confidence < threshold).length / of.length;
  return { wrong: wrong.length, right: right.length, wrongFlagged: share(wrong), rightFlagged: share(right) };
}

/**
 * How well the confidence separates right from wrong whatever the threshold: the chance that a right value has a
 * higher confidence than a wrong one (ties count half; 0.5 is no better than chance, 1 separates them all).
 */
export function separation(values: readonly TScoredValue[]): number {
  const sorted = [...values].sort((a, b) => a.confidence - b.confidence);
  let wrongBelow = 0;
  let pairs = 0;
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end < sorted.length && sorted[end]?.confidence === sorted[start]?.confidence) {
      end++;
    }
    const tied = sorted.slice(start, end);
    const wrong = tied.filter((value) => !value.right).length;
    pairs += (tied.length - wrong) * (wrongBelow + wrong / 2);
    wrongBelow += wrong;
    start = end;
  }
  const right = values.filter((value) => value.right).length;
  return right === 0 || right === values.length ? 0.5 : pairs / (right * (values.length - right));
}

const percent = (share: number) => `${(100 * share).toFixed(1)} %`;

/** One line: count, share right, ECE and the review threshold's flags. */
export function summaryLine(label: string, values: readonly TScoredValue[]) {
  const flags = flagged(values);
  return (
    `${label.padEnd(30)} n ${String(values.length).padStart(5)}  right ${percent(flags.right / Math.max(1, values.length)).padStart(7)}` +
    `  ECE ${calibrationError(values).toFixed(3)}  AUC ${separation(values).toFixed(2)}  at ${REVIEW_THRESHOLD}: wrong flagged ${percent(flags.wrongFlagged).padStart(7)}` +
    ` (${flags.wrong}), right flagged ${percent(flags.rightFlagged).padStart(7)} (${flags.right})`
  );
}

/** The share of wrong and of right values flagged at each of several review thresholds (a project may set its own). */
export function thresholdTable(values: readonly TScoredValue[]) {
  return [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95]
    .map((threshold) => {
      const flags = flagged(values, threshold);
      return `    below ${threshold.toFixed(2)}: wrong flagged ${percent(flags.wrongFlagged).padStart(7)}, right flagged ${percent(flags.rightFlagged).padStart(7)}`;
    })
    .join('\n');
}

/** The reliability table: per confidence bin its count, mean confidence and share right. */
export function reliabilityTable(values: readonly TScoredValue[]) {
  return bins(values)
    .map(
      (bin) =>
        `    ${bin.from.toFixed(1)}–${(bin.from + 0.1).toFixed(1)}  n ${String(bin.count).padStart(5)}  ` +
        `mean confidence ${bin.meanConfidence.toFixed(2)}  right ${(bin.right / bin.count).toFixed(2)}`,
    )
    .join('\n');
}

type TBlock = { sumScore: number; right: number; count: number };
const mean = (block: TBlock) => block.right / block.count;

/**
 * The isotonic map of scores to shares right (pool adjacent violators): steps that never fall, each of at least
 * LEAST_PER_STEP values, as knots at each step's mean score. No values: no knots (the score is kept).
 */
export function fitIsotonic(values: readonly TScoredValue[]): TConfidenceMap {
  const byScore = new Map<number, TBlock>();
  for (const value of values) {
    const score = Math.round(value.confidence * 100) / 100;
    const block = byScore.get(score) ?? { sumScore: 0, right: 0, count: 0 };
    block.sumScore += score;
    block.right += value.right ? 1 : 0;
    block.count += 1;
    byScore.set(score, block);
  }
  const blocks: TBlock[] = [];
  const merge = (into: TBlock, other: TBlock) => {
    into.sumScore += other.sumScore;
    into.right += other.right;
    into.count += other.count;
  };
  for (const [, block] of [...byScore].sort(([a], [b]) => a - b)) {
    blocks.push({ ...block });
    // A step lower than the one before, or too small to say anything: merged with it.
    while (blocks.length > 1) {
      const last = blocks.at(-1) as TBlock;
      const before = blocks.at(-2) as TBlock;
      if (mean(before) < mean(last) && before.count >= LEAST_PER_STEP) {
        break;
      }
      merge(before, last);
      blocks.pop();
    }
  }
  // The last step may be small: merged into the one before (still rising, as both were).
  const last = blocks.at(-1);
  if (blocks.length > 1 && last && last.count < LEAST_PER_STEP) {
    merge(blocks.at(-2) as TBlock, last);
    blocks.pop();
  }
  return blocks.map((block) => [round(block.sumScore / block.count), round(mean(block))] as const);
}

const round = (value: number) => Math.round(value * 1000) / 1000;
