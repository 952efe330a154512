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
  uploaded_by_user_id: z.uuid().nullable().describe('The member who uploaded it (web)'),
  uploaded_by_api_key_id: z.uuid().nullable().describe('The API key that uploaded it (REST, e-mail)'),
  file_name: z.string(),
  file_content_type: z.string().describe('The type sniffed from the content, not the one the sender named'),
  size_bytes: z.number().int(),
  sha256: z.string().describe('Hex SHA-256 of the stored bytes'),
  created_at: ZDateTime,
});

export const ZExecution = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  project_revision_id: z.uuid().nullable().describe('The revision whose schema it was extracted with'),
  created_by_user_id: z.uuid().nullable(),
  created_by_api_key_id: z.uuid().nullable(),
  execution_type: z.enum(['web', 'api', 'email']).describe('How the documents arrived'),
  processing_mode: ZProcessingMode.describe('The mode it ran in (fast, balanced, accurate)'),
  processing_mode_fallback: z.boolean().describe('A failed extraction may retry once in the next more accurate mode'),
  processing_mode_fallback_mode: ZProcessingMode.nullable().describe('The mode of that retry, when it happened'),
  reference: z.string().nullable().describe('The uploader’s own reference (e-mail: the subject)'),
  title: z.string().nullable().describe('Chosen by the extractor, or by the revision’s title instructions'),
  json_result: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('The extracted values in schema order; partial when a failed extraction found some'),
  status: ZExecutionStatus.describe('pending → running → success or failed'),
  errors: z.array(z.string()).describe('In the language of Accept-Language (en, de)'),
  warnings: z.array(z.string()).describe('In the language of Accept-Language (en, de)'),
  error_details: z.array(ZCodedMessage).describe('`errors` as codes and values'),
  warning_details: z.array(ZCodedMessage).describe('`warnings` as codes and values'),
  created_at: ZDateTime,
  reviewed_result: z.record(z.string(), z.unknown()).nullable().describe('A member’s correction; json_result stays'),
  reviewed_by_user_id: z.uuid().nullable(),
  reviewed_at: ZDateTime.nullable().describe('When a member last saved a correction'),
  excluded_from_evaluation: z.boolean().describe('An admin left this reviewed execution out of evaluations'),
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
  revision: z.number().int().nullable().describe('Number of that revision'),
  documents: z.array(ZDocument).describe('The documents it read'),
  metadata: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('Given at upload (e-mail: from, to, subject, date); a rerun adds rerun_of'),
  started_at: ZDateTime.nullable().describe('When a worker took it up'),
  completed_at: ZDateTime.nullable().describe('When it reached success or failed'),
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
