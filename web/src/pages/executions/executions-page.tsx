import { keepPreviousData } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'wouter';
import { EmptyState, ErrorState, LoadingState } from '../../components/page.tsx';
import { Pagination } from '../../components/pagination.tsx';
import {
  EXECUTION_STATUSES,
  ExecutionStatusBadge,
  isUnfinished,
  type TExecutionStatus,
} from '../../components/status-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../components/ui/table.tsx';
import type { TRouterOutputs } from '../../lib/api-types.ts';
import { formatDate, formatRelative } from '../../lib/format.ts';
import { pageParam } from '../../lib/search-params.ts';
import { trpc } from '../../lib/trpc.ts';
import { ProjectPage, type TProjectContext } from '../projects/project-page.tsx';
import { ExecutionSearch, StatusFilter } from './execution-filters.tsx';

type TExecution = TRouterOutputs['projects']['listExecutions']['data'][number];

const PER_PAGE = 20;
const LIVE_REFRESH_MS = 2000;

/** The list has no document count; each row asks (the calls are batched into one request, and kept). */
function DocumentCount({ projectId, executionId }: { projectId: string; executionId: string }) {
  const documents = trpc.projects.getExecutionDocuments.useQuery(
    { projectId, executionId },
    { staleTime: Number.POSITIVE_INFINITY },
  );
  if (!documents.data) {
    return <span className="text-muted-foreground">–</span>;
  }
  return <span data-testid="execution-file-count">{documents.data.length}</span>;
}

function ExecutionRow({ projectId, execution }: { projectId: string; execution: TExecution }) {
  const intl = useIntl();
  const href = `/projects/${projectId}/executions/${execution.id}`;
  return (
    <TableRow data-testid="execution-row" data-status={execution.status} data-id={execution.id}>
      <Td className="w-0">
        <ExecutionStatusBadge status={execution.status} />
      </Td>
      <Td className="max-w-md">
        <Link
          href={href}
          data-testid="execution-link"
          className="block truncate font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {execution.title ?? intl.formatMessage({ id: 'executions.untitled' }, { id: execution.id.slice(0, 8) })}
        </Link>
        {execution.reference ? (
          <span className="block truncate text-xs text-muted-foreground">
            <FormattedMessage id="executions.referenceShort" values={{ reference: execution.reference }} />
          </span>
        ) : null}
      </Td>
      <Td className="text-right tabular-nums">
        <DocumentCount projectId={projectId} executionId={execution.id} />
      </Td>
      <Td>
        <FormattedMessage id={`executionType.${execution.execution_type}`} />
      </Td>
      <Td className="whitespace-nowrap text-muted-foreground">
        <time dateTime={execution.created_at} title={formatDate(execution.created_at, intl.locale)}>
          {formatRelative(execution.created_at, intl.locale)}
        </time>
      </Td>
    </TableRow>
  );
}

/** page, text and status (repeated) live in the address, so a filtered list can be shared and survives a reload. */
function useExecutionFilters() {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const text = params.get('text') ?? '';
  const statuses = EXECUTION_STATUSES.filter((status) => params.getAll('status').includes(status));
  const change = useCallback(
    (next: { page?: number; text?: string; statuses?: TExecutionStatus[] }) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next.text !== undefined) {
            updated.delete('text');
            if (next.text) {
              updated.set('text', next.text);
            }
          }
          if (next.statuses !== undefined) {
            updated.delete('status');
            for (const status of next.statuses) {
              updated.append('status', status);
            }
          }
          // A new filter starts at the first page.
          updated.delete('page');
          if (next.page) {
            updated.set('page', String(next.page));
          }
          return updated;
        },
        // Typing replaces the entry: Back should leave the list, not step through the letters.
        { replace: next.text !== undefined },
      ),
    [setParams],
  );
  return { page, text, statuses, change };
}

function Executions({ project }: TProjectContext) {
  const { page, text, statuses, change } = useExecutionFilters();
  const onSearch = useCallback((next: string) => change({ text: next }), [change]);
  const filtered = text !== '' || statuses.length > 0;
  const executions = trpc.projects.listExecutions.useQuery(
    {
      projectId: project.id,
      page,
      per_page: PER_PAGE,
      search: text || undefined,
      status: statuses.length > 0 ? statuses : undefined,
    },
    {
      placeholderData: keepPreviousData,
      refetchInterval: (query) =>
        query.state.data?.data.some((execution) => isUnfinished(execution.status)) ? LIVE_REFRESH_MS : false,
    },
  );
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ExecutionSearch value={text} onChange={onSearch} />
          <StatusFilter selected={statuses} onChange={(next) => change({ statuses: next })} />
        </div>
        {executions.isPending ? (
          <LoadingState />
        ) : executions.isError ? (
          <ErrorState error={executions.error} />
        ) : executions.data.data.length === 0 && page === 0 ? (
          filtered ? (
            <EmptyState testId="executions-empty" title={<FormattedMessage id="executions.noneMatch" />} />
          ) : (
            <EmptyState
              testId="executions-empty"
              title={<FormattedMessage id="executions.none" />}
              description={<FormattedMessage id="executions.noneDescription" />}
              action={
                <Button asChild>
                  <Link href={`/projects/${project.id}/inputs`}>
                    <Upload aria-hidden="true" />
                    <FormattedMessage id="executions.toInputs" />
                  </Link>
                </Button>
              }
            />
          )
        ) : (
          <>
            <Table data-testid="executions-table" aria-busy={executions.isPlaceholderData || undefined}>
              <caption className="sr-only">
                <FormattedMessage id="executions.title" />
              </caption>
              <TableHead>
                <tr>
                  <Th>
                    <FormattedMessage id="executions.column.status" />
                  </Th>
                  <Th>
                    <FormattedMessage id="executions.column.title" />
                  </Th>
                  <Th className="text-right">
                    <FormattedMessage id="executions.column.files" />
                  </Th>
                  <Th>
                    <FormattedMessage id="executions.column.source" />
                  </Th>
                  <Th>
                    <FormattedMessage id="executions.column.created" />
                  </Th>
                </tr>
              </TableHead>
              <tbody>
                {executions.data.data.map((execution) => (
                  <ExecutionRow key={execution.id} projectId={project.id} execution={execution} />
                ))}
              </tbody>
            </Table>
            <Pagination
              page={page}
              totalPages={executions.data.total_pages}
              busy={executions.isPlaceholderData}
              onPageChange={(next) => change({ page: next })}
              testIds={{ previous: 'executions-prev', status: 'executions-page-status', next: 'executions-next' }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Spec §2 /projects/{projectId}/executions/?page=&text=&status=: the project's executions, newest first. */
export default function ExecutionsPage() {
  return (
    <ProjectPage testId="executions-page" wide>
      {(context) => <Executions {...context} />}
    </ProjectPage>
  );
}
