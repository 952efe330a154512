// Fresh held-out documents, set M (layout 22): written by hand in session 9 from what real businesses and their
// software print, by a helper who read neither the extractor's rules and tests nor the other sets' documents, each
// with its own schema. SEALED: eval never shows its misses unless --show-fresh-m is given (for a final report only),
// train:extraction never reads it. Nobody tunes on set M.

import { bool, date, fresh, list, num, obj, str } from './fresh-doc.ts';
import { FRESH_M_LAST } from './fresh-m-last.ts';
import { FRESH_M_MORE } from './fresh-m-more.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the sealed held-out set M. */
export const FRESH_M_LAYOUT = 22;

const DOCUMENTS: TCorpusDocument[] = [
  // An electrician's invoice typed in Word: header paragraphs, one table for items and totals.
  fresh(
    'm-rechnung-elektriker-de',
    'invoice',
    'de',
    'docx',
    [
      str('rechnungsnummer', undefined, { required: true }),
      date('rechnungsdatum'),
      obj('kunde', [str('name')]),
      list('positionen', [str('bezeichnung'), num('menge'), str('einheit', 'Std, psch, m oder Stk'), num('gesamt')]),
      num('netto'),
      num('mwst'),
      num('brutto', 'Rechnungsbetrag inkl. MwSt', true),
      date('zahlungsziel', 'Datum, bis zu dem zu zahlen ist'),
    ],
    {
      rechnungsnummer: 'RE-26-0147',
      rechnungsdatum: '2026-03-12',
      kunde: { name: 'Gerda Hoffmann' },
      positionen: [
        { bezeichnung: 'Arbeitszeit Elektroinstallateur', menge: 5.5, einheit: 'Std', gesamt: 341 },
        { bezeichnung: 'Anfahrtspauschale', menge: 1, einheit: 'psch', gesamt: 35 },
        { bezeichnung: 'Mantelleitung NYM-J 3x1,5 mm²', menge: 25, einheit: 'm', gesamt: 31 },
        { bezeichnung: 'FI/LS-Schalter B16 30 mA', menge: 1, einheit: 'Stk', gesamt: 89.9 },
      ],
      netto: 496.9,
      mwst: 94.41,
      brutto: 591.31,
      zahlungsziel: '2026-03-26',
    },
    [
      'Elektro Brenner – Ihr Meisterbetrieb in Kassel',
      'Wilhelmshöher Allee 210 · 34119 Kassel · Tel. 0561 77 30 41 · USt-IdNr. DE281734902',
      '',
      'Frau',
      'Gerda Hoffmann',
      'Goethestraße 3',
      '34119 Kassel',
      '',
      'Kassel, 12.03.2026',
      '',
      'RECHNUNG Nr. RE-26-0147',
      '',
      'Sehr geehrte Frau Hoffmann,',
      'für die Erneuerung des Badstromkreises am 09.03.2026 berechnen wir Ihnen:',
      'Pos.\tMenge\tEinh.\tBezeichnung\tEinzelpreis\tGesamt',
      '1\t5,5\tStd\tArbeitszeit Elektroinstallateur\t62,00 €\t341,00 €',
      '2\t1\tpsch\tAnfahrtspauschale\t35,00 €\t35,00 €',
      '3\t25\tm\tMantelleitung NYM-J 3x1,5 mm²\t1,24 €\t31,00 €',
      '4\t1\tStk\tFI/LS-Schalter B16 30 mA\t89,90 €\t89,90 €',
      '\t\t\tNettobetrag\t\t496,90 €',
      '\t\t\tzzgl. 19 % MwSt.\t\t94,41 €',
      '\t\t\tRechnungsbetrag\t\t591,31 €',
      '',
      'Bitte überweisen Sie den Rechnungsbetrag ohne Abzug bis zum 26.03.2026 auf unser Konto bei der Kasseler Sparkasse.',
      'Mit freundlichen Grüßen',
      'Markus Brenner, Elektrotechnikermeister',
    ],
  ),
  // A SaaS billing page saved as HTML: labels above values, a line-item table, a totals block.
  fresh(
    'm-invoice-saas-en',
    'invoice',
    'en',
    'html',
    [
      str('invoiceNumber', undefined, { required: true }),
      date('invoiceDate'),
      obj('billingPeriod', [date('start'), date('end')]),
      obj('customer', [str('company'), str('email', undefined, { format: 'email' })]),
      list('lineItems', [str('description'), num('quantity'), num('unitPrice'), num('amount')]),
      num('subtotal'),
      num('discount', 'Discount amount in USD, positive'),
      num('tax'),
      num('total', undefined, true),
      bool('paid'),
      str('paymentMethod', 'One of: card, ach, invoice'),
    ],
    {
      invoiceNumber: 'INV-0042-7781',
      invoiceDate: '2026-02-01',
      billingPeriod: { start: '2026-02-01', end: '2026-02-28' },
      customer: { company: 'Fernwood Analytics Inc.', email: 'billing@fernwood.example' },
      lineItems: [
        { description: 'Team plan – seats', quantity: 12, unitPrice: 18, amount: 216 },
        { description: 'Extra storage (100 GB)', quantity: 2, unitPrice: 5, amount: 10 },
        { description: 'Priority support add-on', quantity: 1, unitPrice: 49, amount: 49 },
      ],
      subtotal: 275,
      discount: 27.5,
      tax: 21.97,
      total: 269.47,
      paid: true,
      paymentMethod: 'card',
    },
    {
      raw: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Invoice INV-0042-7781 – Taskloom</title>
<style>.label{color:#6b7280;font-size:12px;text-transform:uppercase}.muted{color:#6b7280}</style></head>
<body>
<header><img alt="Taskloom" src="logo.svg"><span class="badge">PAID</span></header>
<section class="meta">
  <div><div class="label">Invoice number</div><div>INV-0042-7781</div></div>
  <div><div class="label">Date of issue</div><div>February 1, 2026</div></div>
  <div><div class="label">Billing period</div><div>Feb 1 – Feb 28, 2026</div></div>
</section>
<section class="parties">
  <div><div class="label">From</div><p>Taskloom, Inc.<br>548 Market St #22011<br>San Francisco, CA 94104</p></div>
  <div><div class="label">Bill to</div><p>Fernwood Analytics Inc.<br>41 Hudson Yards, Floor 9<br>New York, NY 10001<br>billing@fernwood.example</p></div>
</section>
<h2>$269.47 paid on February 1, 2026</h2>
<table class="items">
  <thead><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr></thead>
  <tbody>
    <tr><td>Team plan – seats<br><span class="muted">Feb 1 – Feb 28, 2026</span></td><td>12</td><td>$18.00</td><td>$216.00</td></tr>
    <tr><td>Extra storage (100 GB)</td><td>2</td><td>$5.00</td><td>$10.00</td></tr>
    <tr><td>Priority support add-on</td><td>1</td><td>$49.00</td><td>$49.00</td></tr>
  </tbody>
</table>
<table class="totals">
  <tr><td>Subtotal</td><td>$275.00</td></tr>
  <tr><td>ANNUAL10 (10% off)</td><td>−$27.50</td></tr>
  <tr><td>Sales tax – New York (8.875% on $247.50)</td><td>$21.97</td></tr>
  <tr><td><strong>Total</strong></td><td><strong>$269.47</strong></td></tr>
  <tr><td>Amount paid</td><td>$269.47</td></tr>
  <tr><td>Amount due</td><td>$0.00</td></tr>
</table>
<p class="muted">Paid with Visa ending in 4242. Questions? Contact billing@taskloom.example.</p>
</body></html>
`,
    },
  ),
  // A Swiss consultant's invoice: two-column header, dated service rows, Swiss number style.
  fresh(
    'm-rechnung-beratung-ch-de',
    'invoice',
    'de',
    'pdf',
    [
      str('rechnung_nr', undefined, { required: true }),
      date('datum'),
      obj('kunde', [str('firma'), str('ort')]),
      str('uid_nummer', 'UID des Rechnungsstellers'),
      list('leistungen', [date('datum'), str('beschreibung'), num('stunden'), num('betrag')]),
      num('total_exkl_mwst'),
      num('mwst'),
      num('total_chf', 'Rechnungstotal inkl. MWST', true),
      date('zahlbar_bis'),
    ],
    {
      rechnung_nr: '2026-031',
      datum: '2026-02-28',
      kunde: { firma: 'Bergbahnen Flumserberg AG', ort: 'Flumserberg' },
      uid_nummer: 'CHE-412.908.337 MWST',
      leistungen: [
        { datum: '2026-02-03', beschreibung: 'Workshop Prozessanalyse', stunden: 6, betrag: 1080 },
        { datum: '2026-02-10', beschreibung: 'Konzept Datenmigration', stunden: 4.5, betrag: 810 },
        { datum: '2026-02-17', beschreibung: 'Abstimmung Geschäftsleitung', stunden: 2, betrag: 360 },
      ],
      total_exkl_mwst: 2250,
      mwst: 182.25,
      total_chf: 2432.25,
      zahlbar_bis: '2026-03-30',
    },
    [
      'Meier Organisationsberatung GmbH\tBergbahnen Flumserberg AG',
      'Seefeldstrasse 123\tz. H. Herrn Reto Gubser',
      '8008 Zürich\tTannenbodenstrasse 4',
      'UID CHE-412.908.337 MWST\t8898 Flumserberg',
      '',
      'Zürich, 28. Februar 2026',
      '',
      'Rechnung Nr. 2026-031',
      'Beratungsmandat «Digitalisierung Ticketing», Leistungen Februar 2026',
      '',
      'Datum\tLeistung\tStunden\tCHF',
      "03.02.2026\tWorkshop Prozessanalyse\t6.0\t1'080.00",
      '10.02.2026\tKonzept Datenmigration\t4.5\t810.00',
      '17.02.2026\tAbstimmung Geschäftsleitung\t2.0\t360.00',
      '',
      'Stundensatz CHF 180.00',
      "Total exkl. MWST\tCHF 2'250.00",
      'MWST 8.1 %\tCHF 182.25',
      "Total inkl. MWST\tCHF 2'432.25",
      '',
      'Zahlbar innert 30 Tagen, d. h. bis 30.03.2026, mit beiliegendem QR-Einzahlungsschein.',
    ],
  ),
  // A supermarket till receipt photographed: weighed item on two lines, tax letters after the prices.
  fresh(
    'm-kassenbon-supermarkt-de',
    'receipt',
    'de',
    'png',
    [
      str('markt'),
      str('ort'),
      date('datum'),
      str('uhrzeit', undefined, { format: 'time' }),
      list('artikel', [str('name'), num('preis', 'Zeilenbetrag in EUR')]),
      num('summe', undefined, true),
      num('gegeben'),
      num('rueckgeld'),
      str('zahlungsart', 'bar, EC oder Kreditkarte'),
      str('bon_nr'),
    ],
    {
      markt: 'Frischemarkt Weber',
      ort: 'Kassel',
      datum: '2026-03-14',
      uhrzeit: '18:42',
      artikel: [
        { name: 'Vollmilch 3,5%', preis: 1.19 },
        { name: 'Bananen', preis: 1.72 },
        { name: 'Roggenmischbrot 750g', preis: 2.49 },
        { name: 'Pfand', preis: 0.25 },
        { name: 'Deutsche Markenbutter', preis: 2.29 },
      ],
      summe: 7.94,
      gegeben: 10,
      rueckgeld: 2.06,
      zahlungsart: 'bar',
      bon_nr: '2318',
    },
    [
      'Frischemarkt Weber',
      'Friedrich-Ebert-Str. 57, 34117 Kassel',
      '',
      'Vollmilch 3,5%\t1,19 A',
      'Bananen',
      '  1,020 kg x 1,69 EUR/kg\t1,72 A',
      'Roggenmischbrot 750g\t2,49 A',
      'Pfand\t0,25 B',
      'Deutsche Markenbutter\t2,29 A',
      '--------------------------------',
      'SUMME EUR\t7,94',
      'Gegeben BAR\t10,00',
      'Rückgeld BAR\t2,06',
      '',
      'Steuer %\tNetto\tSteuer\tBrutto',
      'A 7%\t7,19\t0,50\t7,69',
      'B 19%\t0,21\t0,04\t0,25',
      '',
      '14.03.2026 18:42   Bon-Nr. 2318   Kasse 2',
      'Vielen Dank für Ihren Einkauf!',
    ],
  ),
  // A café receipt from a UK high street, scanned: quantities in front, VAT included.
  fresh(
    'm-receipt-cafe-uk-en',
    'receipt',
    'en',
    'scan',
    [
      str('shop'),
      date('date'),
      str('time', undefined, { format: 'time' }),
      list('items', [str('item'), num('qty'), num('price', 'Line total in GBP')]),
      num('total', undefined, true),
      num('vat', 'VAT included in the total'),
      str('payment', 'cash, card or contactless'),
      bool('eat_in'),
      num('table_number'),
    ],
    {
      shop: 'The Copper Kettle',
      date: '2026-03-07',
      time: '09:14',
      items: [
        { item: 'Flat White', qty: 2, price: 6.8 },
        { item: 'Almond Croissant', qty: 1, price: 2.95 },
        { item: 'Bacon Sandwich', qty: 1, price: 5.5 },
      ],
      total: 15.25,
      vat: 2.54,
      payment: 'contactless',
      eat_in: true,
      table_number: 6,
    },
    [
      'THE COPPER KETTLE',
      '14 Bridge Street, Chester CH1 1NQ',
      'VAT No. GB 318 4402 71',
      '',
      '07/03/2026\t09:14\tTill 1',
      'EAT IN - TABLE 6\tServer: Megan',
      '',
      '2 Flat White\t£6.80',
      '1 Almond Croissant\t£2.95',
      '1 Bacon Sandwich\t£5.50',
      '',
      'TOTAL\t£15.25',
      'Contactless VISA\t£15.25',
      'VAT @ 20% incl.\t£2.54',
      '',
      'Thank you - see you again soon!',
    ],
  ),
  // A US home-improvement store receipt as a fixed-width text print-out.
  fresh(
    'm-receipt-hardware-us-en',
    'receipt',
    'en',
    'txt',
    [
      str('store'),
      date('date'),
      str('time', undefined, { format: 'time' }),
      list('items', [str('sku'), str('description'), num('qty'), num('amount')]),
      num('subtotal'),
      num('sales_tax'),
      num('total', undefined, true),
      str('card_last4', 'Last four digits of the card'),
    ],
    {
      store: 'Buckeye Home & Hardware',
      date: '2026-03-14',
      time: '16:27',
      items: [
        { sku: '1004-221', description: 'DECK SCREWS 2-1/2IN 1LB', qty: 2, amount: 17.94 },
        { sku: '3381-090', description: 'PAINTERS TAPE 1.88IN', qty: 3, amount: 19.44 },
        { sku: '5520-117', description: 'LED BULB 60W 4PK', qty: 1, amount: 9.97 },
        { sku: '0712-456', description: 'WORK GLOVES LG', qty: 1, amount: 12.98 },
      ],
      subtotal: 60.33,
      sales_tax: 4.37,
      total: 64.7,
      card_last4: '8817',
    },
    {
      raw: `        BUCKEYE HOME & HARDWARE
      2290 N HIGH ST  COLUMBUS OH 43202
            (614) 555-0148

STORE 0417  REG 03  TRANS 55812   CASHIER JOSE
03/14/26                              4:27 PM

1004-221 DECK SCREWS 2-1/2IN 1LB
   2 @ 8.97                            17.94
3381-090 PAINTERS TAPE 1.88IN
   3 @ 6.48                            19.44
5520-117 LED BULB 60W 4PK               9.97
0712-456 WORK GLOVES LG                12.98

                   SUBTOTAL            60.33
            SALES TAX 7.25%             4.37
                      TOTAL            64.70

VISA                                   64.70
  XXXXXXXXXXXX8817   CHIP   AUTH 044921

            ITEMS SOLD: 7
   RETURNS WITH RECEIPT WITHIN 90 DAYS
`,
    },
  ),
  // An Amazon-style "your order has shipped" e-mail.
  fresh(
    'm-shipped-email-en',
    'shipping_notice',
    'en',
    'eml',
    [
      str('orderNumber', undefined, { required: true }),
      date('shippedDate'),
      str('carrier'),
      str('trackingNumber'),
      obj('estimatedDelivery', [date('from'), date('to')], 'Delivery window'),
      obj('shipTo', [str('name'), str('city'), str('postalCode')]),
      list('items', [str('title'), num('quantity')]),
      num('orderTotal'),
    ],
    {
      orderNumber: '112-4839201-7720158',
      shippedDate: '2026-03-10',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      estimatedDelivery: { from: '2026-03-12', to: '2026-03-13' },
      shipTo: { name: 'Jordan Ellis', city: 'Portland', postalCode: '97205' },
      items: [
        { title: 'USB-C Wall Charger 65W, 2-Port', quantity: 1 },
        { title: 'Classic Notebook, Large, Ruled, Black', quantity: 2 },
        { title: 'AAA Alkaline Batteries (24-Pack)', quantity: 1 },
      ],
      orderTotal: 87.46,
    },
    {
      raw: [
        'From: "Marketplace.example" <shipment-tracking@marketplace.example>',
        'To: jordan.ellis@mail.example',
        'Subject: Your Marketplace.example order #112-4839201-7720158 has shipped',
        'Date: Tue, 10 Mar 2026 14:02:11 -0800',
        'Message-ID: <0100018f-shipped-4839201@marketplace.example>',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        'Hi Jordan,',
        '',
        'Your package is on its way! We shipped it today via UPS.',
        '',
        'Arriving: Thursday, March 12 - Friday, March 13',
        '',
        'Track your package: https://marketplace.example/track?id=1Z999AA10123456784',
        'Tracking ID: 1Z999AA10123456784',
        '',
        'Shipping to:',
        '  Jordan Ellis',
        '  2211 SW Park Ave, Apt 5C',
        '  Portland, OR 97205',
        '',
        'Order #112-4839201-7720158',
        '',
        '  USB-C Wall Charger 65W, 2-Port',
        '  Qty: 1',
        '',
        '  Classic Notebook, Large, Ruled, Black',
        '  Qty: 2',
        '',
        '  AAA Alkaline Batteries (24-Pack)',
        '  Qty: 1',
        '',
        'Order Total: $87.46',
        '',
        'We hope to see you again soon.',
        'Marketplace.example',
        '',
      ].join('\r\n'),
    },
  ),
  // An online shop's dispatch e-mail, forwarded with a note on top and the original quoted with "> ".
  fresh(
    'm-versandbestaetigung-de',
    'shipping_notice',
    'de',
    'eml',
    [
      str('bestellnummer', undefined, { required: true }),
      date('bestelldatum'),
      date('versanddatum'),
      str('versanddienstleister', 'DHL, DPD, Hermes, GLS oder UPS'),
      str('sendungsnummer'),
      obj('lieferadresse', [str('name'), str('strasse'), str('plz'), str('ort')]),
      list('artikel', [str('bezeichnung'), num('menge'), num('preis', 'Gesamtpreis der Position in EUR')]),
      num('versandkosten'),
      num('gesamtbetrag'),
      date('zustellung_voraussichtlich'),
    ],
    {
      bestellnummer: 'BG-7734102',
      bestelldatum: '2026-03-02',
      versanddatum: '2026-03-04',
      versanddienstleister: 'DHL',
      sendungsnummer: '00340434161094042557',
      lieferadresse: { name: 'Anna Vogt', strasse: 'Lindenstraße 14', plz: '04109', ort: 'Leipzig' },
      artikel: [
        { bezeichnung: 'Trekkingrucksack Alpin 38 L, petrol', menge: 1, preis: 89.95 },
        { bezeichnung: 'Trinkflasche Edelstahl 0,75 l', menge: 2, preis: 29.8 },
      ],
      versandkosten: 4.95,
      gesamtbetrag: 124.7,
      zustellung_voraussichtlich: '2026-03-06',
    },
    {
      raw: [
        'From: Anna Vogt <anna.vogt@post.example>',
        'To: Tom Vogt <tom@post.example>',
        'Subject: WG: Ihre Bestellung BG-7734102 ist unterwegs',
        'Date: Wed, 04 Mar 2026 19:31:45 +0100',
        'Message-ID: <a1b2c3-fwd@post.example>',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        'Hi Tom,',
        'der Rucksack für deine Tour kommt wohl Freitag, Flaschen sind auch dabei. Kannst du das Paket annehmen?',
        'LG Anna',
        '',
        'Am 04.03.2026 um 11:08 schrieb Bergzeit Outdoor <service@bergzeit-outdoor.example>:',
        '> Hallo Anna Vogt,',
        '>',
        '> gute Nachrichten: Deine Bestellung BG-7734102 vom 02.03.2026 hat heute (04.03.2026)',
        '> unser Lager verlassen und ist mit DHL unterwegs zu dir.',
        '>',
        '> Sendungsnummer: 00340434161094042557',
        '> Voraussichtliche Zustellung: Freitag, 06.03.2026',
        '>',
        '> Lieferadresse:',
        '> Anna Vogt',
        '> Lindenstraße 14',
        '> 04109 Leipzig',
        '>',
        '> Artikel                                   Menge    Preis',
        '> Trekkingrucksack Alpin 38 L, petrol           1    89,95 €',
        '> Trinkflasche Edelstahl 0,75 l                 2    29,80 €',
        '>',
        '> Versand (DHL Paket)                                 4,95 €',
        '> Gesamtsumme inkl. 19 % MwSt.                      124,70 €',
        '>',
        '> Viel Spaß mit deiner Ausrüstung!',
        '> Dein Bergzeit-Team',
        '',
      ].join('\r\n'),
    },
  ),
  // A UK wholesaler's advance shipping notice: key/value block in two columns, carton table.
  fresh(
    'm-asn-homeware-uk-en',
    'shipping_notice',
    'en',
    'pdf',
    [
      str('asn_number', undefined, { required: true }),
      date('despatch_date'),
      date('delivery_date', 'Expected delivery'),
      str('haulier'),
      str('vehicle_reg'),
      obj('consignee', [str('name'), str('postcode')]),
      str('po_reference'),
      list('lines', [str('sku'), str('description'), num('cartons'), num('units')]),
      num('total_cartons'),
      num('pallets'),
      num('gross_weight_kg'),
    ],
    {
      asn_number: 'ASN-0098812',
      despatch_date: '2026-03-16',
      delivery_date: '2026-03-18',
      haulier: 'Northway Logistics Ltd',
      vehicle_reg: 'LK24 XFP',
      consignee: { name: 'Hartley & Moss Homeware', postcode: 'B11 2QT' },
      po_reference: 'HM-PO-55102',
      lines: [
        { sku: 'KT-2201', description: 'Ceramic Mug 350ml White', cartons: 40, units: 960 },
        { sku: 'KT-2207', description: 'Espresso Cup Set 4pc', cartons: 25, units: 300 },
        { sku: 'KT-3010', description: 'Teapot 1.2L Stoneware', cartons: 15, units: 90 },
      ],
      total_cartons: 80,
      pallets: 4,
      gross_weight_kg: 1236.5,
    },
    [
      'STAFFORD POTTERY SUPPLIES LTD',
      'Unit 7, Etruria Trade Park, Stoke-on-Trent ST4 7AQ',
      '',
      'ADVANCE SHIPPING NOTICE',
      '',
      'ASN No.\tASN-0098812\tDespatch date\t16/03/2026',
      'Customer PO\tHM-PO-55102\tExpected delivery\t18/03/2026',
      'Haulier\tNorthway Logistics Ltd\tVehicle\tLK24 XFP',
      '',
      'Deliver to:',
      'Hartley & Moss Homeware – Goods In, Bay 3',
      '212 Coventry Road, Birmingham B11 2QT',
      '',
      'SKU\tDescription\tCartons\tUnits',
      'KT-2201\tCeramic Mug 350ml White\t40\t960',
      'KT-2207\tEspresso Cup Set 4pc\t25\t300',
      'KT-3010\tTeapot 1.2L Stoneware\t15\t90',
      '',
      'Total cartons: 80 on 4 pallets   Gross weight: 1,236.5 kg',
      'Please quote the ASN number when booking in.',
    ],
  ),
  // An SAP purchase order print-out (fixed-width), item numbers in tens, price per unit.
  fresh(
    'm-bestellung-sap-de',
    'purchase_order',
    'de',
    'txt',
    [
      str('bestellnummer', undefined, { required: true }),
      date('bestelldatum'),
      obj('lieferant', [str('nummer'), str('name')]),
      date('lieferdatum'),
      str('zahlungsbedingung'),
      list('positionen', [str('material'), num('menge'), str('einheit'), num('preis_je_einheit'), num('nettowert')]),
      num('gesamtnettowert'),
      str('waehrung', 'ISO-Code'),
    ],
    {
      bestellnummer: '4500018822',
      bestelldatum: '2026-03-05',
      lieferant: { nummer: '100387', name: 'Hydraulik Schmitt GmbH' },
      lieferdatum: '2026-03-20',
      zahlungsbedingung: '14 Tage 2 % Skonto, 30 Tage netto',
      positionen: [
        { material: '100-4471', menge: 50, einheit: 'ST', preis_je_einheit: 3.2, nettowert: 160 },
        { material: '200-1180', menge: 12, einheit: 'ST', preis_je_einheit: 27.45, nettowert: 329.4 },
        { material: '300-0092', menge: 8, einheit: 'ST', preis_je_einheit: 18.9, nettowert: 151.2 },
      ],
      gesamtnettowert: 640.6,
      waehrung: 'EUR',
    },
    {
      raw: `Maschinenbau Oberland GmbH  -  Postfach 1120  -  87600 Kaufbeuren

Hydraulik Schmitt GmbH                        Bestellung
Gewerbering 5                                 Nummer/Datum      4500018822 / 05.03.2026
86899 Landsberg am Lech                       Ihre Lieferantennr. 100387
                                              Ansprechpartner   Fr. Kögel / Einkauf
                                              Telefon           08341 9060-214

Bitte liefern Sie frei Haus an Werk 1000, Wareneingang Tor 2.
Liefertermin: 20.03.2026
Zahlungsbedingung: 14 Tage 2 % Skonto, 30 Tage netto
Währung: EUR

--------------------------------------------------------------------------------
Pos.  Material        Bezeichnung                  Menge   ME   Preis/ME    Wert
--------------------------------------------------------------------------------
00010 100-4471        Dichtungssatz NBR Zyl. 40       50   ST       3,20   160,00
00020 200-1180        Hydraulikschlauch DN10 1,5 m    12   ST      27,45   329,40
00030 300-0092        Kugelhahn G1/2 PN40              8   ST      18,90   151,20
--------------------------------------------------------------------------------
                                        Gesamtnettowert ohne MwSt EUR      640,60

Bitte geben Sie auf Lieferschein und Rechnung unsere Bestellnummer an.
Es gelten unsere Allgemeinen Einkaufsbedingungen.  Seite 1 von 1
`,
    },
  ),
];

/** Set M: this file's ten documents and those of fresh-m-more.ts and fresh-m-last.ts, all of layout 22. */
export const FRESH_M: TCorpusDocument[] = [...DOCUMENTS, ...FRESH_M_MORE, ...FRESH_M_LAST].map((document) => ({
  ...document,
  layout: FRESH_M_LAYOUT,
}));
