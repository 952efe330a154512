// Fresh held-out documents, set H (layout 17): written by hand in session 6 from what real businesses print,
// without looking at the extractor's rules or the other sets' documents, each with its own schema. H was
// unsealed in session 8 and is a development set; eval hides its misses unless --show-fresh-h is given.

import { bool, date, fresh, list, num, obj, str } from './fresh-doc.ts';
import { FRESH_H_MORE } from './fresh-h-more.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the sealed held-out set H. */
export const FRESH_H_LAYOUT = 17;

const DOCUMENTS: TCorpusDocument[] = [
  fresh(
    'h-invoice-webdesign-en',
    'invoice',
    'en',
    'pdf',
    [
      str('invoice_no', undefined, { required: true }),
      date('issued_on'),
      date('due_date'),
      obj('client', [str('company'), str('contact')]),
      list('services', [str('description'), num('hours'), num('rate'), num('amount')]),
      num('subtotal'),
      num('sales_tax'),
      num('total_due', 'Amount the client owes, in USD', true),
      str('po_reference', 'Client purchase order number'),
    ],
    {
      invoice_no: 'BLD-2026-0093',
      issued_on: '2026-04-02',
      due_date: '2026-05-02',
      client: { company: 'Harbor Lane Bakery LLC', contact: 'Denise Okafor' },
      services: [
        { description: 'Homepage redesign', hours: 14, rate: 95, amount: 1330 },
        { description: 'Online ordering integration', hours: 9.5, rate: 110, amount: 1045 },
        { description: 'Content migration', hours: 6, rate: 75, amount: 450 },
      ],
      subtotal: 2825,
      sales_tax: 0,
      total_due: 2825,
      po_reference: 'HLB-PO-118',
    },
    [
      'BRIGHTLINE DIGITAL STUDIO',
      '412 Congress Ave, Suite 300, Austin, TX 78701 · hello@brightline.example',
      '',
      'BILL TO\tINVOICE',
      'Harbor Lane Bakery LLC\tInvoice #: BLD-2026-0093',
      'Attn: Denise Okafor\tDate: April 2, 2026',
      '88 Pier Road, Galveston, TX 77550\tTerms: Net 30 (due May 2, 2026)',
      '\tYour PO: HLB-PO-118',
      '',
      'Service\tHours\tRate\tAmount',
      'Homepage redesign\t14.0\t$95.00\t$1,330.00',
      'Online ordering integration\t9.5\t$110.00\t$1,045.00',
      'Content migration\t6.0\t$75.00\t$450.00',
      '',
      '\t\tSubtotal\t$2,825.00',
      '\t\tSales tax (services exempt)\t$0.00',
      '\t\tTOTAL DUE\t$2,825.00',
      '',
      'Please make checks payable to Brightline Digital Studio. Thank you for your business!',
    ],
  ),
  fresh(
    'h-rechnung-tischler-de',
    'invoice',
    'de',
    'docx',
    [
      str('rechnungs_nr', undefined, { required: true }),
      date('datum'),
      obj('auftraggeber', [str('name'), str('anschrift')]),
      str('bauvorhaben'),
      list('leistungen', [str('text'), num('anzahl'), str('einheit'), num('ep'), num('gp')]),
      num('nettosumme'),
      num('umsatzsteuer'),
      num('endbetrag', 'Bruttobetrag', true),
      num('abschlag_bezahlt', 'bereits geleistete Abschlagszahlung'),
      num('restbetrag'),
    ],
    {
      rechnungs_nr: 'SR-1187',
      datum: '2026-03-20',
      auftraggeber: { name: 'Familie Brandt', anschrift: 'Am Mühlbach 7, 79211 Denzlingen' },
      bauvorhaben: 'Einbauschrank Dachgeschoss',
      leistungen: [
        { text: 'Einbauschrank Eiche massiv nach Aufmaß', anzahl: 1, einheit: 'Stk', ep: 3480, gp: 3480 },
        { text: 'Montage', anzahl: 6, einheit: 'Std', ep: 58, gp: 348 },
        { text: 'Entsorgung Altmöbel', anzahl: 1, einheit: 'psch', ep: 120, gp: 120 },
      ],
      nettosumme: 3948,
      umsatzsteuer: 750.12,
      endbetrag: 4698.12,
      abschlag_bezahlt: 1500,
      restbetrag: 3198.12,
    },
    [
      'Schreinerei Kuhn · Meisterbetrieb',
      'Industriestraße 22 · 79183 Waldkirch · Tel. 07681 40 40 12',
      '',
      'Familie Brandt',
      'Am Mühlbach 7, 79211 Denzlingen',
      '',
      'Schlussrechnung SR-1187',
      'Waldkirch, den 20.03.2026',
      'Bauvorhaben: Einbauschrank Dachgeschoss',
      '',
      'Pos\tLeistung\tMenge\tEinheit\tEP €\tGP €',
      '1\tEinbauschrank Eiche massiv nach Aufmaß\t1\tStk\t3.480,00\t3.480,00',
      '2\tMontage\t6\tStd\t58,00\t348,00',
      '3\tEntsorgung Altmöbel\t1\tpsch\t120,00\t120,00',
      '',
      'Summe netto\t3.948,00 €',
      '19 % Umsatzsteuer\t750,12 €',
      'Gesamtbetrag\t4.698,12 €',
      'abzgl. Abschlag vom 12.02.2026\t-1.500,00 €',
      'Noch zu zahlen\t3.198,12 €',
      '',
      'Bitte überweisen Sie den Restbetrag innerhalb von 14 Tagen.',
    ],
  ),
  fresh(
    'h-kassenbon-apotheke-de',
    'receipt',
    'de',
    'png',
    [
      str('apotheke'),
      date('datum'),
      str('uhrzeit', undefined, { format: 'time' }),
      list('artikel', [str('name'), num('preis')]),
      num('summe', undefined, true),
      num('zuzahlung', 'gesetzliche Zuzahlung zum Rezept'),
      str('zahlungsart', 'bar, EC-Karte oder Kreditkarte'),
    ],
    {
      apotheke: 'Linden-Apotheke',
      datum: '2026-02-11',
      uhrzeit: '17:42',
      artikel: [
        { name: 'Ibuprofen 400 20 St', preis: 3.95 },
        { name: 'Rezept Amoxicillin', preis: 5 },
        { name: 'Nasenspray 10 ml', preis: 4.49 },
      ],
      summe: 13.44,
      zuzahlung: 5,
      zahlungsart: 'EC-Karte',
    },
    [
      'Linden-Apotheke',
      'Lindenstr. 5, 30159 Hannover',
      '',
      'Ibuprofen 400 20 St\t3,95 A',
      'Rezept Amoxicillin\t5,00 B',
      '  Zuzahlung 5,00',
      'Nasenspray 10 ml\t4,49 A',
      '--------------------------------',
      'SUMME EUR\t13,44',
      'EC-Karte\t13,44',
      '',
      'MwSt A 19% 1,35  B 7% 0,33',
      '11.02.26 17:42 Kasse 2 Bon 4471',
    ],
  ),
  fresh(
    'h-receipt-hardware-en',
    'receipt',
    'en',
    'txt',
    [
      str('store'),
      str('store_number'),
      date('purchase_date'),
      list('items', [str('sku'), str('description'), num('qty'), num('price')]),
      num('subtotal'),
      num('tax'),
      num('total', undefined, true),
      str('card_last4'),
      bool('pro_rewards_member'),
    ],
    {
      store: 'Miller Hardware & Lumber',
      store_number: '0217',
      purchase_date: '2026-05-09',
      items: [
        { sku: '440912', description: '2X4X8 SPF STUD', qty: 12, price: 47.76 },
        { sku: '118304', description: 'DECK SCREWS 5LB', qty: 1, price: 34.98 },
        { sku: '902214', description: 'CONSTRUCTION ADHESIVE', qty: 2, price: 11.96 },
      ],
      subtotal: 94.7,
      tax: 6.39,
      total: 101.09,
      card_last4: '7731',
      pro_rewards_member: true,
    },
    {
      raw: `        MILLER HARDWARE & LUMBER
           STORE #0217
     1800 W MAIN ST, BOZEMAN MT
          (406) 555-0142

05/09/26   10:14 AM   REG 03  TRN 8812

440912 2X4X8 SPF STUD
   12 @ 3.98                    47.76
118304 DECK SCREWS 5LB          34.98
902214 CONSTRUCTION ADHESIVE
    2 @ 5.98                    11.96

            SUBTOTAL            94.70
            SALES TAX 6.75%      6.39
            TOTAL              101.09

VISA            XXXXXXXXXXXX7731
AUTH 044218          APPROVED

PRO REWARDS MEMBER: YES
POINTS EARNED TODAY: 101
   RETURNS ACCEPTED WITHIN 90 DAYS
`,
    },
  ),
  fresh(
    'h-shipping-notice-en',
    'shipping_notice',
    'en',
    'eml',
    [
      str('order_number', undefined, { required: true }),
      str('carrier'),
      str('tracking_number'),
      date('ship_date'),
      date('estimated_delivery'),
      num('package_count'),
      list('items_shipped', [str('product'), num('quantity')]),
      obj('ship_to', [str('name'), str('city'), str('zip')]),
    ],
    {
      order_number: '100482276',
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
      ship_date: '2026-03-16',
      estimated_delivery: '2026-03-19',
      package_count: 2,
      items_shipped: [
        { product: "Trail Runner GTX, Men's 10.5", quantity: 1 },
        { product: 'Merino Hiking Socks 3-Pack', quantity: 2 },
      ],
      ship_to: { name: 'Jordan Pike', city: 'Boulder', zip: '80302' },
    },
    {
      raw: `From: Summit Outfitters <orders@summit-outfitters.example>
To: Jordan Pike <jpike@mail.example>
Subject: Good news! Your order #100482276 has shipped
Date: Mon, 16 Mar 2026 18:02:11 -0600
Message-ID: <ship-100482276@summit-outfitters.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hi Jordan,

Your order #100482276 left our warehouse today (March 16, 2026) in 2 packages
via UPS Ground. You can follow it with tracking number 1Z999AA10123456784.

Estimated delivery: Thursday, March 19, 2026

WHAT'S IN THE BOX
  1 x Trail Runner GTX, Men's 10.5
  2 x Merino Hiking Socks 3-Pack

SHIPPING TO
  Jordan Pike
  2250 Pine St
  Boulder, CO 80302

Happy trails,
The Summit Outfitters Team

> On Sat, Mar 14, 2026, Jordan Pike wrote:
> Can you ship the socks separately if they are backordered? Order 100482275 too.
`,
    },
  ),
  fresh(
    'h-versandbestaetigung-de',
    'shipping_notice',
    'de',
    'html',
    [
      str('bestellnummer', undefined, { required: true }),
      str('versanddienstleister'),
      str('sendungsnummer'),
      date('versanddatum'),
      str('lieferzeitraum', 'voraussichtlicher Zustelltermin als Text'),
      num('gewicht_kg'),
      obj('lieferadresse', [str('name'), str('strasse'), str('plz_ort')]),
    ],
    {
      bestellnummer: 'WS-775120',
      versanddienstleister: 'DHL',
      sendungsnummer: '00340434161094042557',
      versanddatum: '2026-01-27',
      lieferzeitraum: 'Do., 29.01. – Fr., 30.01.',
      gewicht_kg: 4.2,
      lieferadresse: { name: 'Sabine Roth', strasse: 'Kastanienallee 41', plz_ort: '10435 Berlin' },
    },
    {
      raw: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Ihre Bestellung ist unterwegs</title></head><body>
<div class="header"><img alt="Weinstube Online"></div>
<h2>Ihre Bestellung WS-775120 ist unterwegs!</h2>
<p>Hallo Sabine Roth,</p>
<p>wir haben Ihr Paket am 27.01.2026 an <b>DHL</b> übergeben. Voraussichtliche Zustellung: <b>Do., 29.01. – Fr., 30.01.</b></p>
<table class="info">
<tr><td>Sendungsnummer</td><td><a href="https://www.dhl.de/de/privatkunden.html?piececode=00340434161094042557">00340434161094042557</a></td></tr>
<tr><td>Paketgewicht</td><td>4,2 kg</td></tr>
<tr><td>Anzahl Flaschen</td><td>6</td></tr>
</table>
<h3>Lieferadresse</h3>
<p>Sabine Roth<br>Kastanienallee 41<br>10435 Berlin</p>
<p style="font-size:small">Abgabe nur an Personen ab 18 Jahren. Bitte halten Sie Ihren Ausweis bereit.</p>
</body></html>
`,
    },
  ),
  fresh(
    'h-purchase-order-en',
    'purchase_order',
    'en',
    'pdf',
    [
      str('po_number', undefined, { required: true }),
      date('order_date'),
      date('required_by'),
      obj('vendor', [str('name'), str('vendor_id')]),
      list('lines', [str('part_no'), str('description'), num('qty'), num('unit_cost'), num('ext_cost')]),
      num('freight'),
      num('po_total', undefined, true),
      str('ship_via'),
      str('buyer'),
    ],
    {
      po_number: '4500018823',
      order_date: '2026-02-24',
      required_by: '2026-03-10',
      vendor: { name: 'Precision Fasteners Co.', vendor_id: 'V-20417' },
      lines: [
        {
          part_no: 'HX-0616',
          description: 'Hex bolt 3/8-16 x 1 Gr.8 zinc',
          qty: 2000,
          unit_cost: 0.142,
          ext_cost: 284,
        },
        { part_no: 'NL-0616', description: 'Nylon lock nut 3/8-16', qty: 2000, unit_cost: 0.088, ext_cost: 176 },
        { part_no: 'FW-0375', description: 'Flat washer 3/8 SAE', qty: 4000, unit_cost: 0.021, ext_cost: 84 },
      ],
      freight: 45,
      po_total: 589,
      ship_via: 'FedEx Freight',
      buyer: 'Tom Reyes',
    },
    [
      'CASCADE ENCLOSURES INC.\tPURCHASE ORDER',
      '7800 Industrial Pkwy, Tacoma, WA 98421\tPO Number: 4500018823',
      '\tPO Date: 02/24/2026',
      '',
      'VENDOR\tSHIP TO',
      'Precision Fasteners Co. (Vendor ID V-20417)\tCascade Enclosures Inc. – Receiving Dock 4',
      '1120 Commerce St, Portland, OR 97209\t7800 Industrial Pkwy, Tacoma, WA 98421',
      '',
      'Buyer\tShip Via\tTerms\tRequired By',
      'Tom Reyes\tFedEx Freight\tNet 45\t03/10/2026',
      '',
      'Line\tPart No.\tDescription\tQty\tUnit Cost\tExt. Cost',
      '1\tHX-0616\tHex bolt 3/8-16 x 1 Gr.8 zinc\t2,000\t0.142\t284.00',
      '2\tNL-0616\tNylon lock nut 3/8-16\t2,000\t0.088\t176.00',
      '3\tFW-0375\tFlat washer 3/8 SAE\t4,000\t0.021\t84.00',
      '',
      '\t\t\t\tMerchandise\t544.00',
      '\t\t\t\tFreight\t45.00',
      '\t\t\t\tPO Total (USD)\t589.00',
      '',
      'Certificates of conformance required with shipment. Reference PO number on all packing slips.',
    ],
  ),
  fresh(
    'h-bestellung-buero-de',
    'purchase_order',
    'de',
    'docx',
    [
      str('bestell_nr', undefined, { required: true }),
      date('bestelldatum'),
      str('lieferant'),
      str('kostenstelle'),
      list('positionen', [str('artikelnummer'), str('bezeichnung'), num('menge'), num('preis_netto')]),
      num('bestellwert_netto', undefined, true),
      date('liefertermin'),
      bool('teillieferung_erlaubt'),
    ],
    {
      bestell_nr: 'B-26-00412',
      bestelldatum: '2026-01-14',
      lieferant: 'Bürowelt Schneider GmbH',
      kostenstelle: '4120 Personalabteilung',
      positionen: [
        {
          artikelnummer: '730155',
          bezeichnung: 'Kopierpapier A4 80 g, Karton à 2.500 Bl.',
          menge: 10,
          preis_netto: 229,
        },
        { artikelnummer: '511870', bezeichnung: 'Ordner breit, blau', menge: 50, preis_netto: 89.5 },
        { artikelnummer: '209944', bezeichnung: 'Toner HP 59A schwarz', menge: 4, preis_netto: 391.6 },
      ],
      bestellwert_netto: 710.1,
      liefertermin: '2026-01-23',
      teillieferung_erlaubt: false,
    },
    [
      'Stadtwerke Rheinfelden GmbH – Einkauf',
      '',
      'An: Bürowelt Schneider GmbH, Gewerbepark 3, 79618 Rheinfelden',
      '',
      'BESTELLUNG',
      'Bestell-Nr.\tBestelldatum\tKostenstelle',
      'B-26-00412\t14.01.2026\t4120 Personalabteilung',
      '',
      'Art.-Nr.\tBezeichnung\tMenge\tGesamtpreis netto',
      '730155\tKopierpapier A4 80 g, Karton à 2.500 Bl.\t10\t229,00',
      '511870\tOrdner breit, blau\t50\t89,50',
      '209944\tToner HP 59A schwarz\t4\t391,60',
      '',
      'Bestellwert netto: 710,10 EUR',
      '',
      'Liefertermin: spätestens 23.01.2026 frei Haus',
      'Teillieferungen: ☐ erlaubt   ☒ nicht erlaubt',
      'Bitte Bestell-Nr. auf Lieferschein und Rechnung angeben.',
    ],
  ),
  fresh(
    'h-stromrechnung-de',
    'utility_bill',
    'de',
    'scan',
    [
      str('vertragskonto'),
      str('zaehlernummer'),
      obj('abrechnungszeitraum', [date('von'), date('bis')]),
      num('verbrauch_kwh'),
      num('arbeitspreis_ct', 'Cent pro kWh, brutto'),
      num('grundpreis_jahr'),
      num('rechnungsbetrag', undefined, true),
      num('geleistete_abschlaege'),
      num('nachzahlung', 'positiv = Kunde zahlt nach'),
      num('neuer_abschlag', 'monatlicher Abschlag ab nächstem Monat'),
    ],
    {
      vertragskonto: '800 412 773 1',
      zaehlernummer: '1ESY1160498213',
      abrechnungszeitraum: { von: '2025-01-01', bis: '2025-12-31' },
      verbrauch_kwh: 2874,
      arbeitspreis_ct: 32.45,
      grundpreis_jahr: 142.8,
      rechnungsbetrag: 1075.41,
      geleistete_abschlaege: 1020,
      nachzahlung: 55.41,
      neuer_abschlag: 90,
    },
    [
      'Energieversorgung Mittelhessen AG',
      'Jahresabrechnung Strom 2025',
      '',
      'Vertragskonto: 800 412 773 1\tRechnungsdatum: 19.01.2026',
      'Zählernummer: 1ESY1160498213\tAbrechnungszeitraum: 01.01.2025 - 31.12.2025',
      '',
      'Zählerstand alt 31.12.2024\t41.208 kWh',
      'Zählerstand neu 31.12.2025\t44.082 kWh',
      'Verbrauch\t2.874 kWh',
      '',
      'Arbeitspreis 2.874 kWh x 32,45 ct/kWh\t932,61 EUR',
      'Grundpreis 12 Monate (142,80 EUR/Jahr)\t142,80 EUR',
      'Rechnungsbetrag brutto\t1.075,41 EUR',
      'abzüglich geleistete Abschläge\t1.020,00 EUR',
      'Nachzahlung\t55,41 EUR',
      '',
      'Ihr neuer monatlicher Abschlag ab 15.02.2026: 90,00 EUR',
    ],
  ),
  fresh(
    'h-water-bill-en',
    'utility_bill',
    'en',
    'html',
    [
      str('account_number', undefined, { required: true }),
      str('service_address'),
      date('bill_date'),
      obj('service_period', [date('from'), date('to')]),
      num('usage_gallons'),
      list('charges', [str('description'), num('amount')]),
      num('amount_due', undefined, true),
      date('due_date'),
      bool('autopay_enrolled'),
    ],
    {
      account_number: '0048-22193-07',
      service_address: '1716 Maple Ct',
      bill_date: '2026-04-05',
      service_period: { from: '2026-02-03', to: '2026-04-01' },
      usage_gallons: 7480,
      charges: [
        { description: 'Water base charge', amount: 18.5 },
        { description: 'Water usage', amount: 41.14 },
        { description: 'Sewer', amount: 52.36 },
        { description: 'Stormwater fee', amount: 9 },
      ],
      amount_due: 121,
      due_date: '2026-04-25',
      autopay_enrolled: false,
    },
    [
      'City of Fairview Utilities',
      'Account Number\t0048-22193-07',
      'Service Address\t1716 Maple Ct',
      'Bill Date\tApr 5, 2026',
      'Service Period\tFeb 3, 2026 to Apr 1, 2026 (58 days)',
      '',
      'Meter Reading Previous\tCurrent\tUsage (gal)',
      '391,200\t398,680\t7,480',
      '',
      'Current Charges\tAmount',
      'Water base charge\t18.50',
      'Water usage\t41.14',
      'Sewer\t52.36',
      'Stormwater fee\t9.00',
      '',
      'Total Amount Due\t$121.00',
      'Please pay by\tApr 25, 2026',
      'AutoPay: Not enrolled – sign up online at fairview.example/pay',
    ],
  ),
  fresh(
    'h-entgeltabrechnung-de',
    'payslip',
    'de',
    'pdf',
    [
      str('personalnummer'),
      str('name'),
      str('abrechnungsmonat', 'z. B. März 2026'),
      str('steuerklasse'),
      num('gesamtbrutto', undefined, true),
      obj('abzuege', [
        num('lohnsteuer'),
        num('solidaritaetszuschlag'),
        num('kirchensteuer'),
        num('sozialversicherung'),
      ]),
      num('nettoverdienst'),
      num('auszahlungsbetrag', undefined, true),
      str('iban'),
    ],
    {
      personalnummer: '00317',
      name: 'Lena Hartmann',
      abrechnungsmonat: 'März 2026',
      steuerklasse: '1',
      gesamtbrutto: 3850,
      abzuege: { lohnsteuer: 498.25, solidaritaetszuschlag: 0, kirchensteuer: 39.86, sozialversicherung: 807.54 },
      nettoverdienst: 2504.35,
      auszahlungsbetrag: 2464.35,
      iban: 'DE44 5001 0517 5407 3249 31',
    },
    [
      'Abrechnung der Brutto/Netto-Bezüge für März 2026',
      'Kröger Logistik GmbH & Co. KG, Hafenstraße 9, 28217 Bremen',
      '',
      'Pers.-Nr.\tName\tSteuerklasse\tKonfession\tKinderfreibetrag',
      '00317\tLena Hartmann\t1\tev\t0,0',
      '',
      'Lohnart\tBezeichnung\tBetrag',
      '1000\tGehalt\t3.650,00',
      '1210\tFahrtkostenzuschuss\t200,00',
      '\tGesamt-Brutto\t3.850,00',
      '',
      'Steuerrechtliche Abzüge\tLohnsteuer 498,25\tSoli 0,00\tKiSt 39,86',
      'SV-rechtliche Abzüge\tKV 321,48\tRV 358,05\tAV 50,05\tPV 77,96',
      'Summe SV-Abzüge\t807,54',
      '',
      'Nettoverdienst\t2.504,35',
      'Einbehalt VWL\t-40,00',
      'Auszahlungsbetrag\t2.464,35',
      'Überweisung an IBAN DE44 5001 0517 5407 3249 31',
    ],
  ),
  fresh(
    'h-paystub-en',
    'payslip',
    'en',
    'txt',
    [
      str('employee_name'),
      str('employee_id'),
      obj('pay_period', [date('start'), date('end')]),
      date('pay_date'),
      num('regular_hours'),
      num('overtime_hours'),
      num('gross_pay', undefined, true),
      num('federal_withholding'),
      num('social_security'),
      num('medicare'),
      num('net_pay', undefined, true),
      num('ytd_gross'),
    ],
    {
      employee_name: 'Carlos M. Vega',
      employee_id: 'E-4471',
      pay_period: { start: '2026-03-01', end: '2026-03-14' },
      pay_date: '2026-03-20',
      regular_hours: 80,
      overtime_hours: 6,
      gross_pay: 2010,
      federal_withholding: 187.4,
      social_security: 124.62,
      medicare: 29.15,
      net_pay: 1668.83,
      ytd_gross: 10452,
    },
    {
      raw: `DESERT BLOOM LANDSCAPING LLC                       PAY STATEMENT
3300 E Camelback Rd, Phoenix AZ 85018

Employee: Carlos M. Vega          ID: E-4471
Period: 03/01/2026 - 03/14/2026    Pay Date: 03/20/2026

EARNINGS          HOURS     RATE      CURRENT       YTD
Regular           80.00    22.00     1,760.00    9,152.00
Overtime           6.00    33.00       198.00      858.00
Mileage reimb.                          52.00      442.00
                                     --------   ---------
GROSS PAY                            2,010.00   10,452.00

DEDUCTIONS                          CURRENT       YTD
Federal Income Tax                    187.40      974.48
Social Security                       124.62      648.02
Medicare                               29.15      151.58
AZ State Tax                            0.00        0.00

NET PAY                             1,668.83
Direct deposit to checking ****0925
`,
    },
  ),
  fresh(
    'h-ueberweisung-de',
    'bank_transfer',
    'de',
    'eml',
    [
      str('auftragsnummer'),
      date('ausfuehrungsdatum'),
      num('betrag', undefined, true),
      str('empfaenger'),
      str('empfaenger_iban'),
      str('verwendungszweck'),
      bool('echtzeitueberweisung'),
    ],
    {
      auftragsnummer: '2026031200418877',
      ausfuehrungsdatum: '2026-03-12',
      betrag: 1240,
      empfaenger: 'Hausverwaltung Petersen & Co.',
      empfaenger_iban: 'DE89 3704 0044 0532 0130 00',
      verwendungszweck: 'Miete April 2026 Whg. 3 OG links',
      echtzeitueberweisung: true,
    },
    [
      'Bestätigung Ihrer Echtzeitüberweisung',
      '',
      'Guten Tag Herr Yilmaz,',
      'Ihre Echtzeitüberweisung wurde am 12.03.2026 um 08:14 Uhr ausgeführt und dem Empfänger sofort gutgeschrieben.',
      '',
      'Empfänger: Hausverwaltung Petersen & Co.',
      'IBAN: DE89 3704 0044 0532 0130 00',
      'Betrag: 1.240,00 EUR',
      'Verwendungszweck: Miete April 2026 Whg. 3 OG links',
      'Auftragsnummer: 2026031200418877',
      '',
      'Bitte antworten Sie nicht auf diese E-Mail. Ihre Sparda-Bank',
    ],
  ),
  fresh(
    'h-wire-confirmation-en',
    'bank_transfer',
    'en',
    'pdf',
    [
      str('reference', undefined, { required: true }),
      date('value_date'),
      obj('beneficiary', [str('name'), str('bank'), str('swift'), str('account')]),
      num('amount_sent'),
      str('currency_sent'),
      num('exchange_rate'),
      num('amount_received'),
      num('fee'),
    ],
    {
      reference: 'FT26089QK3LM',
      value_date: '2026-03-31',
      beneficiary: {
        name: 'Tanaka Precision KK',
        bank: 'MUFG Bank, Ltd.',
        swift: 'BOTKJPJT',
        account: '0012345678',
      },
      amount_sent: 8500,
      currency_sent: 'USD',
      exchange_rate: 149.62,
      amount_received: 1271770,
      fee: 35,
    },
    [
      'First Meridian Bank — Outgoing International Wire',
      '',
      'Transaction reference: FT26089QK3LM',
      'Status: Completed',
      '',
      'Beneficiary details',
      'Name\tTanaka Precision KK',
      'Bank\tMUFG Bank, Ltd.',
      'SWIFT/BIC\tBOTKJPJT',
      'Account no.\t0012345678',
      '',
      'You sent\tUSD 8,500.00',
      'Exchange rate\t1 USD = 149.62 JPY',
      'Beneficiary receives\tJPY 1,271,770',
      'Wire fee\tUSD 35.00',
      'Total debited\tUSD 8,535.00',
      'Value date\t31 Mar 2026',
      '',
      'Purpose: Invoice TP-2026-311 tooling deposit',
    ],
  ),
  fresh(
    'h-hotel-folio-en',
    'hotel_folio',
    'en',
    'docx',
    [
      str('confirmation_number'),
      str('guest_name'),
      str('room'),
      date('arrival'),
      date('departure'),
      num('nights'),
      list('charges', [date('date'), str('description'), num('amount')]),
      num('total_charges'),
      num('balance', 'Balance after payments', true),
    ],
    {
      confirmation_number: '83021947',
      guest_name: 'Priya Raman',
      room: '1412',
      arrival: '2026-04-13',
      departure: '2026-04-15',
      nights: 2,
      charges: [
        { date: '2026-04-13', description: 'Room Charge', amount: 219 },
        { date: '2026-04-13', description: 'Room Tax', amount: 35.04 },
        { date: '2026-04-14', description: 'Room Charge', amount: 219 },
        { date: '2026-04-14', description: 'Room Tax', amount: 35.04 },
        { date: '2026-04-14', description: 'Lobby Bar', amount: 27.5 },
      ],
      total_charges: 535.58,
      balance: 0,
    },
    [
      'The Whitmore Hotel Chicago',
      '',
      'Guest: Priya Raman\tRoom: 1412',
      'Arrival: 04-13-26\tDeparture: 04-15-26',
      'Conf. No.: 83021947\tNights: 2',
      '',
      'Date\tDescription\tCharges\tCredits',
      '04-13-26\tRoom Charge\t219.00\t',
      '04-13-26\tRoom Tax\t35.04\t',
      '04-14-26\tRoom Charge\t219.00\t',
      '04-14-26\tRoom Tax\t35.04\t',
      '04-14-26\tLobby Bar\t27.50\t',
      '04-15-26\tAmerican Express XXXX-1009\t\t535.58',
      '',
      'Total\t535.58\t535.58',
      'Balance\t0.00',
      '',
      'Thank you for staying with us, Ms. Raman.',
    ],
  ),
];

export const FRESH_H: TCorpusDocument[] = [...DOCUMENTS, ...FRESH_H_MORE].map((document) => ({
  ...document,
  layout: FRESH_H_LAYOUT,
}));
