// Development set "nested18" (layout 90): written in session 18 BEFORE the extractor was changed, for schemas with
// nested objects and arrays that are no tables: parties as objects (sender, recipient, seller, buyer with name,
// street, postcode, city, country, vat_id, email, phone) read from address blocks, letterheads, side-by-side
// "Rechnungsadresse | Lieferadresse" blocks and footers; contact_person, bank and period objects; arrays of strings
// from comma or bullet lists (participants, included services, enclosures, allergens, skills); arrays of objects
// from repeated blocks (one passenger per block, one date per line with its description, numbered clauses).
// English and German, several formats; fields the document does not print stay out of the truth (precision).
// Held out but NOT sealed: `--show-dev-nested18` shows its misses.
import { DEV_NESTED18_MORE, strs } from './dev-nested18-more.ts';
import { date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of session 18's development set of nested objects and non-table arrays. */
export const DEV_NESTED18_LAYOUT = 90;

const ADDRESS = [str('name'), str('street'), str('postcode'), str('city'), str('country')];

const DOCUMENTS: TCorpusDocument[] = [
  fresh(
    'rechnung-adressen-de',
    'invoice',
    'de',
    'pdf',
    [
      str('invoice_number'),
      date('invoice_date'),
      obj('seller', [str('name'), str('street'), str('postcode'), str('city'), str('vat_id'), str('email')]),
      obj('billing_address', [str('name'), str('street'), str('postcode'), str('city')]),
      obj('shipping_address', [str('name'), str('street'), str('postcode'), str('city')]),
      obj('bank', [str('name'), str('iban'), str('bic')]),
      num('total'),
    ],
    {
      invoice_number: 'RE-2026-0417',
      invoice_date: '2026-03-09',
      seller: {
        name: 'Hollmann Büromöbel GmbH',
        street: 'Industriestraße 14',
        postcode: '33602',
        city: 'Bielefeld',
        vat_id: 'DE281774512',
        email: 'buchhaltung@hollmann-moebel.example',
      },
      billing_address: { name: 'Kanzlei Brandt & Ohler', street: 'Lindenallee 3', postcode: '48143', city: 'Münster' },
      shipping_address: {
        name: 'Kanzlei Brandt & Ohler',
        street: 'Hafenweg 27',
        postcode: '48155',
        city: 'Münster',
      },
      bank: { name: 'Sparkasse Bielefeld', iban: 'DE12 4805 0161 0044 7321 90', bic: 'SPBIDE3BXXX' },
      total: 3455.76,
    },
    [
      'Hollmann Büromöbel GmbH · Industriestraße 14 · 33602 Bielefeld',
      '',
      'Rechnungsadresse                  Lieferadresse',
      'Kanzlei Brandt & Ohler            Kanzlei Brandt & Ohler',
      'Lindenallee 3                     Hafenweg 27',
      '48143 Münster                     48155 Münster',
      '',
      'RECHNUNG',
      'Rechnungsnummer: RE-2026-0417            Datum: 09.03.2026',
      '',
      'Pos  Artikel                     Menge   Einzelpreis    Gesamt',
      '1    Schreibtisch Elevo 160      2       1.049,00       2.098,00',
      '2    Bürostuhl Ergo Pro          2       403,00         806,00',
      '',
      'Nettobetrag                                             2.904,00',
      'USt. 19 %                                                 551,76',
      'Gesamtbetrag                                            3.455,76 €',
      '',
      'Hollmann Büromöbel GmbH | Industriestraße 14 | 33602 Bielefeld | USt-IdNr. DE281774512',
      'E-Mail: buchhaltung@hollmann-moebel.example | Sparkasse Bielefeld | IBAN DE12 4805 0161 0044 7321 90 | BIC SPBIDE3BXXX',
    ],
  ),
  fresh(
    'meeting-minutes-en',
    'meeting minutes',
    'en',
    'docx',
    [
      str('meeting_title'),
      date('meeting_date'),
      strs('attendees'),
      strs('apologies'),
      list('action_items', [str('owner'), str('task'), date('due')]),
    ],
    {
      meeting_title: 'Product Steering Committee',
      meeting_date: '2026-02-11',
      attendees: ['Priya Natarajan', 'Tom Egerton', 'Lucía Ferrer', 'Daniel Osei'],
      apologies: ['Helen Marsh', 'Ravi Kapoor'],
      action_items: [
        { owner: 'Tom Egerton', task: 'Circulate revised Q2 roadmap', due: '2026-02-18' },
        { owner: 'Lucía Ferrer', task: 'Book usability lab for March sessions', due: '2026-02-20' },
      ],
    },
    [
      'Minutes – Product Steering Committee',
      'Date: 11 February 2026, 10:00–11:30, Room 4.12',
      '',
      'Present: Priya Natarajan (chair), Tom Egerton, Lucía Ferrer, Daniel Osei',
      'Apologies: Helen Marsh, Ravi Kapoor',
      '',
      '1. Roadmap',
      'The committee reviewed the draft Q2 roadmap. Scope for the reporting module is reduced.',
      '',
      '2. Research',
      'Usability sessions will run in March with eight participants.',
      '',
      'Actions',
      'Tom Egerton – Circulate revised Q2 roadmap – by 18 Feb 2026',
      'Lucía Ferrer – Book usability lab for March sessions – by 20 Feb 2026',
      '',
      'Next meeting: 11 March 2026',
    ],
  ),
  fresh(
    'speisekarte-allergene-de',
    'menu card',
    'de',
    'html',
    [str('dish'), num('price'), strs('allergens'), strs('ingredients')],
    {
      dish: 'Kürbis-Risotto mit Salbeibutter',
      price: 16.5,
      allergens: ['Milch', 'Sellerie', 'Schwefeldioxid'],
      ingredients: ['Arborio-Reis', 'Hokkaido-Kürbis', 'Parmesan', 'Salbei', 'Butter', 'Weißwein', 'Gemüsebrühe'],
    },
    {
      raw: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Tagesgericht</title></head><body>
<h1>Kürbis-Risotto mit Salbeibutter</h1>
<p class="price">16,50 €</p>
<h2>Zutaten</h2>
<p>Arborio-Reis, Hokkaido-Kürbis, Parmesan, Salbei, Butter, Weißwein, Gemüsebrühe</p>
<h2>Allergene</h2>
<ul><li>Milch</li><li>Sellerie</li><li>Schwefeldioxid</li></ul>
<p><small>Bitte sprechen Sie unser Servicepersonal bei Unverträglichkeiten an.</small></p>
</body></html>`,
    },
  ),
  fresh(
    'boarding-passengers-en',
    'flight booking confirmation',
    'en',
    'pdf',
    [
      str('booking_reference'),
      list('passengers', [str('name'), str('ticket_number'), str('seat'), str('baggage')]),
      obj('contact', [str('email'), str('phone')]),
      num('total_paid'),
    ],
    {
      booking_reference: 'QK7R2D',
      passengers: [
        { name: 'Mr Jonas Richter', ticket_number: '220-2418833901', seat: '14A', baggage: '1 x 23 kg' },
        { name: 'Mrs Anna Richter', ticket_number: '220-2418833902', seat: '14B', baggage: '1 x 23 kg' },
        { name: 'Miss Lea Richter', ticket_number: '220-2418833903', seat: '14C', baggage: 'Hand baggage only' },
      ],
      contact: { email: 'jonas.richter@mailbox.example', phone: '+49 171 5528 4410' },
      total_paid: 1187.4,
    },
    [
      'Your booking is confirmed',
      'Booking reference: QK7R2D',
      '',
      'Flight LH 2472  Munich (MUC) → London Heathrow (LHR)  Fri 10 Apr 2026  07:05 – 08:10',
      '',
      'Passenger 1',
      'Name: Mr Jonas Richter',
      'Ticket number: 220-2418833901',
      'Seat: 14A',
      'Baggage: 1 x 23 kg',
      '',
      'Passenger 2',
      'Name: Mrs Anna Richter',
      'Ticket number: 220-2418833902',
      'Seat: 14B',
      'Baggage: 1 x 23 kg',
      '',
      'Passenger 3',
      'Name: Miss Lea Richter',
      'Ticket number: 220-2418833903',
      'Seat: 14C',
      'Baggage: Hand baggage only',
      '',
      'Contact details',
      'Email: jonas.richter@mailbox.example',
      'Mobile: +49 171 5528 4410',
      '',
      'Total paid: EUR 1,187.40',
    ],
  ),
  fresh(
    'arbeitszeugnis-skills-de',
    'job application profile',
    'de',
    'docx',
    [
      str('name'),
      obj('contact', [str('street'), str('postcode'), str('city'), str('email'), str('phone')]),
      strs('skills'),
      strs('languages'),
      date('date_of_birth'),
    ],
    {
      name: 'Miriam Albers',
      contact: {
        street: 'Gutenbergstraße 8',
        postcode: '70176',
        city: 'Stuttgart',
        email: 'miriam.albers@posteo.example',
        phone: '0711 4482913',
      },
      skills: ['SAP FI/CO', 'DATEV', 'Excel (Power Query)', 'Konzernabschluss nach HGB'],
      languages: ['Deutsch (Muttersprache)', 'Englisch (C1)', 'Französisch (B1)'],
      date_of_birth: '1991-07-22',
    },
    [
      'Lebenslauf',
      '',
      'Miriam Albers',
      'Gutenbergstraße 8',
      '70176 Stuttgart',
      'Telefon: 0711 4482913',
      'E-Mail: miriam.albers@posteo.example',
      'Geboren am 22.07.1991 in Heilbronn',
      '',
      'Berufserfahrung',
      '2019 – heute   Bilanzbuchhalterin, Kessler Maschinenbau AG, Esslingen',
      '2015 – 2019    Finanzbuchhalterin, Steuerkanzlei Rau & Partner, Stuttgart',
      '',
      'Kenntnisse',
      '• SAP FI/CO',
      '• DATEV',
      '• Excel (Power Query)',
      '• Konzernabschluss nach HGB',
      '',
      'Sprachen',
      'Deutsch (Muttersprache), Englisch (C1), Französisch (B1)',
    ],
  ),
  fresh(
    'purchase-order-parties-en',
    'purchase order',
    'en',
    'txt',
    [
      str('po_number'),
      date('order_date'),
      obj('buyer', [...ADDRESS, str('vat_id')]),
      obj('supplier', [...ADDRESS, str('email')]),
      obj('contact_person', [str('name'), str('phone'), str('email')]),
      date('delivery_date'),
    ],
    {
      po_number: 'PO-55812',
      order_date: '2026-01-27',
      buyer: {
        name: 'Fenwick Laboratories Ltd',
        street: '9 Kingsway Park',
        postcode: 'CB4 0WE',
        city: 'Cambridge',
        country: 'United Kingdom',
        vat_id: 'GB 294 1187 52',
      },
      supplier: {
        name: 'Ostara Scientific B.V.',
        street: 'Bioscience Park 41',
        postcode: '2333 CK',
        city: 'Leiden',
        country: 'Netherlands',
        email: 'orders@ostara-sci.example',
      },
      contact_person: { name: 'Dr Fiona Hale', phone: '+44 1223 418 207', email: 'f.hale@fenwick-labs.example' },
      delivery_date: '2026-02-16',
    },
    {
      raw: `PURCHASE ORDER                                   PO-55812
Order date: 27/01/2026

BUYER                                    SUPPLIER
Fenwick Laboratories Ltd                 Ostara Scientific B.V.
9 Kingsway Park                          Bioscience Park 41
Cambridge CB4 0WE                        2333 CK Leiden
United Kingdom                           Netherlands
VAT: GB 294 1187 52                      orders@ostara-sci.example

Contact for this order: Dr Fiona Hale, tel. +44 1223 418 207, f.hale@fenwick-labs.example

Item  Description                         Qty   Unit price
1     Pipette tips 200 µl, rack of 96      40    11.20
2     Nitrile gloves M, box of 100         25     7.90

Requested delivery: 16/02/2026
Please quote the PO number on all invoices.
`,
    },
  ),
  fresh(
    'mietvertrag-zeitraum-de',
    'rental agreement',
    'de',
    'pdf',
    [
      obj('landlord', [str('name'), str('street'), str('postcode'), str('city')]),
      obj('tenant', [str('name'), str('street'), str('postcode'), str('city')]),
      obj('period', [date('start'), date('end')]),
      num('monthly_rent'),
      num('deposit'),
      strs('enclosures'),
    ],
    {
      landlord: { name: 'Gerda Pohlmann', street: 'Am Stadtpark 2', postcode: '04109', city: 'Leipzig' },
      tenant: { name: 'Felix Ucar', street: 'Karl-Liebknecht-Straße 61', postcode: '04275', city: 'Leipzig' },
      period: { start: '2026-05-01', end: '2027-04-30' },
      monthly_rent: 640,
      deposit: 1920,
      enclosures: ['Hausordnung', 'Übergabeprotokoll', 'Energieausweis'],
    },
    [
      'Zeitmietvertrag über Wohnraum',
      '',
      'zwischen',
      'Gerda Pohlmann, Am Stadtpark 2, 04109 Leipzig',
      '– Vermieterin –',
      'und',
      'Felix Ucar, Karl-Liebknecht-Straße 61, 04275 Leipzig',
      '– Mieter –',
      '',
      '§ 1 Mietsache',
      'Vermietet wird die Wohnung im 2. OG links, Kochstraße 19, 04275 Leipzig.',
      '§ 2 Mietzeit',
      'Das Mietverhältnis beginnt am 01.05.2026 und endet am 30.04.2027.',
      '§ 3 Miete',
      'Die monatliche Miete beträgt 640,00 €. Die Kaution beträgt 1.920,00 €.',
      '',
      'Anlagen:',
      '- Hausordnung',
      '- Übergabeprotokoll',
      '- Energieausweis',
    ],
  ),
  fresh(
    'tour-package-en',
    'travel package confirmation',
    'en',
    'html',
    [
      str('package_name'),
      obj('period', [date('start'), date('end')]),
      strs('included'),
      strs('not_included'),
      num('price_per_person'),
      list('itinerary', [date('date'), str('description')]),
    ],
    {
      package_name: 'Highlands & Islands Explorer',
      period: { start: '2026-06-06', end: '2026-06-12' },
      included: ['6 nights B&B accommodation', 'Ferry to Skye', 'Guided distillery visit', 'Coach transfers'],
      not_included: ['Flights', 'Travel insurance', 'Evening meals'],
      price_per_person: 1345,
      itinerary: [
        { date: '2026-06-06', description: 'Arrival in Inverness' },
        { date: '2026-06-08', description: 'Ferry to the Isle of Skye' },
        { date: '2026-06-10', description: 'Distillery visit at Talisker' },
        { date: '2026-06-12', description: 'Return to Inverness' },
      ],
    },
    {
      raw: `<html><body style="font-family:Arial">
<h2>Highlands &amp; Islands Explorer</h2>
<p><b>Travel dates:</b> 6 June 2026 – 12 June 2026</p>
<p><b>Price per person:</b> £1,345.00</p>
<p><b>Included:</b> 6 nights B&amp;B accommodation, Ferry to Skye, Guided distillery visit, Coach transfers</p>
<p><b>Not included:</b> Flights, Travel insurance, Evening meals</p>
<h3>Itinerary</h3>
<p>06/06/2026 &ndash; Arrival in Inverness<br>
08/06/2026 &ndash; Ferry to the Isle of Skye<br>
10/06/2026 &ndash; Distillery visit at Talisker<br>
12/06/2026 &ndash; Return to Inverness</p>
<p>Questions? Reply to this email or call 0131 496 0712.</p>
</body></html>`,
    },
  ),
  fresh(
    'fahrzeugliste-versicherung-de',
    'fleet insurance schedule',
    'de',
    'txt',
    [
      str('policy_number'),
      obj('policyholder', [str('name'), str('street'), str('postcode'), str('city')]),
      list('vehicles', [str('make_model'), str('registration'), str('vin'), num('annual_premium')]),
    ],
    {
      policy_number: 'KFZ-7781-2204',
      policyholder: { name: 'Grünwerk Gartenbau GmbH', street: 'Mühlweg 40', postcode: '91058', city: 'Erlangen' },
      vehicles: [
        {
          make_model: 'VW Crafter 35 Kasten',
          registration: 'ER-GW 214',
          vin: 'WV1ZZZSYZL9018832',
          annual_premium: 1284.6,
        },
        {
          make_model: 'Ford Transit Pritsche',
          registration: 'ER-GW 305',
          vin: 'WF0XXXTTGXKA44120',
          annual_premium: 1102.3,
        },
        {
          make_model: 'Škoda Octavia Combi',
          registration: 'ER-GW 88',
          vin: 'TMBJG7NE4L0127745',
          annual_premium: 712.4,
        },
      ],
    },
    {
      raw: `Versicherungsschein Flottenversicherung
Versicherungsnummer: KFZ-7781-2204

Versicherungsnehmer:
Grünwerk Gartenbau GmbH
Mühlweg 40
91058 Erlangen

Versicherte Fahrzeuge

Fahrzeug 1: VW Crafter 35 Kasten, amtl. Kennzeichen ER-GW 214, FIN WV1ZZZSYZL9018832, Jahresbeitrag 1.284,60 EUR

Fahrzeug 2: Ford Transit Pritsche, amtl. Kennzeichen ER-GW 305, FIN WF0XXXTTGXKA44120, Jahresbeitrag 1.102,30 EUR

Fahrzeug 3: Škoda Octavia Combi, amtl. Kennzeichen ER-GW 88, FIN TMBJG7NE4L0127745, Jahresbeitrag 712,40 EUR

Gesamtbeitrag jährlich: 3.099,30 EUR
`,
    },
  ),
  fresh(
    'workshop-invite-eml-en',
    'event invitation',
    'en',
    'eml',
    [
      str('event_title'),
      date('event_date'),
      obj('venue', [str('name'), str('street'), str('city'), str('postcode')]),
      strs('speakers'),
      strs('what_to_bring'),
      obj('organiser', [str('name'), str('email')]),
    ],
    {
      event_title: 'Accessible Design Workshop',
      event_date: '2026-03-26',
      venue: { name: 'The Lighthouse', street: '11 Mitchell Lane', city: 'Glasgow', postcode: 'G1 3NU' },
      speakers: ['Aileen Boyd', 'Marcus Webb', 'Dr Sana Qureshi'],
      what_to_bring: ['Laptop', 'Headphones', 'A sample project'],
      organiser: { name: 'Claire Donnelly', email: 'claire.donnelly@designnet.example' },
    },
    {
      raw: `From: Claire Donnelly <claire.donnelly@designnet.example>\r
To: members@designnet.example\r
Subject: Invitation: Accessible Design Workshop, 26 March\r
Date: Tue, 3 Mar 2026 09:14:02 +0000\r
MIME-Version: 1.0\r
Content-Type: text/plain; charset=utf-8\r
\r
Hi all,\r
\r
You're invited to our Accessible Design Workshop on Thursday 26 March 2026, 13:00–17:00.\r
\r
Venue:\r
The Lighthouse\r
11 Mitchell Lane\r
Glasgow G1 3NU\r
\r
Speakers: Aileen Boyd, Marcus Webb and Dr Sana Qureshi\r
\r
Please bring:\r
* Laptop\r
* Headphones\r
* A sample project\r
\r
Places are limited to 30, so please reply by 16 March.\r
\r
Best,\r
Claire Donnelly\r
DesignNet Scotland\r
`,
    },
  ),
  fresh(
    'vertrag-klauseln-de',
    'service agreement',
    'de',
    'docx',
    [
      obj('provider', [str('name'), str('city')]),
      obj('client', [str('name'), str('city')]),
      date('start_date'),
      list('clauses', [str('number'), str('title')]),
      num('monthly_fee'),
    ],
    {
      provider: { name: 'Cleanwave Gebäudeservice GmbH', city: 'Dortmund' },
      client: { name: 'Praxis Dr. Yilmaz', city: 'Bochum' },
      start_date: '2026-04-01',
      clauses: [
        { number: '1', title: 'Vertragsgegenstand' },
        { number: '2', title: 'Leistungsumfang' },
        { number: '3', title: 'Vergütung' },
        { number: '4', title: 'Laufzeit und Kündigung' },
        { number: '5', title: 'Haftung' },
      ],
      monthly_fee: 890,
    },
    [
      'Reinigungsvertrag',
      '',
      'Auftragnehmer: Cleanwave Gebäudeservice GmbH, Rheinlanddamm 200, 44139 Dortmund',
      'Auftraggeber: Praxis Dr. Yilmaz, Kortumstraße 71, 44787 Bochum',
      '',
      '1. Vertragsgegenstand',
      'Der Auftragnehmer reinigt die Praxisräume (ca. 240 m²) an fünf Tagen je Woche.',
      '2. Leistungsumfang',
      'Einzelheiten regelt das Leistungsverzeichnis in Anlage 1.',
      '3. Vergütung',
      'Die monatliche Pauschale beträgt 890,00 € zzgl. USt.',
      '4. Laufzeit und Kündigung',
      'Der Vertrag beginnt am 01.04.2026 und läuft auf unbestimmte Zeit.',
      '5. Haftung',
      'Der Auftragnehmer haftet für Schäden bis 5.000.000 € je Schadensfall.',
    ],
  ),
  fresh(
    'scan-lieferschein-de',
    'delivery note',
    'de',
    'scan',
    [
      str('delivery_note_number'),
      date('delivery_date'),
      obj('sender', [str('name'), str('street'), str('postcode'), str('city'), str('phone')]),
      obj('recipient', [str('name'), str('street'), str('postcode'), str('city')]),
      num('packages'),
    ],
    {
      delivery_note_number: 'LS-880431',
      delivery_date: '2026-02-03',
      sender: {
        name: 'Baustoffe Kranich KG',
        street: 'Hafenstraße 5',
        postcode: '26721',
        city: 'Emden',
        phone: '04921 55012',
      },
      recipient: { name: 'Tischlerei Voss', street: 'Dorfstraße 12', postcode: '26802', city: 'Moormerland' },
      packages: 4,
    },
    [
      'Baustoffe Kranich KG',
      'Hafenstraße 5',
      '26721 Emden',
      'Tel. 04921 55012',
      '',
      'Tischlerei Voss',
      'Dorfstraße 12',
      '26802 Moormerland',
      '',
      'Lieferschein Nr. LS-880431',
      'Lieferdatum: 03.02.2026',
      '',
      'Menge   Artikel',
      '12      OSB-Platte 18 mm 250x125',
      '30      Kantholz 60x80 KVH 5 m',
      '',
      'Anzahl Packstücke: 4',
      'Ware erhalten: ______________',
    ],
  ),
];

export const DEV_NESTED18: TCorpusDocument[] = [...DOCUMENTS, ...DEV_NESTED18_MORE].map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'dev-nested18-'),
  layout: DEV_NESTED18_LAYOUT,
}));
