import type { PDFPageProxy } from 'unpdf/pdfjs';
import { codedMessage } from '../../i18n/message.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import { formatDuration, OcrTimeoutError, recognize, renderPdfPage, type TOcrSettings } from '../ocr/index.ts';
import type { TPageText } from '../types.ts';

/** OCR for one uploaded file; an e-mail shares it with its attachments, so the page cap is per file. */
export type TDocumentOcr = {
  settings: TOcrSettings;
  signal: AbortSignal;
  /** Pages (PDF pages without a text layer, images) that may still be recognized. */
  pagesLeft: number;
  /** Runs OCR with the read time limit paused: every page has its own limit instead. */
  untimed: <T>(work: () => Promise<T>) => Promise<T>;
  /** Told the error behind a page or image that could not be recognized. */
  onFailure?: (error: unknown) => void;
};

type TPagesResult = { pages: TPageText[]; warnings: TCodedMessage[] };

const IMAGE_WITHOUT_OCR_WARNING = codedMessage('warning.image_without_ocr');

const NO_RESULT = codedMessage('reason.no_result');

const recognizeOptions = (ocr: TDocumentOcr) => ({
  languages: ocr.settings.languages,
  timeoutMsPerPage: ocr.settings.pageTimeoutMs,
  signal: ocr.signal,
  onFailure: ocr.onFailure,
});

/** Why pages beyond the OCR page cap were not read. */
export function pageCapNote(ocr: TDocumentOcr): TCodedMessage {
  const limit = ocr.settings.maxPages;
  return limit === 1 ? codedMessage('reason.ocr_page_cap_one') : codedMessage('reason.ocr_page_cap', { max: limit });
}

/** An image file as one page of recognized text. */
export async function readImage(bytes: Buffer, ocr: TDocumentOcr | null): Promise<TPagesResult> {
  if (!ocr) {
    return { pages: [], warnings: [IMAGE_WITHOUT_OCR_WARNING] };
  }
  if (ocr.pagesLeft <= 0) {
    return { pages: [], warnings: [codedMessage('warning.image_not_read', { reason: pageCapNote(ocr) })] };
  }
  ocr.pagesLeft -= 1;
  const [result] = await ocr.untimed(() => recognize([bytes], recognizeOptions(ocr)));
  if (!result?.ok) {
    return { pages: [], warnings: [codedMessage('warning.image_unreadable', { reason: result?.reason ?? NO_RESULT })] };
  }
  const warnings = result.text === '' ? [...result.warnings, codedMessage('warning.image_no_text')] : result.warnings;
  return { pages: [{ page: 1, text: result.text, recognized: true }], warnings };
}

/** Text of a PDF page without a text layer, rendered and recognized; a failure is a warning. */
export async function recognizePdfPage(
  page: PDFPageProxy,
  ocr: TDocumentOcr,
): Promise<{ text: string; warnings: TCodedMessage[] }> {
  const number = page.pageNumber;
  const failed = (reason: TCodedMessage) => ({
    text: '',
    warnings: [codedMessage('warning.page_unreadable', { number, reason })],
  });
  return ocr.untimed(async () => {
    ocr.signal.throwIfAborted();
    let image: Buffer;
    try {
      image = await renderPdfPage(page, { timeoutMs: ocr.settings.pageTimeoutMs });
    } catch (error) {
      ocr.signal.throwIfAborted();
      return failed(
        error instanceof OcrTimeoutError
          ? codedMessage('reason.render_too_slow', { duration: formatDuration(ocr.settings.pageTimeoutMs) })
          : codedMessage('reason.not_rendered'),
      );
    }
    const [result] = await recognize([image], recognizeOptions(ocr));
    if (!result?.ok) {
      return failed(result?.reason ?? NO_RESULT);
    }
    const warnings = result.text === '' ? [codedMessage('warning.page_ocr_no_text', { number })] : [];
    return { text: result.text, warnings };
  });
}

/** "21" or "21–24, 30": the pages of a warning. */
export function formatPageList(numbers: number[]): string {
  const ranges: string[] = [];
  for (let index = 0; index < numbers.length; index++) {
    const start = numbers[index] ?? 0;
    let end = start;
    while (numbers[index + 1] === end + 1) {
      end += 1;
      index += 1;
    }
    ranges.push(start === end ? `${start}` : `${start}–${end}`);
  }
  return ranges.join(', ');
}
