import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import nodemailer from 'nodemailer';
import request from 'supertest';
import { Execution } from '../../src/db/entities/execution.ts';
import { DEFAULT_PASSWORD } from '../helpers/factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { upload } from '../helpers/uploads.ts';
import { seedApiKey, seedInvoiceProject } from '../helpers/world.ts';

const PER_KEY = 3;
const PER_TEAM = 5;
const DOMAIN = 'ingest.limits.test';
let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      ROLES: 'web,worker,ingest',
      INGEST_SMTP_HOST: '127.0.0.1',
      INGEST_SMTP_PORT: '0',
      INGEST_DOMAIN: DOMAIN,
      RATE_LIMIT_UPLOADS_PER_KEY: String(PER_KEY),
      RATE_LIMIT_UPLOADS_PER_TEAM: String(PER_TEAM),
      RATE_LIMIT_UPLOADS_WINDOW_SECONDS: '600',
    },
  });
});

afterAll(async () => {
  await server.stop();
});

const document = [{ name: 'note.txt', content: Buffer.from('Invoice number: 1\nTotal: 5') }];
const countExecutions = (projectId: string) => server.app.orm.em.fork().count(Execution, { project: projectId });

describe('upload rate limits', () => {
  it('answers 429 with Retry-After past the per-key limit, and stores nothing for refused uploads', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const statuses: number[] = [];
    let retryAfter = '';
    for (let attempt = 0; attempt < PER_KEY + 2; attempt++) {
      const response = await upload(server.url, project.id, bearer, document);
      statuses.push(response.status);
      if (response.status === 429) {
        retryAfter = response.headers['retry-after'] ?? '';
        expect(response.body.code).toBe('TOO_MANY_REQUESTS');
      }
    }
    expect(statuses).toEqual([...Array(PER_KEY).fill(200), 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(await countExecutions(project.id)).toBe(PER_KEY);
  });

  it('limits the team across its keys, users and e-mail', async () => {
    const { owner, team, project, bearer, cookie } = await seedInvoiceProject(server.app);
    const second = await seedApiKey(server.app.orm, { teamId: team.id, ownerId: owner.id });
    const other = { Authorization: `Bearer ${second.secret}` };
    const statuses = [];
    for (const headers of [bearer, bearer, bearer, other, cookie]) {
      statuses.push((await upload(server.url, project.id, headers, document)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect((await upload(server.url, project.id, other, document)).status).toBe(429);

    const mailKey = await request(server.url)
      .post(`/api/v1/teams/${team.id}/api-keys`)
      .set(cookie)
      .send({ name: 'Mailbox', password: DEFAULT_PASSWORD, key_type: 'email', allow_all_projects: true })
      .expect(200);
    await expect(
      nodemailer
        .createTransport({ host: '127.0.0.1', port: server.ingestPort, secure: false, ignoreTLS: true })
        .sendMail({
          from: 'a@example.test',
          to: mailKey.body.ingest_address.replace('@', `+${project.slug}@`),
          subject: 'Over the limit',
          text: 'Total: 1',
        }),
    ).rejects.toMatchObject({ responseCode: 451 });
    expect(await countExecutions(project.id)).toBe(PER_TEAM);
  });

  it('does not charge the team for uploads refused by the key’s own limit', async () => {
    const { owner, team, project, bearer } = await seedInvoiceProject(server.app);
    const second = await seedApiKey(server.app.orm, { teamId: team.id, ownerId: owner.id });
    const other = { Authorization: `Bearer ${second.secret}` };
    const statuses = [];
    // The first key runs past its own limit twice: those two attempts are not the team's.
    for (let attempt = 0; attempt < PER_KEY + 2; attempt++) {
      statuses.push((await upload(server.url, project.id, bearer, document)).status);
    }
    for (let attempt = 0; attempt < PER_TEAM - PER_KEY + 1; attempt++) {
      statuses.push((await upload(server.url, project.id, other, document)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 200, 200, 429]);
    expect(await countExecutions(project.id)).toBe(PER_TEAM);
  });

  it('does not charge a mail sent again with the same Message-ID: it is the first execution', async () => {
    const { team, project, cookie } = await seedInvoiceProject(server.app);
    const mailKey = await request(server.url)
      .post(`/api/v1/teams/${team.id}/api-keys`)
      .set(cookie)
      .send({ name: 'Mailbox', password: DEFAULT_PASSWORD, key_type: 'email', allow_all_projects: true })
      .expect(200);
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: server.ingestPort,
      secure: false,
      ignoreTLS: true,
    });
    for (let attempt = 0; attempt < PER_KEY + 2; attempt++) {
      await transport.sendMail({
        from: 'a@example.test',
        to: mailKey.body.ingest_address.replace('@', `+${project.slug}@`),
        subject: 'Sent again after a lost answer',
        messageId: '<resend-1@example.test>',
        text: 'Total: 1',
      });
    }
    expect(await countExecutions(project.id)).toBe(1);
  });
});
