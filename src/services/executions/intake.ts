import { createHash } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isDatabaseUnavailable } from '../../db/connection-errors.ts';
import type { TDocument } from '../../db/entities/document.ts';
import { Execution, type TExecution } from '../../db/entities/execution.ts';
import type { TProcessingMode } from '../../db/entities/project.ts';
import { queryRows } from '../../db/sql.ts';
import type { TJobQueue } from '../../jobs/queue.ts';
import type { TStorage } from '../../storage/storage.ts';
import type { TActor } from '../auth/actor.ts';
import { intakeEntities, type TIntakeRows, type TNewDocument, writeIntakeRows } from './intake-rows.ts';

export type { TNewDocument };

export type TIntakeDeps = {
  em: EntityManager;
  jobs: Pick<TJobQueue, 'transaction' | 'jobsInStatement'>;
  storage: TStorage;
};

export type TIntakeResult = { execution: TExecution; documents: TDocument[]; replayed: boolean };

/** How long an Idempotency-Key answers with its first execution. */
export const IDEMPOTENCY_HOURS = 24;

/** The stored form of a client's Idempotency-Key: per caller (user or API key), hashed to a fixed length. */
export function idempotencyScope(actor: TActor | null, key: string): string {
  const caller = actor?.kind === 'api_key' ? `k${actor.apiKeyId}` : actor ? `u${actor.userId}` : 'anon';
  return `${caller.slice(0, 33)}:${createHash('sha256').update(key).digest('hex')}`;
}

/** The execution an earlier upload with this key created (within 24 h), with its documents. */
export async function findIdempotentExecution(
  em: EntityManager,
  projectId: string,
  scopedKey: string,
): Promise<{ execution: TExecution; documents: TDocument[] } | null> {
  const execution = await em.fork().findOne(
    Execution,
    {
      project: projectId,
      idempotencyKey: scopedKey,
      createdAt: { $gte: new Date(Date.now() - IDEMPOTENCY_HOURS * 3_600_000) },
    },
    { populate: ['documents'] },
  );
  return execution ? { execution, documents: execution.documents.getItems() } : null;
}

/**
 * The one way a document enters: Document rows and a pending execution against the project's
 * latest revision, its team event and deliveries, and the extraction job, all in one statement
 * (with MongoDB jobs, one transaction).
 * Files stored for a refused or failed intake are deleted. With an idempotency key already used,
 * nothing is created and the first execution is returned (`replayed`).
 */
export async function intakeExecution(
  deps: TIntakeDeps,
  options: Omit<TIntakeRows, 'processingMode' | 'processingModeFallback' | 'idempotencyKey'> & {
    /** The project's own when absent. */
    processingMode?: TProcessingMode;
    processingModeFallback?: boolean;
    /** Already scoped with `idempotencyScope`. */
    idempotencyKey?: string | null;
  },
): Promise<TIntakeResult> {
  const { project } = options;
  const newFiles = options.documents.filter((document): document is TNewDocument => !('id' in document));
  const intake = {
    actor: options.actor,
    project,
    executionType: options.executionType,
    documents: options.documents,
    reference: options.reference,
    metadata: options.metadata,
    processingMode: options.processingMode ?? project.processingMode,
    processingModeFallback: options.processingModeFallback ?? project.processingModeFallback,
    idempotencyKey: options.idempotencyKey ?? null,
  };
  // Set once the rows may be committed (after the last statement of a transaction; or a single
  // statement whose connection was lost while it ran: its answer was its commit). An execution's
  // files must then stay; at worst a rollback that late leaves unused files behind, never an
  // execution without its files.
  let mayBeCommitted = false;
  try {
    if (options.idempotencyKey) {
      // A key older than 24 h is free again (on its own: freeing an expired key needs no rollback).
      await queryRows(
        deps.em,
        `update executions set idempotency_key = null
         where project_id = $1 and idempotency_key = $2 and created_at < now() - make_interval(hours => $3)`,
        [project.id, options.idempotencyKey, IDEMPOTENCY_HOURS],
      );
    }
    const created = deps.jobs.jobsInStatement
      ? // With the jobs in PostgreSQL, the whole intake is one statement, atomic without a transaction.
        await writeIntakeRows(deps.em.fork(), 'in statement', intake).catch((error: unknown) => {
          mayBeCommitted = isDatabaseUnavailable(error);
          throw error;
        })
      : await deps.jobs.transaction(deps.em.fork(), async (tx, addJob) => {
          const written = await writeIntakeRows(tx, addJob, intake);
          mayBeCommitted = true;
          return written;
        });
    return { ...intakeEntities(deps.em, created), replayed: false };
  } catch (error) {
    if (!mayBeCommitted) {
      await Promise.all(newFiles.map((file) => deps.storage.delete(file.storageKey).catch(() => {})));
    }
    if (error instanceof UniqueConstraintViolationException && options.idempotencyKey) {
      // A concurrent request with the same key won: answer with its execution.
      const first = await findIdempotentExecution(deps.em, project.id, options.idempotencyKey);
      if (first) {
        return { ...first, replayed: true };
      }
    }
    throw error;
  }
}
