// Sealed set U (layout 51, session 13): 30 business documents written by a helper who read neither the extractor nor
// any other set's documents, only the corpus types and helpers, the renderer and the scorer. Never tune on them: their
// misses show only with --show-fresh-u, which nobody passes.
import { date, list, num, obj, str } from './fresh-doc.ts';
import { FRESH_U_LAYOUT, sealedU } from './fresh-u-doc.ts';
import { FRESH_U_LAST } from './fresh-u-last.ts';
import { FRESH_U_MORE } from './fresh-u-more.ts';
import { FRESH_U_THIRD } from './fresh-u-third.ts';
import type { TCorpusDocument } from './types.ts';

export { FRESH_U_LAYOUT };

const FIRST: TCorpusDocument[] = [
  sealedU(
    '01-purchase-order',
    'purchase order',
    'en',
    'pdf',
    [
      str('poNumber', 'Our purchase order number', { required: true }),
      date('orderDate', 'Date the PO was issued', true),
      obj('buyer', [str('company'), str('contactName'), str('email', 'buyer contact e-mail')]),
      obj('vendor', [str('name'), str('vendorNumber', 'their vendor ID in our ERP'), str('vatId')]),
      date('requestedDeliveryDate'),
      str('deliveryTerms', 'Incoterms'),
      str('paymentTerms'),
      str('shipToAddress', 'full delivery address in one line'),
      list('lines', [
        num('line'),
        str('partNumber'),
        str('description'),
        num('quantity'),
        str('unit'),
        num('unitPrice'),
        num('amount'),
      ]),
      num('subtotal'),
      num('freight', 'freight charge'),
      num('salesTax'),
      num('totalValue', 'PO total', true),
      str('currency'),
      str('costCenter'),
      str('approvedBy'),
    ],
    {
      poNumber: 'PO-4500-18827',
      orderDate: '2026-03-09',
      buyer: {
        company: 'Harlow Precision Components Ltd',
        contactName: 'Megan Trilby',
        email: 'm.trilby@harlowpc.co.uk',
      },
      vendor: { name: 'Northgate Fasteners plc', vendorNumber: 'V-20391' },
      requestedDeliveryDate: '2026-03-27',
      deliveryTerms: 'DAP Harlow',
      paymentTerms: '45 days net',
      shipToAddress: 'Goods In, Unit 7 Pinnacles West, Harlow CM19 5AY',
      lines: [
        {
          line: 10,
          partNumber: 'NF-M8-40-A2',
          description: 'Hex bolt M8 x 40 A2 stainless',
          quantity: 2000,
          unit: 'pcs',
          unitPrice: 0.142,
          amount: 284.0,
        },
        {
          line: 20,
          partNumber: 'NF-W8-A2',
          description: 'Flat washer M8 A2',
          quantity: 4000,
          unit: 'pcs',
          unitPrice: 0.021,
          amount: 84.0,
        },
        {
          line: 30,
          partNumber: 'NF-NYL-M8',
          description: 'Nyloc nut M8 zinc plated',
          quantity: 2000,
          unit: 'pcs',
          unitPrice: 0.058,
          amount: 116.0,
        },
      ],
      subtotal: 484.0,
      freight: 35.0,
      salesTax: 103.8,
      totalValue: 622.8,
      currency: 'GBP',
      costCenter: 'CC-310 Assembly',
      approvedBy: 'D. Okafor',
    },
    [
      'HARLOW PRECISION COMPONENTS LTD',
      'Unit 7 Pinnacles West · Harlow · Essex CM19 5AY · VAT GB 291 4471 08',
      '',
      'PURCHASE ORDER',
      'Supplier\tNorthgate Fasteners plc\tPO No.\tPO-4500-18827',
      '\t14 Canal Street, Walsall WS2 8BT\tPO Date\t09/03/2026',
      'Supplier No.\tV-20391\tBuyer\tMegan Trilby',
      'Cost centre\tCC-310 Assembly\tE-mail\tm.trilby@harlowpc.co.uk',
      '',
      'Deliver to: Goods In, Unit 7 Pinnacles West, Harlow CM19 5AY',
      'Required on site by 27/03/2026 · Incoterms: DAP Harlow · Terms: 45 days net',
      '',
      'Ln\tOur part no.\tDescription\tQty\tUoM\tPrice/UoM\tNet GBP',
      '10\tNF-M8-40-A2\tHex bolt M8 x 40 A2 stainless\t2,000\tpcs\t0.142\t284.00',
      '20\tNF-W8-A2\tFlat washer M8 A2\t4,000\tpcs\t0.021\t84.00',
      '30\tNF-NYL-M8\tNyloc nut M8 zinc plated\t2,000\tpcs\t0.058\t116.00',
      '',
      '\t\t\t\tGoods total\t484.00',
      '\t\t\t\tCarriage\t35.00',
      '\t\t\t\tVAT 20%\t103.80',
      '\t\t\t\tOrder total GBP\t622.80',
      '',
      'Please quote our PO number on all delivery notes and invoices. Certificates of conformity required.',
      'Authorised: D. Okafor, Purchasing Manager',
    ],
  ),
  sealedU(
    '02-gas-bill',
    'utility bill',
    'de',
    'scan',
    [
      str('kundennummer', undefined, { required: true }),
      str('vertragskonto'),
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      obj('abrechnungszeitraum', [date('von'), date('bis')]),
      str('zaehlernummer', 'Gaszähler'),
      num('zaehlerstandAlt', 'Zählerstand alt in m³'),
      num('zaehlerstandNeu', 'Zählerstand neu in m³'),
      num('verbrauchKwh', 'Verbrauch in kWh'),
      num('arbeitspreisCtProKwh', 'Arbeitspreis in Cent/kWh brutto'),
      num('grundpreisEuro'),
      num('gesamtBrutto', 'Rechnungsbetrag brutto', true),
      num('summeAbschlaege', 'bereits gezahlte Abschläge'),
      num('guthaben', 'Guthaben zugunsten Kunde'),
      num('nachzahlung'),
      num('neuerAbschlag', 'neuer monatlicher Abschlag'),
      date('ersterNeuerAbschlagAm'),
      str('tarif'),
    ],
    {
      kundennummer: '700 418 223',
      vertragskonto: '3012 8845 71',
      rechnungsnummer: '260 044 918 7',
      rechnungsdatum: '2026-02-12',
      abrechnungszeitraum: { von: '2025-01-15', bis: '2026-01-14' },
      zaehlernummer: '7GMT0041188902',
      zaehlerstandAlt: 18412,
      zaehlerstandNeu: 19687,
      verbrauchKwh: 13209,
      arbeitspreisCtProKwh: 11.42,
      grundpreisEuro: 178.5,
      gesamtBrutto: 1686.97,
      summeAbschlaege: 1848.0,
      guthaben: 161.03,
      neuerAbschlag: 141.0,
      ersterNeuerAbschlagAm: '2026-03-15',
      tarif: 'WärmeFix 24',
    },
    [
      'Stadtwerke Lindenau GmbH · Postfach 11 02 · 04179 Leipzig',
      'Familie Brandl',
      'Karl-Heine-Str. 88',
      '04229 Leipzig',
      '',
      'Gasabrechnung 2025/2026\tKundennummer\t700 418 223',
      '\tVertragskonto\t3012 8845 71',
      '\tRechnungsnummer\t260 044 918 7',
      '\tDatum\t12.02.2026',
      '',
      'Abrechnungszeitraum 15.01.2025 bis 14.01.2026, Tarif WärmeFix 24',
      '',
      'Zähler-Nr.\tAblesung alt\tAblesung neu\tDifferenz m³\tZustandszahl\tBrennwert\tkWh',
      '7GMT0041188902\t18.412\t19.687\t1.275\t0,9521\t10,881\t13.209',
      '',
      'Arbeitspreis\t13.209 kWh x 11,42 ct/kWh\t1.508,47 €',
      'Grundpreis\t365 Tage\t178,50 €',
      'Rechnungsbetrag (inkl. 19 % USt)\t\t1.686,97 €',
      'abzüglich geleistete Abschläge\t\t1.848,00 €',
      '',
      'IHR GUTHABEN: 161,03 €',
      'Das Guthaben überweisen wir auf Ihr bekanntes Konto.',
      '',
      'Ihr neuer Abschlag beträgt 141,00 € monatlich, erstmals fällig am 15.03.2026.',
    ],
  ),
  sealedU(
    '03-payslip',
    'payslip',
    'de',
    'docx',
    [
      str('personalnummer', undefined, { required: true }),
      str('name'),
      str('abrechnungsmonat', 'Monat im Format JJJJ-MM'),
      str('steuerklasse'),
      str('steuerId', 'Steuer-Identifikationsnummer'),
      str('krankenkasse'),
      date('eintrittsdatum'),
      num('grundgehalt'),
      num('ueberstundenzuschlag'),
      num('vwlArbeitgeber', 'vermögenswirksame Leistungen AG-Anteil'),
      num('gesamtbrutto', undefined, true),
      num('lohnsteuer'),
      num('solidaritaetszuschlag'),
      num('kirchensteuer'),
      num('krankenversicherung'),
      num('rentenversicherung'),
      num('arbeitslosenversicherung'),
      num('pflegeversicherung'),
      num('nettoverdienst'),
      num('auszahlungsbetrag', undefined, true),
      str('iban'),
      num('urlaubRestTage'),
    ],
    {
      personalnummer: '01174',
      name: 'Svenja Kowalczyk',
      abrechnungsmonat: '2026-01',
      steuerklasse: '1',
      steuerId: '47 305 918 224',
      krankenkasse: 'Techniker Krankenkasse',
      eintrittsdatum: '2021-04-01',
      grundgehalt: 3850.0,
      ueberstundenzuschlag: 212.4,
      vwlArbeitgeber: 26.59,
      gesamtbrutto: 4088.99,
      lohnsteuer: 611.25,
      solidaritaetszuschlag: 0.0,
      kirchensteuer: 0.0,
      krankenversicherung: 351.65,
      rentenversicherung: 380.28,
      arbeitslosenversicherung: 53.16,
      pflegeversicherung: 92.0,
      nettoverdienst: 2600.65,
      auszahlungsbetrag: 2560.65,
      iban: 'DE27 8605 5592 1090 3384 12',
      urlaubRestTage: 27,
    },
    [
      'Brückner & Söhne Maschinenbau GmbH',
      'Abrechnung der Brutto/Netto-Bezüge für Januar 2026',
      'Pers.-Nr.\t01174\tEintritt\t01.04.2021',
      'Name\tSvenja Kowalczyk\tSt.-Kl.\t1\tKonf.\t--',
      'Steuer-ID\t47 305 918 224\tKrankenkasse\tTechniker Krankenkasse',
      '',
      'Lohnart\tBezeichnung\tBetrag',
      '1000\tGehalt\t3.850,00',
      '1210\tMehrarbeit Zuschlag 25 %\t212,40',
      '4100\tVWL AG-Anteil\t26,59',
      '\tGesamt-Brutto\t4.088,99',
      '',
      'Steuer/Sozialversicherung\tSteuerbrutto\tLohnsteuer\tSoli\tKiSt',
      '\t4.088,99\t611,25\t0,00\t0,00',
      '\tKV-Beitrag\tRV-Beitrag\tAV-Beitrag\tPV-Beitrag',
      '\t351,65\t380,28\t53,16\t92,00',
      '',
      'Netto-Verdienst\t2.600,65',
      '4900 VWL-Überweisung Bausparkasse\t-40,00',
      'Auszahlungsbetrag\t2.560,65',
      'Bankverbindung\tDE27 8605 5592 1090 3384 12',
      '',
      'Urlaub: Anspruch 30 Tage, genommen 3, Rest 27 Tage',
    ],
  ),
];

