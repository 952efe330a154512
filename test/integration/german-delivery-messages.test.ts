import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Delivery } from '../../src/db/entities/delivery.ts';
import { startHttpReceiver } from '../helpers/delivery-peers.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { unusedPort } from '../helpers/unused-port.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject, seedProject, seedTeam, seedUser, sessionCookie } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ALLOW_PRIVATE_OUTPUT_TARGETS: 'true', WEBHOOK_TIMEOUT_MS: '1500' } });
});

afterAll(async () => {
  await server.stop();
});

/** A webhook receiver on loopback that takes the request and never answers. */
async function startSilentReceiver() {
  const peer = createServer((req) => {
    req.resume();
  });
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(peer.address() as AddressInfo).port}/hook`,
    close: () =>
      new Promise<void>((resolve) => {
        peer.closeAllConnections();
        peer.close(() => resolve());
      }),
  };
}

async function webhookOutput(url: string) {
  const { team, project, cookie, bearer } = await seedInvoiceProject(server.app);
  const api = (suffix: string) => `/api/v1/projects/${project.id}${suffix}`;
  const created = await request(server.url)
    .post(api('/outputs'))
    .set(cookie)
    .send({ name: 'Stiller Hook', trigger_events: ['success'], config: { type: 'webhook', url, retries: 0 } })
    .expect(200);
  const outputId = created.body.id as string;
  const deliveries = async (language: string) =>
    (
      await request(server.url)
        .get(api(`/outputs/${outputId}/deliveries`))
        .set(cookie)
        .set('Accept-Language', language)
        .expect(200)
    ).body as { error: string | null; error_detail: { code: string } | null; is_test: boolean }[];
  return { team, project, cookie, bearer, api, outputId, deliveries };
}

/** Tests an output as a German caller does ("Test" on its page); the test result's body. */
async function testInGerman(api: (suffix: string) => string, cookie: Record<string, string>, outputId: string) {
  const tested = await request(server.url)
    .post(api(`/outputs/${outputId}/test`))
    .set(cookie)
    .set('Accept-Language', 'de')
    .expect(200);
  return tested.body as { ok: boolean; error: string | null; error_detail: unknown };
}

describe('German delivery errors over REST', () => {
  it('says in German that a webhook did not answer within its time limit, as "1,5 s"', async () => {
    const silent = await startSilentReceiver();
    try {
      const { cookie, api, outputId, deliveries } = await webhookOutput(silent.url);
      const tested = await request(server.url)
        .post(api(`/outputs/${outputId}/test`))
        .set(cookie)
        .set('Accept-Language', 'de')
        .expect(200);
      expect(tested.body).toMatchObject({
        ok: false,
        error: 'Keine Antwort innerhalb von 1,5 s',
        error_detail: { code: 'delivery.no_answer' },
      });
      expect((await deliveries('de'))[0]?.error).toBe('Keine Antwort innerhalb von 1,5 s');
      expect((await deliveries('en'))[0]?.error).toBe('No answer within 1.5 s');
      // A row stored before time limits were written as "30 s" (and before codes: text only) reads the same way.
      await server.app.orm.em
        .fork()
        .nativeUpdate(Delivery, { output: outputId }, { error: 'No answer within 30000 ms', errorDetail: null });
      expect((await deliveries('de'))[0]?.error).toBe('Keine Antwort innerhalb von 30 s');
    } finally {
      await silent.close();
    }
  });

  it('says in German what status the receiver answered', async () => {
    const busy = await startHttpReceiver([{ status: 503 }]);
    try {
      const { cookie, api, outputId, deliveries } = await webhookOutput(busy.url);
      const tested = await request(server.url)
        .post(api(`/outputs/${outputId}/test`))
        .set(cookie)
        .set('Accept-Language', 'de')
        .expect(200);
      expect(tested.body.error).toBe('Der Empfänger antwortete 503');
      expect((await deliveries('de'))[0]).toMatchObject({
        error: 'Der Empfänger antwortete 503',
        error_detail: { code: 'delivery.status', params: { status: '503' } },
      });
    } finally {
      await busy.close();
    }
  });

  it('says in German that the receiver refused the connection, with the code and the address', async () => {
    const port = await unusedPort();
    const { cookie, api, outputId, deliveries } = await webhookOutput(`http://127.0.0.1:${port}/hook`);
    expect(await testInGerman(api, cookie, outputId)).toMatchObject({
      ok: false,
      error: `Verbindung abgelehnt (ECONNREFUSED) von 127.0.0.1:${port}`,
      error_detail: { code: 'network.refused', params: { address: `127.0.0.1:${port}` } },
    });
    expect((await deliveries('de'))[0]?.error).toBe(`Verbindung abgelehnt (ECONNREFUSED) von 127.0.0.1:${port}`);
    expect((await deliveries('en'))[0]?.error).toBe(`Connection refused (ECONNREFUSED) by 127.0.0.1:${port}`);
  });

  it('says in German that an FTP or SFTP server refused the connection', async () => {
    const { cookie, api } = await webhookOutput('http://127.0.0.1:9/unused');
    const port = await unusedPort();
    const target = { host: '127.0.0.1', port, username: 'docstruct', password: 'secret', path: 'in' };
    for (const [type, upload] of [
      ['ftp', 'FTP-Upload'],
      ['sftp', 'SFTP-Upload'],
    ] as const) {
      const created = await request(server.url)
        .post(api('/outputs'))
        .set(cookie)
        .send({ name: `Ablage ${type}`, trigger_events: ['success'], config: { type, ...target } })
        .expect(200);
      const tested = await testInGerman(api, cookie, created.body.id);
      expect({ type, error: tested.error }).toEqual({
        type,
        error: `${upload} fehlgeschlagen: Verbindung abgelehnt (ECONNREFUSED) von 127.0.0.1:${port}`,
      });
    }
  });

  it('says in German on the delivery log and in the team events why a real delivery failed', async () => {
    const silent = await startSilentReceiver();
    try {
      const { team, project, cookie, bearer, outputId, deliveries } = await webhookOutput(silent.url);
      await upload(server.url, project.id, bearer, [{ name: 'invoice.pdf', content: await fixture('invoice.pdf') }], {
        wait_for_completion: 'true',
      }).expect(200);
      await waitFor(
        'the delivery to fail',
        async () => {
          const [row] = await server.app.orm.em.fork().find(Delivery, { output: outputId, isTest: false });
          return row?.state === 'failed';
        },
        { timeoutMs: 20_000 },
      );
      expect((await deliveries('de')).filter((row) => !row.is_test).map((row) => row.error)).toEqual([
        'Keine Antwort innerhalb von 1,5 s',
      ]);
      const events = await request(server.url)
        .get(`/api/v1/teams/${team.id}/events`)
        .set(cookie)
        .set('Accept-Language', 'de')
        .expect(200);
      const descriptions = events.body.data.map((event: { description: string | null }) => event.description);
      expect(descriptions).toContain('Keine Antwort innerhalb von 1,5 s');
    } finally {
      await silent.close();
    }
  });
});

