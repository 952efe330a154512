import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { loadConfig } from '../../src/config.ts';
import { createS3Storage, type TS3StorageOptions } from '../../src/storage/s3.ts';
import { sha256Hex } from '../../src/storage/s3-signature.ts';
import { startS3Peer, type TS3Peer } from '../helpers/s3-peer.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { fixture, INVOICE_FACTS, INVOICE_SCHEMA, upload } from '../helpers/uploads.ts';
import { seedApiKey, seedProject, seedTeam, seedUser, sessionCookie } from '../helpers/world.ts';

let peer: TS3Peer;

beforeAll(async () => {
  // Three keys per list page, so a handful of objects already takes several pages.
  peer = await startS3Peer({ pageSize: 3 });
});

afterAll(async () => {
  await peer.close();
});

const bucket = () => peer.buckets.get('docs') as Map<string, Buffer>;

const storageFor = (overrides: Partial<TS3StorageOptions> = {}) =>
  createS3Storage({
    endpoint: peer.url,
    region: 'eu-central-1',
    bucket: 'docs',
    accessKeyId: peer.accessKeyId,
    secretAccessKey: peer.secretAccessKey,
    prefix: 'tenant-a/',
    ...overrides,
  });

const leftoverTemporaryFiles = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('docstruct-s3-'));

describe('S3 storage against an S3-compatible peer', () => {
  it('puts, reads, streams, sizes and deletes an object whose key needs encoding', async () => {
    const storage = storageFor();
    const bytes = randomBytes(200 * 1024);
    const key = `projects/${randomUUID()}/Rechnung März (1)+€.pdf`;
    const stored = await storage.put(key, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    expect(stored).toEqual({ key, sizeBytes: bytes.length, sha256: sha256Hex(bytes), head: bytes.subarray(0, 65536) });
    expect(bucket().get(`tenant-a/${key}`)?.equals(bytes)).toBe(true);
    expect(await leftoverTemporaryFiles()).toEqual([]);

    expect((await storage.read(key)).equals(bytes)).toBe(true);
    expect(Buffer.concat(await storage.stream(key).toArray()).equals(bytes)).toBe(true);
    expect(await storage.size(key)).toBe(bytes.length);

    await storage.delete(key);
    expect(bucket().has(`tenant-a/${key}`)).toBe(false);
    await expect(storage.read(key)).rejects.toThrow(/stored document file is missing.*NoSuchKey/);
    await expect(storage.size(key)).rejects.toThrow(/stored document file is missing/);
    await expect(storage.stream(key).toArray()).rejects.toThrow(/stored document file is missing/);
    await storage.delete(key);
  });

  it('deletes a folder across several list pages, and nothing beside it', async () => {
    const storage = storageFor();
    const folder = `projects/${randomUUID()}`;
    const keys = Array.from({ length: 8 }, (_unused, index) => `${folder}/file-${index}`);
    await Promise.all(keys.map((key) => storage.put(key, Readable.from([Buffer.from(key)]))));
    await storage.put(`${folder}0/neighbour`, Readable.from([Buffer.from('keep me')]));
    const requestsBefore = peer.requests.length;

    await storage.deletePrefix(folder);

    const remaining = [...bucket().keys()].filter((key) => key.startsWith(`tenant-a/${folder}`));
    expect(remaining).toEqual([`tenant-a/${folder}0/neighbour`]);
    const lists = peer.requests.slice(requestsBefore).filter((line) => line.includes('list-type=2'));
    expect(lists.length).toBeGreaterThanOrEqual(3);
    expect(lists.slice(1).every((line) => line.includes('continuation-token='))).toBe(true);
  });

  it('is refused by the store with a wrong secret, and nothing is written', async () => {
    const storage = storageFor({ secretAccessKey: 'not-the-secret' });
    const key = `projects/${randomUUID()}/intruder`;
    await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    expect(bucket().has(`tenant-a/${key}`)).toBe(false);
    await expect(storage.read(key)).rejects.toThrow(/SignatureDoesNotMatch/);
    expect(await leftoverTemporaryFiles()).toEqual([]);
  });

  it('refuses to start with STORAGE=s3 and no bucket settings, naming each variable', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'docs' })).toThrow(
      /S3_ENDPOINT: required when STORAGE=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
  });
});

describe('the server with STORAGE=s3', () => {
  it('keeps an uploaded invoice in the bucket, extracts it, serves it back and deletes it', async () => {
    const server = await startTestServer({
      env: {
        STORAGE: 's3',
        S3_ENDPOINT: peer.url,
        S3_BUCKET: 'docs',
        S3_ACCESS_KEY_ID: peer.accessKeyId,
        S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
        S3_PREFIX: 'docstruct',
      },
    });
    try {
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
      const bearer = { Authorization: `Bearer ${key.secret}` };
      const invoice = await fixture('invoice.pdf');

      const uploaded = await upload(server.url, project.id, bearer, [{ name: 'invoice.pdf', content: invoice }], {
        wait_for_completion: 'true',
      }).expect(200);
      expect(uploaded.body.execution).toMatchObject({ status: 'success', json_result: INVOICE_FACTS });

      const objects = [...bucket().entries()].filter(([name]) => name.startsWith(`docstruct/projects/${project.id}/`));
      expect(objects).toHaveLength(1);
      expect(objects[0]?.[1].equals(invoice)).toBe(true);
      await expect(readdir(path.join(server.dataDir, 'files'))).rejects.toMatchObject({ code: 'ENOENT' });

      const documentId = uploaded.body.documents[0].id;
      const download = await request(server.url)
        .get(`/api/v1/documents/${documentId}/download`)
        .set(bearer)
        .expect(200);
      expect(Buffer.compare(download.body as Buffer, invoice)).toBe(0);

      await request(server.url)
        .delete(`/api/v1/projects/${project.id}/executions/${uploaded.body.execution.id}`)
        .set(cookie)
        .expect(200);
      expect([...bucket().keys()].filter((name) => name.startsWith(`docstruct/projects/${project.id}/`))).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
