// The second half of the development set items27 (see dev-items27.ts): written in session 27 BEFORE the extractor
// was changed. Descriptions over three lines with the figures on the last, a hotel folio with a payment and a balance,
// a bank statement whose value date stands under the booking date, a timesheet and ticket prices with two-line
// headers, an HTML-only mail whose SKUs sit under the names, a garage bill with "2,0 Std" cells, a scanned packing
// list, a fuel card statement, items as blocks of "Artikel:/Menge:/Preis:" lines, a GOÄ bill, a photographed till
// receipt with a multibuy saving, an HTML table with a two-row header, and a window cleaner's dotted list.
import { crlf } from './dev-eml15.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_ITEMS27_MORE: TCorpusDocument[] = [
  // A consultant's invoice: descriptions run over two or three lines and the figures stand on the LAST line.
  fresh(
    'consulting-figures-last-en',
    'invoice',
    'en',
    'pdf',
    [
      str('invoice_no'),
      num('total_fees'),
      list('entries', [date('date'), str('description'), num('hours'), num('rate'), num('amount')]),
    ],
    {
      invoice_no: 'HC-2026-014',
      total_fees: 2422.5,
      entries: [
        {
          date: '2026-03-03',
          description: 'Workshop preparation: stakeholder map, interview guide and agenda for the kick-off session',
          hours: 6.5,
          rate: 95,
          amount: 617.5,
        },
        { date: '2026-03-05', description: 'Kick-off workshop on site (Bristol)', hours: 8, rate: 95, amount: 760 },
        {
          date: '2026-03-10',
          description: 'Synthesis of interview notes and draft findings report',
          hours: 11,
          rate: 95,
          amount: 1045,
        },
      ],
    },
    [
      'Helen Carver Consulting',
      '28 Whiteladies Road, Bristol BS8 2LG',
      '',
      'Invoice HC-2026-014                         Invoice date: 31/03/2026',
      'Client: Severn Housing Association',
      '',
      'Date        Description                                  Hours   Rate      Amount',
      '03/03/2026  Workshop preparation: stakeholder map,',
      '            interview guide and agenda for the',
      '            kick-off session                             6.5     £95.00    £617.50',
      '05/03/2026  Kick-off workshop on site (Bristol)          8.0     £95.00    £760.00',
      '10/03/2026  Synthesis of interview notes and',
      '            draft findings report                        11.0    £95.00    £1,045.00',
      '',
      '                                             Total fees                £2,422.50',
      '',
      'Not VAT registered. Please pay within 14 days.',
    ],
  ),
  // A hotel folio: charges and one payment; the total and balance rows are no postings.
  fresh(
    'hotel-folio-en',
    'hotel bill',
    'en',
    'pdf',
    [
      str('folio_number'),
      str('guest'),
      list('postings', [date('date'), str('description'), num('charge'), num('credit')]),
    ],
    {
      folio_number: '118804',
      guest: 'Daniel Okafor',
      postings: [
        { date: '2026-04-14', description: 'Accommodation Superior Double', charge: 142 },
        { date: '2026-04-14', description: 'City tax', charge: 4.2 },
        { date: '2026-04-15', description: 'Restaurant – Dinner, room 214', charge: 63.5 },
        { date: '2026-04-15', description: 'Accommodation Superior Double', charge: 142 },
        { date: '2026-04-16', description: 'Minibar', charge: 11 },
        { date: '2026-04-16', description: 'Payment Visa ****4417', credit: 362.7 },
      ],
    },
    [
      'Hotel Stadtpark Graz · Burgring 16 · 8010 Graz · Austria',
      '',
      'Guest: Daniel Okafor                  Room: 214',
      'Arrival: 14.04.2026   Departure: 16.04.2026   Folio No.: 118804',
      '',
      'Date        Description                        Charges     Credits',
      '14.04.2026  Accommodation Superior Double       142.00',
      '14.04.2026  City tax                              4.20',
      '15.04.2026  Restaurant – Dinner, room 214        63.50',
      '15.04.2026  Accommodation Superior Double       142.00',
      '16.04.2026  Minibar                              11.00',
      '16.04.2026  Payment Visa ****4417                            362.70',
      '            Total                               362.70      362.70',
      '            Balance                               0.00',
      '',
      'All amounts in EUR incl. 10 % / 13 % / 20 % VAT. Thank you for staying with us.',
    ],
  ),
  // A bank statement in DOCX: the header and each row are two lines (booking date over value date, text over text).
  fresh(
    'kontoauszug-zweizeilig-de',
    'bank statement',
    'de',
    'docx',
    [
      num('neuer_kontostand'),
      list('umsaetze', [date('buchungstag'), date('wertstellung'), str('text'), num('betrag')]),
    ],
    {
      neuer_kontostand: 3991.63,
      umsaetze: [
        {
          buchungstag: '2026-03-02',
          wertstellung: '2026-03-02',
          text: 'Lastschrift Stadtwerke Münster GmbH Abschlag Strom 03/2026, Kd-Nr. 448812',
          betrag: -84,
        },
        {
          buchungstag: '2026-03-03',
          wertstellung: '2026-03-03',
          text: 'Gutschrift Brauerei Kesselring KG Lohn/Gehalt März 2026',
          betrag: 2914.37,
        },
        {
          buchungstag: '2026-03-05',
          wertstellung: '2026-03-04',
          text: 'Kartenzahlung REWE Markt Münster Datum 04.03.2026 14:22',
          betrag: -47.18,
        },
      ],
    },
    [
      'Sparkasse Münsterland Ost',
      'Kontoauszug 3/2026          IBAN DE44 4005 0150 0012 3456 00          Blatt 1',
      'Kontoinhaber: Timo Wenning',
      '',
      'Buchungstag\tVorgang / Verwendungszweck\tBetrag EUR',
      'Wertstellung\t\t',
      '02.03.2026\tLastschrift Stadtwerke Münster GmbH\t-84,00',
      '02.03.2026\tAbschlag Strom 03/2026, Kd-Nr. 448812\t',
      '03.03.2026\tGutschrift Brauerei Kesselring KG\t2.914,37',
      '03.03.2026\tLohn/Gehalt März 2026\t',
      '05.03.2026\tKartenzahlung REWE Markt Münster\t-47,18',
      '04.03.2026\tDatum 04.03.2026 14:22\t',
      '',
      'Alter Kontostand vom 27.02.2026\t1.208,44',
      'Neuer Kontostand vom 05.03.2026\t3.991,63',
    ],
  ),
  // A weekly timesheet in plain text whose header's units stand on a second line.
  fresh(
    'timesheet-two-line-header-en',
    'timesheet',
    'en',
    'txt',
    [
      str('employee'),
      num('total_hours'),
      list('days', [date('date'), str('start'), str('end'), num('break_minutes'), num('hours')]),
    ],
    {
      employee: 'Liam Walsh',
      total_hours: 20,
      days: [
        { date: '2026-03-09', start: '08:00', end: '16:30', break_minutes: 30, hours: 8 },
        { date: '2026-03-10', start: '08:15', end: '17:00', break_minutes: 45, hours: 8 },
        { date: '2026-03-11', start: '09:00', end: '13:00', break_minutes: 0, hours: 4 },
      ],
    },
    [
      'FRESHFIELD LOGISTICS - WEEKLY TIMESHEET',
      'Employee: Liam Walsh        Payroll no. 3318        Week 11 / 2026',
      '',
      'Date            Start    End      Break    Worked',
      '                                  (min)    (hrs)',
      'Mon 09/03/2026  08:00    16:30    30       8.00',
      'Tue 10/03/2026  08:15    17:00    45       8.00',
      'Wed 11/03/2026  09:00    13:00     0       4.00',
      '                                  Total   20.00',
      '',
      'Approved by: Karen Doyle, shift manager',
    ],
  ),
  // An HTML-only order mail: each product cell holds the name and, on a second line, its SKU.
  fresh(
    'order-html-sku-en',
    'order confirmation',
    'en',
    'eml',
    [str('order_id'), num('order_total'), list('items', [str('name'), str('sku'), num('qty'), num('price')])],
    {
      order_id: 'TR-552094',
      order_total: 187.49,
      items: [
        { name: 'Vento 2 trail running shoes – Black, UK 9', sku: 'VT2-BLK-43', qty: 1, price: 129.99 },
        { name: 'Merino running socks (3 pack)', sku: 'MS3-GRY-L', qty: 2, price: 22 },
        { name: 'Soft flask 500 ml', sku: 'SF-500', qty: 1, price: 13.5 },
      ],
    },
    {
      raw: crlf(`From: Ridgeline Running <orders@ridgeline-running.example>
To: Owen Pritchard <owen.pritchard@mailbox.example>
Subject: Order TR-552094 confirmed
Date: Thu, 26 Mar 2026 21:40:12 +0000
MIME-Version: 1.0
Content-Type: text/html; charset=utf-8

<html><body>
<p>Hi Owen, thanks for shopping with Ridgeline Running. Your order <b>TR-552094</b> is confirmed.</p>
<table>
<tr><th>Item</th><th>Qty</th><th>Price</th></tr>
<tr><td>Vento 2 trail running shoes &ndash; Black, UK 9<br><small>SKU: VT2-BLK-43</small></td><td>1</td><td>&pound;129.99</td></tr>
<tr><td>Merino running socks (3 pack)<br><small>SKU: MS3-GRY-L</small></td><td>2</td><td>&pound;22.00</td></tr>
<tr><td>Soft flask 500 ml<br><small>SKU: SF-500</small></td><td>1</td><td>&pound;13.50</td></tr>
</table>
<p>Delivery: free<br>Order total: <b>&pound;187.49</b></p>
<p>We'll email you when your parcel is on its way.</p>
</body></html>
`),
    },
  ),
  // A garage bill: labour and oil with the quantity and its unit in one column ("2,0 Std", "4,5 l").
  fresh(
    'werkstatt-rechnung-de',
    'invoice',
    'de',
    'pdf',
    [
      str('rechnungsnummer'),
      str('kennzeichen'),
      num('gesamtbetrag'),
      list('positionen', [str('teilenummer'), str('bezeichnung'), num('menge'), str('einheit'), num('betrag')]),
    ],
    {
      rechnungsnummer: 'W-118733',
      kennzeichen: 'OS-KL 412',
      gesamtbetrag: 441.31,
      positionen: [
        {
          teilenummer: '0711-01',
          bezeichnung: 'Inspektion nach Herstellervorgabe',
          menge: 2,
          einheit: 'Std',
          betrag: 224,
        },
        { teilenummer: '8830-55', bezeichnung: 'Motoröl 5W-30 longlife', menge: 4.5, einheit: 'l', betrag: 76.05 },
        { teilenummer: '1220-78', bezeichnung: 'Ölfilter', menge: 1, einheit: 'Stk', betrag: 14.8 },
        { teilenummer: '0740-02', bezeichnung: 'Bremsflüssigkeit wechseln', menge: 0.5, einheit: 'Std', betrag: 56 },
      ],
    },
    [
      'Autohaus Klöpper GmbH · Pagenstecherstraße 60 · 49090 Osnabrück',
      '',
      'Rechnung W-118733                               Datum: 27.03.2026',
      'Fahrzeug: Skoda Octavia Combi   Kennzeichen: OS-KL 412   km-Stand: 61.240',
      '',
      'Nr.        Bezeichnung                          Menge       Preis      Betrag',
      '0711-01    Inspektion nach Herstellervorgabe    2,0 Std    112,00      224,00',
      '8830-55    Motoröl 5W-30 longlife               4,5 l       16,90       76,05',
      '1220-78    Ölfilter                             1 Stk       14,80       14,80',
      '0740-02    Bremsflüssigkeit wechseln            0,5 Std    112,00       56,00',
      '',
      '                                     Summe netto                      370,85',
      '                                     MwSt 19 %                         70,46',
      '                                     Gesamtbetrag                     441,31',
    ],
  ),
  // A scanned packing list: quantities with "pcs" and weights with "kg" in their cells; a totals row closes it.
  fresh(
    'packing-list-scan-en',
    'packing list',
    'en',
    'scan',
    [
      str('shipment_ref'),
      num('total_weight_kg'),
      list('cartons', [num('carton'), str('contents'), num('qty'), num('weight_kg')]),
    ],
    {
      shipment_ref: 'PL-26-0342',
      total_weight_kg: 46.7,
      cartons: [
        { carton: 1, contents: 'Ceramic mugs, 350 ml', qty: 48, weight_kg: 14.2 },
        { carton: 2, contents: 'Ceramic mugs, 350 ml', qty: 48, weight_kg: 14.2 },
        { carton: 3, contents: 'Serving bowls, 24 cm', qty: 12, weight_kg: 11.8 },
        { carton: 4, contents: 'Gift boxes, flat packed', qty: 200, weight_kg: 6.5 },
      ],
    },
    [
      'STONEWARE STUDIO LTD - PACKING LIST',
      'Shipment ref: PL-26-0342          Date: 30 March 2026',
      'Consignee: Kettle & Kiln, 5 Mill Yard, Hebden Bridge HX7 8AD',
      '',
      'Carton   Contents                      Qty        Gross weight',
      '1        Ceramic mugs, 350 ml          48 pcs     14.2 kg',
      '2        Ceramic mugs, 350 ml          48 pcs     14.2 kg',
      '3        Serving bowls, 24 cm          12 pcs     11.8 kg',
      '4        Gift boxes, flat packed       200 pcs     6.5 kg',
      'Total    4 cartons                     308 pcs    46.7 kg',
    ],
  ),
  // A fuel card statement: one row per fill-up with litres, price per litre and amount; a totals row at the end.
  fresh(
    'fuel-card-statement-en',
    'statement',
    'en',
    'pdf',
    [
      str('card_number'),
      num('statement_total'),
      list('transactions', [
        date('date'),
        str('site'),
        str('product'),
        num('litres'),
        num('price_per_litre'),
        num('amount'),
      ]),
    ],
    {
      card_number: '7077 1840 0031 2256',
      statement_total: 156.06,
      transactions: [
        {
          date: '2026-03-03',
          site: 'Shell Leeds Kirkstall',
          product: 'Diesel',
          litres: 52.4,
          price_per_litre: 1.489,
          amount: 78.02,
        },
        {
          date: '2026-03-07',
          site: 'BP Wakefield M1 Sth',
          product: 'Diesel',
          litres: 48.1,
          price_per_litre: 1.529,
          amount: 73.54,
        },
        {
          date: '2026-03-12',
          site: 'Esso Harrogate',
          product: 'AdBlue',
          litres: 5,
          price_per_litre: 0.899,
          amount: 4.5,
        },
      ],
    },
    [
      'FleetFuel Business Card - Monthly statement March 2026',
      'Account: Dales Plumbing & Heating Ltd     Card: 7077 1840 0031 2256 (van YK21 PXO)',
      '',
      'Date       Site                     Product   Litres   Price/L   Amount',
      '03/03/26   Shell Leeds Kirkstall    Diesel    52.40    1.489     78.02',
      '07/03/26   BP Wakefield M1 Sth      Diesel    48.10    1.529     73.54',
      '12/03/26   Esso Harrogate           AdBlue     5.00    0.899      4.50',
      '                                    Total    105.50             156.06',
      '',
      'Amounts in GBP incl. VAT. Direct debit on 15/04/2026.',
    ],
  ),
  // An order mail listing each article as a block of labelled lines, no table at all.
  fresh(
    'bestellung-bloecke-de',
    'order confirmation',
    'de',
    'eml',
    [str('bestellnummer'), num('gesamtsumme'), list('artikel', [str('artikel'), num('menge'), num('preis')])],
    {
      bestellnummer: '302-5581904-7712',
      gesamtsumme: 147.97,
      artikel: [
        { artikel: 'Bosch Akkuschrauber GSR 12V-15 mit 2 Akkus', menge: 1, preis: 89.99 },
        { artikel: 'Wera Bit-Sortiment Kraftform Kompakt 60', menge: 1, preis: 32.99 },
        { artikel: 'Fischer Dübelbox DuoPower 200-tlg.', menge: 1, preis: 24.99 },
      ],
    },
    {
      raw: crlf(`From: Werkzeugwelt Online <bestellung@werkzeugwelt.example>
To: Nils Hartmann <nils.hartmann@freenet.example>
Subject: Ihre Bestellung 302-5581904-7712
Date: Sat, 28 Mar 2026 09:31:50 +0100
Content-Type: text/plain; charset=utf-8

Hallo Nils Hartmann,

vielen Dank für Ihre Bestellung. Bestellnummer: 302-5581904-7712

Artikel: Bosch Akkuschrauber GSR 12V-15 mit 2 Akkus
Menge: 1
Preis: 89,99 €

Artikel: Wera Bit-Sortiment Kraftform Kompakt 60
Menge: 1
Preis: 32,99 €

Artikel: Fischer Dübelbox DuoPower 200-tlg.
Menge: 1
Preis: 24,99 €

Versand: kostenlos
Gesamtsumme: 147,97 € (inkl. 23,63 € MwSt.)

Voraussichtliche Zustellung: Dienstag, 31.03.2026
`),
    },
  ),
  // A doctor's bill under the GOÄ: two descriptions wrap, the dates repeat, a sum row closes it.
  fresh(
    'goae-rechnung-de',
    'medical invoice',
    'de',
    'pdf',
    [
      str('rechnungsnummer'),
      num('rechnungsbetrag'),
      list('leistungen', [date('datum'), str('goae_nr'), str('leistung'), num('faktor'), num('betrag')]),
    ],
    {
      rechnungsnummer: '2026/0871',
      rechnungsbetrag: 45.75,
      leistungen: [
        {
          datum: '2026-03-10',
          goae_nr: '1',
          leistung: 'Beratung, auch mittels Fernsprecher',
          faktor: 2.3,
          betrag: 10.72,
        },
        { datum: '2026-03-10', goae_nr: '5', leistung: 'Symptombezogene Untersuchung', faktor: 2.3, betrag: 10.72 },
        {
          datum: '2026-03-10',
          goae_nr: '250',
          leistung: 'Blutentnahme mittels Spritze, Kanüle oder Katheter aus der Vene',
          faktor: 1.8,
          betrag: 4.2,
        },
        {
          datum: '2026-03-17',
          goae_nr: '3',
          leistung: 'Eingehende, das gewöhnliche Maß übersteigende Beratung',
          faktor: 2.3,
          betrag: 20.11,
        },
      ],
    },
    [
      'Dr. med. Sabine Voigt · Fachärztin für Innere Medizin · Kaiserstraße 41 · 76133 Karlsruhe',
      '',
      'Frau Elke Marquardt, Rüppurrer Straße 7, 76137 Karlsruhe',
      '',
      'Privatliquidation Nr. 2026/0871                        Karlsruhe, 31.03.2026',
      'Diagnose: Eisenmangel',
      '',
      'Datum       GOÄ-Nr.  Leistung                                  Faktor   Betrag €',
      '10.03.2026  1        Beratung, auch mittels Fernsprecher        2,3      10,72',
      '10.03.2026  5        Symptombezogene Untersuchung               2,3      10,72',
      '10.03.2026  250      Blutentnahme mittels Spritze, Kanüle       1,8       4,20',
      '                     oder Katheter aus der Vene',
      '17.03.2026  3        Eingehende, das gewöhnliche Maß            2,3      20,11',
      '                     übersteigende Beratung',
      '                                                     Summe              45,75',
      '',
      'Bitte überweisen Sie den Betrag bis 30.04.2026.',
    ],
  ),
  // A photographed UK till receipt: weighed goods and "2 @" lines under the names, a multibuy saving under one item.
  fresh(
    'till-receipt-png-en',
    'receipt',
    'en',
    'png',
    [num('total'), list('items', [str('description'), num('qty'), num('unit_price'), num('price')])],
    {
      total: 16.81,
      items: [
        { description: 'SEMI SKIMMED MILK 2PT', price: 1.45 },
        { description: 'BANANAS LOOSE', qty: 0.912, unit_price: 0.94, price: 0.86 },
        { description: 'GREEK YOGURT 500G', qty: 2, unit_price: 1.85, price: 3.7 },
        { description: 'COFFEE BEANS 1KG', price: 11.5 },
      ],
    },
    [
      'CO-OP FOOD',
      'Chapel Allerton, Leeds',
      '',
      'SEMI SKIMMED MILK 2PT        £1.45',
      'BANANAS LOOSE',
      ' 0.912 kg @ £0.94/kg         £0.86',
      'GREEK YOGURT 500G',
      ' 2 @ £1.85                   £3.70',
      '   Multibuy saving          -£0.70',
      'COFFEE BEANS 1KG            £11.50',
      '---------------------------------',
      'TOTAL                       £16.81',
      'DEBIT CARD                  £16.81',
      '',
      '02/04/2026 12:47  ST 2210  OP 14',
    ],
  ),
  // An HTML quote whose price columns sit under a header cell spanning both (two header rows).
  fresh(
    'angebot-kopf-colspan-html-de',
    'quotation',
    'de',
    'html',
    [
      str('angebotsnummer'),
      num('summe'),
      list('positionen', [num('pos'), str('bezeichnung'), num('menge'), num('einzelpreis'), num('gesamtpreis')]),
    ],
    {
      angebotsnummer: 'A-26-1042',
      summe: 1182.4,
      positionen: [
        { pos: 1, bezeichnung: 'Toner HP 59X schwarz', menge: 4, einzelpreis: 168.9, gesamtpreis: 675.6 },
        {
          pos: 2,
          bezeichnung: 'Kopierpapier A4 80 g, Karton 5 x 500 Bl.',
          menge: 12,
          einzelpreis: 27.4,
          gesamtpreis: 328.8,
        },
        { pos: 3, bezeichnung: 'Ordner A4 breit, blau', menge: 40, einzelpreis: 2.95, gesamtpreis: 118 },
        { pos: 4, bezeichnung: 'Anlieferung Etage', menge: 1, einzelpreis: 60, gesamtpreis: 60 },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Angebot A-26-1042</title></head><body>
<p><b>Bürobedarf Nordlicht GmbH</b>, Holstenstraße 88, 24103 Kiel</p>
<p>Angebot Nr. A-26-1042 &middot; Kiel, 01.04.2026 &middot; gültig bis 30.04.2026</p>
<table border="1">
<thead>
<tr><th rowspan="2">Pos.</th><th rowspan="2">Bezeichnung</th><th rowspan="2">Menge</th><th colspan="2">Preis (EUR, netto)</th></tr>
<tr><th>einzeln</th><th>gesamt</th></tr>
</thead>
<tbody>
<tr><td>1</td><td>Toner HP 59X schwarz</td><td>4</td><td>168,90</td><td>675,60</td></tr>
<tr><td>2</td><td>Kopierpapier A4 80 g, Karton 5 x 500 Bl.</td><td>12</td><td>27,40</td><td>328,80</td></tr>
<tr><td>3</td><td>Ordner A4 breit, blau</td><td>40</td><td>2,95</td><td>118,00</td></tr>
<tr><td>4</td><td>Anlieferung Etage</td><td>1</td><td>60,00</td><td>60,00</td></tr>
<tr><td></td><td><b>Summe netto</b></td><td></td><td></td><td><b>1.182,40</b></td></tr>
</tbody>
</table>
<p>Zzgl. 19 % MwSt. Wir freuen uns auf Ihren Auftrag.</p>
</body></html>`,
    },
  ),
  // A window cleaner's plain-text invoice: services with dotted leaders to the price, no header.
  fresh(
    'window-cleaner-dots-en',
    'invoice',
    'en',
    'txt',
    [str('invoice_number'), num('total'), list('services', [str('service'), num('price')])],
    {
      invoice_number: '0417',
      total: 101,
      services: [
        { service: 'Front and back windows (3-bed semi)', price: 24 },
        { service: 'Conservatory roof', price: 35 },
        { service: 'Gutter clear-out, 14 m', price: 42 },
      ],
    },
    [
      'CRYSTAL CLEAR WINDOWS - Gary Boyle',
      '07700 900318 · garyboyle.windows@mail.example',
      '',
      'Invoice no. 0417                      Date: 06/04/2026',
      'Customer: Mrs J. Whitfield, 22 Beech Grove, Harrogate HG2 0LT',
      '',
      'Front and back windows (3-bed semi) .......... £24.00',
      'Conservatory roof ............................ £35.00',
      'Gutter clear-out, 14 m ....................... £42.00',
      '',
      'Total ........................................ £101.00',
      '',
      'Cash or bank transfer please (sort code 20-45-77, acc 30119482).',
    ],
  ),
  // Concert tickets: the price column's header is two lines ("Einzel-" / "preis"), a fee row and a total row follow.
  fresh(
    'tickets-kopf-zweizeilig-de',
    'order confirmation',
    'de',
    'txt',
    [
      str('bestellnummer'),
      num('gesamt'),
      list('tickets', [str('kategorie'), num('anzahl'), num('einzelpreis'), num('summe')]),
    ],
    {
      bestellnummer: 'KT-77120',
      gesamt: 87.5,
      tickets: [
        { kategorie: 'Erwachsene', anzahl: 2, einzelpreis: 24, summe: 48 },
        { kategorie: 'Ermäßigt (Schüler)', anzahl: 1, einzelpreis: 16, summe: 16 },
        { kategorie: 'Kinder bis 12 J.', anzahl: 2, einzelpreis: 9.5, summe: 19 },
      ],
    },
    [
      'Kulturtickets Weserbergland – Bestellbestätigung KT-77120',
      'Veranstaltung: Sommerkonzert im Schlosspark Hameln, Sa 27.06.2026, 19:30 Uhr',
      '',
      'Kategorie             Anzahl   Einzel-    Summe',
      '                               preis €    €',
      'Erwachsene               2      24,00     48,00',
      'Ermäßigt (Schüler)       1      16,00     16,00',
      'Kinder bis 12 J.         2       9,50     19,00',
      'Vorverkaufsgebühr                          4,50',
      'Gesamt                                    87,50',
      '',
      'Ihre Tickets erhalten Sie als PDF in einer separaten E-Mail.',
    ],
  ),
];
