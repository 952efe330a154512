import { z } from 'zod';
import { ZProjectId } from '../projects/projects.types.ts';

export const ZReviewExecutionInput = z.object({
  projectId: ZProjectId,
  executionId: z.uuid().describe('A finished execution (success or failed)'),
  json_result: z.record(z.string(), z.unknown()).describe('The corrected result; it must fit the revision’s schema'),
});

export type TReviewExecutionInput = z.input<typeof ZReviewExecutionInput>;
