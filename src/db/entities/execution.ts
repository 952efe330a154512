import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { TSourceMap } from '../../extraction/types.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import { ApiKey } from './api-key.ts';
import { baseProperties } from './base.ts';
import { Document } from './document.ts';
import { ExecutionDocument } from './execution-document.ts';
import { PROCESSING_MODES, Project } from './project.ts';
import { ProjectRevision } from './project-revision.ts';
import { User } from './user.ts';

export const EXECUTION_STATUSES = ['pending', 'running', 'success', 'failed'] as const;
export type TExecutionStatus = (typeof EXECUTION_STATUSES)[number];
export const EXECUTION_TYPES = ['web', 'api', 'email'] as const;

/** One extraction of one upload's documents against one revision. */
export const Execution = defineEntity({
  name: 'Execution',
  tableName: 'executions',
  indexes: [
    // Newest-first pages and keyset cursors walk this index backwards (same as one declared
    // `created_at desc, id desc`); `status` rides along so the chart counts from the index alone.
    { properties: ['project', 'createdAt', 'id'], include: ['status'] },
    { properties: ['project', 'status', 'createdAt'] },
    // Substring search over title, reference and file names (pg_trgm). Declared here so the
    // migration generator keeps it; see Migration…_restore_indexes for the guarded creation.
    {
      name: 'executions_search_text_trgm_index',
      expression:
        'create index "executions_search_text_trgm_index" on "executions" using gin ("search_text" gin_trgm_ops)',
    },
    // The reviewed executions of a project (its evaluation set), small beside all of them.
    {
      name: 'executions_project_id_reviewed_at_index',
      expression:
        'create index "executions_project_id_reviewed_at_index" on "executions" ("project_id", "reviewed_at") where "reviewed_at" is not null',
    },
    // The reconciler's scan of unfinished executions (few beside all of them).
    {
      name: 'executions_unfinished_created_at_index',
      expression:
        'create index "executions_unfinished_created_at_index" on "executions" ("created_at") where "status" in (\'pending\', \'running\')',
    },
  ],
  // One execution per client retry: the same Idempotency-Key (per caller) within a project.
  uniques: [{ properties: ['project', 'idempotencyKey'] }],
  properties: {
    ...baseProperties,
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    projectRevision: () => p.manyToOne(ProjectRevision).nullable().deleteRule('set null'),
    createdByUser: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdByApiKey: () => p.manyToOne(ApiKey).nullable().deleteRule('set null'),
    executionType: p.enum(EXECUTION_TYPES),
    processingMode: p.enum(PROCESSING_MODES),
    processingModeFallback: p.boolean().default(false),
    processingModeFallbackMode: p.enum(PROCESSING_MODES).nullable(),
    reference: p.string().length(500).nullable(),
    title: p.string().length(300).nullable(),
    jsonResult: p.json<Record<string, unknown>>().nullable(),
    /** Where each extracted value came from; beside the result so the result stays the user's schema. */
    sources: p.json<TSourceMap>().nullable(),
    status: p.enum(EXECUTION_STATUSES).default('pending'),
    /** English text of the errors and warnings, kept for readers of the column; the API renders the details. */
    errors: p.json<string[]>(),
    warnings: p.json<string[]>(),
    /** The same lines by code and values, as the extraction wrote them (null: a row no migration has coded). */
    errorDetails: p.json<TCodedMessage[]>().nullable(),
    warningDetails: p.json<TCodedMessage[]>().nullable(),
    metadata: p.json<Record<string, unknown>>().nullable(),
    startedAt: p.datetime().nullable(),
    /** Refreshed while a worker runs the extraction; a stale one means the worker died. */
    heartbeatAt: p.datetime().nullable(),
    /** The run that claimed it (a retried claim whose answer was lost recognises itself by it). */
    claimKey: p.uuid().nullable(),
    completedAt: p.datetime().nullable(),
    /** Technical detail of a failure, for site admins only. */
    internalError: p.text().nullable(),
    /** Title, reference and file names, lower-cased, for the list's text search (trigram index). */
    searchText: p.text().default(''),
    /** `<caller>:<sha256 of the Idempotency-Key>` of the upload that created it; cleared after 24 h. */
    idempotencyKey: p.string().length(100).nullable(),
    documents: () =>
      p
        .manyToMany(Document)
        .pivotEntity(() => ExecutionDocument)
        .owner(),
    /** A member's correction, kept beside the untouched `jsonResult`; the ground truth of evaluations. */
    reviewedResult: p.json<Record<string, unknown>>().nullable(),
    reviewedByUser: () => p.manyToOne(User).nullable().deleteRule('set null'),
    reviewedAt: p.datetime().nullable(),
    /** Set by an admin: the reviewed result is left out of the project's evaluation set. */
    excludedFromEvaluation: p.boolean().default(false),
  },
});

export type TExecution = InferEntity<typeof Execution>;
