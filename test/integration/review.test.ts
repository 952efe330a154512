import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Execution } from '../../src/db/entities/execution.ts';
import { TeamMember } from '../../src/db/entities/team-member.ts';
import { startHttpReceiver } from '../helpers/delivery-peers.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, INVOICE_FACTS, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject, seedTeam, seedUser, sessionCookie } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ALLOW_PRIVATE_OUTPUT_TARGETS: 'true', WEBHOOK_TIMEOUT_MS: '2000' } });
});

afterAll(async () => {
  await server.stop();
});

async function setup() {
  const world = await seedInvoiceProject(server.app);
  const member = await seedUser(server.app.orm);
  const em = server.app.orm.em.fork();
  em.create(TeamMember, { team: world.team.id, user: member.id, role: 'member' });
  await em.flush();
  const memberCookie = { Cookie: await sessionCookie(server.app.auth, member.id) };
  const base = `/api/v1/projects/${world.project.id}`;
  const uploadInvoice = async () =>
    (
      await upload(
        server.url,
        world.project.id,
        world.cookie,
        [{ name: 'invoice.txt', content: await fixture('invoice.txt') }],
        {
          wait_for_completion: 'true',
        },
      ).expect(200)
    ).body.execution as { id: string; json_result: Record<string, unknown> };
  return { ...world, member, memberCookie, base, uploadInvoice };
}

const CORRECTED = { ...INVOICE_FACTS, total: 1334.56, supplier: 'ACME Holding GmbH' };

