import { setImmediate as nextTurn } from 'node:timers/promises';
import { getDocumentProxy } from 'unpdf';
import { codedMessage } from '../../i18n/message.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import { OcrStoppedError } from '../ocr/index.ts';
import type { TPageText } from '../types.ts';
import { DocumentReadError } from './document-read-error.ts';
import { layoutPageText } from './pdf-layout.ts';
import { formatPageList, pageCapNote, recognizePdfPage, type TDocumentOcr } from './read-with-ocr.ts';

// pdf.js skips drawing larger embedded images when a page is rendered for OCR (memory bound).
const MAX_RENDERED_IMAGE_PIXELS = 50_000_000;

function readError(error: unknown): DocumentReadError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new DocumentReadError(codedMessage('error.pdf_password'), { cause: error });
  }
  return new DocumentReadError(codedMessage('error.pdf_damaged'), { cause: error });
}

/**
 * Text per page (numbered from 1). Pages without a text layer are recognized with OCR when `ocr` is
 * given (up to its page cap), otherwise they produce a warning instead of text.
 */
export async function readPdf(
  bytes: Buffer,
  options: { maxPages: number; signal: AbortSignal; ocr?: TDocumentOcr | null },
): Promise<{ pages: TPageText[]; warnings: TCodedMessage[] }> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // Script evaluation stays off: a PDF is untrusted input. A copy, since pdf.js may transfer the buffer.
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      verbosity: 0,
      maxImageSize: MAX_RENDERED_IMAGE_PIXELS,
    });
  } catch (error) {
    throw readError(error);
  }
  try {
    const pages: TPageText[] = [];
    const warnings: TCodedMessage[] = [];
    const { ocr } = options;
    const notRecognized: number[] = [];
    const count = Math.min(pdf.numPages, options.maxPages);
    if (pdf.numPages > count) {
      warnings.push(codedMessage('warning.pdf_page_cap', { count, total: pdf.numPages }));
    }
    for (let number = 1; number <= count; number++) {
      // pdf.js can parse many pages without giving timers a turn; yield so the time limit can fire.
      await nextTurn();
      options.signal.throwIfAborted();
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = layoutPageText(content.items.flatMap((item) => ('str' in item ? [item] : [])));
      if (text !== '' || !ocr || ocr.pagesLeft <= 0) {
        if (text === '' && !ocr) {
          warnings.push(codedMessage('warning.pdf_no_text_layer', { number }));
        } else if (text === '') {
          notRecognized.push(number);
        }
        pages.push({ page: number, text });
        continue;
      }
      ocr.pagesLeft -= 1;
      const recognized = await recognizePdfPage(page, ocr);
      pages.push({ page: number, text: recognized.text, recognized: true });
      warnings.push(...recognized.warnings);
    }
    if (ocr && notRecognized.length > 0) {
      const code = notRecognized.length === 1 ? 'warning.page_not_read' : 'warning.pages_not_read';
      warnings.push(codedMessage(code, { pages: formatPageList(notRecognized), reason: pageCapNote(ocr) }));
    }
    return { pages, warnings };
  } catch (error) {
    if (options.signal.aborted || error instanceof OcrStoppedError) {
      throw error;
    }
    throw readError(error);
  } finally {
    await pdf.destroy();
  }
}
