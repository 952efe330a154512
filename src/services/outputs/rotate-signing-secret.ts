import type { EntityManager } from '@mikro-orm/postgresql';
import type { TOutput } from '../../db/entities/output.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TEncryption } from '../../lib/encryption.ts';
import type { TActor } from '../auth/actor.ts';
import { recordTeamEvent } from '../teams/team-events.ts';
import { encryptedNewSigningSecret } from './output-settings.ts';

/** A new webhook signing secret; the old one stops working at once. */
export async function rotateSigningSecret(options: {
  em: EntityManager;
  encryption: TEncryption;
  actor: TActor;
  teamId: string;
  output: TOutput;
}) {
  const { em, output } = options;
  if (output.type !== 'webhook') {
    throw new AppError('BAD_REQUEST', 'Only webhooks have a signing secret');
  }
  output.signingSecretEncrypted = encryptedNewSigningSecret(options.encryption, output.id);
  await em.flush();
  await recordTeamEvent(em, {
    teamId: options.teamId,
    actor: options.actor,
    type: 'warning',
    code: 'event.output_secret_replaced',
    params: { name: output.name },
    projectId: output.project.id,
  });
  return output;
}
