import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Logger } from 'pino';
import { dataPath, type TConfig } from '../config.ts';

/**
 * APP_SECRET when set; otherwise a random secret generated once and kept in DATA_DIR, so a
 * single-machine install keeps its encrypted data across restarts. Replicas must share APP_SECRET.
 */
export function resolveAppSecret(config: TConfig, log: Logger): string {
  if (config.APP_SECRET) {
    return config.APP_SECRET;
  }
  const file = dataPath(config, 'app-secret');
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  if (config.NODE_ENV === 'production') {
    log.warn({ file }, 'APP_SECRET is not set: generated one in the data directory; set it when running replicas');
  }
  mkdirSync(dataPath(config), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
