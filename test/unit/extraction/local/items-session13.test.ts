// Line items (session 13, dev set arrays13): the left one of two side-by-side tables, a scan's blank line after an
// opening balance, credits marked "CR", headers abbreviating a field's distinguishing word, a section's title and
// "<section> subtotal" inside the items, an HTML header whose first row groups columns, dated lines under the
// array's own heading.
import { describe, expect, it } from '@jest/globals';
import { htmlToPlainText } from '../../../../src/extraction/documents/read-text.ts';
import { extractRecord, itemsField } from '../local-provider-helpers.ts';

const items = itemsField;
const run = extractRecord;

describe('session 13 array shapes', () => {
  it('gives the left one of two side-by-side tables its own texts, not the right table’s', async () => {
    const result = await run(
      [
        'Abrechnung der Brutto/Netto-Bezüge für März 2026',
        '',
        'Bezüge                            Betrag     Abzüge                       Betrag',
        'Gehalt                          3.650,00     Lohnsteuer                   512,33',
        'Fahrtkostenzuschuss                62,40     Krankenversicherung          301,13',
        '                                             Rentenversicherung           343,17',
        'Gesamtbrutto                    3.712,40     Summe Abzüge               1.156,63',
      ].join('\n'),
      [
        items(
          [
            ['lohnart', 'string'],
            ['betrag', 'number'],
          ],
          'bezuege',
        ),
        items(
          [
            ['bezeichnung', 'string'],
            ['betrag', 'number'],
          ],
          'abzuege',
        ),
      ],
    );
    expect(result.bezuege).toEqual([
      { lohnart: 'Gehalt', betrag: 3650 },
      { lohnart: 'Fahrtkostenzuschuss', betrag: 62.4 },
    ]);
    expect(result.abzuege).toEqual([
      { bezeichnung: 'Lohnsteuer', betrag: 512.33 },
      { bezeichnung: 'Krankenversicherung', betrag: 301.13 },
      { bezeichnung: 'Rentenversicherung', betrag: 343.17 },
    ]);
  });

  it('reads a statement’s entries past a blank line after the opening balance, which is no entry', async () => {
    const result = await run(
      [
        'Kontoauszug 09/2026',
        'Datum        Buchungstext                        Betrag        Saldo',
        '31.08.2026   Saldo alt                                          321,75',
        '',
        '01.09.2026   Lohn/Gehalt Bäckerei Schmid      + 1.980,40     2.302,15',
        '02.09.2026   Miete September                    - 720,00     1.582,15',
      ].join('\n'),
      [
        items(
          [
            ['datum', 'date'],
            ['text', 'string'],
            ['betrag', 'number'],
            ['saldo', 'number'],
          ],
          'umsaetze',
        ),
      ],
    );
    expect(result.umsaetze).toEqual([
      { datum: '2026-09-01', text: 'Lohn/Gehalt Bäckerei Schmid', betrag: 1980.4, saldo: 2302.15 },
      { datum: '2026-09-02', text: 'Miete September', betrag: -720, saldo: 1582.15 },
    ]);
  });

  const card = [
    'Mastercard Statement 25/08/2026',
    'Date     Transaction details                Amount ($)',
    '03 Aug   WOOLWORTHS 1123 SYDNEY                 142.30',
    '05 Aug   PAYMENT RECEIVED THANK YOU          600.00 CR',
    '09 Aug   QANTAS AIRWAYS MASCOT                  489.00',
  ].join('\n');
  const transactions = (description?: string) =>
    items(
      [
        ['date', 'date'],
        ['merchant', 'string'],
        ['amount', 'number', description],
      ],
      'transactions',
    );

  it('turns credits marked CR negative where the field asks for negative credits', async () => {
    const result = await run(card, [transactions('credits and payments negative')]);
    expect((result.transactions as { amount: number }[]).map((item) => item.amount)).toEqual([142.3, -600, 489]);
  });

  it('leaves CR-marked amounts as printed when the field does not ask for a sign', async () => {
    const result = await run(card, [transactions()]);
    expect((result.transactions as { amount: number }[]).map((item) => item.amount)).toEqual([142.3, 600, 489]);
  });

  it('reads headers that abbreviate the word setting a field apart ("Ord.", "Ship")', async () => {
    const result = await run(
      [
        'PACKING SLIP   Sales order: SO-448120',
        'Item #      Description                       Ord.   Ship   B/O',
        'WS-080      Flat washer M8 (box 200)          10     6      4',
        'AN-M10-CH   Chemical anchor M10 kit           5      0      5',
      ].join('\n'),
      [
        items([
          ['sku', 'string'],
          ['qty_ordered', 'number'],
          ['qty_shipped', 'number'],
          ['qty_backordered', 'number'],
        ]),
      ],
    );
    expect(result.items).toEqual([
      { sku: 'WS-080', qty_ordered: 10, qty_shipped: 6, qty_backordered: 4 },
      { sku: 'AN-M10-CH', qty_ordered: 5, qty_shipped: 0, qty_backordered: 5 },
    ]);
  });

  it('keeps section titles and "<section> subtotal" rows out of an HTML invoice’s items', async () => {
    const html = `<table>
<tr><th>Description</th><th>Qty</th><th>Unit rate</th><th>Total</th></tr>
<tr><td colspan="4"><b>Labour</b></td></tr>
<tr><td>Electrician</td><td>16</td><td>78.00</td><td>1,248.00</td></tr>
<tr><td colspan="3">Labour subtotal</td><td>1,248.00</td></tr>
<tr><td colspan="4"><b>Materials</b></td></tr>
<tr><td>Consumer unit 12-way</td><td>1</td><td>310.00</td><td>310.00</td></tr>
<tr><td>Downlights IP65</td><td>24</td><td>19.50</td><td>468.00</td></tr>
<tr><td colspan="3">Materials subtotal</td><td>778.00</td></tr>
<tr><td colspan="3">Total due</td><td>2,026.00</td></tr>
</table>`;
    const result = await run(htmlToPlainText(html), [
      items([
        ['description', 'string'],
        ['quantity', 'number'],
        ['unit_price', 'number'],
        ['line_total', 'number'],
      ]),
    ]);
    expect((result.items as { description: string }[]).map((item) => item.description)).toEqual([
      'Electrician',
      'Consumer unit 12-way',
      'Downlights IP65',
    ]);
  });

  it('reads an HTML header whose first row groups two columns and spans both rows', async () => {
    const html = `<p>Rates valid from 1 January 2026.</p><table>
<thead>
<tr><th rowspan="2">Role</th><th colspan="2">Hourly rate (GBP)</th></tr>
<tr><th>Standard (Mon-Fri 08:00-18:00)</th><th>Out of hours</th></tr>
</thead>
<tbody>
<tr><td>Project manager</td><td>145.00</td><td>195.00</td></tr>
<tr><td>Technician</td><td>82.00</td><td>110.00</td></tr>
</tbody></table>`;
    const result = await run(htmlToPlainText(html), [
      items(
        [
          ['role', 'string'],
          ['standard_rate', 'number', 'hourly rate on weekdays'],
          ['overtime_rate', 'number', 'hourly rate evenings and weekends'],
        ],
        'rates',
      ),
    ]);
    expect(result.rates).toEqual([
      { role: 'Project manager', standard_rate: 145, overtime_rate: 195 },
      { role: 'Technician', standard_rate: 82, overtime_rate: 110 },
    ]);
  });

  it('takes no row of values over the header for a grouped header’s first line', async () => {
    const result = await run(
      [
        'Buyer                 Ship Via              Terms                 Required By',
        'Tom Reyes             FedEx Freight         Net 45                03/10/2026',
        'Line              Part No.          Description                        Qty     Unit Cost   Ext. Cost',
        '1                 HX-0616           Hex bolt 3/8-16 x 1 Gr.8 zinc      2,000   0.142       284.00',
        '2                 NL-0616           Nylon lock nut 3/8-16              2,000   0.088       176.00',
      ].join('\n'),
      [
        { name: 'buyer', type: 'string' },
        items(
          [
            ['part_no', 'string'],
            ['description', 'string'],
            ['qty', 'number'],
            ['ext_cost', 'number'],
          ],
          'lines',
        ),
      ],
    );
    expect(result.buyer).toBe('Tom Reyes');
    expect(result.lines).toEqual([
      { part_no: 'HX-0616', description: 'Hex bolt 3/8-16 x 1 Gr.8 zinc', qty: 2000, ext_cost: 284 },
      { part_no: 'NL-0616', description: 'Nylon lock nut 3/8-16', qty: 2000, ext_cost: 176 },
    ]);
  });

  it('reads dated lines under the array’s heading, not the totals above them', async () => {
    const result = await run(
      [
        'Leistung                                  Menge   Einzelpreis        Betrag',
        'Arbeitszeit Geselle                     36,00 Std       58,00      2.088,00',
        '                                        Nettobetrag                2.088,00',
        '                                        19 % USt.                    396,72',
        '',
        'Abzüglich geleisteter Abschlagszahlungen:',
        '  Abschlag vom 10.04.2026                                        1.500,00',
        '  Abschlag vom 08.05.2026                                          500,00',
        '',
        'Restbetrag                                                         484,72',
      ].join('\n'),
      [
        items(
          [
            ['datum', 'date'],
            ['betrag', 'number'],
          ],
          'abschlagszahlungen',
        ),
      ],
    );
    expect(result.abschlagszahlungen).toEqual([
      { datum: '2026-04-10', betrag: 1500 },
      { datum: '2026-05-08', betrag: 500 },
    ]);
  });
});
