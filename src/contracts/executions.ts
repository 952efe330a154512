// API shapes of executions and documents, shared by routers, HTTP routes, services (webhook
// payloads) and the web UI. Below the services: it imports nothing but entities' types and zod.
import { z } from 'zod';
import type { TDocument } from '../db/entities/document.ts';
import type { TExecution } from '../db/entities/execution.ts';
import { toIso, toIsoOrNull, ZDateTime } from './dates.ts';
import { ZProcessingMode } from './processing-mode.ts';

export const ZExecutionStatus = z.enum(['pending', 'running', 'success', 'failed']);

export const ZDocument = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  uploaded_by_user_id: z.uuid().nullable(),
  uploaded_by_api_key_id: z.uuid().nullable(),
  file_name: z.string(),
  file_content_type: z.string(),
  size_bytes: z.number().int(),
  sha256: z.string(),
  created_at: ZDateTime,
});

export const ZExecution = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  project_revision_id: z.uuid().nullable(),
  created_by_user_id: z.uuid().nullable(),
  created_by_api_key_id: z.uuid().nullable(),
  execution_type: z.enum(['web', 'api', 'email']),
  processing_mode: ZProcessingMode,
  processing_mode_fallback: z.boolean(),
  processing_mode_fallback_mode: ZProcessingMode.nullable(),
  reference: z.string().nullable(),
  title: z.string().nullable(),
  json_result: z.record(z.string(), z.unknown()).nullable(),
  status: ZExecutionStatus,
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  created_at: ZDateTime,
});

export const ZExecutionDetail = ZExecution.extend({
  sources: z
    .record(z.string(), z.object({ page: z.number().int(), quote: z.string(), document: z.string().optional() }))
    .nullable()
    .describe('Where each extracted value came from, by field path'),
  revision: z.number().int().nullable(),
  documents: z.array(ZDocument),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  started_at: ZDateTime.nullable(),
  completed_at: ZDateTime.nullable(),
});

export const ZUploadOutput = z.object({ documents: z.array(ZDocument), execution: ZExecution });

export type TExecutionOutput = z.infer<typeof ZExecution>;
export type TExecutionDetail = z.infer<typeof ZExecutionDetail>;
export type TDocumentOutput = z.infer<typeof ZDocument>;
export type TUploadOutput = z.infer<typeof ZUploadOutput>;

export function toDocument(document: TDocument): TDocumentOutput {
  return {
    id: document.id,
    project_id: document.project.id,
    uploaded_by_user_id: document.uploadedByUser?.id ?? null,
    uploaded_by_api_key_id: document.uploadedByApiKey?.id ?? null,
    file_name: document.fileName,
    file_content_type: document.fileContentType,
    size_bytes: Number(document.sizeBytes),
    sha256: document.sha256,
    created_at: toIso(document.createdAt),
  };
}

export function toExecution(execution: TExecution): TExecutionOutput {
  return {
    id: execution.id,
    project_id: execution.project.id,
    project_revision_id: execution.projectRevision?.id ?? null,
    created_by_user_id: execution.createdByUser?.id ?? null,
    created_by_api_key_id: execution.createdByApiKey?.id ?? null,
    execution_type: execution.executionType,
    processing_mode: execution.processingMode,
    processing_mode_fallback: execution.processingModeFallback,
    processing_mode_fallback_mode: execution.processingModeFallbackMode ?? null,
    reference: execution.reference ?? null,
    title: execution.title ?? null,
    json_result: execution.jsonResult ?? null,
    status: execution.status,
    errors: execution.errors,
    warnings: execution.warnings,
    created_at: toIso(execution.createdAt),
  };
}

/** Needs `documents` and `projectRevision` populated. */
export function toExecutionDetail(execution: TExecution): TExecutionDetail {
  return {
    ...toExecution(execution),
    sources: execution.sources ?? null,
    revision: execution.projectRevision?.revision ?? null,
    documents: execution.documents.getItems().map(toDocument),
    metadata: execution.metadata ?? null,
    started_at: toIsoOrNull(execution.startedAt),
    completed_at: toIsoOrNull(execution.completedAt),
  };
}
