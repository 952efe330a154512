import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { TApiKey } from '../../db/entities/api-key.ts';
import { ingestAddress } from '../../lib/ingest-address.ts';
import { confirmPassword } from '../../services/auth/reauthenticate.ts';
import {
  createApiKey as create,
  listApiKeys as list,
  deleteApiKey as remove,
  rotateIngestToken,
} from '../../services/teams/api-keys.ts';
import { loadUserOrUnauthorized } from '../../services/user/account.ts';
import { refuseWhileImpersonating, teamUserProcedure } from '../../trpc/init.ts';
import { SUCCESS, toIso, toIsoOrNull, ZSuccess } from '../schemas.ts';
import {
  createApiKeyMeta,
  deleteApiKeyMeta,
  listApiKeysMeta,
  rotateIngestAddressMeta,
  ZApiKey,
  ZCreateApiKeyInput,
  ZCreateApiKeyOutput,
  ZDeleteApiKeyInput,
  ZListApiKeysInput,
} from './api-keys.types.ts';

const toApiKey = (config: TConfig, apiKey: TApiKey) => ({
  id: apiKey.id,
  team_id: apiKey.team.id,
  name: apiKey.name,
  key_type: apiKey.keyType,
  key_prefix: apiKey.keyPrefix,
  allow_all_projects: apiKey.allowAllProjects,
  last_used_at: toIsoOrNull(apiKey.lastUsedAt),
  created_at: toIso(apiKey.createdAt),
  created_by: apiKey.createdBy?.id ?? null,
  created_by_user_name: apiKey.createdBy?.name ?? null,
  projects: apiKey.projects.getItems().map((project) => ({ id: project.id, name: project.name, slug: project.slug })),
  ingest_address: apiKey.ingestToken ? ingestAddress(config, apiKey.ingestToken) : null,
});

export const listApiKeys = teamUserProcedure('admin')
  .meta(listApiKeysMeta)
  .input(ZListApiKeysInput)
  .output(z.array(ZApiKey))
  .query(async ({ ctx, input }) =>
    (await list(ctx.em, { teamId: input.teamId, keyType: input.type, projectId: input.project_id })).map((apiKey) =>
      toApiKey(ctx.app.config, apiKey),
    ),
  );

export const createApiKey = teamUserProcedure('admin')
  .use(refuseWhileImpersonating)
  .meta(createApiKeyMeta)
  .input(ZCreateApiKeyInput)
  .output(ZCreateApiKeyOutput)
  .mutation(async ({ ctx, input }) => {
    // Re-authentication here rather than in the service: seeds and jobs create keys without a person.
    const user = await loadUserOrUnauthorized(ctx.em, ctx.actor.userId);
    await confirmPassword({ app: ctx.app, em: ctx.em, user, password: input.password, field: 'password' });
    const { apiKey, secret } = await create({
      em: ctx.em,
      actor: ctx.actor,
      teamId: input.teamId,
      name: input.name,
      keyType: input.key_type,
      allowAllProjects: input.allow_all_projects,
      projectIds: input.projects,
    });
    await ctx.em.populate(apiKey, ['createdBy']);
    return { ...toApiKey(ctx.app.config, apiKey), key: secret };
  });

export const deleteApiKey = teamUserProcedure('admin')
  .use(refuseWhileImpersonating)
  .meta(deleteApiKeyMeta)
  .input(ZDeleteApiKeyInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await remove(ctx.em, ctx.actor, input.teamId, input.apiKeyId);
    return SUCCESS;
  });

export const rotateIngestAddress = teamUserProcedure('admin')
  .use(refuseWhileImpersonating)
  .meta(rotateIngestAddressMeta)
  .input(ZDeleteApiKeyInput)
  .output(ZApiKey)
  .mutation(async ({ ctx, input }) =>
    toApiKey(ctx.app.config, await rotateIngestToken(ctx.em, ctx.actor, input.teamId, input.apiKeyId)),
  );
