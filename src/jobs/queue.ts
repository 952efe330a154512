import { PostgresBackend } from '@agendajs/postgres-backend';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Agenda, exponential, type Job } from 'agenda';
import pg from 'pg';
import type { Logger } from 'pino';
import { markDatabaseErrors } from '../db/connection-errors.ts';
import { releaseCutConnections } from '../db/cut-connections.ts';
import { validationError } from '../i18n/validation-issues.ts';
import { AppError } from '../lib/app-error.ts';
import type { TJobDefinition, TJobDeps } from './define-job.ts';
import { jobDefinitions, type TJobId, type TJobPayloads } from './definitions/index.ts';
import { createDrain } from './drain.ts';
import { AGENDA_CHANNEL, AGENDA_TABLE, createLookupIndexes, insertJobRows, type TJobRow } from './job-rows.ts';
import { trackLivenessTimers } from './liveness-timers.ts';
import { lockNotifiedJobsById } from './lock-notified-job.ts';
import { watchNotificationChannel } from './notification-channel.ts';
import { skipRedundantSaves } from './skip-redundant-saves.ts';

export { AGENDA_TABLE } from './job-rows.ts';

/** Adds a job to the transaction being built; it is stored only if the transaction commits. */
export type TAddJob = <K extends TJobId>(jobId: K, payload: TJobPayloads[K], options?: { runAt?: Date }) => void;

export type TJobQueue = {
  /** Validates the payload against the job's schema and stores the job; throws before storing if invalid. */
  enqueue<K extends TJobId>(jobId: K, payload: TJobPayloads[K], options?: { runAt?: Date }): Promise<string>;
  /**
   * Runs `work` in one database transaction; the jobs it adds are written in that same transaction
   * (transactional outbox), so a committed state always has its follow-up work and a rolled-back one none.
   */
  transaction<T>(em: EntityManager, work: (tx: EntityManager, addJob: TAddJob) => Promise<T>): Promise<T>;
  /**
   * True when jobs are rows of PostgreSQL: a single statement may then write a state change and its
   * jobs together (`jobRowsCte`), atomic without a transaction around it. False with MongoDB.
   */
  jobsInStatement: boolean;
  /** Whether a job of this id whose payload contains `data` is queued or running (any backend). */
  hasLiveJob(jobId: TJobId, data: Record<string, unknown>): Promise<boolean>;
  /** Starts taking jobs (worker role). */
  startWorker(): Promise<void>;
  /** For processes that only enqueue: connects the channel that wakes workers at once. */
  startProducer(): Promise<void>;
  /** Lets running jobs finish for up to `timeoutMs`, then releases the rest for another worker. */
  stop(timeoutMs: number): Promise<{ unfinished: number }>;
  /** Closes the job backend's connections (after stop, and after everything that may still enqueue). */
  close(): Promise<void>;
  ping(): Promise<void>;
  agenda: Agenda;
};

type TProcessor = { lockedJobs: Job<unknown>[]; runningJobs: Job<unknown>[] };

