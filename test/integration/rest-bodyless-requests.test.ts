import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

/**
 * One request written by hand, as `curl -X POST <url>` sends it: no body and neither a
 * Content-Length nor a Content-Type header (node's own client and supertest always add
 * `Content-Length: 0`, which hides the case).
 */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  const { host, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: host.replace(/:\d+$/, ''), port: Number(port) });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(rest.join('\r\n\r\n')) });
    });
    const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}`, 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) {
      lines.push(`${name}: ${value}`);
    }
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

describe('REST calls whose only input is in the path, sent without any body headers (curl -X POST)', () => {
  it('restores a revision instead of answering PARSE_ERROR', async () => {
    const { project, cookie } = await seedInvoiceProject(server.app);
    const latest = await request(server.url)
      .get(`/api/v1/projects/${project.id}/revisions/latest`)
      .set(cookie)
      .expect(200);
    const restored = await rawRequest(
      'POST',
      `/api/v1/projects/${project.id}/revisions/${latest.body.id}/restore`,
      cookie,
    );
    expect(restored).toMatchObject({ status: 200, body: { revision: 2, copied_from_revision_id: latest.body.id } });
  });

  it('answers a body-less call with a bad path id as a validation error, not a parse error', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const answer = await rawRequest('POST', `/api/v1/projects/${project.id}/executions/not-an-id/rerun`, bearer);
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', issues: [{ path: ['executionId'] }] },
    });
  });
});

describe('the JSON content type of a REST call', () => {
  it('is matched without regard to case (media types are case-insensitive)', async () => {
    const { team, cookie } = await seedInvoiceProject(server.app);
    const renamed = await request(server.url)
      .patch(`/api/v1/teams/${team.id}`)
      .set(cookie)
      .set('Content-Type', 'Application/JSON; charset=UTF-8')
      .send(JSON.stringify({ name: 'Renamed team' }))
      .expect(200);
    expect(renamed.body.name).toBe('Renamed team');
  });

  it('names an unsupported one in quotes that close', async () => {
    const { team, cookie } = await seedInvoiceProject(server.app);
    const refused = await request(server.url)
      .patch(`/api/v1/teams/${team.id}`)
      .set(cookie)
      .set('Content-Type', 'text/plain')
      .send('{"name":"Renamed team"}')
      .expect(415);
    expect(refused.body).toEqual({ message: 'Unsupported content-type "text/plain"', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
