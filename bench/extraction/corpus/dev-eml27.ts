// Development set "eml27" (layout 133): written in session 27 BEFORE the extractor was changed, for e-mails and their
// copies: values that stand only in prose ("we have charged EUR 84.20 to your card ending 4417"), values that stand
// only in the Subject line, forwarded mails and reply chains (the newest message's facts count where it changes an
// older one; a forward's facts are the forwarded message's), signatures holding the sender's firm, position and phone,
// HTML-only mails, mails whose facts sit in a small table, order and shipping confirmations, booking changes, and
// header lines that must rank below the body (the header's Date is not the order's date). Raw .eml mostly, plus a
// mail printed to PDF, saved as text, HTML or DOCX, photographed as PNG and scanned. English and German. Fields a mail
// does not state stay out of the truth. Held out, not sealed: `--show-dev-eml27` shows its misses. The rest is in
// dev-eml27-more.ts.
import { base64, crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { DEV_EML27_MORE } from './dev-eml27-more.ts';
import { date, fresh, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of session 27's development set of e-mails. */
export const DEV_EML27_LAYOUT = 133;

const FIRST: TCorpusDocument[] = [
  // A card charge stated only in a sentence; the header's date is the mail's, the charge's date is in the body.
  fresh(
    'card-charge-prose-en',
    'payment confirmation',
    'en',
    'eml',
    [
      str('merchant'),
      num('amount_charged'),
      str('currency'),
      str('card_last4'),
      date('charge_date'),
      str('invoice_number'),
    ],
    {
      merchant: 'Brightwave Broadband',
      amount_charged: 84.2,
      currency: 'EUR',
      card_last4: '4417',
      charge_date: '2026-05-02',
      invoice_number: 'BWB-2026-118834',
    },
    {
      raw: crlf(`From: Brightwave Broadband <billing@brightwave.example>
To: niamh.doyle@eircom.example
Subject: Payment received - thank you
Date: Mon, 04 May 2026 08:15:40 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hi Niamh,

Thanks for your payment. On 2 May 2026 we have charged EUR 84.20 to your card
ending 4417 for invoice BWB-2026-118834. There is nothing else you need to do.

You can download the invoice from My Brightwave at any time.

Kind regards,
Brightwave Broadband Billing Team
`),
    },
  ),
  // A German direct debit told in prose; the contract number stands in the subject only.
  fresh(
    'abbuchung-prosa-de',
    'payment notice',
    'de',
    'eml',
    [str('anbieter'), num('betrag'), date('abbuchungsdatum'), str('vertragsnummer'), str('iban_ende')],
    {
      anbieter: 'Stadtwerke Lüneburg',
      betrag: 129.9,
      abbuchungsdatum: '2026-06-01',
      vertragsnummer: '40071885',
      iban_ende: '3380',
    },
    {
      raw: crlf(`From: Stadtwerke =?UTF-8?Q?L=C3=BCneburg?= <kundenservice@stadtwerke-lueneburg.example>
To: t.brandes@web.example
Subject: =?UTF-8?Q?Ihr_Abschlag_Strom_=E2=80=93_Vertrag_40071885?=
Date: Wed, 27 May 2026 07:02:11 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrter Herr Brandes,

wir buchen am 01.06.2026 den monatlichen Abschlag in Höhe von 129,90 € von
Ihrem Konto mit der IBAN-Endung 3380 ab. Bitte sorgen Sie für ausreichende
Deckung.

Mit freundlichen Grüßen
Ihre Stadtwerke Lüneburg`)}
`),
    },
  ),
  // A shipping notice whose order number is in the subject line only.
  fresh(
    'shipped-subject-order-en',
    'shipping confirmation',
    'en',
    'eml',
    [str('shop'), str('order_number'), str('carrier'), str('tracking_number'), date('estimated_delivery')],
    {
      shop: 'Fernleaf Home',
      order_number: 'FH-558213',
      carrier: 'Evri',
      tracking_number: 'H01HYA0031887652',
      estimated_delivery: '2026-05-14',
    },
    {
      raw: crlf(`From: Fernleaf Home <hello@fernleafhome.example>
To: sam.okafor@gmail.example
Subject: Your order FH-558213 is on its way!
Date: Tue, 12 May 2026 16:44:03 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hi Sam,

Great news - your parcel has left our warehouse and is with Evri.

Your tracking number is H01HYA0031887652 and we expect it to arrive on
Thursday 14 May 2026.

Love,
Fernleaf Home
`),
    },
  ),
  // The invoice number and month in the subject; the sum and due date in a sentence.
  fresh(
    'betreff-rechnung-de',
    'invoice',
    'de',
    'eml',
    [str('rechnungsnummer'), num('rechnungsbetrag'), date('faellig_am'), str('absender_firma'), str('ansprechpartner')],
    {
      rechnungsnummer: 'RE-2026-0442',
      rechnungsbetrag: 1904.0,
      faellig_am: '2026-05-29',
      absender_firma: 'Kessler IT-Service GmbH',
      ansprechpartner: 'Jonas Kessler',
    },
    {
      raw: crlf(`From: Jonas Kessler <j.kessler@kessler-it.example>
To: buchhaltung@praxis-wendt.example
Subject: Rechnung RE-2026-0442 =?UTF-8?Q?f=C3=BCr_April?=
Date: Fri, 15 May 2026 10:31:27 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Guten Tag Frau Wendt,

anbei erhalten Sie unsere Rechnung für die Betreuung im April. Der Betrag von
1.904,00 € ist bis zum 29.05.2026 ohne Abzug zahlbar.

Bei Fragen bin ich gern für Sie da.

Viele Grüße
Jonas Kessler
Kessler IT-Service GmbH
Hauptstraße 12 · 64283 Darmstadt
Tel. 06151 290 44 10`)}
`),
    },
  ),
  // A hotel booking forwarded with a short note on top: the booking's facts are the forwarded message's.
  fresh(
    'forward-hotel-booking-en',
    'booking confirmation',
    'en',
    'eml',
    [
      str('hotel'),
      str('confirmation_number'),
      date('check_in'),
      date('check_out'),
      num('total_price'),
      str('guest_name'),
    ],
    {
      hotel: 'The Quayside Hotel Bristol',
      confirmation_number: 'QH-77310945',
      check_in: '2026-06-18',
      check_out: '2026-06-20',
      total_price: 312,
      guest_name: 'Priya Raman',
    },
    {
      raw: crlf(`From: Priya Raman <priya.raman@lattice-consulting.example>
To: Travel Desk <travel@lattice-consulting.example>
Subject: Fwd: Your booking is confirmed - QH-77310945
Date: Thu, 21 May 2026 09:12:55 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hi team, please add this to my expenses for the Bristol workshop. Thanks!
Priya

---------- Forwarded message ---------
From: The Quayside Hotel Bristol <reservations@quaysidehotel.example>
Date: Wed, 20 May 2026 at 17:03
Subject: Your booking is confirmed - QH-77310945
To: <priya.raman@lattice-consulting.example>

Dear Priya Raman,

Thank you for choosing The Quayside Hotel Bristol.

Confirmation number: QH-77310945
Arrival: Thursday, 18 June 2026 (from 15:00)
Departure: Saturday, 20 June 2026 (by 11:00)
Room: Superior Double, breakfast included
Total price: GBP 312.00 (paid at the hotel)

We look forward to welcoming you.
Reservations Team
`),
    },
  ),
  // A reply that moves an appointment: the new date in the reply counts, the old one is only quoted.
  fresh(
    'antwort-neuer-termin-de',
    'appointment',
    'de',
    'eml',
    [date('termin'), str('uhrzeit'), str('ort'), str('auftragsnummer'), str('monteur')],
    {
      termin: '2026-05-19',
      uhrzeit: '10:00',
      ort: 'Gerberstraße 8, 72764 Reutlingen',
      auftragsnummer: 'A-26-3310',
      monteur: 'Herr Yildiz',
    },
    {
      raw: crlf(`From: Heizungsbau Maier <service@heizung-maier.example>
To: Claudia Rapp <c.rapp@t-online.example>
Subject: AW: Wartungstermin Auftrag A-26-3310
Date: Thu, 07 May 2026 14:20:09 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Frau Rapp,

gern verschieben wir den Termin. Neuer Termin: Dienstag, 19.05.2026 um 10:00 Uhr
bei Ihnen in der Gerberstraße 8, 72764 Reutlingen. Es kommt unser Monteur Herr Yildiz.

Mit freundlichen Grüßen
Heizungsbau Maier

-----Ursprüngliche Nachricht-----
Von: Claudia Rapp <c.rapp@t-online.example>
Gesendet: Mittwoch, 6. Mai 2026 19:41
An: service@heizung-maier.example
Betreff: Wartungstermin Auftrag A-26-3310

Guten Tag,

der Termin am 12.05.2026 um 08:00 Uhr passt mir leider nicht. Geht es auch eine
Woche später?

Viele Grüße
Claudia Rapp`)}
`),
    },
  ),
  // A roofer's quote in a mail; the firm, the writer's position and phone only in the signature.
  fresh(
    'quote-signature-en',
    'quote',
    'en',
    'eml',
    [
      str('company'),
      str('contact_person'),
      str('position'),
      str('phone'),
      num('quote_amount'),
      date('valid_until'),
      str('job'),
    ],
    {
      company: 'Owen & Pike Roofing Ltd',
      contact_person: 'Gareth Owen',
      position: 'Estimator',
      phone: '029 2048 1173',
      quote_amount: 2640,
      valid_until: '2026-06-30',
      job: 'replacement of the flat roof over the rear extension',
    },
    {
      raw: crlf(`From: Gareth Owen <gareth@owenpike.example>
To: Helen Price <helen.price@btinternet.example>
Subject: Quotation for your flat roof
Date: Mon, 11 May 2026 18:05:33 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Dear Mrs Price,

Thank you for letting us look at the roof on Friday. For the replacement of
the flat roof over the rear extension (strip, new deck, EPDM membrane, new
trims) our price is GBP 2,640.00 including VAT. This quotation is valid until
30 June 2026.

If you would like to go ahead, just reply to this email and we will book you in.

Best regards,

Gareth Owen
Estimator
Owen & Pike Roofing Ltd
Unit 4, Ferry Road Trading Estate, Cardiff CF11 0JR
T: 029 2048 1173 | M: 07700 918 442
`),
    },
  ),
  // An order acknowledgement whose contact sits in a German signature with "i. A.".
  fresh(
    'signatur-auftrag-de',
    'order confirmation',
    'de',
    'eml',
    [
      str('firma'),
      str('ansprechpartnerin'),
      str('position'),
      str('telefon'),
      str('auftragsnummer'),
      date('liefertermin'),
      num('auftragswert'),
    ],
    {
      firma: 'Hessler Metallbau GmbH',
      ansprechpartnerin: 'Sabine Kröger',
      position: 'Leiterin Auftragsabwicklung',
      telefon: '+49 6151 3877-214',
      auftragsnummer: 'AB-118260',
      liefertermin: '2026-06-12',
      auftragswert: 8417.5,
    },
    {
      raw: crlf(`From: =?UTF-8?Q?Sabine_Kr=C3=B6ger?= <s.kroeger@hessler-metallbau.example>
To: einkauf@brandt-bau.example
Subject: =?UTF-8?Q?Auftragsbest=C3=A4tigung_AB-118260?=
Date: Tue, 05 May 2026 11:48:02 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Damen und Herren,

vielen Dank für Ihre Bestellung der Geländer für das Objekt Am Rosengarten. Wir
bestätigen den Auftrag zum Nettowert von 8.417,50 € und liefern in KW 24, am
12.06.2026.

Mit freundlichen Grüßen

i. A. Sabine Kröger
Leiterin Auftragsabwicklung

Hessler Metallbau GmbH
Industriestraße 31 | 64347 Griesheim
Tel. +49 6151 3877-214 | Fax +49 6151 3877-299
Geschäftsführer: Thomas Hessler | HRB 8841 Darmstadt`)}
`),
    },
  ),
  // An HTML-only shipping mail whose facts stand in a small two-column table.
  fresh(
    'html-shipping-table-en',
    'shipping confirmation',
    'en',
    'eml',
    [str('retailer'), str('order_number'), str('carrier'), str('tracking_number'), str('delivery_address')],
    {
      retailer: 'Oakridge Books',
      order_number: 'OB-2026-90417',
      carrier: 'Royal Mail Tracked 48',
      tracking_number: 'QJ 4418 2093 7GB',
      delivery_address: '14 Linden Close, York YO24 3HP',
    },
    {
      raw: crlf(`From: Oakridge Books <orders@oakridgebooks.example>
To: d.marsh@outlook.example
Subject: Your Oakridge Books order has been dispatched
Date: Sat, 16 May 2026 07:30:00 +0100
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`<html><body><div style="max-width:600px">
<p>Hello Daniel,</p><p>Your books are on their way.</p>
<table cellpadding="6" style="border:1px solid #ccc">
<tr><th align="left">Order</th><td>OB-2026-90417</td></tr>
<tr><th align="left">Sent with</th><td>Royal Mail Tracked 48</td></tr>
<tr><th align="left">Tracking</th><td>QJ 4418 2093 7GB</td></tr>
<tr><th align="left">Delivering to</th><td>14 Linden Close, York YO24 3HP</td></tr>
</table>
<p>Happy reading,<br>Oakridge Books</p></div></body></html>`)}
`),
    },
  ),
  // A German web shop's HTML order confirmation with a summary table; the mail's date is not the order date.
  fresh(
    'html-bestellung-de',
    'order confirmation',
    'de',
    'eml',
    [
      str('shop'),
      str('bestellnummer'),
      date('bestelldatum'),
      num('zwischensumme'),
      num('versandkosten'),
      num('gesamtbetrag'),
      str('zahlungsart'),
    ],
    {
      shop: 'Kaffeerösterei Ahlers',
      bestellnummer: '100238817',
      bestelldatum: '2026-05-09',
      zwischensumme: 42.7,
      versandkosten: 4.9,
      gesamtbetrag: 47.6,
      zahlungsart: 'PayPal',
    },
    {
      raw: crlf(`From: =?UTF-8?Q?Kaffeer=C3=B6sterei_Ahlers?= <shop@ahlers-kaffee.example>
To: m.vogt@gmx.example
Subject: =?UTF-8?Q?Bestellbest=C3=A4tigung?=
Date: Mon, 11 May 2026 06:00:14 +0200
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body><p>Hallo Frau Vogt,</p><p>danke für Ihre Bestellung vom 09.05.2026! Wir rösten frisch und versenden in 2 Werktagen.</p>
<table>
<tr><td>Bestellnummer:</td><td>100238817</td></tr>
<tr><td>Zwischensumme:</td><td>42,70 €</td></tr>
<tr><td>Versand:</td><td>4,90 €</td></tr>
<tr><td><b>Gesamt:</b></td><td><b>47,60 €</b></td></tr>
<tr><td>Zahlungsart:</td><td>PayPal</td></tr>
</table>
<p>Herzliche Grüße<br>Ihre Kaffeerösterei Ahlers</p></body></html>`)}
`),
    },
  ),
  // A train booking change: old and new times stand side by side, the fields name which is which.
  fresh(
    'booking-change-train-en',
    'booking change',
    'en',
    'eml',
    [
      str('booking_reference'),
      date('original_date'),
      date('new_date'),
      str('new_departure_time'),
      num('change_fee'),
      str('route'),
    ],
    {
      booking_reference: 'LNR8Q2XT',
      original_date: '2026-06-05',
      new_date: '2026-06-08',
      new_departure_time: '07:34',
      change_fee: 10,
      route: 'London Euston to Manchester Piccadilly',
    },
    {
      raw: crlf(`From: Trainline <auto-confirm@info.trainline.example>
To: o.bennett@icloud.example
Subject: Your journey has been changed (LNR8Q2XT)
Date: Tue, 19 May 2026 20:11:48 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hi Oliver,

We've changed your booking LNR8Q2XT as requested.

Route: London Euston to Manchester Piccadilly
Was: Friday 5 June 2026, 17:40
Now: Monday 8 June 2026, departing 07:34

A change fee of GBP 10.00 has been charged to your original payment method.

Safe travels,
Trainline
`),
    },
  ),
  // A hotel's change confirmation in German: the new stay in the body, the old stay under "bisher".
  fresh(
    'hotel-umbuchung-de',
    'booking change',
    'de',
    'eml',
    [str('hotel'), str('buchungsnummer'), date('neue_anreise'), date('neue_abreise'), num('neuer_preis'), str('gast')],
    {
      hotel: 'Hotel Seeblick Konstanz',
      buchungsnummer: '55120934',
      neue_anreise: '2026-07-24',
      neue_abreise: '2026-07-27',
      neuer_preis: 567,
      gast: 'Markus Lehner',
    },
    {
      raw: crlf(`From: Hotel Seeblick Konstanz <reservierung@seeblick-konstanz.example>
To: markus.lehner@posteo.example
Subject: =?UTF-8?Q?=C3=84nderung_Ihrer_Buchung_55120934?=
Date: Fri, 22 May 2026 12:02:40 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrter Herr Lehner,

wie gewünscht haben wir Ihre Buchung 55120934 geändert.

Gast: Markus Lehner
Anreise: Freitag, 24.07.2026 (bisher 17.07.2026)
Abreise: Montag, 27.07.2026 (bisher 20.07.2026)
Zimmer: Doppelzimmer Seeseite
Neuer Gesamtpreis: 567,00 € inkl. Frühstück

Wir freuen uns auf Ihren Besuch!
Ihr Team vom Hotel Seeblick Konstanz`)}
`),
    },
  ),
  // A refund told in one sentence; the order number only in the subject.
  fresh(
    'refund-prose-en',
    'refund confirmation',
    'en',
    'eml',
    [str('retailer'), str('order_number'), num('refund_amount'), str('card_last4'), str('reason')],
    {
      retailer: 'Brooks & Tilly',
      order_number: '300-4471829',
      refund_amount: 23.49,
      card_last4: '0912',
      reason: 'item arrived damaged',
    },
    {
      raw: crlf(`From: "Brooks & Tilly" <no-reply@brooksandtilly.example>
To: fatima.ali@yahoo.example
Subject: Refund for order 300-4471829
Date: Wed, 13 May 2026 13:37:21 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hello Fatima,

We're sorry your item arrived damaged. A refund of £23.49 has been issued to
your Visa ending 0912. It can take 3-5 working days to show on your statement.

Thanks for shopping with Brooks & Tilly.
`),
    },
  ),
  // A meeting invitation whose date, time and room stand in one sentence; the organiser in the signature.
  fresh(
    'meeting-prose-en',
    'invitation',
    'en',
    'eml',
    [date('meeting_date'), str('start_time'), str('location'), str('organizer'), str('project')],
    {
      meeting_date: '2026-06-11',
      start_time: '14:00',
      location: 'Room 3.12, Harbour House',
      organizer: 'Eleanor Hughes',
      project: 'Westgate Library refurbishment',
    },
    {
      raw: crlf(`From: Eleanor Hughes <e.hughes@marlowarchitects.example>
To: project-team@marlowarchitects.example
Subject: Kick-off: Westgate Library refurbishment
Date: Fri, 29 May 2026 10:02:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hello all,

The kick-off for the Westgate Library refurbishment will take place on
Thursday 11 June 2026 at 14:00 in Room 3.12, Harbour House. Please bring the
survey drawings.

Thanks,
Eleanor Hughes
Associate Director, Marlow Architects
`),
    },
  ),
];

export const DEV_EML27: TCorpusDocument[] = [...FIRST, ...DEV_EML27_MORE].map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'd27e-'),
  layout: DEV_EML27_LAYOUT,
}));