export async function createJobQueue(options: {
  databaseUrl: string;
  mongoUrl?: string;
  deps: Omit<TJobDeps, 'enqueue' | 'transaction' | 'jobsInStatement' | 'hasLiveJob'>;
  log: Logger;
  concurrency: number;
  /** A dead worker holds its jobs this long at most; running jobs refresh the lock every third of it. */
  lockLifetimeMs: number;
  /** Connections of the job backend's own pool. */
  poolMax?: number;
  /** Extra definitions (tests) on top of the application's own. */
  extraDefinitions?: TJobDefinition[];
}): Promise<TJobQueue> {
  const { deps, log } = options;
  const definitions = new Map<string, TJobDefinition>();
  for (const definition of [...jobDefinitions, ...(options.extraDefinitions ?? [])]) {
    definitions.set(definition.id, definition as TJobDefinition);
  }
  // Our own pool, so that a connection the server drops (failover, pg_terminate_backend) is an
  // 'error' event we listen to, not an uncaught one that ends the process; pg replaces the client.
  const pool = options.mongoUrl
    ? null
    : new pg.Pool({
        connectionString: options.databaseUrl,
        max: options.poolMax ?? 6,
        idleTimeoutMillis: 30_000,
        connectionTimeoutMillis: 10_000,
      });
  if (pool) {
    markDatabaseErrors(pool); // its failures are the database's (see connection-errors.ts)
    // agenda keeps its LISTEN connection when it is cut while (re)connecting: it must not hold pool.end().
    releaseCutConnections(pool);
  }
  pool?.on('error', (error) => log.warn({ err: error }, 'job queue database connection lost; reconnecting'));
  pool?.on('connect', (client) => {
    client.on('error', (error) => log.warn({ err: error }, 'job queue database connection failed'));
  });
  // The MongoDB driver is loaded only by deployments that use it (~40 MB resident otherwise).
  const backend = pool
    ? new PostgresBackend({ pool, tableName: AGENDA_TABLE, channelName: AGENDA_CHANNEL })
    : new (await import('@agendajs/mongo-backend')).MongoBackend({ address: options.mongoUrl as string });
  const agenda = new Agenda({
    backend,
    name: `docstruct-${process.pid}`,
    // LISTEN/NOTIFY wakes the worker at once; polling is only the safety net.
    processEvery: 5000,
    maxConcurrency: options.concurrency * 4,
    defaultConcurrency: options.concurrency,
    removeOnComplete: true,
  });
  agenda.on('error', (error) => log.error({ err: error }, 'job queue error'));
  // After agenda has saved a run's outcome (its lock cleared, a failure's retry time stored), not when the handler
  // returns: a shutdown that closed the pool before that save left the job with no next run, never to run again.
  agenda.on('complete', (job: Job<unknown>) => shutdown.jobCompleted(job));
  watchNotificationChannel(backend?.notificationChannel, log);
  if (backend?.notificationChannel) {
    // Agenda NOTIFYs every job's start, success and completion for cross-process events we never
    // listen to: three transactions per job. Without publishState it skips them.
    Object.assign(backend.notificationChannel, { publishState: undefined });
  }
  await agenda.ready;
  skipRedundantSaves(agenda, true);
  if (pool) {
    await createLookupIndexes(pool, log);
  }
  // Jobs this process is running now, so a shutdown that cannot wait for them can release them.
  const running = new Map<string, { job: Job<unknown>; release: AbortController; hooks: (() => Promise<void>)[] }>();
  const shutdown = createDrain();
  let producerChannelConnected = false;
  let processor: TProcessor | undefined;

  for (const definition of definitions.values()) {
    const lockLifetime = definition.lockLifetimeMs ?? options.lockLifetimeMs;
    agenda.define(
      definition.id,
      async (job: Job<unknown>) => {
        const jobId = String(job.attrs._id);
        const payload = definition.payload.parse(job.attrs.data);
        const jobLog = log.child({ job: definition.id, jobId });
        const release = new AbortController();
        const hooks: (() => Promise<void>)[] = [];
        running.set(jobId, { job, release, hooks });
        // Heartbeat: the lock stays fresh while this process lives; if it dies, another worker
        // takes the job within one lock lifetime (seconds), not after a fixed sweep.
        const heartbeat = setInterval(() => {
          job.touch().catch((error: unknown) => jobLog.warn({ err: error }, 'could not refresh the job lock'));
        }, lockLifetime / 3);
        try {
          await definition.handler(
            payload,
            {
              ...deps,
              log: jobLog,
              enqueue: (id, payload, enqueueOptions) => queue.enqueue(id as never, payload as never, enqueueOptions),
              transaction: queue.transaction,
              jobsInStatement: queue.jobsInStatement,
              hasLiveJob: queue.hasLiveJob,
            },
            {
              touch: () => job.touch(),
              attempt: (job.attrs.failCount ?? 0) + 1,
              // Agenda retries while the failures so far (this one included) are at most maxRetries.
              finalAttempt: (job.attrs.failCount ?? 0) >= (definition.maxRetries ?? 0),
              released: release.signal,
              stopping: shutdown.stopping,
              onRelease: (hook) => hooks.push(hook),
              row: pool
                ? {
                    id: jobId,
                    // Agenda removes a succeeded one-time job after the handler: nothing left to remove.
                    deleted: () => Object.assign(job, { remove: async () => {} }),
                  }
                : null,
            },
          );
        } finally {
          clearInterval(heartbeat);
          running.delete(jobId);
        }
      },
      {
        concurrency: definition.concurrency ?? options.concurrency,
        lockLifetime,
        // The same agenda option for both backends: agenda computes the next run, the backend only stores it.
        ...(definition.maxRetries
          ? {
              backoff: exponential({
                delay: definition.retryDelay?.firstMs ?? 1000,
                maxDelay: definition.retryDelay?.maxMs,
                factor: 2,
                maxRetries: definition.maxRetries,
                jitter: 0.2,
              }),
            }
          : {}),
      },
    );
  }
  agenda.on('fail', (error: Error | string, job: { attrs?: { name?: string } }) =>
    log.warn({ err: error, job: job.attrs?.name }, 'job failed'),
  );

  const validate = (jobId: string, payload: unknown) => {
    const definition = definitions.get(jobId);
    if (!definition) {
      throw new AppError('INTERNAL_SERVER_ERROR', `Unknown job "${jobId}"`);
    }
    const parsed = definition.payload.safeParse(payload);
    if (!parsed.success) {
      throw validationError(parsed.error, { message: `Invalid payload for job "${jobId}"` });
    }
    return parsed.data as unknown;
  };

  let livenessTimers: { clear(): void } | undefined;
  const queue: TJobQueue = {
    agenda,
    jobsInStatement: Boolean(pool),
    async enqueue(jobId, payload, enqueueOptions = {}) {
      const data = validate(jobId, payload);
      const job = enqueueOptions.runAt
        ? await agenda.schedule(enqueueOptions.runAt, jobId, data)
        : await agenda.now(jobId, data);
      return String(job.attrs._id);
    },
    async transaction(em, work) {
      const jobs: TJobRow[] = [];
      const addJob: TAddJob = (jobId, payload, addOptions) => {
        jobs.push({ jobId, payload: validate(jobId, payload), runAt: addOptions?.runAt });
      };
      const result = await em.transactional(async (tx) => {
        jobs.length = 0; // a retried transaction starts over
        const value = await work(tx, addJob);
        if (pool) {
          await insertJobRows(tx, jobs);
        }
        return value;
      });
      // With MongoDB the jobs cannot share the PostgreSQL transaction: they follow the commit,
      // and the reconciler (maintenance.requeue-stale) covers a crash in between.
      for (const job of pool ? [] : jobs) {
        await queue.enqueue(job.jobId as TJobId, job.payload as never, { runAt: job.runAt });
      }
      return result;
    },
    async hasLiveJob(jobId, data) {
      const jobs = await agenda.queryJobs({ name: jobId, data });
      return jobs.jobs.some((job) => Boolean(job.nextRunAt) || Boolean(job.lockedAt));
    },
    async startWorker() {
      await agenda.start();
      processor = (agenda as unknown as { jobProcessor?: TProcessor }).jobProcessor;
      livenessTimers = trackLivenessTimers(agenda);
      if (pool) {
        lockNotifiedJobsById(agenda, pool, AGENDA_TABLE);
      }
    },
    async startProducer() {
      // Agenda connects the notification channel only in start(); without it, an enqueue from
      // a web-only process would wait for the workers' next poll instead of waking them.
      const channel = backend?.notificationChannel;
      if (channel && channel.state !== 'connected') {
        await channel.connect();
        producerChannelConnected = true;
      }
    },
    async stop(timeoutMs) {
      // Stops taking jobs at once and waits for the running ones, up to the timeout.
      await shutdown.drain(agenda, () => processor?.runningJobs ?? [], timeoutMs);
      livenessTimers?.clear();
      const unfinished = [...running.values()];
      for (const { job, release, hooks } of unfinished) {
        // Agenda cleared nextRunAt when the job started and keeps it locked until the lock
        // expires: due it again and release it, so another worker takes it over at once.
        release.abort();
        for (const hook of hooks) {
          await hook().catch((error: unknown) => log.warn({ err: error }, 'could not hand a job back'));
        }
        job.attrs.nextRunAt = new Date();
        await job.save().catch((error: unknown) => log.warn({ err: error }, 'could not release a job'));
      }
      // Jobs this worker locked but never started would otherwise wait for their lock to expire.
      const held = (processor?.lockedJobs ?? []).map((job) => String(job.attrs._id));
      const ids = [...new Set([...held, ...unfinished.map(({ job }) => String(job.attrs._id))])];
      await agenda.db.unlockJobs(ids).catch((error: unknown) => log.warn({ err: error }, 'could not unlock jobs'));
      return { unfinished: unfinished.length };
    },
    async close() {
      if (producerChannelConnected) {
        await backend?.notificationChannel?.disconnect();
      }
      if (!pool) {
        await (backend as { disconnect(): Promise<void> }).disconnect();
      }
      await pool?.end();
    },
    async ping() {
      if (pool) {
        await pool.query('select 1');
      } else {
        await agenda.queryJobs({ limit: 1 });
      }
    },
  };
  return queue;
}
