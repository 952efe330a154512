import { z } from 'zod';

export const ZUploadRef = z.object({
  projectId: z.uuid(),
  uploadId: z.uuid().describe('The id an upload answered with (its execution id)'),
});
