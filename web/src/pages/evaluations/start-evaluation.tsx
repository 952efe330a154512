import { Play } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { FormError } from '../../components/form.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { RevisionSelect, useRevisionChoice } from './revision-select.tsx';

/** Starts an evaluation of a saved revision against the latest one. */
export function StartEvaluation({ projectId }: { projectId: string }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const choice = useRevisionChoice(projectId);
  const create = trpc.evaluations.create.useMutation({
    onSuccess: (evaluation) => navigate(`/projects/${projectId}/evaluations/${evaluation.id}`),
  });
  const chosen = choice.chosen;
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ projectId, revision_id: chosen });
      }}
    >
      <RevisionSelect label="evaluations.candidate" testId="evaluation-revision" choice={choice} />
      <Button type="submit" data-testid="evaluation-start" disabled={!chosen || create.isPending}>
        {create.isPending ? <Spinner size={16} /> : <Play aria-hidden="true" />}
        <FormattedMessage id="evaluations.start" />
      </Button>
      {create.error ? <FormError className="basis-full">{errorMessageOf(intl, create.error)}</FormError> : null}
    </form>
  );
}