const EMAIL_TRANSFER = [
  'From: Monzo Business <no-reply@business.monzo.example>',
  'To: finance@greenleaf-studio.example',
  'Subject: Your payment to Calder & Reeve Architects has been sent',
  'Date: Tue, 17 Feb 2026 11:02:44 +0000',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Hi Greenleaf Studio Ltd,',
  '',
  'You sent £4,860.00 to Calder & Reeve Architects on 17 February 2026 at 11:02.',
  'It should arrive within 2 hours, usually much faster (Faster Payments).',
  '',
  'Payment details',
  'Reference:           INV 2291 PHASE 2',
  'To account:          Calder & Reeve Architects',
  'Sort code:           20-45-77',
  'Account number:      ****3318',
  'From account:        Greenleaf Studio Ltd - Business Current (ending 0962)',
  'Transaction ID:      tx_00009s8KQ2fZl7mRcd1',
  'Fee:                 £0.00',
  '',
  'This payment was approved by Hannah Ogundipe.',
  'If you do not recognise this payment, call us on 020 3872 0620 right away.',
  '',
  'Monzo Bank Limited, Broadwalk House, 5 Appold St, London EC2A 2AG',
  '',
].join('\r\n');

const SECOND: TCorpusDocument[] = [
  sealedU(
    '04-transfer-mail',
    'bank transfer confirmation',
    'en',
    'eml',
    [
      num('amount', 'amount sent', true),
      str('currency', 'ISO code'),
      date('paymentDate', undefined, true),
      str('payee', 'who received the money'),
      str('payeeSortCode'),
      str('payeeAccountLast4', 'last four digits of the payee account'),
      str('payeeIban'),
      str('reference', 'payment reference the payee sees'),
      str('transactionId'),
      num('fee'),
      str('payer'),
      str('approver', 'who approved the payment'),
      str('paymentScheme'),
      str('exchangeRate', 'FX rate if converted'),
    ],
    {
      amount: 4860.0,
      currency: 'GBP',
      paymentDate: '2026-02-17',
      payee: 'Calder & Reeve Architects',
      payeeSortCode: '20-45-77',
      payeeAccountLast4: '3318',
      reference: 'INV 2291 PHASE 2',
      transactionId: 'tx_00009s8KQ2fZl7mRcd1',
      fee: 0,
      payer: 'Greenleaf Studio Ltd',
      approver: 'Hannah Ogundipe',
      paymentScheme: 'Faster Payments',
    },
    { raw: EMAIL_TRANSFER },
  ),
  sealedU(
    '05-hotel-folio',
    'hotel folio',
    'de',
    'html',
    [
      str('hotel', 'Name des Hotels'),
      str('rechnungsNr', undefined, { required: true }),
      str('gast'),
      str('firma', 'Rechnungsempfänger Firma'),
      str('zimmer'),
      date('anreise'),
      date('abreise'),
      num('anzahlNaechte'),
      list('positionen', [date('datum'), str('leistung'), num('betrag')], 'jede gebuchte Position'),
      num('netto7', 'Nettobetrag zum ermäßigten Satz 7 %'),
      num('netto19', 'Nettobetrag 19 %'),
      num('summeMwst'),
      num('gesamtbetrag', undefined, true),
      str('zahlungsart'),
      num('cityTax', 'Kulturförderabgabe / City-Tax'),
      str('buchungsnummer'),
    ],
    {
      hotel: 'Hotel Am Dom Köln',
      rechnungsNr: 'R-88213',
      gast: 'Herr Tobias Grünwald',
      firma: 'Viteq Solutions GmbH',
      zimmer: '412',
      anreise: '2026-01-20',
      abreise: '2026-01-22',
      anzahlNaechte: 2,
      positionen: [
        { datum: '2026-01-20', leistung: 'Übernachtung Einzelzimmer Business', betrag: 139.0 },
        { datum: '2026-01-20', leistung: 'Frühstücksbuffet', betrag: 24.0 },
        { datum: '2026-01-20', leistung: 'Bar', betrag: 17.5 },
        { datum: '2026-01-21', leistung: 'Übernachtung Einzelzimmer Business', betrag: 139.0 },
        { datum: '2026-01-21', leistung: 'Frühstücksbuffet', betrag: 24.0 },
        { datum: '2026-01-21', leistung: 'Parkgarage', betrag: 28.0 },
        { datum: '2026-01-22', leistung: 'Kulturförderabgabe 5 %', betrag: 12.99 },
      ],
      netto7: 259.81,
      netto19: 78.57,
      summeMwst: 33.12,
      gesamtbetrag: 384.49,
      zahlungsart: 'Mastercard',
      cityTax: 12.99,
    },
    [
      'Hotel Am Dom Köln',
      'Trankgasse 5 · 50667 Köln · Tel. 0221 204 880',
      'Viteq Solutions GmbH\tRechnung Nr.\tR-88213',
      'z. Hd. Herr Tobias Grünwald\tZimmer\t412',
      'Hansaring 61, 50670 Köln\tAnreise\t20.01.2026',
      '\tAbreise\t22.01.2026',
      '\tNächte\t2',
      'Datum\tText\tMenge\tBetrag EUR',
      '20.01.26\tÜbernachtung Einzelzimmer Business\t1\t139,00',
      '20.01.26\tFrühstücksbuffet\t1\t24,00',
      '20.01.26\tBar\t1\t17,50',
      '21.01.26\tÜbernachtung Einzelzimmer Business\t1\t139,00',
      '21.01.26\tFrühstücksbuffet\t1\t24,00',
      '21.01.26\tParkgarage\t1\t28,00',
      '22.01.26\tKulturförderabgabe 5 %\t1\t12,99',
      'MwSt-Satz\tNetto\tMwSt\tBrutto',
      '7 %\t259,81\t18,19\t278,00',
      '19 %\t78,57\t14,93\t93,50',
      '0 %\t12,99\t0,00\t12,99',
      'Gesamt\t351,37\t33,12\t384,49',
      'Bezahlt mit Mastercard **** 5521 am 22.01.2026: 384,49 EUR. Saldo 0,00 EUR.',
      'Vielen Dank für Ihren Aufenthalt. Wir freuen uns auf Ihren nächsten Besuch.',
    ],
  ),
];

