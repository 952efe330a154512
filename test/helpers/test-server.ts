import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { loadConfig } from '../../src/config.ts';
import type { TJobDefinition } from '../../src/jobs/define-job.ts';
import { startServer, type TRunningServer } from '../../src/server.ts';
import { workerDatabaseUrl } from './test-database.ts';

export type TTestServer = TRunningServer & { url: string; dataDir: string };

/**
 * The real server (HTTP + worker by default) on this jest worker's database, on loopback,
 * with its data directory in a fresh temporary folder. It listens on a port the kernel picks
 * (PORT 0), so no other process can take the port between choosing and listening.
 */
export async function startTestServer(
  options: { env?: Record<string, string>; extraJobDefinitions?: TJobDefinition[]; log?: Logger } = {},
): Promise<TTestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'docstruct-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: await workerDatabaseUrl(),
    HOST: '127.0.0.1',
    PORT: '0',
    APP_URL: 'http://127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    ROLES: 'web,worker',
    SHUTDOWN_TIMEOUT_MS: '2000',
    // Every test signs in from 127.0.0.1: per-IP limits are tested with their own addresses.
    RATE_LIMIT_AUTH_PER_IP: '100000',
    RATE_LIMIT_MAIL_PER_IP: '100000',
    REGISTRATION_MODE: 'beta',
    BETA_CODES: 'test-beta-code',
    ...options.env,
  });
  const server = await startServer({ config, extraJobDefinitions: options.extraJobDefinitions, log: options.log });
  const url = server.url ?? config.APP_URL;
  if (!options.env?.APP_URL) {
    // Links in mails are built from APP_URL, which can name the port only once it is bound.
    config.APP_URL = url;
  }
  return { ...server, url, dataDir };
}
