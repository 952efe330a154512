import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AiRequest } from '../../src/db/entities/ai-request.ts';
import { EvaluationItem } from '../../src/db/entities/evaluation.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import { Project } from '../../src/db/entities/project.ts';
import { TeamMember } from '../../src/db/entities/team-member.ts';
import { createEvaluation } from '../../src/services/evaluations/create-evaluation.ts';
import { runEvaluationItem } from '../../src/services/evaluations/run-evaluation-item.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, INVOICE_FACTS, INVOICE_SCHEMA, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject, seedRevision, seedTeam, seedUser, sessionCookie } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

/**
 * The known set: two invoices the local extractor reads exactly as INVOICE_FACTS (10 leaf fields each).
 * Review 1 differs only within the rules (case and spaces, a number within tolerance): all 10 count as
 * correct. Review 2 corrects the invoice number and one price: 8 of 10 correct. Revision 1 scores 18/20.
 */
const REVIEW_1 = { ...INVOICE_FACTS, supplier: '  acme   GMBH ', total: 1234.564 };
const REVIEW_2 = {
  ...INVOICE_FACTS,
  invoice_number: 'INV-2026-0043',
  items: [INVOICE_FACTS.items[0], { ...INVOICE_FACTS.items[1], price: 234.5 }],
};
/** The draft drops `supplier`: one more wrong leaf per document, 16/20. */
const DRAFT_SCHEMA = INVOICE_SCHEMA.filter((property) => property.name !== 'supplier');

async function setup() {
  const world = await seedInvoiceProject(server.app);
  const em = server.app.orm.em.fork();
  const member = await seedUser(server.app.orm);
  em.create(TeamMember, { team: world.team.id, user: member.id, role: 'member' });
  await em.flush();
  const memberCookie = { Cookie: await sessionCookie(server.app.auth, member.id) };
  const base = `/api/v1/projects/${world.project.id}`;
  const uploadInvoice = async (name: string) =>
    (
      await upload(server.url, world.project.id, world.cookie, [{ name, content: await fixture(name) }], {
        wait_for_completion: 'true',
      }).expect(200)
    ).body.execution as { id: string; json_result: unknown };
  const review = (executionId: string, result: object) =>
    request(server.url)
      .put(`${base}/executions/${executionId}/review`)
      .set(world.cookie)
      .send({ json_result: result })
      .expect(200);
  return { ...world, memberCookie, base, uploadInvoice, review };
}

async function reviewedSet() {
  const world = await setup();
  const first = await world.uploadInvoice('invoice.txt');
  const second = await world.uploadInvoice('invoice.pdf');
  expect(first.json_result).toEqual(INVOICE_FACTS);
  expect(second.json_result).toEqual(INVOICE_FACTS);
  await world.review(first.id, REVIEW_1);
  await world.review(second.id, REVIEW_2);
  return { ...world, first, second };
}

const finished = (base: string, cookie: Record<string, string>, id: string) =>
  waitFor(
    'the evaluation to finish',
    async () => {
      const response = await request(server.url).get(`${base}/evaluations/${id}`).set(cookie).expect(200);
      return response.body.status === 'success' ? response.body : null;
    },
    { timeoutMs: 30_000 },
  );

