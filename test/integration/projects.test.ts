import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Project } from '../../src/db/entities/project.ts';
import { ProjectRevision } from '../../src/db/entities/project-revision.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedProject, seedRevision, seedTeam, seedUser, sessionCookie } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

async function as(userId: string) {
  const cookie = await sessionCookie(server.app.auth, userId);
  const call = (method: 'get' | 'post' | 'patch' | 'delete', path: string, body?: object) => {
    const pending = request(server.url)[method](`/api/v1${path}`).set('Cookie', cookie);
    return body ? pending.send(body) : pending;
  };
  return {
    get: (path: string) => call('get', path),
    post: (path: string, body: object = {}) => call('post', path, body),
    patch: (path: string, body: object) => call('patch', path, body),
    delete: (path: string) => call('delete', path),
  };
}

async function ownerWithTeam() {
  const owner = await seedUser(server.app.orm);
  const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
  return { owner, team, client: await as(owner.id) };
}

const invoiceSchema = [
  { name: 'invoice_number', type: 'string', required: true, description: 'As printed on the invoice' },
  {
    name: 'items',
    type: 'array',
    items: {
      type: 'object',
      properties: [
        { name: 'description', type: 'string' },
        { name: 'amount', type: 'number' },
      ],
    },
  },
];

describe('projects', () => {
  it('creates, lists, reads, updates a project', async () => {
    const { team, client } = await ownerWithTeam();
    const created = await client
      .post(`/teams/${team.id}/projects`, { name: 'Invoices', slug: 'invoices', processing_mode: 'fast' })
      .expect(200);
    expect(created.body).toMatchObject({
      name: 'Invoices',
      slug: 'invoices',
      processing_mode: 'fast',
      processing_mode_fallback: false,
      processing_mode_variant: null,
      latest_revision: null,
      team_id: team.id,
    });
    const list = await client.get(`/teams/${team.id}/projects`).expect(200);
    expect(list.body.map((project: { id: string }) => project.id)).toEqual([created.body.id]);
    const detail = await client.get(`/projects/${created.body.id}`).expect(200);
    expect(detail.body.is_initial_upload_processing).toBe(false);
    const updated = await client
      .patch(`/projects/${created.body.id}`, {
        processing_mode: 'accurate',
        processing_mode_fallback: true,
        processing_mode_variant: 'gpt-x',
      })
      .expect(200);
    expect(updated.body).toMatchObject({
      processing_mode: 'accurate',
      processing_mode_fallback: true,
      processing_mode_variant: 'gpt-x',
    });
  });

  it.each([
    ['name', { name: 'ab' }],
    ['name', { name: 'n'.repeat(33) }],
    ['slug', { slug: 'ab' }],
    ['slug', { slug: 'Has-Capitals' }],
    ['slug', { slug: 'under_score' }],
    ['slug', { slug: 's'.repeat(33) }],
    ['processing_mode', { processing_mode: 'turbo' }],
    ['processing_mode_variant', { processing_mode_variant: 'v'.repeat(65) }],
  ])('refuses an invalid %s', async (field, override) => {
    const { team, client } = await ownerWithTeam();
    const response = await client
      .post(`/teams/${team.id}/projects`, { name: 'Valid name', slug: 'valid-slug', ...override })
      .expect(400);
    expect(response.body.issues[0].path).toEqual([field]);
  });

  it('keeps slugs unique within a team, not across teams', async () => {
    const { team, client } = await ownerWithTeam();
    await client.post(`/teams/${team.id}/projects`, { name: 'First', slug: 'same-slug' }).expect(200);
    const conflict = await client.post(`/teams/${team.id}/projects`, { name: 'Second', slug: 'same-slug' }).expect(409);
    expect(conflict.body.issues[0].path).toEqual(['slug']);
    const other = await ownerWithTeam();
    await other.client.post(`/teams/${other.team.id}/projects`, { name: 'Third', slug: 'same-slug' }).expect(200);
  });

  it('lets members read but not change projects', async () => {
    const { team, client } = await ownerWithTeam();
    const member = await seedUser(server.app.orm);
    const { TeamMember } = await import('../../src/db/entities/team-member.ts');
    const em = server.app.orm.em.fork();
    em.create(TeamMember, { team: team.id, user: member.id, role: 'member' });
    await em.flush();
    const project = await seedProject(server.app.orm, team.id);
    const memberClient = await as(member.id);
    const read = await memberClient.get(`/projects/${project.id}`).expect(200);
    expect(read.body).toMatchObject({ id: project.id, name: project.name });
    await memberClient.patch(`/projects/${project.id}`, { name: 'Nope nope' }).expect(403);
    await memberClient.post(`/projects/${project.id}/revisions`, { output_schema: invoiceSchema }).expect(403);
    await memberClient.delete(`/projects/${project.id}`).expect(403);
    // Nothing the member tried changed the project.
    const after = await client.get(`/projects/${project.id}`).expect(200);
    expect(after.body).toMatchObject({ name: project.name });
    expect(await server.app.orm.em.fork().count(ProjectRevision, { project: project.id })).toBe(0);
  });

  it('deletes a project with its revisions in a job, and frees the slug', async () => {
    const { team, client } = await ownerWithTeam();
    const project = await seedProject(server.app.orm, team.id);
    await seedRevision(server.app.orm, project.id);
    await client.delete(`/projects/${project.id}`).expect(200);
    await client.get(`/projects/${project.id}`).expect(404);
    await waitFor(
      'the project rows to be removed',
      async () => (await server.app.orm.em.fork().count(Project, { id: project.id })) === 0,
    );
    expect(await server.app.orm.em.fork().count(ProjectRevision, { project: project.id })).toBe(0);
    await client.post(`/teams/${team.id}/projects`, { name: 'Again', slug: project.slug }).expect(200);
  });
});

