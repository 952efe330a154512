import { randomUUID } from 'node:crypto';
import { RequestContext } from '@mikro-orm/core';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type ErrorRequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { TApp } from '../app.ts';
import { createHttpContext } from '../trpc/create-context.ts';
import { buildOpenApiDocument, createRestMiddleware } from '../trpc/openapi.ts';
import { retryAfterOf } from '../trpc/retry-after.ts';
import { appRouter } from '../trpc/router.ts';
import { apiDocsRoutes } from './api-docs.ts';
import { downloadRoutes } from './download-route.ts';
import { healthRoutes } from './health.ts';
import { metricsRegistry, recordHttpMetrics } from './metrics.ts';
import { nullQueryAsAbsent } from './null-query.ts';
import { addManualPaths } from './openapi-extras.ts';
import { patchJsonDeletesInDocument, restJsonDeleteRoutes } from './rest-json-routes.ts';
import { schemaRoutes } from './schema-routes.ts';
import { staticUiRoutes } from './static-ui.ts';
import { uploadRoutes } from './upload-route.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The one HTTP host: health, metrics, /trpc, /api/v1 (REST), the API reference and the UI. */
export function createHttpApp(app: TApp): express.Express {
  const server = express();
  server.disable('x-powered-by');
  server.set('trust proxy', app.config.TRUST_PROXY);

  server.use((req, res, next) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    next();
  });
  server.use(recordHttpMetrics);
  server.use(healthRoutes(app));
  server.get('/metrics', async (_req, res) => {
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
  server.use(
    pinoHttp({
      logger: app.log,
      genReqId: (_req, res) => String(res.getHeader('X-Request-Id')),
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  // One EntityManager per request: entities never leak between requests.
  server.use((_req, _res, next) => RequestContext.create(app.orm.em, next));

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
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          app.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
        }
      },
    }),
  );

  const openApiDocument = buildOpenApiDocument(app);
  patchJsonDeletesInDocument(openApiDocument as never);
  addManualPaths(openApiDocument as never);
  server.get('/api/v1/openapi.json', (_req, res) => {
    res.json(openApiDocument);
  });
  server.use(apiDocsRoutes());
  server.use(nullQueryAsAbsent);
  server.use(restJsonDeleteRoutes(app));
  server.use(uploadRoutes(app));
  server.use(downloadRoutes(app));
  server.use(schemaRoutes(app));
  // Mounted last among the API routes: it answers 404 itself for unknown /api/v1 paths.
  server.use('/api/v1', createRestMiddleware(app));
  server.use(staticUiRoutes());

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    req.log?.error({ err: error }, 'unhandled request error');
    if (!res.headersSent) {
      res.status(500).json({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
    }
  };
  server.use(onError);
  return server;
}
