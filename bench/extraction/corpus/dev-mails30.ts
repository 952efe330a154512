// Development set "mails30" (layout 141): written in session 30 BEFORE the extractor was changed, for e-mails a
// business receives and wants as JSON, in shapes the older eml sets have little of: a shop's order confirmation as
// multipart/alternative whose text part only points to the HTML (items in a table whose name cell holds the variant
// on a second line), a hotel booking in a two-column HTML table, a coach booking laid out in <div> blocks, a shipping
// notice whose labels stand above their values, a payment reminder and a supplier's quote in prose, an Outlook meeting
// acceptance ("When:"/"Where:"), a subscription renewal, a PayPal-style payment notice, a card receipt whose labels
// head a row of columns, a reply whose facts are in the quoted part, a Gmail forward whose schema asks for the
// forwarded header's sender and date, a complaint whose schema asks for the mail's own From, Date and Subject, and a
// German order by mail with the buyer's firm and phone in the signature. Subjects encoded per RFC 2047, German bodies
// in quoted-printable. English and German. Fields a mail does not state stay out of the truth. Held out, not sealed:
// `--show-dev-mails30` shows its misses. The rest is in dev-mails30-more.ts.
import { base64, crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { DEV_MAILS30_MORE } from './dev-mails30-more.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of session 30's development set of e-mails. */
export const DEV_MAILS30_LAYOUT = 141;

const SHOP_HTML = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Order confirmed</title>
<style>td{font-family:Helvetica,Arial,sans-serif;font-size:14px}</style></head>
<body style="margin:0;background:#f4f4f4">
<div style="display:none;max-height:0;overflow:hidden">We're getting your order ready to be shipped.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="padding:24px"><img src="https://cdn.example/fernleaf-logo.png" alt="Fernleaf Home" width="140"></td>
<td align="right" style="padding:24px;color:#777">ORDER #FL-20931</td></tr>
<tr><td colspan="2" style="padding:0 24px"><h2>Thank you for your purchase!</h2>
<p>Hi Megan, we're getting your order ready to be shipped. We will notify you when it has been sent.</p>
<p>Order placed on March 3, 2026</p></td></tr>
<tr><td colspan="2" style="padding:0 24px"><h3>Order summary</h3>
<table width="100%" cellpadding="6" cellspacing="0">
<tr><td width="60"><img src="https://cdn.example/p/linen-throw.jpg" width="56" alt=""></td>
<td><span style="font-weight:bold">Washed Linen Throw&nbsp;×&nbsp;1</span><br><span style="color:#999">Sage / 130 x 170 cm</span></td>
<td align="right"><strong>£48.00</strong></td></tr>
<tr><td width="60"><img src="https://cdn.example/p/mug.jpg" width="56" alt=""></td>
<td><span style="font-weight:bold">Speckled Stoneware Mug&nbsp;×&nbsp;4</span><br><span style="color:#999">Oatmeal</span></td>
<td align="right"><strong>£54.00</strong></td></tr>
<tr><td width="60"><img src="https://cdn.example/p/candle.jpg" width="56" alt=""></td>
<td><span style="font-weight:bold">Fig &amp; Cedar Candle&nbsp;×&nbsp;2</span><br><span style="color:#999">300 g</span></td>
<td align="right"><strong>£36.00</strong></td></tr>
</table>
<table width="100%" cellpadding="4" cellspacing="0" style="border-top:1px solid #e5e5e5">
<tr><td>Subtotal</td><td align="right">£138.00</td></tr>
<tr><td>Discount (SPRING10)</td><td align="right">-£13.80</td></tr>
<tr><td>Shipping</td><td align="right">£4.95</td></tr>
<tr><td><strong>Total</strong></td><td align="right"><strong>£129.15 GBP</strong></td></tr>
<tr><td colspan="2" style="color:#777">Including £21.53 in taxes</td></tr>
</table></td></tr>
<tr><td colspan="2" style="padding:24px"><h3>Customer information</h3>
<table width="100%"><tr><td valign="top"><h4>Shipping address</h4><p>Megan Aldous<br>14 Warren Road<br>Leamington Spa<br>CV32 5PL<br>United Kingdom</p></td>
<td valign="top"><h4>Payment</h4><p>Ending with 3391 — £129.15</p><h4>Shipping method</h4><p>Royal Mail Tracked 48</p></td></tr></table>
</td></tr>
<tr><td colspan="2" style="padding:24px;color:#999;font-size:12px">If you have any questions, reply to this email or contact us at hello@fernleaf.example</td></tr>
</table></td></tr></table></body></html>`;

const HOTEL_HTML = `<html><body style="font-family:Georgia,serif">
<p>Dear Mr Okafor,</p>
<p>Thank you for choosing The Harbourside Hotel. We are delighted to confirm your reservation as follows.</p>
<table border="0" cellpadding="5" style="border:1px solid #cccccc">
<tr><th align="left" colspan="2" style="background:#1d3557;color:#ffffff">Reservation details</th></tr>
<tr><td>Confirmation number</td><td><b>HH-58817342</b></td></tr>
<tr><td>Guest name</td><td>Daniel Okafor</td></tr>
<tr><td>Arrival</td><td>Friday, 12 June 2026 (check-in from 15:00)</td></tr>
<tr><td>Departure</td><td>Sunday, 14 June 2026 (check-out by 11:00)</td></tr>
<tr><td>Room</td><td>1 x Superior Double, Sea View</td></tr>
<tr><td>Guests</td><td>2 adults</td></tr>
<tr><td>Rate</td><td>Bed &amp; Breakfast, flexible</td></tr>
<tr><td>Total cost of stay</td><td>&pound;412.00 (incl. VAT)</td></tr>
<tr><td>Deposit paid</td><td>&pound;100.00</td></tr>
</table>
<p>The balance is payable on departure. You may cancel free of charge until 18:00 on 10 June 2026; after that the
first night will be charged.</p>
<p>Parking is available at the rear of the hotel for &pound;12 per night.</p>
<p>We look forward to welcoming you.<br>
Kind regards,<br>
Ffion Pritchard<br>
Reservations Manager<br>
The Harbourside Hotel, 2 Quay Parade, Tenby SA70 7BX<br>
T: 01834 842 117</p>
</body></html>`;

const COACH_HTML = `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="font-family:Roboto,Arial,sans-serif;background:#f7f7f7">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:20px">
<div style="font-size:22px;font-weight:700">Deine Buchung ist bestätigt</div>
<div style="color:#73d700;font-size:14px">Buchungsnummer <span style="font-weight:700">3087 554 219</span></div>
<div style="margin-top:18px;border:1px solid #e1e1e1;border-radius:6px;padding:12px">
  <div style="font-size:13px;color:#646464">Hinfahrt · Sa., 18. Juli 2026</div>
  <div style="display:flex"><div style="width:60px;font-weight:700">07:45</div><div>Hamburg ZOB</div></div>
  <div style="display:flex"><div style="width:60px;font-weight:700">11:20</div><div>Berlin Südkreuz</div></div>
  <div style="font-size:12px;color:#646464">Linie N1290 · Direktverbindung · 3 Std. 35 Min.</div>
</div>
<div style="margin-top:18px">
  <div style="font-weight:700">Fahrgäste</div>
  <div>2 Erwachsene, 1 Kind (6–14 Jahre)</div>
</div>
<div style="margin-top:18px">
  <div style="font-weight:700">Zahlung</div>
  <div style="display:flex;justify-content:space-between"><span>Fahrpreis</span><span>57,97 €</span></div>
  <div style="display:flex;justify-content:space-between"><span>Servicegebühr</span><span>1,99 €</span></div>
  <div style="display:flex;justify-content:space-between;font-weight:700"><span>Gesamt</span><span>59,96 €</span></div>
  <div style="font-size:12px;color:#646464">Bezahlt mit Kreditkarte am 02.06.2026</div>
</div>
<div style="margin-top:24px;font-size:12px;color:#9b9b9b">Bitte sei 15 Minuten vor Abfahrt an der Haltestelle. Dein Ticket findest du im Anhang und in der App.</div>
</div></body></html>`;

const FIRST: TCorpusDocument[] = [
  // A shop's order confirmation: the text part only points to the HTML; each item's name cell holds "Name × 2" on its
  // first line and the variant on the second, the price in the next cell; the order date in a sentence.
  fresh(
    'mails30-shop-order-html-en',
    'order confirmation',
    'en',
    'eml',
    [
      str('shop'),
      str('order_number'),
      date('order_date'),
      str('customer_name'),
      list('items', [str('product'), num('quantity'), num('price')]),
      num('subtotal'),
      num('discount'),
      num('shipping'),
      num('total'),
      num('tax'),
      str('currency'),
      str('card_last4'),
      str('shipping_method'),
    ],
    {
      shop: 'Fernleaf Home',
      order_number: 'FL-20931',
      order_date: '2026-03-03',
      customer_name: 'Megan Aldous',
      items: [
        { product: 'Washed Linen Throw', quantity: 1, price: 48 },
        { product: 'Speckled Stoneware Mug', quantity: 4, price: 54 },
        { product: 'Fig & Cedar Candle', quantity: 2, price: 36 },
      ],
      subtotal: 138,
      discount: 13.8,
      shipping: 4.95,
      total: 129.15,
      tax: 21.53,
      currency: 'GBP',
      card_last4: '3391',
      shipping_method: 'Royal Mail Tracked 48',
    },
    {
      raw: crlf(`From: Fernleaf Home <orders@fernleaf.example>
To: megan.aldous@outlook.example
Subject: Order #FL-20931 confirmed
Date: Tue, 03 Mar 2026 19:42:08 +0000
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="b1_fernleaf"

--b1_fernleaf
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Your email client cannot display this message. View your order online:
https://fernleaf.example/account/orders/FL-20931

--b1_fernleaf
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(SHOP_HTML)}
--b1_fernleaf--
`),
    },
  ),
  // A German shop's order mail, every value in sentences; quoted-printable umlauts and an RFC 2047 Subject.
  fresh(
    'mails30-bestellung-satz-de',
    'order confirmation',
    'de',
    'eml',
    [
      str('haendler'),
      str('bestellnummer'),
      date('bestelldatum'),
      num('gesamtbetrag'),
      str('zahlungsart'),
      date('lieferdatum'),
      str('kundennummer'),
      str('telefon'),
    ],
    {
      haendler: 'Küchenwelt Bremer GmbH',
      bestellnummer: '4711',
      bestelldatum: '2026-03-03',
      gesamtbetrag: 129.9,
      zahlungsart: 'Rechnung',
      lieferdatum: '2026-03-06',
      kundennummer: 'K-20877',
      telefon: '0421 696 55 10',
    },
    {
      raw: crlf(`From: =?UTF-8?Q?K=C3=BCchenwelt_Bremer?= <shop@kuechenwelt-bremer.example>
