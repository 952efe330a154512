import type { z } from 'zod';
import { ZProjectId } from './projects.types.ts';
import { ZRevisionFields } from './revisions.types.ts';

export const ZCreateRevisionInput = ZRevisionFields.extend({ projectId: ZProjectId });

export type TCreateRevisionInput = z.input<typeof ZCreateRevisionInput>;
