import { randomUUID } from 'node:crypto';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { TApp } from '../app.ts';
import { refuseCrossSiteWrites } from './csrf.ts';
import { refuseHostileInput } from './input-guard.ts';
import { recordHttpDuration, routeGroupOf } from './metrics.ts';
import { QUIET_PATHS, requestLog } from './request-log.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The headers every answer carries, worked out once. */
function securityHeaders(appUrl: string): [string, string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
  // Browsers only honour HSTS over https; sending it for an http APP_URL would be a no-op at best.
  if (appUrl.startsWith('https:')) {
    headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  }
  return headers;
}

/**
 * `first`, then `second` unless `first` passed an error (or `'route'`/`'router'`) to its callback:
 * that goes to `next` as express would have passed it on between two layers.
 */
export function inSequence(first: RequestHandler, second: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    first(req, res, (error?: unknown) => {
      if (error !== undefined) {
        next(error);
        return;
      }
      second(req, res, next);
    });
  };
}

/**
 * What every request goes through, as one express layer instead of five (each layer is a regular
 * expression match and a `next` hop per request): request id and security headers, the duration
 * metric, the CSRF check, the hostile-input guard and the request log line, in that order. One
 * `finish` listener records the metric and writes the log line. A refused request is answered
 * before the log is attached (not logged), and /metrics and the probes are not logged.
 */
export function frontDoor(server: Express, app: TApp): RequestHandler {
  const headers = securityHeaders(app.config.APP_URL);
  const checkInput = inSequence(refuseCrossSiteWrites(app.config.APP_URL), refuseHostileInput());
  const logLine = requestLog(server, app.log);
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    for (const [name, value] of headers) {
      res.setHeader(name, value);
    }
    const started = performance.now();
    const { method, path } = req;
    let logged = false;
    res.once('finish', () => {
      const ms = performance.now() - started;
      recordHttpDuration(method, routeGroupOf(path), res.statusCode, ms);
      if (logged) {
        logLine(req, res, ms);
      }
    });
    checkInput(req, res, (error?: unknown) => {
      if (error !== undefined) {
        next(error);
        return;
      }
      logged = !QUIET_PATHS.has(path) && !(path === '/metrics' && (method === 'GET' || method === 'HEAD'));
      next();
    });
  };
}
