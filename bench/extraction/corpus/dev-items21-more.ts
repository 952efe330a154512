// More documents of the development set "items21" (layout 102), written before the extractor was changed: see
// dev-items21.ts.
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_ITEMS21_MORE: TCorpusDocument[] = [
  // A German timesheet as text: date, from–to, hours with "h", the activity with a hall number.
  fresh(
    'stundenzettel-de',
    'timesheet',
    'de',
    'txt',
    [str('mitarbeiter'), num('stunden_gesamt'), list('tage', [date('datum'), num('stunden'), str('taetigkeit')])],
    {
      mitarbeiter: 'Sven Albers',
      stunden_gesamt: 31,
      tage: [
        { datum: '2026-03-02', stunden: 8, taetigkeit: 'Montage Förderband Halle 3' },
        { datum: '2026-03-03', stunden: 7.5, taetigkeit: 'Verkabelung Schaltschrank 2' },
        { datum: '2026-03-04', stunden: 8, taetigkeit: 'Inbetriebnahme Linie 4' },
        { datum: '2026-03-05', stunden: 7.5, taetigkeit: 'Abnahme und Einweisung' },
      ],
    },
    {
      raw: [
        'STUNDENNACHWEIS KW 10/2026',
        'Mitarbeiter: Sven Albers      Personal-Nr. 2231',
        '',
        'Mo 02.03.2026   07:00-15:30   8,0 h   Montage Förderband Halle 3',
        'Di 03.03.2026   07:00-15:00   7,5 h   Verkabelung Schaltschrank 2',
        'Mi 04.03.2026   06:30-15:00   8,0 h   Inbetriebnahme Linie 4',
        'Do 05.03.2026   07:00-15:00   7,5 h   Abnahme und Einweisung',
        '',
        'Summe: 31,0 Stunden',
        '',
      ].join('\n'),
    },
  ),
  // An expense report as an image: date, category, amount and the VAT in it.
  fresh(
    'expense-claim-en',
    'expense report',
    'en',
    'png',
    [
      str('employee'),
      num('total_claimed'),
      list('expenses', [date('date'), str('category'), num('amount'), num('vat')]),
    ],
    {
      employee: 'Laura Finch',
      total_claimed: 303.15,
      expenses: [
        { date: '2026-03-09', category: 'Rail fare', amount: 128.4, vat: 0 },
        { date: '2026-03-09', category: 'Hotel', amount: 139, vat: 23.17 },
        { date: '2026-03-10', category: 'Meals', amount: 35.75, vat: 5.96 },
      ],
    },
    [
      'EXPENSE CLAIM – MARCH 2026',
      'Employee: Laura Finch    Cost centre 4410',
      '',
      'Date         Category     Amount     VAT',
      '09/03/2026   Rail fare    128.40     0.00',
      '09/03/2026   Hotel        139.00    23.17',
      '10/03/2026   Meals         35.75     5.96',
      '',
      'Total claimed             303.15',
      'Approved by: M. Hughes',
    ],
  ),
  // A purchase order: part numbers "100-2050", unit of measure, unit cost and extended cost.
  fresh(
    'purchase-order-en',
    'purchase order',
    'en',
    'pdf',
    [
      str('po_number'),
      list('order_lines', [
        str('part_no'),
        str('description'),
        num('qty'),
        str('uom'),
        num('unit_cost'),
        num('extended'),
      ]),
    ],
    {
      po_number: 'PO-77316',
      order_lines: [
        {
          part_no: '100-2050',
          description: 'Hex bolt M10 x 50 grade 8.8',
          qty: 500,
          uom: 'EA',
          unit_cost: 0.22,
          extended: 110,
        },
        {
          part_no: '210-0040',
          description: 'Cable tie 4.8 x 200 mm',
          qty: 20,
          uom: 'PK',
          unit_cost: 3.15,
          extended: 63,
        },
        {
          part_no: '305-1125',
          description: 'Hydraulic oil HLP 46',
          qty: 2,
          uom: 'DRUM',
          unit_cost: 214.5,
          extended: 429,
        },
      ],
    },
    [
      'MIDLAND FABRICATION LTD – PURCHASE ORDER',
      'PO number: PO-77316          Date: 11/03/2026',
      'Supplier: Fastco Industrial Supplies, Unit 9, Walsall WS2 8LF',
      '',
      'Line\tPart No.\tDescription\tQty\tUOM\tUnit Cost\tExt. Cost',
      '1\t100-2050\tHex bolt M10 x 50 grade 8.8\t500\tEA\t0.22\t110.00',
      '2\t210-0040\tCable tie 4.8 x 200 mm\t20\tPK\t3.15\t63.00',
      '3\t305-1125\tHydraulic oil HLP 46\t2\tDRUM\t214.50\t429.00',
      '',
      'Order value\t\t\t\t\t\t602.00',
      'Please quote our PO number on all invoices.',
    ],
  ),
  // A material list in a mail: "- 4 Stk. Winkel 90x90x2,5 à 1,80 €".
  fresh(
    'materialliste-de',
    'material order',
    'de',
    'eml',
    [list('material', [num('anzahl'), str('einheit'), str('artikel'), num('stueckpreis')])],
    {
      material: [
        { anzahl: 4, einheit: 'Stk.', artikel: 'Winkel 90x90x2,5', stueckpreis: 1.8 },
        { anzahl: 2, einheit: 'Pck.', artikel: 'Holzschrauben 5 x 60', stueckpreis: 6.49 },
        { anzahl: 6, einheit: 'm', artikel: 'Kantholz 60 x 80', stueckpreis: 3.95 },
      ],
    },
    [
      'Materialbestellung Carport Fam. Roth',
      '',
      'Hallo Herr Wagner,',
      '',
      'für den Carport bräuchte ich bis Freitag noch:',
      '',
      '- 4 Stk. Winkel 90x90x2,5 à 1,80 €',
      '- 2 Pck. Holzschrauben 5 x 60 à 6,49 €',
      '- 6 m Kantholz 60 x 80 à 3,95 €',
      '',
      'Abholung am 13.03.2026 gegen 7 Uhr.',
      '',
      'Gruß',
      'Timo Brandl',
    ],
  ),
  // A restaurant bill in plain text: quantity, dish, unit price only where more than one, line total.
  fresh(
    'restaurant-rechnung-de',
    'receipt',
    'de',
    'txt',
    [num('gesamt'), list('speisen', [num('menge'), str('gericht'), num('betrag')])],
    {
      gesamt: 57.3,
      speisen: [
        { menge: 2, gericht: 'Pils 0,5l', betrag: 9.8 },
        { menge: 1, gericht: 'Wiener Schnitzel', betrag: 19.5 },
        { menge: 1, gericht: 'Käsespätzle', betrag: 14.9 },
        { menge: 2, gericht: 'Apfelstrudel', betrag: 13.1 },
      ],
    },
    {
      raw: [
        'Gasthaus zur Linde',
        'Tisch 12        Bedienung: Resi        14.03.2026 20:14',
        '',
        '2 Pils 0,5l                  à 4,90        9,80',
        '1 Wiener Schnitzel                        19,50',
        '1 Käsespätzle                             14,90',
        '2 Apfelstrudel               à 6,55       13,10',
        '',
        'Summe                                     57,30',
        'enth. MwSt. 19 %                           9,15',
        '',
        'Vielen Dank für Ihren Besuch!',
        '',
      ].join('\n'),
    },
  ),
  // A credit note in HTML: returned articles with negative amounts, an EAN that looks like a long number.
  fresh(
    'credit-note-en',
    'credit note',
    'en',
    'html',
    [
      str('credit_note_number'),
      num('credit_total'),
      list('returned', [str('ean'), str('article'), num('quantity'), num('credit')]),
    ],
    {
      credit_note_number: 'CN-20417',
      credit_total: -89.97,
      returned: [
        { ean: '5012345678900', article: 'Trail running shoe size 42', quantity: 1, credit: -59.99 },
        { ean: '5012345678917', article: 'Sports socks 3-pack', quantity: 2, credit: -29.98 },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Credit note</title></head><body>
<h1>Credit note CN-20417</h1>
<p>Peak Outdoor Ltd · 12 March 2026 · Original order 884012</p>
<table>
<thead><tr><th>EAN</th><th>Article</th><th>Qty</th><th>Credit</th></tr></thead>
<tbody>
<tr><td>5012345678900</td><td>Trail running shoe size 42</td><td>1</td><td>-59.99</td></tr>
<tr><td>5012345678917</td><td>Sports socks 3-pack</td><td>2</td><td>-29.98</td></tr>
</tbody>
<tfoot><tr><td></td><td>Total credit</td><td></td><td>-89.97</td></tr></tfoot>
</table>
<p>The amount will be refunded to your card within 5 working days.</p>
</body></html>
`,
    },
  ),
  // A travel expense form: receipt number, kind, amount and the VAT rate as a separate column.
  fresh(
    'reisekosten-de',
    'travel expense report',
    'de',
    'docx',
    [str('name'), list('belege', [num('beleg_nr'), date('datum'), str('art'), num('betrag'), num('mwst_satz')])],
    {
      name: 'Claudia Reinhardt',
      belege: [
        { beleg_nr: 1, datum: '2026-02-23', art: 'Bahnticket Köln–Berlin', betrag: 129.9, mwst_satz: 7 },
        { beleg_nr: 2, datum: '2026-02-23', art: 'Hotel 2 Nächte', betrag: 238, mwst_satz: 7 },
        { beleg_nr: 3, datum: '2026-02-24', art: 'Taxi', betrag: 24.5, mwst_satz: 7 },
        { beleg_nr: 4, datum: '2026-02-24', art: 'Bewirtung Kunde', betrag: 86.4, mwst_satz: 19 },
      ],
    },
    [
      'Reisekostenabrechnung',
      'Name: Claudia Reinhardt    Abteilung: Vertrieb',
      'Reise: Berlin, 23.02.–25.02.2026, Messe Fruit Logistica',
      '',
      'Beleg\tDatum\tArt\tBetrag €\tMwSt %',
      '1\t23.02.2026\tBahnticket Köln–Berlin\t129,90\t7',
      '2\t23.02.2026\tHotel 2 Nächte\t238,00\t7',
      '3\t24.02.2026\tTaxi\t24,50\t7',
      '4\t24.02.2026\tBewirtung Kunde\t86,40\t19',
      '',
      'Summe Belege\t\t\t478,80',
      'Verpflegungspauschale 2 Tage\t\t\t42,00',
    ],
  ),
  // A shop order as labelled rows in a mail: "Item: … / Qty: 2 / Price: £8.00".
  fresh(
    'shop-order-en',
    'order confirmation',
    'en',
    'eml',
    [str('order_id'), list('items', [str('name'), str('colour'), num('quantity'), num('price')])],
    {
      order_id: '#10-4471',
      items: [
        { name: 'Stoneware mug 350 ml', colour: 'Sage', quantity: 2, price: 16 },
        { name: 'Linen tea towel 50 x 70', colour: 'Oat', quantity: 3, price: 27 },
      ],
    },
    [
      'Order #10-4471 confirmed',
      '',
      'Thanks for shopping with Hearth & Home!',
      '',
      'Item: Stoneware mug 350 ml',
      'Colour: Sage',
      'Qty: 2',
      'Price: £16.00',
      '',
      'Item: Linen tea towel 50 x 70',
      'Colour: Oat',
      'Qty: 3',
      'Price: £27.00',
      '',
      'Subtotal: £43.00',
      'Shipping: £3.95',
      'Total: £46.95',
    ],
  ),
  // A stock list in an image: stock, unit and value; the article number first.
  fresh(
    'inventurliste-de',
    'inventory list',
    'de',
    'png',
    [list('bestand', [str('art_nr'), str('bezeichnung'), num('menge'), str('einheit'), num('wert')])],
    {
      bestand: [
        { art_nr: '20115', bezeichnung: 'Kabel NYM-J 3x1,5', menge: 300, einheit: 'm', wert: 174 },
        { art_nr: '20140', bezeichnung: 'Steckdose UP weiß', menge: 85, einheit: 'Stk', wert: 212.5 },
        { art_nr: '20171', bezeichnung: 'Installationsrohr M20', menge: 150, einheit: 'm', wert: 67.5 },
      ],
    },
    [
      'INVENTUR 31.12.2025 – Lager Süd',
      '',
      'Art.-Nr.   Bezeichnung              Menge  ME     Wert EUR',
      '20115      Kabel NYM-J 3x1,5          300  m        174,00',
      '20140      Steckdose UP weiß           85  Stk      212,50',
      '20171      Installationsrohr M20      150  m         67,50',
      '',
      'Summe Lagerwert                                   454,00',
    ],
  ),
  // A freight invoice: pallets with dimensions and weight, the charge last.
  fresh(
    'freight-invoice-en',
    'freight invoice',
    'en',
    'txt',
    [str('consignment'), list('pallets', [str('pallet'), str('dimensions'), num('weight_kg'), num('charge')])],
    {
      consignment: 'HX-220918',
      pallets: [
        { pallet: 'P1', dimensions: '120 x 80 x 150 cm', weight_kg: 412, charge: 68 },
        { pallet: 'P2', dimensions: '120 x 100 x 110 cm', weight_kg: 286, charge: 54.5 },
        { pallet: 'P3', dimensions: '120 x 80 x 90 cm', weight_kg: 198, charge: 42 },
      ],
    },
    {
      raw: [
        'HAULMARK FREIGHT - INVOICE 5518',
        'Consignment HX-220918   Collected 05/03/2026 Hull -> Derby',
        '',
        'Pallet  Dimensions            Weight    Charge GBP',
        'P1      120 x 80 x 150 cm     412 kg        68.00',
        'P2      120 x 100 x 110 cm    286 kg        54.50',
        'P3      120 x 80 x 90 cm      198 kg        42.00',
        '',
        'Fuel surcharge 12%                          19.74',
        'Net                                        184.24',
        'VAT 20%                                     36.85',
        'Total due                                  221.09',
        '',
      ].join('\n'),
    },
  ),
  // A pharmacy receipt: PZN, medicine with strength and pack size, quantity and price.
  fresh(
    'apotheke-quittung-de',
    'receipt',
    'de',
    'pdf',
    [num('gesamt'), list('arzneimittel', [str('pzn'), str('praeparat'), num('packungen'), num('preis')])],
    {
      gesamt: 23.85,
      arzneimittel: [
        { pzn: '01016047', praeparat: 'Ibuprofen 400 mg 20 St.', packungen: 1, preis: 4.95 },
        { pzn: '03916754', praeparat: 'Nasenspray 0,1 % 10 ml', packungen: 2, preis: 7.9 },
        { pzn: '10391763', praeparat: 'Vitamin D3 1000 I.E. 90 St.', packungen: 1, preis: 11 },
      ],
    },
    [
      'Löwen-Apotheke · Hauptstraße 41 · 69117 Heidelberg',
      'Quittung 13.03.2026 10:52',
      '',
      'PZN\tArtikel\tMenge\tBetrag',
      '01016047\tIbuprofen 400 mg 20 St.\t1\t4,95',
      '03916754\tNasenspray 0,1 % 10 ml\t2\t7,90',
      '10391763\tVitamin D3 1000 I.E. 90 St.\t1\t11,00',
      '',
      'Gesamt\t\t\t23,85',
      'davon MwSt. 19 %\t\t\t3,81',
      'Gegeben\t\t\t30,00',
      'Zurück\t\t\t6,15',
    ],
  ),
  // Travellers on a rail booking in a mail, one per line with BahnCard and seat.
  fresh(
    'bahnbuchung-de',
    'train booking',
    'de',
    'eml',
    [str('auftragsnummer'), list('reisende', [str('name'), str('ermaessigung'), str('platz')])],
    {
      auftragsnummer: 'Q8H4ZT',
      reisende: [
        { name: 'Jana Krüger', ermaessigung: 'BahnCard 25', platz: 'Wagen 7, Platz 44' },
        { name: 'Felix Krüger', ermaessigung: 'BahnCard 50', platz: 'Wagen 7, Platz 45' },
        { name: 'Mila Krüger', ermaessigung: 'Kind (6-14)', platz: 'Wagen 7, Platz 46' },
      ],
    },
    [
      'Ihre Buchung Q8H4ZT: Hamburg Hbf → München Hbf',
      '',
      'Guten Tag Frau Krüger,',
      '',
      'vielen Dank für Ihre Buchung. Auftragsnummer: Q8H4ZT',
      'Hinfahrt am 27.03.2026, ICE 583, ab 08:01',
      '',
      'Reisende:',
      '1. Jana Krüger – BahnCard 25 – Wagen 7, Platz 44',
      '2. Felix Krüger – BahnCard 50 – Wagen 7, Platz 45',
      '3. Mila Krüger – Kind (6-14) – Wagen 7, Platz 46',
      '',
      'Gesamtpreis: 186,40 €',
      '',
      'Gute Fahrt wünscht Ihre Bahn',
    ],
  ),
];
