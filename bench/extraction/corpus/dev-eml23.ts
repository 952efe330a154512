// Development documents of branch eml23 (layout 110), written in session 23 BEFORE the extractor was changed: raw .eml
// mails of the kinds people forward to the service, with the shapes session 22 left as misses: a form of address
// ("Dear Mr Schmidt", "Sehr geehrte Frau Krause") for a name or salutation field, reference numbers written "#40917",
// itinerary legs on lines ("Mon 12 May  LHR 07:35 → MUC 10:40"), amounts aligned with blanks ("GBP   350.00"), a
// landlord's or clerk's phone only in the signature, airports written "Bristol (BRS)", amounts in brackets inside a
// sentence, replies above quoted history, forwards, booking and appointment confirmations, shipping notices, landlord,
// insurer, bank and authority mails, invoices and quotes in the mail text. English and German, plain, HTML-only and
// multipart/alternative. Fields a mail does not state stay out of the truth. Held out, not sealed: `--show-dev-eml23`
// shows their misses. The rest is in dev-eml23-more.ts.
import { crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { qword } from './dev-eml17.ts';
import { DEV_EML23_MORE } from './dev-eml23-more.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of branch eml23's development documents. */
export const DEV_EML23_LAYOUT = 110;

const FIRST: TCorpusDocument[] = [
  // A guest's reply above the hotel's quoted confirmation: the booking's facts are only in the quoted part.
  fresh(
    'hotel-reply-quoted-en',
    'booking_confirmation',
    'en',
    'eml',
    [
      str('hotel_name'),
      str('confirmation_number'),
      str('guest_name'),
      date('check_in'),
      date('check_out'),
      str('room_type'),
      num('total_price'),
    ],
    {
      hotel_name: 'The Harbourside Hotel',
      confirmation_number: '88213-HX',
      guest_name: 'Daniel Okafor',
      check_in: '2026-06-18',
      check_out: '2026-06-21',
      room_type: 'Superior Double, sea view',
      total_price: 567,
    },
    {
      raw: crlf(`From: Daniel Okafor <d.okafor@gmail.example>
To: Reservations <stay@harbourside-hotel.example>
Subject: Re: Your reservation at The Harbourside Hotel - 88213-HX
Date: Tue, 14 Apr 2026 21:03:11 +0100
In-Reply-To: <conf-88213@harbourside-hotel.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Hi there,

Thanks for this. Could we possibly have a late check-out on the Sunday? We're
happy to pay the extra if there is one.

Best,
Dan

On Mon, 13 Apr 2026 at 10:41, Reservations <stay@harbourside-hotel.example> wrote:
> Dear Mr Okafor,
>
> Thank you for choosing The Harbourside Hotel. We are delighted to confirm
> your reservation.
>
> Confirmation number:  88213-HX
> Guest:                Daniel Okafor
> Arrival:              Thursday 18 June 2026 (from 3pm)
> Departure:            Sunday 21 June 2026 (by 11am)
> Room:                 Superior Double, sea view
> Rate:                 Bed & Breakfast, GBP 189.00 per night
> Total:                GBP   567.00
>
> A card guarantee is held; nothing has been charged yet.
>
> Kind regards,
> Ellie Marsh
> Front Office, The Harbourside Hotel
> 2 Quay Road, Falmouth TR11 3HH | +44 1326 555 210
`),
    },
  ),
  // An itinerary sent as plain text: each leg on one line with date, airports, times and the flight after it.
  fresh(
    'flight-legs-on-lines-en',
    'itinerary',
    'en',
    'eml',
    [
      str('booking_reference'),
      str('passenger'),
      list('flights', [
        date('date'),
        str('from'),
        str('to'),
        str('departure_time'),
        str('arrival_time'),
        str('flight_number'),
      ]),
      num('total_fare'),
    ],
    {
      booking_reference: 'QZ8M4T',
      passenger: 'Ms Helen Carter',
      flights: [
        {
          date: '2026-05-11',
          from: 'LHR',
          to: 'MUC',
          departure_time: '07:35',
          arrival_time: '10:40',
          flight_number: 'LH 2473',
        },
        {
          date: '2026-05-15',
          from: 'MUC',
          to: 'LHR',
          departure_time: '18:20',
          arrival_time: '19:30',
          flight_number: 'LH 2480',
        },
      ],
      total_fare: 412.86,
    },
    {
      raw: crlf(`From: Lufthansa <online@booking-lufthansa.example>
To: helen.carter@carterassoc.example
Subject: Your e-ticket receipt - Booking code QZ8M4T
Date: Wed, 22 Apr 2026 08:17:55 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Dear Ms Carter,

thank you for booking with us. Please find your itinerary below.

Booking code: QZ8M4T
Passenger: Ms Helen Carter

Mon 11 May  LHR 07:35 → MUC 10:40   LH 2473   Economy Light
Fri 15 May  MUC 18:20 → LHR 19:30   LH 2480   Economy Light

Fare                 GBP   296.00
Taxes and charges    GBP   116.86
Total                GBP   412.86

Paid by Visa ending 4410.

Have a pleasant flight,
Your Lufthansa Team
`),
    },
  ),
  // A landlord's mail on the yearly service-charge statement: the balance in brackets in a sentence, the phone only in
  // the signature.
  fresh(
    'vermieter-nebenkosten-de',
    'letter',
    'de',
    'eml',
    [
      str('vermieter'),
      str('telefon_vermieter'),
      str('mieter'),
      str('abrechnungszeitraum'),
      num('nachzahlung'),
      date('faellig_am'),
      num('neue_vorauszahlung'),
    ],
    {
      vermieter: 'Klaus Brenner',
      telefon_vermieter: '0171 4428 903',
      mieter: 'Sabine Krause',
      abrechnungszeitraum: '01.01.2025 – 31.12.2025',
      nachzahlung: 214.36,
      faellig_am: '2026-05-15',
      neue_vorauszahlung: 185,
    },
    {
      raw: crlf(`From: Klaus Brenner <k.brenner@t-online.example>
To: Sabine Krause <sabine.krause@gmx.example>
Subject: ${qword('Nebenkostenabrechnung 2025 – Wohnung 2. OG links')}
Date: Thu, 09 Apr 2026 18:44:02 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Frau Krause,

anbei erhalten Sie die Nebenkostenabrechnung für den Zeitraum 01.01.2025 – 31.12.2025.
Nach Abzug Ihrer Vorauszahlungen ergibt sich eine Nachzahlung (214,36 €), die ich
bis zum 15.05.2026 auf das bekannte Konto zu überweisen bitte.

Wegen der gestiegenen Heizkosten passe ich die monatliche Vorauszahlung ab Juni auf
185,00 € an.

Bei Fragen erreichen Sie mich am besten abends.

Mit freundlichen Grüßen
Klaus Brenner

Tel. 0171 4428 903
Lindenweg 14, 34119 Kassel`)}
`),
    },
  ),
  // An insurer confirms a claim: numbers in a block, the deductible in a sentence, the clerk's direct line in the
  // signature.
  fresh(
    'versicherung-schaden-de',
    'letter',
    'de',
    'eml',
    [
      str('schadennummer'),
      str('versicherungsscheinnummer'),
      date('schadentag'),
      str('sachbearbeiter'),
      str('telefon'),
      num('selbstbeteiligung'),
    ],
    {
      schadennummer: 'HR-26-0448193',
      versicherungsscheinnummer: '72-5518830-4',
      schadentag: '2026-03-28',
      sachbearbeiter: 'Martina Vogel',
      telefon: '0221 148-27731',
      selbstbeteiligung: 150,
    },
    {
      raw: crlf(`From: HUK Service <schaden@huk-versicherung.example>
To: Tobias Lenz <tobias.lenz@posteo.example>
Subject: Ihre Schadenmeldung vom 30.03.2026 - Schaden-Nr. HR-26-0448193
Date: Wed, 01 Apr 2026 09:12:40 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrter Herr Lenz,

vielen Dank für Ihre Schadenmeldung. Wir haben den Vorgang wie folgt angelegt:

Schaden-Nr.:            HR-26-0448193
Versicherungsschein:    72-5518830-4
Schadentag:             28.03.2026
Schadenart:             Leitungswasser (Hausrat)

Bitte senden Sie uns Fotos der beschädigten Gegenstände und, soweit vorhanden,
Kaufbelege. Gemäß Ihrem Vertrag tragen Sie eine Selbstbeteiligung von 150,00 € je
Schadenfall.

Mit freundlichen Grüßen

Martina Vogel
Schadenservice Hausrat
Telefon 0221 148-27731
HUK Versicherung AG, Hohenzollernring 60, 50672 Köln`)}
`),
    },
  ),
  // A bank's notice of a returned direct debit: creditor, amount and fee in sentences.
  fresh(
    'bank-ruecklastschrift-de',
    'notification',
    'de',
    'eml',
    [
      str('glaeubiger'),
      num('betrag'),
      num('gebuehr'),
      date('buchungsdatum'),
      str('mandatsreferenz'),
      str('kontonummer'),
    ],
    {
      glaeubiger: 'Stadtwerke Bochum GmbH',
      betrag: 96,
      gebuehr: 3,
      buchungsdatum: '2026-04-02',
      mandatsreferenz: 'SWB-0099127731',
      kontonummer: '****4471',
    },
    {
      raw: crlf(`From: Sparkasse Bochum <noreply@sparkasse-bochum.example>
To: christian.wolff@web.example
Subject: ${qword('Information zu einer Rücklastschrift')}
Date: Fri, 03 Apr 2026 06:30:00 +0200
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body>
<p>Guten Tag Herr Wolff,</p>
<p>eine Lastschrift der Stadtwerke Bochum GmbH über 96,00 EUR konnte am 02.04.2026 mangels
Deckung auf Ihrem Konto ****4471 nicht eingelöst werden.</p>
<table>
<tr><td>Gläubiger</td><td>Stadtwerke Bochum GmbH</td></tr>
<tr><td>Mandatsreferenz</td><td>SWB-0099127731</td></tr>
<tr><td>Buchungsdatum</td><td>02.04.2026</td></tr>
</table>
<p>Für die Benachrichtigung berechnen wir Ihnen ein Entgelt (3,00 EUR). Bitte klären Sie die Zahlung direkt
mit dem Zahlungsempfänger.</p>
<p>Ihre Sparkasse Bochum</p>
</body></html>`)}
`),
    },
  ),
  // An HTML shipping notice: the order number written "#58230", the carrier and tracking number, the items in a table.
  fresh(
    'order-shipped-html-en',
    'shipping_notice',
    'en',
    'eml',
    [
      str('order_number'),
      str('carrier'),
      str('tracking_number'),
      date('estimated_delivery'),
      list('items', [str('product'), num('quantity')]),
      str('ship_to'),
    ],
    {
      order_number: '#58230',
      carrier: 'Royal Mail',
      tracking_number: 'QF 4471 8823 5GB',
      estimated_delivery: '2026-04-17',
      items: [
        { product: 'Linen Tea Towel Set (3)', quantity: 2 },
        { product: 'Stoneware Mug - Sage', quantity: 4 },
      ],
      ship_to: 'Rachel Green, 18 Elm Grove, Bath BA2 4HT',
    },
    {
      raw: crlf(`From: Folk & Field <hello@folkandfield.example>
To: rachel.green@btinternet.example
Subject: Your order #58230 has shipped
Date: Tue, 14 Apr 2026 15:20:09 +0100
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8

<html><body>
<p>Hi Rachel,</p>
<p>Good news &ndash; your order <b>#58230</b> is on its way with Royal Mail and should arrive by Friday, 17 April 2026.</p>
<p>Tracking number: <a href="https://track.example/QF44718823">QF 4471 8823 5GB</a></p>
<table>
<tr><th align="left">Item</th><th>Qty</th></tr>
<tr><td>Linen Tea Towel Set (3)</td><td align="center">2</td></tr>
<tr><td>Stoneware Mug - Sage</td><td align="center">4</td></tr>
</table>
<p><b>Shipping to</b><br>Rachel Green, 18 Elm Grove, Bath BA2 4HT</p>
<p>Thanks for shopping small!<br>Folk &amp; Field</p>
</body></html>
`),
    },
  ),
  // A dental practice confirms an appointment: the patient only named in the form of address.
  fresh(
    'dentist-appointment-en',
    'appointment_confirmation',
    'en',
    'eml',
    [
      str('salutation'),
      str('patient_last_name'),
      date('appointment_date'),
      str('appointment_time'),
      str('practitioner'),
      str('practice_address'),
      str('practice_phone'),
    ],
    {
      salutation: 'Mr',
      patient_last_name: 'Schmidt',
      appointment_date: '2026-05-06',
      appointment_time: '14:20',
      practitioner: 'Dr Amira Haddad',
      practice_address: '41 Church Street, Stockport SK1 1QX',
      practice_phone: '0161 480 2231',
    },
    {
      raw: crlf(`From: Church Street Dental <appointments@churchstreetdental.example>
To: m.schmidt@outlook.example
Subject: Appointment confirmation
Date: Mon, 20 Apr 2026 11:05:33 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Dear Mr Schmidt,

This is to confirm your appointment with Dr Amira Haddad on Wednesday 6 May 2026
at 14:20 for a routine check-up and scale & polish.

If you need to cancel or rearrange, please give us at least 24 hours' notice
by calling 0161 480 2231. Missed appointments may be charged.

Church Street Dental
41 Church Street, Stockport SK1 1QX
`),
    },
  ),
  // A garage's appointment mail: date and time in a sentence, the estimate in brackets.
  fresh(
    'werkstatt-termin-de',
    'appointment_confirmation',
    'de',
    'eml',
    [
      str('kunde'),
      date('termin_datum'),
      str('uhrzeit'),
      str('kennzeichen'),
      str('arbeiten'),
      num('kostenvoranschlag'),
      str('ansprechpartner'),
    ],
    {
      kunde: 'Kemal Yilmaz',
      termin_datum: '2026-04-28',
      uhrzeit: '07:30',
      kennzeichen: 'DO-KY 418',
      arbeiten: 'Inspektion und Wechsel der Bremsbeläge vorne',
      kostenvoranschlag: 380,
      ansprechpartner: 'Sven Hollmann',
    },
    {
      raw: crlf(`From: Autohaus Hollmann Service <service@autohaus-hollmann.example>
To: Kemal Yilmaz <k.yilmaz@gmail.example>
Subject: ${qword('Terminbestätigung Werkstatt – DO-KY 418')}
Date: Thu, 16 Apr 2026 16:48:19 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hallo Herr Yilmaz,

hiermit bestätigen wir Ihren Werkstatttermin am Dienstag, 28.04.2026 um 07:30 Uhr
für Ihr Fahrzeug mit dem Kennzeichen DO-KY 418.

Geplante Arbeiten: Inspektion und Wechsel der Bremsbeläge vorne
Laut Kostenvoranschlag rechnen wir mit ca. 380 € (inkl. MwSt.). Sollten weitere
Arbeiten nötig sein, rufen wir Sie vorher an.

Einen Ersatzwagen haben wir für Sie reserviert.

Viele Grüße
Sven Hollmann
Serviceberater
Autohaus Hollmann GmbH · Bornstraße 201 · 44145 Dortmund · 0231 8870-45`)}
`),
    },
  ),
  // A forwarded supplier invoice: the forwarder's note above, the invoice's facts in the forwarded part.
  fresh(
    'forward-invoice-en',
    'invoice',
    'en',
    'eml',
    [
      str('forwarded_by'),
      str('supplier'),
      str('invoice_number'),
      date('invoice_date'),
      num('amount_due'),
      date('due_date'),
      str('purchase_order'),
    ],
    {
      forwarded_by: 'Mark Davies',
      supplier: 'Northgate Print Ltd',
      invoice_number: 'NP-20419',
      invoice_date: '2026-04-03',
      amount_due: 1143.6,
      due_date: '2026-05-03',
      purchase_order: 'PO-7781',
    },
    {
      raw: crlf(`From: Mark Davies <mark.davies@brightwell.example>
To: Accounts <accounts@brightwell.example>
Subject: Fwd: Invoice NP-20419 from Northgate Print Ltd
Date: Mon, 06 Apr 2026 09:02:44 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Hi both, please pay this one - the brochures arrived and are fine. It's against PO-7781.
Thanks, Mark

---------- Forwarded message ---------
From: Northgate Print Ltd <invoices@northgateprint.example>
Date: Fri, 3 Apr 2026 at 16:10
Subject: Invoice NP-20419 from Northgate Print Ltd
To: <mark.davies@brightwell.example>

Dear Mark,

Please find below our invoice NP-20419 dated 3 April 2026 for the spring brochures.

A5 brochure, 16pp, 2,000 copies    GBP   953.00
VAT @ 20%                          GBP   190.60
Amount due                         GBP 1,143.60

Payment is due by 3 May 2026. Our bank details are on the attached PDF.

Regards,
Jo Fielding
Northgate Print Ltd
`),
    },
  ),
  // A small firm's invoice written in the mail text, German amounts aligned with blanks after the currency.
  fresh(
    'rechnung-im-text-de',
    'invoice',
    'de',
    'eml',
    [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      list('positionen', [str('bezeichnung'), num('betrag')]),
      num('netto'),
      num('umsatzsteuer'),
      num('brutto'),
      str('iban'),
    ],
    {
      rechnungsnummer: 'R-2026-031',
      rechnungsdatum: '2026-04-10',
      positionen: [
        { bezeichnung: 'Fensterreinigung Büro (innen und außen)', betrag: 240 },
        { bezeichnung: 'Rahmenreinigung', betrag: 84 },
        { bezeichnung: 'Anfahrt', betrag: 18 },
      ],
      netto: 342,
      umsatzsteuer: 64.98,
      brutto: 406.98,
      iban: 'DE44 5005 0201 0012 3456 78',
    },
    {
      raw: crlf(`From: Glanz & Klar Reinigung <info@glanzundklar.example>
To: buero@architekten-roth.example
Subject: Rechnung R-2026-031
Date: Fri, 10 Apr 2026 12:30:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Damen und Herren,

für die am 08.04.2026 ausgeführten Arbeiten berechnen wir Ihnen:

Rechnung Nr. R-2026-031 vom 10.04.2026

Fensterreinigung Büro (innen und außen)   EUR   240,00
Rahmenreinigung                           EUR    84,00
Anfahrt                                   EUR    18,00
------------------------------------------------------
Nettobetrag                               EUR   342,00
zzgl. 19 % USt.                           EUR    64,98
Gesamtbetrag                              EUR   406,98

Bitte überweisen Sie den Betrag innerhalb von 14 Tagen auf
IBAN DE44 5005 0201 0012 3456 78 (Frankfurter Sparkasse).

Mit freundlichen Grüßen
Andrea Sommer
Glanz & Klar Gebäudereinigung, Mainzer Landstraße 12, 60329 Frankfurt`)}
`),
    },
  ),
  // A tax office's mail: reference numbers, a deadline in a sentence, the clerk's phone in the signature.
  fresh(
    'finanzamt-rueckfrage-de',
    'letter',
    'de',
    'eml',
    [
      str('steuernummer'),
      str('veranlagungsjahr'),
      date('frist'),
      str('sachbearbeiterin'),
      str('telefon'),
      str('anrede'),
      str('nachname'),
    ],
    {
      steuernummer: '143/218/40917',
      veranlagungsjahr: '2025',
      frist: '2026-05-08',
      sachbearbeiterin: 'Frau Özdemir',
      telefon: '089 1252-3318',
      anrede: 'Herr',
      nachname: 'Bauer',
    },
    {
      raw: crlf(`From: Finanzamt München <poststelle@fa-muenchen.example>
To: felix.bauer@mailbox.example
Subject: ${qword('Rückfrage zu Ihrer Einkommensteuererklärung 2025, StNr. 143/218/40917')}
Date: Tue, 21 Apr 2026 10:15:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrter Herr Bauer,

bei der Bearbeitung Ihrer Einkommensteuererklärung für 2025 (Steuernummer 143/218/40917)
sind Fragen zu den geltend gemachten Werbungskosten aufgetreten. Bitte reichen Sie bis
zum 08.05.2026 Nachweise zu den Fahrtkosten und zum häuslichen Arbeitszimmer ein.

Sie können die Unterlagen über ELSTER ("Nachricht an das Finanzamt") oder per Post
übersenden.

Mit freundlichen Grüßen
Im Auftrag
Özdemir

Finanzamt München, Abt. Veranlagung
Sachbearbeiterin: Frau Özdemir, Zimmer 3.114
Telefon: 089 1252-3318`)}
`),
    },
  ),
  // A council's bill mail in English: instalments in a sentence, account number written with a hash.
  fresh(
    'council-tax-en',
    'bill',
    'en',
    'eml',
    [
      str('account_reference'),
      str('property'),
      str('band'),
      num('annual_charge'),
      num('instalment_amount'),
      date('first_instalment_date'),
    ],
    {
      account_reference: '#6120448',
      property: 'Flat 3, 27 Ashley Road, Bristol BS6 5NR',
      band: 'C',
      annual_charge: 2241.84,
      instalment_amount: 224.18,
      first_instalment_date: '2026-04-01',
    },
    {
      raw: crlf(`From: Bristol City Council <counciltax@bristol.example>
To: tom.whelan@icloud.example
Subject: Your Council Tax bill 2026/27 - account #6120448
Date: Fri, 13 Mar 2026 07:45:00 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Dear Mr Whelan,

Your Council Tax bill for 2026/27 is now available in your online account.

Account reference: #6120448
Property: Flat 3, 27 Ashley Road, Bristol BS6 5NR
Valuation band: C

The annual charge is £2,241.84. You pay by Direct Debit in 10 monthly instalments
of £224.18 (first instalment £224.22), the first being collected on 1 April 2026.

Revenues and Benefits
Bristol City Council
`),
    },
  ),
  // A German rail booking in HTML: the connection written on lines with "ab"/"an", the order number in a table.
  fresh(
    'bahn-verbindung-html-de',
    'booking_confirmation',
    'de',
    'eml',
    [
      str('auftragsnummer'),
      date('reisedatum'),
      str('abfahrtsbahnhof'),
      str('zielbahnhof'),
      str('abfahrt'),
      str('ankunft'),
      str('zug'),
      num('preis'),
    ],
    {
      auftragsnummer: '482 771 903 215',
      reisedatum: '2026-05-22',
      abfahrtsbahnhof: 'Hamburg Hbf',
      zielbahnhof: 'München Hbf',
      abfahrt: '08:12',
      ankunft: '14:05',
      zug: 'ICE 583',
      preis: 69.99,
    },
    {
      raw: crlf(`From: DB Fernverkehr <buchungsbestaetigung@bahn.example>
To: lea.hartmann@gmx.example
Subject: ${qword('Ihre Fahrkarte – Auftrag 482 771 903 215')}
Date: Sat, 18 Apr 2026 20:11:37 +0200
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body>
<p>Guten Tag Lea Hartmann,</p>
<p>vielen Dank für Ihre Buchung. Ihre Fahrkarte finden Sie im Anhang.</p>
<table>
<tr><td>Auftragsnummer</td><td>482 771 903 215</td></tr>
<tr><td>Reisetag</td><td>Fr, 22.05.2026</td></tr>
</table>
<p><b>Hinfahrt</b><br>
Hamburg Hbf ab 08:12 &nbsp; ICE 583<br>
München Hbf an 14:05</p>
<p>Flexpreis, 2. Klasse, 1 Erwachsener<br>
Summe: 69,99 €</p>
<p>Gute Reise wünscht Ihnen<br>Ihre Deutsche Bahn</p>
</body></html>`)}
`),
    },
  ),
  // A landlord's reply above the tenant's quoted complaint: the contractor's visit in a sentence, the phone in the
  // signature.
  fresh(
    'landlord-repair-reply-en',
    'letter',
    'en',
    'eml',
    [
      str('landlord_name'),
      str('landlord_phone'),
      str('tenant_name'),
      str('property_address'),
      str('contractor'),
      date('visit_date'),
      str('visit_window'),
    ],
    {
      landlord_name: 'Graham Pearce',
      landlord_phone: '07700 918 442',
      tenant_name: 'Sophie Turner',
      property_address: '12 Kestrel Close, Reading RG2 7PL',
      contractor: 'Heatwise Plumbing',
      visit_date: '2026-04-23',
      visit_window: '8am–12pm',
    },
    {
      raw: crlf(`From: Graham Pearce <graham.pearce@pearcelettings.example>
To: Sophie Turner <sophie.t@gmail.example>
Subject: RE: Boiler not working - 12 Kestrel Close
Date: Tue, 21 Apr 2026 17:36:05 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Hi Sophie,

Sorry to hear that. I've booked Heatwise Plumbing to come out on Thursday 23 April 2026
between 8am–12pm. Could you make sure someone is in to let them in?

Regards,
Graham Pearce
Pearce Lettings
Mob: 07700 918 442

-----Original Message-----
From: Sophie Turner <sophie.t@gmail.example>
Sent: 21 April 2026 08:12
To: Graham Pearce <graham.pearce@pearcelettings.example>
Subject: Boiler not working - 12 Kestrel Close

Hi Graham,

The boiler at 12 Kestrel Close, Reading RG2 7PL stopped working last night and there's
no hot water or heating. The pressure gauge shows 0. Could you get someone to look at it?

Thanks,
Sophie Turner
`),
    },
  ),
  // A landlord confirms the deposit: amount and date in a sentence, the flat and lease start in a block.
  fresh(
    'kaution-eingang-de',
    'letter',
    'de',
    'eml',
    [str('vermieterin'), str('mieter'), str('wohnung'), num('kaution'), date('eingang_am'), date('mietbeginn')],
    {
      vermieterin: 'Hausverwaltung Petersen',
      mieter: 'Herr Jan Nowak',
      wohnung: 'Gartenstraße 9, 2. OG rechts, 24103 Kiel',
      kaution: 2250,
      eingang_am: '2026-03-27',
      mietbeginn: '2026-04-01',
    },
    {
      raw: crlf(`From: Hausverwaltung Petersen <info@hv-petersen.example>
To: jan.nowak@outlook.example
Subject: Ihre Mietkaution
Date: Mon, 30 Mar 2026 10:04:51 +0200
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="hvp-7731"

--hvp-7731
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrter Herr Jan Nowak,

wir bestätigen den Eingang Ihrer Mietkaution in Höhe von 2.250,00 € am 27.03.2026.
Die Kaution wird getrennt von unserem Vermögen auf einem Mietkautionskonto angelegt.

Mietobjekt: Gartenstraße 9, 2. OG rechts, 24103 Kiel
Mietbeginn: 01.04.2026

Die Schlüsselübergabe findet wie besprochen am Mietbeginn um 10 Uhr statt.

Mit freundlichen Grüßen
Hausverwaltung Petersen
Holtenauer Straße 88, 24105 Kiel, Tel. 0431 56 11 20`)}
--hvp-7731
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body><p>Sehr geehrter Herr Jan Nowak,</p>
<p>wir bestätigen den Eingang Ihrer Mietkaution in Höhe von 2.250,00 € am 27.03.2026.
Die Kaution wird getrennt von unserem Vermögen auf einem Mietkautionskonto angelegt.</p>
<p>Mietobjekt: Gartenstraße 9, 2. OG rechts, 24103 Kiel<br>Mietbeginn: 01.04.2026</p>
<p>Die Schlüsselübergabe findet wie besprochen am Mietbeginn um 10 Uhr statt.</p>
<p>Mit freundlichen Grüßen<br>Hausverwaltung Petersen<br>Holtenauer Straße 88, 24105 Kiel, Tel. 0431 56 11 20</p>
</body></html>`)}
--hvp-7731--
`),
    },
  ),
];

export const DEV_EML23: TCorpusDocument[] = [...FIRST, ...DEV_EML23_MORE].map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'dev-eml23-'),
  layout: DEV_EML23_LAYOUT,
}));
