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
const logged: { level: number; msg: string; step?: string; listing?: string }[] = [];

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

describe('an S3 listing that says "more" without saying where it continues', () => {
  it('ends the orphan sweep after the pages it could read instead of listing the first page forever', async () => {
    const { project } = await seedInvoiceProject(server.app);
    const orphans = [1, 2, 3].map(() => `docstruct/projects/${project.id}/${randomUUID()}`).sort();
    for (const key of orphans) {
      peer.buckets.get('docs')?.set(key, Buffer.from('no row names me'));
      peer.lastModified.set(`docs/${key}`, twoHoursAgo());
    }
    peer.saysMoreWithoutMarker = true;
    const listed = peer.requests.length;
    try {
      const deleted = await deleteOrphanFiles({
        em: server.app.orm.em.fork(),
        storage: server.app.storage,
        writtenBefore: anHourAgo(),
      });
      // The first page's two, and one list request: nothing to continue from, so nothing more.
      expect(deleted).toBe(2);
      expect(objectKeys()).toEqual(orphans.slice(2));
      expect(peer.requests.slice(listed).filter((line) => line.includes('list-type=2'))).toHaveLength(1);
    } finally {
      peer.saysMoreWithoutMarker = false;
    }
    // A store that pages correctly again: the sweep reaches the rest.
    expect(
      await deleteOrphanFiles({
        em: server.app.orm.em.fork(),
        storage: server.app.storage,
        writtenBefore: anHourAgo(),
      }),
    ).toBe(1);
    expect(objectKeys()).toEqual([]);
  });

  it('ends the sweep of abandoned multipart uploads after one listing too', async () => {
    const key = `docstruct/projects/${randomUUID()}/${randomUUID()}`;
    peer.multipartUploads.set(randomUUID(), { bucket: 'docs', key, initiated: twoHoursAgo(), parts: new Map() });
    peer.saysMoreWithoutMarker = true;
    const listed = peer.requests.length;
    try {
      expect(await server.app.storage.abortAbandonedUploads(anHourAgo())).toBe(1);
    } finally {
      peer.saysMoreWithoutMarker = false;
    }
    expect(peer.multipartUploads.size).toBe(0);
    expect(
      peer.requests.slice(listed).filter((line) => line.startsWith('GET /docs/?') && /[?&]uploads=/.test(line)),
    ).toHaveLength(1);
  });

  it('makes the hourly maintenance warn, naming the store’s behaviour, instead of stopping silently', async () => {
    const { project } = await seedInvoiceProject(server.app);
    for (const key of [1, 2, 3].map(() => `docstruct/projects/${project.id}/${randomUUID()}`)) {
      peer.buckets.get('docs')?.set(key, Buffer.from('no row names me'));
      peer.lastModified.set(`docs/${key}`, twoHoursAgo());
    }
    const key = `docstruct/projects/${project.id}/${randomUUID()}`;
    peer.multipartUploads.set(randomUUID(), { bucket: 'docs', key, initiated: twoHoursAgo(), parts: new Map() });
    const before = logged.length;
    peer.saysMoreWithoutMarker = true;
    try {
      await runMaintenanceNow(server.app.orm);
    } finally {
      peer.saysMoreWithoutMarker = false;
    }
    const warnings = logged.slice(before).filter((line) => line.level === 40 && line.msg.includes('without a marker'));
    expect(warnings.map(({ step, listing }) => ({ step, listing }))).toEqual([
      { step: 'uploads', listing: 'multipart uploads' },
      { step: 'orphan files', listing: 'objects' },
    ]);
    expect(warnings[1]?.msg).toBe(
      'the store\'s listing of objects said "more" without a marker to continue from; the orphan files sweep read only what it was given, and what lies past it stays until the store pages its listings (S3 continuation tokens / markers)',
    );

    // A store that pages correctly: the sweep reaches the rest, and nothing is said.
    const again = logged.length;
    await runMaintenanceNow(server.app.orm);
    expect(docsBucketKeys(peer)).toEqual([]);
    expect(logged.slice(again).filter((line) => line.msg.includes('without a marker'))).toEqual([]);
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
