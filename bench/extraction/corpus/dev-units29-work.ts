// Development set "units29", third part: hours worked. Timesheets (hours and minutes as "42:30 h", breaks for a
// `…_minuten` field), payslips (hours, overtime hours at a rate, a pension percentage), repair invoices (labour hours
// as "2,5 Std." on item rows and "3 hrs 15 mins"), and a manager's mail that states the hours in a sentence. Written
// before the extractor was changed; see dev-units29.ts.
import { crlf } from './dev-eml15.ts';
import { date, fresh, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_UNITS29_WORK: TCorpusDocument[] = [
  // A weekly timesheet: day rows with begin, end, break and working time, sums under them in hours and minutes.
  fresh(
    'units29-stundenzettel-de',
    'timesheet',
    'de',
    'pdf',
    [
      str('mitarbeiter'),
      num('kalenderwoche'),
      num('arbeitsstunden_gesamt'),
      num('sollstunden'),
      num('ueberstunden'),
      num('pausen_minuten'),
    ],
    {
      mitarbeiter: 'Tobias Reinhardt',
      kalenderwoche: 11,
      arbeitsstunden_gesamt: 42.5,
      sollstunden: 40,
      ueberstunden: 2.5,
      pausen_minuten: 225,
    },
    [
      'Spedition Albrecht & Söhne · Lager Hannover-Nord',
      '',
      'Wochenstundenzettel KW 11/2026',
      'Mitarbeiter: Tobias Reinhardt\tPersonalnr.: 4471',
      'Abteilung: Lager / Versand',
      '',
      'Tag\tDatum\tBeginn\tEnde\tPause\tArbeitszeit',
      'Mo\t09.03.2026\t07:00\t16:00\t0:45\t8:15',
      'Di\t10.03.2026\t07:00\t16:30\t0:45\t8:45',
      'Mi\t11.03.2026\t07:00\t15:45\t0:45\t8:00',
      'Do\t12.03.2026\t06:30\t16:00\t0:45\t8:45',
      'Fr\t13.03.2026\t07:00\t16:30\t0:45\t8:45',
      '',
      'Pausen gesamt: 3:45 h',
      'Arbeitszeit gesamt: 42:30 h',
      'Sollarbeitszeit: 40:00 h',
      'Mehrarbeit (Überstunden): 2:30 h',
      '',
      'Unterschrift Mitarbeiter ____________    Unterschrift Vorgesetzter ____________',
    ],
  ),
  // A UK payslip as DOCX: a payments table with hours, rates and amounts; the pension's percentage in brackets.
  fresh(
    'units29-payslip-en',
    'payslip',
    'en',
    'docx',
    [
      str('employee'),
      date('pay_date'),
      num('basic_hours'),
      num('overtime_hours'),
      num('overtime_rate'),
      num('holiday_hours'),
      num('gross_pay'),
      num('pension_percent'),
      num('net_pay'),
    ],
    {
      employee: 'Grace Adeyemi',
      pay_date: '2026-03-27',
      basic_hours: 150,
      overtime_hours: 11.5,
      overtime_rate: 18.9,
      holiday_hours: 7.5,
      gross_pay: 2201.85,
      pension_percent: 5,
      net_pay: 1755.76,
    },
    [
      'Harbour Bakeries Ltd – Payslip',
      '',
      'Employee: Grace Adeyemi\tEmployee no: 0318',
      'Pay date: 27/03/2026\tTax period: Month 12\tTax code: 1257L',
      '',
      'Payments\tHours\tRate\tAmount',
      'Basic pay\t150.00\t12.60\t1,890.00',
      'Overtime (x1.5)\t11.50\t18.90\t217.35',
      'Holiday pay\t7.50\t12.60\t94.50',
      'Gross pay\t\t\t2,201.85',
      '',
      'Deductions\tAmount',
      'PAYE tax\t226.60',
      'National Insurance\t109.40',
      'Pension (5%)\t110.09',
      '',
      'Net pay\t1,755.76',
    ],
  ),
  // A garage's invoice as a mail: labour on item rows as "2,5 Std.", the labour sum's hours in brackets, litres of oil.
  fresh(
    'units29-werkstatt-de',
    'invoice',
    'de',
    'eml',
    [
      str('rechnungsnummer'),
      num('kilometerstand_km'),
      num('arbeitsstunden'),
      num('stundensatz'),
      num('motoroel_liter'),
      num('mwst_satz'),
      num('gesamtbetrag'),
    ],
    {
      rechnungsnummer: '2026-0412',
      kilometerstand_km: 128450,
      arbeitsstunden: 3,
      stundensatz: 92,
      motoroel_liter: 4.5,
      mwst_satz: 19,
      gesamtbetrag: 436.55,
    },
    {
      raw: crlf(`From: Autohaus Kessler Service <service@autohaus-kessler.example>
To: m.fischer@gmx.example
Subject: Ihre Rechnung 2026-0412
Date: Tue, 14 Apr 2026 17:31:09 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Sehr geehrter Herr Fischer,

vielen Dank für Ihren Auftrag. Hier Ihre Rechnung:

Rechnung Nr. 2026-0412 vom 14.04.2026
Fahrzeug: VW Golf VII 1.6 TDI, FR-KS 318, Kilometerstand 128.450 km

Pos  Leistung / Material                Menge     Einzelpreis   Gesamt
1    Inspektion nach Herstellervorgabe   2,5 Std.       92,00   230,00
2    Motoröl 5W-30 VW 507.00             4,5 l          16,90    76,05
3    Ölfilter                            1 Stk          14,80    14,80
4    Bremsflüssigkeit erneuern           0,5 Std.       92,00    46,00

Arbeitslohn (3,0 Std.)                                           276,00
Teile und Material                                                90,85
Summe netto                                                      366,85
MwSt. 19 %                                                        69,70
Gesamtbetrag                                                     436,55 EUR

Zahlbar sofort ohne Abzug.

Autohaus Kessler GmbH, Schwarzwaldstraße 88, 79117 Freiburg
`),
    },
  ),
  // A manager's mail: the week's hours and overtime in sentences, the overtime once in hours and minutes.
  fresh(
    'units29-overtime-mail-en',
    'overtime approval',
    'en',
    'eml',
    [str('employee'), num('week_number'), num('total_hours'), num('overtime_hours'), num('overtime_multiplier')],
    {
      employee: 'Sam Okonkwo',
      week_number: 14,
      total_hours: 46.5,
      overtime_hours: 6.5,
      overtime_multiplier: 1.5,
    },
    {
      raw: crlf(`From: Rachel Byrne <r.byrne@northgate-logistics.example>
To: Sam Okonkwo <s.okonkwo@northgate-logistics.example>
Cc: payroll@northgate-logistics.example
Subject: Overtime approved - week 14
Date: Fri, 03 Apr 2026 15:48:02 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hi Sam,

I've checked your timesheet for week 14. You logged 46.5 hours in total, against
your contracted 40. I'm happy to approve the overtime of 6 h 30 min, which
payroll will pay at 1.5x your basic rate with the April salary.

Thanks for covering the late shifts while Tom was off.

Rachel

Rachel Byrne
Warehouse Operations Manager, Northgate Logistics
`),
    },
  ),
  // A plumber's invoice as PDF: labour as "3 hrs 15 mins @ £55.00/hr", VAT at a rate.
  fresh(
    'units29-plumber-en',
    'invoice',
    'en',
    'pdf',
    [
      str('invoice_number'),
      date('invoice_date'),
      num('labour_hours'),
      num('labour_rate'),
      num('materials'),
      num('vat_percent'),
      num('total'),
    ],
    {
      invoice_number: 'HP-2291',
      invoice_date: '2026-02-06',
      labour_hours: 3.25,
      labour_rate: 55,
      materials: 62.4,
      vat_percent: 20,
      total: 343.38,
    },
    [
      'Hartley Plumbing & Heating',
      '14 Mill Lane, Harrogate HG1 4QT · 01423 880 417',
      '',
      'INVOICE HP-2291\tDate: 6 February 2026',
      'To: Mrs J. Whitfield, 3 Beech Grove, Harrogate HG2 0LS',
      '',
      'Work carried out: replaced leaking cylinder valve and pressure relief valve, re-pressurised boiler.',
      '',
      'Call-out charge\t\t£45.00',
      'Labour\t3 hrs 15 mins @ £55.00/hr\t£178.75',
      'Materials (valves, fittings, PTFE)\t\t£62.40',
      'Subtotal\t\t£286.15',
      'VAT 20%\t\t£57.23',
      'Total\t\t£343.38',
      '',
      'Payment within 14 days by bank transfer: Sort code 20-45-77, Account 40718822.',
    ],
  ),
  // A German payslip as HTML: hours of the month, overtime hours and their supplement in percent.
  fresh(
    'units29-lohnabrechnung-de',
    'payslip',
    'de',
    'html',
    [
      str('arbeitnehmer'),
      str('abrechnungsmonat'),
      num('arbeitsstunden'),
      num('ueberstunden'),
      num('ueberstundenzuschlag_prozent'),
      num('stundenlohn'),
      num('bruttolohn'),
    ],
    {
      arbeitnehmer: 'Mehmet Aydın',
      abrechnungsmonat: 'März 2026',
      arbeitsstunden: 168,
      ueberstunden: 9.5,
      ueberstundenzuschlag_prozent: 25,
      stundenlohn: 17.4,
      bruttolohn: 3129.83,
    },
    {
      raw: `<html><body>
<h3>Brutto-Netto-Abrechnung März 2026</h3>
<p>Metallbau Steiner KG · Personalnummer 00217 · Arbeitnehmer: Mehmet Aydın · Steuerklasse III</p>
<table border="1">
<tr><th>Lohnart</th><th>Bezeichnung</th><th>Menge</th><th>Faktor</th><th>Betrag</th></tr>
<tr><td>1000</td><td>Stundenlohn</td><td>168,00 Std.</td><td>17,40</td><td>2.923,20</td></tr>
<tr><td>1200</td><td>Überstunden</td><td>9,50 Std.</td><td>17,40</td><td>165,30</td></tr>
<tr><td>1210</td><td>Überstundenzuschlag 25 %</td><td>9,50 Std.</td><td>4,35</td><td>41,33</td></tr>
<tr><td></td><td><b>Gesamtbrutto</b></td><td></td><td></td><td><b>3.129,83</b></td></tr>
</table>
<p>Stundenkonto: Vortrag 12,5 Std., Zugang 9,5 Std., Stand 22,0 Std.</p>
</body></html>
`,
    },
  ),
];
