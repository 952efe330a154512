import type { TExecutionStatus } from '../../db/entities/execution.ts';
import { queryPrepared, queryRows, type TSqlSource } from '../../db/sql.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { needsReviewSql, type TReviewFilter } from '../review/review-filter.ts';

/** Counts stay exact up to this many rows; beyond it the planner's estimate is cheaper than a scan. */
export const COUNT_BOUND = 1_000;

export type TFindExecutionsOptions = {
  projectId: string;
  page: number;
  perPage: number;
  search?: string;
  statuses?: TExecutionStatus[];
  from?: string;
  to?: string;
  /** Keyset position from a previous page's `nextCursor`; when given, `page` is ignored. */
  cursor?: string;
  review?: TReviewFilter;
  countBound?: number;
  signal?: AbortSignal;
};

export type TExecutionListRow = {
  id: string;
  project_id: string;
  project_revision_id: string | null;
  created_by_user_id: string | null;
  created_by_api_key_id: string | null;
  execution_type: 'web' | 'api' | 'email';
  processing_mode: 'fast' | 'balanced' | 'accurate';
  processing_mode_fallback: boolean;
  processing_mode_fallback_mode: 'fast' | 'balanced' | 'accurate' | null;
  reference: string | null;
  title: string | null;
  json_result: Record<string, unknown> | null;
  status: TExecutionStatus;
  error_details: TCodedMessage[] | null;
  warning_details: TCodedMessage[] | null;
  /** The English lines, read only for a row without details (LEGACY: written before codes were stored). */
  errors: string[] | null;
  warnings: string[] | null;
  created_at: string;
  document_count: number;
  reviewed_result: Record<string, unknown> | null;
  reviewed_by_user_id: string | null;
  reviewed_at: string | null;
  excluded_from_evaluation: boolean;
};

/**
 * A row as the page statement answers it: the list row plus the cursor's exact timestamp and the
 * page's count. Returned as they came (a copy without them would cost a list call 50 objects);
 * callers build their answer field by field (toExecutionListRow) and the output schema admits
 * exactly its own keys, so neither column reaches a client.
 */
export type TFoundExecutionRow = TExecutionListRow & { cursor_at: string; total_count: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:?\d\d)?|Z)$/.test(value[0]) &&
      typeof value[1] === 'string' &&
      /^[0-9a-f-]{36}$/i.test(value[1])
    ) {
      return [value[0], value[1]];
    }
  } catch {}
  throw new AppError('BAD_REQUEST', 'Invalid cursor');
}

/** The WHERE clause and its parameters, shared by the page and the count. */
function filters(options: TFindExecutionsOptions) {
  const values: unknown[] = [options.projectId];
  const where = ['e.project_id = $1'];
  const add = (sql: (n: number) => string, value: unknown) => {
    values.push(value);
    where.push(sql(values.length));
  };
  if (options.statuses && options.statuses.length > 0) {
    add((n) => `e.status = any($${n}::text[])`, options.statuses);
  }
  const search = options.search?.trim().toLowerCase();
  if (search) {
    add((n) => `e.search_text like $${n}`, `%${escapeLike(search)}%`);
  }
  if (options.from) {
    add((n) => `e.created_at >= $${n}::timestamptz`, options.from);
  }
  if (options.to) {
    add((n) => `e.created_at < $${n}::timestamptz`, options.to);
  }
  // The review condition reads the project's threshold by the project id, which is always $1.
  const needsReview = () => needsReviewSql('e').replace('?', '$1');
  if (options.review === 'needed') {
    where.push(needsReview());
  } else if (options.review === 'reviewed') {
    where.push('e.reviewed_at is not null');
  } else if (options.review === 'none') {
    where.push(`(e.reviewed_at is null and e.status in ('success', 'failed') and not ${needsReview()})`);
  }
  return { where, values };
}

/**
 * A jsonb column's array length, null when it holds no array (SQL null, or JSON that is not an array: a hand
 * edit or a hostile writer). jsonb_array_length alone fails the whole statement on such a row, and with it
 * the list of every execution of the project; CASE (unlike AND) is evaluated in order.
 */
const arrayLength = (column: string) =>
  `(case when jsonb_typeof(${column}) = 'array' then jsonb_array_length(${column}) end)`;

/** The row's columns as the list answers them: [expression on `e`, name]. */
const COLUMNS: [string, string][] = [
  ['e.id', 'id'],
  ['e.project_id', 'project_id'],
  ['e.project_revision_id', 'project_revision_id'],
  ['e.created_by_user_id', 'created_by_user_id'],
  ['e.created_by_api_key_id', 'created_by_api_key_id'],
  ['e.execution_type', 'execution_type'],
  ['e.processing_mode', 'processing_mode'],
  ['e.processing_mode_fallback', 'processing_mode_fallback'],
  ['e.processing_mode_fallback_mode', 'processing_mode_fallback_mode'],
  ['e.reference', 'reference'],
  ['e.title', 'title'],
  ['e.json_result', 'json_result'],
  ['e.status', 'status'],
  ['e.error_details', 'error_details'],
  ['e.warning_details', 'warning_details'],
  // The text only where it is read back (renderExecutionMessages): no codes, or codes of another count.
  [
    `case when ${arrayLength('e.error_details')} is distinct from ${arrayLength('e.errors')} then e.errors end`,
    'errors',
  ],
  [
    `case when ${arrayLength('e.warning_details')} is distinct from ${arrayLength('e.warnings')} then e.warnings end`,
    'warnings',
  ],
  [`to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`, 'created_at'],
  ['e.created_at::text', 'cursor_at'],
  ['e.reviewed_result', 'reviewed_result'],
  ['e.reviewed_by_user_id', 'reviewed_by_user_id'],
  ['e.excluded_from_evaluation', 'excluded_from_evaluation'],
  [`to_char(e.reviewed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`, 'reviewed_at'],
  ['(select count(*)::int from execution_documents d where d.execution_id = e.id)', 'document_count'],
];
const SELECTED = COLUMNS.map(([expression, name]) => `${expression} as ${name}`).join(', ');
const PAGE_COLUMNS = COLUMNS.map(([, name]) => `page.${name}`).join(', ');

