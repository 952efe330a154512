import { confirmPassword } from '../../services/auth/reauthenticate.ts';
import { createApiKey } from '../../services/teams/api-keys.ts';
import { loadUserOrUnauthorized } from '../../services/user/account.ts';
import { refuseWhileImpersonating, teamUserProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZCreateApiKeyInput, ZCreateApiKeyOutput } from './create-api-key.types.ts';
import { toApiKey } from './to-api-key.ts';

export const createApiKeyProcedure = teamUserProcedure('admin')
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'POST',
      path: '/teams/{teamId}/api-keys',
      tag: 'API keys',
      summary: 'Create an API key; the secret is returned once',
    }),
  )
  .input(ZCreateApiKeyInput)
  .output(ZCreateApiKeyOutput)
  .mutation(async ({ ctx, input }) => {
    const { em } = ctx;
    // Re-authentication here rather than in the service: seeds and jobs create keys without a person.
    const user = await loadUserOrUnauthorized({ em, userId: ctx.actor.userId });
    await confirmPassword({ em, config: ctx.app.config, user, password: input.password, field: 'password' });
    const { apiKey, secret } = await createApiKey({
      em,
      actor: ctx.actor,
      teamId: input.teamId,
      name: input.name,
      keyType: input.key_type,
      allowAllProjects: input.allow_all_projects,
      projectIds: input.projects,
    });
    await em.populate(apiKey, ['createdBy']);
    return { ...toApiKey(ctx.app.config, apiKey), key: secret };
  });
