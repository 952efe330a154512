// Development set "items19" (layout 95): written in session 19 BEFORE the extractor was changed, for arrays of items
// that are NOT neat grids: items written as paragraphs ("1. Beratung – 3 Std. à 95,00 € = 285,00 €"), descriptions
// wrapping under their row, items with sub-lines beneath (article number, serial number, discount), rows over two
// lines, bulleted lists, headers named unlike the schema's item fields (Menge/Qty/Anz., Bezeichnung/Leistung/Artikel,
// Einzelpreis/EP/unit price, Gesamt/Betrag/total), tables split over a page break under a repeated header, subtotal,
// shipping and tax rows that are no items, columns in an unusual order, HTML tables with merged cells, and e-mail
// order confirmations. Also participants and schedule entries. English and German; pdf, docx, html, txt, eml.
// Held out but NOT sealed: --show-dev-items19.
import { DEV_ITEMS19_MORE } from './dev-items19-more.ts';
import { fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the development set items19. */
export const DEV_ITEMS19_LAYOUT = 95;

const DOCUMENTS: TCorpusDocument[] = [
  // Items as numbered paragraphs: quantity, unit and unit price inside a sentence, the line total after "=".
  fresh(
    'beratung-absaetze-de',
    'invoice',
    'de',
    'txt',
    [
      str('rechnungsnummer'),
      num('gesamtbetrag'),
      list('positionen', [str('beschreibung'), num('menge'), num('einzelpreis'), num('gesamt')]),
    ],
    {
      rechnungsnummer: 'RE-2026-0412',
      gesamtbetrag: 874.65,
      positionen: [
        { beschreibung: 'Beratung Förderantrag', menge: 3, einzelpreis: 95, gesamt: 285 },
        { beschreibung: 'Ausarbeitung Finanzplan', menge: 4.5, einzelpreis: 95, gesamt: 427.5 },
        { beschreibung: 'Fahrtkosten', menge: 1, einzelpreis: 22.5, gesamt: 22.5 },
      ],
    },
    {
      raw: [
        'Dr. Henrike Vogt – Unternehmensberatung',
        'Lindenallee 14, 48143 Münster',
        '',
        'Rechnung Nr. RE-2026-0412',
        'Münster, 20.03.2026',
        '',
        'Sehr geehrter Herr Kamphues,',
        'für meine Leistungen im März 2026 berechne ich Ihnen:',
        '',
        '1. Beratung Förderantrag – 3 Std. à 95,00 € = 285,00 €',
        '2. Ausarbeitung Finanzplan – 4,5 Std. à 95,00 € = 427,50 €',
        '3. Fahrtkosten – 1 Pauschale à 22,50 € = 22,50 €',
        '',
        'Nettobetrag: 735,00 €',
        'zzgl. 19 % USt.: 139,65 €',
        'Gesamtbetrag: 874,65 €',
        '',
        'Bitte überweisen Sie den Betrag innerhalb von 14 Tagen.',
        'Mit freundlichen Grüßen',
        'Henrike Vogt',
      ].join('\n'),
    },
  ),
  // Items as dashed paragraphs in a plain mail: "2 days at £850.00 = £1,700.00".
  fresh(
    'workshop-fees-en',
    'invoice',
    'en',
    'eml',
    [
      str('invoice_number'),
      num('total'),
      list('line_items', [str('description'), num('quantity'), num('rate'), num('amount')]),
    ],
    {
      invoice_number: 'INV-0931',
      total: 3260,
      line_items: [
        { description: 'Workshop facilitation', quantity: 2, rate: 850, amount: 1700 },
        { description: 'Preparation and interviews', quantity: 12, rate: 95, amount: 1140 },
        { description: 'Written summary report', quantity: 1, rate: 420, amount: 420 },
      ],
    },
    [
      'Invoice INV-0931 - Strategy workshop',
      '',
      'Hi Priya,',
      '',
      'please find below my invoice INV-0931 for the strategy workshop in March.',
      '',
      '- Workshop facilitation: 2 days at £850.00 = £1,700.00',
      '- Preparation and interviews: 12 hours at £95.00 = £1,140.00',
      '- Written summary report: 1 at £420.00 = £420.00',
      '',
      'Total due: £3,260.00 (no VAT, not VAT registered)',
      '',
      'Payment to Sort code 20-45-77, Account 41882019 within 30 days.',
      '',
      'Best wishes,',
      'Tom Ashdown',
    ],
  ),
  // Descriptions wrapping onto the next line under the "Bezeichnung" column.
  fresh(
    'rechnung-umbruch-de',
    'invoice',
    'de',
    'pdf',
    [
      str('rechnungsnummer'),
      list('positionen', [str('pos'), str('bezeichnung'), num('menge'), num('einzelpreis'), num('gesamtpreis')]),
      num('rechnungsbetrag'),
    ],
    {
      rechnungsnummer: '26-00318',
      positionen: [
        {
          pos: '1',
          bezeichnung: 'Wandhängendes WC-Element inkl. Betätigungsplatte weiß',
          menge: 1,
          einzelpreis: 389,
          gesamtpreis: 389,
        },
        {
          pos: '2',
          bezeichnung: 'Montage Vorwandinstallation einschl. Anschluss an bestehende Leitungen',
          menge: 6,
          einzelpreis: 58,
          gesamtpreis: 348,
        },
        { pos: '3', bezeichnung: 'Entsorgung Altmaterial', menge: 1, einzelpreis: 45, gesamtpreis: 45 },
      ],
      rechnungsbetrag: 930.58,
    },
    [
      'Sanitär Brückner GmbH · Hafenstraße 8 · 26789 Leer',
      '',
      'Rechnung 26-00318',
      'Rechnungsdatum: 12.03.2026',
      '',
      'Pos\tBezeichnung\tMenge\tEinzelpreis\tGesamtpreis',
      '1\tWandhängendes WC-Element inkl.\t1\t389,00\t389,00',
      '\tBetätigungsplatte weiß',
      '2\tMontage Vorwandinstallation einschl.\t6\t58,00\t348,00',
      '\tAnschluss an bestehende Leitungen',
      '3\tEntsorgung Altmaterial\t1\t45,00\t45,00',
      '',
      'Nettobetrag\t782,00',
      'USt. 19 %\t148,58',
      'Rechnungsbetrag\t930,58',
      '',
      'Zahlbar innerhalb 10 Tagen ohne Abzug.',
    ],
  ),
  // Items with sub-lines beneath: article number, serial number, a discount.
  fresh(
    'invoice-sublines-en',
    'invoice',
    'en',
    'pdf',
    [
      str('invoice_number'),
      list('items', [str('description'), str('sku'), num('quantity'), num('unit_price'), num('amount')]),
      num('total'),
    ],
    {
      invoice_number: 'SI-77105',
      items: [
        { description: 'Laptop stand, aluminium', sku: 'LS-220-SV', quantity: 4, unit_price: 39.9, amount: 159.6 },
        { description: 'USB-C docking station', sku: 'DK-900', quantity: 2, unit_price: 189, amount: 340.2 },
        { description: 'Wireless keyboard UK layout', sku: 'KB-410-UK', quantity: 4, unit_price: 45.5, amount: 182 },
      ],
      total: 818.16,
    },
    [
      'Brightdesk Supplies Ltd',
      'INVOICE SI-77105',
      'Date: 09/03/2026',
      '',
      'Description\tQty\tUnit price\tAmount',
      'Laptop stand, aluminium\t4\t39.90\t159.60',
      'Item no. LS-220-SV',
      'USB-C docking station\t2\t189.00\t340.20',
      'Item no. DK-900',
      'Serial numbers: DK9A-00412, DK9A-00413',
      'Discount 10 %: -37.80',
      'Wireless keyboard UK layout\t4\t45.50\t182.00',
      'Item no. KB-410-UK',
      '',
      'Subtotal\t681.80',
      'VAT 20 %\t136.36',
      'Total\t818.16',
    ],
  ),
  // A delivery note whose rows take two lines: article number and name, then quantity and unit.
  fresh(
    'lieferschein-zweizeilig-de',
    'delivery note',
    'de',
    'docx',
    [
      str('lieferscheinnummer'),
      list('artikel', [str('artikelnummer'), str('bezeichnung'), num('menge'), str('einheit')]),
    ],
    {
      lieferscheinnummer: 'LS-558210',
      artikel: [
        { artikelnummer: '100-4471', bezeichnung: 'Kabelkanal 40x60 weiß', menge: 12, einheit: 'm' },
        { artikelnummer: '100-5820', bezeichnung: 'Abzweigdose AP IP65', menge: 25, einheit: 'Stk' },
        { artikelnummer: '220-0093', bezeichnung: 'Mantelleitung NYM-J 3x1,5', menge: 2, einheit: 'Ring' },
      ],
    },
    [
      'Elektrogroßhandel Stüber KG',
      'Lieferschein LS-558210',
      'Lieferdatum: 05.03.2026',
      'Kunde: Elektro Jansen, Werkstraße 3, 59065 Hamm',
      '',
      'Art.-Nr. / Bezeichnung',
      'Menge / Einheit',
      '',
      '100-4471  Kabelkanal 40x60 weiß',
      '    12 m',
      '100-5820  Abzweigdose AP IP65',
      '    25 Stk',
      '220-0093  Mantelleitung NYM-J 3x1,5',
      '    2 Ring',
      '',
      'Ware vollständig erhalten: ______________',
    ],
  ),
  // A bulleted order list in an HTML page: "2 × Oak shelf bracket (£4.50 each) – £9.00".
  fresh(
    'order-bullets-en',
    'order confirmation',
    'en',
    'html',
    [
      str('order_number'),
      list('items', [num('quantity'), str('product'), num('unit_price'), num('line_total')]),
      num('order_total'),
    ],
    {
      order_number: 'HB-20931',
      items: [
        { quantity: 2, product: 'Oak shelf bracket', unit_price: 4.5, line_total: 9 },
        { quantity: 1, product: 'Floating shelf 90 cm, natural oak', unit_price: 34, line_total: 34 },
        { quantity: 3, product: 'Wall plug set', unit_price: 2.25, line_total: 6.75 },
      ],
      order_total: 54.7,
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Order HB-20931</title></head><body>
<h1>Thank you for your order</h1>
<p>Order number: HB-20931<br>Placed on 11 March 2026</p>
<h2>Your items</h2>
<ul>
<li>2 × Oak shelf bracket (£4.50 each) – £9.00</li>
<li>1 × Floating shelf 90 cm, natural oak (£34.00 each) – £34.00</li>
<li>3 × Wall plug set (£2.25 each) – £6.75</li>
</ul>
<p>Delivery: £4.95<br><strong>Order total: £54.70</strong></p>
<p>Homebase Timber Co., 2 Mill Yard, Hebden Bridge HX7 8AD</p>
</body></html>
`,
    },
  ),
  // A German order with dashes: "3x Druckerpatrone schwarz je 24,90 EUR".
  fresh(
    'bestellung-striche-de',
    'order',
    'de',
    'txt',
    [str('bestellnummer'), list('artikel', [num('anzahl'), str('artikel'), num('preis')]), num('summe')],
    {
      bestellnummer: 'B-4471',
      artikel: [
        { anzahl: 3, artikel: 'Druckerpatrone schwarz XL', preis: 24.9 },
        { anzahl: 2, artikel: 'Kopierpapier A4, 500 Blatt', preis: 4.79 },
        { anzahl: 1, artikel: 'Ordner breit, blau', preis: 2.99 },
      ],
      summe: 87.27,
    },
    {
      raw: [
        'Bestellung B-4471',
        'Kanzlei Ritter & Partner, Büro 2. OG',
        'Bestellt am 03.03.2026 von Frau Öztürk',
        '',
        'Bitte liefern Sie:',
        '- 3x Druckerpatrone schwarz XL je 24,90 EUR',
        '- 2x Kopierpapier A4, 500 Blatt je 4,79 EUR',
        '- 1x Ordner breit, blau je 2,99 EUR',
        '',
        'Summe: 87,27 EUR inkl. MwSt.',
        'Lieferung bitte bis Freitag.',
      ].join('\n'),
    },
  ),
  // Abbreviated headers named unlike the fields: Qty | Item | U/P | Total.
  fresh(
    'quote-abbrev-en',
    'quotation',
    'en',
    'pdf',
    [
      str('quote_number'),
      list('line_items', [num('quantity'), str('description'), num('unit_price'), num('line_total')]),
      num('grand_total'),
    ],
    {
      quote_number: 'Q-2026-118',
      line_items: [
        { quantity: 40, description: 'Branded ceramic mug 11oz', unit_price: 3.85, line_total: 154 },
        { quantity: 40, description: 'Gift box with foam insert', unit_price: 1.2, line_total: 48 },
        { quantity: 1, description: 'Artwork setup', unit_price: 35, line_total: 35 },
      ],
      grand_total: 284.4,
    },
    [
      'PROMO PRINT WORKS',
      'Quotation Q-2026-118',
      'Valid until 30/04/2026',
      '',
      'Qty\tItem\tU/P\tTotal',
      '40\tBranded ceramic mug 11oz\t3.85\t154.00',
      '40\tGift box with foam insert\t1.20\t48.00',
      '1\tArtwork setup\t35.00\t35.00',
      '',
      'Net\t237.00',
      'VAT @ 20%\t47.40',
      'Grand total\t284.40',
    ],
  ),
  // German headers Anz. | Leistung | EP | Betrag for menge, beschreibung, einzelpreis, gesamtpreis.
  fresh(
    'angebot-abkuerzungen-de',
    'quotation',
    'de',
    'html',
    [
      str('angebotsnummer'),
      list('positionen', [num('menge'), str('beschreibung'), num('einzelpreis'), num('gesamtpreis')]),
      num('angebotssumme'),
    ],
    {
      angebotsnummer: 'A-26-044',
      positionen: [
        { menge: 85, beschreibung: 'Fassade reinigen (Hochdruck)', einzelpreis: 4.2, gesamtpreis: 357 },
        { menge: 85, beschreibung: 'Grundierung und zweifacher Anstrich', einzelpreis: 18.5, gesamtpreis: 1572.5 },
        { menge: 1, beschreibung: 'Gerüststellung', einzelpreis: 640, gesamtpreis: 640 },
      ],
      angebotssumme: 3057.71,
    },
    [
      'Malerbetrieb Kessler',
      'Angebot A-26-044',
      'Datum: 18.02.2026',
      'Bauvorhaben: Einfamilienhaus Birkenweg 7, Fassade',
      '',
      'Anz.\tLeistung\tEP\tBetrag',
      '85\tFassade reinigen (Hochdruck)\t4,20\t357,00',
      '85\tGrundierung und zweifacher Anstrich\t18,50\t1.572,50',
      '1\tGerüststellung\t640,00\t640,00',
      '',
      'Netto\t2.569,50',
      'MwSt. 19 %\t488,21',
      'Angebotssumme\t3.057,71',
      '',
      'Die Preise gelten für 8 Wochen.',
    ],
  ),
  // A table split by a page break, its header repeated overleaf, page footer between.
  fresh(
    'invoice-pagebreak-en',
    'invoice',
    'en',
    'pdf',
    [
      str('invoice_number'),
      list('items', [str('code'), str('description'), num('quantity'), num('price'), num('total')]),
      num('amount_due'),
    ],
    {
      invoice_number: '88412',
      items: [
        { code: 'A-101', description: 'Copy paper A4 80g', quantity: 10, price: 4.1, total: 41 },
        { code: 'A-115', description: 'Lever arch file', quantity: 12, price: 2.35, total: 28.2 },
        { code: 'B-204', description: 'Ballpoint pen blue (box of 50)', quantity: 2, price: 11.9, total: 23.8 },
        { code: 'C-330', description: 'Desk organiser', quantity: 3, price: 14.5, total: 43.5 },
        { code: 'C-342', description: 'Whiteboard marker set', quantity: 5, price: 6.2, total: 31 },
      ],
      amount_due: 201,
    },
    [
      'OFFICEWAY DIRECT',
      'Invoice 88412',
      'Invoice date: 02/03/2026',
      '',
      'Code\tDescription\tQty\tPrice\tTotal',
      'A-101\tCopy paper A4 80g\t10\t4.10\t41.00',
      'A-115\tLever arch file\t12\t2.35\t28.20',
      'B-204\tBallpoint pen blue (box of 50)\t2\t11.90\t23.80',
      '',
      'Continued on page 2',
      'Page 1 of 2',
      '\f',
      'Invoice 88412 (continued)',
      'Code\tDescription\tQty\tPrice\tTotal',
      'C-330\tDesk organiser\t3\t14.50\t43.50',
      'C-342\tWhiteboard marker set\t5\t6.20\t31.00',
      '',
      'Subtotal\t167.50',
      'VAT 20%\t33.50',
      'Amount due\t201.00',
      'Page 2 of 2',
    ],
  ),
  // A German table over a page break with a carried total ("Übertrag") on both pages.
  fresh(
    'rechnung-uebertrag-de',
    'invoice',
    'de',
    'pdf',
    [
      str('rechnungsnummer'),
      list('positionen', [str('artikel'), num('menge'), num('einzelpreis'), num('betrag')]),
      num('endbetrag'),
    ],
    {
      rechnungsnummer: '2026/1187',
      positionen: [
        { artikel: 'Schrauben 4x40 (200 St.)', menge: 5, einzelpreis: 6.8, betrag: 34 },
        { artikel: 'Dübel 8 mm (100 St.)', menge: 4, einzelpreis: 5.4, betrag: 21.6 },
        { artikel: 'Winkelverbinder 90x90', menge: 20, einzelpreis: 1.15, betrag: 23 },
        { artikel: 'Holzleim D3, 750 g', menge: 2, einzelpreis: 9.9, betrag: 19.8 },
      ],
      endbetrag: 117.1,
    },
    [
      'Holzbedarf Amsel OHG',
      'Rechnung Nr. 2026/1187',
      'Datum: 24.02.2026',
      '',
      'Artikel\tMenge\tEinzelpreis\tBetrag',
      'Schrauben 4x40 (200 St.)\t5\t6,80\t34,00',
      'Dübel 8 mm (100 St.)\t4\t5,40\t21,60',
      'Übertrag\t\t\t55,60',
      '\f',
      'Rechnung Nr. 2026/1187 – Seite 2',
      'Artikel\tMenge\tEinzelpreis\tBetrag',
      'Übertrag\t\t\t55,60',
      'Winkelverbinder 90x90\t20\t1,15\t23,00',
      'Holzleim D3, 750 g\t2\t9,90\t19,80',
      '',
      'Warenwert netto\t98,40',
      'USt. 19 %\t18,70',
      'Endbetrag\t117,10',
    ],
  ),
  // Subtotal, shipping and tax rows in the same columns as the items: no items.
  fresh(
    'order-totals-en',
    'invoice',
    'en',
    'txt',
    [
      str('order_number'),
      list('items', [str('item'), num('qty'), num('unit_price'), num('total')]),
      num('shipping'),
      num('total_due'),
    ],
    {
      order_number: 'WS-30517',
      items: [
        { item: 'Merino crew sock, charcoal', qty: 3, unit_price: 14, total: 42 },
        { item: 'Trail running cap', qty: 1, unit_price: 22, total: 22 },
        { item: 'Drink bottle 750 ml', qty: 2, unit_price: 11.5, total: 23 },
      ],
      shipping: 5.95,
      total_due: 92.95,
    },
    {
      raw: [
        'RIDGELINE OUTFITTERS - INVOICE',
        'Order WS-30517                          Date: March 8, 2026',
        '',
        'Item                                Qty    Unit Price       Total',
        '----------------------------------------------------------------',
        'Merino crew sock, charcoal            3         14.00       42.00',
        'Trail running cap                     1         22.00       22.00',
        'Drink bottle 750 ml                   2         11.50       23.00',
        '----------------------------------------------------------------',
        'Subtotal                                                    87.00',
        'Shipping (Standard)                   1          5.95        5.95',
        'Sales tax                                                    0.00',
        'Total due                                                   92.95',
        '',
        'Thank you for shopping with us.',
      ].join('\n'),
    },
  ),
  // Group headings and subtotals inside the table ("Material", "Zwischensumme Material").
  fresh(
    'rechnung-gruppen-de',
    'invoice',
    'de',
    'docx',
    [
      str('rechnungsnummer'),
      list('positionen', [str('bezeichnung'), num('menge'), str('einheit'), num('einzelpreis'), num('gesamt')]),
      num('rechnungsbetrag'),
    ],
    {
      rechnungsnummer: 'R-3391',
      positionen: [
        { bezeichnung: 'Fliesen 30x60 anthrazit', menge: 14, einheit: 'm²', einzelpreis: 32.5, gesamt: 455 },
        { bezeichnung: 'Fliesenkleber flexibel 25 kg', menge: 4, einheit: 'Sack', einzelpreis: 18.9, gesamt: 75.6 },
        { bezeichnung: 'Fliesen verlegen', menge: 14, einheit: 'm²', einzelpreis: 42, gesamt: 588 },
        { bezeichnung: 'Fugen und Silikonarbeiten', menge: 6, einheit: 'Std.', einzelpreis: 54, gesamt: 324 },
      ],
      rechnungsbetrag: 1716.69,
    },
    [
      'Fliesen Demir GmbH',
      'Rechnung R-3391',
      'Leistungszeitraum: 02.03.2026 – 06.03.2026',
      '',
      'Bezeichnung\tMenge\tEinheit\tEinzelpreis\tGesamt',
      'Material\t\t\t\t',
      'Fliesen 30x60 anthrazit\t14\tm²\t32,50\t455,00',
      'Fliesenkleber flexibel 25 kg\t4\tSack\t18,90\t75,60',
      'Zwischensumme Material\t\t\t\t530,60',
      'Arbeitsleistung\t\t\t\t',
      'Fliesen verlegen\t14\tm²\t42,00\t588,00',
      'Fugen und Silikonarbeiten\t6\tStd.\t54,00\t324,00',
      'Zwischensumme Arbeitsleistung\t\t\t\t912,00',
      '',
      'Summe netto\t1.442,60',
      'USt. 19 %\t274,09',
      'Rechnungsbetrag\t1.716,69',
    ],
  ),
  // Columns in another order: the amount first, the description last.
  fresh(
    'statement-reordered-en',
    'statement of charges',
    'en',
    'html',
    [
      str('account'),
      list('charges', [str('description'), num('quantity'), num('unit_price'), num('amount')]),
      num('balance_due'),
    ],
    {
      account: 'GC-1182',
      charges: [
        { description: 'Green fee weekday', quantity: 4, unit_price: 38, amount: 152 },
        { description: 'Buggy hire 18 holes', quantity: 2, unit_price: 25, amount: 50 },
        { description: 'Range balls, large bucket', quantity: 3, unit_price: 6, amount: 18 },
      ],
      balance_due: 220,
    },
    [
      'Harbury Golf Club - Members statement',
      'Account: GC-1182',
      'Member: Mr Gareth Pryce',
      '',
      'Amount\tUnit price\tQty\tDescription',
      '152.00\t38.00\t4\tGreen fee weekday',
      '50.00\t25.00\t2\tBuggy hire 18 holes',
      '18.00\t6.00\t3\tRange balls, large bucket',
      '',
      'Balance due: 220.00',
    ],
  ),
  // HTML with merged cells: a date spanning rows (rowspan), a section heading across the table (colspan).
  fresh(
    'hotel-folio-merged-en',
    'hotel bill',
    'en',
    'html',
    [str('folio_number'), list('charges', [str('date'), str('description'), num('amount')]), num('balance')],
    {
      folio_number: 'F-60218',
      charges: [
        { date: '12/03/2026', description: 'Room 412, Superior double', amount: 142 },
        { date: '12/03/2026', description: 'Restaurant dinner', amount: 58.4 },
        { date: '13/03/2026', description: 'Room 412, Superior double', amount: 142 },
        { date: '13/03/2026', description: 'Minibar', amount: 9.5 },
        { date: '13/03/2026', description: 'Car park', amount: 15 },
      ],
      balance: 366.9,
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Folio F-60218</title></head><body>
<h1>The Quayside Hotel</h1>
<p>Guest folio F-60218<br>Guest: Ms Eleanor Hart<br>Arrival 12/03/2026, departure 14/03/2026</p>
<table border="1">
<tr><th>Date</th><th>Description</th><th>Amount (£)</th></tr>
<tr><td colspan="3"><b>Accommodation and services</b></td></tr>
<tr><td rowspan="2">12/03/2026</td><td>Room 412, Superior double</td><td>142.00</td></tr>
<tr><td>Restaurant dinner</td><td>58.40</td></tr>
<tr><td rowspan="3">13/03/2026</td><td>Room 412, Superior double</td><td>142.00</td></tr>
<tr><td>Minibar</td><td>9.50</td></tr>
<tr><td>Car park</td><td>15.00</td></tr>
<tr><td colspan="2">Balance</td><td>366.90</td></tr>
</table>
<p>We hope to welcome you again.</p>
</body></html>
`,
    },
  ),
];

export const DEV_ITEMS19: TCorpusDocument[] = [...DOCUMENTS, ...DEV_ITEMS19_MORE].map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'dev-items19-'),
  layout: DEV_ITEMS19_LAYOUT,
}));
