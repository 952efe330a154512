import { History } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { DayInput } from '../../components/day-input.tsx';
import { FormError } from '../../components/form.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { RevisionSelect, useRevisionChoice } from './revision-select.tsx';

const STATUSES = ['success', 'failed'] as const;

/** A local calendar day as the start (or end) of that day with the browser's offset. */
const dayBound = (day: string, end: boolean) =>
  day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : undefined;

/** "Run revision N on past executions": a comparison first; the reruns only after confirming on its page. */
export function BackfillForm({ projectId }: { projectId: string }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const choice = useRevisionChoice(projectId);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [statuses, setStatuses] = useState<(typeof STATUSES)[number][]>(['success', 'failed']);
  const create = trpc.evaluations.createBackfill.useMutation({
    onSuccess: (evaluation) => navigate(`/projects/${projectId}/evaluations/${evaluation.id}`),
  });
  const chosen = choice.chosen;
  return (
    <form
      data-testid="backfill-form"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({
          projectId,
          revision_id: chosen,
          from: dayBound(from, false),
          to: dayBound(to, true),
          status: statuses,
        });
      }}
    >
      <RevisionSelect label="backfill.revision" choice={choice} />
      <label htmlFor="backfill-from" className="flex flex-col gap-1 text-sm font-medium">
        <FormattedMessage id="backfill.from" />
        <DayInput id="backfill-from" value={from} onDayChange={setFrom} />
      </label>
      <label htmlFor="backfill-to" className="flex flex-col gap-1 text-sm font-medium">
        <FormattedMessage id="backfill.to" />
        <DayInput id="backfill-to" value={to} onDayChange={setTo} />
      </label>
      <fieldset className="flex items-center gap-3 pb-2 text-sm">
        {STATUSES.map((status) => (
          <label key={status} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={statuses.includes(status)}
              onChange={(event) =>
                setStatuses(event.target.checked ? [...statuses, status] : statuses.filter((other) => other !== status))
              }
            />
            <FormattedMessage id={`executionStatus.${status}`} />
          </label>
        ))}
      </fieldset>
      <Button type="submit" variant="outline" disabled={!chosen || statuses.length === 0 || create.isPending}>
        {create.isPending ? <Spinner size={16} /> : <History aria-hidden="true" />}
        <FormattedMessage id="backfill.start" />
      </Button>
      {create.error ? <FormError className="basis-full">{errorMessageOf(intl, create.error)}</FormError> : null}
    </form>
  );
}
