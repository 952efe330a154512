import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Document } from '../../src/db/entities/document.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import type { TAuth } from '../../src/services/auth/lucia.ts';
import { killAppProcesses, startAppProcess } from '../helpers/app-process.ts';
import { docsBucketKeys, startS3AppProcess } from '../helpers/s3-app-process.ts';
import { startS3Peer, type TS3Peer } from '../helpers/s3-peer.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let peer: TS3Peer;
let orm: MikroORM;
let auth: TAuth;

beforeAll(async () => {
  peer = await startS3Peer();
});

afterAll(async () => {
  killAppProcesses();
  await orm?.close(true);
  await peer.close();
});

describe('a process killed in the middle of an S3 multipart upload', () => {
  it('acknowledged nothing, shows nothing half-written, and its open upload is aborted after a restart', async () => {
    const started = await startS3AppProcess(peer, 's3crash');
    const { databaseUrl, env } = started;
    let app = started.app;
    ({ orm, auth } = started);
    const { project, bearer } = await seedInvoiceProject({ orm, auth });

    // A 12 MiB document whose sender stalls after 6 MiB: the first part is up, the upload open.
    const boundary = 'docstruct-crash-boundary';
    const upload = httpRequest(`${app.url}/api/v1/projects/${project.id}/upload`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const answered = new Promise<string>((resolve) => {
      upload.on('response', (response) => resolve(`answered ${response.statusCode}`));
      upload.on('error', () => resolve('cut'));
    });
    upload.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="big.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    );
    upload.write(randomBytes(6 * 1024 * 1024));
    const open = await waitFor('the multipart upload with its first part', () => {
      const uploads = [...peer.multipartUploads.values()];
      return uploads.length === 1 && (uploads[0]?.parts.size ?? 0) >= 1 ? uploads[0] : null;
    });

    app.child.kill('SIGKILL');
    await app.exited;
    expect(await answered).toBe('cut');
    // Nothing acknowledged, no row, and no object (half-written or whole) under the installation's prefix.
    expect(await orm.em.fork().count(Execution, { project: project.id })).toBe(0);
    expect(await orm.em.fork().count(Document, {})).toBe(0);
    expect(docsBucketKeys(peer)).toEqual([]);
    expect(open?.key).toMatch(/^docstruct\/projects\//);

    // As if the upload had been left open for two hours; the hourly maintenance is due.
    open.initiated = new Date(Date.now() - 2 * 3_600_000);
    app = await startAppProcess({ databaseUrl, env, port: app.port, dataDir: app.dataDir });
    await orm.em.fork().execute(`update agenda_jobs set next_run_at = now() where name = 'maintenance.purge-expired'`);
    await waitFor('the abandoned upload to be aborted', () => peer.multipartUploads.size === 0, { timeoutMs: 20_000 });
    // The job goes on with its next steps (the store clock probe it writes and deletes, orphan files).
    await waitFor('the bucket to be empty', () => docsBucketKeys(peer).length === 0, { timeoutMs: 20_000 });
    expect(peer.requests.some((line) => line.startsWith('DELETE /docs/docstruct/projects/'))).toBe(true);
  }, 90_000);
});
