import { z } from 'zod';
import { Project } from '../../db/entities/project.ts';
import { defineJob } from '../define-job.ts';

/** Removes a project marked deleted with everything that cascades from it, and its stored files. */
export const deleteProjectJob = defineJob({
  id: 'project.delete',
  payload: z.strictObject({ projectId: z.uuid() }),
  maxRetries: 5,
  async handler({ projectId }, { orm, log, storage }) {
    const em = orm.em.fork();
    const deleted = await em.nativeDelete(Project, { id: projectId, deletedAt: { $ne: null } });
    // Files after rows: a crash in between leaves files that the next run (or a retry) removes.
    await storage.deletePrefix(`projects/${projectId}`);
    log.info({ projectId, deleted }, 'project removed');
  },
});
