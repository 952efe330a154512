// Development documents of branch eml19 (layout 91), written in session 19 BEFORE the extractor was changed: e-mails as
// people receive and write them, raw .eml with real MIME structure, where the sealed sets' e-mails are weakest: orders,
// booking confirmations, invoices in the mail text, support tickets, meeting invitations with a calendar part,
// shipping notices, a job application, forwarded (Outlook, Gmail, Apple Mail) and replied threads whose quotes hold
// older values, body text hard-wrapped at 72-76 columns (a date or an amount split from its words), format=flowed,
// quoted-printable and base64, UTF-8/ISO-8859-1/Windows-1252, HTML-only and multipart/alternative and mixed; schemas
// that ask for the header's facts (sender's name and address, the date sent, the subject) beside the body's; no-reply
// senders whose body names the address to write to; some fields the mail does not state (absent). English and German.
// Held out, not sealed: `--show-dev-eml19` shows their misses. The rest is in dev-eml19-more.ts.
import { base64, crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { pdfStub, qword } from './dev-eml17.ts';
import { DEV_EML19_MORE, eml19 } from './dev-eml19-more.ts';
import { date, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of branch eml19's development documents. */
export const DEV_EML19_LAYOUT = 91;

const FIRST: TCorpusDocument[] = [
  // A German shop's order confirmation, plain text only, quoted-printable UTF-8, from a no-reply address.
  eml19(
    'bestellung-qp-de',
    'order_confirmation',
    'de',
    'eml',
    [
      str('bestellnummer'),
      date('bestelldatum'),
      str('kunde'),
      list('artikel', [str('bezeichnung'), num('menge'), num('preis')]),
      num('versandkosten'),
      num('gesamtbetrag'),
      str('kontakt_email', 'E-Mail-Adresse des Kundenservice'),
      str('betreff'),
    ],
    {
      bestellnummer: '302-5518804',
      bestelldatum: '2026-03-21',
      kunde: 'Jana Köhler',
      artikel: [
        { bezeichnung: 'Espressokocher Edelstahl 6 Tassen', menge: 1, preis: 34.9 },
        { bezeichnung: 'Milchaufschäumer elektrisch', menge: 1, preis: 29.99 },
        { bezeichnung: 'Kaffeebohnen Crema 1 kg', menge: 2, preis: 16.5 },
      ],
      versandkosten: 0,
      gesamtbetrag: 97.89,
      kontakt_email: 'service@kaffeeundmehr.example',
      betreff: 'Ihre Bestellung 302-5518804 bei Kaffee & Mehr',
    },
    {
      raw: crlf(`From: Kaffee & Mehr <noreply@kaffeeundmehr.example>
To: jana.koehler@web.example
Subject: Ihre Bestellung 302-5518804 bei Kaffee & Mehr
Date: Sat, 21 Mar 2026 18:12:44 +0100
Message-ID: <order-302-5518804@kaffeeundmehr.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hallo Jana Köhler,

vielen Dank für Ihre Bestellung! Wir haben sie erhalten und bereiten den Versand vor.

Bestellnummer:   302-5518804
Bestelldatum:    21.03.2026

Menge  Artikel                                  Preis
1      Espressokocher Edelstahl 6 Tassen        34,90 €
1      Milchaufschäumer elektrisch              29,99 €
2      Kaffeebohnen Crema 1 kg                  33,00 €

Zwischensumme:   97,89 €
Versand:          0,00 €
Gesamtbetrag:    97,89 € (inkl. 15,63 € MwSt.)

Lieferadresse:
Jana Köhler
Gartenstraße 14
79102 Freiburg

Fragen zu Ihrer Bestellung? Antworten Sie bitte nicht auf diese E-Mail, sondern schreiben Sie an service@kaffeeundmehr.example.

Kaffee & Mehr GmbH · Am Güterbahnhof 3 · 79106 Freiburg · HRB 712345`)}
`),
    },
  ),
  // A hotel's booking confirmation, HTML only, base64; the guest's stay in a two-column layout table.
  eml19(
    'hotel-html-en',
    'booking_confirmation',
    'en',
    'eml',
    [
      str('hotel_name'),
      str('guest_name'),
      date('check_in'),
      date('check_out'),
      str('room_type'),
      num('total_price'),
      str('confirmation_number'),
      str('hotel_phone'),
      num('deposit_paid'),
    ],
    {
      hotel_name: 'The Harbour View Hotel',
      guest_name: 'Daniel Brooks',
      check_in: '2026-05-08',
      check_out: '2026-05-11',
      room_type: 'Superior Double, Sea View',
      total_price: 537,
      confirmation_number: 'HVH-88213',
      hotel_phone: '01326 555 014',
    },
    {
      raw: crlf(`From: The Harbour View Hotel <reservations@harbourview-falmouth.example>
To: Daniel Brooks <dan.brooks@mailbox.example>
Subject: Booking confirmed - HVH-88213
Date: Tue, 14 Apr 2026 10:05:19 +0100
MIME-Version: 1.0
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: base64

${base64(`<html><body style="font-family:Georgia,serif">
<table width="640" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px;background:#0b3954;color:#fff"><h2>The Harbour View Hotel</h2></td></tr>
<tr><td style="padding:20px">
<p>Dear Daniel Brooks,</p>
<p>Thank you for choosing to stay with us. We are delighted to confirm your reservation.</p>
<table cellpadding="6" cellspacing="0" width="100%">
<tr><td width="40%"><b>Confirmation number</b></td><td>HVH-88213</td></tr>
<tr><td><b>Arrival</b></td><td>Friday, 8 May 2026 (from 3 pm)</td></tr>
<tr><td><b>Departure</b></td><td>Monday, 11 May 2026 (by 11 am)</td></tr>
<tr><td><b>Room</b></td><td>Superior Double, Sea View</td></tr>
<tr><td><b>Guests</b></td><td>2 adults</td></tr>
<tr><td><b>Rate</b></td><td>Bed &amp; Breakfast, &pound;179.00 per night</td></tr>
<tr><td><b>Total for your stay</b></td><td>&pound;537.00</td></tr>
</table>
<p>The balance is payable on departure. Free cancellation until 48 hours before arrival.</p>
<p>If you have any questions, call us on 01326 555 014.</p>
<p>Warm regards,<br>Front Office Team</p>
</td></tr>
<tr><td style="font-size:11px;color:#777;padding:20px">The Harbour View Hotel, Castle Drive, Falmouth TR11 4NR</td></tr>
</table></body></html>`)}
`),
    },
  ),
  // A freelancer's invoice written in the mail text, hard-wrapped at 72 columns, a signature under "-- ".
  eml19(
    'invoice-body-en',
    'invoice',
    'en',
    'eml',
    [
      str('invoice_number'),
      date('invoice_date'),
      str('sender_name'),
      str('client_name'),
      num('amount_due'),
      date('due_date'),
      str('iban'),
      str('sender_email'),
    ],
    {
      invoice_number: 'INV-2026-014',
      invoice_date: '2026-03-31',
      sender_name: 'Lucy Fenwick',
      client_name: 'Moorside Brewing Co',
      amount_due: 1860,
      due_date: '2026-04-30',
      iban: 'GB33BUKB20201555555555',
      sender_email: 'lucy@fenwickdesign.example',
    },
    {
      raw: crlf(`From: Lucy Fenwick <lucy@fenwickdesign.example>
To: Tom Ashworth <tom@moorsidebrewing.example>
Subject: Invoice INV-2026-014 - label artwork, March
Date: Tue, 31 Mar 2026 17:48:02 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8; format=flowed
Content-Transfer-Encoding: 8bit

Hi Tom,

Please find below my invoice for the label artwork for Moorside Brewing
Co in March (three seasonal labels, two rounds of revisions each, print-
ready files delivered on 27 March).

Invoice number: INV-2026-014
Invoice date: 31 March 2026

  3 x seasonal label design @ £520.00      £1,560.00
  Print preparation and proofs              £300.00
  ---------------------------------------------------
  Total due                                £1,860.00

I'm not VAT registered, so no VAT is charged. Payment within 30 days,
i.e. by 30 April 2026, to:

  Account name: L Fenwick
  IBAN: GB33 BUKB 2020 1555 5555 55

Thanks again, it was a lovely project!

Lucy

--
Lucy Fenwick | Illustration & Packaging Design
07700 900 482 | lucy@fenwickdesign.example
`),
    },
  ),
  // A helpdesk's reply ("AW:"), the ticket number in the subject, the customer's first message quoted under it.
  eml19(
    'ticket-antwort-de',
    'support_ticket',
    'de',
    'eml',
    [
      str('ticketnummer'),
      str('status'),
      str('bearbeiter', 'Name des Support-Mitarbeiters'),
      str('kunde'),
      date('gesendet_am', 'Datum der E-Mail'),
      str('betreff'),
      str('geraet', 'Betroffenes Gerät'),
    ],
    {
      ticketnummer: '#48213',
      status: 'gelöst',
      bearbeiter: 'Felix Brandt',
      kunde: 'Peter Schuster',
      gesendet_am: '2026-02-17',
      betreff: 'AW: [Ticket #48213] Drucker druckt nur leere Seiten',
      geraet: 'LaserJet M234dw',
    },
    {
      raw: crlf(`From: "IT-Support Hansen Bürotechnik" <support@hansen-buerotechnik.example>
To: "Schuster, Peter" <p.schuster@kanzlei-schuster.example>
Subject: AW: [Ticket #48213] Drucker druckt nur leere Seiten
Date: Tue, 17 Feb 2026 14:22:31 +0100
In-Reply-To: <CAF1x9@kanzlei-schuster.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=ISO-8859-1
Content-Transfer-Encoding: quoted-printable

${qp(
  `Guten Tag Herr Schuster,

vielen Dank für Ihre Rückmeldung. Wie besprochen haben wir heute die
Tonerkassette getauscht und den Treiber neu installiert, der LaserJet
M234dw druckt wieder einwandfrei. Wir haben das Ticket daher auf
"gelöst" gesetzt.

Ticket:  #48213
Status:  gelöst

Sollte das Problem erneut auftreten, antworten Sie einfach auf diese
E-Mail, dann wird das Ticket automatisch wieder geöffnet.

Mit freundlichen Grüßen
Felix Brandt
IT-Support
Hansen Bürotechnik GmbH
Tel. 0421 33 90 12-40

Am 16.02.2026 um 09:03 schrieb Peter Schuster:
> Hallo,
> unser Drucker (LaserJet M234dw) druckt seit heute Morgen nur noch leere
> Seiten. Wir haben ihn schon aus- und eingeschaltet. Bitte um Rückruf
> unter 0421 55 61 70.
> Peter Schuster`,
  'latin1',
)}
`),
    },
  ),
  // A meeting invitation from a calendar: a text part, an HTML part and a text/calendar part.
  eml19(
    'meeting-invite-en',
    'meeting_invitation',
    'en',
    'eml',
    [
      str('meeting_title'),
      date('meeting_date'),
      str('start_time'),
      str('end_time'),
      str('location'),
      str('organizer_name'),
      str('organizer_email'),
      str('dial_in_code'),
    ],
    {
      meeting_title: 'Q2 budget review',
      meeting_date: '2026-04-22',
      start_time: '14:00',
      end_time: '15:30',
      location: 'Room 3.12, Leeds office',
      organizer_name: 'Priya Shah',
      organizer_email: 'priya.shah@calderfoods.example',
    },
    {
      raw: crlf(`From: Priya Shah <priya.shah@calderfoods.example>
To: finance-leads@calderfoods.example
Subject: Invitation: Q2 budget review @ Wed 22 Apr 2026 14:00 - 15:30 (BST)
Date: Thu, 9 Apr 2026 11:30:12 +0100
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="cal_b7e1"

--cal_b7e1
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

You have been invited to the following event.

Q2 budget review
When: Wednesday 22 April 2026, 14:00 - 15:30 (BST)
Where: Room 3.12, Leeds office
Organiser: Priya Shah

Please bring your department's forecast for May and June.

Going? Yes - Maybe - No

--cal_b7e1
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: 7bit

<html><body><h3>Q2 budget review</h3>
<table><tr><td>When</td><td>Wednesday 22 April 2026, 14:00 &ndash; 15:30 (BST)</td></tr>
<tr><td>Where</td><td>Room 3.12, Leeds office</td></tr>
<tr><td>Organiser</td><td>Priya Shah</td></tr></table>
<p>Please bring your department's forecast for May and June.</p></body></html>

--cal_b7e1
Content-Type: text/calendar; charset=UTF-8; method=REQUEST
Content-Transfer-Encoding: 7bit

BEGIN:VCALENDAR
METHOD:REQUEST
BEGIN:VEVENT
DTSTART;TZID=Europe/London:20260422T140000
DTEND;TZID=Europe/London:20260422T153000
SUMMARY:Q2 budget review
LOCATION:Room 3.12\\, Leeds office
ORGANIZER;CN=Priya Shah:mailto:priya.shah@calderfoods.example
END:VEVENT
END:VCALENDAR

--cal_b7e1--
`),
    },
  ),
  // A carrier's shipping notice for a shop's parcel, text and HTML alternatives, from a no-reply address.
  eml19(
    'shipped-alt-en',
    'shipping_notice',
    'en',
    'eml',
    [
      str('order_number'),
      str('tracking_number'),
      str('carrier'),
      date('expected_delivery'),
      str('recipient_name'),
      str('shop_name'),
      num('parcel_weight'),
    ],
    {
      order_number: 'BB-20931',
      tracking_number: 'JD0002241986741025',
      carrier: 'Yodel',
      expected_delivery: '2026-03-26',
      recipient_name: 'Aisha Karim',
      shop_name: 'Bramble & Bee',
    },
    {
      raw: crlf(`From: Bramble & Bee <no-reply@brambleandbee.example>
To: aisha.karim@inbox.example
Subject: Your order BB-20931 is on its way!
Date: Tue, 24 Mar 2026 08:51:10 +0000
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="=_bb_20931"

--=_bb_20931
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hi Aisha,

Good news - your order BB-20931 has left our workshop and is on its way to you with Yodel.

Tracking number: JD0002241986741025
Estimated delivery: Thursday 26 March

Delivering to:
Aisha Karim
14 Elm Terrace
Bristol BS6 5RT

Thank you for shopping small!
Bramble & Bee`)}

--=_bb_20931
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body><p>Hi Aisha,</p><p>Good news &ndash; your order <b>BB-20931</b> has left our workshop and is on its way to you with <b>Yodel</b>.</p>
<table><tr><td>Tracking number</td><td><a href="https://track.example/JD0002241986741025">JD0002241986741025</a></td></tr>
<tr><td>Estimated delivery</td><td>Thursday 26 March</td></tr></table>
<p>Delivering to:<br>Aisha Karim<br>14 Elm Terrace<br>Bristol BS6 5RT</p>
<p>Thank you for shopping small!<br>Bramble &amp; Bee</p></body></html>`)}

--=_bb_20931--
`),
    },
  ),
  // A job application written as a mail, the CV and certificates attached as PDFs.
  eml19(
    'bewerbung-de',
    'job_application',
    'de',
    'eml',
    [
      str('bewerber_name'),
      str('bewerber_email'),
      str('telefon'),
      str('stelle'),
      str('referenznummer'),
      date('fruehester_eintritt'),
      num('gehaltsvorstellung'),
      str('anhang', 'Dateiname des Lebenslaufs'),
    ],
    {
      bewerber_name: 'Miriam Aydin',
      bewerber_email: 'miriam.aydin@posteo.example',
      telefon: '0176 48 22 91 03',
      stelle: 'Buchhalterin (m/w/d)',
      referenznummer: 'FIN-2026-07',
      fruehester_eintritt: '2026-06-01',
      gehaltsvorstellung: 52000,
      anhang: 'Lebenslauf_Miriam_Aydin.pdf',
    },
    {
      raw: crlf(`From: Miriam Aydin <miriam.aydin@posteo.example>
To: bewerbung@brenner-logistik.example
Subject: Bewerbung als Buchhalterin (m/w/d) - Kennziffer FIN-2026-07
Date: Sun, 12 Apr 2026 20:14:37 +0200
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="------------mx4Hq0"

--------------mx4Hq0
Content-Type: text/plain; charset=UTF-8; format=flowed
Content-Transfer-Encoding: 8bit

Sehr geehrte Frau Lange,

mit großem Interesse habe ich Ihre Anzeige für die Stelle als 
Buchhalterin (m/w/d) mit der Kennziffer FIN-2026-07 gelesen und bewerbe 
mich hiermit.

Seit 2019 bin ich bei der Hartmann Spedition GmbH in der Finanzbuchhaltung 
tätig und betreue dort die Kreditoren- und Debitorenbuchhaltung sowie 
die Monatsabschlüsse mit DATEV.

Mein frühestmöglicher Eintrittstermin ist der 1. Juni 2026, meine 
Gehaltsvorstellung liegt bei 52.000 € brutto im Jahr.

Meinen Lebenslauf und meine Zeugnisse finden Sie im Anhang. Über eine 
Einladung zu einem persönlichen Gespräch freue ich mich sehr.

Mit freundlichen Grüßen
Miriam Aydin

Lindenallee 22, 28215 Bremen
Mobil: 0176 48 22 91 03

--------------mx4Hq0
Content-Type: application/pdf; name="Lebenslauf_Miriam_Aydin.pdf"
Content-Disposition: attachment; filename="Lebenslauf_Miriam_Aydin.pdf"
Content-Transfer-Encoding: base64

${pdfStub('Lebenslauf Miriam Aydin')}

--------------mx4Hq0
Content-Type: application/pdf; name="Zeugnisse_Miriam_Aydin.pdf"
Content-Disposition: attachment; filename="Zeugnisse_Miriam_Aydin.pdf"
Content-Transfer-Encoding: base64

${pdfStub('Zeugnisse')}

--------------mx4Hq0--
`),
    },
  ),
  // An Outlook forward ("WG:") in German: the supplier's invoice notice is the forwarded message; the note asks
  // for payment of a different, older amount's remainder.
  eml19(
    'wg-rechnung-outlook-de',
    'invoice',
    'de',
    'eml',
    [
      str('rechnungsnummer'),
      num('rechnungsbetrag'),
      date('faellig_am'),
      str('lieferant'),
      str('absender_email', 'E-Mail-Adresse des Rechnungsstellers'),
      date('rechnungsdatum'),
    ],
    {
      rechnungsnummer: 'RE-2026-03117',
      rechnungsbetrag: 2499.32,
      faellig_am: '2026-04-09',
      lieferant: 'Elektro Wagner GmbH',
      absender_email: 'buchhaltung@elektro-wagner.example',
      rechnungsdatum: '2026-03-26',
    },
    {
      raw: crlf(`From: "Becker, Anna" <a.becker@praxis-am-see.example>
To: "Lohmann, Jörg" <j.lohmann@praxis-am-see.example>
Subject: WG: Rechnung RE-2026-03117
Date: Fri, 27 Mar 2026 09:41:55 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="Windows-1252"
Content-Transfer-Encoding: quoted-printable

${qp(
  `Hallo Jörg,

bitte die Rechnung für die neue Beleuchtung im Wartezimmer überweisen, die Anzahlung über 500 € ist schon abgezogen.

Danke und Gruß
Anna

-----Ursprüngliche Nachricht-----
Von: Elektro Wagner GmbH <buchhaltung@elektro-wagner.example>
Gesendet: Donnerstag, 26. März 2026 16:20
An: Becker, Anna <a.becker@praxis-am-see.example>
Betreff: Rechnung RE-2026-03117

Sehr geehrte Frau Becker,

anbei erhalten Sie unsere Rechnung RE-2026-03117 vom 26.03.2026 für die Montage der LED-Deckenleuchten in Ihrer Praxis.

Rechnungsbetrag: 2.499,32 € (inkl. 19 % MwSt.)
Zahlbar bis: 09.04.2026 ohne Abzug

Bankverbindung: Volksbank Mittelhessen, IBAN DE12 5139 0000 0012 3456 78

Mit freundlichen Grüßen
Sandra Wagner
Elektro Wagner GmbH · Industriestraße 8 · 35390 Gießen`,
  'latin1',
)}
`),
    },
  ),
  // A replied thread: the contractor's newest message agrees a lower price; the quoted older message holds the first.
  eml19(
    're-quote-thread-en',
    'quote',
    'en',
    'eml',
    [
      str('quote_number'),
      num('agreed_price'),
      date('start_date'),
      str('contractor_name'),
      str('customer_name'),
      str('contractor_phone'),
    ],
    {
      quote_number: 'Q-1187',
      agreed_price: 3950,
      start_date: '2026-05-18',
      contractor_name: 'Kieran Doyle',
      customer_name: 'Sophie Grant',
      contractor_phone: '07700 900 615',
    },
    {
      raw: crlf(`From: Kieran Doyle <kieran@doyle-landscapes.example>
To: Sophie Grant <sophie.grant@homemail.example>
Subject: Re: Quote Q-1187 - patio and fencing
Date: Mon, 4 May 2026 19:02:26 +0100
In-Reply-To: <e5d1@homemail.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hi Sophie,

No problem at all - if we keep the existing concrete posts for the back
fence, I can do the whole job for £3,950 instead. I have a slot
starting Monday 18 May, it'll take about six days depending on the
weather.

Just let me know and I'll pencil you in.

Cheers,
Kieran

Kieran Doyle
Doyle Landscapes
07700 900 615

On Sun, 3 May 2026 at 21:15, Sophie Grant <sophie.grant@homemail.example> wrote:
> Hi Kieran,
> Thanks for the quote. £4,420 is a bit more than we hoped - is there
> anything we could leave out or do ourselves?
> Sophie
>
> On Thu, 30 Apr 2026 at 17:40, Kieran Doyle <kieran@doyle-landscapes.example> wrote:
>> Hi Sophie,
>> As promised, quote Q-1187 for the new patio (28 m², sandstone) and 14 m
>> of closeboard fencing: £4,420 including materials and waste removal.
>> Valid for 30 days.
>> Kieran
`),
    },
  ),
  // A restaurant's table reservation, HTML only, ISO-8859-1 quoted-printable.
  eml19(
    'tisch-reservierung-de',
    'reservation',
    'de',
    'eml',
    [
      str('restaurant'),
      date('datum'),
      str('uhrzeit'),
      num('personen'),
      str('name'),
      str('reservierungsnummer'),
      str('telefon'),
    ],
    {
      restaurant: 'Zum Goldenen Anker',
      datum: '2026-04-25',
      uhrzeit: '19:30',
      personen: 6,
      name: 'Thomas Reuter',
      reservierungsnummer: 'R-66120',
      telefon: '040 31 77 45 20',
    },
    {
      raw: crlf(`From: =?ISO-8859-1?Q?Zum_Goldenen_Anker?= <reservierung@goldener-anker.example>
To: t.reuter@gmx.example
Subject: ${qword('Reservierungsbestätigung für Samstag, 25.04.2026', 'ISO-8859-1')}
Date: Wed, 15 Apr 2026 12:07:40 +0200
MIME-Version: 1.0
Content-Type: text/html; charset=ISO-8859-1
Content-Transfer-Encoding: quoted-printable

${qp(
  `<html><body>
<p>Guten Tag Herr Reuter,</p>
<p>wir freuen uns, Ihre Reservierung zu bestätigen:</p>
<table border="0" cellpadding="4">
<tr><td>Reservierungsnummer:</td><td>R-66120</td></tr>
<tr><td>Datum:</td><td>Samstag, 25.04.2026</td></tr>
<tr><td>Uhrzeit:</td><td>19:30 Uhr</td></tr>
<tr><td>Personen:</td><td>6</td></tr>
<tr><td>Name:</td><td>Thomas Reuter</td></tr>
</table>
<p>Bitte geben Sie uns Bescheid, falls sich Ihre Pläne ändern. Wir halten den Tisch 15 Minuten für Sie frei.</p>
<p>Herzliche Grüße<br>Ihr Team vom Goldenen Anker</p>
<p style="font-size:11px">Zum Goldenen Anker · Hafenstraße 12 · 20459 Hamburg · Tel. 040 31 77 45 20</p>
</body></html>`,
  'latin1',
)}
`),
    },
  ),
  // A flight booking, plain text hard-wrapped at 76 columns by the airline's system.
  eml19(
    'flight-booking-en',
    'flight_booking',
    'en',
    'eml',
    [
      str('booking_reference'),
      str('passenger'),
      str('flight_number'),
      str('departure_airport'),
      str('arrival_airport'),
      date('departure_date'),
      str('departure_time'),
      num('total_paid'),
      str('seat'),
    ],
    {
      booking_reference: 'K7TQ4P',
      passenger: 'Oliver Hayes',
      flight_number: 'EI 153',
      departure_airport: 'London Heathrow',
      arrival_airport: 'Dublin',
      departure_date: '2026-06-12',
      departure_time: '07:40',
      total_paid: 148.6,
    },
    {
      raw: crlf(`From: Aer Lingus <confirmation@booking.aerlingus.example>
To: oliver.hayes@fastmail.example
Subject: Your booking confirmation K7TQ4P
Date: Fri, 20 Mar 2026 22:18:09 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=us-ascii
Content-Transfer-Encoding: 7bit

Thank you for booking with Aer Lingus. Your booking reference is K7TQ4P.

PASSENGER
Mr Oliver Hayes

OUTBOUND FLIGHT
EI 153  Friday 12 June 2026
Depart: London Heathrow (LHR) Terminal 2 at 07:40
Arrive: Dublin (DUB) Terminal 2 at 09:05

PAYMENT
Fare                                   GBP    96.00
Taxes, fees and charges                GBP    52.60
Total paid                             GBP   148.60

Check-in opens 24 hours before departure. Please make sure you arrive at the
airport at least 2 hours before your flight departs, and that the name on
your booking matches the name on your passport exactly.

This is an automated message, please do not reply.
`),
    },
  ),
  // A gym's cancellation confirmation in Windows-1252; the notice's arrival and the contract's end in sentences.
  eml19(
    'kuendigung-fitness-de',
    'cancellation_confirmation',
    'de',
    'eml',
    [
      str('mitgliedsnummer'),
      date('vertragsende'),
      date('kuendigungseingang'),
      str('mitglied'),
      str('studio'),
      date('gesendet', 'Datum der E-Mail'),
    ],
    {
      mitgliedsnummer: '100482',
      vertragsende: '2026-06-30',
      kuendigungseingang: '2026-03-02',
      mitglied: 'Lena Hofmann',
      studio: 'FitWerk Leipzig',
      gesendet: '2026-03-04',
    },
    {
      raw: crlf(`From: FitWerk Leipzig <mitgliederservice@fitwerk-leipzig.example>
To: Lena Hofmann <lena.hofmann@t-online.example>
Subject: =?windows-1252?Q?Best=E4tigung_Ihrer_K=FCndigung?=
Date: Wed, 4 Mar 2026 10:15:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=windows-1252
Content-Transfer-Encoding: quoted-printable

${qp(
  `Liebe Lena Hofmann,

Ihre Kündigung ist am 02.03.2026 bei uns eingegangen. Hiermit bestätigen wir die Kündigung Ihrer Mitgliedschaft (Mitgliedsnummer 100482) fristgerecht zum 30.06.2026.

Bis dahin können Sie selbstverständlich alle Leistungen wie gewohnt nutzen. Der letzte Beitrag wird am 01.06.2026 abgebucht.

Schade, dass Sie gehen – vielleicht sehen wir uns ja wieder!

Sportliche Grüße
Ihr FitWerk-Team

FitWerk Leipzig GmbH – Karl-Liebknecht-Straße 110 – 04275 Leipzig`,
  'latin1',
)}
`),
    },
  ),
  // An online payment service's notice of money received, HTML with a text alternative in base64.
  eml19(
    'zahlung-erhalten-de',
    'payment_notification',
    'de',
    'eml',
    [
      num('betrag'),
      str('zahler'),
      str('transaktionscode'),
      date('zahlungsdatum'),
      str('verwendungszweck'),
      obj('empfaenger', [str('name'), str('email')]),
    ],
    {
      betrag: 45,
      zahler: 'Kai Petersen',
      transaktionscode: '7HX41920LM5522630',
      zahlungsdatum: '2026-04-03',
      verwendungszweck: 'Kinderfahrrad 20 Zoll',
      empfaenger: { name: 'Nina Albers', email: 'nina.albers@mailbox.example' },
    },
    {
      raw: crlf(`From: "service@paypal.example" <service@paypal.example>
To: Nina Albers <nina.albers@mailbox.example>
Subject: Sie haben eine Zahlung erhalten
Date: Fri, 3 Apr 2026 16:44:21 +0200
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="pp-3f1b"

--pp-3f1b
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`Hallo Nina Albers,

Kai Petersen hat Ihnen 45,00 EUR gesendet.

Mitteilung: "Kinderfahrrad 20 Zoll"

Transaktionscode: 7HX41920LM5522630
Transaktionsdatum: 3. April 2026

Das Geld ist in Ihrem Konto verfügbar.`)}

--pp-3f1b
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`<html><body><table width="600"><tr><td>
<p>Hallo Nina Albers,</p>
<p><b>Kai Petersen</b> hat Ihnen <b>45,00&nbsp;EUR</b> gesendet.</p>
<p>Mitteilung: &bdquo;Kinderfahrrad 20 Zoll&ldquo;</p>
<table><tr><td>Transaktionscode</td><td>7HX41920LM5522630</td></tr>
<tr><td>Transaktionsdatum</td><td>3. April 2026</td></tr></table>
<p>Das Geld ist in Ihrem Konto verfügbar.</p>
</td></tr></table></body></html>`)}

--pp-3f1b--
`),
    },
  ),
];

export const DEV_EML19: TCorpusDocument[] = [...FIRST, ...DEV_EML19_MORE].map((document) => ({
  ...document,
  layout: DEV_EML19_LAYOUT,
}));
