import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ApiKey } from '../../src/db/entities/api-key.ts';
import { Output } from '../../src/db/entities/output.ts';
import { Session } from '../../src/db/entities/session.ts';
import { recordTeamEvent } from '../../src/services/teams/team-events.ts';
import { DEFAULT_PASSWORD } from '../helpers/factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import {
  seedApiKey,
  seedInvite,
  seedInvoiceProject,
  seedOutput,
  seedProject,
  seedTeam,
  seedUser,
  sessionCookie,
} from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

/** A session of `userId` started by a site admin's impersonation, as the admin router makes it. */
async function impersonatedCookie(userId: string) {
  const admin = await seedUser(server.app.orm, { role: 'admin' });
  const session = await server.app.auth.createSession(userId, {
    device: 'desktop',
    os: 'test',
    browser: 'test',
    country: 'unknown',
    impersonator_user_id: admin.id,
  });
  return { Cookie: `${server.app.auth.sessionCookieName}=${session.id}` };
}

describe('impersonation refuses security-relevant changes', () => {
  it('refuses deleting keys, rotating addresses and secrets, signing out sessions, member and invite changes', async () => {
    const { owner, team, project } = await seedInvoiceProject(server.app);
    const mailKey = await seedApiKey(server.app.orm, { teamId: team.id, ownerId: owner.id, keyType: 'email' });
    const output = await seedOutput(server.app.orm, project.id);
    const colleague = await seedUser(server.app.orm);
    const em = server.app.orm.em.fork();
    await em.getConnection().execute(`insert into team_members (id, created_at, team_id, user_id, role)
      values (gen_random_uuid(), now(), '${team.id}', '${colleague.id}', 'member')`);
    const invite = await seedInvite(server.app.orm, team.id, 'someone@example.test');
    await sessionCookie(server.app.auth, owner.id); // another session to sign out
    const asAdmin = await impersonatedCookie(owner.id);
    const api = (method: 'post' | 'patch' | 'delete' | 'put', path: string, body: object = {}) =>
      request(server.url)[method](`/api/v1${path}`).set(asAdmin).send(body);

    const attempts = [
      await api('delete', `/teams/${team.id}/api-keys/${mailKey.apiKey.id}`),
      await api('post', `/teams/${team.id}/api-keys/${mailKey.apiKey.id}/rotate-address`),
      await api('post', `/projects/${project.id}/outputs/${output.id}/rotate-secret`),
      await api('delete', '/user/sessions'),
      await api('patch', `/teams/${team.id}/members/${colleague.id}`, { role: 'admin' }),
      await api('delete', `/teams/${team.id}/members/${colleague.id}`),
      await api('post', `/teams/${team.id}/invites`, { email: 'new@example.test', role: 'admin' }),
      await api('delete', `/teams/${team.id}/invites/${invite.id}`),
      await api('delete', `/teams/${team.id}`),
      await api('post', `/projects/${project.id}/outputs`, {
        name: 'Exfiltrate',
        trigger_events: ['success'],
        config: { type: 'webhook', url: 'https://receiver.example/hook' },
      }),
      await api('patch', `/projects/${project.id}/outputs/${output.id}`, { name: 'Renamed' }),
    ];
    expect(attempts.map((response) => [response.status, response.body.code])).toEqual(
      attempts.map(() => [403, 'FORBIDDEN']),
    );
    const fresh = server.app.orm.em.fork();
    expect(await fresh.count(Session, { user: owner.id })).toBe(3);
    const key = await fresh.findOneOrFail(ApiKey, { id: mailKey.apiKey.id });
    expect(key.ingestToken).toBe(mailKey.apiKey.ingestToken);
    // Reading stays possible, but not the signing secret a webhook receiver trusts.
    const read = await request(server.url).get(`/api/v1/projects/${project.id}/outputs/${output.id}`).set(asAdmin);
    expect(read.status).toBe(200);
    expect(read.body.signing_secret).toBeNull();
  });
});

