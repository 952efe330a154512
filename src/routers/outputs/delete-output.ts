import { deleteOutput } from '../../services/outputs/delete-output.ts';
import { getOutput } from '../../services/outputs/get-output.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { ZOutputRef } from './outputs.types.ts';

export const deleteOutputProcedure = projectProcedure('admin')
  .meta(
    restMeta({
      method: 'DELETE',
      path: '/projects/{projectId}/outputs/{outputId}',
      tag: 'Outputs',
      summary: 'Delete an output (admin)',
    }),
  )
  .input(ZOutputRef)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    const output = await getOutput({ em: ctx.em, projectId: input.projectId, outputId: input.outputId });
    await deleteOutput({ em: ctx.em, actor: ctx.actor, teamId: ctx.team.teamId, output });
    return SUCCESS;
  });
