import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { Document } from '../../src/db/entities/document.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import type { TAuth } from '../../src/services/auth/lucia.ts';
import { killAppProcesses, type TAppProcess } from '../helpers/app-process.ts';
import { docsBucketKeys, startS3AppProcess } from '../helpers/s3-app-process.ts';
import { startS3Peer, type TS3Peer } from '../helpers/s3-peer.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

/**
 * As multipart-truncated.test.ts does for local disk: an upload whose client goes away mid-body,
 * with the files kept in S3. A file under one part (5 MiB) is held in memory and never sent; a
 * larger one has its first part in an open multipart upload when the connection drops.
 */

let peer: TS3Peer;
let app: TAppProcess & { dataDir: string };
let orm: MikroORM;
let auth: TAuth;

beforeAll(async () => {
  peer = await startS3Peer();
  ({ app, orm, auth } = await startS3AppProcess(peer, 's3clientgone'));
});

afterAll(async () => {
  killAppProcesses();
  await orm?.close(true);
  await peer.close();
});

/** Opens an upload announcing more than it will send, sends the start of one file, and returns the socket. */
async function startUpload(projectId: string, authorization: string, fileStart: Buffer) {
  const socket = connect({ host: '127.0.0.1', port: Number(new URL(app.url).port) });
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  const head = [
    `POST /api/v1/projects/${projectId}/upload HTTP/1.1`,
    'Host: 127.0.0.1',
    `Authorization: ${authorization}`,
    'Content-Type: multipart/form-data; boundary=XYZ',
    `Content-Length: ${64 * 1024 * 1024}`,
  ].join('\r\n');
  socket.write(
    `${head}\r\n\r\n--XYZ\r\nContent-Disposition: form-data; name="documents"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  socket.write(fileStart);
  return socket;
}

/** No file on local disk (S3 keeps them all), and the process serves on. */
async function expectNoLocalFileAndServing() {
  await expect(readdir(path.join(app.dataDir, 'files'))).rejects.toMatchObject({ code: 'ENOENT' });
  await request(app.url).get('/healthz').expect(200);
  expect(app.child.exitCode).toBeNull();
}

describe('an upload to S3 whose client goes away mid-body', () => {
  it('of a file still under one part: nothing reaches the store, and later uploads are served', async () => {
    const { project, bearer } = await seedInvoiceProject({ orm, auth });
    const socket = await startUpload(project.id, bearer.Authorization, Buffer.from(`%PDF-1.4\n${'x'.repeat(70_000)}`));
    // The route counts an upload against the team's limit just before it reads the body.
    await waitFor('the route to take the upload', async () => {
      const rows = await orm.em
        .fork()
        .execute<{ key: string }[]>('select key from rate_limits where key = ?', [`upload:team:${project.team.id}`]);
      return rows.length === 1;
    });
    socket.destroy();
    await request(app.url).get('/healthz').expect(200);
    // A whole upload afterwards is stored and taken; it is all there is of the project.
    const probe = await request(app.url)
      .post(`/api/v1/projects/${project.id}/upload`)
      .set(bearer)
      .attach('documents', Buffer.from('Invoice number: INV-2\n'), 'probe.txt')
      .expect(200);
    const [document] = await orm.em.fork().find(Document, { project: project.id });
    expect(document?.id).toBe(probe.body.documents[0].id);
    expect(await orm.em.fork().count(Execution, { project: project.id })).toBe(1);
    expect(docsBucketKeys(peer)).toEqual([`docstruct/${document?.storageKey}`]);
    expect(peer.multipartUploads.size).toBe(0);
    await expectNoLocalFileAndServing();
  }, 60_000);

  it('of a file with a part in an open multipart upload: the upload is aborted, nothing is left', async () => {
    const { project, bearer } = await seedInvoiceProject({ orm, auth });
    const socket = await startUpload(
      project.id,
      bearer.Authorization,
      Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(6 * 1024 * 1024)]),
    );
    await waitFor('the multipart upload with its first part', () => {
      const uploads = [...peer.multipartUploads.values()];
      return uploads.length === 1 && (uploads[0]?.parts.size ?? 0) >= 1;
    });
    socket.destroy();
    await waitFor('the multipart upload to be aborted', () => peer.multipartUploads.size === 0);
    expect(peer.requests.filter((line) => line.startsWith('DELETE') && line.includes('uploadId='))).toHaveLength(1);
    expect(await orm.em.fork().count(Execution, { project: project.id })).toBe(0);
    expect(await orm.em.fork().count(Document, { project: project.id })).toBe(0);
    expect(docsBucketKeys(peer).filter((key) => key.includes(project.id))).toEqual([]);
    await expectNoLocalFileAndServing();
  }, 60_000);
});
