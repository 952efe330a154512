import { getOutput } from '../../services/outputs/get-output.ts';
import { rotateSigningSecret } from '../../services/outputs/rotate-signing-secret.ts';
import { projectProcedure, refuseWhileImpersonating } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZOutput, ZOutputRef } from './outputs.types.ts';
import { outputFor } from './to-output.ts';

export const rotateOutputSecretProcedure = projectProcedure('admin')
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'POST',
      path: '/projects/{projectId}/outputs/{outputId}/rotate-secret',
      tag: 'Outputs',
      summary: 'Replace the webhook signing secret (admin)',
    }),
  )
  .input(ZOutputRef)
  .output(ZOutput)
  .mutation(async ({ ctx, input }) => {
    const output = await rotateSigningSecret({
      em: ctx.em,
      encryption: ctx.app.encryption,
      actor: ctx.actor,
      teamId: ctx.team.teamId,
      output: await getOutput({ em: ctx.em, projectId: input.projectId, outputId: input.outputId }),
    });
    return outputFor(ctx, output);
  });
