// The rest of branch eml15's development set (see dev-eml15.ts): replies with quoted history, a newsletter-like
// ticket mail in base64 HTML, a flight booking in text and HTML, an Outlook forward in English, an HTML-only
// Windows-1252 renewal notice and a workshop's estimate with an encoded sender name and a base64 body.

import { base64, crlf, DEV_EML15_FIRST, DEV_EML15_LAYOUT, eml15 } from './dev-eml15.ts';
import { date, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

const TICKET_HTML = `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Deine Tickets</title></head>
<body style="margin:0;background:#111">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="background:#fff">
<tr><td colspan="2" style="padding:20px"><img src="cid:logo" alt="Kulturfabrik Hansa"></td></tr>
<tr><td colspan="2" style="padding:0 20px"><h1>Deine Tickets sind da!</h1>
<p>Hallo Mira, danke für deinen Einkauf. Deine Tickets findest du im Anhang.</p></td></tr>
<tr>
<td width="320" valign="top" style="padding:20px">
<p style="color:#888;margin:0">Veranstaltung</p><p style="margin:0 0 12px"><b>Erdmöbel – Akustik-Tour 2026</b></p>
<p style="color:#888;margin:0">Datum</p><p style="margin:0 0 12px">Samstag, 18.04.2026</p>
<p style="color:#888;margin:0">Einlass / Beginn</p><p style="margin:0 0 12px">19:00 / 20:00 Uhr</p>
</td>
<td width="320" valign="top" style="padding:20px">
<p style="color:#888;margin:0">Ort</p><p style="margin:0 0 12px">Kulturfabrik Hansa, Halle 2<br>Hafenweg 31, 48155 Münster</p>
<p style="color:#888;margin:0">Bestellnummer</p><p style="margin:0 0 12px">KH-7730152</p>
<p style="color:#888;margin:0">Anzahl</p><p style="margin:0 0 12px">2 Tickets, Stehplatz</p>
</td>
</tr>
<tr><td colspan="2" style="padding:0 20px">
<table width="100%" cellpadding="6" style="border-top:1px solid #ddd">
<tr><td>2 x Stehplatz à 34,00 €</td><td align="right">68,00 €</td></tr>
<tr><td>Servicegebühr</td><td align="right">4,40 €</td></tr>
<tr><td><b>Gesamt</b></td><td align="right"><b>72,40 €</b></td></tr>
</table></td></tr>
<tr><td colspan="2" style="padding:20px;font-size:11px;color:#999">Kulturfabrik Hansa gGmbH · Hafenweg 31 · 48155 Münster<br>
Du erhältst diese E-Mail, weil du bei uns Tickets gekauft hast. <a href="#">Newsletter abbestellen</a></td></tr>
</table></td></tr></table>
</body></html>
`;

const FLIGHT_TEXT = `BOOKING CONFIRMATION

Dear Ms Ana Ferreira,

Thank you for booking with Skylark Air. Your booking reference is: QX7R2M

Passenger: Ms Ana Ferreira

Outbound: Sat 11 Apr 2026
SK 1842  Lisbon (LIS) 06:55 - Amsterdam (AMS) 10:40

Return: Sun 19 Apr 2026
SK 1847  Amsterdam (AMS) 18:20 - Lisbon (LIS) 20:15

Fare                 EUR 212.00
Taxes and fees       EUR  64.37
Checked bag (23 kg)  EUR  45.00
Total paid           EUR 321.37

Manage your booking at skylark-air.example/manage
`;

const FLIGHT_HTML = `<html><body>
<table width="600" align="center" style="font-family:Arial">
<tr><td><h2>Booking confirmation</h2><p>Dear Ms Ana Ferreira,</p>
<p>Thank you for booking with Skylark Air. Your booking reference is: <b>QX7R2M</b></p></td></tr>
<tr><td><table width="100%" cellpadding="6" border="1" style="border-collapse:collapse">
<tr><th>Flight</th><th>Date</th><th>From</th><th>To</th></tr>
<tr><td>SK 1842</td><td>Sat 11 Apr 2026</td><td>Lisbon (LIS) 06:55</td><td>Amsterdam (AMS) 10:40</td></tr>
<tr><td>SK 1847</td><td>Sun 19 Apr 2026</td><td>Amsterdam (AMS) 18:20</td><td>Lisbon (LIS) 20:15</td></tr>
</table></td></tr>
<tr><td><table width="100%" cellpadding="4">
<tr><td>Fare</td><td align="right">EUR 212.00</td></tr>
<tr><td>Taxes and fees</td><td align="right">EUR 64.37</td></tr>
<tr><td>Checked bag (23 kg)</td><td align="right">EUR 45.00</td></tr>
<tr><td><b>Total paid</b></td><td align="right"><b>EUR 321.37</b></td></tr>
</table></td></tr>
<tr><td><p>Manage your booking at <a href="https://skylark-air.example/manage">skylark-air.example/manage</a></p></td></tr>
</table></body></html>
`;

const ESTIMATE_TEXT = `Guten Tag Frau Schäfer,

wie telefonisch besprochen erhalten Sie unseren Kostenvoranschlag für Ihr Fahrzeug.

Kostenvoranschlag Nr.: KV-26-0931
Fahrzeug: Skoda Octavia Combi, amtl. Kennzeichen HN-RS 218
Auftrag: Austausch Zahnriemen inkl. Wasserpumpe, Inspektion

Ersatzteile:           412,60 €
Arbeitslohn (5,5 AW):  467,50 €
Summe netto:           880,10 €
MwSt. 19 %:            167,22 €
Summe brutto:        1.047,32 €

Der Kostenvoranschlag ist 4 Wochen gültig. Bitte geben Sie uns kurz Bescheid, ob wir den Auftrag ausführen dürfen.

Mit freundlichen Grüßen
Ihr Service-Team

Autohaus König GmbH & Co. KG
Heilbronner Str. 140 · 74076 Heilbronn
Tel. 07131 6490-0 · service@autohaus-koenig.example
`;

const DOCUMENTS: TCorpusDocument[] = [
  eml15(
    'reply-quoted-en',
    'purchase_order_change',
    'en',
    'eml',
    [str('po_number'), num('quantity'), date('delivery_date'), str('sender_name'), date('email_date')],
    {
      po_number: 'PO-55120',
      quantity: 1800,
      delivery_date: '2026-04-14',
      sender_name: 'Daniel Moreau',
      email_date: '2026-03-12',
    },
    {
      raw: crlf(`From: Daniel Moreau <d.moreau@alpinepack.example>
To: Grace Whitfield <grace@whitfield-coffee.example>
Subject: Re: PO-55120 change request
Date: Thu, 12 Mar 2026 17:26:40 +0100
In-Reply-To: <A81F3C22@whitfield-coffee.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

Hi Grace,

Confirmed: we can raise PO-55120 to 1,800 units. Because of the extra volum=
e the delivery date moves to 14 April 2026 (was 7 April). Unit price stays =
at EUR 2.35.

Best regards,
Daniel

Daniel Moreau
Key Account Manager
Alpine Packaging S.A.
Route de Lausanne 12, 1110 Morges, Switzerland
Phone +41 21 555 01 77

On Wed, 11 Mar 2026 at 10:03, Grace Whitfield <grace@whitfield-coffee.example>=
 wrote:
> Hi Daniel,
>
> could you increase our order PO-55120 from 1,200 to 1,800 units?
>
> Current order:
> Quantity: 1,200
> Delivery date: 7 April 2026
>
> Thanks,
> Grace
`),
    },
  ),
  eml15(
    'reply-quoted-de',
    'appointment',
    'de',
    'eml',
    [date('termin_datum'), str('termin_uhrzeit'), str('ort'), str('absender_name'), str('absender_telefon')],
    {
      termin_datum: '2026-04-02',
      termin_uhrzeit: '09:30',
      ort: 'Besprechungsraum 3.14',
      absender_name: 'Jana Roth',
      absender_telefon: '+49 221 98 76 54-31',
    },
    {
      raw: `From: Jana Roth <jana.roth@kanzlei-roth.example>
To: Felix Hartmann <f.hartmann@web.example>
Subject: AW: Terminvorschlag Beratungsgespräch
Date: Mon, 23 Mar 2026 08:12:55 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Guten Morgen Herr Hartmann,

der Donnerstag passt uns leider nicht. Wir schlagen stattdessen vor:

Termin: Donnerstag, 02.04.2026, 09:30 Uhr
Ort: Besprechungsraum 3.14, Hohenzollernring 55, 50672 Köln

Bitte bestätigen Sie kurz, ob das für Sie passt.

Viele Grüße
Jana Roth

--
Rechtsanwältin Jana Roth
Kanzlei Roth & Partner mbB
Hohenzollernring 55 · 50672 Köln
Tel.: +49 221 98 76 54-31 · Fax: +49 221 98 76 54-99

Am 20.03.2026 um 16:47 schrieb Felix Hartmann <f.hartmann@web.example>:
> Sehr geehrte Frau Roth,
>
> wie besprochen mein Terminvorschlag:
> Termin: Donnerstag, 26.03.2026, 14:00 Uhr
> Ort: bei Ihnen in der Kanzlei
>
> Mit freundlichen Grüßen
> Felix Hartmann
> Tel. 0171 2233445
`,
    },
  ),
  eml15(
    'ticket-base64-html-de',
    'event_ticket',
    'de',
    'eml',
    [
      str('veranstaltung'),
      date('datum'),
      str('beginn'),
      str('bestellnummer'),
      num('gesamtpreis'),
      obj('veranstaltungsort', [str('name'), str('strasse'), str('plz'), str('ort')]),
    ],
    {
      veranstaltung: 'Erdmöbel – Akustik-Tour 2026',
      datum: '2026-04-18',
      beginn: '20:00',
      bestellnummer: 'KH-7730152',
      gesamtpreis: 72.4,
      veranstaltungsort: { name: 'Kulturfabrik Hansa', strasse: 'Hafenweg 31', plz: '48155', ort: 'Münster' },
    },
    {
      raw: crlf(`From: Kulturfabrik Hansa Tickets <tickets@kulturfabrik-hansa.example>
To: mira.schulte@outlook.example
Subject: =?utf-8?B?RGVpbmUgVGlja2V0cyBmw7xyIEVyZG3DtmJlbCDigJMgQWt1c3Rpay1Ub3VyIDIwMjY=?=
Date: Tue, 24 Mar 2026 21:14:03 +0100
MIME-Version: 1.0
Content-Type: multipart/related; boundary="rel-9f8e7d"

--rel-9f8e7d
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: base64

${base64(TICKET_HTML)}
--rel-9f8e7d
Content-Type: image/png
Content-Transfer-Encoding: base64
Content-ID: <logo>
Content-Disposition: inline; filename="logo.png"

iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==
--rel-9f8e7d--
`),
    },
  ),
  eml15(
    'flight-alternative-en',
    'flight_booking',
    'en',
    'eml',
    [
      str('booking_reference'),
      str('passenger_name'),
      str('outbound_flight'),
      date('outbound_date'),
      date('return_date'),
      num('total_paid'),
      str('currency'),
    ],
    {
      booking_reference: 'QX7R2M',
      passenger_name: 'Ms Ana Ferreira',
      outbound_flight: 'SK 1842',
      outbound_date: '2026-04-11',
      return_date: '2026-04-19',
      total_paid: 321.37,
      currency: 'EUR',
    },
    {
      raw: crlf(`From: Skylark Air <no-reply@skylark-air.example>
To: ana.ferreira@sapo.example
Subject: Your booking confirmation QX7R2M
Date: Sun, 22 Mar 2026 12:00:41 +0000
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="b1_5f3a"

--b1_5f3a
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: base64

${base64(FLIGHT_TEXT)}
--b1_5f3a
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: base64

${base64(FLIGHT_HTML)}
--b1_5f3a--
`),
    },
  ),
  eml15(
    'outlook-forward-bill-en',
    'utility_bill',
    'en',
    'eml',
    [
      str('account_number'),
      date('bill_date'),
      num('amount_due'),
      date('due_date'),
      str('original_sender', 'e-mail address of the utility that sent the bill'),
      str('forwarded_by'),
    ],
    {
      account_number: '8841 2207 19',
      bill_date: '2026-03-05',
      amount_due: 143.62,
      due_date: '2026-03-26',
      original_sender: 'billing@lakeshore-energy.example',
      forwarded_by: 'Mark Patel',
    },
    {
      raw: crlf(`From: Mark Patel <mark.patel@outlook.example>
To: "Sunita Patel" <sunita.p@outlook.example>
Subject: FW: Your Lakeshore Energy bill is ready
Date: Sat, 7 Mar 2026 19:44:20 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset="us-ascii"
Content-Transfer-Encoding: 7bit

Can you pay this one from the joint account? Thanks

Mark

________________________________
From: Lakeshore Energy <billing@lakeshore-energy.example>
Sent: Thursday, March 5, 2026 6:02 AM
To: mark.patel@outlook.example <mark.patel@outlook.example>
Subject: Your Lakeshore Energy bill is ready

Hello Mark,

Your electricity bill dated March 5, 2026 is ready.

Account number: 8841 2207 19
Billing period: Feb 1, 2026 - Feb 28, 2026
Amount due: $143.62
Due date: March 26, 2026

Pay online at lakeshore-energy.example/pay or call 1-800-555-0199.

Lakeshore Energy Customer Care
PO Box 4410, Evanston, IL 60204
`),
    },
  ),
  eml15(
    'renewal-cp1252-html-en',
    'subscription_renewal',
    'en',
    'eml',
    [str('plan'), str('customer_id'), date('renewal_date'), num('amount'), str('card_last4'), str('sender_email')],
    {
      plan: 'Pro Annual',
      customer_id: 'CUS-40917',
      renewal_date: '2026-04-01',
      amount: 119,
      card_last4: '0381',
      sender_email: 'billing@notewise.example',
    },
    {
      raw: `From: Notewise <billing@notewise.example>
To: r.okoye@protonmail.example
Subject: =?windows-1252?Q?Your_Notewise_subscription_renews_soon_=96_action_needed?=
Date: Wed, 18 Mar 2026 03:00:12 +0000
MIME-Version: 1.0
Content-Type: text/html; charset=windows-1252
Content-Transfer-Encoding: quoted-printable

<html><body><table width=3D"100%"><tr><td>
<p>Hi Rita,</p>
<p>Your Notewise subscription renews automatically on <b>April 1, 2026</b>.=
 We=92ll charge your card so there=92s no interruption.</p>
<table cellpadding=3D"6" style=3D"border:1px solid #eee">
<tr><td>Plan</td><td>Pro Annual</td></tr>
<tr><td>Customer ID</td><td>CUS-40917</td></tr>
<tr><td>Amount</td><td>=80119.00 (incl. VAT)</td></tr>
<tr><td>Payment method</td><td>Visa ending in 0381</td></tr>
</table>
<p>Don=92t want to renew? Cancel any time before March 31 in your account s=
ettings.</p>
<p>=96 The Notewise team</p>
</td></tr></table></body></html>
`,
    },
  ),
  eml15(
    'workshop-estimate-base64-de',
    'estimate',
    'de',
    'eml',
    [
      str('kostenvoranschlag_nr'),
      str('kennzeichen'),
      num('summe_netto'),
      num('summe_brutto'),
      str('absender_name'),
      date('datum', 'Datum der E-Mail'),
    ],
    {
      kostenvoranschlag_nr: 'KV-26-0931',
      kennzeichen: 'HN-RS 218',
      summe_netto: 880.1,
      summe_brutto: 1047.32,
      absender_name: 'Autohaus König Service',
      datum: '2026-03-19',
    },
    {
      raw: crlf(`From: =?utf-8?Q?Autohaus_K=C3=B6nig_Service?= <service@autohaus-koenig.example>
To: =?utf-8?Q?Carina_Sch=C3=A4fer?= <carina.schaefer@gmx.example>
Subject: =?utf-8?Q?Kostenvoranschlag_KV-26-0931_f=C3=BCr_HN-RS_218?=
Date: Thu, 19 Mar 2026 15:31:07 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: base64

${base64(ESTIMATE_TEXT)}
`),
    },
  ),
];

/** Branch eml15's development set (layout 63). */
export const DEV_EML15: TCorpusDocument[] = [...DEV_EML15_FIRST, ...DOCUMENTS].map((document) => ({
  ...document,
  layout: DEV_EML15_LAYOUT,
}));
