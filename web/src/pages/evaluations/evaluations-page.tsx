import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { EmptyState, ErrorState, LoadingState } from '../../components/page.tsx';
import { TableHeader } from '../../components/table-header.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Table, TableRow, Td } from '../../components/ui/table.tsx';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { ProjectPage, type TProjectContext } from '../projects/project-page.tsx';
import { BackfillForm } from './backfill-form.tsx';
import { Accuracy, CandidateName, Change, EvaluationStatusBadge, isRunning } from './evaluation-labels.tsx';
import { StartEvaluation } from './start-evaluation.tsx';

const REFRESH_MS = 2000;

function EvaluationList({ project }: TProjectContext) {
  const intl = useIntl();
  const list = trpc.evaluations.find.useQuery(
    { projectId: project.id },
    { refetchInterval: (query) => (query.state.data?.data.some(isRunning) ? REFRESH_MS : false) },
  );
  if (list.isPending) {
    return <LoadingState />;
  }
  if (list.isError) {
    return <ErrorState error={list.error} />;
  }
  if (list.data.data.length === 0) {
    return (
      <EmptyState
        testId="evaluations-empty"
        title={<FormattedMessage id="evaluations.emptyTitle" />}
        description={<FormattedMessage id="evaluations.emptyDescription" />}
      />
    );
  }
  return (
    <Table data-testid="evaluations-table">
      <TableHeader
        ruled
        columns={[
          'evaluations.started',
          'evaluations.candidate',
          'evaluations.status',
          'evaluations.accuracy',
          'evaluations.baseline',
        ]}
      />
      <tbody>
        {list.data.data.map((evaluation) => (
          <TableRow key={evaluation.id} data-testid="evaluation-row">
            <Td>
              <Link
                href={`/projects/${project.id}/evaluations/${evaluation.id}`}
                className="underline-offset-4 hover:underline"
              >
                {formatDate(evaluation.created_at, intl.locale, { dateStyle: 'medium', timeStyle: 'short' })}
              </Link>
            </Td>
            <Td>
              <CandidateName evaluation={evaluation} />
            </Td>
            <Td>
              <EvaluationStatusBadge status={evaluation.status} />{' '}
              <span className="text-xs text-muted-foreground">
                {evaluation.progress.done}/{evaluation.progress.total}
              </span>
            </Td>
            <Td>
              <Accuracy value={evaluation.accuracy} />{' '}
              <Change candidate={evaluation.accuracy} baseline={evaluation.baseline_accuracy} />
            </Td>
            <Td>
              <Accuracy value={evaluation.baseline_accuracy} />
              {evaluation.baseline_revision !== null ? (
                <span className="text-xs text-muted-foreground">
                  {' '}
                  ({intl.formatMessage({ id: 'revisions.revision' }, { revision: evaluation.baseline_revision })})
                </span>
              ) : null}
            </Td>
          </TableRow>
        ))}
      </tbody>
    </Table>
  );
}

/** The project's evaluation runs, and starting one for a saved revision (drafts start from the schema editor). */
export default function EvaluationsPage() {
  return (
    <ProjectPage testId="evaluations-page" wide>
      {(context) => (
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <FormattedMessage id="evaluations.title" />
              </CardTitle>
              <CardDescription>
                <FormattedMessage id="evaluations.description" />
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-6">
              <StartEvaluation projectId={context.project.id} />
              <div className="flex flex-col gap-2 border-t border-border pt-4">
                <h3 className="text-sm font-semibold">
                  <FormattedMessage id="backfill.title" />
                </h3>
                <p className="text-sm text-muted-foreground">
                  <FormattedMessage id="backfill.description" />
                </p>
                <BackfillForm projectId={context.project.id} />
              </div>
              <EvaluationList {...context} />
            </CardContent>
          </Card>
        </div>
      )}
    </ProjectPage>
  );
}
