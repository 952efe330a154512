import { z } from 'zod';
import type { TMeta } from '../../trpc/init.ts';
import { ZDateTime } from '../schemas.ts';

export const ZApiKeyType = z.enum(['api', 'email']);
export const ZApiKey = z.object({
  id: z.uuid(),
  team_id: z.uuid(),
  name: z.string(),
  key_type: ZApiKeyType,
  key_prefix: z.string().describe('The first characters of the key, to recognise it'),
  allow_all_projects: z.boolean(),
  last_used_at: ZDateTime.nullable(),
  created_at: ZDateTime,
  created_by: z.uuid().nullable(),
  created_by_user_name: z.string().nullable(),
  projects: z.array(z.object({ id: z.uuid(), name: z.string(), slug: z.string() })),
  ingest_address: z
    .string()
    .nullable()
    .describe('E-mail keys: <token>@<domain>; add +<project-slug> before the @ to pick a project'),
});
export const ZCreateApiKeyInput = z.object({
  teamId: z.uuid(),
  name: z.string().trim().min(3).max(50),
  key_type: ZApiKeyType,
  allow_all_projects: z.boolean().default(false),
  projects: z.array(z.uuid()).max(500).default([]),
  password: z.string().min(1).max(128).describe('The current password: a new key needs the person, not just a session'),
});
export const ZCreateApiKeyOutput = ZApiKey.extend({ key: z.string().describe('The secret; shown only now') });
export const ZListApiKeysInput = z.object({
  teamId: z.uuid(),
  type: ZApiKeyType.optional(),
  project_id: z.uuid().optional(),
});
export const ZDeleteApiKeyInput = z.object({ teamId: z.uuid(), apiKeyId: z.uuid() });

export type TCreateApiKeyInput = z.input<typeof ZCreateApiKeyInput>;
export type TApiKeyOutput = z.infer<typeof ZApiKey>;

const meta = (method: 'GET' | 'POST' | 'DELETE', path: `/${string}`, summary: string): TMeta => ({
  openapi: { method, path, tags: ['API keys'], summary, protect: true },
});

export const listApiKeysMeta = meta('GET', '/teams/{teamId}/api-keys', 'API keys of the team (admin)');
export const createApiKeyMeta = meta(
  'POST',
  '/teams/{teamId}/api-keys',
  'Create an API key; the secret is returned once',
);
export const rotateIngestAddressMeta = meta(
  'POST',
  '/teams/{teamId}/api-keys/{apiKeyId}/rotate-address',
  'Replace the ingest address of an e-mail key; the old one stops at once',
);
export const deleteApiKeyMeta = meta(
  'DELETE',
  '/teams/{teamId}/api-keys/{apiKeyId}',
  'Delete an API key; it stops working at once',
);
