// Hostile uploads against the readers session 16 added (found by review before they shipped): a style rule, a receipt
// line, a footer line and a link, each built so that a pattern retried from every blank of a long run, or children
// spread as call arguments, took minutes or crashed the HTML reader. Fault tests under the hang guard
// (test/helpers/hang-guard.ts), sized so the old code takes minutes; today's take well under a second.
import { describe, expect, it } from '@jest/globals';
import { htmlToPlainText } from '../../../src/extraction/documents/read-text.ts';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const line = (text: string): TLine => ({ fileName: 'slip.txt', page: 1, text, cells: [] });

describe('hostile input to the readers of session 16', () => {
  it(
    'reads a page whose style rule holds a clip value of 190,000 blanks (was ~5 s per 100,000, growing with the square)',
    async () => {
      // A flex row and a table: the page's stylesheet is read for laid-out pages only.
      const html =
        `<style>.a{clip:rect(0 0 0${' '.repeat(190_000)}x)} .row{display:flex}</style>` +
        '<div class="row"><span class="a">Total</span><span>12.00 EUR</span></div>' +
        '<table><tr><td>Net</td><td>10.00 EUR</td></tr></table>';
      expect(await guardedReader('documents/read-text.ts', 'htmlToPlainText', html)).toBe(
        'Total   12.00 EUR\n\nNet   10.00 EUR',
      );
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads the items beside a counted line that runs on into 200,000 blanks (was 50 s per 100,000)',
    async () => {
      const properties = [
        { name: 'description', type: 'string' },
        { name: 'quantity', type: 'number' },
        { name: 'price', type: 'number' },
      ];
      const lines = [line('Order 4711'), line(`2x Mug${' '.repeat(200_000)}b`), line('1x Plate   4.50')];
      expect(await guardedReader('providers/local/record-items.ts', 'recordItems', lines, properties)).toEqual([]);
    },
    GUARDED_TEST_MS,
  );

  it(
    "finds a footer's bank beside an IBAN line that runs on into 600,000 no-break spaces (was 5 s per 100,000)",
    async () => {
      const lines = [
        line('Muster GmbH'),
        line(`Sparkasse Musterstadt · IBAN DE89 3704 0044 0532 0130 00${'\u00a0'.repeat(600_000)}x`),
      ];
      const bank = (await guardedReader('providers/local/footer-values.ts', 'footerValue', lines, ['bank'])) as {
        text: string;
      } | null;
      expect(bank?.text).toBe('Sparkasse Musterstadt');
    },
    GUARDED_TEST_MS,
  );

  it('reads a link holding an element of 200,000 children instead of overflowing the call stack', () => {
    const html = `<p>Fee <a href="https://x.example/fees"><span>${'<i></i>'.repeat(200_000)}ⓘ</span></a> 3.00 EUR</p>`;
    expect(htmlToPlainText(html)).toBe('Fee ⓘ [https://x.example/fees] 3.00 EUR');
  }, 60_000);
});
