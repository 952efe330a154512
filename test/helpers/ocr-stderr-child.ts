// Runs OCR in a process of its own, so a test can read everything it writes to stderr: a healthy
// scan, a scan with corrupt language data, and a thread writing other lines to its stderr.
// Prints one JSON line of results to stdout.

import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { recognize, shutdownOcr } from '../../src/extraction/ocr/index.ts';
import { captureThreadStderr } from '../../src/extraction/ocr/thread-stderr.ts';
import { setOcrWorkerStartForTests } from '../../src/extraction/ocr/worker-pool.ts';

const scan = readFileSync(path.join(import.meta.dirname, '../fixtures/scanned-invoice.png'));
const options = { languages: ['eng' as const], timeoutMsPerPage: 60_000 };

const [healthy] = await recognize([scan], options);

const corruptFolder = mkdtempSync(path.join(tmpdir(), 'docstruct-stderr-tessdata-'));
writeFileSync(path.join(corruptFolder, 'eng.traineddata.gz'), 'this is not trained data');
await shutdownOcr();
setOcrWorkerStartForTests({ langPath: corruptFolder });
const [corrupt] = await recognize([scan], options);
setOcrWorkerStartForTests({});
await shutdownOcr();
rmSync(corruptFolder, { recursive: true, force: true });

const chatty = new Worker(
  "process.stderr.write('Error opening data file ./xyz.traineddata\\nsomething else went wrong\\n');",
  { eval: true },
);
const captured = captureThreadStderr(chatty);
// Everything it wrote has been read once its stderr has ended.
await once(chatty.stderr, 'end');

process.stdout.write(`${JSON.stringify({ healthy: healthy?.ok, corrupt, captured: captured.languageDataLines })}\n`);
