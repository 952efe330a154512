// Development set "prose17", German half (see dev-prose17.ts): values inside running sentences of German letters,
// notices and mails: "kündige ich meinen Vertrag Nr. … fristgerecht zum …", "erhöht sich ab dem … von … auf …",
// "Ihr Termin bei Dr. … ist am Donnerstag, den 12. März um 9:30 Uhr", "über 486,20 € … zuzüglich Mahngebühr von …
// bis spätestens …", "wird am Mittwoch, 6. Mai, mit DPD geliefert", "zum Festpreis von … zzgl. MwSt.", "vom 12. bis
// 15. Mai", "abzüglich der Selbstbeteiligung von …", "in Höhe von …".
import { crlf } from './dev-eml15.ts';
import { date, fresh, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_PROSE17_DE: TCorpusDocument[] = [
  fresh(
    'kuendigung-de',
    'contract cancellation',
    'de',
    'docx',
    [str('customer_name'), str('contract_number'), date('termination_date'), str('provider')],
    {
      customer_name: 'Jonas Albrecht',
      contract_number: '44-1123',
      termination_date: '2027-03-31',
      provider: 'FitLine Sportstudios GmbH',
    },
    [
      'Jonas Albrecht',
      'Lindenstraße 14',
      '50674 Köln',
      '',
      'FitLine Sportstudios GmbH',
      'Kundenservice',
      'Postfach 10 45 67',
      '50485 Köln',
      '',
      'Köln, 18.11.2026',
      '',
      'Kündigung meiner Mitgliedschaft',
      '',
      'Sehr geehrte Damen und Herren,',
      '',
      'hiermit kündige ich meinen Vertrag Nr. 44-1123 fristgerecht zum 31.03.2027. Bitte bestätigen Sie mir den',
      'Eingang dieser Kündigung und das Vertragsende schriftlich. Eine Einzugsermächtigung erlischt mit dem',
      'Vertragsende.',
      '',
      'Mit freundlichen Grüßen',
      'Jonas Albrecht',
    ],
  ),
  fresh(
    'kuendigungsbestaetigung-de',
    'cancellation confirmation',
    'de',
    'eml',
    [
      str('customer_number'),
      date('cancellation_received'),
      date('contract_end'),
      num('last_debit_amount'),
      date('last_debit_date'),
    ],
    {
      customer_number: '700 118 234',
      cancellation_received: '2026-02-12',
      contract_end: '2026-04-30',
      last_debit_amount: 29.99,
      last_debit_date: '2026-04-01',
    },
    {
      raw: crlf(`From: Wellennetz Kundenservice <service@wellennetz.example>
To: Petra Vogt <petra.vogt@web.example>
Subject: =?UTF-8?Q?Best=C3=A4tigung_Ihrer_K=C3=BCndigung?=
Date: Mon, 16 Feb 2026 10:21:45 +0100
Content-Type: text/plain; charset=utf-8

Guten Tag Frau Vogt,

wir bestätigen den Eingang Ihrer Kündigung vom 12.02.2026. Ihr Vertrag mit der Kundennummer 700 118 234
endet zum 30.04.2026. Die letzte Abbuchung über 29,99 € erfolgt am 01.04.2026.

Schade, dass Sie gehen. Falls Sie es sich anders überlegen, erreichen Sie uns unter 0800 123 4567.

Ihr Wellennetz-Team
`),
    },
  ),
  fresh(
    'mieterhoehung-de',
    'rent increase notice',
    'de',
    'pdf',
    [str('mieter'), num('bisherige_miete'), num('neue_miete'), date('gueltig_ab'), num('nebenkosten_vorauszahlung')],
    {
      mieter: 'Familie Schröder',
      bisherige_miete: 820,
      neue_miete: 865,
      gueltig_ab: '2026-07-01',
      nebenkosten_vorauszahlung: 210,
    },
    [
      'Hausverwaltung Berger & Söhne · Kaiserstraße 40 · 60329 Frankfurt am Main',
      '',
      'Familie Schröder',
      'Rotlintstraße 88',
      '60316 Frankfurt am Main',
      '',
      'Frankfurt, 22.04.2026',
      '',
      'Mieterhöhung nach § 558 BGB',
      '',
      'Sehr geehrte Familie Schröder,',
      '',
      'unter Bezug auf den Mietspiegel der Stadt Frankfurt erhöht sich die Nettokaltmiete für Ihre Wohnung im',
      '2. OG links ab dem 01.07.2026 von 820,00 € auf 865,00 € monatlich. Die Vorauszahlung auf die',
      'Betriebskosten bleibt unverändert bei 210,00 € im Monat.',
      'Bitte teilen Sie uns Ihre Zustimmung bis zum Ende des zweiten Kalendermonats nach Zugang dieses Schreibens mit.',
      '',
      'Mit freundlichen Grüßen',
      'Hausverwaltung Berger & Söhne',
    ],
  ),
  fresh(
    'arzttermin-de',
    'appointment confirmation',
    'de',
    'txt',
    [str('arzt'), date('termin_datum'), str('uhrzeit'), str('patient')],
    {
      arzt: 'Dr. Weber',
      termin_datum: '2026-03-12',
      uhrzeit: '09:30',
      patient: 'Herr Lorenz',
    },
    [
      'Praxis Dr. med. Katrin Weber · Fachärztin für Allgemeinmedizin',
      'Datum: 02.03.2026',
      '',
      'Sehr geehrter Herr Lorenz,',
      '',
      'Ihr Termin bei Dr. Weber ist am Donnerstag, den 12. März um 9:30 Uhr. Bitte bringen Sie Ihre',
      'Versichertenkarte und, falls vorhanden, Ihren Impfpass mit. Sollten Sie den Termin nicht wahrnehmen können,',
      'sagen Sie bitte mindestens 24 Stunden vorher ab.',
      '',
      'Ihr Praxisteam',
    ],
  ),
  fresh(
    'gehaltserhoehung-de',
    'salary increase letter',
    'de',
    'docx',
    [str('mitarbeiter'), num('gehalt_alt'), num('gehalt_neu'), date('wirksam_ab'), num('einmalzahlung')],
    {
      mitarbeiter: 'Sandra Kowalski',
      gehalt_alt: 3850,
      gehalt_neu: 4100,
      wirksam_ab: '2026-04-01',
      einmalzahlung: 500,
    },
    [
      'Mertens Maschinenbau GmbH · Personalabteilung',
      '',
      'Frau',
      'Sandra Kowalski',
      'im Hause',
      '',
      'Hannover, 16. März 2026',
      '',
      'Anpassung Ihrer Vergütung',
      '',
      'Sehr geehrte Frau Kowalski,',
      '',
      'wir freuen uns, Ihnen mitteilen zu können, dass sich Ihr monatliches Bruttogehalt mit Wirkung zum',
      '01.04.2026 von 3.850,00 € auf 4.100,00 € erhöht. Zusätzlich erhalten Sie für Ihren Einsatz im Projekt',
      '„Linie 7“ eine Einmalzahlung in Höhe von 500,00 € mit der Abrechnung für April.',
      'Alle übrigen Bestimmungen Ihres Arbeitsvertrages bleiben unverändert.',
      '',
      'Mit freundlichen Grüßen',
      'i. A. Thomas Gerlach',
      'Leitung Personal',
    ],
  ),
  fresh(
    'schadenregulierung-de',
    'insurance claim decision',
    'de',
    'pdf',
    [
      str('schadennummer'),
      date('schadentag'),
      num('erstattungsbetrag'),
      num('selbstbeteiligung'),
      num('auszahlungsbetrag'),
    ],
    {
      schadennummer: 'SN-2026-11873',
      schadentag: '2026-01-14',
      erstattungsbetrag: 1284.5,
      selbstbeteiligung: 150,
      auszahlungsbetrag: 1134.5,
    },
    [
      'Rheinland Hausrat Versicherung AG · 40213 Düsseldorf',
      '',
      'Herrn',
      'Michael Brandt',
      'Am Wehrhahn 7',
      '40211 Düsseldorf',
      '',
      'Düsseldorf, 03.02.2026',
      '',
      'Ihr Schaden vom 14.01.2026 – Schadennummer SN-2026-11873',
      '',
      'Sehr geehrter Herr Brandt,',
      '',
      'wir haben die Unterlagen zu Ihrem Fahrraddiebstahl geprüft. Wir erstatten Ihnen 1.284,50 € abzüglich der',
      'vereinbarten Selbstbeteiligung von 150,00 €. Den Betrag von 1.134,50 € überweisen wir in den nächsten Tagen',
      'auf Ihr bei uns hinterlegtes Konto.',
      '',
      'Mit freundlichen Grüßen',
      'Ihre Rheinland Hausrat Versicherung AG',
    ],
  ),
  fresh(
    'mahnung-de',
    'payment reminder',
    'de',
    'eml',
    [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      num('offener_betrag'),
      date('faellig_seit'),
      num('mahngebuehr'),
      date('zahlungsfrist'),
    ],
    {
      rechnungsnummer: '2026-0412',
      rechnungsdatum: '2026-02-05',
      offener_betrag: 486.2,
      faellig_seit: '2026-02-19',
      mahngebuehr: 5,
      zahlungsfrist: '2026-03-20',
    },
    {
      raw: crlf(`From: Buchhaltung Elektro Hainbuch <buchhaltung@elektro-hainbuch.example>
To: Gerd Pohl <g.pohl@t-online.example>
Subject: Zahlungserinnerung Rechnung 2026-0412
Date: Fri, 6 Mar 2026 14:05:00 +0100
Content-Type: text/plain; charset=utf-8

Sehr geehrter Herr Pohl,

unsere Rechnung Nr. 2026-0412 vom 05.02.2026 über 486,20 € ist trotz Fälligkeit am 19.02.2026 noch offen.
Bitte überweisen Sie den Betrag zuzüglich einer Mahngebühr von 5,00 € bis spätestens 20.03.2026.
Sollte sich Ihre Zahlung mit diesem Schreiben überschnitten haben, betrachten Sie es bitte als gegenstandslos.

Mit freundlichen Grüßen
Elektro Hainbuch GmbH
`),
    },
  ),
  fresh(
    'versand-de',
    'shipping notification',
    'de',
    'eml',
    [str('bestellnummer'), num('anzahl_artikel'), num('warenwert'), date('liefertag'), str('paketdienst')],
    {
      bestellnummer: '302-5571',
      anzahl_artikel: 2,
      warenwert: 74.8,
      liefertag: '2026-05-06',
      paketdienst: 'DPD',
    },
    {
      raw: crlf(`From: Kaffeerösterei Hansen <shop@roesterei-hansen.example>
To: anna.meyer@gmx.example
Subject: Ihre Bestellung ist unterwegs
Date: Mon, 4 May 2026 16:30:10 +0200
Content-Type: text/plain; charset=utf-8

Hallo Anna,

Ihre Bestellung 302-5571 über 2 Artikel im Wert von 74,80 € wird am Mittwoch, 6. Mai, mit DPD geliefert.
Den genauen Zeitraum teilt Ihnen DPD am Liefertag per SMS mit.

Viel Freude mit Ihrem Kaffee wünscht
Ihre Kaffeerösterei Hansen
`),
    },
  ),
  fresh(
    'dachrinne-angebot-de',
    'quotation',
    'de',
    'pdf',
    [str('angebotsnummer'), num('festpreis_netto'), num('arbeitstage'), date('fruehester_beginn'), date('gueltig_bis')],
    {
      angebotsnummer: 'A-26-0093',
      festpreis_netto: 2380,
      arbeitstage: 3,
      fruehester_beginn: '2026-04-13',
      gueltig_bis: '2026-03-31',
    },
    [
      'Dachdeckerei Krämer GmbH · Mühlweg 3 · 97070 Würzburg',
      '',
      'Herrn und Frau Seidel',
      'Am Galgenberg 21',
      '97074 Würzburg',
      '',
      'Würzburg, 27.02.2026',
      '',
      'Angebot A-26-0093 – Erneuerung der Dachrinne',
      '',
      'Sehr geehrte Frau Seidel, sehr geehrter Herr Seidel,',
      '',
      'vielen Dank für Ihre Anfrage. Für die Erneuerung der Dachrinne und der beiden Fallrohre an Ihrem Wohnhaus',
      'bieten wir Ihnen die Arbeiten zum Festpreis von 2.380,00 € zzgl. MwSt. an. Die Ausführung dauert ca.',
      '3 Arbeitstage und kann frühestens ab dem 13.04.2026 beginnen. Dieses Angebot gilt bis zum 31.03.2026.',
      '',
      'Mit freundlichen Grüßen',
      'Stefan Krämer',
    ],
  ),
  fresh(
    'ferienwohnung-de',
    'booking confirmation',
    'de',
    'txt',
    [
      str('gast'),
      date('anreise'),
      date('abreise'),
      num('naechte'),
      num('preis_pro_nacht'),
      num('endreinigung'),
      num('anzahlung'),
      date('anzahlung_bis'),
    ],
    {
      gast: 'Familie Dietz',
      anreise: '2026-05-12',
      abreise: '2026-05-15',
      naechte: 3,
      preis_pro_nacht: 85,
      endreinigung: 40,
      anzahlung: 88.5,
      anzahlung_bis: '2026-04-01',
    },
    [
      'Liebe Familie Dietz,',
      '',
      'vielen Dank für Ihre Anfrage! Gerne bestätige ich Ihnen die Ferienwohnung „Seeblick“ vom 12. bis',
      '15. Mai 2026, also 3 Nächte zu je 85 €, dazu kommt die Endreinigung mit 40 €. Bitte überweisen Sie eine',
      'Anzahlung von 88,50 € bis zum 01.04.2026, den Rest zahlen Sie bequem bei der Anreise.',
      '',
      'Herzliche Grüße vom Chiemsee',
      'Monika Huber',
    ],
  ),
  fresh(
    'abschlag-de',
    'utility notice',
    'de',
    'pdf',
    [
      str('vertragskonto'),
      num('abschlag_alt'),
      num('abschlag_neu'),
      date('aenderung_ab'),
      num('guthaben'),
      date('erstattung_bis'),
    ],
    {
      vertragskonto: '8001 4472 19',
      abschlag_alt: 84,
      abschlag_neu: 97,
      aenderung_ab: '2026-03-01',
      guthaben: 42.18,
      erstattung_bis: '2026-02-15',
    },
    [
      'Stadtwerke Elbtal GmbH · Kundenservice · 01067 Dresden',
      '',
      'Frau',
      'Ines Kühn',
      'Bautzner Straße 112',
      '01099 Dresden',
      '',
      'Dresden, 28.01.2026',
      '',
      'Ihre Jahresabrechnung Strom 2025 – Vertragskonto 8001 4472 19',
      '',
      'Sehr geehrte Frau Kühn,',
      '',
      'mit diesem Schreiben erhalten Sie Ihre Jahresabrechnung. Da Ihr Verbrauch gestiegen ist, ändert sich Ihr',
      'monatlicher Abschlag ab dem 01.03.2026 von 84 € auf 97 €. Das Guthaben aus der Abrechnung in Höhe von',
      '42,18 € erstatten wir Ihnen bis zum 15.02.2026 auf Ihr Konto.',
      '',
      'Freundliche Grüße',
      'Ihre Stadtwerke Elbtal',
    ],
  ),
  fresh(
    'vereinsbeitrag-de',
    'membership fee notice',
    'de',
    'txt',
    [str('mitgliedsnummer'), num('jahresbeitrag'), date('einzug_am'), num('aufnahmegebuehr')],
    {
      mitgliedsnummer: '0417',
      jahresbeitrag: 96,
      einzug_am: '2027-01-15',
      aufnahmegebuehr: 25,
    },
    [
      'Ruderclub Neckarwelle e.V.',
      '',
      'Hallo Moritz,',
      '',
      'herzlich willkommen im Ruderclub! Deine Mitgliedsnummer lautet 0417. Die einmalige Aufnahmegebühr von 25 €',
      'buchen wir in den nächsten Tagen ab, der Jahresbeitrag von 96 € wird jeweils am 15. Januar per Lastschrift',
      'eingezogen, zum ersten Mal am 15.01.2027.',
      '',
      'Sportliche Grüße',
      'Der Vorstand',
    ],
  ),
];
