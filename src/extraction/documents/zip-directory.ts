/** One entry of a ZIP central directory, sizes as the directory claims them. */
export type TZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const MAX_U16 = 0xffff;
const MAX_U32 = 0xffffffff;

export class ZipFormatError extends Error {}

function readU64(buffer: Buffer, offset: number): number {
  // Number is exact up to 2^53, far beyond any size we accept.
  return Number(buffer.readBigUInt64LE(offset));
}

function findEndOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, so search only that tail.
  const stop = Math.max(0, zip.length - 22 - MAX_U16);
  for (let offset = zip.length - 22; offset >= stop; offset--) {
    if (zip.readUInt32LE(offset) === EOCD) {
      return offset;
    }
  }
  throw new ZipFormatError('no end of central directory record');
}

function directoryBounds(zip: Buffer): { count: number; offset: number } {
  const end = findEndOfCentralDirectory(zip);
  let count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  if (count === MAX_U16 || offset === MAX_U32) {
    const locator = end - 20;
    if (locator < 0 || zip.readUInt32LE(locator) !== ZIP64_LOCATOR) {
      throw new ZipFormatError('ZIP64 locator missing');
    }
    const record = readU64(zip, locator + 8);
    if (record + 56 > zip.length || zip.readUInt32LE(record) !== ZIP64_EOCD) {
      throw new ZipFormatError('ZIP64 end record missing');
    }
    count = readU64(zip, record + 32);
    offset = readU64(zip, record + 48);
  }
  return { count, offset };
}

/** Sizes that overflow 32 bits live in the ZIP64 extra field (id 1), in a fixed order. */
function applyZip64Extra(zip: Buffer, start: number, length: number, entry: TZipEntry): void {
  let offset = start;
  while (offset + 4 <= start + length) {
    const id = zip.readUInt16LE(offset);
    const size = zip.readUInt16LE(offset + 2);
    if (id === 1) {
      let field = offset + 4;
      for (const key of ['uncompressedSize', 'compressedSize', 'localHeaderOffset'] as const) {
        if (entry[key] === MAX_U32 && field + 8 <= offset + 4 + size) {
          entry[key] = readU64(zip, field);
          field += 8;
        }
      }
      return;
    }
    offset += 4 + size;
  }
}

/**
 * Reads the central directory of a ZIP file. Stops after `maxEntries + 1` entries so a directory
 * claiming millions of entries costs nothing to refuse.
 */
export function readZipDirectory(zip: Buffer, maxEntries: number): { count: number; entries: TZipEntry[] } {
  const { count, offset: start } = directoryBounds(zip);
  const entries: TZipEntry[] = [];
  let offset = start;
  for (let index = 0; index < Math.min(count, maxEntries + 1); index++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL_HEADER) {
      throw new ZipFormatError('central directory entry broken');
    }
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const entry: TZipEntry = {
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
      method: zip.readUInt16LE(offset + 10),
      compressedSize: zip.readUInt32LE(offset + 20),
      uncompressedSize: zip.readUInt32LE(offset + 24),
      localHeaderOffset: zip.readUInt32LE(offset + 42),
    };
    applyZip64Extra(zip, offset + 46 + nameLength, extraLength, entry);
    entries.push(entry);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return { count, entries };
}
