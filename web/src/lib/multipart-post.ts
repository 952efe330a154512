import { getActiveLocale } from '../i18n/locale.ts';

/**
 * A refused or failed multipart call, shaped like a failed tRPC call (`status`, `data.app_code`,
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

/**
 * POSTs a multipart body to the REST API with the session cookie (spec §7: Accept-Language with
 * the current locale). XMLHttpRequest, not fetch: only it reports upload progress.
 */
export function postMultipart<T>(
  url: string,
  body: FormData,
  options: { onProgress: (fraction: number) => void; signal?: AbortSignal; headers?: Record<string, string> },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', getActiveLocale());
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      request.setRequestHeader(name, value);
    }
    request.responseType = 'text';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress(event.loaded / event.total);
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
        options.onProgress(1);
        resolve(parsed as T);
      } else {
        reject(new UploadError(request.status, parsed));
      }
    });
    request.addEventListener('error', () => reject(new UploadError(0, undefined)));
    request.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