describe('revisions', () => {
  it('saves numbered revisions with every field, reads latest, one and the list', async () => {
    const { owner, team, client } = await ownerWithTeam();
    const project = await seedProject(server.app.orm, team.id);
    const first = await client
      .post(`/projects/${project.id}/revisions`, {
        input_description: 'Supplier invoices',
        input_language: 'de',
        output_language: 'en',
        output_schema: invoiceSchema,
        title_config: { mode: 'instructions', instructions: 'Supplier and invoice number' },
      })
      .expect(200);
    expect(first.body).toMatchObject({
      revision: 1,
      input_description: 'Supplier invoices',
      input_language: 'de',
      output_language: 'en',
      output_schema: invoiceSchema,
      title_config: { mode: 'instructions', instructions: 'Supplier and invoice number' },
      copied_from_revision_id: null,
      created_by_user_id: owner.id,
      created_by_user_name: owner.name,
    });
    const second = await client
      .post(`/projects/${project.id}/revisions`, { output_schema: invoiceSchema.slice(0, 1) })
      .expect(200);
    expect(second.body).toMatchObject({ revision: 2, title_config: { mode: 'automatic' } });
    expect((await client.get(`/projects/${project.id}/revisions/latest`).expect(200)).body.id).toBe(second.body.id);
    expect((await client.get(`/projects/${project.id}/revisions/${first.body.id}`).expect(200)).body.revision).toBe(1);
    const list = await client.get(`/projects/${project.id}/revisions?per_page=200`).expect(200);
    expect(list.body).toMatchObject({ count: 2, per_page: 200, total_pages: 1 });
    expect(list.body.data.map((revision: { revision: number }) => revision.revision)).toEqual([2, 1]);
    await client.get(`/projects/${project.id}/revisions?per_page=201`).expect(400);
    expect((await client.get(`/projects/${project.id}`)).body.latest_revision).toBe(2);
  });

  it('refuses over-long descriptions and instructions, bad languages and invalid schemas', async () => {
    const { team, client } = await ownerWithTeam();
    const project = await seedProject(server.app.orm, team.id);
    const post = (body: object) =>
      client.post(`/projects/${project.id}/revisions`, { output_schema: invoiceSchema, ...body });
    expect((await post({ input_description: 'd'.repeat(2049) }).expect(400)).body.issues[0].path).toEqual([
      'input_description',
    ]);
    expect(
      (await post({ title_config: { mode: 'instructions', instructions: 'i'.repeat(201) } }).expect(400)).body.issues[0]
        .path,
    ).toEqual(['title_config', 'instructions']);
    await post({ input_language: 'deu' }).expect(400);
    const duplicate = await post({
      output_schema: [
        { name: 'a', type: 'string' },
        { name: 'a', type: 'string' },
      ],
    }).expect(400);
    expect(duplicate.body.issues[0]).toMatchObject({ path: ['output_schema', 1, 'name'] });
    await post({ output_schema: [{ name: 'a', type: 'date' }] }).expect(400);
    expect((await client.get(`/projects/${project.id}/revisions/latest`).expect(404)).body.code).toBe('NOT_FOUND');
  });

  it('numbers 10 concurrent saves 1 to 10 without gaps', async () => {
    const { team, client } = await ownerWithTeam();
    const project = await seedProject(server.app.orm, team.id);
    const saves = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        client.post(`/projects/${project.id}/revisions`, {
          output_schema: [{ name: `field${index}`, type: 'string' }],
        }),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual(Array(10).fill(200));
    expect(saves.map((save) => save.body.revision).sort((a: number, b: number) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('restores an old revision as a new one', async () => {
    const { team, client } = await ownerWithTeam();
    const project = await seedProject(server.app.orm, team.id);
    const first = await client.post(`/projects/${project.id}/revisions`, { output_schema: invoiceSchema }).expect(200);
    await client
      .post(`/projects/${project.id}/revisions`, { output_schema: [{ name: 'other', type: 'boolean' }] })
      .expect(200);
    const restored = await client.post(`/projects/${project.id}/revisions/${first.body.id}/restore`).expect(200);
    expect(restored.body).toMatchObject({
      revision: 3,
      output_schema: invoiceSchema,
      copied_from_revision_id: first.body.id,
    });
    expect((await client.get(`/projects/${project.id}/revisions/${first.body.id}`)).body.revision).toBe(1);
  });

  it('copies to a project the user may edit, and refuses other teams’ projects', async () => {
    const { owner, team, client } = await ownerWithTeam();
    const source = await seedProject(server.app.orm, team.id);
    const sourceRevision = await client
      .post(`/projects/${source.id}/revisions`, { output_schema: invoiceSchema })
      .expect(200);
    const secondTeam = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
    const target = await seedProject(server.app.orm, secondTeam.id);
    const copied = await client
      .post(`/projects/${source.id}/revisions/${sourceRevision.body.id}/copy`, { target_project_id: target.id })
      .expect(200);
    expect(copied.body).toMatchObject({
      project_id: target.id,
      revision: 1,
      copied_from_revision_id: sourceRevision.body.id,
    });

    const stranger = await ownerWithTeam();
    const foreign = await seedProject(server.app.orm, stranger.team.id);
    await client
      .post(`/projects/${source.id}/revisions/${sourceRevision.body.id}/copy`, { target_project_id: foreign.id })
      .expect(404);

    const viewer = await seedUser(server.app.orm);
    const { TeamMember } = await import('../../src/db/entities/team-member.ts');
    const em = server.app.orm.em.fork();
    em.create(TeamMember, { team: team.id, user: viewer.id, role: 'member' });
    em.create(TeamMember, { team: secondTeam.id, user: viewer.id, role: 'member' });
    await em.flush();
    await (await as(viewer.id))
      .post(`/projects/${source.id}/revisions/${sourceRevision.body.id}/copy`, { target_project_id: target.id })
      .expect(403);
  });

  it('writes team events for project and revision changes', async () => {
    const { team, client } = await ownerWithTeam();
    const created = await client.post(`/teams/${team.id}/projects`, { name: 'Evented', slug: 'evented' }).expect(200);
    await client.post(`/projects/${created.body.id}/revisions`, { output_schema: invoiceSchema }).expect(200);
    const events = await client.get(`/teams/${team.id}/events`).expect(200);
    expect(events.body.data.map((event: { title: string }) => event.title)).toEqual([
      'Revision 1 of "Evented" saved',
      'Project "Evented" created',
    ]);
    expect(events.body.data[0].project_id).toBe(created.body.id);
  });
});
