import { Bug } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Fact, Moment } from '../../components/facts.tsx';
import { ErrorState, LoadingState } from '../../components/page.tsx';
import { TableHeader } from '../../components/table-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Table, TableRow, Td, Th } from '../../components/ui/table.tsx';
import type { MessageId } from '../../i18n/messages.ts';
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
      <TableHeader
        caption="adminDebug.requests"
        columns={[
          'adminDebug.model',
          { id: 'adminDebug.promptTokens', className: 'text-right' },
          { id: 'adminDebug.completionTokens', className: 'text-right' },
          { id: 'adminDebug.totalTokens', className: 'text-right' },
          { id: 'costs.column.cost', className: 'text-right' },
          'adminDebug.cached',
          'adminDebug.inputHash',
          'adminDebug.time',
        ]}
      />
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

/** One titled part of the debug detail; `name` makes the heading's id (admin-debug-{name}-title). */
function DebugSection({ name, title, children }: { name: string; title: MessageId; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2" aria-labelledby={`admin-debug-${name}-title`}>
      <h3 id={`admin-debug-${name}-title`} className="text-sm font-semibold">
        <FormattedMessage id={title} />
      </h3>
      {children}
    </section>
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
      <DebugSection name="error" title="adminDebug.internalError">
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
      </DebugSection>
      <DebugSection name="metadata" title="execution.metadata">
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
      </DebugSection>
      <DebugSection name="requests" title="adminDebug.requests">
        <AiRequests requests={stats.ai_requests} />
      </DebugSection>
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
