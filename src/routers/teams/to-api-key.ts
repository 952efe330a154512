import type { TConfig } from '../../config.ts';
import type { TApiKey } from '../../db/entities/api-key.ts';
import { ingestAddress } from '../../lib/ingest-address.ts';
import { toIso, toIsoOrNull } from '../schemas.ts';
import type { TApiKeyOutput } from './api-keys.types.ts';

export function toApiKey(config: TConfig, apiKey: TApiKey): TApiKeyOutput {
  return {
    id: apiKey.id,
    team_id: apiKey.team.id,
    name: apiKey.name,
    key_type: apiKey.keyType,
    key_prefix: apiKey.keyPrefix,
    allow_all_projects: apiKey.allowAllProjects,
    last_used_at: toIsoOrNull(apiKey.lastUsedAt),
    created_at: toIso(apiKey.createdAt),
    created_by: apiKey.createdBy?.id ?? null,
    created_by_user_name: apiKey.createdBy?.name ?? null,
    projects: apiKey.projects.getItems().map((project) => ({ id: project.id, name: project.name, slug: project.slug })),
    ingest_address: apiKey.ingestToken ? ingestAddress(config, apiKey.ingestToken) : null,
  };
}
