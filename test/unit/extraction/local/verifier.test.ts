// The verifier (session 10): every scalar value the offline extractor fills gets the probability, learned on the
// development sets, that it is right; that is its confidence, and a value far below the trained threshold is left out.
import { describe, expect, it } from '@jest/globals';
import { SEALED_LAYOUTS } from '../../../../bench/extraction/corpus/sealed.ts';
import type { TCorpusDocument } from '../../../../bench/extraction/corpus/types.ts';
import { FOLD_OF_LAYOUT } from '../../../../bench/extraction/learn-data.ts';
import { withSharedSchemas } from '../../../../bench/extraction/shared-schemas.ts';
import { developmentDocuments, trainVerifier } from '../../../../bench/extraction/verify-data.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import { VERIFY_FEATURE_NAMES, verifyFeatures } from '../../../../src/extraction/providers/local/verify-features.ts';
import {
  type TVerifierModel,
  verifiedProbabilities,
  verifyValues,
} from '../../../../src/extraction/providers/local/verify-values.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import type { TSourceMap } from '../../../../src/extraction/types.ts';
import { textDocument } from '../local-provider-helpers.ts';

const TEXT = 'Order confirmation\nOrder date: 01.03.2026\nCustomer: Jane Roe';
const lines = documentLines([textDocument(TEXT)]);
// A delivery date read from the order date's label (as an extractor might, for lack of anything better).
const filled = () => ({
  result: { delivery_date: '2026-03-01' } as Record<string, unknown>,
  sources: { delivery_date: { page: 1, quote: '01.03.2026', confidence: 0.75 } } as TSourceMap,
});
const alone: TOutputSchema = [{ name: 'delivery_date', type: 'string', format: 'date' }];
const withOrderDate: TOutputSchema = [...alone, { name: 'order_date', type: 'string', format: 'date' }];
const feature = (features: number[] | undefined, name: (typeof VERIFY_FEATURE_NAMES)[number]) =>
  features?.[VERIFY_FEATURE_NAMES.indexOf(name)];
// A model of one step: a label another field says better makes a value unlikely.
const otherBetterModel: TVerifierModel = {
  features: VERIFY_FEATURE_NAMES,
  base: 2,
  stumps: [[VERIFY_FEATURE_NAMES.indexOf('otherBetter'), 0, 0, -4]],
  dropBelow: 0,
};

describe('the verifier', () => {
  it('sees that the label of a value says another field of the schema better', () => {
    const lone = verifyFeatures({ schema: alone, lines, ...filled() }).get('delivery_date');
    const shared = verifyFeatures({ schema: withOrderDate, lines, ...filled() }).get('delivery_date');
    expect(feature(lone, 'pairFound')).toBe(1);
    expect(feature(lone, 'otherBetter')).toBe(0);
    expect(feature(shared, 'otherBetter')).toBe(1);
    expect(feature(shared, 'bestOtherScore')).toBeGreaterThan(feature(shared, 'ownScore') ?? 1);
  });

  it('lowers the confidence of a value taken from a label that matches a different field better', () => {
    const lone = { schema: alone, lines, ...filled(), warnings: [] };
    const shared = { schema: withOrderDate, lines, ...filled(), warnings: [] };
    verifyValues(lone, otherBetterModel);
    verifyValues(shared, otherBetterModel);
    expect(lone.sources.delivery_date?.confidence).toBe(0.88);
    expect(shared.sources.delivery_date?.confidence).toBe(0.12);
    expect(shared.result).toEqual({ delivery_date: '2026-03-01' });
  });

  it('drops a value below the model threshold, with the warning of a field not found, and an emptied object', () => {
    const schema: TOutputSchema = [{ name: 'order', type: 'object', properties: withOrderDate }];
    const input = {
      schema,
      lines,
      result: { order: { delivery_date: '2026-03-01' } } as Record<string, unknown>,
      sources: { 'order.delivery_date': { page: 1, quote: '01.03.2026', confidence: 0.75 } } as TSourceMap,
      warnings: [],
    };
    expect(verifyValues(input, { ...otherBetterModel, dropBelow: 0.5 })).toEqual(['order.delivery_date']);
    expect(input.result).toEqual({});
    expect(input.sources).toEqual({});
    expect(input.warnings).toMatchObject([
      { code: 'warning.field_not_found', params: { path: 'order.delivery_date' } },
    ]);
  });

  it('uses no stale weights: a model of other features changes nothing', () => {
    const input = { schema: withOrderDate, lines, ...filled(), warnings: [] };
    const stale = { ...otherBetterModel, features: ['confidence'], dropBelow: 1 };
    expect(verifiedProbabilities(input, stale).size).toBe(0);
    expect(verifyValues(input, stale)).toEqual([]);
    expect(input.sources.delivery_date?.confidence).toBe(0.75);
  });

  it('computes the same features and trains the same model every time (deterministic)', () => {
    const first = verifyFeatures({ schema: withOrderDate, lines, ...filled() });
    expect(verifyFeatures({ schema: withOrderDate, lines, ...filled() })).toEqual(first);
    const examples = Array.from({ length: 40 }, (_, index) => ({
      features: VERIFY_FEATURE_NAMES.map((_, feature) => ((index * 7 + feature * 3) % 11) / 10),
      correct: index % 3 !== 0,
    }));
    expect(trainVerifier(examples)).toEqual(trainVerifier(examples));
    expect(trainVerifier(examples).stumps.length).toBeGreaterThan(0);
  });
});

describe('the verifier training data', () => {
  const document = (layout: number, kind = 'invoice', schema: TOutputSchema = alone) =>
    ({ id: `d${layout}`, kind, layout, schema, truth: {}, lines: [] }) as unknown as TCorpusDocument;

  it('refuses the sealed layouts (L 21, M 22, P 23, N 25, R 26, S 40): left out before anything is read', () => {
    for (const sealed of [21, 22, 23, 25, 26, 40, ...SEALED_LAYOUTS]) {
      expect(FOLD_OF_LAYOUT[sealed]).toBeUndefined();
    }
    const kept = developmentDocuments([21, 22, 23, 24, 25, 11].map((layout) => document(layout)));
    expect(kept.map(({ document: each, fold }) => [each.layout, fold])).toEqual([
      [24, 'Q'],
      [11, 'C'],
    ]);
  });

  it("gives each document its kind's other fields, but no second name of a field it has", () => {
    const [first, second, other] = withSharedSchemas([
      document(1, 'invoice', [{ name: 'invoice_number', type: 'string' }]),
      document(3, 'invoice', [
        { name: 'invoice_no', type: 'string' },
        { name: 'delivery_date', type: 'string', format: 'date' },
      ]),
      document(4, 'receipt', [{ name: 'total', type: 'number' }]),
    ]);
    expect(first?.schema.map((property) => property.name)).toEqual(['invoice_number', 'delivery_date']);
    expect(second?.schema.map((property) => property.name)).toEqual(['invoice_no', 'delivery_date']);
    expect(other?.schema.map((property) => property.name)).toEqual(['total']);
  });
});
