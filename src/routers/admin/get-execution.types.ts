import { z } from 'zod';
import { ZExecutionDetail } from '../../contracts/executions.ts';
import { ZExecutionWhere } from './executions.types.ts';

export const ZGetExecutionInput = z.object({ executionId: z.uuid().describe('An execution of any team') });
export const ZGetExecutionOutput = ZExecutionDetail.extend(ZExecutionWhere.shape);
