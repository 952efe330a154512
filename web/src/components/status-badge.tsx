import { CircleCheck, CircleDashed, CircleX, Loader2 } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import type { TRouterOutputs } from '../lib/api-types.ts';
import { Badge } from './ui/badge.tsx';

export type TExecutionStatus = TRouterOutputs['projects']['listExecutions']['data'][number]['status'];

/** Spec §4, in the order an execution goes through them. */
export const EXECUTION_STATUSES = ['pending', 'running', 'success', 'failed'] as const satisfies TExecutionStatus[];

const VARIANT = { success: 'success', failed: 'error', running: 'info', pending: 'muted' } as const;
const ICON = { success: CircleCheck, failed: CircleX, running: Loader2, pending: CircleDashed } as const;

/** Whether an execution may still change by itself (the screens showing it keep refreshing). */
export const isUnfinished = (status: TExecutionStatus) => status === 'pending' || status === 'running';

/** An execution's status in words and colour; the icon is decorative, the word carries the meaning. */
export function ExecutionStatusBadge({ status }: { status: TExecutionStatus }) {
  const Icon = ICON[status];
  return (
    <Badge variant={VARIANT[status]} data-testid="status-badge" data-status={status}>
      <Icon aria-hidden="true" className={status === 'running' ? 'size-3 animate-spin' : 'size-3'} />
      <FormattedMessage id={`executionStatus.${status}`} />
    </Badge>
  );
}
