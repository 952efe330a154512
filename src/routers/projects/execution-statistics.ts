import { z } from 'zod';
import { CHART_RANGES, executionChart } from '../../services/executions/queries.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZExecutionStatisticsInput, ZStatisticsRow } from './execution-statistics.types.ts';

export const executionStatisticsProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'GET',
      path: '/projects/{projectId}/executions/chart',
      tag: 'Executions',
      summary: 'Executions per day by status (7d, 30d or 90d)',
    }),
  )
  .input(ZExecutionStatisticsInput)
  .output(z.array(ZStatisticsRow))
  .query(({ ctx, input }) =>
    executionChart({ em: ctx.em, projectId: input.projectId, days: CHART_RANGES[input.range], signal: ctx.signal }),
  );
