import { z } from 'zod';
import { toDocument, ZDocument } from '../../contracts/executions.ts';
import { getExecution } from '../../services/executions/queries.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZExecutionRef } from './executions.types.ts';

export const getExecutionDocumentsProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'GET',
      path: '/projects/{projectId}/executions/{executionId}/documents',
      tag: 'Executions',
      summary: 'Documents of an execution',
    }),
  )
  .input(ZExecutionRef)
  .output(z.array(ZDocument))
  .query(async ({ ctx, input }) =>
    (await getExecution({ em: ctx.em, projectId: input.projectId, executionId: input.executionId })).documents
      .getItems()
      .map(toDocument),
  );
