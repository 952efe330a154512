import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { Document } from '../../src/db/entities/document.ts';
import { killAppProcesses, startAppProcess } from '../helpers/app-process.ts';
import { runMaintenanceNow } from '../helpers/maintenance.ts';
import { docsBucketKeys, startS3AppProcess } from '../helpers/s3-app-process.ts';
import { startS3Peer, type TS3Peer } from '../helpers/s3-peer.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let peer: TS3Peer;
let orm: MikroORM | undefined;

beforeAll(async () => {
  peer = await startS3Peer();
});

afterAll(async () => {
  killAppProcesses();
  await orm?.close(true);
  await peer.close();
});

const upload = (url: string, projectId: string, bearer: Record<string, string>) => {
  const form = new FormData();
  form.append('documents', new Blob(['%PDF-1.4\nInvoice 1\n'], { type: 'application/pdf' }), 'invoice.pdf');
  return fetch(`${url}/api/v1/projects/${projectId}/upload`, { method: 'POST', headers: bearer, body: form });
};

const objectKeys = () => docsBucketKeys(peer);

describe('a process killed after its upload reached S3 but before its rows committed', () => {
  it('leaves an object without a document row, which the hourly maintenance deletes once it is old', async () => {
    const started = await startS3AppProcess(peer, 'orphans');
    const { databaseUrl, env } = started;
    let app = started.app;
    orm = started.orm;
    const { project, bearer } = await seedInvoiceProject(started);
    expect((await upload(app.url, project.id, bearer)).status).toBe(200);
    const [kept] = objectKeys();

    // Document rows cannot be written while this transaction holds the table: the next upload
    // reaches S3 and then waits in its intake statement, where the process is killed.
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    await blocker.query('begin; lock table documents in share mode');
    void upload(app.url, project.id, bearer).catch(() => {});
    const waiting = await waitFor('the intake waiting for its rows', async () => {
      const { rows } = await blocker.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return objectKeys().length === 2 && rows.length > 0 ? rows : null;
    });
    app.child.kill('SIGKILL');
    await app.exited;
    // The killed process's statement goes with it (as its connection would once the kernel closed it).
    for (const { pid } of waiting) {
      await blocker.query('select pg_terminate_backend($1)', [pid]);
    }
    await blocker.query('rollback');
    await blocker.end();
    const documents = await orm.em.fork().find(Document, { project: project.id });
    expect(documents.map((document) => `docstruct/${document.storageKey}`)).toEqual([kept]);
    const orphan = objectKeys().find((key) => key !== kept);

    // Two hours later; meanwhile an upload is on its way (its object younger than its rows), and
    // another installation without a prefix of its own keeps its files in the same bucket.
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    const foreign = `docstruct/projects/${randomUUID()}/${randomUUID()}`;
    const young = `docstruct/projects/${project.id}/${randomUUID()}`;
    peer.buckets.get('docs')?.set(foreign, Buffer.from('another installation'));
    peer.buckets.get('docs')?.set(young, Buffer.from('rows not yet committed'));
    peer.lastModified.set(`docs/${young}`, new Date());
    for (const key of [kept, orphan, foreign]) {
      peer.lastModified.set(`docs/${key}`, twoHoursAgo);
    }
    app = await startAppProcess({ databaseUrl, env, port: app.port, dataDir: app.dataDir });
    await runMaintenanceNow(orm);
    expect(objectKeys()).toEqual([kept, foreign, young].sort());
  }, 90_000);
});