describe('POST …/evaluations', () => {
  it('measures a draft against the latest revision on the reviewed set, with the known arithmetic', async () => {
    const { base, memberCookie, first, second } = await reviewedSet();
    const before = await server.app.orm.em.fork().find(Execution, { id: { $in: [first.id, second.id] } });
    const aiRequestsBefore = await server.app.orm.em
      .fork()
      .count(AiRequest, { execution: { $in: [first.id, second.id] } });
    const created = await request(server.url)
      .post(`${base}/evaluations`)
      .set(memberCookie)
      .send({ output_schema: DRAFT_SCHEMA, input_description: 'Invoices without the supplier' })
      .expect(200);
    expect(created.body).toMatchObject({ revision_id: null, is_draft: true, baseline_revision: 1 });
    expect(created.body.progress).toEqual({ done: 0, total: 2 });
    const result = await finished(base, memberCookie, created.body.id);
    expect(result.progress).toEqual({ done: 2, total: 2 });
    expect(result.accuracy).toBe(0.8);
    expect(result.baseline_accuracy).toBe(0.9);
    const field = (path: string) => result.fields.find((row: { path: string }) => row.path === path);
    expect(field('supplier')).toEqual({ path: 'supplier', accuracy: 0, baseline_accuracy: 1 });
    expect(field('total')).toEqual({ path: 'total', accuracy: 1, baseline_accuracy: 1 });
    expect(field('invoice_number')).toEqual({ path: 'invoice_number', accuracy: 0.5, baseline_accuracy: 0.5 });
    expect(field('items[].price')).toEqual({ path: 'items[].price', accuracy: 0.75, baseline_accuracy: 0.75 });
    const diffsOf = (id: string) =>
      result.documents.find((document: { execution_id: string }) => document.execution_id === id).diffs;
    expect(diffsOf(first.id)).toEqual([
      { path: 'supplier', expected: REVIEW_1.supplier, got: null, baseline: 'ACME GmbH' },
    ]);
    expect(diffsOf(second.id)).toEqual([
      { path: 'invoice_number', expected: 'INV-2026-0043', got: 'INV-2026-0042', baseline: 'INV-2026-0042' },
      { path: 'supplier', expected: 'ACME GmbH', got: null, baseline: 'ACME GmbH' },
      { path: 'items[1].price', expected: 234.5, got: 234.56, baseline: 234.56 },
    ]);
    // The local extractor costs nothing; the shape still reports both sides.
    expect(result.cost).toEqual({ candidate: { tokens: 0, usd: 0 }, baseline: { tokens: 0, usd: 0 } });
    expect(result.duration_ms.candidate).toBeGreaterThanOrEqual(0);

    const after = await server.app.orm.em.fork().find(Execution, { id: { $in: [first.id, second.id] } });
    const snapshot = (rows: typeof before) =>
      rows
        .map((row) => ({
          id: row.id,
          status: row.status,
          json: row.jsonResult,
          reviewed: row.reviewedResult,
          at: row.completedAt,
        }))
        .sort((a, b) => a.id.localeCompare(b.id));
    expect(snapshot(after)).toEqual(snapshot(before));
    expect(await server.app.orm.em.fork().count(AiRequest, { execution: { $in: [first.id, second.id] } })).toBe(
      aiRequestsBefore,
    );
    const executions = await request(server.url).get(`${base}/executions`).set(memberCookie).expect(200);
    expect(executions.body.count).toBe(2);
  });

  it('evaluates a saved revision against a chosen baseline and a subset, lists runs and charts the live revision', async () => {
    const { base, cookie, project, second } = await reviewedSet();
    const revisions = await request(server.url).get(`${base}/revisions`).set(cookie).expect(200);
    const revision1 = revisions.body.data[0].id as string;
    const revision2 = await seedRevision(server.app.orm, project.id);
    const created = await request(server.url)
      .post(`${base}/evaluations`)
      .set(cookie)
      .send({ revision_id: revision1, baseline_revision_id: revision1, execution_ids: [second.id] })
      .expect(200);
    expect(created.body).toMatchObject({ revision: 1, baseline_revision: 1, is_draft: false, progress: { total: 1 } });
    const result = await finished(base, cookie, created.body.id);
    expect(result.accuracy).toBe(0.8);
    expect(result.baseline_accuracy).toBe(0.8);
    const live = await request(server.url)
      .post(`${base}/evaluations`)
      .set(cookie)
      .send({ revision_id: revision1 })
      .expect(200);
    expect(live.body.baseline_revision_id).toBe(revision2.id);
    const liveResult = await finished(base, cookie, live.body.id);
    // Revision 2 (the seed schema: invoice_number and total only) misses every other leaf: 3 of 20.
    expect(liveResult.baseline_accuracy).toBe(0.15);
    const list = await request(server.url).get(`${base}/evaluations`).set(cookie).expect(200);
    expect(list.body.count).toBe(2);
    expect(list.body.data.map((row: { id: string; accuracy: number }) => [row.id, row.accuracy])).toEqual([
      [live.body.id, 0.9],
      [created.body.id, 0.8],
    ]);
    const chart = await request(server.url).get(`${base}/accuracy`).set(cookie).expect(200);
    expect(chart.body).toEqual({
      revision: 2,
      points: [{ evaluation_id: live.body.id, completed_at: liveResult.completed_at, accuracy: 0.15 }],
    });
  });

  it('refuses bad input: unknown revision 404, invalid draft 400 per field, empty set 400 with the way out', async () => {
    const world = await setup();
    const { base, cookie } = world;
    const other = await seedInvoiceProject(server.app);
    const otherRevision = await seedRevision(server.app.orm, other.project.id);
    const unknown = await request(server.url)
      .post(`${base}/evaluations`)
      .set(cookie)
      .send({ revision_id: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    await request(server.url)
      .post(`${base}/evaluations`)
      .set(cookie)
      .send({ revision_id: otherRevision.id })
      .expect(404);
    await request(server.url)
      .post(`${base}/evaluations`)
      .set(cookie)
      .send({ output_schema: DRAFT_SCHEMA, baseline_revision_id: otherRevision.id })
      .expect(404);
    const invalid = await request(server.url)
      .post(`${base}/evaluations`)
      .set(cookie)
      .send({
        output_schema: [
          { name: '1st', type: 'string' },
          { name: 'total', type: 'number' },
          { name: 'total', type: 'money' },
        ],
      })
      .expect(400);
    const paths = invalid.body.issues.map((issue: { path: unknown[] }) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['output_schema.0.name', 'output_schema.2.type']));
    const neither = await request(server.url).post(`${base}/evaluations`).set(cookie).send({}).expect(400);
    expect(neither.body.issues).toEqual([
      { path: ['revision_id'], message: 'Give either revision_id or output_schema' },
    ]);
    const empty = await request(server.url)
      .post(`${base}/evaluations`)
      .set(cookie)
      .send({ output_schema: DRAFT_SCHEMA })
      .expect(400);
    expect(empty.body.code).toBe('EVALUATION_SET_EMPTY');
    expect(empty.body.message).toContain('The evaluation set is empty');
    expect(empty.body.message).toContain('/review');
    const execution = await world.uploadInvoice('invoice.txt');
    await world.review(execution.id, REVIEW_1);
    await request(server.url)
      .put(`${base}/executions/${execution.id}/evaluation-exclusion`)
      .set(cookie)
      .send({ excluded: true })
      .expect(200);
    const excluded = await request(server.url)
      .post(`${base}/evaluations`)
      .set(cookie)
      .send({ output_schema: DRAFT_SCHEMA });
    expect(excluded.status).toBe(400);
    expect(excluded.body.message).toContain('The evaluation set is empty');
    const notInSet = await request(server.url)
      .post(`${base}/evaluations`)
      .set(cookie)
      .send({ output_schema: DRAFT_SCHEMA, execution_ids: [execution.id] })
      .expect(400);
    expect(notInSet.body.issues).toEqual([
      { path: ['execution_ids', 0], message: 'Not a reviewed, included execution of this project' },
    ]);
  });

  it('lets members run and read, admins delete, and hides runs from another team', async () => {
    const { base, cookie, memberCookie } = await reviewedSet();
    const created = await request(server.url)
      .post(`${base}/evaluations`)
      .set(memberCookie)
      .send({ output_schema: DRAFT_SCHEMA })
      .expect(200);
    await finished(base, memberCookie, created.body.id);
    const stranger = await seedUser(server.app.orm);
    await seedTeam(server.app.orm, [{ userId: stranger.id, role: 'owner' }]);
    const strangerCookie = { Cookie: await sessionCookie(server.app.auth, stranger.id) };
    await request(server.url).get(`${base}/evaluations/${created.body.id}`).set(strangerCookie).expect(404);
    await request(server.url).get(`${base}/evaluations`).set(strangerCookie).expect(404);
    await request(server.url)
      .post(`${base}/evaluations`)
      .set(strangerCookie)
      .send({ output_schema: DRAFT_SCHEMA })
      .expect(404);
    const other = await seedInvoiceProject(server.app);
    await request(server.url)
      .get(`/api/v1/projects/${other.project.id}/evaluations/${created.body.id}`)
      .set(other.cookie)
      .expect(404);
    const denied = await request(server.url)
      .delete(`${base}/evaluations/${created.body.id}`)
      .set(memberCookie)
      .expect(403);
    expect(denied.body.code).toBe('FORBIDDEN');
    await request(server.url).delete(`${base}/evaluations/${created.body.id}`).set(cookie).expect(200);
    await request(server.url).get(`${base}/evaluations/${created.body.id}`).set(cookie).expect(404);
  });
});

describe('backfill: run revision N on past executions', () => {
  const saveRevision = async (base: string, cookie: Record<string, string>, schema: unknown) =>
    (await request(server.url).post(`${base}/revisions`).set(cookie).send({ output_schema: schema }).expect(200)).body
      .id as string;

  it('compares a revision with the current results, then reruns them once when confirmed', async () => {
    const { base, cookie, memberCookie, uploadInvoice } = await setup();
    const first = await uploadInvoice('invoice.txt');
    const second = await uploadInvoice('invoice.pdf');
    const revision2 = await saveRevision(base, cookie, DRAFT_SCHEMA);
    const none = await request(server.url)
      .post(`${base}/backfills`)
      .set(memberCookie)
      .send({ revision_id: revision2, from: new Date(Date.now() + 60_000).toISOString() })
      .expect(400);
    expect(none.body.message).toContain('No finished executions match');
    await request(server.url)
      .post(`${base}/backfills`)
      .set(memberCookie)
      .send({ revision_id: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    const created = await request(server.url)
      .post(`${base}/backfills`)
      .set(memberCookie)
      .send({ revision_id: revision2, status: ['success'], to: new Date().toISOString() })
      .expect(200);
    expect(created.body).toMatchObject({
      kind: 'backfill',
      revision: 2,
      baseline_revision_id: null,
      progress: { total: 2 },
    });
    const result = await finished(base, memberCookie, created.body.id);
    expect(result.accuracy).toBe(0.9);
    expect(result.baseline_accuracy).toBeNull();
    for (const id of [first.id, second.id]) {
      const document = result.documents.find((row: { execution_id: string }) => row.execution_id === id);
      expect(document.diffs).toEqual([{ path: 'supplier', expected: 'ACME GmbH', got: null, baseline: null }]);
    }
    const applied = await request(server.url)
      .post(`${base}/evaluations/${created.body.id}/apply`)
      .set(memberCookie)
      .send({})
      .expect(200);
    expect(applied.body.rerun_execution_ids).toHaveLength(2);
    expect(Date.parse(applied.body.evaluation.applied_at)).toBeGreaterThan(Date.now() - 60_000);
    const again = await request(server.url).post(`${base}/evaluations/${created.body.id}/apply`).set(cookie).send({});
    expect(again.status).toBe(409);
    const reruns = await waitFor('the reruns to finish', async () => {
      const rows = await server.app.orm.em
        .fork()
        .find(Execution, { id: { $in: applied.body.rerun_execution_ids } }, { populate: ['projectRevision'] });
      return rows.every((row) => row.status === 'success') ? rows : null;
    });
    expect(reruns.map((row) => row.projectRevision?.revision)).toEqual([2, 2]);
    expect(reruns.map((row) => row.metadata?.rerun_of).sort()).toEqual([first.id, second.id].sort());
    expect(reruns[0]?.jsonResult).not.toHaveProperty('supplier');
  });

  it('refuses to apply an evaluation, or a backfill whose revision is no longer the latest', async () => {
    const { base, cookie, project, uploadInvoice, review } = await setup();
    const execution = await uploadInvoice('invoice.txt');
    await review(execution.id, REVIEW_1);
    const revision2 = await saveRevision(base, cookie, DRAFT_SCHEMA);
    const backfill = await request(server.url)
      .post(`${base}/backfills`)
      .set(cookie)
      .send({ revision_id: revision2 })
      .expect(200);
    await finished(base, cookie, backfill.body.id);
    const evaluation = await request(server.url)
      .post(`${base}/evaluations`)
      .set(cookie)
      .send({ revision_id: revision2 })
      .expect(200);
    await finished(base, cookie, evaluation.body.id);
    const notBackfill = await request(server.url)
      .post(`${base}/evaluations/${evaluation.body.id}/apply`)
      .set(cookie)
      .send({});
    expect(notBackfill.status).toBe(409);
    await saveRevision(base, cookie, INVOICE_SCHEMA);
    const stale = await request(server.url).post(`${base}/evaluations/${backfill.body.id}/apply`).set(cookie).send({});
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('latest revision');
    expect(await server.app.orm.em.fork().count(Execution, { project: project.id })).toBe(1);
  });
});

describe('progress', () => {
  it('reports done/total per finished execution, with the partial accuracy so far; a job run twice counts once', async () => {
    const { base, cookie, project, owner, first, second } = await reviewedSet();
    const em = server.app.orm.em.fork();
    const queued: string[] = [];
    // The items' jobs are collected instead of written, so the steps can be watched one by one.
    const evaluation = await createEvaluation({
      em,
      jobs: {
        transaction: (outer, work) =>
          outer.transactional((tx) =>
            work(tx, (_jobId, payload) => queued.push((payload as { itemId: string }).itemId)),
          ),
      },
      actor: { kind: 'user', userId: owner.id, siteRole: 'user', sessionId: 'test' },
      project: await em.findOneOrFail(Project, { id: project.id }),
      candidate: {
        draft: {
          output_schema: DRAFT_SCHEMA as never,
          input_description: '',
          output_language: 'en',
          title_config: { mode: 'automatic' },
        },
      },
    });
    const read = async () =>
      (await request(server.url).get(`${base}/evaluations/${evaluation.id}`).set(cookie).expect(200)).body;
    expect(await read()).toMatchObject({ status: 'pending', progress: { done: 0, total: 2 }, accuracy: null });
    const deps = { em: server.app.orm.em.fork(), config: server.app.config, storage: server.app.storage };
    const items = await em.find(EvaluationItem, { evaluation: evaluation.id });
    const itemOf = (executionId: string) => items.find((item) => item.executionId === executionId)?.id as string;
    expect(queued.sort()).toEqual(items.map((item) => item.id).sort());
    await runEvaluationItem({ ...deps, itemId: itemOf(first.id) });
    // Execution 1 alone: the draft misses only `supplier` (9/10); revision 1 gets all 10.
    expect(await read()).toMatchObject({
      status: 'running',
      progress: { done: 1, total: 2 },
      accuracy: 0.9,
      baseline_accuracy: 1,
    });
    await runEvaluationItem({ ...deps, em: server.app.orm.em.fork(), itemId: itemOf(first.id) });
    expect((await read()).progress).toEqual({ done: 1, total: 2 });
    await runEvaluationItem({ ...deps, em: server.app.orm.em.fork(), itemId: itemOf(second.id) });
    expect(await read()).toMatchObject({
      status: 'success',
      progress: { done: 2, total: 2 },
      accuracy: 0.8,
      baseline_accuracy: 0.9,
    });
  });
});
