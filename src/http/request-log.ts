import type { Express, Request, RequestHandler } from 'express';
import type { Logger } from 'pino';

declare module 'http' {
  interface IncomingMessage {
    /** This request's logger (bound to its id), made on first use. */
    log: Logger;
  }
}

const QUIET = new Set(['/healthz', '/readyz']);

/**
 * One log line per request at `info` (method, path, status, duration, id) and nothing else: no
 * child logger, header serialization or redaction per request unless something actually logs.
 */
export function requestLog(server: Express, log: Logger): RequestHandler {
  const children = new WeakMap<Request, Logger>();
  // On the app's request prototype, once: no per-request property definition.
  Object.defineProperty(server.request, 'log', {
    configurable: true,
    get(this: Request) {
      let child = children.get(this);
      if (!child) {
        child = log.child({ reqId: this.res?.locals.requestId });
        children.set(this, child);
      }
      return child;
    },
  });
  return (req, res, next) => {
    const started = performance.now();
    if (!QUIET.has(req.path)) {
      res.once('finish', () => {
        const failed = res.statusCode >= 500;
        if (!log.isLevelEnabled(failed ? 'error' : 'info')) {
          return;
        }
        const line = {
          reqId: res.locals.requestId,
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
        };
        if (failed) {
          log.error(line, 'request failed');
        } else {
          log.info(line, 'request');
        }
      });
    }
    next();
  };
}
