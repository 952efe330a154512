// More of development set items11 (layout set in dev-items11.ts): pharmacy receipt, timesheet, delivery note with
// ordered/delivered/backordered, payslips with year-to-date, tariff rows, hotel folio by night, travel expenses,
// multi-line descriptions, headerless rows, a table carried over to a second page.
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_ITEMS11_MORE: TCorpusDocument[] = [
  fresh(
    'i11-apotheke-de',
    'receipt',
    'de',
    'png',
    [str('apotheke'), num('gesamt'), list('artikel', [str('pzn'), str('name'), num('menge'), num('preis')])],
    {
      apotheke: 'Löwen-Apotheke',
      gesamt: 31.45,
      artikel: [
        { pzn: '03161577', name: 'Ibuprofen 400 mg 20 St', menge: 1, preis: 5.95 },
        { pzn: '10391763', name: 'Nasenspray Meerwasser', menge: 2, preis: 13.9 },
        { pzn: '04884510', name: 'Zuzahlung Rezept Amoxicillin', menge: 1, preis: 5 },
        { pzn: '00999848', name: 'Pflaster Sensitive', menge: 1, preis: 6.6 },
      ],
    },
    [
      'Löwen-Apotheke',
      'Inh. Apothekerin M. Vogt e.K.',
      'Hauptstraße 21, 69117 Heidelberg',
      '',
      'PZN       Artikel                          Anz    Betrag',
      '03161577  Ibuprofen 400 mg 20 St             1      5,95',
      '10391763  Nasenspray Meerwasser              2     13,90',
      '04884510  Zuzahlung Rezept Amoxicillin       1      5,00',
      '00999848  Pflaster Sensitive                 1      6,60',
      '',
      'Gesamt EUR                                        31,45',
      'EC-Karte                                          31,45',
      '18.03.2026 10:14   Kasse 2   Bon 55812',
    ],
  ),
  fresh(
    'i11-timesheet-en',
    'timesheet',
    'en',
    'docx',
    [
      str('employee'),
      num('total_hours'),
      list('entries', [date('date'), str('project'), str('start'), str('end'), num('hours')]),
    ],
    {
      employee: 'Grace Whitfield',
      total_hours: 31.5,
      entries: [
        { date: '2026-03-09', project: 'Atlas migration', start: '08:30', end: '17:00', hours: 8 },
        { date: '2026-03-10', project: 'Atlas migration', start: '09:00', end: '16:30', hours: 7 },
        { date: '2026-03-11', project: 'Client workshop Brandt', start: '10:00', end: '14:30', hours: 4.5 },
        { date: '2026-03-12', project: 'Internal training', start: '08:00', end: '12:00', hours: 4 },
        { date: '2026-03-13', project: 'Atlas migration', start: '08:30', end: '17:00', hours: 8 },
      ],
    },
    [
      'Weekly timesheet',
      'Employee: Grace Whitfield\tWeek ending: 15/03/2026',
      'Manager: Paul Dunmore',
      '',
      'Day\tDate\tProject / task\tIn\tOut\tBreak\tHrs',
      'Mon\t09/03/2026\tAtlas migration\t08:30\t17:00\t0:30\t8.0',
      'Tue\t10/03/2026\tAtlas migration\t09:00\t16:30\t0:30\t7.0',
      'Wed\t11/03/2026\tClient workshop Brandt\t10:00\t14:30\t0:00\t4.5',
      'Thu\t12/03/2026\tInternal training\t08:00\t12:00\t0:00\t4.0',
      'Fri\t13/03/2026\tAtlas migration\t08:30\t17:00\t0:30\t8.0',
      '',
      'Total hours\t31.5',
      'Employee signature: ____________   Approved: ____________',
    ],
  ),
  fresh(
    'i11-delivery-en',
    'delivery_note',
    'en',
    'html',
    [
      str('delivery_note_number'),
      list('lines', [str('sku'), str('description'), num('ordered'), num('delivered'), num('backordered')]),
    ],
    {
      delivery_note_number: 'DN-55190',
      lines: [
        { sku: 'HX-2201', description: 'Hex bolt M10 x 60, zinc', ordered: 500, delivered: 500, backordered: 0 },
        { sku: 'WS-1040', description: 'Washer 10.5 mm', ordered: 1000, delivered: 600, backordered: 400 },
        { sku: 'NY-0310', description: 'Nylon lock nut M10', ordered: 500, delivered: 0, backordered: 500 },
      ],
    },
    {
      raw: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Delivery note DN-55190</title></head>
<body>
<h1>Fastenal Parts Direct</h1>
<p>Delivery note DN-55190 &middot; Shipped 04/02/2026 &middot; Your order PO 7781</p>
<p>Ship to: Kessler Engineering, Unit 4 Riverside Park, Leeds LS10 1AB</p>
<table>
<tr><th>Item code</th><th>Description</th><th>Ord.</th><th>Shipped</th><th>B/O</th></tr>
<tr><td>HX-2201</td><td>Hex bolt M10 x 60, zinc</td><td>500</td><td>500</td><td>0</td></tr>
<tr><td>WS-1040</td><td>Washer 10.5 mm</td><td>1000</td><td>600</td><td>400</td></tr>
<tr><td>NY-0310</td><td>Nylon lock nut M10</td><td>500</td><td>0</td><td>500</td></tr>
</table>
<p>Back-ordered items will follow within 10 working days.</p>
<p>Received in good condition: ______________</p>
</body></html>
`,
    },
  ),
  fresh(
    'i11-entgelt-de',
    'payslip',
    'de',
    'pdf',
    [
      str('personalnummer'),
      num('auszahlungsbetrag'),
      list('bezuege', [str('lohnart'), num('betrag'), num('jahressumme')]),
      list('abzuege', [str('art'), num('betrag')]),
    ],
    {
      personalnummer: '00417',
      auszahlungsbetrag: 2696.54,
      bezuege: [
        { lohnart: 'Gehalt', betrag: 4100, jahressumme: 12300 },
        { lohnart: 'Fahrtkostenzuschuss', betrag: 60, jahressumme: 180 },
        { lohnart: 'Vermögenswirksame Leistung', betrag: 40, jahressumme: 120 },
      ],
      abzuege: [
        { art: 'Lohnsteuer', betrag: 612.33 },
        { art: 'Solidaritätszuschlag', betrag: 0 },
        { art: 'Kirchensteuer', betrag: 49.08 },
        { art: 'Sozialversicherung AN-Anteil', betrag: 802.05 },
      ],
    },
    [
      'Müller & Partner Steuerberatung',
      'Abrechnung der Brutto/Netto-Bezüge für März 2026',
      'Personal-Nr. 00417\tFrau Sabine Kraus',
      'Steuerklasse 1\tKinderfreibetrag 0,0\tKonfession rk',
      '',
      'Lohnart\tBezeichnung\tBetrag\tJahreswert',
      '1000\tGehalt\t4.100,00\t12.300,00',
      '2050\tFahrtkostenzuschuss\t60,00\t180,00',
      '3100\tVermögenswirksame Leistung\t40,00\t120,00',
      'Gesamtbrutto\t\t4.200,00\t12.600,00',
      '',
      'Steuerrechtliche Abzüge',
      'Lohnsteuer\t612,33',
      'Solidaritätszuschlag\t0,00',
      'Kirchensteuer\t49,08',
      'Sozialversicherung AN-Anteil\t802,05',
      '',
      'Nettoverdienst\t2.736,54',
      'VWL-Überweisung\t-40,00',
      'Auszahlungsbetrag\t2.696,54',
    ],
  ),
  fresh(
    'i11-payslip-en',
    'payslip',
    'en',
    'txt',
    [
      str('employee_name'),
      num('net_pay'),
      list('payments', [str('description'), num('hours'), num('rate'), num('amount')]),
      list('deductions', [str('description'), num('this_period'), num('year_to_date')]),
    ],
    {
      employee_name: 'Liam Gallagher-Burke',
      net_pay: 1548.04,
      payments: [
        { description: 'Basic pay', hours: 150, rate: 12.6, amount: 1890 },
        { description: 'Overtime 1.5x', hours: 8, rate: 18.9, amount: 151.2 },
      ],
      deductions: [
        { description: 'PAYE tax', this_period: 241.8, year_to_date: 2418 },
        { description: 'National Insurance', this_period: 143.56, year_to_date: 1435.6 },
        { description: 'Pension 5%', this_period: 102.06, year_to_date: 1020.6 },
        { description: 'Union dues', this_period: 5.74, year_to_date: 57.4 },
      ],
    },
    [
      'ACME LOGISTICS LTD                               PAYSLIP',
      'Employee: Liam Gallagher-Burke     Employee no: 7731     Pay date: 27/01/2026',
      'Tax code: 1257L   NI number: QQ 12 34 56 C   Period: 10',
      '',
      'PAYMENTS              Hours      Rate       Amount',
      'Basic pay            150.00     12.60     1,890.00',
      'Overtime 1.5x          8.00     18.90       151.20',
      '',
      'DEDUCTIONS                   This period     Year to date',
      'PAYE tax                          241.80         2,418.00',
      'National Insurance                143.56         1,435.60',
      'Pension 5%                        102.06         1,020.60',
      'Union dues                          5.74            57.40',
      '',
      'Gross pay   2,041.20      Total deductions   493.16      NET PAY   1,548.04',
    ],
  ),
  fresh(
    'i11-strom-de',
    'utility_bill',
    'de',
    'eml',
    [
      str('vertragskonto'),
      num('rechnungsbetrag'),
      list('preispositionen', [str('bezeichnung'), str('zeitraum'), num('menge'), num('preis'), num('betrag')]),
    ],
    {
      vertragskonto: '300 118 447',
      rechnungsbetrag: 452.12,
      preispositionen: [
        { bezeichnung: 'Arbeitspreis', zeitraum: '01.01.2025 – 30.06.2025', menge: 812, preis: 0.3124, betrag: 253.67 },
        { bezeichnung: 'Arbeitspreis', zeitraum: '01.07.2025 – 31.12.2025', menge: 640, preis: 0.2988, betrag: 191.23 },
        { bezeichnung: 'Grundpreis', zeitraum: '01.01.2025 – 31.12.2025', menge: 12, preis: 11.9, betrag: 142.8 },
      ],
    },
    {
      raw: `From: Stadtwerke Lindau <rechnung@stadtwerke-lindau.example>
To: h.ostertag@example.de
Subject: Ihre Jahresabrechnung Strom 2025, Vertragskonto 300 118 447
Date: Wed, 14 Jan 2026 08:30:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Sehr geehrter Herr Ostertag,

anbei Ihre Jahresabrechnung Strom 2025.
Vertragskonto: 300 118 447   Zählernummer: 1ESY1160 4471

Ihre Abrechnung im Einzelnen:
Arbeitspreis 01.01.2025 – 30.06.2025: 812 kWh x 0,3124 €/kWh = 253,67 €
Arbeitspreis 01.07.2025 – 31.12.2025: 640 kWh x 0,2988 €/kWh = 191,23 €
Grundpreis 01.01.2025 – 31.12.2025: 12 Monate x 11,90 €/Monat = 142,80 €

Summe netto: 587,70 €
Umsatzsteuer 19 %: 111,66 €
Summe brutto: 699,36 €
abzüglich geleistete Abschläge: 247,24 €
Rechnungsbetrag (Nachzahlung): 452,12 €

Der Betrag wird am 02.02.2026 eingezogen.
Mit freundlichen Grüßen
Ihre Stadtwerke Lindau
`,
    },
  ),
  fresh(
    'i11-folio-en',
    'hotel_folio',
    'en',
    'pdf',
    [str('room_number'), num('balance_due'), list('charges', [date('date'), str('description'), num('amount')])],
    {
      room_number: '412',
      balance_due: 712.6,
      charges: [
        { date: '2026-03-16', description: 'Accommodation Deluxe King', amount: 189 },
        { date: '2026-03-16', description: 'Restaurant Harbour Grill', amount: 64.5 },
        { date: '2026-03-17', description: 'Accommodation Deluxe King', amount: 189 },
        { date: '2026-03-17', description: 'Minibar', amount: 12.1 },
        { date: '2026-03-18', description: 'Accommodation Deluxe King', amount: 189 },
        { date: '2026-03-18', description: 'City tax 3 nights', amount: 9 },
        { date: '2026-03-19', description: 'Parking 3 days', amount: 60 },
      ],
    },
    [
      'THE MERIDIAN QUAY HOTEL',
      '1 Harbour Walk, Bristol BS1 5TT',
      '',
      'Guest: Mr Hiroshi Tanaka\tRoom: 412',
      'Arrival: 16/03/2026\tDeparture: 19/03/2026',
      'Folio No: 88120\tCashier: EMMA',
      '',
      'Date\tText\tCharges\tCredits',
      '16/03/2026\tAccommodation Deluxe King\t189.00',
      '16/03/2026\tRestaurant Harbour Grill\t64.50',
      '17/03/2026\tAccommodation Deluxe King\t189.00',
      '17/03/2026\tMinibar\t12.10',
      '18/03/2026\tAccommodation Deluxe King\t189.00',
      '18/03/2026\tCity tax 3 nights\t9.00',
      '19/03/2026\tParking 3 days\t60.00',
      '',
      'Total\t712.60\t0.00',
      'Balance due\t712.60',
      'VAT 20% included: 118.77',
    ],
  ),
  fresh(
    'i11-reisekosten-de',
    'travel_expenses',
    'de',
    'docx',
    [
      str('mitarbeiter'),
      num('erstattungsbetrag'),
      list('auslagen', [date('datum'), str('art'), num('km'), num('betrag')]),
    ],
    {
      mitarbeiter: 'Felix Hartmann',
      erstattungsbetrag: 249.7,
      auslagen: [
        { datum: '2026-02-10', art: 'Fahrt Privat-Pkw Stuttgart–Ulm', km: 94, betrag: 28.2 },
        { datum: '2026-02-10', art: 'Verpflegungsmehraufwand > 8 Std', betrag: 14 },
        { datum: '2026-02-11', art: 'Hotel Ibis Ulm', betrag: 89 },
        { datum: '2026-02-12', art: 'Fahrt Privat-Pkw Ulm–Augsburg–Stuttgart', km: 238, betrag: 71.4 },
        { datum: '2026-02-12', art: 'Parkgebühren', betrag: 47.1 },
      ],
    },
    [
      'Reisekostenabrechnung',
      'Mitarbeiter: Felix Hartmann\tKostenstelle: 4120',
      'Reiseanlass: Kundentermine Ulm und Augsburg',
      'Reisezeitraum: 10.02.2026 – 12.02.2026',
      '',
      'Datum\tBeleg-Nr.\tAusgabenart\tKilometer\tEUR',
      '10.02.2026\t1\tFahrt Privat-Pkw Stuttgart–Ulm\t94\t28,20',
      '10.02.2026\t\tVerpflegungsmehraufwand > 8 Std\t\t14,00',
      '11.02.2026\t2\tHotel Ibis Ulm\t\t89,00',
      '12.02.2026\t3\tFahrt Privat-Pkw Ulm–Augsburg–Stuttgart\t238\t71,40',
      '12.02.2026\t4\tParkgebühren\t\t47,10',
      '',
      'Summe der Auslagen\t\t\t\t249,70',
      'Erstattungsbetrag\t249,70',
      'Kilometerpauschale 0,30 €/km',
    ],
  ),
  fresh(
    'i11-consulting-en',
    'invoice',
    'en',
    'txt',
    [
      str('invoice_number'),
      num('total_due'),
      list('services', [str('service'), num('hrs'), num('rate'), num('line_total')]),
    ],
    {
      invoice_number: 'NW-0093',
      total_due: 6930,
      services: [
        {
          service: 'Discovery workshop with stakeholders, incl. preparation and minutes',
          hrs: 12,
          rate: 150,
          line_total: 1800,
        },
        { service: 'Data model review and migration plan for the CRM', hrs: 20, rate: 150, line_total: 3000 },
        { service: 'Go-live support (remote)', hrs: 8.5, rate: 120, line_total: 1020 },
      ],
    },
    [
      'Northwind Consulting LLP',
      '88 Bishopsgate, London EC2N 4AG',
      '',
      'Invoice NW-0093                                   Date: 30 April 2026',
      'Client: Harrow Bros. Ltd',
      '',
      'Service rendered                                 Hrs      Rate    Line total',
      '--------------------------------------------------------------------------',
      'Discovery workshop with stakeholders,          12.00    150.00      1,800.00',
      '  incl. preparation and minutes',
      'Data model review and migration plan           20.00    150.00      3,000.00',
      '  for the CRM',
      'Go-live support (remote)                        8.50    120.00      1,020.00',
      '--------------------------------------------------------------------------',
      '                                                   Net              5,820.00',
      '                                                   VAT 20 %         1,164.00',
      '                                                   Less retainer     -54.00',
      '                                                   Total due        6,930.00',
    ],
  ),
  fresh(
    'i11-kleinrechnung-de',
    'invoice',
    'de',
    'html',
    [str('rechnung_nr'), num('endbetrag'), list('posten', [num('stueck'), str('artikel'), num('betrag_brutto')])],
    {
      rechnung_nr: '2026/117',
      endbetrag: 61.7,
      posten: [
        { stueck: 2, artikel: 'HDMI-Kabel 3 m', betrag_brutto: 25.8 },
        { stueck: 1, artikel: 'USB-C Ladegerät 65 W', betrag_brutto: 29.9 },
        { stueck: 3, artikel: 'Kabelbinder 100er Pack', betrag_brutto: 6 },
      ],
    },
    {
      raw: `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Rechnung</title></head>
<body>
<p><b>PC-Service Kowalski</b> · Bahnhofstr. 9 · 04109 Leipzig</p>
<p>Rechnung 2026/117 vom 06.03.2026<br>Kunde: Vereinsheim TSV Gohlis</p>
<table>
<tr><td>2</td><td>HDMI-Kabel 3 m</td><td>25,80 €</td></tr>
<tr><td>1</td><td>USB-C Ladegerät 65 W</td><td>29,90 €</td></tr>
<tr><td>3</td><td>Kabelbinder 100er Pack</td><td>6,00 €</td></tr>
</table>
<p>Endbetrag: 61,70 € (Kleinunternehmer gem. § 19 UStG, keine MwSt.)</p>
<p>Zahlbar sofort ohne Abzug.</p>
</body></html>
`,
    },
  ),
  fresh(
    'i11-two-pages-en',
    'invoice',
    'en',
    'pdf',
    [
      str('invoice_no'),
      num('invoice_total'),
      list('items', [str('code'), str('description'), num('qty'), num('unit_price'), num('amount')]),
    ],
    {
      invoice_no: '77415',
      invoice_total: 1003.2,
      items: [
        { code: 'PL-110', description: 'Pallet wrap 500 mm', qty: 6, unit_price: 18.5, amount: 111 },
        { code: 'TP-048', description: 'Packing tape brown 48 mm', qty: 36, unit_price: 1.9, amount: 68.4 },
        { code: 'BX-300', description: 'Carton double wall 600x400x400', qty: 120, unit_price: 2.35, amount: 282 },
        { code: 'LB-010', description: 'Fragile labels roll of 500', qty: 4, unit_price: 9.6, amount: 38.4 },
        { code: 'BW-220', description: 'Bubble wrap 1 m x 50 m', qty: 5, unit_price: 24, amount: 120 },
        { code: 'SC-005', description: 'Safety cutter', qty: 10, unit_price: 4.6, amount: 46 },
      ],
    },
    [
      'Packright Supplies Ltd\tInvoice 77415',
      'Unit 7, Dock Road, Liverpool L20 8DA\tPage 1 of 2',
      '',
      'Code\tDescription\tQty\tUnit price\tAmount',
      'PL-110\tPallet wrap 500 mm\t6\t18.50\t111.00',
      'TP-048\tPacking tape brown 48 mm\t36\t1.90\t68.40',
      'BX-300\tCarton double wall 600x400x400\t120\t2.35\t282.00',
      '\tCarried forward\t\t\t461.40',
      '',
      'Packright Supplies Ltd\tInvoice 77415',
      '\tPage 2 of 2',
      'Code\tDescription\tQty\tUnit price\tAmount',
      '\tBrought forward\t\t\t461.40',
      'LB-010\tFragile labels roll of 500\t4\t9.60\t38.40',
      'BW-220\tBubble wrap 1 m x 50 m\t5\t24.00\t120.00',
      'SC-005\tSafety cutter\t10\t4.60\t46.00',
      '',
      'Net\t665.80',
      'Delivery\t170.20',
      'VAT 20%\t167.20',
      'Invoice total GBP\t1,003.20',
    ],
  ),
];
