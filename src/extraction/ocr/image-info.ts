/** Size of an image read from its header, before anything decodes it. */
type TImageInfo = {
  format: 'png' | 'jpeg' | 'webp' | 'tiff';
  width: number;
  height: number;
  /** Images in the file: pages of a TIFF, otherwise 1. */
  frames: number;
};

// Enough for any real scan; TIFF page chains longer than this are counted as this many.
const MAX_TIFF_FRAMES = 1000;

function pngInfo(bytes: Buffer): TImageInfo | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    return null;
  }
  return { format: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), frames: 1 };
}

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but don't.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegInfo(bytes: Buffer): TImageInfo | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) {
      return null;
    }
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Markers without a length: TEM, RSTn, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    if (isStartOfFrame(marker)) {
      return {
        format: 'jpeg',
        width: bytes.readUInt16BE(offset + 7),
        height: bytes.readUInt16BE(offset + 5),
        frames: 1,
      };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return null;
}

function webpInfo(bytes: Buffer): TImageInfo | null {
  if (bytes.length < 30) {
    return null;
  }
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    return {
      format: 'webp',
      width: bytes.readUInt16LE(26) & 0x3fff,
      height: bytes.readUInt16LE(28) & 0x3fff,
      frames: 1,
    };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, frames: 1 };
  }
  if (chunk === 'VP8X') {
    return { format: 'webp', width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1, frames: 1 };
  }
  return null;
}

function tiffInfo(bytes: Buffer): TImageInfo | null {
  const little = bytes.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  let width = 0;
  let height = 0;
  let frames = 0;
  const seen = new Set<number>();
  // Each IFD is one page: a count, 12-byte entries, then the offset of the next IFD (0 ends the chain).
  for (let ifd = u32(4); ifd !== 0 && frames < MAX_TIFF_FRAMES && !seen.has(ifd); ) {
    seen.add(ifd);
    if (ifd + 2 > bytes.length) {
      break;
    }
    const count = u16(ifd);
    const next = ifd + 2 + count * 12;
    if (next + 4 > bytes.length) {
      break;
    }
    if (frames === 0) {
      for (let entry = ifd + 2; entry < next; entry += 12) {
        const tag = u16(entry);
        // SHORT (3) values sit in the first two bytes of the value field, LONG (4) fill it.
        const value = u16(entry + 2) === 3 ? u16(entry + 8) : u32(entry + 8);
        if (tag === 256) {
          width = value;
        } else if (tag === 257) {
          height = value;
        }
      }
    }
    frames += 1;
    ifd = u32(next);
  }
  return frames > 0 && width > 0 && height > 0 ? { format: 'tiff', width, height, frames } : null;
}

/** Format and size of a PNG, JPEG, WebP or TIFF from its header; `null` when the header is not one of them. */
export function readImageInfo(bytes: Buffer): TImageInfo | null {
  try {
    if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
      return pngInfo(bytes);
    }
    if (bytes[0] === 0xff && bytes[1] === 0xd8) {
      return jpegInfo(bytes);
    }
    if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
      return webpInfo(bytes);
    }
    const head = bytes.toString('hex', 0, 4);
    if (head === '49492a00' || head === '4d4d002a') {
      return tiffInfo(bytes);
    }
    return null;
  } catch {
    // A header cut short: reads past the end throw RangeError.
    return null;
  }
}
