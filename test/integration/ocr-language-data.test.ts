import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { setOcrWorkerStartForTests, shutdownOcr } from '../../src/extraction/ocr/worker-pool.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

const require = createRequire(import.meta.url);
const realEnglish = readFileSync(
  path.join(
    path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
    'eng.traineddata.gz',
  ),
);

let server: TTestServer;
const folders: string[] = [];
/** The app's log lines at level warn and above. */
const logged: {
  level: number;
  msg: string;
  executionId?: string;
  fileName?: string;
  tesseractOutput?: string[];
  err?: { message?: string };
}[] = [];

/** A language data folder whose eng.traineddata.gz holds these bytes. */
function languageData(bytes: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'docstruct-corrupt-tessdata-'));
  folders.push(folder);
  writeFileSync(path.join(folder, 'eng.traineddata.gz'), bytes);
  return folder;
}

beforeAll(async () => {
  const log = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  server = await startTestServer({ env: { OCR_LANGUAGES: 'eng' }, log });
});

afterAll(async () => {
  setOcrWorkerStartForTests({});
  await server.stop();
  for (const folder of folders) {
    rmSync(folder, { recursive: true, force: true });
  }
});

describe('corrupt OCR language data', () => {
  it.each([
    // tesseract.js answers the failed initialisation twice and its listener throws: an uncaught exception.
    [
      'not gzip at all',
      Buffer.from('this is not trained data'),
      { tesseractOutput: ['Error opening data file ./eng.traineddata'], error: /initialization failed/ },
    ],
    // The start fails while loading the language and tesseract.js never settles it.
    // Its unpacking fails before tesseract reads it: tesseract says nothing, the error says why.
    [
      'a truncated gzip file',
      realEnglish.subarray(0, Math.floor(realEnglish.length / 2)),
      { tesseractOutput: [], error: /unexpected end of file/ },
    ],
  ])(
    'fails the scan (%s) with a readable error; other jobs and later scans go on',
    async (_what, bytes, why) => {
      const { project, bearer } = await seedInvoiceProject(server.app);
      const run = async (name: string, content: Buffer) =>
        (await upload(server.url, project.id, bearer, [{ name, content }], { wait_for_completion: 'true' }).expect(200))
          .body.execution;
      const scan = await fixture('scanned-invoice.png');

      // No idle worker of an earlier case may serve the scan: every worker starts from this folder.
      await shutdownOcr();
      setOcrWorkerStartForTests({ langPath: languageData(bytes) });
      const [broken, text] = await Promise.all([
        run('scan.png', scan),
        run('invoice.txt', await fixture('invoice.txt')),
      ]);
      expect(broken.status).toBe('failed');
      expect(broken.errors.join(' ')).toMatch(/OCR language data could not be loaded/);
      expect(text.status).toBe('success');
      // The operator learns why: tesseract's own lines (which file, and why) in the log, with the execution.
      const reports = logged.filter((line) => line.executionId === broken.id && line.msg.includes('language data'));
      expect(reports).toEqual([
        expect.objectContaining({ level: 50, fileName: 'scan.png', tesseractOutput: expect.any(Array) }),
      ]);
      const [report] = reports;
      // Tesseract may go on to "Failed loading language 'eng'" before its thread is ended.
      expect(report?.tesseractOutput).toEqual(expect.arrayContaining(why.tesseractOutput));
      expect(report?.err?.message).toMatch(why.error);

      setOcrWorkerStartForTests({});
      const healthy = await run('scan.png', scan);
      expect(healthy.status).toBe('success');
      expect(healthy.json_result.invoice_number).toBe('INV-2026-0042');
    },
    60_000,
  );
});
