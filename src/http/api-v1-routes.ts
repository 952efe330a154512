import { type NextFunction, type Request, type RequestHandler, type Response, Router } from 'express';
import type { TApp } from '../app.ts';
import { createRestMiddleware } from '../trpc/openapi.ts';
import { downloadRoutes } from './download-route.ts';
import { nullQueryAsAbsent } from './null-query.ts';
import { servedOpenApiDocument } from './openapi-document.ts';
import { restJsonDeleteRoutes } from './rest-json-routes.ts';
import { schemaRoutes } from './schema-routes.ts';
import { uploadRoutes } from './upload-route.ts';

/** The REST prefix, matched as express matches a mount path (case-insensitive, a whole segment). */
const API_V1 = /^\/api\/v1(?=\/|$)/i;

/** Express routers entered only when one of their routes could match, with that quick test. */
type TSpecialRoutes = { router: Router; couldMatch: (path: string) => boolean };

/**
 * Everything under /api/v1 as one express layer: the OpenAPI document and the REST routes outside
 * the OpenAPI adapter (uploads, downloads, schema generation, JSON-body deletes) first, then the
 * REST facade, which answers 404 itself for unknown paths. Walking express routers costs
 * allocations on every request (closures, saved params, nested `next`s: a quarter of a small
 * call's garbage), so a call enters those routers only when its method is one they serve and its
 * path could match one of their routes (a test built from the routes themselves; express's own
 * matching still decides), and reaches the facade directly otherwise.
 */
export function apiV1Routes(app: TApp): RequestHandler {
  const rest = createRestMiddleware(app);
  const jsonDeletes = restJsonDeleteRoutes(app);
  const uploads = uploadRoutes(app);
  const downloads = downloadRoutes(app);
  const schemas = schemaRoutes(app);
  // Built on first request: generating it walks every schema (time and memory at start-up).
  let openApiDocument: ReturnType<typeof servedOpenApiDocument> | undefined;
  const document = Router();
  document.get('/api/v1/openapi.json', (_req, res) => {
    openApiDocument ??= servedOpenApiDocument(app);
    res.json(openApiDocument);
  });
  const getRoutes = specialRoutes([document, downloads]);
  const byMethod = new Map<string, TSpecialRoutes>([
    ['GET', getRoutes],
    ['HEAD', getRoutes],
    ['POST', specialRoutes([uploads, schemas])],
    ['DELETE', specialRoutes([jsonDeletes])],
    // express answers OPTIONS (Allow) for a router's paths.
    ['OPTIONS', specialRoutes([document, jsonDeletes, uploads, downloads, schemas])],
  ]);
  // What express does with a handler's rejected promise (the facade answers its own errors).
  const callRest = (req: Request, res: Response, next: NextFunction, restPath: string) => {
    rest(req, res, restPath).catch(next);
  };
  return (req, res, next) => {
    const path = req.path;
    const prefix = API_V1.exec(path);
    if (!prefix) {
      next();
      return;
    }
    nullQueryAsAbsent(req, res, () => {
      // As express's mount would present it to the facade: the rest of the path, from a slash.
      const restPath = path.slice(prefix[0].length) || '/';
      const special = byMethod.get(req.method);
      if (special?.couldMatch(path)) {
        // No error (undefined, or null from `next('router')`): none of them served it.
        special.router(req, res, (error?: unknown) =>
          error == null ? callRest(req, res, next, restPath) : next(error),
        );
      } else {
        callRest(req, res, next, restPath);
      }
    });
  };
}

function specialRoutes(routers: Router[]): TSpecialRoutes {
  const router = Router();
  const patterns: RegExp[] = [];
  let anyPath = false;
  for (const nested of routers) {
    router.use(nested);
    for (const layer of nested.stack) {
      const pattern = typeof layer.route?.path === 'string' ? patternOf(layer.route.path) : undefined;
      if (pattern) {
        patterns.push(pattern);
      } else {
        anyPath = true;
      }
    }
  }
  return { router, couldMatch: (path) => anyPath || patterns.some((pattern) => pattern.test(path)) };
}

/**
 * A route path (`/a/:id/b`) as the regular expression express builds for it (case-insensitive,
 * optional trailing slash); undefined for anything beyond plain segments and `:params`, which then
 * always enters the router.
 */
function patternOf(path: string): RegExp | undefined {
  if (/[*?{}()[\]]/.test(path)) {
    return undefined;
  }
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+^$|\\]/g, (char) => `\\${char}`)));
  return new RegExp(`^${segments.join('/')}/?$`, 'i');
}
