import { rotateIngestToken } from '../../services/teams/api-keys.ts';
import { refuseWhileImpersonating, teamUserProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZApiKey, ZApiKeyRef } from './api-keys.types.ts';
import { toApiKey } from './to-api-key.ts';

export const rotateIngestAddressProcedure = teamUserProcedure('admin')
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'POST',
      path: '/teams/{teamId}/api-keys/{apiKeyId}/rotate-address',
      tag: 'API keys',
      summary: 'Replace the ingest address of an e-mail key; the old one stops at once',
    }),
  )
  .input(ZApiKeyRef)
  .output(ZApiKey)
  .mutation(async ({ ctx, input }) => {
    const apiKey = await rotateIngestToken({
      em: ctx.em,
      actor: ctx.actor,
      teamId: input.teamId,
      apiKeyId: input.apiKeyId,
    });
    return toApiKey(ctx.app.config, apiKey);
  });
