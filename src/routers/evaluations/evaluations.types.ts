import { z } from 'zod';
import type { TEvaluation } from '../../db/entities/evaluation.ts';
import type { TEvaluationSummary } from '../../services/evaluations/summarize-evaluation.ts';
import type { TMeta } from '../../trpc/init.ts';
import { toIso, toIsoOrNull, ZDateTime } from '../schemas.ts';

const ZTokensAndCost = z.object({ tokens: z.number().int(), usd: z.number() });

export const ZEvaluation = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  kind: z.enum(['evaluation', 'backfill']),
  status: z.enum(['pending', 'running', 'success', 'failed']),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  revision_id: z.uuid().nullable().describe('The candidate revision; null for an unsaved draft'),
  revision: z.number().int().nullable(),
  is_draft: z.boolean(),
  baseline_revision_id: z.uuid().nullable(),
  baseline_revision: z.number().int().nullable(),
  accuracy: z.number().nullable().describe('Correct leaf fields ÷ scored leaf fields, 0–1'),
  baseline_accuracy: z.number().nullable(),
  created_by_user_id: z.uuid().nullable(),
  created_at: ZDateTime,
  completed_at: ZDateTime.nullable(),
  applied_at: ZDateTime.nullable().describe('Backfill: when its executions were rerun'),
});

export const ZEvaluationDetail = ZEvaluation.extend({
  fields: z.array(
    z.object({ path: z.string(), accuracy: z.number().nullable(), baseline_accuracy: z.number().nullable() }),
  ),
  documents: z.array(
    z.object({
      execution_id: z.uuid(),
      error: z.string().nullable(),
      baseline_error: z.string().nullable(),
      diffs: z.array(z.object({ path: z.string(), expected: z.unknown(), got: z.unknown(), baseline: z.unknown() })),
    }),
  ),
  cost: z.object({ candidate: ZTokensAndCost, baseline: ZTokensAndCost }),
  duration_ms: z.object({ candidate: z.number().int(), baseline: z.number().int() }),
  draft: z.record(z.string(), z.unknown()).nullable().describe('The unsaved draft that was evaluated'),
});

export type TEvaluationOutput = z.infer<typeof ZEvaluation>;
export type TEvaluationDetailOutput = z.infer<typeof ZEvaluationDetail>;

// Double columns may come back from the driver as strings.
export const numberOrNull = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

/** Needs `candidateRevision` and `baselineRevision` populated. */
export function toEvaluation(evaluation: TEvaluation, progress: { done: number; total: number }): TEvaluationOutput {
  return {
    id: evaluation.id,
    project_id: evaluation.project.id,
    kind: evaluation.kind,
    status: evaluation.status,
    progress,
    revision_id: evaluation.candidateRevision?.id ?? null,
    revision: evaluation.candidateRevision?.revision ?? null,
    is_draft: evaluation.candidateDraft !== null && evaluation.candidateDraft !== undefined,
    baseline_revision_id: evaluation.baselineRevision?.id ?? null,
    baseline_revision: evaluation.baselineRevision?.revision ?? null,
    accuracy: numberOrNull(evaluation.accuracy),
    baseline_accuracy: numberOrNull(evaluation.baselineAccuracy),
    created_by_user_id: evaluation.createdByUser?.id ?? null,
    created_at: toIso(evaluation.createdAt),
    completed_at: toIsoOrNull(evaluation.completedAt),
    applied_at: toIsoOrNull(evaluation.appliedAt),
  };
}

export function toEvaluationDetail(evaluation: TEvaluation, summary: TEvaluationSummary): TEvaluationDetailOutput {
  return {
    ...toEvaluation(evaluation, summary.progress),
    // Computed from the finished items, so a running evaluation shows what it measured so far.
    accuracy: summary.accuracy,
    baseline_accuracy: summary.baseline_accuracy,
    fields: summary.fields,
    documents: summary.documents,
    cost: summary.cost,
    duration_ms: summary.duration_ms,
    draft: (evaluation.candidateDraft as Record<string, unknown> | null) ?? null,
  };
}

export const evaluationsMeta = (
  method: 'GET' | 'POST' | 'DELETE',
  path: `/projects/{projectId}/${string}`,
  summary: string,
): TMeta => ({ openapi: { method, path, tags: ['Evaluations'], summary, protect: true } });
