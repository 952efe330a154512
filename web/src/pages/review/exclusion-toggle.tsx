import { FormattedMessage, useIntl } from 'react-intl';
import { Switch } from '../../components/ui/switch.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** Admins leave a reviewed execution out of the evaluation set (or take it back in). */
export function ExclusionToggle({
  projectId,
  executionId,
  excluded,
}: {
  projectId: string;
  executionId: string;
  excluded: boolean;
}) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const update = trpc.review.setEvaluationExclusion.useMutation({
    onSuccess: async () => {
      await utils.projects.getExecution.invalidate({ projectId, executionId });
    },
    onError: (error) => toast.error(errorMessageOf(intl, error)),
  });
  return (
    <label className="flex items-center gap-2 text-sm" htmlFor="review-exclusion">
      <Switch
        id="review-exclusion"
        data-testid="review-exclusion"
        checked={excluded}
        disabled={update.isPending}
        onCheckedChange={(checked) => update.mutate({ projectId, executionId, excluded: checked })}
      />
      <FormattedMessage id="review.excluded" />
    </label>
  );
}
