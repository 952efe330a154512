import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Session } from '../../src/db/entities/session.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { randomEmail, seedUser } from '../helpers/factories.ts';
import { readMails } from '../helpers/mail-files.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { sessionCookie } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      RATE_LIMIT_AUTH_PER_IP: '100',
      RATE_LIMIT_MAIL_PER_IP: '3',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '2',
      TRUST_PROXY: 'true',
      SESSION_TTL_DAYS: '30',
    },
  });
});

afterAll(async () => {
  await server.stop();
});

/** An address of its own per test (documentation range), so limits never carry over between tests. */
const freshAddress = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
const post = (path: string, address: string, body: Record<string, unknown>) =>
  request(server.url).post(`/api/v1${path}`).set('X-Forwarded-For', address).send(body);

async function expectLimited(path: string, address: string, body: Record<string, unknown>) {
  const limited = await post(path, address, body).expect(429);
  expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
}

const mailsTo = async (email: string, subject: RegExp) =>
  (await readMails(server.dataDir)).filter((mail) => mail.to.includes(email) && subject.test(mail.subject));

describe('rate limits of the mail-sending auth calls', () => {
  it('limits sign-up per address', async () => {
    const address = freshAddress();
    const registration = () => ({
      email: randomEmail('limit'),
      password: 'a-long-password',
      beta_code: 'test-beta-code',
      name: 'Limited',
      language: 'en',
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      await post('/auth/register', address, registration()).expect(200);
    }
    await expectLimited('/auth/register', address, registration());
    // Another address is not affected.
    await post('/auth/register', freshAddress(), registration()).expect(200);
  });

  it('limits password reset mails per account, and sends no mail once limited', async () => {
    const user = await seedUser(server.app.orm);
    await post('/auth/forgot-password', freshAddress(), { email: user.email }).expect(200);
    await post('/auth/forgot-password', freshAddress(), { email: user.email }).expect(200);
    await expectLimited('/auth/forgot-password', freshAddress(), { email: user.email });
    await waitFor('both reset mails', async () => (await mailsTo(user.email, /reset/i)).length >= 2);
    expect(await mailsTo(user.email, /reset/i)).toHaveLength(2);
  });

  it('limits password reset mails per address across accounts', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 3; attempt++) {
      await post('/auth/forgot-password', address, { email: randomEmail() }).expect(200);
    }
    await expectLimited('/auth/forgot-password', address, { email: randomEmail() });
  });

  it('limits verification re-sends per account', async () => {
    const user = await seedUser(server.app.orm, { verified: false });
    await post('/auth/verify-email/resend', freshAddress(), { email: user.email }).expect(200);
    await post('/auth/verify-email/resend', freshAddress(), { email: user.email }).expect(200);
    await expectLimited('/auth/verify-email/resend', freshAddress(), { email: user.email });
    await waitFor('both verification mails', async () => (await mailsTo(user.email, /confirm/i)).length >= 2);
    expect(await mailsTo(user.email, /confirm/i)).toHaveLength(2);
  });
});

describe('session expiry', () => {
  it('slides: a session used in the second half of its life gets its full lifetime again', async () => {
    const user = await seedUser(server.app.orm);
    const cookie = await sessionCookie(server.app.auth, user.id);
    const id = hashToken(cookie.split('=')[1] ?? '');
    const soon = new Date(Date.now() + 2 * 86_400_000);
    await server.app.orm.em.fork().nativeUpdate(Session, { id }, { expiresAt: soon });

    const response = await request(server.url).get('/api/v1/user').set('Cookie', cookie).expect(200);
    expect(response.body).toMatchObject({ id: user.id });
    expect(String(response.headers['set-cookie'])).toMatch(/docstruct_session=[^;]+;.*Max-Age=2592000/i);
    const row = await server.app.orm.em.fork().findOneOrFail(Session, { id });
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('does not rewrite the cookie of a session in the first half of its life', async () => {
    const user = await seedUser(server.app.orm);
    const cookie = await sessionCookie(server.app.auth, user.id);
    const response = await request(server.url).get('/api/v1/user').set('Cookie', cookie).expect(200);
    expect(response.body).toMatchObject({ id: user.id });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('ends an expired session and clears its cookie', async () => {
    const user = await seedUser(server.app.orm);
    const cookie = await sessionCookie(server.app.auth, user.id);
    const id = hashToken(cookie.split('=')[1] ?? '');
    await server.app.orm.em.fork().nativeUpdate(Session, { id }, { expiresAt: new Date(Date.now() - 1000) });
    const response = await request(server.url).get('/api/v1/user').set('Cookie', cookie);
    expect(response.body).not.toMatchObject({ id: user.id });
    expect(String(response.headers['set-cookie'])).toMatch(/docstruct_session=;.*Max-Age=0/i);
    expect(await server.app.orm.em.fork().count(Session, { id })).toBe(0);
  });
});
