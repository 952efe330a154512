// Child process of bench:data: CPU time of one authentication, API key and session, measured
// in-process over sequential calls (the database's own time is not counted; the client's is), next
// to plain `pg` running the same statement. Prints one JSON line.
import type { Request, Response } from 'express';
import pg from 'pg';
import type { TApp } from '../../src/app.ts';
import { openOrm } from '../../src/db/orm.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { createAuth, SESSION_AND_USER_SQL } from '../../src/services/auth/lucia.ts';
import { API_KEY_ACTOR_SQL } from '../../src/services/teams/api-keys.ts';
import { resolveActor } from '../../src/trpc/resolve-actor.ts';

const CALLS = Number(process.env.BENCH_AUTH_CALLS ?? 2000);
const databaseUrl = String(process.env.DATABASE_URL);
const orm = await openOrm({ clientUrl: databaseUrl, poolMax: 2 });
const auth = createAuth(orm, { ttlDays: 30, secureCookie: false });
const app = { auth, config: { IMPERSONATION_MINUTES: 60 } } as unknown as TApp;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: '-c jit=off' });

function requestWith(headers: Record<string, string>) {
  const req = { originalUrl: '/api/v1/teams', headers, get: (name: string) => headers[name.toLowerCase()] };
  const res = { appendHeader: () => res };
  return { req: req as unknown as Request, res: res as unknown as Response };
}

/** CPU ms per call (user + system), after a warm-up. */
async function cpuPerCall(call: () => Promise<unknown>): Promise<number> {
  for (let index = 0; index < 200; index++) {
    await call();
  }
  const before = process.cpuUsage();
  for (let index = 0; index < CALLS; index++) {
    await call();
  }
  const used = process.cpuUsage(before);
  return Number(((used.user + used.system) / 1000 / CALLS).toFixed(3));
}

const bearer = requestWith({ authorization: `Bearer ${process.env.BENCH_API_KEY}` });
const session = requestWith({ cookie: String(process.env.BENCH_SESSION_COOKIE) });
const sessionToken = /docstruct_session=([^;]+)/.exec(String(process.env.BENCH_SESSION_COOKIE))?.[1] ?? '';
// The request's EntityManager is made by the HTTP layer, not by authentication: not counted here.
const em = orm.em.fork();
const run = (target: { req: Request; res: Response }) => () =>
  resolveActor({ auth: app.auth, config: app.config, em: () => em, ...target, transport: 'rest' });
for (const target of [bearer, session]) {
  if (!(await run(target)())) {
    throw new Error('the bench credentials did not authenticate');
  }
}
const result = {
  apiKeyMs: await cpuPerCall(run(bearer)),
  apiKeyPlainPgMs: await cpuPerCall(() =>
    pool.query(API_KEY_ACTOR_SQL, [hashToken(String(process.env.BENCH_API_KEY))]),
  ),
  sessionMs: await cpuPerCall(run(session)),
  sessionPlainPgMs: await cpuPerCall(() => pool.query(SESSION_AND_USER_SQL, [hashToken(sessionToken)])),
};
console.log(JSON.stringify(result));
await Promise.all([orm.close(), pool.end()]);
