import { MongoBackend } from '@agendajs/mongo-backend';
import { PostgresBackend } from '@agendajs/postgres-backend';
import { Agenda, exponential, type Job } from 'agenda';
import type { Logger } from 'pino';
import { AppError } from '../lib/app-error.ts';
import type { TJobDefinition, TJobDeps } from './define-job.ts';
import { jobDefinitions, type TJobId, type TJobPayloads } from './definitions/index.ts';
import { trackLivenessTimers } from './liveness-timers.ts';

export type TJobQueue = {
  /** Validates the payload against the job's schema and stores the job; throws before storing if invalid. */
  enqueue<K extends TJobId>(jobId: K, payload: TJobPayloads[K], options?: { runAt?: Date }): Promise<string>;
  /** Starts taking jobs (worker role). */
  startWorker(): Promise<void>;
  /** For processes that only enqueue: connects the channel that wakes workers at once. */
  startProducer(): Promise<void>;
  /** Lets running jobs finish for up to `timeoutMs`, then releases the rest for another worker. */
  stop(timeoutMs: number): Promise<{ unfinished: number }>;
  ping(): Promise<void>;
  agenda: Agenda;
};

export const AGENDA_TABLE = 'agenda_jobs';

export async function createJobQueue(options: {
  databaseUrl: string;
  mongoUrl?: string;
  deps: Omit<TJobDeps, 'enqueue'>;
  log: Logger;
  concurrency: number;
  /** Extra definitions (tests) on top of the application's own. */
  extraDefinitions?: TJobDefinition[];
}): Promise<TJobQueue> {
  const { deps, log } = options;
  const definitions = new Map<string, TJobDefinition>();
  for (const definition of [...jobDefinitions, ...(options.extraDefinitions ?? [])]) {
    definitions.set(definition.id, definition as TJobDefinition);
  }
  const backend = options.mongoUrl
    ? new MongoBackend({ address: options.mongoUrl })
    : new PostgresBackend({ connectionString: options.databaseUrl, tableName: AGENDA_TABLE });
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
  await agenda.ready;
  // Jobs this process is running now, so a shutdown that cannot wait for them can release them.
  const running = new Map<string, Job<unknown>>();
  let producerChannelConnected = false;

  for (const definition of definitions.values()) {
    agenda.define(
      definition.id,
      async (job: Job<unknown>) => {
        const jobId = String(job.attrs._id);
        const payload = definition.payload.parse(job.attrs.data);
        const jobLog = log.child({ job: definition.id, jobId });
        running.set(jobId, job);
        try {
          await definition.handler(
            payload,
            {
              ...deps,
              log: jobLog,
              enqueue: (id, payload, enqueueOptions) => queue.enqueue(id as never, payload as never, enqueueOptions),
            },
            {
              touch: () => job.touch(),
              attempt: (job.attrs.failCount ?? 0) + 1,
            },
          );
        } finally {
          running.delete(jobId);
        }
      },
      {
        concurrency: definition.concurrency ?? options.concurrency,
        lockLifetime: definition.lockLifetimeMs ?? 10 * 60_000,
        ...(definition.maxRetries
          ? { backoff: exponential({ delay: 2000, factor: 2, maxRetries: definition.maxRetries, jitter: 0.2 }) }
          : {}),
      },
    );
  }
  agenda.on('fail', (error: Error | string, job: { attrs?: { name?: string } }) =>
    log.warn({ err: error, job: job.attrs?.name }, 'job failed'),
  );

  let livenessTimers: { clear(): void } | undefined;
  const queue: TJobQueue = {
    agenda,
    async enqueue(jobId, payload, enqueueOptions = {}) {
      const definition = definitions.get(jobId);
      if (!definition) {
        throw new AppError('INTERNAL_SERVER_ERROR', `Unknown job "${jobId}"`);
      }
      const parsed = definition.payload.safeParse(payload);
      if (!parsed.success) {
        throw new AppError('BAD_REQUEST', `Invalid payload for job "${jobId}"`, {
          issues: parsed.error.issues.map((issue) => ({
            path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
            message: issue.message,
          })),
        });
      }
      const job = enqueueOptions.runAt
        ? await agenda.schedule(enqueueOptions.runAt, jobId, parsed.data)
        : await agenda.now(jobId, parsed.data);
      return String(job.attrs._id);
    },
    async startWorker() {
      await agenda.start();
      livenessTimers = trackLivenessTimers(agenda);
    },
    async startProducer() {
      // Agenda connects the notification channel only in start(); without it, an enqueue from
      // a web-only process would wait for the workers' next poll instead of waking them.
      const channel = backend.notificationChannel;
      if (channel && channel.state !== 'connected') {
        await channel.connect();
        producerChannelConnected = true;
      }
    },
    async stop(timeoutMs) {
      await agenda.drain({ timeout: timeoutMs, closeConnection: false });
      livenessTimers?.clear();
      const unfinished = [...running.values()];
      for (const job of unfinished) {
        // Agenda cleared nextRunAt when the job started and keeps it locked until the lock
        // expires (minutes): due it again and release it, so another worker takes it over at once.
        job.attrs.nextRunAt = new Date();
        await job.save();
      }
      await agenda.db.unlockJobs(unfinished.map((job) => String(job.attrs._id)));
      if (producerChannelConnected) {
        await backend.notificationChannel?.disconnect();
      }
      await backend.disconnect();
      return { unfinished: unfinished.length };
    },
    async ping() {
      await agenda.queryJobs({ limit: 1 });
    },
  };
  return queue;
}
