import { safeFileName } from '../lib/safe-file-name.ts';

/** Browsers escape `"`, CR and LF in multipart file names (WHATWG); undo that, then keep a safe base name. */
export function multipartFileName(raw: string | undefined): string {
  const name = (raw ?? '').replace(/%22/g, '"').replace(/%0D|%0A/gi, ' ');
  return safeFileName(name);
}
