import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { TOutputSchema } from '../../extraction/schema/output-schema.ts';
import { baseProperties } from './base.ts';
import { Project } from './project.ts';
import { User } from './user.ts';

export type TTitleConfig = { mode: 'automatic' } | { mode: 'instructions'; instructions: string };

/** One numbered, immutable version of a project's output schema and extraction settings. */
export const ProjectRevision = defineEntity({
  name: 'ProjectRevision',
  tableName: 'project_revisions',
  uniques: [{ properties: ['project', 'revision'] }],
  properties: {
    ...baseProperties,
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    revision: p.integer(),
    inputDescription: p.text().default(''),
    inputLanguage: p.string().length(2).default('en'),
    outputLanguage: p.string().length(2).default('en'),
    outputSchema: p.json<TOutputSchema>(),
    titleConfig: p.json<TTitleConfig>(),
    copiedFromRevisionId: p.uuid().nullable(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
});

export type TProjectRevision = InferEntity<typeof ProjectRevision>;
