import { updateProfile } from '../../services/user/account.ts';
import { userProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { loadAuthenticatedUser } from './authenticated-user.ts';
import { ZUpdateProfileInput, ZUpdateProfileOutput } from './update-profile.types.ts';

export const updateProfileProcedure = userProcedure
  .meta(restMeta({ method: 'PUT', path: '/user/profile', tag: 'User', summary: 'Change name and language' }))
  .input(ZUpdateProfileInput)
  .output(ZUpdateProfileOutput)
  .mutation(async ({ ctx, input }) => {
    await updateProfile({ em: ctx.em, userId: ctx.actor.userId, name: input.name, language: input.language });
    const user = await loadAuthenticatedUser({ em: ctx.em, userId: ctx.actor.userId });
    if (!user) {
      throw new Error('The account disappeared during the update');
    }
    return user;
  });