/**
 * The statements of one list call (exported so bench/ runs the very same SQL by hand): the page and
 * its count in one statement (one round trip, one pooled connection), and the planner's estimate for
 * counts beyond the bound. Newest first; the page asks for one row more than `perPage` to know
 * whether a next page exists. The first page and `cursor` pages (which continue after the previous
 * page without skipping anything) read their rows straight from the index's order; deeper OFFSET
 * pages find their ids on the index first and read only those rows (late row lookup). The count is
 * exact up to the bound; when the page itself shows how many rows match (an OFFSET page that is not
 * full, e.g. a rare search word), the bounded count is not run at all (PostgreSQL evaluates the
 * uncorrelated subquery of a CASE branch only when that branch is taken). An empty page still
 * answers one row: its count, with a null id. Pages that do not search run prepared (findExecutions).
 */
export function executionListStatements(options: TFindExecutionsOptions) {
  const bound = options.countBound ?? COUNT_BOUND;
  const { where, values } = filters(options);
  const clause = where.join(' and ');
  const estimate = { text: `explain (format json) select 1 from executions e where ${clause}`, values: [...values] };
  const pageWhere = [...where];
  let offset = options.page * options.perPage;
  if (options.cursor) {
    const [createdAt, id] = decodeCursor(options.cursor);
    values.push(createdAt, id);
    pageWhere.push(`(e.created_at, e.id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`);
    offset = 0;
  }
  // The page size is written into the text (it takes few values): with a LIMIT parameter the
  // planner would assume a tenth of the table and never keep a plan for a prepared statement.
  const limit = options.perPage + 1;
  const order = 'order by e.created_at desc, e.id desc';
  let rows: string;
  let shown: string;
  if (offset === 0) {
    rows = `select ${SELECTED}, e.created_at as sort_at from executions e where ${pageWhere.join(' and ')} ${order} limit ${limit}`;
    // A cursor page says nothing about the rows before it: its count is always the bounded one.
    shown = options.cursor ? 'false' : `on_page.n < ${limit}`;
  } else {
    values.push(offset);
    rows = `with found as (select e.id, e.created_at from executions e where ${pageWhere.join(' and ')} ${order}
        limit ${limit} offset $${values.length})
      select ${SELECTED}, found.created_at as sort_at from found join executions e on e.id = found.id`;
    shown = `on_page.n between 1 and ${limit - 1}`;
  }
  const counted = offset === 0 ? 'on_page.n' : `$${values.length}::int + on_page.n`;
  const page = {
    text: `with page as materialized (${rows}),
      on_page as (select count(*)::int as n from page),
      total as (select case when ${shown} then ${counted}
        else (select count(*)::int from (select 1 from executions e where ${clause} limit ${bound + 1}) t) end as n
        from on_page)
    select ${PAGE_COLUMNS}, total.n as total_count from total left join page on true
    order by page.sort_at desc, page.id desc`,
    values,
  };
  return { page, estimate, bound };
}

/**
 * The planner's estimates of recent filters. They follow the table's statistics, which change only
 * when (auto)ANALYZE runs: a list polled every few seconds need not ask the planner each time.
 */
const estimates = new Map<string, { rows: number; until: number }>();
const ESTIMATE_KEPT_MS = 30_000;

/** Exact up to the bound; beyond it the planner's row estimate (never below the bound). */
async function countBeyondBound(em: TSqlSource, statements: TListStatements, counted: number, signal?: AbortSignal) {
  if (counted <= statements.bound) {
    return { count: counted, exact: true };
  }
  const key = `${statements.estimate.text}\n${JSON.stringify(statements.estimate.values)}`;
  let estimate = estimates.get(key);
  if (!estimate || estimate.until < Date.now()) {
    const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      em,
      statements.estimate.text,
      statements.estimate.values,
      signal,
    );
    if (estimates.size >= 1_000) {
      estimates.clear();
    }
    estimate = {
      rows: Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0),
      until: Date.now() + ESTIMATE_KEPT_MS,
    };
    estimates.set(key, estimate);
  }
  return { count: Math.max(estimate.rows, statements.bound + 1), exact: false };
}

type TListStatements = ReturnType<typeof executionListStatements>;

export async function findExecutions(em: TSqlSource, options: TFindExecutionsOptions) {
  const statements = executionListStatements(options);
  // Prepared unless it searches: the best plan for a `like` depends on the word (see queryPrepared).
  const fetched = await (options.search ? queryRows : queryPrepared)<TFoundExecutionRow>(
    em,
    statements.page.text,
    statements.page.values,
    options.signal,
  );
  const { count, exact } = await countBeyondBound(em, statements, fetched[0]?.total_count ?? 0, options.signal);
  // An empty page is the one row of its count, with a null id.
  const rows = fetched[0]?.id === null ? [] : fetched.slice(0, options.perPage);
  const last = rows.at(-1);
  const nextCursor = last && fetched.length > options.perPage ? encodeCursor(last.cursor_at, last.id) : null;
  return { rows, count, countExact: exact, nextCursor };
}
