import { z } from 'zod';
import { AppError, type AppErrorIssue } from '../lib/app-error.ts';
import type { TLocale } from './types.ts';

/** An issue as zod reports it, or as a peer (trpc-to-openapi) serialised it. */
type TRawIssue = { readonly path: readonly PropertyKey[]; readonly message: string; readonly code?: string };

const germanIssues = z.locales.de().localeError;

/**
 * The one mapping of validation issues to what callers see: `{ path, message }` per field, the
 * message in the caller's language (zod ships the German wording; English keeps zod's or the
 * schema's own text). Used by the tRPC formatter, the REST routes, the job queue and the config.
 */
export function toIssues(issues: readonly TRawIssue[], locale: TLocale = 'en'): AppErrorIssue[] {
  return issues.map((issue) => {
    const translated = locale === 'de' && issue.code ? germanIssues(issue as never) : undefined;
    const message = typeof translated === 'string' ? translated : (translated?.message ?? issue.message);
    return { path: issue.path.map((part) => (typeof part === 'number' ? part : String(part))), message };
  });
}

/** The 400 of invalid input outside tRPC (multipart routes), shaped like the tRPC validation error. */
export function validationError(
  error: { issues: readonly TRawIssue[] },
  options: { locale?: TLocale; message?: string } = {},
): AppError {
  return new AppError('BAD_REQUEST', options.message ?? 'Input validation failed', {
    issues: toIssues(error.issues, options.locale),
    cause: error,
  });
}

/** Issues as lines for a person reading a terminal (configuration errors at start-up). */
export function issueLines(error: { issues: readonly TRawIssue[] }): string[] {
  return toIssues(error.issues).map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
}
