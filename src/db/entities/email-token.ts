import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { baseProperties } from './base.ts';
import { User } from './user.ts';

/** A single-use link token sent by e-mail (address verification, password reset), stored hashed. */
export const EmailToken = defineEntity({
  name: 'EmailToken',
  tableName: 'email_tokens',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    purpose: p.enum(['verify_email', 'reset_password'] as const),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

export type TEmailToken = InferEntity<typeof EmailToken>;