To: Jörg Hansen <j.hansen@web.example>
Subject: =?UTF-8?Q?Best=C3=A4tigung_Ihrer_Bestellung?=
Date: Tue, 03 Mar 2026 16:05:12 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrter Herr Hansen,

vielen Dank für Ihre Bestellung Nr. 4711 vom 3. März 2026 über 129,90 € (inkl. MwSt. und Versand).
Sie haben als Zahlungsart Rechnung gewählt; die Rechnung liegt Ihrer Lieferung bei und ist innerhalb von 14 Tagen zahlbar.

Ihre Ware wird voraussichtlich am 6. März 2026 mit DHL zugestellt. Sobald das Paket unterwegs ist, erhalten Sie eine weitere E-Mail mit der Sendungsnummer.

Ihre Kundennummer lautet K-20877 – bitte geben Sie sie bei Rückfragen an.

Mit freundlichen Grüßen

Ihr Team von Küchenwelt Bremer

--
Küchenwelt Bremer GmbH · Faulenstraße 44 · 28195 Bremen
Telefon 0421 696 55 10 · shop@kuechenwelt-bremer.example
Amtsgericht Bremen HRB 31872 · Geschäftsführer: Henning Bremer`)}
`),
    },
  ),
  // A hotel's booking confirmation as multipart/alternative; the HTML holds a two-column table with a heading row, the
  // arrival and departure with weekday and times in brackets, the cancellation deadline in a sentence.
  fresh(
    'mails30-hotel-booking-en',
    'booking confirmation',
    'en',
    'eml',
    [
      str('hotel'),
      str('confirmation_number'),
      str('guest_name'),
      date('check_in'),
      date('check_out'),
      str('room_type'),
      num('guests'),
      num('total_price'),
      num('deposit'),
      date('free_cancellation_until'),
      str('hotel_phone'),
    ],
    {
      hotel: 'The Harbourside Hotel',
      confirmation_number: 'HH-58817342',
      guest_name: 'Daniel Okafor',
      check_in: '2026-06-12',
      check_out: '2026-06-14',
      room_type: 'Superior Double, Sea View',
      guests: 2,
      total_price: 412,
      deposit: 100,
      free_cancellation_until: '2026-06-10',
      hotel_phone: '01834 842 117',
    },
    {
      raw: crlf(`From: The Harbourside Hotel <reservations@harbourside-tenby.example>
To: Daniel Okafor <d.okafor@gmail.example>
Subject: Your reservation HH-58817342 is confirmed
Date: Mon, 18 May 2026 10:31:55 +0100
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="=_hh_alt"

--=_hh_alt
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Dear Mr Okafor,

Thank you for choosing The Harbourside Hotel. Your reservation HH-58817342 is
confirmed. Please see the HTML version of this email for the full details.

Kind regards,
Ffion Pritchard
Reservations Manager

--=_hh_alt
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(HOTEL_HTML)}
--=_hh_alt--
`),
    },
  ),
  // A coach operator's booking laid out in <div> blocks (no table): the times beside the stops, the fares as flex rows.
  fresh(
    'mails30-fernbus-div-de',
    'booking confirmation',
    'de',
    'eml',
    [
      str('buchungsnummer'),
      date('reisedatum'),
      str('abfahrtsort'),
      str('abfahrtszeit'),
      str('zielort'),
      str('ankunftszeit'),
      str('linie'),
      num('fahrpreis'),
      num('servicegebuehr'),
      num('gesamtpreis'),
      date('zahlungsdatum'),
    ],
    {
      buchungsnummer: '3087 554 219',
      reisedatum: '2026-07-18',
      abfahrtsort: 'Hamburg ZOB',
      abfahrtszeit: '07:45',
      zielort: 'Berlin Südkreuz',
      ankunftszeit: '11:20',
      linie: 'N1290',
      fahrpreis: 57.97,
      servicegebuehr: 1.99,
      gesamtpreis: 59.96,
      zahlungsdatum: '2026-06-02',
    },
    {
      raw: crlf(`From: GreenLine Fernbus <noreply@greenline-bus.example>
To: lena.petersen@posteo.example
Subject: =?UTF-8?B?${Buffer.from('Deine Buchungsbestätigung 3087 554 219', 'utf8').toString('base64')}?=
Date: Tue, 02 Jun 2026 21:14:03 +0200
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(COACH_HTML)}
`),
    },
  ),
  // A carrier's shipping notice in HTML whose labels stand in small grey type ABOVE their values, each pair a <p>.
  fresh(
    'mails30-shipping-stacked-en',
    'shipping notice',
    'en',
    'eml',
    [
      str('carrier'),
      str('tracking_number'),
      str('sender'),
      str('recipient'),
      date('estimated_delivery'),
      str('service'),
      num('weight_kg'),
      num('packages'),
    ],
    {
      carrier: 'Parcelway',
      tracking_number: 'PW4471 0938 2251',
      sender: 'Northgate Office Supplies',
      recipient: 'Harlow & Finch Architects',
      estimated_delivery: '2026-04-09',
      service: 'Next Day Before 12',
      weight_kg: 7.4,
      packages: 2,
    },
    {
      raw: crlf(`From: Parcelway Tracking <tracking@parcelway.example>
To: reception@harlowfinch.example
Subject: Your parcel from Northgate Office Supplies is on its way
Date: Wed, 08 Apr 2026 06:02:11 +0100
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`<html><body style="font-family:Arial,sans-serif">
<h1 style="font-size:20px">Good news &ndash; your parcel is on its way</h1>
<p>Your delivery from Northgate Office Supplies has been collected and will be with you soon.</p>
<table width="100%"><tr><td style="padding:8px;background:#fafafa">
<p style="margin:0;font-size:11px;color:#888;text-transform:uppercase">Tracking number</p>
<p style="margin:0 0 10px;font-size:16px"><b>PW4471 0938 2251</b></p>
<p style="margin:0;font-size:11px;color:#888;text-transform:uppercase">Estimated delivery</p>
<p style="margin:0 0 10px;font-size:16px">Thursday 9 April, before 12:00</p>
<p style="margin:0;font-size:11px;color:#888;text-transform:uppercase">Delivering to</p>
<p style="margin:0 0 10px;font-size:16px">Harlow &amp; Finch Architects<br>3rd Floor, 22 Clerkenwell Close<br>London EC1R 0AA</p>
<p style="margin:0;font-size:11px;color:#888;text-transform:uppercase">Service</p>
<p style="margin:0 0 10px;font-size:16px">Next Day Before 12</p>
<p style="margin:0;font-size:11px;color:#888;text-transform:uppercase">Parcels</p>
<p style="margin:0 0 10px;font-size:16px">2 (total weight 7.4 kg)</p>
</td></tr></table>
<p>You can change your delivery or choose a safe place in the Parcelway app.</p>
<p style="font-size:11px;color:#888">Parcelway Ltd, Unit 4 Hams Hall Distribution Park, Coleshill B46 1AL</p>
</body></html>`)}
`),
    },
  ),
  // A payment reminder entirely in prose; the creditor's firm, phone and IBAN only in the signature.
  fresh(
    'mails30-payment-reminder-prose-en',
    'payment reminder',
    'en',
    'eml',
    [
      str('creditor'),
      str('invoice_number'),
      date('invoice_date'),
      num('amount_due'),
      date('original_due_date'),
      date('new_due_date'),
      num('late_fee'),
      str('contact_name'),
      str('contact_phone'),
      str('iban'),
    ],
    {
      creditor: 'Kestrel IT Services Ltd',
      invoice_number: 'KIT-2026-0147',
      invoice_date: '2026-02-10',
      amount_due: 1860,
      original_due_date: '2026-03-12',
      new_due_date: '2026-04-02',
      late_fee: 40,
      contact_name: 'Rachel Moore',
      contact_phone: '+44 161 555 0192',
      iban: 'GB33 BUKB 2020 1555 5555 55',
    },
    {
      raw: crlf(`From: Rachel Moore <accounts@kestrel-it.example>
To: Finance Team <finance@bramblewoodvets.example>
Subject: Overdue invoice - friendly reminder
Date: Thu, 19 Mar 2026 11:20:44 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8; format=flowed
Content-Transfer-Encoding: 7bit

Dear Finance Team,

I hope you are well. According to our records, invoice KIT-2026-0147, which we
issued on 10 February 2026 for the server migration, has not yet been paid. The
amount of GBP 1,860.00 was due on 12 March 2026.

If you have already arranged payment, please disregard this message. Otherwise
we would be grateful if you could settle the balance by 2 April 2026. Please note
that under our terms a late payment fee of GBP 40.00 will be added if the
invoice remains unpaid after that date.

Should you have any questions about the invoice, just reply to this email or
give me a call.

Best regards,

Rachel Moore
Credit Control
Kestrel IT Services Ltd
Direct: +44 161 555 0192
Bank: Barclays | IBAN GB33 BUKB 2020 1555 5555 55 | Sort code 20-20-15
`),
    },
  ),
  // A supplier's quote in the mail text: positions as "2 Stk. … à 189,00 € = 378,00 €", the validity and delivery
  // time in sentences, the supplier's firm and phone in the signature.
  fresh(
    'mails30-angebot-mailtext-de',
    'quote',
    'de',
    'eml',
    [
      str('lieferant'),
      str('angebotsnummer'),
      list('positionen', [str('bezeichnung'), num('menge'), num('einzelpreis'), num('gesamtpreis')]),
      num('nettobetrag'),
      num('mehrwertsteuer'),
      num('bruttobetrag'),
      date('gueltig_bis'),
      str('lieferzeit'),
      str('ansprechpartner'),
      str('telefon'),
    ],
    {
      lieferant: 'Gastro-Technik Wendt GmbH',
      angebotsnummer: 'AN-2026-0318',
      positionen: [
        { bezeichnung: 'Edelstahl-Spültisch 1600 mm', menge: 2, einzelpreis: 189, gesamtpreis: 378 },
        { bezeichnung: 'Wandhängeschrank mit Schiebetüren', menge: 3, einzelpreis: 245.5, gesamtpreis: 736.5 },
        { bezeichnung: 'Montage pauschal', menge: 1, einzelpreis: 280, gesamtpreis: 280 },
      ],
      nettobetrag: 1394.5,
      mehrwertsteuer: 264.96,
      bruttobetrag: 1659.46,
      gueltig_bis: '2026-04-30',
      lieferzeit: 'ca. 3 Wochen',
      ansprechpartner: 'Markus Wendt',
      telefon: '0231 477 09 12',
    },
    {
      raw: crlf(`From: Markus Wendt <m.wendt@gastrotechnik-wendt.example>
To: Café Lindgrün <info@cafe-lindgruen.example>
Subject: Angebot AN-2026-0318 =?UTF-8?Q?f=C3=BCr_Ihre_K=C3=BCche?=
Date: Mon, 30 Mar 2026 14:48:20 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Frau Lindner,

vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen unter der Angebotsnummer AN-2026-0318 Folgendes an:

2 Stk. Edelstahl-Spültisch 1600 mm à 189,00 € = 378,00 €
3 Stk. Wandhängeschrank mit Schiebetüren à 245,50 € = 736,50 €
1 x Montage pauschal à 280,00 € = 280,00 €

Nettobetrag: 1.394,50 €
zzgl. 19 % MwSt.: 264,96 €
Gesamtbetrag: 1.659,46 €

Das Angebot ist gültig bis zum 30.04.2026. Die Lieferzeit beträgt ab Auftragseingang ca. 3 Wochen.
Für Rückfragen stehe ich Ihnen gern zur Verfügung.

Mit freundlichen Grüßen
Markus Wendt

Gastro-Technik Wendt GmbH
Hafenstraße 12 · 44147 Dortmund
Tel.: 0231 477 09 12
Fax: 0231 477 09 99
www.gastrotechnik-wendt.example`)}
`),
    },
  ),
];

export const DEV_MAILS30: TCorpusDocument[] = [...FIRST, ...DEV_MAILS30_MORE].map((document) => ({
  ...document,
  layout: DEV_MAILS30_LAYOUT,
}));
