import { raw } from '@mikro-orm/core';

export const REVIEW_FILTERS = ['needed', 'reviewed', 'none'] as const;
export type TReviewFilter = (typeof REVIEW_FILTERS)[number];

/**
 * SQL (on the executions alias) for "needs a look": finished, not reviewed yet, and failed, with
 * warnings, or with a source whose confidence is below the project's threshold.
 */
export const needsReviewSql = (alias: string) => `(${alias}.reviewed_at is null
  and ${alias}.status in ('success', 'failed')
  and (${alias}.status = 'failed'
    or jsonb_array_length(${alias}.warnings) > 0
    or exists (
      select 1 from jsonb_each(case when jsonb_typeof(${alias}.sources) = 'object' then ${alias}.sources else '{}'::jsonb end) as source
      where jsonb_typeof(source.value -> 'confidence') = 'number'
        and (source.value ->> 'confidence')::float8
          < (select project.review_confidence_threshold from projects as project where project.id = ${alias}.project_id))))`;

/**
 * The where-condition of `review=`: `needed` (see above), `reviewed` (a correction is saved), `none`
 * (finished, not reviewed, nothing flagged): the three split the finished executions.
 */
export function reviewCondition(filter: TReviewFilter | undefined): Record<symbol, boolean> {
  switch (filter) {
    case 'needed':
      return { [raw((alias: string) => needsReviewSql(alias))]: true };
    case 'reviewed':
      return { [raw((alias: string) => `(${alias}.reviewed_at is not null)`)]: true };
    case 'none':
      return {
        [raw(
          (alias: string) =>
            `(${alias}.reviewed_at is null and ${alias}.status in ('success', 'failed') and not ${needsReviewSql(alias)})`,
        )]: true,
      };
    default:
      return {};
  }
}
