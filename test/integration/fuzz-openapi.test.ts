import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seedExecution, seedInvoiceProject } from '../helpers/world.ts';

/**
 * A bounded fuzz over the OpenAPI document: every operation gets hostile path segments, query
 * values and bodies (NUL bytes, bad %-escapes, deep JSON, wrong types). Nothing may answer 5xx.
 * The inputs are fixed (no randomness), so a failure names a reproducible request.
 */

type TOperation = {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: { type?: string } }[];
  requestBody?: { content?: Record<string, { schema?: TSchema }> };
};
type TSchema = { type?: string; properties?: Record<string, TSchema>; items?: TSchema };

const BAD_SEGMENTS = ['%', '%E0%A4%A', '%zz', '%00', 'a%00b', '%C0%AE%C0%AE', `x${'y'.repeat(3000)}`, '-1', '1e309'];
const BAD_QUERY = ['%', '%00', '%FF%FE', '\u0000', 'a'.repeat(3000), '-1', '1e309', '[]', 'null'];
const NUL = 'bad\u0000value';
const DEEP_JSON = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
// Methods and paths that would end the fuzzing session itself.
const SKIPPED = new Set(['POST /auth/logout', 'DELETE /user/sessions', 'POST /admin/impersonation/stop']);

let server: TTestServer;
let document: { paths: Record<string, Record<string, TOperation>> };
let ids: Record<string, string>;
let auth: Record<string, string>[];

beforeAll(async () => {
  server = await startTestServer();
  document = (await request(server.url).get('/api/v1/openapi.json').expect(200)).body;
  const world = await seedInvoiceProject(server.app);
  const execution = await seedExecution(server.app.orm, world.project.id);
  ids = { teamId: world.team.id, projectId: world.project.id, executionId: execution.id, userId: world.owner.id };
  auth = [world.cookie, world.bearer];
});

afterAll(async () => {
  await server.stop();
});

/** A body with every string property set to NUL text, numbers out of range, and the like. */
function hostileBody(schema: TSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) {
    return NUL;
  }
  if (schema.type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, property]) => [name, hostileBody(property, depth + 1)]),
    );
  }
  if (schema.type === 'array') {
    return [hostileBody(schema.items, depth + 1)];
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    return 1e308;
  }
  if (schema.type === 'boolean') {
    return NUL;
  }
  return NUL;
}

type TCase = { method: string; path: string; body?: string | object; contentType?: string };

function casesOf(template: string, method: string, operation: TOperation): TCase[] {
  const pathParams = (template.match(/\{(\w+)\}/g) ?? []).map((match) => match.slice(1, -1));
  const fill = (override: Record<string, string> = {}) =>
    `/api/v1${template.replace(/\{(\w+)\}/g, (_match, name: string) => override[name] ?? ids[name] ?? ids.projectId ?? '')}`;
  const cases: TCase[] = [];
  for (const name of pathParams) {
    for (const segment of BAD_SEGMENTS) {
      cases.push({ method, path: fill({ [name]: segment }) });
    }
  }
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  for (const parameter of query) {
    for (const value of BAD_QUERY) {
      const encoded = value.startsWith('%') ? value : encodeURIComponent(value);
      cases.push({ method, path: `${fill()}?${parameter.name}=${encoded}` });
    }
  }
  const json = operation.requestBody?.content?.['application/json'];
  if (json) {
    cases.push({ method, path: fill(), body: hostileBody(json.schema) as object });
    cases.push({ method, path: fill(), body: DEEP_JSON, contentType: 'application/json' });
    cases.push({ method, path: fill(), body: DEEP_OBJECT, contentType: 'application/json' });
    cases.push({ method, path: fill(), body: '{"name": "\\u0000", "x": \\ud800', contentType: 'application/json' });
    cases.push({ method, path: fill(), body: JSON.stringify('just a string'), contentType: 'application/json' });
    cases.push({ method, path: fill(), body: '', contentType: 'application/json' });
  }
  if (operation.requestBody?.content?.['multipart/form-data']) {
    cases.push({
      method,
      path: fill(),
      body: '--x\r\nContent-Disposition: form-data; name="documents"; filename="a%00\u0000.txt"\r\n\r\nhi\r\n--x',
      contentType: 'multipart/form-data; boundary=x',
    });
    cases.push({ method, path: fill(), body: 'not multipart', contentType: 'multipart/form-data' });
  }
  return cases;
}

async function send(test: TCase, headers: Record<string, string>) {
  let call = request(server.url)[test.method as 'get'](test.path).set(headers).timeout(5000);
  if (test.contentType) {
    call = call.set('Content-Type', test.contentType);
  }
  const response = await (test.body === undefined ? call : call.send(test.body as object));
  return response.status;
}

describe('fuzzing the REST API from its OpenAPI document', () => {
  it('never answers 5xx', async () => {
    const cases: TCase[] = [];
    for (const [template, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (
          !['get', 'post', 'put', 'patch', 'delete'].includes(method) ||
          SKIPPED.has(`${method.toUpperCase()} ${template}`)
        ) {
          continue;
        }
        cases.push(...casesOf(template, method, operation));
      }
    }
    // Extra hostile routes outside the document's shapes.
    for (const segment of BAD_SEGMENTS) {
      cases.push({ method: 'get', path: `/api/v1/${segment}` });
      cases.push({ method: 'post', path: `/trpc/${segment}`, body: {} });
    }
    expect(cases.length).toBeGreaterThan(500);
    const failures: string[] = [];
    // Session and API key take turns: both paths of authentication see every kind of input.
    const queue = cases.map((test, index) => ({ test, headers: auth[index % auth.length] ?? {} }));
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const status = await send(next.test, next.headers).catch((error: Error) => `network: ${error.message}`);
        if (typeof status !== 'number' || status >= 500) {
          failures.push(
            `${status} ${next.test.method.toUpperCase()} ${next.test.path.slice(0, 160)} ${typeof next.test.body === 'string' ? next.test.body.slice(0, 40) : ''}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    expect(failures).toEqual([]);
  }, 300_000);
});
