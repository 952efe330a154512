import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ApiKey } from '../../src/db/entities/api-key.ts';
import { TeamMember } from '../../src/db/entities/team-member.ts';
import { DEFAULT_PASSWORD, randomEmail } from '../helpers/factories.ts';
import { readMails, waitForMail } from '../helpers/mail-files.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedApiKey, seedInvite, seedProject, seedTeam, seedUser, sessionCookie } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

async function as(userId: string) {
  const cookie = await sessionCookie(server.app.auth, userId);
  return {
    get: (path: string) => request(server.url).get(`/api/v1${path}`).set('Cookie', cookie),
    post: (path: string, body: object = {}) =>
      request(server.url).post(`/api/v1${path}`).set('Cookie', cookie).send(body),
    patch: (path: string, body: object) => request(server.url).patch(`/api/v1${path}`).set('Cookie', cookie).send(body),
    delete: (path: string) => request(server.url).delete(`/api/v1${path}`).set('Cookie', cookie),
  };
}

describe('teams', () => {
  it('creates a team with the creator as owner, lists it with role and project count, renames it', async () => {
    const user = await seedUser(server.app.orm);
    const client = await as(user.id);
    const created = await client.post('/teams', { name: 'Acme' }).expect(200);
    expect(created.body).toMatchObject({ name: 'Acme', user_role: 'owner', count_projects: 0 });
    await seedProject(server.app.orm, created.body.id);
    const list = await client.get('/teams').expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: created.body.id, user_role: 'owner', count_projects: 1 }),
    ]);

    const detail = await client.get(`/teams/${created.body.id}`).expect(200);
    expect(detail.body.members).toEqual([
      { user_id: user.id, user_email: user.email, user_name: user.name, role: 'owner' },
    ]);
    const renamed = await client.patch(`/teams/${created.body.id}`, { name: 'Acme GmbH' }).expect(200);
    expect(renamed.body.name).toBe('Acme GmbH');

    const events = await client.get(`/teams/${created.body.id}/events?per_page=10`).expect(200);
    expect(events.body).toMatchObject({ count: 2, page: 0, per_page: 10, total_pages: 1 });
    expect(events.body.data[0].title).toContain('renamed');
    expect(events.body.data[0].initiated_by_user_id).toBe(user.id);
  });

  it.each([['A'], ['x'.repeat(26)], ['  ']])('refuses the team name %j (2 to 25 characters)', async (name) => {
    const client = await as((await seedUser(server.app.orm)).id);
    const response = await client.post('/teams', { name }).expect(400);
    expect(response.body.issues[0].path).toEqual(['name']);
  });

  it('pages events with page and per_page, and refuses per_page above 100', async () => {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
    const client = await as(owner.id);
    for (const name of ['One', 'Two', 'Three']) {
      await client.patch(`/teams/${team.id}`, { name }).expect(200);
    }
    const second = await client.get(`/teams/${team.id}/events?page=1&per_page=2`).expect(200);
    expect(second.body).toMatchObject({ count: 3, page: 1, per_page: 2, total_pages: 2 });
    expect(second.body.data).toHaveLength(1);
    await client.get(`/teams/${team.id}/events?per_page=101`).expect(400);
    await client.get(`/teams/${team.id}/events?page=-1`).expect(400);
  });

  it('lets only the owner delete the team', async () => {
    const owner = await seedUser(server.app.orm);
    const admin = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [
      { userId: owner.id, role: 'owner' },
      { userId: admin.id, role: 'admin' },
    ]);
    await (await as(admin.id)).delete(`/teams/${team.id}`).expect(403);
    await (await as(owner.id)).delete(`/teams/${team.id}`).expect(200);
    await (await as(owner.id)).get(`/teams/${team.id}`).expect(404);
  });

  it('deletes a team only together with the jobs that remove its projects’ files', async () => {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
    const project = await seedProject(server.app.orm, team.id);
    const client = await as(owner.id);
    const connection = server.app.orm.em.getConnection();
    const refuse = `refuse_${project.id.replaceAll('-', '')}`;
    const jobsOfProject = async () =>
      (
        await connection.execute<{ count: number }[]>(
          `select count(*)::int as count from agenda_jobs where name = 'project.delete' and data->>'projectId' = ?`,
          [project.id],
        )
      )[0]?.count;
    // The job table refuses this project's removal job: the team must then stay, not vanish with files left behind.
    await connection.execute(
      `create function ${refuse}() returns trigger language plpgsql as $$ begin
         if new.name = 'project.delete' and new.data->>'projectId' = '${project.id}' then raise exception 'refused'; end if;
         return new; end $$`,
    );
    await connection.execute(
      `create trigger ${refuse} before insert on agenda_jobs for each row execute function ${refuse}()`,
    );
    try {
      await client.delete(`/teams/${team.id}`).expect(500);
    } finally {
      await connection.execute(`drop trigger ${refuse} on agenda_jobs`);
      await connection.execute(`drop function ${refuse}()`);
    }
    await client.get(`/teams/${team.id}`).expect(200);
    expect(await jobsOfProject()).toBe(0);

    // The worker may run and remove the job before the test looks, so the job table's inserts are recorded.
    const seen = `seen_${project.id.replaceAll('-', '')}`;
    await connection.execute(`create table ${seen} (id text)`);
    await connection.execute(
      `create function ${seen}() returns trigger language plpgsql as $$ begin
         if new.name = 'project.delete' and new.data->>'projectId' = '${project.id}' then
           insert into ${seen} values (new.id::text); end if;
         return new; end $$`,
    );
    await connection.execute(
      `create trigger ${seen} after insert on agenda_jobs for each row execute function ${seen}()`,
    );
    try {
      await client.delete(`/teams/${team.id}`).expect(200);
      await client.get(`/teams/${team.id}`).expect(404);
      const recorded = await connection.execute<{ count: number }[]>(`select count(*)::int as count from ${seen}`);
      expect(recorded[0]?.count).toBe(1);
    } finally {
      await connection.execute(`drop trigger ${seen} on agenda_jobs`);
      await connection.execute(`drop function ${seen}()`);
      await connection.execute(`drop table ${seen}`);
    }
  });
});

