// The second half of the development set items25 (see dev-items25.ts): written in session 25 BEFORE the extractor
// was changed. Tables with merged and empty cells, itineraries, passengers, contract parties and contacts, meter
// readings, parcels, action items, cost shares and a photographed receipt and logbook.
import { crlf } from './dev-eml15.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_ITEMS25_MORE: TCorpusDocument[] = [
  // An HTML order list whose category cell spans several rows and whose note column is mostly empty.
  fresh(
    'bestellliste-rowspan-leer-de',
    'order list',
    'de',
    'html',
    [
      str('bestellnummer'),
      list('positionen', [str('kategorie'), str('artikel'), num('menge'), num('preis'), str('hinweis')]),
    ],
    {
      bestellnummer: 'K-2026-114',
      positionen: [
        { kategorie: 'Obst', artikel: 'Äpfel Elstar', menge: 20, preis: 2.4 },
        { kategorie: 'Obst', artikel: 'Birnen Conference', menge: 10, preis: 2.9, hinweis: 'nur Klasse I' },
        { kategorie: 'Gemüse', artikel: 'Karotten', menge: 15, preis: 1.1 },
        { kategorie: 'Gemüse', artikel: 'Lauch', menge: 8, preis: 1.8 },
        { kategorie: 'Gemüse', artikel: 'Kartoffeln festkochend', menge: 50, preis: 0.95, hinweis: 'in 25-kg-Säcken' },
        { kategorie: 'Molkerei', artikel: 'Vollmilch 3,5 %', menge: 40, preis: 1.15 },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Bestellung K-2026-114</title></head><body>
<h2>Mensa am Campus – Wochenbestellung</h2>
<p>Bestellnummer: K-2026-114 &middot; Lieferung Montag, 23.03.2026, 6:00 Uhr</p>
<table border="1">
<tr><th>Warengruppe</th><th>Artikel</th><th>Menge (kg/l)</th><th>Preis je Einheit €</th><th>Bemerkung</th></tr>
<tr><td rowspan="2">Obst</td><td>Äpfel Elstar</td><td>20</td><td>2,40</td><td></td></tr>
<tr><td>Birnen Conference</td><td>10</td><td>2,90</td><td>nur Klasse I</td></tr>
<tr><td rowspan="3">Gemüse</td><td>Karotten</td><td>15</td><td>1,10</td><td></td></tr>
<tr><td>Lauch</td><td>8</td><td>1,80</td><td>&nbsp;</td></tr>
<tr><td>Kartoffeln festkochend</td><td>50</td><td>0,95</td><td>in 25-kg-Säcken</td></tr>
<tr><td>Molkerei</td><td>Vollmilch 3,5 %</td><td>40</td><td>1,15</td><td></td></tr>
</table>
</body></html>
`,
    },
  ),
  // A DOCX event budget whose group cell is written once and left empty below, plus an empty amount cell.
  fresh(
    'event-budget-empty-cells-en',
    'budget',
    'en',
    'docx',
    [str('event'), num('total_budget'), list('lines', [str('category'), str('item'), str('supplier'), num('budget')])],
    {
      event: 'Northern Data Summit 2026',
      total_budget: 41150,
      lines: [
        { category: 'Venue', item: 'Main hall hire, 2 days', supplier: 'Lowry Centre', budget: 14500 },
        { category: 'Venue', item: 'Breakout rooms (4)', supplier: 'Lowry Centre', budget: 3200 },
        { category: 'Catering', item: 'Lunch and coffee, 350 delegates', supplier: 'Fig & Thyme', budget: 15750 },
        { category: 'Catering', item: 'Drinks reception', budget: 2900 },
        { category: 'AV', item: 'Stage, screens and streaming', supplier: 'Northlight AV', budget: 4800 },
        { category: 'AV', item: 'Photographer' },
      ],
    },
    [
      'Northern Data Summit 2026 – Budget v3',
      'Prepared by: events team, 4 March 2026',
      '',
      'Category\tItem\tSupplier\tBudget (£)',
      'Venue\tMain hall hire, 2 days\tLowry Centre\t14,500',
      '\tBreakout rooms (4)\tLowry Centre\t3,200',
      'Catering\tLunch and coffee, 350 delegates\tFig & Thyme\t15,750',
      '\tDrinks reception\t\t2,900',
      'AV\tStage, screens and streaming\tNorthlight AV\t4,800',
      '\tPhotographer\t\t',
      '',
      'Total budget\t41,150',
    ],
  ),
  // An English flight itinerary in a mail: each leg on its own block of lines.
  fresh(
    'flight-itinerary-blocks-en',
    'itinerary',
    'en',
    'eml',
    [
      str('booking_reference'),
      list('flights', [str('flight_number'), str('from'), str('to'), date('date'), str('departure'), str('arrival')]),
    ],
    {
      booking_reference: 'K8Q2XN',
      flights: [
        {
          flight_number: 'BA 1443',
          from: 'Edinburgh',
          to: 'London Heathrow',
          date: '2026-05-04',
          departure: '07:10',
          arrival: '08:35',
        },
        {
          flight_number: 'BA 117',
          from: 'London Heathrow',
          to: 'New York JFK',
          date: '2026-05-04',
          departure: '11:20',
          arrival: '14:05',
        },
        {
          flight_number: 'BA 178',
          from: 'New York JFK',
          to: 'London Heathrow',
          date: '2026-05-11',
          departure: '19:30',
          arrival: '07:35',
        },
      ],
    },
    {
      raw: crlf(`From: British Airways <booking@email.ba.example>
To: Fiona McLeod <fiona.mcleod@mail.example>
Subject: Your e-ticket receipt K8Q2XN
Date: Wed, 18 Mar 2026 21:04:11 +0000
Content-Type: text/plain; charset=utf-8

Booking reference: K8Q2XN
Passenger: MS FIONA MCLEOD

Flight 1 - BA 1443
Monday 4 May 2026
Depart: 07:10 Edinburgh
Arrive: 08:35 London Heathrow Terminal 5

Flight 2 - BA 117
Monday 4 May 2026
Depart: 11:20 London Heathrow Terminal 5
Arrive: 14:05 New York JFK Terminal 8

Flight 3 - BA 178
Monday 11 May 2026
Depart: 19:30 New York JFK Terminal 8
Arrive: 07:35 London Heathrow Terminal 5 (next day)

Total paid: GBP 1,184.62
`),
    },
  ),
  // A German round-trip travel plan in HTML: each stop as a table row with check-in and check-out dates.
  fresh(
    'reiseplan-hotels-de',
    'itinerary',
    'de',
    'html',
    [
      str('reisender'),
      list('unterkuenfte', [str('ort'), str('hotel'), date('anreise'), date('abreise'), num('naechte')]),
    ],
    {
      reisender: 'Birgit Hahn',
      unterkuenfte: [
        { ort: 'Bozen', hotel: 'Hotel Greif', anreise: '2026-06-06', abreise: '2026-06-09', naechte: 3 },
        { ort: 'Meran', hotel: 'Villa Tivoli', anreise: '2026-06-09', abreise: '2026-06-11', naechte: 2 },
        { ort: 'Riva del Garda', hotel: 'Hotel Luise', anreise: '2026-06-11', abreise: '2026-06-15', naechte: 4 },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Reiseplan</title></head><body>
<h1>Ihr Reiseplan Südtirol &amp; Gardasee</h1>
<p>Reisende: Birgit Hahn &middot; Vorgangsnummer 66120-B</p>
<table>
<tr><th>Station</th><th>Unterkunft</th><th>Check-in</th><th>Check-out</th><th>Nächte</th></tr>
<tr><td>Bozen</td><td>Hotel Greif</td><td>Sa, 06.06.2026</td><td>Di, 09.06.2026</td><td>3</td></tr>
<tr><td>Meran</td><td>Villa Tivoli</td><td>Di, 09.06.2026</td><td>Do, 11.06.2026</td><td>2</td></tr>
<tr><td>Riva del Garda</td><td>Hotel Luise</td><td>Do, 11.06.2026</td><td>Mo, 15.06.2026</td><td>4</td></tr>
</table>
<p>Mietwagen: Übernahme Bozen Bahnhof, Rückgabe Verona Flughafen.</p>
</body></html>
`,
    },
  ),
  // A photographed boarding list of a boat trip: passengers with seat and luggage.
  fresh(
    'passenger-list-png-en',
    'booking confirmation',
    'en',
    'png',
    [str('booking_number'), list('passengers', [str('name'), str('type'), str('seat'), num('bags')])],
    {
      booking_number: 'FX-310778',
      passengers: [
        { name: 'Daniel Ferreira', type: 'Adult', seat: '12A', bags: 1 },
        { name: 'Sofia Ferreira', type: 'Adult', seat: '12B', bags: 1 },
        { name: 'Tomas Ferreira', type: 'Child', seat: '12C', bags: 0 },
      ],
    },
    [
      'ISLAND FERRIES - BOOKING FX-310778',
      'Crossing: Portsmouth - Ryde, 22 Apr 2026, 10:15',
      '',
      'Passenger\tType\tSeat\tBags',
      'Daniel Ferreira\tAdult\t12A\t1',
      'Sofia Ferreira\tAdult\t12B\t1',
      'Tomas Ferreira\tChild\t12C\t0',
      '',
      'Please arrive 30 minutes before departure.',
    ],
  ),
  // A German contract's parties: each party as a block of lines with its role.
  fresh(
    'vertragsparteien-de',
    'contract',
    'de',
    'docx',
    [str('vertragsart'), list('parteien', [str('rolle'), str('name'), str('anschrift')])],
    {
      vertragsart: 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug',
      parteien: [
        { rolle: 'Verkäufer', name: 'Stefan Brückner', anschrift: 'Gartenstraße 21, 90402 Nürnberg' },
        { rolle: 'Käufer', name: 'Aylin Demir', anschrift: 'Fürther Straße 118, 90429 Nürnberg' },
      ],
    },
    [
      'Kaufvertrag über ein gebrauchtes Kraftfahrzeug',
      '',
      'zwischen',
      '',
      'Stefan Brückner',
      'Gartenstraße 21, 90402 Nürnberg',
      '– nachfolgend „Verkäufer“ –',
      '',
      'und',
      '',
      'Aylin Demir',
      'Fürther Straße 118, 90429 Nürnberg',
      '– nachfolgend „Käufer“ –',
      '',
      '§ 1 Kaufgegenstand: VW Golf VII Variant, FIN WVWZZZAUZHP512345, Erstzulassung 04/2017, km-Stand 98.400.',
      '§ 2 Kaufpreis: 11.900,00 € (in Worten: elftausendneunhundert Euro), bar bei Übergabe.',
      '§ 3 Das Fahrzeug wird unter Ausschluss der Sachmängelhaftung verkauft.',
      '',
      'Nürnberg, 14.03.2026',
    ],
  ),
  // An English project kick-off mail listing the team's contacts one per line with separators.
  fresh(
    'project-contacts-en',
    'email',
    'en',
    'eml',
    [str('project'), list('contacts', [str('name'), str('role'), str('email'), str('phone')])],
    {
      project: 'Harbour Walk Phase 2',
      contacts: [
        {
          name: 'Rachel Donnelly',
          role: 'Project manager',
          email: 'r.donnelly@cairnbuild.example',
          phone: '07700 900412',
        },
        { name: 'Imran Shah', role: 'Site manager', email: 'i.shah@cairnbuild.example', phone: '07700 900587' },
        {
          name: 'Lucy Tremain',
          role: 'Quantity surveyor',
          email: 'l.tremain@cairnbuild.example',
          phone: '0117 496 0321',
        },
      ],
    },
    {
      raw: crlf(`From: Rachel Donnelly <r.donnelly@cairnbuild.example>
To: Harbour Walk client team <hw-client@bristolharbour.example>
Subject: Harbour Walk Phase 2 - who to contact
Date: Thu, 05 Mar 2026 09:31:27 +0000
Content-Type: text/plain; charset=utf-8

Good morning all,

Ahead of next week's start on Harbour Walk Phase 2, here is who to contact on our side:

Rachel Donnelly | Project manager | r.donnelly@cairnbuild.example | 07700 900412
Imran Shah | Site manager | i.shah@cairnbuild.example | 07700 900587
Lucy Tremain | Quantity surveyor | l.tremain@cairnbuild.example | 0117 496 0321

Out of hours emergencies go to the site manager first.

Kind regards,
Rachel
`),
    },
  ),
  // An English medication list whose instructions run over two lines.
  fresh(
    'medication-two-line-en',
    'medication list',
    'en',
    'pdf',
    [str('patient'), list('medicines', [str('medicine'), str('strength'), str('directions')])],
    {
      patient: 'Edith Campbell',
      medicines: [
        {
          medicine: 'Levothyroxine',
          strength: '75 micrograms',
          directions: 'One tablet each morning, 30 minutes before breakfast',
        },
        {
          medicine: 'Alendronic acid',
          strength: '70 mg',
          directions: 'One tablet once a week on Sundays, with a full glass of water, stay upright for 30 minutes',
        },
        { medicine: 'Furosemide', strength: '20 mg', directions: 'One tablet in the morning' },
      ],
    },
    [
      'Meadowbank Surgery – Repeat medication list',
      'Patient: Edith Campbell     DOB: 21/09/1944     Printed: 10/03/2026',
      '',
      'Medicine\tStrength\tDirections',
      'Levothyroxine\t75 micrograms\tOne tablet each morning, 30 minutes',
      '\t\tbefore breakfast',
      'Alendronic acid\t70 mg\tOne tablet once a week on Sundays, with a',
      '\t\tfull glass of water, stay upright for 30 minutes',
      'Furosemide\t20 mg\tOne tablet in the morning',
      '',
      'Next medication review due: September 2026',
    ],
  ),
  // A German utility bill with a reading block per meter.
  fresh(
    'zaehlerstaende-de',
    'utility bill',
    'de',
    'pdf',
    [
      str('kundennummer'),
      list('zaehler', [
        str('zaehlernummer'),
        date('ablesung_alt'),
        num('stand_alt'),
        date('ablesung_neu'),
        num('stand_neu'),
        num('verbrauch'),
      ]),
    ],
    {
      kundennummer: '200 417 883',
      zaehler: [
        {
          zaehlernummer: '1ESY1160654321',
          ablesung_alt: '2025-01-31',
          stand_alt: 18243,
          ablesung_neu: '2026-01-31',
          stand_neu: 21011,
          verbrauch: 2768,
        },
        {
          zaehlernummer: '7GMT0044120987',
          ablesung_alt: '2025-01-31',
          stand_alt: 5521,
          ablesung_neu: '2026-01-31',
          stand_neu: 6330,
          verbrauch: 809,
        },
      ],
    },
    [
      'Stadtwerke Rosenheim · Jahresabrechnung 2025',
      'Kundennummer: 200 417 883   Abrechnungszeitraum 01.02.2025 – 31.01.2026',
      'Lieferstelle: Kufsteiner Str. 61, 83022 Rosenheim',
      '',
      'Zählernummer\tAblesung alt\tStand alt\tAblesung neu\tStand neu\tVerbrauch kWh',
      '1ESY1160654321\t31.01.2025\t18.243\t31.01.2026\t21.011\t2.768',
      '7GMT0044120987\t31.01.2025\t5.521\t31.01.2026\t6.330\t809',
      '',
      'Der zweite Zähler misst den Wärmepumpenstrom (Tarif WP).',
    ],
  ),
  // An English shipping notice listing parcels in HTML, one tracking number per parcel.
  fresh(
    'parcels-html-en',
    'shipping notice',
    'en',
    'html',
    [str('order_number'), list('parcels', [str('tracking_number'), num('weight_kg'), str('contents')])],
    {
      order_number: 'ORD-559201',
      parcels: [
        { tracking_number: '1Z9V8E420318844102', weight_kg: 4.2, contents: 'Desk lamp, cable tray' },
        { tracking_number: '1Z9V8E420318844111', weight_kg: 18.6, contents: 'Monitor arm (dual)' },
        { tracking_number: '1Z9V8E420318844120', weight_kg: 0.8, contents: 'USB-C docking station' },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Your order has shipped</title></head><body>
<p>Hi Marcus, good news – order <b>ORD-559201</b> left our warehouse today in three parcels.</p>
<table cellpadding="6">
<tr><th>Parcel</th><th>UPS tracking</th><th>Weight</th><th>What's inside</th></tr>
<tr><td>1 of 3</td><td>1Z9V8E420318844102</td><td>4.2 kg</td><td>Desk lamp, cable tray</td></tr>
<tr><td>2 of 3</td><td>1Z9V8E420318844111</td><td>18.6 kg</td><td>Monitor arm (dual)</td></tr>
<tr><td>3 of 3</td><td>1Z9V8E420318844120</td><td>0.8 kg</td><td>USB-C docking station</td></tr>
</table>
<p>Delivery is expected on Friday 20 March.</p>
</body></html>
`,
    },
  ),
  // English meeting minutes with action items: "Action | Who | By when", schema task/owner/due_date.
  fresh(
    'minutes-actions-en',
    'meeting minutes',
    'en',
    'docx',
    [date('meeting_date'), list('action_items', [str('task'), str('owner'), date('due_date')])],
    {
      meeting_date: '2026-03-12',
      action_items: [
        { task: 'Circulate revised cash-flow forecast', owner: 'Tom Becker', due_date: '2026-03-19' },
        { task: 'Get two quotes for the roof repair', owner: 'Aisha Rahman', due_date: '2026-03-26' },
        { task: 'Book venue for the AGM', owner: 'Gareth Evans', due_date: '2026-04-02' },
      ],
    },
    [
      'Hillcrest Community Trust – Trustees meeting',
      'Date: 12 March 2026   Present: A. Rahman (chair), T. Becker, G. Evans, M. Liu',
      '',
      '1. Finance: reserves stand at £48,200. The treasurer will revise the forecast.',
      '2. Building: a roof leak in the hall needs repair before winter.',
      '3. AGM: to be held in May.',
      '',
      'Actions',
      'Action\tWho\tBy when',
      'Circulate revised cash-flow forecast\tTom Becker\t19/03/2026',
      'Get two quotes for the roof repair\tAisha Rahman\t26/03/2026',
      'Book venue for the AGM\tGareth Evans\t02/04/2026',
      '',
      'Next meeting: 9 April 2026, 7 pm.',
    ],
  ),
  // A German service-charge statement: cost types with total, key and the tenant's share.
  fresh(
    'nebenkosten-anteile-de',
    'service charge statement',
    'de',
    'txt',
    [
      str('mieter'),
      num('nachzahlung'),
      list('kosten', [str('kostenart'), num('gesamtkosten'), str('umlageschluessel'), num('ihr_anteil')]),
    ],
    {
      mieter: 'Jana Krüger',
      nachzahlung: 86.45,
      kosten: [
        { kostenart: 'Grundsteuer', gesamtkosten: 2140, umlageschluessel: 'Wohnfläche', ihr_anteil: 171.2 },
        { kostenart: 'Müllabfuhr', gesamtkosten: 1380, umlageschluessel: 'Personen', ihr_anteil: 115 },
        { kostenart: 'Hausreinigung', gesamtkosten: 2760, umlageschluessel: 'Wohnfläche', ihr_anteil: 220.8 },
        { kostenart: 'Gebäudeversicherung', gesamtkosten: 1905, umlageschluessel: 'Wohnfläche', ihr_anteil: 152.4 },
      ],
    },
    [
      'Hausverwaltung Petersen · Betriebskostenabrechnung 2025',
      'Mieterin: Jana Krüger, Wohnung 2. OG rechts, Lessingstr. 9, 24105 Kiel',
      'Ihre Wohnfläche 64 m² von 800 m²; Personen 2 von 24',
      '',
      'Kostenart               Gesamtkosten   Umlageschlüssel   Ihr Anteil',
      'Grundsteuer                 2.140,00   Wohnfläche            171,20',
      'Müllabfuhr                  1.380,00   Personen              115,00',
      'Hausreinigung               2.760,00   Wohnfläche            220,80',
      'Gebäudeversicherung         1.905,00   Wohnfläche            152,40',
      '',
      'Summe Ihr Anteil                                             659,40',
      'Ihre Vorauszahlungen                                         572,95',
      'Nachzahlung                                                   86,45',
    ],
  ),
  // A German household insurance claim mail: damaged items listed in sentences.
  fresh(
    'schadenliste-prosa-de',
    'insurance claim',
    'de',
    'eml',
    [str('schadennummer'), list('gegenstaende', [str('gegenstand'), str('kaufjahr'), num('kaufpreis')])],
    {
      schadennummer: 'HR-26-004417',
      gegenstaende: [
        { gegenstand: 'Waschmaschine Bosch Serie 6', kaufjahr: '2021', kaufpreis: 649 },
        { gegenstand: 'Wäschetrockner Miele T1', kaufjahr: '2022', kaufpreis: 899 },
        { gegenstand: 'Regal aus Buche', kaufjahr: '2019', kaufpreis: 180 },
      ],
    },
    {
      raw: crlf(`From: Markus Vogel <markus.vogel@posteo.example>
To: schaden@hausrat-versicherung.example
Subject: Schaden HR-26-004417 - Wasserschaden im Keller
Date: Sat, 21 Mar 2026 11:47:02 +0100
Content-Type: text/plain; charset=utf-8

Sehr geehrte Damen und Herren,

zu meinem Schaden HR-26-004417 (Rohrbruch im Keller am 18.03.2026) liste ich die beschädigten Gegenstände auf:

- Waschmaschine Bosch Serie 6, gekauft 2021 für 649,00 €
- Wäschetrockner Miele T1, gekauft 2022 für 899,00 €
- Regal aus Buche, gekauft 2019 für 180,00 €

Die Kaufbelege für die beiden Geräte hänge ich an, für das Regal habe ich leider keinen mehr.

Mit freundlichen Grüßen
Markus Vogel
Versicherungsschein 55-8813307
`),
    },
  ),
  // A photographed English grocery receipt: quantity lines "2 @ 1.85" under the item name.
  fresh(
    'receipt-at-lines-png-en',
    'receipt',
    'en',
    'png',
    [num('total'), list('items', [str('name'), num('quantity'), num('unit_price'), num('amount')])],
    {
      total: 17.61,
      items: [
        { name: 'ORGANIC EGGS 6PK', quantity: 2, unit_price: 3.45, amount: 6.9 },
        { name: 'SOURDOUGH LOAF', quantity: 1, unit_price: 3.99, amount: 3.99 },
        { name: 'GREEK YOGURT 500G', quantity: 3, unit_price: 1.85, amount: 5.55 },
        { name: 'LEMONS', quantity: 3, unit_price: 0.39, amount: 1.17 },
      ],
    },
    [
      'GREENWAY MARKET',
      '118 Canal St, Manchester',
      '',
      'ORGANIC EGGS 6PK\t6.90',
      '  2 @ 3.45',
      'SOURDOUGH LOAF\t3.99',
      'GREEK YOGURT 500G\t5.55',
      '  3 @ 1.85',
      'LEMONS\t1.17',
      '  3 @ 0.39',
      '',
      'TOTAL\t17.61',
      'VISA CONTACTLESS\t17.61',
      '16/03/2026 12:41',
    ],
  ),
  // A photographed German vehicle logbook page: trips with start, destination and kilometres.
  fresh(
    'fahrtenbuch-png-de',
    'logbook',
    'de',
    'png',
    [str('kennzeichen'), list('fahrten', [date('datum'), str('start'), str('ziel'), str('zweck'), num('km')])],
    {
      kennzeichen: 'OS-KM 418',
      fahrten: [
        { datum: '2026-03-02', start: 'Osnabrück', ziel: 'Münster', zweck: 'Kundentermin Fa. Terhorst', km: 58 },
        { datum: '2026-03-03', start: 'Osnabrück', ziel: 'Bielefeld', zweck: 'Messeaufbau', km: 54 },
        { datum: '2026-03-05', start: 'Osnabrück', ziel: 'Bremen', zweck: 'Lieferantengespräch', km: 121 },
      ],
    },
    [
      'Fahrtenbuch  Kennzeichen: OS-KM 418',
      'Fahrer: Klaus Meier',
      '',
      'Datum\tStart\tZiel\tZweck\tkm',
      '02.03.2026\tOsnabrück\tMünster\tKundentermin Fa. Terhorst\t58',
      '03.03.2026\tOsnabrück\tBielefeld\tMesseaufbau\t54',
      '05.03.2026\tOsnabrück\tBremen\tLieferantengespräch\t121',
      '',
      'Übertrag: 233 km',
    ],
  ),
  // An English hotel folio with a date per row and charges and payments in separate columns.
  fresh(
    'hotel-folio-charges-en',
    'hotel bill',
    'en',
    'pdf',
    [
      str('folio_number'),
      num('balance'),
      list('charges', [date('date'), str('description'), num('charges'), num('credits')]),
    ],
    {
      folio_number: '448120',
      balance: 0,
      charges: [
        { date: '2026-03-09', description: 'Room 512 - Deluxe King', charges: 189 },
        { date: '2026-03-09', description: 'Restaurant - Dinner', charges: 46.5 },
        { date: '2026-03-10', description: 'Room 512 - Deluxe King', charges: 189 },
        { date: '2026-03-10', description: 'Parking', charges: 24 },
        { date: '2026-03-11', description: 'Visa ****4471', credits: 448.5 },
      ],
    },
    [
      'THE CARLISLE HOTEL · 40 Queen Street · Glasgow G1 3DX',
      'Guest: Mr Jonathan Price     Folio No. 448120',
      'Arrival 09/03/2026   Departure 11/03/2026   Room 512',
      '',
      'Date\tDescription\tCharges\tCredits',
      '09/03/2026\tRoom 512 - Deluxe King\t189.00\t',
      '09/03/2026\tRestaurant - Dinner\t46.50\t',
      '10/03/2026\tRoom 512 - Deluxe King\t189.00\t',
      '10/03/2026\tParking\t24.00\t',
      '11/03/2026\tVisa ****4471\t\t448.50',
      '',
      'Total charges\t448.50',
      'Balance\t0.00',
    ],
  ),
];
