// The rest of branch eml16's development set (see dev-eml16.ts): systems' notifications (payment failed,
// subscription renewed, parcel delivered, direct debit returned), numbers only in the Subject (a helpdesk ticket, a
// marketplace order), itineraries with dates without a year (one across the turn of the year), a freelancer's
// invoice from a personal address, and a reply whose quote holds the business content.
import { base64, crlf } from './dev-eml15.ts';
import { DEV_EML16_FIRST, DEV_EML16_LAYOUT, eml16, qp } from './dev-eml16.ts';
import { date, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

const DOCUMENTS: TCorpusDocument[] = [
  // multipart/mixed with a text body and an inline HTML part (a system's failed-payment notice).
  eml16(
    'payment-failed-en',
    'payment_notification',
    'en',
    'eml',
    [
      str('service_name'),
      str('plan'),
      num('amount'),
      str('card_last4'),
      date('next_attempt_date'),
      str('account_email'),
    ],
    {
      service_name: 'Pixelnest',
      plan: 'Studio Annual',
      amount: 179,
      card_last4: '4412',
      next_attempt_date: '2026-06-02',
      account_email: 'hello@marisol-design.example',
    },
    {
      raw: crlf(`From: Pixelnest Billing <billing@pixelnest.example>
To: hello@marisol-design.example
Subject: Action required: your payment for Pixelnest Studio Annual failed
Date: Fri, 29 May 2026 03:12:45 +0000
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="===============8123350934772215510=="

--===============8123350934772215510==
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 7bit

Hi Marisol,

We couldn't process your payment of $179.00 for your Pixelnest Studio Annual plan.

--===============8123350934772215510==
Content-Type: text/html; charset="utf-8"
Content-Disposition: inline
Content-Transfer-Encoding: quoted-printable

${qp(`<table width="560" cellpadding="0" cellspacing="0"><tr><td>
<p>The card on file (Visa ending in 4412) was declined by your bank.</p>
<table cellpadding="5" style="border:1px solid #e5e5e5">
<tr><td>Plan</td><td>Studio Annual</td></tr>
<tr><td>Amount</td><td>$179.00</td></tr>
<tr><td>Account</td><td>hello@marisol-design.example</td></tr>
<tr><td>Next attempt</td><td>June 2, 2026</td></tr>
</table>
<p>To keep your projects and shared links active, please update your payment method before the next attempt.</p>
<p><a href="https://pixelnest.example/billing">Update payment method</a></p>
<p>\u2014 The Pixelnest team</p>
</td></tr></table>`)}

--===============8123350934772215510==--
`),
    },
  ),
  // A helpdesk reply: the ticket number only in the Subject, the customer from the greeting.
  eml16(
    'ticket-reply-en',
    'support_ticket',
    'en',
    'eml',
    [
      str('ticket_number'),
      str('customer_name'),
      str('agent_name'),
      str('company'),
      num('refund_amount'),
      str('order_number'),
      str('status'),
    ],
    {
      ticket_number: '48213',
      customer_name: 'Priya Raman',
      agent_name: 'Jordan Ellis',
      company: 'Lumen Home Goods',
      refund_amount: 42.99,
      order_number: 'LH-220917',
      status: 'Resolved',
    },
    {
      raw: crlf(`From: Lumen Home Goods Support <support@lumenhome.example>
Reply-To: support+id48213@lumenhome.example
To: priya.raman@proton.example
Subject: Re: [Ticket #48213] Damaged lamp shade in order LH-220917
Date: Tue, 24 Mar 2026 11:27:03 -0700
X-Helpdesk-Status: Resolved
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

##- Please type your reply above this line -##

Your request (48213) has been updated. To add additional comments, reply to this email.

Jordan Ellis (Lumen Home Goods)
Mar 24, 2026, 11:26 PDT

Hi Priya,

Thanks for the photos, and sorry the shade arrived cracked. I've issued a full
refund of $42.99 to your original payment method; it should show within 5-7
business days. No need to send the item back.

I'm marking this ticket as resolved, but just reply if anything else comes up.

Best,
Jordan Ellis
Customer Care | Lumen Home Goods

Priya Raman
Mar 22, 2026, 19:02 PDT

Hello, the lamp shade in my order LH-220917 arrived with a crack along the
seam. Photos attached. Can I get a replacement or refund?

--------------------------------
This email is a service from Lumen Home Goods.
`),
    },
  ),
  // A marketplace seller's reply in German: the order number only in the Subject.
  eml16(
    'bestellung-aw-de',
    'customer_service',
    'de',
    'eml',
    [
      str('bestellnummer'),
      str('haendler'),
      str('kunde'),
      num('erstattungsbetrag'),
      str('artikel'),
      str('ruecksendenummer'),
    ],
    {
      bestellnummer: '302-1234567-1234567',
      haendler: 'Kaffeewerk Schmid',
      kunde: 'Andrea Vogel',
      erstattungsbetrag: 24.9,
      artikel: 'Espresso Bohnen Crema 1 kg',
      ruecksendenummer: 'RS-88410',
    },
    {
      raw: crlf(`From: "Kaffeewerk Schmid - Marketplace" <n4x8kq2l7tw9@marketplace.example>
To: "Andrea Vogel - Marketplace" <7hb2mx0qz91c@marketplace.example>
Subject: =?UTF-8?Q?AW:_Ihre_Bestellung_302-1234567-1234567?=
Date: Mon, 13 Apr 2026 12:44:09 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Frau Vogel,

es tut uns leid, dass die Packung \u201eEspresso Bohnen Crema 1 kg\u201c besch\u00e4digt bei Ihnen
angekommen ist. Wir erstatten Ihnen den Kaufpreis von 24,90 \u20ac, sobald die Ware
bei uns eingegangen ist. Ihre R\u00fccksendenummer lautet RS-88410; das Etikett liegt bei.

Mit freundlichen Gr\u00fc\u00dfen
Lena Schmid
Kaffeewerk Schmid
R\u00f6sterei & Versand, Am Speicher 3, 24937 Flensburg

-------------------- Urspr\u00fcngliche Nachricht --------------------
Von: Andrea Vogel
Gesendet: 12.04.2026 20:13
Betreff: Ihre Bestellung 302-1234567-1234567

Hallo, die Kaffeepackung war aufgerissen und die H\u00e4lfte der Bohnen lag lose im Karton.`)}
`),
    },
  ),
  // Subscription renewed: the reseller sends on behalf of the software company.
  eml16(
    'subscription-renewed-en',
    'receipt',
    'en',
    'eml',
    [
      str('vendor'),
      str('product'),
      str('receipt_number'),
      date('renewal_date'),
      date('next_renewal_date'),
      num('subtotal'),
      num('tax'),
      num('total'),
      str('customer_email'),
    ],
    {
      vendor: 'Gridline Software Ltd',
      product: 'Gridline Pro (Annual)',
      receipt_number: '881-274-910',
      renewal_date: '2026-04-17',
      next_renewal_date: '2027-04-17',
      subtotal: 96,
      tax: 19.2,
      total: 115.2,
      customer_email: 'ops@fernwood-labs.example',
    },
    {
      raw: crlf(`From: "Gridline Software Ltd via PayStream" <help@paystream.example>
To: ops@fernwood-labs.example
Subject: Your Gridline Pro subscription has been renewed
Date: Fri, 17 Apr 2026 06:00:41 +0000
List-Unsubscribe: <https://paystream.example/u/881274910>
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="pstr-alt-0a91"

--pstr-alt-0a91
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

${qp(`Thanks for your payment

Your subscription to Gridline Pro (Annual) has been renewed.

Receipt number: 881-274-910
Renewed on: 17 Apr 2026
Next renewal: 17 Apr 2027

Gridline Pro (Annual)      1 x $96.00
Subtotal                       $96.00
VAT (20%)                      $19.20
Total                         $115.20

Paid with Mastercard ending 0091 by ops@fernwood-labs.example.

PayStream is the authorised reseller and Merchant of Record for Gridline Software Ltd.
This payment will appear on your statement as PAYSTREAM* GRIDLINE.`)}

--pstr-alt-0a91
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: base64

${base64(`<html><body><table width="600"><tr><td><h1>Thanks for your payment</h1>
<p>Your subscription to <b>Gridline Pro (Annual)</b> has been renewed.</p>
<table><tr><td>Receipt number</td><td>881-274-910</td></tr><tr><td>Renewed on</td><td>17 Apr 2026</td></tr>
<tr><td>Next renewal</td><td>17 Apr 2027</td></tr></table>
<table><tr><td>Gridline Pro (Annual)</td><td>1 x $96.00</td></tr><tr><td>Subtotal</td><td>$96.00</td></tr>
<tr><td>VAT (20%)</td><td>$19.20</td></tr><tr><td><b>Total</b></td><td><b>$115.20</b></td></tr></table>
<p>Paid with Mastercard ending 0091 by ops@fernwood-labs.example.</p>
<p style="font-size:11px">PayStream is the authorised reseller and Merchant of Record for Gridline Software Ltd.</p>
</td></tr></table></body></html>`)}

--pstr-alt-0a91--
`),
    },
  ),
  // A rail booking in German: the legs with dates without a year.
  eml16(
    'bahn-reiseplan-de',
    'travel_itinerary',
    'de',
    'eml',
    [
      str('auftragsnummer'),
      str('reisender'),
      num('preis'),
      list('verbindungen', [date('datum'), str('abfahrt_ort'), str('abfahrt_zeit'), str('ankunft_ort'), str('zug')]),
    ],
    {
      auftragsnummer: 'Q7K2HM',
      reisender: 'Tobias Fink',
      preis: 89.98,
      verbindungen: [
        {
          datum: '2026-04-17',
          abfahrt_ort: 'Köln Hbf',
          abfahrt_zeit: '08:43',
          ankunft_ort: 'Berlin Hbf',
          zug: 'ICE 947',
        },
        {
          datum: '2026-04-19',
          abfahrt_ort: 'Berlin Hbf',
          abfahrt_zeit: '17:05',
          ankunft_ort: 'Köln Hbf',
          zug: 'ICE 856',
        },
      ],
    },
    {
      raw: crlf(`From: Schienenreisen Online <buchung@schienenreisen.example>
To: tobias.fink@mailbox.example
Subject: Ihre Buchungsbestaetigung (Auftrag Q7K2HM)
Date: Thu, 9 Apr 2026 21:18:30 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Buchungsbestätigung

Auftragsnummer: Q7K2HM
Reisender: Tobias Fink
Gesamtpreis: 89,98 €

Hinfahrt am Fr, 17. Apr.
ab 08:43 Köln Hbf        Gl. 5   ICE 947
an 13:10 Berlin Hbf      Gl. 12

Rückfahrt am So, 19. Apr.
ab 17:05 Berlin Hbf      Gl. 13  ICE 856
an 21:31 Köln Hbf        Gl. 4

Zugbindung: Sparpreis, 2. Klasse. Ihr Ticket ist nur gültig mit einem amtlichen
Lichtbildausweis.

Gute Reise wünscht Ihnen
Ihr Team von Schienenreisen Online
`),
    },
  ),
  // A flight itinerary in English: weekday, day and month, no year.
  eml16(
    'flight-itinerary-en',
    'travel_itinerary',
    'en',
    'eml',
    [
      str('booking_reference'),
      str('passenger_name'),
      list('flights', [str('flight_number'), date('date'), str('from'), str('to'), str('departure_time')]),
      num('total_paid'),
    ],
    {
      booking_reference: 'XJ4P9T',
      passenger_name: 'Hannah Moore',
      flights: [
        { flight_number: 'SK 1428', date: '2026-05-11', from: 'Manchester', to: 'Copenhagen', departure_time: '07:10' },
        { flight_number: 'SK 1429', date: '2026-05-14', from: 'Copenhagen', to: 'Manchester', departure_time: '18:35' },
      ],
      total_paid: 246.3,
    },
    {
      raw: crlf(`From: "Nordic Air" <no-reply@booking.nordicair.example>
To: HANNAH MOORE <hannah.moore@yahoo.example>
Subject: Booking confirmation XJ4P9T - Manchester to Copenhagen
Date: Sat, 18 Apr 2026 10:02:17 +0000
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body>
<table width="100%"><tr><td align="center"><table width="620">
<tr><td><h1>Your trip is booked</h1><p>Booking reference: <strong>XJ4P9T</strong></p></td></tr>
<tr><td><p>Passenger: MS HANNAH MOORE</p></td></tr>
<tr><td><table width="100%" cellpadding="6">
<tr><th align="left">Flight</th><th align="left">Date</th><th align="left">From</th><th align="left">To</th><th align="left">Departs</th><th align="left">Arrives</th></tr>
<tr><td>SK 1428</td><td>Mon 11 May</td><td>Manchester (MAN)</td><td>Copenhagen (CPH)</td><td>07:10</td><td>10:05</td></tr>
<tr><td>SK 1429</td><td>Thu 14 May</td><td>Copenhagen (CPH)</td><td>Manchester (MAN)</td><td>18:35</td><td>19:40</td></tr>
</table></td></tr>
<tr><td><p>Total paid: GBP 246.30</p><p>Check-in opens 24 hours before departure.</p></td></tr>
</table></td></tr></table></body></html>`)}
`),
    },
  ),
  // German parcel notification in Latin-1: "im Auftrag von" the shop, the day without a year.
  eml16(
    'paket-zugestellt-de',
    'delivery_notification',
    'de',
    'eml',
    [str('sendungsnummer'), str('absender'), str('empfaenger'), date('zustelldatum'), str('ablageort')],
    {
      sendungsnummer: '00340434161094471220',
      absender: 'Wollstube Hansen',
      empfaenger: 'Gisela Brandt',
      zustelldatum: '2026-04-08',
      ablageort: 'Garage',
    },
    {
      raw: crlf(`From: Paketblitz <noreply@paketblitz.example>
To: gisela.brandt@arcor.example
Subject: Ihre Sendung wurde zugestellt
Date: Wed, 8 Apr 2026 15:20:44 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=ISO-8859-1
Content-Transfer-Encoding: quoted-printable

${qp(
  `Guten Tag Gisela Brandt,

Ihre Sendung 00340434161094471220 im Auftrag von Wollstube Hansen wurde am
Mittwoch, 8.4. um 14:57 Uhr zugestellt.

Ablageort: Garage (laut Ihrer Ablagegenehmigung)

Sie haben Fragen? Besuchen Sie paketblitz.example/hilfe

Ihr Paketblitz-Team`,
  'latin1',
)}
`),
    },
  ),
  // An appointment across the turn of the year: sent in December, the day in January, no year.
  eml16(
    'vet-appointment-en',
    'appointment_reminder',
    'en',
    'eml',
    [str('clinic'), str('pet_name'), str('owner_name'), date('appointment_date'), str('appointment_time'), str('vet')],
    {
      clinic: 'Meadowbrook Veterinary Clinic',
      pet_name: 'Biscuit',
      owner_name: 'Ryan Walsh',
      appointment_date: '2026-01-06',
      appointment_time: '4:15 pm',
      vet: 'Dr. Aisha Patel',
    },
    {
      raw: crlf(`From: Meadowbrook Veterinary Clinic <reminders@petcare-mail.example>
To: Ryan Walsh <rwalsh@btinternet.example>
Subject: Biscuit's appointment on Tue 6 January
Date: Fri, 19 Dec 2025 12:00:05 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 7bit

Dear Ryan,

This is a reminder that Biscuit is booked in for a vaccination booster
with Dr. Aisha Patel on Tue 6 January at 4:15 pm.

Please arrive 10 minutes early. Our opening hours over the holidays
are on our website.

Meadowbrook Veterinary Clinic
14 Mill Lane, Harrogate HG1 2RT
01423 555 018
`),
    },
  ),
  // A returned direct debit from a utility (Windows-1252, quoted-printable).
  eml16(
    'ruecklastschrift-de',
    'payment_notification',
    'de',
    'eml',
    [
      str('unternehmen'),
      str('kundennummer'),
      num('offener_betrag'),
      num('ruecklastschriftgebuehr'),
      date('zahlbar_bis'),
      str('kunde'),
    ],
    {
      unternehmen: 'Ostwind Energie GmbH',
      kundennummer: '771 204 553',
      offener_betrag: 84,
      ruecklastschriftgebuehr: 3.5,
      zahlbar_bis: '2026-03-20',
      kunde: 'Markus Heller',
    },
    {
      raw: crlf(`From: Ostwind Energie <service@ostwind-energie.example>
To: markus.heller@gmx.example
Subject: =?windows-1252?Q?Zahlung_fehlgeschlagen_=96_Kundennummer_771_204_553?=
Date: Tue, 10 Mar 2026 09:41:17 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="windows-1252"
Content-Transfer-Encoding: quoted-printable

${qp(
  `Sehr geehrter Herr Heller,

leider konnten wir den f\u00e4lligen Abschlag vom 02.03. nicht von Ihrem Konto einziehen.
Ihre Bank hat die Lastschrift zur\u00fcckgegeben (Grund: Konto ohne Deckung).

Kundennummer: 771 204 553
Abschlag M\u00e4rz: 84,00 \u20ac
R\u00fccklastschriftgeb\u00fchr der Bank: 3,50 \u20ac
Gesamt offen: 87,50 \u20ac

Bitte \u00fcberweisen Sie den offenen Betrag bis zum 20.03. auf unser Konto
IBAN DE71 1203 0000 1004 4719 22. Geben Sie dabei Ihre Kundennummer an.

Freundliche Gr\u00fc\u00dfe
Ihr Ostwind Energie Kundenservice

Ostwind Energie GmbH, Hafenstra\u00dfe 2, 18055 Rostock`,
  'latin1',
)}
`),
    },
  ),
  // A freelancer's invoice from a personal address: issuer from the signature, recipient from the greeting.
  eml16(
    'freelancer-rechnung-de',
    'invoice',
    'de',
    'eml',
    [
      str('rechnungssteller'),
      str('rechnungsempfaenger'),
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      num('betrag'),
      obj('bankverbindung', [str('iban'), str('bic')]),
      str('steuernummer'),
    ],
    {
      rechnungssteller: 'Martin Berger Fotografie',
      rechnungsempfaenger: 'Hochzeitsmanufaktur Lindner',
      rechnungsnummer: 'MB-2026-014',
      rechnungsdatum: '2026-03-02',
      betrag: 950,
      bankverbindung: { iban: 'DE27 4306 0967 1122 3344 00', bic: 'GENODEM1GLS' },
      steuernummer: '143/215/40887',
    },
    {
      raw: crlf(`From: Martin <m.berger.1987@gmail.example>
To: buchhaltung@hochzeitsmanufaktur-lindner.example
Subject: Rechnung Shooting 28.02.
Date: Mon, 2 Mar 2026 22:14:51 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

${qp(`Liebes Team der Hochzeitsmanufaktur Lindner,

danke f\u00fcr den sch\u00f6nen Auftrag am Samstag! Hier meine Rechnung:

Rechnung Nr. MB-2026-014 vom 02.03.2026
Hochzeitsreportage Familie Sommer, 28.02.2026, 6 Stunden inkl. Bildbearbeitung
Pauschal 950,00 EUR

Gem\u00e4\u00df \u00a7 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmer).

Bitte \u00fcberweist den Betrag innerhalb von 14 Tagen an:
IBAN: DE27 4306 0967 1122 3344 00
BIC: GENODEM1GLS

Liebe Gr\u00fc\u00dfe
Martin

--=20
Martin Berger Fotografie
Ostertorsteinweg 61, 28203 Bremen
Steuernummer 143/215/40887
www.martinberger-foto.example`).replace('--=3D20', '-- ')}
`),
    },
  ),
  // A reply that only confirms: the quote it answers, in the quoted history, holds the business content.
  eml16(
    'quote-reply-en',
    'quote',
    'en',
    'eml',
    [
      str('contractor'),
      str('client_name'),
      str('quote_reference'),
      num('quoted_price'),
      date('start_date'),
      str('job_description'),
    ],
    {
      contractor: 'Greenfield Landscaping',
      client_name: 'Olivia Bennett',
      quote_reference: 'GL-3391',
      quoted_price: 3450,
      start_date: '2026-04-20',
      job_description: 'Patio replacement with Indian sandstone, 24 m2',
    },
    {
      raw: crlf(`From: Olivia Bennett <olivia.bennett@gmail.example>
To: Greenfield Landscaping <office@greenfield-landscaping.example>
Subject: Re: Quote GL-3391 - patio
Date: Sat, 28 Mar 2026 10:04:33 +0000
In-Reply-To: <q3391.1774622100@greenfield-landscaping.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

${qp(`Hi Steve,

That all looks good, please go ahead. Monday the 20th works for us.

Thanks,
Olivia

On Fri, 27 Mar 2026 at 14:35, Greenfield Landscaping <office@greenfield-landscaping.example> wrote:
> Hi Olivia,
>
> Thanks for having us round on Tuesday. As discussed, here is our quote.
>
> Quote ref: GL-3391
> Job: Patio replacement with Indian sandstone, 24 m2
> Includes removal of the old slabs, sub-base, laying and pointing.
> Price: \u00a33,450.00 including VAT
> Earliest start: Monday 20 April, approx. 4 working days
>
> The quote is valid for 30 days.
>
> Best regards,
> Steve Harper
> Greenfield Landscaping
> 07700 900 418`)}
`),
    },
  ),
];

/** Branch eml16's development set (layout 68). */
export const DEV_EML16: TCorpusDocument[] = [...DEV_EML16_FIRST, ...DOCUMENTS].map((document) => ({
  ...document,
  layout: DEV_EML16_LAYOUT,
}));
