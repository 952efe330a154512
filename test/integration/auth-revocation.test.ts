import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seedApiKey, seedProject, seedTeam, seedUser, sessionCookie } from '../helpers/world.ts';

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

  // Project calls read the project and the caller's membership in one statement (no cache).
  it('a removed member on project calls, and a key narrowed to other projects', async () => {
    const { owner, team, cookie } = await teamWithOwner();
    const project = await seedProject(replicaA.app.orm, team.id);
    const member = await seedUser(replicaA.app.orm);
    await replicaA.app.orm.em
      .getConnection()
      .execute(
        "insert into team_members (id, created_at, team_id, user_id, role) values (gen_random_uuid(), now(), ?, ?, 'member')",
        [team.id, member.id],
      );
    const memberCookie = { Cookie: await sessionCookie(replicaA.app.auth, member.id) };
    const executions = `/api/v1/projects/${project.id}/executions`;
    await request(replicaB.url).get(executions).set(memberCookie).expect(200);
    await request(replicaA.url).delete(`/api/v1/teams/${team.id}/members/${member.id}`).set(cookie).expect(200);
    const gone = await request(replicaB.url).get(executions).set(memberCookie).expect(404);
    expect(gone.body.code).toBe('NOT_FOUND');

    const key = await seedApiKey(replicaA.app.orm, { teamId: team.id, ownerId: owner.id });
    const bearer = { Authorization: `Bearer ${key.secret}` };
    await request(replicaB.url).get(executions).set(bearer).expect(200);
    const other = await seedProject(replicaA.app.orm, team.id, 'Other');
    const connection = replicaA.app.orm.em.getConnection();
    await connection.execute('insert into api_key_projects (api_key_id, project_id) values (?, ?)', [
      key.apiKey.id,
      other.id,
    ]);
    await connection.execute('update api_keys set allow_all_projects = false where id = ?', [key.apiKey.id]);
    await request(replicaB.url).get(executions).set(bearer).expect(404);
    await request(replicaB.url).get(`/api/v1/projects/${other.id}/executions`).set(bearer).expect(200);
  });
});
