import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Invite } from '../../src/db/entities/invite.ts';
import { TeamEvent } from '../../src/db/entities/team-event.ts';
import { User } from '../../src/db/entities/user.ts';
import { AGENDA_TABLE } from '../../src/jobs/queue.ts';
import { startSmtpPeer } from '../helpers/delivery-peers.ts';
import { randomEmail } from '../helpers/factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedTeam, seedUser, sessionCookie } from '../helpers/world.ts';

let server: TTestServer;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await server.stop();
  await smtp.close();
});

const sql = (statement: string) => server.app.orm.em.fork().execute(statement);

/**
 * The job table refuses jobs of this name (as when the database fails mid-transaction): a real
 * PostgreSQL error inside the request's transaction, not a mock of our queue.
 */
async function whileJobsRefused(jobName: string, work: () => Promise<unknown>) {
  await sql(`create or replace function refuse_mail_jobs() returns trigger language plpgsql as $$
    begin if new.name = '${jobName}' then raise exception 'job table unavailable'; end if; return new; end $$`);
  await sql(
    `create trigger refuse_mail_jobs before insert on ${AGENDA_TABLE} for each row execute function refuse_mail_jobs()`,
  );
  try {
    await work();
  } finally {
    await sql(`drop trigger refuse_mail_jobs on ${AGENDA_TABLE}`);
  }
}

const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

describe('account rows and their mails commit together', () => {
  it('registration whose mail job cannot be written creates no account; the retry creates both', async () => {
    const email = randomEmail('outbox');
    const register = () =>
      request(server.url).post('/api/v1/auth/register').send({
        email,
        password: 'a long enough password',
        beta_code: 'test-beta-code',
        name: 'Outbox',
        language: 'en',
      });
    await whileJobsRefused('account.mail', () => register().expect(500));
    // Without its mail the account could never be verified, and a retry would only say "already registered".
    expect(await server.app.orm.em.fork().count(User, { email })).toBe(0);

    await register().expect(200);
    await waitFor('the verification mail', () => mailsTo(email).length === 1);
    expect(mailsTo(email)[0]?.raw).toMatch(/verify\/confirm\?t=/);
    expect(await server.app.orm.em.fork().count(User, { email, emailVerifiedAt: null })).toBe(1);
  });

  it('an invite (or a re-send) whose mail job cannot be written changes nothing; the retry sends one mail', async () => {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }], 'Outbox');
    const cookie = await sessionCookie(server.app.auth, owner.id);
    const email = randomEmail('invitee');
    const invite = (role: string) =>
      request(server.url).post(`/api/v1/teams/${team.id}/invites`).set('Cookie', cookie).send({ email, role });
    const invites = () => server.app.orm.em.fork().find(Invite, { team: team.id });
    const events = () => server.app.orm.em.fork().count(TeamEvent, { team: team.id, code: 'event.invite_sent' });

    await whileJobsRefused('mail.send', () => invite('admin').expect(500));
    expect(await invites()).toEqual([]);
    expect(await events()).toBe(0);

    const first = await invite('admin').expect(200);
    await waitFor('the invitation mail', () => mailsTo(email).length === 1);
    // A re-send that fails keeps the invite as it was: no new role, no new "sent" time, no event.
    await whileJobsRefused('mail.send', () => invite('member').expect(500));
    expect((await invites()).map((row) => [row.role, row.lastSentAt.toISOString()])).toEqual([
      ['admin', first.body.last_sent_at],
    ]);
    expect(await events()).toBe(1);

    await invite('member').expect(200);
    await waitFor('the second invitation mail', () => mailsTo(email).length === 2);
    expect(mailsTo(email)[1]?.raw).toMatch(/account\/invites/);
    expect((await invites()).map((row) => row.role)).toEqual(['member']);
    expect(await events()).toBe(2);
  });
});
