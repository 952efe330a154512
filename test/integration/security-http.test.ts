import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

const PUBLIC_URL = 'https://docstruct.example';
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { APP_URL: PUBLIC_URL, METRICS_TOKEN } });
});

afterAll(async () => {
  await server.stop();
});

describe('CSRF: cookie-authenticated writes from another site are refused', () => {
  const rename = (headers: Record<string, string>, projectId: string) =>
    request(server.url).patch(`/api/v1/projects/${projectId}`).set(headers).send({ name: 'Renamed by someone' });

  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['a null Origin (sandboxed frame)', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses a JSON write with %s (403)', async (_what, headers) => {
    const { project, cookie } = await seedInvoiceProject(server.app);
    const refused = await rename({ ...cookie, ...headers }, project.id).expect(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    const unchanged = await request(server.url).get(`/api/v1/projects/${project.id}`).set(cookie).expect(200);
    expect(unchanged.body.name).toBe(project.name);
  });

  it('refuses a multipart upload and a tRPC mutation with a foreign Origin', async () => {
    const { project, cookie } = await seedInvoiceProject(server.app);
    const foreign = { ...cookie, Origin: 'https://evil.example' };
    await upload(server.url, project.id, foreign, [
      { name: 'invoice.txt', content: await fixture('invoice.txt') },
    ]).expect(403);
    await request(server.url).post('/trpc/auth.logout').set(foreign).send({}).expect(403);
    const executions = await request(server.url).get(`/api/v1/projects/${project.id}/executions`).set(cookie);
    expect(executions.body.data).toEqual([]);
  });

  it('allows same-origin writes, and API keys from anywhere', async () => {
    const { project, cookie, bearer } = await seedInvoiceProject(server.app);
    await rename({ ...cookie, Origin: PUBLIC_URL, 'Sec-Fetch-Site': 'same-origin' }, project.id).expect(200);
    await upload(server.url, project.id, { ...bearer, Origin: 'https://elsewhere.example' }, [
      { name: 'invoice.txt', content: await fixture('invoice.txt') },
    ]).expect(200);
  });
});

describe('headers and operational endpoints', () => {
  it('sends HSTS when APP_URL is https', async () => {
    const response = await request(server.url).get('/healthz').expect(200);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('protects /metrics with METRICS_TOKEN', async () => {
    await request(server.url).get('/metrics').expect(401);
    await request(server.url).get('/metrics').set('Authorization', 'Bearer wrong-token-wrong-token').expect(401);
    const metrics = await request(server.url)
      .get('/metrics')
      .set('Authorization', `Bearer ${METRICS_TOKEN}`)
      .expect(200);
    expect(metrics.text).toContain('http_request_duration_seconds');
  });
});
