import { z } from 'zod';
import { createExecution } from '../../services/executions/create-execution.ts';
import {
  CHART_RANGES,
  executionChart,
  findExecutions,
  getExecution as get,
  deleteExecution as remove,
} from '../../services/executions/queries.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { paged, ZPaged } from '../paging.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import {
  toDocument,
  toExecution,
  toExecutionDetail,
  ZDocument,
  ZExecution,
  ZExecutionDetail,
  ZUploadOutput,
} from './executions.types.ts';
import {
  chartMeta,
  deleteExecutionMeta,
  executionDocumentsMeta,
  getExecutionMeta,
  getUploadMeta,
  listExecutionsMeta,
  rerunMeta,
  ZChartInput,
  ZExecutionRef,
  ZListExecutionsInput,
  ZStatisticsRow,
  ZUploadRef,
} from './procedures.types.ts';

export const listExecutions = projectProcedure('member')
  .meta(listExecutionsMeta)
  .input(ZListExecutionsInput)
  .output(ZPaged(ZExecution.extend({ document_count: z.number().int() })))
  .query(async ({ ctx, input }) => {
    const { rows, count } = await findExecutions(ctx.em, {
      projectId: input.projectId,
      page: input.page,
      perPage: input.per_page,
      search: input.search,
      statuses: input.status,
      from: input.from ? new Date(input.from) : undefined,
      to: input.to ? new Date(input.to) : undefined,
    });
    await ctx.em.populate(rows, ['projectRevision']);
    // One grouped count for the page, so the list needs no call per row for its file column.
    const counts = new Map<string, number>();
    if (rows.length > 0) {
      const found: { execution_id: string; count: string }[] = await ctx.em
        .getConnection()
        .execute(
          'select execution_id, count(*) as count from execution_documents where execution_id in (?) group by execution_id',
          [rows.map((row) => row.id)],
        );
      for (const row of found) {
        counts.set(row.execution_id, Number(row.count));
      }
    }
    const data = rows.map((row) => ({ ...toExecution(row, ctx.locale), document_count: counts.get(row.id) ?? 0 }));
    return paged(data, count, input.page, input.per_page);
  });

export const executionStatistics = projectProcedure('member')
  .meta(chartMeta)
  .input(ZChartInput)
  .output(z.array(ZStatisticsRow))
  .query(({ ctx, input }) => executionChart(ctx.em, input.projectId, CHART_RANGES[input.range]));

export const getExecution = projectProcedure('member')
  .meta(getExecutionMeta)
  .input(ZExecutionRef)
  .output(ZExecutionDetail)
  .query(async ({ ctx, input }) =>
    toExecutionDetail(await get(ctx.em, input.projectId, input.executionId), ctx.locale),
  );

export const getExecutionDocuments = projectProcedure('member')
  .meta(executionDocumentsMeta)
  .input(ZExecutionRef)
  .output(z.array(ZDocument))
  .query(async ({ ctx, input }) =>
    (await get(ctx.em, input.projectId, input.executionId)).documents.getItems().map(toDocument),
  );

export const getUpload = projectProcedure('member')
  .meta(getUploadMeta)
  .input(ZUploadRef)
  .output(ZUploadOutput)
  .query(async ({ ctx, input }) => {
    const execution = await get(ctx.em, input.projectId, input.uploadId);
    return { documents: execution.documents.getItems().map(toDocument), execution: toExecution(execution, ctx.locale) };
  });

export const rerunExecution = projectProcedure('member')
  .meta(rerunMeta)
  .input(ZExecutionRef)
  .output(ZExecution)
  .mutation(async ({ ctx, input }) => {
    const previous = await get(ctx.em, input.projectId, input.executionId);
    const { execution } = await createExecution({
      app: ctx.app,
      em: ctx.em,
      actor: ctx.actor,
      project: ctx.project,
      executionType: ctx.actor.kind === 'api_key' ? 'api' : 'web',
      documents: previous.documents.getItems(),
      reference: previous.reference ?? null,
      metadata: { ...(previous.metadata ?? {}), rerun_of: previous.id },
      processingMode: previous.processingMode,
      processingModeFallback: previous.processingModeFallback,
    });
    return toExecution(execution, ctx.locale);
  });

export const deleteExecution = projectProcedure('admin')
  .meta(deleteExecutionMeta)
  .input(ZExecutionRef)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await remove(ctx.em, ctx.app.storage, input.projectId, input.executionId);
    return SUCCESS;
  });
