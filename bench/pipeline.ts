// `npm run bench:pipeline`: N single-page PDFs, each with its own text (so the model cache never
// answers), uploaded over REST against an instant OpenAI-compatible peer, with a webhook output.
// Prints documents/s end to end (upload → success → webhook delivered), job pick-up and
// upload → success percentiles, idle pick-up, the work per document (transactions, round trips,
// CPU of this process and of PostgreSQL), and, as the reference measured in the same run, the
// bare peer's own requests/s at the same concurrency. One column per BENCH_CONCURRENCY entry
// (default 8 and 16 uploaders), after an unmeasured warm-up; BENCH_STATEMENTS=1 also lists the
// statements sent per document.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config.ts';
import { Execution } from '../src/db/entities/execution.ts';
import { Output } from '../src/db/entities/output.ts';
import { Project } from '../src/db/entities/project.ts';
import { Team } from '../src/db/entities/team.ts';
import { TeamMember } from '../src/db/entities/team-member.ts';
import { User } from '../src/db/entities/user.ts';
import { startServer } from '../src/server.ts';
import { createRevision } from '../src/services/projects/create-revision.ts';
import { createApiKey } from '../src/services/teams/api-keys.ts';
import { buildPdf } from '../test/fixtures/pdf-writer.ts';
import { ensureDatabase } from './lib/seed.ts';

// Every statement sent to PostgreSQL by this process (the ORM has its own copy of `pg`).
const require = createRequire(import.meta.url);
let roundTrips = 0;
// BENCH_STATEMENTS=1: also count each statement's text (its start), to see where round trips go.
const statements = process.env.BENCH_STATEMENTS === '1' ? new Map<string, number>() : null;
for (const pgPath of new Set([
  require.resolve('pg'),
  require.resolve('pg', { paths: [require.resolve('@mikro-orm/postgresql')] }),
])) {
  const client = (require(pgPath) as { Client: { prototype: { query: (...args: unknown[]) => unknown } } }).Client;
  const query = client.prototype.query;
  client.prototype.query = function (this: unknown, ...args: unknown[]) {
    roundTrips++;
    if (statements) {
      const first = args[0] as string | { text?: string; name?: string } | undefined;
      const text = (typeof first === 'string' ? first : (first?.text ?? first?.name ?? '?')).replace(/\s+/g, ' ');
      // Values inlined by the ORM would make every statement distinct.
      const shape = text
        .replace(/'(?:[^']|'')*'/g, '?')
        .replace(/\b\d+\b/g, 'N')
        .slice(0, 110);
      statements.set(shape, (statements.get(shape) ?? 0) + 1);
    }
    return query.apply(this, args);
  };
}

// Per measured run: enough for the steady state to dominate the ramp-up and the drain at the end.
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 500);
// One measured run per entry (e.g. BENCH_CONCURRENCY=8,16), after a warm-up of WARMUP documents.
const CONCURRENCIES = (process.env.BENCH_CONCURRENCY ?? '8,16').split(',').map(Number);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 100);
const IDLE_SAMPLES = 20;

const answer = JSON.stringify({
  id: 'bench',
  object: 'chat.completion',
  created: 0,
  model: 'bench',
  choices: [
    {
      index: 0,
      message: {
        role: 'assistant',
        content: JSON.stringify({ result: { invoice_number: 'INV-1', total: 1 }, title: 'Invoice', citations: [] }),
      },
      finish_reason: 'stop',
    },
  ],
  usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
});
const listen = async (handler: Parameters<typeof createServer>[1]) => {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};
// The instant model, and a webhook receiver that notes when each execution's success arrived.
const peer = await listen((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(answer));
});
const delivered = new Map<string, number>();
const receiver = await listen((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    delivered.set((JSON.parse(body) as { data: { execution: { id: string } } }).data.execution.id, Date.now());
    res.writeHead(200).end();
  });
});

/** Requests/s the bare peer answers at the same concurrency: the ceiling of this machine. */
async function bareRate(requests: number, concurrency: number): Promise<number> {
  let left = requests;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) {
        await (await fetch(`${peer.url}/v1/chat/completions`, { method: 'POST', body: '{}' })).text();
      }
    }),
  );
  return requests / ((Date.now() - started) / 1000);
}

