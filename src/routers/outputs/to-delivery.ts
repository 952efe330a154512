import type { TDelivery } from '../../db/entities/delivery.ts';
import { legacyCodedDeliveryError } from '../../i18n/legacy-coded-lines.ts';
import { detailOf, type TDetailShape } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';
import type { TCodedMessage, TLocale } from '../../i18n/types.ts';
import { toIso, toIsoOrNull } from '../schemas.ts';
import type { TDeliveryOutput } from './outputs.types.ts';

/**
 * Why a delivery failed, as stored by code: in the reader's language, and as a code for the UI. A
 * row with only its English `error` (LEGACY: written before codes were stored) is read back from it.
 * `shape`: see TDetailShape.
 */
export function deliveryErrorOf(
  stored: { error?: string | null; errorDetail?: TCodedMessage | null },
  locale: TLocale,
  shape: TDetailShape = 'flat',
) {
  const detail = stored.errorDetail ?? (stored.error ? legacyCodedDeliveryError(stored.error) : null);
  return { error: detail && renderMessage(detail, locale), error_detail: detail && detailOf(detail, shape) };
}

export const toDelivery = (delivery: TDelivery, locale: TLocale, shape: TDetailShape = 'flat'): TDeliveryOutput => ({
  id: delivery.id,
  execution_id: delivery.execution?.id ?? null,
  status: delivery.status,
  state: delivery.state,
  message_id: delivery.messageId,
  attempts: delivery.attempts,
  response_code: delivery.responseCode ?? null,
  ...deliveryErrorOf(delivery, locale, shape),
  duration_ms: delivery.durationMs ?? null,
  is_test: delivery.isTest,
  created_at: toIso(delivery.createdAt),
  delivered_at: toIsoOrNull(delivery.deliveredAt),
});
