import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { APP_VERSION: '9.8.7-test' } });
});

afterAll(async () => {
  await server.stop();
});

describe('system endpoints', () => {
  it('answers health and readiness with the database and queue reachable', async () => {
    await request(server.url).get('/healthz').expect(200, { status: 'ok' });
    const ready = await request(server.url).get('/readyz').expect(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { database: 'ok', jobs: 'ok' } });
  });

  it('serves the same version procedure over REST and tRPC', async () => {
    const rest = await request(server.url).get('/api/v1/version').expect(200);
    expect(rest.body).toEqual({ version: '9.8.7-test' });
    const trpc = await request(server.url).get('/trpc/system.version').expect(200);
    expect(trpc.body.result.data).toEqual({ version: '9.8.7-test' });
  });

  it('publishes an OpenAPI document that a validator accepts', async () => {
    const response = await request(server.url).get('/api/v1/openapi.json').expect(200);
    const document = structuredClone(response.body);
    await expect(SwaggerParser.validate(document)).resolves.toBeTruthy();
    expect(Object.keys(response.body.paths['/version'])).toEqual(['get']);
    // The Express-only routes are documented too.
    expect(response.body.paths['/projects/{projectId}/upload']).toHaveProperty('post');
  });

  it('serves the interactive API reference', async () => {
    const page = await request(server.url).get('/api/docs').expect(200);
    expect(page.text).toContain('swagger-ui-bundle.js');
    const init = await request(server.url).get('/api/docs/init.js').expect(200);
    expect(init.text).toContain('/api/v1/openapi.json');
    await request(server.url).get('/api/docs/assets/swagger-ui-bundle.js').expect(200);
  });

  it('answers unknown REST paths with a 404 JSON body without a stack', async () => {
    const response = await request(server.url).get('/api/v1/does-not-exist').expect(404);
    expect(response.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('tags every answer with a request id', async () => {
    const response = await request(server.url).get('/healthz').set('X-Request-Id', 'abc-123');
    expect(response.headers['x-request-id']).toBe('abc-123');
    const generated = await request(server.url).get('/healthz').set('X-Request-Id', 'not a valid id!');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the UI with history fallback and a strict content security policy', async () => {
    const page = await request(server.url).get('/projects/some/deep/link').expect(200);
    expect(page.text).toContain('<div id="root">');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('exposes Prometheus metrics', async () => {
    const response = await request(server.url).get('/metrics').expect(200);
    expect(response.text).toContain('http_request_duration_seconds');
  });
});
