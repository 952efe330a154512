import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { TRestErrorBody } from '../contracts/rest-error.ts';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration by method, route group and status',
  labelNames: ['method', 'group', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

// Label by the first path segment only: full paths carry ids and would explode cardinality.
const GROUPS = new Set(['trpc', 'api', 'healthz', 'readyz', 'metrics']);

/** The `group` label of a request path. */
export function routeGroupOf(path: string): string {
  const end = path.indexOf('/', 1);
  const first = path.slice(1, end === -1 ? undefined : end);
  return GROUPS.has(first) ? first : 'ui';
}

/** Records a finished request's duration (called by the front door's one `finish` listener). */
export function recordHttpDuration(method: string, group: string, status: number, ms: number): void {
  httpDuration.observe({ method, group, status: String(status) }, ms / 1000);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** With METRICS_TOKEN set, /metrics answers only `Authorization: Bearer <token>` (compared in constant time). */
export function requireMetricsToken(token: string | undefined) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!token) {
      next();
      return;
    }
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(token))) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(401).json({ message: 'A metrics token is required', code: 'UNAUTHORIZED' } satisfies TRestErrorBody);
      return;
    }
    next();
  };
}
