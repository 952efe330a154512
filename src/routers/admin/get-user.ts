import { getUserDetail } from '../../services/admin/users.ts';
import { adminProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZAdminUserDetail } from './get-user.types.ts';
import { toAdminUser, ZUserRef } from './users.types.ts';

export const getUserProcedure = adminProcedure
  .meta(
    restMeta({
      method: 'GET',
      path: '/admin/users/{userId}',
      tag: 'Admin',
      summary: 'One user with teams, sessions and two-factor state',
    }),
  )
  .input(ZUserRef)
  .output(ZAdminUserDetail)
  .query(async ({ ctx, input }) => {
    const { user, memberships, sessionsCount } = await getUserDetail({ em: ctx.em, userId: input.userId });
    return {
      ...toAdminUser(user),
      teams: memberships.map((membership) => ({
        id: membership.team.id,
        name: membership.team.name,
        role: membership.role,
      })),
      sessions_count: sessionsCount,
    };
  });
