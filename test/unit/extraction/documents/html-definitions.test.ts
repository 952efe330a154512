import { describe, expect, it } from '@jest/globals';
import { readDocument } from '../../../../src/extraction/documents/read-document.ts';

async function readHtmlText(html: string) {
  const document = await readDocument({ bytes: Buffer.from(html), fileName: 'page.html', contentType: 'text/html' });
  return document.pages[0]?.text ?? '';
}

describe('HTML definition lists', () => {
  it('reads a term and its one short description as a label/value line, without blank lines between pairs', async () => {
    const text = await readHtmlText(`<p>Your receipt</p><dl class="details">
      <dt>Date paid</dt><dd>January 28, 2026</dd>
      <dt>Payment method</dt><dd><img src="visa.png" alt="Visa"> Visa &ndash; 4242</dd>
    </dl><p>Thanks</p>`);
    expect(text).toMatch(/^Your receipt\n\nDate paid {3,}January 28, 2026\nPayment method {3,}Visa – 4242\n\nThanks$/);
  });

  it('keeps a description of several lines, and a term with several descriptions, on lines of their own', async () => {
    const text = await readHtmlText(`<dl>
      <dt>Delivery address</dt><dd>Jana Wolff<br>Gartenstraße 17a<br>04107 Leipzig</dd>
      <dt>Authors</dt><dd>Ann Lee</dd><dd>Bo Chen</dd>
    </dl>`);
    expect(text).toBe('Delivery address\nJana Wolff\nGartenstraße 17a\n04107 Leipzig\nAuthors\nAnn Lee\nBo Chen');
  });
});
