import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { User } from '../../src/db/entities/user.ts';
import { seedUser } from '../helpers/factories.ts';
import { signedInAgent } from '../helpers/sign-in.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { totpCode } from '../helpers/totp.ts';

let server: TTestServer;

beforeAll(async () => {
  // Parallel-code tests send many sign-ins for one account.
  server = await startTestServer({ env: { RATE_LIMIT_AUTH_PER_ACCOUNT: '1000', COUNTRY_HEADER: 'CF-IPCountry' } });
});

afterAll(async () => {
  await server.stop();
});

async function enableTwoFactor(agent: Awaited<ReturnType<typeof signedInAgent>>, password: string) {
  const setup = await agent.post('/api/v1/user/twofactor').expect(200);
  expect(setup.body.url).toMatch(/^otpauth:\/\/totp\//);
  expect(setup.body.qr_code_image_url).toMatch(/^data:image\/png;base64,/);
  const secret: string = setup.body.secret;
  await agent
    .put('/api/v1/user/twofactor')
    .send({ password, two_factor_token: await totpCode(secret) })
    .expect(200);
  return secret;
}

describe('GET /user', () => {
  it('answers 200 for everyone: unauthenticated or the session user', async () => {
    await request(server.url).get('/api/v1/user').expect(200, { type: 'unauthenticated' });
    const user = await seedUser(server.app.orm, { name: 'Ada' });
    const agent = await signedInAgent(server.url, user);
    const me = await agent.get('/api/v1/user').expect(200);
    expect(me.body).toEqual({
      type: 'authenticated',
      id: user.id,
      name: 'Ada',
      email: user.email,
      language: 'en',
      role: 'user',
      has_two_factor: false,
      invites: [],
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      impersonated_by: null,
    });
  });

  it('is the same procedure over tRPC', async () => {
    const user = await seedUser(server.app.orm);
    const agent = await signedInAgent(server.url, user);
    const response = await agent.get('/trpc/user.get').expect(200);
    expect(response.body.result.data).toMatchObject({ type: 'authenticated', id: user.id });
  });
});

describe('profile and password', () => {
  it('updates name and language, with the §5 limits', async () => {
    const user = await seedUser(server.app.orm);
    const agent = await signedInAgent(server.url, user);
    const updated = await agent.put('/api/v1/user/profile').send({ name: 'Grace', language: 'de' }).expect(200);
    expect(updated.body).toMatchObject({ name: 'Grace', language: 'de' });
    const tooLong = await agent
      .put('/api/v1/user/profile')
      .send({ name: 'g'.repeat(65), language: 'de' })
      .expect(400);
    expect(tooLong.body.issues[0].path).toEqual(['name']);
    await agent.put('/api/v1/user/profile').send({ name: '', language: 'de' }).expect(400);
    await agent.put('/api/v1/user/profile').send({ name: 'Grace', language: 'deu' }).expect(400);
    await request(server.url).put('/api/v1/user/profile').send({ name: 'Anon', language: 'en' }).expect(401);
  });

  it('changes the password only with the old one, and ends the other sessions', async () => {
    const user = await seedUser(server.app.orm);
    const here = await signedInAgent(server.url, user);
    const elsewhere = await signedInAgent(server.url, user);
    const wrong = await here
      .put('/api/v1/user/password')
      .send({ old_password: 'not-it', new_password: 'a-new-password' })
      .expect(401);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    await here.put('/api/v1/user/password').send({ old_password: user.password, new_password: 'short' }).expect(400);
    await here
      .put('/api/v1/user/password')
      .send({ old_password: user.password, new_password: 'a-new-password' })
      .expect(200);

    expect((await here.get('/api/v1/user')).body.type).toBe('authenticated');
    expect((await elsewhere.get('/api/v1/user')).body).toEqual({ type: 'unauthenticated' });
    await signedInAgent(server.url, { email: user.email, password: 'a-new-password' });
  });
});

describe('two-factor', () => {
  it('sets up with a QR code, stores the secret encrypted, and then demands a code at sign-in', async () => {
    const user = await seedUser(server.app.orm);
    const agent = await signedInAgent(server.url, user);
    const secret = await enableTwoFactor(agent, user.password);

    const stored = await server.app.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect(stored.twoFactorSecret).not.toContain(secret);
    expect((await agent.get('/api/v1/user')).body.has_two_factor).toBe(true);

    const withoutCode = await request(server.url).post('/api/v1/auth/login').send(user).expect(401);
    expect(withoutCode.body.code).toBe('TWO_FACTOR_REQUIRED');
    const wrongCode = await request(server.url)
      .post('/api/v1/auth/login')
      .send({ ...user, two_factor_token: '000000' })
      .expect(401);
    expect(wrongCode.body.code).toBe('INVALID_TWO_FACTOR_CODE');
    await request(server.url)
      .post('/api/v1/auth/login')
      .send({ email: user.email, password: user.password, two_factor_token: await totpCode(secret, 1) })
      .expect(200);
  });

  it('refuses a replayed code', async () => {
    const user = await seedUser(server.app.orm);
    const agent = await signedInAgent(server.url, user);
    const secret = await enableTwoFactor(agent, user.password);
    const code = await totpCode(secret, 1);
    await request(server.url)
      .post('/api/v1/auth/login')
      .send({ email: user.email, password: user.password, two_factor_token: code })
      .expect(200);
    const replay = await request(server.url)
      .post('/api/v1/auth/login')
      .send({ email: user.email, password: user.password, two_factor_token: code })
      .expect(401);
    expect(replay.body.code).toBe('INVALID_TWO_FACTOR_CODE');
  });

  it('accepts exactly one of 20 parallel sign-ins with the same code', async () => {
    const user = await seedUser(server.app.orm);
    const agent = await signedInAgent(server.url, user);
    const secret = await enableTwoFactor(agent, user.password);
    const code = await totpCode(secret, 1);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(server.url)
          .post('/api/v1/auth/login')
          .send({ email: user.email, password: user.password, two_factor_token: code }),
      ),
    );
    expect(attempts.filter((response) => response.status === 200)).toHaveLength(1);
    expect(attempts.filter((response) => response.body.code === 'INVALID_TWO_FACTOR_CODE')).toHaveLength(19);
  });

  it('disables with password and code in a JSON body (REST DELETE) and refuses a wrong password', async () => {
    const user = await seedUser(server.app.orm);
    const agent = await signedInAgent(server.url, user);
    const secret = await enableTwoFactor(agent, user.password);
    const wrong = await agent
      .delete('/api/v1/user/twofactor')
      .send({ password: 'nope-nope', two_factor_token: await totpCode(secret, 1) })
      .expect(401);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    const badCode = await agent
      .delete('/api/v1/user/twofactor')
      .send({ password: user.password, two_factor_token: '12345' })
      .expect(400);
    expect(badCode.body.issues[0].path).toEqual(['two_factor_token']);
    await agent
      .delete('/api/v1/user/twofactor')
      .send({ password: user.password, two_factor_token: await totpCode(secret, 1) })
      .expect(200);
    expect((await agent.get('/api/v1/user')).body.has_two_factor).toBe(false);
    await signedInAgent(server.url, user);
  });

  it('does not let a password reset skip two-factor', async () => {
    const user = await seedUser(server.app.orm);
    const agent = await signedInAgent(server.url, user);
    await enableTwoFactor(agent, user.password);
    const { resetPassword } = await import('../../src/services/auth/email-flows.ts');
    const { issueEmailToken } = await import('../../src/services/auth/email-tokens.ts');
    const em = server.app.orm.em.fork();
    const account = await em.findOneOrFail(User, { id: user.id });
    // A fresh random token is always issued (null only for a re-issued one already used).
    const token = String(await issueEmailToken({ em, user: account, purpose: 'reset_password' }));
    await resetPassword({ em, auth: server.app.auth, token, password: 'reset-password-1' });
    const login = await request(server.url)
      .post('/api/v1/auth/login')
      .send({ email: user.email, password: 'reset-password-1' })
      .expect(401);
    expect(login.body.code).toBe('TWO_FACTOR_REQUIRED');
  });
});