describe('members', () => {
  it('changes roles only to admin or member, and an admin cannot change an owner', async () => {
    const owner = await seedUser(server.app.orm);
    const admin = await seedUser(server.app.orm);
    const member = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [
      { userId: owner.id, role: 'owner' },
      { userId: admin.id, role: 'admin' },
      { userId: member.id, role: 'member' },
    ]);
    const adminClient = await as(admin.id);
    await adminClient.patch(`/teams/${team.id}/members/${member.id}`, { role: 'owner' }).expect(400);
    const promoted = await adminClient.patch(`/teams/${team.id}/members/${member.id}`, { role: 'admin' }).expect(200);
    expect(promoted.body.role).toBe('admin');
    await adminClient.patch(`/teams/${team.id}/members/${owner.id}`, { role: 'member' }).expect(403);
    await (await as(member.id)).patch(`/teams/${team.id}/members/${admin.id}`, { role: 'member' }).expect(200);
  });

  it('takes effect on the member’s next request, and a member may leave', async () => {
    const owner = await seedUser(server.app.orm);
    const member = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [
      { userId: owner.id, role: 'owner' },
      { userId: member.id, role: 'admin' },
    ]);
    const memberClient = await as(member.id);
    await memberClient.get(`/teams/${team.id}/api-keys`).expect(200);
    await (await as(owner.id)).patch(`/teams/${team.id}/members/${member.id}`, { role: 'member' }).expect(200);
    await memberClient.get(`/teams/${team.id}/api-keys`).expect(403);
    await memberClient.delete(`/teams/${team.id}/members/${owner.id}`).expect(403);
    await memberClient.delete(`/teams/${team.id}/members/${member.id}`).expect(200);
    await memberClient.get(`/teams/${team.id}`).expect(404);
  });

  it('always keeps an owner, also when two owners demote each other at once', async () => {
    const first = await seedUser(server.app.orm);
    const second = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [
      { userId: first.id, role: 'owner' },
      { userId: second.id, role: 'owner' },
    ]);
    const [a, b] = await Promise.all([
      (await as(first.id)).patch(`/teams/${team.id}/members/${second.id}`, { role: 'member' }),
      (await as(second.id)).patch(`/teams/${team.id}/members/${first.id}`, { role: 'member' }),
    ]);
    // The loser either lost its owner role first (403) or would remove the last owner (409).
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    expect([a.status, b.status].filter((status) => status === 403 || status === 409)).toHaveLength(1);
    const owners = await server.app.orm.em.fork().count(TeamMember, { team: team.id, role: 'owner' });
    expect(owners).toBe(1);

    const [lastOwner] = await server.app.orm.em.fork().find(TeamMember, { team: team.id, role: 'owner' });
    const leave = await (await as(lastOwner?.user.id ?? ''))
      .delete(`/teams/${team.id}/members/${lastOwner?.user.id}`)
      .expect(409);
    expect(leave.body.code).toBe('CONFLICT');
  });

  it('keeps an owner when two owners leave at the same time', async () => {
    const first = await seedUser(server.app.orm);
    const second = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [
      { userId: first.id, role: 'owner' },
      { userId: second.id, role: 'owner' },
    ]);
    const results = await Promise.all([
      (await as(first.id)).delete(`/teams/${team.id}/members/${first.id}`),
      (await as(second.id)).delete(`/teams/${team.id}/members/${second.id}`),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(await server.app.orm.em.fork().count(TeamMember, { team: team.id, role: 'owner' })).toBe(1);
  });
});

