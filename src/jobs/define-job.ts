import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { TConfig } from '../config.ts';
import type { TEncryption } from '../lib/encryption.ts';
import type { TMailer } from '../mail/mailer.ts';
import type { TStorage } from '../storage/storage.ts';
import type { TJobQueue } from './queue.ts';

/** What a job handler may use. Handlers fork their own EntityManager from `orm`. */
export type TJobDeps = {
  config: TConfig;
  orm: MikroORM;
  log: Logger;
  mailer: TMailer;
  encryption: TEncryption;
  storage: TStorage;
  /** Queues another job (validated like every enqueue). */
  enqueue(jobId: string, payload: unknown, options?: { runAt?: Date }): Promise<string>;
  /** A transaction whose added jobs commit with it (see TJobQueue.transaction). */
  transaction: TJobQueue['transaction'];
  /** Jobs are rows of PostgreSQL: one statement can write a state change and its jobs (see TJobQueue). */
  jobsInStatement: TJobQueue['jobsInStatement'];
  /** Whether a job of this id whose payload contains `data` is queued or running. */
  hasLiveJob: TJobQueue['hasLiveJob'];
};

export type TJobContext = {
  /** Keeps the job's lock alive during long work. */
  touch(): Promise<void>;
  attempt: number;
  /** No retry follows if this run fails (its retries are used up): the handler's last chance to record why. */
  finalAttempt: boolean;
  /**
   * Aborted when a shutdown releases this job to another worker before it finished: the handler
   * must then write no outcome (the next run does the work again).
   */
  released: AbortSignal;
  /**
   * Aborted the moment the worker begins to shut down, before the grace period in which running
   * jobs may finish: long work that can resume later (a backfill) stops at its next safe point.
   */
  stopping: AbortSignal;
  /** Runs (and is awaited) when a shutdown releases this job, before another worker may take it. */
  onRelease(hook: () => Promise<void>): void;
  /**
   * This job's row in PostgreSQL (null with MongoDB): a handler whose last statement deletes the
   * row itself calls `deleted()` once that committed, and the queue skips its own DELETE.
   */
  row: { id: string; deleted(): void } | null;
};

export type TJobDefinition<TPayload extends z.ZodType = z.ZodType, TId extends string = string> = {
  id: TId;
  payload: TPayload;
  /** Must be idempotent: a job may run twice (a crash after the work, before the ack). */
  handler(payload: z.infer<TPayload>, deps: TJobDeps, job: TJobContext): Promise<void>;
  concurrency?: number;
  lockLifetimeMs?: number;
  /** Failed runs are retried with exponential backoff this many times. */
  maxRetries?: number;
  /** The wait before the first retry, doubled before each next one up to `maxMs` (default 1 s, no cap). */
  retryDelay?: { firstMs: number; maxMs: number };
};

/** Keeps the payload type of a definition so `enqueue` can check callers. */
export function defineJob<TPayload extends z.ZodType, const TId extends string>(
  definition: TJobDefinition<TPayload, TId>,
): TJobDefinition<TPayload, TId> {
  return definition;
}
