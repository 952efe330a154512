import type { TConfig } from '../config.ts';
import type { TOutput } from '../db/entities/output.ts';
import { englishOf } from '../i18n/message.ts';
import type { TCodedMessage } from '../i18n/types.ts';
import type { TMailer } from '../mail/mailer.ts';

/** The JSON every output receives: `{ type: "execution.<status>", timestamp, data }`. */
export type TDeliveryPayload = {
  type: string;
  timestamp: string;
  data: {
    execution: Record<string, unknown> & { id: string; title: string | null; status: string; reference: string | null };
    project: { id: string; name: string; slug: string };
    documents: Record<string, unknown>[];
  };
};

export type TDeliveryFile = { fileName: string; contentType: string; read(): Promise<Buffer> };

export type TDeliveryContext = {
  output: TOutput;
  payload: TDeliveryPayload;
  documents: TDeliveryFile[];
  /** Stable across retries (Standard Webhooks `webhook-id`), so receivers can dedupe. */
  messageId: string;
  password: string | null;
  signingSecret: string | null;
  config: TConfig;
  mailer: TMailer;
};

export type TDeliveryResult = { responseCode?: number };

/**
 * A failed attempt: `retryable` false stops retrying; `gone` (410) disables the output. `coded` is
 * why, as stored and shown (`message`: its English text).
 */
export class DeliveryError extends Error {
  readonly coded: TCodedMessage;
  readonly responseCode?: number;
  readonly retryable: boolean;
  readonly retryAfterSeconds?: number;
  readonly gone: boolean;

  constructor(
    coded: TCodedMessage,
    options: {
      responseCode?: number;
      retryable?: boolean;
      retryAfterSeconds?: number;
      gone?: boolean;
      /** What the team is not shown (an operator's server and its address): logged for the operator. */
      cause?: unknown;
    } = {},
  ) {
    super(englishOf(coded), { cause: options.cause });
    this.name = 'DeliveryError';
    this.coded = coded;
    this.responseCode = options.responseCode;
    this.retryable = options.retryable ?? true;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.gone = options.gone ?? false;
  }
}

export type TDeliverer = (context: TDeliveryContext) => Promise<TDeliveryResult>;
