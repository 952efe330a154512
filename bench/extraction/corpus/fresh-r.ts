// Sealed set R (layout 26): 30 documents of kinds a company receives, 15 English and 15 German, written by hand in
// session 11 BEFORE the extractor changed, by a writer who had not read it. Never tune the extractor on them.
import { bool, date, list, num, obj, str } from './fresh-doc.ts';
import { FRESH_R_LAST } from './fresh-r-last.ts';
import { FRESH_R_MORE } from './fresh-r-more.ts';
import { FRESH_R_LAYOUT, PARKING_FINE_SCHEMA, sealedR } from './fresh-r-schemas.ts';
import type { TCorpusDocument } from './types.ts';

export { FRESH_R_LAYOUT };

const TELECOM_BILL = `NORTHWAVE MOBILE LIMITED                                        YOUR BILL
PO Box 4471, Reading RG1 8QT
www.northwave.example  |  Help: 0333 014 2200

Hannah Okafor                                   Account number     8841 2290 17
14 Larch Close                                  Bill number        NWM-26-0388145
Bristol                                         Bill date          3 March 2026
BS7 9EN                                         Page               1 of 2

Mobile number: 07700 900 418          Plan: Unlimited Calls + 30GB (24 months, ends Oct 2027)
This bill covers 27 January 2026 to 26 February 2026

---------------------------------------------------------------------------
WHAT YOU OWE
  Last bill                                                     £29.40
  Payment received 18 Feb - thank you                          -£29.40
  -------------------------------------------------------------------
  Monthly plan charge  27 Feb - 26 Mar                          £20.00
  Extras and usage  27 Jan - 26 Feb                              £6.54
  Total excluding VAT                                           £26.54
  VAT at 20%                                                     £5.31
  TOTAL TO PAY                                                  £31.85
---------------------------------------------------------------------------

We'll collect £31.85 by Direct Debit on or after 17 March 2026 from your
bank account ending 0926. You don't need to do anything.

EXTRAS AND USAGE
  Date     Description                               Qty / Time      Charge
  04 Feb   EU Roam Day Pass (France)                 2 days           £4.00
  11 Feb   Calls to 0845 / 0870 numbers              14 min           £2.04
  19 Feb   Premium text 88440                        1 msg            £0.50
                                                      Extras total    £6.54

Northwave Mobile Limited. Registered in England and Wales no. 09317742.
Registered office: 2 Kings Walk, Reading RG1 2HG. VAT reg. no. GB 221 6634 09.
`;

const telecom = sealedR(
  'telecom-bill',
  'telecom_bill',
  'en',
  'txt',
  [
    str('account_number'),
    str('bill_number'),
    date('bill_date'),
    obj('billing_period', [date('start'), date('end')], 'Usage period the bill covers'),
    str('customer_name'),
    str('mobile_number'),
    str('plan_name'),
    num('plan_charge_gbp', 'Monthly plan charge'),
    list('extras', [str('description'), str('quantity'), num('charge_gbp')]),
    num('total_excl_vat'),
    num('vat_amount'),
    num('total_to_pay'),
    date('direct_debit_date'),
    str('bank_account_last4'),
  ],
  {
    account_number: '8841 2290 17',
    bill_number: 'NWM-26-0388145',
    bill_date: '2026-03-03',
    billing_period: { start: '2026-01-27', end: '2026-02-26' },
    customer_name: 'Hannah Okafor',
    mobile_number: '07700 900 418',
    plan_name: 'Unlimited Calls + 30GB',
    plan_charge_gbp: 20,
    extras: [
      { description: 'EU Roam Day Pass (France)', quantity: '2 days', charge_gbp: 4 },
      { description: 'Calls to 0845 / 0870 numbers', quantity: '14 min', charge_gbp: 2.04 },
      { description: 'Premium text 88440', quantity: '1 msg', charge_gbp: 0.5 },
    ],
    total_excl_vat: 26.54,
    vat_amount: 5.31,
    total_to_pay: 31.85,
    direct_debit_date: '2026-03-17',
    bank_account_last4: '0926',
  },
  { raw: TELECOM_BILL },
);

