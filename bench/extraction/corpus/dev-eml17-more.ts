// The rest of branch eml17's development set (see dev-eml17.ts): a tradesman's reply whose quotes hold the older
// offer, a freelancer's invoice whose company details are only in the signature, a SaaS invoice whose text part only
// links to it while the HTML part and an attached PDF hold it, a carrier's US-style notice, a Windows-1252 reminder
// with an encoded sender name, a salon booking with a calendar part, a card statement notice in HTML only, and a
// German shop's order confirmation whose text part holds the order as columns.
import { crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { bword, cp1252, DEV_EML17_FIRST, DEV_EML17_LAYOUT, eml17, pdfStub, qword } from './dev-eml17.ts';
import { date, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

const DOCUMENTS: TCorpusDocument[] = [
  // A roofer's reply with a revised offer; the customer's quoted mail and the first offer hold other figures.
  eml17(
    'dachdecker-antwort-de',
    'quote',
    'de',
    'eml',
    [
      str('firma'),
      str('kunde'),
      str('angebotsnummer'),
      num('angebotspreis', 'Bruttopreis des aktuellen Angebots'),
      date('ausfuehrungstermin'),
      str('ansprechpartner'),
      str('telefon'),
    ],
    {
      firma: 'Bedachungen Krämer GmbH',
      kunde: 'Andrea Vogt',
      angebotsnummer: '26-117',
      angebotspreis: 2180,
      ausfuehrungstermin: '2026-04-22',
      ansprechpartner: 'Stefan Krämer',
      telefon: '02402 96 71 30',
    },
    {
      raw: crlf(`From: ${bword('Stefan Krämer')} <s.kraemer@bedachungen-kraemer.example>
To: Andrea Vogt <andrea.vogt@web.example>
Subject: AW: Angebot 26-098 Reparatur Gaube
Date: Mon, 30 Mar 2026 17:25:48 +0200
In-Reply-To: <7f3a1c20-9b8e@web.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

${qp(`Hallo Frau Vogt,

nach der Besichtigung am Samstag k\u00f6nnen wir Ihnen die Reparatur g\u00fcnstiger
anbieten, weil die Unterkonstruktion in Ordnung ist und nur die Eindeckung
erneuert werden muss.

Angebot Nr. 26-117 (ersetzt Angebot 26-098)
Erneuerung Schiefereindeckung Gaube, inkl. Ger\u00fcst und Entsorgung
Preis: 2.180,00 \u20ac inkl. 19 % MwSt.

Ausf\u00fchrung w\u00e4re am Mittwoch, 22.04.2026 m\u00f6glich, Dauer ca. 2 Tage.
Wenn das f\u00fcr Sie passt, geben Sie mir bitte kurz Bescheid.

Mit freundlichen Gr\u00fc\u00dfen
Stefan Kr\u00e4mer

Bedachungen Kr\u00e4mer GmbH
Dachdeckermeisterbetrieb
Eschweiler Str. 114, 52222 Stolberg
Telefon 02402 96 71 30
www.bedachungen-kraemer.example

-----Urspr\u00fcngliche Nachricht-----
Von: Andrea Vogt <andrea.vogt@web.example>
Gesendet: Donnerstag, 26. M\u00e4rz 2026 20:11
An: s.kraemer@bedachungen-kraemer.example
Betreff: Re: Angebot 26-098 Reparatur Gaube

Guten Abend Herr Kr\u00e4mer,

Ihr Angebot \u00fcber 2.480,00 \u20ac ist uns ehrlich gesagt zu hoch, wir hatten mit
h\u00f6chstens 2.000 \u20ac gerechnet. K\u00f6nnen Sie sich das Dach am Samstag, 28.03.,
noch einmal ansehen? Am liebsten w\u00e4re uns ein Termin Anfang Mai.

Viele Gr\u00fc\u00dfe
Andrea Vogt

> Angebot Nr. 26-098 vom 19.03.2026
> Reparatur Gaube (Unterkonstruktion und Eindeckung)
> Preis: 2.480,00 \u20ac inkl. MwSt.
> Ausf\u00fchrung: ab 13.04.2026`)}
`),
    },
  ),
  // A freelancer's invoice in the mail text; the company's details are in the signature only.
  eml17(
    'freelancer-signature-en',
    'invoice',
    'en',
    'eml',
    [
      str('invoice_number'),
      date('invoice_date'),
      num('amount'),
      date('due_date'),
      obj('vendor', [str('name'), str('vat_number'), str('phone'), str('website')]),
      obj('bank_details', [str('sort_code'), str('account_number')]),
      str('client_company'),
    ],
    {
      invoice_number: 'FS-0219',
      invoice_date: '2026-03-31',
      amount: 2160,
      due_date: '2026-04-30',
      vendor: {
        name: 'Fernside Studio Ltd',
        vat_number: 'GB 394 1170 82',
        phone: '+44 117 496 0735',
        website: 'www.fernside.studio',
      },
      bank_details: { sort_code: '20-45-77', account_number: '43817765' },
      client_company: 'Oakleaf Brewing Co',
    },
    {
      raw: crlf(`From: Ruth Fernside <ruth@fernside.studio>
To: "Oakleaf Brewing Co - Accounts" <accounts@oakleafbrewing.example>
Cc: Sam Whitlock <sam@oakleafbrewing.example>
Subject: Invoice FS-0219 - label redesign, March
Date: Tue, 31 Mar 2026 16:58:12 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"; format=flowed
Content-Transfer-Encoding: 7bit

Hello,

Please find below my invoice for the label redesign work in March.

Invoice FS-0219, dated 31 March 2026
Label redesign, 3 beer labels incl. print-ready files: 18 hours at 100.00
Net: 1,800.00
VAT 20%: 360.00
Amount due: GBP 2,160.00, payable within 30 days (by 30 April 2026).

Bank: Barclays, sort code 20-45-77, account 43817765, account name
Fernside Studio Ltd.

Many thanks, and cheers to Sam for the tasting samples!

Ruth

--
Ruth Fernside
Creative Director
Fernside Studio Ltd
14 Stokes Croft, Bristol BS1 3PR
T +44 117 496 0735
www.fernside.studio
VAT reg. GB 394 1170 82 | Registered in England & Wales No. 11492033
`),
    },
  ),
  // A SaaS invoice: text part links only, HTML part holds the invoice, the PDF is attached.
  eml17(
    'saas-invoice-alt-en',
    'invoice',
    'en',
    'eml',
    [
      str('vendor'),
      str('invoice_number'),
      date('invoice_date'),
      date('period_start'),
      date('period_end'),
      list('line_items', [str('description'), num('quantity'), num('amount')]),
      num('tax'),
      num('total'),
      str('attachment_name'),
    ],
    {
      vendor: 'Stackwise Inc.',
      invoice_number: 'SW-2026-004417',
      invoice_date: '2026-04-01',
      period_start: '2026-04-01',
      period_end: '2026-04-30',
      line_items: [
        { description: 'Team plan (per seat)', quantity: 12, amount: 180 },
        { description: 'Extra storage 100 GB', quantity: 1, amount: 20 },
      ],
      tax: 38,
      total: 238,
      attachment_name: 'Stackwise-Invoice-SW-2026-004417.pdf',
    },
    {
      raw: crlf(`From: Stackwise <billing@stackwise.example>
To: finance@kleinfeld-consulting.example
Subject: Your Stackwise invoice SW-2026-004417
Date: Wed, 1 Apr 2026 00:04:12 +0000
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="mixed-9f1e"

--mixed-9f1e
Content-Type: multipart/alternative; boundary="alt-9f1e"

--alt-9f1e
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 7bit

Your invoice is ready.

View your invoice online: https://app.stackwise.example/billing/invoices/SW-2026-004417
A PDF copy is attached.

Stackwise Inc., 548 Market St, San Francisco, CA 94104

--alt-9f1e
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body style="font-family:-apple-system,Segoe UI,sans-serif">
<div style="max-width:560px;margin:0 auto">
<h2>Invoice SW-2026-004417</h2>
<p style="color:#666">Issued April 1, 2026 &middot; Billing period Apr 1 &ndash; Apr 30, 2026</p>
<table width="100%" cellpadding="8" style="border-collapse:collapse">
<thead><tr><th align="left">Description</th><th align="right">Qty</th><th align="right">Amount</th></tr></thead>
<tbody>
<tr><td>Team plan (per seat)</td><td align="right">12</td><td align="right">$180.00</td></tr>
<tr><td>Extra storage 100 GB</td><td align="right">1</td><td align="right">$20.00</td></tr>
</tbody>
<tfoot>
<tr><td colspan="2" align="right">Subtotal</td><td align="right">$200.00</td></tr>
<tr><td colspan="2" align="right">Tax (19% DE VAT)</td><td align="right">$38.00</td></tr>
<tr><td colspan="2" align="right"><b>Total</b></td><td align="right"><b>$238.00</b></td></tr>
</tfoot></table>
<p>Charged to Visa &bull;&bull;&bull;&bull; 3094 on April 1, 2026.</p>
<p style="color:#999;font-size:12px">Stackwise Inc., 548 Market St, San Francisco, CA 94104</p>
</div></body></html>`)}

--alt-9f1e--

--mixed-9f1e
Content-Type: application/pdf; name="Stackwise-Invoice-SW-2026-004417.pdf"
Content-Disposition: attachment; filename="Stackwise-Invoice-SW-2026-004417.pdf"
Content-Transfer-Encoding: base64

${pdfStub('Invoice SW-2026-004417')}
--mixed-9f1e--
`),
    },
  ),
  // A US carrier's "out for delivery" notice, quoted-printable, mm/dd/yyyy dates, the shipper named.
  eml17(
    'carrier-out-for-delivery-en',
    'shipping_notification',
    'en',
    'eml',
    [
      str('carrier'),
      str('tracking_number'),
      str('shipper'),
      date('scheduled_delivery'),
      str('delivery_window'),
      num('weight_lbs'),
      str('ship_to'),
    ],
    {
      carrier: 'SwiftParcel',
      tracking_number: '1Z9W48E70392117456',
      shipper: 'Cascade Coffee Roasters',
      scheduled_delivery: '2026-04-09',
      delivery_window: '2:30 PM - 6:30 PM',
      weight_lbs: 3.2,
      ship_to: 'PORTLAND, OR, US',
    },
    {
      raw: crlf(`From: SwiftParcel <mcinfo@ups-style.swiftparcel.example>
To: megan.holt@outlook.example
Subject: SwiftParcel Update: Package Scheduled for Delivery Today
Date: Thu, 9 Apr 2026 08:17:40 -0400
MIME-Version: 1.0
Content-Type: text/plain; charset="iso-8859-1"
Content-Transfer-Encoding: quoted-printable

${qp(
  `Hello, your package is out for delivery today.

Shipment Details
--------------------------------------------------
Tracking Number:        1Z9W48E70392117456
Shipper:                Cascade Coffee Roasters
Ship To:                PORTLAND, OR, US
Scheduled Delivery:     Thursday, 04/09/2026
Estimated Time:         Between 2:30 PM - 6:30 PM
Number of Packages:     1
Weight:                 3.2 LBS
Reference Number 1:     CCR-55019

Want to reroute your package or deliver it to a SwiftParcel Access Point?
Visit swiftparcel.example/manage and enter your tracking number.

Do not reply to this e-mail. SwiftParcel and the shipper Cascade Coffee
Roasters will not receive your reply.

(c) 2026 SwiftParcel of America, Inc. All rights reserved.`,
  'latin1',
)}
`),
    },
  ),
  // A plumber's payment reminder in Windows-1252 quoted-printable; the sender's name is an encoded word.
  eml17(
    'mahnung-cp1252-de',
    'payment_reminder',
    'de',
    'eml',
    [
      str('firma'),
      str('kundennummer'),
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      num('offener_betrag'),
      num('mahngebuehr'),
      num('gesamtforderung'),
      date('zahlungsfrist'),
    ],
    {
      firma: 'Müller Sanitär & Heizung',
      kundennummer: 'K-20877',
      rechnungsnummer: 'R-26-0311',
      rechnungsdatum: '2026-03-04',
      offener_betrag: 742.35,
      mahngebuehr: 7.5,
      gesamtforderung: 749.85,
      zahlungsfrist: '2026-04-24',
    },
    {
      raw: crlf(`From: ${qword('Müller Sanitär & Heizung', 'windows-1252')} <buchhaltung@mueller-sanitaer.example>
To: Klaus Rieger <k.rieger@arcor.example>
Subject: ${qword('2. Zahlungserinnerung – Rechnung R-26-0311', 'windows-1252')}
Date: Fri, 17 Apr 2026 09:30:05 +0200
X-Mailer: Microsoft Outlook 15.0
MIME-Version: 1.0
Content-Type: text/plain; charset="Windows-1252"
Content-Transfer-Encoding: quoted-printable

${qp(
  cp1252(`Sehr geehrter Herr Rieger,

leider konnten wir zu unserer Rechnung bis heute keinen Zahlungseingang
feststellen. Sicher handelt es sich um ein Versehen.

Kundennummer:        K-20877
Rechnungsnummer:     R-26-0311
Rechnungsdatum:      04.03.2026
Rechnungsbetrag:     742,35 \u20ac
Mahngeb\u00fchr:          7,50 \u20ac
Gesamt:              749,85 \u20ac

Bitte \u00fcberweisen Sie den Gesamtbetrag bis zum 24.04.2026 auf unser Konto
IBAN DE07 6005 0101 0004 4188 20 (BW-Bank).
Sollten Sie die Zahlung inzwischen veranlasst haben, betrachten Sie dieses
Schreiben bitte als gegenstandslos.

Mit freundlichen Gr\u00fc\u00dfen
i. A. Heike Brenner
Buchhaltung

M\u00fcller Sanit\u00e4r & Heizung \u2013 Inh. Rainer M\u00fcller e.K.
Hauptstra\u00dfe 58 \u2013 70563 Stuttgart \u2013 Tel. 0711 73 44 90`),
  'latin1',
)}
`),
    },
  ),
  // A salon's booking confirmation: alternative text/HTML plus a text/calendar invitation.
  eml17(
    'salon-booking-ics-en',
    'appointment_confirmation',
    'en',
    'eml',
    [
      str('business_name'),
      str('client_name'),
      str('service'),
      str('staff_member'),
      date('appointment_date'),
      str('start_time'),
      num('duration_minutes'),
      num('price'),
      str('booking_id'),
    ],
    {
      business_name: 'Mane & Co Hair Studio',
      client_name: 'Chloe Bennett',
      service: 'Cut & Blow Dry',
      staff_member: 'Aisha',
      appointment_date: '2026-05-08',
      start_time: '11:15 AM',
      duration_minutes: 60,
      price: 58,
      booking_id: 'BK-7Q2M9',
    },
    {
      raw: crlf(`From: "Mane & Co Hair Studio" <bookings@bookwell.example>
Reply-To: hello@maneandco.example
To: Chloe Bennett <chloe.bennett@icloud.example>
Subject: ${qword('Confirmed: Cut & Blow Dry on Fri 8 May 2026 at 11:15 AM')}
Date: Mon, 27 Apr 2026 19:02:33 +0100
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="bw-mixed-2291"

--bw-mixed-2291
Content-Type: multipart/alternative; boundary="bw-alt-2291"

--bw-alt-2291
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hi Chloe, your appointment is confirmed.

Cut & Blow Dry with Aisha
Friday, 8 May 2026 at 11:15 AM (60 min)
\u00a358.00, pay at the salon

Mane & Co Hair Studio
21 Queen Street, Brighton BN1 3FD

Booking ID: BK-7Q2M9
Need to reschedule? Please let us know at least 24 hours in advance.`)}

--bw-alt-2291
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<div style="font-family:Georgia,serif;max-width:520px"><p>Hi Chloe, your appointment is confirmed.</p>
<div style="border:1px solid #eee;padding:16px"><div style="font-size:18px"><b>Cut &amp; Blow Dry</b> with Aisha</div>
<div>Friday, 8 May 2026 at 11:15 AM (60 min)</div><div>&pound;58.00, pay at the salon</div></div>
<p><b>Mane &amp; Co Hair Studio</b><br>21 Queen Street, Brighton BN1 3FD</p>
<p style="color:#888">Booking ID: BK-7Q2M9<br>Need to reschedule? Please let us know at least 24 hours in advance.</p></div>`)}

--bw-alt-2291--

--bw-mixed-2291
Content-Type: text/calendar; charset=UTF-8; method=REQUEST; name="invite.ics"
Content-Disposition: attachment; filename="invite.ics"
Content-Transfer-Encoding: 7bit

BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Bookwell//Bookings//EN
METHOD:REQUEST
BEGIN:VEVENT
UID:BK-7Q2M9@bookwell.example
DTSTAMP:20260427T180233Z
DTSTART;TZID=Europe/London:20260508T111500
DTEND;TZID=Europe/London:20260508T121500
SUMMARY:Cut & Blow Dry - Mane & Co Hair Studio
LOCATION:21 Queen Street\\, Brighton BN1 3FD
END:VEVENT
END:VCALENDAR

--bw-mixed-2291--
`),
    },
  ),
  // A card issuer's statement notice, HTML only in quoted-printable: balance, minimum payment, due date.
  eml17(
    'card-statement-html-en',
    'bank_notification',
    'en',
    'eml',
    [
      str('card_issuer'),
      str('card_last4'),
      date('statement_date'),
      num('statement_balance'),
      num('minimum_payment'),
      date('payment_due_date'),
      str('cardholder'),
    ],
    {
      card_issuer: 'Harbor Federal Credit Union',
      card_last4: '6630',
      statement_date: '2026-03-28',
      statement_balance: 1486.22,
      minimum_payment: 40,
      payment_due_date: '2026-04-23',
      cardholder: 'James Okafor',
    },
    {
      raw: crlf(`From: Harbor Federal Credit Union <alerts@harborfcu.example>
To: "James Okafor" <jokafor@yahoo.example>
Subject: Your Visa Signature statement is ready
Date: Sat, 28 Mar 2026 06:45:00 -0500
MIME-Version: 1.0
Content-Type: text/html; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body><table role="presentation" width="100%" bgcolor="#eef2f5"><tr><td align="center">
<table role="presentation" width="600" bgcolor="#ffffff" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px;border-bottom:4px solid #0a4d8c"><img src="https://harborfcu.example/e/logo.png" alt="Harbor Federal Credit Union" width="200"></td></tr>
<tr><td style="padding:24px">
<p>Dear James Okafor,</p>
<p>Your statement for your Visa Signature card ending in 6630 is now available in online banking.</p>
<table role="presentation" width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #d0d7de">
<tr><td width="55%" style="border-bottom:1px solid #d0d7de">Statement closing date</td><td style="border-bottom:1px solid #d0d7de" align="right">03/28/2026</td></tr>
<tr><td style="border-bottom:1px solid #d0d7de">New balance</td><td style="border-bottom:1px solid #d0d7de" align="right">$1,486.22</td></tr>
<tr><td style="border-bottom:1px solid #d0d7de">Minimum payment due</td><td style="border-bottom:1px solid #d0d7de" align="right">$40.00</td></tr>
<tr><td>Payment due date</td><td align="right"><b>04/23/2026</b></td></tr>
</table>
<p>To avoid a late fee of up to $29.00, make at least your minimum payment by the due date.</p>
<p><a href="https://harborfcu.example/login" style="background:#0a4d8c;color:#fff;padding:10px 18px;text-decoration:none">View statement</a></p>
</td></tr>
<tr><td style="padding:20px;font-size:11px;color:#777">Federally insured by NCUA. Harbor Federal Credit Union, 200 Pier Ave, Norfolk, VA 23510. Please do not reply to this message.</td></tr>
</table></td></tr></table></body></html>`)}
`),
    },
  ),
  // A German shop's order confirmation: text part with the order as columns, HTML part alike.
  eml17(
    'bestellung-text-de',
    'order_confirmation',
    'de',
    'eml',
    [
      str('shop'),
      str('bestellnummer'),
      date('bestelldatum'),
      list('artikel', [str('bezeichnung'), str('artikelnummer'), num('menge'), num('gesamtpreis')]),
      num('versandkosten'),
      num('gesamtsumme'),
      str('zahlungsart'),
      obj('lieferadresse', [str('name'), str('strasse'), str('plz_ort')]),
    ],
    {
      shop: 'Teehaus Lindner',
      bestellnummer: '100284517',
      bestelldatum: '2026-02-11',
      artikel: [
        { bezeichnung: 'Darjeeling First Flush 2025, 250 g', artikelnummer: 'TL-1042', menge: 2, gesamtpreis: 31.8 },
        { bezeichnung: 'Teekanne Gusseisen 0,8 l', artikelnummer: 'TL-5510', menge: 1, gesamtpreis: 39.9 },
        { bezeichnung: 'Kandis braun, 500 g', artikelnummer: 'TL-7003', menge: 3, gesamtpreis: 8.85 },
      ],
      versandkosten: 0,
      gesamtsumme: 80.55,
      zahlungsart: 'PayPal',
      lieferadresse: { name: 'Ingrid Sommer', strasse: 'Am Wall 17', plz_ort: '28195 Bremen' },
    },
    {
      raw: crlf(`From: Teehaus Lindner <shop@teehaus-lindner.example>
To: ingrid.sommer@ewe.example
Subject: ${qword('Ihre Bestellung 100284517 bei Teehaus Lindner – Bestätigung')}
Date: Wed, 11 Feb 2026 21:33:10 +0100
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="----=_Part_22871_1093311.1770841990"

------=_Part_22871_1093311.1770841990
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hallo Ingrid Sommer,

vielen Dank f\u00fcr Ihre Bestellung vom 11.02.2026! Wir haben sie erhalten und
packen sie in den n\u00e4chsten Tagen f\u00fcr Sie.

Bestellnummer: 100284517

Art.-Nr.   Artikel                                Menge   Summe
TL-1042    Darjeeling First Flush 2025, 250 g         2   31,80 \u20ac
TL-5510    Teekanne Gusseisen 0,8 l                   1   39,90 \u20ac
TL-7003    Kandis braun, 500 g                        3    8,85 \u20ac

Zwischensumme:   80,55 \u20ac
Versand:          0,00 \u20ac (versandkostenfrei ab 49 \u20ac)
Gesamtsumme:     80,55 \u20ac
(enthaltene MwSt. 7 %: 2,67 \u20ac, 19 %: 6,37 \u20ac)

Zahlungsart: PayPal

Lieferadresse:
Ingrid Sommer
Am Wall 17
28195 Bremen

Teehaus Lindner GmbH \u00b7 Sch\u00fcsselkorb 9 \u00b7 28195 Bremen
Gesch\u00e4ftsf\u00fchrerin: Marlene Lindner \u00b7 AG Bremen HRB 31877 \u00b7 USt-IdNr. DE298811042`)}

------=_Part_22871_1093311.1770841990
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body><p>Hallo Ingrid Sommer,</p><p>vielen Dank f&uuml;r Ihre Bestellung vom 11.02.2026! Wir haben sie erhalten und packen sie in den n&auml;chsten Tagen f&uuml;r Sie.</p>
<p><b>Bestellnummer:</b> 100284517</p>
<table cellpadding="4" border="0"><tr><th>Art.-Nr.</th><th>Artikel</th><th>Menge</th><th>Summe</th></tr>
<tr><td>TL-1042</td><td>Darjeeling First Flush 2025, 250 g</td><td>2</td><td>31,80 &euro;</td></tr>
<tr><td>TL-5510</td><td>Teekanne Gusseisen 0,8 l</td><td>1</td><td>39,90 &euro;</td></tr>
<tr><td>TL-7003</td><td>Kandis braun, 500 g</td><td>3</td><td>8,85 &euro;</td></tr></table>
<p>Zwischensumme: 80,55 &euro;<br>Versand: 0,00 &euro; (versandkostenfrei ab 49 &euro;)<br><b>Gesamtsumme: 80,55 &euro;</b><br>(enthaltene MwSt. 7 %: 2,67 &euro;, 19 %: 6,37 &euro;)</p>
<p>Zahlungsart: PayPal</p><p><b>Lieferadresse:</b><br>Ingrid Sommer<br>Am Wall 17<br>28195 Bremen</p>
<p style="font-size:11px">Teehaus Lindner GmbH &middot; Sch&uuml;sselkorb 9 &middot; 28195 Bremen<br>Gesch&auml;ftsf&uuml;hrerin: Marlene Lindner &middot; AG Bremen HRB 31877 &middot; USt-IdNr. DE298811042</p></body></html>`)}

------=_Part_22871_1093311.1770841990--
`),
    },
  ),
];

/** Branch eml17's development set (layout 77). */
export const DEV_EML17: TCorpusDocument[] = [...DEV_EML17_FIRST, ...DOCUMENTS].map((document) => ({
  ...document,
  layout: DEV_EML17_LAYOUT,
}));
