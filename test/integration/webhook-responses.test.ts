import { afterEach, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../src/config.ts';
import type { TOutput } from '../../src/db/entities/output.ts';
import { DeliveryError, type TDeliveryContext } from '../../src/delivery/types.ts';
import { deliverWebhook } from '../../src/delivery/webhook.ts';
import { retryDelayMs } from '../../src/services/outputs/deliveries.ts';
import { startHttpReceiver, type TReply } from '../helpers/delivery-peers.ts';

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function receiver(replies: TReply[]) {
  const peer = await startHttpReceiver(replies);
  closers.push(peer.close);
  return peer;
}

/** One real delivery attempt to `url`, as the delivery job makes it. */
async function attempt(url: string): Promise<DeliveryError> {
  const context = {
    output: { config: { type: 'webhook', url, method: 'POST', headers: {}, retries: 3 } } as unknown as TOutput,
    payload: { type: 'execution.success', timestamp: new Date().toISOString(), data: {} },
    documents: [],
    messageId: 'msg_webhook_responses',
    password: null,
    signingSecret: null,
    config: loadConfig({ ALLOW_PRIVATE_OUTPUT_TARGETS: 'true', WEBHOOK_TIMEOUT_MS: '5000' }),
    mailer: undefined,
  } as unknown as TDeliveryContext;
  const error = await deliverWebhook(context).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof DeliveryError)) {
    throw new Error(`expected a DeliveryError, got ${String(error)}`);
  }
  return error;
}

describe('webhook answers', () => {
  it('does not follow a redirect: a 3xx is a failed attempt and the target never hears of it', async () => {
    const target = await receiver([{ status: 200 }]);
    const redirecting = await receiver([{ status: 307, headers: { location: target.url } }]);
    const error = await attempt(redirecting.url);
    expect(error).toMatchObject({ responseCode: 307, retryable: false });
    expect(redirecting.received).toHaveLength(1);
    expect(target.received).toHaveLength(0);
  });

  it('retries a 503 after the seconds its Retry-After names', async () => {
    const busy = await receiver([{ status: 503, headers: { 'retry-after': '120' } }]);
    const error = await attempt(busy.url);
    expect(error).toMatchObject({ responseCode: 503, retryable: true, retryAfterSeconds: 120 });
    expect(retryDelayMs(1, error.retryAfterSeconds)).toBe(120_000);
  });

  it('reads a Retry-After given as an HTTP date on a 429, and caps long ones at an hour', async () => {
    const inTenMinutes = new Date(Date.now() + 600_000).toUTCString();
    const limited = await receiver([{ status: 429, headers: { 'retry-after': inTenMinutes } }]);
    const error = await attempt(limited.url);
    expect(error).toMatchObject({ responseCode: 429, retryable: true });
    // An HTTP date has whole seconds: between nine and ten minutes from now.
    expect(error.retryAfterSeconds).toBeGreaterThan(540);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(retryDelayMs(1, 86_400)).toBe(3_600_000);
  });
});