const parkingFreiburg = sealedR(
  'parking-freiburg',
  'parking_fine',
  'de',
  'scan',
  PARKING_FINE_SCHEMA,
  {
    aktenzeichen: '41.3-2026-0117734',
    behoerde: 'Stadt Freiburg im Breisgau',
    betroffener: { name: 'Jonas Brenner', plz_ort: '79115 Freiburg' },
    tatdatum: '2026-02-12',
    tatzeit: '10:47',
    tatort: 'Freiburg, Kaiser-Joseph-Straße 241',
    kennzeichen: 'FR-JB 318',
    bussgeld_eur: 25,
    zahlbar_bis: '2026-03-05',
    iban: 'DE44680501010002007114',
    verwendungszweck: '5.4100.117734.6',
  },
  [
    'Stadt Freiburg im Breisgau',
    'Amt für öffentliche Ordnung – Bußgeldstelle',
    'Fahnenbergplatz 4 · 79098 Freiburg',
    '',
    'Stadt Freiburg · Postfach 1880 · 79018 Freiburg\tAktenzeichen: 41.3-2026-0117734',
    'Herrn\tDatum: 19.02.2026',
    'Jonas Brenner\tSachbearbeiterin: Frau Kälble',
    'Wiesentalstraße 22\tTelefon: 0761 201-4390',
    '79115 Freiburg\tSprechzeiten: Mo–Fr 8–12 Uhr',
    '',
    'Verwarnung mit Verwarnungsgeld',
    'Sehr geehrter Herr Brenner,',
    'Ihnen wird vorgeworfen, folgende Ordnungswidrigkeit begangen zu haben:',
    'Tatdatum, Tatzeit:\t12.02.2026, 10:47 Uhr',
    'Tatort:\tFreiburg, Kaiser-Joseph-Straße 241',
    'Kennzeichen:\tFR-JB 318',
    'Fahrzeug:\tVW Golf, grau',
    'Tatbestand:\tSie parkten im Bereich eines Parkscheinautomaten ohne gültigen Parkschein.',
    '\t§ 13 Abs. 1, § 49 StVO; § 24 StVG; 63.1 BKat',
    'Beweismittel:\tZeuge (Gemeindlicher Vollzugsdienst, PK 117), Foto',
    '',
    'Wegen dieser Ordnungswidrigkeit werden Sie verwarnt. Das Verwarnungsgeld beträgt 25,00 €.',
    'Die Verwarnung ist nur wirksam, wenn Sie einverstanden sind und das Verwarnungsgeld innerhalb',
    'einer Woche, spätestens bis zum 05.03.2026, auf das unten genannte Konto überweisen.',
    '',
    'Empfänger:\tStadtkasse Freiburg',
    'IBAN:\tDE44 6805 0101 0002 0071 14',
    'BIC:\tFRSPDE66XXX',
    'Verwendungszweck:\t5.4100.117734.6 (bitte unbedingt angeben)',
    '',
    'Zahlen Sie nicht fristgerecht, wird ein Bußgeldverfahren eingeleitet; zusätzlich fallen dann',
    'Gebühren und Auslagen an. Mit freundlichen Grüßen  Im Auftrag  Kälble',
  ],
);

