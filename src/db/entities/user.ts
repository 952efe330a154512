import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { baseProperties } from './base.ts';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    ...baseProperties,
    /** Stored lower-cased, so uniqueness and sign-in ignore case. */
    email: p.string().length(320).unique(),
    name: p.string().length(64),
    language: p.string().length(2).default('en'),
    role: p.enum(['admin', 'user'] as const).default('user'),
    passwordHash: p.text(),
    emailVerifiedAt: p.datetime().nullable(),
    /** AES-256-GCM ciphertext of the TOTP secret; null until set up. */
    twoFactorSecret: p.text().nullable(),
    twoFactorEnabledAt: p.datetime().nullable(),
    /** The last TOTP time step accepted, so a code is used once. */
    twoFactorLastStep: p.bigint('number').nullable(),
    /** SHA-256 hashes of the unused recovery codes (each works once instead of a TOTP code). */
    twoFactorRecoveryCodes: p.json<string[]>().nullable(),
  },
});

export type TUser = InferEntity<typeof User>;
