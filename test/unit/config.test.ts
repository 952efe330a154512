import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, ZConfig } from '../../src/config.ts';

describe('configuration', () => {
  it('documents every variable in .env.example, and nothing else', () => {
    const documented = readFileSync('.env.example', 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => line.split('=')[0]);
    expect(documented.sort()).toEqual(Object.keys(ZConfig.shape).sort());
  });

  it('starts with no configuration at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      ROLES: ['web', 'worker', 'ingest'],
      MODEL_FAST: 'local',
      REGISTRATION_MODE: 'beta',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', ROLES: 'web,cook', MODEL_FAST: 'gpt' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', ROLES: 'web,cook', MODEL_FAST: 'gpt' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT: /);
      expect((error as Error).message).toMatch(/ROLES/);
      expect((error as Error).message).toMatch(/MODEL_FAST: must be "local"/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
