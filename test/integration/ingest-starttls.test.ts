import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import nodemailer from 'nodemailer';
import request from 'supertest';
import { Execution } from '../../src/db/entities/execution.ts';
import { DEFAULT_PASSWORD } from '../helpers/factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

const DOMAIN = 'tls.docstruct.test';
let withTls: TTestServer;
let withoutTls: TTestServer;

/** A throwaway self-signed certificate (Debian's openssl), valid for a day. */
async function selfSignedCertificate() {
  const dir = await mkdtemp(path.join(tmpdir(), 'docstruct-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
      ...['-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  );
  return { key, cert };
}

const ingestEnv = {
  ROLES: 'web,worker,ingest',
  INGEST_SMTP_HOST: '127.0.0.1',
  INGEST_SMTP_PORT: '0',
  INGEST_DOMAIN: DOMAIN,
};

beforeAll(async () => {
  const { key, cert } = await selfSignedCertificate();
  withTls = await startTestServer({ env: { ...ingestEnv, INGEST_TLS_KEY_FILE: key, INGEST_TLS_CERT_FILE: cert } });
  withoutTls = await startTestServer({ env: ingestEnv });
});

afterAll(async () => {
  await withTls?.stop();
  await withoutTls?.stop();
});

async function mailboxOf(server: TTestServer) {
  const { project, cookie, team } = await seedInvoiceProject(server.app);
  const created = await request(server.url)
    .post(`/api/v1/teams/${team.id}/api-keys`)
    .set(cookie)
    .send({ name: 'Mailbox', key_type: 'email', allow_all_projects: true, password: DEFAULT_PASSWORD })
    .expect(200);
  return { project, address: created.body.ingest_address as string };
}

/** A client that refuses to send unless the server upgrades the connection with STARTTLS. */
const tlsOnlyMailer = (server: TTestServer) =>
  nodemailer.createTransport({
    host: '127.0.0.1',
    port: server.ingestPort,
    secure: false,
    requireTLS: true,
    tls: { rejectUnauthorized: false },
  });

describe('e-mail ingest over STARTTLS', () => {
  it('upgrades the connection when a certificate is configured, and the mail becomes an execution', async () => {
    const { project, address } = await mailboxOf(withTls);
    const info = await tlsOnlyMailer(withTls).sendMail({
      from: 'supplier@example.test',
      to: address,
      subject: 'Invoice over TLS',
      text: 'See attachment',
      attachments: [{ filename: 'invoice.pdf', content: await fixture('invoice.pdf') }],
    });
    expect(info.rejected).toEqual([]);
    const executions = await waitFor('the execution of the mail', async () => {
      const rows = await withTls.app.orm.em.fork().find(Execution, { project: project.id });
      return rows.length > 0 ? rows : undefined;
    });
    expect(executions).toHaveLength(1);
  });

  it('does not offer STARTTLS without a certificate', async () => {
    const { address } = await mailboxOf(withoutTls);
    await expect(
      tlsOnlyMailer(withoutTls).sendMail({ from: 'supplier@example.test', to: address, subject: 'x', text: 'x' }),
    ).rejects.toThrow(/STARTTLS/);
  });
});
