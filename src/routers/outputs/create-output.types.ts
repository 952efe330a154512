import { z } from 'zod';
import { ZOutputConfigInput, ZTriggerEvent } from '../../contracts/output-config.ts';
import { ZProjectId } from '../projects/projects.types.ts';
import { ZOutputName } from './outputs.types.ts';

export const ZCreateOutputInput = z.object({
  projectId: ZProjectId,
  name: ZOutputName,
  enabled: z.boolean().describe('A disabled output delivers nothing').default(true),
  trigger_events: z.array(ZTriggerEvent).min(1).describe('The execution states to deliver'),
  config: ZOutputConfigInput.describe('The settings of the type (`type`: webhook, email, ftp or sftp)'),
});

export type TCreateOutputInput = z.input<typeof ZCreateOutputInput>;
