/** Pure helpers of the review form: paths, reading and writing nested values, server issue paths. */

export type TPathPart = string | number;

/** ['items', 0, 'price'] → `items[0].price`, the spelling of sources and evaluation diffs. */
export function pathText(path: TPathPart[]): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part),
    '',
  );
}

export function getAt(value: unknown, path: TPathPart[]): unknown {
  let current = value;
  for (const part of path) {
    if (current === null || typeof current !== 'object') {
      return undefined;
    }
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

/** A copy of `root` with the value at `path` replaced (containers created as needed). */
export function setAt(root: unknown, path: TPathPart[], next: unknown): unknown {
  if (path.length === 0) {
    return next;
  }
  const [head, ...rest] = path as [TPathPart, ...TPathPart[]];
  if (typeof head === 'number') {
    const list = Array.isArray(root) ? [...root] : [];
    list[head] = setAt(list[head], rest, next);
    return list;
  }
  const record = root && typeof root === 'object' && !Array.isArray(root) ? { ...(root as object) } : {};
  (record as Record<string, unknown>)[head] = setAt((record as Record<string, unknown>)[head], rest, next);
  return record;
}

/** What a number field holds: a number when the text is one, else the text (the server names the field). */
export function numberFromText(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') {
    return null;
  }
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : text;
}

/** Per-field issues of a refused review, keyed by field path (`json_result` dropped). */
export function reviewIssuesOf(error: unknown): Map<string, string> {
  const issues = new Map<string, string>();
  const data = (error as { data?: { issues?: { path?: unknown[]; message?: string }[] } } | null)?.data;
  for (const issue of data?.issues ?? []) {
    const path = (issue.path ?? []).filter(
      (part): part is TPathPart => typeof part === 'string' || typeof part === 'number',
    );
    if (path[0] === 'json_result') {
      issues.set(pathText(path.slice(1)), issue.message ?? '');
    }
  }
  return issues;
}

/**
 * What a refused field says, judged by its value rather than the server's English words: an empty
 * field was required, anything else does not fit the schema.
 */
export function reviewIssueMessageId(value: unknown): 'review.issueRequired' | 'review.issueInvalid' {
  return value === null || value === undefined || value === '' ? 'review.issueRequired' : 'review.issueInvalid';
}
