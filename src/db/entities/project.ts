import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { baseProperties } from './base.ts';
import { Team } from './team.ts';

export const PROCESSING_MODES = ['fast', 'balanced', 'accurate'] as const;
export type TProcessingMode = (typeof PROCESSING_MODES)[number];

export const Project = defineEntity({
  name: 'Project',
  tableName: 'projects',
  uniques: [{ properties: ['team', 'slug'] }],
  properties: {
    ...baseProperties,
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    name: p.string().length(32),
    slug: p.string().length(32),
    processingMode: p.enum(PROCESSING_MODES).default('balanced'),
    processingModeFallback: p.boolean().default(false),
    processingModeVariant: p.string().length(64).nullable(),
    /** Number of the newest revision; kept here so lists need no join. */
    latestRevision: p.integer().nullable(),
    /** Executions with a field whose source confidence is below this need a review. */
    reviewConfidenceThreshold: p.decimal('number').precision(4).scale(3).default(0.8),
    isInitialUploadProcessing: p.boolean().default(false),
    /** Set when deletion was requested; the row and its data are removed by a job. */
    deletedAt: p.datetime().nullable(),
  },
});

export type TProject = InferEntity<typeof Project>;
