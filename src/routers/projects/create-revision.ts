import { createRevision } from '../../services/projects/create-revision.ts';
import { getRevision } from '../../services/projects/get-revision.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZCreateRevisionInput } from './create-revision.types.ts';
import { toRevision, ZRevision } from './revisions.types.ts';

export const createRevisionProcedure = projectProcedure('admin')
  .meta(
    restMeta({
      method: 'POST',
      path: '/projects/{projectId}/revisions',
      tag: 'Revisions',
      summary: 'Save the next revision (admin)',
    }),
  )
  .input(ZCreateRevisionInput)
  .output(ZRevision)
  .mutation(async ({ ctx, input }) => {
    const revision = await createRevision({
      em: ctx.em,
      actor: ctx.actor,
      projectId: input.projectId,
      fields: {
        inputDescription: input.input_description,
        inputLanguage: input.input_language,
        outputLanguage: input.output_language,
        outputSchema: input.output_schema,
        titleConfig: input.title_config,
      },
    });
    return toRevision(await getRevision({ em: ctx.em, projectId: input.projectId, revisionId: revision.id }));
  });
