import { ExternalLink, FileText, X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ExecutionStatusBadge, isUnfinished, type TExecutionStatus } from '../../../components/status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { errorMessageOf } from '../../../i18n/error-message.ts';
import { formatFileSize } from '../../../lib/format.ts';
import { UploadError } from '../../../lib/multipart-post.ts';
import { trpc } from '../../../lib/trpc.ts';

export type TUploadItem = {
  key: string;
  /** Sent as Idempotency-Key, the same on every retry: a lost answer never makes a second execution. */
  idempotencyKey: string;
  file: File;
  state: 'queued' | 'uploading' | 'done' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  execution?: { id: string; status: TExecutionStatus };
  error?: unknown;
};

const LIVE_REFRESH_MS = 2000;

/** The execution an upload started, refreshed until it is done. */
function UploadedExecution({
  projectId,
  execution,
}: {
  projectId: string;
  execution: { id: string; status: TExecutionStatus };
}) {
  const current = trpc.projects.getExecution.useQuery(
    { projectId, executionId: execution.id },
    {
      refetchInterval: (query) => {
        const status = query.state.data?.status ?? execution.status;
        return isUnfinished(status) ? LIVE_REFRESH_MS : false;
      },
    },
  );
  const status = current.data?.status ?? execution.status;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <ExecutionStatusBadge status={status} />
      <Link
        href={`/projects/${projectId}/executions/${execution.id}`}
        data-testid="upload-execution-link"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        <FormattedMessage id="inputs.openExecution" />
        <ExternalLink aria-hidden="true" className="size-3.5" />
      </Link>
    </span>
  );
}

function uploadErrorText(intl: ReturnType<typeof useIntl>, error: unknown, file: File): string {
  if (error instanceof UploadError && error.status === 0) {
    return intl.formatMessage({ id: 'errors.network' });
  }
  // The server refuses a 0-byte file (400); say so rather than "the request was invalid".
  if (error instanceof UploadError && error.status === 400 && file.size === 0) {
    return intl.formatMessage({ id: 'errors.BAD_REQUEST.empty_file' });
  }
  return errorMessageOf(intl, error);
}

function UploadRow({
  item,
  projectId,
  onRemove,
}: {
  item: TUploadItem;
  projectId: string;
  onRemove: (key: string) => void;
}) {
  const intl = useIntl();
  const percent = Math.round(item.progress * 100);
  return (
    <li
      data-testid="upload-row"
      data-state={item.state}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border p-3"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <FileText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        <div className="flex min-w-0 flex-col">
          <span data-testid="upload-file-name" className="truncate font-medium" title={item.file.name}>
            {item.file.name}
          </span>
          <span className="text-xs text-muted-foreground">{formatFileSize(item.file.size, intl.locale)}</span>
        </div>
      </div>
      <div className="order-last flex w-full flex-col gap-1 sm:order-none sm:w-72">
        <Progress
          data-testid="upload-progress"
          value={item.state === 'queued' ? 0 : percent}
          tone={item.state === 'failed' ? 'error' : item.state === 'done' ? 'success' : 'default'}
          label={intl.formatMessage({ id: 'inputs.progressLabel' }, { name: item.file.name })}
        />
        <div className="text-sm" aria-live="polite">
          {item.state === 'queued' ? (
            <span className="text-muted-foreground">
              <FormattedMessage id="inputs.state.queued" />
            </span>
          ) : item.state === 'uploading' ? (
            <span className="text-muted-foreground">
              <FormattedMessage id="inputs.state.uploading" values={{ percent }} />
            </span>
          ) : item.state === 'failed' ? (
            <span role="alert" data-testid="upload-error" className="text-destructive">
              {uploadErrorText(intl, item.error, item.file)}
            </span>
          ) : item.execution ? (
            <UploadedExecution projectId={projectId} execution={item.execution} />
          ) : null}
        </div>
      </div>
      {item.state === 'queued' || item.state === 'failed' ? (
        <Button
          variant="ghost"
          size="icon"
          data-testid="upload-remove"
          aria-label={intl.formatMessage({ id: 'inputs.remove' }, { name: item.file.name })}
          title={intl.formatMessage({ id: 'inputs.remove' }, { name: item.file.name })}
          onClick={() => onRemove(item.key)}
        >
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}

export function UploadRows({
  items,
  projectId,
  onRemove,
}: {
  items: TUploadItem[];
  projectId: string;
  onRemove: (key: string) => void;
}) {
  const intl = useIntl();
  if (items.length === 0) {
    return null;
  }
  return (
    <ul aria-label={intl.formatMessage({ id: 'inputs.filesLabel' })} className="flex flex-col gap-2">
      {items.map((item) => (
        <UploadRow key={item.key} item={item} projectId={projectId} onRemove={onRemove} />
      ))}
    </ul>
  );
}
