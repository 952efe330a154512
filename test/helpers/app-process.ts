import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../../src/db/orm.ts';
import { createAuth, type TAuth } from '../../src/services/auth/lucia.ts';
import { createDatabase, databaseUrl, TEST_DATABASE_PREFIX } from './test-database.ts';
import { unusedPort } from './unused-port.ts';
import { waitFor } from './wait-for.ts';

/** A database of its own for a test that cuts connections or kills processes (nothing else shares it). */
export async function isolatedDatabase(label: string): Promise<{ name: string; url: string }> {
  // Named like the worker databases, so global-setup drops it only once this run is over.
  const run = process.env.DOCSTRUCT_TEST_RUN ?? process.pid;
  const name = `${TEST_DATABASE_PREFIX}${run}_w${process.env.JEST_WORKER_ID ?? '1'}_${label}_${Date.now().toString(36)}`;
  await createDatabase(name);
  return { name, url: databaseUrl(name) };
}

const started = new Set<ChildProcess>();

/** Ends every process this test file started that is still running (for afterAll). */
export function killAppProcesses(): void {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
    }
  }
  started.clear();
}

export type TAppProcess = {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string | null>;
};

/**
 * The real server (`src/run.ts`, the production entry) as a child process on loopback, ready
 * when /readyz answers 200. The same port and data directory may be passed again for a restart.
 */
export async function startAppProcess(options: {
  databaseUrl: string;
  env?: Record<string, string>;
  port?: number;
  dataDir?: string;
  /** 'pipe' to read the process's log lines from `child.stdout`. */
  stdout?: 'inherit' | 'pipe';
}): Promise<TAppProcess & { port: number; dataDir: string }> {
  const port = options.port ?? (await unusedPort());
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'docstruct-proc-')));
  const child = spawn(process.execPath, ['test/helpers/server-process.ts'], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      DATABASE_URL: options.databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ROLES: 'web,worker',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
      ALLOW_PRIVATE_OUTPUT_TARGETS: 'true',
      ...options.env,
    },
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit'],
  });
  started.add(child);
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    'the process to be ready',
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server process ended during start-up (${child.exitCode ?? child.signalCode})`);
      }
      const response = await fetch(`${url}/readyz`).catch(() => undefined);
      return response?.ok;
    },
    // Generous: on a loaded shared machine (load average 25 on two cores) a start-up took over 30 s
    // and four crash tests failed waiting for it; a process that never becomes ready still fails.
    { timeoutMs: 120_000 },
  );
  return { child, url, exited, port, dataDir };
}

/** An ORM (and sessions) on the process's database, for seeding rows and reading what the process wrote. */
export async function openTestOrm(url: string): Promise<{ orm: MikroORM; auth: TAuth }> {
  const orm = await openOrm({ clientUrl: url, poolMax: 3 });
  return { orm, auth: createAuth(orm, { ttlDays: 30, secureCookie: false }) };
}
