import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** What a ciphertext belongs to: it decrypts only for the same row and purpose (AES-GCM associated data). */
export type TEncryptionContext = { rowId: string; purpose: string };

export type TEncryption = {
  encrypt(plaintext: string, context: TEncryptionContext): string;
  decrypt(ciphertext: string, context: TEncryptionContext): string;
  /**
   * A secret token of this row and purpose (HMAC of the app secret, base64url, 256 bits): the same
   * on every call, so work done again can hand out the same token without keeping it anywhere.
   */
  deriveToken(context: TEncryptionContext): string;
};

// v1: no associated data (read only, for values written before v2); v2: bound to row id and purpose.
const LEGACY_VERSION = 'v1';
const VERSION = 'v2';

const associatedData = (context: TEncryptionContext) => Buffer.from(`${context.purpose}\u0000${context.rowId}`, 'utf8');

/** AES-256-GCM with a key derived from the app secret; output `v2.<iv>.<tag>.<data>` in base64url. */
export function createEncryption(appSecret: string): TEncryption {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'docstruct', 'encryption-at-rest', 32));
  const tokenKey = Buffer.from(hkdfSync('sha256', appSecret, 'docstruct', 'derived-tokens', 32));
  return {
    deriveToken: (context) => createHmac('sha256', tokenKey).update(associatedData(context)).digest('base64url'),
    encrypt(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(associatedData(context));
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(ciphertext, context) {
      const [version, iv, tag, data] = ciphertext.split('.');
      if ((version !== VERSION && version !== LEGACY_VERSION) || !iv || !tag || data === undefined) {
        throw new Error('Unrecognised ciphertext');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      if (version === VERSION) {
        decipher.setAAD(associatedData(context));
      }
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
