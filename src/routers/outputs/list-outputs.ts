import { z } from 'zod';
import { lastDeliveries } from '../../services/outputs/delivery-history.ts';
import { listOutputs } from '../../services/outputs/list-outputs.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZProjectRef } from '../projects/projects.types.ts';
import { ZOutput } from './outputs.types.ts';
import { outputFor } from './to-output.ts';

export const listOutputsProcedure = projectProcedure('member')
  .meta(
    restMeta({ method: 'GET', path: '/projects/{projectId}/outputs', tag: 'Outputs', summary: 'Outputs of a project' }),
  )
  .input(ZProjectRef)
  .output(z.array(ZOutput))
  .query(async ({ ctx, input }) => {
    const outputs = await listOutputs({ em: ctx.em, projectId: input.projectId });
    const last = await lastDeliveries({ em: ctx.em, outputIds: outputs.map((output) => output.id) });
    return outputs.map((output) => outputFor(ctx, output, last.get(output.id)));
  });
