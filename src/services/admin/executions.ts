import type { EntityManager } from '@mikro-orm/postgresql';
import { AiRequest } from '../../db/entities/ai-request.ts';
import { Execution } from '../../db/entities/execution.ts';
import { AppError } from '../../lib/app-error.ts';

/** Any team's execution with its documents, revision, project and team (support and debugging). */
export async function getAnyExecution({ em, executionId }: { em: EntityManager; executionId: string }) {
  const execution = await em.findOne(
    Execution,
    { id: executionId },
    { populate: ['documents', 'projectRevision', 'project', 'project.team'] },
  );
  if (!execution) {
    throw new AppError('NOT_FOUND', 'Execution not found');
  }
  return execution;
}

/** A user's latest ten executions across their teams, newest first. */
export async function listLatestExecutionsOf({ em, userId }: { em: EntityManager; userId: string }) {
  return em.find(
    Execution,
    { createdByUser: userId },
    { populate: ['projectRevision', 'project', 'project.team'], orderBy: { createdAt: 'desc' }, limit: 10 },
  );
}

/** An execution with its AI requests, oldest first: what the admin debug panel shows. */
export async function getExecutionStats({ em, executionId }: { em: EntityManager; executionId: string }) {
  const execution = await em.findOne(Execution, { id: executionId });
  if (!execution) {
    throw new AppError('NOT_FOUND', 'Execution not found');
  }
  const requests = await em.find(AiRequest, { execution: execution.id }, { orderBy: { createdAt: 'asc' } });
  return { execution, requests };
}
