import type { TProcessingMode } from '../../db/entities/project.ts';
import { AppError } from '../../lib/app-error.ts';

export type TProjectFields = {
  name: string;
  slug: string;
  processingMode: TProcessingMode;
  processingModeFallback: boolean;
  processingModeVariant: string | null;
  reviewConfidenceThreshold?: number;
};

/** A slug is unique per team; the unique index says so, this says it in words (and for the slug field). */
export const slugTaken = () =>
  new AppError('CONFLICT', 'Another project of this team already uses this slug', {
    issues: [{ path: ['slug'], message: 'This slug is already used in the team' }],
    reason: 'slug_taken',
  });
