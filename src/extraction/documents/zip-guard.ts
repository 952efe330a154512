import { inflateRawSync } from 'node:zlib';
import { codedMessage } from '../../i18n/message.ts';
import { DocumentReadError } from './document-read-error.ts';
import { readZipDirectory, ZipFormatError } from './zip-directory.ts';

// maxTextBytes: the XML parts together (the text, its notes, styles and relationships). Images and fonts may fill
// the rest, but the converter reads the XML as trees in steps the read's time limit cannot interrupt: a
// document.xml of 39 MiB of paragraphs (packed into a few kilobytes) took a minute and 1.2 GB. 10 MiB of XML hold
// some thousand pages of text.
const ZIP_LIMITS = { maxEntries: 1000, maxUncompressedBytes: 50 * 1024 * 1024, maxTextBytes: 10 * 1024 * 1024 };
const XML_PART = /\.(?:xml|rels)$/i;
// The converter reads the parts the package's relationships name, whatever their names end in ("word/body.dat"): a
// part is text too when its bytes open as XML (after a byte order mark or blanks), which no image or font does.
const XML_START = /^(?:\xef\xbb\xbf|\xff\xfe|\xfe\xff)?[\s\0]*<|^[\s\0]+$/;
const opensAsXml = (bytes: Buffer) => XML_START.test(bytes.subarray(0, 64).toString('latin1'));

const LOCAL_HEADER = 0x04034b50;
const MIB = 1024 * 1024;

/**
 * Refuses ZIP containers (DOCX) that would unpack to too much. First the central directory's
 * claims; then every entry is really inflated with a hard output cap, because a directory can lie
 * and the unzip library mammoth uses trusts it.
 */
export function assertZipWithinLimits(zip: Buffer, limits = ZIP_LIMITS): void {
  const tooLarge = () =>
    new DocumentReadError(codedMessage('error.docx_too_large', { max: limits.maxUncompressedBytes / MIB }));
  try {
    const { count, entries } = readZipDirectory(zip, limits.maxEntries);
    if (count > limits.maxEntries) {
      throw new DocumentReadError(codedMessage('error.docx_too_many_parts', { max: limits.maxEntries }));
    }
    const claimed = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (claimed > limits.maxUncompressedBytes) {
      throw tooLarge();
    }
    let remaining = limits.maxUncompressedBytes;
    let textRemaining = limits.maxTextBytes;
    for (const entry of entries) {
      const at = entry.localHeaderOffset;
      if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) {
        throw new ZipFormatError('local header missing');
      }
      const dataStart = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
      const data = zip.subarray(dataStart, dataStart + entry.compressedSize);
      const named = XML_PART.test(entry.name);
      const textTooLarge = () =>
        new DocumentReadError(codedMessage('error.docx_text_too_large', { max: limits.maxTextBytes / MIB }));
      const cap = named ? Math.min(remaining, textRemaining) : remaining;
      let inflated = data;
      if (entry.method === 8) {
        try {
          inflated = inflateRawSync(data, { maxOutputLength: cap + 1 });
        } catch (error) {
          // By code, not instanceof: errors from Node internals may come from another realm (jest's vm).
          if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
            throw named && cap < remaining ? textTooLarge() : tooLarge();
          }
          throw new ZipFormatError('entry does not inflate', { cause: error });
        }
      } else if (entry.method !== 0) {
        throw new ZipFormatError(`compression method ${entry.method}`);
      }
      const size = inflated.length;
      textRemaining -= named || opensAsXml(inflated) ? size : 0;
      if (textRemaining < 0) {
        throw textTooLarge();
      }
      remaining -= size;
      if (remaining < 0) {
        throw tooLarge();
      }
    }
  } catch (error) {
    // ERR_OUT_OF_RANGE: a Buffer read past the end, i.e. offsets pointing outside the file.
    if (error instanceof ZipFormatError || (error as { code?: string }).code === 'ERR_OUT_OF_RANGE') {
      throw new DocumentReadError(codedMessage('error.docx_damaged_zip'), { cause: error });
    }
    throw error;
  }
}
