import type { TDocumentText, TPageText } from '../types.ts';
import { DocumentReadError } from './document-read-error.ts';
import { readDocx } from './read-docx.ts';
import { readEmail } from './read-email.ts';
import { readPdf } from './read-pdf.ts';
import { readHtml, readJson, readPlainText, type TReadResult } from './read-text.ts';
import { DOCX_CONTENT_TYPE } from './sniff.ts';

export { DocumentReadError } from './document-read-error.ts';

export type TReadLimits = { maxPages?: number; timeoutMs?: number };
export const DEFAULT_READ_LIMITS = { maxPages: 500, timeoutMs: 30_000 };

type TPagesResult = { pages: TPageText[]; warnings: string[] };
type TReadContext = { depth: number; maxPages: number; signal: AbortSignal };

const IMAGE_WARNING = 'Images need text recognition (OCR), which is not available yet';

const SINGLE_PAGE_READERS: Record<string, (bytes: Buffer) => TReadResult | Promise<TReadResult>> = {
  'text/plain': readPlainText,
  'text/csv': readPlainText,
  'application/json': readJson,
  'text/html': readHtml,
  [DOCX_CONTENT_TYPE]: readDocx,
};

async function readBytes(bytes: Buffer, contentType: string, context: TReadContext): Promise<TPagesResult> {
  if (contentType === 'application/pdf') {
    return readPdf(bytes, context);
  }
  if (contentType === 'message/rfc822') {
    return readEmail(bytes, {
      ...context,
      readAttachment: (attachment) =>
        readBytes(attachment.bytes, attachment.contentType, {
          ...context,
          depth: context.depth + 1,
          maxPages: attachment.maxPages,
        }),
    });
  }
  if (contentType.startsWith('image/')) {
    return { pages: [], warnings: [IMAGE_WARNING] };
  }
  const reader = SINGLE_PAGE_READERS[contentType];
  if (!reader) {
    throw new DocumentReadError('This file type is not supported');
  }
  const { text, warnings } = await reader(bytes);
  return {
    pages: [{ page: 1, text }],
    warnings: text.trim() === '' ? [...warnings, 'The file contains no text'] : warnings,
  };
}

/**
 * Turns an uploaded file into page texts by its sniffed media type. Throws DocumentReadError with a
 * user-facing message for damaged files, zip bombs and the time limit. The limit is checked between
 * pages and attachments; a single synchronous parse step can't be interrupted (upload size bounds it).
 */
export async function readDocument(
  input: { bytes: Buffer; fileName: string; contentType: string },
  limits: TReadLimits = {},
): Promise<TDocumentText> {
  const { maxPages, timeoutMs } = { ...DEFAULT_READ_LIMITS, ...limits };
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      const limit = timeoutMs >= 1000 ? `${timeoutMs / 1000} seconds` : `${timeoutMs} ms`;
      reject(new DocumentReadError(`Reading the file took longer than ${limit} and was stopped`));
    }, timeoutMs);
  });
  try {
    const read = readBytes(input.bytes, input.contentType, { depth: 0, maxPages, signal: controller.signal });
    // The losing reader's rejection (aborted) must not surface as an unhandled rejection.
    read.catch(() => {});
    const { pages, warnings } = await Promise.race([read, timeout]);
    return { fileName: input.fileName, contentType: input.contentType, pages, warnings };
  } finally {
    clearTimeout(timer);
  }
}
