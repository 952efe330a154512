import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EmailToken } from '../../src/db/entities/email-token.ts';
import { AGENDA_TABLE } from '../../src/jobs/queue.ts';
import { seedUser } from '../helpers/factories.ts';
import { runMaintenanceNow } from '../helpers/maintenance.ts';
import { startS3Peer, type TS3Peer } from '../helpers/s3-peer.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let peer: TS3Peer;
let server: TTestServer;

beforeAll(async () => {
  peer = await startS3Peer();
  server = await startTestServer({
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: peer.url,
      S3_BUCKET: 'docs',
      S3_ACCESS_KEY_ID: peer.accessKeyId,
      S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
      S3_PREFIX: 'docstruct',
    },
  });
});

afterAll(async () => {
  await server.stop();
  await peer.close();
});

const twoHoursAgo = () => new Date(Date.now() - 2 * 3_600_000);

/** An upload left open two hours ago under a project of this installation. */
function openUpload(projectId: string) {
  const uploadId = randomUUID();
  const key = `docstruct/projects/${projectId}/${randomUUID()}`;
  peer.multipartUploads.set(uploadId, { bucket: 'docs', key, initiated: twoHoursAgo(), parts: new Map() });
  return uploadId;
}

describe('the hourly maintenance of mail link tokens', () => {
  it('deletes tokens expired (used or superseded) more than a day ago and keeps the others', async () => {
    const user = await seedUser(server.app.orm);
    const em = server.app.orm.em.fork();
    const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    for (const [purpose, expiresAt] of [
      ['reset_password', ago(30)],
      ['verify_email', ago(2)],
      ['reset_password', ago(-1)],
    ] as const) {
      em.create(EmailToken, { user: user.id, purpose, tokenHash: randomBytes(32).toString('hex'), expiresAt });
    }
    await em.flush();
    await runMaintenanceNow(server.app.orm);
    const left = await server.app.orm.em.fork().find(EmailToken, { user: user.id }, { orderBy: { expiresAt: 'asc' } });
    expect(left.map((token) => token.purpose)).toEqual(['verify_email', 'reset_password']);
  });
});

describe('the hourly maintenance of mail jobs that failed for good', () => {
  it('deletes them (with the address and text they hold) a week after their last failure', async () => {
    const marker = randomUUID();
    const failedJob = (name: string, data: object, daysAgo: number) =>
      server.app.orm.em
        .fork()
        .execute<{ id: string }[]>(
          `insert into ${AGENDA_TABLE} (name, data, next_run_at, priority, type, fail_count, fail_reason, failed_at, last_finished_at)
           values (?, ?::jsonb, null, 0, 'normal', 6, 'connect ECONNREFUSED', now() - make_interval(days => ?), now() - make_interval(days => ?))
           returning id`,
          [name, JSON.stringify({ ...data, marker }), daysAgo, daysAgo],
        )
        .then((rows) => rows[0]?.id);
    const mail = { to: 'someone@example.test', subject: 'Invite', text: 'You are invited' };
    const old = await failedJob('mail.send', mail, 8);
    const oldAccountMail = await failedJob('account.mail', { kind: 'reset_password', email: 'a@example.test' }, 8);
    const recent = await failedJob('mail.send', mail, 2);
    const otherKind = await failedJob('project.delete', { projectId: randomUUID() }, 8);
    await runMaintenanceNow(server.app.orm);
    const left = await server.app.orm.em
      .fork()
      .execute<{ id: string }[]>(`select id from ${AGENDA_TABLE} where data->>'marker' = ? order by id`, [marker]);
    expect(left.map((row) => row.id).sort()).toEqual([recent, otherKind].sort());
    expect([old, oldAccountMail]).not.toContain(undefined);
  });
});

describe('the hourly maintenance when the store refuses one of its steps', () => {
  it('still deletes files no row names when the store cannot list multipart uploads', async () => {
    const { project } = await seedInvoiceProject(server.app);
    const orphan = `docstruct/projects/${project.id}/${randomUUID()}`;
    peer.buckets.get('docs')?.set(orphan, Buffer.from('rows never committed'));
    peer.lastModified.set(`docs/${orphan}`, twoHoursAgo());
    // Some S3-compatible stores do not implement ListMultipartUploads.
    peer.intercept = (request) =>
      request.method === 'GET' && request.search.has('uploads') ? { status: 501, code: 'NotImplemented' } : undefined;
    try {
      await runMaintenanceNow(server.app.orm);
    } finally {
      peer.intercept = null;
    }
    expect(peer.buckets.get('docs')?.has(orphan)).toBe(false);
  });

  it('aborts the other abandoned uploads when one of them is gone already (a lifecycle rule took it)', async () => {
    const { project } = await seedInvoiceProject(server.app);
    const gone = openUpload(project.id);
    const other = openUpload(project.id);
    peer.intercept = (request) =>
      request.method === 'DELETE' && request.search.get('uploadId') === gone
        ? { status: 404, code: 'NoSuchUpload' }
        : undefined;
    try {
      await runMaintenanceNow(server.app.orm);
    } finally {
      peer.intercept = null;
    }
    expect(peer.multipartUploads.has(other)).toBe(false);
  });
});
