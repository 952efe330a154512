// Development set "arrays13" (layout 49): written in session 13 from real documents' shapes (no corpus set read,
// no extractor code read), BEFORE the array rules were changed. Array shapes still open after sessions 11–12: two
// tables filling two array fields (items and payments, earnings and deductions), side-by-side tables (payslips),
// running balances next to the amount, credits with "+" or in a Credit column, rows without a header row, rows
// over two lines, subtotal / carry-over rows that are no items, header rows over two lines and merged cells, and
// item headers whose words differ from the field names ("Menge", "Anz.", "EP", "Rate").
// Held out but NOT sealed: `--show-dev-arrays13` shows its misses.
import { DEV_ARRAYS13_MORE } from './dev-arrays13-more.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the development set arrays13. */
export const DEV_ARRAYS13_LAYOUT = 49;

const DOCUMENTS: TCorpusDocument[] = [
  fresh(
    'invoice-payments-en',
    'invoice',
    'en',
    'pdf',
    [
      str('invoice_number'),
      num('balance_due'),
      list('items', [str('description'), num('qty'), num('unit_price'), num('amount')]),
      list('payments', [date('date'), str('method'), num('amount')]),
    ],
    {
      invoice_number: 'INV-10482',
      balance_due: 1180,
      items: [
        { description: 'Website maintenance (March)', qty: 1, unit_price: 950, amount: 950 },
        { description: 'Additional support hours', qty: 6, unit_price: 85, amount: 510 },
        { description: 'SSL certificate renewal', qty: 1, unit_price: 120, amount: 120 },
      ],
      payments: [
        { date: '2026-03-05', method: 'Bank transfer', amount: 300 },
        { date: '2026-03-19', method: 'Credit card', amount: 100 },
      ],
    },
    [
      'Pixelforge Studio LLC',
      '4410 Market Street, Suite 200, Denver CO 80205',
      '',
      'INVOICE\tInvoice #: INV-10482',
      'Bill to: Greenway Dental Group\tDate: 03/01/2026',
      '',
      'Description\tQty\tRate\tAmount',
      'Website maintenance (March)\t1\t950.00\t950.00',
      'Additional support hours\t6\t85.00\t510.00',
      'SSL certificate renewal\t1\t120.00\t120.00',
      '\t\tSubtotal\t1,580.00',
      '\t\tTax (0%)\t0.00',
      '\t\tTotal\t1,580.00',
      '',
      'Payments received',
      'Date\tMethod\tAmount',
      '03/05/2026\tBank transfer\t300.00',
      '03/19/2026\tCredit card\t100.00',
      '\tTotal paid\t400.00',
      '',
      'Balance due\t$1,180.00',
      'Thank you for your business!',
    ],
  ),
  fresh(
    'payslip-side-by-side-de',
    'payslip',
    'de',
    'pdf',
    [
      str('personalnummer'),
      num('auszahlungsbetrag'),
      list('bezuege', [str('lohnart'), num('betrag')], 'Bezüge / Einkünfte'),
      list('abzuege', [str('bezeichnung'), num('betrag')], 'Abzüge (Steuern, Sozialversicherung)'),
    ],
    {
      personalnummer: '10427',
      auszahlungsbetrag: 2608.61,
      bezuege: [
        { lohnart: 'Gehalt', betrag: 3650 },
        { lohnart: 'Vermögenswirksame Leistungen', betrag: 40 },
        { lohnart: 'Fahrtkostenzuschuss', betrag: 62.4 },
      ],
      abzuege: [
        { bezeichnung: 'Lohnsteuer', betrag: 512.33 },
        { bezeichnung: 'Solidaritätszuschlag', betrag: 0 },
        { bezeichnung: 'Krankenversicherung', betrag: 301.13 },
        { bezeichnung: 'Rentenversicherung', betrag: 343.17 },
        { bezeichnung: 'Arbeitslosenversicherung', betrag: 47.82 },
        { bezeichnung: 'Pflegeversicherung', betrag: 66.87 },
      ],
    },
    [
      'Brandt & Söhne Maschinenbau GmbH',
      'Abrechnung der Brutto/Netto-Bezüge für März 2026',
      'Personal-Nr. 10427\tHerr Jonas Keller\tSteuerklasse 1',
      '',
      'Bezüge\tBetrag\tAbzüge\tBetrag',
      'Gehalt\t3.650,00\tLohnsteuer\t512,33',
      'Vermögenswirksame Leistungen\t40,00\tSolidaritätszuschlag\t0,00',
      'Fahrtkostenzuschuss\t62,40\tKrankenversicherung\t301,13',
      '\t\tRentenversicherung\t343,17',
      '\t\tArbeitslosenversicherung\t47,82',
      '\t\tPflegeversicherung\t66,87',
      'Gesamtbrutto\t3.752,40\tSumme Abzüge\t1.271,32',
      '',
      'Nettoverdienst\t2.481,08',
      'VL-Überweisung\t-40,00',
      'Verpflegungszuschuss\t167,53',
      'Auszahlungsbetrag\t2.608,61',
      'Überweisung auf DE44 5001 0517 5407 3249 31',
    ],
  ),
  fresh(
    'payslip-stacked-en',
    'payslip',
    'en',
    'docx',
    [
      str('employee_name'),
      date('pay_date'),
      num('net_pay'),
      list('earnings', [str('description'), num('hours'), num('rate'), num('current')]),
      list('deductions', [str('description'), num('current'), num('year_to_date')]),
    ],
    {
      employee_name: 'Maria Lopez',
      pay_date: '2026-04-15',
      net_pay: 1820.87,
      earnings: [
        { description: 'Regular', hours: 80, rate: 24.5, current: 1960 },
        { description: 'Overtime', hours: 6, rate: 36.75, current: 220.5 },
        { description: 'Holiday', hours: 8, rate: 24.5, current: 196 },
      ],
      deductions: [
        { description: 'Federal Income Tax', current: 238.77, year_to_date: 1671.39 },
        { description: 'Social Security', current: 147.34, year_to_date: 1031.38 },
        { description: 'Medicare', current: 34.46, year_to_date: 241.22 },
        { description: '401(k)', current: 118.82, year_to_date: 831.74 },
        { description: 'Dental', current: 16.24, year_to_date: 113.68 },
      ],
    },
    [
      'Summit Ridge Logistics Inc.',
      'Earnings Statement',
      'Employee: Maria Lopez\tEmployee ID: 58812',
      'Pay period: 03/29/2026 - 04/11/2026\tPay date: 04/15/2026',
      '',
      'Earnings\tHours\tRate\tCurrent\tYTD',
      'Regular\t80.00\t24.50\t1,960.00\t13,720.00',
      'Overtime\t6.00\t36.75\t220.50\t882.00',
      'Holiday\t8.00\t24.50\t196.00\t392.00',
      'Gross Pay\t\t\t2,376.50\t14,994.00',
      '',
      'Deductions\tCurrent\tYTD',
      'Federal Income Tax\t238.77\t1,671.39',
      'Social Security\t147.34\t1,031.38',
      'Medicare\t34.46\t241.22',
      '401(k)\t118.82\t831.74',
      'Dental\t16.24\t113.68',
      'Total Deductions\t555.63\t3,889.41',
      '',
      'Net Pay\t1,820.87',
      'Direct deposit ****4471\t1,820.87',
    ],
  ),
  fresh(
    'bank-debit-credit-balance-en',
    'bank_statement',
    'en',
    'txt',
    [
      str('account_number'),
      num('closing_balance'),
      list('transactions', [
        date('date'),
        str('description'),
        num('amount', 'money out negative, money in positive'),
        num('balance'),
      ]),
    ],
    {
      // "Account number 30517742": the sort code before it has a label of its own ("Sort code 41-88-20").
      account_number: '30517742',
      closing_balance: 2177.39,
      transactions: [
        { date: '2026-02-02', description: 'DD THAMES WATER', amount: -38.5, balance: 1761.5 },
        { date: '2026-02-03', description: 'CARD PAYMENT TESCO STORES 2291', amount: -64.21, balance: 1697.29 },
        { date: '2026-02-06', description: 'BACS ACME PAYROLL LTD', amount: 2310.45, balance: 4007.74 },
        { date: '2026-02-09', description: 'SO RENT 12 ASH GROVE', amount: -1450, balance: 2557.74 },
        { date: '2026-02-14', description: 'FASTER PAYMENT J SMITH', amount: 25, balance: 2582.74 },
        { date: '2026-02-20', description: 'CARD PAYMENT SHELL ROTHERHAM', amount: -55.35, balance: 2527.39 },
        { date: '2026-02-27', description: 'DD COUNCIL TAX ROTHERHAM MBC', amount: -150, balance: 2377.39 },
        { date: '2026-02-27', description: 'TFR TO SAVINGS 30981144', amount: -200, balance: 2177.39 },
      ],
    },
    [
      'NORTHERN COUNTIES BANK PLC',
      'Current Account Statement',
      'Mr D Whitfield                         Sort code 41-88-20   Account number 30517742',
      'Statement period 01 February 2026 to 28 February 2026',
      '',
      'Date        Description                          Money out     Money in      Balance',
      '01 Feb 26   BALANCE BROUGHT FORWARD                                         1,800.00',
      '02 Feb 26   DD THAMES WATER                          38.50                  1,761.50',
      '03 Feb 26   CARD PAYMENT TESCO STORES 2291           64.21                  1,697.29',
      '06 Feb 26   BACS ACME PAYROLL LTD                                2,310.45   4,007.74',
      '09 Feb 26   SO RENT 12 ASH GROVE                  1,450.00                  2,557.74',
      '14 Feb 26   FASTER PAYMENT J SMITH                                  25.00   2,582.74',
      '20 Feb 26   CARD PAYMENT SHELL ROTHERHAM             55.35                  2,527.39',
      '27 Feb 26   DD COUNCIL TAX ROTHERHAM MBC            150.00                  2,377.39',
      '27 Feb 26   TFR TO SAVINGS 30981144                 200.00                  2,177.39',
      '28 Feb 26   BALANCE CARRIED FORWARD                                         2,177.39',
      '',
      'Total money out 1,958.06      Total money in 2,335.45',
    ],
  ),
  fresh(
    'konto-soll-haben-de',
    'bank_statement',
    'de',
    'pdf',
    [
      str('iban'),
      num('neuer_saldo'),
      list('buchungen', [
        date('datum'),
        str('verwendungszweck'),
        num('betrag', 'Belastungen negativ, Gutschriften positiv'),
      ]),
    ],
    {
      iban: 'DE27100777770209299700',
      neuer_saldo: 4311.2,
      buchungen: [
        { datum: '2026-05-04', verwendungszweck: 'Miete Büro Mai Immobilien Hartmann', betrag: -980 },
        { datum: '2026-05-06', verwendungszweck: 'Rechnung 2026-118 Schreinerei Vogt', betrag: 2499 },
        { datum: '2026-05-11', verwendungszweck: 'Leasingrate Fahrzeug M-KL 412', betrag: -389.9 },
        { datum: '2026-05-18', verwendungszweck: 'Rechnung 2026-121 Praxis Dr. Albers', betrag: 760.5 },
        { datum: '2026-05-25', verwendungszweck: 'Kontoführungsgebühr', betrag: -12.4 },
      ],
    },
    [
      'Stadtsparkasse Kelheim',
      'Kontoauszug Nr. 5/2026\tBlatt 1 von 1',
      'Kontoinhaber: Kessler Innenausbau e.K.',
      'IBAN: DE27 1007 7777 0209 2997 00\tBIC: NORSDE51XXX',
      '',
      'Datum\tBuchungstext\tSoll\tHaben\tSaldo',
      '30.04.2026\tAnfangssaldo\t\t\t2.434,00',
      '04.05.2026\tMiete Büro Mai Immobilien Hartmann\t980,00\t\t1.454,00',
      '06.05.2026\tRechnung 2026-118 Schreinerei Vogt\t\t2.499,00\t3.953,00',
      '11.05.2026\tLeasingrate Fahrzeug M-KL 412\t389,90\t\t3.563,10',
      '18.05.2026\tRechnung 2026-121 Praxis Dr. Albers\t\t760,50\t4.323,60',
      '25.05.2026\tKontoführungsgebühr\t12,40\t\t4.311,20',
      '\tSumme\t1.382,30\t3.259,50',
      '31.05.2026\tEndsaldo\t\t\t4.311,20',
    ],
  ),
  fresh(
    'customer-account-html-en',
    'account_statement',
    'en',
    'html',
    [
      str('customer_number'),
      num('amount_due'),
      list('entries', [
        date('date'),
        str('reference'),
        num('amount', 'charges positive, payments and credits negative'),
      ]),
    ],
    {
      customer_number: 'C-20917',
      amount_due: 3214.6,
      entries: [
        { date: '2026-01-08', reference: 'INV 55120', amount: 1840 },
        { date: '2026-01-22', reference: 'Payment - thank you', amount: -1500 },
        { date: '2026-02-03', reference: 'INV 55342', amount: 2410.6 },
        { date: '2026-02-10', reference: 'Credit note CN 0871', amount: -136 },
        { date: '2026-02-24', reference: 'INV 55519', amount: 600 },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Statement of account</title></head><body>
<h2>Keystone Industrial Supply</h2>
<p>Statement of account as of February 28, 2026</p>
<p>Customer no. C-20917<br>Harbor Point Marina LLC</p>
<table border="1">
<thead><tr><th>Date</th><th>Reference</th><th>Charges</th><th>Credits</th><th>Balance</th></tr></thead>
<tbody>
<tr><td colspan="4">Opening balance</td><td>0.00</td></tr>
<tr><td>01/08/2026</td><td>INV 55120</td><td>1,840.00</td><td></td><td>1,840.00</td></tr>
<tr><td>01/22/2026</td><td>Payment - thank you</td><td></td><td>1,500.00</td><td>340.00</td></tr>
<tr><td>02/03/2026</td><td>INV 55342</td><td>2,410.60</td><td></td><td>2,750.60</td></tr>
<tr><td>02/10/2026</td><td>Credit note CN 0871</td><td></td><td>136.00</td><td>2,614.60</td></tr>
<tr><td>02/24/2026</td><td>INV 55519</td><td>600.00</td><td></td><td>3,214.60</td></tr>
</tbody>
</table>
<table border="1">
<tr><th>Current</th><th>1-30 days</th><th>31-60 days</th><th>Over 60</th><th>Amount due</th></tr>
<tr><td>3,010.60</td><td>204.00</td><td>0.00</td><td>0.00</td><td>3,214.60</td></tr>
</table>
<p>Please remit to Keystone Industrial Supply, PO Box 4410, Tacoma WA 98401.</p>
</body></html>
`,
    },
  ),
  fresh(
    'auftrag-menge-ep-de',
    'order_confirmation',
    'de',
    'pdf',
    [
      str('auftragsnummer'),
      num('gesamtbetrag'),
      list('positionen', [
        str('artikelnummer'),
        str('bezeichnung'),
        num('menge'),
        num('einzelpreis'),
        num('gesamtpreis'),
      ]),
    ],
    {
      auftragsnummer: 'AB-2026-3317',
      gesamtbetrag: 1606.5,
      positionen: [
        {
          artikelnummer: '40-1120',
          bezeichnung: 'Edelstahl-Spüle 2 Becken mit Abtropffläche, 120 x 60 cm',
          menge: 2,
          einzelpreis: 289,
          gesamtpreis: 578,
        },
        {
          artikelnummer: '40-2210',
          bezeichnung: 'Einhebel-Mischbatterie mit Schlauchbrause',
          menge: 2,
          einzelpreis: 149.5,
          gesamtpreis: 299,
        },
        {
          artikelnummer: '51-0040',
          bezeichnung: 'Siphon-Set für Doppelbecken',
          menge: 2,
          einzelpreis: 24.5,
          gesamtpreis: 49,
        },
        {
          artikelnummer: '90-0001',
          bezeichnung: 'Montage vor Ort inkl. Anschluss',
          menge: 4,
          einzelpreis: 95,
          gesamtpreis: 380,
        },
      ],
    },
    [
      'Sanitär Großhandel Weber GmbH',
      'Auftragsbestätigung',
      'Auftrag-Nr.: AB-2026-3317\tDatum: 12.03.2026',
      'Kunde: Gasthof Zur Linde, Kirchplatz 3, 94051 Hauzenberg',
      '',
      'Pos.\tArt.-Nr.\tBezeichnung\tMenge\tEP €\tGP €',
      '1\t40-1120\tEdelstahl-Spüle 2 Becken\t2 St.\t289,00\t578,00',
      '\t\tmit Abtropffläche, 120 x 60 cm\t\t\t',
      '2\t40-2210\tEinhebel-Mischbatterie\t2 St.\t149,50\t299,00',
      '\t\tmit Schlauchbrause\t\t\t',
      '3\t51-0040\tSiphon-Set für Doppelbecken\t2 St.\t24,50\t49,00',
      '4\t90-0001\tMontage vor Ort\t4 Std.\t95,00\t380,00',
      '\t\tinkl. Anschluss\t\t\t',
      '\t\tZwischensumme netto\t\t\t1.306,00',
      '\t\tzzgl. 19 % MwSt.\t\t\t248,14',
      '\t\tFracht pauschal brutto\t\t\t52,36',
      '\t\tGesamtbetrag\t\t\t1.606,50',
      '',
      'Liefertermin: KW 14. Zahlbar innerhalb 14 Tagen ohne Abzug.',
    ],
  ),
  fresh(
    'timesheet-en',
    'timesheet',
    'en',
    'docx',
    [str('consultant'), num('total_hours'), list('entries', [date('date'), str('project'), str('task'), num('hours')])],
    {
      consultant: 'Priya Raman',
      total_hours: 38.5,
      entries: [
        { date: '2026-06-01', project: 'ORION-ERP', task: 'Data migration mapping', hours: 8 },
        { date: '2026-06-02', project: 'ORION-ERP', task: 'Workshop with finance team', hours: 7.5 },
        { date: '2026-06-03', project: 'HELIX-CRM', task: 'Requirements review', hours: 6 },
        { date: '2026-06-04', project: 'ORION-ERP', task: 'Test scripts for payables', hours: 8.5 },
        { date: '2026-06-05', project: 'HELIX-CRM', task: 'Status call and documentation', hours: 8.5 },
      ],
    },
    [
      'Meridian Advisory Partners',
      'Weekly Timesheet',
      'Consultant: Priya Raman\tWeek ending: 06/07/2026',
      'Client: Castellan Foods plc\tPO: 4500128841',
      '',
      'Date\tProject code\tTask / activity\tStart\tFinish\tHours',
      'Mon 06/01/2026\tORION-ERP\tData migration mapping\t08:30\t17:00\t8.00',
      'Tue 06/02/2026\tORION-ERP\tWorkshop with finance team\t09:00\t17:00\t7.50',
      'Wed 06/03/2026\tHELIX-CRM\tRequirements review\t09:00\t15:30\t6.00',
      'Thu 06/04/2026\tORION-ERP\tTest scripts for payables\t08:00\t17:00\t8.50',
      'Fri 06/05/2026\tHELIX-CRM\tStatus call and documentation\t08:00\t17:00\t8.50',
      '\t\tTotal hours this week\t\t\t38.50',
      '',
      'Approved by (client): ____________________',
    ],
  ),
  fresh(
    'lieferschein-anz-de',
    'delivery_note',
    'de',
    'docx',
    [
      str('lieferscheinnummer'),
      date('lieferdatum'),
      list('artikel', [str('artikelnummer'), str('beschreibung'), num('anzahl'), str('einheit')]),
    ],
    {
      lieferscheinnummer: 'LS 88213',
      lieferdatum: '2026-07-08',
      artikel: [
        { artikelnummer: 'KB-2040', beschreibung: 'Kabelkanal weiß 40x60 mm', anzahl: 24, einheit: 'm' },
        { artikelnummer: 'SD-0617', beschreibung: 'Schalterdose UP tief', anzahl: 50, einheit: 'Stk' },
        { artikelnummer: 'NYM-3x1,5', beschreibung: 'Mantelleitung NYM-J 3x1,5 mm²', anzahl: 2, einheit: 'Ring' },
        { artikelnummer: 'LS-B16', beschreibung: 'Leitungsschutzschalter B16 1-polig', anzahl: 12, einheit: 'Stk' },
      ],
    },
    [
      'Elektro-Fachhandel Reuter OHG',
      'Lieferschein',
      'Lieferschein-Nr.\tLS 88213',
      'Lieferdatum\t08.07.2026',
      'Ihre Bestellung\t4711-22 vom 01.07.2026',
      'Lieferanschrift: Baustelle Wohnpark Süd, Haus C, 72764 Reutlingen',
      '',
      'Art.-Nr.\tArtikelbezeichnung\tAnz.\tME',
      'KB-2040\tKabelkanal weiß 40x60 mm\t24\tm',
      'SD-0617\tSchalterdose UP tief\t50\tStk',
      'NYM-3x1,5\tMantelleitung NYM-J 3x1,5 mm²\t2\tRing',
      'LS-B16\tLeitungsschutzschalter B16 1-polig\t12\tStk',
      '',
      'Anzahl Packstücke: 3\tGewicht: 41 kg',
      'Ware vollständig und unbeschädigt erhalten:',
      'Datum, Unterschrift ____________________',
    ],
  ),
  fresh(
    'rate-card-two-row-header-en',
    'rate_card',
    'en',
    'html',
    [
      // A date field (its truth is ISO): the schema first asked for plain text, which comes back as printed.
      date('valid_from'),
      list('rates', [
        str('role'),
        num('standard_rate', 'hourly rate on weekdays'),
        num('overtime_rate', 'hourly rate evenings and weekends'),
      ]),
    ],
    {
      valid_from: '2026-01-01',
      rates: [
        { role: 'Project manager', standard_rate: 145, overtime_rate: 195 },
        { role: 'Senior engineer', standard_rate: 130, overtime_rate: 175 },
        { role: 'Engineer', standard_rate: 105, overtime_rate: 140 },
        { role: 'Technician', standard_rate: 82, overtime_rate: 110 },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Schedule of rates 2026</title></head><body>
<h1>Ironbridge Field Services - Schedule of Rates</h1>
<p>Rates valid from 1 January 2026 until further notice. All rates exclude VAT.</p>
<table border="1">
<thead>
<tr><th rowspan="2">Role</th><th colspan="2">Hourly rate (GBP)</th></tr>
<tr><th>Standard (Mon-Fri 08:00-18:00)</th><th>Out of hours</th></tr>
</thead>
<tbody>
<tr><td>Project manager</td><td>145.00</td><td>195.00</td></tr>
<tr><td>Senior engineer</td><td>130.00</td><td>175.00</td></tr>
<tr><td>Engineer</td><td>105.00</td><td>140.00</td></tr>
<tr><td>Technician</td><td>82.00</td><td>110.00</td></tr>
</tbody>
</table>
<p>Minimum call-out charge: 2 hours. Travel is charged at the standard rate.</p>
</body></html>
`,
    },
  ),
  fresh(
    'receipt-no-header-en',
    'receipt',
    'en',
    'txt',
    [num('total'), list('items', [str('name'), num('quantity'), num('price')])],
    {
      total: 31.4,
      items: [
        { name: 'Flat white', quantity: 2, price: 8.4 },
        { name: 'Almond croissant', quantity: 1, price: 4.2 },
        { name: 'Avocado toast', quantity: 1, price: 12.5 },
        { name: 'Orange juice', quantity: 1, price: 6.3 },
      ],
    },
    [
      '      THE COPPER KETTLE',
      '   18 Bridge Road, Richmond',
      '    ABN 51 824 753 556',
      '',
      'Table 7           Server: Kim',
      '06/03/2026 09:42',
      '--------------------------------',
      '2 x Flat white              8.40',
      '1 x Almond croissant        4.20',
      '1 x Avocado toast          12.50',
      '1 x Orange juice            6.30',
      '--------------------------------',
      'TOTAL                      31.40',
      'Incl. GST                   2.85',
      'EFTPOS                     31.40',
      '',
      '   Thank you, see you soon!',
    ],
  ),
  ...DEV_ARRAYS13_MORE,
];

export const DEV_ARRAYS13: TCorpusDocument[] = DOCUMENTS.map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'arrays13-'),
  layout: DEV_ARRAYS13_LAYOUT,
}));
