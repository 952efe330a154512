import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

describe('force_download on a document download', () => {
  it('refuses a value outside 0, 1, true and false instead of silently showing the file inline', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const uploaded = await upload(server.url, project.id, bearer, [
      { name: 'invoice.pdf', content: await fixture('invoice.pdf') },
    ]).expect(200);
    const path = `/api/v1/documents/${uploaded.body.documents[0].id}/download`;
    const refused = await request(server.url).get(`${path}?force_download=yes`).set(bearer).expect(400);
    expect(refused.body).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: ['force_download'] }] });
    // The documented values, an empty one and the text null (absent, as everywhere in REST) still work.
    const cases: [string, RegExp][] = [
      ['?force_download=1', /^attachment;/],
      ['?force_download=false', /^inline;/],
      ['?force_download=', /^inline;/],
      ['?force_download=null', /^inline;/],
      ['', /^inline;/],
    ];
    for (const [query, disposition] of cases) {
      const answer = await request(server.url).get(`${path}${query}`).set(bearer).expect(200);
      expect(answer.headers['content-disposition']).toMatch(disposition);
    }
  });
});
