import { z } from 'zod';
import { ZExecutionStatus } from '../../contracts/executions.ts';

export const ZCreateBackfillInput = z.object({
  projectId: z.uuid(),
  revision_id: z.uuid().describe('The revision to run on past executions'),
  from: z.iso.datetime({ offset: true }).optional().describe('Executions created at or after'),
  to: z.iso.datetime({ offset: true }).optional().describe('Executions created at or before'),
  status: z
    .array(ZExecutionStatus.extract(['success', 'failed']))
    .min(1)
    .default(['success', 'failed'])
    .describe('Executions in these states (default both)'),
});