describe('PUT …/executions/{executionId}/review', () => {
  it('stores the correction beside the untouched json_result, with who and when', async () => {
    const { base, uploadInvoice, memberCookie, member } = await setup();
    const execution = await uploadInvoice();
    const response = await request(server.url)
      .put(`${base}/executions/${execution.id}/review`)
      .set(memberCookie)
      .send({ json_result: CORRECTED })
      .expect(200);
    expect(response.body).toMatchObject({
      id: execution.id,
      json_result: INVOICE_FACTS,
      reviewed_result: CORRECTED,
      reviewed_by_user_id: member.id,
    });
    expect(Date.parse(response.body.reviewed_at)).toBeGreaterThan(Date.now() - 60_000);
    const stored = await server.app.orm.em.fork().findOneOrFail(Execution, { id: execution.id });
    expect(stored.jsonResult).toEqual(INVOICE_FACTS);
    expect(stored.reviewedResult).toEqual(CORRECTED);
  });

  it('takes a review from an API key of the team, with no person named', async () => {
    const { base, uploadInvoice, bearer } = await setup();
    const execution = await uploadInvoice();
    const response = await request(server.url)
      .put(`${base}/executions/${execution.id}/review`)
      .set(bearer)
      .send({ json_result: CORRECTED })
      .expect(200);
    expect(response.body).toMatchObject({ reviewed_result: CORRECTED, reviewed_by_user_id: null });
    expect(response.body.reviewed_at).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
  });

  it('refuses a correction that does not fit the schema, field by field', async () => {
    const { base, uploadInvoice, cookie } = await setup();
    const execution = await uploadInvoice();
    const response = await request(server.url)
      .put(`${base}/executions/${execution.id}/review`)
      .set(cookie)
      .send({
        json_result: { ...INVOICE_FACTS, invoice_number: null, total: 'a lot', date: '03.11.2026', colour: 'red' },
      })
      .expect(400);
    expect(response.body.code).toBe('BAD_REQUEST');
    expect(response.body.issues).toEqual(
      expect.arrayContaining([
        { path: ['json_result', 'invoice_number'], message: 'required field missing' },
        { path: ['json_result', 'total'], message: 'expected a number, found text' },
        { path: ['json_result', 'date'], message: '"03.11.2026" is not a valid date' },
        { path: ['json_result', 'colour'], message: 'is not a field of the schema' },
      ]),
    );
    expect(response.body.issues).toHaveLength(4);
    const stored = await server.app.orm.em.fork().findOneOrFail(Execution, { id: execution.id });
    expect(stored.reviewedResult).toBeNull();
  });

  it('refuses a correction whose date is not on the calendar (30 February), keeping the result unreviewed', async () => {
    const { base, uploadInvoice, cookie } = await setup();
    const execution = await uploadInvoice();
    const response = await request(server.url)
      .put(`${base}/executions/${execution.id}/review`)
      .set(cookie)
      .send({ json_result: { ...INVOICE_FACTS, date: '2026-02-30' } })
      .expect(400);
    expect(response.body.issues).toEqual([
      { path: ['json_result', 'date'], message: '"2026-02-30" is not a valid date' },
    ]);
    const stored = await server.app.orm.em.fork().findOneOrFail(Execution, { id: execution.id });
    expect(stored.reviewedResult).toBeNull();
  });

  it('words every kind of problem as the API always has, byte for byte', async () => {
    const { base, uploadInvoice, cookie } = await setup();
    const execution = await uploadInvoice();
    const response = await request(server.url)
      .put(`${base}/executions/${execution.id}/review`)
      .set(cookie)
      .send({
        json_result: {
          invoice_number: 4711,
          date: '2026-13-45',
          supplier: ['ACME'],
          total: null,
          items: [7],
          note: 'x',
        },
      })
      .expect(400);
    // The response's own bytes, not a parse of them: a changed quote or space shows.
    expect(response.text).toContain(
      JSON.stringify([
        { path: ['json_result', 'invoice_number'], message: 'expected text, found a number' },
        { path: ['json_result', 'date'], message: '"2026-13-45" is not a valid date' },
        { path: ['json_result', 'supplier'], message: 'expected text, found a list' },
        { path: ['json_result', 'total'], message: 'required field missing' },
        { path: ['json_result', 'items', 0], message: 'expected an object, found a number' },
        { path: ['json_result', 'note'], message: 'is not a field of the schema' },
      ]),
    );
    const list = await request(server.url)
      .put(`${base}/executions/${execution.id}/review`)
      .set(cookie)
      .send({ json_result: { ...INVOICE_FACTS, items: { price: 1 } } })
      .expect(400);
    expect(list.text).toContain(
      JSON.stringify([{ path: ['json_result', 'items'], message: 'expected a list, found an object' }]),
    );
  });

  it('names the item of a list in the issue path', async () => {
    const { base, uploadInvoice, cookie } = await setup();
    const execution = await uploadInvoice();
    const items = [INVOICE_FACTS.items[0], { ...INVOICE_FACTS.items[1], price: 'free' }];
    const response = await request(server.url)
      .put(`${base}/executions/${execution.id}/review`)
      .set(cookie)
      .send({ json_result: { ...INVOICE_FACTS, items } })
      .expect(400);
    expect(response.body.issues).toEqual([
      { path: ['json_result', 'items', 1, 'price'], message: 'expected a number, found text' },
    ]);
  });

  it('is 404 for another team, an unknown execution, and without a session 401', async () => {
    const { base, uploadInvoice, cookie } = await setup();
    const execution = await uploadInvoice();
    const stranger = await seedUser(server.app.orm);
    await seedTeam(server.app.orm, [{ userId: stranger.id, role: 'owner' }]);
    const strangerCookie = { Cookie: await sessionCookie(server.app.auth, stranger.id) };
    const other = await request(server.url)
      .put(`${base}/executions/${execution.id}/review`)
      .set(strangerCookie)
      .send({ json_result: CORRECTED })
      .expect(404);
    expect(other.body.code).toBe('NOT_FOUND');
    const unknown = await request(server.url)
      .put(`${base}/executions/00000000-0000-4000-8000-000000000000/review`)
      .set(cookie)
      .send({ json_result: CORRECTED });
    expect(unknown.status).toBe(404);
    await request(server.url)
      .put(`${base}/executions/${execution.id}/review`)
      .send({ json_result: CORRECTED })
      .expect(401);
  });

  it('delivers the reviewed result to outputs listening to "reviewed", again with a new id after a second correction', async () => {
    const receiver = await startHttpReceiver();
    try {
      const { base, uploadInvoice, cookie } = await setup();
      const output = await request(server.url)
        .post(`${base}/outputs`)
        .set(cookie)
        .send({ name: 'Reviews', trigger_events: ['reviewed'], config: { type: 'webhook', url: receiver.url } })
        .expect(200);
      expect(output.body.trigger_events).toEqual(['reviewed']);
      const execution = await uploadInvoice();
      await request(server.url)
        .put(`${base}/executions/${execution.id}/review`)
        .set(cookie)
        .send({ json_result: CORRECTED })
        .expect(200);
      await waitFor('the reviewed delivery', () => receiver.received.length === 1);
      const first = JSON.parse(receiver.received[0]?.body ?? '{}');
      expect(first.type).toBe('execution.reviewed');
      expect(first.data.execution).toMatchObject({
        id: execution.id,
        json_result: INVOICE_FACTS,
        reviewed_result: CORRECTED,
      });
      const again = { ...CORRECTED, total: 1 };
      await request(server.url)
        .put(`${base}/executions/${execution.id}/review`)
        .set(cookie)
        .send({ json_result: again })
        .expect(200);
      await waitFor('the second reviewed delivery', () => receiver.received.length === 2);
      const second = JSON.parse(receiver.received[1]?.body ?? '{}');
      expect(second.data.execution.reviewed_result).toEqual(again);
      expect(receiver.received[1]?.headers['webhook-id']).not.toBe(receiver.received[0]?.headers['webhook-id']);
    } finally {
      await receiver.close();
    }
  });
});

