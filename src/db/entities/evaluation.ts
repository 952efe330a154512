import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { baseProperties } from './base.ts';
import { EXECUTION_STATUSES } from './execution.ts';
import { Project } from './project.ts';
import { ProjectRevision } from './project-revision.ts';
import { User } from './user.ts';

export const EVALUATION_KINDS = ['evaluation', 'backfill'] as const;
export const EVALUATION_STATUSES = EXECUTION_STATUSES;
export const EVALUATION_ITEM_STATES = ['pending', 'running', 'done'] as const;

/** Revision fields of an unsaved draft (snake_case, as the API took them). */
export type TEvaluationDraft = {
  output_schema: unknown[];
  input_description: string;
  output_language: string;
  title_config: { mode: 'automatic' } | { mode: 'instructions'; instructions: string };
};

/**
 * One measurement of a candidate (a revision or an unsaved draft) against a baseline revision over a
 * frozen set of reviewed executions; `backfill` compares against the executions' current results.
 */
export const Evaluation = defineEntity({
  name: 'Evaluation',
  tableName: 'evaluations',
  indexes: [{ properties: ['project', 'createdAt'] }],
  properties: {
    ...baseProperties,
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    createdByUser: () => p.manyToOne(User).nullable().deleteRule('set null'),
    kind: p.enum(EVALUATION_KINDS).default('evaluation'),
    status: p.enum(EVALUATION_STATUSES).default('pending'),
    candidateRevision: () => p.manyToOne(ProjectRevision).nullable().deleteRule('set null'),
    candidateDraft: p.json<TEvaluationDraft>().nullable(),
    baselineRevision: () => p.manyToOne(ProjectRevision).nullable().deleteRule('set null'),
    /** Backfill: the filter that chose the executions, for the record. */
    filter: p.json<Record<string, unknown>>().nullable(),
    completedAt: p.datetime().nullable(),
    /** Written when the last document is done, for lists and the accuracy chart (details are computed from items). */
    accuracy: p.double().nullable(),
    baselineAccuracy: p.double().nullable(),
    /** Backfill: when its executions were rerun with the candidate revision. */
    appliedAt: p.datetime().nullable(),
  },
});

/** One document set (one execution) of an evaluation: the truth frozen at creation, and both answers. */
export const EvaluationItem = defineEntity({
  name: 'EvaluationItem',
  tableName: 'evaluation_items',
  indexes: [
    // The reconciler's scan of unfinished items (few beside all of them).
    {
      name: 'evaluation_items_open_created_at_index',
      expression:
        'create index "evaluation_items_open_created_at_index" on "evaluation_items" ("created_at") where "state" in (\'pending\', \'running\')',
    },
  ],
  properties: {
    ...baseProperties,
    evaluation: () => p.manyToOne(Evaluation).deleteRule('cascade').index(),
    // No foreign key: an evaluation keeps its record when the execution is deleted later.
    executionId: p.uuid(),
    state: p.enum(EVALUATION_ITEM_STATES).default('pending'),
    startedAt: p.datetime().nullable(),
    expected: p.json<unknown>().nullable(),
    candidateResult: p.json<unknown>().nullable(),
    baselineResult: p.json<unknown>().nullable(),
    candidateError: p.text().nullable(),
    baselineError: p.text().nullable(),
    candidateTokens: p.integer().default(0),
    baselineTokens: p.integer().default(0),
    candidateCost: p.decimal('number').precision(14).scale(6).default(0),
    baselineCost: p.decimal('number').precision(14).scale(6).default(0),
    candidateDurationMs: p.integer().default(0),
    baselineDurationMs: p.integer().default(0),
  },
});

export type TEvaluation = InferEntity<typeof Evaluation>;
export type TEvaluationItem = InferEntity<typeof EvaluationItem>;
