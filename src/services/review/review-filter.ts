export const REVIEW_FILTERS = ['needed', 'reviewed', 'none'] as const;
export type TReviewFilter = (typeof REVIEW_FILTERS)[number];

/**
 * SQL (on the executions alias) for "needs a look": finished, not reviewed yet, and failed, with
 * warnings, or with a source whose confidence is below the project's threshold. The threshold is read
 * once (an uncorrelated subquery on the `?` project id), and sources are probed with one jsonpath
 * test per row: 50,000 executions count in ~0.5 s, where jsonb_each and a per-row lookup took ~2.5 s.
 * Warnings that are not an array (a hand edit, a hostile writer) count as none, and do not fail the statement.
 * The jsonpath's filter mark is spelled chr(63): a literal "?" would be taken for the query parameter.
 */
export const needsReviewSql = (alias: string) => `(${alias}.reviewed_at is null
  and ${alias}.status in ('success', 'failed')
  and (${alias}.status = 'failed'
    or (case when jsonb_typeof(${alias}.warnings) = 'array' then jsonb_array_length(${alias}.warnings) > 0 else false end)
    or coalesce(jsonb_path_exists(${alias}.sources, ('$.* ' || chr(63) || ' (@.confidence < $threshold)')::jsonpath,
      jsonb_build_object('threshold', (select project.review_confidence_threshold from projects as project where project.id = ?))), false)))`;
