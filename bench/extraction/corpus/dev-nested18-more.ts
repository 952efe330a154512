// Development set "nested18", second half (see dev-nested18.ts): letters with letterheads, bookings, contracts,
// data sheets and forms whose schemas hold nested objects and non-table arrays.
import { date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** An array of plain strings, as a user writes it for a list of names or words. */
export const strs = (name: string, description?: string) =>
  ({ name, type: 'array', items: { type: 'string' }, ...(description ? { description } : {}) }) as ReturnType<
    typeof str
  >;

export const DEV_NESTED18_MORE: TCorpusDocument[] = [
  fresh(
    'letterhead-letter-en',
    'business letter',
    'en',
    'pdf',
    [
      obj('sender', [str('name'), str('street'), str('city'), str('postcode'), str('phone'), str('email')]),
      obj('recipient', [str('name'), str('company'), str('street'), str('city'), str('postcode')]),
      date('letter_date'),
      str('subject'),
      strs('enclosures'),
    ],
    {
      sender: {
        name: 'Harrow & Pike Surveyors',
        street: '22 Castle Street',
        city: 'Shrewsbury',
        postcode: 'SY1 2BQ',
        phone: '01743 360 219',
        email: 'office@harrowpike.example',
      },
      recipient: {
        name: 'Mrs Joanne Tillett',
        company: 'Tillett Property Holdings',
        street: '4 Abbey Foregate',
        city: 'Shrewsbury',
        postcode: 'SY2 6AE',
      },
      letter_date: '2026-01-19',
      subject: 'Building survey – 17 Wyle Cop',
      enclosures: ['Survey report', 'Schedule of condition', 'Fee invoice'],
    },
    [
      'HARROW & PIKE SURVEYORS',
      '22 Castle Street, Shrewsbury SY1 2BQ',
      'T 01743 360 219   E office@harrowpike.example',
      '',
      'Mrs Joanne Tillett',
      'Tillett Property Holdings',
      '4 Abbey Foregate',
      'Shrewsbury',
      'SY2 6AE',
      '',
      '19 January 2026',
      '',
      'Dear Mrs Tillett',
      'Building survey – 17 Wyle Cop',
      'Please find enclosed our report following the inspection on 12 January. We found no structural defects.',
      'Yours sincerely',
      'Martin Pike MRICS',
      '',
      'Enc: Survey report; Schedule of condition; Fee invoice',
    ],
  ),
  fresh(
    'zahnarztrechnung-de',
    'dental invoice',
    'de',
    'png',
    [
      str('invoice_number'),
      obj('practice', [str('name'), str('street'), str('postcode'), str('city'), str('phone')]),
      obj('patient', [str('name'), date('date_of_birth')]),
      obj('treatment_period', [date('start'), date('end')]),
      num('total'),
    ],
    {
      invoice_number: '26-00318',
      practice: {
        name: 'Zahnarztpraxis Dr. Petra Lindqvist',
        street: 'Marktplatz 6',
        postcode: '79098',
        city: 'Freiburg',
        phone: '0761 2907740',
      },
      patient: { name: 'Jan Hoffmeister', date_of_birth: '1984-11-03' },
      treatment_period: { start: '2026-01-12', end: '2026-02-02' },
      total: 412.87,
    },
    [
      'Zahnarztpraxis Dr. Petra Lindqvist',
      'Marktplatz 6 · 79098 Freiburg · Tel. 0761 2907740',
      '',
      'Herrn',
      'Jan Hoffmeister',
      'Wiesentalstraße 19',
      '79115 Freiburg',
      '',
      'Rechnung Nr. 26-00318                          Freiburg, 09.02.2026',
      'Patient: Jan Hoffmeister, geb. 03.11.1984',
      'Behandlungszeitraum: 12.01.2026 – 02.02.2026',
      '',
      'Datum        GOZ    Leistung                          Betrag',
      '12.01.2026   2197   Adhäsive Befestigung              48,35',
      '26.01.2026   2120   Füllung mehrflächig               243,19',
      '02.02.2026   1040   Professionelle Zahnreinigung      121,33',
      '',
      'Rechnungsbetrag                                       412,87 €',
    ],
  ),
  fresh(
    'seminar-anmeldung-eml-de',
    'registration confirmation',
    'de',
    'eml',
    [
      str('seminar'),
      obj('period', [date('start'), date('end')]),
      strs('participants'),
      obj('billing_address', [str('name'), str('street'), str('postcode'), str('city')]),
      num('fee'),
      obj('contact_person', [str('name'), str('phone'), str('email')]),
    ],
    {
      seminar: 'Arbeitsrecht kompakt für Führungskräfte',
      period: { start: '2026-04-21', end: '2026-04-22' },
      participants: ['Sabine Krolla', 'Henrik Tamm', 'Olga Weiß'],
      billing_address: { name: 'Tamm Logistik GmbH', street: 'Zollhof 3', postcode: '20457', city: 'Hamburg' },
      fee: 2370,
      contact_person: { name: 'Vanessa Roth', phone: '040 3009 1180', email: 'v.roth@akademie-nord.example' },
    },
    {
      raw: `From: Akademie Nord <anmeldung@akademie-nord.example>\r
To: h.tamm@tamm-logistik.example\r
Subject: =?utf-8?Q?Anmeldebest=C3=A4tigung_Arbeitsrecht_kompakt?=\r
Date: Wed, 4 Feb 2026 16:40:11 +0100\r
MIME-Version: 1.0\r
Content-Type: text/plain; charset=utf-8\r
Content-Transfer-Encoding: 8bit\r
\r
Sehr geehrter Herr Tamm,\r
\r
vielen Dank für Ihre Anmeldung zum Seminar „Arbeitsrecht kompakt für Führungskräfte“.\r
\r
Termin: 21.04.2026 bis 22.04.2026, jeweils 9:00–16:30 Uhr\r
Ort: Akademie Nord, Raboisen 32, 20095 Hamburg\r
Teilnehmer: Sabine Krolla, Henrik Tamm, Olga Weiß\r
Teilnahmegebühr gesamt: 2.370,00 € zzgl. USt.\r
\r
Rechnungsadresse:\r
Tamm Logistik GmbH\r
Zollhof 3\r
20457 Hamburg\r
\r
Bei Fragen erreichen Sie mich unter 040 3009 1180 oder v.roth@akademie-nord.example.\r
\r
Mit freundlichen Grüßen\r
Vanessa Roth\r
Seminarorganisation\r
`,
    },
  ),
  fresh(
    'datasheet-features-en',
    'product data sheet',
    'en',
    'pdf',
    [
      str('product_name'),
      str('model_number'),
      strs('features'),
      strs('certifications'),
      obj('dimensions', [num('width_mm'), num('height_mm'), num('depth_mm')]),
      obj('manufacturer', [str('name'), str('country'), str('website')]),
    ],
    {
      product_name: 'AeroPure 400 Air Purifier',
      model_number: 'AP-400-W',
      features: ['H13 True HEPA filter', 'CADR 410 m³/h', 'Sleep mode at 22 dB', 'Wi-Fi app control'],
      certifications: ['CE', 'UKCA', 'RoHS', 'Energy Star'],
      dimensions: { width_mm: 285, height_mm: 560, depth_mm: 285 },
      manufacturer: { name: 'Nordvind Appliances AB', country: 'Sweden', website: 'www.nordvind.example' },
    },
    [
      'AeroPure 400 Air Purifier',
      'Model AP-400-W',
      '',
      'Key features',
      '• H13 True HEPA filter',
      '• CADR 410 m³/h',
      '• Sleep mode at 22 dB',
      '• Wi-Fi app control',
      '',
      'Specifications',
      'Dimensions (W × H × D)     285 × 560 × 285 mm',
      'Weight                     7.4 kg',
      'Power                      220–240 V, 48 W',
      'Certifications             CE, UKCA, RoHS, Energy Star',
      '',
      'Nordvind Appliances AB, Göteborg, Sweden · www.nordvind.example',
    ],
  ),
  fresh(
    'hotelbuchung-de',
    'hotel booking confirmation',
    'de',
    'html',
    [
      str('booking_number'),
      obj('hotel', [str('name'), str('street'), str('postcode'), str('city'), str('phone')]),
      date('arrival'),
      date('departure'),
      strs('guests'),
      strs('included_services'),
      num('total_price'),
    ],
    {
      booking_number: 'HB-774120',
      hotel: {
        name: 'Hotel Seeblick Konstanz',
        street: 'Seestraße 25',
        postcode: '78464',
        city: 'Konstanz',
        phone: '07531 918800',
      },
      arrival: '2026-07-17',
      departure: '2026-07-20',
      guests: ['Tobias Engel', 'Carla Engel'],
      included_services: ['Frühstücksbuffet', 'Nutzung des Wellnessbereichs', 'Parkplatz', 'WLAN'],
      total_price: 687,
    },
    {
      raw: `<html><head><meta charset="utf-8"></head><body>
<table width="600"><tr><td><b>Hotel Seeblick Konstanz</b><br>Seestraße 25<br>78464 Konstanz<br>Tel. 07531 918800</td></tr></table>
<h1>Buchungsbestätigung</h1>
<table>
<tr><td>Buchungsnummer</td><td>HB-774120</td></tr>
<tr><td>Anreise</td><td>Fr, 17.07.2026 ab 15:00 Uhr</td></tr>
<tr><td>Abreise</td><td>Mo, 20.07.2026 bis 11:00 Uhr</td></tr>
<tr><td>Gäste</td><td>Tobias Engel, Carla Engel</td></tr>
<tr><td>Zimmer</td><td>Doppelzimmer Seeseite</td></tr>
<tr><td>Gesamtpreis</td><td>687,00 €</td></tr>
</table>
<p>Im Preis enthalten:</p>
<ul><li>Frühstücksbuffet</li><li>Nutzung des Wellnessbereichs</li><li>Parkplatz</li><li>WLAN</li></ul>
<p>Kostenfreie Stornierung bis 7 Tage vor Anreise.</p>
</body></html>`,
    },
  ),
  fresh(
    'kuendigung-anlagen-de',
    'termination letter',
    'de',
    'docx',
    [
      obj('sender', [str('name'), str('street'), str('postcode'), str('city')]),
      obj('recipient', [str('name'), str('street'), str('postcode'), str('city')]),
      str('customer_number'),
      date('termination_date'),
      strs('enclosures'),
    ],
    {
      sender: { name: 'Dirk Vollmer', street: 'Ahornweg 7', postcode: '53115', city: 'Bonn' },
      recipient: { name: 'FitPlus Studios GmbH', street: 'Postfach 10 22 41', postcode: '50462', city: 'Köln' },
      customer_number: 'M-448217',
      termination_date: '2026-06-30',
      enclosures: ['Kopie des Mitgliedsausweises', 'Ärztliches Attest'],
    },
    [
      'Dirk Vollmer',
      'Ahornweg 7',
      '53115 Bonn',
      '',
      'FitPlus Studios GmbH',
      'Kundenservice',
      'Postfach 10 22 41',
      '50462 Köln',
      '',
      'Bonn, 12.03.2026',
      '',
      'Kündigung meiner Mitgliedschaft, Mitgliedsnummer M-448217',
      '',
      'Sehr geehrte Damen und Herren,',
      'hiermit kündige ich meine Mitgliedschaft fristgerecht zum 30.06.2026. Bitte bestätigen Sie mir den Eingang.',
      '',
      'Mit freundlichen Grüßen',
      'Dirk Vollmer',
      '',
      'Anlagen',
      'Kopie des Mitgliedsausweises',
      'Ärztliches Attest',
    ],
  ),
  fresh(
    'case-deadlines-en',
    'case schedule',
    'en',
    'txt',
    [
      str('case_number'),
      obj('claimant', [str('name'), str('solicitor')]),
      obj('defendant', [str('name'), str('solicitor')]),
      list('deadlines', [date('date'), str('step')]),
    ],
    {
      case_number: 'HC-2026-000412',
      claimant: { name: 'Brightwater Homes Ltd', solicitor: 'Avery Lund LLP' },
      defendant: { name: 'Castell Civil Engineering plc', solicitor: 'Morrow & Quist' },
      deadlines: [
        { date: '2026-03-13', step: 'Disclosure by list' },
        { date: '2026-04-24', step: 'Exchange of witness statements' },
        { date: '2026-06-05', step: 'Expert reports' },
        { date: '2026-07-10', step: 'Pre-trial review' },
      ],
    },
    {
      raw: `IN THE HIGH COURT OF JUSTICE
Claim No. HC-2026-000412

BETWEEN
Claimant:  Brightwater Homes Ltd (represented by Avery Lund LLP)
Defendant: Castell Civil Engineering plc (represented by Morrow & Quist)

ORDER FOR DIRECTIONS

The parties shall take the following steps:
1. Disclosure by list – by 4pm on 13 March 2026
2. Exchange of witness statements – by 4pm on 24 April 2026
3. Expert reports – by 4pm on 5 June 2026
4. Pre-trial review – 10 July 2026

Costs in the case.
`,
    },
  ),
  fresh(
    'klassenfahrt-elternbrief-de',
    'parents letter',
    'de',
    'pdf',
    [
      str('destination'),
      obj('period', [date('start'), date('end')]),
      num('cost_per_child'),
      strs('packing_list'),
      obj('contact_person', [str('name'), str('phone')]),
      date('reply_by'),
    ],
    {
      destination: 'Jugendherberge Borkum',
      period: { start: '2026-05-11', end: '2026-05-15' },
      cost_per_child: 285,
      packing_list: ['Bettwäsche', 'Regenjacke', 'feste Schuhe', 'Taschenlampe', 'Krankenkassenkarte'],
      contact_person: { name: 'Frau Kessler', phone: '0151 22870914' },
      reply_by: '2026-03-20',
    },
    [
      'Gesamtschule am Wall · Klasse 6b',
      '',
      'Liebe Eltern,',
      'vom 11.05.2026 bis 15.05.2026 fährt die Klasse 6b in die Jugendherberge Borkum.',
      'Die Kosten betragen 285,00 € pro Kind (Fahrt, Unterkunft, Vollverpflegung, Programm).',
      '',
      'Bitte packen Sie ein:',
      '- Bettwäsche',
      '- Regenjacke',
      '- feste Schuhe',
      '- Taschenlampe',
      '- Krankenkassenkarte',
      '',
      'Bitte geben Sie den Abschnitt bis zum 20.03.2026 zurück.',
      'Während der Fahrt erreichen Sie Frau Kessler unter 0151 22870914.',
      '',
      'Mit freundlichen Grüßen',
      'C. Kessler und M. Otte',
    ],
  ),
  fresh(
    'car-sale-contract-en',
    'vehicle sale agreement',
    'en',
    'pdf',
    [
      obj('seller', [str('name'), str('street'), str('city'), str('postcode'), str('phone')]),
      obj('buyer', [str('name'), str('street'), str('city'), str('postcode'), str('phone')]),
      obj('vehicle', [str('make'), str('model'), str('registration'), num('mileage')]),
      num('price'),
      date('sale_date'),
    ],
    {
      seller: {
        name: 'Gareth Pryce',
        street: '15 Heol y Coed',
        city: 'Cardiff',
        postcode: 'CF14 6HH',
        phone: '07700 900431',
      },
      buyer: {
        name: 'Nadia Kowalczyk',
        street: '3 Orchard Row',
        city: 'Newport',
        postcode: 'NP20 4BT',
        phone: '07700 900872',
      },
      vehicle: { make: 'Toyota', model: 'Yaris Hybrid', registration: 'CA19 KXE', mileage: 48210 },
      price: 9450,
      sale_date: '2026-02-21',
    },
    [
      'VEHICLE SALE AGREEMENT',
      '',
      'Seller                                  Buyer',
      'Name: Gareth Pryce                      Name: Nadia Kowalczyk',
      'Address: 15 Heol y Coed                 Address: 3 Orchard Row',
      'Cardiff CF14 6HH                        Newport NP20 4BT',
      'Phone: 07700 900431                     Phone: 07700 900872',
      '',
      'Vehicle',
      'Make: Toyota          Model: Yaris Hybrid',
      'Registration: CA19 KXE          Mileage: 48,210 miles',
      '',
      'Sale price: £9,450.00, paid in full by bank transfer.',
      'Date of sale: 21/02/2026',
      'The vehicle is sold as seen.',
    ],
  ),
  fresh(
    'rezept-allergene-en',
    'recipe card',
    'en',
    'png',
    [str('recipe_name'), num('servings'), strs('ingredients'), strs('allergens'), str('prep_time')],
    {
      recipe_name: 'Lemon Poppy Seed Muffins',
      servings: 12,
      ingredients: [
        '250 g plain flour',
        '150 g caster sugar',
        '2 eggs',
        '120 ml milk',
        '1 lemon',
        '1 tbsp poppy seeds',
      ],
      allergens: ['Wheat', 'Eggs', 'Milk'],
      prep_time: '15 min',
    },
    [
      'Lemon Poppy Seed Muffins',
      'Makes 12 · Prep 15 min · Bake 20 min',
      '',
      'Ingredients',
      '250 g plain flour',
      '150 g caster sugar',
      '2 eggs',
      '120 ml milk',
      '1 lemon',
      '1 tbsp poppy seeds',
      '',
      'Method',
      'Heat the oven to 190 °C. Mix the dry ingredients, whisk in eggs, milk and lemon zest, fill the cases and bake.',
      '',
      'Contains: Wheat, Eggs, Milk',
    ],
  ),
  fresh(
    'vereinsaufnahme-scan-de',
    'membership application',
    'de',
    'scan',
    [
      obj('member', [str('name'), str('street'), str('postcode'), str('city'), str('email')]),
      list('children', [str('name'), date('date_of_birth')]),
      obj('bank', [str('account_holder'), str('iban')]),
      date('entry_date'),
    ],
    {
      member: {
        name: 'Stefanie Brückner',
        street: 'Lerchenfeld 22',
        postcode: '24103',
        city: 'Kiel',
        email: 'steffi.brueckner@web.example',
      },
      children: [
        { name: 'Mats Brückner', date_of_birth: '2016-08-14' },
        { name: 'Ida Brückner', date_of_birth: '2019-02-02' },
      ],
      bank: { account_holder: 'Stefanie Brückner', iban: 'DE44 2105 0170 0012 3456 78' },
      entry_date: '2026-04-01',
    },
    [
      'TSV Kiel-Süd von 1921 e.V. – Aufnahmeantrag Familienmitgliedschaft',
      '',
      'Name, Vorname: Brückner, Stefanie',
      'Straße: Lerchenfeld 22',
      'PLZ / Ort: 24103 Kiel',
      'E-Mail: steffi.brueckner@web.example',
      '',
      'Kinder',
      'Kind 1: Mats Brückner, geb. 14.08.2016',
      'Kind 2: Ida Brückner, geb. 02.02.2019',
      '',
      'Eintritt zum: 01.04.2026',
      '',
      'SEPA-Lastschriftmandat',
      'Kontoinhaber: Stefanie Brückner',
      'IBAN: DE44 2105 0170 0012 3456 78',
      '',
      'Kiel, 18.03.2026        Unterschrift: S. Brückner',
    ],
  ),
  fresh(
    'insurance-claim-witnesses-en',
    'insurance claim',
    'en',
    'eml',
    [
      str('claim_number'),
      date('incident_date'),
      obj('policyholder', [str('name'), str('phone'), str('email')]),
      list('witnesses', [str('name'), str('phone')]),
      strs('damaged_items'),
    ],
    {
      claim_number: 'CLM-20931-H',
      incident_date: '2026-01-08',
      policyholder: { name: 'Oliver Grant', phone: '07911 123 456', email: 'oliver.grant@inbox.example' },
      witnesses: [
        { name: 'Ruth Fairley', phone: '07700 900118' },
        { name: 'Samir Haddad', phone: '07700 900265' },
      ],
      damaged_items: ['kitchen ceiling', 'oak flooring', 'washing machine'],
    },
    {
      raw: `From: Oliver Grant <oliver.grant@inbox.example>\r
To: claims@homesure.example\r
Subject: Claim CLM-20931-H - escape of water\r
Date: Mon, 12 Jan 2026 19:02:45 +0000\r
MIME-Version: 1.0\r
Content-Type: text/plain; charset=us-ascii\r
\r
Hello,\r
\r
further to my call, here are the details for claim CLM-20931-H.\r
\r
On 8 January 2026 a pipe burst in the bathroom of 27 Linden Close and water came through into the kitchen.\r
\r
Damaged: kitchen ceiling, oak flooring, washing machine.\r
\r
Witnesses\r
Ruth Fairley (neighbour) - 07700 900118\r
Samir Haddad (plumber) - 07700 900265\r
\r
You can reach me on 07911 123 456.\r
\r
Regards,\r
Oliver Grant\r
`,
    },
  ),
  fresh(
    'stellenanzeige-en',
    'job posting',
    'en',
    'html',
    [
      str('job_title'),
      obj('employer', [str('name'), str('city')]),
      strs('requirements'),
      strs('benefits'),
      obj('contact_person', [str('name'), str('email')]),
      date('closing_date'),
    ],
    {
      job_title: 'Senior Data Engineer',
      employer: { name: 'Kestrel Energy', city: 'Aberdeen' },
      requirements: [
        '5+ years building data pipelines',
        'Strong Python and SQL',
        'Experience with Airflow or Dagster',
        'Familiarity with AWS',
      ],
      benefits: ['Hybrid working', '30 days annual leave', 'Pension matched up to 8%', 'Private healthcare'],
      contact_person: { name: 'Morag Reid', email: 'careers@kestrel-energy.example' },
      closing_date: '2026-03-31',
    },
    {
      raw: `<html><body>
<h1>Senior Data Engineer</h1>
<p>Kestrel Energy &middot; Aberdeen (hybrid)</p>
<h3>What you'll bring</h3>
<ul>
<li>5+ years building data pipelines</li>
<li>Strong Python and SQL</li>
<li>Experience with Airflow or Dagster</li>
<li>Familiarity with AWS</li>
</ul>
<h3>Benefits</h3>
<ul>
<li>Hybrid working</li>
<li>30 days annual leave</li>
<li>Pension matched up to 8%</li>
<li>Private healthcare</li>
</ul>
<p>Apply by 31 March 2026. Questions to Morag Reid, Talent Acquisition: careers@kestrel-energy.example</p>
</body></html>`,
    },
  ),
  // Session 18, parties18: contracts whose parties stand in a preamble, not in address blocks.
  fresh(
    'mietvertrag-praeambel-de',
    'rental agreement',
    'de',
    'pdf',
    [
      obj('vermieter', [str('name'), str('strasse'), str('plz'), str('ort')]),
      obj('mieter', [str('name'), str('strasse'), str('plz'), str('ort')]),
      num('kaltmiete'),
    ],
    {
      vermieter: { name: 'Hausverwaltung Kramer GmbH', strasse: 'Lindenstraße 4', plz: '10115', ort: 'Berlin' },
      mieter: { name: 'Jonas Weber', strasse: 'Brunnenstraße 12', plz: '10119', ort: 'Berlin' },
      kaltmiete: 890,
    },
    [
      'Mietvertrag für Wohnraum',
      '',
      'zwischen',
      'Hausverwaltung Kramer GmbH, Lindenstraße 4, 10115 Berlin',
      '– Vermieterin –',
      '',
      'und',
      '',
      'Herrn Jonas Weber, Brunnenstraße 12, 10119 Berlin',
      '– Mieter –',
      '',
      '§ 1 Mietsache',
      'Vermietet wird die Wohnung im 3. OG rechts, Ackerstraße 30, 10115 Berlin.',
      '§ 2 Miete',
      'Die Kaltmiete beträgt monatlich 890,00 €.',
    ],
  ),
  fresh(
    'sale-agreement-quoted-en',
    'sale agreement',
    'en',
    'docx',
    [str('seller'), str('buyer'), date('agreement_date'), num('purchase_price')],
    {
      seller: 'Northgate Machinery Ltd',
      buyer: 'Calder Valley Joinery Ltd',
      agreement_date: '2026-03-01',
      purchase_price: 18500,
    },
    [
      'ASSET PURCHASE AGREEMENT',
      '',
      'This agreement is made on 1 March 2026 between Northgate Machinery Ltd, a company registered in England (the "Seller"), and Calder Valley Joinery Ltd (the "Buyer").',
      '',
      '1. Sale of Assets',
      'The Seller agrees to sell and the Buyer agrees to buy the used CNC router described in Schedule 1.',
      '2. Price',
      'The purchase price is £18,500.00, payable on delivery.',
    ],
  ),
  fresh(
    'service-hereinafter-en',
    'service agreement',
    'en',
    'txt',
    [
      obj('client', [str('name'), str('address')]),
      obj('contractor', [str('name'), str('address')]),
      date('start_date'),
    ],
    {
      client: { name: 'Bramley Dental Practice', address: '14 Church Lane, York YO1 8BE' },
      contractor: { name: 'Spotless Commercial Cleaning', address: '3 Foss Islands Road, York YO31 7UJ' },
      start_date: '2026-04-01',
    },
    [
      'CLEANING SERVICES AGREEMENT',
      '',
      'Bramley Dental Practice, 14 Church Lane, York YO1 8BE, hereinafter "the Client", and',
      'Spotless Commercial Cleaning, 3 Foss Islands Road, York YO31 7UJ, hereinafter "the Contractor",',
      'agree as follows:',
      '',
      '1. Services start on 1 April 2026 and are performed three evenings a week.',
      '2. The Contractor supplies all cleaning materials.',
    ],
  ),
  fresh(
    'werkvertrag-nachfolgend-de',
    'contract for work',
    'de',
    'pdf',
    [str('auftraggeber'), str('auftragnehmer'), num('verguetung')],
    {
      auftraggeber: 'Stadtwerke Heidenau GmbH',
      auftragnehmer: 'Malerbetrieb Seidel',
      verguetung: 12400,
    },
    [
      'Werkvertrag',
      '',
      'Zwischen der Stadtwerke Heidenau GmbH, Hauptstraße 20, 01809 Heidenau (nachfolgend „Auftraggeber“) und dem Malerbetrieb Seidel, Inhaber Thomas Seidel, Gartenweg 3, 01796 Pirna (nachfolgend „Auftragnehmer“) wird folgender Vertrag geschlossen:',
      '',
      '§ 1 Vertragsgegenstand',
      'Der Auftragnehmer führt die Malerarbeiten im Verwaltungsgebäude aus.',
      '§ 2 Vergütung',
      'Die Vergütung beträgt pauschal 12.400,00 € zuzüglich Umsatzsteuer.',
    ],
  ),
  fresh(
    'mietvertrag-doppelpunkt-de',
    'rental agreement',
    'de',
    'docx',
    [str('vermieter'), str('mieter'), date('mietbeginn')],
    {
      vermieter: 'Ingrid Hoffmann',
      mieter: 'Lara Nowak',
      mietbeginn: '2026-06-01',
    },
    [
      'MIETVERTRAG ÜBER EINEN STELLPLATZ',
      '',
      'Vermieter: Ingrid Hoffmann, Rosenweg 7, 79098 Freiburg',
      'Mieter: Lara Nowak, Wiesenstraße 2, 79100 Freiburg',
      '',
      '§ 1 Mietgegenstand',
      'Vermietet wird der Tiefgaragenstellplatz Nr. 14 im Haus Rosenweg 7.',
      '§ 2 Mietzeit',
      'Das Mietverhältnis beginnt am 01.06.2026 und läuft auf unbestimmte Zeit.',
    ],
  ),
  fresh(
    'employment-between-en',
    'employment contract',
    'en',
    'pdf',
    [
      obj('employer', [str('name'), str('address')]),
      obj('employee', [str('name'), str('address')]),
      str('job_title'),
      num('annual_salary'),
    ],
    {
      employer: { name: 'Fenwick Analytics Ltd', address: '9 Grey Street, Newcastle upon Tyne NE1 6EE' },
      employee: { name: 'Priya Raman', address: '41 Osborne Road, Newcastle upon Tyne NE2 2AH' },
      job_title: 'Data Analyst',
      annual_salary: 34000,
    },
    [
      'CONTRACT OF EMPLOYMENT',
      '',
      'BETWEEN',
      'Fenwick Analytics Ltd of 9 Grey Street, Newcastle upon Tyne NE1 6EE (the "Employer")',
      'AND',
      'Priya Raman of 41 Osborne Road, Newcastle upon Tyne NE2 2AH (the "Employee")',
      '',
      '1. Job title',
      'You are employed as Data Analyst.',
      '2. Salary',
      'Your annual salary is £34,000, paid monthly in arrears.',
    ],
  ),
  fresh(
    'arbeitsvertrag-de',
    'employment contract',
    'de',
    'txt',
    [str('arbeitgeber'), str('arbeitnehmer'), date('beginn'), num('bruttogehalt')],
    {
      arbeitgeber: 'Bäckerei Lindemann OHG',
      arbeitnehmer: 'Sophie Brandt',
      beginn: '2026-02-01',
      bruttogehalt: 2650,
    },
    [
      'Arbeitsvertrag',
      '',
      'Zwischen',
      'der Bäckerei Lindemann OHG, Marktplatz 5, 37073 Göttingen',
      '- nachstehend Arbeitgeber genannt -',
      'und',
      'Frau Sophie Brandt, Weender Landstraße 88, 37075 Göttingen',
      '- nachstehend Arbeitnehmerin genannt -',
      'wird folgender Arbeitsvertrag geschlossen:',
      '',
      '§ 1 Beginn des Arbeitsverhältnisses',
      'Das Arbeitsverhältnis beginnt am 01.02.2026.',
      '§ 2 Vergütung',
      'Die Arbeitnehmerin erhält ein monatliches Bruttogehalt von 2.650,00 €.',
    ],
  ),
  fresh(
    'tenancy-agreement-en',
    'tenancy agreement',
    'en',
    'html',
    [str('landlord'), str('tenant'), num('monthly_rent'), num('deposit')],
    {
      landlord: 'Gareth Pryce',
      tenant: 'Hannah Lewis',
      monthly_rent: 725,
      deposit: 840,
    },
    {
      raw: `<html><body>
<h1>Assured Shorthold Tenancy Agreement</h1>
<p>This tenancy agreement is made between Gareth Pryce (the "Landlord") and Hannah Lewis (the "Tenant") for the property at Flat 2, 18 Cathedral Road, Cardiff CF11 9LJ.</p>
<h3>1. Rent</h3>
<p>The rent is £725 per calendar month, payable in advance on the first day of each month.</p>
<h3>2. Deposit</h3>
<p>The Tenant shall pay a deposit of £840, protected with an approved scheme.</p>
</body></html>`,
    },
  ),
  fresh(
    'dienstleistung-kunde-de',
    'service agreement',
    'de',
    'pdf',
    [
      obj('auftraggeber', [str('name'), str('anschrift')]),
      obj('auftragnehmer', [str('name'), str('anschrift')]),
      date('vertragsdatum'),
    ],
    {
      auftraggeber: { name: 'Praxis Dr. Elena Vogt', anschrift: 'Bahnhofstraße 9, 88212 Ravensburg' },
      auftragnehmer: { name: 'NetzWerk IT-Service GmbH', anschrift: 'Gewerbepark 14, 88250 Weingarten' },
      vertragsdatum: '2026-01-15',
    },
    [
      'IT-Wartungsvertrag',
      '',
      'Dieser Vertrag wird am 15.01.2026 geschlossen zwischen',
      '',
      'Praxis Dr. Elena Vogt',
      'Bahnhofstraße 9, 88212 Ravensburg',
      '(im Folgenden „Auftraggeber“)',
      '',
      'und',
      '',
      'NetzWerk IT-Service GmbH',
      'Gewerbepark 14, 88250 Weingarten',
      '(im Folgenden „Auftragnehmer“)',
      '',
      '§ 1 Leistungsumfang',
      'Der Auftragnehmer wartet die EDV-Anlage der Praxis.',
    ],
  ),
  fresh(
    'consulting-parties-en',
    'consulting agreement',
    'en',
    'txt',
    [str('client'), str('consultant'), num('day_rate')],
    {
      client: 'Harbour Lights Hotels plc',
      consultant: 'Megan Doyle',
      day_rate: 650,
    },
    [
      'CONSULTANCY AGREEMENT',
      '',
      'PARTIES',
      '(1) Harbour Lights Hotels plc, whose registered office is at 2 Quay Street, Bristol BS1 4DB ("Client"); and',
      '(2) Megan Doyle, trading as Doyle Hospitality Consulting, of 77 Gloucester Road, Bristol BS7 8AS ("Consultant").',
      '',
      '1. Services',
      "The Consultant will review the Client's guest booking process.",
      '2. Fees',
      'The Client will pay a day rate of £650 plus VAT.',
    ],
  ),
];
