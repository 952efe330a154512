import { codedMessage } from '../../i18n/message.ts';
import { DocumentReadError } from './document-read-error.ts';
import { htmlToPlainText, type TReadResult } from './read-text.ts';
import { assertZipWithinLimits } from './zip-guard.ts';

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
      { externalFileAccess: false, convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    html = converted.value;
  } catch (error) {
    throw new DocumentReadError(codedMessage('error.docx_damaged'), {
      cause: error,
    });
  }
  return { text: htmlToPlainText(html), warnings: [] };
}
