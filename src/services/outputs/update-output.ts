import type { EntityManager } from '@mikro-orm/postgresql';
import type { TConfig } from '../../config.ts';
import type { TOutput, TTriggerEvent } from '../../db/entities/output.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TEncryption } from '../../lib/encryption.ts';
import type { TActor } from '../auth/actor.ts';
import { recordTeamEvent } from '../teams/team-events.ts';
import { checkTarget, keepUnchangedHeaderValues, splitConfig, type TOutputConfigInput } from './output-settings.ts';

/** Changes the given fields (undefined ones stay); the type of an output never changes. */
export async function updateOutput(options: {
  em: EntityManager;
  config: TConfig;
  encryption: TEncryption;
  actor: TActor;
  teamId: string;
  output: TOutput;
  name?: string;
  enabled?: boolean;
  triggerEvents?: TTriggerEvent[];
  settings?: TOutputConfigInput;
}) {
  const { em, output, settings } = options;
  if (settings && settings.type !== output.type) {
    throw new AppError('BAD_REQUEST', 'The type of an output cannot change; create a new output', {
      issues: [{ path: ['config', 'type'], message: `This output is of type ${output.type}` }],
    });
  }
  if (options.name !== undefined) {
    output.name = options.name;
  }
  if (options.enabled !== undefined) {
    output.enabled = options.enabled;
  }
  if (options.triggerEvents) {
    output.triggerEvents = [...new Set(options.triggerEvents)];
  }
  if (settings) {
    await checkTarget(options.config, settings);
    const split = splitConfig({
      encryption: options.encryption,
      input: keepUnchangedHeaderValues(settings, output.config),
      previousPassword: output.passwordEncrypted ?? null,
      outputId: output.id,
    });
    output.config = split.config;
    output.passwordEncrypted = split.passwordEncrypted;
  }
  await em.flush();
  await recordTeamEvent(em, {
    teamId: options.teamId,
    actor: options.actor,
    type: 'info',
    code: 'event.output_updated',
    params: { name: output.name },
    projectId: output.project.id,
  });
  return output;
}
