import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { EmailToken } from '../../src/db/entities/email-token.ts';
import { User } from '../../src/db/entities/user.ts';
import { DEFAULT_PASSWORD, randomEmail, seedUser } from '../helpers/factories.ts';
import { readMails, tokenFromMail, waitForMail } from '../helpers/mail-files.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_AUTH_PER_ACCOUNT: '5', TRUST_PROXY: 'true' } });
});

afterAll(async () => {
  await server.stop();
});

const api = () => request(server.url);
const validRegistration = () => ({
  email: randomEmail('register'),
  password: 'a-long-password',
  beta_code: 'test-beta-code',
  name: 'New Person',
  language: 'en',
});

describe('POST /auth/register', () => {
  it('creates an unverified account and mails a verification link built from APP_URL', async () => {
    const input = validRegistration();
    const response = await api().post('/api/v1/auth/register').set('Host', 'evil.example').send(input).expect(200);
    expect(response.body).toEqual({ success: true });
    const mail = await waitForMail(server.dataDir, input.email, /confirm your e-mail/i);
    expect(mail.text).toContain(`${server.url}/verify/confirm?t=`);
    expect(mail.text).not.toContain('evil.example');
    const user = await server.app.orm.em.fork().findOneOrFail(User, { email: input.email });
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('writes the mail in German for a German account', async () => {
    const input = { ...validRegistration(), language: 'de' };
    await api().post('/api/v1/auth/register').send(input).expect(200);
    const mail = await waitForMail(server.dataDir, input.email, /E-Mail-Adresse/);
    expect(mail.text).toContain('Bitte bestätigen Sie');
  });

  it.each([
    ['email', { email: 'not-an-email' }],
    ['password', { password: 'short' }],
    ['password', { password: 'x'.repeat(129) }],
    ['beta_code', { beta_code: '' }],
    ['name', { name: '' }],
    ['name', { name: 'n'.repeat(65) }],
    ['language', { language: 'eng' }],
  ])('refuses an invalid %s with a per-field issue', async (field, override) => {
    const response = await api()
      .post('/api/v1/auth/register')
      .send({ ...validRegistration(), ...override })
      .expect(400);
    expect(response.body.code).toBe('BAD_REQUEST');
    expect(response.body.issues.map((issue: { path: string[] }) => issue.path[0])).toContain(field);
    expect(response.body).not.toHaveProperty('stack');
  });

  it('refuses a wrong beta code', async () => {
    const response = await api()
      .post('/api/v1/auth/register')
      .send({ ...validRegistration(), beta_code: 'guess' })
      .expect(400);
    expect(response.body.code).toBe('INVALID_BETA_CODE');
  });

  it('answers a known e-mail exactly like a new one', async () => {
    const existing = await seedUser(server.app.orm);
    const known = await api()
      .post('/api/v1/auth/register')
      .send({ ...validRegistration(), email: existing.email })
      .expect(200);
    const unknown = await api().post('/api/v1/auth/register').send(validRegistration()).expect(200);
    expect(known.body).toEqual(unknown.body);
    await waitForMail(server.dataDir, existing.email, /already have/i);
  });

  it('is closed when REGISTRATION_MODE=closed and open to any code when open', async () => {
    const closed = await startTestServer({ env: { REGISTRATION_MODE: 'closed' } });
    const open = await startTestServer({ env: { REGISTRATION_MODE: 'open' } });
    try {
      const refused = await request(closed.url).post('/api/v1/auth/register').send(validRegistration()).expect(403);
      expect(refused.body.code).toBe('REGISTRATION_CLOSED');
      await request(open.url)
        .post('/api/v1/auth/register')
        .send({ ...validRegistration(), beta_code: 'anything' })
        .expect(200);
    } finally {
      await closed.stop();
      await open.stop();
    }
  });
});

describe('e-mail verification and sign-in', () => {
  it('signs in only after verification, with a single-use token', async () => {
    const input = validRegistration();
    await api().post('/api/v1/auth/register').send(input).expect(200);
    const early = await api()
      .post('/api/v1/auth/login')
      .send({ email: input.email, password: input.password })
      .expect(403);
    expect(early.body.code).toBe('EMAIL_NOT_VERIFIED');

    const token = tokenFromMail(await waitForMail(server.dataDir, input.email, /confirm/i), '/verify/confirm');
    await api().post('/api/v1/auth/verify-email').send({ token }).expect(200, { success: true });
    const reused = await api().post('/api/v1/auth/verify-email').send({ token }).expect(400);
    expect(reused.body.code).toBe('INVALID_TOKEN');

    const login = await api()
      .post('/api/v1/auth/login')
      .send({ email: input.email.toUpperCase(), password: input.password })
      .expect(200);
    expect(login.body).toMatchObject({
      type: 'authenticated',
      email: input.email,
      has_two_factor: false,
      role: 'user',
    });
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(/docstruct_session=[^;]+/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses an expired verification token', async () => {
    const user = await seedUser(server.app.orm, { verified: false });
    await api().post('/api/v1/auth/verify-email/resend').send({ email: user.email }).expect(200);
    const token = tokenFromMail(await waitForMail(server.dataDir, user.email, /confirm/i), '/verify/confirm');
    await server.app.orm.em
      .fork()
      .nativeUpdate(EmailToken, { user: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    const response = await api().post('/api/v1/auth/verify-email').send({ token }).expect(400);
    expect(response.body.code).toBe('INVALID_TOKEN');
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const user = await seedUser(server.app.orm);
    const wrongPassword = await api()
      .post('/api/v1/auth/login')
      .send({ email: user.email, password: 'wrong-password' })
      .expect(401);
    const unknown = await api()
      .post('/api/v1/auth/login')
      .send({ email: randomEmail(), password: 'wrong-password' })
      .expect(401);
    expect(wrongPassword.body).toEqual(unknown.body);
    expect(unknown.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('starts a new session on every sign-in', async () => {
    const user = await seedUser(server.app.orm);
    const first = await api().post('/api/v1/auth/login').send({ email: user.email, password: user.password });
    const second = await api().post('/api/v1/auth/login').send({ email: user.email, password: user.password });
    expect(String(first.headers['set-cookie'])).not.toEqual(String(second.headers['set-cookie']));
  });

  it('rate limits sign-in per account and per address with 429 and Retry-After', async () => {
    const user = await seedUser(server.app.orm);
    for (let attempt = 0; attempt < 5; attempt++) {
      await api().post('/api/v1/auth/login').send({ email: user.email, password: 'wrong' }).expect(401);
    }
    const limited = await api()
      .post('/api/v1/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(429);
    expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const limitedIp = await startTestServer({ env: { RATE_LIMIT_AUTH_PER_IP: '3', TRUST_PROXY: 'true' } });
    try {
      const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 4)}`;
      for (let attempt = 0; attempt < 3; attempt++) {
        await request(limitedIp.url)
          .post('/api/v1/auth/login')
          .set('X-Forwarded-For', address)
          .send({ email: randomEmail(), password: 'whatever' })
          .expect(401);
      }
      await request(limitedIp.url)
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', address)
        .send({ email: randomEmail(), password: 'whatever' })
        .expect(429);
    } finally {
      await limitedIp.stop();
    }
  });

  it('signs out: the session stops working on the next request', async () => {
    const user = await seedUser(server.app.orm);
    const agent = request.agent(server.url);
    await agent.post('/api/v1/auth/login').send({ email: user.email, password: user.password }).expect(200);
    expect((await agent.get('/api/v1/user').expect(200)).body.type).toBe('authenticated');
    await agent.post('/api/v1/auth/logout').expect(200);
    expect((await agent.get('/api/v1/user').expect(200)).body).toEqual({ type: 'unauthenticated' });
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown e-mails and mails only the known one', async () => {
    const user = await seedUser(server.app.orm);
    const stranger = randomEmail('stranger');
    const known = await api().post('/api/v1/auth/forgot-password').send({ email: user.email }).expect(200);
    const unknown = await api().post('/api/v1/auth/forgot-password').send({ email: stranger }).expect(200);
    expect(known.body).toEqual(unknown.body);
    await waitForMail(server.dataDir, user.email, /reset/i);
    expect((await readMails(server.dataDir)).some((mail) => mail.to.includes(stranger))).toBe(false);
  });

  it('sets a new password once, ends every session, and keeps two-factor', async () => {
    const user = await seedUser(server.app.orm);
    const agent = request.agent(server.url);
    await agent.post('/api/v1/auth/login').send({ email: user.email, password: user.password }).expect(200);

    await api().post('/api/v1/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = tokenFromMail(await waitForMail(server.dataDir, user.email, /reset/i), '/forgot/confirm');
    await api()
      .post('/api/v1/auth/forgot-password/confirm')
      .send({ token, password: 'brand-new-password' })
      .expect(200);
    const again = await api()
      .post('/api/v1/auth/forgot-password/confirm')
      .send({ token, password: 'another-password' })
      .expect(400);
    expect(again.body.code).toBe('INVALID_TOKEN');

    expect((await agent.get('/api/v1/user').expect(200)).body).toEqual({ type: 'unauthenticated' });
    await api().post('/api/v1/auth/login').send({ email: user.email, password: DEFAULT_PASSWORD }).expect(401);
    await api().post('/api/v1/auth/login').send({ email: user.email, password: 'brand-new-password' }).expect(200);
  });

  it('refuses a short new password and an expired link', async () => {
    const user = await seedUser(server.app.orm);
    await api().post('/api/v1/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = tokenFromMail(await waitForMail(server.dataDir, user.email, /reset/i), '/forgot/confirm');
    const short = await api()
      .post('/api/v1/auth/forgot-password/confirm')
      .send({ token, password: 'short' })
      .expect(400);
    expect(short.body.issues[0].path).toEqual(['password']);
    await server.app.orm.em
      .fork()
      .nativeUpdate(EmailToken, { user: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await api()
      .post('/api/v1/auth/forgot-password/confirm')
      .send({ token, password: 'long-enough-1' })
      .expect(400);
    expect(expired.body.code).toBe('INVALID_TOKEN');
  });
});
