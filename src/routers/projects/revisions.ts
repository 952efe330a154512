import { requireProjectRole } from '../../services/authorization.ts';
import {
  copyRevision as copy,
  createRevision as create,
  findRevisions,
  getRevision as get,
  getLatestRevision,
  restoreRevision as restore,
} from '../../services/projects/revisions.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { paged, ZPaged } from '../paging.ts';
import { ZProjectRef } from './projects.types.ts';
import {
  copyRevisionMeta,
  createRevisionMeta,
  getRevisionMeta,
  latestRevisionMeta,
  listRevisionsMeta,
  restoreRevisionMeta,
  toRevision,
  ZCopyRevisionInput,
  ZCreateRevisionInput,
  ZListRevisionsInput,
  ZRevision,
  ZRevisionRef,
} from './revisions.types.ts';

export const listRevisions = projectProcedure('member')
  .meta(listRevisionsMeta)
  .input(ZListRevisionsInput)
  .output(ZPaged(ZRevision))
  .query(async ({ ctx, input }) => {
    const { rows, count } = await findRevisions(ctx.em, {
      projectId: input.projectId,
      page: input.page,
      perPage: input.per_page,
    });
    return paged(rows.map(toRevision), count, input.page, input.per_page);
  });

export const createRevision = projectProcedure('admin')
  .meta(createRevisionMeta)
  .input(ZCreateRevisionInput)
  .output(ZRevision)
  .mutation(async ({ ctx, input }) => {
    const revision = await create(ctx.em, {
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
    return toRevision(await get(ctx.em, input.projectId, revision.id));
  });

export const getLatestRevisionOfProject = projectProcedure('member')
  .meta(latestRevisionMeta)
  .input(ZProjectRef)
  .output(ZRevision)
  .query(async ({ ctx, input }) => toRevision(await getLatestRevision(ctx.em, input.projectId)));

export const getRevision = projectProcedure('member')
  .meta(getRevisionMeta)
  .input(ZRevisionRef)
  .output(ZRevision)
  .query(async ({ ctx, input }) => toRevision(await get(ctx.em, input.projectId, input.revisionId)));

export const copyRevision = projectProcedure('member')
  .meta(copyRevisionMeta)
  .input(ZCopyRevisionInput)
  .output(ZRevision)
  .mutation(async ({ ctx, input }) => {
    const source = await get(ctx.em, input.projectId, input.revisionId);
    await requireProjectRole(ctx.em, ctx.actor, input.target_project_id, 'admin');
    const copied = await copy(ctx.em, ctx.actor, source, input.target_project_id);
    return toRevision(await get(ctx.em, input.target_project_id, copied.id));
  });

export const restoreRevision = projectProcedure('admin')
  .meta(restoreRevisionMeta)
  .input(ZRevisionRef)
  .output(ZRevision)
  .mutation(async ({ ctx, input }) => {
    const restored = await restore(ctx.em, ctx.actor, input.projectId, input.revisionId);
    return toRevision(await get(ctx.em, input.projectId, restored.id));
  });
