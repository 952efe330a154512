import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AiRequest } from '../../src/db/entities/ai-request.ts';
import { TeamEvent } from '../../src/db/entities/team-event.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seedApiKey, seedExecution, seedProject, seedTeam, seedUser, sessionCookie } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { IMPERSONATION_MINUTES: '5' } });
});

afterAll(async () => {
  await server.stop();
});

const cookieOf = async (userId: string) => ({ Cookie: await sessionCookie(server.app.auth, userId) });

/** Keeps cookies across calls the way a browser does (impersonation swaps them). */
function browser(initial: string) {
  const jar = new Map<string, string>();
  for (const part of initial.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name && value) {
      jar.set(name, value);
    }
  }
  const cookieHeader = () =>
    [...jar]
      .filter(([, value]) => value)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  const remember = (response: request.Response) => {
    for (const cookie of ([] as string[]).concat(response.headers['set-cookie'] ?? [])) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) {
        jar.set(name, value.join('='));
      }
    }
    return response;
  };
  return {
    get: async (path: string) =>
      remember(await request(server.url).get(`/api/v1${path}`).set('Cookie', cookieHeader())),
    post: async (path: string, body: object = {}) =>
      remember(await request(server.url).post(`/api/v1${path}`).set('Cookie', cookieHeader()).send(body)),
    put: async (path: string, body: object = {}) =>
      remember(await request(server.url).put(`/api/v1${path}`).set('Cookie', cookieHeader()).send(body)),
  };
}

