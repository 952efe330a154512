// Development set "prose16" (layout 67), the German half (see dev-prose16.ts): a hotel's booking confirmation, a
// landlord's Mieterhöhung, a translator's invoice mail, a plumber's Angebot, a club's Beitrag notice, a practice's
// Terminbestätigung, an insurer's Schadenmeldung receipt, a Klassenfahrt letter, a private sale's Quittung, a shop's
// Versandbestätigung, an electrician's short invoice mail and a tutor's message. Values follow "mit", "per", "bis",
// "zum", "für", "über", "von ... auf", "in Höhe von".
import { crlf } from './dev-eml15.ts';
import { DEV_PROSE16_EN, DEV_PROSE16_LAYOUT } from './dev-prose16.ts';
import { date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

const DOCUMENTS: TCorpusDocument[] = [
  fresh(
    'hotel-buchung-de',
    'booking confirmation',
    'de',
    'txt',
    [str('gast'), str('hotel'), date('anreise'), date('abreise'), num('personen'), str('zimmer'), num('gesamtpreis')],
    {
      gast: 'Frau Lorenz',
      hotel: 'Hotel Seeblick',
      anreise: '2026-05-12',
      abreise: '2026-05-15',
      personen: 2,
      zimmer: 'Doppelzimmer',
      gesamtpreis: 389,
    },
    [
      'Hotel Seeblick · Uferpromenade 7 · 88709 Meersburg',
      '',
      'Meersburg, 03.03.2026',
      '',
      'Sehr geehrte Frau Lorenz,',
      '',
      'vielen Dank für Ihre Anfrage. Wir bestätigen Ihre Buchung für 2 Personen vom 12. bis 15. Mai im Doppelzimmer',
      'zum Preis von 389 € inkl. Frühstück. Die Anreise ist ab 15 Uhr möglich, am Abreisetag bitten wir Sie, das',
      'Zimmer bis 11 Uhr freizugeben.',
      '',
      'Eine kostenfreie Stornierung ist bis 7 Tage vor Anreise möglich.',
      '',
      'Wir freuen uns auf Ihren Besuch!',
      '',
      'Mit freundlichen Grüßen',
      'Ihr Team vom Hotel Seeblick',
    ],
  ),
  fresh(
    'mieterhoehung-de',
    'rent increase letter',
    'de',
    'docx',
    [str('mieter'), str('vermieter'), str('wohnung'), num('alte_miete'), num('neue_miete'), date('gueltig_ab')],
    {
      mieter: 'Emre Yilmaz',
      vermieter: 'Gerda Schäfer',
      wohnung: 'Lindenstraße 12, 2. OG links',
      alte_miete: 720,
      neue_miete: 765,
      gueltig_ab: '2026-07-01',
    },
    [
      'Gerda Schäfer · Am Weiher 3 · 34117 Kassel',
      '',
      'Herrn',
      'Emre Yilmaz',
      'Lindenstraße 12',
      '34119 Kassel',
      '',
      'Kassel, 24. April 2026',
      '',
      'Mieterhöhung nach § 558 BGB',
      '',
      'Sehr geehrter Herr Yilmaz,',
      '',
      'die Nettokaltmiete für Ihre Wohnung in der Lindenstraße 12, 2. OG links, ist seit drei Jahren unverändert. Unter',
      'Bezug auf den Kasseler Mietspiegel bitte ich Sie um Zustimmung, die Miete ab dem 1. Juli 2026 von 720,00 € auf',
      '765,00 € monatlich anzuheben. Die Betriebskostenvorauszahlung bleibt unverändert.',
      '',
      'Bitte senden Sie mir die beiliegende Zustimmungserklärung bis Ende Juni unterschrieben zurück.',
      '',
      'Mit freundlichen Grüßen',
      '',
      'Gerda Schäfer',
    ],
  ),
  fresh(
    'uebersetzung-rechnung-de',
    'invoice',
    'de',
    'eml',
    [
      str('invoice_number'),
      str('client'),
      num('net_amount'),
      num('vat_rate'),
      num('gross_amount'),
      date('due_date'),
      str('iban'),
      str('freelancer'),
    ],
    {
      invoice_number: '2026-07',
      client: 'Jana Vogt',
      net_amount: 1176,
      vat_rate: 19,
      gross_amount: 1399.44,
      due_date: '2026-03-31',
      iban: 'DE12430609670123456700',
      freelancer: 'Lukas Brandt',
    },
    {
      raw: crlf(`From: Lukas Brandt <kontakt@brandt-uebersetzungen.example>
To: Jana Vogt <jana.vogt@kaffeerad.example>
Subject: Rechnung Website =?utf-8?Q?=C3=9Cbersetzung?=
Date: Mon, 9 Mar 2026 17:48:03 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hallo Jana,

anbei wie besprochen meine Rechnung Nr. 2026-07 für die Übersetzung der Website ins Englische (ca. 8.400 Wörter)
über 1.176,00 € zzgl. 19 % MwSt., also 1.399,44 €.

Bitte überweise den Betrag bis zum 31.03.2026 auf mein Konto bei der GLS Bank, IBAN DE12 4306 0967 0123 4567 00.

Danke dir für die schöne Zusammenarbeit!

Viele Grüße
Lukas Brandt
`),
    },
  ),
  fresh(
    'sanitaer-angebot-de',
    'quote',
    'de',
    'txt',
    [str('kunde'), str('firma'), num('festpreis'), date('gueltig_bis'), str('telefon')],
    {
      kunde: 'Frau Krüger',
      firma: 'Sanitär Becker GmbH',
      festpreis: 1280,
      gueltig_bis: '2026-04-30',
      telefon: '0351 48 22 910',
    },
    [
      'Sehr geehrte Frau Krüger,',
      '',
      'vielen Dank für Ihre Anfrage und den freundlichen Empfang bei der Besichtigung. Für den Austausch der',
      'Badarmaturen und des WC-Spülkastens bieten wir Ihnen die Arbeiten einschließlich Material zum Festpreis von',
      '1.280,00 € inkl. MwSt. an. Die Ausführung wäre in der 16. Kalenderwoche möglich.',
      '',
      'Dieses Angebot gilt bis zum 30.04.2026. Bei Fragen erreichen Sie mich unter 0351 48 22 910.',
      '',
      'Mit freundlichen Grüßen',
      'Markus Becker',
      'Sanitär Becker GmbH',
    ],
  ),
  fresh(
    'verein-beitrag-de',
    'membership fee notice',
    'de',
    'eml',
    [str('mitglied'), str('mitgliedsnummer'), str('verein'), num('jahresbeitrag'), date('einzugsdatum')],
    {
      mitglied: 'Frau Weber',
      mitgliedsnummer: '1183',
      verein: 'TSV Grünwald 1898 e.V.',
      jahresbeitrag: 60,
      einzugsdatum: '2026-03-15',
    },
    {
      raw: crlf(`From: TSV =?utf-8?Q?Gr=C3=BCnwald?= Kasse <kasse@tsv-gruenwald.example>
To: sabine.weber@posteo.example
Subject: Jahresbeitrag 2026
Date: Fri, 27 Feb 2026 20:05:44 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hallo Frau Weber,

der Jahresbeitrag für 2026 in Höhe von 60 € wird wie jedes Jahr am 15. März per Lastschrift von Ihrem Konto
eingezogen (Mitgliedsnummer 1183). Bitte sorgen Sie für ausreichende Deckung, Rücklastschriften kosten uns 3,50 €.

Sportliche Grüße
Thomas Eder
Kassenwart, TSV Grünwald 1898 e.V.
`),
    },
  ),
  fresh(
    'arzttermin-de',
    'appointment confirmation',
    'de',
    'txt',
    [str('patientin'), str('arzt'), obj('termin', [date('datum'), str('uhrzeit')]), str('praxis_adresse')],
    {
      patientin: 'Frau Schulz',
      arzt: 'Dr. med. Andreas Vogel',
      termin: { datum: '2026-03-24', uhrzeit: '08:15' },
      praxis_adresse: 'Bahnhofstraße 4, 79098 Freiburg',
    },
    [
      'Sehr geehrte Frau Schulz,',
      '',
      'hiermit bestätigen wir Ihren Termin bei Dr. med. Andreas Vogel am Dienstag, 24.03.2026 um 08:15 Uhr in unserer',
      'Praxis in der Bahnhofstraße 4, 79098 Freiburg. Bitte bringen Sie Ihre Versichertenkarte und, falls vorhanden,',
      'aktuelle Befunde mit. Sollten Sie den Termin nicht wahrnehmen können, sagen Sie bitte mindestens 24 Stunden',
      'vorher ab.',
      '',
      'Ihr Praxisteam',
      'Hausarztpraxis Dr. Vogel',
    ],
  ),
  fresh(
    'schadenmeldung-de',
    'insurance claim confirmation',
    'de',
    'eml',
    [
      str('versicherungsnehmer'),
      str('schadennummer'),
      date('meldedatum'),
      num('selbstbeteiligung'),
      obj('ansprechpartner', [str('name'), str('telefon')]),
    ],
    {
      versicherungsnehmer: 'Herr Neumann',
      schadennummer: 'S-2026-044817',
      meldedatum: '2026-03-02',
      selbstbeteiligung: 150,
      ansprechpartner: { name: 'Frau Lange', telefon: '0221 555 3310' },
    },
    {
      raw: crlf(`From: Domstadt Versicherung <schaden@domstadt-versicherung.example>
To: k.neumann@web.example
Subject: =?utf-8?Q?Eingangsbest=C3=A4tigung_Ihrer_Schadenmeldung?=
Date: Wed, 4 Mar 2026 11:20:17 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Sehr geehrter Herr Neumann,

wir bestätigen den Eingang Ihrer Schadenmeldung vom 02.03.2026 zum Leitungswasserschaden in Ihrer Küche. Ihr
Schaden wird unter der Nummer S-2026-044817 bearbeitet; bitte geben Sie diese bei jedem Schreiben an.

Die vereinbarte Selbstbeteiligung von 150 € wird von der Entschädigung abgezogen. Für Rückfragen steht Ihnen Frau
Lange unter 0221 555 3310 gern zur Verfügung.

Mit freundlichen Grüßen
Ihre Domstadt Versicherung AG
`),
    },
  ),
  fresh(
    'klassenfahrt-de',
    'payment request',
    'de',
    'txt',
    [
      str('klasse'),
      str('ziel'),
      obj('reise', [date('von'), date('bis')]),
      num('kosten_pro_kind'),
      date('zahlungsfrist'),
      str('iban'),
    ],
    {
      klasse: '7b',
      ziel: 'Hamburg',
      reise: { von: '2026-06-08', bis: '2026-06-12' },
      kosten_pro_kind: 245,
      zahlungsfrist: '2026-04-15',
      iban: 'DE44500105175407324931',
    },
    [
      'Liebe Eltern der 7b,',
      '',
      'wie am Elternabend besprochen, fährt die Klasse vom 8. bis 12. Juni 2026 nach Hamburg in die Jugendherberge',
      'Am Stintfang. Die Kosten betragen 245 € pro Kind (Fahrt, Unterkunft mit Vollpension, Programm).',
      '',
      'Bitte überweisen Sie den Betrag bis spätestens 15. April 2026 auf das Konto des Fördervereins,',
      'IBAN DE44 5001 0517 5407 3249 31, Verwendungszweck: Klassenfahrt 7b + Name Ihres Kindes.',
      '',
      'Viele Grüße',
      'Claudia Hartmann und Stefan Roth',
    ],
  ),
  fresh(
    'quittung-privat-de',
    'receipt',
    'de',
    'txt',
    [str('verkaeufer'), str('kaeufer'), num('betrag'), str('artikel'), date('datum'), str('ort')],
    {
      verkaeufer: 'Petra Hoffmann',
      kaeufer: 'Jonas Klein',
      betrag: 150,
      artikel: 'Kinderfahrrad',
      datum: '2026-02-21',
      ort: 'Leipzig',
    },
    [
      'Quittung',
      '',
      'Hiermit bestätige ich, Petra Hoffmann, den Erhalt von 150,00 € (in Worten: einhundertfünfzig Euro) von Herrn',
      'Jonas Klein für ein gebrauchtes Kinderfahrrad (Puky, 16 Zoll). Der Betrag wurde bar bezahlt. Das Fahrrad wird',
      'unter Ausschluss jeder Gewährleistung verkauft.',
      '',
      'Leipzig, den 21.02.2026',
      '',
      'Petra Hoffmann',
    ],
  ),
  fresh(
    'versand-de',
    'shipping notification',
    'de',
    'eml',
    [
      str('customer_name'),
      str('order_number'),
      str('carrier'),
      str('tracking_number'),
      date('delivery_date'),
      list('items', [num('quantity'), str('name')]),
    ],
    {
      customer_name: 'Frau Albrecht',
      order_number: '100482',
      carrier: 'DPD',
      tracking_number: '01505023847261',
      delivery_date: '2026-03-06',
      items: [
        { quantity: 2, name: 'Bio-Kaffee Espresso 1 kg' },
        { quantity: 1, name: 'Milchaufschäumer' },
      ],
    },
    {
      raw: crlf(`From: Rösterei Kornblume <shop@roesterei-kornblume.example>
To: m.albrecht@gmx.example
Subject: Ihre Bestellung ist unterwegs
Date: Wed, 4 Mar 2026 15:31:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hallo Frau Albrecht,

gute Nachrichten: Ihre Bestellung 100482 hat heute unsere Rösterei verlassen und ist mit DPD zu Ihnen unterwegs.
Die Sendungsnummer lautet 01505023847261, die Zustellung ist für Freitag, den 6. März geplant.

Im Paket:
2 x Bio-Kaffee Espresso 1 kg
1 x Milchaufschäumer

Viel Freude mit dem Kaffee!
Ihre Rösterei Kornblume
`),
    },
  ),
  fresh(
    'elektriker-rechnung-de',
    'invoice',
    'de',
    'txt',
    [
      str('kunde'),
      date('leistungsdatum'),
      list('positionen', [str('beschreibung'), num('betrag')]),
      num('netto'),
      num('brutto'),
      num('zahlungsziel_tage'),
    ],
    {
      kunde: 'Herr Richter',
      leistungsdatum: '2026-03-10',
      positionen: [
        { beschreibung: 'Arbeitszeit', betrag: 136 },
        { beschreibung: 'Material', betrag: 214.5 },
      ],
      netto: 350.5,
      brutto: 417.1,
      zahlungsziel_tage: 14,
    },
    [
      'Elektro Wagner · Meisterbetrieb · Hauptstr. 51 · 67433 Neustadt',
      '',
      '12.03.2026',
      '',
      'Guten Tag Herr Richter,',
      '',
      'für die am 10.03.2026 ausgeführten Arbeiten (Austausch des Sicherungskastens im Keller) berechnen wir Ihnen die',
      'Arbeitszeit von 2 Std. à 68 €, also 136,00 €, sowie Material für 214,50 €, zusammen 350,50 € netto bzw.',
      '417,10 € brutto. Bitte überweisen Sie den Betrag innerhalb von 14 Tagen.',
      '',
      'Freundliche Grüße',
      'Jürgen Wagner',
    ],
  ),
  fresh(
    'nachhilfe-de',
    'invoice',
    'de',
    'txt',
    [
      str('schuelerin'),
      num('stunden'),
      num('stundensatz'),
      num('betrag'),
      str('zahlungsart'),
      date('naechster_termin'),
    ],
    {
      schuelerin: 'Lena',
      stunden: 6,
      stundensatz: 25,
      betrag: 150,
      zahlungsart: 'PayPal',
      naechster_termin: '2026-03-05',
    },
    [
      'Hallo Frau Berger,',
      '',
      'für den Nachhilfeunterricht von Lena im Februar 2026 (6 Stunden à 25 €) bekomme ich 150 €. Gerne per PayPal an',
      'sophie.lang@posteo.example oder bar beim nächsten Termin am Donnerstag, 5. März.',
      '',
      'Lena hat in Mathe richtig Fortschritte gemacht, die letzte Arbeit war eine 2-!',
      '',
      'Liebe Grüße',
      'Sophie',
    ],
  ),
];

export const DEV_PROSE16: TCorpusDocument[] = [...DEV_PROSE16_EN, ...DOCUMENTS].map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'dev-prose16-'),
  layout: DEV_PROSE16_LAYOUT,
}));
