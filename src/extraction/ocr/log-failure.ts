import type { Logger } from 'pino';
import { OcrFailedError, OcrLanguageDataError } from './errors.ts';

/** Tesseract's own lines about language data it could not use (thread-stderr.ts), kept on the error's cause. */
function tesseractOutputOf(error: Error): string[] {
  const output = (error.cause as { tesseractOutput?: unknown } | undefined)?.tesseractOutput;
  return Array.isArray(output) ? output.map(String) : [];
}

/**
 * Logs a failed recognition an operator has to act on: language data that would not load, with
 * tesseract's own lines (which file, and why), at error level; a worker that failed otherwise at warn.
 * An unreadable image or a page over its time limit is the document's: its user reads that in the result.
 */
export function logOcrFailure(log: Logger, error: unknown, fileName: string): void {
  if (error instanceof OcrLanguageDataError) {
    log.error(
      { err: error, fileName, tesseractOutput: tesseractOutputOf(error) },
      'text recognition could not load its language data (tesseractOutput and the error say why); scans fail until it is repaired',
    );
  } else if (error instanceof OcrFailedError) {
    log.warn({ err: error, fileName }, 'text recognition failed');
  }
}
