import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { defineJob } from '../../src/jobs/define-job.ts';
import { AGENDA_TABLE } from '../../src/jobs/job-rows.ts';
import { startSmtpPeer } from '../helpers/delivery-peers.ts';
import { randomEmail } from '../helpers/factories.ts';
import { failedAttempts, jobState as jobStateOf, retryNow as retryJobNow } from '../helpers/job-retries.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedUser } from '../helpers/world.ts';

// A job of the default retry schedule, to show that the mail jobs' longer one is theirs alone.
const alwaysFailsJob = defineJob({
  id: 'test.always-fails',
  payload: z.strictObject({ marker: z.string() }),
  maxRetries: 1,
  async handler() {
    throw new Error('fails on purpose');
  },
});

let server: TTestServer;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ env: { SMTP_URL: smtp.url }, extraJobDefinitions: [alwaysFailsJob] });
});

afterAll(async () => {
  await server.stop();
  await smtp.close();
});

const firstFailure = (jobId: string) => failedAttempts(server.app.orm, jobId, 1);
const jobState = (jobId: string) => jobStateOf(server.app.orm, jobId);
const retryNow = (jobId: string) => retryJobNow(server.app.orm, jobId);

const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

describe('mail jobs outlast a mail server that is away for a while', () => {
  const cases: [string, () => Promise<{ email: string; jobId: string }>][] = [
    [
      'mail.send (invites)',
      async () => {
        const email = randomEmail('retry-send');
        const jobId = await server.app.jobs.enqueue('mail.send', { to: email, subject: 'Invitation', text: 'Join' });
        return { email, jobId };
      },
    ],
    [
      'account.mail (verification, reset)',
      async () => {
        const user = await seedUser(server.app.orm, { email: randomEmail('retry-account') });
        const jobId = await server.app.jobs.enqueue('account.mail', { kind: 'already_registered', email: user.email });
        return { email: user.email, jobId };
      },
    ],
  ];

  it.each(cases)(
    '%s: retries start after about 30 s and go on for about 2 h; a later attempt delivers one mail',
    async (_, enqueue) => {
      smtp.state.refusing = true;
      const refusedBefore = smtp.state.refused;
      const { email, jobId } = await enqueue();

      const failed = await firstFailure(jobId);
      smtp.state.refusing = false;
      expect(smtp.state.refused).toBeGreaterThan(refusedBefore);
      expect(failed.failCount).toBe(1);
      // 30 s ± 20 % jitter; the old schedule retried after 1 s and gave up after about 31 s in all.
      expect(failed.retryWaitSeconds).toBeGreaterThanOrEqual(24);
      expect(failed.retryWaitSeconds).toBeLessThanOrEqual(36);
      expect(mailsTo(email)).toHaveLength(0);

      // As if the server had been away for an hour: the last retry comes 30 min (the cap) after the ninth failure.
      smtp.state.refusing = true;
      await server.app.orm.em.fork().execute(`update ${AGENDA_TABLE} set fail_count = 8 where id = ?`, [jobId]);
      await retryNow(jobId);
      const late = await failedAttempts(server.app.orm, jobId, 9);
      smtp.state.refusing = false;
      expect(late.failCount).toBe(9);
      expect(late.retryWaitSeconds).toBeGreaterThanOrEqual(1440);
      expect(late.retryWaitSeconds).toBeLessThanOrEqual(2160);

      await retryNow(jobId);
      await waitFor('the mail to arrive', () => mailsTo(email).length > 0, { timeoutMs: 30_000 });
      // The job is done and gone: no later attempt can send a second copy.
      await waitFor('the job row to be removed', async () => (await jobState(jobId)) === undefined);
      expect(mailsTo(email)).toHaveLength(1);
    },
  );

  it('other jobs keep the default schedule (a first retry after about 1 s)', async () => {
    const jobId = await server.app.jobs.enqueue('test.always-fails' as never, { marker: randomEmail() } as never);
    const failed = await firstFailure(jobId);
    expect(failed.retryWaitSeconds).toBeLessThanOrEqual(1.2);
  });
});
