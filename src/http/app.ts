import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type ErrorRequestHandler } from 'express';
import type { TApp } from '../app.ts';
import { clientGone, createHttpContext } from '../trpc/create-context.ts';
import { retryAfterOf } from '../trpc/retry-after.ts';
import { appRouter } from '../trpc/router.ts';
import { apiDocsRoutes } from './api-docs.ts';
import { apiV1Routes } from './api-v1-routes.ts';
import { frontDoor } from './front-door.ts';
import { healthRoutes } from './health.ts';
import { metricsRegistry, requireMetricsToken } from './metrics.ts';
import { staticUiRoutes } from './static-ui.ts';

/** The one HTTP host: health, metrics, /trpc, /api/v1 (REST), the API reference and the UI. */
export function createHttpApp(app: TApp): express.Express {
  const server = express();
  server.disable('x-powered-by');
  server.set('trust proxy', app.config.TRUST_PROXY);

  server.use(frontDoor(server, app));
  // The API first (most of the traffic): no other layer serves an /api/v1 or /trpc path.
  server.use(apiV1Routes(app));
  // One EntityManager per API request (entities never leak between requests), forked when the call
  // first uses it: see createHttpContext.
  server.use(
    '/trpc',
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res }) => createHttpContext(app, req, res, 'trpc'),
      maxBodySize: 1024 * 1024,
      responseMeta: ({ errors }) => {
        const retryAfter = retryAfterOf(errors);
        return retryAfter ? { headers: { 'Retry-After': String(retryAfter) } } : {};
      },
      onError: ({ error, path, req }) => {
        // A statement cancelled because the client went away is nobody's error.
        if (error.code === 'INTERNAL_SERVER_ERROR' && !(req.res && clientGone(req.res).aborted)) {
          app.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
        }
      },
    }),
  );

  server.use(healthRoutes(app));
  server.get('/metrics', requireMetricsToken(app.config.METRICS_TOKEN), async (_req, res) => {
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
  server.use(apiDocsRoutes());
  server.use(staticUiRoutes());

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    // express and its parsers mark bad input (a malformed %-escape, invalid JSON) with a 4xx status.
    const status = Number((error as { status?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode);
    if (status >= 400 && status < 500 && !res.headersSent) {
      res
        .status(status)
        .json({ message: 'The request is malformed', code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' });
      return;
    }
    req.log?.error({ err: error }, 'unhandled request error');
    if (!res.headersSent) {
      res.status(500).json({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
    }
  };
  server.use(onError);
  return server;
}
