// `npm run bench:http`: GET /api/v1/version through the whole stack (express, request id, request
// log, RequestContext, authentication, trpc-to-openapi) against bare express 5, each in its own
// process, interleaved; then the idle resident memory of a full server (web, worker, ingest).
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
const rows: Record<string, string | number>[] = [];
for (const connections of CONNECTIONS) {
  let appRps = 0;
  let bareRps = 0;
  let appP99 = 0;
  let bareP99 = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const a = await measure({ url: `${app.url}/api/v1/version`, connections, durationS: DURATION_S });
    const b = await measure({ url: `${bare.url}/api/v1/version`, connections, durationS: DURATION_S });
    appRps += a.rps / ROUNDS;
    bareRps += b.rps / ROUNDS;
    appP99 = Math.max(appP99, a.p99);
    bareP99 = Math.max(bareP99, b.p99);
  }
  rows.push({
    conns: connections,
    'app req/s': Math.round(appRps),
    'app p99': appP99,
    'bare req/s': Math.round(bareRps),
    'bare p99': bareP99,
    ratio: Number((appRps / bareRps).toFixed(2)),
  });
}
console.table(rows);
console.log(
  `idle RSS of a full server (web, worker, ingest): ${idleRss} MB as npm start runs it ` +
    `(${PRODUCTION_NODE_FLAGS.join(' ')}), ${idleRssDefaultFlags} MB with Node's default flags`,
);
await Promise.all([app.stop(), bare.stop()]);
