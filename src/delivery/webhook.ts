import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { formatDuration } from '../i18n/duration.ts';
import { codedMessage, textMessage } from '../i18n/message.ts';
import { guardedLookup, reasonOf, resolvePublicHost } from './network-guard.ts';
import { DeliveryError, type TDeliverer } from './types.ts';

/** Headers a user may not set: they belong to the transport or to the signature. */
export const RESERVED_HEADER = /^(host|content-length|content-type|transfer-encoding|connection|webhook-.*)$/i;

/** Standard Webhooks: `v1,<base64 HMAC-SHA256(secret, "<id>.<timestamp>.<body>")>`. */
export function signWebhook(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
}

function retryAfterSeconds(value: string | string[] | undefined): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) {
    return undefined;
  }
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) {
    return Math.max(0, seconds);
  }
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

/** POSTs (or PUTs) the signed JSON; only 2xx counts, redirects are not followed. */
export const deliverWebhook: TDeliverer = async ({ output, payload, messageId, signingSecret, config }) => {
  if (output.config.type !== 'webhook') {
    throw new DeliveryError(textMessage('Not a webhook output'), { retryable: false });
  }
  const url = new URL(output.config.url);
  const allowPrivate = config.ALLOW_PRIVATE_OUTPUT_TARGETS;
  // Literal addresses never reach the DNS lookup below; check them here.
  await resolvePublicHost(url.hostname, allowPrivate).catch((error: Error) => {
    throw new DeliveryError(reasonOf(error), { retryable: false });
  });
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(output.config.headers)) {
    if (!RESERVED_HEADER.test(name)) {
      headers[name] = value;
    }
  }
  Object.assign(headers, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'user-agent': 'Docstruct-Webhooks/1',
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    ...(signingSecret ? { 'webhook-signature': signWebhook(signingSecret, messageId, timestamp, body) } : {}),
  });
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: output.config.type === 'webhook' ? output.config.method : 'POST',
        headers,
        lookup: guardedLookup(allowPrivate),
        timeout: config.WEBHOOK_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) {
          resolve({ responseCode: status });
        } else if (status === 410) {
          reject(
            new DeliveryError(codedMessage('delivery.gone'), { responseCode: status, retryable: false, gone: true }),
          );
        } else {
          reject(
            new DeliveryError(codedMessage('delivery.status', { status }), {
              responseCode: status,
              retryable: status === 408 || status === 429 || status >= 500,
              retryAfterSeconds: retryAfterSeconds(response.headers['retry-after']),
            }),
          );
        }
      },
    );
    // "30 s", not "30000 ms": the delivery log renders the limit per language from this text.
    const duration = formatDuration(config.WEBHOOK_TIMEOUT_MS);
    request.on('timeout', () => request.destroy(new DeliveryError(codedMessage('delivery.no_answer', { duration }))));
    request.on('error', (error) =>
      reject(
        error instanceof DeliveryError
          ? error
          : new DeliveryError(reasonOf(error), { retryable: error.name !== 'BlockedTargetError' }),
      ),
    );
    request.end(body);
  });
};
