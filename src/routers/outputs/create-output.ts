import { createOutput } from '../../services/outputs/create-output.ts';
import { projectProcedure, refuseWhileImpersonating } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZCreateOutputInput } from './create-output.types.ts';
import { ZOutput } from './outputs.types.ts';
import { outputFor } from './to-output.ts';

export const createOutputProcedure = projectProcedure('admin')
  .meta(
    restMeta({
      method: 'POST',
      path: '/projects/{projectId}/outputs',
      tag: 'Outputs',
      summary: 'Create an output (admin)',
    }),
  )
  // Outputs carry credentials (FTP/SFTP passwords, header secrets) and decide where results go.
  .use(refuseWhileImpersonating)
  .input(ZCreateOutputInput)
  .output(ZOutput)
  .mutation(async ({ ctx, input }) => {
    const output = await createOutput({
      em: ctx.em,
      config: ctx.app.config,
      encryption: ctx.app.encryption,
      actor: ctx.actor,
      teamId: ctx.team.teamId,
      projectId: input.projectId,
      name: input.name,
      enabled: input.enabled,
      triggerEvents: input.trigger_events,
      settings: input.config,
    });
    return outputFor(ctx, output);
  });
