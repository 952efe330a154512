import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import nodemailer from 'nodemailer';
import request from 'supertest';
import { Execution } from '../../src/db/entities/execution.ts';
import { buildPdf } from '../fixtures/pdf-writer.ts';
import { DEFAULT_PASSWORD } from '../helpers/factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

const DOMAIN = 'ingest-german.docstruct.test';
let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      ROLES: 'web,worker,ingest',
      INGEST_SMTP_HOST: '127.0.0.1',
      INGEST_SMTP_PORT: '0',
      INGEST_DOMAIN: DOMAIN,
      OCR_LANGUAGES: 'eng',
      OCR_MAX_PAGES: '1',
    },
  });
});

afterAll(async () => {
  await server.stop();
});

async function inGerman(projectId: string, executionId: string, headers: Record<string, string>) {
  const detail = await request(server.url)
    .get(`/api/v1/projects/${projectId}/executions/${executionId}`)
    .set(headers)
    .set('Accept-Language', 'de')
    .expect(200);
  return detail.body as { errors: string[]; warnings: string[]; warning_details: { code: string }[] };
}

describe('German all the way through: why a document was read only in part', () => {
  it('names the OCR page cap in German', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const text = (await fixture('invoice.txt')).toString('utf8').split('\n');
    const typed = text.map((line, index) => ({ x: 50, y: 760 - index * 14, size: 11, text: line }));
    const pdf = buildPdf([typed, [], [], []]);
    const uploaded = await upload(server.url, project.id, bearer, [{ name: 'scan.pdf', content: pdf }], {
      wait_for_completion: 'true',
    }).expect(200);
    const german = await inGerman(project.id, uploaded.body.execution.id, bearer);
    expect(german.warnings).toContain(
      'scan.pdf: Seiten 3–4 ohne Textebene wurden nicht gelesen: die Texterkennung liest höchstens 1 Seite pro Datei',
    );
    expect(german.warning_details.map((line) => line.code)).toContain('warning.pages_not_read');
  });

  it('says in German why an attachment of an uploaded e-mail was skipped or could not be read', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const mail = [
      'From: ACME GmbH <billing@acme.example>',
      'Subject: Invoice',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      (await fixture('invoice.txt')).toString('utf8'),
      '--b1',
      'Content-Type: application/pdf; name="broken.pdf"',
      'Content-Disposition: attachment; filename="broken.pdf"',
      '',
      'not a PDF at all',
      '--b1',
      'Content-Type: image/png; name="photo.png"',
      'Content-Disposition: attachment; filename="photo.png"',
      '',
      'not a PNG either',
      '--b1--',
      '',
    ].join('\r\n');
    const uploaded = await upload(server.url, project.id, bearer, [{ name: 'mail.eml', content: Buffer.from(mail) }], {
      wait_for_completion: 'true',
    }).expect(200);
    const german = await inGerman(project.id, uploaded.body.execution.id, bearer);
    expect(german.warnings).toEqual([
      'mail.eml: Anhang „broken.pdf“ konnte nicht gelesen werden: Das PDF konnte nicht gelesen werden: es ist beschädigt oder kein PDF',
      'mail.eml: photo.png: Das Bild konnte nicht gelesen werden (es ist beschädigt oder kein PNG-, JPEG-, WebP- oder TIFF-Bild)',
    ]);
  });

  it('fails a file with no text with one German line per reason', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const uploaded = await upload(
      server.url,
      project.id,
      bearer,
      [{ name: 'blank.txt', content: Buffer.from('   \n\n  ') }],
      { wait_for_completion: 'true' },
    ).expect(200);
    expect(uploaded.body.execution.status).toBe('failed');
    const german = await inGerman(project.id, uploaded.body.execution.id, bearer);
    expect(german.errors).toEqual([
      'Aus den Dokumenten konnte kein Text gelesen werden.',
      'blank.txt: Die Datei enthält keinen Text',
    ]);
  });

  it('gives time limits and OCR failure reasons in German, also for rows stored before', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const em = server.app.orm.em.fork();
    const execution = em.create(Execution, {
      project: project.id,
      executionType: 'api',
      processingMode: 'balanced',
      status: 'failed',
      errors: [
        'Reading the file took longer than 30 s and was stopped',
        'Reading the file took longer than 120 seconds and was stopped',
        'No text could be read from the documents.',
        'scan.png: The image could not be read (text recognition took longer than 1 min 30 s)',
        'scan.png: The image could not be read (it is too large: 9000 × 9000 pixels)',
        'old.pdf: Page 2 could not be read (rendering took longer than 1.5 seconds)',
        'photo.png: The image was not read: text recognition reads at most 20 pages per file',
      ],
      warnings: [],
    });
    await em.flush();
    const german = await inGerman(project.id, execution.id, bearer);
    expect(german.errors).toEqual([
      'Das Lesen der Datei dauerte länger als 30 s und wurde abgebrochen',
      'Das Lesen der Datei dauerte länger als 2 min und wurde abgebrochen',
      'Aus den Dokumenten konnte kein Text gelesen werden.',
      'scan.png: Das Bild konnte nicht gelesen werden (die Texterkennung dauerte länger als 1 min 30 s)',
      'scan.png: Das Bild konnte nicht gelesen werden (es ist zu groß: 9000 × 9000 Pixel)',
      'old.pdf: Seite 2 konnte nicht gelesen werden (das Rendern dauerte länger als 1,5 s)',
      'photo.png: Das Bild wurde nicht gelesen: die Texterkennung liest höchstens 20 Seiten pro Datei',
    ]);
    const english = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/${execution.id}`)
      .set(bearer)
      .expect(200);
    expect(english.body.errors[1]).toBe('Reading the file took longer than 2 min and was stopped');
  });

  it('says in German why a mailed message was refused, in the team events', async () => {
    const { team, project, cookie } = await seedInvoiceProject(server.app);
    const key = await request(server.url)
      .post(`/api/v1/teams/${team.id}/api-keys`)
      .set(cookie)
      .send({ name: 'Mailbox', password: DEFAULT_PASSWORD, key_type: 'email', projects: [project.id] })
      .expect(200);
    const raw = Buffer.from('From: a@example.test\r\nSubject: empty\r\nMIME-Version: 1.0\r\n\r\n\r\n');
    await expect(
      nodemailer
        .createTransport({ host: '127.0.0.1', port: server.ingestPort, secure: false, ignoreTLS: true })
        .sendMail({ envelope: { from: 'a@example.test', to: key.body.ingest_address }, raw }),
    ).rejects.toMatchObject({ responseCode: 552 });
    const events = await request(server.url)
      .get(`/api/v1/teams/${team.id}/events`)
      .set(cookie)
      .set('Accept-Language', 'de')
      .expect(200);
    expect(events.body.data[0]).toMatchObject({
      title: 'Eine E-Mail wurde abgewiesen',
      description: 'Die Nachricht hat keinen Anhang und keinen Text',
    });
  });

  it('refuses a mail whose only attachments are unsupported naming them, to the sender and in the team events', async () => {
    const { team, project, cookie } = await seedInvoiceProject(server.app);
    const key = await request(server.url)
      .post(`/api/v1/teams/${team.id}/api-keys`)
      .set(cookie)
      .send({ name: 'Mailbox', password: DEFAULT_PASSWORD, key_type: 'email', projects: [project.id] })
      .expect(200);
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]);
    const sent = nodemailer
      .createTransport({ host: '127.0.0.1', port: server.ingestPort, secure: false, ignoreTLS: true })
      .sendMail({
        from: 'a@example.test',
        to: key.body.ingest_address,
        subject: 'Only an archive',
        attachments: [
          { filename: 'rechnungen.zip', content: zip, contentType: 'application/zip' },
          {
            filename: 'tool.exe',
            content: Buffer.from([0x4d, 0x5a, 0x90, 0]),
            contentType: 'application/x-msdownload',
          },
        ],
      });
    const files = 'rechnungen.zip (application/zip), tool.exe (application/x-msdownload)';
    await expect(sent).rejects.toMatchObject({ responseCode: 552 });
    await expect(sent).rejects.toThrow(`No supported attachment: ${files}`);
    const events = (language: string) =>
      request(server.url).get(`/api/v1/teams/${team.id}/events`).set(cookie).set('Accept-Language', language);
    expect((await events('en').expect(200)).body.data[0]).toMatchObject({
      description: `No supported attachment: ${files}`,
    });
    expect((await events('de').expect(200)).body.data[0]).toMatchObject({
      title: 'Eine E-Mail wurde abgewiesen',
      description: `Kein unterstützter Anhang: ${files}`,
    });
  });

  it('names a mail without a sender address in German, not as "unknown sender"', async () => {
    const { team, project, cookie } = await seedInvoiceProject(server.app);
    const key = await request(server.url)
      .post(`/api/v1/teams/${team.id}/api-keys`)
      .set(cookie)
      .send({ name: 'Mailbox', password: DEFAULT_PASSWORD, key_type: 'email', projects: [project.id] })
      .expect(200);
    const raw = Buffer.from('Subject: no sender\r\nMIME-Version: 1.0\r\n\r\nTotal: 12.00 EUR\r\n');
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: server.ingestPort, secure: false, ignoreTLS: true })
      .sendMail({ envelope: { from: 'a@example.test', to: key.body.ingest_address }, raw });
    const events = await request(server.url)
      .get(`/api/v1/teams/${team.id}/events`)
      .set(cookie)
      .set('Accept-Language', 'de')
      .expect(200);
    expect(events.body.data.map((event: { title: string }) => event.title)).toContain(
      'E-Mail ohne Absenderadresse empfangen',
    );
  });
});
