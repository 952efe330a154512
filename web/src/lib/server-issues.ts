import { encodeFieldMessage, serverIssueMessage } from '../i18n/field-messages.ts';
import { appCodeOf } from './query-client.ts';

/** What a form offers to receive issues: react-hook-form's and useLightForm's both fit. */
type TIssueTarget = {
  getValues(): object;
  setError(field: string, error: { type: string; message: string }, options: { shouldFocus: boolean }): void;
};

/** The per-field issues of a failed call: `data.issues` of our error bodies, first path segment as field. */
export function serverIssuesOf(error: unknown): { field: string }[] {
  if (typeof error !== 'object' || error === null || !('data' in error)) {
    return [];
  }
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('issues' in data) || !Array.isArray(data.issues)) {
    return [];
  }
  return data.issues.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null || !('path' in issue) || !Array.isArray(issue.path)) {
      return [];
    }
    const field = issue.path[0];
    return typeof field === 'string' ? [{ field }] : [];
  });
}

/**
 * Puts a failed call's per-field issues on the form's fields (the first one focused) and returns
 * whether any landed, so the caller shows a top-level message only for what no field explains.
 */
export function applyServerIssues(form: TIssueTarget, error: unknown): boolean {
  const fields = Object.keys(form.getValues());
  const code = appCodeOf(error);
  let placed = false;
  for (const { field } of serverIssuesOf(error)) {
    if (fields.includes(field)) {
      form.setError(
        field,
        { type: 'server', message: encodeFieldMessage(serverIssueMessage(code, field)) },
        { shouldFocus: !placed },
      );
      placed = true;
    }
  }
  return placed;
}
