import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { workerDatabaseUrl } from '../helpers/test-database.ts';

// A real process (all roles) that records every package it loads until it is ready, then exits.
const PROBE = `
import { registerHooks } from 'node:module';
const packages = new Set();
registerHooks({
  load(url, context, next) {
    const name = /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(url)?.[1];
    if (name) packages.add(name);
    return next(url, context);
  },
});
const { loadConfig } = await import(process.env.ROOT + '/src/config.ts');
const { startServer } = await import(process.env.ROOT + '/src/server.ts');
const server = await startServer({ config: loadConfig(process.env) });
console.log(JSON.stringify([...packages]));
await server.stop();
process.exit(0);
`;

describe('start-up', () => {
  it('loads no MongoDB driver, API reference bundle, AI SDK, AWS SDK or document library until used', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', PROBE], {
      env: {
        ...process.env,
        ROOT: path.resolve('.'),
        DATABASE_URL: await workerDatabaseUrl(),
        DATA_DIR: await mkdtemp(path.join(tmpdir(), 'docstruct-startup-')),
        HOST: '127.0.0.1',
        PORT: '0',
        INGEST_SMTP_HOST: '127.0.0.1',
        INGEST_SMTP_PORT: '0',
        ROLES: 'web,worker,ingest',
        LOG_LEVEL: 'silent',
        NODE_OPTIONS: '',
      },
    });
    const loaded: string[] = JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]');
    // The probe saw the application's own dependencies load: it would notice these too.
    expect(loaded).toEqual(expect.arrayContaining(['@mikro-orm/core', 'express', '@agendajs/postgres-backend']));
    // (nodemailer is absent from the list: smtp-server of the ingest role loads parts of it.)
    const lazy = ['mongodb', '@agendajs/mongo-backend', 'swagger-ui-dist', 'ai', 'mammoth', 'qrcode', 'html-to-text'];
    // The AWS SDK (S3 storage) and its @smithy runtime load on the first storage call with STORAGE=s3.
    const lazyScopes = ['@ai-sdk/', '@aws-sdk/', '@smithy/', '@aws-crypto/'];
    expect(loaded.filter((name) => lazy.includes(name) || lazyScopes.some((scope) => name.startsWith(scope)))).toEqual(
      [],
    );
  });
});
