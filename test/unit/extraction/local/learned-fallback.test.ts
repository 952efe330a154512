// The learned fallback (session 9): scalar leaves the label rules leave empty, filled from label/value pairs by a
// trained model when it is sure enough; never over a rule's value.
import { describe, expect, it } from '@jest/globals';
import { type TExample, trainStumps } from '../../../../bench/extraction/boost.ts';
import { extractResult } from '../../../../src/extraction/providers/local/extract-result.ts';
import {
  assignFills,
  fillLearned,
  LEARNED_CONFIDENCE_CAP,
} from '../../../../src/extraction/providers/local/learned-fill.ts';
import { LEARNED_MODEL } from '../../../../src/extraction/providers/local/learned-weights.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import { verifiedProbabilities } from '../../../../src/extraction/providers/local/verify-values.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import type { TSourceMap } from '../../../../src/extraction/types.ts';
import { expectVerifiableSources, extractText, textDocument } from '../local-provider-helpers.ts';

const linesOf = (text: string) => documentLines([textDocument(text)]);

describe('the learned fallback', () => {
  it('fills a field whose label no rule knows but whose words match ("Check-out until" for `check_out_time`)', async () => {
    const schema: TOutputSchema = [{ name: 'check_out_time', type: 'string', format: 'time' }];
    // "Check-in from 15:00" for `check_in_time` (until session 13) is near the model's threshold: a retraining may
    // leave it to the structural residual fill. "Check-out until" is well above it.
    const text = 'Hotel Seeblick\nCheck-out until   11:00';
    // The rules alone leave it empty.
    expect(extractResult(schema, linesOf(text), false).result).toEqual({});
    const response = await extractText(text, schema);
    expect(response.result).toEqual({ check_out_time: '11:00' });
    expect(response.sources.check_out_time).toMatchObject({ quote: '11:00', how: 'learned' });
    // The fallback's own confidence stays below every rule's; the provider gives it the verifier's probability.
    const unverified = extractResult(schema, linesOf(text));
    expect(unverified.sources.check_out_time?.confidence).toBeLessThanOrEqual(LEARNED_CONFIDENCE_CAP);
    const probability = verifiedProbabilities({ schema, lines: linesOf(text), ...unverified }).get('check_out_time');
    expect(response.sources.check_out_time?.confidence).toBe(Math.round((probability ?? -1) * 100) / 100);
    expect(response.warnings).toEqual([]);
    expectVerifiableSources(response, [textDocument(text)]);
  });

  it('reads a row of labels over a row of values ("Handover  Hand-back") into fields named alike, in schema order', async () => {
    const schema: TOutputSchema = [
      { name: 'handover_date', type: 'string', format: 'date' },
      { name: 'handback_date', type: 'string', format: 'date' },
    ];
    // Labels no vocabulary knows ("Pick-up  Return" the rules now read themselves).
    const text = 'Rental receipt\nHandover        Hand-back\n02.06.2026      05.06.2026';
    // Until session 23 the rules read "Hand-back" only and the fallback added the handover date; now a two-cell row of
    // labels over values gives neither label its neighbour (a label), and the rules read both.
    expect(extractResult(schema, linesOf(text), false).result).toEqual({
      handover_date: '2026-06-02',
      handback_date: '2026-06-05',
    });
    const response = await extractText(text, schema);
    expect(Object.entries(response.result as Record<string, unknown>)).toEqual([
      ['handover_date', '2026-06-02'],
      ['handback_date', '2026-06-05'],
    ]);
    expect(response.sources.handover_date).toMatchObject({ quote: '02.06.2026' });
  });

  it('does not fill below its threshold', () => {
    const schema: TOutputSchema = [{ name: 'doors_open', type: 'string', format: 'time' }];
    const lines = linesOf('Concert ticket\nDoors   18:30');
    const result: Record<string, unknown> = {};
    expect(fillLearned({ schema, lines, result, sources: {}, warnings: [], found: [] })).toEqual(['doors_open']);
    const unsure = { ...LEARNED_MODEL, threshold: 1 };
    const empty: Record<string, unknown> = {};
    expect(fillLearned({ schema, lines, result: empty, sources: {}, warnings: [], found: [] }, unsure)).toEqual([]);
    expect(empty).toEqual({});
    // A label that shares no word with the field: the model is not sure of it.
    const unrelated = linesOf('Concert ticket\nBemerkung   18:30');
    expect(fillLearned({ schema, lines: unrelated, result: empty, sources: {}, warnings: [], found: [] })).toEqual([]);
    expect(empty).toEqual({});
  });

  it("never overwrites a rule's value, even when sure of another", () => {
    const schema: TOutputSchema = [{ name: 'doors_open', type: 'string', format: 'time' }];
    const result: Record<string, unknown> = { doors_open: '19:00' };
    const sources: TSourceMap = { doors_open: { page: 1, quote: '19:00', confidence: 0.9 } };
    const anything = { ...LEARNED_MODEL, threshold: 0 };
    const lines = linesOf('Doors   18:30\nDoors open at 19:00');
    expect(fillLearned({ schema, lines, result, sources, warnings: [], found: [] }, anything)).toEqual([]);
    expect(result).toEqual({ doors_open: '19:00' });
    expect(sources.doors_open).toEqual({ page: 1, quote: '19:00', confidence: 0.9 });
  });

  it('uses no weights trained for other features (stale after a feature change)', () => {
    const schema: TOutputSchema = [{ name: 'doors_open', type: 'string', format: 'time' }];
    const stale = { ...LEARNED_MODEL, features: LEARNED_MODEL.features.slice(1) };
    const result: Record<string, unknown> = {};
    const lines = linesOf('Concert ticket\nDoors   18:30');
    expect(fillLearned({ schema, lines, result, sources: {}, warnings: [], found: [] }, stale)).toEqual([]);
  });

  it('gives each field one pair and each pair one field, best first', () => {
    const fills = assignFills(
      [
        { path: 'period.start', pair: 'Cover from', probability: 0.9 },
        { path: 'period.end', pair: 'Cover from', probability: 0.8 },
        { path: 'period.end', pair: 'Cover until', probability: 0.7 },
        { path: 'period.start', pair: 'Cover until', probability: 0.6 },
        { path: 'other', pair: 'Note', probability: 0.4 },
      ],
      0.5,
    );
    expect(fills.map((fill) => `${fill.path} ${fill.pair}`)).toEqual([
      'period.start Cover from',
      'period.end Cover until',
    ]);
  });
});

describe('training the fallback', () => {
  // Examples of two features where the first tells the label; a fixed linear congruential sequence, no randomness.
  function examples(): TExample[] {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    return Array.from({ length: 400 }, () => {
      const signal = next();
      const noise = next();
      return { features: [1, signal, noise], label: signal + 0.3 * noise > 0.6 ? 1 : 0, weight: 1 };
    });
  }

  it('is deterministic: the same examples give the same model twice', () => {
    const first = trainStumps(examples(), { rounds: 30 });
    const second = trainStumps(examples(), { rounds: 30 });
    expect(second).toEqual(first);
    expect(first.stumps).toHaveLength(30);
    // It learnt the signal: the first step splits on it.
    expect(first.stumps[0]?.[0]).toBe(1);
  });
});
