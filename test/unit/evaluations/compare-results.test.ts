import { describe, expect, it } from '@jest/globals';
import type { TEvaluationItem } from '../../../src/db/entities/evaluation.ts';
import {
  accuracyOf,
  compareResults,
  fieldOf,
  leafEquals,
  NO_ANSWER,
  normalizeText,
} from '../../../src/services/evaluations/compare-results.ts';
import { schemaFieldOrder, summarizeEvaluation } from '../../../src/services/evaluations/summarize-evaluation.ts';

describe('leaf rules', () => {
  it('accepts numbers within half a cent (plus a millionth of the value) and refuses a cent off', () => {
    expect(leafEquals(1234.56, 1234.564)).toBe(true);
    expect(leafEquals(1234.56, 1234.57)).toBe(false);
    expect(leafEquals(1_000_000, 1_000_000.9)).toBe(true);
    expect(leafEquals(1_000_000, 1_000_001.1)).toBe(false);
    expect(leafEquals(10, '10.00')).toBe(true);
    expect(leafEquals(10, '10 EUR')).toBe(false);
  });

  it('compares text after case, width and white-space normalization only', () => {
    expect(normalizeText('  ACME\u00a0  GmbH\n')).toBe('acme gmbh');
    expect(leafEquals('ACME GmbH', 'acme   gmbh ')).toBe(true);
    expect(leafEquals('ＡＣＭＥ', 'acme')).toBe(true);
    expect(leafEquals('ACME GmbH', 'ACME AG')).toBe(false);
    expect(leafEquals('Müller', 'Mueller')).toBe(false);
  });

  it('treats null and missing alike, and nothing else as empty', () => {
    expect(leafEquals(null, undefined)).toBe(true);
    expect(leafEquals(null, '')).toBe(false);
    expect(leafEquals(0, null)).toBe(false);
    expect(leafEquals(true, 'true')).toBe(false);
    expect(leafEquals(false, false)).toBe(true);
  });
});

describe('compareResults', () => {
  const expected = {
    invoice_number: 'INV-1',
    total: 100,
    supplier: { name: 'ACME' },
    items: [
      { description: 'A', price: 60 },
      { description: 'B', price: 40 },
    ],
  };

  it('scores every leaf path of the expected result, arrays element by element', () => {
    const got = {
      invoice_number: 'inv-1',
      total: 100.001,
      supplier: { name: 'Acme', city: 'x' },
      items: [{ description: 'A', price: 61 }],
    };
    const leaves = compareResults(expected, got);
    expect(leaves.map((leaf) => [leaf.path, leaf.correct])).toEqual([
      ['invoice_number', true],
      ['total', true],
      ['supplier.name', true],
      ['items[0].description', true],
      ['items[0].price', false],
      ['items[1].description', false],
      ['items[1].price', false],
    ]);
  });

  it('counts each leaf of an extra array element as wrong', () => {
    const leaves = compareResults({ items: [{ price: 1 }] }, { items: [{ price: 1 }, { price: 2 }] });
    expect(leaves).toEqual([
      { path: 'items[0].price', expected: 1, got: 1, correct: true },
      { path: 'items[1].price', expected: null, got: 2, correct: false },
    ]);
  });

  it('makes every expected leaf wrong when there is no answer', () => {
    const leaves = compareResults({ a: 1, b: null }, NO_ANSWER);
    expect(leaves.map((leaf) => leaf.correct)).toEqual([false, false]);
  });

  it('folds indices into the field a path belongs to', () => {
    expect(fieldOf('items[12].lines[3].price')).toBe('items[].lines[].price');
    expect(accuracyOf({ correct: 2, total: 3 })).toBe(0.6667);
    expect(accuracyOf({ correct: 0, total: 0 })).toBeNull();
  });
});

describe('summarizeEvaluation', () => {
  const item = (partial: Partial<TEvaluationItem>) =>
    ({
      state: 'done',
      executionId: '00000000-0000-4000-8000-000000000001',
      candidateError: null,
      baselineError: null,
      candidateTokens: 10,
      baselineTokens: 20,
      candidateCost: 0.001,
      baselineCost: 0.002,
      candidateDurationMs: 5,
      baselineDurationMs: 7,
      ...partial,
    }) as TEvaluationItem;

  it('micro-averages leaves over documents, per field and overall, and lists only wrong leaves as diffs', () => {
    const summary = summarizeEvaluation({
      items: [
        item({
          expected: { total: 10, name: 'A' },
          candidateResult: { total: 10, name: 'a' },
          baselineResult: { total: 11, name: 'A' },
        }),
        item({
          expected: { total: 20, name: 'B' },
          candidateResult: { total: 20, name: 'C' },
          baselineResult: { total: 20, name: 'B' },
        }),
        item({ state: 'pending', expected: { total: 1 } }),
      ],
      withBaseline: true,
      schema: [
        { name: 'total', type: 'number' },
        { name: 'name', type: 'string' },
      ],
    });
    expect(summary.progress).toEqual({ done: 2, total: 3 });
    expect(summary.accuracy).toBe(0.75);
    expect(summary.baseline_accuracy).toBe(0.75);
    expect(summary.fields).toEqual([
      { path: 'total', accuracy: 1, baseline_accuracy: 0.5 },
      { path: 'name', accuracy: 0.5, baseline_accuracy: 1 },
    ]);
    expect(summary.documents.map((document) => document.diffs)).toEqual([
      [{ path: 'total', expected: 10, got: 10, baseline: 11 }],
      [{ path: 'name', expected: 'B', got: 'C', baseline: 'B' }],
    ]);
    expect(summary.cost).toEqual({ candidate: { tokens: 20, usd: 0.002 }, baseline: { tokens: 40, usd: 0.004 } });
    expect(summary.duration_ms).toEqual({ candidate: 10, baseline: 14 });
  });
});

describe('schemaFieldOrder', () => {
  it('lists leaf fields in schema order with folded list indices', () => {
    expect(
      schemaFieldOrder([
        { name: 'number', type: 'string' },
        {
          name: 'items',
          type: 'array',
          items: { type: 'object', properties: [{ name: 'price', type: 'number' }] },
        },
        { name: 'tags', type: 'array', items: { type: 'string' } },
      ]),
    ).toEqual(['number', 'items[].price', 'tags[]']);
  });
});
