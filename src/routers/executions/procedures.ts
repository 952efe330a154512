import { z } from 'zod';
import { findExecutions } from '../../services/executions/find-executions.ts';
import { intakeExecution } from '../../services/executions/intake.ts';
import {
  CHART_RANGES,
  executionChart,
  getExecution as get,
  deleteExecution as remove,
} from '../../services/executions/queries.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { paged } from '../paging.ts';
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
import { revisionSchemas, toExecutionListRow } from './list-rows.ts';
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
  ZListExecutionsOutput,
  ZStatisticsRow,
  ZUploadRef,
} from './procedures.types.ts';

export const listExecutions = projectProcedure('member')
  .meta(listExecutionsMeta)
  .input(ZListExecutionsInput)
  .output(ZListExecutionsOutput)
  .query(async ({ ctx, input }) => {
    const result = await findExecutions(ctx.em, {
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
    const schemas = await revisionSchemas(ctx.em, result.rows);
    const data = result.rows.map((row) =>
      toExecutionListRow(row, ctx.locale, row.project_revision_id ? schemas.get(row.project_revision_id) : undefined),
    );
    return {
      ...paged(data, result.count, input.page, input.per_page),
      count_exact: result.countExact,
      next_cursor: result.nextCursor,
    };
  });

export const executionStatistics = projectProcedure('member')
  .meta(chartMeta)
  .input(ZChartInput)
  .output(z.array(ZStatisticsRow))
  .query(({ ctx, input }) => executionChart(ctx.em, input.projectId, CHART_RANGES[input.range], ctx.signal));

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
    const { execution } = await intakeExecution(
      { em: ctx.em, jobs: ctx.app.jobs, storage: ctx.app.storage },
      {
        actor: ctx.actor,
        project: ctx.project,
        executionType: ctx.actor.kind === 'api_key' ? 'api' : 'web',
        documents: previous.documents.getItems(),
        reference: previous.reference ?? null,
        metadata: { ...(previous.metadata ?? {}), rerun_of: previous.id },
        processingMode: previous.processingMode,
        processingModeFallback: previous.processingModeFallback,
      },
    );
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
