import { z } from 'zod';
import type { TUser } from '../../db/entities/user.ts';
import type { TMeta } from '../../trpc/init.ts';
import { toIso, ZDateTime } from '../schemas.ts';

export const ZSessionInvite = z.object({
  id: z.uuid(),
  team_id: z.uuid(),
  team_name: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'admin', 'member']),
  invited_by: z.uuid().nullable(),
  invited_by_name: z.string().nullable(),
  last_sent_at: ZDateTime,
  created_at: ZDateTime,
});

export const ZAuthenticatedUser = z.object({
  type: z.literal('authenticated'),
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  language: z.string(),
  role: z.enum(['admin', 'user']),
  has_two_factor: z.boolean(),
  invites: z.array(ZSessionInvite),
  created_at: ZDateTime,
  impersonated_by: z
    .object({ id: z.uuid(), name: z.string(), email: z.string() })
    .nullable()
    .describe('The site admin acting as this user, while impersonating'),
});

export const ZGetUserOutput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('unauthenticated') }),
  ZAuthenticatedUser,
]);

export type TGetUserOutput = z.infer<typeof ZGetUserOutput>;
export type TAuthenticatedUser = z.infer<typeof ZAuthenticatedUser>;

export function toAuthenticatedUser(
  user: TUser,
  invites: z.infer<typeof ZSessionInvite>[],
  impersonatedBy: TUser | null = null,
): TAuthenticatedUser {
  return {
    type: 'authenticated',
    id: user.id,
    name: user.name,
    email: user.email,
    language: user.language,
    role: user.role,
    has_two_factor: Boolean(user.twoFactorEnabledAt),
    invites,
    created_at: toIso(user.createdAt),
    impersonated_by: impersonatedBy
      ? { id: impersonatedBy.id, name: impersonatedBy.name, email: impersonatedBy.email }
      : null,
  };
}

export const getUserMeta: TMeta = {
  openapi: {
    method: 'GET',
    path: '/user',
    tags: ['User'],
    summary: 'The session: the signed-in user, or unauthenticated',
    protect: false,
  },
};
