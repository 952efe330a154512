// Sealed set I, continued (see fresh-i.ts): receipts and statements as till, bank and forwarder software prints
// them, booking confirmations and a pension statement.

import { bool, date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

const time = (name: string, description?: string) => str(name, description, { format: 'time' });

export const FRESH_I_PRINTOUTS: TCorpusDocument[] = [
  fresh(
    'i-apotheke-de',
    'pharmacy_receipt',
    'de',
    'txt',
    [
      str('apotheke'),
      str('bonnummer'),
      date('datum'),
      bool('rezept', 'true, wenn ein Rezept eingelöst wurde'),
      str('krankenkasse'),
      list('artikel', [str('pzn'), str('bezeichnung'), num('menge'), num('betrag')]),
      num('summe', 'Bonsumme in EUR', true),
      num('gegeben'),
      num('rueckgeld'),
      num('mwst', 'enthaltene MwSt. in EUR'),
    ],
    {
      apotheke: 'Linden-Apotheke',
      bonnummer: '3-118204',
      datum: '2026-03-12',
      rezept: true,
      krankenkasse: 'AOK Hessen',
      artikel: [
        { pzn: '04114918', bezeichnung: 'Ibuprofen AL 600 50St', menge: 1, betrag: 5 },
        { pzn: '01580241', bezeichnung: 'Pantoprazol 20mg 30St', menge: 1, betrag: 5 },
        { pzn: '16815837', bezeichnung: 'Bepanthen Wundsalbe 20g', menge: 1, betrag: 6.45 },
        { pzn: '00999848', bezeichnung: 'Taschentücher 10x10', menge: 2, betrag: 3.58 },
      ],
      summe: 20.03,
      gegeben: 50,
      rueckgeld: 29.97,
      mwst: 3.2,
    },
    {
      raw: `            Linden-Apotheke
   Apothekerin Dr. Meike Strobel e.K.
     Lindenplatz 2, 34117 Kassel
         Tel. 0561 7739 20

Kassenbon 3-118204          12.03.2026 10:27
Rezept (GKV)  AOK Hessen

PZN       Artikel                  Menge   Betrag
04114918  Ibuprofen AL 600 50St      1      5,00 Z
          (Zuzahlung, AVP 14,41)
01580241  Pantoprazol 20mg 30St      1      5,00 Z
          (Zuzahlung, AVP 17,96)
--- Freiwahl ---
16815837  Bepanthen Wundsalbe 20g    1      6,45
00999848  Taschentücher 10x10        2      3,58
------------------------------------------------
SUMME EUR                                  20,03
Bar                                        50,00
Rückgeld                                   29,97

enth. MwSt 19%:  3,20   (Netto 16,83)
Z = gesetzliche Zuzahlung

   Gute Besserung wünscht Ihr Apothekenteam!
`,
    },
  ),
  fresh(
    'i-flight-booking-en',
    'airline_booking',
    'en',
    'html',
    [
      str('booking_reference', 'Six-character PNR', { required: true }),
      date('booking_date'),
      list('passengers', [str('name'), str('seats')]),
      list('flights', [
        str('flight_number'),
        str('from_airport', 'IATA code'),
        str('to_airport', 'IATA code'),
        date('departure_date'),
        time('departure_time'),
        time('arrival_time'),
      ]),
      num('checked_bags'),
      num('fare_total'),
      str('currency', 'ISO code, e.g. GBP'),
      str('card_last4'),
    ],
    {
      booking_reference: 'K7QXMB',
      booking_date: '2026-02-03',
      passengers: [
        { name: 'Hannah Ellison', seats: '14A / 9C' },
        { name: 'Owen Ellison', seats: '14B / 9D' },
      ],
      flights: [
        {
          flight_number: 'AN 1432',
          from_airport: 'MAN',
          to_airport: 'OSL',
          departure_date: '2026-04-14',
          departure_time: '09:15',
          arrival_time: '12:20',
        },
        {
          flight_number: 'AN 1437',
          from_airport: 'OSL',
          to_airport: 'MAN',
          departure_date: '2026-04-21',
          departure_time: '18:40',
          arrival_time: '19:55',
        },
      ],
      checked_bags: 2,
      fare_total: 441.4,
      currency: 'GBP',
      card_last4: '0925',
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Your booking is confirmed</title>
<style>.box{border:1px solid #ccc;padding:12px;margin:8px 0}.muted{color:#777}</style></head><body>
<div class="box"><img alt="Aurora Nordic Airways"><h2>Your booking is confirmed</h2>
<p>Booking reference <strong>K7QXMB</strong></p>
<p class="muted">Booked on 3 February 2026 &middot; Manage your booking at aurora-nordic.example</p></div>
<div class="box"><h3>Flights</h3>
<table>
<thead><tr><th>Flight</th><th>From</th><th>To</th><th>Date</th><th>Departs</th><th>Arrives</th></tr></thead>
<tbody>
<tr><td>AN 1432</td><td>Manchester (MAN) T2</td><td>Oslo (OSL)</td><td>Tue 14 Apr 2026</td><td>09:15</td><td>12:20</td></tr>
<tr><td>AN 1437</td><td>Oslo (OSL)</td><td>Manchester (MAN) T2</td><td>Tue 21 Apr 2026</td><td>18:40</td><td>19:55</td></tr>
</tbody></table>
<p class="muted">All times are local. Check-in closes 45 minutes before departure.</p></div>
<div class="box"><h3>Passengers</h3>
<table><tr><th>Passenger</th><th>Type</th><th>Seats (out / return)</th></tr>
<tr><td>Hannah Ellison</td><td>Adult</td><td>14A / 9C</td></tr>
<tr><td>Owen Ellison</td><td>Adult</td><td>14B / 9D</td></tr></table>
<p>Baggage: 2 x 23 kg checked bag, 1 cabin bag per passenger</p></div>
<div class="box"><h3>Payment summary</h3>
<table>
<tr><td>Base fare (2 adults x £128.00)</td><td>£256.00</td></tr>
<tr><td>Taxes, fees &amp; charges</td><td>£97.40</td></tr>
<tr><td>Seat selection</td><td>£24.00</td></tr>
<tr><td>Checked baggage (2 x £32.00)</td><td>£64.00</td></tr>
<tr><td><strong>Total paid</strong></td><td><strong>£441.40</strong></td></tr>
</table>
<p>Charged to Mastercard ending 0925</p></div>
<p class="muted">Aurora Nordic Airways Ltd, 1 Runway Close, Manchester M90 3RA. This e-mail was sent to h.ellison@mail.example.</p>
</body></html>
`,
    },
  ),
  fresh(
    'i-flugbuchung-de',
    'airline_booking',
    'de',
    'eml',
    [
      str('buchungscode', undefined, { required: true }),
      str('reisender'),
      str('tarif', "'Light', 'Classic' oder 'Flex'"),
      list('fluege', [str('flugnummer'), str('von'), str('nach'), date('datum'), time('abflug'), time('ankunft')]),
      num('flugpreis'),
      num('steuern_gebuehren'),
      num('gesamtpreis'),
      str('waehrung'),
      bool('aufgabegepaeck_inklusive'),
    ],
    {
      buchungscode: '8HT2LW',
      reisender: 'Dr. Tobias Lanz',
      tarif: 'Light',
      fluege: [
        { flugnummer: 'AP 318', von: 'ZRH', nach: 'HAM', datum: '2026-05-12', abflug: '07:05', ankunft: '08:40' },
        { flugnummer: 'AP 325', von: 'HAM', nach: 'ZRH', datum: '2026-05-15', abflug: '19:30', ankunft: '21:00' },
      ],
      flugpreis: 214,
      steuern_gebuehren: 88.35,
      gesamtpreis: 302.35,
      waehrung: 'CHF',
      aufgabegepaeck_inklusive: false,
    },
    {
      raw: [
        'From: Alpenflug Buchungsservice <buchung@alpenflug.example>',
        'To: tobias.lanz@praxis-lanz.example',
        'Subject: =?utf-8?Q?Buchungsbest=C3=A4tigung_8HT2LW_Z=C3=BCrich_-_Hamburg?=',
        'Date: Wed, 18 Feb 2026 21:04:11 +0100',
        'Message-ID: <8HT2LW.1771445051@alpenflug.example>',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        'Grüezi Herr Dr. Lanz',
        '',
        'Vielen Dank für Ihre Buchung. Ihr Buchungscode lautet: 8HT2LW',
        '',
        'Reisender:  Herr Dr. Tobias Lanz',
        'Tarif:      Economy Light (1 Handgepäck bis 8 kg, kein Aufgabegepäck)',
        '',
        'HINFLUG   Di., 12.05.2026   AP 318',
        '          Zürich (ZRH) ab 07:05  ->  Hamburg (HAM) an 08:40',
        '',
        'RÜCKFLUG  Fr., 15.05.2026   AP 325',
        '          Hamburg (HAM) ab 19:30  ->  Zürich (ZRH) an 21:00',
        '',
        'Preisübersicht',
        '  Flugpreis                      CHF    214.00',
        '  Steuern und Gebühren           CHF     88.35',
        '  -----------------------------------------',
        '  Gesamtpreis                    CHF    302.35',
        '',
        'Der Betrag wurde Ihrer Kreditkarte belastet. Aufgabegepäck können Sie bis 24 Stunden vor',
        'Abflug ab CHF 35.00 pro Strecke hinzubuchen.',
        '',
        'Freundliche Grüsse',
        'Ihr Alpenflug-Team',
        '',
        '--',
        'Alpenflug AG · Flughofstrasse 55 · 8152 Glattbrugg · CHE-109.338.471 MWST',
        'Diese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht darauf.',
        '',
      ].join('\r\n'),
    },
  ),
  fresh(
    'i-event-ticket-en',
    'event_ticket',
    'en',
    'pdf',
    [
      str('order_number', undefined, { required: true }),
      str('purchaser_name'),
      str('event_name'),
      str('venue'),
      date('event_date'),
      time('doors_open'),
      time('show_start'),
      list('tickets', [str('section'), str('row'), str('seat'), str('price_type'), num('price')]),
      num('service_fees'),
      num('facility_charge'),
      num('order_total', 'USD', true),
      bool('mobile_entry_only'),
    ],
    {
      order_number: 'GP-7730-1188-24',
      purchaser_name: 'Marcus T. Delgado',
      event_name: 'The Lantern Collective: Spring Tour 2026',
      venue: 'Riverside Amphitheater, Sacramento, CA',
      event_date: '2026-05-16',
      doors_open: '18:30',
      show_start: '19:30',
      tickets: [
        { section: '104', row: 'K', seat: '11', price_type: 'Adult', price: 68.5 },
        { section: '104', row: 'K', seat: '12', price_type: 'Adult', price: 68.5 },
        { section: '104', row: 'K', seat: '13', price_type: 'Child (under 12)', price: 42 },
      ],
      service_fees: 27.75,
      facility_charge: 6,
      order_total: 212.75,
      mobile_entry_only: true,
    },
    [
      'GATEPASS TICKETS - ORDER CONFIRMATION',
      '',
      'Order #\tGP-7730-1188-24',
      'Purchased by\tMarcus T. Delgado',
      'Event\tThe Lantern Collective: Spring Tour 2026',
      'Venue\tRiverside Amphitheater, Sacramento, CA',
      'Date\tSaturday, May 16, 2026',
      'Doors\t6:30 PM',
      'Show\t7:30 PM',
      '',
      'Section\tRow\tSeat\tType\tPrice',
      '104\tK\t11\tAdult\t$68.50',
      '104\tK\t12\tAdult\t$68.50',
      '104\tK\t13\tChild (under 12)\t$42.00',
      '',
      'Ticket subtotal\t$179.00',
      'Service fees (3 x $9.25)\t$27.75',
      'Facility charge (3 x $2.00)\t$6.00',
      'Order total\t$212.75',
      '',
      'This is a mobile-only event. Paper tickets and screenshots will not be accepted.',
      'Open the GatePass app to display your tickets at the gate. No refunds or exchanges.',
    ],
  ),
  fresh(
    'i-kontoauszug-de',
    'bank_statement',
    'de',
    'pdf',
    [
      str('kontoinhaber'),
      str('iban'),
      str('auszugsnummer', 'z. B. 3/2026'),
      obj('zeitraum', [date('von'), date('bis')]),
      num('alter_kontostand'),
      list('buchungen', [
        date('buchungstag'),
        str('vorgang', "'Lastschrift', 'Gutschrift', 'Kartenzahlung', 'Dauerauftrag' oder 'Überweisung'"),
        str('gegenpartei', 'Empfänger oder Auftraggeber'),
        num('betrag', 'Belastungen negativ'),
      ]),
      num('neuer_kontostand', undefined, true),
      num('dispositionskredit'),
    ],
    {
      kontoinhaber: 'Henrike Maas',
      iban: 'DE56 5306 2435 0004 4719 02',
      auszugsnummer: '3/2026',
      zeitraum: { von: '2026-03-01', bis: '2026-03-31' },
      alter_kontostand: 2314.56,
      buchungen: [
        { buchungstag: '2026-03-02', vorgang: 'Lastschrift', gegenpartei: 'Stadtwerke Alsfeld', betrag: -89 },
        { buchungstag: '2026-03-05', vorgang: 'Gutschrift', gegenpartei: 'Maschinenbau Krug GmbH', betrag: 2947.31 },
        { buchungstag: '2026-03-09', vorgang: 'Kartenzahlung', gegenpartei: 'REWE Markt Alsfeld', betrag: -64.38 },
        { buchungstag: '2026-03-16', vorgang: 'Dauerauftrag', gegenpartei: 'Wilfried Brandt', betrag: -780 },
        { buchungstag: '2026-03-27', vorgang: 'Überweisung', gegenpartei: 'Kommunal Versicherung', betrag: -312.44 },
      ],
      neuer_kontostand: 4016.05,
      dispositionskredit: 1500,
    },
    [
      'Raiffeisenbank Vogelsberg eG',
      '',
      'Kontoauszug Nr. 3/2026\tBlatt 1 von 1',
      'Kontoinhaber: Henrike Maas\tBIC: GENODE51ALS',
      'IBAN: DE56 5306 2435 0004 4719 02',
      'Zeitraum: 01.03.2026 - 31.03.2026',
      '',
      'Buchung\tValuta\tVorgang\tBetrag EUR',
      '28.02.2026\t\tAlter Kontostand\t2.314,56+',
      '02.03.2026\t02.03.2026\tLastschrift\t89,00-',
      '\t\tStadtwerke Alsfeld\t',
      '\t\tAbschlag Strom 03/26\t',
      '05.03.2026\t05.03.2026\tGutschrift\t2.947,31+',
      '\t\tMaschinenbau Krug GmbH\t',
      '\t\tLohn/Gehalt 02/2026\t',
      '09.03.2026\t07.03.2026\tKartenzahlung\t',
      '\t\tREWE Markt Alsfeld\t64,38-',
      '16.03.2026\t16.03.2026\tDauerauftrag\t780,00-',
      '\t\tWilfried Brandt\t',
      '\t\tMiete April Whg. 2\t',
      '27.03.2026\t27.03.2026\tÜberweisung\t312,44-',
      '\t\tKommunal Versicherung\t',
      '\t\tKfz-Vers. VS-8812-K\t',
      '31.03.2026\t\tNeuer Kontostand\t4.016,05+',
      '',
      'Eingeräumter Dispositionskredit: 1.500,00 EUR. Sollzinssatz 11,25 % p. a.',
      'Bitte erheben Sie Einwendungen gegen einzelne Buchungen unverzüglich.',
    ],
  ),
  fresh(
    'i-bank-statement-en',
    'bank_statement',
    'en',
    'txt',
    [
      str('accountHolder'),
      str('sortCode'),
      str('accountNumber', undefined, { required: true }),
      num('statementNumber'),
      date('periodStart'),
      date('periodEnd'),
      num('openingBalance'),
      num('closingBalance', undefined, true),
      num('totalPaidOut'),
      num('totalPaidIn'),
      list(
        'transactions',
        [date('date'), str('description'), num('paidOut'), num('paidIn'), num('balance')],
        'Excluding the balance brought/carried forward lines',
      ),
      num('overdraftLimit'),
    ],
    {
      accountHolder: 'MR D J OKONKWO-PRICE',
      sortCode: '40-18-22',
      accountNumber: '71044829',
      statementNumber: 58,
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
      openingBalance: 1206.44,
      closingBalance: 2717.58,
      totalPaidOut: 1224.66,
      totalPaidIn: 2735.8,
      transactions: [
        { date: '2026-02-03', description: 'DD THAMES VALLEY WATER', paidOut: 38.5, balance: 1167.94 },
        { date: '2026-02-06', description: 'BGC ACME LOGISTICS SALARY', paidIn: 2615.8, balance: 3783.74 },
        { date: '2026-02-10', description: 'CARD TESCO STORES 2281', paidOut: 72.16, balance: 3711.58 },
        { date: '2026-02-14', description: 'SO RENT - FLAT 3 ALBION CT', paidOut: 950, balance: 2761.58 },
        { date: '2026-02-20', description: 'FPI J OKONKWO', paidIn: 120, balance: 2881.58 },
        { date: '2026-02-27', description: 'DD COUNCIL TAX', paidOut: 164, balance: 2717.58 },
      ],
      overdraftLimit: 500,
    },
    {
      raw: `HALWORTH BUILDING SOCIETY                                   Statement of Account
PO Box 118, Reading RG1 1AA

Account name   MR D J OKONKWO-PRICE                 Statement no.  58
Sort code      40-18-22                             Period         01 Feb 2026 to 28 Feb 2026
Account no.    71044829                             Page           1 of 1

Date        Description                          Paid out     Paid in     Balance
01 Feb 26   BALANCE BROUGHT FORWARD                                       1,206.44
03 Feb 26   DD THAMES VALLEY WATER                   38.50                1,167.94
06 Feb 26   BGC ACME LOGISTICS SALARY                         2,615.80    3,783.74
10 Feb 26   CARD TESCO STORES 2281                   72.16                3,711.58
14 Feb 26   SO RENT - FLAT 3 ALBION CT              950.00                2,761.58
20 Feb 26   FPI J OKONKWO                                       120.00    2,881.58
27 Feb 26   DD COUNCIL TAX                          164.00                2,717.58
28 Feb 26   BALANCE CARRIED FORWARD                                       2,717.58

            Total paid out   1,224.66     Total paid in   2,735.80

Your arranged overdraft limit is £500.00. Key: DD Direct Debit, BGC Bank Giro Credit,
SO Standing Order, FPI Faster Payment In. Halworth Building Society is authorised by the
Prudential Regulation Authority. Financial Services Register number 100247.
`,
    },
  ),
  fresh(
    'i-renteninformation-de',
    'pension_statement',
    'de',
    'docx',
    [
      str('versicherungsnummer', undefined, { required: true }),
      str('name'),
      date('geburtsdatum'),
      num('erreichte_rente', 'bisher erreichte monatliche Rentenanwartschaft in Euro'),
      num('voraussichtliche_regelaltersrente', 'Hochrechnung ohne Rentenanpassungen'),
      date('rentenbeginn', 'Beginn der Regelaltersrente'),
      num('erwerbsminderungsrente', 'Rente wegen voller Erwerbsminderung'),
      num('entgeltpunkte'),
      list('hochrechnungen', [num('anpassung_prozent'), num('monatsrente')], 'mit jährlicher Rentenanpassung'),
    ],
    {
      versicherungsnummer: '65 150371 S 012',
      name: 'Gabriele Sommerfeld',
      geburtsdatum: '1971-03-15',
      erreichte_rente: 1184.27,
      voraussichtliche_regelaltersrente: 1862.53,
      rentenbeginn: '2038-04-01',
      erwerbsminderungsrente: 1406.12,
      entgeltpunkte: 29.7843,
      hochrechnungen: [
        { anpassung_prozent: 1, monatsrente: 2150 },
        { anpassung_prozent: 2, monatsrente: 2478 },
      ],
    },
    [
      'Deutsche Rentenversicherung Bund · 10704 Berlin',
      '',
      'Frau',
      'Gabriele Sommerfeld',
      'Uhlandstraße 19',
      '70182 Stuttgart',
      '',
      'Versicherungsnummer\t65 150371 S 012',
      'Geburtsdatum\t15.03.1971',
      'Datum\t04.02.2026',
      '',
      'Renteninformation 2026',
      '',
      'Sehr geehrte Frau Sommerfeld,',
      'mit dieser Renteninformation erhalten Sie einen Überblick über Ihre bisher erreichten Ansprüche.',
      '',
      'Rente wegen voller Erwerbsminderung',
      'Wären Sie heute wegen gesundheitlicher Einschränkungen voll erwerbsgemindert, bekämen Sie von uns eine monatliche Rente von 1.406,12 Euro.',
      '',
      'Höhe Ihrer künftigen Regelaltersrente',
      'Ihre Regelaltersgrenze erreichen Sie am 15.03.2038; die Regelaltersrente beginnt am 01.04.2038. Ihre bislang erreichte Rentenanwartschaft entspräche einer monatlichen Rente von 1.184,27 Euro.',
      'Sollten bis zum Erreichen der Regelaltersgrenze Beiträge wie im Durchschnitt der letzten fünf Kalenderjahre gezahlt werden, bekämen Sie von uns ohne Berücksichtigung künftiger Rentenanpassungen eine monatliche Rente von 1.862,53 Euro.',
      '',
      'Rentenanpassung',
      'Bei einer jährlichen Anpassung\tbetrüge Ihre monatliche Rente',
      '1 Prozent\tca. 2.150 Euro',
      '2 Prozent\tca. 2.478 Euro',
      '',
      'Bislang ermittelte Entgeltpunkte: 29,7843',
      'Beachten Sie bitte, dass die Rente der Steuer- und Beitragspflicht unterliegt.',
    ],
  ),
  fresh(
    'i-cmr-frachtbrief-de',
    'freight_bill',
    'de',
    'txt',
    [
      str('cmr_nummer', undefined, { required: true }),
      obj('absender', [str('name'), str('plz_ort')]),
      obj('empfaenger', [str('name'), str('plz_ort')]),
      str('frachtfuehrer'),
      str('uebernahme_ort'),
      date('uebernahme_datum'),
      str('auslieferungsort'),
      list('positionen', [
        num('anzahl'),
        str('verpackung'),
        str('bezeichnung'),
        num('gewicht_kg', 'Bruttogewicht'),
        num('volumen_m3'),
      ]),
      str('vorbehalte', 'Vorbehalte und Bemerkungen des Frachtführers'),
      str('frankatur', "'frei Haus' oder 'unfrei'"),
      num('fracht'),
      num('zuschlaege'),
      num('gesamtbetrag'),
    ],
    {
      cmr_nummer: '0483127',
      absender: { name: 'Kunststofftechnik Bräuer GmbH', plz_ort: 'D-08056 Zwickau' },
      empfaenger: { name: 'Nordisk Emballage ApS', plz_ort: 'DK-8000 Aarhus C' },
      frachtfuehrer: 'Spedition Halvorsen & Co. A/S',
      uebernahme_ort: 'Zwickau',
      uebernahme_datum: '2026-02-24',
      auslieferungsort: 'Aarhus, Dänemark',
      positionen: [
        {
          anzahl: 14,
          verpackung: 'EUR-Paletten',
          bezeichnung: 'PE-Stretchfolie 23 µm',
          gewicht_kg: 6230,
          volumen_m3: 19.6,
        },
        { anzahl: 4, verpackung: 'Gitterboxen', bezeichnung: 'Spritzgussteile PP', gewicht_kg: 1140, volumen_m3: 6.4 },
      ],
      vorbehalte: '2 Paletten Folie leicht beschädigt',
      frankatur: 'frei Haus',
      fracht: 1480,
      zuschlaege: 212.4,
      gesamtbetrag: 1692.4,
    },
    {
      raw: `CMR   Internationaler Frachtbrief / Lettre de voiture internationale          Nr. 0483127
--------------------------------------------------------------------------------------------
 1 Absender (Name, Anschrift, Land)            | 16 Frachtführer (Name, Anschrift, Land)
   Kunststofftechnik Bräuer GmbH               |    Spedition Halvorsen & Co. A/S
   Gewerbering 12                              |    Transportvej 8
   D-08056 Zwickau                             |    DK-6000 Kolding
 2 Empfänger (Name, Anschrift, Land)           | 17 Nachfolgende Frachtführer
   Nordisk Emballage ApS                       |    -
   Havnegade 41                                |
   DK-8000 Aarhus C                            |
 3 Auslieferungsort des Gutes                  | 18 Vorbehalte und Bemerkungen der Frachtführer
   Aarhus, Dänemark                            |    2 Paletten Folie leicht beschädigt
 4 Ort und Tag der Übernahme des Gutes         |
   Zwickau, 24.02.2026                         |
 5 Beigefügte Dokumente: Lieferschein LS-22817, Handelsrechnung 2026-0311
--------------------------------------------------------------------------------------------
 6 Kennzeichen  7 Anzahl  8 Art der       9 Bezeichnung des Gutes   11 Brutto-     12 Umfang
   und Nummern    Packst.   Verpackung                                 gewicht kg     in m³
   NE-01..14      14        EUR-Paletten   PE-Stretchfolie 23 µm        6.230         19,6
   NE-15..18       4        Gitterboxen    Spritzgussteile PP           1.140          6,4
--------------------------------------------------------------------------------------------
13 Anweisungen des Absenders: Anlieferung nur Mo-Fr 7-15 Uhr, Avis 24 h vorher
14 Rückerstattung: -                 15 Frankatur: frei Haus (DAP Aarhus, Incoterms 2020)
20 Zu zahlen vom:                    Absender     Währung      Empfänger
   Fracht                            1.480,00     EUR
   Zuschläge (Maut/Diesel)             212,40     EUR
   Gesamt                            1.692,40     EUR
21 Ausgefertigt in Zwickau am 24.02.2026
   Kennzeichen Zugmaschine / Auflieger: DK AB 12 345 / DK XY 98 765
22 Unterschrift Absender            23 Unterschrift Frachtführer    24 Gut empfangen
`,
    },
  ),
];
