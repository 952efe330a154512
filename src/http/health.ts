import { Router } from 'express';
import type { TApp } from '../app.ts';

/** /healthz: the process answers. /readyz: it can reach the database and the job queue. */
export function healthRoutes(app: TApp): Router {
  const routes = Router();
  routes.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  routes.get('/readyz', async (_req, res) => {
    const checks: Record<string, 'ok' | 'unavailable'> = {};
    await Promise.all([
      app.orm.em
        .fork()
        .getConnection()
        .execute('select 1')
        .then(() => {
          checks.database = 'ok';
        })
        .catch((error: Error) => {
          // The reason goes to the log only: its text names hosts, users and databases.
          app.log.warn({ err: error }, 'readiness: database unreachable');
          checks.database = 'unavailable';
        }),
      app.jobs
        .ping()
        .then(() => {
          checks.jobs = 'ok';
        })
        .catch((error: Error) => {
          app.log.warn({ err: error }, 'readiness: job queue unreachable');
          checks.jobs = 'unavailable';
        }),
    ]);
    const ready = Object.values(checks).every((value) => value === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable', checks });
  });
  return routes;
}
