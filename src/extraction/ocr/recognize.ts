import { formatDuration } from '../../i18n/duration.ts';
import { codedMessage } from '../../i18n/message.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import { trimLineEnds } from '../trim-trailing.ts';
import { OcrFailedError, OcrTimeoutError } from './errors.ts';
import { prepareImage } from './prepare-image.ts';
import { repairRecognizedText } from './repair-text.ts';
import type { TOcrLanguage } from './settings.ts';
import { recognizeOn, withWorker } from './worker-pool.ts';

/** Text of one image, or why it has none; `reason` completes "… could not be read (<reason>)". */
export type TOcrResult = { ok: true; text: string; warnings: TCodedMessage[] } | { ok: false; reason: TCodedMessage };

export type TRecognizeOptions = {
  languages: TOcrLanguage[];
  /** Recognition of one image may take this long; a slower one is abandoned (its result says why). */
  timeoutMsPerPage: number;
  signal?: AbortSignal;
  /** Told the error behind an image's failure (its `reason` says less), e.g. to log tesseract's own output. */
  onFailure?: (error: unknown) => void;
};

/** A time limit in a message, as English text ("30 s", "2 min"); rendered per language from there. */
export { formatDuration } from '../../i18n/duration.ts';

function cleanText(text: string): string {
  return trimLineEnds(repairRecognizedText(text))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function failureReason(error: unknown, timeoutMs: number): TCodedMessage | null {
  if (error instanceof OcrTimeoutError) {
    return codedMessage('reason.ocr_too_slow', { duration: formatDuration(timeoutMs) });
  }
  // OcrImageError is an OcrFailedError too.
  return error instanceof OcrFailedError ? error.reason : null;
}

async function recognizeOne(image: Buffer, options: TRecognizeOptions): Promise<TOcrResult> {
  try {
    const prepared = await prepareImage(image);
    const text = await withWorker(options.languages, options.signal, (worker) =>
      recognizeOn(worker, prepared.image, {
        timeoutMs: options.timeoutMsPerPage,
        signal: options.signal,
        boxes: prepared.boxes,
      }),
    );
    return { ok: true, text: cleanText(text), warnings: prepared.warnings };
  } catch (error) {
    const reason = failureReason(error, options.timeoutMsPerPage);
    if (reason === null) {
      // Aborted, or shut down (OcrStoppedError): the whole read stops, not just this page.
      throw error;
    }
    options.onFailure?.(error);
    return { ok: false, reason };
  }
}

/**
 * Recognizes text in PNG, JPEG, WebP or TIFF images (a TIFF: its first page), one at a time, on a
 * shared pool of tesseract.js workers. A failed or too slow image gives `{ ok: false, reason }`;
 * only an abort or shutdownOcr() throws.
 */
export async function recognize(images: Buffer[], options: TRecognizeOptions): Promise<TOcrResult[]> {
  const results: TOcrResult[] = [];
  for (const image of images) {
    results.push(await recognizeOne(image, options));
  }
  return results;
}
