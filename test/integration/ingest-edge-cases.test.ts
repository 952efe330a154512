import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import nodemailer from 'nodemailer';
import request from 'supertest';
import { Execution } from '../../src/db/entities/execution.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedMailbox } from '../helpers/world.ts';

const DOMAIN = 'ingest-edge.docstruct.test';
let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { ROLES: 'web,worker,ingest', INGEST_SMTP_HOST: '127.0.0.1', INGEST_SMTP_PORT: '0', INGEST_DOMAIN: DOMAIN },
  });
});

afterAll(async () => {
  await server.stop();
});

/** Sends a message exactly as given (header bytes included) over SMTP. */
async function sendRaw(to: string, raw: Buffer) {
  await nodemailer
    .createTransport({ host: '127.0.0.1', port: server.ingestPort, secure: false, ignoreTLS: true })
    .sendMail({ envelope: { from: 'supplier@example.test', to }, raw });
}

const executionsOf = (projectId: string) => server.app.orm.em.fork().find(Execution, { project: projectId });

function message(subject: Buffer, parts: string) {
  return Buffer.concat([
    Buffer.from('From: supplier@example.test\r\nTo: inbox@example.test\r\nSubject: '),
    subject,
    Buffer.from(`\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=XX\r\n\r\n${parts}--XX--\r\n`),
  ]);
}

describe('e-mail ingest edge cases', () => {
  it('fails a mailed ".pdf" whose base64 is broken as a damaged PDF, never reading it as text', async () => {
    const { project, cookie, address } = await seedMailbox(server);
    const body = (await fixture('invoice.txt')).toString('utf8').replace(/\r?\n/g, '\r\n');
    const parts =
      `--XX\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\n` +
      '--XX\r\nContent-Type: application/pdf; name=invoice.pdf\r\n' +
      'Content-Disposition: attachment; filename=invoice.pdf\r\nContent-Transfer-Encoding: base64\r\n\r\n' +
      `${body}\r\n`;
    await sendRaw(address, message(Buffer.from('Broken attachment'), parts));
    const [created] = await executionsOf(project.id);
    const done = await waitFor('the extraction', async () => {
      const row = await server.app.orm.em.fork().findOneOrFail(Execution, { id: created?.id ?? '' });
      return row.status === 'success' || row.status === 'failed' ? row : null;
    });
    expect(done.status).toBe('failed');
    const detail = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/${done.id}`)
      .set(cookie)
      .set('Accept-Language', 'de')
      .expect(200);
    expect(detail.body.error_details.map((line: { code: string }) => line.code)).toEqual(['error.pdf_damaged']);
    expect(detail.body.errors).toEqual(['Das PDF konnte nicht gelesen werden: es ist beschädigt oder kein PDF']);
  });

  it('names an attachment ingest left out as unsupported, in English and German', async () => {
    const { project, cookie, address } = await seedMailbox(server);
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: server.ingestPort, secure: false, ignoreTLS: true })
      .sendMail({
        from: 'supplier@example.test',
        to: address,
        subject: 'Invoice with a tool',
        text: 'Invoice attached.',
        attachments: [
          { filename: 'invoice.pdf', content: await fixture('invoice.pdf') },
          { filename: 'tool.exe', content: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]) },
        ],
      });
    const [created] = await executionsOf(project.id);
    const done = await waitFor('the extraction', async () => {
      const row = await server.app.orm.em.fork().findOneOrFail(Execution, { id: created?.id ?? '' });
      return row.status === 'success' || row.status === 'failed' ? row : null;
    });
    expect(done.status).toBe('success');
    expect(done.warnings).toEqual(['Attachment "tool.exe" was skipped: its file type is not supported']);
    const detail = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/${done.id}`)
      .set(cookie)
      .set('Accept-Language', 'de')
      .expect(200);
    expect(detail.body.warnings).toEqual([
      'Anhang „tool.exe“ wurde übersprungen: sein Dateityp wird nicht unterstützt',
    ]);
  });

  it.each([
    [
      'an encoded word in an unknown charset',
      Buffer.from(`=?x-unknown?B?${Buffer.from('Rechnung Müller').toString('base64')}?=`),
    ],
    ['raw Latin-1 bytes', Buffer.from('Rechnung M\u00fcller', 'latin1')],
    ['raw UTF-8 bytes', Buffer.from('Rechnung Müller', 'utf8')],
    ['a known charset beside an unknown one', Buffer.from('=?iso-8859-1?Q?Rechnung_?= =?x-unknown?Q?M=C3=BCller?=')],
  ])('stores a subject with %s decoded, never as mojibake', async (_what, subject) => {
    const { project, address } = await seedMailbox(server);
    await sendRaw(address, message(subject, '--XX\r\nContent-Type: text/plain\r\n\r\nTotal: 12.00 EUR\r\n'));
    const [execution] = await executionsOf(project.id);
    expect(execution?.reference).toBe('Rechnung Müller');
    expect(execution?.metadata).toMatchObject({ subject: 'Rechnung Müller' });
  });

  it('replaces what no charset can decode with U+FFFD', async () => {
    const { project, address } = await seedMailbox(server);
    await sendRaw(
      address,
      message(Buffer.from('=?utf-8?B?UmVjaG51bmcg/w==?='), '--XX\r\nContent-Type: text/plain\r\n\r\nTotal: 1\r\n'),
    );
    const [execution] = await executionsOf(project.id);
    expect(execution?.reference).toBe('Rechnung \ufffd');
  });
});
