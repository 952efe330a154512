import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
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

/** A language data folder whose eng.traineddata.gz holds these bytes. */
function languageData(bytes: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'docstruct-corrupt-tessdata-'));
  folders.push(folder);
  writeFileSync(path.join(folder, 'eng.traineddata.gz'), bytes);
  return folder;
}

beforeAll(async () => {
  server = await startTestServer({ env: { OCR_LANGUAGES: 'eng' } });
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
    ['not gzip at all', Buffer.from('this is not trained data')],
    // The start fails while loading the language and tesseract.js never settles it.
    ['a truncated gzip file', realEnglish.subarray(0, Math.floor(realEnglish.length / 2))],
  ])(
    'fails the scan (%s) with a readable error; other jobs and later scans go on',
    async (_what, bytes) => {
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

      setOcrWorkerStartForTests({});
      const healthy = await run('scan.png', scan);
      expect(healthy.status).toBe('success');
      expect(healthy.json_result.invoice_number).toBe('INV-2026-0042');
    },
    60_000,
  );
});
