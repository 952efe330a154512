import { z } from 'zod';
import { ZRevisionFields } from './revisions.types.ts';

export const ZCreateRevisionInput = ZRevisionFields.extend({ projectId: z.uuid() });

export type TCreateRevisionInput = z.input<typeof ZCreateRevisionInput>;
