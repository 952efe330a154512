// API shapes of executions and documents, shared by routers, HTTP routes, services (webhook
// payloads) and the web UI. Below the services: it imports entities' types, zod, and the message
// catalogue (i18n) that renders stored warnings and errors per language.
import { z } from 'zod';
import type { TDocument } from '../db/entities/document.ts';
import type { TExecution } from '../db/entities/execution.ts';
import { codedLine } from '../i18n/coded-lines.ts';
import { ZCodedMessage } from '../i18n/coded-schema.ts';
import { renderMessage } from '../i18n/render.ts';
import type { TLocale } from '../i18n/types.ts';
import { toIso, toIsoOrNull, ZDateTime } from './dates.ts';
import { ZProcessingMode } from './processing-mode.ts';
import { resultInSchemaOrder } from './schema-order.ts';

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
  errors: z.array(z.string()).describe('In the language of Accept-Language (en, de)'),
  warnings: z.array(z.string()).describe('In the language of Accept-Language (en, de)'),
  error_details: z.array(ZCodedMessage).describe('`errors` as codes and values'),
  warning_details: z.array(ZCodedMessage).describe('`warnings` as codes and values'),
  created_at: ZDateTime,
  reviewed_result: z.record(z.string(), z.unknown()).nullable().describe('A member’s correction; json_result stays'),
  reviewed_by_user_id: z.uuid().nullable(),
  reviewed_at: ZDateTime.nullable(),
  excluded_from_evaluation: z.boolean(),
});

export const ZExecutionDetail = ZExecution.extend({
  sources: z
    .record(
      z.string(),
      z.object({
        page: z.number().int(),
        quote: z.string(),
        document: z.string().optional(),
        confidence: z.number().min(0).max(1).optional().describe('How sure the extractor is of the value (0–1)'),
      }),
    )
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

/**
 * An execution's stored errors and warnings as the API answers them: rendered in the caller's
 * language, and as codes with values. The one rendering, for entities and for list rows from SQL.
 */
export function renderExecutionMessages(stored: { errors: string[]; warnings: string[] }, locale: TLocale) {
  const errors = stored.errors.map(codedLine);
  const warnings = stored.warnings.map(codedLine);
  return {
    errors: errors.map((line) => renderMessage(line, locale)),
    warnings: warnings.map((line) => renderMessage(line, locale)),
    error_details: errors,
    warning_details: warnings,
  };
}

/** Reorders `json_result` by the schema when `projectRevision` is loaded (callers populate it). */
export function toExecution(execution: TExecution, locale: TLocale = 'en'): TExecutionOutput {
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
    json_result: resultInSchemaOrder(execution),
    status: execution.status,
    ...renderExecutionMessages(execution, locale),
    created_at: toIso(execution.createdAt),
    reviewed_result: execution.reviewedResult ?? null,
    reviewed_by_user_id: execution.reviewedByUser?.id ?? null,
    reviewed_at: toIsoOrNull(execution.reviewedAt),
    excluded_from_evaluation: execution.excludedFromEvaluation,
  };
}

/** Needs `documents` and `projectRevision` populated. */
export function toExecutionDetail(execution: TExecution, locale: TLocale = 'en'): TExecutionDetail {
  return {
    ...toExecution(execution, locale),
    sources: execution.sources ?? null,
    revision: execution.projectRevision?.revision ?? null,
    documents: execution.documents.getItems().map(toDocument),
    metadata: execution.metadata ?? null,
    started_at: toIsoOrNull(execution.startedAt),
    completed_at: toIsoOrNull(execution.completedAt),
  };
}
