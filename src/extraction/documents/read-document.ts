import { codedMessage } from '../../i18n/message.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import { DEFAULT_OCR_SETTINGS, formatDuration, type TOcrSettings } from '../ocr/index.ts';
import type { TDocumentText, TPageText } from '../types.ts';
import { DocumentReadError } from './document-read-error.ts';
import { dropInvisibleCharacters } from './invisible-characters.ts';
import { readDocx } from './read-docx.ts';
import { readEmail } from './read-email.ts';
import { readPdf } from './read-pdf.ts';
import { readHtml, readJson, readPlainText, type TReadResult } from './read-text.ts';
import { readImage, type TDocumentOcr } from './read-with-ocr.ts';
import { DOCX_CONTENT_TYPE } from './sniff.ts';

export { DocumentReadError } from './document-read-error.ts';

/** `timeoutMs` bounds parsing; OCR is bounded per page and by its page cap (`ocr`) instead. */
export type TReadLimits = {
  maxPages?: number;
  timeoutMs?: number;
  ocr?: TOcrSettings;
  /** The reader's caller gave up (a run that lost its claim): OCR waiting or running is cancelled. */
  signal?: AbortSignal;
  /** Told the error behind a page or image OCR could not recognize (for the caller's log). */
  onOcrFailure?: (error: unknown) => void;
};
const DEFAULT_READ_LIMITS = { maxPages: 500, timeoutMs: 30_000, ocr: DEFAULT_OCR_SETTINGS };

type TPagesResult = { pages: TPageText[]; warnings: TCodedMessage[] };
type TReadContext = { depth: number; maxPages: number; signal: AbortSignal; ocr: TDocumentOcr | null };

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
    return readImage(bytes, context.ocr);
  }
  const reader = SINGLE_PAGE_READERS[contentType];
  if (!reader) {
    throw new DocumentReadError(codedMessage('error.unsupported_type'));
  }
  const { text, warnings } = await reader(bytes);
  return {
    pages: [{ page: 1, text }],
    warnings: text.trim() === '' ? [...warnings, codedMessage('warning.no_text')] : warnings,
  };
}

/**
 * A timer that stands still while `paused` work runs (nested calls allowed). Once stopped it never
 * fires, even if paused work of an abandoned read ends later.
 */
function startReadClock(timeoutMs: number, onExpire: () => void) {
  let remaining = timeoutMs;
  let since = Date.now();
  let pauses = 0;
  let stopped = false;
  let timer = setTimeout(onExpire, remaining);
  return {
    async paused<T>(work: () => Promise<T>): Promise<T> {
      if (pauses++ === 0) {
        clearTimeout(timer);
        remaining -= Date.now() - since;
      }
      try {
        return await work();
      } finally {
        if (--pauses === 0 && !stopped) {
          since = Date.now();
          timer = setTimeout(onExpire, Math.max(0, remaining));
        }
      }
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * Turns an uploaded file into page texts by its sniffed media type. Throws DocumentReadError with a
 * user-facing message for damaged files, zip bombs and the time limit. The limit is checked between
 * pages and attachments; a single synchronous parse step can't be interrupted (upload size bounds it).
 * Images and PDF pages without a text layer are recognized with OCR unless `limits.ocr` disables it;
 * the time limit pauses meanwhile, as each recognized page has a limit of its own.
 */
export async function readDocument(
  input: { bytes: Buffer; fileName: string; contentType: string },
  limits: TReadLimits = {},
): Promise<TDocumentText> {
  const { maxPages, timeoutMs, ocr } = { ...DEFAULT_READ_LIMITS, ...limits };
  limits.signal?.throwIfAborted();
  const controller = new AbortController();
  const expired = Promise.withResolvers<never>();
  const clock = startReadClock(timeoutMs, () => {
    controller.abort();
    expired.reject(new DocumentReadError(codedMessage('error.read_timeout', { duration: formatDuration(timeoutMs) })));
  });
  const onCallerAbort = () => {
    controller.abort(limits.signal?.reason);
    expired.reject(limits.signal?.reason ?? new Error('aborted'));
  };
  limits.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const documentOcr: TDocumentOcr | null = ocr.enabled
    ? {
        settings: ocr,
        signal: controller.signal,
        pagesLeft: ocr.maxPages,
        untimed: clock.paused,
        onFailure: limits.onOcrFailure,
      }
    : null;
  try {
    const read = readBytes(input.bytes, input.contentType, {
      depth: 0,
      maxPages,
      signal: controller.signal,
      ocr: documentOcr,
    });
    // The losing reader's rejection (aborted) must not surface as an unhandled rejection.
    read.catch(() => {});
    const { pages, warnings } = await Promise.race([read, expired.promise]);
    const visible = pages.map((page) => ({ ...page, text: dropInvisibleCharacters(page.text) }));
    return { fileName: input.fileName, contentType: input.contentType, pages: visible, warnings };
  } finally {
    clock.stop();
    limits.signal?.removeEventListener('abort', onCallerAbort);
  }
}
