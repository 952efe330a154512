import { toDocument, toExecution, ZUploadOutput } from '../../contracts/executions.ts';
import { detailShapeOf } from '../../i18n/message.ts';
import { getExecution } from '../../services/executions/queries.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZUploadRef } from './get-upload.types.ts';

export const getUploadProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'GET',
      path: '/projects/{projectId}/upload/{uploadId}',
      tag: 'Executions',
      summary: 'An upload’s documents and execution',
    }),
  )
  .input(ZUploadRef)
  .output(ZUploadOutput)
  .query(async ({ ctx, input }) => {
    const execution = await getExecution({ em: ctx.em, projectId: input.projectId, executionId: input.uploadId });
    return {
      documents: execution.documents.getItems().map(toDocument),
      execution: toExecution(execution, ctx.locale, detailShapeOf(ctx)),
    };
  });