describe('German schema-sample failures over REST', () => {
  async function admin() {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
    const project = await seedProject(server.app.orm, team.id);
    return { project, cookie: { Cookie: await sessionCookie(server.app.auth, owner.id) } };
  }

  it('says in German that no text could be read in the sample, and why', async () => {
    const { project, cookie } = await admin();
    const refused = await request(server.url)
      .post(`/api/v1/projects/${project.id}/schema/generate`)
      .set(cookie)
      .set('Accept-Language', 'de')
      .attach('document', Buffer.from('   \n\n  \n'), 'leer.txt')
      .expect(400);
    expect(refused.body.message).toBe('In „leer.txt“ konnte kein Text gelesen werden. Die Datei enthält keinen Text');
    const english = await request(server.url)
      .post(`/api/v1/projects/${project.id}/schema/generate`)
      .set(cookie)
      .attach('document', Buffer.from('   \n\n  \n'), 'leer.txt')
      .expect(400);
    expect(english.body.message).toBe('No text could be read in "leer.txt". The file contains no text');
  });

  it('gives the warnings of a proposal in German', async () => {
    const { project, cookie } = await admin();
    // Cut off after the first 64 KiB the type is told from: JSON by its look, not readable as JSON.
    const cutJson = Buffer.from(`{"invoice_number": "R-1", "notes": "${'x'.repeat(70_000)}",`);
    const proposed = await request(server.url)
      .post(`/api/v1/projects/${project.id}/schema/generate`)
      .set(cookie)
      .set('Accept-Language', 'de')
      .attach('document', cutJson, 'invoice.json')
      .field('schema_language', 'de')
      .expect(200);
    expect(proposed.body.warnings).toEqual(['Die Datei ist kein gültiges JSON; sie wurde als Text gelesen']);
  });
});
