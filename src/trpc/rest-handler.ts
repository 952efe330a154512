import { type AnyProcedure, getTRPCErrorShape, TRPCError } from '@trpc/server';
import type { Request, Response } from 'express';
import {
  acceptsRequestBody,
  coerceSchema,
  forEachOpenApiProcedure,
  getBody,
  getErrorFromUnknown,
  getInputOutputParsers,
  getPathRegExp,
  instanceofZodTypeLikeVoid,
  instanceofZodTypeObject,
  instanceofZodTypeOptional,
  normalizePath,
  type OpenApiProcedure,
  TRPC_ERROR_CODE_HTTP_STATUS,
  unwrapZodType,
} from 'trpc-to-openapi';
import { ZodArray, type ZodObject } from 'zod';
import { callProcedure } from './call-procedure.ts';
import type { TContext } from './context.ts';
import { toRestErrorBody } from './rest-error-body.ts';
import { retryAfterOf } from './retry-after.ts';
import type { AppRouter } from './router.ts';

/**
 * JSON with any parameters, in any case (media types are case-insensitive), also `+json` types:
 * the bodies the input guard (http/input-guard.ts) parses.
 */
const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

type TRoute = {
  pattern: RegExp;
  path: string;
  type: 'query' | 'mutation';
  procedure: AnyProcedure;
  /** Worked out on the first call, not per request: which input the procedure takes. */
  input?: { takesInput: boolean; arrayKeys: string[] };
};

type TRestHandlerOptions = {
  router: AppRouter;
  createContext: (req: Request, res: Response) => Promise<TContext>;
  maxBodySize: number;
  onError: (failure: { error: TRPCError; path: string | undefined; ctx: TContext | undefined; res: Response }) => void;
};

/**
 * Serves the router's OpenAPI procedures as REST, doing per request only what the request needs:
 * trpc-to-openapi's own handler builds a fetch `Request` and an AbortController per call, tests
 * every route's regular expression in turn and re-derives each procedure's input schema. Routes
 * are grouped by method and segment count here (same order, same case-insensitive patterns), the
 * schema work happens once per procedure, and the context's own signal serves for cancellation.
 * Errors leave as the documented `{ message, code, issues? }`.
 */
export function createRestHandler(options: TRestHandlerOptions) {
  const routes = new Map<string, TRoute[]>();
  forEachOpenApiProcedure(options.router._def.procedures, ({ path, procedure, meta: { openapi } }) => {
    const type = procedure._def.type;
    if (type === 'subscription') {
      return;
    }
    const pattern = normalizePath(openapi.path);
    const key = `${openapi.method} ${segmentsOf(pattern)}`;
    const list = routes.get(key) ?? [];
    list.push({ pattern: getPathRegExp(pattern), path, type, procedure: procedure as unknown as AnyProcedure });
    routes.set(key, list);
  });
  const find = (method: string, path: string) => {
    for (const route of routes.get(`${method} ${segmentsOf(path)}`) ?? []) {
      const match = route.pattern.exec(path);
      if (match) {
        return { route, pathInput: match.groups ?? {} };
      }
    }
    return undefined;
  };

  return async (req: Request, res: Response, restPath: string): Promise<void> => {
    const path = normalizePath(pathnameOf(restPath));
    const found = find(req.method, path);
    let ctx: TContext | undefined;
    let input: Record<string, unknown> | undefined;
    try {
      if (!found) {
        if (req.method === 'HEAD') {
          send(res, 204, undefined);
          return;
        }
        throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
      }
      const { route, pathInput } = found;
      const useBody = acceptsRequestBody(req.method as 'GET');
      const contentType = req.headers['content-type'];
      if (useBody && !(contentType && JSON_CONTENT_TYPE.test(contentType))) {
        const message = contentType ? `Unsupported content-type "${contentType}"` : 'Missing content-type header';
        throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message });
      }
      route.input ??= inputShapeOf(route.procedure);
      const shape = route.input;
      if (shape.takesInput) {
        input = {
          ...(useBody ? ((await getBody(req, options.maxBodySize)) as object) : queryOf(req, shape.arrayKeys)),
          ...pathInput,
        };
      }
      ctx = await options.createContext(req, res);
      const data = await callProcedure(route.procedure, {
        path: route.path,
        type: route.type,
        ctx,
        getRawInput: async () => input,
        signal: ctx.signal,
        batchIndex: 0,
      });
      send(res, 200, data);
    } catch (cause) {
      const error = getErrorFromUnknown(cause);
      options.onError({ error, path: found?.route.path, ctx, res });
      const retryAfter = retryAfterOf([error]);
      if (retryAfter) {
        res.setHeader('Retry-After', String(retryAfter));
      }
      send(res, TRPC_ERROR_CODE_HTTP_STATUS[error.code] ?? 500, errorBody(options.router, error, found, input, ctx));
    }
  };
}

