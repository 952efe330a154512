import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { toProject, ZProjectDetail, ZProjectRef } from './projects.types.ts';

export const getProjectProcedure = projectProcedure('member')
  .meta(restMeta({ method: 'GET', path: '/projects/{projectId}', tag: 'Projects', summary: 'Project detail' }))
  .input(ZProjectRef)
  .output(ZProjectDetail)
  .query(({ ctx }) => ({
    ...toProject(ctx.project),
    is_initial_upload_processing: ctx.project.isInitialUploadProcessing,
  }));
