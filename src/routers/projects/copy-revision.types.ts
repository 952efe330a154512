import { z } from 'zod';
import { ZRevisionRef } from './revisions.types.ts';

export const ZCopyRevisionInput = ZRevisionRef.extend({
  target_project_id: z.uuid().describe('The project that gets the copy as its next revision; you must be its admin'),
});