function segmentsOf(path: string): number {
  let count = 0;
  for (let index = 0; index < path.length; index++) {
    if (path.charCodeAt(index) === 47) {
      count++;
    }
  }
  return count;
}

const PLAIN_PATH = /^[A-Za-z0-9/_-]*$/;

/** The path as WHATWG URL parsing sees it (dots, escapes), without building a URL for plain paths. */
function pathnameOf(url: string): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  return PLAIN_PATH.test(path) ? path : new URL(`http://127.0.0.1${url.startsWith('/') ? '' : '/'}${url}`).pathname;
}

function inputShapeOf(procedure: AnyProcedure): NonNullable<TRoute['input']> {
  const { inputParser } = getInputOutputParsers(procedure as unknown as OpenApiProcedure);
  const unwrapped = unwrapZodType(inputParser as never, true);
  if (instanceofZodTypeLikeVoid(unwrapped as never)) {
    return { takesInput: false, arrayKeys: [] };
  }
  if (!instanceofZodTypeObject(unwrapped as never)) {
    return { takesInput: true, arrayKeys: [] };
  }
  const object = unwrapped as unknown as ZodObject;
  // Query values arrive as text: the schema coerces them (as trpc-to-openapi does on every call).
  coerceSchema(object as never);
  const arrayKeys = Object.entries(object.shape)
    .filter(
      ([, field]) =>
        field instanceof ZodArray ||
        (instanceofZodTypeOptional(field as never) && (field as { unwrap(): unknown }).unwrap() instanceof ZodArray),
    )
    .map(([key]) => key);
  return { takesInput: true, arrayKeys };
}

/** Query values, first of each unless repeated; empty values count as absent. */
function queryOf(req: Request, arrayKeys: string[]): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  const parsed = req.query as Record<string, unknown>;
  for (const key of Object.keys(parsed)) {
    const value = parsed[key];
    if (value) {
      query[key] = Array.isArray(value) && value.length === 1 ? value[0] : value;
    }
  }
  for (const key of arrayKeys) {
    if (query[key] !== undefined && !Array.isArray(query[key])) {
      query[key] = [query[key]];
    }
  }
  return query;
}

/**
 * The body leaves as bytes: given a string, node's http joins the headers to it and the socket
 * then copies that joined string once more on the JavaScript heap (80 KB per list page); bytes
 * are written beside the headers, outside the heap.
 */
function send(res: Response, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  const json: string | undefined = JSON.stringify(body);
  res.end(json === undefined ? undefined : Buffer.from(json));
}

/** The documented REST error: the formatter's translated message and app code, plus field issues. */
function errorBody(
  router: AppRouter,
  error: TRPCError,
  found: { route: TRoute } | undefined,
  input: unknown,
  ctx: TContext | undefined,
) {
  const shape = getTRPCErrorShape({
    config: router._def._config,
    error,
    type: found?.route.type ?? 'unknown',
    path: found?.route.path,
    input,
    ctx,
  }) as Parameters<typeof toRestErrorBody>[0];
  const inputIssues =
    error.code === 'BAD_REQUEST' && error.cause instanceof Error && error.cause.name === 'ZodError'
      ? (error.cause as unknown as { issues: { path: PropertyKey[]; message: string }[] }).issues
      : undefined;
  return toRestErrorBody({ ...shape, issues: inputIssues });
}
