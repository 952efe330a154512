// API shapes of executions and documents, shared by routers, HTTP routes, services (webhook
// payloads) and the web UI. Below the services: it imports entities' types, zod, and the message
// catalogue (i18n) that renders stored warnings and errors per language.
import { z } from 'zod';
import type { TDocument } from '../db/entities/document.ts';
import type { TExecution } from '../db/entities/execution.ts';
import { ZCodedMessage } from '../i18n/coded-schema.ts';
import { legacyCodedLine } from '../i18n/legacy-coded-lines.ts';
import { detailOf, type TDetailShape } from '../i18n/message.ts';
import { renderMessage } from '../i18n/render.ts';
import type { TCodedMessage, TLocale } from '../i18n/types.ts';
import { toIso, toIsoOrNull, ZDateTime } from './dates.ts';
import { ZProcessingMode } from './processing-mode.ts';
import { resultInSchemaOrder } from './schema-order.ts';

export const ZExecutionStatus = z
  .enum(['pending', 'running', 'success', 'failed'])
  .describe('pending (queued), running, success or failed (see errors)');

export const ZDocument = z.object({
  id: z.uuid().describe('Document id (for /documents/{documentId}/download)'),
  project_id: z.uuid().describe('The project it was uploaded to'),
  uploaded_by_user_id: z.uuid().nullable().describe('The person who uploaded it (web), else null'),
  uploaded_by_api_key_id: z.uuid().nullable().describe('The API key it came with (REST, e-mail), else null'),
  file_name: z.string().describe('The file name as uploaded, reduced to a safe base name'),
  file_content_type: z.string().describe('The type read from the file’s bytes (not the one the client claimed)'),
  size_bytes: z.number().int().describe('Size in bytes'),
  sha256: z.string().describe('SHA-256 of the bytes, hex'),
  created_at: ZDateTime.describe('When it was uploaded'),
});

export const ZExecution = z.object({
  id: z.uuid().describe('Execution id'),
  project_id: z.uuid().describe('The project whose schema it extracts'),
  project_revision_id: z.uuid().nullable().describe('The schema revision it was (or will be) extracted with'),
  created_by_user_id: z.uuid().nullable().describe('The person who uploaded (web), else null'),
  created_by_api_key_id: z.uuid().nullable().describe('The API key of a REST or e-mail upload, else null'),
  execution_type: z.enum(['web', 'api', 'email']).describe('Which door the documents came through'),
  processing_mode: ZProcessingMode.describe('The mode it was extracted in: fast, balanced or accurate'),
  processing_mode_fallback: z.boolean().describe('Whether a failed extraction is retried once in the fallback mode'),
  processing_mode_fallback_mode: ZProcessingMode.nullable().describe(
    'The mode of that retry, when one happened; else null',
  ),
  reference: z.string().nullable().describe('The uploader’s own reference, if given'),
  title: z.string().nullable().describe('A title of the result (automatic, or by the project’s instructions)'),
  json_result: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('The extracted JSON, in the order of the revision’s output schema; null until success'),
  status: ZExecutionStatus,
  errors: z.array(z.string()).describe('In the language of Accept-Language (en, de)'),
  warnings: z.array(z.string()).describe('In the language of Accept-Language (en, de)'),
  error_details: z.array(ZCodedMessage).describe('`errors` as codes and values'),
  warning_details: z.array(ZCodedMessage).describe('`warnings` as codes and values'),
  created_at: ZDateTime.describe('When the documents were received'),
  reviewed_result: z.record(z.string(), z.unknown()).nullable().describe('A member’s correction; json_result stays'),
  reviewed_by_user_id: z.uuid().nullable().describe('Who saved the review, if anyone'),
  reviewed_at: ZDateTime.nullable().describe('When the review was saved'),
  excluded_from_evaluation: z.boolean().describe('Left out of the accuracy evaluation by a member'),
});

