import { Play } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { FormError } from '../../components/form.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { trpc } from '../../lib/trpc.ts';

/** Starts an evaluation of a saved revision against the latest one. */
export function StartEvaluation({ projectId }: { projectId: string }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const revisions = trpc.projects.listRevisions.useQuery({ projectId });
  const [revisionId, setRevisionId] = useState('');
  const create = trpc.evaluations.create.useMutation({
    onSuccess: (evaluation) => navigate(`/projects/${projectId}/evaluations/${evaluation.id}`),
  });
  const rows = revisions.data?.data ?? [];
  const chosen = revisionId || rows[0]?.id || '';
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ projectId, revision_id: chosen });
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        <FormattedMessage id="evaluations.candidate" />
        <select
          data-testid="evaluation-revision"
          className="h-9 rounded-md border border-border bg-background px-2 text-sm"
          value={chosen}
          onChange={(event) => setRevisionId(event.target.value)}
        >
          {rows.map((revision) => (
            <option key={revision.id} value={revision.id}>
              {intl.formatMessage({ id: 'revisions.revision' }, { revision: revision.revision })}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" data-testid="evaluation-start" disabled={!chosen || create.isPending}>
        {create.isPending ? <Spinner size={16} /> : <Play aria-hidden="true" />}
        <FormattedMessage id="evaluations.start" />
      </Button>
      {create.error ? <FormError className="basis-full">{errorMessageOf(intl, create.error)}</FormError> : null}
    </form>
  );
}
