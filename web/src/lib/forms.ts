import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { encodeFieldMessage, serverIssueMessage, zodIssueMessage } from '../i18n/field-messages.ts';
import { appCodeOf } from './query-client.ts';

/** The zod error map every form uses: each issue becomes a message descriptor (see field-messages.ts). */
const fieldErrorMap = (issue: Parameters<typeof zodIssueMessage>[0]) => encodeFieldMessage(zodIssueMessage(issue));

/**
 * react-hook-form validated by the server's own input schema (CONVENTIONS: no second copy of a rule),
 * with translatable messages. Fields are checked on submit, then as they change: checking on blur
 * would shift the layout under a pointer on its way to the submit button and swallow the click.
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  props: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    ...props,
    resolver: zodResolver(schema, { error: fieldErrorMap }),
  });
}

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
export function applyServerIssues<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'setError' | 'getValues'>,
  error: unknown,
): boolean {
  const fields = Object.keys(form.getValues());
  const code = appCodeOf(error);
  let placed = false;
  for (const { field } of serverIssuesOf(error)) {
    if (fields.includes(field)) {
      form.setError(
        field as Path<TValues>,
        { type: 'server', message: encodeFieldMessage(serverIssueMessage(code, field)) },
        { shouldFocus: !placed },
      );
      placed = true;
    }
  }
  return placed;
}
