// More documents of the development set "items20" (layout 98), written before the extractor was changed: see
// dev-items20.ts.
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_ITEMS20_MORE: TCorpusDocument[] = [
  // A timesheet in a mail: "Mon 02/03 – 7.5 h – Client workshop, Bristol".
  fresh(
    'timesheet-en',
    'timesheet',
    'en',
    'eml',
    [str('consultant'), num('total_hours'), list('entries', [date('date'), num('hours'), str('activity')])],
    {
      consultant: 'Owen Pritchard',
      total_hours: 29.5,
      entries: [
        { date: '2026-03-02', hours: 7.5, activity: 'Client workshop, Bristol' },
        { date: '2026-03-03', hours: 6, activity: 'Data model review' },
        { date: '2026-03-04', hours: 8, activity: 'Migration scripts' },
        { date: '2026-03-05', hours: 8, activity: 'Testing and handover notes' },
      ],
    },
    [
      'Timesheet w/c 2 March – Owen Pritchard',
      '',
      'Hi Lucy,',
      '',
      'my hours for last week:',
      '',
      'Mon 02/03/2026 – 7.5 h – Client workshop, Bristol',
      'Tue 03/03/2026 – 6 h – Data model review',
      'Wed 04/03/2026 – 8 h – Migration scripts',
      'Thu 05/03/2026 – 8 h – Testing and handover notes',
      '',
      'Total: 29.5 hours',
      '',
      'Thanks,',
      'Owen Pritchard',
    ],
  ),
  // A rent ledger, one row per month with due, paid and balance, no currency signs.
  fresh(
    'rent-ledger-en',
    'rent statement',
    'en',
    'txt',
    [str('tenant'), num('arrears'), list('ledger', [str('month'), num('rent_due'), num('paid'), num('balance')])],
    {
      tenant: 'Mr D. Okonkwo',
      arrears: 150,
      ledger: [
        { month: 'January 2026', rent_due: 875, paid: 875, balance: 0 },
        { month: 'February 2026', rent_due: 875, paid: 800, balance: 75 },
        { month: 'March 2026', rent_due: 875, paid: 800, balance: 150 },
      ],
    },
    {
      raw: [
        'ASHFORD LETTINGS - TENANT STATEMENT',
        'Tenant: Mr D. Okonkwo',
        'Property: Flat 3, 41 Harcourt Road, Sheffield S10 1DJ',
        '',
        'Period            Due        Received     Owing',
        'January 2026      875.00     875.00       0.00',
        'February 2026     875.00     800.00       75.00',
        'March 2026        875.00     800.00       150.00',
        '',
        'Arrears at 31 March 2026: 150.00',
        'Please contact us to arrange payment.',
      ].join('\n'),
    },
  ),
  // A board list: role, name, since when, in an image.
  fresh(
    'board-en',
    'annual report',
    'en',
    'png',
    [str('charity_name'), list('trustees', [str('name'), str('position'), str('appointed')])],
    {
      charity_name: 'Riverside Food Bank',
      trustees: [
        { name: 'Margaret Osei', position: 'Chair', appointed: '2021' },
        { name: 'David Lund', position: 'Treasurer', appointed: '2022' },
        { name: 'Priya Shah', position: 'Secretary', appointed: '2024' },
      ],
    },
    [
      'Riverside Food Bank – Annual Report 2025',
      'Registered charity no. 1187734',
      '',
      'Board of trustees',
      'Chair\tMargaret Osei\tsince 2021',
      'Treasurer\tDavid Lund\tsince 2022',
      'Secretary\tPriya Shah\tsince 2024',
      '',
      'The trustees met six times during the year.',
    ],
  ),
  // An hourly invoice with headers named unlike the fields: Datum | Tätigkeit | Std. | Satz | Summe.
  fresh(
    'stundenrechnung-de',
    'invoice',
    'de',
    'html',
    [
      str('rechnungsnummer'),
      num('gesamt'),
      list('posten', [date('leistungsdatum'), str('taetigkeit'), num('stunden'), num('stundensatz'), num('betrag')]),
    ],
    {
      rechnungsnummer: 'R-0326',
      gesamt: 1266.16,
      posten: [
        {
          leistungsdatum: '2026-03-03',
          taetigkeit: 'Gartenpflege und Heckenschnitt',
          stunden: 6,
          stundensatz: 48,
          betrag: 288,
        },
        { leistungsdatum: '2026-03-10', taetigkeit: 'Baumfällung Birke', stunden: 8, stundensatz: 55, betrag: 440 },
        { leistungsdatum: '2026-03-12', taetigkeit: 'Abfuhr Grünschnitt', stunden: 7, stundensatz: 48, betrag: 336 },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Rechnung R-0326</title></head><body>
<p>Grünwerk Landschaftspflege · Inh. Tobias Marx · Kirchweg 9 · 37073 Göttingen</p>
<h1>Rechnung R-0326</h1>
<p>Datum: 20.03.2026</p>
<table>
<tr><th>Tag</th><th>Tätigkeit</th><th>Std.</th><th>Satz</th><th>Summe</th></tr>
<tr><td>03.03.2026</td><td>Gartenpflege und Heckenschnitt</td><td>6</td><td>48,00</td><td>288,00</td></tr>
<tr><td>10.03.2026</td><td>Baumfällung Birke</td><td>8</td><td>55,00</td><td>440,00</td></tr>
<tr><td>12.03.2026</td><td>Abfuhr Grünschnitt</td><td>7</td><td>48,00</td><td>336,00</td></tr>
</table>
<p>Netto 1.064,00 € · USt. 19 % 202,16 € · <b>Gesamt 1.266,16 €</b></p>
</body></html>
`,
    },
  ),
  // Meter readings: meter number, date, reading, in a plain text letter.
  fresh(
    'zaehlerstaende-de',
    'utility statement',
    'de',
    'txt',
    [
      str('kundennummer'),
      list('zaehler', [str('zaehlernummer'), date('ablesedatum'), num('zaehlerstand'), str('einheit')]),
    ],
    {
      kundennummer: '40071182',
      zaehler: [
        { zaehlernummer: '1ESY1160512345', ablesedatum: '2025-12-31', zaehlerstand: 48213, einheit: 'kWh' },
        { zaehlernummer: '7GMT0044120988', ablesedatum: '2025-12-31', zaehlerstand: 6120.4, einheit: 'm³' },
        { zaehlernummer: 'WZ-33871', ablesedatum: '2026-01-02', zaehlerstand: 412.7, einheit: 'm³' },
      ],
    },
    {
      raw: [
        'Stadtwerke Lüneburg GmbH',
        'Kundennummer 40071182',
        '',
        'Ihre Zählerstände zur Jahresabrechnung 2025',
        '',
        'Strom     Zähler 1ESY1160512345   abgelesen 31.12.2025   48.213 kWh',
        'Gas       Zähler 7GMT0044120988   abgelesen 31.12.2025   6.120,4 m³',
        'Wasser    Zähler WZ-33871         abgelesen 02.01.2026   412,7 m³',
        '',
        'Bitte prüfen Sie die Stände. Bei Abweichungen melden Sie sich bis 31.01.2026.',
      ].join('\n'),
    },
  ),
  // A flight itinerary in HTML: each segment a block of lines.
  fresh(
    'itinerary-en',
    'travel itinerary',
    'en',
    'html',
    [
      str('booking_reference'),
      list('flights', [str('flight_number'), date('date'), str('from'), str('to'), str('departure')]),
    ],
    {
      booking_reference: 'K7QXMB',
      flights: [
        { flight_number: 'BA 1432', date: '2026-04-09', from: 'Manchester', to: 'London Heathrow', departure: '06:40' },
        {
          flight_number: 'BA 117',
          date: '2026-04-09',
          from: 'London Heathrow',
          to: 'New York JFK',
          departure: '11:25',
        },
        {
          flight_number: 'BA 176',
          date: '2026-04-16',
          from: 'New York JFK',
          to: 'London Heathrow',
          departure: '19:05',
        },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Your trip K7QXMB</title></head><body>
<h1>Your itinerary</h1>
<p>Booking reference: K7QXMB<br>Passenger: Mr Alan Reeve</p>
<div><p><b>BA 1432</b> · Thu 9 Apr 2026</p><p>Manchester 06:40 → London Heathrow 07:45</p></div>
<div><p><b>BA 117</b> · Thu 9 Apr 2026</p><p>London Heathrow 11:25 → New York JFK 14:20</p></div>
<div><p><b>BA 176</b> · Thu 16 Apr 2026</p><p>New York JFK 19:05 → London Heathrow 07:10</p></div>
<p>Check-in opens 24 hours before departure.</p>
</body></html>
`,
    },
  ),
  // A vaccination record as an image: date, vaccine, batch, doctor.
  fresh(
    'impfpass-de',
    'vaccination record',
    'de',
    'png',
    [str('name'), list('impfungen', [date('datum'), str('impfstoff'), str('charge'), str('arzt')])],
    {
      name: 'Lukas Brenner',
      impfungen: [
        { datum: '2024-10-14', impfstoff: 'Influvac Tetra', charge: 'Z45K2', arzt: 'Dr. Sommer' },
        { datum: '2025-03-03', impfstoff: 'Boostrix', charge: 'AC37B512AA', arzt: 'Dr. Sommer' },
        { datum: '2025-10-20', impfstoff: 'Comirnaty JN.1', charge: 'HG8841', arzt: 'Dr. Yilmaz' },
      ],
    },
    [
      'Impfbescheinigung',
      'Name: Lukas Brenner, geb. 07.05.1988',
      '',
      'Datum\tImpfstoff\tCharge\tArzt/Stempel',
      '14.10.2024\tInfluvac Tetra\tZ45K2\tDr. Sommer',
      '03.03.2025\tBoostrix\tAC37B512AA\tDr. Sommer',
      '20.10.2025\tComirnaty JN.1\tHG8841\tDr. Yilmaz',
    ],
  ),
  // An expense claim in a mail: "Taxi to airport (12 Mar) – £38.50".
  fresh(
    'expenses-en',
    'expense claim',
    'en',
    'eml',
    [str('employee'), num('total'), list('expenses', [str('description'), date('date'), num('amount')])],
    {
      employee: 'Hannah Cole',
      total: 214.3,
      expenses: [
        { description: 'Taxi to airport', date: '2026-03-12', amount: 38.5 },
        { description: 'Hotel Ibis Glasgow, one night', date: '2026-03-12', amount: 112 },
        { description: 'Dinner with client', date: '2026-03-12', amount: 45.3 },
        { description: 'Train Glasgow–Edinburgh', date: '2026-03-13', amount: 18.5 },
      ],
    },
    [
      'Expense claim – Glasgow trip',
      '',
      'Hi Mark,',
      '',
      'please approve my expenses for the Glasgow visit:',
      '',
      '• Taxi to airport (12 Mar 2026) – £38.50',
      '• Hotel Ibis Glasgow, one night (12 Mar 2026) – £112.00',
      '• Dinner with client (12 Mar 2026) – £45.30',
      '• Train Glasgow–Edinburgh (13 Mar 2026) – £18.50',
      '',
      'Total £214.30, receipts attached.',
      '',
      'Thanks, Hannah Cole',
    ],
  ),
  // An order whose items are repeated labelled blocks in a Word document.
  fresh(
    'bestellung-bloecke-de',
    'order',
    'de',
    'docx',
    [str('bestellnummer'), list('positionen', [str('artikel'), str('artikelnummer'), num('menge'), num('preis')])],
    {
      bestellnummer: 'BST-77120',
      positionen: [
        { artikel: 'Bürostuhl ergonomisch, schwarz', artikelnummer: '884-120', menge: 6, preis: 289 },
        { artikel: 'Schreibtisch 160 x 80, Eiche', artikelnummer: '884-310', menge: 6, preis: 412 },
        { artikel: 'Rollcontainer, 3 Schübe', artikelnummer: '884-415', menge: 4, preis: 149 },
      ],
    },
    [
      'Bestellung BST-77120',
      'Besteller: Architekturbüro Lange & Co., Hamburg',
      'Bestelldatum: 09.03.2026',
      '',
      'Artikel: Bürostuhl ergonomisch, schwarz',
      'Art.-Nr.: 884-120',
      'Anzahl: 6',
      'Preis/Stück: 289,00 €',
      '',
      'Artikel: Schreibtisch 160 x 80, Eiche',
      'Art.-Nr.: 884-310',
      'Anzahl: 6',
      'Preis/Stück: 412,00 €',
      '',
      'Artikel: Rollcontainer, 3 Schübe',
      'Art.-Nr.: 884-415',
      'Anzahl: 4',
      'Preis/Stück: 149,00 €',
      '',
      'Lieferung frei Haus.',
    ],
  ),
  // Emergency contacts numbered, name, relation and phone in one line.
  fresh(
    'notfallkontakte-de',
    'registration form',
    'de',
    'pdf',
    [str('kind'), list('notfallkontakte', [str('name'), str('beziehung'), str('telefon')])],
    {
      kind: 'Emil Struck',
      notfallkontakte: [
        { name: 'Sabine Struck', beziehung: 'Mutter', telefon: '0171 4829930' },
        { name: 'Frank Struck', beziehung: 'Vater', telefon: '0160 2271184' },
        { name: 'Ilse Hartmann', beziehung: 'Großmutter', telefon: '04131 55810' },
      ],
    },
    [
      'Kita Sonnenblume – Anmeldung',
      'Kind: Emil Struck, geb. 21.08.2022',
      '',
      'Im Notfall bitte verständigen:',
      '1) Sabine Struck (Mutter), Tel. 0171 4829930',
      '2) Frank Struck (Vater), Tel. 0160 2271184',
      '3) Ilse Hartmann (Großmutter), Tel. 04131 55810',
      '',
      'Abholberechtigt sind nur die genannten Personen.',
    ],
  ),
  // A delivery note in an image: quantity and unit before the article, article number last.
  fresh(
    'delivery-note-en',
    'delivery note',
    'en',
    'png',
    [
      str('delivery_note_number'),
      list('lines', [num('quantity'), str('unit'), str('description'), str('part_number')]),
    ],
    {
      delivery_note_number: 'DN-41907',
      lines: [
        { quantity: 12, unit: 'box', description: 'Wood screws 4x40', part_number: 'FX-4040' },
        { quantity: 3, unit: 'roll', description: 'Membrane tape 60 mm', part_number: 'MT-0060' },
        { quantity: 25, unit: 'pc', description: 'Joist hanger 47x150', part_number: 'JH-47150' },
      ],
    },
    [
      'BUILDBASE NORTH – DELIVERY NOTE DN-41907',
      'Delivered 18/03/2026 to Site: 12 Moor Lane, Harrogate',
      '',
      '12 box  Wood screws 4x40           FX-4040',
      '3 roll  Membrane tape 60 mm        MT-0060',
      '25 pc   Joist hanger 47x150        JH-47150',
      '',
      'Received in good condition: ____________',
    ],
  ),
  // Instalments in a German letter: "1. Rate: 350,00 EUR fällig am 01.04.2026".
  fresh(
    'ratenzahlung-de',
    'payment plan',
    'de',
    'eml',
    [str('aktenzeichen'), list('raten', [num('betrag'), date('faellig')])],
    {
      aktenzeichen: 'VK 2026/0318',
      raten: [
        { betrag: 350, faellig: '2026-04-01' },
        { betrag: 350, faellig: '2026-05-01' },
        { betrag: 299.4, faellig: '2026-06-01' },
      ],
    },
    [
      'Ratenzahlungsvereinbarung VK 2026/0318',
      '',
      'Sehr geehrte Frau Demir,',
      '',
      'wie besprochen können Sie die offene Forderung in drei Raten begleichen:',
      '',
      '1. Rate: 350,00 EUR, fällig am 01.04.2026',
      '2. Rate: 350,00 EUR, fällig am 01.05.2026',
      '3. Rate: 299,40 EUR, fällig am 01.06.2026',
      '',
      'Bitte geben Sie bei jeder Zahlung das Aktenzeichen VK 2026/0318 an.',
      'Mit freundlichen Grüßen',
      'Inkasso Nord GmbH',
    ],
  ),
  // A club's list of entrants as space-aligned columns with a header, surname first.
  fresh(
    'meldeliste-de',
    'entry list',
    'de',
    'txt',
    [str('wettkampf'), list('teilnehmer', [str('nachname'), str('vorname'), num('jahrgang'), str('verein')])],
    {
      wettkampf: 'Kreismeisterschaften Schwimmen 2026',
      teilnehmer: [
        { nachname: 'Albers', vorname: 'Finn', jahrgang: 2012, verein: 'SV Poseidon Celle' },
        { nachname: 'Yıldız', vorname: 'Elif', jahrgang: 2011, verein: 'TSV Wietze' },
        { nachname: 'Kruse', vorname: 'Maja', jahrgang: 2012, verein: 'SV Poseidon Celle' },
      ],
    },
    {
      raw: [
        'Kreismeisterschaften Schwimmen 2026 – Meldeliste 100 m Brust',
        '',
        'Name, Vorname          Jg.    Verein',
        'Albers, Finn           2012   SV Poseidon Celle',
        'Yıldız, Elif           2011   TSV Wietze',
        'Kruse, Maja            2012   SV Poseidon Celle',
        '',
        'Meldeschluss war der 01.03.2026.',
      ].join('\n'),
    },
  ),
  // Travel log in an image: "12.03.2026  Hannover – Bremen  124 km".
  fresh(
    'fahrtenbuch-de',
    'mileage log',
    'de',
    'png',
    [str('kennzeichen'), num('km_gesamt'), list('fahrten', [date('datum'), str('strecke'), num('km'), str('zweck')])],
    {
      kennzeichen: 'H-RT 4410',
      km_gesamt: 512,
      fahrten: [
        { datum: '2026-03-12', strecke: 'Hannover – Bremen', km: 124, zweck: 'Kundentermin Weser Bau' },
        { datum: '2026-03-13', strecke: 'Bremen – Hannover', km: 124, zweck: 'Rückfahrt' },
        { datum: '2026-03-18', strecke: 'Hannover – Kassel', km: 132, zweck: 'Messe' },
        { datum: '2026-03-19', strecke: 'Kassel – Hannover', km: 132, zweck: 'Rückfahrt' },
      ],
    },
    [
      'Fahrtenbuch März 2026 – Fahrzeug H-RT 4410',
      '',
      '12.03.2026   Hannover – Bremen   124 km   Kundentermin Weser Bau',
      '13.03.2026   Bremen – Hannover   124 km   Rückfahrt',
      '18.03.2026   Hannover – Kassel   132 km   Messe',
      '19.03.2026   Kassel – Hannover   132 km   Rückfahrt',
      '',
      'Summe dienstlich: 512 km',
    ],
  ),
  // A quote whose items sit under section headings, amounts with the currency sign.
  fresh(
    'quote-sections-en',
    'quotation',
    'en',
    'pdf',
    [str('quote_number'), num('total'), list('items', [str('section'), str('description'), num('price')])],
    {
      quote_number: 'Q-7731',
      total: 4380,
      items: [
        { section: 'Kitchen', description: 'Remove old units and worktop', price: 420 },
        { section: 'Kitchen', description: 'Fit new units and oak worktop', price: 1850 },
        { section: 'Bathroom', description: 'Replace bath with walk-in shower', price: 1640 },
        { section: 'Bathroom', description: 'Tiling, floor and two walls', price: 470 },
      ],
    },
    [
      'Carter & Sons Building Ltd',
      'Quotation Q-7731',
      'Prepared for Mrs J. Whitfield, 8 Elm Close, York, on 10 March 2026',
      '',
      'KITCHEN',
      'Remove old units and worktop\t£420.00',
      'Fit new units and oak worktop\t£1,850.00',
      'BATHROOM',
      'Replace bath with walk-in shower\t£1,640.00',
      'Tiling, floor and two walls\t£470.00',
      '',
      'Total (no VAT charged)\t£4,380.00',
      'This quotation is valid for 30 days.',
    ],
  ),
];
