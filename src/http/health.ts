import { Router } from 'express';
import type { TApp } from '../app.ts';

const CHECK_TIMEOUT_MS = 2000;

/** Resolves 'ok' or 'unavailable'; never the error text (it may name hosts, users or databases). */
function check(probe: () => Promise<unknown>): Promise<'ok' | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'unavailable'>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), CHECK_TIMEOUT_MS);
  });
  return Promise.race([
    probe().then(
      () => 'ok' as const,
      () => 'unavailable' as const,
    ),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

/** /healthz: the process answers. /readyz: it can reach the database and the job queue. */
export function healthRoutes(app: TApp): Router {
  const routes = Router();
  routes.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  routes.get('/readyz', async (_req, res) => {
    const [database, jobs] = await Promise.all([
      check(() => app.orm.em.fork().getConnection().execute('select 1')),
      check(() => app.jobs.ping()),
    ]);
    const ready = database === 'ok' && jobs === 'ok';
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable', checks: { database, jobs } });
  });
  return routes;
}
