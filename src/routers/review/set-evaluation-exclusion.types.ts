import { z } from 'zod';

export const ZSetEvaluationExclusionInput = z.object({
  projectId: z.uuid(),
  executionId: z.uuid().describe('A reviewed execution'),
  excluded: z.boolean().describe('true: left out of the evaluation set; false: taken back in'),
});
