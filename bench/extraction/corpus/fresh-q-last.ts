// Precision set Q, last part (fresh-q.ts): bank transfers, hotel folios, shipping notices.
import { fresh } from './fresh-doc.ts';
import { SCHEMAS_Q } from './fresh-q-schemas.ts';
import type { TCorpusDocument } from './types.ts';

export const FRESH_Q_LAST: TCorpusDocument[] = [
  fresh(
    'q-transfer-en',
    'bank_transfer',
    'en',
    'eml',
    SCHEMAS_Q.bank_transfer,
    {
      reference: 'Invoice 2026-118 Studio rent March',
      amount: 1450,
      currency: 'EUR',
      execution_date: '2026-02-25',
      payer_name: 'Tomasz Nowak',
      payee_name: 'Lichtblick Studios GbR',
      payee_iban: 'DE44 5001 0517 5407 3249 31',
      transaction_id: 'TRX-8F42-11C9',
    },
    {
      raw: `From: Harbourside Bank <alerts@harbourside-bank.example>
To: Tomasz Nowak <t.nowak@example.com>
Subject: Your transfer has been sent
Date: Wed, 25 Feb 2026 09:03:11 +0000
Content-Type: text/plain; charset=utf-8

Hello Tomasz Nowak,

your international transfer has been sent.

Amount:            1,450.00 EUR
Exchange rate:     1 GBP = 1.1894 EUR
You paid:          1,219.10 GBP
Execution date:    25/02/2026
Recipient:         Lichtblick Studios GbR
Recipient IBAN:    DE44 5001 0517 5407 3249 31
Reference:         Invoice 2026-118 Studio rent March
Transaction ID:    TRX-8F42-11C9

From your account ending 7730 (sort code 20-44-91).
The money usually arrives within 1 working day.

Customer number: 55019283 - keep it handy when you call us.
Harbourside Bank plc
`,
    },
  ),
  fresh(
    'q-transfer-de',
    'bank_transfer',
    'de',
    'scan',
    SCHEMAS_Q.bank_transfer,
    {
      reference: 'Mitgliedsbeitrag 2026 Nr. 3391',
      amount: 96,
      currency: 'EUR',
      execution_date: '2026-01-08',
      payer_name: 'Ursula Meinhardt',
      payer_iban: 'DE89 3704 0044 0532 0130 00',
      payee_name: 'TSV Eichenau 1921 e.V.',
      payee_iban: 'DE12 7016 9466 0000 4471 20',
      payee_bic: 'GENODEF1FFB',
    },
    [
      'Volksbank Fürstenfeldbruck eG',
      'Ausführungsbestätigung SEPA-Überweisung',
      '',
      'Auftraggeber:\tUrsula Meinhardt',
      'IBAN Auftraggeber:\tDE89 3704 0044 0532 0130 00',
      'Empfänger:\tTSV Eichenau 1921 e.V.',
      'IBAN Empfänger:\tDE12 7016 9466 0000 4471 20',
      'BIC:\tGENODEF1FFB',
      'Betrag:\t96,00 EUR',
      'Verwendungszweck:\tMitgliedsbeitrag 2026 Nr. 3391',
      'Ausgeführt am:\t08.01.2026',
      '',
      'Filiale 0421, Kundenberater Herr Sedlmair',
      'Entgelt gemäß Preis- und Leistungsverzeichnis.',
      'Erstellt am 08.01.2026 um 11:47 Uhr',
    ],
  ),
  fresh(
    'q-hotel-en',
    'hotel_folio',
    'en',
    'docx',
    SCHEMAS_Q.hotel_folio,
    {
      hotel_name: 'The Mariner Hotel',
      guest_name: 'Alan Ferreira',
      folio_number: '602114',
      room_number: '517',
      arrival_date: '2026-02-10',
      departure_date: '2026-02-13',
      nights: 3,
      room_rate: 189,
      total: 667.36,
      balance_due: 0,
    },
    [
      'The Mariner Hotel',
      '300 Waterfront Drive, Portland, ME 04101',
      '',
      'GUEST FOLIO',
      'Guest:\tAlan Ferreira',
      'Folio No.:\t602114',
      'Room:\t517',
      'Arrival:\t02/10/2026',
      'Departure:\t02/13/2026',
      'Nights:\t3',
      'Rate:\t189.00',
      'Rewards member No.:\tMR 4410 2287',
      '',
      'Date\tDescription\tCharges\tCredits',
      '02/10/2026\tRoom charge\t189.00\t',
      '02/11/2026\tRoom charge\t189.00\t',
      '02/12/2026\tRoom charge\t189.00\t',
      '02/12/2026\tRestaurant\t42.80\t',
      '\tLodging sales tax 9%\t57.56\t',
      '02/13/2026\tVisa ****2291\t\t667.36',
      '',
      'Total charges\t667.36',
      'Balance due\t0.00',
      '',
      'Thank you for staying with us.',
    ],
  ),
  fresh(
    'q-hotel-de',
    'hotel_folio',
    'de',
    'html',
    SCHEMAS_Q.hotel_folio,
    {
      hotel_name: 'Hotel Am Stadtpark',
      guest_name: 'Katrin Vogel',
      folio_number: 'R-2026-00871',
      room_number: '208',
      arrival_date: '2026-01-19',
      departure_date: '2026-01-21',
      nights: 2,
      room_rate: 112,
      total: 243.44,
      city_tax: 11.2,
    },
    {
      raw: `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Rechnung R-2026-00871</title></head>
<body>
<h1>Hotel Am Stadtpark</h1>
<p>Parkallee 5 · 99084 Erfurt · Tel. 0361 55 40 0</p>
<p>Frau Katrin Vogel<br>Gartenstraße 18<br>04109 Leipzig</p>
<p>Rechnung Nr. R-2026-00871<br>Zimmer: 208<br>Anreise: 19.01.2026<br>Abreise: 21.01.2026<br>Buchungskanal: Online-Reisebüro, gebucht am 02.01.2026</p>
<table>
<tr><th>Datum</th><th>Leistung</th><th>Betrag</th></tr>
<tr><td>19.01.2026</td><td>Übernachtung inkl. Frühstück</td><td>112,00 €</td></tr>
<tr><td>20.01.2026</td><td>Übernachtung inkl. Frühstück</td><td>112,00 €</td></tr>
<tr><td>20.01.2026</td><td>Minibar</td><td>8,24 €</td></tr>
<tr><td>21.01.2026</td><td>Kulturförderabgabe 5 %</td><td>11,20 €</td></tr>
</table>
<p>2 Nächte à 112,00 €</p>
<p><strong>Gesamtbetrag: 243,44 €</strong></p>
<p>Anzahlung bei Buchung: 50,00 € · Restzahlung bei Abreise mit EC-Karte</p>
<p>Wir danken für Ihren Besuch.</p>
</body></html>
`,
    },
  ),
  fresh(
    'q-shipping-en',
    'shipping_notice',
    'en',
    'txt',
    SCHEMAS_Q.shipping_notice,
    {
      tracking_number: '1Z 9W8 217 03 4418 2265',
      carrier: 'UPS',
      ship_date: '2026-02-16',
      estimated_delivery: '2026-02-19',
      order_number: '#114-2209371',
      recipient_name: 'Megan Walsh',
      packages: 1,
      delivery_address: '52 Birch Road, Albany, NY 12203',
    },
    {
      raw: `Trailhead Outfitters - Shipping confirmation

Hi Megan Walsh,

good news: your order #114-2209371 (placed 02/14/2026) is on its way!

Shipped on:          02/16/2026
Carrier:             UPS Ground
Tracking number:     1Z 9W8 217 03 4418 2265
Estimated delivery:  02/19/2026
Packages:            1

Shipping to:
Megan Walsh
52 Birch Road, Albany, NY 12203

Items in this shipment
  1 x Trail runner shoes, size 8          $119.00
  2 x Merino hiking socks                  $36.00
Order total                               $155.00 (incl. $0.00 shipping promo)

Questions? Reply to this email or call 1-888-555-0110.
`,
    },
  ),
  fresh(
    'q-shipping-de',
    'shipping_notice',
    'de',
    'pdf',
    SCHEMAS_Q.shipping_notice,
    {
      tracking_number: '00340434161094015902',
      carrier: 'DHL',
      ship_date: '2026-02-09',
      order_number: 'A-558120',
      recipient_name: 'Heike Brandstätter',
      weight_kg: 7.4,
      packages: 2,
      delivery_address: 'Mühlgasse 14, 93047 Regensburg',
    },
    [
      'Gartenhaus Online · Versandbestätigung',
      '',
      'Bestellnummer:\tA-558120',
      'Bestelldatum:\t05.02.2026',
      'Versanddatum:\t09.02.2026',
      'Versanddienstleister:\tDHL',
      'Sendungsnummer:\t00340434161094015902',
      'Anzahl Pakete:\t2',
      'Gesamtgewicht:\t7,4 kg',
      '',
      'Lieferadresse:',
      'Heike Brandstätter',
      'Mühlgasse 14, 93047 Regensburg',
      '',
      'Artikel\tMenge\tPreis',
      'Hochbeet-Erde 40 l\t2\t25,98 €',
      'Pflanzschale Terrakotta\t1\t14,90 €',
      'Warenwert\t\t40,88 €',
      '',
      'Die Zustellung erfolgt in der Regel in 1-2 Werktagen.',
    ],
  ),
];
