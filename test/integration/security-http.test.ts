import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { createDatabase, databaseUrl, TEST_DATABASE_PREFIX, testServerUrl } from '../helpers/test-database.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
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

describe('session cookies are read with the cookie package', () => {
  it('treats a malformed %-escape in the session cookie as signed out (401, not 500)', async () => {
    const response = await request(server.url).get('/api/v1/teams').set('Cookie', 'docstruct_session=%E0%A4%A');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHORIZED');
  });

  it('finds the session between other cookies also without a space after the semicolon', async () => {
    const { cookie, owner } = await seedInvoiceProject(server.app);
    const response = await request(server.url)
      .get('/api/v1/user')
      .set('Cookie', `theme=dark;${cookie.Cookie};lang=en`)
      .expect(200);
    expect(response.body.id).toBe(owner.id);
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

describe('readiness without internals', () => {
  it('says "unavailable" without the database error text', async () => {
    // Its own database and a web-only server, so cutting the database off touches nothing else.
    const name = `${TEST_DATABASE_PREFIX}${process.env.DOCSTRUCT_TEST_RUN ?? process.pid}_readyz`;
    await createDatabase(name);
    const alone = await startTestServer({ env: { DATABASE_URL: databaseUrl(name), ROLES: 'web' } });
    const admin = new pg.Client({ connectionString: testServerUrl() });
    await admin.connect();
    try {
      // Idle pool connections close after 10 s; the LISTEN connections stay and are never used here.
      await waitFor(
        'the idle pool connections to close',
        async () =>
          (
            await admin.query(
              `select count(*)::int as open from pg_stat_activity
               where datname = $1 and query not ilike 'listen%'`,
              [name],
            )
          ).rows[0].open === 0,
        { timeoutMs: 30_000, intervalMs: 500 },
      );
      await admin.query(`alter database "${name}" with allow_connections false`);
      const response = await request(alone.url).get('/readyz').expect(503);
      expect(response.body.status).toBe('unavailable');
      expect(response.body.checks.database).toBe('unavailable');
      expect(JSON.stringify(response.body)).not.toMatch(/accepting connections|docstruct_test/i);
    } finally {
      await admin.query(`alter database "${name}" with allow_connections true`);
      await admin.end();
      await alone.stop();
    }
  }, 60_000);
});