// A database of its own: the transactions and the PostgreSQL CPU counted below are then this
// benchmark's alone, not those of whatever else uses the server's default database.
const databaseUrl = await ensureDatabase(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  process.env.BENCH_DATABASE ?? 'docstruct_bench_pipeline',
);
const server = await startServer({
  config: loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    ROLES: 'web,worker',
    // The benchmark is one key flooding on purpose: the upload limits would measure themselves.
    RATE_LIMIT_UPLOADS_PER_KEY: '1000000',
    RATE_LIMIT_UPLOADS_PER_TEAM: '1000000',
    ALLOW_PRIVATE_OUTPUT_TARGETS: 'true',
    MODEL_BALANCED: 'openai-compatible:bench',
    OPENAI_COMPATIBLE_BASE_URL: `${peer.url}/v1`,
  }),
});
const em = server.app.orm.em.fork();
const user = em.create(User, { email: `bench-${randomUUID()}@example.test`, name: 'Bench', passwordHash: 'x' });
const team = em.create(Team, { name: 'Bench' });
em.create(TeamMember, { team, user, role: 'owner' });
const project = em.create(Project, { team, name: 'Bench', slug: `bench-${randomUUID().slice(0, 8)}` });
em.create(Output, {
  project,
  name: 'Bench hook',
  type: 'webhook',
  triggerEvents: ['success'],
  config: { type: 'webhook', url: `${receiver.url}/hook`, headers: {}, method: 'POST', retries: 3 },
});
await em.flush();
await createRevision({
  em,
  actor: null,
  projectId: project.id,
  fields: {
    inputDescription: '',
    inputLanguage: 'en',
    outputLanguage: 'en',
    outputSchema: [
      { name: 'invoice_number', type: 'string' },
      { name: 'total', type: 'number' },
    ],
    titleConfig: { mode: 'automatic' },
  },
});
const { secret } = await createApiKey({
  em,
  actor: { kind: 'user', userId: user.id, siteRole: 'user', sessionId: 'bench' },
  teamId: team.id,
  name: 'Bench key',
  keyType: 'api',
  allowAllProjects: true,
  projectIds: [],
});

const uploadedAt = new Map<string, number>();
async function uploadOne(index: number) {
  const pdf = buildPdf([
    [
      { x: 50, y: 780, size: 14, text: `Invoice INV-${index}-${randomUUID().slice(0, 8)}` },
      { x: 50, y: 750, size: 11, text: `Total: ${(index * 7.31).toFixed(2)} EUR` },
    ],
  ]);
  const form = new FormData();
  form.append('documents', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `invoice-${index}.pdf`);
  const sentAt = Date.now();
  const response = await fetch(`${server.url}/api/v1/projects/${project.id}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}` },
    body: form,
  });
  const id = ((await response.json()) as { execution: { id: string } }).execution.id;
  uploadedAt.set(id, sentAt);
  return id;
}
const allDelivered = async (ids: string[]) => {
  while (!ids.every((id) => delivered.has(id))) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Committed transactions in the database so far (PostgreSQL's own counter; all processes). */
const commits = async () => {
  // Backends report their counters at most once a second.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const [row] = await server.app.orm.em
    .fork()
    .execute<{ n: string }[]>('select xact_commit as n from pg_stat_database where datname = current_database()');
  return Number(row?.n ?? 0);
};

/** CPU time (ms) of this database's PostgreSQL backends (pg_stat_activity → /proc/<pid>/stat). */
const databaseCpuMs = async () => {
  const rows = await server.app.orm.em
    .fork()
    .execute<{ pid: number }[]>('select pid from pg_stat_activity where datname = current_database()');
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]); // utime + stime (fields 14 and 15)
    } catch {
      // PostgreSQL on another host, or the backend just ended: not counted.
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
};

const rowsOf = (list: string[]) => server.app.orm.em.fork().find(Execution, { id: { $in: list } });
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
let uploaded = 0;
/** `documents` uploads by `concurrency` uploaders, until every success webhook arrived. */
async function uploadAll(concurrency: number, documents: number) {
  const ids: string[] = [];
  let left = documents;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) {
        ids.push(await uploadOne(uploaded++));
      }
    }),
  );
  await allDelivered(ids);
  return ids;
}

