import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiKey, type TApiKey } from '../db/entities/api-key.ts';
import { Project, type TProject } from '../db/entities/project.ts';

export type TRecipient = { apiKey: TApiKey; project: TProject };

/** Why an address is refused, worded for the sender's bounce message. */
export class RecipientRefused extends Error {}

/**
 * `<token>+<project-slug>@<domain>` → the e-mail key and the project; plain `<token>@<domain>`
 * works when the key covers exactly one project. Unknown or deleted keys are refused.
 */
export async function resolveRecipient(em: EntityManager, address: string, domain: string): Promise<TRecipient> {
  const [local = '', host = ''] = address.toLowerCase().split('@');
  if (host !== domain) {
    throw new RecipientRefused(`Mailbox unavailable: this server accepts mail for @${domain} only`);
  }
  const [token = '', slug] = local.split('+', 2);
  const apiKey = token
    ? await em.findOne(ApiKey, { ingestToken: token, keyType: 'email' }, { populate: ['projects'] })
    : null;
  if (!apiKey) {
    throw new RecipientRefused('Mailbox unavailable: unknown or revoked address');
  }
  const covered = apiKey.allowAllProjects
    ? await em.find(Project, { team: apiKey.team.id, deletedAt: null })
    : apiKey.projects.getItems().filter((project) => !project.deletedAt);
  if (!slug) {
    if (covered.length !== 1) {
      throw new RecipientRefused('Mailbox unavailable: add +<project-slug> to the address to choose a project');
    }
    return { apiKey, project: covered[0] as TProject };
  }
  const project = covered.find((candidate) => candidate.slug === slug);
  if (!project) {
    throw new RecipientRefused(`Mailbox unavailable: the address does not reach a project "${slug}"`);
  }
  return { apiKey, project };
}
