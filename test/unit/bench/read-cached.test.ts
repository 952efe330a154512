import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { readerSourceFiles, readerVersion } from '../../../bench/extraction/read-cached.ts';

describe('the eval OCR cache key', () => {
  it('covers the OCR folder and the readers that call it', () => {
    const files = readerSourceFiles().map((file) => file.replace(/\\/g, '/'));
    expect(files.some((file) => file.endsWith('src/extraction/ocr/recognize.ts'))).toBe(true);
    expect(files.some((file) => file.endsWith('src/extraction/ocr/prepare-image.ts'))).toBe(true);
    expect(files.some((file) => file.endsWith('src/extraction/documents/read-with-ocr.ts'))).toBe(true);
  });

  it('changes when a reader file changes, so no stale text is served', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'reader-version-')), 'settings.ts');
    writeFileSync(file, 'export const scale = 1;\n');
    const before = readerVersion([file]);
    expect(readerVersion([file])).toBe(before);
    writeFileSync(file, 'export const scale = 2;\n');
    expect(readerVersion([file])).not.toBe(before);
  });
});
