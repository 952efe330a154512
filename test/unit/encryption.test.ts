import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { createEncryption } from '../../src/lib/encryption.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const rowA = { rowId: '0b6a1bb8-0000-4000-8000-00000000000a', purpose: 'outputs.password' };
const rowB = { rowId: '0b6a1bb8-0000-4000-8000-00000000000b', purpose: 'outputs.password' };

describe('encryption at rest', () => {
  it('round-trips for the same row and purpose', () => {
    const encryption = createEncryption(SECRET);
    expect(encryption.decrypt(encryption.encrypt('ftp-password', rowA), rowA)).toBe('ftp-password');
  });

  it('refuses a ciphertext copied to another row or used for another purpose', () => {
    const encryption = createEncryption(SECRET);
    const ciphertext = encryption.encrypt('ftp-password', rowA);
    expect(() => encryption.decrypt(ciphertext, rowB)).toThrow();
    expect(() => encryption.decrypt(ciphertext, { ...rowA, purpose: 'outputs.signing_secret' })).toThrow();
  });

  it('still reads values written before associated data (v1)', () => {
    const key = Buffer.from(hkdfSync('sha256', SECRET, 'docstruct', 'encryption-at-rest', 32));
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update('legacy', 'utf8'), cipher.final()]);
    const legacy = [
      'v1',
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      data.toString('base64url'),
    ];
    expect(createEncryption(SECRET).decrypt(legacy.join('.'), rowA)).toBe('legacy');
  });
});
