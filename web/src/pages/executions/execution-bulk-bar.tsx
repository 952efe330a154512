import { Braces, FileSpreadsheet, RotateCcw, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { downloadText } from '../../lib/download.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { executionsToCsv, executionsToJson, type TListedExecution } from './execution-export.ts';

/** Per export format: its button's icon and label, and how the file is written. */
const EXPORTS = {
  json: { icon: Braces, label: 'executions.bulk.exportJson', write: executionsToJson, mime: 'application/json' },
  csv: {
    icon: FileSpreadsheet,
    label: 'executions.bulk.exportCsv',
    write: executionsToCsv,
    mime: 'text/csv;charset=utf-8',
  },
} as const;

/** Downloads the selected executions as `executions-YYYY-MM-DD.json` or `.csv`. */
function ExportButton({ format, selected }: { format: keyof typeof EXPORTS; selected: TListedExecution[] }) {
  const { icon: Icon, label, write, mime } = EXPORTS[format];
  const stamp = new Date().toISOString().slice(0, 10);
  return (
    <Button
      size="sm"
      variant="outline"
      data-testid={`bulk-export-${format}`}
      onClick={() => downloadText(`executions-${stamp}.${format}`, write(selected), mime)}
    >
      <Icon aria-hidden="true" />
      <FormattedMessage id={label} />
    </Button>
  );
}

type TBulkProps = {
  projectId: string;
  selected: TListedExecution[];
  canDelete: boolean;
  onDone: () => void;
};

/** What to do with the selected executions: run again, delete (admins), or export as JSON or CSV. */
export function ExecutionBulkBar({ projectId, selected, canDelete, onDone }: TBulkProps) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = selected.length;

  // One call per execution (at most a page, 100): each succeeds or fails on its own, and says so.
  const runAll = async (call: (executionId: string) => Promise<unknown>, doneId: 'rerunDone' | 'deleteDone') => {
    setBusy(true);
    const results = await Promise.allSettled(selected.map((execution) => call(execution.id)));
    setBusy(false);
    const failed = results.filter((result) => result.status === 'rejected').length;
    const succeeded = count - failed;
    if (succeeded > 0) {
      toast.success(intl.formatMessage({ id: `executions.bulk.${doneId}` }, { count: succeeded }));
    }
    if (failed > 0) {
      toast.error(intl.formatMessage({ id: 'executions.bulk.failed' }, { count: failed }));
    }
    void utils.projects.listExecutions.invalidate({ projectId });
    void utils.projects.executionStatistics.invalidate({ projectId });
    onDone();
  };
  const rerun = () =>
    runAll((executionId) => utils.client.projects.rerunExecution.mutate({ projectId, executionId }), 'rerunDone');
  const remove = () =>
    runAll((executionId) => utils.client.projects.deleteExecution.mutate({ projectId, executionId }), 'deleteDone');

  return (
    <section
      data-testid="executions-bulk-bar"
      aria-label={intl.formatMessage({ id: 'executions.bulk.label' })}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/30 bg-primary/5 p-2"
    >
      <span data-testid="executions-selected-count" className="px-2 text-sm font-medium">
        <FormattedMessage id="executions.bulk.selected" values={{ count }} />
      </span>
      <Button size="sm" variant="outline" data-testid="bulk-rerun" disabled={busy} onClick={rerun}>
        <RotateCcw aria-hidden="true" />
        <FormattedMessage id="executions.bulk.rerun" />
      </Button>
      <ExportButton format="json" selected={selected} />
      <ExportButton format="csv" selected={selected} />
      {canDelete ? (
        <Button
          size="sm"
          variant="destructive"
          data-testid="bulk-delete"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
          <FormattedMessage id="executions.bulk.delete" />
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" data-testid="bulk-clear" onClick={onDone}>
        <X aria-hidden="true" />
        <FormattedMessage id="executions.bulk.clear" />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<FormattedMessage id="executions.bulk.deleteTitle" values={{ count }} />}
        description={<FormattedMessage id="execution.deleteDescription" />}
        confirmLabel={<FormattedMessage id="actions.delete" />}
        pending={busy}
        error={null}
        onConfirm={() => {
          setConfirming(false);
          void remove();
        }}
        confirmTestId="bulk-delete-confirm"
      />
    </section>
  );
}
