// The repairs of recognition's misread glyphs (ocr-glyphs.ts) ran on every PDF, typed ones too: a typed voucher code
// "Sommer25" in a table cell came out "Sommer 25", "Arsenal 2 1" as "Arsenal 2 l", a boxed "[DRAFT]" without its
// brackets. The readers now flag the pages text recognition read (`recognized`), and only those are repaired: a typed
// PDF's text layer is read as written, a scanned page and an image as before, and a scanned page a mail carries as an
// attachment is repaired too (before, no page of a mail was).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { readDocument } from '../../../src/extraction/documents/read-document.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import type { TDocumentText } from '../../../src/extraction/types.ts';
import { buildPdf } from '../../fixtures/pdf-writer.ts';
import { extract } from './local-provider-helpers.ts';

const schema: TOutputSchema = [
  { name: 'voucher_code', type: 'string' },
  { name: 'final_score', type: 'string' },
];

const row = (y: number, label: string, value: string) => [
  { x: 50, y, size: 11, text: label },
  { x: 220, y, size: 11, text: value },
];

describe('pages read by text recognition, and only those, have their misread glyphs repaired', () => {
  it('reads a typed PDF as written: "Sommer25" and "Arsenal 2 1" stay what the writer typed', async () => {
    const bytes = buildPdf([
      [
        { x: 50, y: 780, size: 14, text: 'Match voucher' },
        ...row(740, 'Voucher code', 'Sommer25'),
        { x: 380, y: 740, size: 11, text: '-10.00' },
        ...row(720, 'Final score', 'Arsenal 2 1'),
      ],
    ]);
    const document = await readDocument({ bytes, fileName: 'voucher.pdf', contentType: 'application/pdf' });
    expect(document.pages.map((page) => page.recognized)).toEqual([undefined]);

    const { result } = await extract([document], schema);

    expect(result).toEqual({ voucher_code: 'Sommer25', final_score: 'Arsenal 2 1' });
  });

  it('flags a scanned PDF page and an image as recognized, and a typed PDF page not', async () => {
    const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures', name));
    const read = (name: string, contentType: string) =>
      readDocument({ bytes: fixture(name), fileName: name, contentType });

    const [scan, image, typed] = await Promise.all([
      read('scanned-invoice.pdf', 'application/pdf'),
      read('scanned-invoice.png', 'image/png'),
      read('invoice.pdf', 'application/pdf'),
    ]);

    expect(scan.pages.map((page) => page.recognized)).toEqual([true]);
    expect(image.pages.map((page) => page.recognized)).toEqual([true]);
    expect(typed.pages.map((page) => page.recognized)).toEqual([undefined]);
  }, 120_000);

  it("repairs a mail's scanned attachment page, and leaves the mail's own text as written", async () => {
    const mail: TDocumentText = {
      fileName: 'table-12.eml',
      contentType: 'message/rfc822',
      pages: [
        { page: 1, text: 'Subject: Your bill, table 12\n\nFinal score: Arsenal 2 1' },
        {
          page: 2,
          // Recognition glued the number of covers to its label.
          text: '--- Attachment: bill.pdf, page 1 of 1 ---\nTable 12   Covers4   Server  Anna\nTotal   84.20',
          recognized: true,
        },
      ],
      warnings: [],
    };

    const { result } = await extract([mail], [...schema, { name: 'covers', type: 'number' }]);

    expect(result).toEqual({ final_score: 'Arsenal 2 1', covers: 4 });
  });
});
