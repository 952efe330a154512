import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seedExecution, seedInvoiceProject, seedUser, sessionCookie } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

describe('query values sent as the text null (spec §7)', () => {
  it('reads null as absent on executions, chart and events', async () => {
    const { project, team, bearer } = await seedInvoiceProject(server.app);
    const execution = await seedExecution(server.app.orm, project.id);
    const list = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions?page=null&per_page=null&search=null&status=null`)
      .set(bearer)
      .expect(200);
    expect(list.body).toMatchObject({ page: 0, per_page: 20, count: 1 });
    expect(list.body.data.map((row: { id: string }) => row.id)).toEqual([execution.id]);

    const chart = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/chart?range=null`)
      .set(bearer)
      .expect(200);
    // The default range (30 days) is one row per day.
    expect(chart.body).toHaveLength(30);

    const events = await request(server.url)
      .get(`/api/v1/teams/${team.id}/events?page=null&per_page=null`)
      .set(bearer)
      .expect(200);
    expect(events.body).toMatchObject({ page: 0, per_page: 20 });
  });

  it('keeps the other values of a list: a real status next to a null search still filters', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const execution = await seedExecution(server.app.orm, project.id);
    const succeeded = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions?search=null&status=success`)
      .set(bearer)
      .expect(200);
    expect(succeeded.body.data.map((row: { id: string }) => row.id)).toEqual([execution.id]);
    const failed = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions?search=null&status=failed`)
      .set(bearer)
      .expect(200);
    expect(failed.body.count).toBe(0);
  });

  it('reads null as absent on the admin user list and the cost chart', async () => {
    const admin = await seedUser(server.app.orm, { role: 'admin' });
    const cookie = { Cookie: await sessionCookie(server.app.auth, admin.id) };
    const users = await request(server.url)
      .get('/api/v1/admin/users?page=null&per_page=null&search=null')
      .set(cookie)
      .expect(200);
    expect(users.body).toMatchObject({ page: 0, per_page: 20 });
    await request(server.url)
      .get('/api/v1/admin/costs/chart/all?range=null&from=null&to=null&team_id=null')
      .set(cookie)
      .expect(200);
  });

  it('still refuses a value that is invalid rather than null', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    await request(server.url).get(`/api/v1/projects/${project.id}/executions?page=nil`).set(bearer).expect(400);
  });
});
