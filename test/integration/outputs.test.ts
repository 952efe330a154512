import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import request from 'supertest';
import { Delivery } from '../../src/db/entities/delivery.ts';
import { Output } from '../../src/db/entities/output.ts';
import { hostKeyFingerprint } from '../../src/delivery/sftp.ts';
import { runDelivery } from '../../src/services/outputs/deliveries.ts';
import {
  makeHostKey,
  startFtpPeer,
  startHttpReceiver,
  startSftpPeer,
  startSmtpPeer,
} from '../helpers/delivery-peers.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject, seedOutput, seedProject, seedTeam, seedUser, sessionCookie } from '../helpers/world.ts';

let server: TTestServer;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({
    env: { ALLOW_PRIVATE_OUTPUT_TARGETS: 'true', SMTP_URL: smtp.url, WEBHOOK_TIMEOUT_MS: '500' },
  });
});

afterAll(async () => {
  await server.stop();
  await smtp.close();
});

async function setup() {
  const { owner, team, project, cookie } = await seedInvoiceProject(server.app);
  const api = {
    post: (suffix: string, body: object = {}) =>
      request(server.url).post(`/api/v1/projects/${project.id}${suffix}`).set(cookie).send(body),
    get: (suffix: string) => request(server.url).get(`/api/v1/projects/${project.id}${suffix}`).set(cookie),
    patch: (suffix: string, body: object) =>
      request(server.url).patch(`/api/v1/projects/${project.id}${suffix}`).set(cookie).send(body),
  };
  const uploadInvoice = async () =>
    (
      await upload(server.url, project.id, cookie, [{ name: 'invoice.pdf', content: await fixture('invoice.pdf') }], {
        wait_for_completion: 'true',
      }).expect(200)
    ).body;
  return { owner, team, project, cookie, api, uploadInvoice };
}

const deliveriesOf = (outputId: string) => server.app.orm.em.fork().find(Delivery, { output: outputId, isTest: false });

