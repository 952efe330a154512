// The calibration of the offline extractor's confidence (session 15): a monotone map per finding method turns the
// verifier's probability (and an array item's rule confidence) into the share right of values like it.
import { describe, expect, it } from '@jest/globals';
import { calibrationError, fitIsotonic, flagged } from '../../../../bench/extraction/calibration-fit.ts';
import {
  calibrateConfidences,
  calibrated,
  FINDING_METHODS,
  findingMethods,
  type TConfidenceMap,
} from '../../../../src/extraction/providers/local/calibration.ts';
import { CONFIDENCE_MAPS } from '../../../../src/extraction/providers/local/calibration-table.ts';
import type { TSourceMap } from '../../../../src/extraction/types.ts';

const MAP: TConfidenceMap = [
  [0.2, 0.5],
  [0.6, 0.9],
];
const grid = Array.from({ length: 101 }, (_, index) => index / 100);

describe('the calibration map', () => {
  it('interpolates between its knots and stays flat beyond them', () => {
    expect(calibrated(MAP, 0.4)).toBe(0.7);
    expect(calibrated(MAP, 0.05)).toBe(0.5);
    expect(calibrated(MAP, 0.99)).toBe(0.9);
    // No knots: the score itself, bounded.
    expect(calibrated([], 0.734)).toBe(0.73);
    expect(calibrated([], 1)).toBe(0.99);
  });

  it('never gives a higher score a lower confidence, and stays within 0.01–0.99, for every stored method', () => {
    for (const method of FINDING_METHODS) {
      const map = CONFIDENCE_MAPS[method] ?? [];
      const mapped = grid.map((score) => calibrated(map, score));
      mapped.forEach((confidence, index) => {
        expect(confidence).toBeGreaterThanOrEqual(0.01);
        expect(confidence).toBeLessThanOrEqual(0.99);
        expect(confidence).toBeGreaterThanOrEqual(mapped[index - 1] ?? 0);
      });
      // Knots rise in score.
      map.forEach(([score], index) => {
        expect(score).toBeGreaterThan(map[index - 1]?.[0] ?? -1);
      });
    }
  });

  it('sorts sources by how they were found, before the verifier replaces the rules confidence', () => {
    const sources: TSourceMap = {
      total: { page: 1, quote: '1', confidence: 0.9 },
      date: { page: 1, quote: '1', confidence: 0.45 },
      time: { page: 1, quote: '1', confidence: 0.38, how: 'learned' },
      'items[0].price': { page: 1, quote: '1', confidence: 0.8 },
    };
    expect(Object.fromEntries(findingMethods(sources))).toEqual({
      total: 'labelled',
      date: 'weak',
      time: 'learned',
      'items[0].price': 'item',
    });
    calibrateConfidences(sources, findingMethods(sources), { labelled: MAP, weak: [[0.5, 0.3]] });
    expect(sources.total?.confidence).toBe(0.9);
    expect(sources.date?.confidence).toBe(0.3);
    // A method without a map keeps its confidence.
    expect(sources.time?.confidence).toBe(0.38);
  });
});

describe('the fit and the measures (bench/extraction/calibration-fit.ts)', () => {
  const values = (confidence: number, right: number, wrong: number) => [
    ...Array.from({ length: right }, () => ({ confidence, right: true })),
    ...Array.from({ length: wrong }, () => ({ confidence, right: false })),
  ];

  it('fits steps that never fall, each of enough values, at the shares right', () => {
    // 0.3 is right more often than 0.5: the two pool into one step.
    const map = fitIsotonic([...values(0.3, 24, 6), ...values(0.5, 21, 9), ...values(0.9, 38, 2)]);
    expect(map).toEqual([
      [0.4, 0.75],
      [0.9, 0.95],
    ]);
    // Too few values for a step of their own: pooled with the neighbour.
    expect(fitIsotonic([...values(0.2, 0, 3), ...values(0.6, 15, 15)])).toEqual([[0.564, 0.455]]);
    expect(fitIsotonic([])).toEqual([]);
  });

  it('measures the calibration error and the review threshold flags', () => {
    const sample = [...values(0.9, 9, 1), ...values(0.5, 2, 8)];
    // Bin 0.9: 0.9 against 0.9 right; bin 0.5: 0.5 against 0.2 right.
    expect(calibrationError(sample)).toBeCloseTo(0.15);
    expect(flagged(sample)).toEqual({ wrong: 9, right: 11, wrongFlagged: 8 / 9, rightFlagged: 2 / 11 });
  });
});
