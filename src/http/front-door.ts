import { randomUUID } from 'node:crypto';
import type { Express, RequestHandler } from 'express';
import type { TApp } from '../app.ts';
import { refuseCrossSiteWrites } from './csrf.ts';
import { refuseHostileInput } from './input-guard.ts';
import { recordHttpMetrics } from './metrics.ts';
import { requestLog } from './request-log.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * What every request goes through, as one express layer instead of five (each layer is a regular
 * expression match and a `next` hop per request): request id and security headers, the duration
 * metric, the CSRF check, the hostile-input guard and the request log line, in that order. A
 * refused request is answered before the log is attached, and /metrics is not logged (as when
 * these were separate layers around the health and metrics routes).
 */
export function frontDoor(server: Express, app: TApp): RequestHandler {
  // Browsers only honour HSTS over https; sending it for an http APP_URL would be a no-op at best.
  const hsts = app.config.APP_URL.startsWith('https:');
  const refuseCrossSite = refuseCrossSiteWrites(app.config.APP_URL);
  const guardInput = refuseHostileInput();
  const logRequest = requestLog(server, app.log);
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    if (hsts) {
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    recordHttpMetrics(req, res, () =>
      refuseCrossSite(req, res, () =>
        guardInput(req, res, (error?: unknown) => {
          if (error !== undefined) {
            next(error);
          } else if (req.path === '/metrics' && (req.method === 'GET' || req.method === 'HEAD')) {
            next();
          } else {
            logRequest(req, res, next);
          }
        }),
      ),
    );
  };
}
