import type { TEvaluationItem } from '../../db/entities/evaluation.ts';
import type { TOutputSchema, TSchemaNode } from '../../extraction/schema/output-schema.ts';
import {
  accuracyOf,
  compareResults,
  fieldOf,
  NO_ANSWER,
  type TLeafComparison,
  type TTally,
  tallyInto,
} from './compare-results.ts';

export type TEvaluationSummary = {
  progress: { done: number; total: number };
  accuracy: number | null;
  baseline_accuracy: number | null;
  fields: { path: string; accuracy: number | null; baseline_accuracy: number | null }[];
  documents: {
    execution_id: string;
    error: string | null;
    baseline_error: string | null;
    diffs: { path: string; expected: unknown; got: unknown; baseline: unknown }[];
  }[];
  cost: {
    candidate: { tokens: number; usd: number };
    baseline: { tokens: number; usd: number };
  };
  duration_ms: { candidate: number; baseline: number };
};

/** A stored answer: the result when there is one (even if invalid), else "no answer" when it failed. */
const answerOf = (result: unknown, error: string | null | undefined) =>
  result !== null && result !== undefined ? result : error ? NO_ANSWER : null;

const round6 = (value: number) => Math.round(value * 1_000_000) / 1_000_000;

/**
 * Accuracy, per-field table, per-document diffs, cost and duration from the items (finished ones
 * only), so a running evaluation already shows what it has measured. `withBaseline` is false for
 * backfills, whose reference is the executions' current result, not a second run.
 */
export function summarizeEvaluation(options: {
  items: TEvaluationItem[];
  withBaseline: boolean;
  schema?: TOutputSchema;
}): TEvaluationSummary {
  const { items, withBaseline, schema = [] } = options;
  // Stored results are jsonb, whose key order is not the schema's: order rows by the schema instead.
  const rank = rankBySchema(schema);
  const overall: TTally = { correct: 0, total: 0 };
  const baselineOverall: TTally = { correct: 0, total: 0 };
  const fields = new Map<string, TTally>();
  const baselineFields = new Map<string, TTally>();
  const summary: TEvaluationSummary = {
    progress: { done: 0, total: items.length },
    accuracy: null,
    baseline_accuracy: null,
    fields: [],
    documents: [],
    cost: { candidate: { tokens: 0, usd: 0 }, baseline: { tokens: 0, usd: 0 } },
    duration_ms: { candidate: 0, baseline: 0 },
  };
  for (const item of items) {
    if (item.state !== 'done') {
      continue;
    }
    summary.progress.done++;
    const candidate = compareResults(item.expected, answerOf(item.candidateResult, item.candidateError));
    tallyInto(candidate, overall, fields);
    let baseline: TLeafComparison[] = [];
    if (withBaseline) {
      baseline = compareResults(item.expected, answerOf(item.baselineResult, item.baselineError));
      tallyInto(baseline, baselineOverall, baselineFields);
    }
    summary.documents.push({
      execution_id: item.executionId,
      error: item.candidateError ?? null,
      baseline_error: withBaseline ? (item.baselineError ?? null) : null,
      diffs: diffsOf(candidate, baseline).sort((a, b) => comparePaths(rank, a.path, b.path)),
    });
    summary.cost.candidate.tokens += item.candidateTokens;
    summary.cost.candidate.usd += Number(item.candidateCost);
    summary.cost.baseline.tokens += item.baselineTokens;
    summary.cost.baseline.usd += Number(item.baselineCost);
    summary.duration_ms.candidate += item.candidateDurationMs;
    summary.duration_ms.baseline += item.baselineDurationMs;
  }
  summary.cost.candidate.usd = round6(summary.cost.candidate.usd);
  summary.cost.baseline.usd = round6(summary.cost.baseline.usd);
  summary.accuracy = accuracyOf(overall);
  summary.baseline_accuracy = withBaseline ? accuracyOf(baselineOverall) : null;
  const paths = [...new Set([...fields.keys(), ...baselineFields.keys()])].sort((a, b) => comparePaths(rank, a, b));
  summary.fields = paths.map((path) => ({
    path,
    accuracy: accuracyOf(fields.get(path)),
    baseline_accuracy: withBaseline ? accuracyOf(baselineFields.get(path)) : null,
  }));
  return summary;
}

/** The leaves where the candidate or the baseline is wrong, with both answers side by side. */
function diffsOf(candidate: TLeafComparison[], baseline: TLeafComparison[]) {
  const byPath = new Map<
    string,
    { path: string; expected: unknown; got: unknown; baseline: unknown; wrong: boolean }
  >();
  for (const leaf of candidate) {
    byPath.set(leaf.path, {
      path: leaf.path,
      expected: leaf.expected,
      got: leaf.got,
      baseline: null,
      wrong: !leaf.correct,
    });
  }
  for (const leaf of baseline) {
    const entry = byPath.get(leaf.path) ?? {
      path: leaf.path,
      expected: leaf.expected,
      got: null,
      baseline: null,
      wrong: false,
    };
    entry.baseline = leaf.got;
    entry.wrong ||= !leaf.correct;
    byPath.set(leaf.path, entry);
  }
  return [...byPath.values()]
    .filter((entry) => entry.wrong)
    .map(({ path, expected, got, baseline: baselineValue }) => ({ path, expected, got, baseline: baselineValue }));
}

/** Folded field paths (`items[].price`) in the order the schema lists them. */
export function schemaFieldOrder(schema: TOutputSchema): string[] {
  const order: string[] = [];
  const walk = (node: TSchemaNode, path: string) => {
    if (node.type === 'object') {
      for (const property of node.properties) {
        walk(property, path ? `${path}.${property.name}` : property.name);
      }
    } else if (node.type === 'array') {
      walk(node.items, `${path}[]`);
    } else {
      order.push(path);
    }
  };
  walk({ type: 'object', properties: schema }, '');
  return order;
}

function rankBySchema(schema: TOutputSchema) {
  const order = new Map(schemaFieldOrder(schema).map((path, index) => [path, index]));
  return (path: string) => order.get(fieldOf(path)) ?? Number.MAX_SAFE_INTEGER;
}

/** Schema order first, then list indices numerically (`items[2]` before `items[10]`), then by name. */
function comparePaths(rank: (path: string) => number, a: string, b: string): number {
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) {
    return byRank;
  }
  const indices = (path: string) => [...path.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
  const left = indices(a);
  const right = indices(b);
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const difference = (left[index] as number) - (right[index] as number);
    if (difference !== 0) {
      return difference;
    }
  }
  return a.localeCompare(b);
}
