import { describe, expect, it } from '@jest/globals';
import { rowLines } from '../../../../src/extraction/documents/html-row-lines.ts';
import { readDocument } from '../../../../src/extraction/documents/read-document.ts';

async function readHtmlLines(html: string) {
  const document = await readDocument({ bytes: Buffer.from(html), fileName: 'page.html', contentType: 'text/html' });
  return (document.pages[0]?.text ?? '').split('\n').filter((line) => line.trim() !== '');
}

describe('HTML rows with a cell of several lines', () => {
  it("keeps an item's price on its row when its name breaks over an option in small print, columns lined up", async () => {
    const lines = await readHtmlLines(`<div class="items">
      <div style="display:flex"><span>2x</span><span>Pho Bo (large)</span><span>$29.90</span></div>
      <div style="display:flex"><span>1x</span><span>Fresh Spring Rolls<br><small>Peanut sauce</small></span><span>$8.50</span></div>
      <div style="display:flex"><span>1x</span><span>Thai Iced Tea</span><span>$4.75</span></div>
    </div>`);
    expect(lines).toEqual([
      '2x   Pho Bo (large)       $29.90',
      '1x   Fresh Spring Rolls   $8.50',
      '     Peanut sauce',
      '1x   Thai Iced Tea        $4.75',
    ]);
  });

  it('lays out the lines of a row: each cell in its column, empty cells keeping their place', () => {
    expect(rowLines([['1x'], ['Rolls', 'Peanut sauce'], [], ['$8.50']], [2, 14, 3, 6], '   ')).toEqual([
      `1x   Rolls${' '.repeat(18)}$8.50`,
      '     Peanut sauce',
    ]);
  });
});
