import { getErrorShape, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import express, { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { TApp } from '../app.ts';
import { ZTwoFactorInput } from '../routers/user/two-factor.types.ts';
import { clientGone, createHttpContext } from '../trpc/create-context.ts';
import { toRestErrorBody } from '../trpc/rest-error-body.ts';
import { retryAfterOf } from '../trpc/retry-after.ts';
import { appRouter } from '../trpc/router.ts';

type TCaller = ReturnType<typeof appRouter.createCaller>;

/**
 * REST calls whose method the OpenAPI adapter reads only from the query string (DELETE) but that
 * carry secrets: a password or a code must not land in URLs and access logs, so these routes take
 * a JSON body and call the same procedure.
 */
const JSON_BODY_DELETES: {
  path: string;
  input: z.ZodType;
  call: (caller: TCaller, body: unknown) => Promise<unknown>;
}[] = [
  {
    path: '/user/twofactor',
    input: ZTwoFactorInput,
    call: (caller, body) => caller.user.disableTwoFactor(body as z.infer<typeof ZTwoFactorInput>),
  },
];

export function restJsonDeleteRoutes(app: TApp): Router {
  const routes = Router();
  for (const route of JSON_BODY_DELETES) {
    routes.delete(`/api/v1${route.path}`, express.json({ limit: '16kb' }), async (req: Request, res: Response) => {
      try {
        const ctx = await createHttpContext(app, req, res, 'rest');
        res.json(await route.call(appRouter.createCaller(ctx), req.body ?? {}));
      } catch (cause) {
        const error = cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
        // Logged like the REST adapter's failures (a client that left is nobody's error).
        if (error.code === 'INTERNAL_SERVER_ERROR' && !clientGone(res).aborted) {
          app.log.error({ err: error.cause ?? error, path: route.path }, 'REST call failed');
        }
        const shape = getErrorShape({
          config: appRouter._def._config,
          error,
          type: 'mutation',
          path: undefined,
          input: req.body,
          ctx: undefined,
        });
        const retryAfter = retryAfterOf([error]);
        if (retryAfter) {
          res.setHeader('Retry-After', String(retryAfter));
        }
        res.status(getHTTPStatusCodeFromError(error)).json(toRestErrorBody(shape));
      }
    });
  }
  return routes;
}

/** Documents those routes as taking a JSON body (the generator describes them as query parameters). */
export function patchJsonDeletesInDocument(document: { paths?: Record<string, Record<string, unknown>> }): void {
  for (const route of JSON_BODY_DELETES) {
    const operation = document.paths?.[route.path]?.delete as Record<string, unknown> | undefined;
    if (!operation) {
      continue;
    }
    delete operation.parameters;
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: z.toJSONSchema(route.input, { target: 'openapi-3.0' }) } },
    };
  }
}
