import { decodeText } from './decode-text.ts';

const ENCODED_WORD = /=\?([^?*\s]+)(?:\*[^?\s]*)?\?([bq])\?([^?\s]*)\?=/gi;

function charsetDecoder(charset: string): TextDecoder | null {
  try {
    return new TextDecoder(charset);
  } catch {
    return null;
  }
}

function wordBytes(encoding: string, text: string): Buffer {
  if (encoding.toLowerCase() === 'b') {
    return Buffer.from(text, 'base64');
  }
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(text[index] === '_' ? 0x20 : text.charCodeAt(index) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** Decodes RFC 2047 encoded words; an unknown charset is read like raw bytes (UTF-8, else Windows-1252). */
function decodeWords(header: string): string {
  return header
    .replace(/(=\?[^?\s]+\?[bq]\?[^?\s]*\?=)\s+(?==\?[^?\s]+\?[bq]\?[^?\s]*\?=)/gi, '$1')
    .replace(ENCODED_WORD, (_whole, charset: string, encoding: string, text: string) => {
      const bytes = wordBytes(encoding, text);
      const decoder = charsetDecoder(charset);
      return decoder ? decoder.decode(bytes) : decodeText(bytes);
    });
}

/** The raw, unfolded Subject header of a message, or null when it has none. */
function rawSubject(raw: Buffer): Buffer | null {
  // Headers come first; a header block beyond 256 KiB is not a mail a sender means us to read.
  const text = raw.subarray(0, 256 * 1024).toString('latin1');
  const head = text.slice(0, /\r?\n\r?\n/.exec(text)?.index ?? text.length);
  const match = /(?:^|\n)subject:[ \t]*((?:[^\r\n]|\r?\n[ \t])*)/i.exec(head);
  return match?.[1] === undefined ? null : Buffer.from(match[1].replace(/\r?\n(?=[ \t])/g, ''), 'latin1');
}

/**
 * The subject of a raw message, decoded as far as it can be: postal-mime reads raw 8-bit bytes as UTF-8
 * only and words in a charset it does not know as Latin-1, which turns "Müller" into "MÃ¼ller". Raw bytes
 * are read as UTF-8, else Windows-1252; an unknown charset the same way; what stays undecodable is U+FFFD.
 */
export function messageSubject(raw: Buffer, parsed: string | undefined): string | undefined {
  const bytes = rawSubject(raw);
  if (bytes === null) {
    return parsed;
  }
  const text = decodeText(bytes);
  const unknownCharset = [...text.matchAll(ENCODED_WORD)].some(([, charset = '']) => !charsetDecoder(charset));
  const rawEightBit = bytes.some((byte) => byte >= 0x80);
  return unknownCharset || rawEightBit ? decodeWords(text).trim() : parsed;
}
