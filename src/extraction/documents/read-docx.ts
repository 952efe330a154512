import { codedMessage } from '../../i18n/message.ts';
import { DocumentReadError } from './document-read-error.ts';
import { htmlToPlainText, TABLE_CELL_GAP, type TReadResult } from './read-text.ts';
import { assertZipWithinLimits } from './zip-guard.ts';

// Stand-ins, from private use, for what the HTML formatter would fold away: a tab (Word's gap between a label/value
// pair and the next on one line, which the formatter squeezes to one space) and an empty paragraph (Word's blank
// line, which it drops). Each tab's stand-in is as wide as the gap it becomes, so table columns stay lined up.
const TAB = '\ue000';
const EMPTY_PARAGRAPH = '\ue001';
const STAND_INS = /[\ue000\ue001]/g;

/** Word's paragraphs as the text's lines: a blank line where the document has an empty paragraph, nowhere else. */
function docxHtmlToText(html: string): string {
  const marked = html
    .replace(STAND_INS, '')
    .replace(/\t/g, TAB.repeat(TABLE_CELL_GAP.length))
    .replace(/<p><\/p>/g, `<p>${EMPTY_PARAGRAPH}</p>`);
  return htmlToPlainText(marked, 1)
    .replace(new RegExp(`^${EMPTY_PARAGRAPH}$`, 'gm'), '')
    .replace(STAND_INS, ' ');
}

/**
 * DOCX via mammoth's HTML conversion rather than `extractRawText`: raw text puts every table cell
 * on its own paragraph, while the HTML keeps rows together for the table formatter.
 */
export async function readDocx(bytes: Buffer): Promise<TReadResult> {
  assertZipWithinLimits(bytes);
  let html: string;
  try {
    // Loaded on the first DOCX: most processes never read one.
    const { default: mammoth } = await import('mammoth');
    const converted = await mammoth.convertToHtml(
      { buffer: bytes },
      // externalFileAccess off: a DOCX may link files on the server's disk. Images are dropped
      // unread instead of being inlined as base64 only for the text formatter to skip them.
      {
        externalFileAccess: false,
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        ignoreEmptyParagraphs: false,
      },
    );
    html = converted.value;
  } catch (error) {
    throw new DocumentReadError(codedMessage('error.docx_damaged'), {
      cause: error,
    });
  }
  return { text: docxHtmlToText(html), warnings: [] };
}
