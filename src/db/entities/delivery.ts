import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { TCodedMessage } from '../../i18n/types.ts';
import { baseProperties } from './base.ts';
import { Execution } from './execution.ts';
import { Output, TRIGGER_EVENTS } from './output.ts';

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

/**
 * One sending of one execution status to one output. Unique per (output, execution, status), so
 * a job that runs twice delivers once; `messageId` stays the same across retries.
 */
export const Delivery = defineEntity({
  name: 'Delivery',
  tableName: 'deliveries',
  uniques: [{ properties: ['output', 'execution', 'status'] }],
  indexes: [
    { properties: ['output', 'createdAt'] },
    // The reconciler's scan of deliveries still to send.
    {
      name: 'deliveries_pending_created_at_index',
      expression:
        'create index "deliveries_pending_created_at_index" on "deliveries" ("created_at") where "state" = \'pending\' and not "is_test"',
    },
  ],
  properties: {
    ...baseProperties,
    output: () => p.manyToOne(Output).deleteRule('cascade'),
    execution: () => p.manyToOne(Execution).nullable().deleteRule('cascade').index(),
    status: p.enum(TRIGGER_EVENTS),
    state: p.enum(DELIVERY_STATES).default('pending'),
    messageId: p.string().length(64),
    attempts: p.integer().default(0),
    responseCode: p.integer().nullable(),
    /** Why it failed, in English, kept for readers of the column; the API renders `errorDetail`. */
    error: p.text().nullable(),
    /** The same by code and values, as the deliverer wrote it (null: a row no migration has coded). */
    errorDetail: p.json<TCodedMessage>().nullable(),
    durationMs: p.integer().nullable(),
    deliveredAt: p.datetime().nullable(),
    /** A "send test" delivery: sample data, no execution. */
    isTest: p.boolean().default(false),
    /** Claimed by a worker until then: a second run of the same job backs off. */
    lockedUntil: p.datetime().nullable(),
  },
});

export type TDelivery = InferEntity<typeof Delivery>;
