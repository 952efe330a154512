import { toExecution } from '../../contracts/executions.ts';
import { detailShapeOf } from '../../i18n/message.ts';
import { listLatestExecutionsOf } from '../../services/admin/executions.ts';
import { adminProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { whereOf } from './executions.types.ts';
import { ZListUserExecutionsInput, ZListUserExecutionsOutput } from './list-user-executions.types.ts';

/** A user's latest executions across their teams, newest first: the way from a user to their runs. */
export const listUserExecutionsProcedure = adminProcedure
  .meta(
    restMeta({
      method: 'GET',
      path: '/admin/users/{userId}/executions',
      tag: 'Admin',
      summary: "A user's latest executions in any team (site admins only)",
    }),
  )
  .input(ZListUserExecutionsInput)
  .output(ZListUserExecutionsOutput)
  .query(async ({ ctx, input }) => {
    const executions = await listLatestExecutionsOf({ em: ctx.em, userId: input.userId });
    return executions.map((execution) => ({
      ...toExecution(execution, ctx.locale, detailShapeOf(ctx)),
      ...whereOf(execution),
    }));
  });
