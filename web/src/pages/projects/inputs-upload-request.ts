import type { TUploadOutput } from '../../../../src/routers/executions/executions.types.ts';
import { getActiveLocale } from '../../i18n/locale.ts';

export type TUploadFields = {
  reference?: string;
  /** JSON object text, sent as is. */
  metadata?: string;
  processing_mode?: 'fast' | 'balanced' | 'accurate';
  processing_mode_fallback?: boolean;
};

/**
 * A refused or failed upload, shaped like a failed tRPC call (`status`, `data.app_code`,
 * `data.issues`) so the shared error helpers translate it. Status 0: no answer arrived.
 */
export class UploadError extends Error {
  readonly status: number;
  readonly data: { app_code?: string; issues?: { path: string[]; message: string }[] };

  constructor(status: number, body: unknown) {
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    super(typeof record.message === 'string' ? record.message : `Upload failed with status ${status}`);
    this.name = 'UploadError';
    this.status = status;
    this.data = {
      app_code: typeof record.code === 'string' ? record.code : undefined,
      issues: Array.isArray(record.issues) ? (record.issues as { path: string[]; message: string }[]) : undefined,
    };
  }
}

type TUploadOptions = {
  projectId: string;
  files: readonly File[];
  fields: TUploadFields;
  /** Sent bytes over total bytes, 0 to 1. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/v1/projects/{projectId}/upload with the session cookie (spec §7). XMLHttpRequest,
 * not fetch: only it reports upload progress.
 */
export function uploadDocuments({ projectId, files, fields, onProgress, signal }: TUploadOptions) {
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
  return new Promise<TUploadOutput>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/v1/projects/${encodeURIComponent(projectId)}/upload`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', getActiveLocale());
    request.responseType = 'text';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(event.loaded / event.total);
      }
    });
    request.addEventListener('load', () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        parsed = undefined;
      }
      if (request.status >= 200 && request.status < 300 && parsed) {
        onProgress(1);
        resolve(parsed as TUploadOutput);
      } else {
        reject(new UploadError(request.status, parsed));
      }
    });
    request.addEventListener('error', () => reject(new UploadError(0, undefined)));
    request.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
