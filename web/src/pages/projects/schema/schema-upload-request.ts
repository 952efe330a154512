import type { TSchemaProperty } from '../../../../../src/extraction/schema/output-schema.ts';
import { getActiveLocale } from '../../../i18n/locale.ts';
import type { TProjectDetail } from '../../../lib/api-types.ts';
import { UploadError } from '../inputs-upload-request.ts';

/** POST /projects/{projectId}/revisions/initial: the project, now proposing its revision 1. */
export type TInitialSampleAnswer = { project: TProjectDetail; document: { id: string; file_name: string } };

/** POST /projects/{projectId}/schema/generate: a proposal for the editor; nothing is saved. */
export type TSchemaProposalAnswer = {
  output_schema: TSchemaProperty[];
  input_description: string;
  warnings: string[];
};

type TSampleUpload = {
  projectId: string;
  target: 'revisions/initial' | 'schema/generate';
  /** The sample; optional for generate (an empty proposal comes back without one). */
  file: File | null;
  /** Two letters: the language of the proposed names and descriptions. */
  language: string;
  /** Sent bytes over total bytes, 0 to 1. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * Sends a sample document as multipart (`document`, `schema_language`) with the session cookie.
 * XMLHttpRequest, not fetch: only it reports upload progress. Failures reject with an UploadError,
 * which the shared error helpers translate.
 */
export function uploadSchemaSample<T extends TInitialSampleAnswer | TSchemaProposalAnswer>({
  projectId,
  target,
  file,
  language,
  onProgress,
  signal,
}: TSampleUpload): Promise<T> {
  const body = new FormData();
  if (file) {
    body.append('document', file, file.name);
  }
  body.append('schema_language', language);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/v1/projects/${encodeURIComponent(projectId)}/${target}`);
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
        resolve(parsed as T);
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
