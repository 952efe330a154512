// The confidence of the offline extractor's values (session 15): bench/extraction/calibration.ts measures it against
// right and wrong; a candidate calibration (a monotone map per finding method, calibration-map.ts) is measured there
// and not applied, since fitted on the development sets it made the unseen sets' confidence worse.
import { describe, expect, it } from '@jest/globals';
import {
  calibrationError,
  fitIsotonic,
  flagged,
  REVIEW_THRESHOLD,
  separation,
} from '../../../../bench/extraction/calibration-fit.ts';
import { calibrated, findingMethods, type TConfidenceMap } from '../../../../bench/extraction/calibration-map.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import type { TSourceMap } from '../../../../src/extraction/types.ts';
import { extractText } from '../local-provider-helpers.ts';

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

  it('never gives a higher score a lower confidence, and stays within 0.01–0.99, fitted on any values', () => {
    const values = grid.map((confidence, index) => ({ confidence, right: (index * 7919) % 100 < 100 * confidence }));
    for (const map of [
      fitIsotonic(values),
      fitIsotonic(values.slice(0, 30)),
      MAP,
      [
        [0, 0],
        [1, 1],
      ] as const,
    ]) {
      const mapped = grid.map((score) => calibrated(map, score));
      mapped.forEach((confidence, index) => {
        expect(confidence).toBeGreaterThanOrEqual(0.01);
        expect(confidence).toBeLessThanOrEqual(0.99);
        expect(confidence).toBeGreaterThanOrEqual(mapped[index - 1] ?? 0);
      });
      map.forEach(([score], index) => {
        expect(score).toBeGreaterThan(map[index - 1]?.[0] ?? -1);
      });
    }
  });

  it('sorts sources by how they were found, read before the verifier sets its probability', () => {
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
    // Pairs of a right and a wrong value ranked right first: the 9 right at 0.9 beat the 8 wrong at 0.5 and tie the
    // one at 0.9 (a tie counts half); the 2 right at 0.5 tie the 8 wrong at 0.5.
    expect(separation(sample)).toBeCloseTo((9 * (8 + 0.5) + 2 * (0 + 4)) / (11 * 9));
  });
});

// A guard (it holds on the code before session 15): through the provider, a value read beside its own label is above
// the default review threshold (0.8), and a date only guessed from a sentence is less sure than it. The guessed one
// is not under the threshold: such guesses were right 95 % of the time on the development sets and 80 % on the
// unseen ones, so a confidence that says how often a value is right keeps it above 0.8 (README, "confidence").
describe('the confidence through the local provider', () => {
  it('puts a labelled value above the review threshold and a guessed date less sure than it', async () => {
    const schema: TOutputSchema = [
      { name: 'invoice_number', type: 'string' },
      { name: 'delivery_date', type: 'string', format: 'date' },
    ];
    const text = 'Invoice\nInvoice number: INV-2026-0042\n\nThank you, see you on 14.03.2026';
    const { result, sources } = await extractText(text, schema);
    expect(result).toEqual({ invoice_number: 'INV-2026-0042', delivery_date: '2026-03-14' });
    expect(sources.invoice_number?.confidence).toBeGreaterThan(REVIEW_THRESHOLD);
    expect(sources.delivery_date?.confidence).toBeLessThan(sources.invoice_number?.confidence ?? 0);
  });
});
