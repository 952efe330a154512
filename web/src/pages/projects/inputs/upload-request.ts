import type { z } from 'zod';
import type { TUploadOutput } from '../../../../../src/contracts/executions.ts';
import type { ZUploadFields } from '../../../../../src/contracts/upload-fields.ts';
import { postMultipart } from '../../../lib/multipart-post.ts';

/** The text fields of an upload, named as the contract names them (metadata: JSON object text, sent as is). */
export type TUploadFields = Partial<Record<keyof z.input<typeof ZUploadFields>, string | boolean>>;

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
  for (const [name, value] of Object.entries(fields)) {
    // An empty text is "not given": the project's default applies.
    if (value !== undefined && value !== '') {
      body.append(name, String(value));
    }
  }
  return postMultipart<TUploadOutput>(`/api/v1/projects/${encodeURIComponent(projectId)}/upload`, body, {
    onProgress,
    signal,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
  });
}