const PARKING_LEIPZIG_MAIL = [
  'From: Stadt Leipzig Bussgeldstelle <bussgeldstelle@leipzig.example>',
  'To: Mareike Sonntag <m.sonntag@posteo.example>',
  'Subject: AW: Az. 32.21-OW-2026/004471 - Ihr Einspruch vom 09.02.2026',
  'Date: Thu, 26 Feb 2026 11:02:37 +0100',
  'Message-ID: <a8841.20260226@leipzig.example>',
  'In-Reply-To: <ffe10.20260209@posteo.example>',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: 8bit',
  '',
  'Sehr geehrte Frau Sonntag,',
  '',
  'vielen Dank für Ihre Nachricht. Nach Prüfung der Fotos des Vollzugsdienstes',
  'können wir Ihrem Einspruch leider nicht abhelfen: Der Parkschein lag nicht',
  'sichtbar hinter der Windschutzscheibe. Da das Verwarnungsgeld nicht fristgerecht',
  'bezahlt wurde, ergeht nun der Bußgeldbescheid (liegt dieser Mail als PDF bei,',
  'das Original folgt per Post).',
  '',
  'Zur Übersicht:',
  '',
  '  Aktenzeichen ........ 32.21-OW-2026/004471',
  '  Tattag / Uhrzeit .... 23.01.2026 um 16:15 Uhr',
  '  Tatort .............. Leipzig, Karl-Liebknecht-Straße 93 (Bewohnerparkzone C)',
  '  Kfz-Kennzeichen ..... L-MS 2207',
  '  Geldbuße ............ 30,00 EUR',
  '  Gebühr .............. 28,50 EUR',
  '  Auslagen ............ 3,50 EUR',
  '  zu zahlen ........... 62,00 EUR',
  '',
  'Bitte überweisen Sie 62,00 EUR bis spätestens 20.03.2026 an die Stadt Leipzig,',
  'IBAN DE36 8605 5592 1090 0004 71, Kassenzeichen 1250.26.004471.',
  '',
  'Mit freundlichen Grüßen',
  'i. A. Thomas Wendt',
  '',
  'Stadt Leipzig',
  'Ordnungsamt, Abt. Verkehrsordnungswidrigkeiten',
  'Prager Straße 118-136, 04317 Leipzig',
  'Tel. 0341 123-8804',
  '',
  '-----Ursprüngliche Nachricht-----',
  'Von: Mareike Sonntag <m.sonntag@posteo.example>',
  'Gesendet: Montag, 9. Februar 2026 21:44',
  'Betreff: Az. 32.21-OW-2026/004471',
  '',
  '> Guten Tag, gegen die Verwarnung vom 02.02.2026 lege ich Einspruch ein. Ich hatte',
  '> einen gültigen Parkschein bis 17:00 Uhr gelöst (Beleg anbei, 4,50 EUR).',
  '> Mareike Sonntag, Arndtstraße 41, 04275 Leipzig',
  '',
].join('\r\n');

const parkingLeipzig = sealedR(
  'parking-leipzig',
  'parking_fine',
  'de',
  'eml',
  PARKING_FINE_SCHEMA,
  {
    aktenzeichen: '32.21-OW-2026/004471',
    behoerde: 'Stadt Leipzig',
    betroffener: { name: 'Mareike Sonntag', plz_ort: '04275 Leipzig' },
    tatdatum: '2026-01-23',
    tatzeit: '16:15',
    tatort: 'Leipzig, Karl-Liebknecht-Straße 93',
    kennzeichen: 'L-MS 2207',
    bussgeld_eur: 30,
    gebuehren_eur: 28.5,
    auslagen_eur: 3.5,
    gesamtbetrag_eur: 62,
    zahlbar_bis: '2026-03-20',
    iban: 'DE36860555921090000471',
    verwendungszweck: '1250.26.004471',
  },
  { raw: PARKING_LEIPZIG_MAIL },
);

