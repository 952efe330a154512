import { FlaskConical } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { draftPayload, type TRevisionDraft } from '../projects/schema/revision-draft.ts';

/** "Evaluate draft": measures the unsaved schema against the reviewed executions before it is saved. */
export function EvaluateDraftButton({
  projectId,
  draft,
  valid,
}: {
  projectId: string;
  draft: TRevisionDraft;
  valid: boolean;
}) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const create = trpc.evaluations.create.useMutation({
    onSuccess: (evaluation) => navigate(`/projects/${projectId}/evaluations/${evaluation.id}`),
    onError: (error) => toast.error(errorMessageOf(intl, error)),
  });
  const { input_language: _language, ...fields } = draftPayload(draft);
  return (
    <Button
      variant="outline"
      data-testid="schema-evaluate-draft"
      disabled={!valid || create.isPending}
      title={intl.formatMessage({ id: 'evaluations.evaluateDraftHint' })}
      onClick={() => create.mutate({ projectId, ...fields })}
    >
      {create.isPending ? <Spinner size={16} /> : <FlaskConical aria-hidden="true" />}
      <FormattedMessage id="evaluations.evaluateDraft" />
    </Button>
  );
}