describe('review queue and evaluation set', () => {
  async function seedFinished(projectId: string, fields: Partial<Record<'status' | 'warnings' | 'sources', unknown>>) {
    const em = server.app.orm.em.fork();
    const execution = em.create(Execution, {
      project: projectId,
      executionType: 'api',
      processingMode: 'balanced',
      status: 'success',
      jsonResult: { total: 1 },
      errors: [],
      warnings: [],
      ...(fields as object),
    });
    await em.flush();
    return execution.id;
  }

  it('filters review=needed (failed, warnings, low confidence), reviewed and none by the project threshold', async () => {
    const { base, project, cookie, uploadInvoice } = await setup();
    const failed = await seedFinished(project.id, { status: 'failed', jsonResult: null, errors: ['x'] } as never);
    const warned = await seedFinished(project.id, { warnings: ['total: not found'] });
    const unsure = await seedFinished(project.id, { sources: { total: { page: 1, quote: '1', confidence: 0.5 } } });
    const fairlySure = await seedFinished(project.id, { sources: { total: { page: 1, quote: '1', confidence: 0.9 } } });
    await seedFinished(project.id, { status: 'running' });
    const reviewed = await uploadInvoice();
    await request(server.url)
      .put(`${base}/executions/${reviewed.id}/review`)
      .set(cookie)
      .send({ json_result: CORRECTED })
      .expect(200);
    const ids = async (review: string) =>
      (
        (await request(server.url).get(`${base}/executions`).query({ review }).set(cookie).expect(200)).body.data as {
          id: string;
        }[]
      )
        .map((row) => row.id)
        .sort();
    expect(await ids('needed')).toEqual([failed, warned, unsure].sort());
    expect(await ids('reviewed')).toEqual([reviewed.id]);
    expect(await ids('none')).toEqual([fairlySure]);
    await request(server.url).patch(base).set(cookie).send({ review_confidence_threshold: 0.95 }).expect(200);
    expect(await ids('needed')).toEqual([failed, warned, unsure, fairlySure].sort());
    expect(await ids('none')).toEqual([]);
    await request(server.url).get(`${base}/executions`).query({ review: 'maybe' }).set(cookie).expect(400);
  });

  it('lets admins, not members, exclude a reviewed execution from the set', async () => {
    const { base, uploadInvoice, cookie, memberCookie } = await setup();
    const execution = await uploadInvoice();
    const path = `${base}/executions/${execution.id}/evaluation-exclusion`;
    const denied = await request(server.url).put(path).set(memberCookie).send({ excluded: true }).expect(403);
    expect(denied.body.code).toBe('FORBIDDEN');
    const excluded = await request(server.url).put(path).set(cookie).send({ excluded: true }).expect(200);
    expect(excluded.body.excluded_from_evaluation).toBe(true);
    const stored = await server.app.orm.em.fork().findOneOrFail(Execution, { id: execution.id });
    expect(stored.excludedFromEvaluation).toBe(true);
  });
});