describe('webhook outputs', () => {
  it('signs with Standard Webhooks, retries a 500 once with the same id, and delivers once', async () => {
    const receiver = await startHttpReceiver([{ status: 500 }, { status: 200 }]);
    const { api, uploadInvoice } = await setup();
    const created = await api
      .post('/outputs', {
        name: 'Hook',
        trigger_events: ['success'],
        config: { type: 'webhook', url: receiver.url, headers: { 'X-Tenant': 'acme' }, retries: 2 },
      })
      .expect(200);
    expect(created.body.signing_secret).toMatch(/^whsec_/);
    const uploaded = await uploadInvoice();
    await waitFor('the retried delivery', () => receiver.received.length === 2, { timeoutMs: 20_000 });
    const [first, second] = receiver.received;
    expect(first?.headers['webhook-id']).toBe(second?.headers['webhook-id']);
    expect(second?.headers['x-tenant']).toBe('acme');
    const verifier = new Webhook(created.body.signing_secret);
    const payload = verifier.verify(second?.body ?? '', second?.headers as Record<string, string>) as {
      type: string;
      data: { execution: { id: string }; documents: unknown[] };
    };
    expect(payload.type).toBe('execution.success');
    expect(payload.data.execution.id).toBe(uploaded.execution.id);
    expect(payload.data.documents).toHaveLength(1);
    expect(() =>
      verifier.verify((second?.body ?? '').replace('success', 'failed'), second?.headers as Record<string, string>),
    ).toThrow();

    await waitFor('the delivery row', async () => (await deliveriesOf(created.body.id))[0]?.state === 'delivered');
    const [row] = await deliveriesOf(created.body.id);
    expect(row).toMatchObject({ attempts: 2, responseCode: 200, state: 'delivered' });
    const listed = await api.get(`/outputs/${created.body.id}/deliveries`).expect(200);
    // The first attempt's failure is gone with the success, its code too.
    expect(listed.body[0]).toMatchObject({
      state: 'delivered',
      attempts: 2,
      response_code: 200,
      error: null,
      error_detail: null,
    });

    // The same job again: nothing is sent twice.
    await runDelivery({
      ...server.app,
      em: server.app.orm.em.fork(),
      transaction: server.app.jobs.transaction,
      deliveryId: row?.id ?? '',
    });
    expect(receiver.received).toHaveLength(2);
    await receiver.close();
  });

  it('delivers the queued state of an upload: the intake writes its delivery and job with the execution', async () => {
    const receiver = await startHttpReceiver([{ status: 200 }]);
    try {
      const { api, project, cookie } = await setup();
      const created = await api
        .post('/outputs', {
          name: 'Queued hook',
          trigger_events: ['pending'],
          config: { type: 'webhook', url: receiver.url },
        })
        .expect(200);
      const uploaded = await upload(server.url, project.id, cookie, [
        { name: 'invoice.pdf', content: await fixture('invoice.pdf') },
      ]).expect(200);
      await waitFor('the pending webhook', () => receiver.received.length === 1, { timeoutMs: 20_000 });
      const payload = JSON.parse(receiver.received[0]?.body ?? '{}') as {
        type: string;
        data: { execution: { id: string } };
      };
      expect(payload.type).toBe('execution.pending');
      expect(payload.data.execution.id).toBe(uploaded.body.execution.id);
      await waitFor('the delivery row', async () => (await deliveriesOf(created.body.id))[0]?.state === 'delivered');
      expect(await deliveriesOf(created.body.id)).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('disables the output on 410 and records a team event', async () => {
    const receiver = await startHttpReceiver([{ status: 410 }]);
    const { api, team, uploadInvoice, cookie } = await setup();
    const created = await api
      .post('/outputs', {
        name: 'Gone hook',
        trigger_events: ['success'],
        config: { type: 'webhook', url: receiver.url },
      })
      .expect(200);
    await uploadInvoice();
    await waitFor(
      'the output to be disabled',
      async () => (await server.app.orm.em.fork().findOneOrFail(Output, { id: created.body.id })).enabled === false,
    );
    const events = await request(server.url).get(`/api/v1/teams/${team.id}/events`).set(cookie);
    expect(events.body.data.map((event: { title: string }) => event.title)).toContain(
      'Output "Gone hook" disabled: the receiver answered 410 Gone',
    );
    await receiver.close();
  });

  it('gives up on a slow receiver after its retries, with a timeout error', async () => {
    const receiver = await startHttpReceiver([{ status: 200, delayMs: 2000 }]);
    const { api, uploadInvoice } = await setup();
    const created = await api
      .post('/outputs', {
        name: 'Slow hook',
        trigger_events: ['success'],
        config: { type: 'webhook', url: receiver.url, retries: 0 },
      })
      .expect(200);
    await uploadInvoice();
    await waitFor('the delivery to fail', async () => (await deliveriesOf(created.body.id))[0]?.state === 'failed', {
      timeoutMs: 20_000,
    });
    expect((await deliveriesOf(created.body.id))[0]?.error).toContain('No answer within 500 ms');
    await receiver.close();
  });

  it('re-sends a delivery with its job in one transaction and the same webhook-id', async () => {
    const receiver = await startHttpReceiver([{ status: 400 }, { status: 200 }]);
    try {
      const { api, uploadInvoice } = await setup();
      const created = await api
        .post('/outputs', {
          name: 'Redelivered hook',
          trigger_events: ['success'],
          config: { type: 'webhook', url: receiver.url, retries: 0 },
        })
        .expect(200);
      await uploadInvoice();
      await waitFor('the delivery to fail', async () => (await deliveriesOf(created.body.id))[0]?.state === 'failed');
      const [failed] = await deliveriesOf(created.body.id);
      const redeliver = () => api.post(`/outputs/${created.body.id}/deliveries/${failed?.id}/redeliver`);
      // The job cannot be written (as when the database refuses mid-transaction): nothing may change,
      // or the delivery would sit pending with no job to send it.
      const sql = (statement: string) => server.app.orm.em.fork().execute(statement);
      await sql(`create or replace function refuse_delivery_jobs() returns trigger language plpgsql as $$
        begin if new.name = 'delivery.run' then raise exception 'job table unavailable'; end if; return new; end $$`);
      await sql(`create trigger refuse_delivery_jobs before insert on agenda_jobs
        for each row execute function refuse_delivery_jobs()`);
      try {
        await redeliver().expect(500);
      } finally {
        await sql('drop trigger refuse_delivery_jobs on agenda_jobs');
      }
      expect((await deliveriesOf(created.body.id))[0]).toMatchObject({ state: 'failed', attempts: 1 });

      await redeliver().expect(200);
      await waitFor(
        'the re-sent delivery',
        async () => (await deliveriesOf(created.body.id))[0]?.state === 'delivered',
      );
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1]?.headers['webhook-id']).toBe(receiver.received[0]?.headers['webhook-id']);
    } finally {
      await receiver.close();
    }
  });

  it('validates outputs: names, triggers, headers, recipients', async () => {
    const { api } = await setup();
    const hook = { type: 'webhook', url: 'https://example.com/hook' };
    await api.post('/outputs', { name: 'ab', trigger_events: ['success'], config: hook }).expect(400);
    await api.post('/outputs', { name: 'Hook', trigger_events: [], config: hook }).expect(400);
    const header = await api
      .post('/outputs', {
        name: 'Hook',
        trigger_events: ['success'],
        config: { ...hook, headers: { 'Webhook-Id': 'x' } },
      })
      .expect(400);
    expect(JSON.stringify(header.body.issues)).toContain('cannot be set');
    await api
      .post('/outputs', {
        name: 'Hook',
        trigger_events: ['success'],
        config: { ...hook, headers: { 'X-A': 'a\r\nInjected: 1' } },
      })
      .expect(400);
    await api
      .post('/outputs', { name: 'Hook', trigger_events: ['success'], config: { ...hook, url: 'ftp://x' } })
      .expect(400);
    const email = { type: 'email', subject: 'Result', body: 'Here it is' };
    await api
      .post('/outputs', { name: 'Mail', trigger_events: ['success'], config: { ...email, recipients: [] } })
      .expect(400);
    await api
      .post('/outputs', {
        name: 'Mail',
        trigger_events: ['success'],
        config: { ...email, recipients: Array(11).fill('a@b.de') },
      })
      .expect(400);
    await api
      .post('/outputs', {
        name: 'Mail',
        trigger_events: ['success'],
        config: { ...email, recipients: ['a@b.de'], subject: 'ab' },
      })
      .expect(400);
  });
});

describe('e-mail, FTP and SFTP outputs', () => {
  it('mails the result with the document and the JSON attached, placeholders filled', async () => {
    const { api, uploadInvoice, project } = await setup();
    await api
      .post('/outputs', {
        name: 'Mail',
        trigger_events: ['success'],
        config: {
          type: 'email',
          recipients: ['books@example.test'],
          subject: 'Done: {{execution.title}}',
          body: 'Project {{project.name}} finished ({{execution.status}}).',
          attach_document: true,
          attach_execution_result: true,
        },
      })
      .expect(200);
    const uploaded = await uploadInvoice();
    const mail = await waitFor('the mail', () =>
      smtp.mails.find(
        (candidate) => candidate.to.includes('books@example.test') && candidate.raw.includes(uploaded.execution.id),
      ),
    );
    expect(mail.raw).toContain(`Project ${project.name} finished (success).`);
    expect(mail.raw).toMatch(/Subject: (Done: |=\?UTF-8\?Q\?Done=3A_Invoice)/);
    expect(mail.raw).toContain('filename=invoice.pdf');
    expect(mail.raw).toContain(`filename=${uploaded.execution.id}.json`);
  });

  it('uploads the JSON (and documents) to an FTP server, password stored encrypted and never returned', async () => {
    const ftp = await startFtpPeer();
    const { api, uploadInvoice } = await setup();
    const created = await api
      .post('/outputs', {
        name: 'FTP drop',
        trigger_events: ['success'],
        config: {
          type: 'ftp',
          host: ftp.host,
          port: ftp.port,
          username: ftp.username,
          password: ftp.password,
          path: '/in/docstruct',
          upload_documents: true,
        },
      })
      .expect(200);
    expect(created.body.config).toMatchObject({ password_set: true });
    expect(JSON.stringify(created.body)).not.toContain(ftp.password);
    const stored = await server.app.orm.em.fork().findOneOrFail(Output, { id: created.body.id });
    expect(stored.passwordEncrypted).not.toContain(ftp.password);
    const uploaded = await uploadInvoice();
    const file = path.join(ftp.root, 'in', 'docstruct', `${uploaded.execution.id}.json`);
    await waitFor('the FTP upload', () => existsSync(file), { timeoutMs: 20_000 });
    await waitFor('the document too', () => existsSync(path.join(ftp.root, 'in', 'docstruct', 'invoice.pdf')));
    expect(JSON.parse(await readFile(file, 'utf8')).data.execution.id).toBe(uploaded.execution.id);
    await ftp.close();
  });

  it('uploads over SFTP with a pinned host key, and refuses a wrong pin', async () => {
    const hostKey = makeHostKey();
    const sftp = await startSftpPeer({ hostKey });
    const { api, uploadInvoice } = await setup();
    const sshKey = (await import('ssh2')).default.utils.parseKey(hostKey);
    const fingerprint = hostKeyFingerprint(
      (Array.isArray(sshKey) ? sshKey[0] : (sshKey as { getPublicSSH(): Buffer })).getPublicSSH(),
    );
    const config = {
      type: 'sftp',
      host: sftp.host,
      port: sftp.port,
      username: sftp.username,
      password: sftp.password,
      path: 'results',
    };
    await api
      .post('/outputs', {
        name: 'SFTP drop',
        trigger_events: ['success'],
        config: { ...config, host_fingerprint: fingerprint },
      })
      .expect(200);
    const wrongPin = await api
      .post('/outputs', {
        name: 'Pinned wrong',
        trigger_events: ['success'],
        config: { ...config, host_fingerprint: 'SHA256:AAAA' },
      })
      .expect(200);
    const uploaded = await uploadInvoice();
    const file = path.join(sftp.root, 'results', `${uploaded.execution.id}.json`);
    await waitFor('the SFTP upload', () => existsSync(file), { timeoutMs: 20_000 });
    await waitFor(
      'the delivery to finish',
      async () =>
        (await server.app.orm.em.fork().find(Delivery, { state: 'delivered', execution: uploaded.execution.id }))
          .length === 1,
      { timeoutMs: 20_000 },
    );
    expect(JSON.parse(await readFile(file, 'utf8')).type).toBe('execution.success');
    await waitFor(
      'the pinned-wrong delivery to fail',
      async () => (await deliveriesOf(wrongPin.body.id))[0]?.state === 'failed',
      { timeoutMs: 20_000 },
    );
    expect((await deliveriesOf(wrongPin.body.id))[0]?.error).toContain('host key');
    await sftp.close();
  });

  it('sends a test payload on demand and reports the outcome', async () => {
    const receiver = await startHttpReceiver([{ status: 204 }]);
    const { api } = await setup();
    const created = await api
      .post('/outputs', {
        name: 'Testable',
        trigger_events: ['failed'],
        config: { type: 'webhook', url: receiver.url },
      })
      .expect(200);
    const tested = await api.post(`/outputs/${created.body.id}/test`).expect(200);
    expect(tested.body).toMatchObject({ ok: true, response_code: 204, error: null });
    expect(JSON.parse(receiver.received[0]?.body ?? '{}').data.execution.title).toBe('Test delivery from Docstruct');
    const rotated = await api.post(`/outputs/${created.body.id}/rotate-secret`).expect(200);
    expect(rotated.body.signing_secret).not.toBe(created.body.signing_secret);
    await receiver.close();
  });
});

describe('private targets', () => {
  it('refuses loopback, private, link-local and disguised addresses when saved and when delivering', async () => {
    const strict = await startTestServer({ env: { ALLOW_PRIVATE_OUTPUT_TARGETS: 'false' } });
    try {
      const owner = await seedUser(strict.app.orm);
      const team = await seedTeam(strict.app.orm, [{ userId: owner.id, role: 'owner' }]);
      const project = await seedProject(strict.app.orm, team.id);
      const cookie = { Cookie: await sessionCookie(strict.app.auth, owner.id) };
      const receiver = await startHttpReceiver();
      const port = new URL(receiver.url).port;
      for (const host of [
        '127.0.0.1',
        '10.0.0.1',
        '169.254.169.254',
        '[::1]',
        '[::ffff:127.0.0.1]',
        '2130706433',
        'localhost',
      ]) {
        const refused = await request(strict.url)
          .post(`/api/v1/projects/${project.id}/outputs`)
          .set(cookie)
          .send({
            name: `Hook ${host}`,
            trigger_events: ['success'],
            config: { type: 'webhook', url: `http://${host}:${port}/hook` },
          });
        expect({ host, status: refused.status, path: refused.body.issues?.[0]?.path }).toEqual({
          host,
          status: 400,
          path: ['config', 'url'],
        });
      }
      // Saved before the check existed (or re-pointed by DNS): the connect-time check still holds.
      const seeded = await seedOutput(strict.app.orm, project.id);
      const tested = await request(strict.url)
        .post(`/api/v1/projects/${project.id}/outputs/${seeded.id}/test`)
        .set(cookie)
        .expect(200);
      expect(tested.body.ok).toBe(false);
      expect(tested.body.error).toMatch(/private, loopback or link-local/);
      expect(receiver.received).toHaveLength(0);
      await receiver.close();
    } finally {
      await strict.stop();
    }
  });
});
