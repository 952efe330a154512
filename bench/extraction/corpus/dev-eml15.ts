// Development documents of branch eml15 (layout 63), written in session 15 BEFORE the extractor was changed: e-mails
// as mail programs and shops' systems send them, written by hand as raw .eml text: order and shipping confirmations,
// bookings, invoices in the body, reminders, appointments, a forwarded quote (Gmail and Outlook style), replies with
// quoted history, signatures with phone, address and VAT ID, HTML with layout tables, multipart/alternative,
// HTML-only, quoted-printable and base64 bodies, UTF-8, ISO-8859-1 and Windows-1252, RFC 2047 subjects and names.
// Schemas include fields that come from the headers (sender, date, subject). Held out, not sealed: eval shows their
// misses with --show-dev-eml15 --held-out --verbose. The rest of the set is in dev-eml15-more.ts.
import { date, fresh, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of branch eml15's development documents. */
export const DEV_EML15_LAYOUT = 63;

/** A document of this set: its id starts with "dev-eml15-" (fresh() would prefix "fresh-"). */
export const eml15 = (...args: Parameters<typeof fresh>): TCorpusDocument => ({
  ...fresh(...args),
  id: `dev-eml15-${args[0]}`,
});

/** A mail's lines as sent on the wire: CRLF line ends. */
export const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

/** A body part's text in base64, 76 characters a line, as mail programs encode it. */
export const base64 = (text: string, charset: BufferEncoding = 'utf8') =>
  (
    Buffer.from(text, charset)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');

export const DEV_EML15_FIRST: TCorpusDocument[] = [
  eml15(
    'shop-order-de',
    'order_confirmation',
    'de',
    'eml',
    [
      str('bestellnummer'),
      date('bestelldatum'),
      num('gesamtbetrag'),
      num('versandkosten'),
      str('zahlungsart'),
      obj('lieferadresse', [str('name'), str('strasse'), str('plz'), str('ort')]),
      str('absender_email'),
    ],
    {
      bestellnummer: '300-4471-2209',
      bestelldatum: '2026-03-14',
      gesamtbetrag: 86.38,
      versandkosten: 4.95,
      zahlungsart: 'PayPal',
      lieferadresse: { name: 'Sabine Krüger', strasse: 'Lindenallee 17', plz: '04109', ort: 'Leipzig' },
      absender_email: 'bestellung@gartenwelt-mueller.example',
    },
    {
      raw: crlf(`Return-Path: <bounce-7731@mailer.gartenwelt-mueller.example>
Received: from mailer.gartenwelt-mueller.example (mailer.gartenwelt-mueller.example [192.0.2.14])
	by mx.example.net with ESMTPS id 4F2A1; Sat, 14 Mar 2026 11:42:09 +0100
From: =?UTF-8?Q?Gartenwelt_M=C3=BCller?= <bestellung@gartenwelt-mueller.example>
To: Sabine Krüger <s.krueger@posteo.example>
Subject: =?UTF-8?Q?Ihre_Bestellung_300-4471-2209_bei_Gartenwelt_M=C3=BCller?=
Date: Sat, 14 Mar 2026 11:42:07 +0100
Message-ID: <20260314104207.7731@gartenwelt-mueller.example>
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="----=_Part_88213_1129.1773484927"

------=_Part_88213_1129.1773484927
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

Hallo Sabine Kr=C3=BCger,

vielen Dank f=C3=BCr Ihre Bestellung! Wir haben sie erhalten und bearbeiten=
 sie so schnell wie m=C3=B6glich.

Bestellnummer: 300-4471-2209
Bestelldatum: 14.03.2026

1 x Hochbeet L=C3=A4rche 120x80 cm         59,90 EUR
2 x Bio-Hochbeeterde 40 l                 21,53 EUR

Zwischensumme:   81,43 EUR
Versandkosten:    4,95 EUR
Gesamtbetrag:    86,38 EUR (inkl. 19 % MwSt.)

Zahlungsart: PayPal

Lieferadresse:
Sabine Kr=C3=BCger
Lindenallee 17
04109 Leipzig

Viele Gr=C3=BC=C3=9Fe
Ihr Team von Gartenwelt M=C3=BCller

Gartenwelt M=C3=BCller GmbH, Am Wasserturm 2, 99084 Erfurt
Gesch=C3=A4ftsf=C3=BChrer: Peter M=C3=BCller, HRB 51234, USt-IdNr. DE=
298765431

------=_Part_88213_1129.1773484927
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<html><body style=3D"font-family:Arial,sans-serif">
<table width=3D"600" cellpadding=3D"0" cellspacing=3D"0" align=3D"center"><t=
r><td>
<p>Hallo Sabine Kr=C3=BCger,</p>
<p>vielen Dank f=C3=BCr Ihre Bestellung! Wir haben sie erhalten und bearbei=
ten sie so schnell wie m=C3=B6glich.</p>
<table cellpadding=3D"4">
<tr><td>Bestellnummer:</td><td><b>300-4471-2209</b></td></tr>
<tr><td>Bestelldatum:</td><td>14.03.2026</td></tr>
</table>
<table cellpadding=3D"4" style=3D"border-top:1px solid #ccc">
<tr><td>1 x</td><td>Hochbeet L=C3=A4rche 120x80 cm</td><td align=3D"right">59,9=
0 EUR</td></tr>
<tr><td>2 x</td><td>Bio-Hochbeeterde 40 l</td><td align=3D"right">21,53 EUR</td=
></tr>
<tr><td></td><td>Zwischensumme</td><td align=3D"right">81,43 EUR</td></tr>
<tr><td></td><td>Versandkosten</td><td align=3D"right">4,95 EUR</td></tr>
<tr><td></td><td><b>Gesamtbetrag</b></td><td align=3D"right"><b>86,38 EUR</b>=
</td></tr>
</table>
<p>Zahlungsart: PayPal</p>
<p><b>Lieferadresse:</b><br>Sabine Kr=C3=BCger<br>Lindenallee 17<br>04109 Leip=
zig</p>
<p>Viele Gr=C3=BC=C3=9Fe<br>Ihr Team von Gartenwelt M=C3=BCller</p>
<p style=3D"font-size:11px;color:#888">Gartenwelt M=C3=BCller GmbH, Am Wasserturm=
 2, 99084 Erfurt<br>Gesch=C3=A4ftsf=C3=BChrer: Peter M=C3=BCller, HRB 51234, USt=
-IdNr. DE298765431</p>
</td></tr></table>
</body></html>

------=_Part_88213_1129.1773484927--
`),
    },
  ),
  eml15(
    'shipping-html-en',
    'shipping_notification',
    'en',
    'eml',
    [
      str('order_number'),
      str('tracking_number'),
      str('carrier'),
      date('estimated_delivery'),
      str('sender_name'),
      date('email_date'),
    ],
    {
      order_number: 'NB-1048823',
      tracking_number: '1Z 999 AA1 01 2345 6784',
      carrier: 'UPS',
      estimated_delivery: '2026-03-19',
      sender_name: 'Northbound Outfitters',
      email_date: '2026-03-16',
    },
    {
      raw: crlf(`From: Northbound Outfitters <orders@northbound-outfitters.example>
To: jamie.lee@fastmail.example
Subject: Your order is on its way!
Date: Mon, 16 Mar 2026 08:31:55 -0700
MIME-Version: 1.0
Content-Type: text/html; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

<!DOCTYPE html><html><head><meta charset=3D"utf-8"><title>Shipped</title>
<style>td{font-family:Helvetica,Arial,sans-serif;font-size:14px}</style></he=
ad><body bgcolor=3D"#f4f4f4">
<table role=3D"presentation" width=3D"100%" bgcolor=3D"#f4f4f4"><tr><td align=
=3D"center">
<table role=3D"presentation" width=3D"600" bgcolor=3D"#ffffff">
<tr><td style=3D"padding:24px"><img src=3D"https://cdn.northbound-outfitters.ex=
ample/logo.png" alt=3D"Northbound Outfitters" width=3D"180"></td></tr>
<tr><td style=3D"padding:0 24px"><h1 style=3D"font-size:22px">Good news, Jami=
e &mdash; it&#39;s shipped!</h1>
<p>Your order <strong>#NB-1048823</strong> has left our warehouse.</p></td></t=
r>
<tr><td style=3D"padding:0 24px">
<table role=3D"presentation" width=3D"100%" cellpadding=3D"8" style=3D"border:1p=
x solid #ddd">
<tr><td width=3D"50%" style=3D"color:#777">Carrier</td><td width=3D"50%" style=
=3D"color:#777">Tracking number</td></tr>
<tr><td><b>UPS</b></td><td><a href=3D"https://www.ups.example/track?tracknum=3D=
1Z999AA10123456784">1Z 999 AA1 01 2345 6784</a></td></tr>
<tr><td style=3D"color:#777">Estimated delivery</td><td style=3D"color:#777">S=
hip to</td></tr>
<tr><td><b>Thursday, March 19</b></td><td>Jamie Lee<br>2210 Alder St, Apt 4<br=
>Portland, OR 97205</td></tr>
</table></td></tr>
<tr><td style=3D"padding:24px"><a href=3D"https://northbound-outfitters.example=
/orders/NB-1048823" style=3D"background:#1a5;color:#fff;padding:12px 20px">Trac=
k your package</a></td></tr>
<tr><td style=3D"padding:24px;font-size:11px;color:#999">Northbound Outfitters=
 &middot; 820 NW Glisan St &middot; Portland, OR 97209<br>You received this e=
mail because you placed an order. <a href=3D"#">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>
`),
    },
  ),
  eml15(
    'hotel-latin1-de',
    'booking_confirmation',
    'de',
    'eml',
    [
      str('buchungsnummer'),
      str('gast'),
      date('anreise'),
      date('abreise'),
      str('zimmerkategorie'),
      num('gesamtpreis'),
      str('stornierung_bis', 'Datum, bis zu dem kostenlos storniert werden kann'),
    ],
    {
      buchungsnummer: 'SB-26-03417',
      gast: 'Herr Jürgen Weiß',
      anreise: '2026-05-22',
      abreise: '2026-05-25',
      zimmerkategorie: 'Doppelzimmer Seeblick',
      gesamtpreis: 567,
      stornierung_bis: '15.05.2026',
    },
    {
      raw: `From: Hotel Alpenrose Reservierung <reservierung@alpenrose-tegernsee.example>
To: juergen.weiss@t-online.example
Subject: =?ISO-8859-1?Q?Buchungsbest=E4tigung_SB-26-03417?=
Date: Wed, 18 Mar 2026 16:20:44 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=ISO-8859-1
Content-Transfer-Encoding: quoted-printable
X-Mailer: Microsoft Outlook 16.0

Sehr geehrter Herr Wei=DF,

herzlichen Dank f=FCr Ihre Reservierung. Gerne best=E4tigen wir Ihnen folge=
nde Buchung:

Buchungsnummer:   SB-26-03417
Gast:             Herr J=FCrgen Wei=DF
Anreise:          Freitag, 22.05.2026 (ab 15:00 Uhr)
Abreise:          Montag, 25.05.2026 (bis 11:00 Uhr)
Zimmer:           1 Doppelzimmer Seeblick inkl. Fr=FChst=FCck
Preis:            189,00 =80 pro Nacht
Gesamtpreis:      567,00 =80

Eine kostenfreie Stornierung ist bis zum 15.05.2026 m=F6glich, danach berec=
hnen wir 80 % des Gesamtpreises.

Wir freuen uns auf Ihren Besuch!

Mit freundlichen Gr=FC=DFen

Maria Huber
Reservierung

Hotel Alpenrose ****
Seestra=DFe 41 | 83684 Tegernsee
Tel. +49 8022 91 44 0 | Fax +49 8022 91 44 99
www.alpenrose-tegernsee.example
`,
    },
  ),
  eml15(
    'invoice-body-en',
    'invoice',
    'en',
    'eml',
    [
      str('invoice_number'),
      date('invoice_date'),
      num('amount_due'),
      date('due_date'),
      str('supplier_vat_id'),
      str('iban'),
      str('subject'),
    ],
    {
      invoice_number: 'INV-2026-0087',
      invoice_date: '2026-03-02',
      amount_due: 1860,
      due_date: '2026-03-16',
      supplier_vat_id: 'GB 287 4410 93',
      iban: 'GB33BUKB20201555555555',
      subject: 'Invoice INV-2026-0087 – February retainer',
    },
    {
      raw: crlf(`From: Priya Raman <priya@ramandesign.example>
To: accounts@hollowayfoods.example
Cc: Tom Holloway <tom@hollowayfoods.example>
Subject: =?utf-8?B?SW52b2ljZSBJTlYtMjAyNi0wMDg3IOKAkyBGZWJydWFyeSByZXRhaW5lcg==?=
Date: Mon, 2 Mar 2026 09:05:12 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8; format=flowed
Content-Transfer-Encoding: 8bit

Hi there,

Please find below my invoice for the February design retainer.

INVOICE INV-2026-0087
Date: 2 March 2026

Brand and packaging design, February 2026 (retainer)    £1,550.00
VAT 20%                                                   £310.00
Total due                                               £1,860.00

Payment due by 16 March 2026 to:
Raman Design Ltd
Sort code 20-20-15, Account 55555555
IBAN GB33 BUKB 2020 1555 5555 55

Many thanks,
Priya

-- 
Priya Raman | Raman Design Ltd
Studio 3, 14 Canal Street, Manchester M1 3HE
T: +44 161 555 0192
VAT Reg. No. GB 287 4410 93
Company No. 10492218
`),
    },
  ),
  eml15(
    'reminder-cp1252-de',
    'payment_reminder',
    'de',
    'eml',
    [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      num('offener_betrag'),
      date('zahlungsfrist'),
      str('kundennummer'),
      str('absender'),
      str('betreff'),
    ],
    {
      rechnungsnummer: 'RE-118204',
      rechnungsdatum: '2026-02-03',
      offener_betrag: 249.9,
      zahlungsfrist: '2026-03-27',
      kundennummer: 'K-20931',
      absender: 'Stadtwerke Rheinau',
      betreff: 'Zahlungserinnerung zur Rechnung RE-118204',
    },
    {
      raw: `From: "Stadtwerke Rheinau" <forderungsmanagement@stadtwerke-rheinau.example>
To: <m.yilmaz@gmx.example>
Subject: Zahlungserinnerung zur Rechnung RE-118204
Date: Fri, 20 Mar 2026 07:58:31 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="windows-1252"
Content-Transfer-Encoding: quoted-printable

Sehr geehrter Herr Yilmaz,

sicher ist es Ihrer Aufmerksamkeit entgangen: F=FCr die unten genannte Rechn=
ung konnten wir bis heute keinen Zahlungseingang feststellen.

Kundennummer:      K-20931
Rechnungsnummer:   RE-118204 vom 03.02.2026
F=E4llig seit:       17.02.2026
Offener Betrag:    249,90 =80

Bitte =FCberweisen Sie den offenen Betrag bis zum 27.03.2026 auf unser Kon=
to. Sollten Sie die Zahlung bereits veranlasst haben, betrachten Sie dies=
es Schreiben bitte als gegenstandslos.

Bankverbindung: Sparkasse Rheinau
IBAN: DE12 6645 0050 0004 4471 20 =96 BIC: SOLADES1OFG

Mit freundlichen Gr=FC=DFen
Ihr Forderungsmanagement

--
Stadtwerke Rheinau GmbH
Hauptstra=DFe 80 =B7 77866 Rheinau
Telefon 07844 9190-0 =B7 Telefax 07844 9190-19
Gesch=E4ftsf=FChrer: Dipl.-Ing. Ralf Benz =B7 Amtsgericht Freiburg HRB 701234
USt-IdNr.: DE 142 318 776
`,
    },
  ),
  eml15(
    'dentist-appointment-en',
    'appointment',
    'en',
    'eml',
    [
      str('patient_name'),
      date('appointment_date'),
      str('appointment_time'),
      str('practitioner'),
      str('practice_phone'),
      str('sender_email'),
    ],
    {
      patient_name: 'Oliver Grant',
      appointment_date: '2026-04-07',
      appointment_time: '2:40 PM',
      practitioner: 'Dr. Hannah Cole',
      practice_phone: '(617) 555-0148',
      sender_email: 'noreply@brightsmile-dental.example',
    },
    {
      raw: crlf(`Date: Thu, 26 Mar 2026 18:02:10 -0400
From: BrightSmile Dental <noreply@brightsmile-dental.example>
To: oliver.grant@gmail.example
Subject: Appointment confirmed: Tue, Apr 7
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: 7bit

<html>
<body>
<div style="max-width:560px;margin:auto;font-family:Georgia,serif">
<h2>Your appointment is confirmed</h2>
<p>Hi Oliver Grant,</p>
<p>We look forward to seeing you. Here are the details:</p>
<div style="border-left:4px solid #3a7;padding-left:12px">
<p><strong>When:</strong> Tuesday, April 7, 2026 at 2:40 PM<br>
<strong>With:</strong> Dr. Hannah Cole<br>
<strong>Where:</strong> BrightSmile Dental, 45 Harvard Ave, Suite 2, Brookline, MA 02446</p>
</div>
<p>Need to reschedule? Call us at (617) 555-0148 or reply to this e-mail at least 24 hours ahead.</p>
<p>Please arrive 10 minutes early and bring your insurance card.</p>
<p style="font-size:12px;color:#888">This is an automated message from BrightSmile Dental.</p>
</div>
</body>
</html>
`),
    },
  ),
  eml15(
    'forwarded-quote-gmail-de',
    'quote',
    'de',
    'eml',
    [
      str('angebotsnummer'),
      date('angebotsdatum'),
      str('lieferant'),
      str('lieferant_email'),
      num('nettobetrag'),
      date('gueltig_bis'),
      str('lieferzeit'),
    ],
    {
      angebotsnummer: 'AN-2026-1193',
      angebotsdatum: '2026-03-10',
      lieferant: 'Holzbau Fink GmbH',
      lieferant_email: 'vertrieb@holzbau-fink.example',
      nettobetrag: 14250,
      gueltig_bis: '2026-04-10',
      lieferzeit: '6 Wochen',
    },
    {
      raw: crlf(`MIME-Version: 1.0
Date: Wed, 11 Mar 2026 10:17:33 +0100
Message-ID: <CAK9x2_Fw7Qq@mail.gmail.example>
Subject: Fwd: Angebot AN-2026-1193 Carport
From: Lukas Brandt <lukas.brandt@gmail.example>
To: Einkauf Brandt Bau <einkauf@brandt-bau.example>
Content-Type: multipart/alternative; boundary="000000000000a1b2c3d4e5f6"

--000000000000a1b2c3d4e5f6
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

Bitte mal pr=C3=BCfen, ist g=C3=BCnstiger als das letzte.

Gru=C3=9F Lukas

---------- Forwarded message ---------
Von: Holzbau Fink GmbH <vertrieb@holzbau-fink.example>
Date: Di., 10. M=C3=A4rz 2026 um 15:42 Uhr
Subject: Angebot AN-2026-1193 Carport
To: <lukas.brandt@gmail.example>


Sehr geehrter Herr Brandt,

vielen Dank f=C3=BCr Ihre Anfrage. Gerne bieten wir Ihnen an:

Angebot Nr. AN-2026-1193 vom 10.03.2026

Doppelcarport Fichte KVH 6,00 x 6,00 m inkl. Montage
Nettobetrag: 14.250,00 EUR
zzgl. 19 % MwSt.: 2.707,50 EUR
Gesamtbetrag: 16.957,50 EUR

Lieferzeit: ca. 6 Wochen nach Auftragseingang
Das Angebot ist g=C3=BCltig bis 10.04.2026.

Mit freundlichen Gr=C3=BC=C3=9Fen
Thomas Fink

Holzbau Fink GmbH
Industriestr. 9, 72160 Horb am Neckar
Tel. 07451 62 18-0
USt-IdNr. DE 811 225 904

--000000000000a1b2c3d4e5f6
Content-Type: text/html; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

<div dir=3D"ltr"><div>Bitte mal pr=C3=BCfen, ist g=C3=BCnstiger als das letz=
te.</div><div><br></div><div>Gru=C3=9F Lukas<br><br><div class=3D"gmail_quote=
"><div dir=3D"ltr" class=3D"gmail_attr">---------- Forwarded message ------=
---<br>Von: <strong class=3D"gmail_sendername" dir=3D"auto">Holzbau Fink GmbH=
</strong> <span dir=3D"auto">&lt;<a href=3D"mailto:vertrieb@holzbau-fink.exa=
mple">vertrieb@holzbau-fink.example</a>&gt;</span><br>Date: Di., 10. M=C3=A4r=
z 2026 um 15:42 Uhr<br>Subject: Angebot AN-2026-1193 Carport<br>To: &lt;<a hr=
ef=3D"mailto:lukas.brandt@gmail.example">lukas.brandt@gmail.example</a>&gt;<b=
r></div><br><br>Sehr geehrter Herr Brandt,<br><br>vielen Dank f=C3=BCr Ihre A=
nfrage. Gerne bieten wir Ihnen an:<br><br>Angebot Nr. AN-2026-1193 vom 10.03.=
2026<br><br>Doppelcarport Fichte KVH 6,00 x 6,00 m inkl. Montage<br>Nettobetr=
ag: 14.250,00 EUR<br>zzgl. 19 % MwSt.: 2.707,50 EUR<br>Gesamtbetrag: 16.957,5=
0 EUR<br><br>Lieferzeit: ca. 6 Wochen nach Auftragseingang<br>Das Angebot ist=
 g=C3=BCltig bis 10.04.2026.<br><br>Mit freundlichen Gr=C3=BC=C3=9Fen<br>Thom=
as Fink<br><br>Holzbau Fink GmbH<br>Industriestr. 9, 72160 Horb am Neckar<br>=
Tel. 07451 62 18-0<br>USt-IdNr. DE 811 225 904<br></div></div></div>

--000000000000a1b2c3d4e5f6--
`),
    },
  ),
  eml15(
    'outlook-forward-de',
    'delivery_note',
    'de',
    'eml',
    [
      str('lieferscheinnummer'),
      str('bestellnummer'),
      date('liefertermin'),
      str('spedition'),
      num('anzahl_paletten'),
      str('urspruenglicher_absender', 'E-Mail-Adresse des ursprünglichen Absenders'),
      str('ansprechpartner_telefon'),
    ],
    {
      lieferscheinnummer: 'LS 0048812',
      bestellnummer: '4500219377',
      liefertermin: '2026-03-24',
      spedition: 'Dachser',
      anzahl_paletten: 3,
      urspruenglicher_absender: 'versand@kunststoff-ebert.example',
      ansprechpartner_telefon: '+49 9131 7720-45',
    },
    {
      raw: crlf(`From: "Neumann, Katrin" <k.neumann@weber-maschinenbau.example>
To: "Lager Weber" <lager@weber-maschinenbau.example>
Subject: WG: Lieferavis LS 0048812 zu Ihrer Bestellung 4500219377
Date: Fri, 20 Mar 2026 13:41:08 +0000
Thread-Topic: Lieferavis LS 0048812 zu Ihrer Bestellung 4500219377
Content-Language: de-DE
MIME-Version: 1.0
Content-Type: text/plain; charset="iso-8859-1"
Content-Transfer-Encoding: quoted-printable

Zur Info, bitte Platz im Wareneingang freihalten.

Gru=DF
Katrin Neumann
Einkauf
Weber Maschinenbau GmbH
Tel. +49 911 480 33-12

-----Urspr=FCngliche Nachricht-----
Von: Versand Kunststoff Ebert <versand@kunststoff-ebert.example>=20
Gesendet: Freitag, 20. M=E4rz 2026 14:22
An: Neumann, Katrin <k.neumann@weber-maschinenbau.example>
Betreff: Lieferavis LS 0048812 zu Ihrer Bestellung 4500219377

Guten Tag Frau Neumann,

hiermit avisieren wir Ihnen folgende Lieferung:

Lieferschein-Nr.: LS 0048812
Ihre Bestellung: 4500219377
Liefertermin: Dienstag, 24.03.2026, zwischen 8 und 12 Uhr
Spedition: Dachser
Packst=FCcke: 3 Paletten, Gesamtgewicht 1.240 kg

Bei R=FCckfragen erreichen Sie mich unter +49 9131 7720-45.

Freundliche Gr=FC=DFe
Stefan Ebert
Versand / Logistik

Kunststoff Ebert GmbH & Co. KG | Am Hafen 12 | 91058 Erlangen
Registergericht F=FCrth HRA 8812 | USt-IdNr. DE 133 908 112
`),
    },
  ),
];
