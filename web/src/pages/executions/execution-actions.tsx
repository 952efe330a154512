import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

type TActionProps = { projectId: string; executionId: string };

/** Runs the same documents again on the latest revision, then shows the new execution. */
export function RerunButton({ projectId, executionId }: TActionProps) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const rerun = trpc.projects.rerunExecution.useMutation({
    onSuccess: (execution) => {
      toast.success(intl.formatMessage({ id: 'execution.rerunStarted' }));
      void utils.projects.listExecutions.invalidate({ projectId });
      void utils.projects.executionStatistics.invalidate({ projectId });
      navigate(`/projects/${projectId}/executions/${execution.id}`);
    },
    onError: (error) => toast.error(errorMessageOf(intl, error)),
  });
  return (
    <Button
      variant="outline"
      data-testid="execution-rerun"
      disabled={rerun.isPending}
      aria-busy={rerun.isPending || undefined}
      onClick={() => rerun.mutate({ projectId, executionId })}
    >
      {rerun.isPending ? <Spinner size={16} /> : <RotateCcw aria-hidden="true" />}
      <FormattedMessage id="execution.rerun" />
    </Button>
  );
}

/** Admins only: removes the execution with its documents, after asking. */
export function DeleteExecutionButton({ projectId, executionId }: TActionProps) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const remove = trpc.projects.deleteExecution.useMutation({
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: 'execution.deleted' }));
      navigate(`/projects/${projectId}/executions/`);
      utils.projects.getExecution.setData({ projectId, executionId }, undefined);
      void utils.projects.listExecutions.invalidate({ projectId });
      void utils.projects.executionStatistics.invalidate({ projectId });
    },
  });
  return (
    <>
      <Button variant="destructive" data-testid="execution-delete" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        <FormattedMessage id="actions.delete" />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          remove.reset();
        }}
        title={<FormattedMessage id="execution.deleteTitle" />}
        description={<FormattedMessage id="execution.deleteDescription" />}
        confirmLabel={<FormattedMessage id="actions.delete" />}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate({ projectId, executionId })}
        confirmTestId="execution-delete-confirm"
      />
    </>
  );
}
