import { ArrowLeft } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'wouter';
import { NotFoundErrorScreen } from '../../components/error-screens.tsx';
import { Fact } from '../../components/facts.tsx';
import { ErrorState, LoadingState } from '../../components/page.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { isUuid } from '../../lib/ids.ts';
import { trpc } from '../../lib/trpc.ts';
import { ProjectPage, type TProjectContext } from '../projects/project-page.tsx';
import { ApplyBackfillButton } from './apply-backfill-button.tsx';
import {
  Accuracy,
  CandidateName,
  Change,
  EvaluationStatusBadge,
  isRunning,
  type TEvaluationDetail,
} from './evaluation-labels.tsx';
import { DocumentDiffs, FieldTable } from './evaluation-tables.tsx';

const REFRESH_MS = 1500;

function Summary({ evaluation }: { evaluation: TEvaluationDetail }) {
  const intl = useIntl();
  const withBaseline = evaluation.kind === 'evaluation';
  return (
    <dl className="grid gap-4 sm:grid-cols-4">
      <Fact label={<CandidateName evaluation={evaluation} />} valueClassName="text-2xl font-semibold">
        <Accuracy value={evaluation.accuracy} testId="evaluation-accuracy" />{' '}
        <Change candidate={evaluation.accuracy} baseline={evaluation.baseline_accuracy} />
      </Fact>
      {withBaseline ? (
        <Fact
          label={
            <FormattedMessage id="evaluations.baselineOf" values={{ revision: evaluation.baseline_revision ?? '–' }} />
          }
          valueClassName="text-2xl font-semibold"
        >
          <Accuracy value={evaluation.baseline_accuracy} testId="evaluation-baseline-accuracy" />
        </Fact>
      ) : null}
      <Fact label={<FormattedMessage id="evaluations.cost" />} valueClassName="text-sm">
        <FormattedMessage
          id="evaluations.costValue"
          values={{
            tokens: evaluation.cost.candidate.tokens,
            usd: intl.formatNumber(evaluation.cost.candidate.usd, { style: 'currency', currency: 'USD' }),
            baselineTokens: evaluation.cost.baseline.tokens,
          }}
        />
      </Fact>
      <Fact label={<FormattedMessage id="evaluations.duration" />} valueClassName="text-sm">
        <FormattedMessage
          id="evaluations.durationValue"
          values={{
            candidate: intl.formatNumber(evaluation.duration_ms.candidate / 1000, { maximumFractionDigits: 1 }),
            baseline: intl.formatNumber(evaluation.duration_ms.baseline / 1000, { maximumFractionDigits: 1 }),
          }}
        />
      </Fact>
    </dl>
  );
}

function EvaluationDetail({ project, evaluationId }: TProjectContext & { evaluationId: string }) {
  const intl = useIntl();
  const query = trpc.evaluations.get.useQuery(
    { projectId: project.id, evaluationId },
    { refetchInterval: (state) => (state.state.data && isRunning(state.state.data) ? REFRESH_MS : false) },
  );
  if (query.isPending) {
    return <LoadingState />;
  }
  if (query.isError) {
    return <ErrorState error={query.error} />;
  }
  const evaluation = query.data;
  const { done, total } = evaluation.progress;
  return (
    <div data-testid="evaluation-detail" data-status={evaluation.status} className="flex flex-col gap-6">
      <Link
        href={`/projects/${project.id}/evaluations/`}
        className="inline-flex items-center gap-1 self-start text-sm text-muted-foreground hover:text-foreground hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <FormattedMessage id="evaluations.back" />
      </Link>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>
            <FormattedMessage id="evaluations.detailTitle" />
          </CardTitle>
          <div className="flex flex-wrap items-center gap-3">
            <ApplyBackfillButton evaluation={evaluation} />
            <EvaluationStatusBadge status={evaluation.status} />
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <Progress
              value={total === 0 ? null : (done / total) * 100}
              label={intl.formatMessage({ id: 'evaluations.progress' }, { done, total })}
            />
            <p data-testid="evaluation-progress" className="text-xs text-muted-foreground">
              <FormattedMessage id="evaluations.progress" values={{ done, total }} />
            </p>
          </div>
          <Summary evaluation={evaluation} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="evaluations.fields" />
          </CardTitle>
        </CardHeader>
        <CardContent>
          <FieldTable evaluation={evaluation} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="evaluations.documents" />
          </CardTitle>
        </CardHeader>
        <CardContent>
          <DocumentDiffs evaluation={evaluation} projectId={project.id} />
        </CardContent>
      </Card>
    </div>
  );
}

function Evaluation(context: TProjectContext) {
  const { evaluationId } = useParams<{ evaluationId: string }>();
  if (!isUuid(evaluationId)) {
    return <NotFoundErrorScreen />;
  }
  return <EvaluationDetail key={evaluationId} {...context} evaluationId={evaluationId} />;
}

/** One evaluation: candidate vs baseline, the per-field table (better/worse marked) and per-document diffs. */
export default function EvaluationPage() {
  return (
    <ProjectPage testId="evaluation-page" wide>
      {(context) => <Evaluation {...context} />}
    </ProjectPage>
  );
}
