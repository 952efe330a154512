import { z } from 'zod';
import { listApiKeys } from '../../services/teams/api-keys.ts';
import { teamUserProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZApiKey } from './api-keys.types.ts';
import { ZListApiKeysInput } from './list-api-keys.types.ts';
import { toApiKey } from './to-api-key.ts';

export const listApiKeysProcedure = teamUserProcedure('admin')
  .meta(
    restMeta({
      method: 'GET',
      path: '/teams/{teamId}/api-keys',
      tag: 'API keys',
      summary: 'API keys of the team (admin)',
    }),
  )
  .input(ZListApiKeysInput)
  .output(z.array(ZApiKey))
  .query(async ({ ctx, input }) => {
    const apiKeys = await listApiKeys({
      em: ctx.em,
      teamId: input.teamId,
      keyType: input.type,
      projectId: input.project_id,
    });
    return apiKeys.map((apiKey) => toApiKey(ctx.app.config, apiKey));
  });
