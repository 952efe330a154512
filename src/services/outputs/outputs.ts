import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { TApp } from '../../app.ts';
import { Delivery } from '../../db/entities/delivery.ts';
import { Output, type TOutput, type TOutputConfig, type TTriggerEvent } from '../../db/entities/output.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ZOutputConfigInput } from '../../routers/outputs/outputs.types.ts';
import type { TActor } from '../auth/actor.ts';
import { recordTeamEvent } from '../teams/team-events.ts';

type TConfigInput = z.output<typeof ZOutputConfigInput>;

export const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** Splits the password off the settings: it is stored encrypted, the rest as JSON. */
function splitConfig(app: TApp, input: TConfigInput, previousPassword: string | null) {
  if (input.type === 'webhook' || input.type === 'email') {
    return { config: input as TOutputConfig, passwordEncrypted: null };
  }
  const { password, ...config } = input;
  const passwordEncrypted =
    password === undefined ? previousPassword : password === '' ? null : app.encryption.encrypt(password);
  return { config: config as TOutputConfig, passwordEncrypted };
}

export async function getOutput(em: EntityManager, projectId: string, outputId: string): Promise<TOutput> {
  const output = await em.findOne(Output, { id: outputId, project: projectId });
  if (!output) {
    throw new AppError('NOT_FOUND', 'Output not found');
  }
  return output;
}

export async function createOutput(
  app: TApp,
  em: EntityManager,
  options: {
    actor: TActor;
    projectId: string;
    teamId: string;
    name: string;
    enabled: boolean;
    triggerEvents: TTriggerEvent[];
    config: TConfigInput;
  },
) {
  const { config, passwordEncrypted } = splitConfig(app, options.config, null);
  const output = em.create(Output, {
    project: options.projectId,
    name: options.name,
    type: options.config.type,
    enabled: options.enabled,
    triggerEvents: [...new Set(options.triggerEvents)],
    config,
    passwordEncrypted,
    signingSecretEncrypted: options.config.type === 'webhook' ? app.encryption.encrypt(newSigningSecret()) : null,
  });
  await em.flush();
  await recordTeamEvent(em, {
    teamId: options.teamId,
    actor: options.actor,
    type: 'info',
    title: `Output "${output.name}" created`,
    projectId: options.projectId,
  });
  return output;
}

export async function updateOutput(
  app: TApp,
  em: EntityManager,
  output: TOutput,
  options: {
    actor: TActor;
    teamId: string;
    name?: string;
    enabled?: boolean;
    triggerEvents?: TTriggerEvent[];
    config?: TConfigInput;
  },
) {
  if (options.config && options.config.type !== output.type) {
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
  if (options.config) {
    const split = splitConfig(app, options.config, output.passwordEncrypted ?? null);
    output.config = split.config;
    output.passwordEncrypted = split.passwordEncrypted;
  }
  await em.flush();
  await recordTeamEvent(em, {
    teamId: options.teamId,
    actor: options.actor,
    type: 'info',
    title: `Output "${output.name}" updated`,
    projectId: output.project.id,
  });
  return output;
}

export async function deleteOutput(em: EntityManager, actor: TActor, teamId: string, output: TOutput) {
  await em.nativeDelete(Output, { id: output.id });
  await recordTeamEvent(em, {
    teamId,
    actor,
    type: 'warning',
    title: `Output "${output.name}" deleted`,
    projectId: output.project.id,
  });
}

export async function rotateSigningSecret(
  app: TApp,
  em: EntityManager,
  actor: TActor,
  teamId: string,
  output: TOutput,
) {
  if (output.type !== 'webhook') {
    throw new AppError('BAD_REQUEST', 'Only webhooks have a signing secret');
  }
  output.signingSecretEncrypted = app.encryption.encrypt(newSigningSecret());
  await em.flush();
  await recordTeamEvent(em, {
    teamId,
    actor,
    type: 'warning',
    title: `Signing secret of "${output.name}" replaced`,
    projectId: output.project.id,
  });
  return output;
}

export async function recentDeliveries(em: EntityManager, outputId: string, limit = 50) {
  return em.find(Delivery, { output: outputId }, { orderBy: { createdAt: 'desc' }, limit });
}

/** Latest delivery per output, for the list. */
export async function lastDeliveries(em: EntityManager, outputIds: string[]) {
  if (outputIds.length === 0) {
    return new Map<string, { state: string; at: Date }>();
  }
  const rows = await em.getConnection().execute<{ output_id: string; state: string; created_at: Date }[]>(
    `select distinct on (output_id) output_id, state, created_at from deliveries
     where output_id = any(?::uuid[]) order by output_id, created_at desc`,
    [`{${outputIds.join(',')}}`],
  );
  return new Map(rows.map((row) => [row.output_id, { state: row.state, at: new Date(row.created_at) }]));
}
