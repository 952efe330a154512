import { z } from 'zod';
import { ZProjectId } from '../projects/projects.types.ts';

export const ZSetEvaluationExclusionInput = z.object({
  projectId: ZProjectId,
  executionId: z.uuid().describe('A reviewed execution'),
  excluded: z.boolean().describe('true: left out of the evaluation set; false: taken back in'),
});
