// Development set "items24" (layout 116): written in session 24 BEFORE the extractor was changed, for arrays of items
// of shapes not covered by items11/tables12/16/18/arrays13/nested18/items23: items written as lines of prose ("2 x
// Pizza Margherita à 8,50 = 17,00"), dash- and bullet-separated lines, descriptions over two or three lines with the
// figures on the first or the last, items with sub-lines (deposit "Pfand", discounts, serial numbers), medication plans
// ("1-0-1"), timetables and itineraries with legs, work-time sheets ("0:30" breaks), school and exam results, membership
// lists, payslip lines (Lohnart | Bezeichnung | Betrag), bank statements with booking and value dates, receipts with
// the quantity after the name ("BROT 2 St x 1,29"), tables with merged or empty cells and columns in an unusual order.
// English and German; pdf, docx, html, txt, eml, png. Fields a document does not state stay out of the truth. Held out
// but NOT sealed: --show-dev-items24.
import { crlf } from './dev-eml15.ts';
import { DEV_ITEMS24_MORE } from './dev-items24-more.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the development set items24. */
export const DEV_ITEMS24_LAYOUT = 116;

const DOCUMENTS: TCorpusDocument[] = [
  // A pizzeria's delivery mail: each item a line "2 x Pizza Margherita à 8,50 = 17,00".
  fresh(
    'pizzeria-prosa-de',
    'receipt',
    'de',
    'eml',
    [num('gesamtbetrag'), list('positionen', [num('anzahl'), str('gericht'), num('einzelpreis'), num('summe')])],
    {
      gesamtbetrag: 54.3,
      positionen: [
        { anzahl: 2, gericht: 'Pizza Margherita', einzelpreis: 8.5, summe: 17 },
        { anzahl: 1, gericht: 'Spaghetti Carbonara', einzelpreis: 11.9, summe: 11.9 },
        { anzahl: 3, gericht: 'Tiramisu', einzelpreis: 5.5, summe: 16.5 },
        { anzahl: 2, gericht: 'Apfelschorle 0,4 l', einzelpreis: 3.2, summe: 6.4 },
      ],
    },
    {
      raw: crlf(`From: Pizzeria Da Franco <bestellung@dafranco.example>
To: Lena Petersen <lena.petersen@web.example>
Subject: Deine Bestellung #4471 ist unterwegs
Date: Fri, 13 Mar 2026 19:42:10 +0100
Content-Type: text/plain; charset=utf-8

Hallo Lena,

vielen Dank für deine Bestellung #4471! Unser Fahrer ist in ca. 35 Minuten bei dir.

Du hast bestellt:
2 x Pizza Margherita à 8,50 = 17,00
1 x Spaghetti Carbonara à 11,90 = 11,90
3 x Tiramisu à 5,50 = 16,50
2 x Apfelschorle 0,4 l à 3,20 = 6,40

Liefergebühr: 2,50
Gesamt: 54,30 € (Barzahlung an der Tür)

Buon appetito!
Dein Team von Da Franco
`),
    },
  ),
  // A travel expense report in plain text: one line per expense, the parts separated by dashes.
  fresh(
    'reisekosten-striche-de',
    'expense report',
    'de',
    'txt',
    [str('mitarbeiter'), num('summe'), list('ausgaben', [date('datum'), str('beschreibung'), num('betrag')])],
    {
      mitarbeiter: 'Jonas Albrecht',
      summe: 442.3,
      ausgaben: [
        { datum: '2026-03-12', beschreibung: 'Bahnfahrt Hamburg nach Köln, 2. Klasse', betrag: 89.9 },
        { datum: '2026-03-12', beschreibung: 'Hotel Domblick, 2 Nächte', betrag: 238 },
        { datum: '2026-03-13', beschreibung: 'Taxi zur Messe', betrag: 24.5 },
        { datum: '2026-03-14', beschreibung: 'Bahnfahrt Köln nach Hamburg, 2. Klasse', betrag: 89.9 },
      ],
    },
    [
      'Reisekostenabrechnung',
      'Mitarbeiter: Jonas Albrecht, Vertrieb Nord',
      'Anlass: Fachmesse Interzum Köln, 12.–14.03.2026',
      '',
      'Belege:',
      '12.03.2026 – Bahnfahrt Hamburg nach Köln, 2. Klasse – 89,90 EUR',
      '12.03.2026 – Hotel Domblick, 2 Nächte – 238,00 EUR',
      '13.03.2026 – Taxi zur Messe – 24,50 EUR',
      '14.03.2026 – Bahnfahrt Köln nach Hamburg, 2. Klasse – 89,90 EUR',
      '',
      'Summe der Belege: 442,30 EUR',
      'Hamburg, 16.03.2026   Unterschrift: J. Albrecht',
    ],
  ),
  // An English web order page: items as list entries with em dashes between the figures.
  fresh(
    'order-bullets-en',
    'order confirmation',
    'en',
    'html',
    [
      str('order_number'),
      num('order_total'),
      list('items', [str('product'), num('quantity'), num('unit_price'), num('total')]),
    ],
    {
      order_number: 'HW-208841',
      order_total: 331.46,
      items: [
        { product: 'Cordless drill 18V', quantity: 2, unit_price: 89, total: 178 },
        { product: 'Drill bit set, 29 pieces', quantity: 1, unit_price: 24.99, total: 24.99 },
        { product: 'Wood screws 4 x 40 mm, box of 500', quantity: 3, unit_price: 11.49, total: 34.47 },
        { product: 'Safety glasses', quantity: 4, unit_price: 6.5, total: 26 },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Order HW-208841</title></head><body>
<h1>Thanks for your order!</h1>
<p>Order number: <b>HW-208841</b> &middot; placed 11 March 2026</p>
<h2>What you ordered</h2>
<ul>
<li>Cordless drill 18V &mdash; qty 2 &mdash; $89.00 each &mdash; $178.00</li>
<li>Drill bit set, 29 pieces &mdash; qty 1 &mdash; $24.99 each &mdash; $24.99</li>
<li>Wood screws 4 x 40 mm, box of 500 &mdash; qty 3 &mdash; $11.49 each &mdash; $34.47</li>
<li>Safety glasses &mdash; qty 4 &mdash; $6.50 each &mdash; $26.00</li>
</ul>
<p>Subtotal: $263.46<br>Shipping: $45.00<br>Sales tax: $23.00</p>
<p><b>Order total: $331.46</b></p>
<p>Ship to: Marcus Bell, 1180 Orchard Lane, Boise, ID 83702</p>
</body></html>
`,
    },
  ),
  // A German quote whose item descriptions run over three lines, the figures on the first line only.
  fresh(
    'angebot-dreizeilig-de',
    'quote',
    'de',
    'pdf',
    [
      str('angebotsnummer'),
      num('angebotssumme'),
      list('positionen', [str('pos'), str('artikel'), num('menge'), num('einzelpreis'), num('gesamtpreis')]),
    ],
    {
      angebotsnummer: 'AN-26-0311',
      angebotssumme: 14952.35,
      positionen: [
        {
          pos: '1',
          artikel:
            'Server Dell PowerEdge R660 2x Intel Xeon Silver 4410Y, 128 GB RAM 4x 1,92 TB SSD, 5 Jahre Vor-Ort-Service',
          menge: 2,
          einzelpreis: 4890,
          gesamtpreis: 9780,
        },
        {
          pos: '2',
          artikel: 'USV APC Smart-UPS 3000 VA Rack-Version, inkl. Netzwerkkarte',
          menge: 1,
          einzelpreis: 1645,
          gesamtpreis: 1645,
        },
        {
          pos: '3',
          artikel: 'Installation und Einrichtung Stunden nach Aufwand, Abrechnung je angefangene Viertelstunde',
          menge: 12,
          einzelpreis: 95,
          gesamtpreis: 1140,
        },
      ],
    },
    [
      'Systemhaus Kessler GmbH · Bahnhofstr. 9 · 72764 Reutlingen',
      'Angebot AN-26-0311',
      'Datum: 10.03.2026',
      'Kunde: Steuerkanzlei Brandt & Partner',
      '',
      'Pos.\tArtikel\tMenge\tEinzelpreis\tGesamtpreis',
      '1\tServer Dell PowerEdge R660\t2\t4.890,00\t9.780,00',
      '\t2x Intel Xeon Silver 4410Y, 128 GB RAM\t\t\t',
      '\t4x 1,92 TB SSD, 5 Jahre Vor-Ort-Service\t\t\t',
      '2\tUSV APC Smart-UPS 3000 VA\t1\t1.645,00\t1.645,00',
      '\tRack-Version, inkl. Netzwerkkarte\t\t\t',
      '3\tInstallation und Einrichtung\t12\t95,00\t1.140,00',
      '\tStunden nach Aufwand, Abrechnung je angefangene\t\t\t',
      '\tViertelstunde\t\t\t',
      '',
      'Summe netto: 12.565,00 EUR',
      'zzgl. 19 % MwSt.: 2.387,35 EUR',
      'Angebotssumme brutto: 14.952,35 EUR',
    ],
  ),
  // Plain text: an item's description over two lines and its figures on the LAST of them.
  fresh(
    'invoice-figures-last-line-en',
    'invoice',
    'en',
    'txt',
    [
      str('invoice_number'),
      num('amount_due'),
      list('services', [str('description'), num('hours'), num('rate'), num('amount')]),
    ],
    {
      invoice_number: '2026-044',
      amount_due: 4620,
      services: [
        { description: 'Discovery workshop and stakeholder interviews', hours: 12, rate: 110, amount: 1320 },
        { description: 'Wireframes and clickable prototype for checkout flow', hours: 18, rate: 110, amount: 1980 },
        { description: 'Usability testing with five participants', hours: 12, rate: 110, amount: 1320 },
      ],
    },
    [
      'Harriet Quinn Design Studio',
      '14 Canal Street, Manchester M1 3HE',
      '',
      'INVOICE 2026-044                                   Date: 20 March 2026',
      'Client: Pennant Outdoor Ltd',
      '',
      'Description                                   Hours      Rate      Amount',
      '',
      'Discovery workshop and',
      'stakeholder interviews                           12    110.00    1,320.00',
      '',
      'Wireframes and clickable prototype',
      'for checkout flow                                18    110.00    1,980.00',
      '',
      'Usability testing with',
      'five participants                                12    110.00    1,320.00',
      '',
      'Amount due (GBP)                                           4,620.00',
      'Payment within 14 days to Sort code 20-45-77, Account 53318890',
    ],
  ),
  // A supermarket receipt with a deposit sub-line ("Pfand") under the bottled drinks.
  fresh(
    'bon-pfand-de',
    'receipt',
    'de',
    'txt',
    [num('summe'), list('artikel', [str('bezeichnung'), num('preis'), num('pfand')])],
    {
      summe: 19.43,
      artikel: [
        { bezeichnung: 'Mineralwasser 6x1,5l', preis: 3.99, pfand: 1.5 },
        { bezeichnung: 'Vollkornbrot 750g', preis: 2.49 },
        { bezeichnung: 'Apfelsaft 1l Glas', preis: 1.89, pfand: 0.15 },
        { bezeichnung: 'Bio Eier 10 St', preis: 3.79 },
        { bezeichnung: 'Bier Pils 0,5l', preis: 0.89, pfand: 0.25 },
        { bezeichnung: 'Gouda jung 400g', preis: 4.48 },
      ],
    },
    [
      '        FRISCHMARKT OBERHEIDE',
      '      Heidestr. 40, 30659 Hannover',
      '',
      '                               EUR',
      'Mineralwasser 6x1,5l          3,99 B',
      '  Pfand 6 x 0,25              1,50 A',
      'Vollkornbrot 750g             2,49 B',
      'Apfelsaft 1l Glas             1,89 B',
      '  Pfand 0,15                  0,15 A',
      'Bio Eier 10 St                3,79 B',
      'Bier Pils 0,5l                0,89 A',
      '  Pfand 0,25                  0,25 A',
      'Gouda jung 400g               4,48 B',
      '--------------------------------------',
      'SUMME                        19,43',
      'Bar                          20,00',
      'Rückgeld                      0,57',
      '',
      'A = 19 % MwSt   B = 7 % MwSt',
      '14.03.2026  10:22  Kasse 2  Bon 5581',
    ],
  ),
  // A fashion shop receipt with a discount line under some articles.
  fresh(
    'bon-rabatt-zeilen-de',
    'receipt',
    'de',
    'pdf',
    [num('gesamt'), list('positionen', [str('artikel'), num('preis'), num('rabatt')])],
    {
      gesamt: 137.38,
      positionen: [
        { artikel: 'Jeans Slim Fit 32/32', preis: 79.95, rabatt: 16 },
        { artikel: 'T-Shirt Basic weiß', preis: 19.99 },
        { artikel: 'Socken 5er Pack', preis: 12.99 },
        { artikel: 'Gürtel Leder braun', preis: 44.95, rabatt: 4.5 },
      ],
    },
    [
      'Modehaus Brenner · Königstraße 61 · 70173 Stuttgart',
      'Kassenbeleg Nr. 0418-22917      12.03.2026 16:48',
      '',
      'Jeans Slim Fit 32/32\t79,95',
      '   Aktion -20 %\t-16,00',
      'T-Shirt Basic weiß\t19,99',
      'Socken 5er Pack\t12,99',
      'Gürtel Leder braun\t44,95',
      '   Kundenkarte -10 %\t-4,50',
      '',
      'Gesamt EUR\t137,38',
      'EC-Karte\t137,38',
      '',
      'Umtausch innerhalb von 30 Tagen nur mit Beleg.',
    ],
  ),
  // An English IT invoice: each laptop followed by a line with its serial number.
  fresh(
    'invoice-serial-lines-en',
    'invoice',
    'en',
    'docx',
    [str('invoice_number'), num('total'), list('items', [str('description'), str('serial_number'), num('price')])],
    {
      invoice_number: 'SI-55021',
      total: 4557.6,
      items: [
        { description: 'Lenovo ThinkPad T14 Gen 5', serial_number: 'PF4XK2Q1', price: 1249 },
        { description: 'Lenovo ThinkPad T14 Gen 5', serial_number: 'PF4XK2Q7', price: 1249 },
        { description: 'Dell UltraSharp U2724D monitor', serial_number: 'CN0H9T2L74', price: 460 },
      ],
    },
    [
      'Ridgeway IT Supplies Ltd',
      'Invoice SI-55021',
      'Invoice date: 4 March 2026',
      'Customer: Halden Architects LLP',
      '',
      'Description\tPrice (GBP)',
      'Lenovo ThinkPad T14 Gen 5\t1,249.00',
      'Serial no.: PF4XK2Q1\t',
      'Lenovo ThinkPad T14 Gen 5\t1,249.00',
      'Serial no.: PF4XK2Q7\t',
      'Dell UltraSharp U2724D monitor\t460.00',
      'Serial no.: CN0H9T2L74\t',
      '',
      'Net: 2,958.00',
      'Delivery: 840.00',
      'VAT 20 %: 759.60',
      'Total: 4,557.60',
    ],
  ),
  // A German medication plan: one row per drug, dosing written as "1-0-1-0".
  fresh(
    'medikationsplan-de',
    'medication plan',
    'de',
    'pdf',
    [str('patient'), list('medikamente', [str('wirkstoff'), str('staerke'), str('dosierung'), str('grund')])],
    {
      patient: 'Margarete Sommer',
      medikamente: [
        { wirkstoff: 'Metoprolol', staerke: '47,5 mg', dosierung: '1-0-1-0', grund: 'Bluthochdruck' },
        { wirkstoff: 'Ramipril', staerke: '5 mg', dosierung: '1-0-0-0', grund: 'Bluthochdruck' },
        { wirkstoff: 'Metformin', staerke: '1000 mg', dosierung: '1-0-1-0', grund: 'Diabetes' },
        { wirkstoff: 'Simvastatin', staerke: '20 mg', dosierung: '0-0-0-1', grund: 'Cholesterin' },
        { wirkstoff: 'Pantoprazol', staerke: '20 mg', dosierung: '1-0-0-0', grund: 'Magenschutz' },
      ],
    },
    [
      'Medikationsplan',
      'für: Margarete Sommer   geb. am: 02.11.1947',
      'ausgedruckt von: Praxis Dr. med. Ilse Vogt, Hausärztin, Marktplatz 3, 34117 Kassel',
      'ausgedruckt am: 09.03.2026',
      '',
      'Wirkstoff\tHandelsname\tStärke\tForm\tMo-Mi-Ab-Na\tEinheit\tGrund',
      'Metoprolol\tBeloc-Zok mite\t47,5 mg\tTabl\t1-0-1-0\tStück\tBluthochdruck',
      'Ramipril\tRamipril-ratiopharm\t5 mg\tTabl\t1-0-0-0\tStück\tBluthochdruck',
      'Metformin\tSiofor\t1000 mg\tTabl\t1-0-1-0\tStück\tDiabetes',
      'Simvastatin\tSimvastatin AL\t20 mg\tTabl\t0-0-0-1\tStück\tCholesterin',
      'Pantoprazol\tPantozol\t20 mg\tTabl\t1-0-0-0\tStück\tMagenschutz',
      '',
      'Bitte bringen Sie den Plan zu jedem Arztbesuch mit.',
    ],
  ),
  // An English discharge letter listing medicines as prose lines.
  fresh(
    'discharge-medicines-en',
    'discharge letter',
    'en',
    'docx',
    [str('patient_name'), list('medications', [str('name'), str('dose'), str('frequency')])],
    {
      patient_name: 'Arthur Pennington',
      medications: [
        { name: 'Amlodipine', dose: '5 mg', frequency: 'once daily' },
        { name: 'Atorvastatin', dose: '40 mg', frequency: 'once daily at night' },
        { name: 'Clopidogrel', dose: '75 mg', frequency: 'once daily' },
        { name: 'Paracetamol', dose: '1 g', frequency: 'four times daily as required' },
      ],
    },
    [
      'St Aldhelm Hospital NHS Trust – Cardiology Ward 7',
      'Discharge summary',
      'Patient: Arthur Pennington   NHS number: 485 777 3456   Date of birth: 14/06/1951',
      'Admitted: 02/03/2026   Discharged: 07/03/2026',
      '',
      'Diagnosis: Non-ST elevation myocardial infarction, treated with one drug-eluting stent.',
      '',
      'Medicines on discharge:',
      'Amlodipine 5 mg once daily',
      'Atorvastatin 40 mg once daily at night',
      'Clopidogrel 75 mg once daily',
      'Paracetamol 1 g four times daily as required',
      '',
      'Follow-up: cardiology clinic in 6 weeks. Please continue the medicines above until reviewed by your GP.',
    ],
  ),
  // A German train connection: each leg written as two rows (departure, arrival) as ticket printouts do.
  fresh(
    'bahn-verbindung-de',
    'itinerary',
    'de',
    'html',
    [str('auftragsnummer'), list('fahrten', [str('von'), str('nach'), str('abfahrt'), str('ankunft'), str('zug')])],
    {
      auftragsnummer: 'Q7HK2M',
      fahrten: [
        { von: 'Freiburg(Breisgau) Hbf', nach: 'Mannheim Hbf', abfahrt: '07:02', ankunft: '08:26', zug: 'ICE 202' },
        { von: 'Mannheim Hbf', nach: 'Berlin Hbf', abfahrt: '08:40', ankunft: '13:02', zug: 'ICE 1106' },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Ihre Reiseverbindung</title></head><body>
<h1>Ihre Reiseverbindung</h1>
<p>Auftragsnummer: Q7HK2M<br>Reisender: Paul Haberland<br>Hinfahrt am 18.03.2026</p>
<table>
<tr><th>Halt</th><th>Datum</th><th>Zeit</th><th>Gleis</th><th>Produkte</th></tr>
<tr><td>Freiburg(Breisgau) Hbf</td><td>Mi, 18.03.26</td><td>ab 07:02</td><td>2</td><td>ICE 202</td></tr>
<tr><td>Mannheim Hbf</td><td>Mi, 18.03.26</td><td>an 08:26</td><td>4</td><td></td></tr>
<tr><td>Mannheim Hbf</td><td>Mi, 18.03.26</td><td>ab 08:40</td><td>5</td><td>ICE 1106</td></tr>
<tr><td>Berlin Hbf</td><td>Mi, 18.03.26</td><td>an 13:02</td><td>12</td><td></td></tr>
</table>
<p>Umstiegszeit in Mannheim Hbf: 14 Minuten</p>
</body></html>
`,
    },
  ),
  // A flight itinerary mail: each leg as a sentence-like line with an arrow.
  fresh(
    'flight-legs-arrow-en',
    'itinerary',
    'en',
    'eml',
    [
      str('booking_reference'),
      list('flights', [str('flight_number'), str('from'), str('to'), date('date'), str('departure'), str('arrival')]),
    ],
    {
      booking_reference: 'ZX4RPL',
      flights: [
        {
          flight_number: 'LH 401',
          from: 'Frankfurt (FRA)',
          to: 'New York (JFK)',
          date: '2026-04-09',
          departure: '10:15',
          arrival: '12:50',
        },
        {
          flight_number: 'LH 400',
          from: 'New York (JFK)',
          to: 'Frankfurt (FRA)',
          date: '2026-04-16',
          departure: '17:40',
          arrival: '07:25',
        },
      ],
    },
    {
      raw: crlf(`From: Reisebüro Weltweit <team@rb-weltweit.example>
To: Sophie Kramer <s.kramer@mail.example>
Subject: Ihre Flugbuchung ZX4RPL / Your flight booking
Date: Mon, 09 Mar 2026 14:12:00 +0100
Content-Type: text/plain; charset=utf-8

Dear Ms Kramer,

your flights are confirmed. Booking reference: ZX4RPL

Thu 09 Apr 2026  LH 401  Frankfurt (FRA) 10:15 -> New York (JFK) 12:50
Thu 16 Apr 2026  LH 400  New York (JFK) 17:40 -> Frankfurt (FRA) 07:25 (+1 day)

Baggage: 1 piece of 23 kg per passenger.
Please be at the airport at least 2 hours before departure.

Kind regards
Reisebüro Weltweit
`),
    },
  ),
  // A monthly work-time sheet: start, end, break "0:30", hours in decimals.
  fresh(
    'stundenzettel-pausen-de',
    'timesheet',
    'de',
    'pdf',
    [
      str('mitarbeiter'),
      num('gesamtstunden'),
      list('arbeitstage', [date('datum'), str('beginn'), str('ende'), str('pause'), num('stunden')]),
    ],
    {
      mitarbeiter: 'Selin Arslan',
      gesamtstunden: 36.75,
      arbeitstage: [
        { datum: '2026-03-02', beginn: '07:30', ende: '16:00', pause: '0:30', stunden: 8 },
        { datum: '2026-03-03', beginn: '07:45', ende: '16:15', pause: '0:45', stunden: 7.75 },
        { datum: '2026-03-04', beginn: '08:00', ende: '14:00', pause: '0:00', stunden: 6 },
        { datum: '2026-03-05', beginn: '07:30', ende: '16:30', pause: '1:00', stunden: 8 },
        { datum: '2026-03-06', beginn: '07:00', ende: '14:30', pause: '0:30', stunden: 7 },
      ],
    },
    [
      'Stundennachweis März 2026',
      'Mitarbeiterin: Selin Arslan   Personal-Nr. 0417',
      'Abteilung: Lager / Versand',
      '',
      'Tag\tDatum\tBeginn\tEnde\tPause\tStunden\tBemerkung',
      'Mo\t02.03.2026\t07:30\t16:00\t0:30\t8,00\t',
      'Di\t03.03.2026\t07:45\t16:15\t0:45\t7,75\t',
      'Mi\t04.03.2026\t08:00\t14:00\t0:00\t6,00\tArzttermin',
      'Do\t05.03.2026\t07:30\t16:30\t1:00\t8,00\t',
      'Fr\t06.03.2026\t07:00\t14:30\t0:30\t7,00\t',
      '',
      'Summe KW 10: 36,75 Std.',
      'Unterschrift Mitarbeiterin / Vorgesetzter',
    ],
  ),
  // An English timesheet whose columns start with the hours and end with the date.
  fresh(
    'timesheet-columns-reordered-en',
    'timesheet',
    'en',
    'txt',
    [str('consultant'), num('total_hours'), list('entries', [num('hours'), str('project'), str('task'), date('date')])],
    {
      consultant: 'Priya Raman',
      total_hours: 19.5,
      entries: [
        { hours: 6.5, project: 'ACME-ERP', task: 'Data migration scripts', date: '2026-03-09' },
        { hours: 4, project: 'ACME-ERP', task: 'Client workshop', date: '2026-03-10' },
        { hours: 7.5, project: 'NORTHWIND', task: 'API integration tests', date: '2026-03-11' },
        { hours: 1.5, project: 'INTERNAL', task: 'Team meeting', date: '2026-03-11' },
      ],
    },
    [
      'WEEKLY TIMESHEET',
      'Consultant: Priya Raman              Week ending: 15/03/2026',
      '',
      'Hours   Project      Task                          Date',
      '  6.5   ACME-ERP     Data migration scripts        09/03/2026',
      '  4.0   ACME-ERP     Client workshop               10/03/2026',
      '  7.5   NORTHWIND    API integration tests         11/03/2026',
      '  1.5   INTERNAL     Team meeting                  11/03/2026',
      '',
      'Total hours: 19.5',
      'Approved by: D. Morgan',
    ],
  ),
  // A German school report: subjects and grades in two pairs of columns side by side.
  fresh(
    'zeugnis-zwei-spalten-de',
    'school report',
    'de',
    'docx',
    [str('schueler'), str('klasse'), list('noten', [str('fach'), str('note')])],
    {
      schueler: 'Emil Hoffmann',
      klasse: '7b',
      noten: [
        { fach: 'Deutsch', note: 'gut' },
        { fach: 'Mathematik', note: 'sehr gut' },
        { fach: 'Englisch', note: 'befriedigend' },
        { fach: 'Biologie', note: 'gut' },
        { fach: 'Geschichte', note: 'gut' },
        { fach: 'Sport', note: 'sehr gut' },
      ],
    },
    [
      'Gymnasium am Stadtpark',
      'Halbjahreszeugnis 2025/2026',
      'für Emil Hoffmann, Klasse 7b',
      '',
      'Leistungen in den Fächern:',
      'Deutsch\tgut\tMathematik\tsehr gut',
      'Englisch\tbefriedigend\tBiologie\tgut',
      'Geschichte\tgut\tSport\tsehr gut',
      '',
      'Versäumte Tage: 3, davon unentschuldigt: 0',
      'Bemerkungen: Emil arbeitet im Unterricht aufmerksam mit.',
      'Krefeld, den 30.01.2026',
    ],
  ),
  // An English transcript whose table has a merged row per semester.
  fresh(
    'transcript-merged-rows-en',
    'transcript',
    'en',
    'html',
    [str('student_name'), list('modules', [str('code'), str('title'), num('credits'), str('grade')])],
    {
      student_name: 'Olivia Brennan',
      modules: [
        { code: 'CS101', title: 'Introduction to Programming', credits: 15, grade: 'A' },
        { code: 'CS102', title: 'Discrete Mathematics', credits: 15, grade: 'B+' },
        { code: 'CS201', title: 'Data Structures and Algorithms', credits: 20, grade: 'A-' },
        { code: 'CS204', title: 'Databases', credits: 15, grade: 'B' },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Academic transcript</title></head><body>
<h1>University of Eastmoor – Academic Transcript</h1>
<p>Student: Olivia Brennan<br>Student ID: 2291844<br>Programme: BSc Computer Science</p>
<table border="1">
<tr><th>Module code</th><th>Module title</th><th>Credits</th><th>Grade</th></tr>
<tr><td colspan="4"><b>Semester 1, 2024/25</b></td></tr>
<tr><td>CS101</td><td>Introduction to Programming</td><td>15</td><td>A</td></tr>
<tr><td>CS102</td><td>Discrete Mathematics</td><td>15</td><td>B+</td></tr>
<tr><td colspan="4"><b>Semester 2, 2024/25</b></td></tr>
<tr><td>CS201</td><td>Data Structures and Algorithms</td><td>20</td><td>A-</td></tr>
<tr><td>CS204</td><td>Databases</td><td>15</td><td>B</td></tr>
</table>
<p>Credits earned: 65 &middot; Issued 2 March 2026</p>
</body></html>
`,
    },
  ),
  // A club's membership list in plain text: "Name, Vorname" in one column, joining dates, fees.
  fresh(
    'mitgliederliste-de',
    'member list',
    'de',
    'txt',
    [str('verein'), list('mitglieder', [str('name'), date('eintritt'), num('beitrag')])],
    {
      verein: 'TSV Eichenau 1921 e.V.',
      mitglieder: [
        { name: 'Bauer, Hildegard', eintritt: '1998-04-01', beitrag: 96 },
        { name: 'Demir, Can', eintritt: '2019-09-15', beitrag: 48 },
        { name: 'Ehrlich, Tobias', eintritt: '2011-01-01', beitrag: 96 },
        { name: 'Fuchs, Marlene', eintritt: '2024-03-01', beitrag: 144 },
      ],
    },
    [
      'TSV Eichenau 1921 e.V. – Abteilung Tischtennis',
      'Mitgliederliste, Stand 01.03.2026',
      '',
      'Nr.  Name, Vorname          Eintritt     Beitrag/Jahr  Beitragsart',
      ' 1   Bauer, Hildegard       01.04.1998      96,00 €    Erwachsene',
      ' 2   Demir, Can             15.09.2019      48,00 €    Jugend',
      ' 3   Ehrlich, Tobias        01.01.2011      96,00 €    Erwachsene',
      ' 4   Fuchs, Marlene         01.03.2024     144,00 €    Familie',
      '',
      'Anzahl Mitglieder: 4',
    ],
  ),
  // A German payslip: wage types with a code, a name and an amount.
  fresh(
    'lohnabrechnung-lohnarten-de',
    'payslip',
    'de',
    'pdf',
    [
      str('mitarbeiter'),
      num('auszahlungsbetrag'),
      list('bezuege', [str('lohnart'), str('bezeichnung'), num('betrag')]),
    ],
    {
      mitarbeiter: 'Kevin Schröder',
      auszahlungsbetrag: 2341.17,
      bezuege: [
        { lohnart: '1000', bezeichnung: 'Gehalt', betrag: 3250 },
        { lohnart: '1210', bezeichnung: 'Überstunden 25 %', betrag: 187.5 },
        { lohnart: '2040', bezeichnung: 'VWL AG-Anteil', betrag: 40 },
        { lohnart: '3310', bezeichnung: 'Fahrtkostenzuschuss pauschal', betrag: 60 },
      ],
    },
    [
      'Maschinenbau Weller GmbH · Industriestr. 14 · 33334 Gütersloh',
      'Abrechnung der Brutto/Netto-Bezüge für März 2026',
      'Herrn Kevin Schröder   Pers.-Nr. 00731   Steuerklasse 1',
      '',
      'Lohnart\tBezeichnung\tBetrag',
      '1000\tGehalt\t3.250,00',
      '1210\tÜberstunden 25 %\t187,50',
      '2040\tVWL AG-Anteil\t40,00',
      '3310\tFahrtkostenzuschuss pauschal\t60,00',
      '',
      'Gesamt-Brutto: 3.537,50',
      'Lohnsteuer: 456,08   Solidaritätszuschlag: 0,00   Kirchensteuer: 36,48',
      'Sozialversicherung AN-Anteil: 703,77',
      'Auszahlungsbetrag: 2.341,17',
    ],
  ),
];

export const DEV_ITEMS24: TCorpusDocument[] = [...DOCUMENTS, ...DEV_ITEMS24_MORE].map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'd24i-'),
  layout: DEV_ITEMS24_LAYOUT,
}));