const INVOICE_TXT = `BRIGHTWATER IT SERVICES LLC
2210 Larkspur Ave, Suite 300, Denver, CO 80205
billing@brightwater-it.example | (303) 555-0148

INVOICE

Invoice Number          Invoice Date          Due Date
BW-2026-0219            February 27, 2026     March 29, 2026

Bill To                                       Customer ID
Mesa Ridge Dental Group                       CUST-0877
Attn: Accounts Payable
4415 Federal Blvd, Denver, CO 80211

Service period: February 1 - February 28, 2026

Description                                   Hours    Rate      Amount
Managed IT support - 14 workstations                           1,260.00
Onsite visit - server patching                 3.5     125.00    437.50
Backup storage 2 TB (monthly)                                     90.00
Microsoft 365 Business Standard x 14                             175.00

                                              Subtotal          1,962.50
                                              Sales tax (exempt)    0.00
                                              TOTAL DUE  USD    1,962.50

Payment terms: Net 30. Late payments accrue 1.5% per month.
Pay by ACH: First Western Bank, routing 102000021, account 4471039962.
Please include the invoice number with your payment.
`;

const FUEL_LINES = [
  '      ARAL Tankstelle',
  '   Inh. Petra Hollmann e.K.',
  '  Bremer Straße 210, 21073 Hamburg',
  '     Tel. 040 765 44 10',
  '',
  'Beleg-Nr. 4471\tKasse 2',
  'Datum 03.03.2026\tZeit 07:48',
  '',
  'Säule 5\tDiesel',
  '52,37 l x 1,719 EUR/l\t90,02 EUR A',
  'Kaffee to go groß\t3,20 EUR B',
  'Scheibenreiniger 3 l\t7,99 EUR A',
  '--------------------------------',
  'SUMME\tEUR 101,21',
  'Girocard\tEUR 101,21',
  '',
  'MwSt\tNetto\tSteuer\tBrutto',
  'A 19%\t82,36\t15,65\t98,01',
  'B 7%\t2,99\t0,21\t3,20',
  '',
  'Terminal-ID 68104472  TA-Nr. 009823',
  'Kfz-Kennzeichen: HH-PK 4410',
  'Steuer-Nr. 43/127/04418',
  'Vielen Dank und gute Fahrt!',
];

