import type { EntityManager } from '@mikro-orm/postgresql';
import { Document, type TDocument } from '../../db/entities/document.ts';
import { Project, type TProject } from '../../db/entities/project.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordTeamEvent } from '../teams/team-events.ts';
import type { TIntakeDeps, TNewDocument } from './intake.ts';

const schemaExists = () =>
  new AppError('CONFLICT', 'This project already has a schema (or one is being proposed)', {
    reason: 'schema_exists',
  });

/**
 * The third door: a sample uploaded to propose revision 1. Its Document row, the project's
 * "proposing" mark (conditional: of two concurrent samples one wins), the team event and the
 * `schema.initial` job commit together; the stored file is deleted when the intake fails.
 */
export async function intakeSample(
  deps: TIntakeDeps,
  options: { actor: TIntakeActor; project: TProject; sample: TNewDocument; schemaLanguage: string },
): Promise<TDocument> {
  const { actor, project, sample } = options;
  let wrote = false; // as in intakeExecution: after this, the document may be committed
  try {
    return await deps.jobs.transaction(deps.em.fork(), async (tx: EntityManager, addJob) => {
      const started = await tx.nativeUpdate(
        Project,
        { id: project.id, isInitialUploadProcessing: false, latestRevision: null },
        { isInitialUploadProcessing: true },
      );
      if (started === 0) {
        throw schemaExists();
      }
      const document = tx.create(Document, {
        project: project.id,
        uploadedByUser: actor?.kind === 'user' ? actor.userId : null,
        uploadedByApiKey: actor?.kind === 'api_key' ? actor.apiKeyId : null,
        fileName: sample.fileName,
        fileContentType: sample.contentType,
        sizeBytes: sample.sizeBytes,
        sha256: sample.sha256,
        storageKey: sample.storageKey,
      });
      await tx.flush();
      await recordTeamEvent(tx, {
        teamId: project.team.id,
        actor,
        type: 'info',
        code: 'event.sample_uploaded',
        params: { file: sample.fileName },
        projectId: project.id,
      });
      addJob('schema.initial', {
        projectId: project.id,
        documentId: document.id,
        schemaLanguage: options.schemaLanguage,
        userId: actor?.kind === 'user' ? actor.userId : null,
      });
      wrote = true;
      return document;
    });
  } catch (error) {
    if (!wrote) {
      await deps.storage.delete(sample.storageKey).catch(() => {});
    }
    throw error;
  }
}

type TIntakeActor = Parameters<typeof recordTeamEvent>[1]['actor'];
