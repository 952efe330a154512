import type { NextFunction, Request, Response } from 'express';
import { createOpenApiExpressMiddleware, generateOpenApiDocument } from 'trpc-to-openapi';
import type { TApp } from '../app.ts';
import { createHttpContext } from './create-context.ts';
import { retryAfterOf } from './retry-after.ts';
import { appRouter } from './router.ts';

export function buildOpenApiDocument(app: TApp) {
  return generateOpenApiDocument(appRouter, {
    title: 'Docstruct REST API',
    description:
      'Every call the Docstruct UI makes, as REST. Authenticate with `Authorization: Bearer <api key>` or a browser session cookie.',
    version: app.config.APP_VERSION,
    baseUrl: new URL('/api/v1', app.config.APP_URL).toString(),
    docsUrl: new URL('/api/docs', app.config.APP_URL).toString(),
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer', description: 'A Docstruct API key' },
    },
  });
}

/**
 * The REST facade. trpc-to-openapi writes its error body as tRPC's whole error shape; REST
 * clients get the documented `{ message, code, issues? }` instead, so we rewrite it on the way out.
 */
export function createRestMiddleware(app: TApp) {
  const handler = createOpenApiExpressMiddleware({
    router: appRouter,
    createContext: ({ req, res }) => createHttpContext(app, req, res, 'rest'),
    maxBodySize: 1024 * 1024,
    responseMeta: ({ errors }) => {
      const retryAfter = retryAfterOf(errors);
      return retryAfter ? { headers: { 'Retry-After': String(retryAfter) } } : {};
    },
    onError: ({ error, path, ctx }) => {
      // A statement cancelled because the client went away is nobody's error.
      if (error.code === 'INTERNAL_SERVER_ERROR' && !ctx?.signal?.aborted) {
        app.log.error({ err: error.cause ?? error, path }, 'REST call failed');
      }
    },
  });
  return (req: Request, res: Response, _next: NextFunction) => {
    // A POST without a body (e.g. /auth/logout) is valid REST; the adapter insists on a JSON
    // content type, so an empty body is presented as an empty JSON object.
    const emptyBody = !req.headers['transfer-encoding'] && Number(req.headers['content-length'] ?? 0) === 0;
    if (!req.headers['content-type'] && emptyBody) {
      req.headers['content-type'] = 'application/json';
    }
    const end = res.end.bind(res) as (chunk?: unknown) => Response;
    res.end = ((chunk?: unknown) => {
      if (res.statusCode >= 400 && typeof chunk === 'string') {
        return end(rewriteErrorBody(chunk));
      }
      return end(chunk);
    }) as Response['end'];
    return handler(req, res);
  };
}

function rewriteErrorBody(body: string): string {
  try {
    const parsed = JSON.parse(body) as {
      message?: string;
      code?: string;
      data?: { app_code?: string; issues?: unknown; message?: string };
      issues?: { path: PropertyKey[]; message: string }[];
    };
    const issues =
      parsed.data?.issues ?? parsed.issues?.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
    return JSON.stringify({
      message: parsed.data?.message ?? parsed.message ?? 'Request failed',
      code: parsed.data?.app_code ?? parsed.code ?? 'INTERNAL_SERVER_ERROR',
      ...(issues ? { issues } : {}),
    });
  } catch {
    return body;
  }
}
