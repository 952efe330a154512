import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { TApp } from '../app.ts';
import { createHttpContext } from '../trpc/create-context.ts';
import { createRestMiddleware } from '../trpc/openapi.ts';
import { retryAfterOf } from '../trpc/retry-after.ts';
import { appRouter } from '../trpc/router.ts';
import { apiDocsRoutes } from './api-docs.ts';
import { downloadRoutes } from './download-route.ts';
import { frontDoor } from './front-door.ts';
import { healthRoutes } from './health.ts';
import { metricsRegistry, requireMetricsToken } from './metrics.ts';
import { nullQueryAsAbsent } from './null-query.ts';
import { servedOpenApiDocument } from './openapi-document.ts';
import { restJsonDeleteRoutes } from './rest-json-routes.ts';
import { schemaRoutes } from './schema-routes.ts';
import { staticUiRoutes } from './static-ui.ts';
import { uploadRoutes } from './upload-route.ts';

/**
 * Enters a nested router only for the methods its routes serve, and OPTIONS (express answers it
 * for a router's paths): every other request would walk it for nothing.
 */
function onlyFor(methods: string[], router: RequestHandler): RequestHandler {
  const entered = new Set([...methods, 'OPTIONS']);
  return (req, res, next) => (entered.has(req.method) ? router(req, res, next) : next());
}

/** The one HTTP host: health, metrics, /trpc, /api/v1 (REST), the API reference and the UI. */
export function createHttpApp(app: TApp): express.Express {
  const server = express();
  server.disable('x-powered-by');
  server.set('trust proxy', app.config.TRUST_PROXY);

  server.use(frontDoor(server, app));
  server.use(healthRoutes(app));
  server.get('/metrics', requireMetricsToken(app.config.METRICS_TOKEN), async (_req, res) => {
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
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
      onError: ({ error, path, ctx }) => {
        // A statement cancelled because the client went away is nobody's error.
        if (error.code === 'INTERNAL_SERVER_ERROR' && !ctx?.signal?.aborted) {
          app.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
        }
      },
    }),
  );

  // Built on first request: generating it walks every schema (time and memory at start-up).
  let openApiDocument: ReturnType<typeof servedOpenApiDocument> | undefined;
  server.get('/api/v1/openapi.json', (_req, res) => {
    openApiDocument ??= servedOpenApiDocument(app);
    res.json(openApiDocument);
  });
  server.use(apiDocsRoutes());
  server.use(nullQueryAsAbsent);
  server.use(onlyFor(['DELETE'], restJsonDeleteRoutes(app)));
  server.use(onlyFor(['POST'], uploadRoutes(app)));
  server.use(onlyFor(['GET', 'HEAD'], downloadRoutes(app)));
  server.use(onlyFor(['POST'], schemaRoutes(app)));
  // Mounted last among the API routes: it answers 404 itself for unknown /api/v1 paths.
  server.use('/api/v1', createRestMiddleware(app));
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
