import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token with `bytes` of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The form a token is stored in: its SHA-256, hex. A leaked table hands out no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
