// `npm run bench:data`: 100,000 executions in one project (bulk SQL seed, kept between runs), then
// list, search, deep page, chart and authentication at 10 and 50 connections, each beside a
// hand-written express + pg handler running the same SQL (bench/lib/serve-reference.ts), the two
// interleaved, with the ratio app / reference. Short runs: the machine may be shared.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';
import pg from 'pg';
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
/** Each case runs as this many app/reference slices of DURATION_S, alternating. */
const SLICES = Number(process.env.BENCH_SLICES ?? 2);
/** Optional comma-separated words: only the cases whose name contains one of them. */
const ONLY = process.env.BENCH_CASES?.split(',');

const databaseUrl = await ensureDatabase(SERVER_URL, process.env.BENCH_DATABASE ?? 'docstruct_bench');
const env = { DATABASE_URL: databaseUrl, DATABASE_POOL_MAX: '10', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
// The app first: its migrations create the tables the seed fills.
const app = await spawnServer('./serve-app.ts', env, PRODUCTION_NODE_FLAGS);
const world = await seedBenchWorld(databaseUrl, EXECUTIONS);
const reference = APP_ONLY ? undefined : await spawnServer('./serve-reference.ts', env);
const monitor = new pg.Client({ connectionString: databaseUrl });
await monitor.connect();
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
    if (reference && referenced) {
      await measure({ ...target, url: reference.url + path, connections: 2, durationS: 1 });
    }
    // Interleaved in short slices, app then reference, so both see the same background load.
    const slices: { app: TCostedResult[]; ref: TCostedResult[] } = { app: [], ref: [] };
    // Each slice starts on an idle database: the app cancels the statements of the calls the load generator
    // drops at a slice's end, the reference lets them run, and without the wait they ran on into the app's slice.
    for (let slice = 0; slice < SLICES; slice++) {
      await databaseIdle();
      slices.app.push(await measureWithCosts({ ...target, url: app.url + path, pid: app.process.pid }));
      if (reference && referenced) {
        await databaseIdle();
        slices.ref.push(await measureWithCosts({ ...target, url: reference.url + path, pid: reference.process.pid }));
      }
    }
    const measured = combined(slices.app);
    const ref = slices.ref.length > 0 ? combined(slices.ref) : undefined;
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
      'app CPU ms/req': measured.cpuMs ?? '-',
      'ref CPU ms/req': ref?.cpuMs ?? '-',
      'PostgreSQL CPU ms/req app / ref': `${measured.pgCpuMs} / ${ref?.pgCpuMs ?? '-'}`,
      'load generator CPU ms/req app / ref': `${measured.loadGeneratorCpuMs} / ${ref?.loadGeneratorCpuMs ?? '-'}`,
      load: Number(loadavg()[0]?.toFixed(1)),
    });
    console.log(JSON.stringify(rows.at(-1)));
  }
}
console.table(rows);

// Authentication alone, in-process: CPU per call beside plain `pg` running the same statement.
const authCpu = await promisify(execFile)(process.execPath, [new URL('./lib/auth-cpu.ts', import.meta.url).pathname], {
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    BENCH_API_KEY: world.secret,
    BENCH_SESSION_COOKIE: world.adminCookie,
  },
});
const auth = JSON.parse(authCpu.stdout.trim().split('\n').at(-1) ?? '{}');
console.log(
  `authentication CPU per call: API key ${auth.apiKeyMs} ms (plain pg, same statement: ${auth.apiKeyPlainPgMs} ms), ` +
    `session ${auth.sessionMs} ms (plain pg: ${auth.sessionPlainPgMs} ms)`,
);
console.log(
  `load average at the end: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} (1/5/15 min)`,
);
await Promise.all([app.stop(), reference?.stop(), monitor.end()]);

/**
 * What else a request costs on the shared cores, beside the server's CPU: the PostgreSQL backends
 * serving this database (their CPU from /proc, found in pg_stat_activity) and this process, the
 * load generator (autocannon reads every response).
 */
type TCostedResult = TResult & { pgCpuMs: number; loadGeneratorCpuMs: number };

async function measureWithCosts(options: Parameters<typeof measure>[0]): Promise<TCostedResult> {
  const pgBefore = await backendCpuMs();
  const selfBefore = process.cpuUsage();
  const result = await measure(options);
  const self = process.cpuUsage(selfBefore);
  const pgAfter = await backendCpuMs();
  let pgMs = 0;
  for (const [pid, ms] of pgAfter) {
    pgMs += ms - (pgBefore.get(pid) ?? 0);
  }
  const requests = Math.max(1, result.rps * options.durationS);
  return {
    ...result,
    pgCpuMs: Number((pgMs / requests).toFixed(2)),
    loadGeneratorCpuMs: Number(((self.user + self.system) / 1000 / requests).toFixed(2)),
  };
}

/** Waits (up to 60 s) until no statement runs on the benchmark's database but the monitor's. */
async function databaseIdle() {
  for (const until = Date.now() + 60_000; Date.now() < until; ) {
    const { rows } = await monitor.query<{ active: number }>(
      `select count(*)::int as active from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and state = 'active'
         and backend_type = 'client backend'`,
    );
    if (rows[0]?.active === 0) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.warn('the database was still busy after 60 s: measuring anyway');
}

/** CPU ms so far of each PostgreSQL backend connected to the benchmark's database (but the monitor's). */
async function backendCpuMs(): Promise<Map<number, number>> {
  const { rows } = await monitor.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const times = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
      times.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // The backend ended in between (a pool closed an idle connection).
    }
  }
  return times;
}

/** The slices as one measurement: mean req/s and CPU per request, worst p50/p99, all errors. */
function combined(results: TCostedResult[]): TCostedResult {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    rps: Math.round(mean(results.map((result) => result.rps))),
    p50: Math.max(...results.map((result) => result.p50)),
    p99: Math.max(...results.map((result) => result.p99)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    cpuMs: Number(mean(results.map((result) => result.cpuMs ?? 0)).toFixed(2)),
    pgCpuMs: Number(mean(results.map((result) => result.pgCpuMs)).toFixed(2)),
    loadGeneratorCpuMs: Number(mean(results.map((result) => result.loadGeneratorCpuMs)).toFixed(2)),
  };
}
