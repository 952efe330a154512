// The text of a corpus document as the app reads it; OCR text (PNG, scanned PDF) is cached in the temp dir by the
// image's hash, so a rerun of the eval or the training takes seconds instead of a minute. The key holds the
// reader's own source too (the OCR folder, the PDF and image readers, tesseract.js's version): a change to
// the reader's settings or code reads afresh instead of serving text an older reader produced.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDocument } from '../../src/extraction/documents/read-document.ts';
import { DEFAULT_OCR_SETTINGS } from '../../src/extraction/ocr/index.ts';
import type { TDocumentText } from '../../src/extraction/types.ts';
import type { renderDocument } from './corpus/render.ts';

const cacheDir = join(tmpdir(), 'docstruct-eval-ocr');
const root = join(import.meta.dirname, '../..');

/** The files whose change changes what OCR reads from an image. */
export function readerSourceFiles(): string[] {
  const ocrFolder = join(root, 'src/extraction/ocr');
  return [
    ...readdirSync(ocrFolder)
      .filter((name) => name.endsWith('.ts'))
      .sort()
      .map((name) => join(ocrFolder, name)),
    join(root, 'src/extraction/documents/read-with-ocr.ts'),
    join(root, 'src/extraction/documents/read-pdf.ts'),
    // The way in for an image and a scan: which reader a type goes to, the OCR limits, the invisible characters dropped
    // from every page (review27). Not pdf-layout.ts (a scan has no text layer to lay out) nor read-email.ts (a mail is
    // read afresh each time: only PNGs and scans are cached).
    join(root, 'src/extraction/documents/read-document.ts'),
    join(root, 'src/extraction/documents/invisible-characters.ts'),
    join(root, 'node_modules/tesseract.js/package.json'),
  ];
}

/** A digest of the reader's source: part of every cache key. */
export function readerVersion(files = readerSourceFiles()): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file.slice(root.length)).update(existsSync(file) ? readFileSync(file) : '');
  }
  return hash.digest('hex').slice(0, 16);
}

const version = readerVersion();

/**
 * `mode` names how the image was rendered (eval's --realistic-scans): the bytes differ anyway, but a mode in the key
 * keeps a clean and a degraded rendering apart even if a degradation left a page unchanged. The clean mode adds
 * nothing, so the keys of clean renderings stay as they were.
 */
export async function readCached(
  file: ReturnType<typeof renderDocument>,
  ocr: boolean,
  mode: 'clean' | 'realistic-scans' = 'clean',
): Promise<TDocumentText> {
  const hash = createHash('sha256').update(`ocr-${version}`);
  if (mode !== 'clean') {
    hash.update(`mode-${mode}`);
  }
  const key = join(cacheDir, `${hash.update(file.bytes).digest('hex')}.json`);
  if (ocr && existsSync(key)) {
    // The cache is shared: an entry another process wrote before this rule may hold a page that ran out of time.
    const cached = JSON.parse(readFileSync(key, 'utf8')) as TDocumentText;
    if (!lostToTheMachine(cached)) {
      return cached;
    }
  }
  // A measurement is of what the reader reads, not of how busy the machine is: with eight processes on two cores a
  // page took over the app's one minute, or its worker did not start, and came back empty, and was cached so
  // (session 18). Pages get ten minutes here, and a read that still lost a page to the machine is not cached.
  const text = await readDocument(file, ocr ? { ocr: { ...DEFAULT_OCR_SETTINGS, pageTimeoutMs: 600_000 } } : {});
  if (ocr && !lostToTheMachine(text)) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(key, JSON.stringify(text));
  }
  return text;
}

// Reasons a page goes unread that say nothing about the page: too slow to recognize or render, or no OCR worker.
const MACHINE_REASONS = /"reason\.(?:ocr_too_slow|render_too_slow|ocr_not_started|ocr_worker_stopped)"/;

/** Whether a page of the read was lost to the machine (time, a worker) rather than to its image. */
export function lostToTheMachine(text: TDocumentText): boolean {
  return MACHINE_REASONS.test(JSON.stringify(text.warnings));
}
