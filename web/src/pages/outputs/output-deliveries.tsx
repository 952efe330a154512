import { RotateCw } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { EmptyState, ErrorState, LoadingState } from '../../components/page.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../components/ui/table.tsx';
import { useCodedMessage } from '../../i18n/coded-message.ts';
import { errorMessageOf } from '../../i18n/error-message.ts';
import type { TRouterOutputs } from '../../lib/api-types.ts';
import { formatDate, formatRelative } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import type { TOutput } from './output-form-schema.ts';
import { DeliveryStateBadge } from './output-labels.tsx';

type TDelivery = TRouterOutputs['outputs']['listDeliveries'][number];

// New deliveries appear as executions finish: poll gently, faster while one is under way.
const REFRESH_MS = 5000;
const PENDING_REFRESH_MS = 2000;

function RedeliverButton({ output, delivery }: { output: TOutput; delivery: TDelivery }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const redeliver = trpc.outputs.redeliver.useMutation({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'deliveries.redelivering' })),
    onError: (error) => toast.error(errorMessageOf(intl, error)),
    onSettled: () => {
      void utils.outputs.listDeliveries.invalidate({ projectId: output.project_id, outputId: output.id });
    },
  });
  return (
    <Button
      variant="outline"
      size="sm"
      data-testid="delivery-redeliver"
      disabled={redeliver.isPending || delivery.state === 'pending'}
      onClick={() => redeliver.mutate({ projectId: output.project_id, outputId: output.id, deliveryId: delivery.id })}
    >
      <RotateCw aria-hidden="true" />
      <FormattedMessage id="deliveries.redeliver" />
    </Button>
  );
}

function DeliveryRow({ output, delivery, admin }: { output: TOutput; delivery: TDelivery; admin: boolean }) {
  const intl = useIntl();
  const render = useCodedMessage();
  // Why it failed, in the UI's language (the server's `error` follows the browser's Accept-Language).
  const error = delivery.error_detail ? render(delivery.error_detail) : null;
  return (
    <TableRow data-testid="delivery-row" data-state={delivery.state} data-test={delivery.is_test}>
      <Td>
        <span className="flex flex-wrap items-center gap-1">
          <DeliveryStateBadge state={delivery.state} />
          {delivery.is_test ? (
            <Badge variant="info">
              <FormattedMessage id="deliveries.test" />
            </Badge>
          ) : null}
        </span>
      </Td>
      <Td>
        {delivery.execution_id ? (
          <Link
            href={`/projects/${output.project_id}/executions/${delivery.execution_id}`}
            className="text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <FormattedMessage id={`executionStatus.${delivery.status}`} />
          </Link>
        ) : (
          <FormattedMessage id={`executionStatus.${delivery.status}`} />
        )}
      </Td>
      <Td className="text-right tabular-nums">{delivery.attempts}</Td>
      <Td className="tabular-nums">
        {delivery.response_code ?? <span className="text-muted-foreground">–</span>}
        {delivery.duration_ms !== null ? (
          <span className="ml-2 text-xs text-muted-foreground">
            {intl.formatNumber(delivery.duration_ms, { style: 'unit', unit: 'millisecond' })}
          </span>
        ) : null}
        {error ? (
          <code className="mt-1 block max-w-xs truncate font-mono text-xs text-destructive" title={error}>
            {error}
          </code>
        ) : null}
      </Td>
      <Td className="whitespace-nowrap text-muted-foreground">
        <time dateTime={delivery.created_at} title={formatDate(delivery.created_at, intl.locale)}>
          {formatRelative(delivery.created_at, intl.locale)}
        </time>
      </Td>
      {admin ? (
        <Td className="text-right">
          {delivery.execution_id ? <RedeliverButton output={output} delivery={delivery} /> : null}
        </Td>
      ) : null}
    </TableRow>
  );
}

/** The output's 50 most recent deliveries, newest first. */
export function OutputDeliveries({ output, admin }: { output: TOutput; admin: boolean }) {
  const deliveries = trpc.outputs.listDeliveries.useQuery(
    { projectId: output.project_id, outputId: output.id },
    {
      refetchInterval: (query) =>
        query.state.data?.some((delivery) => delivery.state === 'pending') ? PENDING_REFRESH_MS : REFRESH_MS,
    },
  );
  if (deliveries.isPending) {
    return <LoadingState />;
  }
  if (deliveries.isError) {
    return <ErrorState error={deliveries.error} />;
  }
  if (deliveries.data.length === 0) {
    return (
      <EmptyState
        testId="deliveries-empty"
        title={<FormattedMessage id="deliveries.none" />}
        description={<FormattedMessage id="deliveries.noneDescription" />}
      />
    );
  }
  return (
    <Table data-testid="deliveries-table">
      <caption className="sr-only">
        <FormattedMessage id="deliveries.title" />
      </caption>
      <TableHead>
        <tr>
          <Th>
            <FormattedMessage id="deliveries.column.state" />
          </Th>
          <Th>
            <FormattedMessage id="deliveries.column.event" />
          </Th>
          <Th className="text-right">
            <FormattedMessage id="deliveries.column.attempts" />
          </Th>
          <Th>
            <FormattedMessage id="deliveries.column.response" />
          </Th>
          <Th>
            <FormattedMessage id="deliveries.column.created" />
          </Th>
          {admin ? (
            <Th className="text-right">
              <FormattedMessage id="table.actions" />
            </Th>
          ) : null}
        </tr>
      </TableHead>
      <tbody>
        {deliveries.data.map((delivery) => (
          <DeliveryRow key={delivery.id} output={output} delivery={delivery} admin={admin} />
        ))}
      </tbody>
    </Table>
  );
}
