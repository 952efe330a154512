// The rest of branch eml25's development documents (see dev-eml25.ts), written before the extractor was changed:
// airline, utility, marketplace, ticketing, bank, insurance and telecom notices, senders named only by their display
// name, an Outlook reply above its quoted history, an Apple Mail forward and a Gmail forward of bookings, an HTML
// return notice and an invoice mail whose signature holds the issuer's details.
import { base64, crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_EML25_MORE: TCorpusDocument[] = [
  // An airline's delay notice: the old and the new departure time both in the body.
  fresh(
    'flight-delay-en',
    'notification',
    'en',
    'eml',
    [
      str('airline'),
      str('flight_number'),
      str('booking_reference'),
      date('flight_date'),
      str('original_departure'),
      str('new_departure'),
      str('gate'),
    ],
    {
      airline: 'easyJet',
      flight_number: 'EZY 8063',
      booking_reference: 'EJX7P2L',
      flight_date: '2026-04-27',
      original_departure: '14:10',
      new_departure: '16:35',
      gate: '21',
    },
    {
      raw: crlf(`From: easyJet <flightupdates@easyjet.example>
To: r.hughes@virginmedia.example
Subject: Important: your flight EZY 8063 is delayed
Date: Mon, 27 Apr 2026 11:02:55 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Dear Rebecca,

We're sorry to let you know that your flight is delayed.

Booking reference: EJX7P2L
Flight: EZY 8063 Gatwick (LGW) to Geneva (GVA)
Date: Monday 27 April 2026
Scheduled departure: 14:10
New estimated departure: 16:35
Gate: 21 (gate opens 40 minutes before departure)

Please continue to check in and go through security as normal. If your
delay reaches 3 hours you'll be entitled to food and drink vouchers.

easyJet Customer Services
`),
    },
  ),
  // A German airline's cancellation with a rebooking: two flights, the schema asks for both.
  fresh(
    'annullierung-umbuchung-de',
    'notification',
    'de',
    'eml',
    [
      str('buchungscode'),
      str('annullierter_flug'),
      str('neuer_flug'),
      date('neues_datum'),
      str('neue_abflugzeit'),
      str('strecke'),
    ],
    {
      buchungscode: 'TQ4HNB',
      annullierter_flug: 'LH 2032',
      neuer_flug: 'LH 2036',
      neues_datum: '2026-05-04',
      neue_abflugzeit: '10:45',
      strecke: 'Hamburg - München',
    },
    {
      raw: crlf(`From: Lufthansa <online@booking-lufthansa.example>
To: c.schaefer@outlook.example
Subject: =?UTF-8?Q?Ihr_Flug_LH_2032_wurde_annulliert_=E2=80=93_neue_Verbindung?=
Date: Sun, 03 May 2026 21:40:12 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Frau Schäfer,

leider mussten wir Ihren Flug LH 2032 von Hamburg nach München am 04.05.2026
um 07:00 Uhr annullieren. Wir bitten Sie um Entschuldigung.

Wir haben Sie bereits auf folgende Verbindung umgebucht:

Buchungscode: TQ4HNB
Strecke: Hamburg - München
Flug: LH 2036
Datum: 04.05.2026
Abflug: 10:45 Uhr, Ankunft: 12:00 Uhr

Passt Ihnen die neue Verbindung nicht, können Sie kostenfrei umbuchen oder
sich den Ticketpreis erstatten lassen.

Ihr Lufthansa Service Team`)}
`),
    },
  ),
  // A water company's bill notice, the display name is the issuer, no letterhead.
  fresh(
    'water-bill-notice-en',
    'bill',
    'en',
    'eml',
    [
      str('supplier'),
      str('account_number'),
      str('billing_period'),
      num('amount_due'),
      date('due_date'),
      str('customer'),
    ],
    {
      supplier: 'Severn Vale Water',
      account_number: '7731 0048 2295',
      billing_period: '1 October 2025 to 31 March 2026',
      amount_due: 218.64,
      due_date: '2026-05-01',
      customer: 'A Kowalski',
    },
    {
      raw: crlf(`From: Severn Vale Water <ebilling@severnvalewater.example>
To: adam.kowalski@hotmail.example
Subject: Your new water bill is ready
Date: Thu, 09 Apr 2026 08:00:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Dear Mr A Kowalski,

Your new bill is ready to view online.

Account number: 7731 0048 2295
Bill period: 1 October 2025 to 31 March 2026
Amount due: £218.64
Please pay by: 1 May 2026

You don't pay by Direct Debit at the moment. Setting one up takes two minutes
and lets you spread the cost across the year.

This is an automated message, please don't reply.
`),
    },
  ),
  // A marketplace seller's new order, English, multipart/alternative with the same facts in both parts.
  fresh(
    'marketplace-new-order-alt-en',
    'order_confirmation',
    'en',
    'eml',
    [
      str('order_number'),
      str('buyer'),
      list('items', [str('title'), num('quantity'), num('price')]),
      num('order_total'),
      date('dispatch_by'),
    ],
    {
      order_number: '3390217744',
      buyer: 'Megan Fairclough',
      items: [
        { title: 'Hand-thrown stoneware mug, sage glaze', quantity: 2, price: 36 },
        { title: 'Speckled ceramic spoon rest', quantity: 1, price: 14.5 },
      ],
      order_total: 54.45,
      dispatch_by: '2026-04-16',
    },
    {
      raw: crlf(`From: Craftly <transaction@craftly.example>
To: studio@kilnandclay.example
Subject: You made a sale on Craftly! (Order #3390217744)
Date: Mon, 13 Apr 2026 22:18:40 +0100
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="craftly-3390217744"

--craftly-3390217744
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Congratulations, Kiln & Clay!

Megan Fairclough just bought from your shop.

Order #3390217744
2 x Hand-thrown stoneware mug, sage glaze  £36.00
1 x Speckled ceramic spoon rest            £14.50
Shipping                                   £3.95
Order total                                £54.45

Dispatch by: 16 April 2026`)}

--craftly-3390217744
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body><h2>Congratulations, Kiln &amp; Clay!</h2><p>Megan Fairclough just bought from your shop.</p>
<p>Order #3390217744</p><table>
<tr><th>Item</th><th>Qty</th><th>Price</th></tr>
<tr><td>Hand-thrown stoneware mug, sage glaze</td><td>2</td><td>&pound;36.00</td></tr>
<tr><td>Speckled ceramic spoon rest</td><td>1</td><td>&pound;14.50</td></tr>
<tr><td>Shipping</td><td></td><td>&pound;3.95</td></tr>
<tr><td><b>Order total</b></td><td></td><td><b>&pound;54.45</b></td></tr></table>
<p>Dispatch by: <b>16 April 2026</b></p></body></html>`)}
--craftly-3390217744--
`),
    },
  ),
  // A theatre's e-ticket mail in German, HTML-only, seat and row in one cell.
  fresh(
    'theater-eticket-html-de',
    'ticket',
    'de',
    'eml',
    [
      str('veranstaltung'),
      date('datum'),
      str('beginn'),
      str('spielstaette'),
      num('anzahl_karten'),
      str('plaetze'),
      num('gesamtpreis'),
      str('bestellnummer'),
    ],
    {
      veranstaltung: 'Der zerbrochne Krug',
      datum: '2026-05-16',
      beginn: '19:30',
      spielstaette: 'Schauspielhaus, Großes Haus',
      anzahl_karten: 2,
      plaetze: 'Parkett links, Reihe 7, Platz 11-12',
      gesamtpreis: 64,
      bestellnummer: '4410-88231',
    },
    {
      raw: crlf(`From: Theaterkasse Staatstheater <tickets@staatstheater-kassel.example>
To: ulrike.franke@gmx.example
Subject: Ihre Eintrittskarten - Bestellung 4410-88231
Date: Wed, 15 Apr 2026 10:27:18 +0200
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body><p>Liebe Frau Franke,</p><p>vielen Dank für Ihre Bestellung. Ihre print@home-Tickets finden Sie im Anhang.</p>
<table cellpadding="5" style="border-top:1px solid #000">
<tr><td>Bestellnummer</td><td>4410-88231</td></tr>
<tr><td>Vorstellung</td><td><b>Der zerbrochne Krug</b><br>Lustspiel von Heinrich von Kleist</td></tr>
<tr><td>Termin</td><td>Samstag, 16.05.2026, 19:30 Uhr</td></tr>
<tr><td>Spielstätte</td><td>Schauspielhaus, Großes Haus</td></tr>
<tr><td>Plätze</td><td>Parkett links, Reihe 7, Platz 11-12</td></tr>
<tr><td>Karten</td><td>2 x Preisgruppe 2 à 32,00 €</td></tr>
<tr><td><b>Gesamt</b></td><td><b>64,00 €</b></td></tr>
</table>
<p>Einlass ist 45 Minuten vor Beginn. Wir wünschen Ihnen einen schönen Theaterabend!</p>
<p>Ihre Theaterkasse</p></body></html>`)}
`),
    },
  ),
  // A bank's push mail about an incoming credit.
  fresh(
    'gutschrift-eingang-de',
    'notification',
    'de',
    'eml',
    [str('bank'), num('betrag'), str('auftraggeber'), str('verwendungszweck'), date('buchungsdatum'), str('konto')],
    {
      bank: 'Sparda-Bank West',
      betrag: 1250,
      auftraggeber: 'Kurt Reimann',
      verwendungszweck: 'Miete Mai 2026 Whg. 3',
      buchungsdatum: '2026-04-30',
      konto: 'DE** **** **** **** **48 12',
    },
    {
      raw: crlf(`From: Sparda-Bank West <kontowecker@sparda-west.example>
To: hildegard.olsen@web.example
Subject: Kontowecker: Gutschrift auf Ihrem Konto
Date: Thu, 30 Apr 2026 14:31:07 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=ISO-8859-1
Content-Transfer-Encoding: quoted-printable

${qp(
  `Guten Tag,

auf Ihrem Konto DE** **** **** **** **48 12 ist eine Gutschrift eingegangen:

Buchungstag: 30.04.2026
Betrag: +1.250,00 EUR
Auftraggeber: Kurt Reimann
Verwendungszweck: Miete Mai 2026 Whg. 3

Diese Nachricht wurde von Ihrem Kontowecker automatisch erzeugt.
Ihre Sparda-Bank West`,
  'latin1',
)}
`),
    },
  ),
  // The issuer only in the display name: a short notice of the new monthly instalment, no letterhead, no signature.
  fresh(
    'abschlag-anzeigename-de',
    'notification',
    'de',
    'eml',
    [str('absender'), str('kundennummer'), num('abschlag'), date('gueltig_ab'), str('kunde')],
    {
      absender: 'Energieversorgung Filstal',
      kundennummer: '40-118273',
      abschlag: 84,
      gueltig_ab: '2026-06-01',
      kunde: 'Petra Nowak',
    },
    {
      raw: crlf(`From: Energieversorgung Filstal <noreply@evf.example>
To: petra.nowak@gmx.example
Subject: =?UTF-8?Q?Anpassung_Ihres_Abschlags_=E2=80=93_Kundennummer_40-118273?=
Date: Fri, 08 May 2026 09:02:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Frau Nowak,

wie gewünscht haben wir Ihren Abschlag angepasst. Ab dem 01.06.2026 beträgt
Ihr monatlicher Abschlag 84,00 € (bisher 96,00 €).

Sie müssen nichts weiter tun, wir buchen den neuen Betrag zum gewohnten
Termin ab.`)}
`),
    },
  ),
  // A dental practice's reminder, English, the practice only in the display name.
  fresh(
    'dental-reminder-display-name-en',
    'appointment',
    'en',
    'eml',
    [str('practice'), str('patient'), date('appointment_date'), str('appointment_time'), str('clinician')],
    {
      practice: 'Harbourside Dental',
      patient: 'Ellie Marsh',
      appointment_date: '2026-05-12',
      appointment_time: '15:40',
      clinician: 'Dr Omar Haddad',
    },
    {
      raw: crlf(`From: Harbourside Dental <reminders@mydentalbook.example>
To: ellie.marsh@icloud.example
Subject: Appointment reminder
Date: Sun, 10 May 2026 10:00:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hi Ellie Marsh,

This is a reminder of your check-up with Dr Omar Haddad on Tuesday 12 May
2026 at 3:40pm.

Reply C to confirm or call us if you need to rearrange. Please give at least
24 hours' notice to avoid a missed appointment fee.
`),
    },
  ),
  // An Outlook reply above its quoted history: the new delivery date in the reply, the order number in the quote.
  fresh(
    'liefertermin-outlook-antwort-de',
    'notification',
    'de',
    'eml',
    [str('lieferant'), str('auftragsnummer'), date('neuer_liefertermin'), str('ansprechpartner'), str('telefon')],
    {
      lieferant: 'Möbelwerkstatt Thaler',
      auftragsnummer: 'A-2026-071',
      neuer_liefertermin: '2026-05-20',
      ansprechpartner: 'Georg Thaler',
      telefon: '08051 96 44 10',
    },
    {
      raw: crlf(`From: Georg Thaler <georg@moebel-thaler.example>
To: Familie Brandl <brandl.familie@t-online.example>
Subject: AW: Auftrag A-2026-071 Esstisch Eiche - Liefertermin?
Date: Tue, 28 Apr 2026 17:44:09 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

${qp(`Grüß Gott Frau Brandl,

entschuldigen Sie die Verzögerung, das Holz für die Tischplatte kam später
als geplant. Wir liefern und montieren den Tisch jetzt am Mittwoch,
20.05.2026, vormittags.

Viele Grüße
Georg Thaler

Möbelwerkstatt Thaler
Rosenheimer Str. 41, 83209 Prien am Chiemsee
Tel. 08051 96 44 10

Von: Familie Brandl <brandl.familie@t-online.example>
Gesendet: Montag, 27. April 2026 20:15
An: Georg Thaler <georg@moebel-thaler.example>
Betreff: Auftrag A-2026-071 Esstisch Eiche - Liefertermin?

Hallo Herr Thaler,

laut Auftragsbestätigung A-2026-071 sollte unser Esstisch Eiche 
(200 x 95 cm) am 06.05.2026 geliefert werden. Bleibt es dabei?

Viele Grüße
Martina Brandl`)}
`),
    },
  ),
  // Apple Mail "Begin forwarded message:" of a holiday let booking.
  fresh(
    'apple-fwd-holiday-let-en',
    'booking_confirmation',
    'en',
    'eml',
    [
      str('property'),
      str('host'),
      str('confirmation_code'),
      date('check_in'),
      date('check_out'),
      num('guests'),
      num('total'),
    ],
    {
      property: 'Seaview Cottage, St Ives',
      host: 'Jenna',
      confirmation_code: 'HMQ84KX2TA',
      check_in: '2026-07-18',
      check_out: '2026-07-25',
      guests: 4,
      total: 1482.6,
    },
    {
      raw: crlf(`From: Oliver Price <oliver.price@me.example>
To: Sophie Price <sophie.price@me.example>
Subject: Fwd: Reservation confirmed for Seaview Cottage, St Ives
Date: Sat, 14 Mar 2026 21:10:02 +0000
MIME-Version: 1.0 (Mac OS X Mail 16.0)
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

${qp(`Booked! 🎉

Sent from my iPhone

Begin forwarded message:

> From: Staybnb <automated@staybnb.example>
> Date: 14 March 2026 at 20:58:41 GMT
> To: oliver.price@me.example
> Subject: Reservation confirmed for Seaview Cottage, St Ives
>
> You're going to St Ives!
>
> Seaview Cottage, St Ives
> Hosted by Jenna
>
> Check-in: Sat, 18 Jul 2026, 4:00 PM
> Checkout: Sat, 25 Jul 2026, 10:00 AM
> Guests: 4 adults
>
> Confirmation code: HMQ84KX2TA
>
> £189.00 x 7 nights   £1,323.00
> Cleaning fee            £65.00
> Service fee             £94.60
> Total (GBP)          £1,482.60`)}
`),
    },
  ),
  // Gmail forward in English of a car's MOT reminder from a garage, the garage's details in its signature.
  fresh(
    'gmail-fwd-mot-reminder-en',
    'notification',
    'en',
    'eml',
    [str('garage'), str('vehicle_registration'), date('mot_due'), num('mot_price'), str('garage_phone')],
    {
      garage: 'Parkside Motors',
      vehicle_registration: 'YK19 LMV',
      mot_due: '2026-05-22',
      mot_price: 45,
      garage_phone: '0113 256 7781',
    },
    {
      raw: crlf(`From: James Whitfield <james.whitfield@gmail.example>
To: Kate Whitfield <kate.whitfield@gmail.example>
Subject: Fwd: MOT reminder for YK19 LMV
Date: Tue, 21 Apr 2026 19:33:27 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Can you book this for the Fiesta? I'm away that week.

---------- Forwarded message ---------
From: Parkside Motors <service@parksidemotors.example>
Date: Tue, 21 Apr 2026 at 10:02
Subject: MOT reminder for YK19 LMV
To: <james.whitfield@gmail.example>


Dear Mr Whitfield,

Our records show that the MOT for your Ford Fiesta, registration YK19 LMV,
is due on 22 May 2026. You can have it tested up to a month before without
losing any days.

Book online or call us. MOT test GBP 45.00, service while you wait.

Parkside Motors
12 Kirkstall Road, Leeds LS4 2AZ
0113 256 7781
`),
    },
  ),
  // An HTML-only return received notice with the refund in a table, English.
  fresh(
    'return-received-html-en',
    'notification',
    'en',
    'eml',
    [str('retailer'), str('return_number'), str('order_number'), num('refund_amount'), str('refund_method')],
    {
      retailer: 'Northpeak Outdoor',
      return_number: 'RMA-118204',
      order_number: 'NP-5529031',
      refund_amount: 89.99,
      refund_method: 'Visa ending 4417',
    },
    {
      raw: crlf(`From: Northpeak Outdoor <returns@northpeak.example>
To: liam.ward@outlook.example
Subject: We've received your return
Date: Fri, 24 Apr 2026 15:16:02 +0100
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`<html><body><table width="600" cellpadding="10"><tr><td>
<h1>We've received your return</h1><p>Hi Liam, good news: your return has arrived at our warehouse and your refund is on its way.</p>
<table cellpadding="4">
<tr><td><b>Return number</b></td><td>RMA-118204</td></tr>
<tr><td><b>Original order</b></td><td>NP-5529031</td></tr>
<tr><td><b>Item</b></td><td>Trailhead 3-in-1 Jacket, Men's L, Navy</td></tr>
<tr><td><b>Refund</b></td><td>&pound;89.99</td></tr>
<tr><td><b>Refunded to</b></td><td>Visa ending 4417</td></tr>
</table>
<p>Please allow up to 5 working days for the refund to appear.</p>
<p>The Northpeak Outdoor team</p></td></tr></table></body></html>`)}
`),
    },
  ),
  // A contractor's invoice mail: facts in the body, the issuer's tax number, address and phone in the signature.
  fresh(
    'rechnung-signatur-steuernummer-de',
    'invoice',
    'de',
    'eml',
    [
      str('rechnungsnummer'),
      str('aussteller'),
      str('anschrift_aussteller'),
      str('telefon'),
      str('ust_id'),
      num('rechnungsbetrag'),
      str('leistungszeitraum'),
    ],
    {
      rechnungsnummer: '2026-015',
      aussteller: 'Gartenpflege Yilmaz',
      anschrift_aussteller: 'Birkenweg 22, 71065 Sindelfingen',
      telefon: '0176 4428 1190',
      ust_id: 'DE318877251',
      rechnungsbetrag: 684.25,
      leistungszeitraum: 'März 2026',
    },
    {
      raw: crlf(`From: Gartenpflege Yilmaz <info@gartenpflege-yilmaz.example>
