// The rest of branch eml22's development mails (layout 105; see dev-eml22.ts): table and holiday-flat bookings, car
// hire with pick-up/return columns, a cancellation fee and a renewal amount in brackets, an Apple Mail forward, a SEPA
// pre-notification, an HTML shop order, a Latin-1 multipart order, a plain itinerary with airports in brackets, a
// forwarded reminder, a dentist's appointment and an energy bill.
import { crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { qword } from './dev-eml17.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_EML22_MORE: TCorpusDocument[] = [
  // A restaurant's reply confirming a table, all in sentences.
  fresh(
    'table-booking-en',
    'booking_confirmation',
    'en',
    'eml',
    [
      str('restaurant'),
      str('guest_name'),
      date('booking_date'),
      str('booking_time'),
      num('party_size'),
      num('deposit'),
    ],
    {
      restaurant: 'The Olive Press',
      guest_name: 'Mark Davies',
      booking_date: '2026-03-21',
      booking_time: '19:30',
      party_size: 4,
      deposit: 40,
    },
    {
      raw: crlf(`From: The Olive Press <bookings@theolivepress.example>
To: Mark Davies <mark.davies@gmail.example>
Subject: Re: Table for Saturday
Date: Mon, 16 Mar 2026 10:20:00 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Dear Mark Davies,

Thank you for your message. We are delighted to confirm a table for 4 on
Saturday 21 March 2026 at 19:30.

To hold the table we have taken a deposit (GBP 40.00), which will be taken
off your bill on the night.

We look forward to welcoming you.

Giulia
The Olive Press
12 Market Place, Hexham NE46 1XQ
01434 555 270`),
    },
  ),
  // A holiday flat's booking confirmation with a deposit in brackets and arrival/departure times.
  fresh(
    'ferienwohnung-de',
    'booking_confirmation',
    'de',
    'eml',
    [
      str('unterkunft'),
      str('gast'),
      date('anreise'),
      date('abreise'),
      num('gesamtpreis'),
      num('anzahlung'),
      date('anzahlung_bis'),
      str('telefon_vermieter'),
    ],
    {
      unterkunft: 'Ferienwohnung Möwennest',
      gast: 'Familie Petersen',
      anreise: '2026-07-04',
      abreise: '2026-07-11',
      gesamtpreis: 950,
      anzahlung: 285,
      anzahlung_bis: '2026-04-30',
      telefon_vermieter: '04651 88 27 15',
    },
    {
      raw: crlf(`From: =?UTF-8?Q?Ferienwohnung_M=C3=B6wennest?= <moewennest@sylt-urlaub.example>
To: petersen.kiel@web.example
Subject: =?UTF-8?Q?Buchungsbest=C3=A4tigung_Juli_2026?=
Date: Wed, 15 Apr 2026 20:11:45 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Liebe Familie Petersen,

hiermit bestätigen wir Ihre Buchung der Ferienwohnung Möwennest:

Anreise: Sa, 04.07.2026 ab 15 Uhr
Abreise: Sa, 11.07.2026 bis 10 Uhr
Personen: 2 Erwachsene, 2 Kinder
Gesamtpreis: 950,00 € inkl. Endreinigung

Bitte überweisen Sie die Anzahlung (30 %, also 285,00 €) bis zum 30.04.2026,
den Rest bis 14 Tage vor Anreise.

Wir freuen uns auf Sie!

Herzliche Grüße von der Insel
Anke und Hauke Lorenzen
Ferienwohnung Möwennest
Süderstraße 19 · 25980 Sylt
Tel. 04651 88 27 15`)}
`),
    },
  ),
  // A car hire voucher whose pick-up and return sit in an HTML table with "Pick-up"/"Return" columns.
  fresh(
    'car-hire-en',
    'booking_confirmation',
    'en',
    'eml',
    [
      str('voucher_number'),
      str('driver'),
      str('pickup_location'),
      date('pickup_date'),
      str('pickup_time'),
      str('return_location'),
      date('return_date'),
      str('car_group'),
      num('total'),
    ],
    {
      voucher_number: 'RC-8830147',
      driver: 'James Whitaker',
      pickup_location: 'Faro Airport (FAO)',
      pickup_date: '2026-08-02',
      pickup_time: '14:00',
      return_location: 'Faro Airport (FAO)',
      return_date: '2026-08-09',
      car_group: 'Compact (VW Golf or similar)',
      total: 312.6,
    },
    {
      raw: crlf(`From: RentaCompare <vouchers@rentacompare.example>
To: j.whitaker@hotmail.example
Subject: Your car hire voucher RC-8830147
Date: Sun, 12 Apr 2026 21:44:02 +0100
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="rc-b1"

--rc-b1
Content-Type: text/plain; charset=UTF-8

Your car hire is confirmed. Voucher RC-8830147. View this e-mail in a browser for your full voucher.

--rc-b1
Content-Type: text/html; charset=UTF-8

<html><body>
<p>Main driver: James Whitaker</p>
<p>Voucher number: RC-8830147</p>
<table>
<tr><th></th><th>Pick-up</th><th>Return</th></tr>
<tr><td>Location</td><td>Faro Airport (FAO)</td><td>Faro Airport (FAO)</td></tr>
<tr><td>Date</td><td>Sun 2 Aug 2026</td><td>Sun 9 Aug 2026</td></tr>
<tr><td>Time</td><td>14:00</td><td>10:00</td></tr>
</table>
<p>Car: Compact (VW Golf or similar), manual, air conditioning</p>
<p>Total price: &euro;312.60 - paid</p>
</body></html>
--rc-b1--
`),
    },
  ),
  // A German cancellation confirmation: the fee in brackets inside the sentence.
  fresh(
    'stornierung-de',
    'cancellation',
    'de',
    'eml',
    [str('buchungsnummer'), str('hotel'), num('stornogebuehr'), num('erstattung'), date('storniert_am')],
    {
      buchungsnummer: '58120934',
      hotel: 'Hotel Alpenblick',
      stornogebuehr: 96,
      erstattung: 384,
      storniert_am: '2026-03-30',
    },
    {
      raw: crlf(`From: Hotel Alpenblick <info@alpenblick-oberstdorf.example>
To: m.reiter@gmx.example
Subject: Stornierung Ihrer Buchung 58120934
Date: Mon, 30 Mar 2026 09:15:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=ISO-8859-1
Content-Transfer-Encoding: quoted-printable

${qp(
  `Sehr geehrter Herr Reiter,

wie gewünscht haben wir Ihre Buchung 58120934 am 30.03.2026 storniert.

Gemäß unseren Stornobedingungen behalten wir eine Stornogebühr (96,00 €)
ein. Den Restbetrag von 384,00 € erstatten wir innerhalb von 7 Tagen auf
Ihre Kreditkarte.

Wir hoffen, Sie ein anderes Mal bei uns begrüßen zu dürfen.

Mit freundlichen Grüßen

Hotel Alpenblick
Rezeption`,
  'latin1',
)}
`),
    },
  ),
  // A software subscription's renewal notice: the renewal amount in brackets, a US date.
  fresh(
    'renewal-notice-en',
    'subscription_notice',
    'en',
    'eml',
    [str('product'), str('plan'), date('renewal_date'), num('renewal_amount'), str('account_email')],
    {
      product: 'NoteNest',
      plan: 'Pro (annual)',
      renewal_date: '2026-05-01',
      renewal_amount: 119,
      account_email: 'k.ito@fastmail.example',
    },
    {
      raw: crlf(`From: NoteNest Billing <billing@notenest.example>
To: k.ito@fastmail.example
Subject: Your NoteNest Pro subscription renews soon
Date: Wed, 01 Apr 2026 14:00:00 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Hi Kenji,

Just a heads-up: your NoteNest plan Pro (annual) will renew automatically
on 05/01/2026, and the renewal amount (USD 119.00) will be charged to the
Visa card on file.

Account: k.ito@fastmail.example

Nothing to do if you'd like to keep your notes syncing. To change or
cancel, visit Settings > Billing before the renewal date.

Thanks for using NoteNest!`),
    },
  ),
  // An Apple Mail forward of a rail ticket mail ("Anfang der weitergeleiteten Nachricht:"), the forwarder asked for.
  fresh(
    'weiterleitung-apple-bahn-de',
    'booking_confirmation',
    'de',
    'eml',
    [
      str('weitergeleitet_von'),
      str('auftragsnummer'),
      date('reisedatum'),
      str('von'),
      str('nach'),
      str('abfahrt'),
      num('preis'),
    ],
    {
      weitergeleitet_von: 'Katrin Vogel',
      auftragsnummer: '581 204 337 912',
      reisedatum: '2026-05-06',
      von: 'Köln Hbf',
      nach: 'Berlin Hbf',
      abfahrt: '07:48',
      preis: 64.9,
    },
    {
      raw: crlf(`From: Katrin Vogel <katrin.vogel@me.example>
To: reisekosten@vogel-architekten.example
Subject: WG: Ihre Fahrkarte
Date: Wed, 08 Apr 2026 18:30:12 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Für die Reisekostenabrechnung. Gruß, Katrin

Anfang der weitergeleiteten Nachricht:

> Von: Bahn Buchung <buchungsbestaetigung@bahn-tickets.example>
> Betreff: Ihre Fahrkarte
> Datum: 8. April 2026 um 18:02:44 MESZ
> An: katrin.vogel@me.example
>
> Guten Tag Frau Vogel,
>
> vielen Dank für Ihre Buchung.
>
> Auftragsnummer: 581 204 337 912
> Hinfahrt: Mi, 06.05.2026
> Köln Hbf ab 07:48 – Berlin Hbf an 12:21, ICE 949
> Preis: 64,90 €
>
> Gute Reise!`)}
`),
    },
  ),
  // A SEPA direct debit pre-notification with creditor ID and mandate reference.
  fresh(
    'lastschrift-vorabinfo-de',
    'payment_notice',
    'de',
    'eml',
    [
      str('glaeubiger'),
      str('glaeubiger_id'),
      str('mandatsreferenz'),
      num('betrag'),
      date('faelligkeit'),
      str('vertragsnummer'),
    ],
    {
      glaeubiger: 'Stadtwerke Lüneburg GmbH',
      glaeubiger_id: 'DE98ZZZ09999999999',
      mandatsreferenz: 'SWL-0048813-01',
      betrag: 87,
      faelligkeit: '2026-05-15',
      vertragsnummer: '4400218873',
    },
    {
      raw: crlf(`From: =?UTF-8?Q?Stadtwerke_L=C3=BCneburg?= <kundenservice@stadtwerke-lueneburg.example>
To: familie.ahrens@ewe.example
Subject: =?UTF-8?Q?Ank=C3=BCndigung_Ihrer_SEPA-Lastschrift?=
Date: Thu, 30 Apr 2026 05:12:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Familie Ahrens,

zu Ihrem Vertrag 4400218873 (Strom) buchen wir den Abschlag für Mai in Höhe
von 87,00 € am 15.05.2026 von Ihrem Konto ab.

Gläubiger-ID: DE98ZZZ09999999999
Mandatsreferenz: SWL-0048813-01

Bitte sorgen Sie für ausreichende Deckung.

Freundliche Grüße
Ihre Stadtwerke Lüneburg

Stadtwerke Lüneburg GmbH · Am Alten Eisenwerk 2 · 21339 Lüneburg
Telefon 04131 2300 0 · Sitz Lüneburg · HRB 1234`)}
`),
    },
  ),
  // A shop's HTML-only order confirmation: order number in the Subject and the heading, items in a table.
  fresh(
    'order-html-items-en',
    'order_confirmation',
    'en',
    'eml',
    [
      str('order_number'),
      date('order_date'),
      list('items', [str('product'), num('qty'), num('price')]),
      num('subtotal'),
      num('shipping'),
      num('total'),
      str('shipping_address'),
    ],
    {
      order_number: '1043',
      order_date: '2026-04-03',
      items: [
        { product: 'Ceramic pour-over set', qty: 1, price: 42 },
        { product: 'Single-origin beans, Ethiopia 250 g', qty: 2, price: 23 },
      ],
      subtotal: 65,
      shipping: 4.95,
      total: 69.95,
      shipping_address: '9 Carlton Road, Oxford OX2 7RZ',
    },
    {
      raw: crlf(`From: Kettle & Crema <shop@kettleandcrema.example>
To: ruth.m@gmail.example
Subject: Order #1043 confirmed
Date: Fri, 03 Apr 2026 08:55:31 +0100
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8

<html><body>
<h2>Thanks for your order, Ruth!</h2>
<p>Order #1043 &middot; placed 3 April 2026</p>
<table>
<tr><th>Product</th><th>Qty</th><th>Price</th></tr>
<tr><td>Ceramic pour-over set</td><td>1</td><td>&pound;42.00</td></tr>
<tr><td>Single-origin beans, Ethiopia 250 g</td><td>2</td><td>&pound;23.00</td></tr>
</table>
<table>
<tr><td>Subtotal</td><td>&pound;65.00</td></tr>
<tr><td>Shipping</td><td>&pound;4.95</td></tr>
<tr><td><b>Total</b></td><td><b>&pound;69.95</b></td></tr>
</table>
<h3>Shipping address</h3>
<p>Ruth Morgan<br>9 Carlton Road, Oxford OX2 7RZ</p>
</body></html>
`),
    },
  ),
  // A German order as multipart/alternative, Latin-1 quoted-printable in the plain part.
  fresh(
    'bestellung-latin1-de',
    'order_confirmation',
    'de',
    'eml',
    [str('bestellnummer'), date('bestelldatum'), str('kunde'), num('gesamtbetrag'), str('zahlungsart'), str('shop')],
    {
      bestellnummer: 'WB-77310',
      bestelldatum: '2026-03-25',
      kunde: 'Jörg Wendt',
      gesamtbetrag: 58.47,
      zahlungsart: 'PayPal',
      shop: 'Weinhandlung Bräuer',
    },
    {
      raw: crlf(`From: =?ISO-8859-1?Q?Weinhandlung_Br=E4uer?= <shop@weinhandlung-braeuer.example>
To: joerg.wendt@arcor.example
Subject: ${qword('Bestellbestätigung WB-77310', 'ISO-8859-1')}
Date: Wed, 25 Mar 2026 21:07:40 +0100
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="wb-x"

--wb-x
Content-Type: text/plain; charset=ISO-8859-1
Content-Transfer-Encoding: quoted-printable

${qp(
  `Guten Abend Herr Jörg Wendt,

vielen Dank für Ihre Bestellung vom 25.03.2026.

Bestellnummer: WB-77310
6 x Grüner Veltliner 2024, trocken à 8,50 €
Versand: 7,47 €
Gesamtbetrag: 58,47 €
Zahlungsart: PayPal

Ihre Weinhandlung Bräuer`,
  'latin1',
)}
--wb-x
Content-Type: text/html; charset=ISO-8859-1
Content-Transfer-Encoding: quoted-printable

${qp(
  `<html><body><p>Guten Abend Herr Jörg Wendt,</p><p>vielen Dank für Ihre Bestellung vom 25.03.2026.</p>
<p>Bestellnummer: WB-77310</p><p>6 x Grüner Veltliner 2024, trocken à 8,50 €<br>Versand: 7,47 €<br>
<b>Gesamtbetrag: 58,47 €</b><br>Zahlungsart: PayPal</p><p>Ihre Weinhandlung Bräuer</p></body></html>`,
  'latin1',
)}
--wb-x--
`),
    },
  ),
  // A travel agency's plain itinerary: two flights on lines with airports in brackets and an en dash between them.
  fresh(
    'reiseplan-flug-de',
    'travel_itinerary',
    'de',
    'eml',
    [
      str('vorgangsnummer'),
      str('reisender'),
      list('fluege', [str('flugnummer'), date('datum'), str('von'), str('nach'), str('abflug'), str('ankunft')]),
      num('reisepreis'),
    ],
    {
      vorgangsnummer: 'RB-2026-3318',
      reisender: 'Dr. Miriam Falk',
      fluege: [
        {
          flugnummer: 'LH 1168',
          datum: '2026-05-12',
          von: 'Frankfurt (FRA)',
          nach: 'Lissabon (LIS)',
          abflug: '09:40',
          ankunft: '11:55',
        },
        {
          flugnummer: 'LH 1171',
          datum: '2026-05-15',
          von: 'Lissabon (LIS)',
          nach: 'Frankfurt (FRA)',
          abflug: '17:25',
          ankunft: '21:20',
        },
      ],
      reisepreis: 486.2,
    },
    {
      raw: crlf(`From: =?UTF-8?Q?Reiseb=C3=BCro_Sonnenweg?= <team@reisebuero-sonnenweg.example>
To: m.falk@uniklinik-mainz.example
Subject: Ihr Reiseplan Lissabon, Vorgang RB-2026-3318
Date: Thu, 09 Apr 2026 12:40:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Frau Dr. Falk,

anbei Ihr Reiseplan zum Kongress in Lissabon.

Vorgangsnummer: RB-2026-3318
Reisende: Dr. Miriam Falk

Hinflug:  Di, 12.05.2026  LH 1168  Frankfurt (FRA) 09:40 – Lissabon (LIS) 11:55
Rückflug: Fr, 15.05.2026  LH 1171  Lissabon (LIS) 17:25 – Frankfurt (FRA) 21:20

Reisepreis gesamt: 486,20 € (wird per Rechnung an die Uniklinik gestellt)

Gute Reise wünscht
Petra Haas
Reisebüro Sonnenweg · Schillerstraße 3 · 55116 Mainz · Tel. 06131 22 41 80`)}
`),
    },
  ),
  // A colleague forwards a supplier's reminder with a question: the forwarder, amount and date asked.
  fresh(
    'fwd-reminder-en',
    'payment_reminder',
    'en',
    'eml',
    [
      str('forwarded_by'),
      str('supplier'),
      str('invoice_number'),
      num('amount_overdue'),
      date('pay_by'),
      str('supplier_phone'),
    ],
    {
      forwarded_by: 'Daniel Moore',
      supplier: 'Castle Cleaning Services',
      invoice_number: 'CCS-2291',
      amount_overdue: 540,
      pay_by: '2026-04-17',
      supplier_phone: '029 2055 8810',
    },
    {
      raw: crlf(`From: Daniel Moore <daniel@moore-dental.example>
To: finance@moore-dental.example
Subject: Fwd: Overdue invoice CCS-2291
Date: Mon, 13 Apr 2026 08:12:40 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Can you check whether we paid this? If not please pay it this week.
D.

Begin forwarded message:

From: Castle Cleaning Services <accounts@castlecleaning.example>
Subject: Overdue invoice CCS-2291
Date: 10 April 2026 at 15:31:02 BST
To: daniel@moore-dental.example

Dear Mr Moore,

Our records show that invoice CCS-2291 for February's cleaning is now
overdue. The outstanding balance (GBP 540.00) should be paid by 17 April
2026 to avoid a late payment fee.

If you have already paid, please ignore this reminder.

Regards,
Carys Evans
Accounts, Castle Cleaning Services
Unit 9, Penarth Road, Cardiff CF11 8TW
Tel: 029 2055 8810`),
    },
  ),
  // A dental practice's appointment confirmation with a German signature block.
  fresh(
    'zahnarzt-termin-de',
    'appointment',
    'de',
    'eml',
    [str('praxis'), str('patient'), date('termin_datum'), str('termin_uhrzeit'), str('behandlung'), str('telefon')],
    {
      praxis: 'Zahnarztpraxis Dr. Lindner',
      patient: 'Frau Anna Özdemir',
      termin_datum: '2026-04-28',
      termin_uhrzeit: '08:15',
      behandlung: 'Professionelle Zahnreinigung',
      telefon: '0711 640 33 90',
    },
    {
      raw: crlf(`From: Zahnarztpraxis Dr. Lindner <termine@zahnarzt-lindner.example>
To: anna.oezdemir@gmx.example
Subject: =?UTF-8?Q?Terminbest=C3=A4tigung?=
Date: Mon, 20 Apr 2026 16:45:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Frau Anna Özdemir,

hiermit bestätigen wir Ihren Termin zur Professionellen Zahnreinigung am
Dienstag, 28.04.2026 um 08:15 Uhr.

Bitte bringen Sie Ihre Versichertenkarte mit. Falls Sie den Termin nicht
wahrnehmen können, sagen Sie bitte spätestens 24 Stunden vorher ab.

Mit freundlichen Grüßen
Ihr Praxisteam

Zahnarztpraxis Dr. Lindner
Rotebühlstraße 88, 70178 Stuttgart
Tel.: 0711 640 33 90`)}
`),
    },
  ),
  // An energy supplier's bill notice: period and amount in sentences, the collection date after "on or after".
  fresh(
    'energy-bill-en',
    'utility_bill',
    'en',
    'eml',
    [
      str('supplier'),
      str('account_number'),
      date('period_start'),
      date('period_end'),
      num('amount_due'),
      date('collection_date'),
    ],
    {
      supplier: 'Brightside Energy',
      account_number: 'A-10293847',
      period_start: '2026-01-01',
      period_end: '2026-03-31',
      amount_due: 312.18,
      collection_date: '2026-04-15',
    },
    {
      raw: crlf(`From: Brightside Energy <bills@brightside-energy.example>
To: g.patel@sky.example
Subject: Your latest bill is ready (account A-10293847)
Date: Thu, 02 Apr 2026 07:03:00 +0100
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="be-77"

--be-77
Content-Type: text/plain; charset=UTF-8

Hi Gita,

Your bill for 1 January 2026 to 31 March 2026 is ready. The amount due is
GBP 312.18.

We'll collect this by Direct Debit on or after 15 April 2026.

Brightside Energy

--be-77
Content-Type: text/html; charset=UTF-8

<html><body><p>Hi Gita,</p>
<p>Your bill for 1 January 2026 to 31 March 2026 is ready. The amount due is <b>&pound;312.18</b>.</p>
<p>We'll collect this by Direct Debit on or after 15 April 2026.</p>
<p>Brightside Energy</p></body></html>
--be-77--
`),
    },
  ),
  // A German reply to an offer, accepting it: the offer's number and sum only in the quoted message below.
  fresh(
    'antwort-angebot-de',
    'order',
    'de',
    'eml',
    [str('auftraggeber'), str('angebotsnummer'), num('angebotssumme'), date('ausfuehrung_ab'), str('auftragnehmer')],
    {
      auftraggeber: 'Thomas Brandl',
      angebotsnummer: 'AN-26-118',
      angebotssumme: 4860,
      ausfuehrung_ab: '2026-05-18',
      auftragnehmer: 'Fliesen Yilmaz',
    },
    {
      raw: crlf(`From: Thomas Brandl <t.brandl@online.example>
To: Fliesen Yilmaz <kontakt@fliesen-yilmaz.example>
Subject: AW: Angebot AN-26-118 Badsanierung
Date: Tue, 21 Apr 2026 19:55:03 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hallo Herr Yilmaz,

vielen Dank, wir nehmen Ihr Angebot an. Der Beginn am 18.05.2026 passt uns.

Viele Grüße
Thomas Brandl

Am 20.04.2026 um 17:12 schrieb Fliesen Yilmaz <kontakt@fliesen-yilmaz.example>:
> Sehr geehrter Herr Brandl,
>
> wie besprochen unser Angebot AN-26-118 für die Badsanierung:
> Angebotssumme: 4.860,00 € brutto
> Ausführung ab 18.05.2026, Dauer ca. 8 Arbeitstage.
>
> Mit freundlichen Grüßen
> Mehmet Yilmaz
> Fliesen Yilmaz · Industriestraße 5 · 86156 Augsburg`)}
`),
    },
  ),
];
