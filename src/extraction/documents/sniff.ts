import { decodeText, looksLikeText } from './decode-text.ts';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The media types an upload may have; everything else is refused as unsupported. */
export const ALLOWED_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/tiff',
  DOCX_CONTENT_TYPE,
  'text/plain',
  'text/csv',
  'text/html',
  'message/rfc822',
  'application/json',
] as const;

type TAllowedContentType = (typeof ALLOWED_CONTENT_TYPES)[number];

const startsWith = (head: Uint8Array, bytes: number[], at = 0) =>
  bytes.every((byte, index) => head[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function indexOfBytes(head: Uint8Array, needle: string, limit = head.length): number {
  return Buffer.from(head.buffer, head.byteOffset, Math.min(limit, head.length)).indexOf(needle, 0, 'latin1');
}

function sniffBinary(head: Uint8Array, extension: string): TAllowedContentType | null {
  // The PDF spec lets the header start anywhere in the first 1024 bytes.
  if (indexOfBytes(head, '%PDF-', 1024) !== -1) {
    return 'application/pdf';
  }
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return 'image/png';
  }
  if (startsWith(head, [0xff, 0xd8, 0xff])) {
    return 'image/jpeg';
  }
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) {
    return 'image/webp';
  }
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) {
    return 'image/tiff';
  }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    // Entry names are stored in clear in local headers and the central directory. A DOCX whose
    // word/ part lies beyond the head is still accepted by its extension; mammoth decides then.
    const named = indexOfBytes(head, 'word/document.xml') !== -1;
    const packaged = indexOfBytes(head, '[Content_Types].xml') !== -1 && indexOfBytes(head, 'word/') !== -1;
    return named || packaged || extension === 'docx' ? DOCX_CONTENT_TYPE : null;
  }
  return null;
}

const MAIL_HEADER =
  /^(from|received|mime-version|return-path|delivered-to|message-id|x-[\w-]+|date|subject|to|reply-to|dkim-signature|authentication-results):[ \t]*\S/i;

/** RFC 822 at the top: the first line is a header and so are most of the lines before the first blank one. */
function looksLikeMail(text: string): boolean {
  const block = text.replace(/^\s+/, '').split(/\r?\n\r?\n/, 1)[0] ?? '';
  const lines = block.split(/\r?\n/).filter((line) => !/^[ \t]/.test(line));
  const first = lines[0] ?? '';
  if (!MAIL_HEADER.test(first)) {
    return false;
  }
  const headers = lines.filter((line) => /^[\x21-\x39\x3b-\x7e]+:/.test(line)).length;
  return lines.length >= 2 && headers === lines.length;
}

function looksLikeJson(text: string, truncated: boolean): boolean {
  const trimmed = text.trim();
  if (!/^[{[]/.test(trimmed)) {
    return false;
  }
  if (truncated) {
    return true;
  }
  try {
    JSON.parse(trimmed);
    return true;
  } catch {
    return false;
  }
}

const looksLikeHtml = (text: string) => /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype html|html)[\s>]/i.test(text);

/** Same number (≥ 1) of `;`, `,` or tab on each of the first lines. */
function looksLikeCsv(text: string): boolean {
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 5);
  if (lines.length < 2) {
    return false;
  }
  return [';', ',', '\t'].some((delimiter) => {
    const counts = lines.map((line) => line.split(delimiter).length - 1);
    return (counts[0] ?? 0) > 0 && counts.every((count) => count === counts[0]);
  });
}

const TEXT_BY_EXTENSION: Record<string, TAllowedContentType> = {
  txt: 'text/plain',
  csv: 'text/csv',
  html: 'text/html',
  htm: 'text/html',
};

function sniffText(head: Uint8Array, extension: string, truncated: boolean): TAllowedContentType {
  const text = decodeText(head, { truncated });
  // An explicit extension wins when the content agrees; otherwise the content decides.
  if (extension === 'eml' && looksLikeMail(text)) {
    return 'message/rfc822';
  }
  if (extension === 'json' && looksLikeJson(text, truncated)) {
    return 'application/json';
  }
  const byExtension = TEXT_BY_EXTENSION[extension];
  if (byExtension) {
    return byExtension;
  }
  if (looksLikeHtml(text)) {
    return 'text/html';
  }
  if (looksLikeMail(text)) {
    return 'message/rfc822';
  }
  if (looksLikeJson(text, truncated)) {
    return 'application/json';
  }
  return looksLikeCsv(text) ? 'text/csv' : 'text/plain';
}

/** Size of the head callers pass to `sniffContentType`. */
export const SNIFF_HEAD_BYTES = 64 * 1024;

const BINARY_BY_EXTENSION: Record<string, TAllowedContentType> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  docx: DOCX_CONTENT_TYPE,
};

/**
 * The media type of a file from its first bytes (magic numbers; for text formats content and
 * extension), for every door alike: an upload, a schema sample, a mail's attachments and those of
 * an uploaded e-mail. `null` means unsupported: binary data matching no known format, or an empty
 * file not named as a binary format (the upload doors refuse empty files before asking).
 *
 * A file named `.pdf` (or another binary format) whose bytes are no such file is that format,
 * damaged: its reader then says so ("the PDF could not be read: it is damaged or not a PDF"),
 * instead of the bytes being read as text, refused as another type or dropped unnoticed. A mail
 * attachment whose transfer encoding broke decodes to such garbage; so does a file saved wrongly.
 */
export function sniffContentType(head: Uint8Array, fileName: string): TAllowedContentType | null {
  const extension = /\.([^./\\]+)$/.exec(fileName.toLowerCase())?.[1] ?? '';
  const named = sniffBinary(head, extension) ?? BINARY_BY_EXTENSION[extension];
  if (named) {
    return named;
  }
  if (head.length === 0 || !looksLikeText(head)) {
    return null;
  }
  return sniffText(head, extension, head.length >= SNIFF_HEAD_BYTES);
}
