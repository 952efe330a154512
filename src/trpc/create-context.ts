import { RequestContext } from '@mikro-orm/core';
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
  const em = (RequestContext.getEntityManager() as EntityManager | undefined) ?? app.orm.em.fork();
  const requestId = String(res.locals.requestId ?? '');
  const log = req.log;
  const actor = await resolveActor({ auth: app.auth, config: app.config, em, req, res, transport }).catch(
    (error: unknown) => {
      // Errors thrown while building the context bypass procedure middleware; give them their status here.
      const appError =
        error instanceof AppError ? error : isDatabaseUnavailable(error) ? databaseUnavailableError(error) : null;
      if (appError) {
        throw new TRPCError({ code: appError.trpcCode, message: appError.message, cause: appError });
      }
      throw error;
    },
  );
  return {
    app,
    em,
    log,
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
