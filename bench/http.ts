// `npm run bench:http`: GET /api/v1/version through the whole stack (express, request id, request
// log, RequestContext, authentication, trpc-to-openapi) against bare express 5, each in its own
// process, interleaved; then the idle resident memory of a full server (web, worker, ingest).
import { loadavg } from 'node:os';
import { measure, PRODUCTION_NODE_FLAGS, rssMb, spawnServer } from './lib/measure.ts';
import { ensureDatabase } from './lib/seed.ts';

const SERVER_URL =
  process.env.BENCH_DATABASE_SERVER_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 3);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const databaseUrl = await ensureDatabase(SERVER_URL, process.env.BENCH_DATABASE ?? 'docstruct_bench');
const env = { DATABASE_URL: databaseUrl, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', NODE_ENV: 'production' };

// Idle memory first, of the default all-roles process, before any request touched anything:
// as `npm start` runs it, and with Node's default flags.
async function idleRssMb(execArgv: string[]) {
  const full = await spawnServer(
    './serve-app.ts',
    { ...env, BENCH_ROLES: 'web,worker,ingest', INGEST_SMTP_PORT: '0', INGEST_SMTP_HOST: '127.0.0.1' },
    execArgv,
  );
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const rss = await rssMb(full.process.pid ?? 0);
  await full.stop();
  return rss;
}
const idleRss = await idleRssMb(PRODUCTION_NODE_FLAGS);
const idleRssDefaultFlags = await idleRssMb([]);

const app = await spawnServer('./serve-app.ts', env, PRODUCTION_NODE_FLAGS);
const bare = await spawnServer('./serve-bare.ts', {});
// Warm both (JIT, pools) before anything is counted.
for (const server of [app, bare]) {
  await measure({ url: `${server.url}/api/v1/version`, connections: 10, durationS: 2 });
}
const rows: Record<string, string | number>[] = [];
for (const connections of CONNECTIONS) {
  const sum = { appRps: 0, bareRps: 0, appCpu: 0, bareCpu: 0, appP99: 0, bareP99: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const target = { connections, durationS: DURATION_S };
    const a = await measure({ ...target, url: `${app.url}/api/v1/version`, pid: app.process.pid });
    const b = await measure({ ...target, url: `${bare.url}/api/v1/version`, pid: bare.process.pid });
    sum.appRps += a.rps / ROUNDS;
    sum.bareRps += b.rps / ROUNDS;
    sum.appCpu += (a.cpuMs ?? 0) / ROUNDS;
    sum.bareCpu += (b.cpuMs ?? 0) / ROUNDS;
    sum.appP99 = Math.max(sum.appP99, a.p99);
    sum.bareP99 = Math.max(sum.bareP99, b.p99);
  }
  rows.push({
    conns: connections,
    'app req/s': Math.round(sum.appRps),
    'app p99': sum.appP99,
    'bare req/s': Math.round(sum.bareRps),
    'bare p99': sum.bareP99,
    ratio: Number((sum.appRps / sum.bareRps).toFixed(2)),
    'app CPU ms/req': Number(sum.appCpu.toFixed(3)),
    'bare CPU ms/req': Number(sum.bareCpu.toFixed(3)),
    // What the req/s ratio would be with a core each to themselves: the inverse ratio of CPU per request.
    'CPU ratio': Number((sum.bareCpu / sum.appCpu).toFixed(2)),
  });
}
console.table(rows);
console.log(
  `load average at the end: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} (1/5/15 min)`,
);
console.log(
  `idle RSS of a full server (web, worker, ingest): ${idleRss} MB as npm start runs it ` +
    `(${PRODUCTION_NODE_FLAGS.join(' ')}), ${idleRssDefaultFlags} MB with Node's default flags`,
);
await Promise.all([app.stop(), bare.stop()]);
