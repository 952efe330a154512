// Development documents of branch eml21 (layout 101), written in session 21 BEFORE the extractor was changed: raw .eml
// mails of situations the earlier e-mail sets (dev-eml15/16/17/19) did not write: a rail booking whose text part is a
// poor copy of the HTML table, a restaurant's format=flowed reply, a freelancer's invoice in the mail text with the
// firm's details only in the signature, a payment reminder above the quoted first invoice mail, German Gmail and Apple
// Mail forwards with a note of the forwarder's own, a German reply whose quoted message holds the old appointment, an
// HTML-only shipping notice with an item table, a base64 German shipping mail, an order whose plain part is wrapped at
// 72 columns, a Latin-1 dunning letter with a GmbH footer, an HTML-only flight booking, an English reply above an
// Outlook-quoted request. Header facts (sender name and address, date sent, subject) are asked beside the body's;
// fields a mail does not state stay out of the truth. English and German, varied writers (shops, small firms, people).
// Held out, not sealed: `--show-dev-eml21` shows their misses. The rest is in dev-eml21-more.ts.
import { base64, crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { qword } from './dev-eml17.ts';
import { DEV_EML21_MORE } from './dev-eml21-more.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of branch eml21's development documents. */
export const DEV_EML21_LAYOUT = 101;

const FIRST: TCorpusDocument[] = [
  // A rail operator's booking: the text part is a flat copy, the HTML part's table holds the journey.
  fresh(
    'bahnbuchung-alt-de',
    'booking_confirmation',
    'de',
    'eml',
    [
      str('auftragsnummer'),
      str('reisender'),
      date('reisedatum'),
      str('abfahrt_uhrzeit'),
      str('abfahrtsbahnhof'),
      str('zielbahnhof'),
      num('preis'),
      str('absender_email'),
    ],
    {
      auftragsnummer: 'Q7K2PM',
      reisender: 'Stefanie Brandt',
      reisedatum: '2026-04-17',
      abfahrt_uhrzeit: '07:34',
      abfahrtsbahnhof: 'Hannover Hbf',
      zielbahnhof: 'München Hbf',
      preis: 89.9,
      absender_email: 'buchung@fernzug-reisen.example',
    },
    {
      raw: crlf(`From: Fernzug Reisen <buchung@fernzug-reisen.example>
To: stefanie.brandt@posteo.example
Subject: ${qword('Ihre Buchungsbestätigung (Auftrag Q7K2PM)')}
Date: Tue, 07 Apr 2026 21:03:11 +0200
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="fz-91aa"

--fz-91aa
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Guten Tag Stefanie Brandt,

vielen Dank für Ihre Buchung. Ihr Auftrag: Q7K2PM

Hinfahrt am 17.04.2026
Hannover Hbf ab 07:34 ICE 577 München Hbf an 11:52

Reisende: Stefanie Brandt
Gesamtpreis: 89,90 €

Ihr Ticket finden Sie im Anhang und in der App.

Gute Reise wünscht Ihnen
Ihr Fernzug-Reisen-Team`)}

--fz-91aa
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body style="font-family:Arial">
<p>Guten Tag Stefanie Brandt,</p>
<p>vielen Dank für Ihre Buchung. Ihr Auftrag: <b>Q7K2PM</b></p>
<h3>Hinfahrt am 17.04.2026</h3>
<table cellpadding="4">
<tr><th>Halt</th><th>Datum</th><th>Zeit</th><th>Gleis</th><th>Zug</th></tr>
<tr><td>Hannover Hbf</td><td>17.04.</td><td>ab 07:34</td><td>9</td><td>ICE 577</td></tr>
<tr><td>München Hbf</td><td>17.04.</td><td>an 11:52</td><td>18</td><td></td></tr>
</table>
<table><tr><td>Reisende</td><td>Stefanie Brandt</td></tr>
<tr><td>Gesamtpreis</td><td><b>89,90&nbsp;&euro;</b></td></tr></table>
<p>Gute Reise wünscht Ihnen<br>Ihr Fernzug-Reisen-Team</p>
</body></html>`)}

--fz-91aa--
`),
    },
  ),
  // A restaurant's owner answers a table request; format=flowed with soft line breaks (trailing spaces).
  fresh(
    'table-booking-flowed-en',
    'reservation',
    'en',
    'eml',
    [
      str('guest_name'),
      date('reservation_date'),
      str('reservation_time'),
      num('party_size'),
      str('restaurant'),
      str('restaurant_phone'),
      str('deposit'),
    ],
    {
      guest_name: 'Oliver Grant',
      reservation_date: '2026-05-09',
      reservation_time: '19:30',
      party_size: 6,
      restaurant: 'The Saltmarsh Kitchen',
      restaurant_phone: '01502 555 018',
    },
    {
      raw: crlf(`From: Hannah Cole <hannah@saltmarshkitchen.example>
To: Oliver Grant <oliver.grant@fastmail.example>
Subject: Re: Table for 6 on Saturday 9 May
Date: Thu, 30 Apr 2026 16:42:09 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8; format=flowed
Content-Transfer-Encoding: 7bit

Hi Oliver,

Thanks for getting in touch. I'm happy to confirm your table for 6 guests 
on Saturday 9 May at 7.30pm in the window room. We hold tables for 15 
minutes, so please give us a ring on 01502 555 018 if you are running late.

Our set menu is available for groups of 6 or more if you'd like it, just 
let us know by Thursday.

See you soon,
Hannah

--
Hannah Cole
The Saltmarsh Kitchen
14 Quay Street, Southwold IP18 6BX
`),
    },
  ),
  // A freelancer's invoice in the mail text; the firm, VAT number and IBAN only in the signature block.
  fresh(
    'rechnung-im-text-de',
    'invoice',
    'de',
    'eml',
    [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      num('nettobetrag'),
      num('umsatzsteuer'),
      num('bruttobetrag'),
      date('zahlungsziel'),
      str('firma', 'Firma des Rechnungsstellers'),
      str('ust_id'),
      str('iban'),
      str('kunde'),
    ],
    {
      rechnungsnummer: '2026-031',
      rechnungsdatum: '2026-03-31',
      nettobetrag: 1840,
      umsatzsteuer: 349.6,
      bruttobetrag: 2189.6,
      zahlungsziel: '2026-04-14',
      firma: 'Pixelwerk Design',
      ust_id: 'DE318804551',
      iban: 'DE27 4306 0967 1187 2210 00',
      kunde: 'Bäckerei Lindner GmbH',
    },
    {
      raw: crlf(`From: Lena Vogt <lena@pixelwerk-design.example>
To: buchhaltung@baeckerei-lindner.example
Subject: Rechnung 2026-031 Webseite Relaunch
Date: Tue, 31 Mar 2026 17:20:45 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Liebe Frau Lindner,

anbei wie besprochen meine Rechnung für den Relaunch Ihrer Webseite, hier
auch noch einmal im Text:

Rechnung Nr. 2026-031 vom 31.03.2026
an Bäckerei Lindner GmbH, Marktplatz 3, 34117 Kassel

Konzeption und Design (16 Std. à 70,00 €)      1.120,00 €
Umsetzung WordPress (9 Std. à 80,00 €)           720,00 €
Summe netto                                    1.840,00 €
zzgl. 19 % USt.                                  349,60 €
Gesamtbetrag                                   2.189,60 €

Bitte überweisen Sie den Betrag bis zum 14.04.2026 auf das unten
genannte Konto.

Viele Grüße
Lena Vogt

--
Pixelwerk Design · Inh. Lena Vogt
Friedrich-Ebert-Str. 58 · 34119 Kassel
Tel. 0561 555 2290 · www.pixelwerk-design.example
USt-IdNr. DE318804551
IBAN DE27 4306 0967 1187 2210 00 · BIC GENODEM1GLS`)}
`),
    },
  ),
  // A payment reminder written above the quoted first invoice mail: the new total (with fee) and new date win.
  fresh(
    'reminder-quoted-en',
    'payment_reminder',
    'en',
    'eml',
    [
      str('invoice_number'),
      num('amount_due'),
      num('late_fee'),
      date('pay_by'),
      date('original_due_date'),
      str('company'),
      str('sender_name'),
      date('email_date'),
    ],
    {
      invoice_number: 'INV-4471',
      amount_due: 1295,
      late_fee: 40,
      pay_by: '2026-04-24',
      original_due_date: '2026-03-27',
      company: 'Brightside Electrical Ltd',
      sender_name: 'Sam Okafor',
      email_date: '2026-04-10',
    },
    {
      raw: crlf(`From: Sam Okafor <accounts@brightside-electrical.example>
To: Rob Hendry <rob@hendryhomes.example>
Subject: Re: Invoice INV-4471 - rewiring at 22 Elm Grove
Date: Fri, 10 Apr 2026 09:05:31 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=us-ascii
Content-Transfer-Encoding: 7bit

Hi Rob,

Just a reminder that invoice INV-4471 is now two weeks overdue. As per
our terms a late payment fee of GBP 40.00 has been added, so the amount
now due is GBP 1,295.00. Please could you settle this by 24 April 2026.

If you've already paid, please ignore this email.

Thanks,
Sam Okafor
Accounts, Brightside Electrical Ltd
Co. No. 09911482 | 01632 555 440

On Fri, 13 Mar 2026 at 14:12, Sam Okafor <accounts@brightside-electrical.example> wrote:
> Hi Rob,
>
> Please find attached invoice INV-4471 for the rewiring at 22 Elm Grove.
>
> Amount: GBP 1,255.00
> Due date: 27 March 2026
>
> Bank: Brightside Electrical Ltd, sort code 40-11-62, account 71829304
>
> Thanks,
> Sam
`),
    },
  ),
  // A German Gmail forward: the forwarder's note on top, the hotel's confirmation below the Gmail marker.
  fresh(
    'hotel-weitergeleitet-de',
    'booking_confirmation',
    'de',
    'eml',
    [
      str('hotel'),
      str('buchungsnummer'),
      date('anreise'),
      date('abreise'),
      num('naechte'),
      num('gesamtpreis'),
      str('gast'),
      str('weitergeleitet_von'),
    ],
    {
      hotel: 'Hotel Seeblick Konstanz',
      buchungsnummer: 'SB-260512-44',
      anreise: '2026-05-12',
      abreise: '2026-05-14',
      naechte: 2,
      gesamtpreis: 318,
      gast: 'Dr. Markus Feld',
      weitergeleitet_von: 'Markus Feld',
    },
    {
      raw: crlf(`From: Markus Feld <m.feld@feld-consulting.example>
To: Assistenz <assistenz@feld-consulting.example>
Subject: Fwd: Ihre Reservierung SB-260512-44
Date: Mon, 20 Apr 2026 08:14:52 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hallo Frau Sommer,

bitte für die Reisekostenabrechnung ablegen. Danke!

MF

---------- Weitergeleitete Nachricht ---------
Von: Hotel Seeblick Konstanz <reservierung@seeblick-konstanz.example>
Date: Mi., 8. Apr. 2026 um 15:31 Uhr
Subject: Ihre Reservierung SB-260512-44
To: <m.feld@feld-consulting.example>


Sehr geehrter Herr Dr. Feld,

wir freuen uns, Ihre Reservierung zu bestätigen:

Buchungsnummer: SB-260512-44
Gast: Dr. Markus Feld
Anreise: Dienstag, 12.05.2026 (ab 15:00 Uhr)
Abreise: Donnerstag, 14.05.2026 (bis 11:00 Uhr)
Zimmer: 1 Einzelzimmer Seeseite, 2 Nächte inkl. Frühstück
Gesamtpreis: 318,00 EUR

Eine kostenfreie Stornierung ist bis 48 Stunden vor Anreise möglich.

Mit freundlichen Grüßen
Ihr Team vom Hotel Seeblick
Seestraße 21, 78464 Konstanz`)}
`),
    },
  ),
  // An Apple Mail forward in German ("Anfang der weitergeleiteten Nachricht:"): a roofer's offer sent on to a partner.
  fresh(
    'angebot-apple-weiter-de',
    'quote',
    'de',
    'eml',
    [
      str('angebotsnummer'),
      date('angebotsdatum'),
      str('firma'),
      str('ansprechpartner'),
      num('angebotssumme'),
      date('gueltig_bis'),
      str('leistung'),
    ],
    {
      angebotsnummer: 'A-26-0193',
      angebotsdatum: '2026-03-18',
      firma: 'Dachdeckerei Krämer GmbH',
      ansprechpartner: 'Thomas Krämer',
      angebotssumme: 7852.81,
      gueltig_bis: '2026-04-30',
      leistung: 'Neueindeckung Garagendach',
    },
    {
      raw: crlf(`From: Julia Hartmann <julia.hartmann@icloud.example>
To: Ben Hartmann <ben.hartmann@gmx.example>
Subject: WG: Angebot A-26-0193 Garagendach
Date: Thu, 19 Mar 2026 19:48:02 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

${qp(`Schau mal, das ist teurer als gedacht. Das erste Angebot lag bei 6.900 €.
Sollen wir noch ein drittes einholen?

Julia

Anfang der weitergeleiteten Nachricht:

> Von: Thomas Krämer <t.kraemer@kraemer-dach.example>
> Betreff: Angebot A-26-0193 Garagendach
> Datum: 18. März 2026 um 16:05:37 MEZ
> An: julia.hartmann@icloud.example
>
> Sehr geehrte Frau Hartmann,
>
> vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen die Neueindeckung Garagendach
> (ca. 42 m²) wie folgt an:
>
> Angebot Nr. A-26-0193 vom 18.03.2026
> Abbruch und Entsorgung Altdach        1.480,00 €
> Neueindeckung mit Bitumenbahnen       4.120,00 €
> Dachrinnen und Fallrohre                 999,00 €
> Summe netto                          6.599,00 €
> MwSt. 19 %                           1.253,81 €
> Angebotssumme brutto                 7.852,81 €
>
> Das Angebot ist gültig bis 30.04.2026.
>
> Mit freundlichen Grüßen
> Thomas Krämer
> Dachdeckerei Krämer GmbH
> Am Ziegelhof 7, 35390 Gießen`)}
`),
    },
  ),
  // A German reply: the practice moves an appointment; the patient's quoted mail ("Am … schrieb …:") holds the old one.
  fresh(
    'termin-antwort-de',
    'appointment',
    'de',
    'eml',
    [str('patient'), date('termin_datum'), str('termin_uhrzeit'), str('praxis'), str('telefon'), str('absender_name')],
    {
      patient: 'Claudia Nowak',
      termin_datum: '2026-04-22',
      termin_uhrzeit: '08:15',
      praxis: 'Zahnarztpraxis Dr. Yilmaz',
      telefon: '0711 555 83 40',
      absender_name: 'Miriam Roth',
    },
    {
      raw: crlf(`From: Zahnarztpraxis Dr. Yilmaz <empfang@praxis-yilmaz.example>
To: Claudia Nowak <c.nowak@t-online.example>
Subject: AW: Terminverschiebung Kontrolle
Date: Wed, 15 Apr 2026 11:37:20 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=ISO-8859-1
Content-Transfer-Encoding: quoted-printable

${qp(
  `Liebe Frau Nowak,

gerne verschieben wir Ihren Kontrolltermin. Neuer Termin:
Mittwoch, 22.04.2026 um 8:15 Uhr.

Bitte bringen Sie Ihre Versichertenkarte mit. Falls der Termin nicht
passt, erreichen Sie uns unter 0711 555 83 40.

Freundliche Grüße
Miriam Roth
Empfang

Zahnarztpraxis Dr. Yilmaz
Königstraße 12, 70173 Stuttgart

Am 14.04.2026 um 18:02 schrieb Claudia Nowak <c.nowak@t-online.example>:
> Guten Tag,
> leider kann ich meinen Termin am 16.04.2026 um 10:30 Uhr nicht
> wahrnehmen. Wäre ein Termin in der Woche danach möglich?
> Viele Grüße
> Claudia Nowak`,
  'latin1',
)}
`),
    },
  ),
  // An HTML-only shipping notice: the items and the tracking number in tables, the carrier named in a sentence.
  fresh(
    'shipped-html-only-en',
    'shipping_notice',
    'en',
    'eml',
    [
      str('order_number'),
      str('tracking_number'),
      str('carrier'),
      date('estimated_delivery'),
      list('items', [str('name'), num('quantity')]),
      str('customer'),
    ],
    {
      order_number: '#HB-20931',
      tracking_number: '1Z999AA10123456784',
      carrier: 'UPS',
      estimated_delivery: '2026-03-12',
      items: [
        { name: 'Linen duvet cover, king, sage', quantity: 1 },
        { name: 'Linen pillowcase pair, sage', quantity: 2 },
      ],
      customer: 'Amelia Watts',
    },
    {
      raw: crlf(`From: Hearth & Bloom <orders@hearthandbloom.example>
To: amelia.watts@outlook.example
Subject: Your order #HB-20931 is on its way
Date: Mon, 09 Mar 2026 10:22:18 +0000
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`<!DOCTYPE html><html><body>
<table width="100%" bgcolor="#f6f3ee"><tr><td align="center">
<table width="560"><tr><td>
<h2>Good news, Amelia Watts!</h2>
<p>Your order <strong>#HB-20931</strong> has been shipped with UPS and should arrive by Thursday, March 12.</p>
<table width="100%" style="border-collapse:collapse">
<tr><td style="color:#888">Tracking number</td><td><a href="https://track.example/1Z999AA10123456784">1Z999AA10123456784</a></td></tr>
</table>
<h3>In this shipment</h3>
<table width="100%">
<tr><th align="left">Item</th><th>Qty</th></tr>
<tr><td>Linen duvet cover, king, sage</td><td align="center">1</td></tr>
<tr><td>Linen pillowcase pair, sage</td><td align="center">2</td></tr>
</table>
<p>Questions? Reply to this email or visit our help centre.</p>
<p style="font-size:11px;color:#999">Hearth &amp; Bloom Ltd, 3 Mill Yard, Frome BA11 1BT</p>
</td></tr></table>
</td></tr></table>
</body></html>`)}
`),
    },
  ),
  // A German shop's shipping mail, plain text in base64, the parcel service and tracking number on label lines.
  fresh(
    'versand-base64-de',
    'shipping_notice',
    'de',
    'eml',
    [
      str('bestellnummer'),
      str('sendungsnummer'),
      str('paketdienst'),
      date('zustellung_voraussichtlich'),
      str('lieferadresse'),
      str('shop'),
    ],
    {
      bestellnummer: '100482215',
      sendungsnummer: 'H1002340017785902841',
      paketdienst: 'Hermes',
      zustellung_voraussichtlich: '2026-02-26',
      lieferadresse: 'Tobias Engel, Lindenweg 4, 04229 Leipzig',
      shop: 'Gartenwelt Sommer',
    },
    {
      raw: crlf(`From: "Gartenwelt Sommer" <shop@gartenwelt-sommer.example>
To: tobias.engel@freenet.example
Subject: =?UTF-8?B?${Buffer.from('Ihre Bestellung 100482215 wurde verschickt', 'utf8').toString('base64')}?=
Date: Tue, 24 Feb 2026 13:55:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`Hallo Tobias Engel,

gute Nachrichten: Ihre Bestellung 100482215 hat unser Lager verlassen.

Paketdienst: Hermes
Sendungsnummer: H1002340017785902841
Voraussichtliche Zustellung: Donnerstag, 26.02.2026

Lieferadresse:
Tobias Engel
Lindenweg 4
04229 Leipzig

Den Status Ihrer Sendung können Sie jederzeit in Ihrem Kundenkonto verfolgen.

Grüne Grüße
Ihre Gartenwelt Sommer

Gartenwelt Sommer e.K. | Am Gewerbepark 9 | 06116 Halle (Saale)
Kundenservice: service@gartenwelt-sommer.example`)}
`),
    },
  ),
  // An order mail whose plain part is hard-wrapped at 72 columns (an amount split from its words) beside an HTML table.
  fresh(
    'order-wrapped-alt-en',
    'order_confirmation',
    'en',
    'eml',
    [
      str('order_number'),
      date('order_date'),
      list('items', [str('description'), num('quantity'), num('price')]),
      num('subtotal'),
      num('shipping'),
      num('vat'),
      num('total'),
      str('payment_method'),
    ],
    {
      order_number: 'CT-558102',
      order_date: '2026-01-28',
      items: [
        { description: 'Walnut chopping board, large', quantity: 1, price: 48 },
        { description: 'Board oil 250 ml', quantity: 2, price: 9.5 },
      ],
      subtotal: 67,
      shipping: 4.95,
      vat: 11.99,
      total: 71.95,
      payment_method: 'PayPal',
    },
    {
      raw: crlf(`From: Coldwater Timber Co <hello@coldwatertimber.example>
To: rachel.peel@gmail.example
Subject: Order CT-558102 confirmed
Date: Wed, 28 Jan 2026 20:41:37 +0000
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="ct-alt-2"

--ct-alt-2
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hi Rachel, thanks for shopping with Coldwater Timber Co! We've received
your order CT-558102 placed on 28 January 2026 and we'll let you know
when it ships. You paid with PayPal; the total charged was GBP
71.95 including GBP 11.99 VAT and GBP 4.95 shipping.

Walnut chopping board, large x 1 GBP 48.00
Board oil 250 ml x 2 GBP 19.00

Subtotal GBP 67.00

--ct-alt-2
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: 7bit

<html><body>
<p>Hi Rachel, thanks for shopping with Coldwater Timber Co!</p>
<p>Order <b>CT-558102</b> &middot; placed 28 January 2026 &middot; paid with PayPal</p>
<table>
<tr><th>Item</th><th>Qty</th><th>Price</th></tr>
<tr><td>Walnut chopping board, large</td><td>1</td><td>&pound;48.00</td></tr>
<tr><td>Board oil 250 ml</td><td>2</td><td>&pound;9.50</td></tr>
<tr><td colspan="2">Subtotal</td><td>&pound;67.00</td></tr>
<tr><td colspan="2">Shipping</td><td>&pound;4.95</td></tr>
<tr><td colspan="2"><b>Total</b></td><td><b>&pound;71.95</b></td></tr>
<tr><td colspan="2">incl. VAT</td><td>&pound;11.99</td></tr>
</table>
</body></html>

--ct-alt-2--
`),
    },
  ),
  // A Latin-1 dunning letter in the mail text: the open amount, the fee and the new deadline; the creditor in the footer.
  fresh(
    'mahnung-latin1-de',
    'dunning',
    'de',
    'eml',
    [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      num('offener_betrag'),
      num('mahngebuehr'),
      num('gesamtforderung'),
      date('neue_frist'),
      str('glaeubiger'),
      str('sachbearbeiter'),
      str('handelsregister'),
    ],
    {
      rechnungsnummer: 'RE-88120',
      rechnungsdatum: '2026-01-15',
      offener_betrag: 412.3,
      mahngebuehr: 5,
      gesamtforderung: 417.3,
      neue_frist: '2026-03-06',
      glaeubiger: 'Büroprofi Schneider GmbH',
      sachbearbeiter: 'Jörg Albrecht',
      handelsregister: 'HRB 21877',
    },
    {
      raw: crlf(`From: Forderungsmanagement <mahnwesen@bueroprofi-schneider.example>
To: info@kanzlei-weiss.example
Subject: 1. Mahnung zur Rechnung RE-88120
Date: Fri, 20 Feb 2026 10:00:12 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=ISO-8859-1
Content-Transfer-Encoding: quoted-printable

${qp(
  `Sehr geehrte Damen und Herren,

sicher ist es Ihrer Aufmerksamkeit entgangen, dass unsere Rechnung
RE-88120 vom 15.01.2026 über 412,30 EUR noch nicht ausgeglichen ist.

Offener Betrag:     412,30 EUR
Mahngebühr:           5,00 EUR
Gesamtforderung:    417,30 EUR

Wir bitten Sie, den Gesamtbetrag bis spätestens 06.03.2026 zu überweisen.
Sollten Sie die Zahlung bereits veranlasst haben, betrachten Sie dieses
Schreiben bitte als gegenstandslos.

Mit freundlichen Grüßen
i. A. Jörg Albrecht
Forderungsmanagement

Büroprofi Schneider GmbH
Industriestraße 40 · 67063 Ludwigshafen
Geschäftsführer: Klaus Schneider
Amtsgericht Ludwigshafen HRB 21877 · USt-IdNr. DE149920317`,
  'latin1',
)}
`),
    },
  ),
  // An airline's booking confirmation in HTML only; the flight table's cells hold date, times and airports.
  fresh(
    'flight-html-en',
    'booking_confirmation',
    'en',
    'eml',
    [
      str('booking_reference'),
      str('passenger'),
      str('flight_number'),
      date('departure_date'),
      str('departure_time'),
      str('from_airport'),
      str('to_airport'),
      num('total_paid'),
    ],
    {
      booking_reference: 'XK4T9B',
      passenger: 'Mr Daniel Osei',
      flight_number: 'NL 2217',
      departure_date: '2026-06-03',
      departure_time: '06:45',
      from_airport: 'Bristol (BRS)',
      to_airport: 'Faro (FAO)',
      total_paid: 236.4,
    },
    {
      raw: crlf(`From: Northline Air <no-reply@northlineair.example>
To: daniel.osei@yahoo.example
Subject: Booking confirmed - XK4T9B
Date: Sun, 15 Feb 2026 12:09:44 +0000
MIME-Version: 1.0
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body>
<div style="max-width:600px">
<p>Booking reference<br><span style="font-size:28px">XK4T9B</span></p>
<p>Passenger: Mr Daniel Osei</p>
<table border="0" cellspacing="0">
<tr><th>Flight</th><th>Date</th><th>Depart</th><th>Arrive</th><th>From</th><th>To</th></tr>
<tr><td>NL 2217</td><td>Wed 03 Jun 2026</td><td>06:45</td><td>10:20</td><td>Bristol (BRS)</td><td>Faro (FAO)</td></tr>
</table>
<table><tr><td>Fare</td><td>&pound;182.40</td></tr>
<tr><td>Hold bag 20kg</td><td>&pound;54.00</td></tr>
<tr><td><b>Total paid</b></td><td><b>&pound;236.40</b></td></tr></table>
<p>Check-in opens 30 days before departure.</p>
</div></body></html>`)}
`),
    },
  ),
];

export const DEV_EML21: TCorpusDocument[] = [...FIRST, ...DEV_EML21_MORE].map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'dev-eml21-'),
  layout: DEV_EML21_LAYOUT,
}));
