import { FormattedMessage, useIntl } from 'react-intl';
import { Badge } from '../../components/ui/badge.tsx';
import type { TRouterOutputs } from '../../lib/api-types.ts';
import { cn } from '../../lib/utils.ts';

export type TEvaluation = TRouterOutputs['evaluations']['find']['data'][number];
export type TEvaluationDetail = TRouterOutputs['evaluations']['get'];

export const isRunning = (evaluation: { status: string }) =>
  evaluation.status === 'pending' || evaluation.status === 'running';

/** An accuracy (0–1) as a percentage, or a dash when nothing was measured. */
export function Accuracy({ value, testId }: { value: number | null; testId?: string }) {
  const intl = useIntl();
  if (value === null) {
    return <span className="text-muted-foreground">–</span>;
  }
  return (
    <span data-testid={testId} data-value={value}>
      {intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 })}
    </span>
  );
}

/** Candidate vs baseline: green when better, red when worse, so a regression stands out. */
export function Change({ candidate, baseline }: { candidate: number | null; baseline: number | null }) {
  const intl = useIntl();
  if (candidate === null || baseline === null) {
    return null;
  }
  const difference = candidate - baseline;
  const tone = difference > 0 ? 'better' : difference < 0 ? 'worse' : 'same';
  return (
    <span
      data-testid="accuracy-change"
      data-tone={tone}
      className={cn(
        'text-sm font-medium',
        tone === 'better' && 'text-emerald-700 dark:text-emerald-300',
        tone === 'worse' && 'text-destructive',
        tone === 'same' && 'text-muted-foreground',
      )}
    >
      {tone === 'same'
        ? intl.formatMessage({ id: 'evaluations.same' })
        : intl.formatNumber(difference, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'always' })}
    </span>
  );
}

export function CandidateName({ evaluation }: { evaluation: TEvaluation }) {
  if (evaluation.kind === 'backfill') {
    return <FormattedMessage id="evaluations.backfillOf" values={{ revision: evaluation.revision ?? '–' }} />;
  }
  return evaluation.is_draft ? (
    <FormattedMessage id="evaluations.draft" />
  ) : (
    <FormattedMessage id="revisions.revision" values={{ revision: evaluation.revision ?? '–' }} />
  );
}

export function EvaluationStatusBadge({ status }: { status: TEvaluation['status'] }) {
  const variant = status === 'success' ? 'success' : status === 'failed' ? 'error' : 'info';
  return (
    <Badge variant={variant} data-testid="evaluation-status" data-status={status}>
      <FormattedMessage id={`evaluations.status.${status}`} />
    </Badge>
  );
}
