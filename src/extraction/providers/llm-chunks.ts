import type { TDocumentText, TSourceMap } from '../types.ts';

/** A rough token count: about three characters a token (German and numbers run denser than English prose). */
export const estimateTokens = (text: string) => Math.ceil(text.length / 3);

/** Pieces of at most `maxChars`, cut at line ends where possible. */
function splitText(text: string, maxChars: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > maxChars) {
    const cut = rest.lastIndexOf('\n', maxChars);
    const at = cut > maxChars / 2 ? cut + 1 : maxChars;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  pieces.push(rest);
  return pieces;
}

/**
 * The documents in consecutive page ranges whose text fits `maxChars` each; a page longer than that
 * is cut into parts that keep its page number. One range when everything fits.
 */
export function pageRanges(documents: TDocumentText[], maxChars: number): TDocumentText[][] {
  const ranges: TDocumentText[][] = [];
  let current: TDocumentText[] = [];
  let size = 0;
  const push = (document: TDocumentText, page: { page: number; text: string }) => {
    if (size + page.text.length > maxChars && size > 0) {
      ranges.push(current);
      current = [];
      size = 0;
    }
    const last = current[current.length - 1];
    if (last && last.fileName === document.fileName) {
      last.pages.push(page);
    } else {
      current.push({ ...document, pages: [page], warnings: [] });
    }
    size += page.text.length;
  };
  for (const document of documents) {
    for (const page of document.pages) {
      for (const text of splitText(page.text, maxChars)) {
        push(document, { page: page.page, text });
      }
    }
  }
  if (current.length > 0) {
    ranges.push(current);
  }
  return ranges;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Merges the result of a later page range into the earlier one: the first value found wins, objects
 * merge field by field, arrays are concatenated without duplicates. `moved` records where each item of
 * a later array ended up (`items[0]` → `items[3]`), so its sources can follow.
 */
function mergeValue(earlier: unknown, later: unknown, path: string, moved: Map<string, string>): unknown {
  if (earlier === undefined || earlier === null) {
    return later;
  }
  if (Array.isArray(earlier) && Array.isArray(later)) {
    const merged = [...earlier];
    later.forEach((item, index) => {
      const existing = merged.findIndex((candidate) => sameJson(candidate, item));
      if (existing === -1) {
        merged.push(item);
        moved.set(`${path}[${index}]`, `${path}[${merged.length - 1}]`);
      } else {
        moved.set(`${path}[${index}]`, `${path}[${existing}]`);
      }
    });
    return merged;
  }
  if (isPlainObject(earlier) && isPlainObject(later)) {
    const merged: Record<string, unknown> = { ...earlier };
    for (const [key, value] of Object.entries(later)) {
      merged[key] = mergeValue(earlier[key], value, path ? `${path}.${key}` : key, moved);
    }
    return merged;
  }
  return earlier;
}

/** A source path of the later result, moved to where its array item ended up. */
function movePath(path: string, moved: Map<string, string>): string {
  for (const [from, to] of [...moved].sort((a, b) => b[0].length - a[0].length)) {
    if (path === from || path.startsWith(`${from}.`) || path.startsWith(`${from}[`)) {
      return `${to}${path.slice(from.length)}`;
    }
  }
  return path;
}

export function mergeResults(
  earlier: { result: unknown; sources: TSourceMap },
  later: { result: unknown; sources: TSourceMap },
): { result: unknown; sources: TSourceMap } {
  const moved = new Map<string, string>();
  const result = mergeValue(earlier.result, later.result, '', moved);
  const sources = { ...earlier.sources };
  for (const [path, source] of Object.entries(later.sources)) {
    const target = movePath(path, moved);
    sources[target] ??= source;
  }
  return { result, sources };
}
