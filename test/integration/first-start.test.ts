import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createDatabase, databaseUrl, TEST_DATABASE_PREFIX } from '../helpers/test-database.ts';
import { waitFor } from '../helpers/wait-for.ts';

let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
});

describe('first start with `npm start`', () => {
  it('creates a site admin on an empty database, prints the password once, and that password signs in', async () => {
    // A database of its own: the worker's database already has users from other test files.
    const name = `${TEST_DATABASE_PREFIX}${process.env.DOCSTRUCT_TEST_RUN}_first_${randomUUID().slice(0, 8)}`;
    await createDatabase(name);
    child = spawn(process.execPath, ['scripts/start.ts'], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: databaseUrl(name),
        HOST: '127.0.0.1',
        PORT: '0',
        ROLES: 'web',
        DATA_DIR: await mkdtemp(path.join(tmpdir(), 'docstruct-first-')),
        LOG_LEVEL: 'info',
        ADMIN_EMAIL: 'first@docstruct.test',
        ADMIN_PASSWORD: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    createInterface({ input: child.stdout as Readable }).on('line', (line) => lines.push(line));
    const url = await waitFor(
      'the server to listen',
      () => {
        const listening = lines.find((line) => line.includes('"msg":"http server listening"'));
        return listening ? (JSON.parse(listening) as { url: string }).url : undefined;
      },
      { timeoutMs: 60_000 },
    );
    const password = /^\s*Password: (\S+)$/m.exec(lines.join('\n'))?.[1];
    expect(lines.join('\n')).toMatch(/First site admin created\.\n\s*E-mail: +first@docstruct\.test\n/);
    expect(password).toMatch(/^\S{12,}$/);

    const agent = request.agent(url);
    await agent.post('/api/v1/auth/login').send({ email: 'first@docstruct.test', password }).expect(200);
    const me = await agent.get('/api/v1/user').expect(200);
    expect(me.body).toMatchObject({ email: 'first@docstruct.test', role: 'admin' });

    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
