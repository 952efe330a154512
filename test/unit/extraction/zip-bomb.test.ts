import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { DocumentReadError, readDocument } from '../../../src/extraction/documents/read-document.ts';
import { DOCX_CONTENT_TYPE } from '../../../src/extraction/documents/sniff.ts';
import { buildZip } from '../../fixtures/zip-writer.ts';

const readDocx = (bytes: Buffer) => readDocument({ bytes, fileName: 'upload.docx', contentType: DOCX_CONTENT_TYPE });

describe('DOCX zip bomb guard', () => {
  it('refuses a DOCX whose central directory claims more than 50 MiB', async () => {
    const bytes = readFileSync(join(import.meta.dirname, '../../fixtures/zip-bomb.docx'));
    expect(bytes.length).toBeLessThan(4096);
    const failure = readDocx(bytes);
    await expect(failure).rejects.toThrow(DocumentReadError);
    await expect(failure).rejects.toThrow('The DOCX file unpacks to more than 50 MiB: refused as a possible zip bomb');
  });

  it('refuses a DOCX with more than 1000 parts', async () => {
    const entries = Array.from({ length: 1001 }, (_, index) => ({ name: `word/p${index}.xml`, data: '' }));
    await expect(readDocx(buildZip(entries))).rejects.toThrow(
      'The DOCX file contains more than 1000 parts: refused as a possible zip bomb',
    );
  });

  it('refuses a DOCX whose directory understates what really inflates', async () => {
    // 51 MiB of zeros deflate to about 50 KiB; the directory claims 1 KiB. An image, as XML meets its own lower
    // limit first (hostile-docx-eml.test.ts).
    const bytes = buildZip([
      { name: 'word/media/image1.png', data: Buffer.alloc(51 * 1024 * 1024), declaredSize: 1024 },
    ]);
    await expect(readDocx(bytes)).rejects.toThrow('refused as a possible zip bomb');
  });

  it('calls a file without a ZIP directory damaged', async () => {
    await expect(readDocx(Buffer.from('PK\u0003\u0004 not really a zip'))).rejects.toThrow(
      'The DOCX file could not be read: it is damaged or not a DOCX file',
    );
  });
});
