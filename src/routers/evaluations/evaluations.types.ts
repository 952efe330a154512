import { z } from 'zod';
import type { TEvaluation } from '../../db/entities/evaluation.ts';
import type { TEvaluationSummary } from '../../services/evaluations/summarize-evaluation.ts';
import { ZProjectId } from '../projects/projects.types.ts';
import { toIso, toIsoOrNull, ZDateTime } from '../schemas.ts';

// Evaluation shapes shared by the procedures of `evaluations.*`.

const ZTokensAndCost = z.object({ tokens: z.number().int(), usd: z.number().describe('Cost in US dollars') });

export const ZEvaluationRef = z.object({
  projectId: ZProjectId,
  evaluationId: z.uuid().describe('The evaluation or backfill'),
});

export const ZEvaluation = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  kind: z
    .enum(['evaluation', 'backfill'])
    .describe('evaluation: against reviewed results; backfill: against current results, before a rerun'),
  status: z.enum(['pending', 'running', 'success', 'failed']),
  progress: z
    .object({ done: z.number().int(), total: z.number().int() })
    .describe('Executions extracted so far, of all'),
  revision_id: z.uuid().nullable().describe('The candidate revision; null for an unsaved draft'),
  revision: z.number().int().nullable().describe('Number of the candidate revision'),
  is_draft: z.boolean().describe('The candidate is an unsaved draft, not a revision'),
  baseline_revision_id: z.uuid().nullable().describe('The revision the candidate is compared with'),
  baseline_revision: z.number().int().nullable().describe('Number of the baseline revision'),
  accuracy: z.number().nullable().describe('Correct leaf fields ÷ scored leaf fields, 0–1'),
  baseline_accuracy: z.number().nullable().describe('The baseline’s accuracy on the same executions, 0–1'),
  created_by_user_id: z.uuid().nullable(),
  created_at: ZDateTime,
  completed_at: ZDateTime.nullable(),
  applied_at: ZDateTime.nullable().describe('Backfill: when its executions were rerun'),
});

export const ZEvaluationDetail = ZEvaluation.extend({
  fields: z
    .array(z.object({ path: z.string(), accuracy: z.number().nullable(), baseline_accuracy: z.number().nullable() }))
    .describe('Accuracy per field path, in schema order'),
  documents: z.array(
    z.object({
      execution_id: z.uuid(),
      error: z.string().nullable(),
      baseline_error: z.string().nullable(),
      diffs: z
        .array(z.object({ path: z.string(), expected: z.unknown(), got: z.unknown(), baseline: z.unknown() }))
        .describe('The fields where the candidate differs from the truth'),
    }),
  ),
  cost: z
    .object({ candidate: ZTokensAndCost, baseline: ZTokensAndCost })
    .describe('LLM tokens and cost of the evaluation’s own extractions'),
  duration_ms: z
    .object({ candidate: z.number().int(), baseline: z.number().int() })
    .describe('Extraction time, summed over the documents'),
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