const customs = sealedR(
  'import-duty',
  'import_duty_notice',
  'de',
  'pdf',
  [
    str('registriernummer', 'ATLAS-Registriernummer der Zollanmeldung'),
    date('annahmedatum'),
    str('zollstelle'),
    obj('anmelder', [str('name'), str('eori')]),
    str('ursprungsland'),
    list('positionen', [
      str('warennummer'),
      str('warenbezeichnung'),
      num('eigenmasse_kg'),
      num('zollwert_eur'),
      num('zoll_eur'),
    ]),
    num('zoll_gesamt_eur'),
    num('einfuhrumsatzsteuer_eur'),
    num('gesamtbetrag_eur'),
    date('faelligkeit'),
    bool('aufschub', 'Zahlungsaufschub (Aufschubkonto) genutzt?'),
  ],
  {
    registriernummer: '26DE471300012345E6',
    annahmedatum: '2026-02-10',
    zollstelle: 'Zollamt Hamburg-Waltershof',
    anmelder: { name: 'Tessmann Outdoor GmbH', eori: 'DE4471982' },
    ursprungsland: 'VN',
    positionen: [
      {
        warennummer: '6201 4010 00',
        warenbezeichnung: 'Herren-Regenjacken aus synthetischen Chemiefasern',
        eigenmasse_kg: 412.6,
        zollwert_eur: 18640.0,
        zoll_eur: 2236.8,
      },
      {
        warennummer: '6505 0090 00',
        warenbezeichnung: 'Strickmützen aus Acryl',
        eigenmasse_kg: 38.4,
        zollwert_eur: 1920.0,
        zoll_eur: 51.84,
      },
    ],
    zoll_gesamt_eur: 2288.64,
    einfuhrumsatzsteuer_eur: 4341.24,
    gesamtbetrag_eur: 6629.88,
    faelligkeit: '2026-03-16',
    aufschub: true,
  },
  [
    'Generalzolldirektion – Hauptzollamt Hamburg',
    'Zollamt Hamburg-Waltershof · Köhlbranddeich 1 · 21129 Hamburg',
    '',
    'Steuerbescheid / Einfuhrabgabenbescheid (ATLAS)',
    'Registriernummer\tAnnahmedatum\tBescheiddatum',
    '26DE471300012345E6\t10.02.2026\t11.02.2026',
    '',
    'Anmelder / Empfänger:\tTessmann Outdoor GmbH, Billstraße 212, 20539 Hamburg',
    'EORI-Nummer:\tDE4471982',
    'Vertreter:\tNordport Customs Services GmbH (indirekte Vertretung), EORI DE1188320',
    'Versendungsland / Ursprungsland:\tCN / VN',
    'Beförderungsmittel:\tMSC ARINA, Container MSCU 441870-3',
    'Rohmasse gesamt:\t498,0 kg',
    '',
    'Pos.\tWarennummer\tWarenbezeichnung\tEigenmasse kg\tZollwert EUR\tZollsatz\tZoll EUR',
    '1\t6201 4010 00\tHerren-Regenjacken aus synthetischen Chemiefasern\t412,6\t18.640,00\t12,0 %\t2.236,80',
    '2\t6505 0090 00\tStrickmützen aus Acryl\t38,4\t1.920,00\t2,7 %\t51,84',
    '',
    'Abgabenberechnung\tBemessungsgrundlage EUR\tBetrag EUR',
    'A00 Zoll\t20.560,00\t2.288,64',
    'B00 Einfuhrumsatzsteuer 19 %\t22.848,64\t4.341,24',
    'Summe der Einfuhrabgaben\t\t6.629,88',
    '',
    'Die Abgaben werden über das Aufschubkonto DE 4471 982 / 01 im Rahmen des Zahlungsaufschubs erhoben.',
    'Fälligkeit: 16.03.2026 (Einzug durch die Bundeskasse Trier).',
    '',
    'Rechtsbehelfsbelehrung: Gegen diesen Bescheid ist der Einspruch zulässig. Er ist innerhalb eines Monats',
    'nach Bekanntgabe bei dem oben bezeichneten Zollamt schriftlich einzulegen.',
  ],
);

const pharmacy = sealedR(
  'pharmacy',
  'pharmacy_receipt',
  'de',
  'png',
  [
    str('apotheke'),
    str('beleg_nr'),
    date('datum'),
    list('artikel', [str('name'), str('pzn'), num('menge'), num('preis_eur')]),
    num('zuzahlung_eur', 'Gesetzliche Zuzahlung für Rezeptartikel'),
    num('summe_eur'),
    num('mwst_19_eur'),
    str('zahlart'),
    str('steuernummer'),
  ],
  {
    apotheke: 'Linden-Apotheke',
    beleg_nr: '0417-88213',
    datum: '2026-02-24',
    artikel: [
      { name: 'Ibuprofen AL 400 20 Tbl.', pzn: '04101473', menge: 1, preis_eur: 3.49 },
      { name: 'Amoxicillin 1000 mg 20 St (Rezept)', pzn: '03915611', menge: 1, preis_eur: 5.0 },
      { name: 'Bepanthen Wund- und Heilsalbe 50 g', pzn: '01578818', menge: 2, preis_eur: 15.9 },
    ],
    zuzahlung_eur: 5.0,
    summe_eur: 24.39,
    mwst_19_eur: 3.1,
    zahlart: 'girocard',
    steuernummer: '143/218/40917',
  },
  [
    'Linden-Apotheke',
    'Apothekerin Dr. Sabine Roth e.K.',
    'Lindenstraße 7 · 50674 Köln · Tel. 0221 924 11 80',
    '',
    'Kasse 2  Bed. 04\t24.02.26  17:32',
    'Beleg-Nr. 0417-88213',
    '',
    'Ibuprofen AL 400 20 Tbl.\t1 x 3,49\t3,49 B',
    '  PZN 04101473',
    'Amoxicillin 1000 mg 20 St (Rezept)',
    '  PZN 03915611  Zuzahlung\t1 x 5,00\t5,00 A',
    'Bepanthen Wund- und Heilsalbe 50 g\t2 x 7,95\t15,90 B',
    '  PZN 01578818',
    '',
    'SUMME EUR\t\t24,39',
    'Gegeben girocard\t\t24,39',
    '',
    'MwSt\tNetto\tSteuer\tBrutto',
    'A 0 % (Zuzahlung)\t5,00\t0,00\t5,00',
    'B 19 %\t16,29\t3,10\t19,39',
    '',
    'Terminal 60441213  Trace 004417  girocard ****1192',
    'St.-Nr. 143/218/40917',
    'Gute Besserung! Vielen Dank für Ihren Besuch.',
  ],
);

