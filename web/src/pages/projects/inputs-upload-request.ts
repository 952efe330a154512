import type { TUploadOutput } from '../../../../src/contracts/executions.ts';
import { postMultipart } from '../../lib/multipart-post.ts';

export type TUploadFields = {
  reference?: string;
  /** JSON object text, sent as is. */
  metadata?: string;
  processing_mode?: 'fast' | 'balanced' | 'accurate';
  processing_mode_fallback?: boolean;
};

type TUploadOptions = {
  projectId: string;
  files: readonly File[];
  fields: TUploadFields;
  /** Sent bytes over total bytes, 0 to 1. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
  /** Same value on a retry of the same files: the server then answers with the first execution. */
  idempotencyKey?: string;
};

/** POST /api/v1/projects/{projectId}/upload (multipart, with progress). */
export function uploadDocuments({ projectId, files, fields, onProgress, signal, idempotencyKey }: TUploadOptions) {
  const body = new FormData();
  for (const file of files) {
    body.append('documents', file, file.name);
  }
  if (fields.reference) {
    body.append('reference', fields.reference);
  }
  if (fields.metadata) {
    body.append('metadata', fields.metadata);
  }
  if (fields.processing_mode) {
    body.append('processing_mode', fields.processing_mode);
  }
  if (fields.processing_mode_fallback !== undefined) {
    body.append('processing_mode_fallback', String(fields.processing_mode_fallback));
  }
  return postMultipart<TUploadOutput>(`/api/v1/projects/${encodeURIComponent(projectId)}/upload`, body, {
    onProgress,
    signal,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
  });
}
