// `npm run bench:data`: 100,000 executions in one project (bulk SQL seed, kept between runs), then
// list, search, deep page, chart and authentication at 10 and 50 connections, each beside a
// hand-written express + pg handler running the same SQL (bench/lib/serve-reference.ts), the two
// interleaved, with the ratio app / reference. Short runs: the machine may be shared.
import { measure, PRODUCTION_NODE_FLAGS, spawnServer, type TResult } from './lib/measure.ts';
import { ensureDatabase, RARE_WORD, seedBenchWorld } from './lib/seed.ts';

const SERVER_URL =
  process.env.BENCH_DATABASE_SERVER_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const EXECUTIONS = Number(process.env.BENCH_EXECUTIONS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 3);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const APP_ONLY = process.env.BENCH_APP_ONLY === '1';
/** Optional comma-separated words: only the cases whose name contains one of them. */
const ONLY = process.env.BENCH_CASES?.split(',');

const databaseUrl = await ensureDatabase(SERVER_URL, process.env.BENCH_DATABASE ?? 'docstruct_bench');
const env = { DATABASE_URL: databaseUrl, DATABASE_POOL_MAX: '10', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
// The app first: its migrations create the tables the seed fills.
const app = await spawnServer('./serve-app.ts', env, PRODUCTION_NODE_FLAGS);
const world = await seedBenchWorld(databaseUrl, EXECUTIONS);
const reference = APP_ONLY ? undefined : await spawnServer('./serve-reference.ts', env);
const headers = { Authorization: `Bearer ${world.secret}` };

const base = `/api/v1/projects/${world.projectId}/executions`;
const admin = { Cookie: world.adminCookie };
// [name, path, headers, whether the reference serves it]
const cases: [string, string, Record<string, string>, boolean][] = [
  ['list (page 0, 50 rows)', `${base}?page=0&per_page=50`, headers, true],
  [`search (rare word)`, `${base}?search=${RARE_WORD}&per_page=50`, headers, true],
  ['deep page (page 1000)', `${base}?page=1000&per_page=50`, headers, true],
  ['chart (90 days)', `${base}/chart?range=90d`, headers, true],
  ['authentication (GET /teams)', '/api/v1/teams', headers, true],
  ['admin cost chart (90 days by team, 200,000 AI requests)', '/api/v1/admin/costs/chart/team?range=90d', admin, false],
];

const rows: Record<string, string | number>[] = [];
for (const [name, path, caseHeaders, referenced] of cases.filter(
  ([name]) => !ONLY || ONLY.some((word) => name.includes(word)),
)) {
  for (const connections of CONNECTIONS) {
    // Warm both once, then measure them back to back.
    const target = { connections, durationS: DURATION_S, headers: caseHeaders };
    await measure({ ...target, url: app.url + path, connections: 2, durationS: 1 });
    const measured: TResult = await measure({ ...target, url: app.url + path });
    let ref: TResult | undefined;
    if (reference && referenced) {
      await measure({ ...target, url: reference.url + path, connections: 2, durationS: 1 });
      ref = await measure({ ...target, url: reference.url + path });
    }
    rows.push({
      case: name,
      conns: connections,
      'app req/s': measured.rps,
      'app p50': measured.p50,
      'app p99': measured.p99,
      'app errors': measured.errors,
      'ref req/s': ref?.rps ?? '-',
      'ref p99': ref?.p99 ?? '-',
      ratio: ref ? Number((measured.rps / ref.rps).toFixed(2)) : '-',
    });
    console.log(JSON.stringify(rows.at(-1)));
  }
}
console.table(rows);
await Promise.all([app.stop(), reference?.stop()]);
