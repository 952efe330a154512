import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createS3Storage } from '../../src/storage/s3.ts';
import { startS3Peer, type TS3Peer } from '../helpers/s3-peer.ts';

/**
 * Several app instances share one bucket, and each runs the hourly sweeps: each sweep probes the
 * store's clock by writing a probe object, reading its time back and deleting it
 * (src/storage/s3-store-clock.ts). One instance's probe must not be read or deleted by another's.
 */

let peer: TS3Peer;

beforeAll(async () => {
  peer = await startS3Peer();
});

afterAll(async () => {
  await peer.close();
});

const instance = () =>
  createS3Storage({
    endpoint: peer.url,
    region: 'eu-central-1',
    bucket: 'docs',
    credentials: { accessKeyId: peer.accessKeyId, secretAccessKey: peer.secretAccessKey },
    prefix: 'tenant-a/',
  });

async function sweep(storage: ReturnType<typeof instance>, writtenBefore: Date) {
  const keys: string[] = [];
  for await (const page of storage.listWrittenBefore('projects', writtenBefore)) {
    keys.push(...page);
  }
  return keys;
}

describe('the store clock probe under sweeps of several instances', () => {
  it("is not taken away by another instance's sweep between its write and its read", async () => {
    const key = `projects/${randomUUID()}/${randomUUID()}`;
    const first = instance();
    const second = instance();
    await first.put(key, Readable.from([Buffer.from('an orphan')]));
    const later = new Date(Date.now() + 60_000);

    // The first instance's probe read waits until the second instance has swept in full.
    let held = false;
    let secondSweep: Promise<string[]> | undefined;
    peer.intercept = (request) => {
      if (held || request.method !== 'HEAD' || !request.key.includes('clock-probe')) {
        return undefined;
      }
      held = true;
      secondSweep = sweep(second, later);
      return secondSweep.then(() => undefined);
    };
    try {
      expect(await sweep(first, later)).toContain(key);
    } finally {
      peer.intercept = null;
    }
    expect(held).toBe(true);
    expect(await secondSweep).toContain(key);
    expect([...(peer.buckets.get('docs')?.keys() ?? [])].filter((stored) => stored.includes('clock-probe'))).toEqual(
      [],
    );
  });
});
