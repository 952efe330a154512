import { findRevisions } from '../../services/projects/find-revisions.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { paged, ZPaged } from '../paging.ts';
import { ZListRevisionsInput } from './list-revisions.types.ts';
import { toRevision, ZRevision } from './revisions.types.ts';

export const listRevisionsProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'GET',
      path: '/projects/{projectId}/revisions',
      tag: 'Revisions',
      summary: 'Revisions, newest first (page size up to 200)',
    }),
  )
  .input(ZListRevisionsInput)
  .output(ZPaged(ZRevision))
  .query(async ({ ctx, input }) => {
    const { rows, count } = await findRevisions({
      em: ctx.em,
      projectId: input.projectId,
      page: input.page,
      perPage: input.per_page,
    });
    return paged(rows.map(toRevision), count, input.page, input.per_page);
  });