const SHIPPING_HTML = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Your order has shipped</title></head>
<body style="font-family:Arial,sans-serif">
<div style="max-width:600px">
<p><img alt="Lumen &amp; Loom" src="cid:logo"></p>
<h2>Good news, Priya &ndash; your order is on its way!</h2>
<p>Order <strong>#LL-300482</strong> left our warehouse on <strong>Monday, March 2, 2026</strong>.</p>
<table>
<tr><td>Carrier</td><td>UPS Ground</td></tr>
<tr><td>Tracking number</td><td><a href="https://ups.example/track?n=1Z999AA10123456784">1Z999AA10123456784</a></td></tr>
<tr><td>Estimated delivery</td><td>Thu, Mar 5 &ndash; Fri, Mar 6</td></tr>
<tr><td>Packages</td><td>2</td></tr>
</table>
<h3>Shipping to</h3>
<p>Priya Raman<br>88 Alder Lane, Apt 4B<br>Portland, OR 97209</p>
<h3>Items in this shipment</h3>
<table>
<tr><th>Item</th><th>SKU</th><th>Qty</th><th>Price</th></tr>
<tr><td>Linen duvet cover, Queen, Sage</td><td>LD-Q-SAG</td><td>1</td><td>$189.00</td></tr>
<tr><td>Linen pillowcases (set of 2), Sage</td><td>LP-2-SAG</td><td>2</td><td>$98.00</td></tr>
<tr><td>Waffle bath towel, Oat</td><td>WB-T-OAT</td><td>3</td><td>$102.00</td></tr>
</table>
<p>Still to ship: Waffle hand towel, Oat (backordered, ships separately).</p>
<table>
<tr><td>Subtotal</td><td>$389.00</td></tr>
<tr><td>Shipping</td><td>Free</td></tr>
<tr><td>Tax</td><td>$0.00</td></tr>
<tr><td>Order total</td><td>$389.00</td></tr>
</table>
<p>Questions? Reply to this e-mail or visit lumenandloom.example/help.</p>
</div></body></html>
`;

const THIRD: TCorpusDocument[] = [
  sealedU(
    '06-it-invoice',
    'invoice',
    'en',
    'txt',
    [
      str('invoiceNo', undefined, { required: true }),
      date('invoiceDate', undefined, true),
      date('dueDate'),
      obj('seller', [str('name'), str('email'), str('phone'), str('taxId', 'EIN')]),
      obj('customer', [str('name'), str('customerId'), str('address')]),
      obj('servicePeriod', [date('start'), date('end')]),
      list('charges', [str('description'), num('hours'), num('rate'), num('amount')]),
      num('subtotal'),
      num('salesTax'),
      num('totalDue', undefined, true),
      str('currency'),
      str('paymentTerms'),
      str('lateFee', 'late payment charge as printed'),
      str('bankRoutingNumber'),
      str('bankAccountNumber'),
      str('purchaseOrder', 'customer PO reference'),
    ],
    {
      invoiceNo: 'BW-2026-0219',
      invoiceDate: '2026-02-27',
      dueDate: '2026-03-29',
      seller: { name: 'Brightwater IT Services LLC', email: 'billing@brightwater-it.example', phone: '(303) 555-0148' },
      customer: {
        name: 'Mesa Ridge Dental Group',
        customerId: 'CUST-0877',
        address: '4415 Federal Blvd, Denver, CO 80211',
      },
      servicePeriod: { start: '2026-02-01', end: '2026-02-28' },
      charges: [
        { description: 'Managed IT support - 14 workstations', amount: 1260.0 },
        { description: 'Onsite visit - server patching', hours: 3.5, rate: 125.0, amount: 437.5 },
        { description: 'Backup storage 2 TB (monthly)', amount: 90.0 },
        { description: 'Microsoft 365 Business Standard x 14', amount: 175.0 },
      ],
      subtotal: 1962.5,
      salesTax: 0,
      totalDue: 1962.5,
      currency: 'USD',
      paymentTerms: 'Net 30',
      lateFee: '1.5% per month',
      bankRoutingNumber: '102000021',
      bankAccountNumber: '4471039962',
    },
    { raw: INVOICE_TXT },
  ),
  sealedU(
    '07-fuel-receipt',
    'fuel receipt',
    'de',
    'png',
    [
      str('tankstelle', 'Name/Marke der Tankstelle'),
      str('anschrift'),
      date('datum', undefined, true),
      str('uhrzeit'),
      str('belegnummer'),
      str('kraftstoff'),
      num('liter', 'getankte Menge in Litern'),
      num('preisProLiter'),
      num('kraftstoffBetrag'),
      list('sonstigeArtikel', [str('bezeichnung'), num('betrag')], 'Shop-Artikel außer Kraftstoff'),
      num('gesamtbetrag', undefined, true),
      num('mwst19'),
      num('mwst7'),
      str('zahlungsart'),
      str('kennzeichen'),
      str('steuernummer'),
      str('kartennummer', 'Tankkarte Nummer'),
    ],
    {
      tankstelle: 'ARAL Tankstelle',
      anschrift: 'Bremer Straße 210, 21073 Hamburg',
      datum: '2026-03-03',
      uhrzeit: '07:48',
      belegnummer: '4471',
      kraftstoff: 'Diesel',
      liter: 52.37,
      preisProLiter: 1.719,
      kraftstoffBetrag: 90.02,
      sonstigeArtikel: [
        { bezeichnung: 'Kaffee to go groß', betrag: 3.2 },
        { bezeichnung: 'Scheibenreiniger 3 l', betrag: 7.99 },
      ],
      gesamtbetrag: 101.21,
      mwst19: 15.65,
      mwst7: 0.21,
      zahlungsart: 'Girocard',
      kennzeichen: 'HH-PK 4410',
      steuernummer: '43/127/04418',
    },
    FUEL_LINES,
  ),
  sealedU(
    '08-shipping-notice',
    'shipping notice',
    'en',
    'html',
    [
      str('orderNumber', undefined, { required: true }),
      date('shipDate'),
      str('carrier'),
      str('trackingNumber', undefined, { required: true }),
      date('estimatedDeliveryFrom', 'earliest delivery day'),
      date('estimatedDeliveryTo', 'latest delivery day'),
      num('packageCount'),
      obj('recipient', [str('name'), str('street'), str('city'), str('state'), str('zip')]),
      list('items', [str('name'), str('sku'), num('qty'), num('price')]),
      num('subtotal'),
      num('shippingCost'),
      num('orderTotal'),
      str('backorderedItem', 'what is still to ship'),
      num('weightKg', 'shipment weight'),
      str('returnLabelUrl'),
    ],
    {
      orderNumber: 'LL-300482',
      shipDate: '2026-03-02',
      carrier: 'UPS Ground',
      trackingNumber: '1Z999AA10123456784',
      estimatedDeliveryFrom: '2026-03-05',
      estimatedDeliveryTo: '2026-03-06',
      packageCount: 2,
      recipient: { name: 'Priya Raman', street: '88 Alder Lane, Apt 4B', city: 'Portland', state: 'OR', zip: '97209' },
      items: [
        { name: 'Linen duvet cover, Queen, Sage', sku: 'LD-Q-SAG', qty: 1, price: 189.0 },
        { name: 'Linen pillowcases (set of 2), Sage', sku: 'LP-2-SAG', qty: 2, price: 98.0 },
        { name: 'Waffle bath towel, Oat', sku: 'WB-T-OAT', qty: 3, price: 102.0 },
      ],
      subtotal: 389.0,
      shippingCost: 0,
      orderTotal: 389.0,
      backorderedItem: 'Waffle hand towel, Oat',
    },
    { raw: SHIPPING_HTML },
  ),
];

export const FRESH_U: TCorpusDocument[] = [
  ...FIRST,
  ...SECOND,
  ...THIRD,
  ...FRESH_U_MORE,
  ...FRESH_U_THIRD,
  ...FRESH_U_LAST,
];
