import { z } from 'zod';

export const ZReviewExecutionInput = z.object({
  projectId: z.uuid(),
  executionId: z.uuid().describe('A finished execution (success or failed)'),
  json_result: z.record(z.string(), z.unknown()).describe('The corrected result; it must fit the revision’s schema'),
});

export type TReviewExecutionInput = z.input<typeof ZReviewExecutionInput>;