const FLIGHT_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Booking confirmed – Skylark Air</title>
<style>.box{border:1px solid #ccd;padding:12px;margin:8px 0}.muted{color:#667}</style></head>
<body>
<header><div class="logo">SKYLARK AIR</div><nav>Book · Manage booking · Check-in · Help</nav></header>
<main>
<h1>Your booking is confirmed</h1>
<p>Thank you, Mr Daniel Ferreira. We have sent this confirmation to d.ferreira@brightline.example.</p>
<div class="box">
  <div class="muted">Booking reference</div>
  <div style="font-size:28px"><strong>K7QX2M</strong></div>
  <div class="muted">Booked on 9 February 2026</div>
</div>
<h2>Flights</h2>
<table>
  <tr><th>Flight</th><th>Date</th><th>From</th><th>To</th><th>Departs</th><th>Arrives</th><th>Fare</th></tr>
  <tr><td>SK 1448</td><td>Tue 17 Mar 2026</td><td>London Gatwick (LGW)</td><td>Lisbon (LIS)</td><td>07:05</td><td>09:50</td><td>Standard Plus</td></tr>
  <tr><td>SK 1453</td><td>Fri 20 Mar 2026</td><td>Lisbon (LIS)</td><td>London Gatwick (LGW)</td><td>18:40</td><td>21:25</td><td>Standard Plus</td></tr>
</table>
<h2>Passenger</h2>
<div class="box">
  <p>Mr Daniel Ferreira · Adult · Seat 4C (outbound), 6A (return)<br>1 × 23 kg hold bag each way</p>
</div>
<h2>Payment summary</h2>
<div class="box">
  <div>Fares <span style="float:right">£188.00</span></div>
  <div>Taxes, fees and charges <span style="float:right">£61.46</span></div>
  <div>Hold baggage (2 × £32.50) <span style="float:right">£65.00</span></div>
  <div>Seat selection <span style="float:right">£18.00</span></div>
  <div><strong>Total paid</strong> <span style="float:right"><strong>£332.46</strong></span></div>
  <p class="muted">Paid by Visa ending 7730 on 9 February 2026. Receipt no. SKY-R-55310872.</p>
</div>
<p class="muted">Online check-in opens 30 days before departure. Bring a valid passport.</p>
</main>
<footer class="muted">Skylark Air Ltd, Building 6, Gatwick Airport RH6 0NP. Registered in England no. 10442817.</footer>
</body></html>
`;

const flight = sealedR(
  'flight-booking',
  'flight_booking',
  'en',
  'html',
  [
    str('booking_reference'),
    date('booking_date'),
    str('passenger_name'),
    list('flights', [
      str('flight_number'),
      date('date'),
      str('from_airport', 'IATA code'),
      str('to_airport', 'IATA code'),
      str('departure_time'),
    ]),
    num('fare_gbp'),
    num('taxes_gbp'),
    num('total_paid_gbp'),
    str('card_last4'),
    str('receipt_number'),
  ],
  {
    booking_reference: 'K7QX2M',
    booking_date: '2026-02-09',
    passenger_name: 'Daniel Ferreira',
    flights: [
      { flight_number: 'SK 1448', date: '2026-03-17', from_airport: 'LGW', to_airport: 'LIS', departure_time: '07:05' },
      { flight_number: 'SK 1453', date: '2026-03-20', from_airport: 'LIS', to_airport: 'LGW', departure_time: '18:40' },
    ],
    fare_gbp: 188,
    taxes_gbp: 61.46,
    total_paid_gbp: 332.46,
    card_last4: '7730',
    receipt_number: 'SKY-R-55310872',
  },
  { raw: FLIGHT_PAGE },
);

export const FRESH_R: TCorpusDocument[] = [
  telecom,
  parkingFreiburg,
  parkingLeipzig,
  customs,
  pharmacy,
  flight,
  ...FRESH_R_MORE,
  ...FRESH_R_LAST,
];
