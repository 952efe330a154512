import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { EmptyState, ErrorState, LoadingState } from '../../components/page.tsx';
import { ExecutionStatusBadge } from '../../components/status-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../components/ui/table.tsx';
import { formatDate } from '../../lib/format.ts';
import { hasTeamRole } from '../../lib/roles.ts';
import { trpc } from '../../lib/trpc.ts';
import { ProjectPage, type TProjectContext } from '../projects/project-page.tsx';
import { ThresholdSetting } from './threshold-setting.tsx';

function Queue({ project }: TProjectContext) {
  const intl = useIntl();
  const queue = trpc.projects.listExecutions.useQuery({ projectId: project.id, review: 'needed', per_page: 50 });
  if (queue.isPending) {
    return <LoadingState />;
  }
  if (queue.isError) {
    return <ErrorState error={queue.error} />;
  }
  const rows = queue.data.data;
  if (rows.length === 0) {
    return (
      <EmptyState
        testId="review-queue-empty"
        title={<FormattedMessage id="reviewQueue.emptyTitle" />}
        description={<FormattedMessage id="reviewQueue.emptyDescription" />}
      />
    );
  }
  const open = (id: string) => `/projects/${project.id}/executions/${id}?queue=1`;
  return (
    <div className="flex flex-col gap-4">
      <Button asChild className="self-start" data-testid="review-queue-start">
        <Link href={open(rows[0]?.id ?? '')}>
          <FormattedMessage id="reviewQueue.start" values={{ count: queue.data.count }} />
        </Link>
      </Button>
      <Table data-testid="review-queue">
        <TableHead>
          <TableRow>
            <Th>
              <FormattedMessage id="reviewQueue.execution" />
            </Th>
            <Th>
              <FormattedMessage id="reviewQueue.status" />
            </Th>
            <Th>
              <FormattedMessage id="reviewQueue.why" />
            </Th>
          </TableRow>
        </TableHead>
        <tbody>
          {rows.map((execution) => (
            <TableRow key={execution.id} data-testid="review-queue-row">
              <Td>
                <Link href={open(execution.id)} className="underline-offset-4 hover:underline">
                  {execution.title ?? execution.reference ?? execution.id.slice(0, 8)}
                </Link>
                <span className="block text-xs text-muted-foreground">
                  {formatDate(execution.created_at, intl.locale, { dateStyle: 'medium', timeStyle: 'short' })}
                </span>
              </Td>
              <Td>
                <ExecutionStatusBadge status={execution.status} />
              </Td>
              <Td className="text-sm text-muted-foreground">
                <FormattedMessage
                  id={
                    execution.status === 'failed'
                      ? 'reviewQueue.whyFailed'
                      : execution.warnings.length > 0
                        ? 'reviewQueue.whyWarnings'
                        : 'reviewQueue.whyConfidence'
                  }
                  values={{ count: execution.warnings.length }}
                />
              </Td>
            </TableRow>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** Executions that need a look (failed, warnings, low confidence), oldest work first to the reviewer. */
export default function ReviewQueuePage() {
  return (
    <ProjectPage testId="review-queue-page" wide>
      {(context) => (
        <Card>
          <CardHeader>
            <CardTitle>
              <FormattedMessage id="reviewQueue.title" />
            </CardTitle>
            <CardDescription>
              <FormattedMessage
                id="reviewQueue.description"
                values={{
                  threshold: `${Math.round(context.project.review_confidence_threshold * 100)} %`,
                }}
              />
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            {hasTeamRole(context.role, 'admin') ? <ThresholdSetting project={context.project} /> : null}
            <Queue {...context} />
          </CardContent>
        </Card>
      )}
    </ProjectPage>
  );
}
