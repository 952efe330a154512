// `npm run bench:list-cost`: CPU and heap allocated per list call (page 0, 50 rows) of the app
// and of the hand-written reference (bench/lib/serve-reference.ts), from sequential calls on the
// bench:data world. Allocation is the used heap's growth over a batch with no collection in it
// (a 64 MB young generation; batches that saw one are discarded), so it holds on a busy machine;
// CPU per call is the server's own, still inflated a little by a loaded machine. Then, with the
// young generation `npm start` gives (8 MB), how much of 400 sequential calls reaches the old
// generation: rows that outlive minor collections are copied and promoted by every scavenge (the
// list's tail; it was ~30 MB with pg's promise form of `query`, see src/db/sql.ts).
import type { ChildProcess } from 'node:child_process';
import { PRODUCTION_NODE_FLAGS, spawnServer } from './lib/measure.ts';
import { ensureDatabase, seedBenchWorld } from './lib/seed.ts';

const SERVER_URL = process.env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BATCH = Number(process.env.BENCH_BATCH ?? 40);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 8);
const PATH = process.env.BENCH_PATH ?? '?page=0&per_page=50';

const databaseUrl = await ensureDatabase(SERVER_URL, process.env.BENCH_DATABASE ?? 'docstruct_bench');
const env = {
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_MAX: '10',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  BENCH_PROBE: '1',
};
const flags = ['--expose-gc', '--min-semi-space-size=64', '--max-semi-space-size=64'];
const app = await spawnServer('./serve-app.ts', env, flags);
const world = await seedBenchWorld(databaseUrl, Number(process.env.BENCH_EXECUTIONS ?? 100_000));
const reference =
  process.env.BENCH_APP_ONLY === '1' ? undefined : await spawnServer('./serve-reference.ts', env, flags);
const headers = { Authorization: `Bearer ${world.secret}` };

type TProbe = { heapUsed: number; oldSpaceUsed: number; cpuUs: number; collections: number };
function probe(child: ChildProcess, collect: boolean): Promise<TProbe> {
  return new Promise((resolve) => {
    const onMessage = (message: { probe?: TProbe }) => {
      if (message.probe) {
        child.off('message', onMessage);
        resolve(message.probe);
      }
    };
    child.on('message', onMessage);
    child.send({ probe: { collect } });
  });
}

async function costs(name: string, server: { url: string; process: ChildProcess }) {
  const url = `${server.url}/api/v1/projects/${world.projectId}/executions${PATH}`;
  let bytes = 0;
  for (let warm = 0; warm < 200; warm++) {
    bytes = (await (await fetch(url, { headers })).arrayBuffer()).byteLength;
  }
  const allocated: number[] = [];
  const cpu: number[] = [];
  for (let batch = 0; batch < BATCHES; batch++) {
    const before = await probe(server.process, true);
    for (let call = 0; call < BATCH; call++) {
      await (await fetch(url, { headers })).arrayBuffer();
    }
    const after = await probe(server.process, false);
    cpu.push((after.cpuUs - before.cpuUs) / BATCH / 1000);
    if (after.collections === before.collections) {
      allocated.push((after.heapUsed - before.heapUsed) / BATCH / 1024);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  console.log(
    JSON.stringify({
      server: name,
      'response bytes': bytes,
      'CPU ms/call median': Number(median(cpu).toFixed(3)),
      'CPU ms/call min': Number(Math.min(...cpu).toFixed(3)),
      'KB allocated/call median': Math.round(median(allocated)),
      'batches without GC': `${allocated.length}/${BATCHES}`,
    }),
  );
}

for (let round = 0; round < Number(process.env.BENCH_ROUNDS ?? 2); round++) {
  await costs('app', app);
  if (reference) {
    await costs('reference', reference);
  }
}
// A process of its own per server: V8 learns per allocation site which objects to allocate straight in
// the old generation, and the batches above trained it with a 64 MB young generation.
for (const [name, script] of [
  ['app', './serve-app.ts'],
  ['reference', './serve-reference.ts'],
] as const) {
  if (name === 'reference' && !reference) {
    continue;
  }
  const server = await spawnServer(script, env, [...PRODUCTION_NODE_FLAGS, '--expose-gc']);
  const url = `${server.url}/api/v1/projects/${world.projectId}/executions${PATH}`;
  for (let warm = 0; warm < 30; warm++) {
    await (await fetch(url, { headers })).arrayBuffer();
  }
  const before = await probe(server.process, true);
  for (let call = 0; call < 400; call++) {
    await (await fetch(url, { headers })).arrayBuffer();
  }
  const after = await probe(server.process, false);
  console.log(
    JSON.stringify({
      server: name,
      'old generation growth over 400 calls, MB': Number(((after.oldSpaceUsed - before.oldSpaceUsed) / 1e6).toFixed(1)),
      collections: after.collections - before.collections,
    }),
  );
  await server.stop();
}

if (process.env.BENCH_HEAP_SAMPLING) {
  for (const server of [app, reference]) {
    if (server) {
      server.process.send({ dumpHeapSampling: true });
      await new Promise((resolve) => server.process.once('message', resolve));
    }
  }
}
await Promise.all([app.stop(), reference?.stop()]);
