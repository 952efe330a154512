import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

/**
 * A signed-in device. The primary key is the SHA-256 of the cookie token, so a database
 * leak does not hand out live sessions.
 */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.string().length(64).primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    expiresAt: p.datetime().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastActiveAt: p.datetime().onCreate(() => new Date()),
    device: p.string().length(64).default('unknown'),
    os: p.string().length(64).default('unknown'),
    browser: p.string().length(64).default('unknown'),
    country: p.string().length(8).default('unknown'),
    /** Set while a site admin acts as this session's user (impersonation). */
    impersonatorUserId: p.uuid().nullable(),
  },
});

export type TSession = InferEntity<typeof Session>;
