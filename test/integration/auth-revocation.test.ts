import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seedApiKey, seedTeam, seedUser, sessionCookie } from '../helpers/world.ts';

// Two web replicas on one database: what one revokes, the other must refuse on the next request.
let replicaA: TTestServer;
let replicaB: TTestServer;

beforeAll(async () => {
  replicaA = await startTestServer({ env: { ROLES: 'web' } });
  replicaB = await startTestServer({ env: { ROLES: 'web' } });
});

afterAll(async () => {
  await Promise.all([replicaA.stop(), replicaB.stop()]);
});

async function teamWithOwner() {
  const owner = await seedUser(replicaA.app.orm);
  const team = await seedTeam(replicaA.app.orm, [{ userId: owner.id, role: 'owner' }]);
  const cookie = { Cookie: await sessionCookie(replicaA.app.auth, owner.id) };
  return { owner, team, cookie };
}

describe('revocation reaches every replica on the next request', () => {
  it('a deleted API key', async () => {
    const { owner, team, cookie } = await teamWithOwner();
    const key = await seedApiKey(replicaA.app.orm, { teamId: team.id, ownerId: owner.id });
    const bearer = { Authorization: `Bearer ${key.secret}` };
    const before = await request(replicaB.url).get('/api/v1/teams').set(bearer).expect(200);
    expect(before.body.map((row: { id: string }) => row.id)).toEqual([team.id]);
    await request(replicaA.url).delete(`/api/v1/teams/${team.id}/api-keys/${key.apiKey.id}`).set(cookie).expect(200);
    const after = await request(replicaB.url).get('/api/v1/teams').set(bearer).expect(401);
    expect(after.body.message).toBe('The API key is not valid');
  });

  it('a signed-out session', async () => {
    const { owner, cookie } = await teamWithOwner();
    const other = { Cookie: await sessionCookie(replicaA.app.auth, owner.id) };
    await request(replicaB.url).get('/api/v1/user/sessions').set(other).expect(200);
    const revoked = await request(replicaA.url).delete('/api/v1/user/sessions').set(cookie).expect(200);
    expect(revoked.body).toEqual({ revoked: 1 });
    await request(replicaB.url).get('/api/v1/user/sessions').set(other).expect(401);
    await request(replicaB.url).get('/api/v1/user/sessions').set(cookie).expect(200);
  });

  it('a removed team member', async () => {
    const { team, cookie } = await teamWithOwner();
    const member = await seedUser(replicaA.app.orm);
    await replicaA.app.orm.em
      .getConnection()
      .execute(
        "insert into team_members (id, created_at, team_id, user_id, role) values (gen_random_uuid(), now(), ?, ?, 'admin')",
        [team.id, member.id],
      );
    const memberCookie = { Cookie: await sessionCookie(replicaA.app.auth, member.id) };
    await request(replicaB.url).get(`/api/v1/teams/${team.id}`).set(memberCookie).expect(200);
    await request(replicaA.url).delete(`/api/v1/teams/${team.id}/members/${member.id}`).set(cookie).expect(200);
    await request(replicaB.url).get(`/api/v1/teams/${team.id}`).set(memberCookie).expect(404);
  });
});
