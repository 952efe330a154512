import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { encodeFieldMessage, zodIssueMessage } from '../i18n/field-messages.ts';

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

// Kept in their own module so light forms (sign-in) can use them without zod.
export { applyServerIssues, serverIssuesOf } from './server-issues.ts';
