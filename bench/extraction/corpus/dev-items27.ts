// Development set "items27" (layout 131): written in session 27 BEFORE the extractor was changed, for arrays of items
// in shapes the earlier item sets (items11, items19-items25) hold few of: table headers that span two lines
// ("Einzel-" / "preis €"), rows spread over two or three lines with the figures on the first or the last line,
// sub-lines under an item (a discount, a deposit, serial numbers, an extra), fuel and till rows
// ("Super E10 42,31 l x 1,869 = 79,08"), items without a header row, a quantity and its unit in one cell ("12,5 m²"),
// tables read back from a photo or a scan, and totals, fee and balance rows that must not become items. English and
// German; pdf, docx, txt, html, eml, png, scan. Fields a document does not state stay out of the truth. Held out but
// NOT sealed: --show-dev-items27. The rest is in dev-items27-more.ts.
import { crlf } from './dev-eml15.ts';
import { DEV_ITEMS27_MORE } from './dev-items27-more.ts';
import { fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the development set items27. */
export const DEV_ITEMS27_LAYOUT = 131;

const DOCUMENTS: TCorpusDocument[] = [
  // A plumber's wholesale invoice whose price columns are headed over two lines.
  fresh(
    'rechnung-kopf-zweizeilig-de',
    'invoice',
    'de',
    'pdf',
    [
      str('rechnungsnummer'),
      num('gesamtbetrag'),
      list('positionen', [
        str('artikelnummer'),
        str('bezeichnung'),
        num('menge'),
        str('einheit'),
        num('einzelpreis'),
        num('gesamtpreis'),
      ]),
    ],
    {
      rechnungsnummer: 'R-26-04471',
      gesamtbetrag: 178.02,
      positionen: [
        {
          artikelnummer: '40-1187',
          bezeichnung: 'Kupferrohr 15 mm, 5 m',
          menge: 4,
          einheit: 'Stk',
          einzelpreis: 18.4,
          gesamtpreis: 73.6,
        },
        {
          artikelnummer: '40-2210',
          bezeichnung: 'Pressfitting Bogen 90°',
          menge: 12,
          einheit: 'Stk',
          einzelpreis: 3.85,
          gesamtpreis: 46.2,
        },
        {
          artikelnummer: '51-0042',
          bezeichnung: 'Kugelhahn DN 20',
          menge: 2,
          einheit: 'Stk',
          einzelpreis: 14.9,
          gesamtpreis: 29.8,
        },
      ],
    },
    [
      'Haustechnik Großhandel Rehbein GmbH · Industriestraße 14 · 33106 Paderborn',
      '',
      'Sanitär Kowalski',
      'Am Bahndamm 3',
      '33098 Paderborn',
      '',
      'Rechnung Nr. R-26-04471                                   Datum: 11.03.2026',
      'Kundennummer: 20917',
      '',
      'Pos.  Artikel-Nr.  Bezeichnung                 Menge     Einzel-     Gesamt-',
      '                                                         preis €     preis €',
      '1     40-1187      Kupferrohr 15 mm, 5 m       4 Stk       18,40       73,60',
      '2     40-2210      Pressfitting Bogen 90°     12 Stk        3,85       46,20',
      '3     51-0042      Kugelhahn DN 20             2 Stk       14,90       29,80',
      '',
      '                                          Nettobetrag                 149,60',
      '                                          MwSt 19 %                    28,42',
      '                                          Gesamtbetrag                178,02',
      '',
      'Zahlbar innerhalb 14 Tagen ohne Abzug.',
    ],
  ),
  // A sign maker's invoice: the header is two lines, each description wraps onto a second line under the figures.
  fresh(
    'invoice-wrapped-en',
    'invoice',
    'en',
    'pdf',
    [
      str('invoice_number'),
      num('total_due'),
      list('line_items', [str('ref'), str('description'), num('qty'), num('unit_price'), num('amount')]),
    ],
    {
      invoice_number: 'INV-30718',
      total_due: 2016,
      line_items: [
        {
          ref: 'NS-01',
          description: 'Illuminated fascia sign, 3.2 m x 0.6 m, LED, aluminium tray',
          qty: 1,
          unit_price: 1240,
          amount: 1240,
        },
        {
          ref: 'NS-07',
          description: 'Window vinyl graphics, frosted, per pane',
          qty: 4,
          unit_price: 65,
          amount: 260,
        },
        {
          ref: 'NS-12',
          description: 'Installation, two fitters, half day incl. access tower',
          qty: 1,
          unit_price: 180,
          amount: 180,
        },
      ],
    },
    [
      'Northgate Signs Ltd, Unit 5 Foss Islands Road, York YO31 7UL',
      '',
      'INVOICE INV-30718                                   Date: 9 March 2026',
      'Bill to: Meadow Dental Practice, 4 Kings Road, York YO1 7HH',
      '',
      'Ref     Description                          Qty   Unit       Amount',
      '                                                   price      GBP',
      'NS-01   Illuminated fascia sign, 3.2 m x     1     1,240.00   1,240.00',
      '        0.6 m, LED, aluminium tray',
      'NS-07   Window vinyl graphics, frosted,      4     65.00      260.00',
      '        per pane',
      'NS-12   Installation, two fitters, half      1     180.00     180.00',
      '        day incl. access tower',
      '',
      '                                     Subtotal              1,680.00',
      '                                     VAT 20%                 336.00',
      '                                     Total due             2,016.00',
      '',
      'Payment by BACS within 30 days. Sort code 40-11-62, account 81734402.',
    ],
  ),
  // A photographed fuel station receipt: litres times the price per litre on one row.
  fresh(
    'tankbeleg-png-de',
    'receipt',
    'de',
    'png',
    [
      str('beleg_nr'),
      num('summe'),
      list('artikel', [str('bezeichnung'), num('menge'), num('einzelpreis'), num('betrag')]),
    ],
    {
      beleg_nr: '4471',
      summe: 84.07,
      artikel: [
        { bezeichnung: 'Super E10', menge: 42.31, einzelpreis: 1.869, betrag: 79.08 },
        { bezeichnung: 'Scheibenreiniger', menge: 1, einzelpreis: 4.99, betrag: 4.99 },
      ],
    },
    [
      'ARAL Tankstelle Kassel-Wilhelmshöhe',
      'Wilhelmshöher Allee 310, 34131 Kassel',
      '',
      'Beleg-Nr. 4471       14.03.2026 17:42',
      'Säule 5',
      '',
      'Super E10   42,31 l x 1,869 EUR/l   79,08 A',
      'Scheibenreiniger   1 x 4,99   4,99 B',
      '',
      'SUMME EUR   84,07',
      'Girocard   84,07',
      '',
      'A = 19 % MwSt   12,63',
      'B = 19 % MwSt   0,80',
      'Vielen Dank für Ihren Besuch!',
    ],
  ),
  // A scanned English fuel receipt written with "@" between the litres and the price.
  fresh(
    'fuel-receipt-scan-en',
    'receipt',
    'en',
    'scan',
    [
      str('receipt_no'),
      num('total'),
      list('items', [str('product'), num('quantity'), num('unit_price'), num('amount')]),
    ],
    {
      receipt_no: '0093-118274',
      total: 64.35,
      items: [
        { product: 'Diesel', quantity: 38.62, unit_price: 1.459, amount: 56.35 },
        { product: 'Car wash Premium', quantity: 1, unit_price: 8, amount: 8 },
      ],
    },
    [
      'Moto Wetherby Services',
      'A1(M) Junction 46, Wetherby LS22 5GT',
      '',
      'Receipt 0093-118274      21/03/2026 08:14',
      'Pump 7',
      '',
      'Diesel          38.62 L @ 1.459   £56.35',
      'Car wash Premium      1 @ 8.00     £8.00',
      '',
      'TOTAL                             £64.35',
      'VISA CONTACTLESS                  £64.35',
      'VAT @ 20%                         £10.73',
    ],
  ),
  // An office furniture order whose items carry a discount on the line below and one description wraps.
  fresh(
    'bestellung-rabatt-de',
    'order confirmation',
    'de',
    'pdf',
    [
      str('auftragsnummer'),
      num('summe_netto'),
      list('positionen', [num('pos'), str('artikel'), num('menge'), num('einzelpreis'), num('gesamt'), num('rabatt')]),
    ],
    {
      auftragsnummer: 'AB-2026-0388',
      summe_netto: 1369.01,
      positionen: [
        { pos: 1, artikel: 'Bürostuhl ErgoPlus schwarz', menge: 2, einzelpreis: 349, gesamt: 698, rabatt: 69.8 },
        {
          pos: 2,
          artikel: 'Schreibtisch höhenverstellbar 160 x 80 cm, Eiche',
          menge: 1,
          einzelpreis: 589,
          gesamt: 589,
        },
        { pos: 3, artikel: 'Monitorarm doppelt', menge: 2, einzelpreis: 79.9, gesamt: 159.8, rabatt: 7.99 },
      ],
    },
    [
      'Büroform Schaller KG · Lindenallee 8 · 68161 Mannheim',
      '',
      'Auftragsbestätigung AB-2026-0388',
      'Kunde: Steuerkanzlei Brandt & Partner, Q7 21, 68161 Mannheim',
      'Datum: 19.03.2026          Liefertermin: KW 15',
      '',
      'Pos  Artikel                            Menge   Einzelpreis     Gesamt',
      '1    Bürostuhl ErgoPlus schwarz           2        349,00       698,00',
      '     abzgl. 10 % Rabatt                                         -69,80',
      '2    Schreibtisch höhenverstellbar        1        589,00       589,00',
      '     160 x 80 cm, Eiche',
      '3    Monitorarm doppelt                   2         79,90       159,80',
      '     abzgl. 5 % Rabatt                                           -7,99',
      '',
      '                                        Summe netto           1.369,01',
      '                                        MwSt 19 %               260,11',
      '                                        Summe brutto          1.629,12',
    ],
  ),
  // A drinks wholesaler's bill: each crate has its deposit on the line below.
  fresh(
    'getraenke-pfand-de',
    'invoice',
    'de',
    'txt',
    [
      str('rechnungsnummer'),
      num('gesamtbetrag'),
      list('artikel', [num('menge'), str('einheit'), str('bezeichnung'), num('preis'), num('betrag'), num('pfand')]),
    ],
    {
      rechnungsnummer: '26-0912',
      gesamtbetrag: 168.19,
      artikel: [
        {
          menge: 3,
          einheit: 'Ka',
          bezeichnung: 'Mineralwasser medium 12 x 0,7 l',
          preis: 5.49,
          betrag: 16.47,
          pfand: 9.9,
        },
        { menge: 2, einheit: 'Ka', bezeichnung: 'Apfelschorle 12 x 0,5 l', preis: 7.99, betrag: 15.98, pfand: 6.84 },
        { menge: 1, einheit: 'Fass', bezeichnung: 'Pils 30 l', preis: 89, betrag: 89, pfand: 30 },
      ],
    },
    [
      'Getränke Hoffmann · Rechnung 26-0912 · 12.03.2026',
      'Kunde: Sportverein Blau-Weiß Lohne e.V., Vereinsheim am Sportplatz',
      '',
      'Menge   Artikel                               Preis    Betrag',
      '3 Ka    Mineralwasser medium 12 x 0,7 l        5,49     16,47',
      '        Pfand 3 x 3,30                                   9,90',
      '2 Ka    Apfelschorle 12 x 0,5 l                7,99     15,98',
      '        Pfand 2 x 3,42                                   6,84',
      '1 Fass  Pils 30 l                             89,00     89,00',
      '        Pfand Fass                                      30,00',
      '--------------------------------------------------------------',
      'Warenwert                                              121,45',
      'Pfand                                                   46,74',
      'Gesamtbetrag                                           168,19',
      '',
      'Leergut bitte bis 31.03.2026 zurückgeben.',
    ],
  ),
  // A delivery note: each item's serial numbers on the row under it.
  fresh(
    'delivery-serials-en',
    'delivery note',
    'en',
    'docx',
    [str('delivery_note_no'), list('items', [str('item_code'), str('description'), num('qty'), str('serial_numbers')])],
    {
      delivery_note_no: 'DN-55120',
      items: [
        {
          item_code: 'LAP-14',
          description: 'Lenovo ThinkPad E14 Gen 5, 16 GB',
          qty: 3,
          serial_numbers: 'PF4KX21A, PF4KX22C, PF4KX27M',
        },
        { item_code: 'DOCK-U', description: 'USB-C Dock Gen 2', qty: 3, serial_numbers: '5SD0X11, 5SD0X14, 5SD0X19' },
        {
          item_code: 'MON-24',
          description: 'Dell P2425H 24" monitor',
          qty: 2,
          serial_numbers: 'CN-0H7T-118, CN-0H7T-121',
        },
      ],
    },
    [
      'Pennine IT Supplies Ltd',
      'Delivery note DN-55120                    Date: 2 April 2026',
      'Ship to: Brightwell Academy, IT Office, Lark Lane, Leeds LS6 2PT',
      'Your order: PO 7781',
      '',
      'Item\tDescription\tQty',
      'LAP-14\tLenovo ThinkPad E14 Gen 5, 16 GB\t3',
      '\tSerial numbers: PF4KX21A, PF4KX22C, PF4KX27M\t',
      'DOCK-U\tUSB-C Dock Gen 2\t3',
      '\tSerial numbers: 5SD0X11, 5SD0X14, 5SD0X19\t',
      'MON-24\tDell P2425H 24" monitor\t2',
      '\tSerial numbers: CN-0H7T-118, CN-0H7T-121\t',
      '',
      'Received in good condition: ____________________',
    ],
  ),
  // A food delivery confirmation: items without a header row, an extra topping under one dish, totals below.
  fresh(
    'lieferdienst-ohne-kopf-de',
    'order confirmation',
    'de',
    'eml',
    [str('bestellnummer'), num('gesamt'), list('gerichte', [num('anzahl'), str('gericht'), num('preis')])],
    {
      bestellnummer: 'LF-88213',
      gesamt: 48.9,
      gerichte: [
        { anzahl: 2, gericht: 'Pizza Margherita (32 cm)', preis: 17 },
        { anzahl: 1, gericht: 'Pizza Diavolo (32 cm)', preis: 10.5 },
        { anzahl: 3, gericht: 'Tiramisu', preis: 14.7 },
        { anzahl: 1, gericht: 'Coca-Cola 1,0 l', preis: 3.2 },
      ],
    },
    {
      raw: crlf(`From: Pizzeria Da Franco <bestellung@dafranco-lieferdienst.example>
To: Jana Scholz <jana.scholz@webpost.example>
Subject: Deine Bestellung #LF-88213 ist unterwegs
Date: Fri, 20 Mar 2026 19:12:05 +0100
Content-Type: text/plain; charset=utf-8

Hallo Jana,

danke für deine Bestellung #LF-88213! Voraussichtliche Lieferung: 19:45 Uhr.

2x Pizza Margherita (32 cm)        17,00 €
1x Pizza Diavolo (32 cm)           10,50 €
   + extra Jalapeños                1,00 €
3x Tiramisu                        14,70 €
1x Coca-Cola 1,0 l                  3,20 €

Zwischensumme                      46,40 €
Liefergebühr                        2,50 €
Gesamt                             48,90 €

Bezahlt mit PayPal.

Guten Appetit!
Dein Da-Franco-Team
`),
    },
  ),
  // A tiler's invoice in HTML: quantity and unit stand in one cell, the sums in the table's foot.
  fresh(
    'fliesenleger-html-de',
    'invoice',
    'de',
    'html',
    [
      str('rechnungsnummer'),
      num('brutto'),
      list('leistungen', [str('leistung'), num('menge'), str('einheit'), num('einzelpreis'), num('betrag')]),
    ],
    {
      rechnungsnummer: '2026-031',
      brutto: 1301.86,
      leistungen: [
        { leistung: 'Fliesen verlegen, Bad Boden', menge: 12.5, einheit: 'm²', einzelpreis: 48, betrag: 600 },
        { leistung: 'Silikonfugen erneuern', menge: 18, einheit: 'lfm', einzelpreis: 6.5, betrag: 117 },
        { leistung: 'Arbeitszeit Geselle', menge: 6.5, einheit: 'Std.', einzelpreis: 58, betrag: 377 },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Rechnung 2026-031</title></head><body>
<h2>Fliesen Yilmaz – Meisterbetrieb</h2>
<p>Rechnung Nr. 2026-031 vom 23.03.2026<br>Bauvorhaben: Bad EG, Haus Reinecke, Birkenweg 9, 31134 Hildesheim</p>
<table border="1">
<thead><tr><th>Leistung</th><th>Menge</th><th>Einzelpreis</th><th>Betrag</th></tr></thead>
<tbody>
<tr><td>Fliesen verlegen, Bad Boden</td><td>12,5 m²</td><td>48,00 €</td><td>600,00 €</td></tr>
<tr><td>Silikonfugen erneuern</td><td>18 lfm</td><td>6,50 €</td><td>117,00 €</td></tr>
<tr><td>Arbeitszeit Geselle</td><td>6,5 Std.</td><td>58,00 €</td><td>377,00 €</td></tr>
</tbody>
<tfoot>
<tr><td colspan="3">Netto</td><td>1.094,00 €</td></tr>
<tr><td colspan="3">MwSt 19 %</td><td>207,86 €</td></tr>
<tr><td colspan="3"><b>Brutto</b></td><td><b>1.301,86 €</b></td></tr>
</tfoot>
</table>
<p>Zahlbar bis 06.04.2026. Vielen Dank für Ihren Auftrag!</p>
</body></html>`,
    },
  ),
  // A photographed supermarket receipt: quantity lines and weighed goods under the article names.
  fresh(
    'kassenbon-png-de',
    'receipt',
    'de',
    'png',
    [num('summe'), list('artikel', [str('artikel'), num('menge'), num('einzelpreis'), num('betrag')])],
    {
      summe: 19.54,
      artikel: [
        { artikel: 'Vollmilch 3,5% 1l', menge: 2, einzelpreis: 1.19, betrag: 2.38 },
        { artikel: 'Bio Bananen', menge: 0.845, einzelpreis: 1.99, betrag: 1.68 },
        { artikel: 'Vollkornbrot 500g', betrag: 2.49 },
        { artikel: 'Kaffee Crema 1kg', betrag: 12.99 },
      ],
    },
    [
      'EDEKA Brandt',
      'Niedernstraße 12, 33602 Bielefeld',
      '',
      '                           EUR',
      'Vollmilch 3,5% 1l',
      '  2 x 1,19               2,38 A',
      'Bio Bananen',
      '  0,845 kg x 1,99 EUR/kg 1,68 A',
      'Vollkornbrot 500g        2,49 A',
      'Kaffee Crema 1kg        12,99 A',
      '--------------------------------',
      'SUMME                   19,54',
      'Bar                     20,00',
      'Rückgeld                 0,46',
      '',
      '16.03.2026 18:03  Bon 5521  Kasse 2',
    ],
  ),
  // A scanned builders' merchant delivery note: no prices, quantity and unit in their own columns.
  fresh(
    'lieferschein-scan-de',
    'delivery note',
    'de',
    'scan',
    [
      str('lieferschein_nr'),
      list('positionen', [num('position'), str('artikelnummer'), str('bezeichnung'), num('menge'), str('einheit')]),
    ],
    {
      lieferschein_nr: 'LS-204417',
      positionen: [
        { position: 1, artikelnummer: '100234', bezeichnung: 'Kalksandstein KS 2DF', menge: 1200, einheit: 'Stk' },
        {
          position: 2,
          artikelnummer: '310077',
          bezeichnung: 'Mauermörtel MG IIa, 40 kg Sack',
          menge: 24,
          einheit: 'Sack',
        },
        {
          position: 3,
          artikelnummer: '520811',
          bezeichnung: 'Bitumenbahn V13, 10 m Rolle',
          menge: 6,
          einheit: 'Rolle',
        },
        { position: 4, artikelnummer: '700150', bezeichnung: 'Palette (Tauschpalette)', menge: 3, einheit: 'Stk' },
      ],
    },
    [
      'Baustoffe Kerkhoff GmbH & Co. KG',
      'Hafenweg 30, 48155 Münster',
      '',
      'Lieferschein Nr. LS-204417                       Datum: 17.03.2026',
      'Baustelle: EFH Tönnies, Am Kreuzbach 12, Telgte',
      '',
      'Pos.  Art.-Nr.   Bezeichnung                        Menge   Einheit',
      '1     100234     Kalksandstein KS 2DF               1.200   Stk',
      '2     310077     Mauermörtel MG IIa, 40 kg Sack        24   Sack',
      '3     520811     Bitumenbahn V13, 10 m Rolle            6   Rolle',
      '4     700150     Palette (Tauschpalette)                3   Stk',
      '',
      'Ware vollständig erhalten: ______________   Fahrer: M. Özdemir',
    ],
  ),
  // A web shop's cart in HTML: subtotal, discount, shipping and total rows sit in the same table body as the items.
  fresh(
    'shop-cart-totals-html-en',
    'order confirmation',
    'en',
    'html',
    [
      str('order_number'),
      num('total'),
      list('products', [str('product'), num('qty'), num('price'), num('line_total')]),
    ],
    {
      order_number: '#100482',
      total: 135.45,
      products: [
        { product: 'Merino crew sweater – Navy / M', qty: 1, price: 79, line_total: 79 },
        { product: 'Organic cotton tee – White / M', qty: 3, price: 18, line_total: 54 },
        { product: 'Canvas tote', qty: 1, price: 12, line_total: 12 },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Order #100482 confirmed</title></head><body>
<h1>Thanks for your order, Priya!</h1>
<p>Order #100482 &middot; placed 24 March 2026</p>
<table>
<tr><th>Product</th><th>Qty</th><th>Price</th><th>Total</th></tr>
<tr><td>Merino crew sweater – Navy / M</td><td>1</td><td>£79.00</td><td>£79.00</td></tr>
<tr><td>Organic cotton tee – White / M</td><td>3</td><td>£18.00</td><td>£54.00</td></tr>
<tr><td>Canvas tote</td><td>1</td><td>£12.00</td><td>£12.00</td></tr>
<tr><td>Subtotal</td><td></td><td></td><td>£145.00</td></tr>
<tr><td>Discount (SPRING10)</td><td></td><td></td><td>-£14.50</td></tr>
<tr><td>Shipping (Royal Mail Tracked 48)</td><td></td><td></td><td>£4.95</td></tr>
<tr><td><strong>Total</strong></td><td></td><td></td><td><strong>£135.45</strong></td></tr>
</table>
<p>Shipping to: Priya Nair, 17 Alder Close, Reading RG2 8QT</p>
</body></html>`,
    },
  ),
];

export const DEV_ITEMS27: TCorpusDocument[] = [...DOCUMENTS, ...DEV_ITEMS27_MORE].map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'd27i-'),
  layout: DEV_ITEMS27_LAYOUT,
}));
