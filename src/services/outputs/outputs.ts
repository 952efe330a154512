import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { TApp } from '../../app.ts';
import type { ZOutputConfigInput } from '../../contracts/output-config.ts';
import { Delivery } from '../../db/entities/delivery.ts';
import { Output, type TOutput, type TOutputConfig, type TTriggerEvent } from '../../db/entities/output.ts';
import { isBlockedTarget } from '../../delivery/network-guard.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TActor } from '../auth/actor.ts';
import { recordTeamEvent } from '../teams/team-events.ts';
import { recipientsOutsideAllowedDomains } from './mail-limits.ts';
import { outputSecretContext } from './secret-context.ts';

type TConfigInput = z.output<typeof ZOutputConfigInput>;

export const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** Splits the password off the settings: it is stored encrypted, the rest as JSON. */
function splitConfig(app: TApp, input: TConfigInput, previousPassword: string | null, outputId: string) {
  if (input.type === 'webhook' || input.type === 'email') {
    return { config: input as TOutputConfig, passwordEncrypted: null };
  }
  const { password, ...config } = input;
  const passwordEncrypted =
    password === undefined
      ? previousPassword
      : password === ''
        ? null
        : app.encryption.encrypt(password, outputSecretContext(outputId, 'password'));
  return { config: config as TOutputConfig, passwordEncrypted };
}

/**
 * Webhook header values are write-only (they often hold a receiver's Authorization): the API shows
 * them empty, and an empty value on update keeps the stored one.
 */
function keepUnchangedHeaderValues(input: TConfigInput, previous: TOutputConfig): TConfigInput {
  if (input.type !== 'webhook') {
    return input;
  }
  const stored = previous.type === 'webhook' ? previous.headers : {};
  const headers = Object.entries(input.headers)
    .map(([name, value]) => [name, value === '' ? (stored[name] ?? '') : value] as const)
    .filter(([, value]) => value !== '');
  return { ...input, headers: Object.fromEntries(headers) };
}

/** Refuses a target in a blocked network when it is saved (clear 400), not only when delivering. */
async function checkTarget(app: TApp, input: TConfigInput): Promise<void> {
  if (input.type === 'email') {
    const outside = recipientsOutsideAllowedDomains(app.config, input.recipients);
    if (outside.length > 0) {
      const message = `Only addresses at ${app.config.OUTPUT_EMAIL_ALLOWED_DOMAINS.join(', ')} may receive results`;
      throw new AppError('BAD_REQUEST', message, { issues: [{ path: ['config', 'recipients'], message }] });
    }
    return;
  }
  const host = input.type === 'webhook' ? new URL(input.url).hostname : input.host;
  if (await isBlockedTarget(host, app.config.ALLOW_PRIVATE_OUTPUT_TARGETS)) {
    const message = 'This address is in a private, internal or reserved network; outputs may not reach it';
    throw new AppError('BAD_REQUEST', message, {
      issues: [{ path: ['config', input.type === 'webhook' ? 'url' : 'host'], message }],
    });
  }
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
  await checkTarget(app, options.config);
  const id = randomUUID();
  const { config, passwordEncrypted } = splitConfig(app, options.config, null, id);
  const output = em.create(Output, {
    id,
    project: options.projectId,
    name: options.name,
    type: options.config.type,
    enabled: options.enabled,
    triggerEvents: [...new Set(options.triggerEvents)],
    config,
    passwordEncrypted,
    signingSecretEncrypted:
      options.config.type === 'webhook'
        ? app.encryption.encrypt(newSigningSecret(), outputSecretContext(id, 'signing_secret'))
        : null,
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
    await checkTarget(app, options.config);
    const config = keepUnchangedHeaderValues(options.config, output.config);
    const split = splitConfig(app, config, output.passwordEncrypted ?? null, output.id);
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

export async function deleteOutput(em: EntityManager, actor: TActor, teamId: string, output: TOutput) {
  await em.nativeDelete(Output, { id: output.id });
  await recordTeamEvent(em, {
    teamId,
    actor,
    type: 'warning',
    code: 'event.output_deleted',
    params: { name: output.name },
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
  output.signingSecretEncrypted = app.encryption.encrypt(
    newSigningSecret(),
    outputSecretContext(output.id, 'signing_secret'),
  );
  await em.flush();
  await recordTeamEvent(em, {
    teamId,
    actor,
    type: 'warning',
    code: 'event.output_secret_replaced',
    params: { name: output.name },
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
