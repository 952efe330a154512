// Development set "items20" (layout 98): written in session 20 BEFORE the extractor was changed, for arrays in shapes
// the readers were not written for: statements and ledgers as space-aligned rows without a header, lists of people
// (attendees, board members, contacts), schedules and programmes ("09:00–09:30 Welcome"), tracking events, repayment
// plans whose headers are named unlike the schema's fields, medication plans, marks lists with dot leaders, items
// split across a page break, descriptions wrapped under their amount, items as repeated labelled blocks. English and
// German; pdf, docx, html, txt, eml, png. Held out but NOT sealed: --show-dev-items20.
import { DEV_ITEMS20_MORE } from './dev-items20-more.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the development set items20. */
export const DEV_ITEMS20_LAYOUT = 98;

const DOCUMENTS: TCorpusDocument[] = [
  // A bank statement's bookings as space-aligned rows, the header words unlike the fields.
  fresh(
    'kontoauszug-de',
    'bank statement',
    'de',
    'txt',
    [
      str('iban'),
      num('neuer_saldo'),
      list('umsaetze', [date('buchungsdatum'), str('verwendungszweck'), num('betrag')]),
    ],
    {
      iban: 'DE44 2505 0180 0012 3456 78',
      neuer_saldo: 1185.07,
      umsaetze: [
        { buchungsdatum: '2026-03-02', verwendungszweck: 'Lastschrift Stadtwerke Hannover Abschlag März', betrag: -86 },
        { buchungsdatum: '2026-03-04', verwendungszweck: 'Gutschrift Gehalt Februar Kröger Logistik', betrag: 2410.5 },
        { buchungsdatum: '2026-03-09', verwendungszweck: 'Kartenzahlung EDEKA Neumann', betrag: -54.37 },
        { buchungsdatum: '2026-03-15', verwendungszweck: 'Dauerauftrag Miete Lister Meile 12', betrag: -920 },
      ],
    },
    {
      raw: [
        'Sparkasse Hannover                                Kontoauszug 3/2026',
        'Girokonto  IBAN DE44 2505 0180 0012 3456 78',
        'Kontoinhaber: Jonas Wendt',
        '',
        'Alter Saldo per 01.03.2026                                    -165,06',
        '',
        'Bu-Tag   Wert     Vorgang                                              EUR',
        '02.03.   02.03.   Lastschrift Stadtwerke Hannover Abschlag März     -86,00',
        '04.03.   04.03.   Gutschrift Gehalt Februar Kröger Logistik      2.410,50',
        '09.03.   08.03.   Kartenzahlung EDEKA Neumann                        -54,37',
        '15.03.   15.03.   Dauerauftrag Miete Lister Meile 12                -920,00',
        '',
        'Neuer Saldo per 31.03.2026                                   1.185,07',
      ].join('\n'),
    },
  ),
  // A credit-card statement: "03 Mar  TESCO STORES 3217 LONDON  23.40", no header.
  fresh(
    'card-statement-en',
    'credit card statement',
    'en',
    'pdf',
    [str('card_number'), num('new_balance'), list('transactions', [date('date'), str('merchant'), num('amount')])],
    {
      card_number: '**** **** **** 4417',
      new_balance: 312.86,
      transactions: [
        { date: '2026-03-03', merchant: 'TESCO STORES 3217 LONDON', amount: 23.4 },
        { date: '2026-03-06', merchant: 'TFL TRAVEL CH', amount: 8.1 },
        { date: '2026-03-11', merchant: 'AMAZON MARKETPLACE', amount: 46.99 },
        { date: '2026-03-19', merchant: 'PRET A MANGER 0412', amount: 6.45 },
      ],
    },
    [
      'Harbour Card Services',
      'Statement date 24 March 2026',
      'Card number **** **** **** 4417',
      '',
      'Previous balance\t227.92',
      '',
      '03 Mar 2026\tTESCO STORES 3217 LONDON\t23.40',
      '06 Mar 2026\tTFL TRAVEL CH\t8.10',
      '11 Mar 2026\tAMAZON MARKETPLACE\t46.99',
      '19 Mar 2026\tPRET A MANGER 0412\t6.45',
      '',
      'New balance\t312.86',
      'Minimum payment\t25.00',
    ],
  ),
  // An attendee list in a Word document: "Name, Organisation (role)" per line, no header.
  fresh(
    'attendees-en',
    'minutes',
    'en',
    'docx',
    [date('meeting_date'), list('attendees', [str('name'), str('organisation'), str('role')])],
    {
      meeting_date: '2026-03-17',
      attendees: [
        { name: 'Fiona Gallagher', organisation: 'Northgate Housing', role: 'Chair' },
        { name: 'Samuel Adeyemi', organisation: 'Leeds City Council', role: 'Planning officer' },
        { name: 'Claire Whitmore', organisation: 'Whitmore Architects', role: 'Architect' },
        { name: 'Raj Patel', organisation: 'Northgate Housing', role: 'Minutes' },
      ],
    },
    [
      'Northgate Housing – Project Board',
      'Minutes of the meeting held on 17 March 2026, 10:00, Committee Room 2',
      '',
      'Present',
      'Fiona Gallagher, Northgate Housing (Chair)',
      'Samuel Adeyemi, Leeds City Council (Planning officer)',
      'Claire Whitmore, Whitmore Architects (Architect)',
      'Raj Patel, Northgate Housing (Minutes)',
      '',
      '1. Apologies were received from Tom Baker.',
      '2. The minutes of the last meeting were approved.',
    ],
  ),
  // A conference programme in HTML paragraphs: "09:00–09:30 Welcome coffee (Foyer)".
  fresh(
    'programme-en',
    'event programme',
    'en',
    'html',
    [str('event_name'), list('sessions', [str('start'), str('end'), str('title'), str('room')])],
    {
      event_name: 'Regional Water Forum 2026',
      sessions: [
        { start: '09:00', end: '09:30', title: 'Welcome coffee', room: 'Foyer' },
        { start: '09:30', end: '10:15', title: 'Keynote: Drought planning in the Midlands', room: 'Hall A' },
        { start: '10:30', end: '11:30', title: 'Panel on leakage targets', room: 'Hall B' },
        { start: '11:30', end: '12:30', title: 'Lunch', room: 'Atrium' },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Regional Water Forum 2026</title></head><body>
<h1>Regional Water Forum 2026</h1>
<p>Thursday 23 April 2026, Birmingham Conference Centre</p>
<h2>Programme</h2>
<p>09:00–09:30 Welcome coffee (Foyer)</p>
<p>09:30–10:15 Keynote: Drought planning in the Midlands (Hall A)</p>
<p>10:30–11:30 Panel on leakage targets (Hall B)</p>
<p>11:30–12:30 Lunch (Atrium)</p>
<p>Registration closes on 9 April.</p>
</body></html>
`,
    },
  ),
  // A repayment plan whose column headers are named unlike the fields.
  fresh(
    'tilgungsplan-de',
    'loan schedule',
    'de',
    'pdf',
    [
      str('darlehensnummer'),
      list('raten', [num('nr'), date('faellig_am'), num('rate'), num('zinsen'), num('tilgung'), num('restschuld')]),
    ],
    {
      darlehensnummer: 'KD-8830417',
      raten: [
        { nr: 1, faellig_am: '2026-04-30', rate: 250, zinsen: 41.25, tilgung: 208.75, restschuld: 9791.25 },
        { nr: 2, faellig_am: '2026-05-31', rate: 250, zinsen: 40.38, tilgung: 209.62, restschuld: 9581.63 },
        { nr: 3, faellig_am: '2026-06-30', rate: 250, zinsen: 39.52, tilgung: 210.48, restschuld: 9371.15 },
      ],
    },
    [
      'Volksbank Mittelweser eG',
      'Tilgungsplan zum Darlehen KD-8830417',
      'Darlehensbetrag 10.000,00 EUR, Sollzins 4,95 % p. a.',
      '',
      'Lfd.\tFälligkeit\tMonatsrate\tZinsanteil\tTilgungsanteil\tRestkapital',
      '1\t30.04.2026\t250,00\t41,25\t208,75\t9.791,25',
      '2\t31.05.2026\t250,00\t40,38\t209,62\t9.581,63',
      '3\t30.06.2026\t250,00\t39,52\t210,48\t9.371,15',
      '',
      'Alle Beträge in EUR.',
    ],
  ),
  // Parcel tracking events in a mail, newest first.
  fresh(
    'tracking-en',
    'shipping notification',
    'en',
    'eml',
    [str('tracking_number'), list('events', [date('date'), str('time'), str('status'), str('location')])],
    {
      tracking_number: 'JD014600006281937465',
      events: [
        { date: '2026-03-12', time: '07:48', status: 'Out for delivery', location: 'Leeds Depot' },
        { date: '2026-03-11', time: '22:15', status: 'Arrived at depot', location: 'Leeds Depot' },
        { date: '2026-03-11', time: '16:02', status: 'Collected from sender', location: 'Daventry Hub' },
      ],
    },
    [
      'Your parcel JD014600006281937465 is on its way',
      '',
      'Hello Amira,',
      '',
      'here is the latest tracking for your parcel JD014600006281937465:',
      '',
      '12 Mar 2026, 07:48 – Out for delivery – Leeds Depot',
      '11 Mar 2026, 22:15 – Arrived at depot – Leeds Depot',
      '11 Mar 2026, 16:02 – Collected from sender – Daventry Hub',
      '',
      'Your driver will be with you between 11:00 and 12:00.',
      'Kind regards, Swiftline Parcels',
    ],
  ),
  // A medication plan: drug, strength, and a morning-noon-evening dose "1-0-1".
  fresh(
    'medikationsplan-de',
    'medication plan',
    'de',
    'docx',
    [str('patient'), list('medikamente', [str('wirkstoff'), str('staerke'), str('dosierung'), str('grund')])],
    {
      patient: 'Gertrud Brandes',
      medikamente: [
        { wirkstoff: 'Metoprolol', staerke: '47,5 mg', dosierung: '1-0-1', grund: 'Bluthochdruck' },
        { wirkstoff: 'Metformin', staerke: '1000 mg', dosierung: '1-0-1', grund: 'Diabetes' },
        { wirkstoff: 'Simvastatin', staerke: '20 mg', dosierung: '0-0-1', grund: 'Cholesterin' },
      ],
    },
    [
      'Bundeseinheitlicher Medikationsplan',
      'für: Gertrud Brandes, geb. 02.11.1944',
      'ausgedruckt von: Hausarztpraxis Dr. Lüders, Celle, am 10.03.2026',
      '',
      'Wirkstoff\tStärke\tmo-mi-ab\tHinweise\tGrund',
      'Metoprolol\t47,5 mg\t1-0-1\tzum Essen\tBluthochdruck',
      'Metformin\t1000 mg\t1-0-1\tnach dem Essen\tDiabetes',
      'Simvastatin\t20 mg\t0-0-1\t\tCholesterin',
    ],
  ),
  // A school report's marks with dot leaders, as an image.
  fresh(
    'zeugnis-de',
    'school report',
    'de',
    'png',
    [str('schueler'), str('klasse'), list('noten', [str('fach'), str('note')])],
    {
      schueler: 'Mia Hoffmann',
      klasse: '7b',
      noten: [
        { fach: 'Deutsch', note: 'gut' },
        { fach: 'Mathematik', note: 'befriedigend' },
        { fach: 'Englisch', note: 'sehr gut' },
        { fach: 'Biologie', note: 'gut' },
        { fach: 'Sport', note: 'sehr gut' },
      ],
    },
    [
      'Gesamtschule Am Lindenhof',
      'Halbjahreszeugnis 2025/26',
      'Name: Mia Hoffmann        Klasse: 7b',
      '',
      'Deutsch .................. gut',
      'Mathematik ............... befriedigend',
      'Englisch ................. sehr gut',
      'Biologie ................. gut',
      'Sport .................... sehr gut',
      '',
      'Versäumte Stunden: 6, davon unentschuldigt: 0',
    ],
  ),
  // Items split over a page break: a repeated header, "continued" and a page footer between them.
  fresh(
    'invoice-pagebreak-en',
    'invoice',
    'en',
    'pdf',
    [
      str('invoice_number'),
      num('total'),
      list('items', [str('code'), str('description'), num('qty'), num('price'), num('amount')]),
    ],
    {
      invoice_number: 'TW-55810',
      total: 1062,
      items: [
        { code: 'TW-101', description: 'Cotton tote bag, natural', qty: 100, price: 2.4, amount: 240 },
        { code: 'TW-114', description: 'Screen print, one colour', qty: 100, price: 0.9, amount: 90 },
        { code: 'TW-230', description: 'Organic T-shirt, navy, M', qty: 40, price: 7.5, amount: 300 },
        { code: 'TW-231', description: 'Organic T-shirt, navy, L', qty: 30, price: 7.5, amount: 225 },
      ],
    },
    [
      'Threadworks Ltd, Unit 4 Canal Yard, Nottingham NG1 7EH',
      'Invoice TW-55810',
      'Date: 16 March 2026',
      '',
      'Code\tDescription\tQty\tPrice\tAmount',
      'TW-101\tCotton tote bag, natural\t100\t2.40\t240.00',
      'TW-114\tScreen print, one colour\t100\t0.90\t90.00',
      'Continued overleaf',
      'Page 1 of 2',
      '\f',
      'Invoice TW-55810 (continued)',
      'Code\tDescription\tQty\tPrice\tAmount',
      'TW-230\tOrganic T-shirt, navy, M\t40\t7.50\t300.00',
      'TW-231\tOrganic T-shirt, navy, L\t30\t7.50\t225.00',
      '',
      'Subtotal\t855.00',
      'Delivery\t30.00',
      'VAT 20%\t177.00',
      'Total\t1,062.00',
      'Page 2 of 2',
    ],
  ),
  // Descriptions that wrap, the amount on the wrapped line's end.
  fresh(
    'handwerker-umbruch-de',
    'invoice',
    'de',
    'txt',
    [str('rechnungsnummer'), num('endbetrag'), list('leistungen', [str('beschreibung'), num('betrag')])],
    {
      rechnungsnummer: '2026-117',
      endbetrag: 1665.77,
      leistungen: [
        { beschreibung: 'Demontage der alten Duschtasse und Entsorgung des Bauschutts', betrag: 310 },
        { beschreibung: 'Lieferung und Einbau einer bodengleichen Dusche mit Rinne', betrag: 980 },
        { beschreibung: 'Abdichtung und Silikonfugen', betrag: 109.81 },
      ],
    },
    {
      raw: [
        'Fliesen Kowalski · Meisterbetrieb · Am Ring 3 · 31134 Hildesheim',
        '',
        'Rechnung 2026-117 vom 18.03.2026',
        '',
        'Wir berechnen für die Arbeiten in Ihrem Bad:',
        '',
        'Demontage der alten Duschtasse und',
        'Entsorgung des Bauschutts                          310,00 EUR',
        'Lieferung und Einbau einer bodengleichen',
        'Dusche mit Rinne                                    980,00 EUR',
        'Abdichtung und Silikonfugen                         109,81 EUR',
        '',
        'Netto                                             1.399,81 EUR',
        'MwSt. 19 %                                          265,96 EUR',
        'Endbetrag                                         1.665,77 EUR',
      ].join('\n'),
    },
  ),
  // Contacts as repeated blocks of name, function, phone and mail, no labels.
  fresh(
    'ansprechpartner-de',
    'contact list',
    'de',
    'html',
    [str('firma'), list('ansprechpartner', [str('name'), str('funktion'), str('telefon'), str('email')])],
    {
      firma: 'Heizungsbau Reinke GmbH',
      ansprechpartner: [
        {
          name: 'Katrin Reinke',
          funktion: 'Geschäftsführung',
          telefon: '0511 848 20-10',
          email: 'k.reinke@reinke-heizung.de',
        },
        {
          name: 'Dennis Bartels',
          funktion: 'Kundendienst',
          telefon: '0511 848 20-25',
          email: 'service@reinke-heizung.de',
        },
        { name: 'Olga Weber', funktion: 'Buchhaltung', telefon: '0511 848 20-31', email: 'o.weber@reinke-heizung.de' },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Kontakt</title></head><body>
<h1>Heizungsbau Reinke GmbH</h1>
<h2>Ihre Ansprechpartner</h2>
<div><strong>Katrin Reinke</strong><br>Geschäftsführung<br>0511 848 20-10<br>k.reinke@reinke-heizung.de</div>
<div><strong>Dennis Bartels</strong><br>Kundendienst<br>0511 848 20-25<br>service@reinke-heizung.de</div>
<div><strong>Olga Weber</strong><br>Buchhaltung<br>0511 848 20-31<br>o.weber@reinke-heizung.de</div>
<p>Bürozeiten: Mo–Fr 7:30–16:00 Uhr</p>
</body></html>
`,
    },
  ),
  // An exam timetable in a mail: "Mo 16.03. 08:00 Mathematik, Raum 104".
  fresh(
    'pruefungsplan-de',
    'exam timetable',
    'de',
    'eml',
    [str('klasse'), list('pruefungen', [date('datum'), str('uhrzeit'), str('fach'), str('raum')])],
    {
      klasse: 'BFS 12',
      pruefungen: [
        { datum: '2026-03-16', uhrzeit: '08:00', fach: 'Mathematik', raum: '104' },
        { datum: '2026-03-18', uhrzeit: '09:45', fach: 'Deutsch', raum: '211' },
        { datum: '2026-03-20', uhrzeit: '08:00', fach: 'Betriebswirtschaft', raum: 'Aula' },
      ],
    },
    [
      'Klausurtermine BFS 12',
      '',
      'Liebe Schülerinnen und Schüler der BFS 12,',
      '',
      'hier die Termine der Abschlussklausuren:',
      '',
      'Mo 16.03.2026, 08:00 Uhr: Mathematik, Raum 104',
      'Mi 18.03.2026, 09:45 Uhr: Deutsch, Raum 211',
      'Fr 20.03.2026, 08:00 Uhr: Betriebswirtschaft, Aula',
      '',
      'Bitte seien Sie 15 Minuten vorher da.',
      'Viele Grüße',
      'Jens Albrecht, Klassenleitung',
    ],
  ),
  // A portfolio statement: fund name, ISIN, units, price, value; a header over two lines.
  fresh(
    'portfolio-en',
    'investment statement',
    'en',
    'pdf',
    [
      str('account_number'),
      num('total_value'),
      list('holdings', [str('fund'), str('isin'), num('units'), num('price'), num('value')]),
    ],
    {
      account_number: 'ISA-2290417',
      total_value: 24872.6,
      holdings: [
        { fund: 'Vanguard FTSE All-World', isin: 'IE00B3RBWM25', units: 120, price: 108.42, value: 13010.4 },
        { fund: 'iShares Core UK Gilts', isin: 'IE00B1FZSB30', units: 750, price: 10.83, value: 8122.5 },
        { fund: 'L&G Global Technology', isin: 'GB00B0CNH163', units: 1450, price: 2.5791, value: 3739.7 },
      ],
    },
    [
      'Lanyard Investments – Stocks and Shares ISA',
      'Valuation as at 31 March 2026',
      'Account ISA-2290417',
      '',
      'Holding\tISIN\tUnits\tPrice\tValue',
      '\t\t\t(GBP)\t(GBP)',
      'Vanguard FTSE All-World\tIE00B3RBWM25\t120\t108.42\t13,010.40',
      'iShares Core UK Gilts\tIE00B1FZSB30\t750\t10.83\t8,122.50',
      'L&G Global Technology\tGB00B0CNH163\t1,450\t2.5791\t3,739.70',
      '',
      'Total portfolio value\t24,872.60',
    ],
  ),
  // A village festival programme: time, item and who, in a Word file.
  fresh(
    'festprogramm-de',
    'event programme',
    'de',
    'docx',
    [str('veranstaltung'), list('programm', [str('uhrzeit'), str('programmpunkt'), str('mitwirkende')])],
    {
      veranstaltung: '750 Jahre Dorfmark',
      programm: [
        { uhrzeit: '10:00', programmpunkt: 'Festgottesdienst', mitwirkende: 'Pastorin Ute Berner' },
        { uhrzeit: '11:30', programmpunkt: 'Begrüßung und Grußworte', mitwirkende: 'Bürgermeister Karl Wiese' },
        { uhrzeit: '14:00', programmpunkt: 'Festumzug', mitwirkende: 'Vereine und Schulen' },
        { uhrzeit: '20:00', programmpunkt: 'Tanz im Festzelt', mitwirkende: 'Die Heidjer Musikanten' },
      ],
    },
    [
      '750 Jahre Dorfmark – Festprogramm',
      'Sonntag, 14. Juni 2026',
      '',
      '10:00 Uhr   Festgottesdienst – Pastorin Ute Berner',
      '11:30 Uhr   Begrüßung und Grußworte – Bürgermeister Karl Wiese',
      '14:00 Uhr   Festumzug – Vereine und Schulen',
      '20:00 Uhr   Tanz im Festzelt – Die Heidjer Musikanten',
      '',
      'Eintritt frei. Für Speisen und Getränke ist gesorgt.',
    ],
  ),
];

export const DEV_ITEMS20: TCorpusDocument[] = [...DOCUMENTS, ...DEV_ITEMS20_MORE].map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'dev-items20-'),
  layout: DEV_ITEMS20_LAYOUT,
}));
