import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { workerDatabaseUrl } from '../helpers/test-database.ts';
import { waitFor } from '../helpers/wait-for.ts';

describe('stopping the server', () => {
  it('leaves no timer or socket that keeps the process alive after a job ran', async () => {
    const child = spawn(process.execPath, ['test/helpers/run-one-job-and-stop.ts'], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: await workerDatabaseUrl(),
        DATA_DIR: await mkdtemp(path.join(tmpdir(), 'docstruct-stop-')),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    let exitCode: number | null | undefined;
    child.once('exit', (code) => {
      exitCode = code;
    });
    try {
      await waitFor('the server to stop', () => output.includes('stopped'), { timeoutMs: 60_000 });
      // agenda's lock-liveness timer alone would hold the process for five minutes.
      await waitFor('the process to end by itself', () => exitCode !== undefined, { timeoutMs: 20_000 });
      expect(exitCode).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
