// Development set "items25" (layout 123): written in session 25 BEFORE the extractor was changed, for arrays of items
// in shapes the earlier item sets (items11, items19-items24, tables12/16/18) hold few of: item descriptions over two or
// three lines, tables whose columns the user's schema names differently from the header (`unit_price` for
// "Einzelpreis", `amount` for "Betrag netto", `line_total` for "Ext. amount"), items with sub-rows (discount, deposit,
// serial numbers), grouped tables with section headings and subtotals, HTML and DOCX tables with merged or empty
// cells, items as "2 x Widget à 4,50 = 9,00", bank statement rows with booking and value dates, timesheets,
// itineraries, and arrays of parties or contacts. English and German; pdf, docx, html, txt, eml, png. Fields a
// document does not state stay out of the truth. Held out but NOT sealed: --show-dev-items25. The rest is in
// dev-items25-more.ts.
import { crlf } from './dev-eml15.ts';
import { DEV_ITEMS25_MORE } from './dev-items25-more.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the development set items25. */
export const DEV_ITEMS25_LAYOUT = 123;

const DOCUMENTS: TCorpusDocument[] = [
  // A German craftsman's invoice: each description runs over three lines, the figures stand on the first.
  fresh(
    'rechnung-dreizeilig-de',
    'invoice',
    'de',
    'pdf',
    [
      str('rechnungsnummer'),
      num('gesamtbetrag'),
      list('positionen', [str('beschreibung'), num('menge'), str('einheit'), num('einzelpreis'), num('gesamtpreis')]),
    ],
    {
      rechnungsnummer: 'RE-2026-0418',
      gesamtbetrag: 3287.97,
      positionen: [
        {
          beschreibung:
            'Demontage der vorhandenen Heizkörper im Erdgeschoss einschließlich Entleeren der Anlage und Abtransport',
          menge: 6,
          einheit: 'Stk',
          einzelpreis: 48,
          gesamtpreis: 288,
        },
        {
          beschreibung: 'Lieferung Flachheizkörper Typ 22, 600 x 1000 mm, weiß, mit Ventileinsatz und Wandkonsolen',
          menge: 6,
          einheit: 'Stk',
          einzelpreis: 289,
          gesamtpreis: 1734,
        },
        {
          beschreibung: 'Montage und Anschluss der Heizkörper, Befüllen und Entlüften, hydraulischer Abgleich',
          menge: 9.5,
          einheit: 'Std',
          einzelpreis: 78,
          gesamtpreis: 741,
        },
      ],
    },
    [
      'Heizung & Sanitär Brenner GmbH · Lindenweg 12 · 97070 Würzburg',
      '',
      'Familie',
      'Thomas und Ute Kessler',
      'Am Hubland 44',
      '97074 Würzburg',
      '',
      'Rechnung Nr. RE-2026-0418\tDatum: 16.04.2026',
      'Bauvorhaben: Austausch Heizkörper EG, Am Hubland 44',
      '',
      'Pos.\tBeschreibung\tMenge\tEinheit\tEP €\tGP €',
      '1\tDemontage der vorhandenen Heizkörper im\t6\tStk\t48,00\t288,00',
      '\tErdgeschoss einschließlich Entleeren der\t\t\t\t',
      '\tAnlage und Abtransport\t\t\t\t',
      '2\tLieferung Flachheizkörper Typ 22, 600 x\t6\tStk\t289,00\t1.734,00',
      '\t1000 mm, weiß, mit Ventileinsatz und\t\t\t\t',
      '\tWandkonsolen\t\t\t\t',
      '3\tMontage und Anschluss der Heizkörper,\t9,5\tStd\t78,00\t741,00',
      '\tBefüllen und Entlüften, hydraulischer\t\t\t\t',
      '\tAbgleich\t\t\t\t',
      '',
      'Nettobetrag\t2.763,00',
      'zzgl. 19 % MwSt.\t524,97',
      'Gesamtbetrag\t3.287,97',
      '',
      'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
    ],
  ),
  // An English consultancy invoice whose figures stand on the LAST line of a two-line description.
  fresh(
    'consulting-two-line-en',
    'invoice',
    'en',
    'txt',
    [
      str('invoice_no'),
      num('total_due'),
      list('services', [str('description'), num('hours'), num('rate'), num('amount')]),
    ],
    {
      invoice_no: 'INV-7731',
      total_due: 9180,
      services: [
        {
          description: 'Discovery workshop with finance team and review of current month-end close',
          hours: 12,
          rate: 150,
          amount: 1800,
        },
        { description: 'Design of the consolidated reporting model in Power BI', hours: 28, rate: 150, amount: 4200 },
        {
          description: 'Training sessions for controllers (two groups) and handover notes',
          hours: 10,
          rate: 135,
          amount: 1350,
        },
      ],
    },
    [
      'NORTHGATE ANALYTICS LTD',
      '14 Wharf Road, Leeds LS1 4BR',
      '',
      'Invoice no: INV-7731            Date: 31 March 2026',
      'Bill to: Carrow Foods plc, Accounts Payable',
      '',
      'Description                                           Hours     Rate      Amount',
      '---------------------------------------------------------------------------------',
      'Discovery workshop with finance team and review',
      'of current month-end close                            12.0    150.00    1,800.00',
      'Design of the consolidated reporting model in',
      'Power BI                                              28.0    150.00    4,200.00',
      'Training sessions for controllers (two groups)',
      'and handover notes                                    10.0    135.00    1,350.00',
      '---------------------------------------------------------------------------------',
      '                                                      Subtotal          7,350.00',
      '                                                      Expenses            300.00',
      '                                                      VAT 20%           1,530.00',
      '                                                      Total due         9,180.00',
      '',
      'Payment by BACS within 30 days. Sort code 40-11-62, account 71234590.',
    ],
  ),
  // A German purchase order whose header names differ from the user's schema (`unit_price` for "Einzelpreis",
  // `amount` for "Betrag netto", `sku` for "Art.-Nr.").
  fresh(
    'bestellung-englisches-schema-de',
    'purchase order',
    'de',
    'docx',
    [
      str('order_number'),
      num('net_total'),
      list('line_items', [str('sku'), str('description'), num('quantity'), num('unit_price'), num('amount')]),
    ],
    {
      order_number: 'BE-33817',
      net_total: 1106.45,
      line_items: [
        {
          sku: '100-442',
          description: 'Kopierpapier A4, 80 g, Karton à 5 Pack',
          quantity: 12,
          unit_price: 21.9,
          amount: 262.8,
        },
        { sku: '231-018', description: 'Toner schwarz HP 59X', quantity: 4, unit_price: 142.5, amount: 570 },
        { sku: '310-775', description: 'Ordner breit, blau', quantity: 60, unit_price: 2.49, amount: 149.4 },
        {
          sku: '512-090',
          description: 'Haftnotizen 76 x 76 mm, 12er Pack',
          quantity: 25,
          unit_price: 4.97,
          amount: 124.25,
        },
      ],
    },
    [
      'Stadtwerke Lüneburg GmbH – Einkauf',
      'Bestellung BE-33817\tLüneburg, 02.03.2026',
      'Lieferant: Bürowelt Nord KG, Hafenstraße 9, 21335 Lüneburg',
      'Lieferanschrift: Verwaltung, Am Sande 2',
      '',
      'Art.-Nr.\tBezeichnung\tMenge\tEinzelpreis\tBetrag netto',
      '100-442\tKopierpapier A4, 80 g, Karton à 5 Pack\t12\t21,90\t262,80',
      '231-018\tToner schwarz HP 59X\t4\t142,50\t570,00',
      '310-775\tOrdner breit, blau\t60\t2,49\t149,40',
      '512-090\tHaftnotizen 76 x 76 mm, 12er Pack\t25\t4,97\t124,25',
      '',
      'Summe netto\t1.106,45',
      '',
      'Bitte Bestellnummer auf Lieferschein und Rechnung angeben.',
    ],
  ),
  // An English wholesale invoice whose columns are "Item # | Qty shipped | Rate | Ext. amount"; the schema says
  // `product_code`, `quantity`, `unit_cost`, `line_total`.
  fresh(
    'wholesale-renamed-columns-en',
    'invoice',
    'en',
    'pdf',
    [
      str('invoice_number'),
      num('balance_due'),
      list('lines', [str('product_code'), str('description'), num('quantity'), num('unit_cost'), num('line_total')]),
    ],
    {
      invoice_number: '20458',
      balance_due: 1932.6,
      lines: [
        {
          product_code: 'GR-1120',
          description: 'Organic rolled oats 25 lb bag',
          quantity: 10,
          unit_cost: 38.4,
          line_total: 384,
        },
        {
          product_code: 'GR-2051',
          description: 'Basmati rice 20 lb',
          quantity: 15,
          unit_cost: 29.75,
          line_total: 446.25,
        },
        {
          product_code: 'OL-0307',
          description: 'Extra virgin olive oil 3 L tin',
          quantity: 24,
          unit_cost: 31.9,
          line_total: 765.6,
        },
        {
          product_code: 'SP-4410',
          description: 'Sea salt, fine, 5 lb',
          quantity: 30,
          unit_cost: 11.225,
          line_total: 336.75,
        },
      ],
    },
    [
      'Harvest Lane Wholesale Co.',
      '2201 Industrial Pkwy, Columbus, OH 43207',
      '',
      'INVOICE #20458          Date 03/18/2026          Terms Net 15',
      'Sold to: Maple Street Market, 88 Maple St, Worthington, OH',
      '',
      'Item #\tDescription\tQty shipped\tRate\tExt. amount',
      'GR-1120\tOrganic rolled oats 25 lb bag\t10\t38.40\t384.00',
      'GR-2051\tBasmati rice 20 lb\t15\t29.75\t446.25',
      'OL-0307\tExtra virgin olive oil 3 L tin\t24\t31.90\t765.60',
      'SP-4410\tSea salt, fine, 5 lb\t30\t11.225\t336.75',
      '',
      'Subtotal\t1,932.60',
      'Sales tax (exempt)\t0.00',
      'Balance due\t1,932.60',
    ],
  ),
  // A builder's quote grouped by sections ("Titel 01 Erdarbeiten") with a subtotal after each.
  fresh(
    'angebot-titel-zwischensummen-de',
    'quote',
    'de',
    'pdf',
    [
      str('angebotsnummer'),
      num('angebotssumme_netto'),
      list('positionen', [str('posnr'), str('leistung'), num('menge'), str('einheit'), num('ep'), num('gp')]),
    ],
    {
      angebotsnummer: 'A-26-0091',
      angebotssumme_netto: 14237.5,
      positionen: [
        { posnr: '01.01', leistung: 'Baustelle einrichten und räumen', menge: 1, einheit: 'psch', ep: 850, gp: 850 },
        {
          posnr: '01.02',
          leistung: 'Oberboden abtragen und seitlich lagern',
          menge: 120,
          einheit: 'm²',
          ep: 6.5,
          gp: 780,
        },
        { posnr: '01.03', leistung: 'Baugrube ausheben, Boden abfahren', menge: 85, einheit: 'm³', ep: 38, gp: 3230 },
        {
          posnr: '02.01',
          leistung: 'Streifenfundamente C25/30 herstellen',
          menge: 14,
          einheit: 'm³',
          ep: 265,
          gp: 3710,
        },
        { posnr: '02.02', leistung: 'Bodenplatte d = 20 cm, bewehrt', menge: 42.5, einheit: 'm²', ep: 115, gp: 4887.5 },
        { posnr: '03.01', leistung: 'Grundleitung DN 150 verlegen', menge: 18, einheit: 'm', ep: 43.33, gp: 780 },
      ],
    },
    [
      'Bauunternehmung Kranich GmbH & Co. KG',
      'Angebot A-26-0091 vom 23.02.2026',
      'Bauvorhaben: Neubau Garage mit Abstellraum, Flur 4, Flst. 118/2, Bad Hersfeld',
      '',
      'Pos.\tLeistung\tMenge\tEinh.\tEP €\tGP €',
      'Titel 01 Erdarbeiten',
      '01.01\tBaustelle einrichten und räumen\t1\tpsch\t850,00\t850,00',
      '01.02\tOberboden abtragen und seitlich lagern\t120\tm²\t6,50\t780,00',
      '01.03\tBaugrube ausheben, Boden abfahren\t85\tm³\t38,00\t3.230,00',
      'Summe Titel 01 Erdarbeiten\t\t\t\t\t4.860,00',
      'Titel 02 Beton- und Stahlbetonarbeiten',
      '02.01\tStreifenfundamente C25/30 herstellen\t14\tm³\t265,00\t3.710,00',
      '02.02\tBodenplatte d = 20 cm, bewehrt\t42,5\tm²\t115,00\t4.887,50',
      'Summe Titel 02 Beton- und Stahlbetonarbeiten\t\t\t\t\t8.597,50',
      'Titel 03 Entwässerung',
      '03.01\tGrundleitung DN 150 verlegen\t18\tm\t43,33\t780,00',
      'Summe Titel 03 Entwässerung\t\t\t\t\t780,00',
      '',
      'Angebotssumme netto\t14.237,50',
      'zzgl. 19 % MwSt.\t2.705,13',
      'Angebotssumme brutto\t16.942,63',
    ],
  ),
  // An English renovation estimate grouped by room, each room with a subtotal line.
  fresh(
    'estimate-rooms-subtotals-en',
    'quote',
    'en',
    'html',
    [str('estimate_number'), num('total'), list('items', [str('room'), str('description'), num('cost')])],
    {
      estimate_number: 'EST-1187',
      total: 11640,
      items: [
        { room: 'Kitchen', description: 'Remove old units and worktops', cost: 650 },
        { room: 'Kitchen', description: 'Supply and fit 10 base and wall units', cost: 4800 },
        { room: 'Kitchen', description: 'Quartz worktop, 4.2 m, templated', cost: 2150 },
        { room: 'Bathroom', description: 'Strip out suite and tiles', cost: 540 },
        { room: 'Bathroom', description: 'Install walk-in shower tray and glass screen', cost: 1890 },
        { room: 'Bathroom', description: 'Wall tiling, 18 m²', cost: 1610 },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Estimate EST-1187</title></head><body>
<h2>Oakfield Renovations</h2>
<p>Estimate EST-1187 &middot; prepared 9 February 2026 for Ms Priya Natarajan, 27 Elm Grove, Reading RG1 5PQ</p>
<table border="1" cellpadding="4">
<thead><tr><th>Work</th><th>Cost (£)</th></tr></thead>
<tbody>
<tr><td colspan="2"><b>Kitchen</b></td></tr>
<tr><td>Remove old units and worktops</td><td>650.00</td></tr>
<tr><td>Supply and fit 10 base and wall units</td><td>4,800.00</td></tr>
<tr><td>Quartz worktop, 4.2 m, templated</td><td>2,150.00</td></tr>
<tr><td><i>Kitchen subtotal</i></td><td><i>7,600.00</i></td></tr>
<tr><td colspan="2"><b>Bathroom</b></td></tr>
<tr><td>Strip out suite and tiles</td><td>540.00</td></tr>
<tr><td>Install walk-in shower tray and glass screen</td><td>1,890.00</td></tr>
<tr><td>Wall tiling, 18 m²</td><td>1,610.00</td></tr>
<tr><td><i>Bathroom subtotal</i></td><td><i>4,040.00</i></td></tr>
</tbody>
<tfoot><tr><td><b>Total (no VAT charged)</b></td><td><b>11,640.00</b></td></tr></tfoot>
</table>
<p>This estimate is valid for 60 days.</p>
</body></html>
`,
    },
  ),
  // A German wine merchant's invoice: a discount sub-row under some items.
  fresh(
    'weinrechnung-rabattzeilen-de',
    'invoice',
    'de',
    'docx',
    [
      str('rechnungsnummer'),
      num('endbetrag'),
      list('artikel', [str('bezeichnung'), num('anzahl'), num('preis'), num('rabatt'), num('summe')]),
    ],
    {
      rechnungsnummer: '2026-1152',
      endbetrag: 326.1,
      artikel: [
        { bezeichnung: 'Riesling Kabinett trocken 2024, 0,75 l', anzahl: 12, preis: 9.8, rabatt: 11.76, summe: 117.6 },
        { bezeichnung: 'Spätburgunder Rosé 2024, 0,75 l', anzahl: 6, preis: 8.9, summe: 53.4 },
        { bezeichnung: 'Grauburgunder Spätlese 2023, 0,75 l', anzahl: 12, preis: 13.5, rabatt: 16.2, summe: 162 },
      ],
    },
    [
      'Weingut Hofmann · Weinstraße 18 · 67146 Deidesheim',
      'Rechnung 2026-1152\tDeidesheim, 10.03.2026',
      'Kunde: Restaurant Zur Linde, Herr Matthias Rapp, Lindenplatz 1, 76829 Landau',
      '',
      'Bezeichnung\tAnzahl\tPreis €\tSumme €',
      'Riesling Kabinett trocken 2024, 0,75 l\t12\t9,80\t117,60',
      '   abzgl. 10 % Kistenrabatt\t\t\t-11,76',
      'Spätburgunder Rosé 2024, 0,75 l\t6\t8,90\t53,40',
      'Grauburgunder Spätlese 2023, 0,75 l\t12\t13,50\t162,00',
      '   abzgl. 10 % Kistenrabatt\t\t\t-16,20',
      '',
      'Warenwert\t305,04',
      'Versand\t21,06',
      'Endbetrag (inkl. 19 % MwSt.)\t326,10',
    ],
  ),
  // An English delivery note: each device followed by two lines of serial numbers.
  fresh(
    'delivery-serials-en',
    'delivery note',
    'en',
    'pdf',
    [str('delivery_note'), list('items', [str('description'), num('qty'), str('serial_numbers')])],
    {
      delivery_note: 'DN-60214',
      items: [
        { description: 'Zebra ZD421 label printer', qty: 2, serial_numbers: 'D7J231904417, D7J231904452' },
        {
          description: 'Honeywell Voyager 1470g scanner',
          qty: 3,
          serial_numbers: '23118B0921, 23118B0935, 23118B0940',
        },
        { description: 'APC Back-UPS 700VA', qty: 1, serial_numbers: '4B2317P08812' },
      ],
    },
    [
      'Corbridge Technical Distribution',
      'DELIVERY NOTE DN-60214',
      'Date: 12 March 2026   Customer PO: PO-88120',
      'Deliver to: Ashby Logistics, Unit 4, Gateway Park, Derby DE24 8HP',
      '',
      'Qty\tDescription',
      '2\tZebra ZD421 label printer',
      '\tS/N: D7J231904417, D7J231904452',
      '3\tHoneywell Voyager 1470g scanner',
      '\tS/N: 23118B0921, 23118B0935, 23118B0940',
      '1\tAPC Back-UPS 700VA',
      '\tS/N: 4B2317P08812',
      '',
      'Received in good condition: ____________________',
    ],
  ),
  // A drinks wholesaler's receipt: a deposit line under each crate.
  fresh(
    'getraenke-pfand-de',
    'receipt',
    'de',
    'txt',
    [num('summe'), list('positionen', [str('artikel'), num('menge'), num('preis'), num('pfand')])],
    {
      summe: 58.19,
      positionen: [
        { artikel: 'Mineralwasser Medium 12x0,7', menge: 3, preis: 17.97, pfand: 9.9 },
        { artikel: 'Apfelschorle 12x1,0 PET', menge: 1, preis: 8.49, pfand: 3.3 },
        { artikel: 'Pils 20x0,5', menge: 1, preis: 16.99, pfand: 3.1 },
      ],
    },
    [
      '   GETRÄNKEMARKT SONNE',
      '   Ringstr. 40, 06108 Halle',
      '',
      '3 x Mineralwasser Medium 12x0,7       17,97',
      '    Pfand 3 x 3,30                     9,90',
      '1 x Apfelschorle 12x1,0 PET            8,49',
      '    Pfand 1 x 3,30                     3,30',
      '1 x Pils 20x0,5                       16,99',
      '    Pfand 1 x 3,10                     3,10',
      '-----------------------------------------',
      'Leergut-Rückgabe                      -1,56',
      'SUMME EUR                             58,19',
      '',
      'Bar                                   70,00',
      'Rückgeld                              11,81',
      '14.03.2026  17:32   Kasse 2   Bon 4410',
    ],
  ),
  // A German shop order as prose lines "2 x Widget à 4,50 = 9,00" with "St." and "€".
  fresh(
    'werkstatt-a-zeilen-de',
    'order confirmation',
    'de',
    'eml',
    [
      str('bestellnummer'),
      num('gesamtsumme'),
      list('artikel', [num('menge'), str('name'), num('stueckpreis'), num('betrag')]),
    ],
    {
      bestellnummer: 'WS-90317',
      gesamtsumme: 47.85,
      artikel: [
        { menge: 4, name: 'Spax-Schrauben 4 x 40, Pack 200', stueckpreis: 6.95, betrag: 27.8 },
        { menge: 2, name: 'Dübel S8, Pack 50', stueckpreis: 3.45, betrag: 6.9 },
        { menge: 1, name: 'Bithalter magnetisch', stueckpreis: 7.9, betrag: 7.9 },
      ],
    },
    {
      raw: crlf(`From: Werkstattbedarf Jung <shop@werkstatt-jung.example>
To: Peter Lorenz <p.lorenz@mailbox.example>
Subject: Bestellbestätigung WS-90317
Date: Mon, 09 Mar 2026 10:05:44 +0100
Content-Type: text/plain; charset=utf-8

Guten Tag Herr Lorenz,

wir haben Ihre Bestellung WS-90317 erhalten und versenden sie heute noch.

Ihre Artikel:
  4 St. Spax-Schrauben 4 x 40, Pack 200 à 6,95 € = 27,80 €
  2 St. Dübel S8, Pack 50 à 3,45 € = 6,90 €
  1 St. Bithalter magnetisch à 7,90 € = 7,90 €

Versand (DHL): 5,25 €
Gesamtsumme: 47,85 € inkl. MwSt.

Viele Grüße
Ihr Team von Werkstattbedarf Jung
`),
    },
  ),
  // An English café order in a chat-style mail: "3 × Flat white @ £3.20 = £9.60".
  fresh(
    'catering-times-en',
    'order confirmation',
    'en',
    'eml',
    [str('order_ref'), num('total'), list('items', [num('qty'), str('item'), num('price_each'), num('line_total')])],
    {
      order_ref: 'CT-2291',
      total: 76.4,
      items: [
        { qty: 12, item: 'Flat white', price_each: 3.2, line_total: 38.4 },
        { qty: 8, item: 'Almond croissant', price_each: 2.75, line_total: 22 },
        { qty: 1, item: 'Fruit platter (serves 10)', price_each: 16, line_total: 16 },
      ],
    },
    {
      raw: crlf(`From: Bean & Crumb Catering <orders@beancrumb.example>
To: office@tallis-partners.example
Subject: Your order CT-2291 for Thursday
Date: Tue, 17 Mar 2026 15:12:03 +0000
Content-Type: text/plain; charset=utf-8

Hi there,

Thanks for your order CT-2291, delivery Thursday 19 March at 8:45 to 3rd floor reception.

12 × Flat white @ £3.20 = £38.40
8 × Almond croissant @ £2.75 = £22.00
1 × Fruit platter (serves 10) @ £16.00 = £16.00

Total: £76.40, charged to the card on file.

Cheers,
Bean & Crumb
`),
    },
  ),
  // A German bank statement: booking date and value date in two columns, the purpose over two lines.
  fresh(
    'kontoauszug-buchung-valuta-de',
    'bank statement',
    'de',
    'pdf',
    [
      str('iban'),
      num('neuer_saldo'),
      list('umsaetze', [date('buchungstag'), date('wertstellung'), str('verwendungszweck'), num('betrag')]),
    ],
    {
      iban: 'DE44 5001 0517 5407 3249 31',
      neuer_saldo: 2184.56,
      umsaetze: [
        {
          buchungstag: '2026-03-02',
          wertstellung: '2026-03-02',
          verwendungszweck: 'Miete März Wohnung 3 OG links',
          betrag: -890,
        },
        {
          buchungstag: '2026-03-03',
          wertstellung: '2026-03-01',
          verwendungszweck: 'Gehalt Februar 2026 Brandt Logistik GmbH',
          betrag: 2650,
        },
        {
          buchungstag: '2026-03-05',
          wertstellung: '2026-03-05',
          verwendungszweck: 'Stadtwerke Abschlag Strom Vertrag 7781002',
          betrag: -78,
        },
        {
          buchungstag: '2026-03-09',
          wertstellung: '2026-03-06',
          verwendungszweck: 'Kartenzahlung REWE Markt Südstadt',
          betrag: -64.37,
        },
      ],
    },
    [
      'Volksbank Mittelhessen eG',
      'Kontoauszug Nr. 3/2026   Blatt 1',
      'Kontoinhaber: Sandra Winter   IBAN: DE44 5001 0517 5407 3249 31',
      '',
      'Alter Saldo per 28.02.2026\t566,93',
      '',
      'Buchungstag\tWertstellung\tVorgang / Verwendungszweck\tBetrag EUR',
      '02.03.2026\t02.03.2026\tMiete März\t-890,00',
      '\t\tWohnung 3 OG links\t',
      '03.03.2026\t01.03.2026\tGehalt Februar 2026\t+2.650,00',
      '\t\tBrandt Logistik GmbH\t',
      '05.03.2026\t05.03.2026\tStadtwerke Abschlag Strom\t-78,00',
      '\t\tVertrag 7781002\t',
      '09.03.2026\t06.03.2026\tKartenzahlung\t-64,37',
      '\t\tREWE Markt Südstadt\t',
      '',
      'Neuer Saldo per 10.03.2026\t2.184,56',
    ],
  ),
  // An English bank statement with Date, Value date, Details, Paid out, Paid in and Balance columns.
  fresh(
    'statement-value-date-en',
    'bank statement',
    'en',
    'txt',
    [
      str('account_number'),
      num('closing_balance'),
      list('transactions', [
        date('date'),
        date('value_date'),
        str('details'),
        num('paid_out'),
        num('paid_in'),
        num('balance'),
      ]),
    ],
    {
      account_number: '31926847',
      closing_balance: 3021.44,
      transactions: [
        { date: '2026-02-02', value_date: '2026-02-02', details: 'DD THAMES WATER', paid_out: 42.1, balance: 2877.9 },
        {
          date: '2026-02-03',
          value_date: '2026-01-31',
          details: 'BGC ACME PAYROLL',
          paid_in: 2310.55,
          balance: 5188.45,
        },
        {
          date: '2026-02-05',
          value_date: '2026-02-05',
          details: 'SO RENT 14 KINGS RD',
          paid_out: 1950,
          balance: 3238.45,
        },
        {
          date: '2026-02-09',
          value_date: '2026-02-07',
          details: 'CARD TESCO STORES 2231',
          paid_out: 217.01,
          balance: 3021.44,
        },
      ],
    },
    [
      'HALBERD BANK PLC                         Current account statement',
      'Mr Owen Gallagher                        Sort code 20-45-77  Account 31926847',
      'Period 1 February 2026 to 28 February 2026',
      '',
      'Date        Value date  Details                   Paid out     Paid in     Balance',
      '01/02/2026              BALANCE BROUGHT FORWARD                            2,920.00',
      '02/02/2026  02/02/2026  DD THAMES WATER              42.10                 2,877.90',
      '03/02/2026  31/01/2026  BGC ACME PAYROLL                        2,310.55   5,188.45',
      '05/02/2026  05/02/2026  SO RENT 14 KINGS RD       1,950.00                 3,238.45',
      '09/02/2026  07/02/2026  CARD TESCO STORES 2231      217.01                 3,021.44',
      '28/02/2026              BALANCE CARRIED FORWARD                            3,021.44',
    ],
  ),
  // A credit card statement: transaction date and posting date, description, amount with CR for credits.
  fresh(
    'card-statement-post-date-en',
    'credit card statement',
    'en',
    'html',
    [
      num('new_balance'),
      date('payment_due'),
      list('transactions', [date('transaction_date'), date('posting_date'), str('description'), num('amount')]),
    ],
    {
      new_balance: 612.83,
      payment_due: '2026-04-21',
      transactions: [
        { transaction_date: '2026-03-02', posting_date: '2026-03-03', description: 'SHELL OIL 57442', amount: 54.2 },
        {
          transaction_date: '2026-03-04',
          posting_date: '2026-03-06',
          description: 'AMAZON MKTPL*2K81L',
          amount: 129.99,
        },
        { transaction_date: '2026-03-10', posting_date: '2026-03-10', description: 'PAYMENT THANK YOU', amount: -400 },
        {
          transaction_date: '2026-03-14',
          posting_date: '2026-03-16',
          description: 'DELTA AIR 0062391144',
          amount: 428.64,
        },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Statement</title></head><body>
<h3>Summit Rewards Visa – Statement closing 03/26/2026</h3>
<p>New balance: <b>$612.83</b> &nbsp; Payment due date: <b>04/21/2026</b> &nbsp; Minimum payment: $35.00</p>
<table>
<tr><th>Trans. date</th><th>Post date</th><th>Description</th><th>Amount</th></tr>
<tr><td>03/02</td><td>03/03</td><td>SHELL OIL 57442</td><td>54.20</td></tr>
<tr><td>03/04</td><td>03/06</td><td>AMAZON MKTPL*2K81L</td><td>129.99</td></tr>
<tr><td>03/10</td><td>03/10</td><td>PAYMENT THANK YOU</td><td>400.00 CR</td></tr>
<tr><td>03/14</td><td>03/16</td><td>DELTA AIR 0062391144</td><td>428.64</td></tr>
</table>
</body></html>
`,
    },
  ),
  // An English contractor's weekly timesheet with start, end, break and hours.
  fresh(
    'timesheet-week-en',
    'timesheet',
    'en',
    'docx',
    [
      str('employee'),
      num('total_hours'),
      list('entries', [date('date'), str('start'), str('finish'), num('break_minutes'), num('hours'), str('project')]),
    ],
    {
      employee: 'Hannah Okafor',
      total_hours: 38.5,
      entries: [
        {
          date: '2026-03-09',
          start: '08:00',
          finish: '16:30',
          break_minutes: 30,
          hours: 8,
          project: 'Riverside clinic fit-out',
        },
        {
          date: '2026-03-10',
          start: '07:30',
          finish: '16:30',
          break_minutes: 30,
          hours: 8.5,
          project: 'Riverside clinic fit-out',
        },
        {
          date: '2026-03-11',
          start: '08:00',
          finish: '15:00',
          break_minutes: 30,
          hours: 6.5,
          project: 'Head office snagging',
        },
        {
          date: '2026-03-12',
          start: '08:00',
          finish: '16:30',
          break_minutes: 30,
          hours: 8,
          project: 'Riverside clinic fit-out',
        },
        {
          date: '2026-03-13',
          start: '07:30',
          finish: '16:00',
          break_minutes: 60,
          hours: 7.5,
          project: 'Head office snagging',
        },
      ],
    },
    [
      'Brightwell Site Services – Weekly timesheet',
      'Contractor: Hannah Okafor      Week ending: 15/03/2026      Supervisor: D. Marsh',
      '',
      'Day\tDate\tStart\tFinish\tBreak (min)\tHours\tProject / site',
      'Mon\t09/03/2026\t08:00\t16:30\t30\t8.0\tRiverside clinic fit-out',
      'Tue\t10/03/2026\t07:30\t16:30\t30\t8.5\tRiverside clinic fit-out',
      'Wed\t11/03/2026\t08:00\t15:00\t30\t6.5\tHead office snagging',
      'Thu\t12/03/2026\t08:00\t16:30\t30\t8.0\tRiverside clinic fit-out',
      'Fri\t13/03/2026\t07:30\t16:00\t60\t7.5\tHead office snagging',
      '',
      'Total hours\t38.5',
      'Signed: H. Okafor',
    ],
  ),
  // A German hand-written style work report (Stundennachweis) in plain text, activity over two lines.
  fresh(
    'stundennachweis-monteur-de',
    'timesheet',
    'de',
    'txt',
    [
      str('auftrag'),
      num('stunden_gesamt'),
      list('einsaetze', [date('datum'), str('von'), str('bis'), num('stunden'), str('taetigkeit')]),
    ],
    {
      auftrag: '4711-26',
      stunden_gesamt: 21.5,
      einsaetze: [
        {
          datum: '2026-03-16',
          von: '07:00',
          bis: '15:30',
          stunden: 8,
          taetigkeit: 'Kabeltrassen montiert, Leitungen im 1. OG gezogen',
        },
        {
          datum: '2026-03-17',
          von: '07:00',
          bis: '14:00',
          stunden: 6.5,
          taetigkeit: 'Unterverteilung gesetzt und verdrahtet',
        },
        {
          datum: '2026-03-18',
          von: '07:30',
          bis: '15:00',
          stunden: 7,
          taetigkeit: 'Schalter und Steckdosen gesetzt, Messung nach DIN VDE 0100-600',
        },
      ],
    },
    [
      'Elektro Sturm GmbH – Stundennachweis',
      'Auftrag: 4711-26     Baustelle: Kita Sonnenblume, Ahornweg 3, Paderborn',
      'Monteur: Kai Lindemann',
      '',
      'Datum       von     bis     Std.   Tätigkeit',
      '16.03.2026  07:00   15:30   8,0    Kabeltrassen montiert, Leitungen im',
      '                                   1. OG gezogen',
      '17.03.2026  07:00   14:00   6,5    Unterverteilung gesetzt und verdrahtet',
      '18.03.2026  07:30   15:00   7,0    Schalter und Steckdosen gesetzt, Messung',
      '                                   nach DIN VDE 0100-600',
      '',
      'Stunden gesamt: 21,5',
      'Unterschrift Kunde: ______________',
    ],
  ),
];

export const DEV_ITEMS25: TCorpusDocument[] = [...DOCUMENTS, ...DEV_ITEMS25_MORE].map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'd25i-'),
  layout: DEV_ITEMS25_LAYOUT,
}));
