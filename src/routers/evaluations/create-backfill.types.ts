import { z } from 'zod';
import { ZExecutionStatus } from '../../contracts/executions.ts';
import { ZProjectId } from '../projects/projects.types.ts';

export const ZCreateBackfillInput = z.object({
  projectId: ZProjectId,
  revision_id: z.uuid().describe('The revision to run on past executions'),
  from: z.iso.datetime({ offset: true }).describe('Executions created at or after').optional(),
  to: z.iso.datetime({ offset: true }).describe('Executions created at or before').optional(),
  status: z
    .array(ZExecutionStatus.extract(['success', 'failed']))
    .min(1)
    .describe('Executions in these states (default both)')
    .default(['success', 'failed']),
});
