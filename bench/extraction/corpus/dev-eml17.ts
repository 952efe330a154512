// Development documents of branch eml17 (layout 77), written in session 17 BEFORE the extractor was changed: e-mails
// as people receive them, raw .eml with real MIME structure, on what eml15 and eml16 did not cover:
// multipart/alternative whose text part is poor ("view it in your browser") while the HTML part holds the table,
// invoices sent as mail text with the PDF named as an attachment, replies whose quoted older messages hold other
// (older) amounts and dates, forwards whose forwarder's note holds other figures, signatures with company details
// (VAT ID, register, phone) asked for by the schema, carriers' and banks' notices, appointment confirmations with a
// calendar part, payment reminders; quoted-printable and base64, ISO-8859-1/Windows-1252/UTF-8 bodies and RFC 2047
// encoded-word subjects and names. Held out, not sealed: `--show-dev-eml17` shows their misses. The rest is in
// dev-eml17-more.ts.
import { base64, crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of branch eml17's development documents. */
export const DEV_EML17_LAYOUT = 77;

/** A document of this set: its id starts with "dev-eml17-" (fresh() would prefix "fresh-"). */
export const eml17 = (...args: Parameters<typeof fresh>): TCorpusDocument => ({
  ...fresh(...args),
  id: `dev-eml17-${args[0]}`,
});

/** An RFC 2047 encoded word in base64 ("=?UTF-8?B?...?="), as mail programs write non-ASCII headers. */
export const bword = (text: string, charset: 'UTF-8' | 'ISO-8859-1' = 'UTF-8') =>
  `=?${charset}?B?${Buffer.from(text, charset === 'UTF-8' ? 'utf8' : 'latin1').toString('base64')}?=`;

/** Windows-1252's own characters (euro sign, dashes, curly quotes) as the Latin-1 code points of their bytes. */
export const cp1252 = (text: string) =>
  text
    .replace(/\u20ac/g, '\x80')
    .replace(/\u2013/g, '\x96')
    .replace(/\u2014/g, '\x97')
    .replace(/\u2019/g, '\x92')
    .replace(/\u201e/g, '\x84')
    .replace(/\u201c/g, '\x93');

/** An RFC 2047 encoded word in Q encoding, "_" for a blank. */
export const qword = (text: string, charset: 'UTF-8' | 'ISO-8859-1' | 'windows-1252' = 'UTF-8') => {
  const bytes = Buffer.from(charset === 'windows-1252' ? cp1252(text) : text, charset === 'UTF-8' ? 'utf8' : 'latin1');
  let out = '';
  for (const byte of bytes) {
    if (byte === 32) out += '_';
    else if (byte > 126 || byte < 33 || '=?_'.includes(String.fromCharCode(byte)))
      out += `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `=?${charset}?Q?${out}?=`;
};

/** A small PDF's bytes in base64, standing for an attached invoice (the reader sees its name, maybe its text). */
export const pdfStub = (text: string) =>
  base64(
    `%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\n% ${text}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );

export const DEV_EML17_FIRST: TCorpusDocument[] = [
  // A shop's order confirmation: the text part only says "view in browser", the HTML part holds the order table.
  eml17(
    'shop-order-alt-en',
    'order_confirmation',
    'en',
    'eml',
    [
      str('shop_name'),
      str('order_number'),
      date('order_date'),
      str('customer_name'),
      list('items', [str('product'), num('quantity'), num('price')]),
      num('subtotal'),
      num('shipping_cost'),
      num('order_total'),
      obj('shipping_address', [str('street'), str('city'), str('postcode')]),
    ],
    {
      shop_name: 'Northwind Outdoor',
      order_number: 'NW-448120',
      order_date: '2026-03-14',
      customer_name: 'Hannah Clarke',
      items: [
        { product: 'Trailhead 35L Daypack, Slate', quantity: 1, price: 89 },
        { product: 'Merino Hiking Socks (3-pack)', quantity: 2, price: 24.5 },
      ],
      subtotal: 138,
      shipping_cost: 4.95,
      order_total: 142.95,
      shipping_address: { street: '27 Millbrook Road', city: 'Leeds', postcode: 'LS6 3AB' },
    },
    {
      raw: crlf(`Return-Path: <bounce-7721@mail.northwind-outdoor.example>
From: Northwind Outdoor <orders@northwind-outdoor.example>
To: hannah.clarke@postbox.example
Subject: Thanks for your order NW-448120
Date: Sat, 14 Mar 2026 11:42:03 +0000
Message-ID: <o-448120.1773488523@northwind-outdoor.example>
List-Unsubscribe: <mailto:unsubscribe@northwind-outdoor.example>
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="nw_alt_448120"

--nw_alt_448120
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 7bit

Thanks for your order!

We've received your order and will let you know when it ships.
To see your order details, view this email in your browser:
https://northwind-outdoor.example/account/orders/NW-448120

Northwind Outdoor | Unit 4, Riverside Park, Kendal LA9 6NH

--nw_alt_448120
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: quoted-printable

${qp(`<!DOCTYPE html><html><head><style>td{font-family:Arial,sans-serif;font-size:14px}</style></head><body style="margin:0;background:#f4f4f4">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff">
<tr><td style="padding:24px"><img src="https://northwind-outdoor.example/logo.png" alt="Northwind Outdoor" width="180"></td></tr>
<tr><td style="padding:0 24px"><h1 style="font-size:22px">Thanks for your order, Hannah!</h1>
<p>Order <strong>NW-448120</strong> &middot; Placed on 14 March 2026</p></td></tr>
<tr><td style="padding:0 24px">
<table width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr style="border-bottom:1px solid #ddd"><th align="left">Item</th><th align="center">Qty</th><th align="right">Price</th></tr>
<tr><td>Trailhead 35L Daypack, Slate</td><td align="center">1</td><td align="right">&pound;89.00</td></tr>
<tr><td>Merino Hiking Socks (3-pack)</td><td align="center">2</td><td align="right">&pound;24.50</td></tr>
</table></td></tr>
<tr><td style="padding:12px 24px">
<table width="100%" cellpadding="4" cellspacing="0">
<tr><td>Subtotal</td><td align="right">&pound;138.00</td></tr>
<tr><td>Standard delivery</td><td align="right">&pound;4.95</td></tr>
<tr><td><strong>Total</strong></td><td align="right"><strong>&pound;142.95</strong></td></tr>
</table></td></tr>
<tr><td style="padding:12px 24px"><table width="100%" role="presentation"><tr>
<td valign="top" width="50%"><strong>Delivering to</strong><br>Hannah Clarke<br>27 Millbrook Road<br>Leeds<br>LS6 3AB</td>
<td valign="top" width="50%"><strong>Payment</strong><br>Visa ending 5521</td>
</tr></table></td></tr>
<tr><td style="padding:24px;color:#888;font-size:12px">Northwind Outdoor Ltd &middot; Unit 4, Riverside Park, Kendal LA9 6NH &middot; Company no. 08812345</td></tr>
</table></td></tr></table></body></html>`)}

--nw_alt_448120--
`),
    },
  ),
  // A carrier's delivery notice, HTML only, base64, subject as an encoded word; the shop that sent the parcel.
  eml17(
    'paket-heute-html-de',
    'shipping_notification',
    'de',
    'eml',
    [
      str('sendungsnummer'),
      str('versender', 'Der Shop, der das Paket verschickt hat'),
      str('empfaenger'),
      date('zustelltag'),
      str('zeitfenster'),
      str('paketdienst'),
    ],
    {
      sendungsnummer: '00340434161094027318',
      versender: 'Gartenwelt Kuhn GmbH',
      empfaenger: 'Sabine Wendler',
      zustelltag: '2026-04-16',
      zeitfenster: '10:45 - 12:45 Uhr',
      paketdienst: 'Paketblitz',
    },
    {
      raw: crlf(`From: Paketblitz <noreply@benachrichtigung.paketblitz.example>
To: "Sabine Wendler" <s.wendler@freenet.example>
Subject: ${bword('Ihr Paket von Gartenwelt Kuhn GmbH kommt heute zwischen 10:45 und 12:45 Uhr')}
Date: Thu, 16 Apr 2026 07:03:51 +0200
MIME-Version: 1.0
Content-Type: text/html; charset="UTF-8"
Content-Transfer-Encoding: base64

${base64(`<html><body style="font-family:Helvetica,Arial">
<table width="600" align="center" cellpadding="0" cellspacing="0"><tr><td style="background:#ffcc00;padding:16px">
<img src="https://paketblitz.example/mail/logo.png" alt="Paketblitz"></td></tr>
<tr><td style="padding:20px">
<p>Hallo Sabine Wendler,</p>
<p>gute Nachrichten: Ihr Paket von <b>Gartenwelt Kuhn GmbH</b> wird heute zugestellt.</p>
<table cellpadding="6" cellspacing="0" style="background:#f7f7f7;width:100%">
<tr><td style="color:#666">Voraussichtliche Zustellung</td><td><b>Donnerstag, 16.04.2026</b></td></tr>
<tr><td style="color:#666">Zeitfenster</td><td><b>10:45 - 12:45 Uhr</b></td></tr>
<tr><td style="color:#666">Sendungsnummer</td><td>00340434161094027318</td></tr>
<tr><td style="color:#666">Lieferadresse</td><td>Lindenweg 7, 04229 Leipzig</td></tr>
</table>
<p>Sie sind nicht zu Hause? Legen Sie jetzt einen Ablageort fest oder w&auml;hlen Sie einen Nachbarn.</p>
<p><a href="https://paketblitz.example/s/00340434161094027318">Sendung verfolgen</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#999;padding:20px">Paketblitz GmbH, Am Logistikpark 1, 36251 Bad Hersfeld. Diese Nachricht wurde automatisch versendet.</td></tr>
</table></body></html>`)}
`),
    },
  ),
  // A hotel in Spain writes in English, Windows-1252 quoted-printable with euro signs; en dash in the encoded subject.
  eml17(
    'hotel-cp1252-en',
    'booking_confirmation',
    'en',
    'eml',
    [
      str('hotel_name'),
      str('booking_reference'),
      str('guest_name'),
      date('check_in'),
      date('check_out'),
      str('room_type'),
      num('nights'),
      num('total_price'),
      num('deposit_paid'),
    ],
    {
      hotel_name: 'Hotel Mirador del Puerto',
      booking_reference: 'MDP-26-03817',
      guest_name: 'Oliver Grant',
      check_in: '2026-06-12',
      check_out: '2026-06-16',
      room_type: 'Double Room, Sea View',
      nights: 4,
      total_price: 736,
      deposit_paid: 184,
    },
    {
      raw: crlf(`From: Hotel Mirador del Puerto <reservas@miradordelpuerto.example>
To: Oliver Grant <oliver.grant@btinternet.example>
Subject: ${qword('Booking confirmation \u2013 MDP-26-03817', 'windows-1252')}
Date: Tue, 3 Mar 2026 16:20:44 +0100
X-Mailer: Microsoft Outlook 16.0
MIME-Version: 1.0
Content-Type: text/plain; charset="windows-1252"
Content-Transfer-Encoding: quoted-printable

${qp(
  cp1252(`Dear Mr Grant,

Thank you for choosing Hotel Mirador del Puerto. We are pleased to confirm your reservation:

Booking reference:   MDP-26-03817
Guest:               Oliver Grant
Arrival:             Friday, 12 June 2026 (from 14:00)
Departure:           Tuesday, 16 June 2026 (until 11:00)
Room:                Double Room, Sea View
Nights:              4
Rate per night:      \u20ac184.00 incl. breakfast
Total:               \u20ac736.00
Deposit received:    \u20ac184.00 (first night)
Balance on arrival:  \u20ac552.00

Free cancellation until 29 May 2026. After that date the deposit is non-refundable.
The tourist tax of \u20ac2.20 per person and night is paid at the hotel.

We look forward to welcoming you in Alicante.

Kind regards,

Luc\u00eda Ferrer
Front Office
Hotel Mirador del Puerto \u2013 Paseo del Puerto 12 \u2013 03001 Alicante \u2013 Spain
Tel. +34 965 12 88 40 \u2013 www.miradordelpuerto.example`),
  'latin1',
)}
`),
    },
  ),
  // A garage's appointment confirmation, ISO-8859-1 quoted-printable, Q-encoded subject, signature with register data.
  eml17(
    'werkstatt-termin-latin1-de',
    'appointment_confirmation',
    'de',
    'eml',
    [
      str('werkstatt'),
      str('kunde'),
      str('kennzeichen'),
      date('termin'),
      str('uhrzeit'),
      str('leistung'),
      num('kostenvoranschlag'),
      str('serviceberater'),
      str('ust_id'),
    ],
    {
      werkstatt: 'Autohaus Dietl GmbH & Co. KG',
      kunde: 'Werner Fuchs',
      kennzeichen: 'PA-WF 312',
      termin: '2026-04-21',
      uhrzeit: '07:30',
      leistung: 'Inspektion 60.000 km mit Bremsflüssigkeitswechsel',
      kostenvoranschlag: 389,
      serviceberater: 'Markus Dietl',
      ust_id: 'DE813402275',
    },
    {
      raw: crlf(`From: ${qword('Autohaus Dietl - Service', 'ISO-8859-1')} <service@autohaus-dietl.example>
To: "Werner Fuchs" <werner.fuchs@t-online.example>
Subject: ${qword('Terminbest\u00e4tigung Werkstatt - PA-WF 312', 'ISO-8859-1')}
Date: Wed, 8 Apr 2026 14:51:09 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset="iso-8859-1"
Content-Transfer-Encoding: quoted-printable

${qp(
  `Sehr geehrter Herr Fuchs,

vielen Dank f\u00fcr Ihre Terminanfrage. Hiermit best\u00e4tigen wir Ihren Werkstatttermin:

Termin:        Dienstag, 21.04.2026, 07:30 Uhr (Fahrzeugannahme)
Fahrzeug:      Skoda Octavia Combi 2.0 TDI
Kennzeichen:   PA-WF 312
Leistung:      Inspektion 60.000 km mit Bremsfl\u00fcssigkeitswechsel
Kostenvoranschlag: ca. 389,00 EUR inkl. MwSt.

Ihr Fahrzeug ist voraussichtlich am selben Tag ab 16:00 Uhr abholbereit. Einen
Ersatzwagen haben wir f\u00fcr Sie nicht reserviert.

Mit freundlichen Gr\u00fc\u00dfen

Markus Dietl
Serviceberater

Autohaus Dietl GmbH & Co. KG
Innstra\u00dfe 41 | 94032 Passau
Tel. 0851 490 33-0 | Fax 0851 490 33-19
Sitz Passau, Amtsgericht Passau HRA 4418
Pers. haftende Gesellschafterin: Dietl Verwaltungs GmbH, AG Passau HRB 7731
Gesch\u00e4ftsf\u00fchrer: Josef Dietl
USt-IdNr. DE813402275`,
  'latin1',
)}
`),
    },
  ),
  // An invoice sent as mail text, the PDF attached by name; the signature holds the company details.
  eml17(
    'rechnung-anhang-de',
    'invoice',
    'de',
    'eml',
    [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      num('rechnungsbetrag'),
      date('faellig_am'),
      str('iban'),
      str('firma'),
      str('steuernummer'),
      str('anhang', 'Dateiname der angehängten Rechnung'),
    ],
    {
      rechnungsnummer: '2026-0412',
      rechnungsdatum: '2026-04-02',
      rechnungsbetrag: 1249.5,
      faellig_am: '2026-04-16',
      iban: 'DE44 5206 0410 0003 9124 77',
      firma: 'Holzwerk Baumann',
      steuernummer: '026/243/51802',
      anhang: 'Rechnung_2026-0412.pdf',
    },
    {
      raw: crlf(`From: Tobias Baumann <info@holzwerk-baumann.example>
To: "Familie Kessler" <kessler.familie@gmx.example>
Subject: Rechnung 2026-0412 Einbauschrank Dachgeschoss
Date: Thu, 2 Apr 2026 18:07:22 +0200
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="------------9D3A0F2C81B7E5D4"

This is a multi-part message in MIME format.
--------------9D3A0F2C81B7E5D4
Content-Type: text/plain; charset=UTF-8; format=flowed
Content-Transfer-Encoding: 8bit

Guten Abend Frau Kessler, guten Abend Herr Kessler,

vielen Dank für den Auftrag. Im Anhang finden Sie unsere Rechnung
Nr. 2026-0412 vom 02.04.2026 über den Einbauschrank im Dachgeschoss.

Der Rechnungsbetrag von 1.249,50 € ist zahlbar bis zum 16.04.2026 ohne
Abzug auf unser Konto bei der Evangelischen Bank:
IBAN DE44 5206 0410 0003 9124 77, BIC GENODEF1EK1.

Die Anzahlung über 500,00 € vom März ist in der Rechnung bereits
berücksichtigt.

Viele Grüße aus der Werkstatt
Tobias Baumann

-- 
Holzwerk Baumann
Schreinermeister Tobias Baumann
Mühlgasse 3, 34117 Kassel
Tel. 0561 739 82 10
Steuernummer 026/243/51802

--------------9D3A0F2C81B7E5D4
Content-Type: application/pdf; name="Rechnung_2026-0412.pdf"
Content-Disposition: attachment; filename="Rechnung_2026-0412.pdf"
Content-Transfer-Encoding: base64

${pdfStub('Rechnung 2026-0412')}
--------------9D3A0F2C81B7E5D4--
`),
    },
  ),
  // A second reminder answering the customer's reply: the quotes below hold the first reminder's older figures.
  eml17(
    'reminder-reply-chain-en',
    'payment_reminder',
    'en',
    'eml',
    [
      str('company_name'),
      str('customer_name'),
      str('invoice_number'),
      num('amount_due'),
      num('late_fee'),
      date('pay_by'),
    ],
    {
      company_name: 'Brightwave Hosting Ltd',
      customer_name: 'Mark Ellison',
      invoice_number: 'BW-7731',
      amount_due: 64.9,
      late_fee: 5,
      pay_by: '2026-04-20',
    },
    {
      raw: crlf(`From: Brightwave Hosting Billing <billing@brightwave-hosting.example>
To: Mark Ellison <mark@ellison-photo.example>
Subject: Re: Reminder: invoice BW-7731 is overdue
Date: Fri, 10 Apr 2026 10:14:30 +0100
In-Reply-To: <CAF3x9Lq0m@mail.example>
References: <rem-7731-1@brightwave-hosting.example> <CAF3x9Lq0m@mail.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

${qp(`Hi Mark,

thanks for getting back to us. We have checked again and have not received a
payment for invoice BW-7731 yet; the transfer you mention may have gone to our
old account.

As the invoice is now more than 14 days overdue, a late fee of \u00a35.00 has been
added. The balance is now \u00a364.90. Please pay by 20 April 2026 to avoid a
suspension of your hosting package.

Kind regards,
Priya Nair
Accounts Team
Brightwave Hosting Ltd, 3 Canal Wharf, Manchester M1 5AN
Company No. 10554821 | VAT GB 271 8830 45

On Thu, 9 Apr 2026 at 21:02, Mark Ellison <mark@ellison-photo.example> wrote:
> Hello,
>
> I'm sure I paid this on 2 April, can you check please?
>
> Mark
>
> On Mon, 6 Apr 2026, 09:00 Brightwave Hosting Billing, <billing@brightwave-hosting.example> wrote:
>> Dear Mark Ellison,
>>
>> our records show that invoice BW-7731 of 23 March 2026 is still unpaid.
>>
>> Amount due: \u00a359.90
>> Due date: 6 April 2026
>>
>> Please pay at your earliest convenience.
>>
>> Brightwave Hosting Billing`)}
`),
    },
  ),
  // A bank's push mail about a direct debit, base64 UTF-8 text, subject as an encoded word.
  eml17(
    'bank-lastschrift-de',
    'bank_notification',
    'de',
    'eml',
    [
      str('bank'),
      str('zahlungsempfaenger'),
      num('betrag'),
      date('buchungstag'),
      str('verwendungszweck'),
      num('kontostand'),
      str('konto', 'Kontonummer oder IBAN (wie angezeigt)'),
    ],
    {
      bank: 'Sparkasse Oberland',
      zahlungsempfaenger: 'Stadtwerke Weilheim GmbH',
      betrag: 89.99,
      buchungstag: '2026-04-03',
      verwendungszweck: 'Abschlag Strom April 2026 VK 3300418812',
      kontostand: 2314.56,
      konto: 'DE12 7035 1030 **** **** 47',
    },
    {
      raw: crlf(`From: ${bword('Sparkasse Oberland – Kontowecker')} <kontowecker@sparkasse-oberland.example>
To: julia.hartl@posteo.example
Subject: ${bword('Kontowecker: Lastschrift über 89,99 EUR gebucht')}
Date: Fri, 3 Apr 2026 06:12:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`Guten Tag Julia Hartl,

auf Ihrem Konto wurde eine Lastschrift gebucht, die Ihren Kontowecker ausgelöst hat.

Konto: Girokonto DE12 7035 1030 **** **** 47
Buchungstag: 03.04.2026
Zahlungsempfänger: Stadtwerke Weilheim GmbH
Verwendungszweck: Abschlag Strom April 2026 VK 3300418812
Betrag: -89,99 EUR
Kontostand nach Buchung: 2.314,56 EUR

Diese Benachrichtigung haben Sie im Online-Banking eingerichtet. Sie können sie
jederzeit unter "Service > Kontowecker" ändern.

Ihre Sparkasse Oberland

Bitte antworten Sie nicht auf diese E-Mail. Wir fragen Sie per E-Mail niemals
nach PIN oder TAN.`)}
`),
    },
  ),
  // Gmail forward of a shop receipt; the forwarder's note names other amounts.
  eml17(
    'receipt-fwd-gmail-en',
    'receipt',
    'en',
    'eml',
    [
      str('merchant'),
      str('order_number'),
      date('order_date'),
      num('total'),
      num('sales_tax'),
      str('payment_method'),
      str('purchaser'),
    ],
    {
      merchant: 'Little Sprout Baby Co.',
      order_number: 'LS-2026-88213',
      order_date: '2026-02-19',
      total: 412.37,
      sales_tax: 27.38,
      payment_method: 'Mastercard ending 1182',
      purchaser: 'Daniel Reyes',
    },
    {
      raw: crlf(`From: Daniel Reyes <dan.reyes@gmail.example>
To: Sofia Reyes <sofia.reyes@gmail.example>
Subject: Fwd: Your Little Sprout order LS-2026-88213
Date: Sun, 22 Feb 2026 20:41:17 -0800
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="000000000000a1b2c3d4e5f6"

--000000000000a1b2c3d4e5f6
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

${qp(`For the FSA claim. The car seat was $189.99 on its own, the rest is the
stroller. We still have the $50 gift card.

---------- Forwarded message ---------
From: Little Sprout Baby Co. <orders@littlesprout.example>
Date: Thu, Feb 19, 2026 at 3:12 PM
Subject: Your Little Sprout order LS-2026-88213
To: <dan.reyes@gmail.example>


Hi Daniel,

Thank you for shopping with Little Sprout! Here's your receipt.

Order number: LS-2026-88213
Order date: February 19, 2026

Cruiser Lite Stroller             $194.99
Snug Ride Car Seat                $189.99
Subtotal                          $384.98
Shipping                            FREE
Sales tax (7.25%)                  $27.38
Total charged                     $412.37

Paid with Mastercard ending 1182

Questions? Reply to this email or call 1-800-555-0142.
Little Sprout Baby Co., 880 Harbor Blvd, Oxnard, CA 93035`)}

--000000000000a1b2c3d4e5f6
Content-Type: text/html; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

${qp(`<div dir="ltr">For the FSA claim. The car seat was $189.99 on its own, the rest is the stroller. We still have the $50 gift card.<br><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <strong class="gmail_sendername">Little Sprout Baby Co.</strong> <span>&lt;orders@littlesprout.example&gt;</span><br>Date: Thu, Feb 19, 2026 at 3:12 PM<br>Subject: Your Little Sprout order LS-2026-88213<br>To: &lt;dan.reyes@gmail.example&gt;<br></div><br><br><p>Hi Daniel,</p><p>Thank you for shopping with Little Sprout! Here's your receipt.</p><p>Order number: LS-2026-88213<br>Order date: February 19, 2026</p><table><tr><td>Cruiser Lite Stroller</td><td>$194.99</td></tr><tr><td>Snug Ride Car Seat</td><td>$189.99</td></tr><tr><td>Subtotal</td><td>$384.98</td></tr><tr><td>Shipping</td><td>FREE</td></tr><tr><td>Sales tax (7.25%)</td><td>$27.38</td></tr><tr><td><b>Total charged</b></td><td><b>$412.37</b></td></tr></table><p>Paid with Mastercard ending 1182</p><p>Questions? Reply to this email or call 1-800-555-0142.<br>Little Sprout Baby Co., 880 Harbor Blvd, Oxnard, CA 93035</p></div></div>`)}

--000000000000a1b2c3d4e5f6--
`),
    },
  ),
];
