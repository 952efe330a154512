// Sealed set N (layout 25): 30 documents written by hand in session 10 (2026-11-29) by an independent author who
// read neither the extractor nor any other corpus set, BEFORE this session's extractor changes. Common kinds in pairs
// of senders that share one schema (fresh-n-schemas.ts) and state only part of it, plus other kinds with schemas of
// their own; English and German, every format. SEALED: never pass --show-fresh-n, never print its misses, never
// tune or train on it (learn-data.ts refuses its layout).
import { FRESH_N_LAST } from './fresh-n-last.ts';
import { FRESH_N_MORE } from './fresh-n-more.ts';
import {
  FRESH_N_LAYOUT,
  N_INVOICE,
  N_PURCHASE_ORDER,
  N_RECEIPT,
  N_SHIPPING,
  N_UTILITY,
  sealedN,
} from './fresh-n-schemas.ts';
import type { TCorpusDocument } from './types.ts';

export { FRESH_N_LAYOUT };

const FIRST: TCorpusDocument[] = [
  sealedN(
    'invoice-studio',
    'invoice',
    'en',
    'pdf',
    N_INVOICE,
    {
      invoice_number: 'HLD-2611',
      invoice_date: '2026-11-18',
      seller: { name: 'Harbour Lane Digital Ltd', vat_id: 'GB 284 7719 06' },
      customer_number: 'KES-044',
      contact_email: 'accounts@harbourlane.co.uk',
      currency: 'GBP',
      net_amount: 1785,
      tax_amount: 357,
      total_amount: 2142,
      line_items: [
        { description: 'Landing page redesign (spring campaign)', quantity: 1, unit_price: 1450, line_total: 1450 },
        { description: 'Product photo retouching, per image', quantity: 24, unit_price: 12.5, line_total: 300 },
        { description: 'Managed hosting, December 2026', quantity: 1, unit_price: 35, line_total: 35 },
      ],
    },
    [
      'Harbour Lane Digital Ltd',
      '14 Wharf Street, Bristol BS1 4RN',
      'VAT Reg. No. GB 284 7719 06  ·  accounts@harbourlane.co.uk',
      '',
      'INVOICE',
      '',
      'Bill to\t\tInvoice no.\tHLD-2611',
      'Kestrel Outdoor Supplies\t\tDate of issue\t18/11/2026',
      'Unit 7, Mill Road\t\tCustomer ID\tKES-044',
      'Kendal LA9 6NH\t\tWork completed\t13/11/2026',
      '',
      'Description\tQty\tRate\tAmount',
      'Landing page redesign (spring campaign)\t1\t1,450.00\t1,450.00',
      'Product photo retouching, per image\t24\t12.50\t300.00',
      'Managed hosting, December 2026\t1\t35.00\t35.00',
      '',
      '\t\tSubtotal\t1,785.00',
      '\t\tVAT @ 20%\t357.00',
      '\t\tTotal (GBP)\t2,142.00',
      '',
      'Payment terms: 14 days from date of issue.',
      'Lloyds Bank · Sort code 30-94-12 · Account 20417733',
      'Thank you for your business!',
    ],
  ),
  sealedN(
    'invoice-it-service',
    'invoice',
    'de',
    'eml',
    N_INVOICE,
    {
      invoice_number: 'R-2026-0917',
      invoice_date: '2026-11-20',
      due_date: '2026-12-04',
      seller: { name: 'Krämer Netzwerktechnik GmbH', vat_id: 'DE318552904' },
      purchase_order_number: '4500-7781',
      payment_reference: 'R-2026-0917',
      contact_email: 'buchhaltung@kraemer-netz.de',
      currency: 'EUR',
      net_amount: 1310,
      tax_amount: 248.9,
      total_amount: 1558.9,
      line_items: [
        { description: 'Switch Aruba 2930F 24G', quantity: 2, unit_price: 480, line_total: 960 },
        {
          description: 'Installation und Konfiguration vor Ort (Std.)',
          quantity: 3.5,
          unit_price: 100,
          line_total: 350,
        },
      ],
    },
    {
      raw: [
        'From: Krämer Netzwerktechnik Buchhaltung <buchhaltung@kraemer-netz.de>',
        'To: Einkauf Bäckerei Lohmann <einkauf@baeckerei-lohmann.de>',
        'Subject: Ihre Rechnung R-2026-0917',
        'Date: Fri, 20 Nov 2026 11:02:41 +0100',
        'Message-ID: <r20260917.1120@kraemer-netz.de>',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        'Sehr geehrte Damen und Herren,',
        '',
        'vielen Dank für Ihren Auftrag. Zu Ihrer Bestellung 4500-7781 stellen wir Ihnen mit',
        'Rechnung Nr. R-2026-0917 vom 20.11.2026 folgende Leistungen in Rechnung',
        '(Lieferschein LS-5531, Leistungsdatum 17.11.2026):',
        '',
        'Pos  Menge  Bezeichnung                                     Einzelpreis    Gesamt',
        '1    2      Switch Aruba 2930F 24G                              480,00    960,00',
        '2    3,5    Installation und Konfiguration vor Ort (Std.)       100,00    350,00',
        '',
        'Nettobetrag:            1.310,00 EUR',
        'zzgl. 19 % USt.:          248,90 EUR',
        'Rechnungsbetrag:        1.558,90 EUR',
        '',
        'Bitte überweisen Sie den Betrag bis zum 04.12.2026 ohne Abzug auf unser Konto',
        'bei der Sparkasse KölnBonn, IBAN DE61 3705 0198 1932 0455 11, und geben Sie als',
        'Verwendungszweck die Rechnungsnummer R-2026-0917 an.',
        '',
        'Bei Rückfragen erreichen Sie uns unter buchhaltung@kraemer-netz.de.',
        '',
        'Mit freundlichen Grüßen',
        'Sabine Krämer',
        '',
        '--',
        'Krämer Netzwerktechnik GmbH',
        'Industriestraße 12, 50996 Köln',
        'Geschäftsführer: Sabine Krämer, Thomas Krämer',
        'Amtsgericht Köln HRB 88120 · USt-IdNr. DE318552904',
        '',
      ].join('\r\n'),
    },
  ),
  sealedN(
    'receipt-market',
    'receipt',
    'de',
    'scan',
    N_RECEIPT,
    {
      merchant_name: 'Markthalle Brandt',
      purchase_date: '2026-11-26',
      purchase_time: '17:42',
      receipt_number: '0418',
      payment_method: 'cash',
      total: 23.86,
      tax_total: 1.56,
      items: [
        { name: 'Bio Vollmilch 1L', quantity: 2, price: 2.58 },
        { name: 'Bergkäse 250g', price: 5.49 },
        { name: 'Äpfel Elstar lose', quantity: 1.254, price: 3.17 },
        { name: 'Kaffee Crema 500g', price: 8.99 },
        { name: 'Roggenbrot', price: 3.63 },
      ],
    },
    [
      'Markthalle Brandt',
      'Inh. Jens Brandt e.K.',
      'Lindenallee 3 · 34117 Kassel',
      'Tel. 0561 778120',
      '',
      'Bio Vollmilch 1L\t2 x 1,29\t2,58 B',
      'Bergkäse 250g\t\t5,49 B',
      'Äpfel Elstar lose\t1,254 kg x 2,53\t3,17 B',
      'Kaffee Crema 500g\t\t8,99 B',
      'Roggenbrot\t\t3,63 B',
      '',
      'SUMME EUR\t\t23,86',
      'Bar\t\t50,00',
      'Rückgeld\t\t26,14',
      '',
      'MwSt\tNetto\tSteuer',
      'B 7,0 %\t22,30\t1,56',
      '',
      '26.11.2026  17:42   Kasse 2   Bon 0418',
      'Vielen Dank für Ihren Einkauf!',
    ],
  ),
  sealedN(
    'receipt-hardware',
    'receipt',
    'en',
    'png',
    N_RECEIPT,
    {
      merchant_name: 'Cedar Ridge Hardware',
      purchase_date: '2026-11-21',
      purchase_time: '10:15',
      receipt_number: '58213',
      payment_method: 'card',
      card_last_digits: '4417',
      cashier: 'Dana',
      total: 61.67,
      tax_total: 4.7,
      items: [
        { name: 'DECK SCREWS 2.5IN 1LB', quantity: 2, price: 19.98 },
        { name: 'PAINTERS TAPE 1.88IN', quantity: 3, price: 20.97 },
        { name: 'DROP CLOTH 9X12', price: 16.02 },
      ],
    },
    [
      'CEDAR RIDGE HARDWARE',
      '2210 N Main St, Boise ID 83702',
      '(208) 555-0143',
      '',
      'STORE 07  REG 3  TRANS #58213',
      'CASHIER: Dana',
      '11/21/2026  10:15 AM',
      '',
      'DECK SCREWS 2.5IN 1LB',
      '  2 @ 9.99\t\t19.98',
      'PAINTERS TAPE 1.88IN',
      '  3 @ 6.99\t\t20.97',
      'DROP CLOTH 9X12\t\t16.02',
      '',
      'SUBTOTAL\t\t56.97',
      'SALES TAX 8.25%\t\t4.70',
      'TOTAL\t\t61.67',
      '',
      'VISA ************4417\t\t61.67',
      'AUTH 083344   CHIP READ',
      'CHANGE DUE\t\t0.00',
      '',
      'Returns accepted within 30 days with receipt.',
    ],
  ),
  sealedN(
    'shipping-garden',
    'shipping_notice',
    'de',
    'html',
    N_SHIPPING,
    {
      tracking_number: '00340434161094042557',
      carrier: 'DHL',
      ship_date: '2026-11-24',
      order_number: 'GW-1188342',
      recipient: { name: 'Martina Scholz', postal_code: '79104', city: 'Freiburg im Breisgau' },
      package_count: 2,
      items: [
        { article_number: 'HB-120L', description: 'Hochbeet Lärche 120 x 60 cm', quantity: 1 },
        { article_number: 'PE-40T', description: 'Pflanzerde torffrei 40 l', quantity: 3 },
        { article_number: 'GS-PRO', description: 'Gartenschere Profi', quantity: 1 },
      ],
    },
    {
      raw: `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Ihre Bestellung ist unterwegs – Gartenwelt Hofmann</title>
<style>body{font-family:Arial,sans-serif}.box{border:1px solid #cde;padding:12px;margin:12px 0}td{padding:4px 10px}</style></head>
<body>
<div class="header"><img src="logo.png" alt="Gartenwelt Hofmann"><span>Gartenwelt Hofmann</span></div>
<h2>Gute Nachrichten, Frau Scholz!</h2>
<p>Ihre Bestellung <strong>GW-1188342</strong> hat heute, am 24.11.2026, unser Lager verlassen. Sie wird in 2 Paketen mit DHL zugestellt, in der Regel innerhalb von 1–2 Werktagen.</p>
<div class="box">
  <div>Sendungsnummer</div>
  <div><a href="https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557">00340434161094042557</a></div>
</div>
<div class="cols">
  <div class="col">
    <h3>Lieferadresse</h3>
    <p>Martina Scholz<br>Wiesentalstraße 41<br>79104 Freiburg im Breisgau</p>
  </div>
  <div class="col">
    <h3>Ihre Daten</h3>
    <p>Kundennummer: 88213<br>Bestelldatum: 21.11.2026<br>Zahlart: PayPal</p>
  </div>
</div>
<h3>Inhalt der Sendung</h3>
<table>
  <tr><th>Artikel</th><th>Art.-Nr.</th><th>Menge</th></tr>
  <tr><td>Hochbeet Lärche 120 x 60 cm</td><td>HB-120L</td><td>1</td></tr>
  <tr><td>Pflanzerde torffrei 40 l</td><td>PE-40T</td><td>3</td></tr>
  <tr><td>Gartenschere Profi</td><td>GS-PRO</td><td>1</td></tr>
</table>
<p>Viel Freude beim Gärtnern wünscht Ihnen<br>Ihr Team von Gartenwelt Hofmann</p>
<footer><small>Gartenwelt Hofmann GmbH · Am Mühlbach 8 · 77654 Offenburg · kundenservice@gartenwelt-hofmann.de · HRB 714502</small></footer>
</body></html>
`,
    },
  ),
  sealedN(
    'shipping-distributor',
    'shipping_notice',
    'en',
    'eml',
    N_SHIPPING,
    {
      tracking_number: '1Z4F8W210366842917',
      carrier: 'UPS',
      ship_date: '2026-11-25',
      expected_delivery_date: '2026-11-27',
      delivery_note_number: 'DN-77410',
      recipient: { name: 'Northgate Robotics Ltd', postal_code: 'M15 4FN', city: 'Manchester' },
      package_count: 1,
      weight_kg: 14.6,
      items: [
        { description: 'Stepper motor NEMA 23, 3 Nm', quantity: 6 },
        { description: 'Driver board DM556T', quantity: 6 },
        { description: 'Shielded cable 4-core, 10 m reel', quantity: 2 },
      ],
    },
    {
      raw: [
        'From: Dispatch <dispatch@voltline-components.co.uk>',
        'To: Goods In <goodsin@northgate-robotics.co.uk>',
        'Subject: Dispatch advice DN-77410 - your goods are on their way',
        'Date: Wed, 25 Nov 2026 15:37:09 +0000',
        'Message-ID: <dn77410@voltline-components.co.uk>',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Hello,',
        '',
        'we are pleased to let you know that the following goods left our warehouse',
        'today, 25 November 2026, with UPS Express Saver. The tracking number is',
        '1Z4F8W210366842917 and UPS expects to deliver on Friday, 27 November 2026.',
        '',
        'Delivery note:    DN-77410',
        'Customer account: NGR-0032',
        'Consignee:        Northgate Robotics Ltd',
        '                  Unit 4, Trafford Enterprise Park',
        '                  Manchester M15 4FN',
        '',
        '  6 x Stepper motor NEMA 23, 3 Nm',
        '  6 x Driver board DM556T',
        '  2 x Shielded cable 4-core, 10 m reel',
        '',
        'Packed in 1 carton, gross weight 14.6 kg.',
        '',
        'If anything is missing or damaged please reply to this e-mail within 48 hours.',
        '',
        'Kind regards,',
        'Priya Nair',
        'Warehouse & Dispatch',
        'Voltline Components Ltd | 9 Canal Side, Leicester LE1 3DR | 0116 496 0172',
        '',
      ].join('\r\n'),
    },
  ),
  sealedN(
    'purchase-order-lab',
    'purchase_order',
    'en',
    'docx',
    N_PURCHASE_ORDER,
    {
      po_number: 'PO-26-03318',
      order_date: '2026-11-23',
      buyer_company: 'Brightwater Analytical Laboratories',
      supplier_name: 'Meridian Scientific Supply',
      quote_reference: 'Q-5521',
      cost_center: 'CC-410',
      delivery_terms: 'FCA Dublin',
      payment_terms: '30 days net',
      currency: 'EUR',
      total_net: 1943.6,
      contact_person: 'Aoife Brennan',
      lines: [
        {
          article_number: 'MS-PT-1000',
          description: 'Pipette tips 1000 µl, racked',
          quantity: 20,
          unit: 'box',
          unit_price: 38.5,
        },
        {
          article_number: 'MS-NG-M',
          description: 'Nitrile gloves, size M',
          quantity: 12,
          unit: 'pack',
          unit_price: 9.8,
        },
        {
          article_number: 'MS-CT-50',
          description: 'Centrifuge tubes 50 ml, sterile',
          quantity: 8,
          unit: 'case',
          unit_price: 124.5,
        },
      ],
    },
    [
      'Brightwater Analytical Laboratories',
      'Block C, Parkway Business Centre, Limerick V94 K2T7, Ireland',
      '',
      'PURCHASE ORDER',
      '',
      'PO number\tPO-26-03318\tDate\t23 November 2026',
      'Supplier\tMeridian Scientific Supply\tQuote ref.\tQ-5521 of 16 November 2026',
      'Ordered by\tAoife Brennan\tCost centre\tCC-410',
      'Incoterms\tFCA Dublin\tPayment\t30 days net',
      '',
      'Item\tCode\tDescription\tQty\tUnit\tUnit price (EUR)\tTotal (EUR)',
      '1\tMS-PT-1000\tPipette tips 1000 µl, racked\t20\tbox\t38.50\t770.00',
      '2\tMS-NG-M\tNitrile gloves, size M\t12\tpack\t9.80\t117.60',
      '3\tMS-CT-50\tCentrifuge tubes 50 ml, sterile\t8\tcase\t124.50\t996.00',
      '\t\t\t\t\tFreight\t60.00',
      '\t\t\t\t\tTotal excl. VAT\t1,943.60',
      '',
      'Please quote the PO number on all delivery notes and invoices.',
      'Deliver to: Goods Inwards, Block C, Parkway Business Centre, Limerick.',
      'Authorised: Declan Murphy, Laboratory Manager',
    ],
  ),
  sealedN(
    'purchase-order-joinery',
    'purchase_order',
    'de',
    'txt',
    N_PURCHASE_ORDER,
    {
      po_number: 'B-26-1142',
      order_date: '2026-11-19',
      buyer_company: 'Tischlerei Obermeier GmbH',
      supplier_name: 'Holzhandel Wagner KG',
      supplier_number: '70045',
      requested_delivery_date: '2026-12-02',
      payment_terms: '14 Tage 2 % Skonto, 30 Tage netto',
      currency: 'EUR',
      contact_person: 'Franz Huber',
      lines: [
        {
          article_number: '311-4020',
          description: 'Eiche Leimholzplatte 26 mm, 2000 x 600',
          quantity: 12,
          unit: 'Stk',
          unit_price: 96.4,
        },
        {
          article_number: '208-1850',
          description: 'Multiplex Birke 18 mm, 2500 x 1250',
          quantity: 6,
          unit: 'Stk',
          unit_price: 118,
        },
        {
          article_number: '905-0112',
          description: 'Hartwachsöl farblos 2,5 l',
          quantity: 4,
          unit: 'Dose',
          unit_price: 64.9,
        },
      ],
    },
    {
      raw: `Tischlerei Obermeier GmbH · Gewerbering 7 · 83022 Rosenheim

Holzhandel Wagner KG
Lieferantennr. 70045
Sägewerkstraße 21
83209 Prien am Chiemsee

                                          Rosenheim, 19.11.2026

BESTELLUNG Nr. B-26-1142

Sehr geehrte Damen und Herren,

gemäß Ihrem Angebot vom 12.11.2026 bestellen wir verbindlich:

Art.-Nr.   Bezeichnung                                  Menge   Einheit   Preis/EUR
311-4020   Eiche Leimholzplatte 26 mm, 2000 x 600          12   Stk          96,40
208-1850   Multiplex Birke 18 mm, 2500 x 1250               6   Stk         118,00
905-0112   Hartwachsöl farblos 2,5 l                        4   Dose         64,90

Liefertermin: 02.12.2026, Anlieferung bitte zwischen 7 und 12 Uhr an
unsere Werkstatt (Rampe 2).
Zahlungsbedingungen: 14 Tage 2 % Skonto, 30 Tage netto
Alle Preise in EUR zzgl. gesetzlicher MwSt.

Bitte bestätigen Sie den Auftrag mit Angabe unserer Bestellnummer.

Mit freundlichen Grüßen

i. A. Franz Huber
Arbeitsvorbereitung

Tischlerei Obermeier GmbH · Tel. 08031 40 77 0 · info@tischlerei-obermeier.de
Sitz Rosenheim · HRB 22815 · Geschäftsführer Michael Obermeier
`,
    },
  ),
  sealedN(
    'utility-electricity',
    'utility_bill',
    'de',
    'pdf',
    N_UTILITY,
    {
      provider: 'Stadtwerke Lindau',
      customer_number: '100 482 337',
      meter_number: '1ESY1160 5532 81',
      bill_date: '2026-11-16',
      billing_period: { start: '2025-11-01', end: '2026-10-31' },
      consumption: 2841,
      tariff_name: 'LindauStrom Öko',
      instalments_paid: 1232.52,
      new_monthly_instalment: 89,
      direct_debit: true,
    },
    [
      'Stadtwerke Lindau',
      'Stadtwerke Lindau · Postfach 1120 · 88121 Lindau',
      '',
      'Familie\tKundennummer\t100 482 337',
      'Andreas und Petra Kühn\tVertragskonto\t2200 918 004',
      'Bregenzer Straße 58\tRechnungsdatum\t16.11.2026',
      '88131 Lindau (Bodensee)\tIhr Ansprechpartner\tHerr Gehring, 08382 704-221',
      '',
      'Jahresabrechnung Strom',
      'Abrechnungszeitraum 01.11.2025 – 31.10.2026',
      'Tarif: LindauStrom Öko',
      '',
      'Zähler-Nr.\tAblesung alt\tAblesung neu\tVerbrauch',
      '1ESY1160 5532 81\t41.207 kWh\t44.048 kWh\t2.841 kWh',
      '',
      'Energiepreis 2.841 kWh x 29,80 ct\t\t846,62 €',
      'Grundpreis 365 Tage x 0,4210 €\t\t153,67 €',
      'Netto\t\t1.000,29 €',
      'Umsatzsteuer 19 %\t\t190,06 €',
      'Gesamtbetrag\t\t1.190,35 €',
      'abzüglich geleistete Abschläge\t\t1.232,52 €',
      'Guthaben\t\t42,17 €',
      '',
      'Das Guthaben von 42,17 € überweisen wir in den nächsten Tagen auf Ihr Konto.',
      'Ihr neuer monatlicher Abschlag ab Dezember 2026 beträgt 89,00 €. Wir buchen ihn wie bisher',
      'per SEPA-Lastschrift von Ihrem Konto ab (Mandatsreferenz SWL-100482337).',
    ],
  ),
  sealedN(
    'utility-water',
    'utility_bill',
    'en',
    'scan',
    N_UTILITY,
    {
      provider: 'Severn Vale Water',
      customer_number: '6620 4471 08',
      meter_number: '09M114872',
      bill_date: '2026-11-10',
      billing_period: { start: '2026-05-06', end: '2026-11-04' },
      consumption: 48,
      amount_due: 214.36,
      due_date: '2026-11-30',
    },
    [
      'Severn Vale Water',
      'Your water and sewerage bill',
      '',
      'Mr T Okafor\tAccount number\t6620 4471 08',
      '17 Orchard Close\tBill date\t10 November 2026',
      'Tewkesbury\tMeter serial\t09M114872',
      'GL20 5QP\t\t',
      '',
      'Your meter readings',
      'Previous read 06 May 2026\t1,322 m3',
      'Latest read 04 Nov 2026\t1,370 m3',
      'Water used\t48 m3',
      '',
      'Water supply 48 m3 at £2.1340\t£102.43',
      'Sewerage 45.6 m3 at £1.9875\t£90.63',
      'Standing charges 183 days\t£21.30',
      'Total charges this bill\t£214.36',
      '',
      'Amount to pay\t£214.36',
      'Please pay by\t30 November 2026',
      '',
      'Pay online at severnvalewater.co.uk/pay or call 0345 600 2231.',
      'Spread your payments: set up a Direct Debit and pay in monthly instalments.',
    ],
  ),
];

export const FRESH_N: TCorpusDocument[] = [...FIRST, ...FRESH_N_MORE, ...FRESH_N_LAST];
