import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';

/** Columns every table has: a uuid primary key and the time the row was written. */
export const baseProperties = {
  id: p
    .uuid()
    .primary()
    .onCreate(() => randomUUID()),
  createdAt: p.datetime().onCreate(() => new Date()),
};
