// Sealed set S (layout 40), staff paperwork: a payslip, a contractor's timesheet, an expense claim.
// SEALED: never open, print or diagnose these documents (see fresh-s-doc.ts).
import { bool, date, list, num, obj, str } from './fresh-doc.ts';
import { sealedS } from './fresh-s-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const FRESH_S_STAFF: TCorpusDocument[] = [
  sealedS(
    'entgeltabrechnung-de',
    'payslip',
    'de',
    'png',
    [
      str('arbeitgeber'),
      obj('arbeitnehmer', [str('name'), str('personalnummer'), num('steuerklasse')]),
      str('abrechnungsmonat', 'Format JJJJ-MM'),
      str('krankenkasse'),
      date('eintrittsdatum'),
      num('gesamtbrutto'),
      num('steuerbrutto'),
      num('lohnsteuer'),
      num('kirchensteuer'),
      num('solidaritaetszuschlag'),
      num('kv_an', 'Krankenversicherung Arbeitnehmeranteil'),
      num('rv_an', 'Rentenversicherung Arbeitnehmeranteil'),
      num('av_an', 'Arbeitslosenversicherung Arbeitnehmeranteil'),
      num('pv_an', 'Pflegeversicherung Arbeitnehmeranteil'),
      num('nettoentgelt'),
      num('auszahlungsbetrag'),
      str('iban'),
      num('resturlaub_tage'),
    ],
    {
      arbeitgeber: 'Bäckerei Konditorei Lindner GmbH',
      arbeitnehmer: { name: 'Nadine Wagner', personalnummer: '00231', steuerklasse: 1 },
      abrechnungsmonat: '2026-10',
      krankenkasse: 'AOK Baden-Württemberg',
      eintrittsdatum: '2019-09-01',
      gesamtbrutto: 3135.76,
      steuerbrutto: 2990,
      lohnsteuer: 386.41,
      kirchensteuer: 30.91,
      solidaritaetszuschlag: 0,
      kv_an: 255.65,
      rv_an: 278.07,
      av_an: 38.87,
      pv_an: 68.77,
      nettoentgelt: 2077.08,
      auszahlungsbetrag: 2037.08,
      iban: 'DE63 6405 0000 0100 4471 22',
    },
    [
      'Bäckerei Konditorei Lindner GmbH · Hauptstraße 22 · 72764 Reutlingen',
      'Entgeltabrechnung für Oktober 2026',
      '',
      'Frau Nadine Wagner\tPers.-Nr.\t00231',
      'Uhlandstraße 9\tSteuerklasse\t1',
      '72764 Reutlingen\tKonfession\tev',
      '\tKrankenkasse\tAOK Baden-Württemberg',
      '\tEintritt\t01.09.2019',
      '',
      'Bezeichnung\tMenge\tSatz\tBetrag',
      'Gehalt\t\t\t2.950,00',
      'Sonntagszuschlag 50 % (stfr.)\t16,00 Std\t9,11\t145,76',
      'Vermögenswirksame Leistung AG\t\t\t40,00',
      'Gesamtbrutto\t\t\t3.135,76',
      '',
      'Steuerbrutto\t2.990,00\tSV-Brutto\t2.990,00',
      '',
      'Lohnsteuer\t386,41',
      'Kirchensteuer\t30,91',
      'Solidaritätszuschlag\t0,00',
      'Krankenversicherung\t255,65',
      'Rentenversicherung\t278,07',
      'Arbeitslosenversicherung\t38,87',
      'Pflegeversicherung\t68,77',
      'Summe gesetzliche Abzüge\t1.058,68',
      '',
      'Nettoentgelt\t2.077,08',
      'VWL-Überweisung Bausparkasse\t-40,00',
      'Auszahlungsbetrag\t2.037,08',
      'Überweisung an IBAN DE63 6405 0000 0100 4471 22',
    ],
  ),
  sealedS(
    'contractor-timesheet-en',
    'timesheet',
    'en',
    'docx',
    [
      str('agency'),
      str('contractor_name'),
      str('contractor_id'),
      str('client'),
      str('po_number'),
      str('role'),
      date('week_ending'),
      list('days', [date('date'), num('hours')]),
      num('total_hours'),
      num('overtime_hours'),
      num('hourly_rate'),
      num('overtime_rate'),
      num('total_pay', 'excluding VAT'),
      str('approved_by'),
      date('approval_date'),
      num('expenses_claimed'),
    ],
    {
      agency: 'Brightpath Recruitment',
      contractor_name: 'Owen Gallagher',
      contractor_id: 'BP-C-30915',
      client: 'Meridian Rail Systems Ltd',
      po_number: 'MRS-PO-88120',
      role: 'Senior Test Engineer',
      week_ending: '2026-11-22',
      days: [
        { date: '2026-11-16', hours: 8 },
        { date: '2026-11-17', hours: 8.5 },
        { date: '2026-11-18', hours: 8 },
        { date: '2026-11-19', hours: 9.25 },
        { date: '2026-11-20', hours: 4.5 },
        { date: '2026-11-21', hours: 0 },
        { date: '2026-11-22', hours: 0 },
      ],
      total_hours: 38.25,
      overtime_hours: 0.75,
      hourly_rate: 52,
      overtime_rate: 78,
      total_pay: 2008.5,
      approved_by: 'Helen Sutcliffe',
      approval_date: '2026-11-23',
    },
    [
      'BRIGHTPATH RECRUITMENT – CONTRACTOR WEEKLY TIMESHEET',
      '',
      'Contractor\tOwen Gallagher\tContractor ID\tBP-C-30915',
      'Client\tMeridian Rail Systems Ltd\tPurchase order\tMRS-PO-88120',
      'Role\tSenior Test Engineer\tWeek ending\tSunday 22 November 2026',
      '',
      'Day\tDate\tStart\tFinish\tBreak (min)\tHours',
      'Monday\t16/11/2026\t08:30\t17:00\t30\t8.00',
      'Tuesday\t17/11/2026\t08:30\t17:30\t30\t8.50',
      'Wednesday\t18/11/2026\t08:00\t16:30\t30\t8.00',
      'Thursday\t19/11/2026\t08:30\t18:30\t45\t9.25',
      'Friday\t20/11/2026\t08:30\t13:00\t0\t4.50',
      'Saturday\t21/11/2026\t\t\t\t0.00',
      'Sunday\t22/11/2026\t\t\t\t0.00',
      '',
      'Total hours\t38.25',
      'Standard hours\t37.50\tOvertime hours\t0.75',
      'Hourly rate\t£52.00\tOvertime rate\t£78.00',
      'Total pay this week: £1,950.00 standard + £58.50 overtime = £2,008.50 (excl. VAT)',
      '',
      'Contractor signature: O. Gallagher\tDate: 20/11/2026',
      'Approved by (client): Helen Sutcliffe, Test Manager\tDate: 23/11/2026',
    ],
  ),
  sealedS(
    'expense-claim-en',
    'expense_claim',
    'en',
    'html',
    [
      str('claim_number'),
      str('employee_name'),
      str('employee_id'),
      str('department'),
      str('cost_centre'),
      str('purpose'),
      date('submission_date'),
      list('expenses', [date('date'), str('category'), str('description'), bool('receipt_attached'), num('amount')]),
      num('total_claimed'),
      num('cash_advance'),
      num('amount_reimbursable'),
      str('approver'),
      date('approval_date'),
      str('project_code'),
    ],
    {
      claim_number: 'EXP-2026-0917',
      employee_name: 'Hannah Okonkwo',
      employee_id: 'E10442',
      department: 'Customer Success',
      cost_centre: 'CC-4130',
      purpose: 'Client onboarding workshop, Edinburgh',
      submission_date: '2026-11-24',
      expenses: [
        {
          date: '2026-11-17',
          category: 'Rail travel',
          description: 'LNER London King’s Cross – Edinburgh, return',
          receipt_attached: true,
          amount: 142.6,
        },
        {
          date: '2026-11-17',
          category: 'Hotel',
          description: 'Premier Inn Edinburgh Haymarket, 1 night',
          receipt_attached: true,
          amount: 118,
        },
        {
          date: '2026-11-18',
          category: 'Meals',
          description: 'Client dinner, 3 people',
          receipt_attached: true,
          amount: 96.45,
        },
        {
          date: '2026-11-18',
          category: 'Taxi',
          description: 'City Cabs Edinburgh',
          receipt_attached: false,
          amount: 14.2,
        },
        { date: '2026-11-18', category: 'Mileage', description: 'Home – King’s Cross, 24 miles @ £0.45', amount: 10.8 },
      ],
      total_claimed: 382.05,
      cash_advance: 100,
      amount_reimbursable: 282.05,
      approver: 'Marcus Lee',
      approval_date: '2026-11-25',
    },
    {
      raw: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Expense claim EXP-2026-0917 – Spendly</title></head>
<body>
<nav>Spendly · My claims · Approvals · Settings</nav>
<h1>Expense claim EXP-2026-0917</h1>
<div class="summary">
  <div class="row"><span class="label">Employee</span><span class="value">Hannah Okonkwo (E10442)</span></div>
  <div class="row"><span class="label">Department</span><span class="value">Customer Success</span></div>
  <div class="row"><span class="label">Cost centre</span><span class="value">CC-4130</span></div>
  <div class="row"><span class="label">Purpose</span><span class="value">Client onboarding workshop, Edinburgh</span></div>
  <div class="row"><span class="label">Submitted</span><span class="value">24 Nov 2026</span></div>
  <div class="row"><span class="label">Status</span><span class="value">Approved – pending payment</span></div>
</div>
<table class="items">
  <thead><tr><th>Date</th><th>Category</th><th>Description</th><th>Receipt</th><th>Amount (GBP)</th></tr></thead>
  <tbody>
    <tr><td>17 Nov 2026</td><td>Rail travel</td><td>LNER London King’s Cross – Edinburgh, return</td><td>Yes</td><td>142.60</td></tr>
    <tr><td>17 Nov 2026</td><td>Hotel</td><td>Premier Inn Edinburgh Haymarket, 1 night</td><td>Yes</td><td>118.00</td></tr>
    <tr><td>18 Nov 2026</td><td>Meals</td><td>Client dinner, 3 people</td><td>Yes</td><td>96.45</td></tr>
    <tr><td>18 Nov 2026</td><td>Taxi</td><td>City Cabs Edinburgh</td><td>No</td><td>14.20</td></tr>
    <tr><td>18 Nov 2026</td><td>Mileage</td><td>Home – King’s Cross, 24 miles @ £0.45</td><td>n/a</td><td>10.80</td></tr>
  </tbody>
</table>
<p>Total claimed: <strong>£382.05</strong></p>
<p>Less cash advance: £100.00 · <strong>Amount to be reimbursed: £282.05</strong></p>
<p class="history">Approved by Marcus Lee on 25 Nov 2026. Reimbursement with the December payroll.</p>
</body></html>
`,
    },
  ),
];
