// Sealed set X, part 1 of 3 (layout 74): ten documents written by a blind author. Never tune the extractor on them.
import { date, list, num, obj, str } from './fresh-doc.ts';
import { freshX } from './fresh-x-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const FRESH_X1: TCorpusDocument[] = [
  // 1. Quarterly VAT return confirmation (ELSTER-style transmission log), German, written by hand as text.
  freshX(
    'vat-confirmation',
    'vat return confirmation',
    'de',
    'txt',
    [
      str('company_name'),
      str('tax_number', 'Steuernummer'),
      str('tax_office'),
      str('period', 'reporting period as written, e.g. "1. Quartal 2026"'),
      str('transfer_ticket', 'Transferticket'),
      date('transmitted_on'),
      num('taxable_sales_19', 'taxable turnover at 19 %'),
      num('output_vat'),
      num('input_vat'),
      num('vat_payable'),
      date('due_date'),
      str('advisor_name'),
      str('iban'),
    ],
    {
      company_name: 'Holzwerkstatt Brennecke GmbH',
      tax_number: '23/456/78901',
      tax_office: 'Finanzamt Hannover-Nord',
      period: '1. Quartal 2026',
      transfer_ticket: 'et7k2-9fq3p-44xm1',
      transmitted_on: '2026-04-09',
      taxable_sales_19: 84210,
      output_vat: 15999.9,
      input_vat: 6412.37,
      vat_payable: 9587.53,
      due_date: '2026-04-10',
      advisor_name: 'Steuerkanzlei Albers & Roth',
    },
    {
      raw: `Übertragungsprotokoll Umsatzsteuer-Voranmeldung
================================================

Datenübermittlung erfolgreich am 09.04.2026 um 14:22 Uhr
Transferticket: et7k2-9fq3p-44xm1

Unternehmer ......... Holzwerkstatt Brennecke GmbH
                      Am Lindener Hafen 12, 30453 Hannover
Steuernummer ........ 23/456/78901
Finanzamt ........... Finanzamt Hannover-Nord
Zeitraum ............ 1. Quartal 2026
Übermittelt durch ... Steuerkanzlei Albers & Roth

Kz  Bezeichnung                                   Bemessungsgrundlage     Steuer
81  Steuerpflichtige Umsätze 19 %                  84.210,00 EUR     15.999,90 EUR
66  Vorsteuerbeträge                                                   6.412,37 EUR
83  Verbleibende Umsatzsteuer-Vorauszahlung                            9.587,53 EUR

Die Vorauszahlung ist am 10.04.2026 fällig. Ein SEPA-Lastschriftmandat liegt vor.

Dieses Protokoll ist kein Steuerbescheid.
`,
    },
  ),
  // 2. Job offer letter, English, PDF with a letterhead and values in sentences.
  freshX(
    'job-offer',
    'job offer letter',
    'en',
    'pdf',
    [
      str('employer'),
      str('candidate_name'),
      str('position_title'),
      str('department'),
      date('letter_date'),
      date('start_date'),
      num('annual_salary'),
      str('currency'),
      num('signing_bonus'),
      num('vacation_days'),
      num('probation_months'),
      date('accept_by'),
      obj('hiring_manager', [str('name'), str('title'), str('email', undefined, { format: 'email' })]),
      str('work_location'),
      num('weekly_hours'),
    ],
    {
      employer: 'Northbeam Analytics Ltd',
      candidate_name: 'Priya Raman',
      position_title: 'Senior Data Engineer',
      department: 'Platform Engineering',
      letter_date: '2026-03-02',
      start_date: '2026-05-04',
      annual_salary: 78500,
      currency: 'GBP',
      vacation_days: 27,
      probation_months: 6,
      accept_by: '2026-03-16',
      hiring_manager: {
        name: 'Tom Hallett',
        title: 'Head of Platform Engineering',
        email: 't.hallett@northbeam.co.uk',
      },
      work_location: 'Leeds',
    },
    [
      'NORTHBEAM ANALYTICS LTD',
      '4 Wellington Place, Leeds LS1 4AP  |  www.northbeam.co.uk',
      '',
      'Ms Priya Raman',
      '17 Clarendon Road',
      'Sheffield S10 3TQ',
      '',
      '2 March 2026',
      '',
      'Offer of employment',
      '',
      'Dear Priya,',
      '',
      'Following your interviews last month, I am delighted to offer you the position of Senior Data Engineer in',
      'our Platform Engineering department, based at our Leeds office. We would like you to start on 4 May 2026.',
      '',
      'Your starting salary will be GBP 78,500 per annum, paid monthly in arrears. You will be entitled to 27 days',
      'of paid holiday per year in addition to bank holidays. The first 6 months of your employment will be a',
      'probationary period.',
      '',
      'Please confirm your acceptance by signing and returning the enclosed copy no later than 16 March 2026.',
      '',
      'Yours sincerely,',
      '',
      'Tom Hallett',
      'Head of Platform Engineering',
      't.hallett@northbeam.co.uk',
      '',
      'Northbeam Analytics Ltd  ·  Registered in England No. 09876543',
    ],
  ),
  // 3. Pharmacy receipt, German, photographed till roll with items.
  freshX(
    'pharmacy-receipt',
    'pharmacy receipt',
    'de',
    'png',
    [
      str('pharmacy_name'),
      str('address'),
      date('purchase_date'),
      str('receipt_number'),
      list('items', [str('name'), str('pzn'), num('quantity'), num('price')]),
      num('prescription_fee', 'Zuzahlung'),
      num('total'),
      str('payment_method'),
      num('vat_amount'),
      str('customer_card_number'),
    ],
    {
      pharmacy_name: 'Linden-Apotheke',
      address: 'Hauptstraße 41, 69117 Heidelberg',
      purchase_date: '2026-02-17',
      receipt_number: '4471-0938',
      items: [
        { name: 'Ibuprofen 400 mg 20 St', pzn: '01016090', quantity: 1, price: 3.95 },
        { name: 'Bepanthen Wund- und Heilsalbe 50 g', pzn: '01578681', quantity: 1, price: 8.49 },
        { name: 'Amoxicillin 1000 mg 20 St (Rezept)', pzn: '02487351', quantity: 1, price: 5.0 },
      ],
      prescription_fee: 5.0,
      total: 17.44,
      payment_method: 'girocard',
      vat_amount: 2.78,
    },
    [
      'Linden-Apotheke',
      'Hauptstraße 41, 69117 Heidelberg',
      'Tel. 06221 482200',
      '',
      'Bon-Nr. 4471-0938      17.02.2026 10:41',
      '',
      'Ibuprofen 400 mg 20 St\t\t3,95',
      '  PZN 01016090   1 x',
      'Bepanthen Wund- und Heilsalbe 50 g\t\t8,49',
      '  PZN 01578681   1 x',
      'Amoxicillin 1000 mg 20 St (Rezept)\t\t5,00',
      '  PZN 02487351   1 x   Zuzahlung 5,00',
      '',
      'SUMME EUR\t\t17,44',
      'girocard\t\t17,44',
      '',
      'enth. MwSt 19 %\t\t2,78',
      '',
      'Gute Besserung!',
    ],
  ),
  // 4. Mobile contract change confirmation, German e-mail written by hand (quoted-printable).
  freshX(
    'mobile-change',
    'mobile contract change confirmation',
    'de',
    'eml',
    [
      str('provider'),
      str('customer_name'),
      str('customer_number'),
      str('phone_number'),
      str('old_tariff'),
      str('new_tariff'),
      date('effective_date'),
      num('new_monthly_fee'),
      num('data_volume_gb'),
      num('minimum_term_months'),
      num('one_time_fee'),
      date('email_date'),
      str('sender_email', undefined, { format: 'email' }),
    ],
    {
      provider: 'Funkwelle Mobil',
      customer_name: 'Jana Oswald',
      customer_number: '7730198442',
      phone_number: '0176 55418273',
      old_tariff: 'Funkwelle Smart S',
      new_tariff: 'Funkwelle Smart L',
      effective_date: '2026-03-01',
      new_monthly_fee: 24.99,
      data_volume_gb: 40,
      minimum_term_months: 24,
      email_date: '2026-02-11',
      sender_email: 'service@funkwelle-mobil.de',
    },
    {
      raw: `From: Funkwelle Mobil Kundenservice <service@funkwelle-mobil.de>
To: jana.oswald@posteo.de
Subject: =?UTF-8?Q?Best=C3=A4tigung_Ihres_Tarifwechsels?=
Date: Wed, 11 Feb 2026 08:15:02 +0100
Message-ID: <tw-7730198442-20260211@funkwelle-mobil.de>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

Hallo Jana Oswald,

vielen Dank f=C3=BCr Ihren Auftrag. Hiermit best=C3=A4tigen wir den Wechsel =
Ihres Tarifs f=C3=BCr die Rufnummer 0176 55418273.

Kundennummer:       7730198442
Bisheriger Tarif:   Funkwelle Smart S
Neuer Tarif:        Funkwelle Smart L
G=C3=BCltig ab:          01.03.2026

Im neuen Tarif sind 40 GB Datenvolumen pro Monat enthalten. Der monatliche =
Grundpreis betr=C3=A4gt 24,99 =E2=82=AC. Die Mindestlaufzeit betr=C3=A4gt =
24 Monate ab dem Wechseldatum.

Freundliche Gr=C3=BC=C3=9Fe
Ihr Funkwelle Mobil Team
`,
    },
  ),
  // 5. Wedding venue quote, English HTML written by hand with a package table.
  freshX(
    'wedding-quote',
    'wedding venue quote',
    'en',
    'html',
    [
      str('venue_name'),
      str('quote_reference'),
      date('quote_date'),
      date('event_date'),
      obj('couple', [str('name_1'), str('name_2')]),
      num('guest_count'),
      list('line_items', [str('description'), num('quantity'), num('unit_price'), num('total')]),
      num('subtotal'),
      num('vat'),
      num('grand_total'),
      num('deposit_required'),
      date('valid_until'),
      str('coordinator'),
      str('ceremony_time'),
    ],
    {
      venue_name: 'Ashcombe Manor',
      quote_reference: 'AM-W-2611',
      quote_date: '2026-01-20',
      event_date: '2026-09-12',
      couple: { name_1: 'Eleanor Price', name_2: 'Marcus Doyle' },
      guest_count: 90,
      line_items: [
        { description: 'Exclusive venue hire (Saturday)', quantity: 1, unit_price: 6500, total: 6500 },
        { description: 'Three-course wedding breakfast', quantity: 90, unit_price: 68, total: 6120 },
        { description: 'Evening buffet', quantity: 120, unit_price: 18.5, total: 2220 },
        { description: 'Drinks package', quantity: 90, unit_price: 29, total: 2610 },
      ],
      subtotal: 17450,
      vat: 3490,
      grand_total: 20940,
      deposit_required: 2500,
      valid_until: '2026-02-20',
      coordinator: 'Hannah Whitlock',
    },
    {
      raw: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Your wedding quote - Ashcombe Manor</title></head>
<body style="font-family: Georgia, serif">
<h1>Ashcombe Manor</h1>
<p>Weddings &amp; Celebrations &middot; Ashcombe, Somerset BA3 9QX</p>
<table>
  <tr><td>Quote ref.</td><td><b>AM-W-2611</b></td><td>Issued</td><td>20 January 2026</td></tr>
  <tr><td>Couple</td><td>Eleanor Price &amp; Marcus Doyle</td><td>Wedding date</td><td>Saturday 12 September 2026</td></tr>
  <tr><td>Day guests</td><td>90</td><td>Your coordinator</td><td>Hannah Whitlock</td></tr>
</table>
<h2>Your package</h2>
<table border="1" cellpadding="4">
  <thead><tr><th>Item</th><th>Qty</th><th>Price each</th><th>Line total</th></tr></thead>
  <tbody>
    <tr><td>Exclusive venue hire (Saturday)</td><td>1</td><td>&pound;6,500.00</td><td>&pound;6,500.00</td></tr>
    <tr><td>Three-course wedding breakfast</td><td>90</td><td>&pound;68.00</td><td>&pound;6,120.00</td></tr>
    <tr><td>Evening buffet</td><td>120</td><td>&pound;18.50</td><td>&pound;2,220.00</td></tr>
    <tr><td>Drinks package</td><td>90</td><td>&pound;29.00</td><td>&pound;2,610.00</td></tr>
  </tbody>
  <tfoot>
    <tr><td colspan="3">Subtotal</td><td>&pound;17,450.00</td></tr>
    <tr><td colspan="3">VAT 20%</td><td>&pound;3,490.00</td></tr>
    <tr><td colspan="3"><b>Total</b></td><td><b>&pound;20,940.00</b></td></tr>
  </tfoot>
</table>
<p>A non-refundable deposit of &pound;2,500.00 secures your date. This quote is valid until 20 February 2026.</p>
<p>With warm wishes,<br>Hannah Whitlock, Wedding Coordinator</p>
</body></html>
`,
    },
  ),
  // 6. Weighbridge ticket, English, a scanned slip with labels beside values.
  freshX(
    'weighbridge',
    'weighbridge ticket',
    'en',
    'scan',
    [
      str('site'),
      str('ticket_number'),
      date('date'),
      str('vehicle_registration'),
      str('haulier'),
      str('customer'),
      str('material'),
      num('gross_weight_kg'),
      num('tare_weight_kg'),
      num('net_weight_kg'),
      str('time_in'),
      str('time_out'),
      str('operator'),
      str('destination'),
    ],
    {
      site: 'Stoneley Quarry Weighbridge 2',
      ticket_number: 'WB-558013',
      date: '2026-03-05',
      vehicle_registration: 'YX19 KTD',
      haulier: 'Pennine Bulk Haulage',
      customer: 'Calder Groundworks Ltd',
      material: '6F2 crushed aggregate',
      gross_weight_kg: 32480,
      tare_weight_kg: 12260,
      net_weight_kg: 20220,
      time_in: '07:42',
      time_out: '08:05',
      operator: 'D. Marsh',
    },
    [
      'STONELEY QUARRY - WEIGHBRIDGE 2',
      'Public weighbridge ticket',
      '',
      'Ticket No: WB-558013\tDate: 05/03/2026',
      'Vehicle Reg: YX19 KTD\tHaulier: Pennine Bulk Haulage',
      'Customer: Calder Groundworks Ltd',
      'Material: 6F2 crushed aggregate',
      '',
      'Time in: 07:42\tGross: 32,480 kg',
      'Time out: 08:05\tTare: 12,260 kg',
      '\tNET: 20,220 kg',
      '',
      'Weighed by: D. Marsh',
      'Driver signature: ____________',
    ],
  ),
  // 7. Kindergarten fee notice, German, DOCX letter with a two-column header block.
  freshX(
    'kita-fees',
    'kindergarten fee notice',
    'de',
    'docx',
    [
      str('authority'),
      str('file_number', 'Aktenzeichen'),
      date('notice_date'),
      str('parent_name'),
      str('child_name'),
      date('child_birth_date'),
      str('facility'),
      num('care_hours_per_week'),
      num('annual_income'),
      num('monthly_fee'),
      num('meal_allowance'),
      date('valid_from'),
      str('iban'),
      str('clerk'),
    ],
    {
      authority: 'Stadt Ulm, Abteilung Kindertagesbetreuung',
      file_number: 'KT-2026-03318',
      notice_date: '2026-07-14',
      parent_name: 'Mehmet Kaya',
      child_name: 'Elif Kaya',
      child_birth_date: '2022-11-03',
      facility: 'Kita Sonnenblume, Eberhardtstraße 8',
      care_hours_per_week: 35,
      annual_income: 52400,
      monthly_fee: 187,
      meal_allowance: 65,
      valid_from: '2026-09-01',
      clerk: 'Frau Gerstner',
    },
    [
      'Stadt Ulm',
      'Abteilung Kindertagesbetreuung',
      '',
      'Herrn\tAktenzeichen: KT-2026-03318',
      'Mehmet Kaya\tSachbearbeitung: Frau Gerstner',
      'Söflinger Straße 102\tDatum: 14.07.2026',
      '89077 Ulm',
      '',
      'Festsetzung des Elternbeitrags',
      '',
      'Sehr geehrter Herr Kaya,',
      '',
      'für die Betreuung Ihres Kindes Elif Kaya, geboren am 03.11.2022, in der Einrichtung',
      'Kita Sonnenblume, Eberhardtstraße 8, wird der Elternbeitrag ab 01.09.2026 wie folgt festgesetzt:',
      '',
      'Betreuungsumfang\t35 Stunden/Woche',
      'Maßgebliches Jahreseinkommen\t52.400,00 €',
      'Monatlicher Elternbeitrag\t187,00 €',
      'Verpflegungspauschale monatlich\t65,00 €',
      '',
      'Der Beitrag wird jeweils zum 5. eines Monats fällig.',
      '',
      'Mit freundlichen Grüßen',
      'Im Auftrag',
      'Gerstner',
    ],
  ),
  // 8. Boarding pass, English, a PNG with labels above values.
  freshX(
    'boarding-pass',
    'boarding pass',
    'en',
    'png',
    [
      str('airline'),
      str('passenger_name'),
      str('flight_number'),
      date('flight_date'),
      obj('from', [str('city'), str('airport_code')]),
      obj('to', [str('city'), str('airport_code')]),
      str('boarding_time'),
      str('departure_time'),
      str('gate'),
      str('seat'),
      str('boarding_group'),
      str('booking_reference'),
      str('frequent_flyer_number'),
      str('ticket_number'),
    ],
    {
      airline: 'Skylark Airways',
      passenger_name: 'OKAFOR/CHIDI MR',
      flight_number: 'SK 482',
      flight_date: '2026-04-23',
      from: { city: 'Dublin', airport_code: 'DUB' },
      to: { city: 'Lisbon', airport_code: 'LIS' },
      boarding_time: '06:35',
      departure_time: '07:10',
      gate: 'B21',
      seat: '14C',
      boarding_group: '3',
      booking_reference: 'QX7P4M',
    },
    [
      'SKYLARK AIRWAYS          BOARDING PASS',
      '',
      'Passenger\tBooking ref',
      'OKAFOR/CHIDI MR\tQX7P4M',
      '',
      'From\tTo',
      'Dublin DUB\tLisbon LIS',
      '',
      'Flight\tDate\tDeparts',
      'SK 482\t23APR2026\t07:10',
      '',
      'Gate\tBoarding\tGroup\tSeat',
      'B21\t06:35\t3\t14C',
      '',
      'Gate closes 20 minutes before departure.',
    ],
  ),
  // 9. Loan statement, English plain text with a transaction table.
  freshX(
    'loan-statement',
    'loan statement',
    'en',
    'txt',
    [
      str('lender'),
      str('borrower'),
      str('loan_account_number'),
      date('statement_date'),
      date('period_start'),
      date('period_end'),
      num('opening_balance'),
      num('closing_balance'),
      num('interest_rate_percent'),
      list('transactions', [date('date'), str('description'), num('amount'), num('balance')]),
      num('next_payment_amount'),
      date('next_payment_date'),
      date('maturity_date'),
    ],
    {
      lender: 'Harbourside Building Society',
      borrower: 'Gareth Evans',
      loan_account_number: '40-118-77352',
      statement_date: '2026-04-01',
      period_start: '2026-01-01',
      period_end: '2026-03-31',
      opening_balance: 14862.4,
      closing_balance: 13741.86,
      interest_rate_percent: 6.9,
      transactions: [
        { date: '2026-01-28', description: 'Monthly repayment', amount: -445, balance: 14417.4 },
        { date: '2026-01-31', description: 'Interest charged', amount: 84.51, balance: 14501.91 },
        { date: '2026-02-28', description: 'Monthly repayment', amount: -445, balance: 14056.91 },
        { date: '2026-02-28', description: 'Interest charged', amount: 74.28, balance: 14131.19 },
        { date: '2026-03-28', description: 'Monthly repayment', amount: -445, balance: 13686.19 },
        { date: '2026-03-31', description: 'Interest charged', amount: 55.67, balance: 13741.86 },
      ],
      next_payment_amount: 445,
      next_payment_date: '2026-04-28',
    },
    [
      'HARBOURSIDE BUILDING SOCIETY',
      'Personal Loan Statement',
      '',
      'Borrower: Gareth Evans\tStatement date: 01/04/2026',
      'Loan account: 40-118-77352\tPeriod: 01/01/2026 to 31/03/2026',
      'Interest rate: 6.9% p.a. fixed',
      '',
      'Date\tDescription\tAmount\tBalance',
      '\tOpening balance\t\t14,862.40',
      '28/01/2026\tMonthly repayment\t-445.00\t14,417.40',
      '31/01/2026\tInterest charged\t84.51\t14,501.91',
      '28/02/2026\tMonthly repayment\t-445.00\t14,056.91',
      '28/02/2026\tInterest charged\t74.28\t14,131.19',
      '28/03/2026\tMonthly repayment\t-445.00\t13,686.19',
      '31/03/2026\tInterest charged\t55.67\t13,741.86',
      '\tClosing balance\t\t13,741.86',
      '',
      'Your next repayment of £445.00 will be collected on 28/04/2026.',
    ],
  ),
  // 10. Vet vaccination record, German PDF with a vaccination table.
  freshX(
    'vet-vaccination',
    'vet vaccination record',
    'de',
    'pdf',
    [
      str('practice'),
      str('owner_name'),
      obj('animal', [str('name'), str('species'), str('breed'), date('birth_date'), str('chip_number')]),
      list('vaccinations', [date('date'), str('vaccine'), str('batch'), date('next_due')]),
      str('veterinarian'),
      date('issued_on'),
      num('fee'),
      str('insurance_number'),
    ],
    {
      practice: 'Tierarztpraxis am Stadtpark, Dr. Vogel',
      owner_name: 'Sabine Lorenz',
      animal: {
        name: 'Bruno',
        species: 'Hund',
        breed: 'Labrador Retriever',
        birth_date: '2023-06-18',
        chip_number: '276098106543217',
      },
      vaccinations: [
        { date: '2026-03-10', vaccine: 'Nobivac DHPPi', batch: 'A482K01', next_due: '2029-03-10' },
        { date: '2026-03-10', vaccine: 'Nobivac L4', batch: 'B117Z05', next_due: '2027-03-10' },
        { date: '2026-03-10', vaccine: 'Nobivac Rabies', batch: 'R553M02', next_due: '2029-03-10' },
      ],
      veterinarian: 'Dr. med. vet. Katrin Vogel',
      issued_on: '2026-03-10',
      fee: 96.4,
    },
    [
      'Tierarztpraxis am Stadtpark, Dr. Vogel',
      'Parkallee 3 · 28209 Bremen · Tel. 0421 3459812',
      '',
      'Impfbescheinigung',
      '',
      'Tierhalterin: Sabine Lorenz',
      '',
      'Name des Tieres: Bruno\tTierart: Hund',
      'Rasse: Labrador Retriever\tGeboren: 18.06.2023',
      'Transponder-Nr.: 276098106543217',
      '',
      'Datum\tImpfstoff\tCharge\tNächste Impfung',
      '10.03.2026\tNobivac DHPPi\tA482K01\t10.03.2029',
      '10.03.2026\tNobivac L4\tB117Z05\t10.03.2027',
      '10.03.2026\tNobivac Rabies\tR553M02\t10.03.2029',
      '',
      'Gebühr nach GOT: 96,40 €',
      '',
      'Bremen, 10.03.2026',
      'Dr. med. vet. Katrin Vogel',
    ],
  ),
];
