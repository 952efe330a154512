import { z } from 'zod';
import { ZOutputRef } from './outputs.types.ts';

export const ZRedeliverInput = ZOutputRef.extend({
  deliveryId: z.uuid().describe('A delivery of this output (not a test delivery)'),
});
