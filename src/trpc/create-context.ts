import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { Request, Response } from 'express';
import type { TApp } from '../app.ts';
import { databaseUnavailableError, isDatabaseUnavailable } from '../db/connection-errors.ts';
import { localeOf } from '../i18n/render.ts';
import { AppError } from '../lib/app-error.ts';
import type { TContext } from './context.ts';
import { resolveActor } from './resolve-actor.ts';

/** Builds the context of one HTTP call: the request's EntityManager and who is calling. */
export async function createHttpContext(
  app: TApp,
  req: Request,
  res: Response,
  transport: 'trpc' | 'rest',
): Promise<TContext> {
  // The request's one EntityManager, forked on first use: calls that never touch the database
  // (/version, refusals before authentication) skip the fork. Spreading the context (tRPC's
  // `next({ ctx })`) reads the getter, so every copy holds this same fork.
  let em: EntityManager | undefined;
  const forkOnce = () => {
    // useContext as RequestContext's fork had it: inside `em.transactional()` this em resolves to
    // the transaction's.
    em ??= app.orm.em.fork({ useContext: true });
    return em;
  };
  const requestId = String(res.locals.requestId ?? '');
  const actor = await resolveActor({
    auth: app.auth,
    config: app.config,
    get em() {
      return forkOnce();
    },
    req,
    res,
    transport,
  }).catch((error: unknown) => {
    // Errors thrown while building the context bypass procedure middleware; give them their status here.
    const appError =
      error instanceof AppError ? error : isDatabaseUnavailable(error) ? databaseUnavailableError(error) : null;
    if (appError) {
      throw new TRPCError({ code: appError.trpcCode, message: appError.message, cause: appError });
    }
    throw error;
  });
  return {
    app,
    get em() {
      return forkOnce();
    },
    // The request's child logger (made on first use, see request-log.ts).
    get log() {
      return req.log;
    },
    requestId,
    actor,
    req,
    res,
    transport,
    signal: clientGone(res),
    locale: localeOf(req.get('accept-language')),
  };
}

/** An AbortSignal that fires when the connection closes before the response was sent. */
function clientGone(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) {
      controller.abort();
    }
  });
  return controller.signal;
}

/** Context for server-side callers (tests, jobs, scripts) acting as a known actor. */
export function createInternalContext(app: TApp, actor: TContext['actor']): TContext {
  return {
    app,
    em: app.orm.em.fork(),
    log: app.log,
    requestId: 'internal',
    actor,
    transport: 'internal',
    locale: 'en',
  };
}
