import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import nodemailer from 'nodemailer';
import request from 'supertest';
import { Document } from '../../src/db/entities/document.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import { DEFAULT_PASSWORD } from '../helpers/factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, INVOICE_FACTS, INVOICE_SCHEMA } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedProject, seedTeam, seedUser, sessionCookie } from '../helpers/world.ts';

const DOMAIN = 'ingest.docstruct.test';
let server: TTestServer;

async function startIngest() {
  return startTestServer({
    env: {
      ROLES: 'web,worker,ingest',
      INGEST_SMTP_HOST: '127.0.0.1',
      INGEST_SMTP_PORT: '0',
      INGEST_DOMAIN: DOMAIN,
      INGEST_MAX_MESSAGE_BYTES: String(400 * 1024),
      UPLOAD_MAX_FILES: '2',
    },
  });
}

beforeAll(async () => {
  server = await startIngest();
});

afterAll(async () => {
  await server.stop();
});

const mailer = () =>
  nodemailer.createTransport({ host: '127.0.0.1', port: server.ingestPort, secure: false, ignoreTLS: true });

async function setup(options: { projects?: number; allProjects?: boolean } = {}) {
  const owner = await seedUser(server.app.orm);
  const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
  const cookie = { Cookie: await sessionCookie(server.app.auth, owner.id) };
  const projects = [];
  for (let index = 0; index < (options.projects ?? 1); index++) {
    const project = await seedProject(server.app.orm, team.id);
    await request(server.url)
      .post(`/api/v1/projects/${project.id}/revisions`)
      .set(cookie)
      .send({ output_schema: INVOICE_SCHEMA })
      .expect(200);
    projects.push(project);
  }
  const created = await request(server.url)
    .post(`/api/v1/teams/${team.id}/api-keys`)
    .set(cookie)
    .send({
      name: 'Mailbox',
      password: DEFAULT_PASSWORD,
      key_type: 'email',
      allow_all_projects: options.allProjects ?? false,
      projects: options.allProjects ? [] : projects.map((project) => project.id),
    })
    .expect(200);
  const address: string = created.body.ingest_address;
  const [token] = address.split('@');
  return { owner, team, cookie, projects, key: created.body, address, token };
}

const executionsOf = (projectId: string) => server.app.orm.em.fork().find(Execution, { project: projectId });

