import { deleteApiKey } from '../../services/teams/api-keys.ts';
import { refuseWhileImpersonating, teamUserProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { ZApiKeyRef } from './api-keys.types.ts';

export const deleteApiKeyProcedure = teamUserProcedure('admin')
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'DELETE',
      path: '/teams/{teamId}/api-keys/{apiKeyId}',
      tag: 'API keys',
      summary: 'Delete an API key; it stops working at once',
    }),
  )
  .input(ZApiKeyRef)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await deleteApiKey({ em: ctx.em, actor: ctx.actor, teamId: input.teamId, apiKeyId: input.apiKeyId });
    return SUCCESS;
  });
