import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ALLOW_PRIVATE_OUTPUT_TARGETS: 'false' } });
});

afterAll(async () => {
  await server.stop();
});

describe('output targets are checked when saved', () => {
  it.each([
    ['a TEST-NET webhook', { type: 'webhook', url: 'http://203.0.113.5/hook' }, 'url'],
    ['a carrier-grade NAT webhook', { type: 'webhook', url: 'https://100.64.1.1/hook' }, 'url'],
    ['a multicast SFTP host', { type: 'sftp', host: '224.0.0.1', port: 22, username: 'u', path: '.' }, 'host'],
    ['a benchmarking FTP host', { type: 'ftp', host: '198.18.0.9', port: 21, username: 'u', path: '/' }, 'host'],
    ['a documentation IPv6 webhook', { type: 'webhook', url: 'http://[2001:db8::5]/hook' }, 'url'],
  ])('refuses %s with a clear 400', async (_what, config, field) => {
    const { project, cookie } = await seedInvoiceProject(server.app);
    const refused = await request(server.url)
      .post(`/api/v1/projects/${project.id}/outputs`)
      .set(cookie)
      .send({ name: 'Target', trigger_events: ['success'], config })
      .expect(400);
    expect(refused.body.issues).toEqual([{ path: ['config', field], message: expect.stringMatching(/private/) }]);
  });

  it('refuses re-pointing a saved webhook at a blocked address', async () => {
    const { project, cookie } = await seedInvoiceProject(server.app);
    const created = await request(server.url)
      .post(`/api/v1/projects/${project.id}/outputs`)
      .set(cookie)
      .send({ name: 'Hook', trigger_events: ['success'], config: { type: 'webhook', url: 'http://93.184.215.14/h' } })
      .expect(200);
    await request(server.url)
      .patch(`/api/v1/projects/${project.id}/outputs/${created.body.id}`)
      .set(cookie)
      .send({ config: { type: 'webhook', url: 'http://198.51.100.1/h' } })
      .expect(400);
  });
});
