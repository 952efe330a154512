/** Browsers escape `"`, CR and LF in multipart file names (WHATWG); undo that, keep names short. */
export function multipartFileName(raw: string | undefined): string {
  const name = (raw ?? '')
    .replace(/%22/g, '"')
    .replace(/%0D|%0A/gi, ' ')
    .trim();
  return name.slice(0, 255) || 'document';
}
