import type { Request, Response } from 'express';
import type { TApp } from '../app.ts';
import { AppError } from '../lib/app-error.ts';
import { createHttpContext } from '../trpc/create-context.ts';
import { sendRestError } from './rest-errors.ts';

type TRestWork = (app: TApp, req: Request, res: Response) => Promise<void>;

/**
 * An express handler for a REST call outside the OpenAPI adapter (uploads, downloads): any error
 * answers with the REST error body, and an unread request body is drained so the socket is freed.
 */
export function restRoute(app: TApp, work: TRestWork) {
  return (req: Request, res: Response) => {
    work(app, req, res).catch((error: unknown) => {
      req.resume();
      sendRestError(res, error, app.log);
    });
  };
}

/** The caller of a REST call: a browser session or an API key, else 401 (like authedProcedure). */
export async function restCallerContext(app: TApp, req: Request, res: Response) {
  const ctx = await createHttpContext(app, req, res, 'rest');
  if (!ctx.actor) {
    throw new AppError('UNAUTHORIZED', 'Sign in or send an API key');
  }
  return { ...ctx, actor: ctx.actor };
}
