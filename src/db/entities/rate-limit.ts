import { defineEntity, p } from '@mikro-orm/core';

/** A fixed-window counter per key (e.g. `login:ip:1.2.3.4`), shared by every replica. */
export const RateLimit = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limits',
  properties: {
    key: p.string().length(300).primary(),
    windowStart: p.datetime(),
    count: p.integer(),
  },
});