describe('invites', () => {
  it('invites by e-mail, re-sends, refuses current members, and shows in the session', async () => {
    const owner = await seedUser(server.app.orm, { name: 'Olivia Owner' });
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }], 'Invites');
    const client = await as(owner.id);
    const invitee = await seedUser(server.app.orm);
    const first = await client.post(`/teams/${team.id}/invites`, { email: invitee.email, role: 'admin' }).expect(200);
    const mail = await waitForMail(server.dataDir, invitee.email, /invited/i);
    expect(mail.text).toContain(`${server.url}/account/invites`);
    const again = await client.post(`/teams/${team.id}/invites`, { email: invitee.email, role: 'member' }).expect(200);
    expect(again.body).toMatchObject({ id: first.body.id, role: 'member' });
    expect(new Date(again.body.last_sent_at).getTime()).toBeGreaterThan(new Date(first.body.last_sent_at).getTime());
    // Re-sending really sends: a second invitation mail arrives.
    await waitFor('a second invitation mail', async () => {
      const mails = await readMails(server.dataDir);
      return mails.filter((each) => each.to.includes(invitee.email) && /invited/i.test(each.subject)).length === 2;
    });
    expect((await client.get(`/teams/${team.id}/invites`).expect(200)).body).toHaveLength(1);

    const conflict = await client.post(`/teams/${team.id}/invites`, { email: owner.email }).expect(409);
    expect(conflict.body.code).toBe('CONFLICT');
    await client.post(`/teams/${team.id}/invites`, { email: 'not-an-email' }).expect(400);

    const session = await (await as(invitee.id)).get('/user').expect(200);
    expect(session.body.invites).toEqual([
      expect.objectContaining({
        id: first.body.id,
        team_name: team.name,
        invited_by_name: 'Olivia Owner',
        role: 'member',
      }),
    ]);
  });

  it('only admins invite, only owners invite owners', async () => {
    const owner = await seedUser(server.app.orm);
    const admin = await seedUser(server.app.orm);
    const member = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [
      { userId: owner.id, role: 'owner' },
      { userId: admin.id, role: 'admin' },
      { userId: member.id, role: 'member' },
    ]);
    await (await as(member.id)).post(`/teams/${team.id}/invites`, { email: randomEmail() }).expect(403);
    await (await as(admin.id)).post(`/teams/${team.id}/invites`, { email: randomEmail(), role: 'owner' }).expect(403);
    await (await as(owner.id)).post(`/teams/${team.id}/invites`, { email: randomEmail(), role: 'owner' }).expect(200);
  });

  it('is accepted once by its addressee, also under concurrent accepts', async () => {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
    const invitee = await seedUser(server.app.orm);
    const stranger = await seedUser(server.app.orm);
    const invite = await seedInvite(server.app.orm, team.id, invitee.email, 'admin');

    await (await as(stranger.id)).post(`/user/invites/${invite.id}/accept`).expect(404);
    const inviteeClient = await as(invitee.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => inviteeClient.post(`/user/invites/${invite.id}/accept`)),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 404)).toHaveLength(4);
    const detail = await inviteeClient.get(`/teams/${team.id}`).expect(200);
    expect(detail.body.user_role).toBe('admin');
    expect(await server.app.orm.em.fork().count(TeamMember, { team: team.id, user: invitee.id })).toBe(1);
  });

  it('can be declined by the addressee and withdrawn by an admin', async () => {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
    const invitee = await seedUser(server.app.orm);
    const declined = await seedInvite(server.app.orm, team.id, invitee.email);
    await (await as(invitee.id)).post(`/user/invites/${declined.id}/reject`).expect(200);
    await (await as(invitee.id)).get(`/teams/${team.id}`).expect(404);
    const withdrawn = await seedInvite(server.app.orm, team.id, randomEmail());
    await (await as(owner.id)).delete(`/teams/${team.id}/invites/${withdrawn.id}`).expect(200);
    expect((await (await as(owner.id)).get(`/teams/${team.id}/invites`)).body).toEqual([]);
  });
});

