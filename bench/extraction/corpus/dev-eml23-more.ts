// The rest of branch eml23's development mails (layout 110; see dev-eml23.ts): flights with airports written
// "Bristol (BRS)", car hire with a deposit in brackets, restaurant, parcel, bank, gym, energy and insurance mails,
// concert tickets, a doctor's rescheduled appointment in a reply, a forwarded hotel booking, a builder's quote, a
// school trip, a return refund and a ferry itinerary on lines. Written before the extractor was changed.
import { crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { qword } from './dev-eml17.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_EML23_MORE: TCorpusDocument[] = [
  // A budget airline's plain confirmation: airports written with their codes in brackets, on one line with an arrow.
  fresh(
    'flight-bristol-faro-en',
    'booking_confirmation',
    'en',
    'eml',
    [
      str('booking_reference'),
      str('lead_passenger'),
      str('departure_airport'),
      str('arrival_airport'),
      date('outbound_date'),
      str('departure_time'),
      str('flight_number'),
      num('total_paid'),
    ],
    {
      booking_reference: 'K4TZ9PL',
      lead_passenger: 'Mrs Joanne Price',
      departure_airport: 'Bristol (BRS)',
      arrival_airport: 'Faro (FAO)',
      outbound_date: '2026-07-25',
      departure_time: '06:45',
      flight_number: 'U2 6321',
      total_paid: 842.36,
    },
    {
      raw: crlf(`From: easyJet <donotreply@easyjet.example>
To: joanne.price@hotmail.example
Subject: Your easyJet booking K4TZ9PL
Date: Thu, 02 Apr 2026 22:14:08 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Hi Joanne,

Thanks for booking with easyJet. Here are the details of your trip.

Booking reference: K4TZ9PL
Lead passenger: Mrs Joanne Price

OUTBOUND  Sat 25 Jul 2026
Bristol (BRS) → Faro (FAO)
Departs 06:45, arrives 09:40 (local time)
Flight U2 6321

4 passengers, 4 x 23kg hold bags
Total paid: £842.36

Check-in opens 30 days before departure.
`),
    },
  ),
  // A car-hire confirmation in HTML: pick-up and return in a table, the deposit in brackets in a sentence.
  fresh(
    'car-hire-html-en',
    'booking_confirmation',
    'en',
    'eml',
    [
      str('confirmation_number'),
      str('driver'),
      str('pickup_location'),
      date('pickup_date'),
      date('return_date'),
      str('vehicle'),
      num('total_price'),
      num('deposit'),
    ],
    {
      confirmation_number: 'EU-7719320',
      driver: 'Peter Lang',
      pickup_location: 'Malaga Airport (AGP)',
      pickup_date: '2026-08-03',
      return_date: '2026-08-10',
      vehicle: 'VW Polo or similar',
      total_price: 289.5,
      deposit: 900,
    },
    {
      raw: crlf(`From: Sunny Cars <booking@sunnycars.example>
To: peter.lang@gmail.example
Subject: Booking confirmed: EU-7719320
Date: Sun, 05 Apr 2026 13:27:44 +0200
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8

<html><body>
<p>Dear Peter Lang,</p>
<p>your car is booked. Confirmation number: <b>EU-7719320</b></p>
<table border="0" cellpadding="3">
<tr><td>Driver</td><td>Peter Lang</td></tr>
<tr><td>Pick-up</td><td>Malaga Airport (AGP), 03/08/2026 11:00</td></tr>
<tr><td>Return</td><td>Malaga Airport (AGP), 10/08/2026 11:00</td></tr>
<tr><td>Vehicle</td><td>VW Polo or similar</td></tr>
<tr><td>Total price</td><td>EUR 289.50</td></tr>
</table>
<p>At the desk a security deposit (EUR 900.00) will be blocked on the main driver's credit card and released after return.</p>
<p>Enjoy your trip!</p>
</body></html>
`),
    },
  ),
  // A restaurant's reservation mail: date, time and party size in one sentence.
  fresh(
    'restaurant-reservierung-de',
    'booking_confirmation',
    'de',
    'eml',
    [str('name'), date('datum'), str('uhrzeit'), num('personen'), str('restaurant'), str('telefon')],
    {
      name: 'Familie Schäfer',
      datum: '2026-05-10',
      uhrzeit: '12:30',
      personen: 6,
      restaurant: 'Gasthaus Zum Löwen',
      telefon: '07531 91 44 07',
    },
    {
      raw: crlf(`From: =?UTF-8?Q?Gasthaus_Zum_L=C3=B6wen?= <reservierung@loewen-konstanz.example>
To: m.schaefer@t-online.example
Subject: Ihre Tischreservierung am 10.05.2026
Date: Wed, 22 Apr 2026 14:02:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Liebe Familie Schäfer,

gerne bestätigen wir Ihre Reservierung für 6 Personen am Sonntag, 10.05.2026, um 12:30 Uhr.
Zum Muttertag bieten wir ein 3-Gänge-Menü an; die Karte liegt bei.

Falls sich an Ihren Plänen etwas ändert, geben Sie uns bitte kurz Bescheid.

Herzliche Grüße
Ihr Team vom Gasthaus Zum Löwen
Hussenstraße 4, 78462 Konstanz, Tel. 07531 91 44 07`)}
`),
    },
  ),
  // A parcel notice: tracking number, delivery day and window, the sender.
  fresh(
    'paket-ankuendigung-de',
    'shipping_notice',
    'de',
    'eml',
    [str('sendungsnummer'), str('absender'), date('zustelltag'), str('zeitfenster'), str('empfaenger')],
    {
      sendungsnummer: '00340434161094027318',
      absender: 'Otto GmbH & Co KG',
      zustelltag: '2026-04-24',
      zeitfenster: '10:15 – 12:15 Uhr',
      empfaenger: 'Ines Berger',
    },
    {
      raw: crlf(`From: DHL Paket <noreply@dhl.example>
To: ines.berger@web.example
Subject: ${qword('Ihr DHL Paket kommt heute – Sendung 00340434161094027318')}
Date: Fri, 24 Apr 2026 07:03:12 +0200
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body>
<h3>Guten Tag Ines Berger,</h3>
<p>Ihr Paket von <b>Otto GmbH &amp; Co KG</b> wird heute, am 24.04.2026, zugestellt.</p>
<p>Voraussichtliches Zeitfenster: <b>10:15 – 12:15 Uhr</b></p>
<p>Sendungsnummer: 00340434161094027318</p>
<p>Nicht zu Hause? Sie können jetzt noch einen Ablageort oder Nachbarn wählen.</p>
<p>Ihr DHL Team</p>
</body></html>`)}
`),
    },
  ),
  // A bank's payment-received notice in English: amount, payer, reference and date in sentences.
  fresh(
    'payment-received-en',
    'notification',
    'en',
    'eml',
    [str('payer'), num('amount'), str('reference'), date('date_received'), str('account')],
    {
      payer: 'HARTLEY & SONS LTD',
      amount: 2480,
      reference: 'INV 1187',
      date_received: '2026-04-16',
      account: 'Business Current Account ending 2219',
    },
    {
      raw: crlf(`From: Starling Bank <notifications@starlingbank.example>
To: finance@oakleafdesign.example
Subject: You've received £2,480.00
Date: Thu, 16 Apr 2026 11:52:31 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Hello,

HARTLEY & SONS LTD sent you £2,480.00 on 16 April 2026 with the reference "INV 1187".
The money is now in your Business Current Account ending 2219.

Starling Bank
`),
    },
  ),
  // A gym's welcome mail: membership number with a hash, fees in a block, the first collection in a sentence.
  fresh(
    'gym-welcome-en',
    'contract',
    'en',
    'eml',
    [
      str('member_name'),
      str('membership_number'),
      str('plan'),
      num('joining_fee'),
      num('monthly_fee'),
      date('start_date'),
      date('first_payment_date'),
    ],
    {
      member_name: 'Aisha Rahman',
      membership_number: '#204417',
      plan: 'Off-Peak',
      joining_fee: 15,
      monthly_fee: 24.99,
      start_date: '2026-04-20',
      first_payment_date: '2026-05-01',
    },
    {
      raw: crlf(`From: PureFit Leeds <leeds@purefit.example>
To: Aisha Rahman <aisha.rahman@yahoo.example>
Subject: Welcome to PureFit, Aisha!
Date: Mon, 20 Apr 2026 18:09:26 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Hi Aisha,

Welcome to PureFit Leeds! Your membership is now active.

Membership number   #204417
Plan                Off-Peak
Start date          20/04/2026
Joining fee         GBP    15.00
Monthly fee         GBP    24.99

Your first monthly payment will be collected by Direct Debit on 01/05/2026.
Download the app and use your membership number to get in.

See you soon,
The PureFit team
`),
    },
  ),
  // An energy supplier's mail about a new monthly instalment: numbers in a block, the new amount in a sentence.
  fresh(
    'strom-abschlag-de',
    'notification',
    'de',
    'eml',
    [
      str('vertragskonto'),
      str('zaehlernummer'),
      num('bisheriger_abschlag'),
      num('neuer_abschlag'),
      date('gueltig_ab'),
      str('kundin'),
    ],
    {
      vertragskonto: '8001 442 719',
      zaehlernummer: '1ESY1160548812',
      bisheriger_abschlag: 78,
      neuer_abschlag: 64,
      gueltig_ab: '2026-06-01',
      kundin: 'Frau Meike Albrecht',
    },
    {
      raw: crlf(`From: Stadtwerke Leipzig Kundenservice <service@swl.example>
To: meike.albrecht@freenet.example
Subject: ${qword('Ihr neuer Abschlag ab Juni')}
Date: Tue, 28 Apr 2026 08:40:10 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Frau Meike Albrecht,

wie gewünscht haben wir Ihren monatlichen Abschlag angepasst.

Vertragskonto: 8001 442 719
Zählernummer: 1ESY1160548812

Statt bisher 78,00 € buchen wir ab dem 01.06.2026 monatlich 64,00 € von Ihrem Konto ab.

Freundliche Grüße
Ihre Stadtwerke Leipzig`)}
`),
    },
  ),
  // A motor insurer's renewal mail: premium in a sentence, the excess in brackets.
  fresh(
    'car-insurance-renewal-en',
    'notification',
    'en',
    'eml',
    [
      str('policy_number'),
      str('vehicle_registration'),
      date('renewal_date'),
      num('annual_premium'),
      num('monthly_premium'),
      num('compulsory_excess'),
    ],
    {
      policy_number: 'MTR/22/558103',
      vehicle_registration: 'WR19 KXE',
      renewal_date: '2026-05-14',
      annual_premium: 612.4,
      monthly_premium: 54.83,
      compulsory_excess: 250,
    },
    {
      raw: crlf(`From: Admiral <renewals@admiral.example>
To: l.morgan@gmail.example
Subject: Your car insurance renewal - policy MTR/22/558103
Date: Wed, 15 Apr 2026 06:58:02 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Dear Ms Morgan,

Your car insurance for WR19 KXE renews on 14 May 2026.

Your renewal price is £612.40 for the year, or £54.83 a month if you pay monthly.
Your cover stays comprehensive, and the compulsory excess (£250) is unchanged.

If you're happy, you don't need to do anything - we'll renew automatically.

Policy number: MTR/22/558103

Kind regards,
Admiral Customer Services
`),
    },
  ),
  // Concert tickets in an HTML mail: order number with a hash, event, venue, date and door time.
  fresh(
    'concert-tickets-html-en',
    'order_confirmation',
    'en',
    'eml',
    [
      str('order_number'),
      str('event'),
      str('venue'),
      date('event_date'),
      str('doors_open'),
      num('tickets'),
      num('total'),
    ],
    {
      order_number: '#TM-3381907',
      event: 'Elbow - Audio Vertigo Tour',
      venue: 'O2 Apollo Manchester',
      event_date: '2026-10-17',
      doors_open: '19:00',
      tickets: 2,
      total: 128.9,
    },
    {
      raw: crlf(`From: Ticketmaster <customer_support@ticketmaster.example>
To: chris.baines@sky.example
Subject: You got the tickets! Order #TM-3381907
Date: Fri, 17 Apr 2026 10:01:15 +0100
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="tm-88"

--tm-88
Content-Type: text/plain; charset=UTF-8

You got the tickets! Order #TM-3381907. Elbow - Audio Vertigo Tour, O2 Apollo Manchester,
Sat 17 Oct 2026. Total GBP 128.90.

--tm-88
Content-Type: text/html; charset=UTF-8

<html><body>
<h2>You got the tickets!</h2>
<p>Order number: #TM-3381907</p>
<table>
<tr><td><b>Elbow - Audio Vertigo Tour</b></td></tr>
<tr><td>O2 Apollo Manchester</td></tr>
<tr><td>Sat 17 Oct 2026 &middot; Doors 19:00</td></tr>
</table>
<table>
<tr><td>2 x Standing</td><td>&pound;110.00</td></tr>
<tr><td>Service fees</td><td>&pound;16.40</td></tr>
<tr><td>Order processing fee</td><td>&pound;2.50</td></tr>
<tr><td><b>Total</b></td><td><b>&pound;128.90</b></td></tr>
</table>
</body></html>
--tm-88--
`),
    },
  ),
  // A doctor's practice moves an appointment: the new date in the reply, the old one in the quoted patient mail.
  fresh(
    'praxis-terminverschiebung-de',
    'appointment_confirmation',
    'de',
    'eml',
    [str('patientin'), date('neuer_termin'), str('uhrzeit'), str('arzt'), str('praxis_telefon')],
    {
      patientin: 'Claudia Jansen',
      neuer_termin: '2026-05-12',
      uhrzeit: '09:40',
      arzt: 'Dr. med. Thomas Reuter',
      praxis_telefon: '0211 38 47 552',
    },
    {
      raw: crlf(`From: Praxis Dr. Reuter <empfang@praxis-reuter.example>
To: Claudia Jansen <claudia.jansen@gmx.example>
Subject: AW: Terminverschiebung
Date: Mon, 27 Apr 2026 12:20:41 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Frau Jansen,

kein Problem. Wir haben Ihren Termin auf Dienstag, den 12.05.2026 um 09:40 Uhr bei
Herrn Dr. med. Thomas Reuter verlegt. Bitte bringen Sie Ihre Versichertenkarte mit.

Mit freundlichen Grüßen
Ihr Praxisteam
Hausarztpraxis Dr. med. Thomas Reuter
Kölner Landstraße 212, 40591 Düsseldorf
Tel.: 0211 38 47 552

-----Ursprüngliche Nachricht-----
Von: Claudia Jansen <claudia.jansen@gmx.example>
Gesendet: Montag, 27. April 2026 08:05
An: empfang@praxis-reuter.example
Betreff: Terminverschiebung

Guten Morgen,

leider kann ich meinen Termin am 30.04.2026 um 08:20 Uhr nicht wahrnehmen. Wäre ein Termin
in der Woche ab dem 11.05. möglich?

Viele Grüße
Claudia Jansen`)}
`),
    },
  ),
  // A forwarded German hotel booking: the forwarder's one line above, the booking in the forwarded part.
  fresh(
    'hotel-weitergeleitet-de',
    'booking_confirmation',
    'de',
    'eml',
    [
      str('weitergeleitet_von'),
      str('hotel'),
      str('buchungsnummer'),
      date('anreise'),
      date('abreise'),
      num('naechte'),
      num('gesamtpreis'),
    ],
    {
      weitergeleitet_von: 'Stefan Kühn',
      hotel: 'Hotel Am Stephansplatz',
      buchungsnummer: '3920.188.447',
      anreise: '2026-06-04',
      abreise: '2026-06-07',
      naechte: 3,
      gesamtpreis: 684,
    },
    {
      raw: crlf(`From: =?UTF-8?Q?Stefan_K=C3=BChn?= <stefan.kuehn@firma-kuehn.example>
To: reisekosten@firma-kuehn.example
Subject: WG: Buchungsbestätigung 3920.188.447
Date: Thu, 23 Apr 2026 15:33:29 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Zur Abrechnung, danke!
Stefan

---------- Weitergeleitete Nachricht ---------
Von: Booking.com <noreply@booking.example>
Datum: Mi., 22. Apr. 2026 um 19:48 Uhr
Betreff: Buchungsbestätigung 3920.188.447
An: <stefan.kuehn@firma-kuehn.example>

Ihre Buchung im Hotel Am Stephansplatz ist bestätigt.

Buchungsnummer: 3920.188.447
Anreise: Do., 4. Juni 2026 (ab 15:00 Uhr)
Abreise: So., 7. Juni 2026 (bis 12:00 Uhr)
Ihre Buchung: 3 Nächte, 1 Zimmer
Gesamtpreis: € 684

Adresse: Stephansplatz 9, 1010 Wien, Österreich`)}
`),
    },
  ),
  // A builder's quote in the mail text: items with aligned amounts, validity in a sentence.
  fresh(
    'builder-quote-en',
    'quote',
    'en',
    'eml',
    [
      str('quote_number'),
      str('customer'),
      list('items', [str('description'), num('amount')]),
      num('total'),
      str('valid_for'),
      str('contact_phone'),
    ],
    {
      quote_number: 'Q-0612',
      customer: 'Mrs Patel',
      items: [
        { description: 'Remove old patio and dispose of waste', amount: 650 },
        { description: 'Supply and lay Indian sandstone, 24 m²', amount: 2880 },
        { description: 'New drainage channel', amount: 320 },
      ],
      total: 3850,
      valid_for: '30 days',
      contact_phone: '07812 334 901',
    },
    {
      raw: crlf(`From: Dean Walsh <dean@walshlandscapes.example>
To: nisha.patel@btinternet.example
Subject: Quote Q-0612 - patio
Date: Sat, 11 Apr 2026 19:25:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Hi Mrs Patel,

Thanks for having me round on Thursday. As promised, here's my quote (Q-0612) for the patio:

Remove old patio and dispose of waste        £   650.00
Supply and lay Indian sandstone, 24 m²       £ 2,880.00
New drainage channel                         £   320.00
                                             ----------
Total                                        £ 3,850.00

No VAT as I'm not VAT registered. The quote is valid for 30 days and I could start
in the week of 11 May.

Cheers,
Dean Walsh
Walsh Landscapes
07812 334 901
`),
    },
  ),
  // A school's trip letter as a mail: the cost in brackets, the deadline in a sentence.
  fresh(
    'school-trip-en',
    'letter',
    'en',
    'eml',
    [str('trip'), date('trip_date'), num('cost'), date('payment_deadline'), str('teacher'), str('school')],
    {
      trip: 'Year 5 visit to the Natural History Museum',
      trip_date: '2026-06-09',
      cost: 18.5,
      payment_deadline: '2026-05-22',
      teacher: 'Miss Hughes',
      school: 'St Mary’s C of E Primary School',
    },
    {
      raw: crlf(`From: St Mary's Primary Office <office@stmarys-primary.example>
To: parents-y5@stmarys-primary.example
Subject: Year 5 visit to the Natural History Museum
Date: Wed, 29 Apr 2026 15:10:22 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Dear Parents and Carers,

On Tuesday 9 June 2026 Year 5 will go on a visit to the Natural History Museum as part of
their science topic. We will leave school at 8:45am and return by 3:30pm.

The cost of the trip (£18.50) covers coach travel and the museum workshop. Please pay
through ParentPay by Friday 22 May 2026 and give consent in the app.

Children will need a packed lunch and a waterproof coat.

Many thanks,
Miss Hughes
Year 5 Teacher
St Mary’s C of E Primary School
`),
    },
  ),
  // A shop's refund mail in German: order number, refund amount and method in sentences.
  fresh(
    'erstattung-ruecksendung-de',
    'notification',
    'de',
    'eml',
    [str('bestellnummer'), str('artikel'), num('erstattungsbetrag'), str('zahlungsart'), date('eingang_ruecksendung')],
    {
      bestellnummer: '10 4471 2290',
      artikel: 'Regenjacke Herren, Gr. L',
      erstattungsbetrag: 89.95,
      zahlungsart: 'PayPal',
      eingang_ruecksendung: '2026-04-20',
    },
    {
      raw: crlf(`From: Globetrotter <service@globetrotter.example>
To: nils.petersen@posteo.example
Subject: ${qword('Ihre Rücksendung zu Bestellung 10 4471 2290')}
Date: Wed, 22 Apr 2026 09:44:10 +0200
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body>
<p>Hallo Nils Petersen,</p>
<p>Ihre Rücksendung zur Bestellung <b>10 4471 2290</b> ist am 20.04.2026 bei uns eingegangen.</p>
<table>
<tr><th>Artikel</th><th>Menge</th><th>Betrag</th></tr>
<tr><td>Regenjacke Herren, Gr. L</td><td>1</td><td>89,95 €</td></tr>
</table>
<p>Den Betrag von 89,95 € erstatten wir Ihnen in den nächsten Tagen über PayPal.</p>
<p>Viele Grüße<br>Ihr Globetrotter Kundenservice</p>
</body></html>`)}
`),
    },
  ),
  // A ferry booking with the outbound and return sailings on lines: port names, dates, times.
  fresh(
    'ferry-sailings-en',
    'itinerary',
    'en',
    'eml',
    [
      str('booking_reference'),
      list('sailings', [date('date'), str('from'), str('to'), str('departs'), str('arrives')]),
      str('vehicle'),
      num('total_price'),
    ],
    {
      booking_reference: 'BF-61209933',
      sailings: [
        { date: '2026-07-30', from: 'Portsmouth', to: 'Caen', departs: '08:15', arrives: '14:00' },
        { date: '2026-08-13', from: 'Caen', to: 'Portsmouth', departs: '16:30', arrives: '21:15' },
      ],
      vehicle: 'Car up to 1.85m high',
      total_price: 618,
    },
    {
      raw: crlf(`From: Brittany Ferries <bookings@brittany-ferries.example>
To: the.osbornes@gmail.example
Subject: Booking confirmation BF-61209933
Date: Mon, 06 Apr 2026 20:40:02 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Dear Mr Osborne,

Thank you for booking with Brittany Ferries. Booking reference: BF-61209933

Your sailings
Thu 30 Jul 2026   Portsmouth 08:15  →  Caen 14:00
Thu 13 Aug 2026   Caen 16:30  →  Portsmouth 21:15

Vehicle: Car up to 1.85m high
Passengers: 2 adults, 2 children

Total price   GBP   618.00 (paid in full)

Please arrive at the port at least 45 minutes before departure.
`),
    },
  ),
];
