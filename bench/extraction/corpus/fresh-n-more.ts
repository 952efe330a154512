// Sealed set N, second part: bank transfers (shared schema), payslips, a hotel folio, a rental car invoice, an
// insurance renewal, a doctor's bill, an event ticket order and a tax notice. Written in session 10 (2026-11-29)
// before that session's extractor changes. SEALED: never --show-fresh-n, never tune or train on it.
import { bool, date, list, num, obj, str } from './fresh-doc.ts';
import { N_BANK_TRANSFER, sealedN } from './fresh-n-schemas.ts';
import type { TCorpusDocument } from './types.ts';

export const FRESH_N_MORE: TCorpusDocument[] = [
  sealedN(
    'bank-transfer-holiday',
    'bank_transfer',
    'en',
    'txt',
    N_BANK_TRANSFER,
    {
      execution_date: '2026-11-27',
      amount: 640,
      currency: 'EUR',
      payer: { name: 'Ciarán Doyle' },
      payee: { name: 'Ferienhof Albers', iban: 'DE13 4306 0967 2044 1813 00', bic: 'GENODEM1GLS' },
      remittance_information: 'Booking AWC-3381 deposit',
      transaction_id: 'SEP2611270041875',
      transfer_type: 'instant',
    },
    {
      raw: `Shannonside Bank - Online Banking
==================================

Payment confirmation

Your payment has been sent. Please keep this confirmation for your records.

  From account        Current Account ****5678
  Account holder      Ciarán Doyle

  Paid to             Ferienhof Albers
  IBAN                DE13 4306 0967 2044 1813 00
  BIC                 GENODEM1GLS

  Amount              EUR 640.00
  Payment type        Instant payment (SEPA Instant)
  Charges             Shared (SHA)
  Reference           Booking AWC-3381 deposit
  Payment date        27/11/2026
  Created             26/11/2026 21:48

  Transaction ID      SEP2611270041875

The beneficiary's bank normally credits instant payments within 10 seconds.
If you did not make this payment, call us immediately on +353 1 555 0190.

Shannonside Bank DAC is regulated by the Central Bank of Ireland.
`,
    },
  ),
  sealedN(
    'bank-transfer-rent',
    'bank_transfer',
    'de',
    'png',
    N_BANK_TRANSFER,
    {
      execution_date: '2026-12-01',
      amount: 1150,
      currency: 'EUR',
      payer: { name: 'Lena Hartmann', iban: 'DE71 1203 0000 1065 5872 14' },
      payee: { name: 'Hausverwaltung Petersen & Co.', iban: 'DE03 6609 0800 0007 7162 43' },
      remittance_information: 'Miete Dezember 2026 Whg. 3. OG links',
      transfer_type: 'standing order',
    },
    [
      'Mein Konto Online',
      'Auftragsbestätigung',
      '',
      'Ihr Dauerauftrag wurde ausgeführt.',
      '',
      'Auftraggeber\tLena Hartmann',
      'Konto\tDE71 1203 0000 1065 5872 14',
      'Empfänger\tHausverwaltung Petersen & Co.',
      'IBAN des Empfängers\tDE03 6609 0800 0007 7162 43',
      'Betrag\t1.150,00 EUR',
      'Verwendungszweck\tMiete Dezember 2026 Whg. 3. OG links',
      'Ausführung\t01.12.2026',
      'Turnus\tmonatlich zum 1.',
      'Nächste Ausführung\t01.01.2027',
      'Angelegt am\t14.03.2024',
      '',
      'Diese Bestätigung wurde maschinell erstellt und ist ohne Unterschrift gültig.',
    ],
  ),
  sealedN(
    'payslip-engineer',
    'payslip',
    'de',
    'docx',
    [
      obj('employee', [str('name'), str('personnel_number'), str('tax_class'), str('tax_id', 'Steuer-ID')]),
      str('employer_name'),
      str('pay_month', 'Month and year of the payslip, as printed'),
      num('gross_pay'),
      obj(
        'deductions',
        [
          num('income_tax'),
          num('church_tax'),
          num('health_insurance'),
          num('long_term_care_insurance'),
          num('pension_insurance'),
          num('unemployment_insurance'),
        ],
        'Employee shares only',
      ),
      num('net_pay'),
      str('payout_iban'),
    ],
    {
      employee: { name: 'Jonas Weidlich', personnel_number: '04417', tax_class: '1', tax_id: '57 184 903 226' },
      employer_name: 'Brückner Antriebstechnik GmbH',
      pay_month: 'November 2026',
      gross_pay: 4250,
      deductions: {
        income_tax: 630.83,
        church_tax: 50.46,
        health_insurance: 371.88,
        long_term_care_insurance: 102,
        pension_insurance: 395.25,
        unemployment_insurance: 55.25,
      },
      net_pay: 2644.33,
      payout_iban: 'DE64 7601 0085 0612 4377 02',
    },
    [
      'Brückner Antriebstechnik GmbH · Hafenstraße 30 · 90431 Nürnberg',
      '',
      'Herrn',
      'Jonas Weidlich',
      'Am Wöhrder See 9',
      '90489 Nürnberg',
      '',
      'Abrechnung der Brutto/Netto-Bezüge für November 2026',
      '',
      'Pers.-Nr.\t04417\tSteuerklasse\t1',
      'Eintritt\t01.04.2021\tKinderfreibeträge\t0,0',
      'Steuer-ID\t57 184 903 226\tKonfession\trk',
      'Krankenkasse\tAOK Bayern\tSV-Nummer\t53 120391 W 017',
      '',
      'Lohnart\tBezeichnung\tBetrag',
      '1000\tGehalt\t4.100,00',
      '1420\tFahrtkostenzuschuss\t150,00',
      '\tGesamtbrutto\t4.250,00',
      '',
      'Steuer / Sozialversicherung\tSteuerbrutto 4.250,00\tSV-Brutto 4.250,00',
      'Lohnsteuer\t\t630,83',
      'Kirchensteuer\t\t50,46',
      'Solidaritätszuschlag\t\t0,00',
      'Krankenversicherung\t\t371,88',
      'Pflegeversicherung\t\t102,00',
      'Rentenversicherung\t\t395,25',
      'Arbeitslosenversicherung\t\t55,25',
      '',
      'Nettoverdienst\t\t2.644,33',
      'Auszahlungsbetrag\t\t2.644,33',
      '',
      'Überweisung an DE64 7601 0085 0612 4377 02 (Postbank)',
    ],
  ),
  sealedN(
    'payslip-uk',
    'payslip',
    'en',
    'html',
    [
      obj('employee', [str('name'), str('ni_number', 'National Insurance number'), str('tax_code')]),
      str('employer'),
      date('pay_date'),
      str('tax_period'),
      num('gross_pay'),
      list('deductions', [str('name'), num('amount')]),
      num('net_pay'),
      obj('year_to_date', [num('gross'), num('tax')]),
    ],
    {
      employee: { name: 'Hannah Oyelaran', ni_number: 'QQ 12 34 56 C', tax_code: '1257L' },
      employer: 'Fenwick & Rowe Architects LLP',
      pay_date: '2026-11-27',
      tax_period: 'Month 8',
      gross_pay: 3400,
      deductions: [
        { name: 'PAYE Tax', amount: 470.5 },
        { name: 'National Insurance', amount: 188.16 },
        { name: 'Pension (5%)', amount: 170 },
        { name: 'Student Loan Plan 2', amount: 92.47 },
      ],
      net_pay: 2478.87,
      year_to_date: { gross: 27200, tax: 3764 },
    },
    {
      raw: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Payslip - November 2026</title>
<style>.grid{display:flex;gap:24px}.panel{border:1px solid #999;padding:8px}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:3px 8px}</style>
</head><body>
<div class="top"><strong>Fenwick &amp; Rowe Architects LLP</strong><br>3 St Paul's Square, Birmingham B3 1QU</div>
<h1>Payslip</h1>
<div class="grid">
  <div class="panel">
    <div>Hannah Oyelaran</div>
    <div>Employee no. 0187</div>
    <div>NI number QQ 12 34 56 C</div>
  </div>
  <div class="panel">
    <table>
      <tr><td>Pay date</td><td>27 Nov 2026</td></tr>
      <tr><td>Tax period</td><td>Month 8</td></tr>
      <tr><td>Tax code</td><td>1257L</td></tr>
      <tr><td>Pay method</td><td>BACS</td></tr>
    </table>
  </div>
</div>
<div class="grid">
  <table>
    <tr><th>Payments</th><th>Units</th><th>Rate</th><th>Amount</th></tr>
    <tr><td>Basic salary</td><td></td><td></td><td>3,400.00</td></tr>
    <tr><td><b>Total gross pay</b></td><td></td><td></td><td><b>3,400.00</b></td></tr>
  </table>
  <table>
    <tr><th>Deductions</th><th>Amount</th></tr>
    <tr><td>PAYE Tax</td><td>470.50</td></tr>
    <tr><td>National Insurance</td><td>188.16</td></tr>
    <tr><td>Pension (5%)</td><td>170.00</td></tr>
    <tr><td>Student Loan Plan 2</td><td>92.47</td></tr>
    <tr><td><b>Total deductions</b></td><td><b>921.13</b></td></tr>
  </table>
</div>
<div class="panel">
  <table>
    <tr><th colspan="2">Year to date</th></tr>
    <tr><td>Taxable gross</td><td>27,200.00</td></tr>
    <tr><td>Tax paid</td><td>3,764.00</td></tr>
    <tr><td>Employee NI</td><td>1,505.28</td></tr>
    <tr><td>Employer pension</td><td>816.00</td></tr>
  </table>
</div>
<div class="net">Net pay <span>£2,478.87</span></div>
</body></html>
`,
    },
  ),
  sealedN(
    'hotel-folio-lake',
    'hotel_folio',
    'de',
    'html',
    [
      str('hotel_name'),
      str('folio_number'),
      str('guest_name'),
      str('room_number'),
      date('arrival_date'),
      date('departure_date'),
      num('nights'),
      list('charges', [date('date'), str('description'), num('amount')]),
      num('total'),
      num('vat_reduced', 'VAT at the reduced rate (7 %)'),
      num('vat_standard', 'VAT at the standard rate (19 %)'),
      num('balance_due'),
      str('payment_method'),
    ],
    {
      hotel_name: 'Seehotel Ammerblick',
      folio_number: '2026/11-3318',
      guest_name: 'Dr. Katrin Ebeling',
      room_number: '214',
      arrival_date: '2026-11-24',
      departure_date: '2026-11-27',
      nights: 3,
      charges: [
        { date: '2026-11-24', description: 'Übernachtung Doppelzimmer Seeblick', amount: 168 },
        { date: '2026-11-24', description: 'Abendessen Restaurant Seestube', amount: 74.5 },
        { date: '2026-11-25', description: 'Übernachtung Doppelzimmer Seeblick', amount: 168 },
        { date: '2026-11-25', description: 'Spa-Paket Entspannung', amount: 59 },
        { date: '2026-11-26', description: 'Übernachtung Doppelzimmer Seeblick', amount: 168 },
        { date: '2026-11-26', description: 'Garage', amount: 15 },
      ],
      total: 652.5,
      vat_reduced: 32.97,
      vat_standard: 23.71,
      balance_due: 0,
      payment_method: 'Mastercard',
    },
    {
      raw: `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Rechnung 2026/11-3318 – Seehotel Ammerblick</title></head>
<body style="font-family:Georgia,serif">
<table width="100%"><tr>
  <td><h2>Seehotel Ammerblick</h2><div>Seestraße 1 · 82211 Herrsching am Ammersee</div><div>Tel. +49 8152 9170 · info@seehotel-ammerblick.de</div></td>
  <td align="right"><div>Rechnung Nr.</div><div><b>2026/11-3318</b></div><div>Datum: 27.11.2026</div></td>
</tr></table>
<p>Dr. Katrin Ebeling<br>Brahmsweg 12<br>30173 Hannover</p>
<table>
  <tr><td>Zimmer</td><td>214</td><td>Anreise</td><td>24.11.2026</td></tr>
  <tr><td>Personen</td><td>2</td><td>Abreise</td><td>27.11.2026</td></tr>
  <tr><td>Nächte</td><td>3</td><td>Buchungsnr.</td><td>BK-778120</td></tr>
</table>
<table border="1" cellpadding="4">
  <thead><tr><th>Datum</th><th>Leistung</th><th>Betrag EUR</th></tr></thead>
  <tbody>
  <tr><td>24.11.2026</td><td>Übernachtung Doppelzimmer Seeblick</td><td>168,00</td></tr>
  <tr><td>24.11.2026</td><td>Abendessen Restaurant Seestube</td><td>74,50</td></tr>
  <tr><td>25.11.2026</td><td>Übernachtung Doppelzimmer Seeblick</td><td>168,00</td></tr>
  <tr><td>25.11.2026</td><td>Spa-Paket Entspannung</td><td>59,00</td></tr>
  <tr><td>26.11.2026</td><td>Übernachtung Doppelzimmer Seeblick</td><td>168,00</td></tr>
  <tr><td>26.11.2026</td><td>Garage</td><td>15,00</td></tr>
  </tbody>
  <tfoot>
  <tr><td></td><td>Gesamtbetrag</td><td><b>652,50</b></td></tr>
  <tr><td></td><td>Zahlung Mastercard **** 2290 am 27.11.2026</td><td>-652,50</td></tr>
  <tr><td></td><td>Offener Saldo</td><td>0,00</td></tr>
  </tfoot>
</table>
<table>
  <tr><th>MwSt-Satz</th><th>Netto</th><th>MwSt</th><th>Brutto</th></tr>
  <tr><td>7 %</td><td>471,03</td><td>32,97</td><td>504,00</td></tr>
  <tr><td>19 %</td><td>124,79</td><td>23,71</td><td>148,50</td></tr>
</table>
<p>Wir danken für Ihren Besuch und freuen uns, Sie bald wieder bei uns begrüßen zu dürfen.</p>
<p style="font-size:small">Ammerblick Hotelbetriebs GmbH · AG München HRB 190442 · USt-IdNr. DE276009118</p>
</body></html>
`,
    },
  ),
  sealedN(
    'rental-car',
    'rental_car_invoice',
    'en',
    'pdf',
    [
      str('rental_agreement_number'),
      str('renter_name'),
      obj('vehicle', [str('model'), str('registration')]),
      obj('pickup', [str('location'), date('date')]),
      obj('return', [str('location'), date('date')]),
      num('rental_days'),
      num('distance_km', 'Kilometres driven'),
      list('charges', [str('description'), num('amount')]),
      num('total'),
      str('currency'),
      bool('damage_reported'),
    ],
    {
      rental_agreement_number: '904412783',
      renter_name: 'Michael Fairbanks',
      vehicle: { model: 'Volkswagen T-Roc 1.5 TSI', registration: '152-D-40918' },
      pickup: { location: 'Dublin Airport T2', date: '2026-11-14' },
      return: { location: 'Dublin Airport T2', date: '2026-11-19' },
      rental_days: 5,
      distance_km: 812,
      charges: [
        { description: 'Time & mileage 5 days @ 41.00', amount: 205 },
        { description: 'Collision damage waiver 5 days @ 18.50', amount: 92.5 },
        { description: 'Additional driver', amount: 45 },
        { description: 'Airport location surcharge', amount: 32 },
      ],
      total: 460.64,
      currency: 'EUR',
      damage_reported: false,
    },
    [
      'EMERALD DRIVE RENTALS',
      'Rental invoice / closed agreement',
      '',
      'Agreement no.\t904412783\tRenter\tMichael Fairbanks',
      'Vehicle\tVolkswagen T-Roc 1.5 TSI\tReg.\t152-D-40918',
      '',
      'Pick-up\tDublin Airport T2\t14 Nov 2026 09:40\tKm out 23,406',
      'Return\tDublin Airport T2\t19 Nov 2026 17:05\tKm in 24,218',
      'Fuel out 8/8\tFuel in 8/8\tKm driven 812',
      '',
      'Charges\t\t\tEUR',
      'Time & mileage 5 days @ 41.00\t\t\t205.00',
      'Collision damage waiver 5 days @ 18.50\t\t\t92.50',
      'Additional driver\t\t\t45.00',
      'Airport location surcharge\t\t\t32.00',
      'Subtotal\t\t\t374.50',
      'VAT 23%\t\t\t86.14',
      'Total charged to AMEX ***1006\t\t\t460.64',
      '',
      'Vehicle returned without new damage. Check-in by: R. Kinsella',
      'Emerald Drive Rentals Ltd · Swords Road, Co. Dublin · VAT IE 6388047V',
    ],
  ),
  sealedN(
    'insurance-renewal-car',
    'insurance_renewal',
    'de',
    'eml',
    [
      str('insurer'),
      str('policy_number'),
      str('policyholder'),
      str('license_plate'),
      obj('new_term', [date('start'), date('end')]),
      num('annual_premium', 'New premium for the year, incl. insurance tax'),
      num('previous_premium'),
      str('no_claims_class', 'Schadenfreiheitsklasse'),
      str('payment_method'),
      date('debit_date'),
    ],
    {
      insurer: 'Hanseatische Kraftfahrt Versicherung AG',
      policy_number: 'KF-4471-208816',
      policyholder: 'Yusuf Demir',
      license_plate: 'HH-YD 3107',
      new_term: { start: '2027-01-01', end: '2027-12-31' },
      annual_premium: 612.48,
      previous_premium: 588.3,
      no_claims_class: 'SF 12',
      payment_method: 'Lastschrift',
      debit_date: '2027-01-04',
    },
    {
      raw: [
        'From: Hanseatische Kraftfahrt Kundenservice <service@hanseatische-kraftfahrt.de>',
        'To: yusuf.demir@posteo.de',
        'Subject: Ihre Kfz-Versicherung HH-YD 3107: Beitrag für 2027',
        'Date: Thu, 26 Nov 2026 08:15:22 +0100',
        'Message-ID: <kf4471208816.2027@hanseatische-kraftfahrt.de>',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        'Guten Tag Herr Demir,',
        '',
        'Ihr Vertrag KF-4471-208816 für den Pkw mit dem Kennzeichen HH-YD 3107 verlängert sich',
        'automatisch um ein weiteres Jahr, vom 01.01.2027 bis 31.12.2027.',
        '',
        'Da Sie auch 2026 unfallfrei gefahren sind, stufen wir Sie in die Schadenfreiheitsklasse',
        'SF 12 hoch (bisher SF 11). Gleichzeitig sind die Reparaturkosten in Ihrer Regionalklasse',
        'gestiegen. Ihr Jahresbeitrag inklusive 19 % Versicherungsteuer beträgt deshalb künftig',
        '612,48 Euro statt bisher 588,30 Euro.',
        '',
        'Haftpflicht        SF 12   Typklasse 18   348,12 Euro',
        'Vollkasko          SF 12   Typklasse 22   264,36 Euro',
        '',
        'Den Beitrag ziehen wir wie gewohnt per Lastschrift am 04.01.2027 von Ihrem Konto ab.',
        'Sie müssen nichts weiter tun.',
        '',
        'Wegen der Beitragserhöhung haben Sie ein Sonderkündigungsrecht: Sie können den Vertrag',
        'innerhalb eines Monats nach Zugang dieser Mitteilung kündigen.',
        '',
        'Freundliche Grüße',
        'Ihr Kundenservice',
        '',
        'Hanseatische Kraftfahrt Versicherung AG',
        'Ballindamm 40 · 20095 Hamburg · Telefon 040 3088 500',
        'Vorstand: Dr. Ulrike Sanders (Vors.), Kai Brandes · Registergericht Hamburg HRB 70231',
        '',
      ].join('\r\n'),
    },
  ),
  sealedN(
    'doctor-bill',
    'medical_bill',
    'de',
    'scan',
    [
      str('practice_name', 'Name of the doctor or practice'),
      str('patient_name'),
      str('invoice_number'),
      date('invoice_date'),
      str('diagnosis'),
      list('services', [date('date'), str('fee_code', 'GOÄ number'), str('description'), num('factor'), num('amount')]),
      num('total'),
      date('payment_due'),
      str('iban'),
    ],
    {
      practice_name: 'Dr. med. Friederike Assmann',
      patient_name: 'Holger Tiedemann',
      invoice_number: '26-04871',
      invoice_date: '2026-11-23',
      diagnosis: 'Lumbago (M54.5)',
      services: [
        { date: '2026-11-09', fee_code: '1', description: 'Beratung', factor: 2.3, amount: 10.72 },
        {
          date: '2026-11-09',
          fee_code: '7',
          description: 'Vollständige körperliche Untersuchung',
          factor: 2.3,
          amount: 21.45,
        },
        { date: '2026-11-09', fee_code: '5255', description: 'Röntgen LWS in zwei Ebenen', factor: 1.8, amount: 41.97 },
        { date: '2026-11-16', fee_code: '1', description: 'Beratung', factor: 2.3, amount: 10.72 },
      ],
      total: 84.86,
      payment_due: '2026-12-21',
      iban: 'DE71 5004 0000 0594 7200 33',
    },
    [
      'Dr. med. Friederike Assmann',
      'Fachärztin für Orthopädie · Privatpraxis',
      'Goethestraße 14 · 60313 Frankfurt am Main',
      '',
      'Herrn Holger Tiedemann\tRechnungsnr.: 26-04871',
      'Eschersheimer Landstraße 220\tDatum: 23.11.2026',
      '60320 Frankfurt am Main\t',
      '',
      'Privatärztliche Liquidation nach GOÄ',
      'Diagnose: Lumbago (M54.5)',
      '',
      'Datum\tGOÄ\tLeistung\tFaktor\tBetrag €',
      '09.11.2026\t1\tBeratung\t2,3\t10,72',
      '09.11.2026\t7\tVollständige körperliche Untersuchung\t2,3\t21,45',
      '09.11.2026\t5255\tRöntgen LWS in zwei Ebenen\t1,8\t41,97',
      '16.11.2026\t1\tBeratung\t2,3\t10,72',
      '',
      '\t\t\tRechnungsbetrag\t84,86',
      '',
      'Bitte überweisen Sie den Betrag bis zum 21.12.2026 auf das Konto',
      'IBAN DE71 5004 0000 0594 7200 33 (Commerzbank) unter Angabe der Rechnungsnummer.',
      'Ärztliche Leistungen sind nach § 4 Nr. 14 UStG umsatzsteuerfrei.',
    ],
  ),
  sealedN(
    'event-tickets',
    'event_ticket_order',
    'en',
    'html',
    [
      str('order_number'),
      date('order_date'),
      str('event_name'),
      str('venue'),
      date('event_date'),
      str('doors_open', 'Time doors open, HH:MM'),
      list('tickets', [str('category'), str('seat'), num('price')]),
      num('booking_fee'),
      num('order_total'),
      str('delivery_method'),
      str('buyer_email', undefined, { format: 'email' }),
    ],
    {
      order_number: 'TL-6630-19884',
      order_date: '2026-11-22',
      event_name: 'The Halloran Quartet – Winter Tour 2027',
      venue: 'Usher Hall, Edinburgh',
      event_date: '2027-02-13',
      doors_open: '19:00',
      tickets: [
        { category: 'Stalls', seat: 'Row K, Seat 14', price: 42.5 },
        { category: 'Stalls', seat: 'Row K, Seat 15', price: 42.5 },
      ],
      booking_fee: 6.9,
      order_total: 91.9,
      delivery_method: 'Mobile ticket',
      buyer_email: 'r.macleod@fastmail.com',
    },
    {
      raw: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Your order TL-6630-19884 is confirmed | TicketLoch</title></head>
<body>
<div class="brand">TicketLoch</div>
<div class="hero">
  <h1>You're going!</h1>
  <p>Thanks Rory, your order is confirmed. We've sent a copy to r.macleod@fastmail.com.</p>
</div>
<div class="event-card">
  <h2>The Halloran Quartet – Winter Tour 2027</h2>
  <div class="meta">Saturday 13 February 2027 · Doors 19:00 · Show 19:45</div>
  <div class="meta">Usher Hall, Edinburgh</div>
</div>
<div class="order-meta">
  <span>Order number</span> <strong>TL-6630-19884</strong><br>
  <span>Ordered on</span> <strong>22 Nov 2026</strong>
</div>
<table class="tickets">
  <tr><th>Ticket</th><th>Seat</th><th>Price</th></tr>
  <tr><td>Stalls</td><td>Row K, Seat 14</td><td>£42.50</td></tr>
  <tr><td>Stalls</td><td>Row K, Seat 15</td><td>£42.50</td></tr>
</table>
<table class="summary">
  <tr><td>Tickets (2)</td><td>£85.00</td></tr>
  <tr><td>Booking fee</td><td>£6.90</td></tr>
  <tr><td><b>Total paid</b></td><td><b>£91.90</b></td></tr>
</table>
<div class="delivery"><h3>How you'll get in</h3><p>Mobile ticket – your tickets will appear in the TicketLoch app 48 hours before the show.</p></div>
<footer>TicketLoch Ltd, 21 Queen Street, Edinburgh EH2 1JX. Need help? help@ticketloch.co.uk</footer>
</body></html>
`,
    },
  ),
  sealedN(
    'income-tax-notice',
    'tax_notice',
    'de',
    'pdf',
    [
      str('tax_office'),
      str('tax_number'),
      date('notice_date'),
      num('tax_year'),
      str('taxpayers', 'Names of the assessed persons'),
      num('taxable_income'),
      num('income_tax_assessed'),
      num('solidarity_surcharge'),
      num('church_tax'),
      num('refund_amount', 'Amount the tax office pays back'),
      num('additional_payment', 'Amount still to pay'),
      date('payment_due_date'),
    ],
    {
      tax_office: 'Finanzamt Bielefeld-Innenstadt',
      tax_number: '305/5117/4480',
      notice_date: '2026-11-17',
      tax_year: 2025,
      taxpayers: 'Markus und Claudia Reinholz',
      taxable_income: 87416,
      income_tax_assessed: 14866,
      solidarity_surcharge: 0,
      church_tax: 1189.28,
      refund_amount: 1342.72,
    },
    [
      'Finanzamt Bielefeld-Innenstadt',
      'Ravensberger Straße 90 · 33607 Bielefeld',
      '',
      'Eheleute\tSteuernummer 305/5117/4480',
      'Markus und Claudia Reinholz\tDatum 17.11.2026',
      'Teutoburger Straße 45\t',
      '33604 Bielefeld\t',
      '',
      'Bescheid für 2025',
      'über Einkommensteuer, Solidaritätszuschlag und Kirchensteuer',
      '',
      'Festsetzung\tEinkommensteuer\tSolidaritätszuschlag\tKirchensteuer ev',
      'festgesetzt werden\t14.866,00 €\t0,00 €\t1.189,28 €',
      'abzüglich Steuerabzug vom Lohn\t15.918,00 €\t0,00 €\t1.272,56 €',
      'verbleibende Beträge\t-1.052,00 €\t0,00 €\t-83,28 €',
      'bereits gezahlt (Vorauszahlungen)\t207,44 €\t0,00 €\t0,00 €',
      '',
      'Abrechnung: Erstattung insgesamt 1.342,72 €',
      'Der Betrag wird auf das Konto DE51 2505 0180 0910 3874 45 überwiesen.',
      '',
      'Berechnung des zu versteuernden Einkommens',
      'Summe der Einkünfte\t\t\t96.380 €',
      'Sonderausgaben\t\t\t-8.964 €',
      'zu versteuerndes Einkommen\t\t\t87.416 €',
      '',
      'Dieser Bescheid ist nach § 165 Abs. 1 AO vorläufig hinsichtlich der Nichtabziehbarkeit',
      'der Beiträge zu Rentenversicherungen. Rechtsbehelfsbelehrung siehe Rückseite.',
    ],
  ),
];