describe('e-mail ingest', () => {
  it('shows an ingest address that is not the key secret', async () => {
    const { key, address } = await setup();
    expect(address).toMatch(new RegExp(`^[a-z2-7]{32}@${DOMAIN.replaceAll('.', '\\.')}$`));
    expect(address).not.toContain(key.key);
  });

  it('turns a mail with a PDF attachment into an execution that succeeds', async () => {
    const { projects, token } = await setup();
    const project = projects[0];
    await mailer().sendMail({
      from: 'supplier@example.test',
      to: `${token}+${project?.slug}@${DOMAIN}`,
      subject: 'Invoice INV-2026-0042',
      text: 'Please find the invoice attached.',
      attachments: [{ filename: 'invoice.pdf', content: await fixture('invoice.pdf') }],
    });
    const [execution] = await executionsOf(project?.id ?? '');
    expect(execution).toMatchObject({ executionType: 'email', reference: 'Invoice INV-2026-0042' });
    expect(execution?.metadata).toMatchObject({ from: 'supplier@example.test', subject: 'Invoice INV-2026-0042' });
    const done = await waitFor('the extraction', async () => {
      const row = await server.app.orm.em.fork().findOneOrFail(Execution, { id: execution?.id });
      return row.status === 'success' ? row : null;
    });
    expect(done.jsonResult).toEqual(INVOICE_FACTS);
  });

  it('uses the body when there is no usable attachment, and a plain token for a one-project key', async () => {
    const { projects, token } = await setup();
    await mailer().sendMail({
      from: 'a@example.test',
      to: `${token}@${DOMAIN}`,
      subject: 'Body only',
      text: (await fixture('invoice.txt')).toString('utf8'),
    });
    const [execution] = await executionsOf(projects[0]?.id ?? '');
    const documents = await server.app.orm.em.fork().find(Document, { project: projects[0]?.id });
    expect(execution?.reference).toBe('Body only');
    expect(documents.map((document) => document.fileName)).toEqual(['message.txt']);
  });

  it.each([
    ['an unknown token', async () => `${'a'.repeat(32)}+x@${DOMAIN}`],
    ['another domain', async () => `${(await setup()).token}@elsewhere.test`],
    ['a project the key does not cover', async () => `${(await setup()).token}+not-mine@${DOMAIN}`],
    ['a plain token for a key with two projects', async () => `${(await setup({ projects: 2 })).token}@${DOMAIN}`],
  ])('refuses %s at RCPT with 550', async (_what, addressOf) => {
    const to = await addressOf();
    await expect(
      mailer().sendMail({ from: 'a@example.test', to, subject: 'x', text: 'Total: 1' }),
    ).rejects.toMatchObject({ responseCode: 550 });
  });

  it('refuses a revoked key, an oversized message and too many attachments, storing nothing', async () => {
    const revoked = await setup();
    await request(server.url)
      .delete(`/api/v1/teams/${revoked.team.id}/api-keys/${revoked.key.id}`)
      .set(revoked.cookie)
      .expect(200);
    await expect(
      mailer().sendMail({ from: 'a@example.test', to: revoked.address, subject: 'x', text: 'x' }),
    ).rejects.toMatchObject({ responseCode: 550 });

    const { projects, address } = await setup();
    const big = Buffer.alloc(500 * 1024, 'a');
    await expect(
      mailer().sendMail({
        from: 'a@example.test',
        to: address,
        subject: 'big',
        text: 'x',
        attachments: [{ filename: 'big.txt', content: big }],
      }),
    ).rejects.toMatchObject({ responseCode: 552 });
    const three = await Promise.all(
      ['a.txt', 'b.txt', 'c.txt'].map(async (filename) => ({ filename, content: Buffer.from(`Total: ${filename}`) })),
    );
    await expect(
      mailer().sendMail({ from: 'a@example.test', to: address, subject: 'many', text: 'x', attachments: three }),
    ).rejects.toMatchObject({
      responseCode: 552,
    });
    expect(await executionsOf(projects[0]?.id ?? '')).toEqual([]);
    expect(await server.app.orm.em.fork().count(Document, { project: projects[0]?.id })).toBe(0);
  });

  it('keeps addresses across a restart; a rotated address stops the old one at once', async () => {
    const { team, cookie, key, address, projects } = await setup();
    await server.stop();
    server = await startIngest();
    await mailer().sendMail({ from: 'a@example.test', to: address, subject: 'After restart', text: 'Total: 5' });
    expect((await executionsOf(projects[0]?.id ?? '')).map((execution) => execution.reference)).toEqual([
      'After restart',
    ]);

    // The session, like the address, lives in the database and survives the restart too.
    const rotated = await request(server.url)
      .post(`/api/v1/teams/${team.id}/api-keys/${key.id}/rotate-address`)
      .set(cookie)
      .expect(200);
    expect(rotated.body.ingest_address).not.toBe(address);
    await expect(
      mailer().sendMail({ from: 'a@example.test', to: address, subject: 'old', text: 'x' }),
    ).rejects.toMatchObject({ responseCode: 550 });
    await mailer().sendMail({
      from: 'a@example.test',
      to: rotated.body.ingest_address,
      subject: 'new',
      text: 'Total: 6',
    });
    expect((await executionsOf(projects[0]?.id ?? '')).map((execution) => execution.reference).sort()).toEqual([
      'After restart',
      'new',
    ]);
  });
  it('takes a re-sent message (same Message-ID) once: the sender never saw our answer the first time', async () => {
    const { projects, token } = await setup();
    const message = {
      from: 'a@example.test',
      to: `${token}@${DOMAIN}`,
      subject: 'Sent twice',
      messageId: `<resend-${Date.now()}@example.test>`,
      text: (await fixture('invoice.txt')).toString('utf8'),
    };
    await mailer().sendMail(message);
    const second = await mailer().sendMail(message);
    expect(second.response).toMatch(/^250/);
    expect(await executionsOf(projects[0]?.id ?? '')).toHaveLength(1);
    expect(await server.app.orm.em.fork().count(Document, { project: projects[0]?.id })).toBe(1);
  });
});
