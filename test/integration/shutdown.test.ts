import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { slowTestJob } from '../helpers/slow-job.ts';
import { workerDatabaseUrl } from '../helpers/test-database.ts';
import { freePort, startTestServer } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait-for.ts';

const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) {
    child.kill('SIGKILL');
  }
});

async function startProcess(dataDir: string): Promise<ChildProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['test/helpers/server-process.ts'], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: await workerDatabaseUrl(),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ROLES: 'web,worker',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '1500',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  await waitFor('the process to be ready', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
    return response?.ok;
  });
  return child;
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('graceful shutdown', () => {
  it('exits 0 within 10 s on SIGTERM during a job, and the job is taken over later', async () => {
    const markers = await mkdtemp(path.join(tmpdir(), 'docstruct-slow-'));
    const enqueuer = await startTestServer({ env: { ROLES: 'web' }, extraJobDefinitions: [slowTestJob] });
    const first = await startProcess(markers);
    await enqueuer.app.jobs.enqueue('test.slow' as never, { dir: markers, workMs: 60_000 } as never);
    await waitFor('the job to start', () => existsSync(path.join(markers, 'started')));

    const exited = exitOf(first);
    const signalledAt = Date.now();
    first.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(existsSync(path.join(markers, 'finished'))).toBe(false);

    const second = await startProcess(markers);
    await waitFor('another run to finish the job', () => existsSync(path.join(markers, 'finished')), {
      timeoutMs: 20_000,
    });
    const secondExit = exitOf(second);
    second.kill('SIGTERM');
    expect(await secondExit).toBe(0);
    await enqueuer.stop();
  });
});
