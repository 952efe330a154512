import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { User } from '../../src/db/entities/user.ts';
import { consumeEmailToken, issueEmailToken } from '../../src/services/auth/email-tokens.ts';
import { seedUser } from '../helpers/factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ROLES: 'web' } });
});

afterAll(async () => {
  await server.stop();
});

const issue = async (userId: string, token?: string) => {
  const em = server.app.orm.em.fork();
  const user = await em.findOneOrFail(User, { id: userId });
  return issueEmailToken({ em, user, purpose: 'reset_password', token });
};
const use = (token: string | null) =>
  consumeEmailToken({ em: server.app.orm.em.fork(), token: token ?? '', purpose: 'reset_password' }).then(
    () => 'works',
    () => 'invalid',
  );

describe('reset link tokens', () => {
  it('a newer link ends the earlier unused one, and a re-run of the earlier one does not bring it back', async () => {
    const { id } = await seedUser(server.app.orm);
    const earlier = 'token-of-the-first-mail-job-0123456789';
    expect(await issue(id, earlier)).toBe(earlier);
    const newer = await issue(id);
    // The first mail's job runs again (its worker was killed after sending): it sends nothing.
    expect(await issue(id, earlier)).toBeNull();
    expect(await use(earlier)).toBe('invalid');
    expect(await use(newer)).toBe('works');
  });

  it('a link re-issued after it was used is not sent again', async () => {
    const { id } = await seedUser(server.app.orm);
    const token = await issue(id, 'token-of-a-mail-job-0123456789-abcdef');
    expect(await use(token)).toBe('works');
    expect(await issue(id, token ?? '')).toBeNull();
  });
});
