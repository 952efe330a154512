// Development documents of branch eml22 (layout 105), written in session 22 BEFORE the extractor was changed: raw .eml
// mails of the shapes the earlier e-mail sets left as misses (dev-eml21's closing list) and of the kinds a user sends
// to the service: HTML mails whose journey sits in a table with "ab"/"an" or "From"/"To" columns, airports written
// "Bristol (BRS)", amounts in brackets inside a sentence ("the total (EUR 1,234.50) will be charged"), forwarded mails
// whose forwarder is asked for, an order number only in the Subject, signatures with firm, phone and address, German
// "Mit freundlichen Grüßen" blocks, quoted-printable umlauts, replies above quoted text, bank notifications, invoices
// and reminders in the mail text, shipping notices and itineraries. English and German, plain, HTML-only and
// multipart/alternative. Fields a mail does not state stay out of the truth. Held out, not sealed:
// `--show-dev-eml22` shows their misses. The rest is in dev-eml22-more.ts.
import { crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { qword } from './dev-eml17.ts';
import { DEV_EML22_MORE } from './dev-eml22-more.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of branch eml22's development documents. */
export const DEV_EML22_LAYOUT = 105;

const FIRST: TCorpusDocument[] = [
  // An HTML-only flight booking whose leg sits in a table with "ab"/"an" time columns and "Von"/"Nach" airports.
  fresh(
    'flug-html-ab-an-de',
    'booking_confirmation',
    'de',
    'eml',
    [
      str('buchungscode'),
      str('passagier'),
      str('flugnummer'),
      date('flugdatum'),
      str('abflughafen'),
      str('zielflughafen'),
      str('abflugzeit'),
      str('ankunftszeit'),
      num('gesamtpreis'),
    ],
    {
      buchungscode: 'XK7R2D',
      passagier: 'Herr Jonas Albers',
      flugnummer: 'EW 7512',
      flugdatum: '2026-05-14',
      abflughafen: 'Hamburg (HAM)',
      zielflughafen: 'Palma de Mallorca (PMI)',
      abflugzeit: '06:10',
      ankunftszeit: '08:45',
      gesamtpreis: 238.97,
    },
    {
      raw: crlf(`From: Eurowings <noreply@booking.eurowings.example>
To: jonas.albers@web.example
Subject: ${qword('Ihre Buchungsbestätigung – Buchungscode XK7R2D')}
Date: Sun, 22 Mar 2026 10:14:02 +0100
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body style="font-family:Arial,sans-serif">
<h2>Vielen Dank für Ihre Buchung!</h2>
<p>Buchungscode: <b>XK7R2D</b></p>
<p>Passagier: Herr Jonas Albers</p>
<table cellpadding="4" style="border:1px solid #ccc">
<tr><th>Flug</th><th>Datum</th><th>Von</th><th>ab</th><th>Nach</th><th>an</th></tr>
<tr><td>EW 7512</td><td>Do, 14.05.2026</td><td>Hamburg (HAM)</td><td>06:10</td><td>Palma de Mallorca (PMI)</td><td>08:45</td></tr>
</table>
<table>
<tr><td>Flugpreis inkl. Steuern</td><td>199,98 €</td></tr>
<tr><td>Gepäck 23 kg</td><td>38,99 €</td></tr>
<tr><td><b>Gesamtpreis</b></td><td><b>238,97 €</b></td></tr>
</table>
<p>Der Online-Check-in öffnet 72 Stunden vor Abflug.</p>
<p>Ihr Eurowings Team</p>
</body></html>`)}
`),
    },
  ),
  // A rail booking sent as multipart/alternative: the HTML's table has "From"/"To"/"Departs"/"Arrives" columns.
  fresh(
    'rail-from-to-en',
    'booking_confirmation',
    'en',
    'eml',
    [
      str('booking_reference'),
      date('travel_date'),
      str('origin'),
      str('destination'),
      str('departure_time'),
      str('arrival_time'),
      str('coach_and_seat'),
      num('amount_paid'),
    ],
    {
      booking_reference: 'TRL9K4XW',
      travel_date: '2026-04-09',
      origin: 'London Paddington',
      destination: 'Bristol Temple Meads',
      departure_time: '08:30',
      arrival_time: '10:07',
      coach_and_seat: 'Coach D, Seat 42',
      amount_paid: 67.4,
    },
    {
      raw: crlf(`From: Trainline <auto-confirm@info.trainline.example>
To: priya.natarajan@outlook.example
Subject: Your booking confirmation TRL9K4XW
Date: Mon, 30 Mar 2026 19:22:40 +0100
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="tl-0042"

--tl-0042
Content-Type: text/plain; charset=UTF-8

Your tickets are ready. Booking reference TRL9K4XW.
Thu 9 Apr 2026, London Paddington to Bristol Temple Meads.
Total paid GBP 67.40.

--tl-0042
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body>
<p>Hi Priya, your tickets are ready.</p>
<p>Booking reference: <strong>TRL9K4XW</strong></p>
<table>
<tr><th>Date</th><th>From</th><th>To</th><th>Departs</th><th>Arrives</th></tr>
<tr><td>Thu 9 Apr 2026</td><td>London Paddington</td><td>Bristol Temple Meads</td><td>08:30</td><td>10:07</td></tr>
</table>
<p>Reservation: Coach D, Seat 42</p>
<table><tr><td>Anytime Day Single</td><td>&pound;65.90</td></tr>
<tr><td>Booking fee</td><td>&pound;1.50</td></tr>
<tr><td><b>Total paid</b></td><td><b>&pound;67.40</b></td></tr></table>
<p>Have a great journey,<br>The Trainline team</p>
</body></html>`)}
--tl-0042--
`),
    },
  ),
  // An order confirmation whose number is only in the Subject and whose total sits in brackets inside a sentence.
  fresh(
    'order-bracket-total-en',
    'order_confirmation',
    'en',
    'eml',
    [
      str('order_number'),
      str('customer_name'),
      num('order_total'),
      str('card_last_digits'),
      date('expected_delivery'),
      str('shop_name'),
    ],
    {
      order_number: 'A-558213',
      customer_name: 'Martin Keller',
      order_total: 1234.5,
      card_last_digits: '4421',
      expected_delivery: '2026-04-16',
      shop_name: 'Nordlicht Möbel',
    },
    {
      raw: crlf(`From: Nordlicht Möbel <orders@nordlicht-moebel.example>
To: Martin Keller <m.keller@gmx.example>
Subject: Your order A-558213 has been confirmed
Date: Wed, 08 Apr 2026 09:12:55 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Dear Martin Keller,

thank you for shopping with Nordlicht Möbel. We have received your order and
are getting it ready.

You ordered:
1 x Oak dining table "Fjord", 180 cm
4 x Chair "Fjord", natural oak

The total (EUR 1,234.50) will be charged to your card ending in 4421 once
your order ships. We expect to deliver on 16 April 2026; our carrier will
call you the day before to agree a time window.

If anything is wrong with your order, just reply to this e-mail.

Kind regards
Nordlicht Möbel customer service`)}
`),
    },
  ),
  // A German Gmail forward of an invoice mail, with the forwarder's own note above it.
  fresh(
    'weitergeleitet-rechnung-de',
    'invoice',
    'de',
    'eml',
    [
      str('weitergeleitet_von'),
      str('rechnungssteller'),
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      num('rechnungsbetrag'),
      date('zahlbar_bis'),
    ],
    {
      weitergeleitet_von: 'Sabine Hoffmann',
      rechnungssteller: 'Elektro Brückner GmbH',
      rechnungsnummer: 'RE-2026-0417',
      rechnungsdatum: '2026-03-18',
      rechnungsbetrag: 1487.5,
      zahlbar_bis: '2026-04-01',
    },
    {
      raw: crlf(`From: Sabine Hoffmann <sabine.hoffmann@gmail.example>
To: buchhaltung@hoffmann-immobilien.example
Subject: Fwd: Rechnung RE-2026-0417
Date: Thu, 19 Mar 2026 08:03:12 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hallo zusammen,

bitte die Rechnung für die Wohnung Lindenstraße 4 überweisen.

Danke, Sabine

---------- Weitergeleitete Nachricht ---------
Von: Elektro Brückner GmbH <info@elektro-brueckner.example>
Date: Mi., 18. März 2026 um 16:40 Uhr
Subject: Rechnung RE-2026-0417
To: <sabine.hoffmann@gmail.example>


Sehr geehrte Frau Hoffmann,

anbei erhalten Sie unsere Rechnung RE-2026-0417 vom 18.03.2026 für den
Austausch der Unterverteilung in der Lindenstraße 4.

Rechnungsbetrag: 1.487,50 € (inkl. 19 % MwSt.)
Zahlbar bis: 01.04.2026

Mit freundlichen Grüßen

Elektro Brückner GmbH
Uwe Brückner
Gartenstraße 12 · 34117 Kassel
Tel. 0561 7293 40`)}
`),
    },
  ),
  // An English Outlook forward of a hotel confirmation to a colleague.
  fresh(
    'fwd-hotel-outlook-en',
    'booking_confirmation',
    'en',
    'eml',
    [
      str('forwarded_by'),
      str('hotel_name'),
      str('confirmation_number'),
      str('guest_name'),
      date('check_in'),
      date('check_out'),
      num('nightly_rate'),
    ],
    {
      forwarded_by: 'Oliver Grant',
      hotel_name: 'The Harbourside Hotel',
      confirmation_number: 'HSH-77120',
      guest_name: 'Emma Clarke',
      check_in: '2026-05-11',
      check_out: '2026-05-13',
      nightly_rate: 145,
    },
    {
      raw: crlf(`From: Oliver Grant <oliver.grant@brightwell-consulting.example>
To: Emma Clarke <emma.clarke@brightwell-consulting.example>
Subject: FW: Reservation confirmed - HSH-77120
Date: Tue, 14 Apr 2026 11:26:09 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Emma - your room for the Plymouth workshop is booked, see below.
Oliver

________________________________
From: The Harbourside Hotel <reservations@harbourside-hotel.example>
Sent: 14 April 2026 10:58
To: Oliver Grant <oliver.grant@brightwell-consulting.example>
Subject: Reservation confirmed - HSH-77120

Dear Mr Grant,

We are pleased to confirm the following reservation.

Confirmation number: HSH-77120
Guest: Emma Clarke
Arrival: Monday 11 May 2026
Departure: Wednesday 13 May 2026
Room: Superior Double, sea view
Rate: GBP 145.00 per night, breakfast included

Kind regards,
Lucy Barnes
Reservations Manager
The Harbourside Hotel
3 Quay Road, Plymouth PL1 2JB
Tel +44 1752 600 413`),
    },
  ),
  // A craftsman's payment reminder in quoted-printable with umlauts and a full "Mit freundlichen Grüßen" block.
  fresh(
    'zahlungserinnerung-qp-de',
    'payment_reminder',
    'de',
    'eml',
    [
      str('firma'),
      str('ansprechpartner'),
      str('telefon'),
      str('rechnungsnummer'),
      num('offener_betrag'),
      date('neue_frist'),
      str('iban'),
    ],
    {
      firma: 'Malerbetrieb Schäfer & Söhne GmbH',
      ansprechpartner: 'Jürgen Schäfer',
      telefon: '0228 948 31 20',
      rechnungsnummer: '2026-0093',
      offener_betrag: 2316.3,
      neue_frist: '2026-04-24',
      iban: 'DE44 3705 0198 0012 3456 78',
    },
    {
      raw: crlf(`From: =?UTF-8?Q?J=C3=BCrgen_Sch=C3=A4fer?= <buero@maler-schaefer.example>
To: k.wolters@t-online.example
Subject: =?UTF-8?Q?Zahlungserinnerung_zur_Rechnung_2026-0093?=
Date: Fri, 10 Apr 2026 14:05:33 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Frau Wolters,

sicher ist es Ihrer Aufmerksamkeit entgangen: Für unsere Malerarbeiten im
Treppenhaus haben wir noch keinen Zahlungseingang feststellen können.

Rechnung Nr. 2026-0093 vom 05.03.2026
Offener Betrag: 2.316,30 €

Bitte überweisen Sie den Betrag bis zum 24.04.2026 auf unser Konto
IBAN DE44 3705 0198 0012 3456 78 bei der Sparkasse KölnBonn.

Sollten Sie die Zahlung bereits veranlasst haben, betrachten Sie dieses
Schreiben bitte als gegenstandslos.

Mit freundlichen Grüßen

Jürgen Schäfer
Malerbetrieb Schäfer & Söhne GmbH
Königswinterer Straße 211 · 53227 Bonn
Telefon 0228 948 31 20 · Fax 0228 948 31 29
Geschäftsführer: Jürgen Schäfer · HRB 14522 Amtsgericht Bonn`)}
`),
    },
  ),
  // A bank's notification of a card payment, all in sentences.
  fresh(
    'bank-payment-alert-en',
    'bank_notification',
    'en',
    'eml',
    [str('bank'), str('payee'), num('amount'), str('account_ending'), date('payment_date'), num('available_balance')],
    {
      bank: 'Harbour Building Society',
      payee: 'Thames Water',
      amount: 245,
      account_ending: '7781',
      payment_date: '2026-03-12',
      available_balance: 1873.42,
    },
    {
      raw: crlf(`From: Harbour Building Society <alerts@harbourbs.example>
To: d.whitfield@btinternet.example
Subject: A payment has left your account
Date: Thu, 12 Mar 2026 07:45:10 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Dear Mr Whitfield,

A payment of GBP 245.00 to Thames Water was made from your current account
ending 7781 on 12 March 2026.

Your available balance is now GBP 1,873.42.

If you don't recognise this payment, call us straight away on 0800 555 0199.

Harbour Building Society
This is an automated message - please do not reply.`),
    },
  ),
  // A German bank's credit notification as HTML with a label/value table.
  fresh(
    'gutschrift-html-de',
    'bank_notification',
    'de',
    'eml',
    [str('auftraggeber'), num('betrag'), date('buchungsdatum'), str('verwendungszweck'), str('konto')],
    {
      auftraggeber: 'Hausverwaltung Kranz KG',
      betrag: 1250,
      buchungsdatum: '2026-04-02',
      verwendungszweck: 'Nebenkostenerstattung 2025 Whg. 3 OG links',
      konto: 'DE12 5001 0517 0648 4898 90',
    },
    {
      raw: crlf(`From: Volksbank Mittelhessen <service@vb-mittelhessen.example>
To: lena.berger@freenet.example
Subject: Neue Gutschrift auf Ihrem Girokonto
Date: Thu, 02 Apr 2026 06:31:00 +0200
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body>
<p>Guten Tag Frau Berger,</p>
<p>auf Ihrem Girokonto ist eine Gutschrift eingegangen:</p>
<table>
<tr><td>Konto</td><td>DE12 5001 0517 0648 4898 90</td></tr>
<tr><td>Buchungstag</td><td>02.04.2026</td></tr>
<tr><td>Auftraggeber</td><td>Hausverwaltung Kranz KG</td></tr>
<tr><td>Verwendungszweck</td><td>Nebenkostenerstattung 2025 Whg. 3 OG links</td></tr>
<tr><td>Betrag</td><td>+1.250,00 EUR</td></tr>
</table>
<p>Diese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht darauf.</p>
<p>Ihre Volksbank Mittelhessen eG</p>
</body></html>`)}
`),
    },
  ),
  // A travel agency's itinerary: two legs in an HTML table with "Bristol (BRS)"-style airports.
  fresh(
    'itinerary-two-legs-en',
    'travel_itinerary',
    'en',
    'eml',
    [
      str('booking_reference'),
      str('lead_passenger'),
      list('flights', [str('flight_number'), date('date'), str('from'), str('to'), str('departure'), str('arrival')]),
      num('total_price'),
    ],
    {
      booking_reference: 'SUN-448201',
      lead_passenger: 'Mrs Claire Hughes',
      flights: [
        {
          flight_number: 'EZY6021',
          date: '2026-06-20',
          from: 'Bristol (BRS)',
          to: 'Malaga (AGP)',
          departure: '07:05',
          arrival: '10:50',
        },
        {
          flight_number: 'EZY6022',
          date: '2026-06-27',
          from: 'Malaga (AGP)',
          to: 'Bristol (BRS)',
          departure: '11:30',
          arrival: '13:20',
        },
      ],
      total_price: 1896,
    },
    {
      raw: crlf(`From: Sunway Holidays <bookings@sunwayholidays.example>
To: claire.hughes@yahoo.example
Subject: Your holiday itinerary - SUN-448201
Date: Sat, 04 Apr 2026 16:02:48 +0100
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8

<html><body>
<p>Dear Mrs Claire Hughes,</p>
<p>Thank you for booking with Sunway Holidays. Your booking reference is SUN-448201.</p>
<h3>Your flights</h3>
<table border="1" cellpadding="3">
<tr><th>Flight</th><th>Date</th><th>From</th><th>To</th><th>Departure</th><th>Arrival</th></tr>
<tr><td>EZY6021</td><td>20/06/2026</td><td>Bristol (BRS)</td><td>Malaga (AGP)</td><td>07:05</td><td>10:50</td></tr>
<tr><td>EZY6022</td><td>27/06/2026</td><td>Malaga (AGP)</td><td>Bristol (BRS)</td><td>11:30</td><td>13:20</td></tr>
</table>
<h3>Your hotel</h3>
<p>Hotel Sol Marina, Torremolinos - 7 nights, half board, 2 adults</p>
<p>Total holiday price: &pound;1,896.00 (paid in full)</p>
<p>Please check your passport is valid for at least three months after your return.</p>
</body></html>
`),
    },
  ),
  // A reply moving an appointment: the new date is in the reply, the old one only in the quote below it.
  fresh(
    'reply-new-appointment-en',
    'appointment',
    'en',
    'eml',
    [str('business'), date('appointment_date'), str('appointment_time'), str('service'), str('contact_phone')],
    {
      business: 'Greenfield Motors',
      appointment_date: '2026-04-22',
      appointment_time: '09:00',
      service: 'MOT and annual service',
      contact_phone: '0117 496 0321',
    },
    {
      raw: crlf(`From: Greenfield Motors <service@greenfieldmotors.example>
To: Tom Baker <tom.baker@icloud.example>
Subject: Re: MOT and annual service - VW Golf WX19 KTP
Date: Fri, 17 Apr 2026 12:14:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Hi Tom,

No problem - we've moved your MOT and annual service to Wednesday 22 April
2026 at 09:00. Please drop the car off by 08:45 and leave the keys at
reception.

Thanks,
Rachel
Greenfield Motors
Unit 4, Avonside Trading Estate, Bristol BS2 0RT
Tel 0117 496 0321

On Thu, 16 Apr 2026 at 18:02, Tom Baker <tom.baker@icloud.example> wrote:
> Hi, I'm booked in for Monday 20 April at 08:30 but can't make it.
> Is there anything later in the week?
> Thanks, Tom`),
    },
  ),
  // A shipping notice in HTML only: carrier, tracking number and delivery window in a table.
  fresh(
    'shipping-html-en',
    'shipping_notice',
    'en',
    'eml',
    [
      str('order_number'),
      str('carrier'),
      str('tracking_number'),
      date('delivery_date'),
      str('delivery_window'),
      str('delivery_address'),
    ],
    {
      order_number: '#40917',
      carrier: 'DPD',
      tracking_number: '15501234567890',
      delivery_date: '2026-04-15',
      delivery_window: '13:24 - 14:24',
      delivery_address: '27 Elm Grove, Leeds LS6 2AF',
    },
    {
      raw: crlf(`From: Little Fern Plants <hello@littlefern.example>
To: sam.o@protonmail.example
Subject: Your order #40917 is on its way!
Date: Tue, 14 Apr 2026 17:40:21 +0100
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8

<html><body>
<h1>Good news, Sam!</h1>
<p>Your plants have left our greenhouse and are on their way to you.</p>
<table>
<tr><td>Order</td><td>#40917</td></tr>
<tr><td>Carrier</td><td>DPD</td></tr>
<tr><td>Tracking number</td><td><a href="https://track.dpd.example/15501234567890">15501234567890</a></td></tr>
<tr><td>Expected delivery</td><td>Wednesday, 15 April 2026</td></tr>
<tr><td>Time slot</td><td>13:24 - 14:24</td></tr>
<tr><td>Delivering to</td><td>27 Elm Grove, Leeds LS6 2AF</td></tr>
</table>
<p>Pop them somewhere bright when they arrive!</p>
<p>Love, the Little Fern team</p>
</body></html>
`),
    },
  ),
  // A German shipping notice whose parcel number stands only in the Subject.
  fresh(
    'versand-betreff-de',
    'shipping_notice',
    'de',
    'eml',
    [str('sendungsnummer'), str('versanddienstleister'), str('haendler'), date('zustellung_voraussichtlich')],
    {
      sendungsnummer: '00340434161234567890',
      versanddienstleister: 'DHL',
      haendler: 'Gartenhaus Nord',
      zustellung_voraussichtlich: '2026-04-09',
    },
    {
      raw: crlf(`From: Gartenhaus Nord <versand@gartenhaus-nord.example>
To: r.thiele@posteo.example
Subject: ${qword('Ihre Sendung 00340434161234567890 ist unterwegs')}
Date: Tue, 07 Apr 2026 15:20:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hallo Herr Thiele,

Ihre Bestellung hat unser Lager verlassen und wurde an DHL übergeben.
Die Zustellung erfolgt voraussichtlich am Donnerstag, 09.04.2026.

Über den Link in der DHL-App können Sie die Sendung jederzeit verfolgen.

Viele Grüße
Ihr Team von Gartenhaus Nord`)}
`),
    },
  ),
  // A freelancer's invoice in the mail text, with items and a signature holding firm, phone and address.
  fresh(
    'invoice-in-body-en',
    'invoice',
    'en',
    'eml',
    [
      str('supplier'),
      str('supplier_phone'),
      str('invoice_number'),
      date('invoice_date'),
      list('line_items', [str('description'), num('amount')]),
      num('net'),
      num('vat'),
      num('total'),
      date('due_date'),
    ],
    {
      supplier: 'Pixel & Pine Studio Ltd',
      supplier_phone: '+44 161 555 0142',
      invoice_number: 'PP-1187',
      invoice_date: '2026-03-31',
      line_items: [
        { description: 'Website redesign - phase 2', amount: 1800 },
        { description: 'Product photography (half day)', amount: 350 },
      ],
      net: 2150,
      vat: 430,
      total: 2580,
      due_date: '2026-04-30',
    },
    {
      raw: crlf(`From: Hannah Lowe <hannah@pixelandpine.example>
To: accounts@cotswold-teas.example
Subject: Invoice PP-1187
Date: Tue, 31 Mar 2026 16:48:12 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Hello,

Please find our invoice PP-1187 dated 31/03/2026 below.

Website redesign - phase 2          GBP 1,800.00
Product photography (half day)      GBP   350.00
Net                                 GBP 2,150.00
VAT 20%                             GBP   430.00
Total due                           GBP 2,580.00

Payment within 30 days, i.e. by 30/04/2026, to Sort code 20-45-77,
Account 43218765 (Pixel & Pine Studio Ltd).

Many thanks,
Hannah Lowe
Pixel & Pine Studio Ltd
44 Ancoats Street, Manchester M4 5AB
+44 161 555 0142 | pixelandpine.example`),
    },
  ),
  // A German invoice sent as an HTML mail: a position table with quantity, unit price and total.
  fresh(
    'rechnung-html-tabelle-de',
    'invoice',
    'de',
    'eml',
    [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      str('kundennummer'),
      list('positionen', [str('beschreibung'), num('menge'), num('einzelpreis'), num('gesamt')]),
      num('summe_netto'),
      num('mwst'),
      num('rechnungsbetrag'),
    ],
    {
      rechnungsnummer: '2026-10388',
      rechnungsdatum: '2026-03-27',
      kundennummer: 'K-20931',
      positionen: [
        { beschreibung: 'Druckerpatrone Schwarz XL', menge: 2, einzelpreis: 34.9, gesamt: 69.8 },
        { beschreibung: 'Kopierpapier A4, 500 Blatt', menge: 10, einzelpreis: 4.2, gesamt: 42 },
        { beschreibung: 'Ordner breit, blau', menge: 12, einzelpreis: 2.15, gesamt: 25.8 },
      ],
      summe_netto: 137.6,
      mwst: 26.14,
      rechnungsbetrag: 163.74,
    },
    {
      raw: crlf(`From: =?UTF-8?Q?B=C3=BCrobedarf_Kr=C3=BCger?= <rechnung@buero-krueger.example>
To: einkauf@steuerkanzlei-mertens.example
Subject: Ihre Rechnung 2026-10388
Date: Fri, 27 Mar 2026 11:02:19 +0100
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body>
<p>Sehr geehrte Damen und Herren,</p>
<p>vielen Dank für Ihren Einkauf. Hier Ihre Rechnung:</p>
<p>Rechnungsnummer: 2026-10388<br>Rechnungsdatum: 27.03.2026<br>Kundennummer: K-20931</p>
<table border="1">
<tr><th>Pos.</th><th>Beschreibung</th><th>Menge</th><th>Einzelpreis</th><th>Gesamt</th></tr>
<tr><td>1</td><td>Druckerpatrone Schwarz XL</td><td>2</td><td>34,90 €</td><td>69,80 €</td></tr>
<tr><td>2</td><td>Kopierpapier A4, 500 Blatt</td><td>10</td><td>4,20 €</td><td>42,00 €</td></tr>
<tr><td>3</td><td>Ordner breit, blau</td><td>12</td><td>2,15 €</td><td>25,80 €</td></tr>
</table>
<p>Summe netto: 137,60 €<br>zzgl. 19 % MwSt.: 26,14 €<br><b>Rechnungsbetrag: 163,74 €</b></p>
<p>Der Betrag wird per Lastschrift eingezogen.</p>
<p>Mit freundlichen Grüßen<br>Ihr Team von Bürobedarf Krüger<br>Hafenstraße 8, 26122 Oldenburg</p>
</body></html>`)}
`),
    },
  ),
];

export const DEV_EML22: TCorpusDocument[] = [...FIRST, ...DEV_EML22_MORE].map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'dev-eml22-'),
  layout: DEV_EML22_LAYOUT,
}));
