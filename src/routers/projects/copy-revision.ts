import { requireProjectRole } from '../../services/authorization.ts';
import { copyRevision } from '../../services/projects/copy-revision.ts';
import { getRevision } from '../../services/projects/get-revision.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZCopyRevisionInput } from './copy-revision.types.ts';
import { toRevision, ZRevision } from './revisions.types.ts';

export const copyRevisionProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'POST',
      path: '/projects/{projectId}/revisions/{revisionId}/copy',
      tag: 'Revisions',
      summary: 'Copy a revision into another project you may edit, as its next revision',
    }),
  )
  .input(ZCopyRevisionInput)
  .output(ZRevision)
  .mutation(async ({ ctx, input }) => {
    const source = await getRevision({ em: ctx.em, projectId: input.projectId, revisionId: input.revisionId });
    await requireProjectRole(ctx.em, ctx.actor, input.target_project_id, 'admin');
    const copied = await copyRevision({
      em: ctx.em,
      actor: ctx.actor,
      source,
      targetProjectId: input.target_project_id,
    });
    return toRevision(await getRevision({ em: ctx.em, projectId: input.target_project_id, revisionId: copied.id }));
  });
