import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../src/config.ts';
import { createS3Storage, S3StorageError, type TS3StorageOptions } from '../../src/storage/s3.ts';
import { startS3Peer, type TS3Peer, type TS3PeerRequest } from '../helpers/s3-peer.ts';

const MiB = 1024 * 1024;
const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let peer: TS3Peer;

beforeAll(async () => {
  // Three keys per list page, so a handful of objects already takes several pages.
  peer = await startS3Peer({ pageSize: 3 });
});

afterEach(() => {
  peer.intercept = null;
});

afterAll(async () => {
  await peer.close();
});

const bucket = () => peer.buckets.get('docs') as Map<string, Buffer>;

const storageFor = (overrides: Partial<TS3StorageOptions> = {}, target: TS3Peer = peer) =>
  createS3Storage({
    endpoint: target.url,
    region: 'eu-central-1',
    bucket: 'docs',
    credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
    prefix: 'tenant-a/',
    ...overrides,
  });

/** Random bytes produced on demand in 64 KiB chunks, counting how many were handed out so far. */
function meteredSource(total: number, failAfter?: number) {
  const bytes = randomBytes(total);
  let produced = 0;
  const stream = new Readable({
    read() {
      if (failAfter !== undefined && produced >= failAfter) {
        this.destroy(new Error('the client went away'));
      } else if (produced >= total) {
        this.push(null);
      } else {
        const chunk = bytes.subarray(produced, produced + 64 * 1024);
        produced += chunk.length;
        this.push(chunk);
      }
    },
  });
  return { bytes, stream, produced: () => produced };
}

const isUploadPart = (request: TS3PeerRequest) => request.method === 'PUT' && request.search.has('uploadId');

