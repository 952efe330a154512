import { z } from 'zod';
import { ZPageInput } from '../paging.ts';
import { ZProjectId } from './projects.types.ts';

export const ZListRevisionsInput = ZPageInput.extend({
  projectId: ZProjectId,
  per_page: z.coerce.number().int().min(0).max(200).describe('Page size, 0–200 (default 200)').default(200),
});