/** One measured run at `concurrency` uploaders: a column of the table. */
async function measure(concurrency: number) {
  const reference = await bareRate(DOCUMENTS * 5, concurrency);
  const commitsBefore = await commits();
  const databaseCpuBefore = await databaseCpuMs();
  const cpuBefore = process.cpuUsage();
  const roundTripsBefore = roundTrips;
  statements?.clear();
  const startedAt = Date.now();
  const ids = await uploadAll(concurrency, DOCUMENTS);
  const doneAt = Date.now();
  const cpu = process.cpuUsage(cpuBefore);
  const roundTripsPerDocument = (roundTrips - roundTripsBefore) / DOCUMENTS;
  const statementsOfRun = [...(statements ?? [])].sort((a, b) => b[1] - a[1]);
  const databaseCpuPerDocument = ((await databaseCpuMs()) - databaseCpuBefore) / DOCUMENTS;
  const commitsAfter = await commits();
  const rows = await rowsOf(ids);
  const pickUp = rows.map((row) => (row.startedAt?.getTime() ?? 0) - row.createdAt.getTime());
  const toSuccess = rows.map((row) => (row.completedAt?.getTime() ?? 0) - (uploadedAt.get(row.id) ?? 0));
  const rate = DOCUMENTS / ((doneAt - startedAt) / 1000);
  // This process runs the server, the uploaders, the model and the webhook receiver.
  const processCpuPerDocument = (cpu.user + cpu.system) / 1000 / DOCUMENTS;
  const [load1] = (await import('node:os')).loadavg();
  if (statements) {
    console.table(
      statementsOfRun.map(([text, count]) => ({ 'per document': Number((count / DOCUMENTS).toFixed(2)), text })),
    );
  }
  return {
    documents: DOCUMENTS,
    'concurrent uploaders': concurrency,
    JOB_CONCURRENCY: server.app.config.JOB_CONCURRENCY,
    'documents/s (upload → success → webhook delivered)': Number(rate.toFixed(1)),
    'bare instant peer requests/s (reference)': Number(reference.toFixed(0)),
    'ratio pipeline / bare peer': Number((rate / reference).toFixed(3)),
    'pick-up p50 (ms)': percentile(pickUp, 50),
    'pick-up p95 (ms)': percentile(pickUp, 95),
    'upload → success p50 (ms)': percentile(toSuccess, 50),
    'upload → success p95 (ms)': percentile(toSuccess, 95),
    // Includes the queue's polling and the 1.5 s waits around the run (a few dozen in all).
    'transactions per document': Number(((commitsAfter - commitsBefore) / DOCUMENTS).toFixed(1)),
    'round trips to PostgreSQL per document': Number(roundTripsPerDocument.toFixed(1)),
    'CPU ms per document: this process (server + load generator + peers)': Number(processCpuPerDocument.toFixed(1)),
    'CPU ms per document: PostgreSQL backends': Number(databaseCpuPerDocument.toFixed(1)),
    // What two otherwise idle cores would carry if CPU were the only limit (a ceiling, not a measurement).
    'documents/s two idle cores could carry (from CPU per document)': Number(
      (2000 / (processCpuPerDocument + databaseCpuPerDocument)).toFixed(0),
    ),
    'load average (1 min) at the end': Number(load1?.toFixed(1)),
    failed: rows.filter((row) => row.status !== 'success').length,
  };
}

// Unmeasured warm-up: the first documents pay for loading the AI SDK, JIT compilation and the pools.
await uploadAll(CONCURRENCIES[0] ?? 8, WARMUP);
const columns: Record<string, Awaited<ReturnType<typeof measure>>> = {};
for (const concurrency of CONCURRENCIES) {
  columns[`${concurrency} uploaders`] = await measure(concurrency);
}

// Idle pick-up: one document at a time on an otherwise quiet worker.
const idleIds: string[] = [];
for (let index = 0; index < IDLE_SAMPLES; index++) {
  idleIds.push(...(await uploadAll(1, 1)));
}
const idlePickUp = (await rowsOf(idleIds)).map((row) => (row.startedAt?.getTime() ?? 0) - row.createdAt.getTime());
const table: Record<string, Record<string, number>> = {};
for (const [column, values] of Object.entries(columns)) {
  for (const [row, value] of Object.entries({ ...values, 'idle pick-up p50 (ms)': percentile(idlePickUp, 50) })) {
    table[row] = { ...table[row], [column]: value };
  }
}
console.table(table);
await server.stop();
peer.server.close();
receiver.server.close();
process.exit(0);
