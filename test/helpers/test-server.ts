import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config.ts';
import type { TJobDefinition } from '../../src/jobs/define-job.ts';
import { startServer, type TRunningServer } from '../../src/server.ts';
import { workerDatabaseUrl } from './test-database.ts';

export type TTestServer = TRunningServer & { url: string; dataDir: string };

/** A free TCP port on loopback (for servers whose URL must be known before they start). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server (HTTP + worker by default) on this jest worker's database, on loopback,
 * with its data directory in a fresh temporary folder.
 */
export async function startTestServer(
  options: { env?: Record<string, string>; extraJobDefinitions?: TJobDefinition[] } = {},
): Promise<TTestServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'docstruct-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: await workerDatabaseUrl(),
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    ROLES: 'web,worker',
    SHUTDOWN_TIMEOUT_MS: '2000',
    // Every test signs in from 127.0.0.1: per-IP limits are tested with their own addresses.
    RATE_LIMIT_AUTH_PER_IP: '100000',
    REGISTRATION_MODE: 'beta',
    BETA_CODES: 'test-beta-code',
    ...options.env,
  });
  const server = await startServer({ config, extraJobDefinitions: options.extraJobDefinitions });
  return { ...server, url: server.url ?? `http://127.0.0.1:${port}`, dataDir };
}
