// Development set "items11" (layout 31): written in session 11 from real documents' shapes (no corpus set read),
// BEFORE the array rules were changed. Every document has its own schema with an array of items in a shape the
// extractor was not tuned on: debit/credit columns with one side empty, itineraries, items in sentences, sections
// with subtotals, multi-line descriptions, headerless rows, payslip rows with year-to-date, odd property names.
// Held out but NOT sealed: `--show-dev-items` shows its misses.
import { DEV_ITEMS11_MORE } from './dev-items11-more.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the development set items11. */
export const DEV_ITEMS11_LAYOUT = 31;

const DOCUMENTS: TCorpusDocument[] = [
  fresh(
    'i11-kontoauszug-de',
    'bank_statement',
    'de',
    'txt',
    [
      str('iban'),
      num('neuer_saldo', 'Kontostand am Ende'),
      list('buchungen', [date('buchungstag'), str('verwendungszweck'), num('soll'), num('haben')]),
    ],
    {
      iban: 'DE44500105175407324931',
      neuer_saldo: 2417.85,
      buchungen: [
        { buchungstag: '2026-03-02', verwendungszweck: 'Miete März Hausverwaltung Kern', soll: 980 },
        { buchungstag: '2026-03-03', verwendungszweck: 'Gehalt Februar Nordlicht AG', haben: 3120.4 },
        { buchungstag: '2026-03-05', verwendungszweck: 'Kartenzahlung REWE Markt', soll: 64.37 },
        { buchungstag: '2026-03-09', verwendungszweck: 'Erstattung Krankenkasse', haben: 42.5 },
        { buchungstag: '2026-03-12', verwendungszweck: 'Lastschrift Stadtwerke Strom', soll: 88 },
      ],
    },
    [
      'Sparkasse Rheinhessen',
      'Kontoauszug Nr. 3/2026                Blatt 1 von 1',
      'Konto 5407324931   IBAN DE44 5001 0517 5407 3249 31',
      'Herrn Jonas Weber, Am Rosengarten 4, 55116 Mainz',
      '',
      'Alter Saldo per 28.02.2026                                 387,32 H',
      '',
      'Buchung   Valuta    Vorgang                                   Soll          Haben',
      '02.03.    02.03.    Miete März Hausverwaltung Kern          980,00',
      '03.03.    03.03.    Gehalt Februar Nordlicht AG                          3.120,40',
      '05.03.    04.03.    Kartenzahlung REWE Markt                 64,37',
      '09.03.    09.03.    Erstattung Krankenkasse                                42,50',
      '12.03.    12.03.    Lastschrift Stadtwerke Strom             88,00',
      '',
      'Neuer Saldo per 13.03.2026                               2.417,85 H',
      'Zeitraum 01.03.2026 - 13.03.2026',
    ],
  ),
  fresh(
    'i11-current-account-en',
    'bank_statement',
    'en',
    'pdf',
    [
      str('account_number'),
      num('closing_balance'),
      list('transactions', [
        date('date'),
        str('description'),
        num('amount', 'negative for money paid out'),
        num('balance'),
      ]),
    ],
    {
      account_number: '41238876',
      closing_balance: 1503.17,
      transactions: [
        { date: '2026-04-01', description: 'DD Thames Water', amount: -38.5, balance: 1911.5 },
        { date: '2026-04-03', description: 'Card payment Tesco Stores 2231', amount: -57.23, balance: 1854.27 },
        { date: '2026-04-07', description: 'BGC Salary Halden Ltd', amount: 2250, balance: 4104.27 },
        { date: '2026-04-08', description: 'SO Rent Flat 3', amount: -1450, balance: 2654.27 },
        { date: '2026-04-14', description: 'Card payment Trainline', amount: -151.1, balance: 2503.17 },
        { date: '2026-04-20', description: 'Transfer to savings', amount: -1000, balance: 1503.17 },
      ],
    },
    [
      'Northgate Bank plc',
      'Current account statement 1 April to 30 April 2026',
      'Ms Priya Sharma',
      'Sort code 20-45-61\tAccount number 41238876',
      '',
      'Date\tPayment type and details\tPaid out\tPaid in\tBalance',
      '31 Mar\tBalance brought forward\t\t\t1,950.00',
      '01 Apr\tDD Thames Water\t38.50\t\t1,911.50',
      '03 Apr\tCard payment Tesco Stores 2231\t57.23\t\t1,854.27',
      '07 Apr\tBGC Salary Halden Ltd\t\t2,250.00\t4,104.27',
      '08 Apr\tSO Rent Flat 3\t1,450.00\t\t2,654.27',
      '14 Apr\tCard payment Trainline\t151.10\t\t2,503.17',
      '20 Apr\tTransfer to savings\t1,000.00\t\t1,503.17',
      '30 Apr\tBalance carried forward\t\t\t1,503.17',
    ],
  ),
  fresh(
    'i11-kreditkarte-de',
    'card_statement',
    'de',
    'docx',
    [
      str('kartennummer'),
      num('rechnungsbetrag'),
      list('umsaetze', [date('belegdatum'), str('haendler'), num('betrag_eur'), num('gutschrift')]),
    ],
    {
      kartennummer: '4871 **** **** 2209',
      rechnungsbetrag: 386.44,
      umsaetze: [
        { belegdatum: '2026-02-03', haendler: 'LUFTHANSA FRANKFURT', betrag_eur: 214.9 },
        { belegdatum: '2026-02-06', haendler: 'AMAZON EU SARL', betrag_eur: 39.99 },
        { belegdatum: '2026-02-11', haendler: 'AMAZON EU SARL', gutschrift: 39.99 },
        { belegdatum: '2026-02-17', haendler: 'HOTEL ADLER WIEN', betrag_eur: 171.54 },
      ],
    },
    [
      'Hanseatic Card Services',
      'Monatsabrechnung Februar 2026',
      'Kartennummer: 4871 **** **** 2209',
      'Karteninhaber: Dr. Anna Lindqvist',
      '',
      'Belegdatum\tBuchungsdatum\tUmsatz\tBelastung EUR\tGutschrift EUR',
      '03.02.2026\t04.02.2026\tLUFTHANSA FRANKFURT\t214,90\t',
      '06.02.2026\t07.02.2026\tAMAZON EU SARL\t39,99\t',
      '11.02.2026\t12.02.2026\tAMAZON EU SARL\t\t39,99',
      '17.02.2026\t18.02.2026\tHOTEL ADLER WIEN\t171,54\t',
      '',
      'Rechnungsbetrag\t386,44',
      'Der Betrag wird am 05.03.2026 von Ihrem Konto abgebucht.',
    ],
  ),
  fresh(
    'i11-bahn-de',
    'itinerary',
    'de',
    'pdf',
    [
      str('auftragsnummer'),
      list('verbindungen', [
        date('datum'),
        str('abfahrt_ort'),
        str('abfahrt_zeit'),
        str('ankunft_ort'),
        str('ankunft_zeit'),
        str('zug'),
      ]),
    ],
    {
      auftragsnummer: 'Q7K2LM',
      verbindungen: [
        {
          datum: '2026-05-14',
          abfahrt_ort: 'Köln Hbf',
          abfahrt_zeit: '07:44',
          ankunft_ort: 'Frankfurt(Main)Hbf',
          ankunft_zeit: '08:52',
          zug: 'ICE 511',
        },
        {
          datum: '2026-05-14',
          abfahrt_ort: 'Frankfurt(Main)Hbf',
          abfahrt_zeit: '09:13',
          ankunft_ort: 'Würzburg Hbf',
          ankunft_zeit: '10:23',
          zug: 'ICE 623',
        },
        {
          datum: '2026-05-16',
          abfahrt_ort: 'Würzburg Hbf',
          abfahrt_zeit: '17:36',
          ankunft_ort: 'Köln Hbf',
          ankunft_zeit: '20:08',
          zug: 'ICE 824',
        },
      ],
    },
    [
      'Deutsche Bahn – Ihre Reiseverbindung',
      'Auftragsnummer: Q7K2LM',
      'Reisender: Herr Tobias Brandt',
      '',
      'Halt\tDatum\tZeit\tGleis\tProdukte',
      'Köln Hbf\tDo, 14.05.26\tab 07:44\t5\tICE 511',
      'Frankfurt(Main)Hbf\tDo, 14.05.26\tan 08:52\t7',
      'Frankfurt(Main)Hbf\tDo, 14.05.26\tab 09:13\t9\tICE 623',
      'Würzburg Hbf\tDo, 14.05.26\tan 10:23\t4',
      '',
      'Rückfahrt',
      'Würzburg Hbf\tSa, 16.05.26\tab 17:36\t3\tICE 824',
      'Köln Hbf\tSa, 16.05.26\tan 20:08\t6',
      '',
      'Preis: 118,80 €   Flexpreis, 2. Klasse',
    ],
  ),
  fresh(
    'i11-flight-en',
    'itinerary',
    'en',
    'eml',
    [
      str('booking_reference'),
      str('passenger'),
      list('flights', [
        str('flight_number'),
        date('date'),
        str('from'),
        str('to'),
        str('departure_time'),
        str('arrival_time'),
      ]),
    ],
    {
      booking_reference: 'ZX4P9R',
      passenger: 'Mr Daniel Okafor',
      flights: [
        {
          flight_number: 'BA 2764',
          date: '2026-06-02',
          from: 'London Gatwick (LGW)',
          to: 'Lisbon (LIS)',
          departure_time: '06:55',
          arrival_time: '09:45',
        },
        {
          flight_number: 'TP 1344',
          date: '2026-06-09',
          from: 'Lisbon (LIS)',
          to: 'London Gatwick (LGW)',
          departure_time: '18:10',
          arrival_time: '20:55',
        },
      ],
    },
    {
      raw: `From: "SkyTrip Bookings" <no-reply@skytrip.example>
To: daniel.okafor@example.com
Subject: Your e-ticket receipt - booking ZX4P9R
Date: Mon, 18 May 2026 10:02:11 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Thank you for booking with SkyTrip.

Booking reference: ZX4P9R
Passenger: Mr Daniel Okafor

OUTBOUND
Tue 02 Jun 2026  BA 2764
  Depart 06:55  London Gatwick (LGW)
  Arrive 09:45  Lisbon (LIS)

RETURN
Tue 09 Jun 2026  TP 1344
  Depart 18:10  Lisbon (LIS)
  Arrive 20:55  London Gatwick (LGW)

Fare total: GBP 212.40 (incl. taxes and charges GBP 61.40)
Baggage: 1 x 23 kg per passenger
`,
    },
  ),
  fresh(
    'i11-wochenmarkt-de',
    'receipt',
    'de',
    'txt',
    [
      str('haendler'),
      num('summe'),
      list('artikel', [str('bezeichnung'), num('menge_kg'), num('preis_pro_kg'), num('betrag')]),
    ],
    {
      haendler: 'Gemüsehof Brenner',
      summe: 17.5,
      artikel: [
        { bezeichnung: 'Tomaten', menge_kg: 2, preis_pro_kg: 3.2, betrag: 6.4 },
        { bezeichnung: 'Kartoffeln festkochend', menge_kg: 2.5, preis_pro_kg: 1.8, betrag: 4.5 },
        { bezeichnung: 'Äpfel Elstar', menge_kg: 1.5, preis_pro_kg: 2.8, betrag: 4.2 },
        { bezeichnung: 'Zwiebeln', menge_kg: 1, preis_pro_kg: 2.4, betrag: 2.4 },
      ],
    },
    [
      'Gemüsehof Brenner – Wochenmarkt Freiburg',
      'Quittung vom 21.03.2026',
      '',
      'Tomaten 2 kg x 3,20 = 6,40',
      'Kartoffeln festkochend 2,5 kg x 1,80 = 4,50',
      'Äpfel Elstar 1,5 kg x 2,80 = 4,20',
      'Zwiebeln 1 kg x 2,40 = 2,40',
      '',
      'Summe: 17,50 EUR (enth. 7 % MwSt 1,14)',
      'Bar bezahlt. Danke und bis Samstag!',
    ],
  ),
  fresh(
    'i11-cafe-de',
    'receipt',
    'de',
    'html',
    [
      str('lokal'),
      num('gesamt'),
      list('bestellung', [num('anzahl'), str('produkt'), num('einzelpreis'), num('summe')]),
    ],
    {
      lokal: 'Café Lindenblüte',
      gesamt: 20.3,
      bestellung: [
        { anzahl: 3, produkt: 'Espresso', einzelpreis: 2.8, summe: 8.4 },
        { anzahl: 2, produkt: 'Apfelstrudel', einzelpreis: 4.5, summe: 9 },
        { anzahl: 1, produkt: 'Mineralwasser 0,5 l', einzelpreis: 2.9, summe: 2.9 },
      ],
    },
    {
      raw: `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Beleg</title></head>
<body>
<h2>Café Lindenblüte</h2>
<p>Marktplatz 3, 72070 Tübingen</p>
<p>Tisch 7 · Bedienung: Lea · 14.03.2026 15:42</p>
<ul>
<li>3 × Espresso à 2,80 € = 8,40 €</li>
<li>2 × Apfelstrudel à 4,50 € = 9,00 €</li>
<li>1 × Mineralwasser 0,5 l à 2,90 € = 2,90 €</li>
</ul>
<p><strong>Gesamt: 20,30 €</strong></p>
<p>Enthaltene MwSt. 19 %: 3,24 €</p>
<p>Vielen Dank für Ihren Besuch!</p>
</body></html>
`,
    },
  ),
  fresh(
    'i11-handwerker-de',
    'invoice',
    'de',
    'pdf',
    [
      str('rechnungsnummer'),
      num('gesamtbetrag'),
      list('positionen', [str('leistung'), num('menge'), str('einheit'), num('einzelpreis'), num('betrag')]),
    ],
    {
      rechnungsnummer: 'R-2026-0412',
      gesamtbetrag: 1184.17,
      positionen: [
        { leistung: 'Geselle Sanitär', menge: 6.5, einheit: 'Std', einzelpreis: 58, betrag: 377 },
        { leistung: 'Helfer', menge: 4, einheit: 'Std', einzelpreis: 42, betrag: 168 },
        { leistung: 'Anfahrtspauschale', menge: 2, einheit: 'Stk', einzelpreis: 35, betrag: 70 },
        { leistung: 'Kupferrohr 15 mm', menge: 12, einheit: 'm', einzelpreis: 9.8, betrag: 117.6 },
        { leistung: 'Pressfitting Winkel 90°', menge: 14, einheit: 'Stk', einzelpreis: 6.25, betrag: 87.5 },
        { leistung: 'Eckventil verchromt', menge: 2, einheit: 'Stk', einzelpreis: 87.5, betrag: 175 },
      ],
    },
    [
      'Haustechnik Wendt GmbH · Sanitär · Heizung · Klima',
      'Lindenweg 12 · 34117 Kassel',
      '',
      'Rechnung Nr. R-2026-0412\tDatum: 27.03.2026',
      'Bauvorhaben: Badsanierung Fam. Özdemir, Kirchweg 8, Kassel',
      '',
      'Pos.\tBezeichnung\tMenge\tEinheit\tEP €\tGP €',
      'Lohn',
      '1\tGeselle Sanitär\t6,5\tStd\t58,00\t377,00',
      '2\tHelfer\t4\tStd\t42,00\t168,00',
      '3\tAnfahrtspauschale\t2\tStk\t35,00\t70,00',
      '\tZwischensumme Lohn\t\t\t\t615,00',
      'Material',
      '4\tKupferrohr 15 mm\t12\tm\t9,80\t117,60',
      '5\tPressfitting Winkel 90°\t14\tStk\t6,25\t87,50',
      '6\tEckventil verchromt\t2\tStk\t87,50\t175,00',
      '\tZwischensumme Material\t\t\t\t380,10',
      '',
      'Nettobetrag\t\t\t\t\t995,10',
      'zzgl. 19 % MwSt.\t\t\t\t\t189,07',
      'Gesamtbetrag\t\t\t\t\t1.184,17',
      '',
      'Lohnanteil gem. § 35a EStG: 615,00 €',
    ],
  ),
  ...DEV_ITEMS11_MORE,
];

export const DEV_ITEMS11: TCorpusDocument[] = DOCUMENTS.map((document) => ({
  ...document,
  layout: DEV_ITEMS11_LAYOUT,
}));
