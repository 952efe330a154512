import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

/**
 * PostgreSQL refuses NUL in text and jsonb. A NUL that reaches a procedure fails deep inside (a 500
 * and an error in the log), so every door refuses it first, with the same 400.
 */
const NUL_REFUSED = { message: 'Text may not contain NUL characters', code: 'BAD_REQUEST' };

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

/** A GET sent with the path exactly as given (supertest would re-escape some characters). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: url.hostname, port: url.port, path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    call.on('error', reject);
    call.end();
  });
}

describe('a JSON \\u0000 escape is refused on every door', () => {
  it('tRPC GET: in the input of a query, a batch and an input written without %-escapes (400)', async () => {
    const { project, cookie } = await seedInvoiceProject(server.app);
    const input = JSON.stringify({ projectId: project.id, search: 'a\u0000b' });
    expect(input).toContain('\\u0000');
    const single = await request(server.url)
      .get(`/trpc/projects.listExecutions?input=${encodeURIComponent(input)}`)
      .set(cookie);
    expect([single.status, single.body]).toEqual([400, NUL_REFUSED]);
    const batch = await request(server.url)
      .get(
        `/trpc/projects.get,projects.listExecutions?batch=1&input=${encodeURIComponent(`{"0":{"projectId":"${project.id}"},"1":${input}}`)}`,
      )
      .set(cookie);
    expect([batch.status, batch.body]).toEqual([400, NUL_REFUSED]);
    // No %-escape at all: the URL guard's quick path must not skip the check.
    const unescaped = await rawGet(`/trpc/projects.listExecutions?input=${input}`, cookie);
    expect(unescaped).toEqual({ status: 400, body: NUL_REFUSED });
  });

  it('tRPC GET: an escaped backslash before u0000 is text, not NUL, and goes through', async () => {
    const { project, cookie } = await seedInvoiceProject(server.app);
    const input = JSON.stringify({ projectId: project.id, search: '\\u0000' });
    const response = await request(server.url)
      .get(`/trpc/projects.listExecutions?input=${encodeURIComponent(input)}`)
      .set(cookie)
      .expect(200);
    expect(response.body.result.data.data).toEqual([]);
  });

  it('tRPC POST and REST: a JSON body with NUL, under any content type the adapters read as JSON (400)', async () => {
    const { project, cookie } = await seedInvoiceProject(server.app);
    const body = JSON.stringify({ projectId: project.id, name: 'a\u0000b' });
    for (const contentType of ['application/json', 'application/json; charset=utf-8', 'application/jsonl']) {
      const trpc = await request(server.url)
        .post('/trpc/projects.update')
        .set(cookie)
        .set('Content-Type', contentType)
        .send(body);
      expect([contentType, trpc.status, trpc.body]).toEqual([contentType, 400, NUL_REFUSED]);
    }
    const rest = await request(server.url)
      .patch(`/api/v1/projects/${project.id}`)
      .set(cookie)
      .set('Content-Type', 'application/json')
      .send(body);
    expect([rest.status, rest.body]).toEqual([400, NUL_REFUSED]);
    const unchanged = await request(server.url).get(`/api/v1/projects/${project.id}`).set(cookie).expect(200);
    expect(unchanged.body.name).toBe(project.name);
  });

  it('the door is the same in any letter case: express routes /TRPC/ and /Api/v1/ to the API too (400)', async () => {
    const { project, cookie } = await seedInvoiceProject(server.app);
    const input = JSON.stringify({ projectId: project.id, search: 'a\u0000b' });
    const query = await request(server.url)
      .get(`/TRPC/projects.listExecutions?input=${encodeURIComponent(input)}`)
      .set(cookie);
    expect([query.status, query.body]).toEqual([400, NUL_REFUSED]);
    const body = JSON.stringify({ projectId: project.id, name: 'a\u0000b' });
    const mutation = await request(server.url)
      .post('/Trpc/projects.update')
      .set(cookie)
      .set('Content-Type', 'application/json')
      .send(body);
    expect([mutation.status, mutation.body]).toEqual([400, NUL_REFUSED]);
    const rest = await request(server.url)
      .patch(`/API/v1/projects/${project.id}`)
      .set(cookie)
      .set('Content-Type', 'application/json')
      .send(body);
    expect([rest.status, rest.body]).toEqual([400, NUL_REFUSED]);
  });

  it('multipart upload: NUL in a text field or a \\u0000 in the metadata JSON (400)', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const content = await fixture('invoice.txt');
    const cases: Record<string, string>[] = [{ reference: 'a\u0000b' }, { metadata: '{"customer":"a\\u0000b"}' }];
    for (const fields of cases) {
      const response = await upload(server.url, project.id, bearer, [{ name: 'invoice.txt', content }], fields);
      expect([fields, response.status, response.body]).toEqual([fields, 400, NUL_REFUSED]);
    }
    const executions = await request(server.url).get(`/api/v1/projects/${project.id}/executions`).set(bearer);
    expect(executions.body.data).toEqual([]);
  });
});