describe('sessions', () => {
  it('lists devices with the current one marked and the country from the trusted header', async () => {
    const user = await seedUser(server.app.orm);
    const phone = await signedInAgent(
      server.url,
      user,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    const desktop = request.agent(server.url).set('CF-IPCountry', 'DE');
    await desktop
      .post('/api/v1/auth/login')
      .set('User-Agent', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/130.0')
      .send(user)
      .expect(200);

    const sessions = (await desktop.get('/api/v1/user/sessions').expect(200)).body as {
      is_current: boolean;
      browser: string;
      os: string;
      device: string;
      country: string;
    }[];
    expect(sessions).toHaveLength(2);
    const current = sessions.find((session) => session.is_current);
    expect(current).toMatchObject({ country: 'DE', device: 'desktop' });
    expect(current?.browser).toMatch(/Firefox/);
    expect(current?.os).toMatch(/Windows/);
    const other = sessions.find((session) => !session.is_current);
    expect(other?.device).toMatch(/mobile/);
    expect(other?.os).toMatch(/iOS/);
    expect(other?.country).toBe('unknown');
    expect((await phone.get('/api/v1/user')).body.type).toBe('authenticated');
  });

  it("revokes one session, effective on its next request; another user's session is not found", async () => {
    const user = await seedUser(server.app.orm);
    const stranger = await seedUser(server.app.orm);
    const here = await signedInAgent(server.url, user);
    const there = await signedInAgent(server.url, user);
    const strangerAgent = await signedInAgent(server.url, stranger);
    const sessions = (await here.get('/api/v1/user/sessions')).body as { id: string; is_current: boolean }[];
    const other = sessions.find((session) => !session.is_current);
    if (!other) {
      throw new Error('expected a second session');
    }
    await strangerAgent.delete(`/api/v1/user/sessions/${other.id}`).expect(404);
    await here.delete(`/api/v1/user/sessions/${other.id}`).expect(200);
    expect((await there.get('/api/v1/user')).body).toEqual({ type: 'unauthenticated' });
    expect((await here.get('/api/v1/user')).body.type).toBe('authenticated');
  });

  it('signs out every other session at once', async () => {
    const user = await seedUser(server.app.orm);
    const here = await signedInAgent(server.url, user);
    const others = await Promise.all([signedInAgent(server.url, user), signedInAgent(server.url, user)]);
    const revoked = await here.delete('/api/v1/user/sessions').expect(200);
    expect(revoked.body).toEqual({ revoked: 2 });
    for (const other of others) {
      expect((await other.get('/api/v1/user')).body).toEqual({ type: 'unauthenticated' });
    }
    expect((await here.get('/api/v1/user/sessions')).body).toHaveLength(1);
  });
});
