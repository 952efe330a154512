import path from 'node:path/posix';

const MAX_FILE_NAME_LENGTH = 200;
// C0/C1 control characters (NUL included), the DEL character and bidirectional overrides.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name that is safe as one path segment anywhere (local disk, FTP, SFTP, a mail header):
 * the last segment of the given name (both separators), no control characters or NUL, no leading
 * dots (no `..`, no hidden files), at most 200 characters (keeping the extension).
 */
export function safeFileName(raw: string | null | undefined, fallback = 'document'): string {
  const lastSegment = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(UNSAFE_CHARACTERS, '')
    .trim()
    .replace(/^[.\s]+/, '');
  if (cleaned.length === 0) {
    return fallback;
  }
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) {
    return cleaned;
  }
  const extension = path.extname(cleaned).slice(0, 16);
  return `${cleaned.slice(0, MAX_FILE_NAME_LENGTH - extension.length)}${extension}`;
}

/**
 * The remote path of a file inside an output's folder. The name is reduced to a safe base name,
 * and the resolved path is checked to stay inside the folder (defence in depth).
 */
export function pathInsideFolder(folder: string, fileName: string): string {
  const base = path.resolve('/', folder || '.');
  const target = path.resolve(base, safeFileName(fileName));
  const relative = path.relative(base, target);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative) || relative.includes('/')) {
    throw new Error(`The file name "${fileName}" does not stay inside the folder`);
  }
  return path.join(folder || '.', relative);
}
