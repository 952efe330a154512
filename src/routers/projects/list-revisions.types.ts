import { z } from 'zod';
import { ZPageInput } from '../paging.ts';

export const ZListRevisionsInput = ZPageInput.extend({
  projectId: z.uuid(),
  per_page: z.coerce.number().int().min(0).max(200).default(200).describe('Page size, 0–200 (default 200)'),
});
