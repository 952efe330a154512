import type { EntityManager } from '@mikro-orm/postgresql';
import type { TApp } from '../../app.ts';
import { Document, type TDocument } from '../../db/entities/document.ts';
import { Execution, type TExecution } from '../../db/entities/execution.ts';
import type { TProcessingMode, TProject } from '../../db/entities/project.ts';
import { ProjectRevision } from '../../db/entities/project-revision.ts';
import type { TActor } from '../auth/actor.ts';
import { announceExecutionStatus } from './status.ts';

export type TNewDocument = {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
};

/**
 * Records the documents and one pending execution against the project's latest revision, then
 * queues the extraction. The rows are committed before the job is queued; a sweeper re-queues
 * executions whose job never arrived (see maintenance.requeue-stale).
 */
export async function createExecution(options: {
  app: TApp;
  em: EntityManager;
  actor: TActor | null;
  project: TProject;
  executionType: 'web' | 'api' | 'email';
  documents: TNewDocument[] | TDocument[];
  reference: string | null;
  metadata: Record<string, unknown> | null;
  processingMode?: TProcessingMode;
  processingModeFallback?: boolean;
}): Promise<{ execution: TExecution; documents: TDocument[] }> {
  const { app, actor, project } = options;
  const result = await options.em.transactional(async (tx) => {
    const revision = await tx.findOne(ProjectRevision, { project }, { orderBy: { revision: 'desc' } });
    const documents = options.documents.map((document) =>
      'id' in document
        ? document
        : tx.create(Document, {
            project,
            uploadedByUser: actor?.kind === 'user' ? actor.userId : null,
            uploadedByApiKey: actor?.kind === 'api_key' ? actor.apiKeyId : null,
            fileName: document.fileName,
            fileContentType: document.contentType,
            sizeBytes: document.sizeBytes,
            sha256: document.sha256,
            storageKey: document.storageKey,
          }),
    );
    const execution = tx.create(Execution, {
      project,
      projectRevision: revision,
      createdByUser: actor?.kind === 'user' ? actor.userId : null,
      createdByApiKey: actor?.kind === 'api_key' ? actor.apiKeyId : null,
      executionType: options.executionType,
      processingMode: options.processingMode ?? project.processingMode,
      processingModeFallback: options.processingModeFallback ?? project.processingModeFallback,
      reference: options.reference,
      metadata: options.metadata,
      errors: [],
      warnings: [],
      searchText: [options.reference ?? '', ...documents.map((document) => document.fileName)].join(' ').toLowerCase(),
    });
    execution.documents.set(documents);
    await tx.flush();
    return { execution, documents };
  });
  await announceExecutionStatus(
    options.em,
    (jobId, payload) => app.jobs.enqueue(jobId, payload),
    result.execution,
    'pending',
  );
  await app.jobs.enqueue('extraction.run', { executionId: result.execution.id });
  return result;
}