describe('site administration', () => {
  it('refuses every admin call to non-admins and API keys', async () => {
    const user = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: user.id, role: 'owner' }]);
    const key = await seedApiKey(server.app.orm, { teamId: team.id, ownerId: user.id });
    const execution = await seedExecution(server.app.orm, (await seedProject(server.app.orm, team.id)).id);
    const calls = [
      ['get', '/admin/users'],
      ['get', `/admin/users/${user.id}`],
      ['post', `/admin/users/${user.id}/impersonate`],
      ['get', `/admin/executions/${execution.id}/stats`],
      ['get', '/admin/costs/chart/all'],
      ['get', '/admin/costs/chart/team'],
      ['get', '/admin/costs/chart/team-project'],
    ] as const;
    const callers = [
      { who: 'anonymous', headers: {}, status: 401 },
      // A person who is not a site admin is told the call does not exist; a key is not a person.
      { who: 'user', headers: await cookieOf(user.id), status: 404 },
      { who: 'api key', headers: { Authorization: `Bearer ${key.secret}` }, status: 403 },
    ];
    for (const [method, path] of calls) {
      for (const { who, headers, status } of callers) {
        const response = await request(server.url)[method](`/api/v1${path}`).set(headers);
        expect({ path, who, status: response.status }).toEqual({ path, who, status });
      }
    }
  });

  it('lists and searches users, and shows one with teams, sessions and two-factor', async () => {
    const admin = await seedUser(server.app.orm, { role: 'admin' });
    const person = await seedUser(server.app.orm, { name: 'Findable Fiona' });
    const team = await seedTeam(server.app.orm, [{ userId: person.id, role: 'admin' }]);
    await sessionCookie(server.app.auth, person.id);
    const headers = await cookieOf(admin.id);
    const found = await request(server.url).get('/api/v1/admin/users?search=findable%20fiona').set(headers).expect(200);
    expect(found.body.data.map((row: { id: string }) => row.id)).toEqual([person.id]);
    const byEmail = await request(server.url)
      .get(`/api/v1/admin/users?search=${encodeURIComponent(person.email)}`)
      .set(headers)
      .expect(200);
    expect(byEmail.body.count).toBe(1);
    const paged = await request(server.url).get('/api/v1/admin/users?per_page=1&page=0').set(headers).expect(200);
    expect(paged.body.data).toHaveLength(1);
    const detail = await request(server.url).get(`/api/v1/admin/users/${person.id}`).set(headers).expect(200);
    expect(detail.body).toMatchObject({
      email: person.email,
      has_two_factor: false,
      sessions_count: 1,
      teams: [{ id: team.id, role: 'admin' }],
    });
  });

  it('impersonates a user with audit rows, refuses account actions and chains, and returns to the admin', async () => {
    const admin = await seedUser(server.app.orm, { role: 'admin' });
    const otherAdmin = await seedUser(server.app.orm, { role: 'admin' });
    const person = await seedUser(server.app.orm);
    const bystander = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: person.id, role: 'owner' }]);
    const adminBrowser = browser((await cookieOf(admin.id)).Cookie);

    expect((await adminBrowser.post(`/admin/users/${otherAdmin.id}/impersonate`)).status).toBe(403);
    const started = await adminBrowser.post(`/admin/users/${person.id}/impersonate`);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ type: 'authenticated', id: person.id });
    expect((await adminBrowser.get('/user')).body).toMatchObject({
      id: person.id,
      impersonated_by: { id: admin.id, email: admin.email },
    });

    // Writes work and are attributed to both; account secrets and chains are refused.
    expect(
      (await adminBrowser.post(`/teams/${team.id}/projects`, { name: 'Made by admin', slug: 'made-by-admin' })).status,
    ).toBe(200);
    expect(
      (await adminBrowser.put('/user/password', { old_password: person.password, new_password: 'another-pass-1' }))
        .status,
    ).toBe(403);
    expect((await adminBrowser.post('/user/twofactor')).status).toBe(403);
    expect((await adminBrowser.post(`/teams/${team.id}/api-keys`, { name: 'Sneaky', key_type: 'api' })).status).toBe(
      403,
    );
    // No chains: while acting as a plain user, the admin's calls are that user's (admin calls do not exist).
    const chained = await adminBrowser.post(`/admin/users/${bystander.id}/impersonate`);
    expect({ status: chained.status, code: chained.body.code }).toEqual({ status: 404, code: 'NOT_FOUND' });

    const events = await server.app.orm.em.fork().find(TeamEvent, { team: team.id }, { orderBy: { createdAt: 'asc' } });
    expect(events.map((event) => event.title)).toEqual([
      `Site admin ${admin.email} started acting as ${person.email}`,
      'Project "Made by admin" created',
    ]);
    expect(
      events.every((event) => event.initiatedByUser?.id === person.id && event.impersonatorUser?.id === admin.id),
    ).toBe(true);

    const stopped = await adminBrowser.post('/admin/impersonation/stop');
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ type: 'authenticated', id: admin.id, role: 'admin' });
    expect((await adminBrowser.get('/user')).body.id).toBe(admin.id);
    const last = await server.app.orm.em
      .fork()
      .find(TeamEvent, { team: team.id }, { orderBy: { createdAt: 'desc' }, limit: 1 });
    expect(last[0]?.title).toBe(`Site admin ${admin.email} stopped acting as ${person.email}`);
  });

  it('ends an impersonation after its time limit', async () => {
    const admin = await seedUser(server.app.orm, { role: 'admin' });
    const person = await seedUser(server.app.orm);
    const adminBrowser = browser((await cookieOf(admin.id)).Cookie);
    await adminBrowser.post(`/admin/users/${person.id}/impersonate`);
    await server.app.orm.em
      .fork()
      .getConnection()
      .execute(
        `update sessions set created_at = now() - interval '6 minutes' where user_id = ? and impersonator_user_id = ?`,
        [person.id, admin.id],
      );
    expect((await adminBrowser.get('/user')).body).toEqual({ type: 'unauthenticated' });
  });

  it('shows the debug detail of an execution with its AI requests', async () => {
    const admin = await seedUser(server.app.orm, { role: 'admin' });
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
    const execution = await seedExecution(server.app.orm, (await seedProject(server.app.orm, team.id)).id);
    const em = server.app.orm.em.fork();
    em.create(AiRequest, {
      execution: execution.id,
      provider: 'openai',
      model: 'gpt-4.1-mini',
      inputHash: 'a'.repeat(64),
      cacheKey: 'b'.repeat(64),
      usagePromptTokens: 100,
      usageCompletionTokens: 20,
      usageTotalTokens: 120,
      usageTotalCost: 0.5,
    });
    await em.flush();
    const stats = await request(server.url)
      .get(`/api/v1/admin/executions/${execution.id}/stats`)
      .set(await cookieOf(admin.id))
      .expect(200);
    expect(stats.body.ai_requests).toEqual([
      expect.objectContaining({
        provider: 'openai',
        model: 'gpt-4.1-mini',
        usage_total_tokens: 120,
        usage_total_cost: 0.5,
        usage_cached: false,
        project_execution_id: execution.id,
      }),
    ]);
  });

  it('adds AI costs up per day, team and project, with empty days', async () => {
    const admin = await seedUser(server.app.orm, { role: 'admin' });
    const owner = await seedUser(server.app.orm);
    const teamA = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }], 'Costs A');
    const teamB = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }], 'Costs B');
    const a1 = await seedProject(server.app.orm, teamA.id, 'A one');
    const a2 = await seedProject(server.app.orm, teamA.id, 'A two');
    const b1 = await seedProject(server.app.orm, teamB.id, 'B one');
    const em = server.app.orm.em.fork();
    const spend = async (projectId: string, cost: number, daysAgo: number) => {
      const execution = await seedExecution(server.app.orm, projectId);
      const row = em.create(AiRequest, {
        execution: execution.id,
        provider: 'openai',
        model: 'm',
        inputHash: 'x',
        cacheKey: 'y',
        usageTotalCost: cost,
      });
      await em.flush();
      await em
        .getConnection()
        .execute(`update ai_requests set created_at = now() - make_interval(days => ?) where id = ?`, [
          daysAgo,
          row.id,
        ]);
    };
    // The UTC day the server files a project's spending under, read from the rows themselves,
    // so a run across midnight (or in another time zone) cannot disagree with the server.
    const spendingDay = async (projectId: string) => {
      const [row] = await em.getConnection().execute<{ day: string }[]>(
        `select distinct to_char((ar.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day
         from ai_requests ar join executions e on e.id = ar.execution_id where e.project_id = ?`,
        [projectId],
      );
      return row?.day;
    };
    await spend(a1.id, 1.25, 0);
    await spend(a1.id, 0.75, 0);
    await spend(a2.id, 2, 1);
    await spend(b1.id, 4, 3);
    const headers = await cookieOf(admin.id);
    const ours = (rows: { team_id?: string }[]) =>
      rows.filter((row) => row.team_id === teamA.id || row.team_id === teamB.id);

    const byTeam = (await request(server.url).get('/api/v1/admin/costs/chart/team?range=7d').set(headers).expect(200))
      .body;
    const teamRows = ours(byTeam) as { date: string; total_cost: number; team_id: string }[];
    expect(teamRows).toHaveLength(14);
    const total = (team: string) =>
      teamRows.filter((row) => row.team_id === team).reduce((sum, row) => sum + row.total_cost, 0);
    expect(total(teamA.id)).toBeCloseTo(4);
    expect(total(teamB.id)).toBeCloseTo(4);
    expect(teamRows.filter((row) => row.team_id === teamA.id && row.total_cost === 0)).toHaveLength(5);

    const byProject = (
      await request(server.url)
        .get(`/api/v1/admin/costs/chart/team-project?range=7d&team_id=${teamA.id}`)
        .set(headers)
        .expect(200)
    ).body as { project_id: string; total_cost: number; date: string }[];
    expect(new Set(byProject.map((row) => row.project_id))).toEqual(new Set([a1.id, a2.id]));
    const today = await spendingDay(a1.id);
    expect(byProject.find((row) => row.project_id === a1.id && row.date === today)?.total_cost).toBeCloseTo(2);

    const filtered = (
      await request(server.url)
        .get(`/api/v1/admin/costs/chart/all?range=7d&project_id=${b1.id}`)
        .set(headers)
        .expect(200)
    ).body as { total_cost: number }[];
    expect(filtered).toHaveLength(7);
    expect(filtered.reduce((sum, row) => sum + row.total_cost, 0)).toBeCloseTo(4);

    const from = await spendingDay(b1.id);
    const window = (
      await request(server.url)
        .get(`/api/v1/admin/costs/chart/all?from=${from}&to=${from}&team_id=${teamB.id}`)
        .set(headers)
        .expect(200)
    ).body;
    expect(window).toEqual([{ date: from, total_cost: 4 }]);
    await request(server.url).get('/api/v1/admin/costs/chart/all?from=2026-01-01').set(headers).expect(400);
  });
});