describe('least privilege', () => {
  it('never returns webhook header values, and keeps them when an update leaves them empty', async () => {
    const { project, cookie } = await seedInvoiceProject(server.app);
    const created = await request(server.url)
      .post(`/api/v1/projects/${project.id}/outputs`)
      .set(cookie)
      .send({
        name: 'Receiver',
        trigger_events: ['success'],
        config: { type: 'webhook', url: 'https://receiver.example/hook', headers: { Authorization: 'Bearer s3cr3t' } },
      })
      .expect(200);
    expect(created.body.config.headers).toEqual({ Authorization: '' });
    const listed = await request(server.url).get(`/api/v1/projects/${project.id}/outputs`).set(cookie).expect(200);
    expect(JSON.stringify(listed.body)).not.toContain('s3cr3t');
    await request(server.url)
      .patch(`/api/v1/projects/${project.id}/outputs/${created.body.id}`)
      .set(cookie)
      .send({
        config: {
          type: 'webhook',
          url: 'https://receiver.example/hook2',
          headers: { Authorization: '', 'X-Tenant': 'acme' },
        },
      })
      .expect(200);
    const stored = await server.app.orm.em.fork().findOneOrFail(Output, { id: created.body.id });
    expect(stored.config).toMatchObject({ headers: { Authorization: 'Bearer s3cr3t', 'X-Tenant': 'acme' } });
  });

  it("keeps a project-scoped key from reading members' e-mails and other projects' events", async () => {
    const { owner, team, project } = await seedInvoiceProject(server.app);
    const other = await seedProject(server.app.orm, team.id);
    const scoped = await seedApiKey(server.app.orm, { teamId: team.id, ownerId: owner.id, projectIds: [project.id] });
    const em = server.app.orm.em.fork();
    await recordTeamEvent(em, { teamId: team.id, actor: null, type: 'info', title: 'Mine', projectId: project.id });
    await recordTeamEvent(em, { teamId: team.id, actor: null, type: 'info', title: 'Secret', projectId: other.id });
    const bearer = { Authorization: `Bearer ${scoped.secret}` };
    const detail = await request(server.url).get(`/api/v1/teams/${team.id}`).set(bearer).expect(200);
    expect(JSON.stringify(detail.body)).not.toContain(owner.email);
    const events = await request(server.url).get(`/api/v1/teams/${team.id}/events`).set(bearer).expect(200);
    const titles = events.body.data.map((event: { title: string }) => event.title);
    expect(titles).toContain('Mine');
    expect(titles).not.toContain('Secret');
  });

  it('shows a project-scoped key only its projects: in the team list and by id', async () => {
    const { owner, team, project } = await seedInvoiceProject(server.app);
    const other = await seedProject(server.app.orm, team.id);
    const scoped = await seedApiKey(server.app.orm, { teamId: team.id, ownerId: owner.id, projectIds: [project.id] });
    const bearer = { Authorization: `Bearer ${scoped.secret}` };
    const listed = await request(server.url).get(`/api/v1/teams/${team.id}/projects`).set(bearer).expect(200);
    expect(listed.body.map((row: { id: string }) => row.id)).toEqual([project.id]);
    await request(server.url).get(`/api/v1/projects/${project.id}`).set(bearer).expect(200);
    await request(server.url).get(`/api/v1/projects/${other.id}`).set(bearer).expect(404);
    const asOwner = { Cookie: await sessionCookie(server.app.auth, owner.id) };
    const all = await request(server.url).get(`/api/v1/teams/${team.id}/projects`).set(asOwner).expect(200);
    expect(all.body.map((row: { id: string }) => row.id).sort()).toEqual([project.id, other.id].sort());
  });

  it('does not let admins withdraw or downgrade an invite to become owner', async () => {
    const owner = await seedUser(server.app.orm);
    const admin = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [
      { userId: owner.id, role: 'owner' },
      { userId: admin.id, role: 'admin' },
    ]);
    const invite = await seedInvite(server.app.orm, team.id, 'future-owner@example.test', 'owner');
    const asAdmin = { Cookie: await sessionCookie(server.app.auth, admin.id) };
    await request(server.url).delete(`/api/v1/teams/${team.id}/invites/${invite.id}`).set(asAdmin).expect(403);
    await request(server.url)
      .post(`/api/v1/teams/${team.id}/invites`)
      .set(asAdmin)
      .send({ email: 'future-owner@example.test', role: 'member' })
      .expect(403);
    const invites = await request(server.url)
      .get(`/api/v1/teams/${team.id}/invites`)
      .set({ Cookie: await sessionCookie(server.app.auth, owner.id) })
      .expect(200);
    expect(invites.body.map((row: { email: string; role: string }) => [row.email, row.role])).toEqual([
      ['future-owner@example.test', 'owner'],
    ]);
  });
});

describe('re-authentication', () => {
  it('creates an API key only with the current password', async () => {
    const { team, cookie } = await seedInvoiceProject(server.app);
    const create = (extra: object) =>
      request(server.url)
        .post(`/api/v1/teams/${team.id}/api-keys`)
        .set(cookie)
        .send({ name: 'Export', key_type: 'api', allow_all_projects: true, ...extra });
    const missing = await create({}).expect(400);
    expect(missing.body.issues[0].path).toEqual(['password']);
    expect((await create({ password: 'not my password' }).expect(401)).body.code).toBe('INVALID_CREDENTIALS');
    expect((await create({ password: DEFAULT_PASSWORD }).expect(200)).body.key).toMatch(/^dsk_api_/);
  });
});

describe('sessions list', () => {
  it('does not expose the stored token hashes as ids, and still revokes by the shown id', async () => {
    const user = await seedUser(server.app.orm);
    const cookie = { Cookie: await sessionCookie(server.app.auth, user.id) };
    await sessionCookie(server.app.auth, user.id);
    const stored = (await server.app.orm.em.fork().find(Session, { user: user.id })).map((row) => row.id);
    const listed = (await request(server.url).get('/api/v1/user/sessions').set(cookie).expect(200)).body as {
      id: string;
      is_current: boolean;
    }[];
    expect(listed).toHaveLength(2);
    for (const session of listed) {
      expect(stored).not.toContain(session.id);
    }
    const other = listed.find((session) => !session.is_current);
    await request(server.url).delete(`/api/v1/user/sessions/${other?.id}`).set(cookie).expect(200);
    expect(await server.app.orm.em.fork().count(Session, { user: user.id })).toBe(1);
  });
});
