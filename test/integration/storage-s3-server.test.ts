import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { get } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Document } from '../../src/db/entities/document.ts';
import { startS3Peer, type TS3Peer } from '../helpers/s3-peer.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, INVOICE_FACTS, INVOICE_SCHEMA, upload } from '../helpers/uploads.ts';
import { seedApiKey, seedProject, seedTeam, seedUser, sessionCookie } from '../helpers/world.ts';

let peer: TS3Peer;
let server: TTestServer;

beforeAll(async () => {
  peer = await startS3Peer({ sessionToken: 'session-token-of-the-test' });
  server = await startTestServer({
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: peer.url,
      S3_BUCKET: 'docs',
      S3_ACCESS_KEY_ID: peer.accessKeyId,
      S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
      S3_SESSION_TOKEN: 'session-token-of-the-test',
      S3_PREFIX: 'docstruct',
    },
  });
});

afterAll(async () => {
  await server.stop();
  await peer.close();
});

const bucket = () => peer.buckets.get('docs') as Map<string, Buffer>;
const projectObjects = (projectId: string) =>
  [...bucket().entries()].filter(([name]) => name.startsWith(`docstruct/projects/${projectId}/`));

async function seedWorld() {
  const owner = await seedUser(server.app.orm);
  const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
  const project = await seedProject(server.app.orm, team.id);
  const cookie = { Cookie: await sessionCookie(server.app.auth, owner.id) };
  await request(server.url)
    .post(`/api/v1/projects/${project.id}/revisions`)
    .set(cookie)
    .send({ output_schema: INVOICE_SCHEMA })
    .expect(200);
  const key = await seedApiKey(server.app.orm, { teamId: team.id, ownerId: owner.id });
  return { project, cookie, bearer: { Authorization: `Bearer ${key.secret}` } };
}

describe('the server with STORAGE=s3', () => {
  it('keeps an uploaded invoice in the bucket, extracts it, serves it back and deletes it', async () => {
    const { project, cookie, bearer } = await seedWorld();
    const invoice = await fixture('invoice.pdf');

    const uploaded = await upload(server.url, project.id, bearer, [{ name: 'invoice.pdf', content: invoice }], {
      wait_for_completion: 'true',
    }).expect(200);
    expect(uploaded.body.execution).toMatchObject({ status: 'success', json_result: INVOICE_FACTS });

    const objects = projectObjects(project.id);
    expect(objects).toHaveLength(1);
    expect(objects[0]?.[1].equals(invoice)).toBe(true);
    await expect(readdir(path.join(server.dataDir, 'files'))).rejects.toMatchObject({ code: 'ENOENT' });

    const documentId = uploaded.body.documents[0].id;
    const download = await request(server.url).get(`/api/v1/documents/${documentId}/download`).set(bearer).expect(200);
    expect(Buffer.compare(download.body as Buffer, invoice)).toBe(0);

    await request(server.url)
      .delete(`/api/v1/projects/${project.id}/executions/${uploaded.body.execution.id}`)
      .set(cookie)
      .expect(200);
    expect(projectObjects(project.id)).toEqual([]);
  });

  it('stops reading from the store when a download is abandoned', async () => {
    const { project, bearer } = await seedWorld();
    const uploaded = await upload(
      server.url,
      project.id,
      bearer,
      [{ name: 'invoice.pdf', content: await fixture('invoice.pdf') }],
      { wait_for_completion: 'true' },
    ).expect(200);
    // The stored object becomes 1 MiB (17 slow pieces), its row says so: a long download.
    const documentId: string = uploaded.body.documents[0].id;
    const [key, original] = projectObjects(project.id)[0] as [string, Buffer];
    const large = Buffer.concat([original, randomBytes(1024 * 1024)]);
    bucket().set(key, large);
    await server.app.orm.em.fork().nativeUpdate(Document, { id: documentId }, { sizeBytes: large.length });
    peer.slowReads = true;
    try {
      const url = `${server.url}/api/v1/documents/${documentId}/download`;
      // The client reads the first bytes and hangs up.
      await new Promise<void>((resolve, reject) => {
        const req = get(url, { headers: bearer }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (error) => (req.destroyed ? resolve() : reject(error)));
      });
      const deadline = Date.now() + 5_000;
      const abandoned = () => peer.abandonedReads.filter((key) => key.startsWith(`docstruct/projects/${project.id}/`));
      while (abandoned().length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // The server let go of its S3 read too, long before the object's last piece.
      expect(abandoned()).toHaveLength(1);
    } finally {
      peer.slowReads = false;
    }
  });

  it('answers an upload the store refuses midway with an error (no hang) and leaves no parts behind', async () => {
    const { project, bearer } = await seedWorld();
    // The store takes the multipart upload's start, then refuses every part (not retried: 403).
    peer.intercept = (received) =>
      received.method === 'PUT' && received.search.has('uploadId') ? { status: 403, code: 'AccessDenied' } : undefined;
    try {
      const large = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(12 * 1024 * 1024)]);
      const answer = await upload(server.url, project.id, bearer, [{ name: 'large.pdf', content: large }]);
      expect(answer.status).toBe(500);
    } finally {
      peer.intercept = null;
    }
    expect(peer.requests.filter((line) => line.startsWith('DELETE') && line.includes('uploadId=')).length).toBe(1);
    expect(peer.multipartUploads.size).toBe(0);
    expect(projectObjects(project.id)).toEqual([]);
  });
});
