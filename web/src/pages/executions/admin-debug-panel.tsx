import { Bug } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Fact, Moment } from '../../components/facts.tsx';
import { ErrorState, LoadingState } from '../../components/page.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../components/ui/table.tsx';
import type { TRouterOutputs } from '../../lib/api-types.ts';
import { useSignedInUser } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { formatCost } from '../admin/costs.ts';

type TExecutionStats = TRouterOutputs['admin']['executionStats'];
type TAiRequest = TExecutionStats['ai_requests'][number];

const LIVE_REFRESH_MS = 5000;

function AiRequests({ requests }: { requests: TAiRequest[] }) {
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value);
  if (requests.length === 0) {
    return (
      <p data-testid="admin-debug-no-requests" className="text-sm text-muted-foreground">
        <FormattedMessage id="adminDebug.noRequests" />
      </p>
    );
  }
  const sum = (pick: (request: TAiRequest) => number) => requests.reduce((total, request) => total + pick(request), 0);
  return (
    <Table data-testid="admin-debug-requests">
      <caption className="sr-only">
        <FormattedMessage id="adminDebug.requests" />
      </caption>
      <TableHead>
        <tr>
          <Th>
            <FormattedMessage id="adminDebug.model" />
          </Th>
          <Th className="text-right">
            <FormattedMessage id="adminDebug.promptTokens" />
          </Th>
          <Th className="text-right">
            <FormattedMessage id="adminDebug.completionTokens" />
          </Th>
          <Th className="text-right">
            <FormattedMessage id="adminDebug.totalTokens" />
          </Th>
          <Th className="text-right">
            <FormattedMessage id="costs.column.cost" />
          </Th>
          <Th>
            <FormattedMessage id="adminDebug.cached" />
          </Th>
          <Th>
            <FormattedMessage id="adminDebug.inputHash" />
          </Th>
          <Th>
            <FormattedMessage id="adminDebug.time" />
          </Th>
        </tr>
      </TableHead>
      <tbody>
        {requests.map((request) => (
          <TableRow key={request.id} data-testid="admin-debug-request" data-model={request.model}>
            <Td>
              <span className="block font-medium">{request.model}</span>
              <span className="text-xs text-muted-foreground">{request.provider}</span>
            </Td>
            <Td className="text-right tabular-nums">{number(request.usage_prompt_tokens)}</Td>
            <Td className="text-right tabular-nums">{number(request.usage_completion_tokens)}</Td>
            <Td className="text-right tabular-nums">{number(request.usage_total_tokens)}</Td>
            <Td className="text-right tabular-nums" data-testid="admin-debug-request-cost">
              {formatCost(request.usage_total_cost, intl.locale)}
              {request.price_known ? null : (
                <Badge variant="warning" className="ml-2" data-testid="admin-debug-unknown-price">
                  <FormattedMessage id="adminDebug.unknownPrice" />
                </Badge>
              )}
            </Td>
            <Td>
              <Badge variant={request.usage_cached ? 'info' : 'muted'}>
                <FormattedMessage id={request.usage_cached ? 'common.yes' : 'common.no'} />
              </Badge>
            </Td>
            <Td>
              <code className="font-mono text-xs" title={request.input_hash}>
                {request.input_hash.slice(0, 12)}
              </code>
            </Td>
            <Td className="whitespace-nowrap text-muted-foreground">
              <Moment value={request.created_at} />
            </Td>
          </TableRow>
        ))}
      </tbody>
      <tfoot>
        <TableRow className="font-semibold">
          <Th scope="row">
            <FormattedMessage id="adminDebug.sum" />
          </Th>
          <Td className="text-right tabular-nums">{number(sum((request) => request.usage_prompt_tokens))}</Td>
          <Td className="text-right tabular-nums">{number(sum((request) => request.usage_completion_tokens))}</Td>
          <Td className="text-right tabular-nums">{number(sum((request) => request.usage_total_tokens))}</Td>
          <Td className="text-right tabular-nums" data-testid="admin-debug-total-cost">
            {formatCost(
              sum((request) => request.usage_total_cost),
              intl.locale,
            )}
          </Td>
          <Td colSpan={3} />
        </TableRow>
      </tfoot>
    </Table>
  );
}

function DebugDetail({ stats }: { stats: TExecutionStats }) {
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label={<FormattedMessage id="execution.started" />} testId="admin-debug-started">
          <Moment value={stats.started_at} />
        </Fact>
        <Fact label={<FormattedMessage id="execution.completed" />} testId="admin-debug-completed">
          <Moment value={stats.completed_at} />
        </Fact>
      </dl>
      <section className="flex flex-col gap-2" aria-labelledby="admin-debug-error-title">
        <h3 id="admin-debug-error-title" className="text-sm font-semibold">
          <FormattedMessage id="adminDebug.internalError" />
        </h3>
        {stats.internal_error ? (
          <pre
            data-testid="admin-debug-internal-error"
            className="max-h-64 overflow-auto rounded-md border border-destructive/40 bg-destructive/10 p-3 font-mono text-xs whitespace-pre-wrap text-destructive"
          >
            {stats.internal_error}
          </pre>
        ) : (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="adminDebug.noInternalError" />
          </p>
        )}
      </section>
      <section className="flex flex-col gap-2" aria-labelledby="admin-debug-metadata-title">
        <h3 id="admin-debug-metadata-title" className="text-sm font-semibold">
          <FormattedMessage id="execution.metadata" />
        </h3>
        {stats.metadata && Object.keys(stats.metadata).length > 0 ? (
          <pre
            data-testid="admin-debug-metadata"
            className="max-h-64 overflow-auto rounded-md bg-muted p-3 font-mono text-xs"
          >
            {JSON.stringify(stats.metadata, null, 2)}
          </pre>
        ) : (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="adminDebug.noMetadata" />
          </p>
        )}
      </section>
      <section className="flex flex-col gap-2" aria-labelledby="admin-debug-requests-title">
        <h3 id="admin-debug-requests-title" className="text-sm font-semibold">
          <FormattedMessage id="adminDebug.requests" />
        </h3>
        <AiRequests requests={stats.ai_requests} />
      </section>
    </div>
  );
}

function LoadedPanel({ executionId }: { executionId: string }) {
  // Until the execution has completed, its AI requests are still coming in.
  const stats = trpc.admin.executionStats.useQuery(
    { id: executionId },
    { refetchInterval: (query) => (query.state.data && !query.state.data.completed_at ? LIVE_REFRESH_MS : false) },
  );
  return (
    <Card data-testid="admin-debug-panel" className="border-dashed">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bug aria-hidden="true" className="size-4" />
          <FormattedMessage id="adminDebug.title" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage id="adminDebug.description" />
        </CardDescription>
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <LoadingState />
        ) : stats.isError ? (
          <ErrorState error={stats.error} />
        ) : (
          <DebugDetail stats={stats.data} />
        )}
      </CardContent>
    </Card>
  );
}

/** The execution's debug detail (timings, internal error, AI requests and their cost); renders only for site admins. */
export function AdminDebugPanel({ executionId }: { executionId: string }) {
  const user = useSignedInUser();
  if (user.role !== 'admin') {
    return null;
  }
  return <LoadedPanel executionId={executionId} />;
}
