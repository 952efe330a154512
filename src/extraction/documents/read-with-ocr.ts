import type { PDFPageProxy } from 'unpdf/pdfjs';
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

type TPagesResult = { pages: TPageText[]; warnings: string[] };

export const IMAGE_WITHOUT_OCR_WARNING = 'Images need text recognition (OCR), which is not available yet';

const recognizeOptions = (ocr: TDocumentOcr) => ({
  languages: ocr.settings.languages,
  timeoutMsPerPage: ocr.settings.pageTimeoutMs,
  signal: ocr.signal,
  onFailure: ocr.onFailure,
});

/** Why pages beyond the OCR page cap were not read. */
export function pageCapNote(ocr: TDocumentOcr): string {
  const limit = ocr.settings.maxPages;
  return `text recognition reads at most ${limit} ${limit === 1 ? 'page' : 'pages'} per file`;
}

/** An image file as one page of recognized text. */
export async function readImage(bytes: Buffer, ocr: TDocumentOcr | null): Promise<TPagesResult> {
  if (!ocr) {
    return { pages: [], warnings: [IMAGE_WITHOUT_OCR_WARNING] };
  }
  if (ocr.pagesLeft <= 0) {
    return { pages: [], warnings: [`The image was not read: ${pageCapNote(ocr)}`] };
  }
  ocr.pagesLeft -= 1;
  const [result] = await ocr.untimed(() => recognize([bytes], recognizeOptions(ocr)));
  if (!result?.ok) {
    return { pages: [], warnings: [`The image could not be read (${result?.reason ?? 'no result'})`] };
  }
  const warnings = result.text === '' ? [...result.warnings, 'No text was recognized in the image'] : result.warnings;
  return { pages: [{ page: 1, text: result.text }], warnings };
}

/** Text of a PDF page without a text layer, rendered and recognized; a failure is a warning. */
export async function recognizePdfPage(
  page: PDFPageProxy,
  ocr: TDocumentOcr,
): Promise<{ text: string; warnings: string[] }> {
  const number = page.pageNumber;
  const failed = (reason: string) => ({ text: '', warnings: [`Page ${number} could not be read (${reason})`] });
  return ocr.untimed(async () => {
    ocr.signal.throwIfAborted();
    let image: Buffer;
    try {
      image = await renderPdfPage(page, { timeoutMs: ocr.settings.pageTimeoutMs });
    } catch (error) {
      ocr.signal.throwIfAborted();
      return failed(
        error instanceof OcrTimeoutError
          ? `rendering took longer than ${formatDuration(ocr.settings.pageTimeoutMs)}`
          : 'it could not be rendered',
      );
    }
    const [result] = await recognize([image], recognizeOptions(ocr));
    if (!result?.ok) {
      return failed(result?.reason ?? 'no result');
    }
    const warnings =
      result.text === '' ? [`Page ${number} has no text layer, and text recognition found no text on it`] : [];
    return { text: result.text, warnings };
  });
}

/** "Page 21" or "Pages 21–24, 30" for a warning. */
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
  return `${numbers.length === 1 ? 'Page' : 'Pages'} ${ranges.join(', ')}`;
}
