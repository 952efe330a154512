import { z } from 'zod';
import { listSessions as list, revokeSession as revoke, revokeOtherSessions } from '../../services/user/sessions.ts';
import { refuseWhileImpersonating, userProcedure } from '../../trpc/init.ts';
import { SUCCESS, toIso, ZSuccess } from '../schemas.ts';
import {
  listSessionsMeta,
  revokeSessionMeta,
  revokeSessionsMeta,
  ZListSessionsOutput,
  ZRevokeSessionInput,
  ZRevokeSessionsOutput,
} from './sessions.types.ts';

export const listSessions = userProcedure
  .meta(listSessionsMeta)
  .input(z.void())
  .output(ZListSessionsOutput)
  .query(async ({ ctx }) => {
    const rows = await list({ em: ctx.em, userId: ctx.actor.userId, currentSessionId: ctx.actor.sessionId });
    return rows.map((row) => ({
      id: row.id,
      country: row.country,
      device: row.device,
      os: row.os,
      browser: row.browser,
      last_active_at: toIso(row.lastActiveAt),
      created_at: toIso(row.createdAt),
      is_current: row.isCurrent,
    }));
  });

export const revokeSessions = userProcedure
  .use(refuseWhileImpersonating)
  .meta(revokeSessionsMeta)
  .input(z.void())
  .output(ZRevokeSessionsOutput)
  .mutation(async ({ ctx }) => ({
    revoked: await revokeOtherSessions({ em: ctx.em, userId: ctx.actor.userId, currentSessionId: ctx.actor.sessionId }),
  }));

export const revokeSession = userProcedure
  .use(refuseWhileImpersonating)
  .meta(revokeSessionMeta)
  .input(ZRevokeSessionInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await revoke({ em: ctx.em, userId: ctx.actor.userId, sessionId: input.sessionId });
    return SUCCESS;
  });
