import { z } from 'zod';
import { ZOutputConfigInput, ZTriggerEvent } from '../../contracts/output-config.ts';
import { ZOutputName, ZOutputRef } from './outputs.types.ts';

/** Every field is optional: only the given ones change. */
export const ZUpdateOutputInput = ZOutputRef.extend({
  name: ZOutputName.optional(),
  enabled: z.boolean().describe('A disabled output delivers nothing').optional(),
  trigger_events: z.array(ZTriggerEvent).min(1).describe('The execution states to deliver').optional(),
  config: ZOutputConfigInput.optional().describe(
    'The settings of the same type; an omitted password or an empty header value keeps the stored one',
  ),
});

export type TUpdateOutputInput = z.input<typeof ZUpdateOutputInput>;
