import type { TDelivery } from '../../db/entities/delivery.ts';
import { toIso, toIsoOrNull } from '../schemas.ts';
import type { TDeliveryOutput } from './outputs.types.ts';

export const toDelivery = (delivery: TDelivery): TDeliveryOutput => ({
  id: delivery.id,
  execution_id: delivery.execution?.id ?? null,
  status: delivery.status,
  state: delivery.state,
  message_id: delivery.messageId,
  attempts: delivery.attempts,
  response_code: delivery.responseCode ?? null,
  error: delivery.error ?? null,
  duration_ms: delivery.durationMs ?? null,
  is_test: delivery.isTest,
  created_at: toIso(delivery.createdAt),
  delivered_at: toIsoOrNull(delivery.deliveredAt),
});
