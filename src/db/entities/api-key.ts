import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { baseProperties } from './base.ts';
import { Project } from './project.ts';
import { Team } from './team.ts';
import { User } from './user.ts';

export const API_KEY_TYPES = ['api', 'email'] as const;
export type TApiKeyType = (typeof API_KEY_TYPES)[number];

/** A team's machine credential. Only the SHA-256 of the secret is stored, plus a display prefix. */
export const ApiKey = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    ...baseProperties,
    team: () => p.manyToOne(Team).deleteRule('cascade').index(),
    name: p.string().length(50),
    keyType: p.enum(API_KEY_TYPES),
    allowAllProjects: p.boolean().default(false),
    keyHash: p.string().length(64).unique(),
    keyPrefix: p.string().length(16),
    /** E-mail keys: the unguessable local part of their ingest address (not the secret); rotatable. */
    ingestToken: p.string().length(40).nullable().unique(),
    lastUsedAt: p.datetime().nullable(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    projects: () => p.manyToMany(Project).pivotTable('api_key_projects'),
  },
});

export type TApiKey = InferEntity<typeof ApiKey>;
