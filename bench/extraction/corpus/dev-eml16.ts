// Development documents of branch eml16 (layout 68), written in session 16 BEFORE the extractor was changed: raw
// .eml as mail programs and systems send them, on what session 15 left: dates without a year ("Tue 5 May", "am
// 12.5.") whose year is the Date header's, forwards whose business content sits in the quoted original (German
// Outlook "Von:/Gesendet:/An:/Betreff:", English Outlook "-----Original Message-----", Apple Mail "Begin forwarded
// message:", Gmail's forwarded-message line), HTML-only mails with layout tables, multipart/mixed with a text body
// plus an attached .txt or .csv or an inline HTML part, the issuer from the From display name or the signature
// rather than the mail service ("noreply@..." on behalf of a shop), the recipient from To: or the greeting, numbers
// only in the Subject ("Re: [Ticket #48213]", "AW: Ihre Bestellung 302-..."), and systems' notifications. Held out,
// not sealed: eval shows their misses with --show-dev-eml16 --held-out --verbose. The rest is in dev-eml16-more.ts.
import { base64, crlf } from './dev-eml15.ts';
import { date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of branch eml16's development documents. */
export const DEV_EML16_LAYOUT = 68;

/** A document of this set: its id starts with "dev-eml16-" (fresh() would prefix "fresh-"). */
export const eml16 = (...args: Parameters<typeof fresh>): TCorpusDocument => ({
  ...fresh(...args),
  id: `dev-eml16-${args[0]}`,
});

/** Quoted-printable as mail programs write it: non-ASCII bytes and "=" escaped, soft breaks before 76 columns. */
export const qp = (text: string, charset: BufferEncoding = 'utf8') =>
  text
    .split('\n')
    .map((line) => {
      let encoded = '';
      // Windows-1252 puts the euro sign at 0x80, where Latin-1 has none.
      const bytes = Buffer.from(charset === 'latin1' ? line.replace(/\u20ac/g, '\x80') : line, charset);
      for (const byte of bytes) {
        encoded +=
          byte > 126 || byte === 61 || (byte < 32 && byte !== 9)
            ? `=${byte.toString(16).toUpperCase().padStart(2, '0')}`
            : String.fromCharCode(byte);
      }
      const pieces: string[] = [];
      while (encoded.length > 75) {
        let cut = 75;
        // Never split an escape "=XX".
        if (encoded[cut - 1] === '=') cut -= 1;
        else if (encoded[cut - 2] === '=') cut -= 2;
        pieces.push(`${encoded.slice(0, cut)}=`);
        encoded = encoded.slice(cut);
      }
      pieces.push(encoded);
      return pieces.join('\n');
    })
    .join('\n');

const CSV_EXPENSES = `Date,Category,Description,Amount (EUR)
2026-03-02,Travel,Train Berlin - Hamburg return,118.40
2026-03-02,Meals,Client lunch Fischereihafen,64.50
2026-03-03,Lodging,Hotel Alster Residenz 1 night,139.00
2026-03-03,Travel,Taxi to airport,32.80
`;

const TXT_READING = `Stadtwerke Rheinau GmbH
Ablesebeleg Zwischenablesung

Vertragskonto:        4002 7719 3
Zaehlernummer:        1ESY1160 4471 22
Zaehlerstand neu:     18.442 kWh
Zaehlerstand alt:     15.906 kWh
Verbrauch:            2.536 kWh
Ablesedatum:          24.03.2026
Ableseart:            Kundenselbstablesung
`;

export const DEV_EML16_FIRST: TCorpusDocument[] = [
  // Appointment reminder from a booking platform on behalf of a practice; the date has no year.
  eml16(
    'praxis-reminder-de',
    'appointment_reminder',
    'de',
    'eml',
    [
      str('praxis'),
      str('patient'),
      date('termin_datum'),
      str('uhrzeit'),
      str('behandlung'),
      obj('adresse', [str('strasse'), str('plz'), str('ort')]),
    ],
    {
      praxis: 'Zahnarztpraxis Dr. Hofmann',
      patient: 'Jonas Weber',
      termin_datum: '2026-05-12',
      uhrzeit: '10:30',
      behandlung: 'Professionelle Zahnreinigung',
      adresse: { strasse: 'Bahnhofstraße 4', plz: '79098', ort: 'Freiburg' },
    },
    {
      raw: crlf(`Return-Path: <bounces+4471@em.terminfinder.example>
From: "Zahnarztpraxis Dr. Hofmann via Terminfinder" <no-reply@terminfinder.example>
Reply-To: praxis@zahnarzt-hofmann.example
To: jonas.weber@web.example
Subject: =?UTF-8?Q?Erinnerung:_Ihr_Termin_am_Di.,_12.5._um_10:30_Uhr?=
Date: Sun, 10 May 2026 09:00:12 +0000
Message-ID: <rem-88120431@terminfinder.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

${qp(`Guten Tag Jonas Weber,

wir m\u00f6chten Sie an Ihren Termin erinnern:

Di., 12.5. um 10:30 Uhr
Professionelle Zahnreinigung
Zahnarztpraxis Dr. Hofmann
Bahnhofstra\u00dfe 4, 79098 Freiburg

Bitte bringen Sie Ihre Versichertenkarte mit. Falls Sie den Termin nicht
wahrnehmen k\u00f6nnen, sagen Sie ihn bitte bis sp\u00e4testens 24 Stunden vorher ab:
https://terminfinder.example/t/88120431/absagen

Ihr Terminfinder-Team im Auftrag von Zahnarztpraxis Dr. Hofmann

--
Diese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht darauf.`)}
`),
    },
  ),
  // Restaurant booking confirmation in English; weekday and day without year.
  eml16(
    'table-booking-en',
    'booking_confirmation',
    'en',
    'eml',
    [
      str('restaurant_name'),
      str('guest_name'),
      date('reservation_date'),
      str('reservation_time'),
      num('party_size'),
      str('confirmation_number'),
    ],
    {
      restaurant_name: 'The Copper Kettle',
      guest_name: 'Emily Carter',
      reservation_date: '2026-03-05',
      reservation_time: '7:45 PM',
      party_size: 4,
      confirmation_number: 'CK8-55102',
    },
    {
      raw: crlf(`From: The Copper Kettle <reservations@tablebook.example>
Sender: TableBook <noreply@tablebook.example>
To: Emily Carter <emily.carter@fastmail.example>
Subject: Your reservation at The Copper Kettle is confirmed
Date: Mon, 23 Feb 2026 18:14:55 +0000
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="b1_9a7c"

--b1_9a7c
Content-Type: text/plain; charset=us-ascii
Content-Transfer-Encoding: 7bit

Hi Emily,

You're all set! Your table is booked.

The Copper Kettle
Thu 5 March, 7:45 PM
Party of 4

Confirmation #: CK8-55102

Need to make changes? Modify or cancel up to 2 hours before your reservation.

Powered by TableBook

--b1_9a7c
Content-Type: text/html; charset=us-ascii
Content-Transfer-Encoding: 7bit

<html><body><table width="600" align="center"><tr><td>
<p>Hi Emily,</p><p>You're all set! Your table is booked.</p>
<table cellpadding="4"><tr><td><b>The Copper Kettle</b></td></tr>
<tr><td>Thu 5 March, 7:45 PM</td></tr><tr><td>Party of 4</td></tr>
<tr><td>Confirmation #: CK8-55102</td></tr></table>
<p>Need to make changes? Modify or cancel up to 2 hours before your reservation.</p>
<p style="color:#999">Powered by TableBook</p>
</td></tr></table></body></html>

--b1_9a7c--
`),
    },
  ),
  // German Outlook forward of a supplier's offer: the forwarder's note on top, the offer in the quoted original.
  eml16(
    'angebot-weiterleitung-de',
    'quote',
    'de',
    'eml',
    [
      str('angebotsnummer'),
      str('anbieter'),
      date('angebotsdatum'),
      date('gueltig_bis'),
      num('netto'),
      num('brutto'),
      str('ansprechpartner'),
    ],
    {
      angebotsnummer: 'AN-2026-0318',
      anbieter: 'Elektro Brandt GmbH',
      angebotsdatum: '2026-03-09',
      gueltig_bis: '2026-04-08',
      netto: 4280,
      brutto: 5093.2,
      ansprechpartner: 'Dirk Brandt',
    },
    {
      raw: crlf(`From: Petra Lehmann <p.lehmann@lehmann-immobilien.example>
To: Frank Otto <f.otto@lehmann-immobilien.example>
Subject: WG: Angebot AN-2026-0318 Elektroinstallation Hauptstr. 12
Date: Tue, 10 Mar 2026 08:12:40 +0100
Thread-Topic: Angebot AN-2026-0318 Elektroinstallation Hauptstr. 12
Content-Language: de-DE
X-MS-Has-Attach:
MIME-Version: 1.0
Content-Type: text/plain; charset="iso-8859-1"
Content-Transfer-Encoding: quoted-printable

${qp(
  `Hallo Frank,

anbei das Angebot von Brandt zur Info, bitte bis Freitag pr\u00fcfen und mir
Bescheid geben. Der Preis liegt etwas \u00fcber dem von Schulte.

Gru\u00df
Petra

Petra Lehmann
Lehmann Immobilien GmbH & Co. KG
Tel. 0421 55 88 10

Von: Dirk Brandt <info@elektro-brandt.example>
Gesendet: Montag, 9. M\u00e4rz 2026 17:48
An: Petra Lehmann <p.lehmann@lehmann-immobilien.example>
Betreff: Angebot AN-2026-0318 Elektroinstallation Hauptstr. 12

Sehr geehrte Frau Lehmann,

vielen Dank f\u00fcr Ihre Anfrage. Gerne bieten wir Ihnen folgende Leistungen an:

Angebot Nr. AN-2026-0318 vom 09.03.2026

Erneuerung der Unterverteilung inkl. FI/LS-Schalter      2.150,00 EUR
Neuverkabelung Treppenhaus (3 Etagen)                   1.630,00 EUR
Pr\u00fcfprotokoll nach DIN VDE 0100-600                     500,00 EUR

Summe netto                                            4.280,00 EUR
zzgl. 19 % MwSt.                                         813,20 EUR
Gesamtbetrag                                           5.093,20 EUR

Das Angebot ist g\u00fcltig bis 08.04.2026.

Mit freundlichen Gr\u00fc\u00dfen

Dirk Brandt
Elektro Brandt GmbH
Weserstra\u00dfe 88, 28199 Bremen
Tel. 0421 77 31 50`,
  'latin1',
)}
`),
    },
  ),
  // English Outlook forward of an invoice to accounts payable.
  eml16(
    'invoice-fwd-outlook-en',
    'invoice',
    'en',
    'eml',
    [
      str('invoice_number'),
      str('vendor_name'),
      date('invoice_date'),
      date('due_date'),
      num('amount_due'),
      str('currency'),
      str('po_number'),
    ],
    {
      invoice_number: 'INV-10472',
      vendor_name: 'Brightline Signs Ltd',
      invoice_date: '2026-02-27',
      due_date: '2026-03-29',
      amount_due: 2316,
      currency: 'GBP',
      po_number: 'PO-7781',
    },
    {
      raw: crlf(`From: "Nguyen, Thomas" <thomas.nguyen@harbourview-events.example>
To: "Accounts Payable" <ap@harbourview-events.example>
Subject: FW: Invoice INV-10472 - Harbourview Events
Date: Mon, 2 Mar 2026 09:05:31 +0000
Thread-Index: AdqM1b2fZ3kQ
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="_000_LO2P265MB4471_"

--_000_LO2P265MB4471_
Content-Type: text/plain; charset="us-ascii"
Content-Transfer-Encoding: quoted-printable

Hi team,

Please process the invoice below, approved on my side (PO-7781).

Thanks,
Tom

-----Original Message-----
From: Rachel Moss <accounts@brightlinesigns.example>=20
Sent: Friday, February 27, 2026 4:22 PM
To: Nguyen, Thomas <thomas.nguyen@harbourview-events.example>
Subject: Invoice INV-10472 - Harbourview Events

Dear Thomas,

Please find our invoice for the exhibition signage below.

Invoice number: INV-10472
Invoice date: 27 February 2026
Your PO: PO-7781

3 x Roller banner 850x2000mm          GBP 420.00
1 x Backdrop wall 3x2.5m               GBP 1,510.00
Subtotal                               GBP 1,930.00
VAT 20%                                GBP 386.00
Total due                              GBP 2,316.00

Payment terms: 30 days, due by 29 March 2026.
Bank: Lloyds, Sort code 30-94-57, Account 11820044

Kind regards,
Rachel Moss
Accounts | Brightline Signs Ltd
Unit 4, Riverside Trading Estate, Leeds LS10 1QP

--_000_LO2P265MB4471_
Content-Type: text/html; charset="us-ascii"
Content-Transfer-Encoding: quoted-printable

<html><head><meta http-equiv=3D"Content-Type" content=3D"text/html; charset=
=3Dus-ascii"></head><body><div class=3D"WordSection1"><p class=3D"MsoNormal=
">Hi team,</p><p class=3D"MsoNormal">Please process the invoice below, appr=
oved on my side (PO-7781).</p><p class=3D"MsoNormal">Thanks,<br>Tom</p>
<div><div style=3D"border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt=
 0cm 0cm 0cm"><p class=3D"MsoNormal"><b>From:</b> Rachel Moss &lt;accounts@=
brightlinesigns.example&gt; <br><b>Sent:</b> Friday, February 27, 2026 4:22=
 PM<br><b>To:</b> Nguyen, Thomas &lt;thomas.nguyen@harbourview-events.examp=
le&gt;<br><b>Subject:</b> Invoice INV-10472 - Harbourview Events</p></div><=
/div>
<p class=3D"MsoNormal">Dear Thomas,</p><p class=3D"MsoNormal">Please find o=
ur invoice for the exhibition signage below.</p>
<p class=3D"MsoNormal">Invoice number: INV-10472<br>Invoice date: 27 Februa=
ry 2026<br>Your PO: PO-7781</p>
<table><tr><td>3 x Roller banner 850x2000mm</td><td>GBP 420.00</td></tr>
<tr><td>1 x Backdrop wall 3x2.5m</td><td>GBP 1,510.00</td></tr>
<tr><td>Subtotal</td><td>GBP 1,930.00</td></tr><tr><td>VAT 20%</td><td>GBP 3=
86.00</td></tr><tr><td><b>Total due</b></td><td><b>GBP 2,316.00</b></td></t=
r></table>
<p class=3D"MsoNormal">Payment terms: 30 days, due by 29 March 2026.<br>Bank=
: Lloyds, Sort code 30-94-57, Account 11820044</p>
<p class=3D"MsoNormal">Kind regards,<br>Rachel Moss<br>Accounts | Brightlin=
e Signs Ltd<br>Unit 4, Riverside Trading Estate, Leeds LS10 1QP</p>
</div></body></html>

--_000_LO2P265MB4471_--
`),
    },
  ),
  // Apple Mail forward of a hotel reservation, sent to a partner.
  eml16(
    'hotel-fwd-apple-en',
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
      hotel_name: 'Harbour Lights Hotel',
      confirmation_number: '73310958',
      guest_name: 'Daniel Okafor',
      check_in: '2026-05-14',
      check_out: '2026-05-17',
      room_type: 'Deluxe Double, Sea View',
      total_price: 687,
    },
    {
      raw: crlf(`From: Daniel Okafor <dan.okafor@icloud.example>
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable
Mime-Version: 1.0 (Mac OS X Mail 16.0 \\(3774.600.62\\))
Subject: Fwd: Reservation confirmed - Harbour Lights Hotel
Date: Wed, 8 Apr 2026 21:37:02 +0100
To: Grace Okafor <grace.ok@icloud.example>
Message-Id: <5B1E7A0C-61D2-4C1B-9A44-0F2E33C1D8B2@icloud.example>

${qp(`here's the hotel for the long weekend \u2764\ufe0f

Sent from my iPhone

Begin forwarded message:

> From: Harbour Lights Hotel <reservations@harbourlights.example>
> Subject: Reservation confirmed - Harbour Lights Hotel
> Date: 8 April 2026 at 20:55:41 BST
> To: dan.okafor@icloud.example
>
> Dear Mr Okafor,
>
> Thank you for choosing Harbour Lights Hotel. We are delighted to confirm your reservation.
>
> Confirmation number: 73310958
> Arrival: Thursday 14 May 2026 (check-in from 3 pm)
> Departure: Sunday 17 May 2026 (check-out by 11 am)
> Guests: 2 adults
> Room: Deluxe Double, Sea View
> Rate: Bed & Breakfast, GBP 229.00 per night
> Total: GBP 687.00 (payable at the hotel)
>
> We look forward to welcoming you.
>
> Harbour Lights Hotel
> 2 Quay Street, Falmouth TR11 3HH`)}
`),
    },
  ),
  // German Gmail forward of a tradesman's invoice to the tax advisor.
  eml16(
    'rechnung-gmail-fwd-de',
    'invoice',
    'de',
    'eml',
    [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      str('handwerker'),
      num('nettobetrag'),
      num('mehrwertsteuer'),
      num('rechnungsbetrag'),
      str('iban'),
    ],
    {
      rechnungsnummer: '2026-0117',
      rechnungsdatum: '2026-03-24',
      handwerker: 'Malerbetrieb Yilmaz',
      nettobetrag: 1840,
      mehrwertsteuer: 349.6,
      rechnungsbetrag: 2189.6,
      iban: 'DE44 6005 0101 0004 7719 20',
    },
    {
      raw: crlf(`MIME-Version: 1.0
Date: Thu, 26 Mar 2026 19:02:44 +0100
Message-ID: <CAF7x2b9Q+mRk4Zt1=e8wXyA@mail.gmail.example>
Subject: =?UTF-8?Q?Fwd=3A_Rechnung_Malerarbeiten_Wohnzimmer?=
From: Stefan Kuhn <stefan.kuhn77@gmail.example>
To: Kanzlei Reiter <belege@kanzlei-reiter.example>
Content-Type: multipart/alternative; boundary="0000000000007a1c2d0612e4b9f1"

--0000000000007a1c2d0612e4b9f1
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

${qp(`Hallo Frau Reiter,

hier noch die Handwerkerrechnung f\u00fcr die Steuererkl\u00e4rung.

Viele Gr\u00fc\u00dfe
Stefan Kuhn

---------- Forwarded message ---------
Von: Malerbetrieb Yilmaz <info@maler-yilmaz.example>
Date: Di., 24. M\u00e4rz 2026 um 16:10 Uhr
Subject: Rechnung Malerarbeiten Wohnzimmer
To: <stefan.kuhn77@gmail.example>


Sehr geehrter Herr Kuhn,

anbei unsere Rechnung f\u00fcr die ausgef\u00fchrten Arbeiten.

Rechnung Nr. 2026-0117
Datum: 24.03.2026
Leistungszeitraum: 16.03.2026 - 19.03.2026

Wohnzimmer und Flur spachteln, grundieren, streichen (Arbeitslohn)   1.420,00 \u20ac
Material (Farbe, Spachtelmasse, Abdeckvlies)                           420,00 \u20ac

Nettobetrag        1.840,00 \u20ac
19 % MwSt.           349,60 \u20ac
Rechnungsbetrag    2.189,60 \u20ac

Davon Arbeitskosten nach \u00a7 35a EStG: 1.420,00 \u20ac netto

Bitte \u00fcberweisen Sie den Betrag innerhalb von 14 Tagen auf:
IBAN DE44 6005 0101 0004 7719 20, BW-Bank

Mit freundlichen Gr\u00fc\u00dfen
Kemal Yilmaz
Malerbetrieb Yilmaz, Hohenheimer Str. 9, 70184 Stuttgart`)}

--0000000000007a1c2d0612e4b9f1--
`),
    },
  ),
  // HTML-only parcel notification with layout tables.
  eml16(
    'parcel-delivered-en',
    'delivery_notification',
    'en',
    'eml',
    [
      str('tracking_number'),
      str('carrier'),
      str('sender_shop'),
      str('recipient_name'),
      date('delivery_date'),
      str('delivered_to'),
    ],
    {
      tracking_number: '1Z 4F7 229 68 4471 0935',
      carrier: 'QuickParcel',
      sender_shop: 'Northwind Outdoor',
      recipient_name: 'Liam Fraser',
      delivery_date: '2026-04-21',
      delivered_to: 'Front porch',
    },
    {
      raw: crlf(`From: QuickParcel <tracking@notify.quickparcel.example>
To: liam.fraser@outlook.example
Subject: Delivered: Your Northwind Outdoor package
Date: Tue, 21 Apr 2026 14:08:19 -0400
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`<!DOCTYPE html><html><head><meta charset="UTF-8"><title>Delivered</title></head>
<body style="margin:0;padding:0;background:#f2f2f2">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="background:#ffffff">
<tr><td style="background:#4b2e83;padding:16px"><img src="https://img.quickparcel.example/logo.png" alt="QuickParcel" width="140"></td></tr>
<tr><td style="padding:24px 24px 8px"><h2 style="margin:0">Hi Liam Fraser, your package was delivered.</h2></td></tr>
<tr><td style="padding:0 24px">
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #ddd">
<tr><td style="color:#666" width="40%">Delivered On:</td><td><strong>Tuesday, 04/21/2026 at 1:52 P.M.</strong></td></tr>
<tr><td style="color:#666">Left At:</td><td>Front porch</td></tr>
<tr><td style="color:#666">Shipped From:</td><td>Northwind Outdoor</td></tr>
<tr><td style="color:#666">Tracking Number:</td><td><a href="https://quickparcel.example/track?n=1Z4F72296844710935">1Z 4F7 229 68 4471 0935</a></td></tr>
<tr><td style="color:#666">Service:</td><td>QuickParcel Ground</td></tr>
</table></td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#888">Please do not reply to this e-mail. QuickParcel and the QuickParcel logo are trademarks of QuickParcel Inc.</td></tr>
</table></td></tr></table></body></html>`)}
`),
    },
  ),
  // HTML-only bank notification of an executed transfer, Windows-1252 quoted-printable.
  eml16(
    'ueberweisung-ausgefuehrt-de',
    'bank_notification',
    'de',
    'eml',
    [
      str('bank'),
      num('betrag'),
      str('empfaenger'),
      str('empfaenger_iban'),
      str('verwendungszweck'),
      date('ausfuehrungsdatum'),
    ],
    {
      bank: 'Nordbank Direkt',
      betrag: 1250,
      empfaenger: 'Hausverwaltung Seidel',
      empfaenger_iban: 'DE12 2105 0170 0012 3456 78',
      verwendungszweck: 'Miete April 2026 Whg. 3 OG links',
      ausfuehrungsdatum: '2026-04-01',
    },
    {
      raw: crlf(`From: Nordbank Direkt <benachrichtigung@nordbank-direkt.example>
To: =?windows-1252?Q?J=F6rg_Pfeiffer?= <joerg.pfeiffer@t-online.example>
Subject: =?windows-1252?Q?Ihre_=DCberweisung_wurde_ausgef=FChrt?=
Date: Wed, 1 Apr 2026 07:31:02 +0200
MIME-Version: 1.0
Content-Type: text/html; charset="windows-1252"
Content-Transfer-Encoding: quoted-printable

${qp(
  `<html><body style=3D"font-family:Arial">
<table width=3D"580" cellpadding=3D"0" cellspacing=3D"0">
<tr><td><img src=3D"cid:nb-logo" alt=3D"Nordbank Direkt"></td></tr>
<tr><td style=3D"padding-top:18px">Guten Tag Herr Pfeiffer,</td></tr>
<tr><td style=3D"padding-top:10px">Ihre \u00dcberweisung wurde heute ausgef\u00fchrt.</td></tr>
<tr><td style=3D"padding-top:14px">
<table cellpadding=3D"4" cellspacing=3D"0">
<tr><td>Betrag</td><td>1.250,00 \u20ac</td></tr>
<tr><td>Empf\u00e4nger</td><td>Hausverwaltung Seidel</td></tr>
<tr><td>IBAN</td><td>DE12 2105 0170 0012 3456 78</td></tr>
<tr><td>Verwendungszweck</td><td>Miete April 2026 Whg. 3 OG links</td></tr>
<tr><td>Ausf\u00fchrungsdatum</td><td>01.04.2026</td></tr>
<tr><td>Auftraggeberkonto</td><td>DE89 2003 0000 0077 4412 09</td></tr>
</table></td></tr>
<tr><td style=3D"padding-top:14px">Freundliche Gr\u00fc\u00dfe<br>Ihre Nordbank Direkt</td></tr>
<tr><td style=3D"font-size:11px;color:#777;padding-top:20px">Nordbank Direkt AG, Am Sandtorkai 40, 20457 Hamburg. Diese Nachricht wurde automatisch erzeugt.</td></tr>
</table></body></html>`.replace(/=3D/g, '='),
  'latin1',
)}
`),
    },
  ),
  // multipart/mixed: a short text body and the expense list as an attached CSV.
  eml16(
    'expenses-csv-en',
    'expense_report',
    'en',
    'eml',
    [
      str('employee_name'),
      str('report_period'),
      list('expenses', [date('date'), str('category'), str('description'), num('amount')]),
      num('total_amount'),
      str('cost_center'),
    ],
    {
      employee_name: 'Sophie Lang',
      report_period: 'March 2026',
      expenses: [
        { date: '2026-03-02', category: 'Travel', description: 'Train Berlin - Hamburg return', amount: 118.4 },
        { date: '2026-03-02', category: 'Meals', description: 'Client lunch Fischereihafen', amount: 64.5 },
        { date: '2026-03-03', category: 'Lodging', description: 'Hotel Alster Residenz 1 night', amount: 139 },
        { date: '2026-03-03', category: 'Travel', description: 'Taxi to airport', amount: 32.8 },
      ],
      total_amount: 354.7,
      cost_center: 'CC-420 Sales North',
    },
    {
      raw: crlf(`From: Sophie Lang <sophie.lang@kestrel-analytics.example>
To: Expenses <expenses@kestrel-analytics.example>
Cc: Mark Holden <mark.holden@kestrel-analytics.example>
Subject: Expense report March 2026 - Sophie Lang
Date: Fri, 6 Mar 2026 16:40:12 +0100
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="------------6nKQ2q7wZt0cWk1AxYb8E3"

This is a multi-part message in MIME format.
--------------6nKQ2q7wZt0cWk1AxYb8E3
Content-Type: text/plain; charset=UTF-8; format=flowed
Content-Transfer-Encoding: 7bit

Hi,

attached is my expense report for March 2026 (Hamburg client visit).
Total: EUR 354.70, cost center CC-420 Sales North.
Receipts follow by internal mail. Mark has approved the trip.

Best,
Sophie

--
Sophie Lang
Account Manager | Kestrel Analytics GmbH

--------------6nKQ2q7wZt0cWk1AxYb8E3
Content-Type: text/csv; charset=UTF-8; name="expenses_2026-03_lang.csv"
Content-Disposition: attachment; filename="expenses_2026-03_lang.csv"
Content-Transfer-Encoding: base64

${base64(CSV_EXPENSES)}

--------------6nKQ2q7wZt0cWk1AxYb8E3--
`),
    },
  ),
  // multipart/mixed: a utility's short text body and the meter reading as an attached .txt (Latin-1).
  eml16(
    'zaehlerstand-txt-de',
    'meter_reading',
    'de',
    'eml',
    [
      str('versorger'),
      str('vertragskonto'),
      str('zaehlernummer'),
      num('zaehlerstand'),
      num('verbrauch_kwh'),
      date('ablesedatum'),
      str('kunde'),
    ],
    {
      versorger: 'Stadtwerke Rheinau GmbH',
      vertragskonto: '4002 7719 3',
      zaehlernummer: '1ESY1160 4471 22',
      zaehlerstand: 18442,
      verbrauch_kwh: 2536,
      ablesedatum: '2026-03-24',
      kunde: 'Monika Albrecht',
    },
    {
      raw: crlf(`From: Stadtwerke Rheinau Kundenservice <kundenservice@stadtwerke-rheinau.example>
To: Monika Albrecht <m.albrecht@freenet.example>
Subject: =?ISO-8859-1?Q?Best=E4tigung_Ihrer_Z=E4hlerstandsmeldung?=
Date: Wed, 25 Mar 2026 10:15:00 +0100
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="=_mixed 0031C1A9C1258C4E_="

--=_mixed 0031C1A9C1258C4E_=
Content-Type: text/plain; charset="ISO-8859-1"
Content-Transfer-Encoding: quoted-printable

${qp(
  `Sehr geehrte Frau Albrecht,

vielen Dank f\u00fcr die Mitteilung Ihres Z\u00e4hlerstands. Den Ablesebeleg finden Sie
im Anhang. Ihre n\u00e4chste Abrechnung erhalten Sie wie gewohnt zum Jahresende.

Mit freundlichen Gr\u00fc\u00dfen
Ihr Kundenservice
Stadtwerke Rheinau GmbH`,
  'latin1',
)}

--=_mixed 0031C1A9C1258C4E_=
Content-Type: text/plain; charset="ISO-8859-1"; name="Ablesebeleg_400277193.txt"
Content-Disposition: attachment; filename="Ablesebeleg_400277193.txt"
Content-Transfer-Encoding: base64

${base64(TXT_READING, 'latin1')}

--=_mixed 0031C1A9C1258C4E_=--
`),
    },
  ),
];
