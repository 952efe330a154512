// Precision set Q, continued (fresh-q.ts): purchase orders, utility bills, payslips, bank transfers.
import { fresh } from './fresh-doc.ts';
import { FRESH_Q_LAST } from './fresh-q-last.ts';
import { SCHEMAS_Q } from './fresh-q-schemas.ts';
import type { TCorpusDocument } from './types.ts';

export const FRESH_Q_MORE: TCorpusDocument[] = [
  fresh(
    'q-po-en',
    'purchase_order',
    'en',
    'docx',
    SCHEMAS_Q.purchase_order,
    {
      po_number: 'PO-77120',
      order_date: '2026-02-03',
      buyer_company: 'Northgate Clinics Inc.',
      supplier_name: 'MedSupply Direct',
      payment_terms: 'Net 45',
      shipping_address: '1200 Harbor Blvd, Suite 4, Oakland, CA 94607',
      total: 1276.6,
      currency: 'USD',
      items: [
        { sku: 'GLV-N-M', description: 'Nitrile gloves, medium, box of 100', quantity: 40, unit_price: 8.95 },
        { sku: 'SWB-ALC', description: 'Alcohol prep pads, box of 200', quantity: 30, unit_price: 4.6 },
        { sku: 'TMP-DIG', description: 'Digital thermometer', quantity: 12, unit_price: 65.05 },
      ],
    },
    [
      'Northgate Clinics Inc.',
      'Procurement Department',
      '',
      'PURCHASE ORDER',
      'PO Number:\tPO-77120',
      'Order date:\t02/03/2026',
      'Quote No.:\tQ-5521 dated 01/28/2026',
      'Vendor:\tMedSupply Direct',
      'Vendor contact:\tDana Ruiz, (510) 555-0148',
      'Terms:\tNet 45',
      'Ship to:\t1200 Harbor Blvd, Suite 4, Oakland, CA 94607',
      '',
      'Item\tDescription\tQty\tUnit price\tExtended',
      'GLV-N-M\tNitrile gloves, medium, box of 100\t40\t8.95\t358.00',
      'SWB-ALC\tAlcohol prep pads, box of 200\t30\t4.60\t138.00',
      'TMP-DIG\tDigital thermometer\t12\t65.05\t780.60',
      '',
      'Freight\tincluded',
      'Total (USD)\t1,276.60',
      '',
      'Please confirm receipt of this order within 2 business days.',
      'Approved by: K. Osei, Purchasing Manager',
    ],
  ),
  fresh(
    'q-po-de',
    'purchase_order',
    'de',
    'eml',
    SCHEMAS_Q.purchase_order,
    {
      po_number: '4500219934',
      order_date: '2026-02-17',
      delivery_date: '2026-03-02',
      buyer_company: 'Stadtwerke Lindau GmbH',
      supplier_name: 'Kabel Krämer KG',
      supplier_number: '70331',
      shipping_address: 'Bregenzer Straße 40, 88131 Lindau',
      items: [
        { sku: 'NYM-J-3x1.5', description: 'Mantelleitung NYM-J 3x1,5 mm², Ring 100 m', quantity: 25 },
        { sku: 'NYM-J-5x2.5', description: 'Mantelleitung NYM-J 5x2,5 mm², Ring 50 m', quantity: 15 },
      ],
    },
    {
      raw: `From: Einkauf Stadtwerke Lindau <einkauf@stadtwerke-lindau.de>
To: Vertrieb Kabel Krämer <vertrieb@kabel-kraemer.de>
Subject: Bestellung 4500219934
Date: Tue, 17 Feb 2026 10:12:40 +0100
Content-Type: text/plain; charset=utf-8

Sehr geehrte Damen und Herren,

hiermit bestellen wir gemäß Rahmenvertrag RV-2024-11 wie folgt:

Bestellnummer: 4500219934
Bestelldatum: 17.02.2026
Lieferantennummer: 70331
Liefertermin: 02.03.2026
Lieferbedingungen: frei Haus

Pos. 10  NYM-J-3x1.5  Mantelleitung NYM-J 3x1,5 mm², Ring 100 m   25 Ringe
Pos. 20  NYM-J-5x2.5  Mantelleitung NYM-J 5x2,5 mm², Ring 50 m    15 Ringe

Gesamtmenge: 40 Ringe
Preise gemäß Rahmenvertrag.

Lieferanschrift:
Stadtwerke Lindau GmbH, Lager Nord
Bregenzer Straße 40, 88131 Lindau
Warenannahme Mo-Fr 7-14 Uhr

Bitte geben Sie die Bestellnummer auf Lieferschein und Rechnung an.

Mit freundlichen Grüßen
Sabine Huber
Einkauf, Stadtwerke Lindau GmbH
Tel. 08382 704-215
`,
    },
  ),
  fresh(
    'q-utility-en',
    'utility_bill',
    'en',
    'html',
    SCHEMAS_Q.utility_bill,
    {
      account_number: '8830 1147 902',
      bill_date: '2026-02-05',
      period_start: '2026-01-01',
      period_end: '2026-01-31',
      meter_number: 'E19K 442871',
      consumption_kwh: 612,
      amount_due: 118.37,
      due_date: '2026-02-26',
      previous_balance: 96.4,
    },
    {
      raw: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Your electricity bill</title></head>
<body>
<h1>Valley Power &amp; Light</h1>
<p>Customer service: 1-800-555-0199 · valleypower.example</p>
<p>Bill date: February 5, 2026</p>
<p>Account number: 8830 1147 902<br>Service address: 77 Orchard Lane, Fresno, CA 93704</p>
<h2>Account summary</h2>
<table>
<tr><td>Previous balance</td><td>$96.40</td></tr>
<tr><td>Payment received Jan 20, 2026 - thank you</td><td>-$96.40</td></tr>
<tr><td>New charges</td><td>$118.37</td></tr>
<tr><td><strong>Amount due by Feb 26, 2026</strong></td><td><strong>$118.37</strong></td></tr>
</table>
<h2>Usage</h2>
<p>Service period: Jan 1, 2026 - Jan 31, 2026 (31 days)</p>
<table>
<tr><th>Meter</th><th>Previous read</th><th>Current read</th><th>Usage</th></tr>
<tr><td>E19K 442871</td><td>40,118</td><td>40,730</td><td>612 kWh</td></tr>
</table>
<p>Average daily use: 19.7 kWh. Same month last year: 655 kWh.</p>
<p>Pay online, by phone, or enroll in AutoPay to never miss a due date.</p>
</body></html>
`,
    },
  ),
  fresh(
    'q-utility-de',
    'utility_bill',
    'de',
    'pdf',
    SCHEMAS_Q.utility_bill,
    {
      account_number: '210 448 317',
      customer_number: '5002718844',
      bill_date: '2026-01-14',
      period_start: '2025-01-01',
      period_end: '2025-12-31',
      meter_number: '1ESY1160448231',
      consumption_kwh: 2874,
      amount_due: 63.18,
      direct_debit_date: '2026-01-30',
    },
    [
      'Stadtwerke Rheinfeld · Postfach 1120 · 79618 Rheinfelden',
      '',
      'Familie Weber',
      'Lindenweg 9',
      '79618 Rheinfelden',
      '',
      'Jahresabrechnung Strom 2025',
      'Kundennummer:\t5002718844',
      'Vertragskonto:\t210 448 317',
      'Rechnungsdatum:\t14.01.2026',
      'Abrechnungszeitraum:\t01.01.2025 - 31.12.2025',
      'Zählernummer:\t1ESY1160448231',
      '',
      'Zählerstand alt\t18.402 kWh',
      'Zählerstand neu\t21.276 kWh',
      'Verbrauch\t2.874 kWh',
      '',
      'Gesamtbetrag brutto\t1.023,18 €',
      'abzüglich geleistete Abschläge\t-960,00 €',
      'Nachzahlung\t63,18 €',
      '',
      'Die Nachzahlung buchen wir am 30.01.2026 von Ihrem Konto ab.',
      'Ihr neuer Abschlag ab 01.03.2026:\t85,00 €',
      'Gläubiger-ID: DE98ZZZ09999999999',
    ],
  ),
  fresh(
    'q-payslip-en',
    'payslip',
    'en',
    'txt',
    SCHEMAS_Q.payslip,
    {
      employee_name: 'Priya Raman',
      employee_id: 'E-20417',
      pay_period: '02/01/2026 - 02/15/2026',
      pay_date: '2026-02-20',
      gross_pay: 2875,
      net_pay: 2108.44,
      income_tax: 341.2,
      social_security: 178.25,
      overtime_pay: 215,
    },
    {
      raw: `CASCADE ROBOTICS LLC                                   EARNINGS STATEMENT
410 Pine St, Seattle WA 98101        Employer EIN 91-4420187

Employee: Priya Raman                Employee ID: E-20417
SSN: XXX-XX-6612                     Department: Assembly
Pay period: 02/01/2026 - 02/15/2026  Pay date: 02/20/2026

EARNINGS              HOURS     RATE      CURRENT       YTD
Regular               80.00    33.25      2,660.00    5,320.00
Overtime               4.31    49.88        215.00      215.00
Holiday                                       0.00      266.00
Gross pay                                 2,875.00    5,801.00

DEDUCTIONS                                CURRENT       YTD
Federal income tax                          341.20      682.40
Social Security                             178.25      359.66
Medicare                                     41.69       84.11
401(k) 5%                                   143.75      290.05
State PFML                                   61.67      124.31
Total deductions                            766.56

NET PAY                                   2,108.44

Direct deposit: Routing ****0219  Account ****4471   2,108.44
`,
    },
  ),
  fresh(
    'q-payslip-de',
    'payslip',
    'de',
    'docx',
    SCHEMAS_Q.payslip,
    {
      employee_name: 'Jonas Lehmann',
      employee_id: '01844',
      pay_period: 'Januar 2026',
      gross_pay: 3950,
      net_pay: 2561.87,
      income_tax: 464.41,
      social_security: 830.94,
      tax_id: '48 215 903 774',
      bank_iban: 'DE21 3004 0000 0812 4470 93',
    },
    [
      'Druckerei Albrecht GmbH & Co. KG',
      'Abrechnung der Brutto/Netto-Bezüge für Januar 2026',
      '',
      'Personalnummer:\t01844',
      'Name:\tJonas Lehmann',
      'Geburtsdatum:\t14.06.1991',
      'Eintrittsdatum:\t01.04.2019',
      'Steuerklasse:\t1',
      'Steuer-ID:\t48 215 903 774',
      'Urlaub Rest:\t24 Tage',
      'Überstundenkonto:\t12,5 Std.',
      '',
      'Bezeichnung\tBetrag',
      'Gehalt\t3.950,00',
      'Gesamtbrutto\t3.950,00',
      '',
      'Lohnsteuer\t464,41',
      'Solidaritätszuschlag\t0,00',
      'Kirchensteuer\t0,00',
      'Sozialversicherung gesamt\t830,94',
      'Nettoverdienst\t2.654,65',
      'VWL-Sparbetrag\t-40,00',
      'Abzug Jobticket\t-52,78',
      'Auszahlungsbetrag\t2.561,87',
      '',
      'Überweisung an IBAN DE21 3004 0000 0812 4470 93',
    ],
  ),
  ...FRESH_Q_LAST,
];
