// The thread of the reader audit (reader-audit.ts): builds one hostile document at a scale, reads it as an upload
// would be (readDocument for mail and HTML), and times documentLines and the local provider's extract on it with a
// schema of many field types. The main thread stops it at its time limit.
import { parentPort, workerData } from 'node:worker_threads';
import { readDocument } from '../../src/extraction/documents/read-document.ts';
import { documentLines } from '../../src/extraction/providers/local/lines.ts';
import { createLocalProvider } from '../../src/extraction/providers/local/local-provider.ts';
import type { TDocumentText } from '../../src/extraction/types.ts';
import { GENERIC_SCHEMA, HOSTILE } from './reader-audit-documents.ts';

async function documentOf(contentType: string, text: string): Promise<TDocumentText> {
  if (contentType === 'text/plain')
    return { fileName: 'hostile.txt', contentType, pages: [{ page: 1, text }], warnings: [] };
  return readDocument({ bytes: Buffer.from(text), fileName: 'hostile', contentType }, { timeoutMs: 600_000 });
}

const { name, scale } = workerData as { name: string; scale: number };
const build = HOSTILE[name];
if (!build) throw new Error(`no hostile document ${name}`);
const { contentType, text } = build(scale);
let started = performance.now();
const document = await documentOf(contentType, text);
const readMs = performance.now() - started;
started = performance.now();
documentLines([document]);
const linesMs = performance.now() - started;
parentPort?.postMessage({ kind: 'lines', readMs, linesMs });
started = performance.now();
await createLocalProvider().extract(
  {
    documents: [document],
    schema: GENERIC_SCHEMA,
    instructions: { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' } },
  },
  {},
);
parentPort?.postMessage({ kind: 'extract', extractMs: performance.now() - started });