export const ZExecutionDetail = ZExecution.extend({
  sources: z
    .record(
      z.string(),
      z.object({
        page: z.number().int().describe('Page number, from 1'),
        quote: z.string().describe('The text the value was read from'),
        document: z.string().optional().describe('The file it was found in, when the execution has several'),
        confidence: z.number().min(0).max(1).optional().describe('How sure the extractor is of the value (0–1)'),
        how: z
          .enum(['learned'])
          .optional()
          .describe('"learned": read by the offline extractor\'s trained fallback, not by its label rules'),
      }),
    )
    .nullable()
    .describe('Where each extracted value came from, by field path'),
  revision: z.number().int().nullable().describe('The number of the schema revision used'),
  documents: z.array(ZDocument).describe('The uploaded files'),
  metadata: z.record(z.string(), z.unknown()).nullable().describe('The JSON object sent as `metadata` with the upload'),
  started_at: ZDateTime.nullable().describe('When extraction began'),
  completed_at: ZDateTime.nullable().describe('When it ended (success or failed)'),
});

export const ZUploadOutput = z.object({
  documents: z.array(ZDocument).describe('The stored files, in upload order'),
  execution: ZExecution.describe(
    'The execution reading them (finished when wait_for_completion was set and it ended in time)',
  ),
});

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

type TStoredMessages = {
  errorDetails?: TCodedMessage[] | null;
  warningDetails?: TCodedMessage[] | null;
  errors?: string[] | null;
  warnings?: string[] | null;
};

/**
 * An execution's stored errors and warnings as the API answers them: rendered in the caller's
 * language from their codes, and as codes with values. The one rendering, for entities and for
 * list rows from SQL. A row without codes (LEGACY: written by a server before codes were stored,
 * and not yet coded by the background step) is read back from its English text, as is a row whose
 * codes are not of its text (another count of lines: an old node finished what a new one had
 * created, during a rolling upgrade). `shape`: see TDetailShape.
 */
export function renderExecutionMessages(stored: TStoredMessages, locale: TLocale, shape: TDetailShape = 'flat') {
  const errors = codesOf(stored.errorDetails, stored.errors);
  const warnings = codesOf(stored.warningDetails, stored.warnings);
  return {
    errors: errors.map((line) => renderMessage(line, locale)),
    warnings: warnings.map((line) => renderMessage(line, locale)),
    error_details: errors.map((line) => detailOf(line, shape)),
    warning_details: warnings.map((line) => detailOf(line, shape)),
  };
}

/** The stored codes when they are of the stored text (null text: not selected, as the codes are), else the text read back. */
function codesOf(codes: TCodedMessage[] | null | undefined, text: string[] | null | undefined): TCodedMessage[] {
  // Either column may hold JSON that is not an array (a hand edit, a hostile writer): it reads as no lines.
  if (Array.isArray(codes) && (!Array.isArray(text) || codes.length === text.length)) {
    return codes;
  }
  return (Array.isArray(text) ? text.filter((line) => typeof line === 'string') : []).map(legacyCodedLine);
}

/** Reorders `json_result` by the schema when `projectRevision` is loaded (callers populate it). */
export function toExecution(
  execution: TExecution,
  locale: TLocale = 'en',
  shape: TDetailShape = 'flat',
): TExecutionOutput {
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
    ...renderExecutionMessages(execution, locale, shape),
    created_at: toIso(execution.createdAt),
    reviewed_result: execution.reviewedResult ?? null,
    reviewed_by_user_id: execution.reviewedByUser?.id ?? null,
    reviewed_at: toIsoOrNull(execution.reviewedAt),
    excluded_from_evaluation: execution.excludedFromEvaluation,
  };
}

/** Needs `documents` and `projectRevision` populated. */
export function toExecutionDetail(
  execution: TExecution,
  locale: TLocale = 'en',
  shape: TDetailShape = 'flat',
): TExecutionDetail {
  return {
    ...toExecution(execution, locale, shape),
    sources: execution.sources ?? null,
    revision: execution.projectRevision?.revision ?? null,
    documents: execution.documents.getItems().map(toDocument),
    metadata: execution.metadata ?? null,
    started_at: toIsoOrNull(execution.startedAt),
    completed_at: toIsoOrNull(execution.completedAt),
  };
}
