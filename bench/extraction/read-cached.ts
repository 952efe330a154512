// The text of a corpus document as the app reads it; OCR text (PNG, scanned PDF) is cached in the temp dir by the
// image's hash, so a rerun of the eval or the training takes seconds instead of a minute.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDocument } from '../../src/extraction/documents/read-document.ts';
import type { TDocumentText } from '../../src/extraction/types.ts';
import type { renderDocument } from './corpus/render.ts';

const cacheDir = join(tmpdir(), 'docstruct-eval-ocr');

export async function readCached(file: ReturnType<typeof renderDocument>, ocr: boolean): Promise<TDocumentText> {
  const key = join(cacheDir, `${createHash('sha256').update('ocr-v3').update(file.bytes).digest('hex')}.json`);
  if (ocr && existsSync(key)) {
    return JSON.parse(readFileSync(key, 'utf8')) as TDocumentText;
  }
  const text = await readDocument(file);
  if (ocr) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(key, JSON.stringify(text));
  }
  return text;
}
