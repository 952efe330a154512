import { z } from 'zod';
import type { TMeta } from '../../trpc/init.ts';

export const ZReviewExecutionInput = z.object({
  projectId: z.uuid(),
  executionId: z.uuid(),
  json_result: z.record(z.string(), z.unknown()).describe('The corrected result; it must fit the revision’s schema'),
});

export type TReviewExecutionInput = z.input<typeof ZReviewExecutionInput>;

export const reviewExecutionMeta: TMeta = {
  openapi: {
    method: 'PUT',
    path: '/projects/{projectId}/executions/{executionId}/review',
    tags: ['Review'],
    summary: 'Save a corrected result beside the extracted one (checked against the schema, field by field)',
    protect: true,
  },
};
