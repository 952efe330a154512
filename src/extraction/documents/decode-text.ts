/**
 * Decodes text bytes: a BOM decides UTF-8/UTF-16; without one UTF-8 is tried first and Windows-1252
 * is the fallback, since that is what older Windows tools write for German umlauts.
 * `truncated` tolerates a multi-byte character cut off at the end of a sniffed head.
 */
export function decodeText(bytes: Uint8Array, options: { truncated?: boolean } = {}): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: options.truncated === true });
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Whether bytes look like text: no NUL and hardly any control characters (UTF-16 with a BOM counts as text). */
export function looksLikeText(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return true;
  }
  let control = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      return false;
    }
    // Tab, LF, FF, CR and ESC occur in real text files; other C0 codes mean binary.
    if (byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 12 && byte !== 13 && byte !== 27) {
      control++;
    }
  }
  return control <= bytes.length / 100;
}
