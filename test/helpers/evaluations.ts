import { expect } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { Evaluation } from '../../src/db/entities/evaluation.ts';
import { startLlmPeer } from './llm-peer.ts';
import { startTestServer, type TTestServer } from './test-server.ts';
import { fixture, upload } from './uploads.ts';
import { waitFor } from './wait-for.ts';
import { seedInvoiceProject } from './world.ts';

/** A finished evaluation row without items, for tests that only need one to exist. */
export async function seedEvaluation(orm: MikroORM, projectId: string) {
  const em = orm.em.fork();
  const evaluation = em.create(Evaluation, {
    project: projectId,
    status: 'success',
    completedAt: new Date(),
    accuracy: 1,
    baselineAccuracy: 1,
  });
  await em.flush();
  return evaluation;
}

export type TLlmPeer = Awaited<ReturnType<typeof startLlmPeer>>;

/**
 * A test server whose balanced model is `model` on a loopback OpenAI-compatible peer answering
 * `answers` (see startLlmPeer); `stop` ends both.
 */
export async function startServerWithLlmPeer(
  answers: Parameters<typeof startLlmPeer>[0],
  options: { model: string; env?: Record<string, string> },
) {
  const peer = await startLlmPeer(answers);
  const server = await startTestServer({
    env: {
      MODEL_BALANCED: `openai-compatible:${options.model}`,
      OPENAI_COMPATIBLE_BASE_URL: peer.baseUrl,
      ...options.env,
    },
  });
  const stop = async () => {
    await server.stop();
    await peer.close();
  };
  return { server, peer, stop };
}

/**
 * A project with one execution of invoice.txt (its extraction ended with `extracted`), reviewed as
 * `reviewed`, and an evaluation of its revision; `beforeStart` runs just before the evaluation is created.
 */
export async function startInvoiceEvaluation(
  server: TTestServer,
  options: {
    extracted: 'success' | 'failed';
    reviewed: object;
    beforeStart?: (started: { projectId: string; executionId: string }) => Promise<void>;
  },
) {
  const { project, cookie } = await seedInvoiceProject(server.app);
  const base = `/api/v1/projects/${project.id}`;
  const uploaded = await upload(
    server.url,
    project.id,
    cookie,
    [{ name: 'invoice.txt', content: await fixture('invoice.txt') }],
    { wait_for_completion: 'true' },
  ).expect(200);
  const execution = uploaded.body.execution as { id: string; status: string; project_revision_id: string };
  expect(execution.status).toBe(options.extracted);
  await request(server.url)
    .put(`${base}/executions/${execution.id}/review`)
    .set(cookie)
    .send({ json_result: options.reviewed })
    .expect(200);
  await options.beforeStart?.({ projectId: project.id, executionId: execution.id });
  const created = await request(server.url)
    .post(`${base}/evaluations`)
    .set(cookie)
    .send({ revision_id: execution.project_revision_id })
    .expect(200);
  const read = async () =>
    (await request(server.url).get(`${base}/evaluations/${created.body.id}`).set(cookie).expect(200)).body;
  return { id: created.body.id as string, read };
}

/** The evaluation's body once its status is `success`. */
export function finishedEvaluation<T extends { status: string }>(read: () => Promise<T>) {
  return waitFor(
    'the evaluation to finish',
    async () => {
      const body = await read();
      return body.status === 'success' ? body : null;
    },
    { timeoutMs: 40_000 },
  );
}