To: WEG Sommerhofenstr. 8 c/o Hausverwaltung Klee <buchhaltung@hv-klee.example>
Subject: Rechnung 2026-015
Date: Thu, 02 Apr 2026 18:22:50 +0200
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="mix-2026-015"

--mix-2026-015
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Damen und Herren,

anbei die Rechnung 2026-015 für die Gartenpflege im März 2026
(Rückschnitt Hecken, Laub entfernen, Rasen vertikutieren).

Rechnungsbetrag: 684,25 € (575,00 € netto zzgl. 19 % USt.)
Zahlbar innerhalb von 14 Tagen ohne Abzug.

Mit freundlichen Grüßen
Emre Yilmaz

Gartenpflege Yilmaz
Birkenweg 22, 71065 Sindelfingen
Mobil 0176 4428 1190
USt-IdNr. DE318877251`)}

--mix-2026-015
Content-Type: application/pdf; name="Rechnung_2026-015.pdf"
Content-Disposition: attachment; filename="Rechnung_2026-015.pdf"
Content-Transfer-Encoding: base64

JVBERi0xLjQKJcfsj6IKMSAwIG9iago8PC9UeXBlL0NhdGFsb2c+PgplbmRvYmoKdHJhaWxlcgo8
PC9Sb290IDEgMCBSPj4KJSVFT0YK
--mix-2026-015--
`),
    },
  ),
  // An insurer's premium notice with the policy number, amount and debit date.
  fresh(
    'versicherung-beitrag-de',
    'bill',
    'de',
    'eml',
    [str('versicherer'), str('versicherungsnummer'), str('sparte'), num('jahresbeitrag'), date('abbuchung_am')],
    {
      versicherer: 'Alte Leipziger',
      versicherungsnummer: 'HR 88-4471203',
      sparte: 'Hausratversicherung',
      jahresbeitrag: 147.36,
      abbuchung_am: '2026-05-01',
    },
    {
      raw: crlf(`From: Alte Leipziger Kundenservice <service@alte-leipziger.example>
To: bernd.vogt@freenet.example
Subject: Ihre Beitragsrechnung 2026 - Hausratversicherung
Date: Mon, 13 Apr 2026 07:15:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`Sehr geehrter Herr Vogt,

für Ihre Hausratversicherung (Versicherungsnummer HR 88-4471203) wird der
Jahresbeitrag für den Zeitraum 01.05.2026 bis 30.04.2027 fällig.

Jahresbeitrag inkl. 19 % Versicherungsteuer: 147,36 €

Wir buchen den Beitrag am 01.05.2026 per Lastschrift von Ihrem Konto ab.
Sie müssen nichts weiter tun.

Mit freundlichen Grüßen
Ihre Alte Leipziger`)}
`),
    },
  ),
  // A telecom's bill notice, multipart/alternative whose HTML part holds the customer and invoice number as well.
  fresh(
    'mobilfunk-rechnung-alt-de',
    'bill',
    'de',
    'eml',
    [
      str('anbieter'),
      str('kundennummer'),
      str('rechnungsnummer'),
      str('monat'),
      num('rechnungsbetrag'),
      date('abbuchung'),
    ],
    {
      anbieter: 'Vodafone',
      kundennummer: '118 442 907',
      rechnungsnummer: '4471 0092 3381',
      monat: 'April 2026',
      rechnungsbetrag: 39.99,
      abbuchung: '2026-05-08',
    },
    {
      raw: crlf(`From: Vodafone <rechnung@vodafone-mail.example>
To: s.arslan@googlemail.example
Subject: Ihre Mobilfunk-Rechnung April 2026
Date: Mon, 04 May 2026 04:11:38 +0200
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="vf-alt-4471"

--vf-alt-4471
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hallo Selin Arslan,

Ihre Rechnung für April 2026 ist da: 39,99 €.
Wir buchen den Betrag am 08.05.2026 ab.

Ihre Rechnung im PDF-Format finden Sie in MeinVodafone.`)}

--vf-alt-4471
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body><p>Hallo Selin Arslan,</p><p>Ihre Rechnung für <b>April 2026</b> ist da.</p>
<table cellpadding="4"><tr><td>Kundennummer:</td><td>118 442 907</td></tr>
<tr><td>Rechnungsnummer:</td><td>4471 0092 3381</td></tr>
<tr><td>Rechnungsbetrag:</td><td><b>39,99 &euro;</b></td></tr>
<tr><td>Abbuchung am:</td><td>08.05.2026</td></tr></table>
<p>Ihre Rechnung im PDF-Format finden Sie in MeinVodafone.</p></body></html>`)}
--vf-alt-4471--
`),
    },
  ),
  // A council's penalty charge notice, English: the full and the reduced amount with their dates.
  fresh(
    'penalty-charge-notice-en',
    'notification',
    'en',
    'eml',
    [
      str('issuer'),
      str('pcn_number'),
      str('vehicle_registration'),
      date('contravention_date'),
      num('penalty_amount'),
      num('reduced_amount'),
      date('reduced_until'),
    ],
    {
      issuer: 'Bristol City Council',
      pcn_number: 'BS40917723',
      vehicle_registration: 'WU21 XPT',
      contravention_date: '2026-04-09',
      penalty_amount: 70,
      reduced_amount: 35,
      reduced_until: '2026-04-23',
    },
    {
      raw: crlf(`From: Bristol City Council Parking Services <parking.noreply@bristol-council.example>
To: nadia.rahman@yahoo.example
Subject: Penalty Charge Notice BS40917723
Date: Fri, 10 Apr 2026 09:45:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Penalty Charge Notice BS40917723

A Penalty Charge Notice has been issued to vehicle WU21 XPT for parking in a
restricted street during prescribed hours (contravention code 01) on
9 April 2026 at 11:52 in Park Street.

The penalty charge is GBP 70.00. If you pay within 14 days, by 23 April 2026,
the charge is reduced to GBP 35.00.

Pay or challenge online at bristol-council.example/parking, quoting the PCN
number.
`),
    },
  ),
];
