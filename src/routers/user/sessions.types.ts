import { z } from 'zod';
import type { TMeta } from '../../trpc/init.ts';
import { ZDateTime } from '../schemas.ts';

export const ZSessionDevice = z.object({
  id: z.string(),
  country: z.string(),
  device: z.string(),
  os: z.string(),
  browser: z.string(),
  last_active_at: ZDateTime,
  created_at: ZDateTime,
  is_current: z.boolean(),
});
export const ZListSessionsOutput = z.array(ZSessionDevice);
export const ZRevokeSessionInput = z.object({ sessionId: z.string().regex(/^[0-9a-f]{64}$/) });
export const ZRevokeSessionsOutput = z.object({ revoked: z.number().int() });

export type TSessionDevice = z.infer<typeof ZSessionDevice>;

export const listSessionsMeta: TMeta = {
  openapi: { method: 'GET', path: '/user/sessions', tags: ['User'], summary: 'Signed-in devices', protect: true },
};
export const revokeSessionsMeta: TMeta = {
  openapi: {
    method: 'DELETE',
    path: '/user/sessions',
    tags: ['User'],
    summary: 'Sign out every other session',
    description: 'Ends all sessions of the user except the one making the call; use /auth/logout for that one.',
    protect: true,
  },
};
export const revokeSessionMeta: TMeta = {
  openapi: {
    method: 'DELETE',
    path: '/user/sessions/{sessionId}',
    tags: ['User'],
    summary: 'Sign out one session',
    protect: true,
  },
};
