import { getRevision } from '../../services/projects/get-revision.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { toRevision, ZRevision, ZRevisionRef } from './revisions.types.ts';

export const getRevisionProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'GET',
      path: '/projects/{projectId}/revisions/{revisionId}',
      tag: 'Revisions',
      summary: 'One revision',
    }),
  )
  .input(ZRevisionRef)
  .output(ZRevision)
  .query(async ({ ctx, input }) =>
    toRevision(await getRevision({ em: ctx.em, projectId: input.projectId, revisionId: input.revisionId })),
  );
