// HTML as web apps and export tools write it (session 16, dev set html16): item cells with a detail line in a div,
// label and value spans one of which is styled as a cell, a "row" of two "col-" divs, icon links, text for screen
// readers only.
import { describe, expect, it } from '@jest/globals';
import { readDocument } from '../../../../src/extraction/documents/read-document.ts';

async function readHtmlLines(html: string) {
  const document = await readDocument({ bytes: Buffer.from(html), fileName: 'page.html', contentType: 'text/html' });
  return (document.pages[0]?.text ?? '').split('\n').filter((line) => line.trim() !== '');
}

describe('HTML of web apps and export tools', () => {
  it('keeps an item row on one line when its name cell has a detail line in a div below it', async () => {
    const lines = await readHtmlLines(`<ul>
      <li><div class="row"><div class="col-6"><strong>Pour-Over Kettle</strong><div class="small">SKU KT-100</div></div>
        <div class="col-2">1 &times; $54.00</div><div class="col-4">$54.00</div></div></li>
    </ul>`);
    expect(lines).toEqual(['* Pour-Over Kettle   1 × $54.00   $54.00', '   SKU KT-100']);
  });

  it('keeps a cell that starts with a block (stacked label and value divs) as blocks', async () => {
    const lines = await readHtmlLines(`<div style="display:grid">
      <div><div>Billed to</div><div>Hannah Cole</div></div>
      <div><div>Invoice number</div><div>0042</div></div>
      <div><div>Amount due</div><div>$2,937.50</div></div>
    </div>`);
    expect(lines).toEqual(['Billed to', 'Hannah Cole', 'Invoice number', '0042', 'Amount due', '$2,937.50']);
  });

  it('sets apart a label and value span when one of them is styled as a cell, in a div that is no row', async () => {
    const lines = await readHtmlLines(`<html><head><style>span.k{display:inline-block;width:160px}</style></head><body>
      <section><div><span class="k">Steuerklasse / Kinderfreibetrag</span><span>I / 0,0</span></div></section>
      <section><div class="zeile"><span class="col-bez">Nettobetrag</span><span class="col-bt">1.443,50</span></div></section>
    </body></html>`);
    expect(lines).toEqual(['Steuerklasse / Kinderfreibetrag   I / 0,0', 'Nettobetrag   1.443,50']);
  });

  it('reads a row of two column divs (a card footer) as one line of two cells', async () => {
    const lines = await readHtmlLines(`<div class="card-footer">
      <div class="row"><div class="col-8 text-end">Subtotal</div><div class="col-4 text-end">$212.50</div></div>
      <div class="row"><div class="col-8 text-end">Total</div><div class="col-4 text-end">$212.50</div></div>
    </div>`);
    expect(lines).toEqual(['Subtotal   $212.50', 'Total      $212.50']);
  });

  it('writes a link of a sign only (an info icon) without its address, a link of words with it', async () => {
    const lines = await readHtmlLines(`<table>
      <tr><td>Service fee <a href="https://shop.example/fees" title="Why this fee">&#9432;</a></td><td>$2.15</td></tr>
      <tr><td><a href="https://shop.example/track">Track package</a></td><td></td></tr>
    </table>`);
    expect(lines[0]).toMatch(/^Service fee ⓘ {3,}\$2\.15$/);
    expect(lines[1]).toBe('Track package [https://shop.example/track]');
  });

  it('leaves out text for screen readers only, by a clipped class or a framework class', async () => {
    const lines = await readHtmlLines(`<html><head><style>
      .hide-visually{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
    </style></head><body>
      <p>United Airlines<span class="hide-visually">, receipt attached</span></p>
      <p>Lyft<span class="sr-only">, receipt attached</span></p>
      <h2 class="visually-hidden">Navigation</h2>
      <p>Total $23.75</p>
    </body></html>`);
    expect(lines).toEqual(['United Airlines', 'Lyft', 'Total $23.75']);
  });
});
