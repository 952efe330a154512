import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { ZOutputConfigInput } from '../../contracts/output-config.ts';
import type { TOutputConfig } from '../../db/entities/output.ts';
import { isBlockedTarget } from '../../delivery/network-guard.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TEncryption } from '../../lib/encryption.ts';
import { recipientsOutsideAllowedDomains } from './mail-limits.ts';
import { outputSecretContext } from './secret-context.ts';

// What creating and changing an output share: secrets, write-only header values, the target check.

export type TOutputConfigInput = z.output<typeof ZOutputConfigInput>;

const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** A fresh webhook signing secret, encrypted for this output's row. */
export const encryptedNewSigningSecret = (encryption: TEncryption, outputId: string) =>
  encryption.encrypt(newSigningSecret(), outputSecretContext(outputId, 'signing_secret'));

/** Splits the password off the settings: it is stored encrypted, the rest as JSON. */
export function splitConfig(options: {
  encryption: TEncryption;
  input: TOutputConfigInput;
  previousPassword: string | null;
  outputId: string;
}) {
  const { input } = options;
  if (input.type === 'webhook' || input.type === 'email') {
    return { config: input as TOutputConfig, passwordEncrypted: null };
  }
  const { password, ...config } = input;
  const passwordEncrypted =
    password === undefined
      ? options.previousPassword
      : password === ''
        ? null
        : options.encryption.encrypt(password, outputSecretContext(options.outputId, 'password'));
  return { config: config as TOutputConfig, passwordEncrypted };
}

/**
 * Webhook header values are write-only (they often hold a receiver's Authorization): the API shows
 * them empty, and an empty value on update keeps the stored one.
 */
export function keepUnchangedHeaderValues(input: TOutputConfigInput, previous: TOutputConfig): TOutputConfigInput {
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
export async function checkTarget(config: TConfig, input: TOutputConfigInput): Promise<void> {
  if (input.type === 'email') {
    const outside = recipientsOutsideAllowedDomains(config, input.recipients);
    if (outside.length > 0) {
      const message = `Only addresses at ${config.OUTPUT_EMAIL_ALLOWED_DOMAINS.join(', ')} may receive results`;
      throw new AppError('BAD_REQUEST', message, { issues: [{ path: ['config', 'recipients'], message }] });
    }
    return;
  }
  const host = input.type === 'webhook' ? new URL(input.url).hostname : input.host;
  if (await isBlockedTarget(host, config.ALLOW_PRIVATE_OUTPUT_TARGETS)) {
    const message = 'This address is in a private, internal or reserved network; outputs may not reach it';
    throw new AppError('BAD_REQUEST', message, {
      issues: [{ path: ['config', input.type === 'webhook' ? 'url' : 'host'], message }],
    });
  }
}
