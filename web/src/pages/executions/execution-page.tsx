import { ArrowLeft } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearch } from 'wouter';
import { CopyableId } from '../../components/copyable-id.tsx';
import { NotFoundErrorScreen } from '../../components/error-screens.tsx';
import { Fact, Moment } from '../../components/facts.tsx';
import { ErrorState, LoadingState } from '../../components/page.tsx';
import { ExecutionStatusBadge, isUnfinished } from '../../components/status-badge.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import type { TRouterOutputs } from '../../lib/api-types.ts';
import { executionLabel } from '../../lib/execution-label.ts';
import { isUuid } from '../../lib/ids.ts';
import { hasTeamRole } from '../../lib/roles.ts';
import { trpc } from '../../lib/trpc.ts';
import { ProjectPage, type TProjectContext } from '../projects/project-page.tsx';
import { ReviewCard } from '../review/review-card.tsx';
import { AdminDebugPanel } from './admin-debug-panel.tsx';
import { DeleteExecutionButton, RerunButton } from './execution-actions.tsx';
import { ExecutionDocuments } from './execution-documents.tsx';
import { Messages } from './execution-messages.tsx';
import { JsonResultView } from './json-result-view.tsx';

type TExecutionDetail = TRouterOutputs['projects']['getExecution'];

const LIVE_REFRESH_MS = 2000;

function ModeUsed({ execution }: { execution: TExecutionDetail }) {
  return (
    <span className="flex flex-wrap items-center gap-1">
      <FormattedMessage id={`processingMode.${execution.processing_mode}`} />
      {execution.processing_mode_fallback_mode ? (
        <Badge variant="warning" data-testid="execution-fallback-mode">
          <FormattedMessage
            id="execution.fallbackUsed"
            values={{ mode: <FormattedMessage id={`processingMode.${execution.processing_mode_fallback_mode}`} /> }}
          />
        </Badge>
      ) : execution.processing_mode_fallback ? (
        <Badge variant="muted">
          <FormattedMessage id="projects.withFallback" />
        </Badge>
      ) : null}
    </span>
  );
}

function ExecutionDetail({ project, role, executionId }: TProjectContext & { executionId: string }) {
  const intl = useIntl();
  const inQueue = new URLSearchParams(useSearch()).get('queue') === '1';
  const execution = trpc.projects.getExecution.useQuery(
    { projectId: project.id, executionId },
    {
      refetchInterval: (query) => (query.state.data && isUnfinished(query.state.data.status) ? LIVE_REFRESH_MS : false),
    },
  );
  const back = (
    <Link
      href={`/projects/${project.id}/executions/`}
      className="inline-flex items-center gap-1 self-start text-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <FormattedMessage id="execution.back" />
    </Link>
  );
  if (execution.isPending) {
    return <LoadingState />;
  }
  if (execution.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <ErrorState error={execution.error} />
      </div>
    );
  }
  const data = execution.data;
  const title = executionLabel(intl, data);
  return (
    <div data-testid="execution-detail" data-status={data.status} className="flex flex-col gap-6">
      {back}
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
          <div className="flex min-w-0 flex-col items-start gap-2">
            <ExecutionStatusBadge status={data.status} />
            <CardTitle data-testid="execution-title" className="text-2xl break-words">
              {title}
            </CardTitle>
            <CopyableId id={data.id} testId="execution-id" />
            {data.reference ? (
              <p data-testid="execution-reference" className="text-sm text-muted-foreground">
                <FormattedMessage id="executions.referenceShort" values={{ reference: data.reference }} />
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <RerunButton projectId={project.id} executionId={data.id} />
            {hasTeamRole(role, 'admin') ? <DeleteExecutionButton projectId={project.id} executionId={data.id} /> : null}
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <dl className="grid gap-4 sm:grid-cols-3">
            <Fact label={<FormattedMessage id="overview.revisionNumber" />} testId="execution-revision">
              {data.revision ?? <span className="text-muted-foreground">–</span>}
            </Fact>
            <Fact label={<FormattedMessage id="execution.modeUsed" />} testId="execution-mode">
              <ModeUsed execution={data} />
            </Fact>
            <Fact label={<FormattedMessage id="executions.column.source" />}>
              <FormattedMessage id={`executionType.${data.execution_type}`} />
            </Fact>
            <Fact label={<FormattedMessage id="execution.created" />} testId="execution-created">
              <Moment value={data.created_at} />
            </Fact>
            <Fact label={<FormattedMessage id="execution.started" />} testId="execution-started">
              <Moment value={data.started_at} />
            </Fact>
            <Fact label={<FormattedMessage id="execution.completed" />} testId="execution-completed">
              <Moment value={data.completed_at} />
            </Fact>
          </dl>
          <Messages kind="errors" items={data.error_details} />
          <Messages kind="warnings" items={data.warning_details} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="execution.result" />
          </CardTitle>
        </CardHeader>
        <CardContent>
          {data.json_result ? (
            <JsonResultView result={data.json_result} sources={data.sources} fileName={`execution-${data.id}.json`} />
          ) : (
            <p data-testid="execution-no-result" className="text-sm text-muted-foreground">
              <FormattedMessage id={isUnfinished(data.status) ? 'execution.resultPending' : 'execution.noResult'} />
            </p>
          )}
        </CardContent>
      </Card>
      <ReviewCard
        key={`${data.id}-${data.status}`}
        execution={data}
        inQueue={inQueue}
        canExclude={hasTeamRole(role, 'admin')}
      />
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="execution.documents" />
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ExecutionDocuments documents={data.documents} />
        </CardContent>
      </Card>
      {data.metadata && Object.keys(data.metadata).length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <FormattedMessage id="execution.metadata" />
            </CardTitle>
          </CardHeader>
          <CardContent>
            <pre
              data-testid="execution-metadata"
              className="overflow-auto rounded-lg border border-border bg-muted/40 p-4 font-mono text-xs"
            >
              {JSON.stringify(data.metadata, null, 2)}
            </pre>
          </CardContent>
        </Card>
      ) : null}
      <AdminDebugPanel executionId={data.id} />
    </div>
  );
}

function Execution(context: TProjectContext) {
  const { executionId } = useParams<{ executionId: string }>();
  if (!isUuid(executionId)) {
    return <NotFoundErrorScreen />;
  }
  return <ExecutionDetail key={executionId} {...context} executionId={executionId} />;
}

/** Spec §2 /projects/{projectId}/executions/{executionId}: one execution, refreshed while it runs. */
export default function ExecutionPage() {
  return (
    <ProjectPage testId="execution-page" wide>
      {(context) => <Execution {...context} />}
    </ProjectPage>
  );
}
