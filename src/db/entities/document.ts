import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ApiKey } from './api-key.ts';
import { baseProperties } from './base.ts';
import { Project } from './project.ts';
import { User } from './user.ts';

/** An uploaded file. The bytes live in storage under `storageKey`; the row knows what they are. */
export const Document = defineEntity({
  name: 'Document',
  tableName: 'documents',
  properties: {
    ...baseProperties,
    project: () => p.manyToOne(Project).deleteRule('cascade').index(),
    uploadedByUser: () => p.manyToOne(User).nullable().deleteRule('set null'),
    uploadedByApiKey: () => p.manyToOne(ApiKey).nullable().deleteRule('set null'),
    fileName: p.string().length(255),
    fileContentType: p.string().length(100),
    sizeBytes: p.bigint('number'),
    sha256: p.string().length(64),
    // Indexed for the hourly sweep of stored files that no row names.
    storageKey: p.string().length(300).index(),
  },
});

export type TDocument = InferEntity<typeof Document>;
