import { z } from 'zod';
import { ZProjectId } from './projects.types.ts';

export const ZUploadRef = z.object({
  projectId: ZProjectId,
  uploadId: z.uuid().describe('The id an upload answered with (its execution id)'),
});
