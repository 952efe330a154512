import { z } from 'zod';
import { ZExecution } from '../../contracts/executions.ts';
import { ZExecutionWhere } from './executions.types.ts';

export const ZListUserExecutionsInput = z.object({ userId: z.uuid().describe('The user who uploaded') });
export const ZListUserExecutionsOutput = z
  .array(ZExecution.extend(ZExecutionWhere.shape))
  .describe('The latest ten, newest first');
