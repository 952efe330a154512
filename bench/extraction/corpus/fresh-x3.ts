// Sealed set X, part 3 of 3 (layout 74): ten documents written by a blind author. Never tune the extractor on them.
import { bool, date, list, num, obj, str } from './fresh-doc.ts';
import { freshX } from './fresh-x-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const FRESH_X3: TCorpusDocument[] = [
  // 21. Grant approval letter, English text lines, values in sentences.
  freshX(
    'grant-approval',
    'grant approval letter',
    'en',
    'txt',
    [
      str('funder'),
      str('grant_reference'),
      date('letter_date'),
      str('recipient_organisation'),
      str('project_title'),
      num('amount_awarded'),
      num('amount_requested'),
      date('project_start'),
      date('project_end'),
      num('first_instalment'),
      date('report_due'),
      obj('contact', [str('name'), str('phone')]),
      str('charity_number', "the recipient organisation's registered charity number"),
    ],
    {
      funder: 'The Fenwick Community Trust',
      grant_reference: 'FCT/2026/0147',
      letter_date: '2026-02-09',
      recipient_organisation: 'Riverside Youth Rowing Club',
      project_title: 'Learn to Row for Schools',
      amount_awarded: 18000,
      project_start: '2026-04-01',
      project_end: '2027-03-31',
      first_instalment: 9000,
      report_due: '2026-10-31',
      contact: { name: 'Amira Haddad', phone: '0191 496 0732' },
      charity_number: '1123456',
    },
    [
      'The Fenwick Community Trust',
      '12 Grey Street, Newcastle upon Tyne NE1 6AE  ·  Registered charity 1098765',
      '',
      'Riverside Youth Rowing Club',
      'Registered charity 1123456',
      'The Boathouse, Water Lane, Durham DH1 3LT',
      '',
      '9 February 2026',
      'Our reference: FCT/2026/0147',
      '',
      'Dear Trustees,',
      '',
      'Grant award: Learn to Row for Schools',
      '',
      'I am pleased to tell you that the Trustees have awarded Riverside Youth Rowing Club a grant of',
      '£18,000 towards the project "Learn to Row for Schools", to run from 1 April 2026 to 31 March 2027.',
      '',
      'The grant will be paid in two instalments. The first instalment of £9,000 will be paid once we',
      'receive your signed acceptance form; the second after we have received your interim report,',
      'which is due by 31 October 2026.',
      '',
      'If you have any questions, please contact your grants officer, Amira Haddad, on 0191 496 0732.',
      '',
      'Yours faithfully,',
      'Jonathan Reed',
      'Chair of Trustees',
    ],
  ),
  // 22. Municipal waste fee notice, German HTML written by hand (portal printout with a fee table).
  freshX(
    'waste-fees',
    'municipal waste fee notice',
    'de',
    'html',
    [
      str('municipality'),
      str('kassenzeichen'),
      date('notice_date'),
      str('owner_name'),
      str('property'),
      num('year'),
      list('fees', [str('service'), str('bin_size'), num('quantity'), num('annual_fee')]),
      num('total_annual'),
      num('quarterly_instalment'),
      list('due_dates', [date('date')]),
      str('sepa_mandate_reference'),
      num('persons_in_household'),
    ],
    {
      municipality: 'Stadt Freiburg im Breisgau',
      kassenzeichen: '5.4411.902718.3',
      notice_date: '2026-01-15',
      owner_name: 'Gisela und Werner Maier',
      property: 'Wiehrestraße 19, 79102 Freiburg',
      year: 2026,
      fees: [
        { service: 'Restmüll', bin_size: '120 l', quantity: 1, annual_fee: 218.4 },
        { service: 'Bioabfall', bin_size: '60 l', quantity: 1, annual_fee: 74.4 },
        { service: 'Papier', bin_size: '240 l', quantity: 1, annual_fee: 0 },
      ],
      total_annual: 292.8,
      quarterly_instalment: 73.2,
      due_dates: [{ date: '2026-02-15' }, { date: '2026-05-15' }, { date: '2026-08-15' }, { date: '2026-11-15' }],
    },
    {
      raw: `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Abfallgebührenbescheid 2026</title></head>
<body>
<header><p>Stadt Freiburg im Breisgau · Amt für Abfallwirtschaft · Fehrenbachallee 12 · 79106 Freiburg</p></header>
<section class="anschrift">
<p>Gisela und Werner Maier<br>Wiehrestraße 19<br>79102 Freiburg</p>
</section>
<section class="kopf">
<div class="row"><span class="label">Kassenzeichen</span> <span class="value">5.4411.902718.3</span></div>
<div class="row"><span class="label">Bescheiddatum</span> <span class="value">15.01.2026</span></div>
<div class="row"><span class="label">Grundstück</span> <span class="value">Wiehrestraße 19, 79102 Freiburg</span></div>
</section>
<h1>Bescheid über Abfallgebühren für das Jahr 2026</h1>
<table>
<thead><tr><th>Leistung</th><th>Behältergröße</th><th>Anzahl</th><th>Jahresgebühr</th></tr></thead>
<tbody>
<tr><td>Restmüll</td><td>120 l</td><td>1</td><td>218,40 €</td></tr>
<tr><td>Bioabfall</td><td>60 l</td><td>1</td><td>74,40 €</td></tr>
<tr><td>Papier</td><td>240 l</td><td>1</td><td>0,00 €</td></tr>
</tbody>
<tfoot><tr><th colspan="3">Jahresgebühr gesamt</th><td>292,80 €</td></tr></tfoot>
</table>
<p>Die Gebühr ist in vier gleichen Raten zu je <strong>73,20 €</strong> fällig am
15.02.2026, 15.05.2026, 15.08.2026 und 15.11.2026.</p>
<p>Gegen diesen Bescheid kann innerhalb eines Monats nach Bekanntgabe Widerspruch erhoben werden.</p>
</body></html>
`,
    },
  ),
  // 23. Dentist treatment plan (Heil- und Kostenplan), German scan with a cost table.
  freshX(
    'dental-plan',
    'dentist treatment plan',
    'de',
    'scan',
    [
      str('practice'),
      str('patient_name'),
      date('patient_birth_date'),
      str('health_insurer'),
      date('plan_date'),
      str('diagnosis'),
      list('treatments', [str('tooth'), str('gop', 'fee code'), str('description'), num('amount')]),
      num('total_costs'),
      num('insurer_subsidy'),
      num('patient_share'),
      bool('bonus_booklet'),
      date('valid_until'),
      str('insurance_number'),
    ],
    {
      practice: 'Zahnarztpraxis Dr. Yilmaz & Kollegen',
      patient_name: 'Renate Schubert',
      patient_birth_date: '1961-08-27',
      health_insurer: 'AOK Niedersachsen',
      plan_date: '2026-02-26',
      diagnosis: 'Zahn 36 fehlend, Zahn 35 und 37 kariös',
      treatments: [
        { tooth: '35', gop: '2210', description: 'Vollkrone Pfeilerzahn', amount: 412.6 },
        { tooth: '36', gop: '5010', description: 'Brückenglied', amount: 386.2 },
        { tooth: '37', gop: '2210', description: 'Vollkrone Pfeilerzahn', amount: 412.6 },
        { gop: 'Labor', description: 'Material- und Laborkosten', amount: 748.9 },
      ],
      total_costs: 1960.3,
      insurer_subsidy: 1070.28,
      patient_share: 890.02,
      bonus_booklet: true,
    },
    [
      'Zahnarztpraxis Dr. Yilmaz & Kollegen',
      'Lister Meile 58 · 30161 Hannover',
      '',
      'Heil- und Kostenplan\tDatum: 26.02.2026',
      '',
      'Patientin: Renate Schubert\tgeb. 27.08.1961',
      'Krankenkasse: AOK Niedersachsen',
      'Befund: Zahn 36 fehlend, Zahn 35 und 37 kariös',
      '',
      'Zahn\tGOP\tLeistung\tBetrag',
      '35\t2210\tVollkrone Pfeilerzahn\t412,60 €',
      '36\t5010\tBrückenglied\t386,20 €',
      '37\t2210\tVollkrone Pfeilerzahn\t412,60 €',
      '\tLabor\tMaterial- und Laborkosten\t748,90 €',
      '',
      'Voraussichtliche Gesamtkosten\t1.960,30 €',
      'Festzuschuss der Krankenkasse (mit Bonus 30 %)\t1.070,28 €',
      'Voraussichtlicher Eigenanteil\t890,02 €',
      '',
      'Bonusheft vorgelegt: ja',
      '',
      'Unterschrift Zahnarzt\tUnterschrift Patientin',
    ],
  ),
  // 24. Car repair estimate, English PNG with parts and labour lines.
  freshX(
    'repair-estimate',
    'car repair estimate',
    'en',
    'png',
    [
      str('garage'),
      str('estimate_number'),
      date('estimate_date'),
      str('customer'),
      obj('vehicle', [str('make_model'), str('registration'), num('mileage')]),
      list('lines', [str('type'), str('description'), num('qty'), num('unit_price'), num('line_total')]),
      num('parts_total'),
      num('labour_total'),
      num('vat'),
      num('total'),
      num('valid_days'),
      str('technician'),
      str('warranty'),
    ],
    {
      garage: 'Kestrel Motors',
      estimate_number: 'EST-11482',
      estimate_date: '2026-03-12',
      customer: 'Rebecca Lowe',
      vehicle: { make_model: 'Ford Focus 1.0 EcoBoost', registration: 'LD68 XWP', mileage: 58214 },
      lines: [
        { type: 'Part', description: 'Front brake discs (pair)', qty: 1, unit_price: 86, line_total: 86 },
        { type: 'Part', description: 'Front brake pads set', qty: 1, unit_price: 42.5, line_total: 42.5 },
        { type: 'Part', description: 'Brake fluid DOT 4 1L', qty: 1, unit_price: 11.9, line_total: 11.9 },
        {
          type: 'Labour',
          description: 'Replace front discs and pads, bleed brakes',
          qty: 1.8,
          unit_price: 72,
          line_total: 129.6,
        },
      ],
      parts_total: 140.4,
      labour_total: 129.6,
      vat: 54,
      total: 324,
      valid_days: 30,
    },
    [
      'KESTREL MOTORS',
      'Independent servicing & repairs · 3 Mill Road, Cambridge CB1 2AD',
      '',
      'ESTIMATE\tNo. EST-11482',
      'Date: 12/03/2026\tCustomer: Rebecca Lowe',
      'Vehicle: Ford Focus 1.0 EcoBoost\tReg: LD68 XWP\tMileage: 58,214',
      '',
      'Type\tDescription\tQty\tUnit\tTotal',
      'Part\tFront brake discs (pair)\t1\t86.00\t86.00',
      'Part\tFront brake pads set\t1\t42.50\t42.50',
      'Part\tBrake fluid DOT 4 1L\t1\t11.90\t11.90',
      'Labour\tReplace front discs and pads, bleed brakes\t1.8\t72.00\t129.60',
      '',
      'Parts\t£140.40',
      'Labour\t£129.60',
      'VAT 20%\t£54.00',
      'TOTAL\t£324.00',
      '',
      'This estimate is valid for 30 days.',
    ],
  ),
  // 25. Vehicle registration excerpt (Zulassungsbescheinigung Teil I transcript), German text written by hand.
  freshX(
    'vehicle-registration',
    'vehicle registration excerpt',
    'de',
    'txt',
    [
      str('kennzeichen'),
      str('fin', 'vehicle identification number'),
      str('halter_name'),
      str('halter_address'),
      str('make', 'Marke'),
      str('model', 'Handelsbezeichnung'),
      date('first_registration'),
      date('registration_date'),
      num('power_kw'),
      num('displacement_ccm'),
      str('fuel_type'),
      str('colour'),
      str('next_inspection', 'month of the next main inspection (HU), as written'),
      num('seats'),
      str('emission_class'),
    ],
    {
      kennzeichen: 'M-KL 3390',
      fin: 'WVWZZZAWZNY104512',
      halter_name: 'Kaufmann, Lea',
      halter_address: 'Nymphenburger Straße 140, 80636 München',
      make: 'VOLKSWAGEN',
      model: 'POLO',
      first_registration: '2022-05-17',
      registration_date: '2026-01-08',
      power_kw: 70,
      displacement_ccm: 999,
      fuel_type: 'Benzin',
      next_inspection: '05/2027',
      seats: 5,
      emission_class: 'EURO 6d',
    },
    {
      raw: `Auszug aus der Zulassungsbescheinigung Teil I
(Abschrift für die Versicherungsmeldung)

A   Amtliches Kennzeichen           M-KL 3390
B   Datum der Erstzulassung         17.05.2022
I   Datum dieser Zulassung          08.01.2026
C.1.1/C.1.2  Name, Vorname          Kaufmann, Lea
C.1.3  Anschrift                    Nymphenburger Straße 140, 80636 München
D.1 Marke                           VOLKSWAGEN
D.3 Handelsbezeichnung              POLO
E   Fahrzeug-Identifizierungsnummer WVWZZZAWZNY104512
P.1 Hubraum in cm³                  999
P.2 Nennleistung in kW              70
P.3 Kraftstoffart                   Benzin
S.1 Sitzplätze                      5
14  Emissionsklasse                 EURO 6d
    Nächste HU                      05/2027
`,
    },
  ),
  // 26. Sales quote, English HTML written by hand with div rows and an items table.
  freshX(
    'sales-quote',
    'sales quote',
    'en',
    'html',
    [
      str('seller'),
      str('quote_number'),
      date('quote_date'),
      date('expiry_date'),
      obj('customer', [str('company'), str('contact'), str('email', undefined, { format: 'email' })]),
      str('sales_rep'),
      list('items', [
        str('sku'),
        str('description'),
        num('quantity'),
        num('unit_price'),
        num('discount_percent'),
        num('amount'),
      ]),
      num('subtotal'),
      num('tax_rate'),
      num('tax'),
      num('total'),
      str('currency'),
      str('payment_terms'),
      str('delivery_terms'),
      str('po_number'),
    ],
    {
      seller: 'Corvid Labware Inc.',
      quote_number: 'Q-26-0892',
      quote_date: '2026-03-03',
      expiry_date: '2026-04-02',
      customer: { company: 'Halcyon Biotech LLC', contact: 'Daniel Kim', email: 'dkim@halcyonbio.com' },
      sales_rep: 'Maria Gonzalez',
      items: [
        {
          sku: 'CL-PIP-8CH',
          description: '8-channel pipette 10-100 µL',
          quantity: 4,
          unit_price: 865,
          discount_percent: 10,
          amount: 3114,
        },
        {
          sku: 'CL-TIP-200',
          description: 'Filter tips 200 µL, rack of 96',
          quantity: 50,
          unit_price: 14.2,
          discount_percent: 0,
          amount: 710,
        },
        {
          sku: 'CL-CAL-SVC',
          description: 'Annual calibration service',
          quantity: 4,
          unit_price: 95,
          discount_percent: 0,
          amount: 380,
        },
      ],
      subtotal: 4204,
      tax_rate: 6.25,
      tax: 262.75,
      total: 4466.75,
      currency: 'USD',
      payment_terms: 'Net 30',
    },
    {
      raw: `<html><head><meta charset="utf-8"><title>Quote Q-26-0892</title>
<style>.grid{display:grid;grid-template-columns:160px auto}.l{color:#666}</style></head>
<body>
<div class="brand"><h2>Corvid Labware Inc.</h2><div>210 Harbor Street, Boston, MA 02110</div></div>
<h1>Sales Quote</h1>
<div class="grid">
  <div class="l">Quote #</div><div>Q-26-0892</div>
  <div class="l">Date</div><div>March 3, 2026</div>
  <div class="l">Valid until</div><div>April 2, 2026</div>
  <div class="l">Sales rep</div><div>Maria Gonzalez</div>
</div>
<div class="billto">
  <div class="l">Prepared for</div>
  <div>Halcyon Biotech LLC</div>
  <div>Attn: Daniel Kim</div>
  <div>dkim@halcyonbio.com</div>
</div>
<table>
  <tr><th>SKU</th><th>Description</th><th>Qty</th><th>Unit price</th><th>Disc.</th><th>Amount</th></tr>
  <tr><td>CL-PIP-8CH</td><td>8-channel pipette 10-100 &micro;L</td><td>4</td><td>$865.00</td><td>10%</td><td>$3,114.00</td></tr>
  <tr><td>CL-TIP-200</td><td>Filter tips 200 &micro;L, rack of 96</td><td>50</td><td>$14.20</td><td>0%</td><td>$710.00</td></tr>
  <tr><td>CL-CAL-SVC</td><td>Annual calibration service</td><td>4</td><td>$95.00</td><td>0%</td><td>$380.00</td></tr>
</table>
<div class="totals">
  <div>Subtotal <span>$4,204.00</span></div>
  <div>Sales tax (6.25%) <span>$262.75</span></div>
  <div><b>Total (USD) <span>$4,466.75</span></b></div>
</div>
<p>Payment terms: Net 30. Prices in USD.</p>
</body></html>
`,
    },
  ),
  // 27. Gym membership cancellation confirmation, German e-mail written by hand.
  freshX(
    'gym-cancellation',
    'gym membership cancellation confirmation',
    'de',
    'eml',
    [
      str('studio'),
      str('member_name'),
      str('member_number'),
      date('cancellation_received'),
      date('membership_end'),
      num('monthly_fee'),
      date('contract_start_date'),
      date('final_debit_date'),
      str('reason'),
      date('email_date'),
      str('sender_email', undefined, { format: 'email' }),
      str('subject'),
    ],
    {
      studio: 'VitaFit Dortmund-Mitte',
      member_name: 'Dennis Schulte',
      member_number: 'VF-208817',
      cancellation_received: '2026-02-03',
      membership_end: '2026-05-31',
      monthly_fee: 39.9,
      final_debit_date: '2026-05-01',
      email_date: '2026-02-04',
      sender_email: 'mitglieder@vitafit-dortmund.de',
      subject: 'Kündigungsbestätigung Mitgliedsnummer VF-208817',
    },
    {
      raw: `From: VitaFit Mitgliederservice <mitglieder@vitafit-dortmund.de>
To: dennis.schulte@gmx.de
Subject: =?utf-8?B?S8O8bmRpZ3VuZ3NiZXN0w6R0aWd1bmcgTWl0Z2xpZWRzbnVtbWVyIFZGLTIwODgxNw==?=
Date: Wed, 04 Feb 2026 17:02:44 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hallo Dennis Schulte,

wir haben deine Kündigung am 03.02.2026 erhalten und bestätigen hiermit
die Beendigung deiner Mitgliedschaft im VitaFit Dortmund-Mitte
(Mitgliedsnummer VF-208817) zum 31.05.2026.

Bis dahin kannst du alle Leistungen wie gewohnt nutzen. Der Monatsbeitrag
von 39,90 € wird letztmalig am 01.05.2026 abgebucht.

Schade, dass du gehst – du bist jederzeit wieder willkommen!

Sportliche Grüße
Dein VitaFit-Team
`,
    },
  ),
  // 28. Moving company quote, English scan with a services table.
  freshX(
    'removals-quote',
    'moving company quote',
    'en',
    'scan',
    [
      str('company'),
      str('quote_number'),
      date('quote_date'),
      str('customer_name'),
      str('moving_from'),
      str('moving_to'),
      date('moving_date'),
      num('volume_cubic_feet'),
      num('crew_size'),
      list('services', [str('service'), num('price')]),
      num('total_price'),
      num('deposit'),
      num('insurance_cover'),
      str('surveyor'),
    ],
    {
      company: 'Ironbridge Removals',
      quote_number: 'IR-Q-7702',
      quote_date: '2026-04-14',
      customer_name: 'Mr & Mrs Patel',
      moving_from: '22 Beech Avenue, Telford TF2 7PL',
      moving_to: '5 Meadow Court, Shrewsbury SY3 9BN',
      moving_date: '2026-05-22',
      volume_cubic_feet: 1250,
      crew_size: 4,
      services: [
        { service: 'Removal (2 vehicles, 4 crew)', price: 1180 },
        { service: 'Full packing service', price: 420 },
        { service: 'Packing materials', price: 95 },
        { service: 'Piano handling', price: 150 },
      ],
      total_price: 1845,
      deposit: 250,
      insurance_cover: 50000,
    },
    [
      'IRONBRIDGE REMOVALS',
      'Domestic & commercial moves across Shropshire',
      '',
      'Quotation IR-Q-7702\t14 April 2026',
      '',
      'Customer:\tMr & Mrs Patel',
      'Collection address:\t22 Beech Avenue, Telford TF2 7PL',
      'Delivery address:\t5 Meadow Court, Shrewsbury SY3 9BN',
      'Proposed moving date:\t22 May 2026',
      'Estimated volume:\t1,250 cu ft',
      '',
      'Service\tPrice',
      'Removal (2 vehicles, 4 crew)\t£1,180.00',
      'Full packing service\t£420.00',
      'Packing materials\t£95.00',
      'Piano handling\t£150.00',
      'Total (no VAT charged)\t£1,845.00',
      '',
      'A deposit of £250.00 is payable on booking. Goods in transit are insured up to £50,000.',
      'A crew of 4 will arrive from 8:00 am.',
    ],
  ),
  // 29. Rental car agreement, German DOCX with a two-column block of labels above values.
  freshX(
    'car-rental',
    'rental car agreement',
    'de',
    'docx',
    [
      str('rental_company'),
      str('agreement_number'),
      str('renter_name'),
      str('driving_licence_number'),
      obj('vehicle', [str('model'), str('plate'), str('category')]),
      obj('pickup', [str('station'), date('date'), str('time')]),
      obj('return', [str('station'), date('date'), str('time')]),
      num('mileage_out'),
      num('daily_rate'),
      num('rental_days'),
      num('total_price'),
      num('deductible'),
      str('fuel_policy'),
      num('deposit_blocked'),
      str('additional_driver'),
    ],
    {
      rental_company: 'Autovermietung Nordlicht',
      agreement_number: 'MV-26-044718',
      renter_name: 'Katharina Engel',
      driving_licence_number: 'B072XK1L451',
      vehicle: { model: 'Škoda Octavia Combi', plate: 'HH-NL 2281', category: 'Kombi Mittelklasse' },
      pickup: { station: 'Hamburg Hauptbahnhof', date: '2026-07-03', time: '09:00' },
      return: { station: 'Hamburg Flughafen', date: '2026-07-10', time: '18:00' },
      mileage_out: 41370,
      daily_rate: 54,
      rental_days: 7,
      total_price: 378,
      deductible: 950,
      fuel_policy: 'voll/voll',
      deposit_blocked: 500,
    },
    [
      'Autovermietung Nordlicht',
      'Mietvertrag Nr. MV-26-044718',
      '',
      'Mieterin\tFührerschein-Nr.',
      'Katharina Engel\tB072XK1L451',
      '',
      'Fahrzeug\tKennzeichen\tKategorie',
      'Škoda Octavia Combi\tHH-NL 2281\tKombi Mittelklasse',
      '',
      'Übernahme\tRückgabe',
      'Hamburg Hauptbahnhof\tHamburg Flughafen',
      '03.07.2026, 09:00 Uhr\t10.07.2026, 18:00 Uhr',
      '',
      'Kilometerstand bei Übergabe: 41.370 km',
      'Tankregelung: voll/voll',
      '',
      'Tagespreis\t54,00 €',
      'Miettage\t7',
      'Mietpreis gesamt\t378,00 €',
      'Selbstbeteiligung Vollkasko\t950,00 €',
      'Kaution (auf Kreditkarte geblockt)\t500,00 €',
      '',
      'Ort, Datum: Hamburg, 03.07.2026\tUnterschrift Mieterin',
    ],
  ),
  // 30. Solar export (feed-in) payment statement, English PDF with a meter table.
  freshX(
    'solar-export',
    'solar export payment statement',
    'en',
    'pdf',
    [
      str('supplier'),
      str('account_number'),
      str('customer_name'),
      str('mpan', 'export meter point number'),
      date('statement_date'),
      date('period_from'),
      date('period_to'),
      obj('meter', [num('opening_read'), num('closing_read')]),
      num('exported_kwh'),
      num('rate_pence_per_kwh'),
      num('payment_amount'),
      date('payment_date'),
      str('tariff'),
      num('co2_saved_kg'),
    ],
    {
      supplier: 'Brightside Energy',
      account_number: 'BE-66120934',
      customer_name: 'Helen Marsh',
      mpan: '21 1100 0048 1772 90',
      statement_date: '2026-04-07',
      period_from: '2026-01-01',
      period_to: '2026-03-31',
      meter: { opening_read: 10482, closing_read: 10893 },
      exported_kwh: 411,
      rate_pence_per_kwh: 15,
      payment_amount: 61.65,
      payment_date: '2026-04-14',
      tariff: 'Smart Export Fixed',
    },
    [
      'Brightside Energy',
      'Your export payment statement',
      '',
      'Helen Marsh\tAccount number: BE-66120934',
      '14 Kiln Lane\tStatement date: 07/04/2026',
      'Frome BA11 2HX\tTariff: Smart Export Fixed',
      '',
      'Export MPAN: 21 1100 0048 1772 90',
      'Period: 01/01/2026 - 31/03/2026',
      '',
      'Opening read\tClosing read\tExported (kWh)\tRate (p/kWh)\tPayment',
      '10,482\t10,893\t411\t15.00\t£61.65',
      '',
      'We will pay £61.65 into your bank account on 14/04/2026.',
    ],
  ),
];
