import { detailShapeOf } from '../../i18n/message.ts';
import { findExecutions } from '../../services/executions/find-executions.ts';
import { projectAccessProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { paged } from '../paging.ts';
import { revisionSchemas, toExecutionListRow } from './execution-list-rows.ts';
import { ZListExecutionsInput, ZListExecutionsOutput } from './list-executions.types.ts';

export const listExecutionsProcedure = projectAccessProcedure('member')
  .meta(
    restMeta({
      method: 'GET',
      path: '/projects/{projectId}/executions',
      tag: 'Executions',
      summary: 'Executions, newest first; search and status filter',
    }),
  )
  .input(ZListExecutionsInput)
  .output(ZListExecutionsOutput)
  .query(async ({ ctx, input }) => {
    // Plain SQL only: the ORM's root EntityManager serves (TSqlSource), no fork of one per call.
    const sql = ctx.app.orm.em;
    const result = await findExecutions(sql, {
      projectId: input.projectId,
      page: input.page,
      perPage: input.per_page,
      search: input.search,
      statuses: input.status,
      from: input.from,
      to: input.to,
      cursor: input.cursor,
      signal: ctx.signal,
      review: input.review,
    });
    const schemas = await revisionSchemas(sql, result.rows);
    const data = result.rows.map((row) =>
      toExecutionListRow(
        row,
        ctx.locale,
        row.project_revision_id ? schemas.get(row.project_revision_id) : undefined,
        detailShapeOf(ctx),
      ),
    );
    return {
      ...paged(data, result.count, input.page, input.per_page),
      count_exact: result.countExact,
      next_cursor: result.nextCursor,
    };
  });
