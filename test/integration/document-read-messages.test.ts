import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { legacyCodedLine } from '../../src/i18n/legacy-coded-lines.ts';
import { renderMessage } from '../../src/i18n/render.ts';
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

describe('why a document could not be read, in German', () => {
  it('names a zip bomb and a damaged DOCX in German on REST, with their codes', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const damaged = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 'x')]);
    const cases = [
      {
        file: { name: 'bomb.docx', content: await fixture('zip-bomb.docx') },
        code: 'error.docx_too_large',
        german: 'Die DOCX-Datei wird entpackt größer als 50 MiB: als mögliche ZIP-Bombe abgelehnt',
      },
      {
        file: { name: 'damaged.docx', content: damaged },
        code: 'error.docx_damaged_zip',
        german: 'Die DOCX-Datei konnte nicht gelesen werden: sie ist beschädigt oder keine DOCX-Datei',
      },
    ];
    for (const { file, code, german } of cases) {
      const uploaded = await upload(server.url, project.id, bearer, [file], { wait_for_completion: 'true' }).expect(
        200,
      );
      expect(uploaded.body.execution.status).toBe('failed');
      const detail = await request(server.url)
        .get(`/api/v1/projects/${project.id}/executions/${uploaded.body.execution.id}`)
        .set(bearer)
        .set('Accept-Language', 'de')
        .expect(200);
      expect(detail.body.errors).toEqual([german]);
      expect(detail.body.error_details[0].code).toBe(code);
    }
  });

  it('fails an uploaded ".pdf" whose bytes are text as a damaged PDF, as it does a mailed one, never reading it as text', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const text = await fixture('invoice.txt');
    const uploaded = await upload(server.url, project.id, bearer, [{ name: 'invoice.pdf', content: text }], {
      wait_for_completion: 'true',
    }).expect(200);
    expect(uploaded.body.execution.status).toBe('failed');
    expect(uploaded.body.execution.json_result).toBeNull();
    const detail = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/${uploaded.body.execution.id}`)
      .set(bearer)
      .set('Accept-Language', 'de')
      .expect(200);
    expect(detail.body.error_details.map((line: { code: string }) => line.code)).toEqual(['error.pdf_damaged']);
    expect(detail.body.errors).toEqual(['Das PDF konnte nicht gelesen werden: es ist beschädigt oder kein PDF']);
    // The same text named as text is read.
    const asText = await upload(server.url, project.id, bearer, [{ name: 'invoice.txt', content: text }], {
      wait_for_completion: 'true',
    }).expect(200);
    expect(asText.body.execution.status).toBe('success');
  });

  it('reads every other fixed wording of an old row (English only) back to a German sentence', () => {
    const lines = [
      'The DOCX file could not be read: it is damaged or not a Word document',
      'The DOCX file contains more than 1000 parts: refused as a possible zip bomb',
      'The e-mail could not be read: it is damaged or not an e-mail message',
      'Reading the file took longer than 2 min and was stopped',
      'Images need text recognition (OCR), which is not available yet',
      'No text was recognized in the image',
      'The image could not be read (time limit)',
      'Page 3 could not be read (time limit)',
      'Page 2 has no text layer, and text recognition found no text on it',
    ];
    const german = lines.map((line) => renderMessage(legacyCodedLine(line), 'de'));
    expect(german).toEqual([
      'Die DOCX-Datei konnte nicht gelesen werden: sie ist beschädigt oder kein Word-Dokument',
      'Die DOCX-Datei enthält mehr als 1000 Teile: als mögliche ZIP-Bombe abgelehnt',
      'Die E-Mail konnte nicht gelesen werden: sie ist beschädigt oder keine E-Mail-Nachricht',
      'Das Lesen der Datei dauerte länger als 2 min und wurde abgebrochen',
      'Bilder brauchen Texterkennung (OCR), die noch nicht verfügbar ist',
      'Im Bild wurde kein Text erkannt',
      'Das Bild konnte nicht gelesen werden (Zeitlimit)',
      'Seite 3 konnte nicht gelesen werden (Zeitlimit)',
      'Seite 2 hat keine Textebene, und die Texterkennung hat darauf keinen Text gefunden',
    ]);
    // English stays exactly as the readers wrote it.
    expect(lines.map((line) => renderMessage(legacyCodedLine(line), 'en'))).toEqual(lines);
  });
});
