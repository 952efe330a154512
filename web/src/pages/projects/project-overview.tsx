import { FileJson2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { TSchemaProperty } from '../../../../src/extraction/schema/output-schema.ts';
import { CardHeaderWithActions } from '../../components/card-header-with-actions.tsx';
import { Fact } from '../../components/facts.tsx';
import { ErrorState, LoadingState } from '../../components/page.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../components/ui/table.tsx';
import type { TRouterOutputs } from '../../lib/api-types.ts';
import { formatDate, formatRelative } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { AccuracyChart } from '../evaluations/accuracy-chart.tsx';
import { ExecutionTypeAndAgeCells } from '../executions/execution-type-and-age.tsx';
import { ProjectPage, type TProjectContext } from './project-page.tsx';
import { countProperties } from './schema/schema-tree.ts';
import { StatisticsChart } from './statistics-chart.tsx';

type TExecution = TRouterOutputs['projects']['listExecutions']['data'][number];

const STATUS_VARIANT = { success: 'success', failed: 'error', running: 'info', pending: 'muted' } as const;

function LatestRevision({ projectId }: { projectId: string }) {
  const intl = useIntl();
  const revisions = trpc.projects.listRevisions.useQuery({ projectId, page: 0, per_page: 1 });
  if (revisions.isPending) {
    return <LoadingState />;
  }
  if (revisions.isError) {
    return <ErrorState error={revisions.error} />;
  }
  const latest = revisions.data.data[0];
  if (!latest) {
    return (
      <p data-testid="overview-no-revision" className="text-sm text-muted-foreground">
        <FormattedMessage id="overview.noRevision" />
      </p>
    );
  }
  return (
    <dl data-testid="overview-revision" className="grid gap-4 sm:grid-cols-3">
      <Fact label={<FormattedMessage id="overview.revisionNumber" />} testId="overview-revision-number">
        {latest.revision}
      </Fact>
      <Fact label={<FormattedMessage id="overview.propertyCount" />} testId="overview-property-count">
        {countProperties(latest.output_schema as unknown as TSchemaProperty[])}
      </Fact>
      <Fact label={<FormattedMessage id="overview.createdBy" />}>
        {latest.created_by_user_name ?? intl.formatMessage({ id: 'overview.system' })}
        <span className="block text-sm font-normal text-muted-foreground">
          <time dateTime={latest.created_at} title={formatDate(latest.created_at, intl.locale)}>
            {formatRelative(latest.created_at, intl.locale)}
          </time>
        </span>
      </Fact>
    </dl>
  );
}

function ExecutionRow({ projectId, execution }: { projectId: string; execution: TExecution }) {
  const _intl = useIntl();
  return (
    <TableRow data-testid="recent-execution">
      <Td>
        <Link
          href={`/projects/${projectId}/executions/${execution.id}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {execution.title ?? execution.reference ?? execution.id.slice(0, 8)}
        </Link>
      </Td>
      <Td>
        <Badge variant={STATUS_VARIANT[execution.status]}>
          <FormattedMessage id={`executionStatus.${execution.status}`} />
        </Badge>
      </Td>
      <ExecutionTypeAndAgeCells execution={execution} />
    </TableRow>
  );
}

/** Shown only when there are executions (they arrive with uploads); a failed list just stays hidden. */
function RecentExecutions({ projectId }: { projectId: string }) {
  const executions = trpc.projects.listExecutions.useQuery({ projectId, page: 0, per_page: 5 }, { retry: false });
  const rows = executions.data?.data ?? [];
  if (rows.length === 0) {
    return null;
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="overview.recentExecutions" />
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Table data-testid="recent-executions">
          <TableHead>
            <tr>
              <Th>
                <FormattedMessage id="overview.execution" />
              </Th>
              <Th>
                <FormattedMessage id="overview.status" />
              </Th>
              <Th>
                <FormattedMessage id="overview.source" />
              </Th>
              <Th>
                <FormattedMessage id="overview.created" />
              </Th>
            </tr>
          </TableHead>
          <tbody>
            {rows.map((execution) => (
              <ExecutionRow key={execution.id} projectId={projectId} execution={execution} />
            ))}
          </tbody>
        </Table>
      </CardContent>
    </Card>
  );
}

function Overview({ project }: TProjectContext) {
  return (
    <div data-testid="project-overview" className="flex flex-col gap-6">
      <Card>
        <CardContent className="pt-6">
          <dl className="grid gap-4 sm:grid-cols-3">
            <Fact label={<FormattedMessage id="fields.processingMode" />} testId="overview-mode">
              <FormattedMessage id={`processingMode.${project.processing_mode}`} />
              {project.processing_mode_variant ? (
                <span className="ml-1 text-muted-foreground">({project.processing_mode_variant})</span>
              ) : null}
            </Fact>
            <Fact label={<FormattedMessage id="fields.processingModeFallback" />}>
              <FormattedMessage id={project.processing_mode_fallback ? 'common.yes' : 'common.no'} />
            </Fact>
            <Fact label={<FormattedMessage id="fields.slug" />}>
              <code className="font-mono text-sm">{project.slug}</code>
            </Fact>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeaderWithActions
          title={<FormattedMessage id="overview.latestRevision" />}
          description={<FormattedMessage id="overview.latestRevisionDescription" />}
        >
          <Button asChild variant="outline">
            <Link href={`/projects/${project.id}/schema`} data-testid="overview-schema-link">
              <FileJson2 aria-hidden="true" />
              <FormattedMessage id="overview.toSchema" />
            </Link>
          </Button>
        </CardHeaderWithActions>
        <CardContent>
          <LatestRevision projectId={project.id} />
        </CardContent>
      </Card>
      <AccuracyChart projectId={project.id} />
      <StatisticsChart projectId={project.id} />
      <RecentExecutions projectId={project.id} />
    </div>
  );
}

/** Spec §2 /projects/{projectId}/: mode, the latest revision in short, recent executions. */
export default function ProjectOverview() {
  return <ProjectPage testId="project-overview-page">{(context) => <Overview {...context} />}</ProjectPage>;
}
