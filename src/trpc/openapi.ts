import type { Request, Response } from 'express';
import { generateOpenApiDocument } from 'trpc-to-openapi';
import type { TApp } from '../app.ts';
import { ZRestErrorBody } from '../contracts/rest-error.ts';
import { openApiSchema } from '../http/openapi-schema.ts';
import { clientGone, createHttpContext } from './create-context.ts';
import { createRestHandler } from './rest-handler.ts';
import { appRouter } from './router.ts';

export function buildOpenApiDocument(app: TApp) {
  const document = generateOpenApiDocument(appRouter, {
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
  documentRestErrorBody(document.components?.schemas as Record<string, Record<string, unknown>> | undefined);
  return document;
}

/**
 * The generator describes its error answers (`error.BAD_REQUEST` …) with issues lacking `path`; the
 * body every REST error really has is ZRestErrorBody (see rest-handler.ts), so each keeps its title
 * and example and takes that one definition.
 */
function documentRestErrorBody(schemas: Record<string, Record<string, unknown>> | undefined): void {
  const body = openApiSchema(ZRestErrorBody, 'output');
  for (const [name, schema] of Object.entries(schemas ?? {})) {
    if (name.startsWith('error.')) {
      const { title, example } = schema;
      for (const key of Object.keys(schema)) {
        delete schema[key];
      }
      Object.assign(schema, body, { title, example });
    }
  }
}

/** The REST facade: the router's OpenAPI procedures under /api/v1 (see rest-handler.ts). */
export function createRestMiddleware(app: TApp) {
  const handler = createRestHandler({
    router: appRouter,
    createContext: (req, res) => createHttpContext(app, req, res, 'rest'),
    maxBodySize: 1024 * 1024,
    onError: ({ error, path, res }) => {
      // A statement cancelled because the client went away (in the call or while its caller was
      // looked up, before there was a context) is nobody's error.
      if (error.code === 'INTERNAL_SERVER_ERROR' && !clientGone(res).aborted) {
        app.log.error({ err: error.cause ?? error, path }, 'REST call failed');
      }
    },
  });
  /** `path`: the request's path after /api/v1. */
  return (req: Request, res: Response, path: string) => {
    // A POST without a body (e.g. /auth/logout) is valid REST; the adapter insists on a JSON
    // content type, so an empty body is presented as an empty JSON body, read already: with no
    // Content-Length at all (`curl -X POST`) the adapter's body parser would refuse it.
    const emptyBody = !req.headers['transfer-encoding'] && Number(req.headers['content-length'] ?? 0) === 0;
    if (!req.headers['content-type'] && emptyBody) {
      req.headers['content-type'] = 'application/json';
      req.body = undefined;
    }
    return handler(req, res, path);
  };
}