describe('S3 storage against an S3-compatible peer', () => {
  it('puts, reads, streams, sizes and deletes an object whose key needs encoding', async () => {
    const storage = storageFor();
    const bytes = randomBytes(200 * 1024);
    const key = `projects/${randomUUID()}/Rechnung März (1)+€.pdf`;
    const stored = await storage.put(key, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    expect(stored).toEqual({ key, sizeBytes: bytes.length, sha256: sha256Hex(bytes), head: bytes.subarray(0, 65536) });
    expect(bucket().get(`tenant-a/${key}`)?.equals(bytes)).toBe(true);

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

  it('stores an empty file as an empty object', async () => {
    const storage = storageFor();
    const key = `projects/${randomUUID()}/empty.txt`;
    expect(await storage.put(key, Readable.from([]))).toMatchObject({
      sizeBytes: 0,
      sha256: sha256Hex(Buffer.alloc(0)),
    });
    expect(bucket().get(`tenant-a/${key}`)).toEqual(Buffer.alloc(0));
    expect(await storage.size(key)).toBe(0);
  });

  it('streams a 20 MiB upload up in 5 MiB parts while it is still arriving, and reads it back byte for byte', async () => {
    const storage = storageFor();
    const total = 20 * MiB + 123;
    const source = meteredSource(total);
    const parts: { partNumber: number; size: number; producedBefore: number }[] = [];
    peer.intercept = (request) => {
      if (isUploadPart(request)) {
        const partNumber = Number(request.search.get('partNumber'));
        parts.push({ partNumber, size: request.body.length, producedBefore: source.produced() });
      }
      return undefined;
    };
    const key = `projects/${randomUUID()}/large.pdf`;

    const stored = await storage.put(key, source.stream);

    expect(stored).toMatchObject({ key, sizeBytes: total, sha256: sha256Hex(source.bytes) });
    expect(parts.map((part) => part.size).sort((a, b) => b - a)).toEqual([5 * MiB, 5 * MiB, 5 * MiB, 5 * MiB, 123]);
    expect(parts.map((part) => part.partNumber).sort()).toEqual([1, 2, 3, 4, 5]);
    // Nothing is buffered whole (on disk or in memory): when the first part reached the store, at
    // most the parts in flight (2) and the one filling had been read from the source.
    expect(parts[0]?.producedBefore).toBeLessThanOrEqual(3 * 5 * MiB + MiB);
    const lines = peer.requests.filter((line) => line.includes(encodeURIComponent('large.pdf')));
    expect(lines.filter((line) => line.startsWith('POST') && line.includes('?uploads'))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('POST') && line.includes('uploadId='))).toHaveLength(1);
    expect(peer.multipartUploads.size).toBe(0);

    expect((await storage.read(key)).equals(source.bytes)).toBe(true);
    expect(Buffer.concat(await storage.stream(key).toArray()).equals(source.bytes)).toBe(true);
    expect(await storage.size(key)).toBe(total);
    await storage.delete(key);
  });

  it('retries a part and a read that the store answered with a transient 503 or 500', async () => {
    const storage = storageFor();
    const source = meteredSource(7 * MiB);
    const key = `projects/${randomUUID()}/flaky.pdf`;
    const attempts: string[] = [];
    peer.intercept = (request) => {
      if (!request.key.endsWith('flaky.pdf') || !(isUploadPart(request) || request.method === 'GET')) {
        return undefined;
      }
      const label = `${request.method} ${request.search.get('partNumber') ?? ''}`.trim();
      attempts.push(`${label} ${request.headers['amz-sdk-request']}`);
      const first = attempts.filter((line) => line.startsWith(`${label} `)).length === 1;
      if (first && label === 'PUT 2') {
        return { status: 503, code: 'SlowDown' };
      }
      return first && label === 'GET' ? { status: 500, code: 'InternalError' } : undefined;
    };

    await storage.put(key, source.stream);
    expect((await storage.read(key)).equals(source.bytes)).toBe(true);

    expect(attempts.filter((line) => line.startsWith('PUT 2'))).toEqual([
      'PUT 2 attempt=1; max=3',
      expect.stringMatching(/^PUT 2 attempt=2; max=3/),
    ]);
    expect(attempts.filter((line) => line.startsWith('GET'))).toEqual([
      'GET attempt=1; max=3',
      expect.stringMatching(/^GET attempt=2; max=3/),
    ]);
    expect(bucket().get(`tenant-a/${key}`)?.equals(source.bytes)).toBe(true);
  });

  it('aborts the multipart upload when a part keeps failing, so nothing is left in the bucket', async () => {
    const storage = storageFor({ maxAttempts: 2 });
    const key = `projects/${randomUUID()}/doomed.pdf`;
    let part2Attempts = 0;
    peer.intercept = (request) => {
      if (isUploadPart(request) && request.search.get('partNumber') === '2') {
        part2Attempts += 1;
        return { status: 500, code: 'InternalError' };
      }
      return undefined;
    };

    const failure = storage.put(key, meteredSource(12 * MiB).stream);

    await expect(failure).rejects.toBeInstanceOf(S3StorageError);
    await expect(failure).rejects.toMatchObject({ status: 500, code: 'InternalError' });
    expect(part2Attempts).toBe(2);
    const aborts = peer.requests.filter((line) => line.startsWith('DELETE') && line.includes('doomed.pdf?uploadId='));
    expect(aborts).toHaveLength(1);
    expect(peer.multipartUploads.size).toBe(0);
    expect(bucket().has(`tenant-a/${key}`)).toBe(false);
  });

  it('aborts the multipart upload when the source breaks off midway', async () => {
    const storage = storageFor();
    const key = `projects/${randomUUID()}/cut-off.pdf`;
    const source = meteredSource(20 * MiB, 12 * MiB);
    let partsStored = 0;
    peer.intercept = (request) => {
      partsStored += isUploadPart(request) ? 1 : 0;
      return undefined;
    };

    await expect(storage.put(key, source.stream)).rejects.toThrow('the client went away');

    expect(partsStored).toBeGreaterThanOrEqual(1);
    expect(peer.multipartUploads.size).toBe(0);
    expect(bucket().has(`tenant-a/${key}`)).toBe(false);
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

  it('deletes a whole folder on a store that pages without continuation tokens, going on after the last key', async () => {
    const storage = storageFor();
    const folder = `projects/${randomUUID()}`;
    const keys = Array.from({ length: 8 }, (_unused, index) => `${folder}/file-${index}`);
    await Promise.all(keys.map((key) => storage.put(key, Readable.from([Buffer.from(key)]))));
    const requestsBefore = peer.requests.length;
    peer.pagesWithoutToken = true;
    try {
      await storage.deletePrefix(folder);
    } finally {
      peer.pagesWithoutToken = false;
    }

    expect([...bucket().keys()].filter((key) => key.startsWith(`tenant-a/${folder}`))).toEqual([]);
    const lists = peer.requests.slice(requestsBefore).filter((line) => line.includes('list-type=2'));
    expect(lists).toHaveLength(3);
    expect(lists[1]).toContain(`start-after=${encodeURIComponent(`tenant-a/${folder}/file-2`)}`);
  });

  it('fails a folder delete loudly when the store says "more" but gives nothing to continue from', async () => {
    const storage = storageFor();
    const folder = `projects/${randomUUID()}`;
    await storage.put(`${folder}/only`, Readable.from([Buffer.from('x')]));
    peer.saysMoreWithoutMarker = true;
    try {
      await expect(storage.deletePrefix(folder)).rejects.toThrow(/said "more" without a continuation token/);
    } finally {
      peer.saysMoreWithoutMarker = false;
    }
  });

  it('is refused by the store with a wrong secret, and nothing is written', async () => {
    const storage = storageFor({ credentials: { accessKeyId: peer.accessKeyId, secretAccessKey: 'not-the-secret' } });
    const key = `projects/${randomUUID()}/intruder`;
    await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    expect(bucket().has(`tenant-a/${key}`)).toBe(false);
    await expect(storage.read(key)).rejects.toThrow(/SignatureDoesNotMatch/);
  });
});

describe('S3 storage with temporary credentials', () => {
  const sessionToken = 'FwoGZXIvYXdzEBYaDH/session+token=';
  let tokenPeer: TS3Peer;

  beforeAll(async () => {
    tokenPeer = await startS3Peer({ sessionToken });
  });

  afterAll(async () => {
    await tokenPeer.close();
  });

  it('signs every request with the session token, and the store refuses requests without it', async () => {
    const { accessKeyId, secretAccessKey } = tokenPeer;
    const storage = storageFor({ credentials: { accessKeyId, secretAccessKey, sessionToken } }, tokenPeer);
    const tokens = new Set<unknown>();
    tokenPeer.intercept = (request) => {
      tokens.add(request.headers['x-amz-security-token']);
      return undefined;
    };
    const source = meteredSource(6 * MiB);
    const key = `projects/${randomUUID()}/temporary.pdf`;

    await storage.put(key, source.stream);
    expect((await storage.read(key)).equals(source.bytes)).toBe(true);
    await storage.delete(key);
    expect(tokens).toEqual(new Set([sessionToken]));
    expect(tokenPeer.requests.filter((line) => line.includes('temporary.pdf')).length).toBeGreaterThanOrEqual(5);

    const withoutToken = storageFor({ credentials: { accessKeyId, secretAccessKey } }, tokenPeer);
    await expect(withoutToken.put(key, Readable.from([Buffer.from('x')]))).rejects.toMatchObject({
      status: 400,
      code: 'InvalidToken',
    });
    const otherToken = storageFor(
      { credentials: { accessKeyId, secretAccessKey, sessionToken: 'expired' } },
      tokenPeer,
    );
    await expect(otherToken.read(key)).rejects.toMatchObject({ code: 'InvalidToken' });
  });

  it("uses the SDK's default credential chain (AWS_* variables, session token included) without a key pair", async () => {
    const names = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'] as const;
    const saved = names.map((name) => process.env[name]);
    process.env.AWS_ACCESS_KEY_ID = tokenPeer.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = tokenPeer.secretAccessKey;
    process.env.AWS_SESSION_TOKEN = sessionToken;
    try {
      const storage = storageFor({ credentials: undefined }, tokenPeer);
      const key = `projects/${randomUUID()}/from-the-chain.txt`;
      await storage.put(key, Readable.from([Buffer.from('chained')]));
      expect((await storage.read(key)).toString()).toBe('chained');
    } finally {
      names.forEach((name, index) => {
        if (saved[index] === undefined) {
          delete process.env[name];
        } else {
          process.env[name] = saved[index];
        }
      });
    }
  });
});

describe('S3 storage on a store whose clock is not ours', () => {
  const HOUR = 3_600_000;
  const listed = async (writtenBefore: Date) => {
    const keys: string[] = [];
    for await (const page of storageFor().listWrittenBefore('projects', writtenBefore)) {
      keys.push(...page);
    }
    return keys;
  };

  afterEach(() => {
    peer.clockOffsetMs = 0;
    peer.proxyDateOffsetMs = null;
  });

  it("judges ages on the clock that stamps the objects, not on a proxy's Date header", async () => {
    const fresh = async () => {
      const key = `projects/${randomUUID()}/${randomUUID()}`;
      await storageFor().put(key, Readable.from([Buffer.from('an upload whose rows are still being written')]));
      return key;
    };
    // A store two hours behind behind a proxy whose Date header is on our clock.
    peer.clockOffsetMs = -2 * HOUR;
    peer.proxyDateOffsetMs = 0;
    const behind = await fresh();
    expect(await listed(new Date(Date.now() - HOUR))).not.toContain(behind);
    const uploadId = randomUUID();
    peer.multipartUploads.set(uploadId, {
      bucket: 'docs',
      key: `tenant-a/projects/${randomUUID()}/${randomUUID()}`,
      initiated: new Date(Date.now() - 2 * HOUR),
      parts: new Map(),
    });
    expect(await storageFor().abortAbandonedUploads(new Date(Date.now() - HOUR))).toBe(0);
    expect(peer.multipartUploads.has(uploadId)).toBe(true);
    peer.multipartUploads.delete(uploadId);

    // A store on our clock behind a proxy whose Date header runs two hours ahead.
    peer.clockOffsetMs = 0;
    peer.proxyDateOffsetMs = 2 * HOUR;
    const onTime = await fresh();
    expect(await listed(new Date(Date.now() - HOUR))).not.toContain(onTime);
    // Really old on the store's clock: listed, whatever the proxy says.
    peer.lastModified.set(`docs/tenant-a/${onTime}`, new Date(Date.now() - 1.5 * HOUR));
    expect(await listed(new Date(Date.now() - HOUR))).toContain(onTime);
    // The probe that read the store's clock is not left behind.
    expect([...bucket().keys()].filter((key) => key.includes('clock-probe'))).toEqual([]);
  });

  it('never lists a file just written to a store two hours behind as written over an hour ago', async () => {
    peer.clockOffsetMs = -2 * HOUR;
    const key = `projects/${randomUUID()}/${randomUUID()}`;
    await storageFor().put(key, Readable.from([Buffer.from('an upload whose rows are still being written')]));

    expect(await listed(new Date(Date.now() - HOUR))).not.toContain(key);
    // An hour and a half old on the store's clock: now it is one.
    peer.lastModified.set(`docs/tenant-a/${key}`, new Date(Date.now() - 3.5 * HOUR));
    expect(await listed(new Date(Date.now() - HOUR))).toContain(key);
  });

  it('lists a file written 90 minutes ago on a store two hours ahead', async () => {
    peer.clockOffsetMs = 2 * HOUR;
    const key = `projects/${randomUUID()}/${randomUUID()}`;
    await storageFor().put(key, Readable.from([Buffer.from('left by a killed upload')]));
    peer.lastModified.set(`docs/tenant-a/${key}`, new Date(Date.now() + 2 * HOUR - 1.5 * HOUR));

    expect(await listed(new Date(Date.now() - HOUR))).toContain(key);
  });

  it('never aborts a multipart upload just begun on a store two hours behind', async () => {
    peer.clockOffsetMs = -2 * HOUR;
    const uploadId = randomUUID();
    peer.multipartUploads.set(uploadId, {
      bucket: 'docs',
      key: `tenant-a/projects/${randomUUID()}/${randomUUID()}`,
      initiated: new Date(Date.now() - 2 * HOUR),
      parts: new Map(),
    });

    expect(await storageFor().abortAbandonedUploads(new Date(Date.now() - HOUR))).toBe(0);
    expect(peer.multipartUploads.has(uploadId)).toBe(true);
    peer.multipartUploads.delete(uploadId);
  });
});

describe('S3 configuration', () => {
  it('refuses half an S3 configuration at start, naming the variable', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required when STORAGE=s3/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'AKID' })).toThrow(
      /S3_SECRET_ACCESS_KEY: set both S3 keys, or neither/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'docs', S3_SESSION_TOKEN: 'token' })).toThrow(
      /S3_SESSION_TOKEN: needs S3_ACCESS_KEY_ID/,
    );
  });

  it('accepts a bucket alone (AWS S3 with the credential chain) and a full key pair with a token', () => {
    const bucketOnly = loadConfig({ STORAGE: 's3', S3_BUCKET: 'docs' });
    expect(bucketOnly).toMatchObject({ S3_BUCKET: 'docs', S3_MAX_ATTEMPTS: 3 });
    expect(bucketOnly.S3_ENDPOINT).toBeUndefined();
    const temporary = { S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret', S3_SESSION_TOKEN: 'token' };
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'docs', ...temporary })).toMatchObject(temporary);
  });
});
