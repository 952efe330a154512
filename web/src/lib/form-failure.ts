import { useState } from 'react';
import { applyServerIssues } from './server-issues.ts';

type TIssueTarget = Parameters<typeof applyServerIssues>[0];

/**
 * A form's failed submission: per-field issues go beside their fields, anything else is kept as
 * `failure` for one message above the form. `clearFailure` before sending again.
 * (Without zod, so light forms such as sign-in could use it too.)
 */
export function useFormFailure(form: TIssueTarget) {
  const [failure, setFailure] = useState<unknown>();
  return {
    failure,
    onError: (error: unknown) => {
      if (!applyServerIssues(form, error)) {
        setFailure(error);
      }
    },
    clearFailure: () => setFailure(undefined),
  };
}
