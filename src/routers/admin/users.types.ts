import { z } from 'zod';
import type { TUser } from '../../db/entities/user.ts';
import { toIso, ZDateTime } from '../schemas.ts';

// The user as the site admin's user calls show it, and the reference to one user.

export const ZAdminUser = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['admin', 'user']).describe('The site role'),
  language: z.string(),
  email_verified: z.boolean().describe('The address was confirmed by its link'),
  has_two_factor: z.boolean(),
  created_at: ZDateTime,
});
export const ZUserRef = z.object({ userId: z.uuid().describe('The user') });

export type TAdminUser = z.infer<typeof ZAdminUser>;

export function toAdminUser(user: TUser): TAdminUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    language: user.language,
    email_verified: Boolean(user.emailVerifiedAt),
    has_two_factor: Boolean(user.twoFactorEnabledAt),
    created_at: toIso(user.createdAt),
  };
}
