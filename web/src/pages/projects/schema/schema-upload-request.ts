import type { TSchemaProperty } from '../../../../../src/extraction/schema/output-schema.ts';
import type { TProjectDetail } from '../../../lib/api-types.ts';
import { postMultipart } from '../../../lib/multipart-post.ts';

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

/** Sends a sample document as multipart (`document`, `schema_language`), with progress. */
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
  return postMultipart<T>(`/api/v1/projects/${encodeURIComponent(projectId)}/${target}`, body, { onProgress, signal });
}
