import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { Request, Response } from 'express';
import type { TApp } from '../app.ts';
import { localeOf } from '../i18n/render.ts';
import { AppError } from '../lib/app-error.ts';
import { resolveActor } from '../services/auth/resolve-actor.ts';
import type { TContext } from './context.ts';

/** Builds the context of one HTTP call: the request's EntityManager and who is calling. */
export async function createHttpContext(
  app: TApp,
  req: Request,
  res: Response,
  transport: 'trpc' | 'rest',
): Promise<TContext> {
  const em = (RequestContext.getEntityManager() as EntityManager | undefined) ?? app.orm.em.fork();
  const requestId = String(res.locals.requestId ?? '');
  const log = req.log ?? app.log;
  const actor = await resolveActor({ app, em, req, res, transport }).catch((error: unknown) => {
    // Errors thrown while building the context bypass procedure middleware; give them their status here.
    if (error instanceof AppError) {
      throw new TRPCError({ code: error.trpcCode, message: error.message, cause: error });
    }
    throw error;
  });
  return { app, em, log, requestId, actor, req, res, transport, locale: localeOf(req.get('accept-language')) };
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
