import { z } from 'zod';
import type { TMeta } from '../../trpc/init.ts';

export const ZSetEvaluationExclusionInput = z.object({
  projectId: z.uuid(),
  executionId: z.uuid(),
  excluded: z.boolean(),
});

export const setEvaluationExclusionMeta: TMeta = {
  openapi: {
    method: 'PUT',
    path: '/projects/{projectId}/executions/{executionId}/evaluation-exclusion',
    tags: ['Review'],
    summary: 'Leave a reviewed execution out of the evaluation set, or take it back in (admin)',
    protect: true,
  },
};
