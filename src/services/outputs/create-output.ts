import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TConfig } from '../../config.ts';
import { Output, type TTriggerEvent } from '../../db/entities/output.ts';
import type { TEncryption } from '../../lib/encryption.ts';
import type { TActor } from '../auth/actor.ts';
import { recordTeamEvent } from '../teams/team-events.ts';
import { checkTarget, encryptedNewSigningSecret, splitConfig, type TOutputConfigInput } from './output-settings.ts';

export async function createOutput(options: {
  em: EntityManager;
  config: TConfig;
  encryption: TEncryption;
  actor: TActor;
  teamId: string;
  projectId: string;
  name: string;
  enabled: boolean;
  triggerEvents: TTriggerEvent[];
  settings: TOutputConfigInput;
}) {
  const { em, encryption, settings } = options;
  await checkTarget(options.config, settings);
  const id = randomUUID();
  const { config, passwordEncrypted } = splitConfig({
    encryption,
    input: settings,
    previousPassword: null,
    outputId: id,
  });
  const output = em.create(Output, {
    id,
    project: options.projectId,
    name: options.name,
    type: settings.type,
    enabled: options.enabled,
    triggerEvents: [...new Set(options.triggerEvents)],
    config,
    passwordEncrypted,
    signingSecretEncrypted: settings.type === 'webhook' ? encryptedNewSigningSecret(encryption, id) : null,
  });
  await em.flush();
  await recordTeamEvent(em, {
    teamId: options.teamId,
    actor: options.actor,
    type: 'info',
    code: 'event.output_created',
    params: { name: output.name },
    projectId: options.projectId,
  });
  return output;
}
