import { z } from 'zod';
import { listSessions } from '../../services/user/sessions.ts';
import { userProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { toIso } from '../schemas.ts';
import { ZListSessionsOutput } from './list-sessions.types.ts';

export const listSessionsProcedure = userProcedure
  .meta(restMeta({ method: 'GET', path: '/user/sessions', tag: 'User', summary: 'Signed-in devices' }))
  .input(z.void())
  .output(ZListSessionsOutput)
  .query(async ({ ctx }) => {
    const rows = await listSessions({ em: ctx.em, userId: ctx.actor.userId, currentSessionId: ctx.actor.sessionId });
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
