import { CheckCheck, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { CardHeaderWithActions } from '../../components/card-header-with-actions.tsx';
import { FormError } from '../../components/form.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import type { TRouterOutputs } from '../../lib/api-types.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { ExclusionToggle } from './exclusion-toggle.tsx';
import { ReviewContext, ReviewNode, type TNode } from './review-fields.tsx';
import { reviewIssuesOf, setAt, type TPathPart } from './review-value.ts';

type TExecutionDetail = TRouterOutputs['projects']['getExecution'];

/**
 * The correction form of a finished execution, generated from its revision's schema, with each value's
 * source beside it. In the review queue (`inQueue`), saving walks on to the next execution that needs a look.
 */
export function ReviewCard({
  execution,
  inQueue,
  canExclude,
}: {
  execution: TExecutionDetail;
  inQueue: boolean;
  canExclude: boolean;
}) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const projectId = execution.project_id;
  const revision = trpc.projects.getRevision.useQuery(
    { projectId, revisionId: execution.project_revision_id ?? '' },
    { enabled: execution.project_revision_id !== null },
  );
  const [value, setValue] = useState<unknown>(() => execution.reviewed_result ?? execution.json_result ?? {});
  const review = trpc.review.reviewExecution.useMutation({
    onSuccess: async (saved) => {
      utils.projects.getExecution.setData({ projectId, executionId: saved.id }, saved);
      await utils.projects.listExecutions.invalidate();
      toast.success(intl.formatMessage({ id: 'review.saved' }));
      if (inQueue) {
        const next = await utils.projects.listExecutions.fetch({ projectId, review: 'needed', per_page: 1 });
        const nextId = next.data[0]?.id;
        navigate(nextId ? `/projects/${projectId}/executions/${nextId}?queue=1` : `/projects/${projectId}/review`);
      }
    },
  });
  const issues = useMemo(() => reviewIssuesOf(review.error), [review.error]);
  const context = useMemo(
    () => ({
      value,
      sources: execution.sources ?? {},
      issues,
      onChange: (path: TPathPart[], next: unknown) => setValue((current: unknown) => setAt(current, path, next)),
    }),
    [value, execution.sources, issues],
  );
  if (execution.project_revision_id === null || (execution.status !== 'success' && execution.status !== 'failed')) {
    return null;
  }
  const schema = revision.data?.output_schema as TNode[] | undefined;
  return (
    <Card data-testid="review-card">
      <CardHeaderWithActions
        title={<FormattedMessage id="review.title" />}
        description={<FormattedMessage id="review.description" />}
        className="gap-3"
      >
        {execution.reviewed_at && canExclude ? (
          <ExclusionToggle
            projectId={projectId}
            executionId={execution.id}
            excluded={execution.excluded_from_evaluation}
          />
        ) : null}
        {execution.reviewed_at ? (
          <Badge variant="muted" data-testid="review-done">
            <CheckCheck aria-hidden="true" className="size-3" />
            <FormattedMessage
              id="review.reviewedAt"
              values={{
                date: formatDate(execution.reviewed_at, intl.locale, { dateStyle: 'medium', timeStyle: 'short' }),
              }}
            />
          </Badge>
        ) : null}
      </CardHeaderWithActions>
      <CardContent className="flex flex-col gap-4">
        {schema ? (
          <ReviewContext value={context}>
            <form
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                review.mutate({
                  projectId,
                  executionId: execution.id,
                  json_result: (value ?? {}) as Record<string, unknown>,
                });
              }}
            >
              <ReviewNode node={{ type: 'object', properties: schema }} path={[]} label="" />
              {review.error && issues.size === 0 ? <FormError>{errorMessageOf(intl, review.error)}</FormError> : null}
              {issues.size > 0 ? (
                <FormError>
                  <FormattedMessage id="review.fixFields" values={{ count: issues.size }} />
                </FormError>
              ) : null}
              <Button type="submit" data-testid="review-save" className="self-start" disabled={review.isPending}>
                {review.isPending ? <Spinner size={16} /> : <Save aria-hidden="true" />}
                <FormattedMessage id={inQueue ? 'review.saveNext' : 'review.save'} />
              </Button>
            </form>
          </ReviewContext>
        ) : revision.isError ? (
          <FormError>{errorMessageOf(intl, revision.error)}</FormError>
        ) : (
          <Spinner size={16} />
        )}
      </CardContent>
    </Card>
  );
}
