import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export type TEncryption = {
  encrypt(plaintext: string): string;
  decrypt(ciphertext: string): string;
};

const VERSION = 'v1';

/** AES-256-GCM with a key derived from the app secret; output `v1.<iv>.<tag>.<data>` in base64url. */
export function createEncryption(appSecret: string): TEncryption {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'docstruct', 'encryption-at-rest', 32));
  return {
    encrypt(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(ciphertext) {
      const [version, iv, tag, data] = ciphertext.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) {
        throw new Error('Unrecognised ciphertext');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
