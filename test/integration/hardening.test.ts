import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, INVOICE_SCHEMA, upload } from '../helpers/uploads.ts';
import { seedApiKey, seedProject, seedTeam, seedUser, sessionCookie } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

describe('hostile and broken documents', () => {
  it('fails a zip bomb and a malformed PDF cleanly, and the worker serves the next job', async () => {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
    const project = await seedProject(server.app.orm, team.id);
    const cookie = { Cookie: await sessionCookie(server.app.auth, owner.id) };
    await request(server.url)
      .post(`/api/v1/projects/${project.id}/revisions`)
      .set(cookie)
      .send({ output_schema: INVOICE_SCHEMA })
      .expect(200);
    const bearer = {
      Authorization: `Bearer ${(await seedApiKey(server.app.orm, { teamId: team.id, ownerId: owner.id })).secret}`,
    };
    const run = async (name: string, content: Buffer) =>
      (await upload(server.url, project.id, bearer, [{ name, content }], { wait_for_completion: 'true' }).expect(200))
        .body.execution;

    const bomb = await run('zip-bomb.docx', await fixture('zip-bomb.docx'));
    expect(bomb.status).toBe('failed');
    expect(bomb.errors.join(' ')).toMatch(/zip bomb/i);

    const malformed = await run('malformed.pdf', await fixture('malformed.pdf'));
    expect(malformed.status).toBe('failed');
    expect(malformed.errors.join(' ')).toMatch(/PDF could not be read/i);

    const healthy = await run('invoice.pdf', await fixture('invoice.pdf'));
    expect(healthy.status).toBe('success');
    expect(healthy.json_result.invoice_number).toBe('INV-2026-0042');
  });
});
