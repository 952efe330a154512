// The rest of session 27's development set of e-mails (see dev-eml27.ts), written before the extractor was changed:
// a Gmail reply agreeing a price below its quoted offer, an Outlook forward of an invoice with the forwarder's own
// note, a parcel delivery notice, a cancellation, a mail whose header Date and sender differ from the body's order
// date and shop, a rent reminder in prose, and mails as users keep them: printed to PDF, saved as text, HTML and DOCX,
// a phone's screenshot (PNG) and a scanned print-out.
import { crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { date, fresh, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_EML27_MORE: TCorpusDocument[] = [
  // A Gmail reply: the newest message agrees a lower price than the quoted offer below it.
  fresh(
    'reply-agreed-price-en',
    'agreement',
    'en',
    'eml',
    [num('agreed_price'), date('start_date'), str('contractor'), str('customer')],
    {
      agreed_price: 1150,
      start_date: '2026-06-15',
      contractor: 'Tom Hargreaves',
      customer: 'Lucy Fenwick',
    },
    {
      raw: crlf(`From: Lucy Fenwick <lucy.fenwick@gmail.example>
To: Tom Hargreaves <tom@hargreavesdecorating.example>
Subject: Re: Quote for hallway and landing
Date: Wed, 06 May 2026 21:03:17 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hi Tom,

Happy to go ahead at £1,150 as we discussed on the phone. Monday 15 June 2026
works for us as the start date.

Best wishes,
Lucy

On Tue, 5 May 2026 at 09:14, Tom Hargreaves <tom@hargreavesdecorating.example> wrote:
> Dear Lucy,
>
> Thanks for showing me round. To prepare and paint the hallway, stairs and
> landing (walls, ceilings and woodwork) my price is £1,280.00. I could start
> on Monday 8 June 2026.
>
> Regards,
> Tom Hargreaves
> Hargreaves Decorating
`),
    },
  ),
  // An Outlook forward of an invoice mail; the forwarder's note sets no fact of the invoice.
  fresh(
    'weiterleitung-outlook-rechnung-de',
    'invoice',
    'de',
    'eml',
    [str('lieferant'), str('rechnungsnummer'), num('rechnungsbetrag'), date('rechnungsdatum'), date('faellig_bis')],
    {
      lieferant: 'Druckerei Wallner',
      rechnungsnummer: '26-0871',
      rechnungsbetrag: 486.71,
      rechnungsdatum: '2026-05-04',
      faellig_bis: '2026-05-18',
    },
    {
      raw: crlf(`From: Petra Scholz <p.scholz@kanzlei-scholz.example>
To: Buchhaltung <buchhaltung@kanzlei-scholz.example>
Subject: WG: Ihre Rechnung 26-0871
Date: Thu, 07 May 2026 08:44:51 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Bitte bis Freitag überweisen, danke!
Petra

Von: Druckerei Wallner <info@druckerei-wallner.example>
Gesendet: Montag, 4. Mai 2026 16:20
An: p.scholz@kanzlei-scholz.example
Betreff: Ihre Rechnung 26-0871

Sehr geehrte Frau Scholz,

im Anhang finden Sie unsere Rechnung Nr. 26-0871 vom 04.05.2026 über 500
Briefbögen und 1.000 Visitenkarten. Der Rechnungsbetrag von 486,71 € ist
fällig bis zum 18.05.2026.

Freundliche Grüße
Druckerei Wallner
Passauer Straße 5 · 94036 Passau`)}
`),
    },
  ),
  // A parcel carrier's delivery notice: the facts in sentences and one label line.
  fresh(
    'sendung-zugestellt-de',
    'delivery notice',
    'de',
    'eml',
    [str('sendungsnummer'), date('zustelldatum'), str('zustellzeit'), str('ablageort'), str('absender')],
    {
      sendungsnummer: '00340434161234567890',
      zustelldatum: '2026-05-05',
      zustellzeit: '11:42',
      ablageort: 'Garage',
      absender: 'Gartenwelt Hoffmann',
    },
    {
      raw: crlf(`From: DHL Paket <noreply@dhl.example>
To: r.jansen@freenet.example
Subject: Ihre DHL Sendung wurde zugestellt
Date: Tue, 05 May 2026 11:45:02 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hallo Herr Jansen,

Ihre Sendung 00340434161234567890 von Gartenwelt Hoffmann wurde am 05.05.2026
um 11:42 Uhr zugestellt.

Ablageort: Garage

Viele Grüße
Ihr DHL Team`)}
`),
    },
  ),
  // A gym's cancellation confirmation: the end date and the last payment in prose.
  fresh(
    'membership-cancelled-en',
    'cancellation confirmation',
    'en',
    'eml',
    [str('club'), str('membership_number'), date('end_date'), num('final_payment'), date('final_payment_date')],
    {
      club: 'PulseFit Leeds',
      membership_number: 'PF-0093381',
      end_date: '2026-05-31',
      final_payment: 34.99,
      final_payment_date: '2026-05-01',
    },
    {
      raw: crlf(`From: PulseFit Leeds <members@pulsefit.example>
To: kwame.asante@hotmail.example
Subject: Your membership has been cancelled
Date: Mon, 20 Apr 2026 10:10:10 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hi Kwame,

We're sorry to see you go. Your membership PF-0093381 will end on 31 May 2026.
Your final payment of £34.99 will be taken on 1 May 2026 and you won't be
charged again after that.

You can still use the club until your membership ends.

PulseFit Leeds
`),
    },
  ),
  // The header's Date (two days later) and the platform's sender name are not the order's date and seller.
  fresh(
    'header-vs-body-order-en',
    'order confirmation',
    'en',
    'eml',
    [str('seller'), str('order_number'), date('order_date'), num('order_total'), str('item')],
    {
      seller: 'Copperfield Prints',
      order_number: '2981-44716',
      order_date: '2026-04-28',
      order_total: 56.5,
      item: 'A3 giclée print "Harbour at Dusk"',
    },
    {
      raw: crlf(`From: Marketplace Notifications <noreply@craftmarket.example>
To: ines.costa@gmail.example
Subject: Receipt for your purchase
Date: Thu, 30 Apr 2026 02:00:11 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hi Ines,

Here is your receipt from Copperfield Prints.

Order number: 2981-44716
Order placed: 28 April 2026
Item: A3 giclée print "Harbour at Dusk"
Order total: £56.50

Sold by Copperfield Prints, Whitby`)}
`),
    },
  ),
  // A landlord's reminder: the missing rent, its month and the deadline in prose.
  fresh(
    'miete-erinnerung-de',
    'payment reminder',
    'de',
    'eml',
    [str('vermieter'), str('mieter'), num('offener_betrag'), str('monat'), date('zahlungsfrist')],
    {
      vermieter: 'Hausverwaltung Berger',
      mieter: 'Lena Kowalski',
      offener_betrag: 1045,
      monat: 'Juni 2026',
      zahlungsfrist: '2026-06-12',
    },
    {
      raw: crlf(`From: Hausverwaltung Berger <verwaltung@berger-hv.example>
To: Lena Kowalski <lena.kowalski@web.example>
Subject: Zahlungserinnerung Miete
Date: Mon, 08 Jun 2026 09:30:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Frau Kowalski,

die Miete für Juni 2026 in Höhe von 1.045,00 € ist bei uns leider noch nicht
eingegangen. Bitte überweisen Sie den Betrag bis zum 12.06.2026.

Mit freundlichen Grüßen
Hausverwaltung Berger
Marktplatz 3, 93047 Regensburg`)}
`),
    },
  ),
  // A renewal mail printed to PDF by Outlook: its own header block, then the body.
  fresh(
    'printed-mail-renewal-en',
    'renewal notice',
    'en',
    'pdf',
    [str('provider'), str('policy_number'), num('renewal_premium'), date('renewal_date'), str('policyholder')],
    {
      provider: 'Harbourside Insurance',
      policy_number: 'HI-HC-2210487',
      renewal_premium: 318.4,
      renewal_date: '2026-06-21',
      policyholder: 'Martin Doyle',
    },
    [
      'Martin Doyle',
      '',
      'From:\tHarbourside Insurance <renewals@harbourside.example>',
      'Sent:\t14 May 2026 08:03',
      'To:\tmartin.doyle@outlook.example',
      'Subject:\tYour home insurance renewal HI-HC-2210487',
      '',
      'Dear Mr Doyle,',
      '',
      'Your home insurance policy HI-HC-2210487 renews automatically on 21 June 2026.',
      'Your new annual premium is £318.40, which we will collect by Direct Debit.',
      '',
      'If anything has changed, please call us on 0345 600 2210.',
      '',
      'Harbourside Insurance',
    ],
  ),
  // A mail saved as text by Thunderbird, with its German header names.
  fresh(
    'gespeichert-txt-kuendigung-de',
    'cancellation confirmation',
    'de',
    'txt',
    [str('anbieter'), str('kundennummer'), date('vertragsende'), date('kuendigung_eingegangen')],
    {
      anbieter: 'FitMobil Telecom',
      kundennummer: 'K-7741902',
      vertragsende: '2026-08-31',
      kuendigung_eingegangen: '2026-05-12',
    },
    [
      'Betreff: Bestätigung Ihrer Kündigung',
      'Von: FitMobil Telecom <service@fitmobil.example>',
      'Datum: 13.05.2026, 09:12',
      'An: j.albrecht@gmx.example',
      '',
      'Hallo Herr Albrecht,',
      '',
      'Ihre Kündigung ist am 12.05.2026 bei uns eingegangen. Ihr Vertrag zur Kundennummer K-7741902',
      'endet zum 31.08.2026. Bis dahin können Sie alle Leistungen wie gewohnt nutzen.',
      '',
      'Ihr FitMobil Team',
    ],
  ),
  // A mail saved as an HTML page: the web shop's order summary in a table.
  fresh(
    'saved-html-order-en',
    'order confirmation',
    'en',
    'html',
    [str('shop'), str('order_number'), num('subtotal'), num('delivery'), num('total'), str('payment_method')],
    {
      shop: 'Greenhouse Gardening Co',
      order_number: 'GG-770215',
      subtotal: 64.97,
      delivery: 5.95,
      total: 70.92,
      payment_method: 'Mastercard ending 2281',
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Your order GG-770215</title></head><body>
<h2>Thanks for your order!</h2>
<p>Order GG-770215 from Greenhouse Gardening Co will be packed within two working days.</p>
<table>
<tr><td>Subtotal</td><td>&pound;64.97</td></tr>
<tr><td>Delivery</td><td>&pound;5.95</td></tr>
<tr><td><strong>Total</strong></td><td><strong>&pound;70.92</strong></td></tr>
<tr><td>Paid with</td><td>Mastercard ending 2281</td></tr>
</table>
<p>Greenhouse Gardening Co, Evesham</p>
</body></html>
`,
    },
  ),
  // A supplier's mail pasted into a DOCX: the price change told in prose, the signature holds the sender.
  fresh(
    'docx-preisaenderung-de',
    'price change',
    'de',
    'docx',
    [
      str('lieferant'),
      str('artikel'),
      num('alter_preis'),
      num('neuer_preis'),
      date('gueltig_ab'),
      str('ansprechpartner'),
    ],
    {
      lieferant: 'Papierhandel Roth KG',
      artikel: 'Kopierpapier A4 80 g',
      alter_preis: 23.9,
      neuer_preis: 26.4,
      gueltig_ab: '2026-07-01',
      ansprechpartner: 'Uwe Roth',
    },
    [
      'Von: Uwe Roth <u.roth@papier-roth.example>',
      'Betreff: Preisanpassung Kopierpapier',
      '',
      'Guten Tag,',
      '',
      'leider müssen wir den Preis für Kopierpapier A4 80 g ab dem 01.07.2026 von 23,90 € auf 26,40 € je Karton',
      'anheben. Bestellungen bis Ende Juni liefern wir noch zum alten Preis.',
      '',
      'Mit freundlichen Grüßen',
      'Uwe Roth',
      'Papierhandel Roth KG',
    ],
  ),
  // A phone's screenshot of a delivery-slot mail (PNG).
  fresh(
    'screenshot-delivery-slot-en',
    'delivery notice',
    'en',
    'png',
    [str('retailer'), str('order_number'), date('delivery_date'), str('delivery_window')],
    {
      retailer: 'Harvest Grocers',
      order_number: 'HG-4471093',
      delivery_date: '2026-05-16',
      delivery_window: '18:00-19:00',
    },
    [
      'Harvest Grocers',
      'to me',
      '',
      'Your delivery is booked',
      '',
      'Order HG-4471093 will be delivered on',
      'Saturday 16 May 2026 between 18:00-19:00.',
      '',
      'You can change your items until 23:00 the night before.',
    ],
  ),
  // A printed and scanned order mail from a German supplier: facts in a short label list.
  fresh(
    'scan-auftrag-mail-de',
    'order confirmation',
    'de',
    'scan',
    [str('lieferant'), str('bestellnummer'), date('lieferdatum'), num('gesamtbetrag_brutto')],
    {
      lieferant: 'Holzhandel Brenner',
      bestellnummer: 'B-55810',
      lieferdatum: '2026-05-27',
      gesamtbetrag_brutto: 1312.85,
    },
    [
      'Von: Holzhandel Brenner <auftrag@holz-brenner.example>',
      'Gesendet: Mittwoch, 20. Mai 2026 15:02',
      'Betreff: Ihre Bestellung B-55810',
      '',
      'Sehr geehrter Herr Keller,',
      '',
      'wir bestätigen Ihre Bestellung wie folgt:',
      '',
      'Bestellnummer: B-55810',
      'Lieferung: 27.05.2026',
      'Gesamtbetrag (brutto): 1.312,85 EUR',
      '',
      'Mit freundlichen Grüßen',
      'Holzhandel Brenner',
    ],
  ),
  // A reply thread in English where the newest reply confirms a new delivery date; the older date stays quoted.
  fresh(
    'reply-new-delivery-date-en',
    'delivery notice',
    'en',
    'eml',
    [str('supplier'), str('po_number'), date('new_delivery_date'), str('contact_phone')],
    {
      supplier: 'Northline Fixings Ltd',
      po_number: 'PO-77412',
      new_delivery_date: '2026-06-03',
      contact_phone: '0113 496 0781',
    },
    {
      raw: crlf(`From: Karen Bell <k.bell@northlinefixings.example>
To: purchasing@aireworks.example
Subject: RE: PO-77412 delivery
Date: Thu, 28 May 2026 15:26:44 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hello,

Apologies for the delay. We can now confirm delivery of PO-77412 on
Wednesday 3 June 2026.

Kind regards
Karen Bell
Customer Service, Northline Fixings Ltd
Tel: 0113 496 0781

From: purchasing@aireworks.example
Sent: 27 May 2026 10:02
To: Karen Bell <k.bell@northlinefixings.example>
Subject: PO-77412 delivery

Hi Karen, our PO-77412 was due on 29 May 2026. Can you confirm the date?
Thanks, Aireworks Purchasing
`),
    },
  ),
];
