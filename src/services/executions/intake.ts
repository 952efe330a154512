import { createHash } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TDocument } from '../../db/entities/document.ts';
import { Execution, type TExecution } from '../../db/entities/execution.ts';
import type { TProcessingMode, TProject } from '../../db/entities/project.ts';
import type { TJobQueue } from '../../jobs/queue.ts';
import type { TStorage } from '../../storage/storage.ts';
import type { TActor } from '../auth/actor.ts';
import { intakeEntities, type TNewDocument, writeIntakeRows } from './intake-rows.ts';

export type { TNewDocument };

export type TIntakeDeps = { em: EntityManager; jobs: Pick<TJobQueue, 'transaction'>; storage: TStorage };

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
 * latest revision, its team event and deliveries (one statement), and the extraction job, all in
 * one transaction.
 * Files stored for a refused or failed intake are deleted. With an idempotency key already used,
 * nothing is created and the first execution is returned (`replayed`).
 */
export async function intakeExecution(
  deps: TIntakeDeps,
  options: {
    actor: TActor | null;
    project: TProject;
    executionType: 'web' | 'api' | 'email';
    documents: TNewDocument[] | TDocument[];
    reference: string | null;
    metadata: Record<string, unknown> | null;
    processingMode?: TProcessingMode;
    processingModeFallback?: boolean;
    /** Already scoped with `idempotencyScope`. */
    idempotencyKey?: string | null;
  },
): Promise<TIntakeResult> {
  const { actor, project } = options;
  const newFiles = options.documents.filter((document): document is TNewDocument => !('id' in document));
  // Set by the last statement of the work: an error after it (a lost COMMIT answer, a job queued
  // after the commit with MongoDB) may belong to a committed execution, whose files must stay; at
  // worst a rollback that late leaves unused files behind, never an execution without its files.
  let wrote = false;
  try {
    const created = await deps.jobs.transaction(deps.em.fork(), async (tx, addJob) => {
      if (options.idempotencyKey) {
        // A key older than 24 h is free again.
        await tx.execute(
          `update executions set idempotency_key = null
           where project_id = ? and idempotency_key = ? and created_at < now() - make_interval(hours => ?)`,
          [project.id, options.idempotencyKey, IDEMPOTENCY_HOURS],
        );
      }
      const written = await writeIntakeRows(tx, addJob, {
        actor,
        project,
        executionType: options.executionType,
        documents: options.documents,
        reference: options.reference,
        metadata: options.metadata,
        processingMode: options.processingMode ?? project.processingMode,
        processingModeFallback: options.processingModeFallback ?? project.processingModeFallback,
        idempotencyKey: options.idempotencyKey ?? null,
      });
      addJob('extraction.run', { executionId: written.execution.id });
      wrote = true;
      return written;
    });
    return { ...intakeEntities(deps.em, created), replayed: false };
  } catch (error) {
    if (!wrote) {
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
