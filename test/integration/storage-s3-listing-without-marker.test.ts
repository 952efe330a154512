import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import request from 'supertest';
import { deleteOrphanFiles } from '../../src/storage/orphan-files.ts';
import { runMaintenanceNow } from '../helpers/maintenance.ts';
import { docsBucketKeys, s3StorageEnv } from '../helpers/s3-app-process.ts';
import { startS3Peer, type TS3Peer } from '../helpers/s3-peer.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let peer: TS3Peer;
let server: TTestServer;
/** The app's log lines at level warn and above. */
const logged: { level: number; msg: string; step?: string; err?: { message?: string } }[] = [];

beforeAll(async () => {
  // Two keys per list page: three orphans take two pages on a store that pages correctly.
  peer = await startS3Peer({ pageSize: 2 });
  const log = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  server = await startTestServer({ env: s3StorageEnv(peer), log });
});

afterAll(async () => {
  await server.stop();
  await peer.close();
});

const objectKeys = () => docsBucketKeys(peer);
const twoHoursAgo = () => new Date(Date.now() - 2 * 3_600_000);
const anHourAgo = () => new Date(Date.now() - 3_600_000);

/** Keys of three orphan files (a document-like key no row names) of a fresh project, written two hours ago. */
async function seedOrphans(): Promise<string[]> {
  const { project } = await seedInvoiceProject(server.app);
  const orphans = [1, 2, 3].map(() => `docstruct/projects/${project.id}/${randomUUID()}`).sort();
  for (const key of orphans) {
    peer.buckets.get('docs')?.set(key, Buffer.from('no row names me'));
    peer.lastModified.set(`docs/${key}`, twoHoursAgo());
  }
  return orphans;
}

/** Three multipart uploads begun two hours ago and never finished. */
function seedAbandonedUploads(): void {
  for (const _ of [1, 2, 3]) {
    const key = `docstruct/projects/${randomUUID()}/${randomUUID()}`;
    peer.multipartUploads.set(randomUUID(), { bucket: 'docs', key, initiated: twoHoursAgo(), parts: new Map() });
  }
}

const objectLists = (since: number) => peer.requests.slice(since).filter((line) => line.includes('list-type=2'));
const uploadLists = (since: number) =>
  peer.requests.slice(since).filter((line) => line.startsWith('GET /docs/?') && /[?&]uploads=/.test(line));
const sweepOrphans = () =>
  deleteOrphanFiles({ em: server.app.orm.em.fork(), storage: server.app.storage, writtenBefore: anHourAgo() });

describe('an S3 store whose listings say "more" without a continuation token', () => {
  it('has the orphan sweep go on after the last key and delete the orphans of every page', async () => {
    const orphans = await seedOrphans();
    peer.pagesWithoutToken = true;
    const listed = peer.requests.length;
    try {
      expect(await sweepOrphans()).toBe(3);
    } finally {
      peer.pagesWithoutToken = false;
    }
    // Two keys per page: the third orphan is on page 2, reached by start-after the first page's last key.
    expect(objectKeys()).toEqual([]);
    const lists = objectLists(listed);
    expect(lists).toHaveLength(2);
    expect(lists[1]).toContain(`start-after=${encodeURIComponent(orphans[1] ?? '')}`);
  });

  it('has the sweep of abandoned multipart uploads go on after the last upload and abort those of every page', async () => {
    seedAbandonedUploads();
    peer.pagesWithoutToken = true;
    const listed = peer.requests.length;
    try {
      expect(await server.app.storage.abortAbandonedUploads(anHourAgo())).toBe(3);
    } finally {
      peer.pagesWithoutToken = false;
    }
    expect(peer.multipartUploads.size).toBe(0);
    const lists = uploadLists(listed);
    expect(lists).toHaveLength(2);
    expect(lists[1]).toMatch(/[?&]key-marker=/);
  });

  it('makes the hourly maintenance sweep everything, with nothing to warn about', async () => {
    await seedOrphans();
    seedAbandonedUploads();
    const before = logged.length;
    peer.pagesWithoutToken = true;
    try {
      await runMaintenanceNow(server.app.orm);
    } finally {
      peer.pagesWithoutToken = false;
    }
    expect(objectKeys()).toEqual([]);
    expect(peer.multipartUploads.size).toBe(0);
    expect(logged.slice(before)).toEqual([]);
  });
});

