// Fresh held-out documents, set C (layout 11): written by hand in session 4 BEFORE the extractor was changed,
// each with its own schema. Their misses are never looked at while tuning (eval hides them without --show-fresh).
import { bool, date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the second fresh held-out set. */
export const FRESH_C_LAYOUT = 11;

const DOCUMENTS: TCorpusDocument[] = [
  fresh(
    'c-po-kv-table-en',
    'purchase_order',
    'en',
    'docx',
    [
      str('order_number', undefined, { required: true }),
      date('issued_on'),
      str('vendor'),
      str('ship_to_city'),
      list('lines', [str('item'), num('qty'), num('price'), num('line_total')]),
      num('grand_total', undefined, true),
    ],
    {
      order_number: 'PO/2026/117',
      issued_on: '2026-02-23',
      vendor: 'Northwind Paper Co.',
      ship_to_city: 'Manchester',
      lines: [
        { item: 'A4 copy paper 80gsm, box of 5 reams', qty: 20, price: 21.5, line_total: 430 },
        { item: 'Toner cartridge HP 59A', qty: 4, price: 78.25, line_total: 313 },
      ],
      grand_total: 891.6,
    },
    [
      'Brightside Housing Association',
      'PURCHASE ORDER',
      'Order number\tPO/2026/117',
      'Issued on\t23/02/2026',
      'Vendor\tNorthwind Paper Co.',
      'Ship to city\tManchester',
      '',
      'Item\tQty\tPrice\tLine total',
      'A4 copy paper 80gsm, box of 5 reams\t20\t21.50\t430.00',
      'Toner cartridge HP 59A\t4\t78.25\t313.00',
      '',
      'Net\t743.00',
      'VAT (20%)\t148.60',
      'Grand total\t891.60',
    ],
  ),
  fresh(
    'c-po-sentences-de',
    'purchase_order',
    'de',
    'eml',
    [
      str('bestellNr', undefined, { required: true }),
      date('lieferdatum'),
      str('lieferant'),
      num('menge'),
      str('artikel'),
      num('preisNetto', 'Gesamtpreis netto in EUR'),
    ],
    {
      bestellNr: '70-33918',
      lieferdatum: '2026-04-08',
      lieferant: 'Holzhandel Brenner KG',
      menge: 120,
      artikel: 'Fichte KVH 60x120 mm, 5 m',
      preisNetto: 2280,
    },
    [
      'Sehr geehrte Damen und Herren,',
      '',
      'hiermit bestellen wir bei der Holzhandel Brenner KG gemäß Ihrem Angebot vom 12.03.2026:',
      '',
      'Bestell-Nr.: 70-33918',
      'Artikel: Fichte KVH 60x120 mm, 5 m',
      'Menge: 120 Stück',
      'Preis netto gesamt: 2.280,00 EUR',
      'Gewünschtes Lieferdatum: 08.04.2026',
      '',
      'Bitte bestätigen Sie den Auftrag kurz per Mail.',
      '',
      'Mit freundlichen Grüßen',
      'Zimmerei Kowalski GmbH',
    ],
  ),
  fresh(
    'c-utility-water-en',
    'utility_bill',
    'en',
    'pdf',
    [
      str('account_number', undefined, { required: true }),
      obj('service_period', [date('from'), date('to')]),
      num('previous_reading'),
      num('current_reading'),
      num('usage_m3'),
      num('amount_due', undefined, true),
      date('due_date'),
    ],
    {
      account_number: '5501-882-019',
      service_period: { from: '2026-01-01', to: '2026-03-31' },
      previous_reading: 1042,
      current_reading: 1087,
      usage_m3: 45,
      amount_due: 96.75,
      due_date: '2026-04-21',
    },
    [
      'Severn Valley Water\t\tWATER BILL',
      'PO Box 220, Gloucester GL1 9ZZ',
      '',
      'Account number\t5501-882-019',
      'Service period\t1 Jan 2026 to 31 Mar 2026',
      '',
      'Meter readings\tPrevious\tCurrent\tUsage (m³)',
      'Meter 77120\t1042\t1087\t45',
      '',
      'Water supply\t54.90',
      'Wastewater\t41.85',
      'Amount due\t£96.75',
      'Please pay by 21 April 2026.',
    ],
  ),
  fresh(
    'c-utility-strom-de',
    'utility_bill',
    'de',
    'scan',
    [
      str('vertragskonto', undefined, { required: true }),
      str('zaehlernummer'),
      num('verbrauch_kwh'),
      num('arbeitspreis_ct', 'Arbeitspreis in Cent pro kWh'),
      num('rechnungsbetrag', undefined, true),
      num('abschlag_neu', 'neuer monatlicher Abschlag'),
    ],
    {
      vertragskonto: '8004471203',
      zaehlernummer: '1ESY1160448812',
      verbrauch_kwh: 2318,
      arbeitspreis_ct: 31.42,
      rechnungsbetrag: 934.18,
      abschlag_neu: 79,
    },
    [
      'Stadtwerke Lindenau',
      'Jahresabrechnung Strom 2025',
      '',
      'Vertragskonto: 8004471203',
      'Zählernummer: 1ESY1160448812',
      '',
      'Verbrauch\t2.318 kWh',
      'Arbeitspreis\t31,42 ct/kWh',
      'Grundpreis\t12,50 EUR/Monat',
      '',
      'Rechnungsbetrag brutto\t934,18 EUR',
      'Neuer Abschlag ab 03/2026: 79,00 EUR monatlich',
    ],
  ),
  fresh(
    'c-utility-gas-en',
    'utility_bill',
    'en',
    'html',
    [
      str('customer_ref', undefined, { required: true }),
      date('bill_date'),
      num('units_used', 'Gas used in kWh'),
      num('standing_charge'),
      num('total', undefined, true),
      bool('direct_debit'),
    ],
    {
      customer_ref: 'GX-40017-55',
      bill_date: '2026-03-05',
      units_used: 1432,
      standing_charge: 27.9,
      total: 118.42,
      direct_debit: true,
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Your gas bill</title></head><body>
<div class="brand">Lumen Energy</div>
<div class="summary">
  <div><span class="label">Customer reference</span> <span>GX-40017-55</span></div>
  <div><span class="label">Bill date</span> <span>5 March 2026</span></div>
</div>
<h2>Your gas usage</h2>
<table>
<tr><th>Charge</th><th>Detail</th><th>Amount</th></tr>
<tr><td>Units used</td><td>1,432 kWh at 6.321p</td><td>£90.52</td></tr>
<tr><td>Standing charge</td><td>93 days at 30.00p</td><td>£27.90</td></tr>
</table>
<p class="total">Total to pay: <strong>£118.42</strong></p>
<p>Paid by Direct Debit: yes. We will collect this amount on or after 19 March 2026.</p>
</body></html>
`,
    },
  ),
  fresh(
    'c-payslip-en',
    'payslip',
    'en',
    'png',
    [
      str('employee', undefined, { required: true }),
      str('employee_id'),
      str('pay_period'),
      num('gross', undefined, true),
      num('income_tax'),
      num('national_insurance'),
      num('net', undefined, true),
    ],
    {
      employee: 'Daniel Okafor',
      employee_id: 'E-2291',
      pay_period: 'February 2026',
      gross: 3250,
      income_tax: 441.2,
      national_insurance: 183.64,
      net: 2625.16,
    },
    [
      'Harrow Logistics Ltd - Payslip',
      'Employee\tDaniel Okafor',
      'Employee ID\tE-2291',
      'Pay period\tFebruary 2026',
      '',
      'Payments\tAmount',
      'Basic salary\t3,250.00',
      'Deductions\tAmount',
      'Income tax\t441.20',
      'National Insurance\t183.64',
      '',
      'Gross pay\t3,250.00',
      'Net pay\t2,625.16',
    ],
  ),
  fresh(
    'c-payslip-de',
    'payslip',
    'de',
    'pdf',
    [
      str('mitarbeiter', 'Name des Mitarbeiters', { required: true }),
      str('personalnummer'),
      str('steuerklasse'),
      num('bruttolohn', undefined, true),
      num('lohnsteuer'),
      num('kirchensteuer'),
      num('auszahlungsbetrag', undefined, true),
    ],
    {
      mitarbeiter: 'Katharina Vogt',
      personalnummer: '00731',
      steuerklasse: 'I',
      bruttolohn: 4120,
      lohnsteuer: 642.5,
      kirchensteuer: 51.4,
      auszahlungsbetrag: 2598.66,
    },
    [
      'Verdienstabrechnung März 2026\t\tMeyer & Söhne Maschinenbau',
      '',
      'Personal-Nr.\t00731\tSteuerklasse\tI',
      'Name\tKatharina Vogt\tEintritt\t01.09.2019',
      '',
      'Bezüge\t\t\tBetrag',
      'Gehalt\t\t\t4.120,00',
      'Gesamtbrutto\t\t\t4.120,00',
      '',
      'Abzüge\t\t\tBetrag',
      'Lohnsteuer\t\t\t642,50',
      'Kirchensteuer\t\t\t51,40',
      'Sozialversicherung AN-Anteil\t\t\t827,44',
      '',
      'Auszahlungsbetrag\t\t\t2.598,66',
    ],
  ),
  fresh(
    'c-transfer-de',
    'bank_transfer',
    'de',
    'txt',
    [
      str('auftraggeber', undefined, { required: true }),
      str('empfaenger'),
      str('empfaenger_iban'),
      num('betrag', undefined, true),
      date('ausfuehrungsdatum'),
      str('verwendungszweck'),
    ],
    {
      auftraggeber: 'Lena Hartmann',
      empfaenger: 'Vermietung Krause GbR',
      empfaenger_iban: 'DE02 1203 0000 0000 2020 51',
      betrag: 1150,
      ausfuehrungsdatum: '2026-03-02',
      verwendungszweck: 'Miete März 2026 Whg. 4',
    },
    {
      raw: `Volksbank Mittelhessen eG
Überweisungsbestätigung

Auftraggeber ........ Lena Hartmann
Empfänger ........... Vermietung Krause GbR
IBAN Empfänger ...... DE02 1203 0000 0000 2020 51
Betrag .............. 1.150,00 EUR
Ausführung am ....... 02.03.2026
Verwendungszweck .... Miete März 2026 Whg. 4

Der Auftrag wurde erfolgreich ausgeführt.
`,
    },
  ),
  fresh(
    'c-transfer-en',
    'bank_transfer',
    'en',
    'eml',
    [
      str('reference', 'Transaction reference', { required: true }),
      num('amount_sent'),
      str('currency_sent'),
      num('amount_received'),
      str('recipient'),
      date('sent_on'),
      num('fee'),
    ],
    {
      reference: 'TRX-7Q2K9M',
      amount_sent: 500,
      currency_sent: 'GBP',
      amount_received: 581.35,
      recipient: 'Anna Kowalczyk',
      sent_on: '2026-02-27',
      fee: 2.85,
    },
    [
      'Your money is on its way',
      '',
      'Hi Tom,',
      '',
      'you sent 500.00 GBP to Anna Kowalczyk on 27 February 2026.',
      '',
      'Transaction reference: TRX-7Q2K9M',
      'Amount sent: 500.00 GBP',
      'Fee: 2.85 GBP',
      'Recipient gets: 581.35 EUR',
      'Exchange rate: 1 GBP = 1.16270 EUR',
      '',
      'Thanks for using PayRiver.',
    ],
  ),
  fresh(
    'c-folio-en',
    'hotel_folio',
    'en',
    'scan',
    [
      str('guest_name', undefined, { required: true }),
      str('folio_number'),
      date('arrival'),
      date('departure'),
      num('room_rate'),
      num('balance', 'Balance due', true),
    ],
    {
      guest_name: 'Priya Raman',
      folio_number: '338120',
      arrival: '2026-03-10',
      departure: '2026-03-13',
      room_rate: 189,
      balance: 0,
    },
    [
      'THE HARBOUR HOTEL',
      'Guest Folio',
      'Guest\tPriya Raman\tFolio No.\t338120',
      'Arrival\t03/10/2026\tDeparture\t03/13/2026',
      'Room rate\t189.00',
      '',
      'Date\tDescription\tCharges\tCredits',
      '03/10\tRoom\t189.00\t',
      '03/11\tRoom\t189.00\t',
      '03/12\tRoom\t189.00\t',
      '03/13\tVisa payment\t\t567.00',
      '',
      'Balance\t0.00',
    ],
  ),
  fresh(
    'c-folio-de',
    'hotel_folio',
    'de',
    'docx',
    [
      str('gast', undefined, { required: true }),
      str('zimmernummer'),
      num('naechte', 'Anzahl Übernachtungen'),
      num('uebernachtung_gesamt'),
      num('parken'),
      num('gesamt', undefined, true),
      str('zahlart'),
    ],
    {
      gast: 'Thomas Brandl',
      zimmernummer: '512',
      naechte: 3,
      uebernachtung_gesamt: 357,
      parken: 36,
      gesamt: 405.6,
      zahlart: 'Mastercard',
    },
    [
      'Parkhotel am See',
      'Rechnung Nr. 2026/1877',
      '',
      'Gast: Thomas Brandl',
      'Zimmer: 512',
      'Aufenthalt: 3 Nächte (20.02.–23.02.2026)',
      '',
      'Leistung\tBetrag',
      'Übernachtung gesamt\t357,00',
      'Parken\t36,00',
      'Kurbeitrag\t12,60',
      'Gesamt\t405,60',
      '',
      'Zahlart: Mastercard',
    ],
  ),
  fresh(
    'c-invoice-saas-en',
    'invoice',
    'en',
    'html',
    [
      str('invoice_id', undefined, { required: true }),
      date('invoice_date'),
      str('billed_to'),
      str('plan'),
      num('seats'),
      num('amount_excl_tax'),
      num('tax'),
      num('amount_paid', undefined, true),
      str('card_last4'),
    ],
    {
      invoice_id: 'INV-00482913',
      invoice_date: '2026-03-01',
      billed_to: 'Kestrel Analytics Ltd',
      plan: 'Team (annual)',
      seats: 12,
      amount_excl_tax: 1440,
      tax: 288,
      amount_paid: 1728,
      card_last4: '4242',
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Invoice</title></head><body>
<h1>Cloudnote</h1>
<dl>
<dt>Invoice ID</dt><dd>INV-00482913</dd>
<dt>Invoice date</dt><dd>March 1, 2026</dd>
<dt>Billed to</dt><dd>Kestrel Analytics Ltd<br>7 Quay Street, Dublin</dd>
</dl>
<table>
<tr><th>Plan</th><th>Seats</th><th>Amount</th></tr>
<tr><td>Team (annual)</td><td>12</td><td>$1,440.00</td></tr>
</table>
<p>Amount excl. tax: $1,440.00</p>
<p>Tax (20%): $288.00</p>
<p><strong>Amount paid: $1,728.00</strong></p>
<p>Charged to Visa ending in 4242.</p>
</body></html>
`,
    },
  ),
  fresh(
    'c-invoice-agentur-de',
    'invoice',
    'de',
    'pdf',
    [
      str('rechnungsNr', undefined, { required: true }),
      date('datum'),
      date('leistungszeitraumBis'),
      obj('empfaenger', [str('firma'), str('ort')]),
      list('leistungen', [str('beschreibung'), num('stunden'), num('satz'), num('betrag')]),
      num('netto'),
      num('ust'),
      num('brutto', undefined, true),
    ],
    {
      rechnungsNr: 'RE-26-044',
      datum: '2026-03-31',
      leistungszeitraumBis: '2026-03-31',
      empfaenger: { firma: 'Grünwerk Kosmetik GmbH', ort: 'Hamburg' },
      leistungen: [
        { beschreibung: 'Konzeption Kampagne', stunden: 14, satz: 95, betrag: 1330 },
        { beschreibung: 'Grafikdesign', stunden: 22, satz: 85, betrag: 1870 },
      ],
      netto: 3200,
      ust: 608,
      brutto: 3808,
    },
    [
      'Studio Feldmann · Kommunikationsdesign\t\tRechnung',
      '',
      'Grünwerk Kosmetik GmbH\t\tRechnungs-Nr.\tRE-26-044',
      'Speicherstadt 5\t\tDatum\t31.03.2026',
      '20457 Hamburg\t\tLeistungszeitraum\t01.03.2026 – 31.03.2026',
      '',
      'Beschreibung\tStunden\tSatz\tBetrag',
      'Konzeption Kampagne\t14\t95,00\t1.330,00',
      'Grafikdesign\t22\t85,00\t1.870,00',
      '',
      '\t\tNetto\t3.200,00 €',
      '\t\tUSt 19 %\t608,00 €',
      '\t\tBrutto\t3.808,00 €',
    ],
  ),
  fresh(
    'c-invoice-labels-above-en',
    'invoice',
    'en',
    'txt',
    [
      str('invoiceNumber', undefined, { required: true }),
      date('dueDate'),
      str('customerName'),
      num('subtotal'),
      num('discount'),
      num('totalDue', undefined, true),
    ],
    {
      invoiceNumber: '1093',
      dueDate: '2026-04-15',
      customerName: 'Maple Street Dental',
      subtotal: 2150,
      discount: 107.5,
      totalDue: 2042.5,
    },
    {
      raw: `PINE & OAK CLEANING SERVICES

INVOICE #          DATE            DUE DATE
1093               16 Mar 2026     15 Apr 2026

BILL TO
Maple Street Dental
44 Maple Street, Portland OR 97205

Description                               Amount
Monthly office cleaning (March)          1,800.00
Carpet deep clean                          350.00

Subtotal                                 2,150.00
Discount 5%                               -107.50
TOTAL DUE                                2,042.50
`,
    },
  ),
  fresh(
    'c-receipt-cafe-en',
    'receipt',
    'en',
    'png',
    [
      str('merchant', undefined, { required: true }),
      date('date'),
      num('tip'),
      num('total', undefined, true),
      str('payment', 'Payment method'),
    ],
    {
      merchant: 'Blue Door Coffee',
      date: '2026-02-18',
      tip: 1.5,
      total: 13.2,
      payment: 'Mastercard',
    },
    [
      'Blue Door Coffee',
      '221 Elm St, Boston MA',
      '02/18/2026  08:42',
      '',
      'Flat white\t4.50',
      'Oat latte\t5.25',
      'Croissant\t3.25',
      'Subtotal\t13.00',
      'Discount (loyalty)\t-1.30',
      'Tip\t1.50',
      'Total\t13.20',
      'Mastercard ****7781',
    ],
  ),
  fresh(
    'c-receipt-tanken-de',
    'receipt',
    'de',
    'scan',
    [
      str('tankstelle', undefined, { required: true }),
      num('liter'),
      num('preis_pro_liter'),
      num('betrag', undefined, true),
      num('mwst'),
      date('datum'),
    ],
    {
      tankstelle: 'Aral Station Kassel-Nord',
      liter: 42.18,
      preis_pro_liter: 1.789,
      betrag: 75.46,
      mwst: 12.05,
      datum: '2026-03-14',
    },
    [
      'Aral Station Kassel-Nord',
      'Holländische Str. 190, 34127 Kassel',
      '',
      'Super E10\t42,18 l',
      'Preis/l\t1,789 EUR',
      'Betrag\t75,46 EUR',
      'MwSt 19%\t12,05 EUR',
      '',
      'Datum 14.03.2026  Uhrzeit 18:07',
      'Girocard',
    ],
  ),
  fresh(
    'c-receipt-baumarkt-de',
    'receipt',
    'de',
    'html',
    [
      str('markt', undefined, { required: true }),
      str('bonnummer'),
      list('artikel', [str('bezeichnung'), num('preis')]),
      num('summe', undefined, true),
      bool('bezahlt'),
    ],
    {
      markt: 'Werkzeughaus Becker',
      bonnummer: '0815-2207',
      artikel: [
        { bezeichnung: 'Schrauben 4x40, 200 St.', preis: 7.99 },
        { bezeichnung: 'Dübel 8 mm, 50 St.', preis: 4.49 },
        { bezeichnung: 'Akkuschrauber-Bit-Set', preis: 14.95 },
      ],
      summe: 27.43,
      bezahlt: true,
    },
    [
      'Werkzeughaus Becker',
      'Bon-Nr. 0815-2207',
      'Artikel\tPreis',
      'Schrauben 4x40, 200 St.\t7,99',
      'Dübel 8 mm, 50 St.\t4,49',
      'Akkuschrauber-Bit-Set\t14,95',
      'Summe\t27,43',
      'Status: bezahlt',
    ],
  ),
  fresh(
    'c-shipping-en',
    'shipping_notice',
    'en',
    'eml',
    [
      str('order_number', undefined, { required: true }),
      str('carrier'),
      str('tracking_number'),
      date('shipped_on'),
      date('estimated_delivery'),
      num('parcels'),
    ],
    {
      order_number: '112-4490217-55',
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
      shipped_on: '2026-03-03',
      estimated_delivery: '2026-03-06',
      parcels: 2,
    },
    [
      'Your order has shipped!',
      '',
      'Good news: order 112-4490217-55 left our warehouse on March 3, 2026.',
      'It travels with UPS in 2 parcels.',
      '',
      'Tracking number: 1Z999AA10123456784',
      'Estimated delivery: Friday, March 6, 2026',
      '',
      'Questions? Reply to this e-mail.',
    ],
  ),
  fresh(
    'c-shipping-de',
    'shipping_notice',
    'de',
    'png',
    [
      str('sendungsnummer', undefined, { required: true }),
      str('empfaenger'),
      num('gewicht_kg'),
      date('zustelltag'),
      str('paketshop', 'Abholort'),
    ],
    {
      sendungsnummer: '00340434161094042557',
      empfaenger: 'Jonas Weber',
      gewicht_kg: 3.2,
      zustelltag: '2026-02-12',
      paketshop: 'Kiosk am Markt, Marktstr. 2',
    },
    [
      'DHL Paket',
      'Benachrichtigung',
      'Sendungsnummer\t00340434161094042557',
      'Empfänger\tJonas Weber',
      'Gewicht\t3200 g',
      'Zustellversuch am\t12.02.2026',
      'Abholung im Paketshop:',
      'Kiosk am Markt, Marktstr. 2',
    ],
  ),
  fresh(
    'c-shipping-two-col-en',
    'shipping_notice',
    'en',
    'txt',
    [
      str('asn_number', 'Advance shipping notice number', { required: true }),
      str('po_reference'),
      date('ship_date'),
      str('carrier'),
      num('total_weight_kg'),
      list('items', [str('part_no'), str('description'), num('qty_shipped')]),
    ],
    {
      asn_number: 'ASN-552019',
      po_reference: 'PO-77310',
      ship_date: '2026-03-18',
      carrier: 'DB Schenker',
      total_weight_kg: 412.5,
      items: [
        { part_no: 'BRG-6204', description: 'Ball bearing 6204-2RS', qty_shipped: 400 },
        { part_no: 'SL-35', description: 'Shaft seal 35x52x7', qty_shipped: 250 },
      ],
    },
    {
      raw: `KELLER PRECISION PARTS                          ADVANCE SHIPPING NOTICE

ASN Number:   ASN-552019                        Ship Date:   2026-03-18
PO Reference: PO-77310                          Carrier:     DB Schenker
Total Weight: 412.5 kg                          Packages:    6

Part No.     Description                        Qty Shipped
BRG-6204     Ball bearing 6204-2RS              400
SL-35        Shaft seal 35x52x7                 250
`,
    },
  ),
  fresh(
    'c-credit-note-de',
    'credit_note',
    'de',
    'docx',
    [
      str('gutschriftNr', undefined, { required: true }),
      str('bezugRechnung', 'Nummer der ursprünglichen Rechnung'),
      date('datum'),
      str('grund'),
      num('gutschriftBetrag', undefined, true),
    ],
    {
      gutschriftNr: 'GS-2026-031',
      bezugRechnung: 'RE-2026-0877',
      datum: '2026-03-09',
      grund: 'Rücksendung beschädigter Ware',
      gutschriftBetrag: 238,
    },
    [
      'Elektro Lindner GmbH',
      'Gutschrift',
      'Gutschrift-Nr.\tGS-2026-031',
      'Datum\t09.03.2026',
      'zu Rechnung\tRE-2026-0877',
      '',
      'Grund: Rücksendung beschädigter Ware',
      '',
      'Wir schreiben Ihnen 238,00 EUR gut.',
    ],
  ),
  fresh(
    'c-invoice-email-de',
    'invoice',
    'de',
    'eml',
    [
      str('rechnung', 'Rechnungsnummer', { required: true }),
      date('faellig'),
      num('summe', undefined, true),
      str('iban'),
      str('bic'),
    ],
    {
      rechnung: '4711-26',
      faellig: '2026-03-20',
      summe: 89.9,
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    },
    [
      'Ihre Rechnung 4711-26',
      '',
      'Hallo Frau Neumann,',
      '',
      'vielen Dank für Ihre Bestellung. Die Rechnung 4711-26 über 89,90 EUR ist fällig am 20.03.2026.',
      'Bitte überweisen Sie auf unser Konto bei der Commerzbank,',
      'IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX.',
      '',
      'Viele Grüße',
      'Ihr Team von Gartenliebe.de',
    ],
  ),
];

export const FRESH_C: TCorpusDocument[] = DOCUMENTS.map((document) => ({ ...document, layout: FRESH_C_LAYOUT }));
