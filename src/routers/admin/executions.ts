import { z } from 'zod';
import { toExecution, toExecutionDetail, ZExecution, ZExecutionDetail } from '../../contracts/executions.ts';
import { Execution } from '../../db/entities/execution.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminProcedure, type TMeta } from '../../trpc/init.ts';

const ZWhere = z.object({
  project: z.object({ id: z.uuid(), name: z.string() }),
  team: z.object({ id: z.uuid(), name: z.string() }),
});

const meta = (path: `/${string}`, summary: string): TMeta => ({
  openapi: { method: 'GET', path, tags: ['Admin'], summary, protect: true },
});

/**
 * Any team's execution for a site admin (support and debugging), with where it lives. Members use
 * projects.getExecution.
 */
export const getAdminExecution = adminProcedure
  .meta(meta('/admin/executions/{executionId}', "Any team's execution with its team and project (site admins only)"))
  .input(z.object({ executionId: z.uuid() }))
  .output(ZExecutionDetail.extend(ZWhere.shape))
  .query(async ({ ctx, input }) => {
    const execution = await ctx.em.findOne(
      Execution,
      { id: input.executionId },
      { populate: ['documents', 'projectRevision', 'project', 'project.team'] },
    );
    if (!execution) {
      throw new AppError('NOT_FOUND', 'Execution not found');
    }
    const { project } = execution;
    return {
      ...toExecutionDetail(execution, ctx.locale),
      project: { id: project.id, name: project.name },
      team: { id: project.team.id, name: project.team.name },
    };
  });

/** A user's latest executions across their teams, newest first: the way from a user to their runs. */
export const listUserExecutions = adminProcedure
  .meta(meta('/admin/users/{userId}/executions', "A user's latest executions in any team (site admins only)"))
  .input(z.object({ userId: z.uuid() }))
  .output(z.array(ZExecution.extend(ZWhere.shape)))
  .query(async ({ ctx, input }) => {
    const executions = await ctx.em.find(
      Execution,
      { createdByUser: input.userId },
      { populate: ['projectRevision', 'project', 'project.team'], orderBy: { createdAt: 'desc' }, limit: 10 },
    );
    return executions.map((execution) => ({
      ...toExecution(execution, ctx.locale),
      project: { id: execution.project.id, name: execution.project.name },
      team: { id: execution.project.team.id, name: execution.project.team.name },
    }));
  });
