import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AGENDA_TABLE } from '../../src/jobs/queue.ts';
import { randomEmail, seedUser } from '../helpers/factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { unusedPort } from '../helpers/unused-port.ts';
import { waitFor } from '../helpers/wait-for.ts';

let server: TTestServer;

beforeAll(async () => {
  // No worker: queued jobs stay in the table, so the tests can read exactly what a request queued.
  server = await startTestServer({ env: { ROLES: 'web' } });
});

afterAll(async () => {
  await server.stop();
});

type TJobRow = { name: string; data: unknown };
const jobsMentioning = (text: string) =>
  server.app.orm.em
    .fork()
    .getConnection()
    .execute<TJobRow[]>(`select name, data from ${AGENDA_TABLE} where data::text like ?`, [`%${text}%`]);

const api = () => request(server.url);

describe('account mails leave no links behind and take the same path for unknown addresses', () => {
  it('keeps no reset or verification link in the job table, also when sending fails and is retried', async () => {
    // The only worker, with a mail server that is away: the job fails and stays queued for its retries.
    const away = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${await unusedPort()}` } });
    try {
      const user = await seedUser(away.app.orm);
      await request(away.url).post('/api/v1/auth/forgot-password').send({ email: user.email }).expect(200);
      const unverified = await seedUser(away.app.orm, { verified: false });
      await request(away.url).post('/api/v1/auth/verify-email/resend').send({ email: unverified.email }).expect(200);
      const failed = await waitFor('both mail jobs to fail once', async () => {
        const rows = await away.app.orm.em
          .fork()
          .getConnection()
          .execute<{ data: unknown }[]>(
            `select data from ${AGENDA_TABLE} where fail_count >= 1 and data::text like ?`,
            ['%@example.test%'],
          );
        return rows.length >= 2 ? rows : null;
      });
      for (const row of failed) {
        expect(JSON.stringify(row.data)).not.toMatch(/confirm|t=|https?:/);
      }
    } finally {
      await away.stop();
    }
  });

  it.each([
    ['forgot-password', '/api/v1/auth/forgot-password', 'reset_password'],
    ['verify-email/resend', '/api/v1/auth/verify-email/resend', 'verify_email'],
  ])('%s queues the same job for an unknown address as for a known one', async (_name, path, kind) => {
    const known = await seedUser(server.app.orm, { verified: false });
    const unknown = randomEmail();
    await api().post(path).send({ email: known.email }).expect(200);
    await api().post(path).send({ email: unknown }).expect(200);
    for (const email of [known.email, unknown]) {
      const jobs = await jobsMentioning(email);
      expect(jobs).toEqual([{ name: 'account.mail', data: { kind, email } }]);
    }
  });

  it('register queues one mail job for a known address too (no lookup before the work)', async () => {
    const known = await seedUser(server.app.orm);
    const input = { password: 'a long enough password', beta_code: 'test-beta-code', name: 'Someone', language: 'en' };
    await api()
      .post('/api/v1/auth/register')
      .send({ ...input, email: known.email })
      .expect(200);
    const fresh = randomEmail();
    await api()
      .post('/api/v1/auth/register')
      .send({ ...input, email: fresh })
      .expect(200);
    expect((await jobsMentioning(known.email)).map((job) => job.name)).toEqual(['account.mail']);
    expect((await jobsMentioning(fresh)).map((job) => job.name)).toEqual(['account.mail']);
  });
});
