import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { TApp } from '../app.ts';
import type { TLocale } from '../i18n/types.ts';
import type { TActor } from '../services/auth/actor.ts';

/** What every procedure sees: the app's parts, this request's entity manager and who is calling. */
export type TContext = {
  app: TApp;
  em: EntityManager;
  log: Logger;
  requestId: string;
  actor: TActor | null;
  /** Present for HTTP calls; absent for server-side callers (tests, jobs). */
  req?: Request;
  res?: Response;
  /** Aborts when the HTTP client goes away before the answer: hot-path queries are then cancelled. */
  signal?: AbortSignal;
  /** Which door the call came through: the REST facade admits API keys, tRPC does not. */
  transport: 'trpc' | 'rest' | 'internal';
  /** The language of generated text in answers (REST reads `Accept-Language`). */
  locale: TLocale;
};
