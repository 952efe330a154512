import { TRPCError } from '@trpc/server';
import type { Request, Response } from 'express';
import type { TApp } from '../app.ts';
import { localeOf } from '../i18n/render.ts';
import { AppError } from '../lib/app-error.ts';
import { unavailableErrorOf } from '../lib/unavailable-error.ts';
import type { TContext } from './context.ts';
import { LAZY_EM, LAZY_LOG, requestEm } from './lazy-context.ts';
import { resolveActor } from './resolve-actor.ts';

/** Builds the context of one HTTP call: the request's EntityManager and who is calling. */
export async function createHttpContext(
  app: TApp,
  req: Request,
  res: Response,
  transport: 'trpc' | 'rest',
): Promise<TContext> {
  // Watched from the start: a client that leaves while its caller is looked up cancels the lookup.
  const signal = clientGone(res);
  // Calls that never touch the database (/version, refusals before authentication) fork no
  // EntityManager.
  const actor = await resolveActor({
    auth: app.auth,
    config: app.config,
    em: () => requestEm(app, req),
    sql: app.orm.em,
    req,
    res,
    transport,
    signal,
  }).catch((error: unknown) => {
    // Errors thrown while building the context bypass procedure middleware; give them their status here.
    const appError = error instanceof AppError ? error : unavailableErrorOf(error);
    if (appError) {
      throw new TRPCError({ code: appError.trpcCode, message: appError.message, cause: appError });
    }
    throw error;
  });
  const context = {
    app,
    requestId: String(res.locals.requestId ?? ''),
    actor,
    req,
    res,
    transport,
    signal,
    locale: localeOf(req.get('accept-language')),
  };
  Object.defineProperty(context, 'em', LAZY_EM);
  Object.defineProperty(context, 'log', LAZY_LOG);
  return context as typeof context & Pick<TContext, 'em' | 'log'>;
}

const CLIENT_GONE = Symbol('aborts when the client goes away');

type TWatchedResponse = Response & { [CLIENT_GONE]?: AbortSignal };

/**
 * The response's one AbortSignal that fires when the connection closes before the response was
 * sent (already aborted if it has closed). Error handlers ask it too: a call that failed because
 * its client left (a cancelled statement) is nobody's error, whether or not it had a context yet.
 */
export function clientGone(res: Response): AbortSignal {
  const watched = res as TWatchedResponse;
  if (!watched[CLIENT_GONE]) {
    const controller = new AbortController();
    watched[CLIENT_GONE] = controller.signal;
    if (res.req?.socket.destroyed && !res.writableFinished) {
      controller.abort();
    } else {
      res.once('close', () => {
        if (!res.writableFinished) {
          controller.abort();
        }
      });
    }
  }
  return watched[CLIENT_GONE];
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
