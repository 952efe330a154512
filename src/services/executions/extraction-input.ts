import type { Logger } from 'pino';
import type { TConfig } from '../../config.ts';
import type { TDocument } from '../../db/entities/document.ts';
import type { TProjectRevision } from '../../db/entities/project-revision.ts';
import { readDocument } from '../../extraction/documents/read-document.ts';
import { logOcrFailure, ocrSettingsFromConfig } from '../../extraction/ocr/index.ts';
import type { TOutputSchema } from '../../extraction/schema/output-schema.ts';
import type { TDocumentText, TExtractionInstructions } from '../../extraction/types.ts';
import type { TStorage } from '../../storage/storage.ts';

// What an extraction reads, in one place for executions and evaluations: an evaluation's accuracy is
// only the live one's if both send the model the same text and the same instructions.

/** The stored documents' text (OCR for images and scans), in upload order; nothing is written. */
export async function readStoredDocuments(options: {
  config: TConfig;
  storage: TStorage;
  documents: Pick<TDocument, 'storageKey' | 'fileName' | 'fileContentType'>[];
  /** Aborted when the caller no longer wants the text (its claim was lost): nothing more is read. */
  signal?: AbortSignal;
  /** Where OCR failures an operator must see are logged (language data that would not load). */
  log?: Logger;
}): Promise<TDocumentText[]> {
  const { signal, log } = options;
  const texts: TDocumentText[] = [];
  for (const document of options.documents) {
    signal?.throwIfAborted();
    const bytes = await options.storage.read(document.storageKey);
    const input = { bytes, fileName: document.fileName, contentType: document.fileContentType };
    const onOcrFailure = log ? (error: unknown) => logOcrFailure(log, error, document.fileName) : undefined;
    texts.push(await readDocument(input, { ocr: ocrSettingsFromConfig(options.config), signal, onOcrFailure }));
  }
  return texts;
}

/** What of a revision the model is given. */
export type TRevisionSettings = Pick<
  TProjectRevision,
  'outputSchema' | 'inputDescription' | 'inputLanguage' | 'outputLanguage' | 'titleConfig'
>;

/** The schema and instructions a revision gives the model. */
export function extractionSettingsOf(revision: TRevisionSettings): {
  schema: TOutputSchema;
  instructions: TExtractionInstructions;
} {
  return {
    schema: revision.outputSchema,
    instructions: {
      inputDescription: revision.inputDescription,
      inputLanguage: revision.inputLanguage,
      outputLanguage: revision.outputLanguage,
      titleConfig: revision.titleConfig,
    },
  };
}
