import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiKey, type TApiKeyType } from '../../db/entities/api-key.ts';
import { Project } from '../../db/entities/project.ts';
import { queryPrepared, type TSqlSource } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { newIngestToken } from '../../lib/ingest-address.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { TApiKeyActor, TUserActor } from '../auth/actor.ts';
import { recordTeamEvent } from './team-events.ts';

/** Typed prefixes make a leaked key recognisable (secret scanners) and say what it is for. */
export const API_KEY_PREFIX: Record<TApiKeyType, string> = { api: 'dsk_api_', email: 'dsk_mail_' };

export async function createApiKey(options: {
  em: EntityManager;
  actor: TUserActor;
  teamId: string;
  name: string;
  keyType: TApiKeyType;
  allowAllProjects: boolean;
  projectIds: string[];
}) {
  const { em, teamId } = options;
  const projectIds = [...new Set(options.projectIds)];
  const projects =
    projectIds.length > 0 ? await em.find(Project, { id: { $in: projectIds }, team: teamId, deletedAt: null }) : [];
  if (projects.length !== projectIds.length) {
    throw new AppError('BAD_REQUEST', 'Some of the projects are not projects of this team', {
      issues: [{ path: ['projects'], message: 'Unknown project' }],
    });
  }
  // 256 bits of randomness after the prefix.
  const secret = `${API_KEY_PREFIX[options.keyType]}${randomToken(32)}`;
  const apiKey = em.create(ApiKey, {
    team: teamId,
    name: options.name.trim(),
    keyType: options.keyType,
    allowAllProjects: options.allowAllProjects,
    keyHash: hashToken(secret),
    keyPrefix: secret.slice(0, 14),
    ingestToken: options.keyType === 'email' ? newIngestToken() : null,
    createdBy: options.actor.userId,
  });
  apiKey.projects.set(projects);
  await em.flush();
  await recordTeamEvent(em, {
    teamId,
    actor: options.actor,
    type: 'info',
    code: 'event.api_key_created',
    params: { name: apiKey.name },
  });
  return { apiKey, secret };
}

export async function listApiKeys(options: {
  em: EntityManager;
  teamId: string;
  keyType?: TApiKeyType;
  projectId?: string;
}) {
  return options.em.find(
    ApiKey,
    {
      team: options.teamId,
      ...(options.keyType ? { keyType: options.keyType } : {}),
      ...(options.projectId ? { $or: [{ allowAllProjects: true }, { projects: options.projectId }] } : {}),
    },
    { populate: ['projects', 'createdBy'], orderBy: { createdAt: 'desc' } },
  );
}

export async function deleteApiKey(options: {
  em: EntityManager;
  actor: TUserActor;
  teamId: string;
  apiKeyId: string;
}) {
  const { em, actor, teamId, apiKeyId } = options;
  const apiKey = await em.findOne(ApiKey, { id: apiKeyId, team: teamId });
  if (!apiKey) {
    throw new AppError('NOT_FOUND', 'API key not found');
  }
  await em.nativeDelete(ApiKey, { id: apiKey.id });
  await recordTeamEvent(em, {
    teamId,
    actor,
    type: 'warning',
    code: 'event.api_key_deleted',
    params: { name: apiKey.name },
  });
}

/**
 * The actor behind a REST `Authorization: Bearer` key, or null. Only api-type keys sign REST
 * calls; last_used_at is written at most once a minute.
 */
/** Exported so bench/ runs the very same SQL by hand. */
export const API_KEY_ACTOR_SQL = `with key as (select id, team_id, allow_all_projects, last_used_at from api_keys where key_hash = $1 and key_type = 'api'),
     touched as (update api_keys set last_used_at = now() where id = (select id from key)
       and (last_used_at is null or last_used_at < now() - interval '1 minute') returning 1)
     select key.id, key.team_id, key.allow_all_projects,
       array(select project_id::text from api_key_projects where api_key_id = key.id) as project_ids
     from key`;

export async function resolveApiKeyActor(
  em: TSqlSource,
  secret: string,
  signal?: AbortSignal,
): Promise<TApiKeyActor | null> {
  // Runs on every REST call: one round trip, only the columns the actor needs, read from the
  // database each time (no cache), so a deleted key is refused on the very next request on every
  // replica. `last_used_at` is written at most once a minute. Prepared: planning it cost more than running it.
  const [row] = await queryPrepared<{
    id: string;
    team_id: string;
    allow_all_projects: boolean;
    project_ids: string[];
  }>(em, API_KEY_ACTOR_SQL, [hashToken(secret)], signal);
  if (!row) {
    return null;
  }
  return {
    kind: 'api_key',
    apiKeyId: row.id,
    teamId: row.team_id,
    allowAllProjects: row.allow_all_projects,
    projectIds: row.project_ids,
  };
}

/** A new ingest address for an e-mail key; the old one stops working at once. */
export async function rotateIngestToken(options: {
  em: EntityManager;
  actor: TUserActor;
  teamId: string;
  apiKeyId: string;
}) {
  const { em, actor, teamId, apiKeyId } = options;
  const apiKey = await em.findOne(
    ApiKey,
    { id: apiKeyId, team: teamId, keyType: 'email' },
    { populate: ['projects', 'createdBy'] },
  );
  if (!apiKey) {
    throw new AppError('NOT_FOUND', 'E-mail API key not found');
  }
  apiKey.ingestToken = newIngestToken();
  await em.flush();
  await recordTeamEvent(em, {
    teamId,
    actor,
    type: 'warning',
    code: 'event.ingest_address_replaced',
    params: { name: apiKey.name },
  });
  return apiKey;
}
