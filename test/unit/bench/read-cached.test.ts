import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { lostToTheMachine, readerSourceFiles, readerVersion } from '../../../bench/extraction/read-cached.ts';

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

describe('a read that lost a page to the machine', () => {
  const read = (warnings: unknown[]) => ({
    fileName: 'scan.pdf',
    contentType: 'application/pdf',
    pages: [{ page: 1, text: '' }],
    warnings,
  });

  it('is told apart, so a busy machine does not cache an empty page', () => {
    const slow = { code: 'reason.ocr_too_slow', params: { duration: '1 min' } };
    expect(
      lostToTheMachine(read([{ code: 'warning.page_unreadable', params: { number: 1, reason: slow } }]) as never),
    ).toBe(true);
    const render = { code: 'reason.render_too_slow', params: { duration: '1 min' } };
    expect(
      lostToTheMachine(read([{ code: 'warning.page_unreadable', params: { number: 2, reason: render } }]) as never),
    ).toBe(true);
  });

  it('includes a page whose OCR worker did not start', () => {
    const reason = { code: 'reason.ocr_not_started', params: {} };
    expect(lostToTheMachine(read([{ code: 'warning.page_unreadable', params: { number: 1, reason } }]) as never)).toBe(
      true,
    );
  });

  it('is not any other warning or none', () => {
    expect(lostToTheMachine(read([]) as never)).toBe(false);
    expect(lostToTheMachine(read([{ code: 'warning.page_ocr_no_text', params: { number: 1 } }]) as never)).toBe(false);
  });
});
