import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Delivery } from '../../db/entities/delivery.ts';
import type { TOutput } from '../../db/entities/output.ts';
import type { TProject } from '../../db/entities/project.ts';
import { attemptDelivery, type TDeliveryDeps } from './deliveries.ts';
import { samplePayload } from './payload.ts';

/**
 * Delivers a sample payload now, once (no retries), and records it as a test delivery, so the
 * output's history shows it; the caller gets the outcome at once.
 */
export async function testOutput(options: TDeliveryDeps & { em: EntityManager; project: TProject; output: TOutput }) {
  const { em, output } = options;
  const messageId = `msg_${randomUUID().replaceAll('-', '')}`;
  const outcome = await attemptDelivery({
    ...options,
    payload: samplePayload(options.project),
    execution: null,
    messageId,
  });
  em.create(Delivery, {
    output,
    execution: null,
    status: 'success',
    state: outcome.ok ? 'delivered' : 'failed',
    messageId,
    attempts: 1,
    responseCode: outcome.responseCode,
    error: outcome.ok ? null : outcome.error.message,
    errorDetail: outcome.ok ? null : outcome.error.coded,
    durationMs: outcome.durationMs,
    deliveredAt: outcome.ok ? new Date() : null,
    isTest: true,
  });
  await em.flush();
  return outcome;
}
