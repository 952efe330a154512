import { getRevision } from '../../services/projects/get-revision.ts';
import { restoreRevision } from '../../services/projects/restore-revision.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { toRevision, ZRevision, ZRevisionRef } from './revisions.types.ts';

export const restoreRevisionProcedure = projectProcedure('admin')
  .meta(
    restMeta({
      method: 'POST',
      path: '/projects/{projectId}/revisions/{revisionId}/restore',
      tag: 'Revisions',
      summary: 'Save an old revision’s content as the next revision (admin)',
    }),
  )
  .input(ZRevisionRef)
  .output(ZRevision)
  .mutation(async ({ ctx, input }) => {
    const restored = await restoreRevision({
      em: ctx.em,
      actor: ctx.actor,
      projectId: input.projectId,
      revisionId: input.revisionId,
    });
    return toRevision(await getRevision({ em: ctx.em, projectId: input.projectId, revisionId: restored.id }));
  });
