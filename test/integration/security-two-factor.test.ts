import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { User } from '../../src/db/entities/user.ts';
import { seedUser } from '../helpers/factories.ts';
import { signedInAgent, type TSignedInAgent } from '../helpers/sign-in.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { totpCode } from '../helpers/totp.ts';

const PER_ACCOUNT = 25;
let server: TTestServer;

beforeAll(async () => {
  // Above the 20 parallel calls of the race tests, low enough to reach in the rate-limit tests.
  server = await startTestServer({ env: { RATE_LIMIT_AUTH_PER_ACCOUNT: String(PER_ACCOUNT) } });
});

afterAll(async () => {
  await server.stop();
});

async function withTwoFactor() {
  const user = await seedUser(server.app.orm);
  const agent = await signedInAgent(server.url, user);
  const setup = await agent.post('/api/v1/user/twofactor').expect(200);
  const secret: string = setup.body.secret;
  const enabled = await agent
    .put('/api/v1/user/twofactor')
    .send({ password: user.password, two_factor_token: await totpCode(secret) })
    .expect(200);
  return { user, agent, secret, recoveryCodes: enabled.body.recovery_codes as string[] };
}

const signIn = (user: { email: string; password: string }, code: string) =>
  request(server.url)
    .post('/api/v1/auth/login')
    .send({ email: user.email, password: user.password, two_factor_token: code });

const parallel = <T>(count: number, call: () => Promise<T>) => Promise.all(Array.from({ length: count }, call));

describe('two-factor codes are single-use under concurrency', () => {
  it('lets exactly one of 20 parallel disable calls with one code through', async () => {
    const { user, agent, secret } = await withTwoFactor();
    const code = await totpCode(secret, 1);
    const attempts = await parallel(20, () =>
      agent.delete('/api/v1/user/twofactor').send({ password: user.password, two_factor_token: code }),
    );
    const statuses = attempts.map((response) => response.status);
    // The others see a used code (401) or, once the winner committed, two-factor already off (400).
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200 && status !== 401 && status !== 400)).toEqual([]);
    expect((await agent.get('/api/v1/user')).body.has_two_factor).toBe(false);
  });

  it('does not accept a code for disabling that already signed in', async () => {
    const { user, agent, secret } = await withTwoFactor();
    const code = await totpCode(secret, 1);
    await signIn(user, code).expect(200);
    const reused = await agent
      .delete('/api/v1/user/twofactor')
      .send({ password: user.password, two_factor_token: code })
      .expect(401);
    expect(reused.body.code).toBe('INVALID_TWO_FACTOR_CODE');
  });

  it('keeps a used step after disabling, so the next setup cannot be confirmed with a replayed step', async () => {
    const { user, agent, secret } = await withTwoFactor();
    await agent
      .delete('/api/v1/user/twofactor')
      .send({ password: user.password, two_factor_token: await totpCode(secret, 1) })
      .expect(200);
    const stored = await server.app.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect(stored.twoFactorLastStep).toBe(Math.floor(Date.now() / 1000 / 30) + 1);
  });
});

describe('recovery codes', () => {
  it('are shown once at setup, stored only as hashes, and each signs in once (also in parallel)', async () => {
    const { user, recoveryCodes } = await withTwoFactor();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    }
    const stored = await server.app.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect(stored.twoFactorRecoveryCodes).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]?.replace('-', '') ?? '-');
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);

    const [first, second] = recoveryCodes as [string, string];
    const attempts = await parallel(20, () => signIn(user, first));
    expect(attempts.filter((response) => response.status === 200)).toHaveLength(1);
    expect(attempts.filter((response) => response.body.code === 'INVALID_TWO_FACTOR_CODE')).toHaveLength(19);
    // Typed in upper case without the dash: still the same code.
    await signIn(user, second.toUpperCase().replace('-', '')).expect(200);
    expect((await signIn(user, second)).body.code).toBe('INVALID_TWO_FACTOR_CODE');
  });

  it('are replaced by regenerating with password and code; the old ones stop working', async () => {
    const { user, agent, secret, recoveryCodes } = await withTwoFactor();
    const withoutCode = await agent
      .post('/api/v1/user/twofactor/recovery-codes')
      .send({ password: user.password, two_factor_token: '000000' })
      .expect(401);
    expect(withoutCode.body.code).toBe('INVALID_TWO_FACTOR_CODE');
    const regenerated = await agent
      .post('/api/v1/user/twofactor/recovery-codes')
      .send({ password: user.password, two_factor_token: await totpCode(secret, 1) })
      .expect(200);
    const fresh: string[] = regenerated.body.recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect((await signIn(user, recoveryCodes[0] ?? '')).body.code).toBe('INVALID_TWO_FACTOR_CODE');
    await signIn(user, fresh[0] ?? '').expect(200);
  });

  it('disable two-factor with a recovery code', async () => {
    const { user, agent, recoveryCodes } = await withTwoFactor();
    await agent
      .delete('/api/v1/user/twofactor')
      .send({ password: user.password, two_factor_token: recoveryCodes[3] })
      .expect(200);
    expect((await agent.get('/api/v1/user')).body.has_two_factor).toBe(false);
  });
});

describe('password re-checks are rate limited per account', () => {
  const expectLimited = async (
    agent: TSignedInAgent,
    call: (agent: TSignedInAgent) => Promise<request.Response>,
    alreadyChecked = 0,
  ) => {
    for (let attempt = alreadyChecked; attempt < PER_ACCOUNT; attempt++) {
      expect((await call(agent)).status).toBe(401);
    }
    const limited = await call(agent);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('refuses old-password guesses past the limit with 429 and Retry-After', async () => {
    const user = await seedUser(server.app.orm);
    await expectLimited(await signedInAgent(server.url, user), (agent) =>
      agent.put('/api/v1/user/password').send({ old_password: 'wrong-guess', new_password: 'a brand new password' }),
    );
  });

  it('counts only wrong passwords: a right one starts the count over', async () => {
    const user = await seedUser(server.app.orm);
    const agent = await signedInAgent(server.url, user);
    const guess = () =>
      agent.put('/api/v1/user/password').send({ old_password: 'wrong-guess', new_password: 'a brand new password' });
    for (let attempt = 1; attempt < PER_ACCOUNT; attempt++) {
      expect((await guess()).status).toBe(401);
    }
    await agent
      .put('/api/v1/user/password')
      .send({ old_password: user.password, new_password: 'a brand new password' })
      .expect(200);
    for (let attempt = 1; attempt < PER_ACCOUNT; attempt++) {
      expect((await guess()).status).toBe(401);
    }
  });

  it('refuses two-factor disable guesses past the limit with 429 and Retry-After', async () => {
    const { agent } = await withTwoFactor();
    await expectLimited(
      agent,
      (signedIn) =>
        signedIn.delete('/api/v1/user/twofactor').send({ password: 'wrong-guess', two_factor_token: '123456' }),
      0, // enabling checked the right password, which starts the count over
    );
  });
});
