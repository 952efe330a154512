import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import type { TEvaluationDetail } from './evaluation-labels.tsx';

/** Confirms a finished backfill: its executions are rerun with the revision it measured. */
export function ApplyBackfillButton({ evaluation }: { evaluation: TEvaluationDetail }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const apply = trpc.evaluations.applyBackfill.useMutation({
    onSuccess: async (result) => {
      setOpen(false);
      toast.success(intl.formatMessage({ id: 'backfill.applied' }, { count: result.rerun_execution_ids.length }));
      await utils.evaluations.get.invalidate();
    },
  });
  if (evaluation.kind !== 'backfill' || evaluation.status !== 'success') {
    return null;
  }
  if (evaluation.applied_at) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="backfill-applied">
        <FormattedMessage id="backfill.appliedNote" />
      </p>
    );
  }
  const count = evaluation.progress.total;
  return (
    <>
      <Button data-testid="backfill-apply" onClick={() => setOpen(true)}>
        <RefreshCw aria-hidden="true" />
        <FormattedMessage id="backfill.apply" values={{ count }} />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={<FormattedMessage id="backfill.confirmTitle" />}
        description={
          <FormattedMessage id="backfill.confirmDescription" values={{ count, revision: evaluation.revision ?? '–' }} />
        }
        confirmLabel={<FormattedMessage id="backfill.apply" values={{ count }} />}
        pending={apply.isPending}
        error={apply.error}
        onConfirm={() => apply.mutate({ projectId: evaluation.project_id, evaluationId: evaluation.id })}
        confirmTestId="backfill-apply-confirm"
      />
    </>
  );
}
