import { keepPreviousData } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { EmptyState, ErrorState, LoadingState } from '../../components/page.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { isUnfinished } from '../../components/status-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Table, TableHead, Th } from '../../components/ui/table.tsx';
import { hasTeamRole } from '../../lib/roles.ts';
import { trpc } from '../../lib/trpc.ts';
import { ProjectPage, type TProjectContext } from '../projects/project-page.tsx';
import { DateRangeFilter, dayRange } from './date-range-filter.tsx';
import { ExecutionBulkBar } from './execution-bulk-bar.tsx';
import { ExecutionSearch, StatusFilter } from './execution-filters.tsx';
import { ExecutionRow } from './execution-row.tsx';
import { useExecutionFilters } from './use-execution-filters.ts';

const PER_PAGE = 20;
const LIVE_REFRESH_MS = 2000;
const NONE: ReadonlySet<string> = new Set();

function Executions({ project, role }: TProjectContext) {
  const intl = useIntl();
  const { page, text, statuses, from, to, change } = useExecutionFilters();
  // A selection belongs to one list (page and filters): another list starts with nothing selected,
  // and coming back to the first does not bring its old selection back.
  const listKey = JSON.stringify([page, text, statuses, from, to]);
  const [selection, setSelection] = useState<{ listKey: string; ids: ReadonlySet<string> }>({ listKey, ids: NONE });
  if (selection.listKey !== listKey) {
    // Forgotten now (React's adjust-state-while-rendering), not merely hidden until the list is back.
    setSelection({ listKey, ids: NONE });
  }
  const selectedIds = selection.listKey === listKey ? selection.ids : NONE;
  const setSelectedIds = (next: ReadonlySet<string> | ((previous: ReadonlySet<string>) => ReadonlySet<string>)) =>
    setSelection((current) => {
      const previous = current.listKey === listKey ? current.ids : NONE;
      return { listKey, ids: typeof next === 'function' ? next(previous) : next };
    });
  const onSearch = useCallback((next: string) => change({ text: next }), [change]);
  const filtered = text !== '' || statuses.length > 0 || from !== '' || to !== '';
  const executions = trpc.projects.listExecutions.useQuery(
    {
      projectId: project.id,
      page,
      per_page: PER_PAGE,
      search: text || undefined,
      status: statuses.length > 0 ? statuses : undefined,
      ...dayRange(from, to),
    },
    {
      placeholderData: keepPreviousData,
      refetchInterval: (query) =>
        query.state.data?.data.some((execution) => isUnfinished(execution.status)) ? LIVE_REFRESH_MS : false,
    },
  );
  const rows = executions.data?.data ?? [];
  // Selection is of rows on screen (a row deleted elsewhere drops out).
  const selected = rows.filter((execution) => selectedIds.has(execution.id));
  const select = (id: string, on: boolean) =>
    setSelectedIds((previous) => {
      const next = new Set(previous);
      if (on) {
        next.add(id);
      } else {
        next.delete(id);
      }
      return next;
    });
  const allSelected = rows.length > 0 && selected.length === rows.length;
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        {selected.length > 0 ? (
          <ExecutionBulkBar
            projectId={project.id}
            selected={selected}
            canDelete={hasTeamRole(role, 'admin')}
            onDone={() => setSelectedIds(new Set())}
          />
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ExecutionSearch value={text} onChange={onSearch} />
          <StatusFilter selected={statuses} onChange={(next) => change({ statuses: next })} />
          <DateRangeFilter from={from} to={to} onChange={(next) => change(next)} />
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
                  <Th className="w-0">
                    <Checkbox
                      data-testid="execution-select-page"
                      checked={allSelected}
                      onChange={(event) =>
                        setSelectedIds(new Set(event.target.checked ? rows.map((execution) => execution.id) : []))
                      }
                      aria-label={intl.formatMessage({ id: 'executions.selectPage' })}
                    />
                  </Th>
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
                  <ExecutionRow
                    key={execution.id}
                    projectId={project.id}
                    execution={execution}
                    selected={selectedIds.has(execution.id)}
                    onSelect={(on) => select(execution.id, on)}
                  />
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
