import { toExecutionDetail } from '../../contracts/executions.ts';
import { detailShapeOf } from '../../i18n/message.ts';
import { getAnyExecution } from '../../services/admin/executions.ts';
import { adminProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { whereOf } from './executions.types.ts';
import { ZGetExecutionInput, ZGetExecutionOutput } from './get-execution.types.ts';

/**
 * Any team's execution for a site admin (support and debugging), with where it lives. Members use
 * projects.getExecution.
 */
export const getExecutionProcedure = adminProcedure
  .meta(
    restMeta({
      method: 'GET',
      path: '/admin/executions/{executionId}',
      tag: 'Admin',
      summary: "Any team's execution with its team and project (site admins only)",
    }),
  )
  .input(ZGetExecutionInput)
  .output(ZGetExecutionOutput)
  .query(async ({ ctx, input }) => {
    const execution = await getAnyExecution({ em: ctx.em, executionId: input.executionId });
    return { ...toExecutionDetail(execution, ctx.locale, detailShapeOf(ctx)), ...whereOf(execution) };
  });
