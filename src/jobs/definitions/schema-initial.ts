import { z } from 'zod';
import { Document } from '../../db/entities/document.ts';
import { Project } from '../../db/entities/project.ts';
import { createRevision } from '../../services/projects/create-revision.ts';
import { proposeSchema } from '../../services/projects/schema-proposal.ts';
import { proposalFailureReason } from '../../services/projects/schema-proposal-failure.ts';
import { recordTeamEvent } from '../../services/teams/team-events.ts';
import { defineJob } from '../define-job.ts';

/**
 * Proposes a schema from the sample of a new project and saves it as revision 1. Whatever
 * happens, the project leaves the "initial upload processing" state.
 */
export const initialSchemaJob = defineJob({
  id: 'schema.initial',
  payload: z.strictObject({
    projectId: z.uuid(),
    documentId: z.uuid(),
    schemaLanguage: z.string().length(2),
    userId: z.uuid().nullable(),
  }),
  async handler({ projectId, documentId, schemaLanguage, userId }, deps) {
    const em = deps.orm.em.fork();
    const project = await em.findOne(Project, { id: projectId, deletedAt: null });
    const document = await em.findOne(Document, { id: documentId });
    if (!project || !document || !project.isInitialUploadProcessing) {
      return;
    }
    try {
      const bytes = await deps.storage.read(document.storageKey);
      const proposal = await proposeSchema({
        config: deps.config,
        project,
        sample: { bytes, fileName: document.fileName, contentType: document.fileContentType },
        schemaLanguage,
      });
      if (project.latestRevision === null || project.latestRevision === undefined) {
        await createRevision({
          em,
          actor: userId ? { kind: 'user', userId, siteRole: 'user', sessionId: 'job' } : null,
          projectId,
          fields: {
            inputDescription: proposal.inputDescription,
            inputLanguage: schemaLanguage,
            outputLanguage: schemaLanguage,
            outputSchema: proposal.schema,
            titleConfig: { mode: 'automatic' },
          },
          event: { code: 'event.revision_proposed', params: { project: project.name, file: document.fileName } },
        });
      }
    } catch (error) {
      deps.log.warn({ err: error, projectId }, 'schema proposal failed');
      await recordTeamEvent(em, {
        teamId: project.team.id,
        actor: null,
        type: 'error',
        code: 'event.schema_proposal_failed_because',
        params: { file: document.fileName, reason: proposalFailureReason(error) },
        projectId,
      });
    } finally {
      await em.nativeUpdate(Project, { id: projectId }, { isInitialUploadProcessing: false });
    }
  },
});