describe('API keys', () => {
  it('returns the secret once, stores only its hash, and authenticates REST calls for its own team', async () => {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
    const other = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
    const project = await seedProject(server.app.orm, team.id);
    const client = await as(owner.id);
    const created = await client
      .post(`/teams/${team.id}/api-keys`, {
        name: 'CI key',
        key_type: 'api',
        projects: [project.id],
        password: DEFAULT_PASSWORD,
      })
      .expect(200);
    expect(created.body.key).toMatch(/^dsk_api_[A-Za-z0-9_-]{43}$/);
    expect(created.body.projects).toEqual([{ id: project.id, name: project.name, slug: project.slug }]);
    expect(created.body.key.startsWith(created.body.key_prefix)).toBe(true);

    const stored = await server.app.orm.em.fork().findOneOrFail(ApiKey, { id: created.body.id });
    expect(stored.keyHash).not.toContain(created.body.key);
    const listed = await client.get(`/teams/${team.id}/api-keys`).expect(200);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.key);
    expect(listed.body[0].last_used_at).toBeNull();

    const bearer = { Authorization: `Bearer ${created.body.key}` };
    const teams = await request(server.url).get('/api/v1/teams').set(bearer).expect(200);
    expect(teams.body.map((row: { id: string }) => row.id)).toEqual([team.id]);
    await request(server.url).get(`/api/v1/teams/${team.id}`).set(bearer).expect(200);
    await request(server.url).get(`/api/v1/teams/${other.id}`).set(bearer).expect(404);
    expect((await client.get(`/teams/${team.id}/api-keys`)).body[0].last_used_at).not.toBeNull();

    await request(server.url).get(`/api/v1/teams?key=${created.body.key}`).expect(400);
    // Escaped, or after another parameter: still a key in the query string.
    const escaped = `%${created.body.key.charCodeAt(0).toString(16)}${created.body.key.slice(1)}`;
    await request(server.url).get(`/api/v1/teams?key=${escaped}`).expect(400);
    await request(server.url).get(`/api/v1/teams?a=b+c&token=${created.body.key}`).expect(400);
    await request(server.url).get('/trpc/teams.list').set(bearer).expect(401);

    await client.delete(`/teams/${team.id}/api-keys/${created.body.id}`).expect(200);
    await request(server.url).get('/api/v1/teams').set(bearer).expect(401);
  });

  it('validates name, type and projects, filters by type and project', async () => {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
    const foreign = await seedProject(
      server.app.orm,
      (await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }])).id,
    );
    const project = await seedProject(server.app.orm, team.id);
    const client = await as(owner.id);
    await client
      .post(`/teams/${team.id}/api-keys`, { name: 'ab', key_type: 'api', password: DEFAULT_PASSWORD })
      .expect(400);
    await client
      .post(`/teams/${team.id}/api-keys`, { name: 'x'.repeat(51), key_type: 'api', password: DEFAULT_PASSWORD })
      .expect(400);
    await client
      .post(`/teams/${team.id}/api-keys`, { name: 'Key', key_type: 'sms', password: DEFAULT_PASSWORD })
      .expect(400);
    await client
      .post(`/teams/${team.id}/api-keys`, {
        name: 'Key',
        key_type: 'api',
        projects: [foreign.id],
        password: DEFAULT_PASSWORD,
      })
      .expect(400);
    await client
      .post(`/teams/${team.id}/api-keys`, {
        name: 'Mail key',
        key_type: 'email',
        projects: [project.id],
        password: DEFAULT_PASSWORD,
      })
      .expect(200);
    await client
      .post(`/teams/${team.id}/api-keys`, {
        name: 'All projects',
        key_type: 'api',
        allow_all_projects: true,
        password: DEFAULT_PASSWORD,
      })
      .expect(200);
    const emailKeys = await client.get(`/teams/${team.id}/api-keys?type=email`).expect(200);
    expect(emailKeys.body.map((key: { name: string }) => key.name)).toEqual(['Mail key']);
    const forProject = await client.get(`/teams/${team.id}/api-keys?project_id=${project.id}`).expect(200);
    expect(forProject.body.map((key: { name: string }) => key.name).sort()).toEqual(['All projects', 'Mail key']);
  });

  it('refuses e-mail-type keys as REST credentials', async () => {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
    const created = await (await as(owner.id))
      .post(`/teams/${team.id}/api-keys`, {
        name: 'Mail key',
        key_type: 'email',
        allow_all_projects: true,
        password: DEFAULT_PASSWORD,
      })
      .expect(200);
    expect(created.body.key).toMatch(/^dsk_mail_/);
    await request(server.url).get('/api/v1/teams').set('Authorization', `Bearer ${created.body.key}`).expect(401);
  });

  it('keeps keys to admins: members can neither list nor create them', async () => {
    const owner = await seedUser(server.app.orm);
    const member = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [
      { userId: owner.id, role: 'owner' },
      { userId: member.id, role: 'member' },
    ]);
    await seedApiKey(server.app.orm, { teamId: team.id, ownerId: owner.id });
    await (await as(member.id)).get(`/teams/${team.id}/api-keys`).expect(403);
    await (await as(member.id))
      .post(`/teams/${team.id}/api-keys`, { name: 'Nope', key_type: 'api', password: DEFAULT_PASSWORD })
      .expect(403);
  });
});
