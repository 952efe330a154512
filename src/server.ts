import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { TApp } from './app.ts';
import type { TConfig } from './config.ts';
import { MIGRATION_LOCK_KEY, openDatabase, withAdvisoryLock } from './db/database.ts';
import { migrate, openOrm } from './db/orm.ts';
import { shutdownOcr } from './extraction/ocr/index.ts';
import { createHttpApp } from './http/app.ts';
import { startIngestServer } from './ingest/smtp.ts';
import type { TJobDefinition } from './jobs/define-job.ts';
import { createJobQueue } from './jobs/queue.ts';
import { resolveAppSecret } from './lib/app-secret.ts';
import { createEncryption } from './lib/encryption.ts';
import { createLogger } from './lib/logger.ts';
import { createMailer } from './mail/mailer.ts';
import { createAuth } from './services/auth/lucia.ts';
import { createCompletionWatcher } from './services/executions/completion-watcher.ts';
import { isMaintenanceDone } from './services/maintenance/maintenance-markers.ts';
import { ensureFirstAdmin } from './services/user/first-admin.ts';
import { createStorage } from './storage/index.ts';

export type TRunningServer = {
  app: TApp;
  /** Base URL of the HTTP server when the web role runs. */
  url?: string;
  /** Port of the SMTP ingest server when the ingest role runs. */
  ingestPort?: number;
  /** Stops taking work, lets running jobs finish (bounded), closes everything. Idempotent. */
  stop(): Promise<void>;
};

/** Starts the roles named in config.ROLES against one database. */
export async function startServer(options: {
  config: TConfig;
  log?: Logger;
  extraJobDefinitions?: TJobDefinition[];
}): Promise<TRunningServer> {
  const { config } = options;
  const log = options.log ?? createLogger(config.LOG_LEVEL);
  const database = await openDatabase(config, log);
  // What has started so far, stopped in order by `stop` (also when a later part fails to start).
  const parts: TStartedParts = { database };
  let stopping: Promise<void> | undefined;
  // The order matters: stop taking work → let running jobs finish (bounded) → hand the rest back
  // (their executions pending again) → only then stop OCR, which would fail work still running.
  const stop = () => {
    stopping ??= (async () => {
      const { httpServer, ingest, jobs, app, mailer, orm } = parts;
      const closed = Promise.all([httpServer ? closeHttp(httpServer) : undefined, ingest?.close()]);
      if (jobs) {
        const { unfinished } = await jobs.stop(config.SHUTDOWN_TIMEOUT_MS);
        if (unfinished > 0) {
          log.warn({ unfinished }, 'jobs released unfinished; another worker will take them over');
        }
      }
      await shutdownOcr();
      await closed;
      await app?.executionWatcher?.close();
      mailer?.close();
      await jobs?.close();
      await orm?.close(true);
      await database.stop();
      log.info('stopped');
    })();
    return stopping;
  };

  try {
    const orm = await openOrm({
      clientUrl: database.url,
      poolMax: config.DATABASE_POOL_MAX,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      log,
    });
    parts.orm = orm;
    const applied = await withAdvisoryLock(database.url, MIGRATION_LOCK_KEY, () => migrate(orm));
    if (applied.length > 0) {
      log.info({ migrations: applied }, 'migrations applied');
    }
    const mailer = createMailer(config, log);
    parts.mailer = mailer;
    const encryption = createEncryption(resolveAppSecret(config, log));
    const storage = createStorage(config);
    const deps = { config, orm, log, mailer, encryption, storage };
    const jobs = await createJobQueue({
      databaseUrl: database.url,
      mongoUrl: config.AGENDA_MONGO_URL,
      deps,
      log,
      concurrency: config.JOB_CONCURRENCY,
      poolMax: config.DATABASE_POOL_MAX,
      lockLifetimeMs: config.JOB_LOCK_SECONDS * 1000,
      extraDefinitions: options.extraJobDefinitions,
    });
    parts.jobs = jobs;
    const auth = createAuth(orm, {
      ttlDays: config.SESSION_TTL_DAYS,
      secureCookie: config.APP_URL.startsWith('https:'),
    });
    const app: TApp = { ...deps, jobs, auth };
    parts.app = app;
    await ensureFirstAdmin({ em: orm.em.fork(), config, log });

    if (config.ROLES.includes('worker')) {
      await jobs.startWorker();
      await jobs.agenda.every('1 hour', 'maintenance.purge-expired', {});
      await jobs.agenda.every('30 seconds', 'maintenance.requeue-stale', {});
      // Codes rows older than message codes (their migrations only added the columns), at each
      // start until a pass found nothing left (its marker): a finished backfill is not walked again.
      if (
        !(await isMaintenanceDone(orm, 'code-old-messages')) &&
        !(await jobs.hasLiveJob('maintenance.code-old-messages', {}))
      ) {
        await jobs.enqueue('maintenance.code-old-messages', {});
      }
      log.info({ concurrency: config.JOB_CONCURRENCY }, 'worker started');
    } else {
      await jobs.startProducer();
    }

    let url: string | undefined;
    if (config.ROLES.includes('web')) {
      app.executionWatcher = await createCompletionWatcher(database.url, log);
      parts.httpServer = await listen(app, config);
      const address = parts.httpServer.address() as AddressInfo;
      url = `http://127.0.0.1:${address.port}`;
      log.info({ url, appUrl: config.APP_URL }, 'http server listening');
    }

    parts.ingest = config.ROLES.includes('ingest') ? await startIngestServer(app) : undefined;
    return { app, url, ingestPort: parts.ingest?.port, stop };
  } catch (error) {
    // A part that cannot start (a port in use, a database that refuses) must not leave the rest
    // running: jobs this worker already claimed go back, and an embedded PostgreSQL is stopped.
    log.error({ err: error }, 'start failed; stopping what had started');
    await stop().catch((stopError: unknown) => log.error({ err: stopError }, 'stopping after a failed start failed'));
    throw error;
  }
}

type TStartedParts = {
  database: Awaited<ReturnType<typeof openDatabase>>;
  orm?: Awaited<ReturnType<typeof openOrm>>;
  mailer?: ReturnType<typeof createMailer>;
  jobs?: Awaited<ReturnType<typeof createJobQueue>>;
  app?: TApp;
  httpServer?: Server;
  ingest?: Awaited<ReturnType<typeof startIngestServer>>;
};

function listen(app: TApp, config: TConfig): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createHttpApp(app).listen(config.PORT, config.HOST, (error?: Error) =>
      error ? reject(error) : resolve(server),
    );
    server.keepAliveTimeout = 65_000;
  });
}

/** Stops accepting connections and ends idle keep-alive ones; in-flight requests may finish. */
function closeHttp(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    // Long-polling clients (wait_for_completion) must not hold the shutdown forever.
    setTimeout(() => server.closeAllConnections(), 5000).unref();
  });
}
