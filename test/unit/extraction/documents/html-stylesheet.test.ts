import { describe, expect, it } from '@jest/globals';
import { classLayouts } from '../../../../src/extraction/documents/html-stylesheet.ts';
import { readDocument } from '../../../../src/extraction/documents/read-document.ts';

async function readHtmlLines(html: string) {
  const document = await readDocument({ bytes: Buffer.from(html), fileName: 'page.html', contentType: 'text/html' });
  return (document.pages[0]?.text ?? '').split('\n').filter((line) => line.trim() !== '');
}

const cells = (...texts: string[]) =>
  new RegExp(`^${texts.map((text) => text.replace(/[$.()]/g, '\\$&')).join(' {3,}')}$`);

describe("HTML laid out by the page's own stylesheet", () => {
  it('leaves out what a class hides (a preheader), but not what only a print or mobile rule hides', async () => {
    const lines = await readHtmlLines(`<html><head><style>
      .preheader { display: none !important; }
      @media print { .no-print { display: none } }
      @media only screen and (max-width: 480px) { .desktop { display: none } }
    </style></head><body>
      <div class="preheader">Your order NW-1 is on its way – 20% off your next order</div>
      <div class="no-print">Print this page</div>
      <div class="desktop">Order NW-2</div>
    </body></html>`);
    expect(lines).toEqual(['Print this page', 'Order NW-2']);
  });

  it('reads label and value spans of a flex row by a stylesheet class as two cells, not run together', async () => {
    const lines = await readHtmlLines(`<html><head><style>.kv{display:flex;justify-content:space-between}</style></head>
      <body><div class="totals">
        <div class="kv"><span>Summe netto</span><span>184,12 €</span></div>
        <div class="kv"><strong>Rechnungsbetrag</strong><strong>218,80 €</strong></div>
      </div></body></html>`);
    expect(lines).toEqual([
      expect.stringMatching(cells('Summe netto', '184,12 €')),
      expect.stringMatching(cells('Rechnungsbetrag', '218,80 €')),
    ]);
  });

  it('reads two spans of a row flexed by its inline style as cells', async () => {
    const lines = await readHtmlLines(
      '<div style="display:flex;justify-content:space-between"><span>Delivery Fee</span><span>$2.99</span></div>',
    );
    expect(lines).toEqual([expect.stringMatching(cells('Delivery Fee', '$2.99'))]);
  });

  it('reads a row of three divs gridded by a descendant selector as one line', async () => {
    const lines = await readHtmlLines(`<html><head><style>
      .items .pos { display: grid; grid-template-columns: 4fr 1fr 2fr }
    </style></head><body><div class="items">
      <div class="pos"><span>Bit-Set 32-teilig</span><span>2</span><span>29,90 €</span></div>
    </div></body></html>`);
    expect(lines).toEqual([expect.stringMatching(cells('Bit-Set 32-teilig', '2', '29,90 €'))]);
  });
});

describe('classLayouts', () => {
  it('takes the last compound of each selector, skips states and at-rules, and lets a later rule win', () => {
    const layouts = classLayouts(`
      /* .commented { display: none } */
      @import url("x.css");
      .a .row-x, td.cell-y { display: flex }
      .cell-y { display: table-cell }
      .btn:hover { display: none }
      @supports (display: grid) { .later { display: grid } }
      .gone { visibility: hidden }
    `);
    expect(Object.fromEntries([...layouts].map(([name, ruled]) => [name, ruled.layout]))).toEqual({
      'row-x': 'row',
      'cell-y': 'cell',
      gone: 'hidden',
    });
  });
});