describe('an S3 listing that says "more" and gives nothing to continue from', () => {
  it('fails the orphan sweep loudly after the pages it could read, instead of listing a page forever', async () => {
    await seedOrphans();
    peer.saysMoreWithoutMarker = true;
    const listed = peer.requests.length;
    try {
      await expect(sweepOrphans()).rejects.toThrow(/said "more" without a continuation token or a new key/);
    } finally {
      peer.saysMoreWithoutMarker = false;
    }
    // Pages 1 and 2 (start-after their last keys) were read and swept; page 3 was empty and still said "more".
    expect(objectKeys()).toEqual([]);
    expect(objectLists(listed)).toHaveLength(3);
  });

  it('fails the sweep of abandoned multipart uploads loudly too', async () => {
    seedAbandonedUploads();
    peer.saysMoreWithoutMarker = true;
    const listed = peer.requests.length;
    try {
      await expect(server.app.storage.abortAbandonedUploads(anHourAgo())).rejects.toThrow(
        /listing of multipart uploads under docstruct\/ said "more" without a continuation token/,
      );
    } finally {
      peer.saysMoreWithoutMarker = false;
    }
    expect(peer.multipartUploads.size).toBe(0);
    expect(uploadLists(listed)).toHaveLength(3);
  });

  it('makes the hourly maintenance log each failed sweep as an error naming the store’s behaviour; the others run', async () => {
    const before = logged.length;
    peer.saysMoreWithoutMarker = true;
    try {
      await runMaintenanceNow(server.app.orm);
    } finally {
      peer.saysMoreWithoutMarker = false;
    }
    const failures = logged
      .slice(before)
      .filter((line) => line.level === 50 && line.msg.startsWith('a maintenance step failed'));
    expect(failures.map(({ step, err }) => ({ step, message: err?.message }))).toEqual([
      { step: 'uploads', message: expect.stringMatching(/said "more" without a continuation token/) },
      { step: 'orphan files', message: expect.stringMatching(/said "more" without a continuation token/) },
    ]);
    expect(logged.slice(before).filter((line) => line.level >= 50)).toHaveLength(2);
  });
});

describe('deleting a project on a store that pages without continuation tokens', () => {
  it('removes every one of its files (the listing goes on after the last key), and nothing beside it', async () => {
    const { project, cookie } = await seedInvoiceProject(server.app);
    const { project: neighbour } = await seedInvoiceProject(server.app);
    const files = [1, 2, 3, 4, 5].map(() => `docstruct/projects/${project.id}/${randomUUID()}`);
    const kept = `docstruct/projects/${neighbour.id}/${randomUUID()}`;
    for (const key of [...files, kept]) {
      peer.buckets.get('docs')?.set(key, Buffer.from('a stored document'));
    }
    peer.pagesWithoutToken = true;
    try {
      await request(server.url).delete(`/api/v1/projects/${project.id}`).set(cookie).expect(200);
      await waitFor('the project delete job to finish', async () => {
        const [row] = await server.app.orm.em
          .fork()
          .execute<{ count: number }[]>(
            `select count(*)::int as count from agenda_jobs where name = 'project.delete' and data->>'projectId' = ?`,
            [project.id],
          );
        return row?.count === 0;
      });
    } finally {
      peer.pagesWithoutToken = false;
    }
    expect(objectKeys().filter((key) => key.includes(project.id))).toEqual([]);
    expect(objectKeys()).toContain(kept);
  });
});
