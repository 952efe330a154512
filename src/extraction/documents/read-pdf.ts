import { setImmediate as nextTurn } from 'node:timers/promises';
import { getDocumentProxy } from 'unpdf';
import { codedMessage } from '../../i18n/message.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import { OcrStoppedError } from '../ocr/index.ts';
import type { TPageText } from '../types.ts';
import { DocumentReadError } from './document-read-error.ts';
import { formatPageList, pageCapNote, recognizePdfPage, type TDocumentOcr } from './read-with-ocr.ts';

type TTextItem = { str: string; transform: number[]; width: number; hasEOL: boolean };

// Columns in a table are set apart by at least this many font sizes. Word gaps are ~0.28 em.
const COLUMN_GAP_EM = 1;
// The average width of a character in font sizes, and the indent from which a line keeps its indent.
const CHARACTER_EM = 0.5;
const INDENT_EM = 2;
// The same cell separator the HTML/DOCX table formatting uses, so one table parser fits all.
const CELL_SEPARATOR = '   ';
// pdf.js skips drawing larger embedded images when a page is rendered for OCR (memory bound).
const MAX_RENDERED_IMAGE_PIXELS = 50_000_000;

/**
 * Joins pdf.js text items into lines. unpdf's `extractText` joins runs with a single space, which
 * makes table columns indistinguishable from words; a wide gap becomes a cell separator here.
 */
export function layoutPageText(items: TTextItem[]): string {
  let text = '';
  let lineEnd: number | null = null;
  const left = Math.min(...items.filter((item) => item.str.trim() !== '').map((item) => item.transform[4] ?? 0));
  for (const item of items) {
    const [, , , size = 0, x = 0] = item.transform;
    const em = Math.abs(size) || 10;
    // Where the run starts in characters from the page's left text edge: cells of one column start at
    // about the same character on every line, so a header's second line or an indented detail line
    // stays under its column.
    const column = Math.round((x - left) / (CHARACTER_EM * em));
    const lineLength = () => text.length - text.lastIndexOf('\n') - 1;
    if (item.str.trim() === '') {
      text += item.str !== '' && item.width > COLUMN_GAP_EM * em ? CELL_SEPARATOR : item.str;
    } else {
      if (lineEnd === null && lineLength() === 0 && x - left >= INDENT_EM * em) {
        text += ' '.repeat(column);
      } else if (lineEnd !== null && x - lineEnd > COLUMN_GAP_EM * em) {
        text = text.trimEnd();
        text += ' '.repeat(Math.max(CELL_SEPARATOR.length, column - lineLength()));
      }
      text += item.str;
      lineEnd = x + item.width;
    }
    if (item.hasEOL) {
      text += '\n';
      lineEnd = null;
    }
  }
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

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
      let text = layoutPageText(content.items.flatMap((item) => ('str' in item ? [item] : [])));
      if (text === '') {
        if (!ocr) {
          warnings.push(codedMessage('warning.pdf_no_text_layer', { number }));
        } else if (ocr.pagesLeft <= 0) {
          notRecognized.push(number);
        } else {
          ocr.pagesLeft -= 1;
          const recognized = await recognizePdfPage(page, ocr);
          text = recognized.text;
          warnings.push(...recognized.warnings);
        }
      }
      pages.push({ page: number, text });
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
