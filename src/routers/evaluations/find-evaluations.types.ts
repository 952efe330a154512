import { z } from 'zod';
import { ZPageInput } from '../paging.ts';

export const ZFindEvaluationsInput = ZPageInput.extend({ projectId: z.uuid() });
