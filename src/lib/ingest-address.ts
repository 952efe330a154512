import { randomBytes } from 'node:crypto';
import type { TConfig } from '../config.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** 160 random bits as 32 lower-case base32 characters: safe in any mail system's local part. */
export function newIngestToken(): string {
  const bytes = randomBytes(20);
  let bits = 0;
  let value = 0;
  let token = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      token += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return token;
}

export function ingestDomain(config: TConfig): string {
  return (config.INGEST_DOMAIN ?? new URL(config.APP_URL).hostname).toLowerCase();
}

export function ingestAddress(config: TConfig, token: string, projectSlug?: string): string {
  return `${token}${projectSlug ? `+${projectSlug}` : ''}@${ingestDomain(config)}`;
}
