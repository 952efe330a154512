import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from '@jest/globals';
import { slowTestJob } from '../helpers/slow-job.ts';
import { workerDatabaseUrl } from '../helpers/test-database.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait-for.ts';

const children: ChildProcess[] = [];
const logs = new Map<ChildProcess, string[]>();

const servers: { stop(): Promise<void> }[] = [];

afterAll(async () => {
  for (const child of children) {
    child.kill('SIGKILL');
  }
  // Also when the test failed half-way: an open server would outlive the test database.
  await Promise.all(servers.map((server) => server.stop()));
});

/** The process picks its own port (PORT 0) and names it in its "listening" log line. */
async function startProcess(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['test/helpers/server-process.ts'], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: await workerDatabaseUrl(),
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ROLES: 'web,worker',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: '1500',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let url: string | undefined;
  const lines: string[] = [];
  logs.set(child, lines);
  createInterface({ input: child.stdout as Readable }).on('line', (line) => {
    lines.push(line);
    url ??= /"msg":"http server listening"/.test(line) ? (JSON.parse(line) as { url: string }).url : undefined;
  });
  // A process starting next to a busy test run (browsers, other workers) may take a while: on a 2-core machine at a
  // load of 30 one took over 45 s.
  await waitFor(
    'the process to be ready',
    async () => {
      const response = url ? await fetch(`${url}/readyz`).catch(() => undefined) : undefined;
      return response?.ok;
    },
    { timeoutMs: 120_000 },
  );
  return child;
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('graceful shutdown', () => {
  it('exits 0 on SIGTERM during a job without waiting for it, and the job is taken over later', async () => {
    const markers = await mkdtemp(path.join(tmpdir(), 'docstruct-slow-'));
    const enqueuer = await startTestServer({ env: { ROLES: 'web' }, extraJobDefinitions: [slowTestJob] });
    servers.push(enqueuer);
    const first = await startProcess(markers);
    await enqueuer.app.jobs.enqueue('test.slow' as never, { dir: markers, workMs: 60_000 } as never);
    await waitFor('the job to start', () => existsSync(path.join(markers, 'started')));

    const exited = exitOf(first);
    first.kill('SIGTERM');
    expect(await exited).toBe(0);
    // It did not wait out the 60 s job: the job was released unfinished, for another worker.
    expect(existsSync(path.join(markers, 'finished'))).toBe(false);
    const released = logs.get(first)?.find((line) => line.includes('jobs released unfinished'));
    expect(JSON.parse(released ?? '{}')).toMatchObject({ unfinished: 1 });

    const second = await startProcess(markers);
    await waitFor('another run to finish the job', () => existsSync(path.join(markers, 'finished')), {
      timeoutMs: 20_000,
    });
    const secondExit = exitOf(second);
    second.kill('SIGTERM');
    expect(await secondExit).toBe(0);
    // Two processes started (each up to 120 s on a loaded machine) and a SIGTERM each: more than jest's default.
  }, 300_000);
});
