// The second half of development set "items19" (see dev-items19.ts): e-mail order confirmations, participants,
// schedule entries, rows over two lines, a bill of quantities with long texts, and merged cells.
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

export const DEV_ITEMS19_MORE: TCorpusDocument[] = [
  // A shop's plain-text order mail: one block of labelled lines per item.
  fresh(
    'order-mail-blocks-en',
    'order confirmation',
    'en',
    'eml',
    [
      str('order_number'),
      list('items', [str('product'), str('sku'), num('quantity'), num('price')]),
      num('order_total'),
    ],
    {
      order_number: '1048-2271',
      items: [
        { product: 'Linen duvet cover, double, sage', sku: 'LDC-D-SG', quantity: 1, price: 89 },
        { product: 'Linen pillowcase pair, sage', sku: 'LPC-SG', quantity: 2, price: 32 },
      ],
      order_total: 153,
    },
    {
      raw: crlf(`From: Loomhouse <orders@loomhouse.example>
To: megan.price@mailbox.example
Subject: Your Loomhouse order #1048-2271 is confirmed
Date: Tue, 10 Mar 2026 19:22:41 +0000
Message-ID: <order-1048-2271@loomhouse.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hi Megan,

thanks for shopping with Loomhouse! Here is a summary of order #1048-2271.

ORDER SUMMARY

Linen duvet cover, double, sage
SKU: LDC-D-SG
Quantity: 1
Price: £89.00

Linen pillowcase pair, sage
SKU: LPC-SG
Quantity: 2
Price: £32.00

Subtotal: £153.00
Shipping: Free
Total: £153.00

We'll email you again when your parcel is on its way.
Loomhouse Ltd, 18 Weaver Street, Bradford BD1 4QT
`),
    },
  ),
  // A German shop's mail: "1 x Produkt ... Preis" lines, the article number on the line beneath.
  fresh(
    'bestellbestaetigung-mail-de',
    'order confirmation',
    'de',
    'eml',
    [
      str('bestellnummer'),
      list('positionen', [num('menge'), str('artikel'), str('artikelnummer'), num('preis')]),
      num('gesamtsumme'),
    ],
    {
      bestellnummer: '300-884412',
      positionen: [
        { menge: 1, artikel: 'Akku-Bohrschrauber 18 V', artikelnummer: '4471920', preis: 129.99 },
        { menge: 2, artikel: 'Bit-Set 32-teilig', artikelnummer: '5002311', preis: 25.98 },
        { menge: 1, artikel: 'Ersatzakku 18 V 4,0 Ah', artikelnummer: '4471955', preis: 59.95 },
      ],
      gesamtsumme: 220.87,
    },
    {
      raw: crlf(`From: Werkzeugprofi Online <bestellung@werkzeugprofi.example>
To: jonas.becker@webpost.example
Subject: =?UTF-8?Q?Ihre_Bestellung_300-884412_ist_eingegangen?=
Date: Wed, 04 Mar 2026 21:05:12 +0100
Message-ID: <300-884412@werkzeugprofi.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hallo Jonas Becker,

vielen Dank für Ihre Bestellung 300-884412 vom 04.03.2026.

Ihre Artikel:

1 x Akku-Bohrschrauber 18 V                 129,99 EUR
    Art.-Nr. 4471920
2 x Bit-Set 32-teilig                        25,98 EUR
    Art.-Nr. 5002311
1 x Ersatzakku 18 V 4,0 Ah                   59,95 EUR
    Art.-Nr. 4471955

Zwischensumme:                              215,92 EUR
Versand:                                      4,95 EUR
Gesamtsumme (inkl. MwSt.):                  220,87 EUR

Lieferadresse: Jonas Becker, Gartenstraße 19, 72070 Tübingen

Ihr Werkzeugprofi-Team
`),
    },
  ),
  // A list of participants whose header names differ from the fields (Teilnehmer/in, Unternehmen).
  fresh(
    'teilnehmerliste-de',
    'participant list',
    'de',
    'docx',
    [str('veranstaltung'), list('teilnehmer', [str('name'), str('firma'), str('email')])],
    {
      veranstaltung: 'Workshop Arbeitssicherheit',
      teilnehmer: [
        { name: 'Sandra Wolff', firma: 'Bau Wolff GmbH', email: 's.wolff@bauwolff.example' },
        { name: 'Mehmet Aydın', firma: 'Aydın Haustechnik', email: 'info@aydin-haustechnik.example' },
        { name: 'Peter Lohmann', firma: 'Stadtwerke Celle', email: 'p.lohmann@sw-celle.example' },
        { name: 'Julia Brandl', firma: 'Brandl & Söhne KG', email: 'j.brandl@brandl-soehne.example' },
      ],
    },
    [
      'Teilnehmerliste',
      'Veranstaltung: Workshop Arbeitssicherheit',
      'Datum: 17.03.2026, 09:00–16:00 Uhr, IHK Lüneburg',
      '',
      'Nr.\tTeilnehmer/in\tUnternehmen\tE-Mail-Adresse\tUnterschrift',
      '1\tSandra Wolff\tBau Wolff GmbH\ts.wolff@bauwolff.example\t',
      '2\tMehmet Aydın\tAydın Haustechnik\tinfo@aydin-haustechnik.example\t',
      '3\tPeter Lohmann\tStadtwerke Celle\tp.lohmann@sw-celle.example\t',
      '4\tJulia Brandl\tBrandl & Söhne KG\tj.brandl@brandl-soehne.example\t',
      '',
      'Anzahl Teilnehmende: 4',
    ],
  ),
  // A conference programme: time ranges with a title, the room on the line beneath.
  fresh(
    'conference-programme-en',
    'event schedule',
    'en',
    'txt',
    [str('event'), list('sessions', [str('start'), str('end'), str('title'), str('room')])],
    {
      event: 'Northern Data Day 2026',
      sessions: [
        { start: '09:00', end: '09:30', title: 'Registration and coffee', room: 'Foyer' },
        { start: '09:30', end: '10:15', title: 'Keynote: Small data, big decisions', room: 'Hall A' },
        { start: '10:30', end: '11:15', title: 'Cleaning messy spreadsheets', room: 'Room 2' },
        { start: '11:30', end: '12:30', title: 'Panel: Open data in local government', room: 'Hall A' },
      ],
    },
    {
      raw: [
        'NORTHERN DATA DAY 2026',
        'Programme - Thursday 21 May 2026, Leeds',
        '',
        '09:00 - 09:30   Registration and coffee',
        '                Foyer',
        '09:30 - 10:15   Keynote: Small data, big decisions',
        '                Hall A',
        '10:30 - 11:15   Cleaning messy spreadsheets',
        '                Room 2',
        '11:30 - 12:30   Panel: Open data in local government',
        '                Hall A',
        '',
        'Lunch is served in the Foyer from 12:30.',
      ].join('\n'),
    },
  ),
  // Appointments as sentence-like lines: weekday and date, time, topic, room in brackets.
  fresh(
    'terminplan-de',
    'appointment schedule',
    'de',
    'pdf',
    [str('kurs'), list('termine', [date('datum'), str('uhrzeit'), str('thema'), str('raum')])],
    {
      kurs: 'Existenzgründung kompakt',
      termine: [
        { datum: '2026-05-04', uhrzeit: '10:00', thema: 'Geschäftsidee und Marktanalyse', raum: '2.14' },
        { datum: '2026-05-11', uhrzeit: '10:00', thema: 'Businessplan und Finanzierung', raum: '2.14' },
        { datum: '2026-05-18', uhrzeit: '14:00', thema: 'Rechtsformen und Steuern', raum: '3.02' },
      ],
    },
    [
      'Volkshochschule Kassel',
      'Kurs: Existenzgründung kompakt',
      'Ihre Termine',
      '',
      'Mo, 04.05.2026, 10:00 Uhr – Geschäftsidee und Marktanalyse (Raum 2.14)',
      'Mo, 11.05.2026, 10:00 Uhr – Businessplan und Finanzierung (Raum 2.14)',
      'Mo, 18.05.2026, 14:00 Uhr – Rechtsformen und Steuern (Raum 3.02)',
      '',
      'Bitte bringen Sie einen Laptop mit.',
    ],
  ),
  // Time and materials: each entry over two lines, the date and work on the first, hours × rate = amount beneath.
  fresh(
    'time-materials-en',
    'invoice',
    'en',
    'pdf',
    [
      str('invoice_number'),
      list('entries', [date('date'), str('description'), num('hours'), num('rate'), num('amount')]),
      num('total'),
    ],
    {
      invoice_number: 'TM-2026-07',
      entries: [
        { date: '2026-03-02', description: 'Site survey and measurements', hours: 3.5, rate: 68, amount: 238 },
        { date: '2026-03-04', description: 'Fit kitchen base units', hours: 7, rate: 68, amount: 476 },
        { date: '2026-03-05', description: 'Worktop cutting and fitting', hours: 5.5, rate: 68, amount: 374 },
      ],
      total: 1088,
    },
    [
      'Hollis Joinery',
      'Invoice TM-2026-07',
      'Customer: Mrs R. Okoye, 7 Beech Rise, Harrogate',
      '',
      'Work carried out',
      '',
      '02/03/2026  Site survey and measurements',
      '3.5 h × £68.00 = £238.00',
      '04/03/2026  Fit kitchen base units',
      '7 h × £68.00 = £476.00',
      '05/03/2026  Worktop cutting and fitting',
      '5.5 h × £68.00 = £374.00',
      '',
      'Total: £1,088.00',
      'Not VAT registered.',
    ],
  ),
  // A bill of quantities: position numbers, short text on the row, a long text in lines beneath.
  fresh(
    'leistungsverzeichnis-de',
    'quotation',
    'de',
    'txt',
    [
      str('projekt'),
      list('positionen', [str('oz'), str('kurztext'), num('menge'), str('einheit'), num('ep'), num('gp')]),
      num('summe_netto'),
    ],
    {
      projekt: 'Kita Sonnenblume, Umbau Sanitär',
      positionen: [
        { oz: '01.001', kurztext: 'Baustelleneinrichtung', menge: 1, einheit: 'psch', ep: 850, gp: 850 },
        { oz: '01.002', kurztext: 'Rückbau Waschtische', menge: 6, einheit: 'St', ep: 42, gp: 252 },
        {
          oz: '01.003',
          kurztext: 'Kinderwaschtisch liefern und montieren',
          menge: 6,
          einheit: 'St',
          ep: 318,
          gp: 1908,
        },
      ],
      summe_netto: 3010,
    },
    {
      raw: [
        'Leistungsverzeichnis / Angebot',
        'Projekt: Kita Sonnenblume, Umbau Sanitär',
        'Bieter: Haustechnik Ollmann GmbH',
        '',
        'OZ        Kurztext / Langtext                         Menge  Einh.        EP          GP',
        '01.001    Baustelleneinrichtung                           1  psch     850,00      850,00',
        '          Einrichten und Räumen der Baustelle, inkl. Bauzaun',
        '          und Sanitärcontainer für die gesamte Bauzeit.',
        '01.002    Rückbau Waschtische                             6  St        42,00      252,00',
        '          Vorhandene Waschtische demontieren und entsorgen.',
        '01.003    Kinderwaschtisch liefern und montieren          6  St       318,00    1.908,00',
        '          Höhe 50 cm, inkl. Eckventil und Siphon.',
        '',
        'Summe netto                                                                 3.010,00',
      ].join('\n'),
    },
  ),
  // A German HTML invoice with merged cells: lot headings across the table, a unit column merged for a group.
  fresh(
    'rechnung-verbunden-de',
    'invoice',
    'de',
    'html',
    [
      str('rechnungsnummer'),
      list('positionen', [str('bezeichnung'), num('menge'), num('einzelpreis'), num('gesamtpreis')]),
      num('endsumme'),
    ],
    {
      rechnungsnummer: 'VR-26-207',
      positionen: [
        { bezeichnung: 'Stehtisch mit Husse', menge: 8, einzelpreis: 14, gesamtpreis: 112 },
        { bezeichnung: 'Bierzeltgarnitur', menge: 10, einzelpreis: 12.5, gesamtpreis: 125 },
        { bezeichnung: 'Kühlanhänger 1,5 m³', menge: 1, einzelpreis: 95, gesamtpreis: 95 },
        { bezeichnung: 'Aufbau und Abbau', menge: 3, einzelpreis: 45, gesamtpreis: 135 },
      ],
      endsumme: 555.73,
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Rechnung VR-26-207</title></head><body>
<h1>Eventverleih Sommer</h1>
<p>Rechnung Nr. VR-26-207<br>Datum: 23.03.2026<br>Veranstaltung: Sommerfest Schützenverein, 21.03.2026</p>
<table border="1">
<thead><tr><th>Artikel</th><th>Anzahl</th><th>Preis/Stück</th><th>Summe</th></tr></thead>
<tbody>
<tr><td colspan="4"><strong>Mobiliar</strong></td></tr>
<tr><td>Stehtisch mit Husse</td><td>8</td><td>14,00 €</td><td>112,00 €</td></tr>
<tr><td>Bierzeltgarnitur</td><td>10</td><td>12,50 €</td><td>125,00 €</td></tr>
<tr><td colspan="4"><strong>Technik und Service</strong></td></tr>
<tr><td>Kühlanhänger 1,5 m³</td><td>1</td><td>95,00 €</td><td>95,00 €</td></tr>
<tr><td>Aufbau und Abbau</td><td>3</td><td>45,00 €</td><td>135,00 €</td></tr>
</tbody>
<tfoot>
<tr><td colspan="3">Nettobetrag</td><td>467,00 €</td></tr>
<tr><td colspan="3">MwSt. 19 %</td><td>88,73 €</td></tr>
<tr><td colspan="3"><strong>Endsumme</strong></td><td><strong>555,73 €</strong></td></tr>
</tfoot>
</table>
<p>Zahlbar bis 06.04.2026.</p>
</body></html>
`,
    },
  ),
  // An HTML order mail: one table row per product, the variant ("Größe: M") on a second line in the name's cell.
  fresh(
    'shop-mail-html-de',
    'order confirmation',
    'de',
    'eml',
    [
      str('bestellnummer'),
      list('artikel', [str('bezeichnung'), str('groesse'), num('menge'), num('preis')]),
      num('gesamt'),
    ],
    {
      bestellnummer: 'DE-7719304',
      artikel: [
        { bezeichnung: 'Regenjacke Nordkap', groesse: 'M', menge: 1, preis: 119.95 },
        { bezeichnung: 'Funktionsshirt Merino', groesse: 'L', menge: 2, preis: 79.9 },
      ],
      gesamt: 199.85,
    },
    {
      raw: crlf(`From: Bergfreund Shop <service@bergfreund.example>
To: lea.hartmann@posteo.example
Subject: =?UTF-8?Q?Bestellbest=C3=A4tigung_DE-7719304?=
Date: Fri, 13 Mar 2026 08:14:55 +0100
Message-ID: <de-7719304@bergfreund.example>
MIME-Version: 1.0
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: 8bit

<html><body style="font-family:Arial">
<p>Hallo Lea,</p>
<p>danke für deine Bestellung DE-7719304. Wir packen sie schon!</p>
<table cellpadding="6" style="border-collapse:collapse">
<tr><th align="left">Produkt</th><th>Menge</th><th align="right">Preis</th></tr>
<tr><td>Regenjacke Nordkap<br><small>Größe: M</small></td><td align="center">1</td><td align="right">119,95 €</td></tr>
<tr><td>Funktionsshirt Merino<br><small>Größe: L</small></td><td align="center">2</td><td align="right">79,90 €</td></tr>
<tr><td colspan="2">Versand</td><td align="right">0,00 €</td></tr>
<tr><td colspan="2"><b>Gesamt</b></td><td align="right"><b>199,85 €</b></td></tr>
</table>
<p>Bergfreund GmbH · Alpenstraße 5 · 87435 Kempten</p>
</body></html>
`),
    },
  ),
  // A consultancy invoice in docx: the header's units in brackets, a totals block in the same table.
  fresh(
    'consulting-hours-en',
    'invoice',
    'en',
    'docx',
    [
      str('invoice_number'),
      list('services', [str('consultant'), str('service'), num('hours'), num('hourly_rate'), num('fee')]),
      num('invoice_total'),
    ],
    {
      invoice_number: 'CN-4410',
      services: [
        { consultant: 'A. Reyes', service: 'Data migration planning', hours: 6, hourly_rate: 120, fee: 720 },
        { consultant: 'K. Lindqvist', service: 'ETL scripting', hours: 14, hourly_rate: 95, fee: 1330 },
        { consultant: 'A. Reyes', service: 'Cut-over support', hours: 4, hourly_rate: 120, fee: 480 },
      ],
      invoice_total: 3036,
    },
    [
      'Corvid Analytics Ltd',
      'Invoice CN-4410',
      'Date: 31/03/2026',
      'Client: Harwell Housing Trust',
      '',
      'Staff\tWork performed\tTime (h)\tRate (£/h)\tCharge (£)',
      'A. Reyes\tData migration planning\t6.0\t120.00\t720.00',
      'K. Lindqvist\tETL scripting\t14.0\t95.00\t1,330.00',
      'A. Reyes\tCut-over support\t4.0\t120.00\t480.00',
      'Total hours\t\t24.0\t\t',
      'Net\t\t\t\t2,530.00',
      'VAT 20%\t\t\t\t506.00',
      'Invoice total\t\t\t\t3,036.00',
    ],
  ),
  // Attendees listed as numbered lines: name, organisation and e-mail in one sentence-like line.
  fresh(
    'attendees-numbered-en',
    'meeting minutes',
    'en',
    'txt',
    [str('meeting'), date('meeting_date'), list('attendees', [str('name'), str('organisation'), str('email')])],
    {
      meeting: 'Riverside Flood Group',
      meeting_date: '2026-03-19',
      attendees: [
        { name: 'Dr Jane Holt', organisation: 'University of York', email: 'jane.holt@york.example' },
        { name: 'Owen Pritchard', organisation: 'Environment Agency', email: 'owen.pritchard@ea.example' },
        { name: 'Sue Marsh', organisation: 'Riverside Residents Association', email: 'chair@rra.example' },
      ],
    },
    {
      raw: [
        'RIVERSIDE FLOOD GROUP - MINUTES',
        'Meeting of 19 March 2026, Guildhall, York',
        '',
        'Present:',
        '1. Dr Jane Holt, University of York <jane.holt@york.example>',
        '2. Owen Pritchard, Environment Agency <owen.pritchard@ea.example>',
        '3. Sue Marsh, Riverside Residents Association <chair@rra.example>',
        '',
        'Apologies: Cllr. D. Varma',
        '',
        '1. Minutes of the last meeting were approved.',
        '2. The sandbag store will move to the depot on Foss Road.',
      ].join('\n'),
    },
  ),
];
