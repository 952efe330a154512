import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { APP_VERSION: '1.2.3-routing' } });
});

afterAll(async () => {
  await server.stop();
});

// /api/v1 is one express layer that enters the upload, download, schema and JSON-delete routers
// only when a path could be theirs: what a client sees must be what express's own routing gave.
describe('REST routing under /api/v1', () => {
  it('matches the prefix as express mounts it: any case, with or without a trailing slash', async () => {
    await request(server.url).get('/API/V1/version').expect(200, { version: '1.2.3-routing' });
    await request(server.url).get('/api/v1/version/').expect(200, { version: '1.2.3-routing' });
    await request(server.url).get('/api/v1/version?x=null').expect(200, { version: '1.2.3-routing' });
    const unknown = await request(server.url).get('/api/v1/no-such-call').expect(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND' });
    // Not under /api/v1: neither the facade's JSON 404 nor the UI.
    const beside = await request(server.url).get('/api/v1x/version').expect(404);
    expect(beside.body).not.toHaveProperty('code');
  });

  it('serves the express routes beside the facade, for their methods, in any case', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const missing = randomUUID();
    const download = await request(server.url).get(`/api/v1/documents/${missing}/download`).set(bearer).expect(404);
    expect(download.body).toMatchObject({ code: 'NOT_FOUND' });
    // HEAD enters the download route too (the facade answers an unknown HEAD with 204).
    await request(server.url).head(`/API/v1/Documents/${missing}/Download/`).set(bearer).expect(404);
    // An upload that is not multipart: the upload route's own refusal, not the facade's 404.
    const upload = await request(server.url).post(`/api/v1/projects/${project.id}/upload`).set(bearer).expect(415);
    expect(upload.body.code).not.toBe('NOT_FOUND');
    // The download path with another method is the facade's: no such call.
    await request(server.url).post(`/api/v1/documents/${missing}/download`).set(bearer).expect(404);
  });

  it('answers OPTIONS with the methods of an express route', async () => {
    const answer = await request(server.url).options(`/api/v1/documents/${randomUUID()}/download`).expect(200);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it('serves the OpenAPI document', async () => {
    const document = await request(server.url).get('/api/v1/openapi.json').expect(200);
    expect(document.body.paths).toHaveProperty('/version');
  });
});
