import { NESTED_MESSAGE_DEPTH } from './coded-schema.ts';
import type { DELIVERY_MESSAGES } from './delivery-messages.ts';
import type { EVENT_MESSAGES } from './event-messages.ts';
import type { EXECUTION_MESSAGES } from './execution-messages.ts';
import { withCodedReasons } from './legacy-coded-lines.ts';
import type { INGEST_MESSAGES, REASON_MESSAGES } from './reason-messages.ts';
import { renderMessage } from './render.ts';
import type { TCodedMessage, TMessageParams } from './types.ts';

/** Every code of the catalogues: a message is written by code, so a typo fails the typecheck. */
export type TMessageCode =
  | keyof typeof EXECUTION_MESSAGES
  | keyof typeof REASON_MESSAGES
  | keyof typeof INGEST_MESSAGES
  | keyof typeof DELIVERY_MESSAGES
  | keyof typeof EVENT_MESSAGES;

/**
 * A message as its writer means it: code and values, stored as they are and rendered per
 * language from the catalogue (never read back from its English text).
 */
export function codedMessage(code: TMessageCode, params: TMessageParams = {}): TCodedMessage {
  return { code, params };
}

/** A wording no template knows (a provider's or a network error's own text), shown as written. */
export function textMessage(text: string): TCodedMessage {
  return { code: 'text', params: { text } };
}

/** The English text of a message: what the text columns and logs keep beside the code. */
export function englishOf(coded: TCodedMessage): string {
  return renderMessage(coded, 'en');
}

/** The same message about one file of several (`<file>: <message>`); an outer file name comes first. */
export function inFile(coded: TCodedMessage, file: string): TCodedMessage {
  const inner = coded.params.file;
  return { code: coded.code, params: { ...coded.params, file: inner === undefined ? file : `${file}: ${inner}` } };
}

/**
 * A message as the API answers it: a nested message (a `{reason}`) as its English text, as clients
 * have always received it. In `*_details` every value is text (they were read back from text);
 * an event's `message` keeps its numbers (`numbers: true`), as its params were always stored.
 */
export function flatMessage(
  coded: TCodedMessage,
  options: { numbers?: boolean } = {},
): { code: string; params: Record<string, string | number> } {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(coded.params)) {
    params[name] =
      typeof value === 'object'
        ? englishOf(value)
        : options.numbers && typeof value === 'number'
          ? value
          : String(value);
  }
  return { code: coded.code, params };
}

/**
 * How a procedure answers `*_details`: `flat` as REST documents it (a nested message as English
 * text), `nested` for the web UI's own tRPC calls (see ZCodedMessage).
 */
export type TDetailShape = 'flat' | 'nested';

/** The shape for a call through this door: nested only for the web UI (tRPC). */
export const detailShapeOf = (ctx: { transport: 'trpc' | 'rest' | 'internal' }): TDetailShape =>
  ctx.transport === 'trpc' ? 'nested' : 'flat';

/**
 * A message as the web UI gets it: every nested message as code and values, a reason stored as
 * English text (LEGACY: rows coded by session 9's backfill) read back here on the server, so the
 * browser renders from the catalogue only.
 * Deeper than NESTED_MESSAGE_DEPTH (never written so far), a message arrives as its English text.
 */
export function uiMessage(coded: TCodedMessage, depth = NESTED_MESSAGE_DEPTH): TCodedMessage {
  const read = withCodedReasons(coded);
  const params: TMessageParams = {};
  for (const [name, value] of Object.entries(read.params)) {
    params[name] = typeof value !== 'object' ? value : depth > 1 ? uiMessage(value, depth - 1) : englishOf(value);
  }
  return { code: read.code, params };
}

/** A stored message in the shape the call answers (see TDetailShape). */
export const detailOf = (coded: TCodedMessage, shape: TDetailShape) =>
  shape === 'nested' ? uiMessage(coded) : flatMessage(coded);
