import { ArrowLeft } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'wouter';
import { CopyableId } from '../../components/copyable-id.tsx';
import { NotFoundErrorScreen } from '../../components/error-screens.tsx';
import { ErrorState, LoadingState, PageFrame } from '../../components/page.tsx';
import { ExecutionStatusBadge } from '../../components/status-badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { executionLabel } from '../../lib/execution-label.ts';
import { isUuid } from '../../lib/ids.ts';
import { trpc } from '../../lib/trpc.ts';
import { AdminDebugPanel } from '../executions/admin-debug-panel.tsx';
import { Messages } from '../executions/execution-messages.tsx';
import { JsonResultView } from '../executions/json-result-view.tsx';

function AdminExecution({ executionId }: { executionId: string }) {
  const intl = useIntl();
  const execution = trpc.admin.getExecution.useQuery({ executionId });
  if (execution.isPending) {
    return <LoadingState />;
  }
  if (execution.isError) {
    return <ErrorState error={execution.error} />;
  }
  const data = execution.data;
  return (
    <div data-testid="admin-execution" data-status={data.status} className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex flex-col items-start gap-2">
          <ExecutionStatusBadge status={data.status} />
          <CardTitle data-testid="admin-execution-title" className="text-2xl break-words">
            {executionLabel(intl, data)}
          </CardTitle>
          <p data-testid="admin-execution-where" className="text-sm text-muted-foreground">
            <FormattedMessage id="adminExecution.where" values={{ team: data.team.name, project: data.project.name }} />
          </p>
          <CopyableId id={data.id} testId="admin-execution-id" />
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Messages kind="errors" items={data.error_details} />
          <Messages kind="warnings" items={data.warning_details} />
          {data.json_result ? (
            <JsonResultView result={data.json_result} sources={data.sources} fileName={`execution-${data.id}.json`} />
          ) : null}
          <ul className="text-sm text-muted-foreground">
            {data.documents.map((document) => (
              <li key={document.id}>{document.file_name}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <AdminDebugPanel executionId={data.id} />
    </div>
  );
}

/** /admin/executions/{id}: any team's execution with its debug detail, for site admins (support). */
export default function AdminExecutionPage() {
  const { executionId } = useParams<{ executionId: string }>();
  return (
    <PageFrame testId="admin-execution-page" wide>
      <Link
        href="/admin/users"
        className="inline-flex items-center gap-1 self-start text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <FormattedMessage id="adminExecution.back" />
      </Link>
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="adminExecution.title" />
      </h1>
      {isUuid(executionId) ? <AdminExecution key={executionId} executionId={executionId} /> : <NotFoundErrorScreen />}
    </PageFrame>
  );
}
