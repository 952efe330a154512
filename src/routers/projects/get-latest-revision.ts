import { getLatestRevision } from '../../services/projects/get-revision.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZProjectRef } from './projects.types.ts';
import { toRevision, ZRevision } from './revisions.types.ts';

export const getLatestRevisionProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'GET',
      path: '/projects/{projectId}/revisions/latest',
      tag: 'Revisions',
      summary: 'The newest revision',
    }),
  )
  .input(ZProjectRef)
  .output(ZRevision)
  .query(async ({ ctx, input }) => toRevision(await getLatestRevision({ em: ctx.em, projectId: input.projectId })));
