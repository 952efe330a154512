// The rest of branch eml21's development e-mails (dev-eml21.ts says what the set is for): a refund reply above the
// customer's quoted request, a garage's booking with both parts, a conference registration in format=flowed, an
// English Apple Mail forward of a supplier invoice, an HTML-only removal offer, a food delivery order, a payment
// notice sent by a platform on a studio's behalf, a holiday flat's cancellation above a German Gmail quote, a
// landlord's service-charge statement, a supplier's price reply above an Outlook quote, a gym's HTML-only
// cancellation notice, a vet's Windows-1252 invoice and a German Outlook forward of an order confirmation.
import { base64, crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { cp1252, qword } from './dev-eml17.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_EML21_MORE: TCorpusDocument[] = [
  // A shop's agent answers a refund request; the customer's quoted mail holds the order's full price.
  fresh(
    'refund-reply-en',
    'refund_notice',
    'en',
    'eml',
    [
      str('order_number'),
      num('refund_amount'),
      str('refund_method'),
      str('agent_name'),
      str('company'),
      str('customer_email'),
      str('subject'),
    ],
    {
      order_number: 'KW-77215',
      refund_amount: 34.99,
      refund_method: 'Visa ending 4417',
      agent_name: 'Priya',
      company: 'Kitewell Outdoor',
      customer_email: 'j.baxter@protonmail.example',
      subject: 'Re: Return for order KW-77215',
    },
    {
      raw: crlf(`From: Kitewell Outdoor Support <support@kitewell.example>
To: James Baxter <j.baxter@protonmail.example>
Subject: Re: Return for order KW-77215
Date: Thu, 05 Mar 2026 14:18:30 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hi James,

Thanks for sending the jacket back. It arrived at our warehouse this morning
and I've processed a refund of £34.99 to your Visa ending 4417. Please allow
3-5 working days for it to show on your statement.

The original delivery charge of £4.95 is not refundable, sorry.

Best wishes,
Priya
Customer Care | Kitewell Outdoor

On Tue, 3 Mar 2026 at 09:12, James Baxter <j.baxter@protonmail.example> wrote:
> Hello,
> I returned the Ridgeline rain jacket (size M) from order KW-77215 which
> cost £39.94 including delivery. Tracking shows it was delivered to you
> yesterday. When will I get my money back?
> Thanks, James`)}
`),
    },
  ),
  // A garage's booking with a plain and an HTML part, both quoted-printable; the HTML table lists the work.
  fresh(
    'werkstatt-alt-de',
    'appointment',
    'de',
    'eml',
    [
      str('kennzeichen'),
      date('termin'),
      str('uhrzeit'),
      str('leistung'),
      num('kostenvoranschlag'),
      str('werkstatt'),
      str('kunde'),
    ],
    {
      kennzeichen: 'OS-KM 418',
      termin: '2026-03-24',
      uhrzeit: '07:30',
      leistung: 'Inspektion nach Herstellervorgabe',
      kostenvoranschlag: 389,
      werkstatt: 'Autohaus Meyerhoff',
      kunde: 'Karin Möller',
    },
    {
      raw: crlf(`From: Autohaus Meyerhoff Service <service@meyerhoff-auto.example>
To: karin.moeller@web.example
Subject: Terminbestätigung Werkstatt OS-KM 418
Date: Thu, 19 Mar 2026 15:02:47 +0100
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="mh-77"

--mh-77
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Frau Möller,

hiermit bestätigen wir Ihren Werkstatttermin.

Fahrzeug: OS-KM 418
Termin: Dienstag, 24.03.2026, 7:30 Uhr (Fahrzeugannahme)
Leistung: Inspektion nach Herstellervorgabe
Kostenvoranschlag: ca. 389,00 € inkl. MwSt.

Mit freundlichen Grüßen
Ihr Serviceteam
Autohaus Meyerhoff · Pagenstecherstraße 101 · 49090 Osnabrück`)}

--mh-77
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body>
<p>Sehr geehrte Frau Möller,</p>
<p>hiermit bestätigen wir Ihren Werkstatttermin.</p>
<table border="1" cellpadding="3">
<tr><td>Fahrzeug</td><td>OS-KM 418</td></tr>
<tr><td>Termin</td><td>Dienstag, 24.03.2026, 7:30 Uhr (Fahrzeugannahme)</td></tr>
<tr><td>Leistung</td><td>Inspektion nach Herstellervorgabe</td></tr>
<tr><td>Kostenvoranschlag</td><td>ca. 389,00&nbsp;&euro; inkl. MwSt.</td></tr>
</table>
<p>Mit freundlichen Grüßen<br>Ihr Serviceteam<br>Autohaus Meyerhoff &middot; Pagenstecherstraße 101 &middot; 49090 Osnabrück</p>
</body></html>`)}

--mh-77--
`),
    },
  ),
  // A conference registration with its invoice in the text, format=flowed and quoted-printable.
  fresh(
    'conference-flowed-en',
    'registration_confirmation',
    'en',
    'eml',
    [
      str('registration_id'),
      str('attendee'),
      str('event_name'),
      date('event_start'),
      str('venue'),
      num('fee_net'),
      num('vat'),
      num('total'),
    ],
    {
      registration_id: 'DX26-00841',
      attendee: 'Dr Aisha Rahman',
      event_name: 'DataXchange Summit 2026',
      event_start: '2026-09-16',
      venue: 'Manchester Central',
      fee_net: 495,
      vat: 99,
      total: 594,
    },
    {
      raw: crlf(`From: DataXchange Summit <registration@dataxchange.example>
To: a.rahman@uni-leeds.example
Subject: Your registration DX26-00841
Date: Mon, 11 May 2026 09:30:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8; format=flowed
Content-Transfer-Encoding: quoted-printable

${qp(`Dear Dr Aisha Rahman, 

thank you for registering for DataXchange Summit 2026, which takes place on 
16-17 September 2026 at Manchester Central. Your registration ID is 
DX26-00841; please quote it in all correspondence.

Invoice / receipt 
Two-day delegate pass          £495.00 
VAT 20%                        £99.00 
Total paid                     £594.00 

Badges are collected at the registration desk from 08:00 on the first day.

The DataXchange team 
DataXchange Events Ltd, 20 Dale Street, Manchester M1 1EZ`)}
`),
    },
  ),
  // An English Apple Mail forward: the office manager passes a supplier's invoice to accounts with her own deadline.
  fresh(
    'invoice-forward-en',
    'invoice',
    'en',
    'eml',
    [
      str('supplier'),
      str('invoice_number'),
      date('invoice_date'),
      num('invoice_total'),
      date('due_date'),
      str('forwarded_by'),
      str('supplier_email'),
    ],
    {
      supplier: 'Greenleaf Office Plants',
      invoice_number: 'GL-2026-0342',
      invoice_date: '2026-04-01',
      invoice_total: 186,
      due_date: '2026-05-01',
      forwarded_by: 'Tasha Reid',
      supplier_email: 'billing@greenleafplants.example',
    },
    {
      raw: crlf(`From: Tasha Reid <tasha.reid@morrowlegal.example>
To: accounts@morrowlegal.example
Subject: Fwd: Invoice GL-2026-0342
Date: Thu, 02 Apr 2026 10:11:09 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=us-ascii
Content-Transfer-Encoding: 7bit

Please pay this one before Friday 10 April if you can, they were very
good about the replacement ferns.

Tasha

Begin forwarded message:

From: Greenleaf Office Plants <billing@greenleafplants.example>
Subject: Invoice GL-2026-0342
Date: 1 April 2026 at 17:40:12 BST
To: tasha.reid@morrowlegal.example

Dear Tasha,

Please find below your invoice for April's plant care visits.

Invoice number: GL-2026-0342
Invoice date: 01/04/2026
Monthly maintenance (4 visits)   GBP 155.00
VAT 20%                          GBP  31.00
Total                            GBP 186.00
Payment terms: 30 days (due 01/05/2026)

Kind regards,
Neil Parry
Greenleaf Office Plants
`),
    },
  ),
  // A removal firm's offer in HTML only: positions in a table, the moving day in a sentence.
  fresh(
    'umzug-html-de',
    'quote',
    'de',
    'eml',
    [
      str('firma'),
      str('angebotsnummer'),
      date('umzugstermin'),
      list('positionen', [str('bezeichnung'), num('betrag')]),
      num('gesamtpreis'),
      str('ansprechpartner'),
    ],
    {
      firma: 'Umzüge Berger & Sohn',
      angebotsnummer: 'U-1184',
      umzugstermin: '2026-06-27',
      positionen: [
        { bezeichnung: 'Transporter 7,5 t mit Fahrer', betrag: 420 },
        { bezeichnung: '3 Möbelpacker à 6 Std.', betrag: 810 },
        { bezeichnung: 'Küchenabbau und -aufbau', betrag: 260 },
      ],
      gesamtpreis: 1490,
      ansprechpartner: 'Stefan Berger',
    },
    {
      raw: crlf(`From: Stefan Berger <angebote@berger-umzuege.example>
To: familie.yildiz@gmx.example
Subject: Ihr Umzugsangebot U-1184
Date: Mon, 01 Jun 2026 18:26:51 +0200
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`<html><head><style>td{padding:4px}</style></head><body>
<p>Sehr geehrte Familie Yildiz,</p>
<p>vielen Dank für die Besichtigung. Für Ihren Umzug am <b>Samstag, 27. Juni 2026</b> von Bochum nach Dortmund bieten wir Ihnen an:</p>
<p>Angebot Nr. U-1184</p>
<table>
<tr><td><b>Leistung</b></td><td align="right"><b>Preis</b></td></tr>
<tr><td>Transporter 7,5 t mit Fahrer</td><td align="right">420,00 €</td></tr>
<tr><td>3 Möbelpacker à 6 Std.</td><td align="right">810,00 €</td></tr>
<tr><td>Küchenabbau und -aufbau</td><td align="right">260,00 €</td></tr>
<tr><td><b>Gesamtpreis (inkl. MwSt.)</b></td><td align="right"><b>1.490,00 €</b></td></tr>
</table>
<p>Das Angebot gilt 14 Tage.</p>
<p>Mit freundlichen Grüßen<br>Stefan Berger<br>Umzüge Berger &amp; Sohn<br>Hattinger Str. 220, 44795 Bochum<br>Tel. 0234 555 7710</p>
</body></html>`)}
`),
    },
  ),
  // A food delivery order: the plain part lists "2x …" lines, the HTML part a table; the restaurant in the subject.
  fresh(
    'lieferdienst-alt-de',
    'order_confirmation',
    'de',
    'eml',
    [
      str('bestellnummer'),
      str('restaurant'),
      list('artikel', [num('menge'), str('name'), num('preis')]),
      num('liefergebuehr'),
      num('gesamt'),
      str('lieferzeit'),
    ],
    {
      bestellnummer: '4XR-7719',
      restaurant: 'Pizzeria Da Enzo',
      artikel: [
        { menge: 2, name: 'Pizza Margherita', preis: 17 },
        { menge: 1, name: 'Tiramisu', preis: 5.9 },
      ],
      liefergebuehr: 2.5,
      gesamt: 25.4,
      lieferzeit: '19:40',
    },
    {
      raw: crlf(`From: Lieferfix <bestellung@lieferfix.example>
To: nils.becker@mailbox.example
Subject: ${qword('Deine Bestellung bei Pizzeria Da Enzo')}
Date: Fri, 13 Mar 2026 19:02:33 +0100
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="lf-b"

--lf-b
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Danke, Nils! Pizzeria Da Enzo hat deine Bestellung angenommen.
Voraussichtliche Lieferung: 19:40 Uhr

Bestellnummer: 4XR-7719

2x Pizza Margherita     17,00 €
1x Tiramisu              5,90 €
Liefergebühr             2,50 €
Gesamt                  25,40 €

Bezahlt mit PayPal.`)}

--lf-b
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body><h2>Danke, Nils!</h2>
<p>Pizzeria Da Enzo hat deine Bestellung angenommen.<br>Voraussichtliche Lieferung: <b>19:40 Uhr</b></p>
<p>Bestellnummer: 4XR-7719</p>
<table><tr><td>2x</td><td>Pizza Margherita</td><td>17,00 €</td></tr>
<tr><td>1x</td><td>Tiramisu</td><td>5,90 €</td></tr>
<tr><td></td><td>Liefergebühr</td><td>2,50 €</td></tr>
<tr><td></td><td><b>Gesamt</b></td><td><b>25,40 €</b></td></tr></table>
<p>Bezahlt mit PayPal.</p></body></html>`)}

--lf-b--
`),
    },
  ),
  // A payment notice sent by an invoicing platform for a studio: the From name is "Studio via Platform".
  fresh(
    'payment-received-en',
    'payment_confirmation',
    'en',
    'eml',
    [
      str('merchant'),
      str('payer'),
      num('amount_paid'),
      date('payment_date'),
      str('receipt_number'),
      str('invoice_number'),
    ],
    {
      merchant: 'Kestrel Photography Studio',
      payer: 'Ffion Morgan',
      amount_paid: 650,
      payment_date: '2026-02-18',
      receipt_number: 'R-3391-0027',
      invoice_number: 'KPS-118',
    },
    {
      raw: crlf(`From: "Kestrel Photography Studio via Paydesk" <notifications@paydesk.example>
Reply-To: hello@kestrelphoto.example
To: ffion.morgan@btinternet.example
Subject: Receipt from Kestrel Photography Studio
Date: Wed, 18 Feb 2026 22:47:05 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Receipt from Kestrel Photography Studio

Hi Ffion Morgan,

Your payment of £650.00 for invoice KPS-118 was received on 18 February 2026.

Receipt number   R-3391-0027
Payment method   Mastercard •••• 2206
Amount paid      £650.00

Questions about this payment? Contact Kestrel Photography Studio at
hello@kestrelphoto.example.

Paydesk processes payments for Kestrel Photography Studio.`)}
`),
    },
  ),
  // A holiday flat's cancellation above the guest's request quoted in German Gmail form ("Am … schrieb …:").
  fresh(
    'storno-ferienwohnung-de',
    'cancellation',
    'de',
    'eml',
    [
      str('buchungsnummer'),
      num('stornogebuehr'),
      num('erstattungsbetrag'),
      date('erstattung_bis'),
      str('vermieter'),
      str('gast'),
    ],
    {
      buchungsnummer: 'FW-2026-117',
      stornogebuehr: 96,
      erstattungsbetrag: 384,
      erstattung_bis: '2026-03-13',
      vermieter: 'Anke Thiessen',
      gast: 'Martin Scholz',
    },
    {
      raw: crlf(`From: Anke Thiessen <ferienwohnung.thiessen@gmail.example>
To: Martin Scholz <m.scholz@arcor.example>
Subject: Re: Stornierung Buchung FW-2026-117
Date: Tue, 03 Mar 2026 08:50:14 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Lieber Herr Scholz,

schade, dass es nicht klappt. Ich bestätige die Stornierung Ihrer Buchung
FW-2026-117. Laut unseren Bedingungen behalte ich 20 % als Stornogebühr
ein (96,00 €), den Rest von 384,00 € überweise ich Ihnen bis zum
13.03.2026 zurück.

Vielleicht klappt es ja im Herbst!

Herzliche Grüße von der Küste
Anke Thiessen
Ferienwohnung Dünenblick, Strandweg 8, 25938 Wyk auf Föhr

Am Mo., 2. März 2026 um 20:11 Uhr schrieb Martin Scholz <m.scholz@arcor.example>:

> Liebe Frau Thiessen,
>
> leider müssen wir unseren Aufenthalt vom 04.04. bis 11.04.2026 stornieren.
> Die Anzahlung von 480,00 € hatten wir am 10.01. überwiesen.
>
> Viele Grüße
> Martin Scholz`)}
`),
    },
  ),
  // A property manager's service-charge statement in the mail text; the manager's firm and IBAN in the signature.
  fresh(
    'nebenkosten-de',
    'statement',
    'de',
    'eml',
    [
      str('objekt'),
      str('abrechnungszeitraum'),
      num('vorauszahlungen'),
      num('kosten_gesamt'),
      num('nachzahlung'),
      date('faellig_am'),
      str('hausverwaltung'),
      str('iban'),
      str('absender_name'),
    ],
    {
      objekt: 'Wiesenstraße 17, Whg. 3 OG links',
      abrechnungszeitraum: '01.01.2025 - 31.12.2025',
      vorauszahlungen: 2160,
      kosten_gesamt: 2487.35,
      nachzahlung: 327.35,
      faellig_am: '2026-05-15',
      hausverwaltung: 'Hausverwaltung Brunner & Partner',
      iban: 'DE61 7015 0000 0092 7734 15',
      absender_name: 'Sabine Kurz',
    },
    {
      raw: crlf(`From: Sabine Kurz <kurz@hv-brunner.example>
To: Familie Ortmann <ortmann.familie@web.example>
Subject: Betriebskostenabrechnung 2025
Date: Tue, 14 Apr 2026 10:45:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8; format=flowed
Content-Transfer-Encoding: 8bit

Sehr geehrte Familie Ortmann,

anbei erhalten Sie die Betriebskostenabrechnung für Ihre Wohnung 
Wiesenstraße 17, Whg. 3 OG links, für den Zeitraum 01.01.2025 - 31.12.2025.

Kosten gesamt (Ihr Anteil): 2.487,35 €
Ihre Vorauszahlungen: 2.160,00 €
Nachzahlung: 327,35 €

Bitte überweisen Sie die Nachzahlung bis zum 15.05.2026 auf unser 
Konto. Die monatliche Vorauszahlung erhöht sich ab Juni auf 210,00 €.

Mit freundlichen Grüßen

Sabine Kurz
Hausverwaltung Brunner & Partner
Leopoldstraße 88, 80802 München
Tel. 089 555 61 20
IBAN DE61 7015 0000 0092 7734 15
`),
    },
  ),
  // A supplier's price reply above the buyer's request quoted by Outlook (From/Sent/To/Subject, no ">" marks).
  fresh(
    'price-reply-outlook-en',
    'quote',
    'en',
    'eml',
    [
      num('quantity'),
      num('unit_price'),
      num('total_price'),
      str('lead_time'),
      date('valid_until'),
      str('supplier'),
      str('contact_name'),
      str('contact_phone'),
    ],
    {
      quantity: 500,
      unit_price: 3.85,
      total_price: 1925,
      lead_time: '10 working days',
      valid_until: '2026-04-30',
      supplier: 'Harbour Print & Promo Ltd',
      contact_name: 'Declan Moore',
      contact_phone: '028 9055 4172',
    },
    {
      raw: crlf(`From: Declan Moore <declan@harbourprint.example>
To: Events Team <events@ormeau-arts.example>
Subject: RE: Quote request - branded tote bags
Date: Wed, 25 Mar 2026 12:03:40 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=windows-1252
Content-Transfer-Encoding: quoted-printable

${qp(
  cp1252(`Hi Siobhan,

Thanks for the enquiry. For 500 natural cotton totes with a one-colour print
both sides we can do £3.85 per bag, so £1,925.00 + VAT in total. Lead time
is 10 working days from artwork approval. This price is valid until
30 April 2026.

Best regards,
Declan Moore
Sales – Harbour Print & Promo Ltd
Unit 4, Duncrue Road, Belfast BT3 9BP
T: 028 9055 4172

From: Siobhan Kelly <events@ormeau-arts.example>
Sent: 24 March 2026 16:20
To: declan@harbourprint.example
Subject: Quote request - branded tote bags

Hi Declan,
Could you quote for 500 tote bags, printed both sides? Last year we paid
£3.40 a bag for 300. We'd need them by 20 April.
Thanks, Siobhan`),
  'latin1',
)}
`),
    },
  ),
  // A gym's cancellation notice in HTML only (base64): membership number, contract end and the receipt date in a table.
  fresh(
    'kuendigung-html-de',
    'cancellation_confirmation',
    'de',
    'eml',
    [str('mitgliedsnummer'), str('mitglied'), date('kuendigung_eingegangen'), date('vertragsende'), str('studio')],
    {
      mitgliedsnummer: '0048812',
      mitglied: 'Sarah Weiß',
      kuendigung_eingegangen: '2026-01-29',
      vertragsende: '2026-04-30',
      studio: 'FitOne Köln-Ehrenfeld',
    },
    {
      raw: crlf(`From: FitOne Mitgliederservice <kein-reply@fitone.example>
To: sarah.weiss@gmail.example
Subject: =?UTF-8?B?${Buffer.from('Bestätigung Ihrer Kündigung', 'utf8').toString('base64')}?=
Date: Mon, 02 Feb 2026 07:15:00 +0100
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`<html><body>
<table width="600" align="center"><tr><td>
<p>Hallo Sarah Weiß,</p>
<p>wir bestätigen den Eingang Ihrer Kündigung. Schade, dass Sie gehen!</p>
<table cellpadding="6" style="border:1px solid #ddd">
<tr><td>Mitgliedsnummer</td><td>0048812</td></tr>
<tr><td>Studio</td><td>FitOne Köln-Ehrenfeld</td></tr>
<tr><td>Kündigung eingegangen am</td><td>29.01.2026</td></tr>
<tr><td>Ihre Mitgliedschaft endet zum</td><td>30.04.2026</td></tr>
</table>
<p>Bis dahin können Sie alle Leistungen wie gewohnt nutzen.</p>
<p>Ihr FitOne-Team</p>
<p style="font-size:10px">FitOne GmbH · Venloer Str. 301 · 50823 Köln · HRB 99102 Amtsgericht Köln</p>
</td></tr></table></body></html>`)}
`),
    },
  ),
  // A vet's invoice in a Windows-1252 plain part: the treatment lines, the pet's name and the total.
  fresh(
    'vet-invoice-en',
    'invoice',
    'en',
    'eml',
    [
      str('practice'),
      str('client'),
      str('pet_name'),
      date('visit_date'),
      list('items', [str('description'), num('amount')]),
      num('total'),
      str('practice_email'),
    ],
    {
      practice: 'Riverside Veterinary Clinic',
      client: 'Mrs Helen Price',
      pet_name: 'Biscuit',
      visit_date: '2026-02-06',
      items: [
        { description: 'Consultation', amount: 48 },
        { description: 'Booster vaccination', amount: 56.5 },
        { description: 'Flea treatment (3 months)', amount: 32.25 },
      ],
      total: 136.75,
      practice_email: 'reception@riversidevets.example',
    },
    {
      raw: crlf(`From: Riverside Veterinary Clinic <reception@riversidevets.example>
To: helen.price@sky.example
Subject: Invoice for Biscuit's visit
Date: Fri, 06 Feb 2026 17:31:12 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=windows-1252
Content-Transfer-Encoding: quoted-printable

${qp(
  cp1252(`Dear Mrs Helen Price,

Thank you for bringing Biscuit in today (06/02/2026). Here is your invoice:

Consultation ........................ £48.00
Booster vaccination ................. £56.50
Flea treatment (3 months) ........... £32.25
TOTAL ............................... £136.75

Paid in full by card – thank you.

Biscuit's next booster is due in February 2027; we'll send a reminder.

Riverside Veterinary Clinic
2 Bridge Street, Evesham WR11 4RY · 01386 555 902`),
  'latin1',
)}
`),
    },
  ),
  // A German Outlook forward ("-----Ursprüngliche Nachricht-----") of a supplier's order confirmation to a colleague.
  fresh(
    'bestellung-outlook-weiter-de',
    'order_confirmation',
    'de',
    'eml',
    [
      str('lieferant'),
      str('auftragsnummer'),
      date('liefertermin'),
      num('summe_netto'),
      str('weitergeleitet_von'),
      date('weitergeleitet_am'),
    ],
    {
      lieferant: 'Elektro-Großhandel Hofmann KG',
      auftragsnummer: 'AB-552019',
      liefertermin: '2026-04-09',
      summe_netto: 1264.8,
      weitergeleitet_von: 'Peter Schuster',
      weitergeleitet_am: '2026-04-02',
    },
    {
      raw: crlf(`From: "Schuster, Peter" <p.schuster@schuster-elektrotechnik.example>
To: "Lager" <lager@schuster-elektrotechnik.example>
Subject: WG: Auftragsbestätigung AB-552019
Date: Thu, 2 Apr 2026 07:58:19 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset="iso-8859-1"
Content-Transfer-Encoding: quoted-printable

${qp(
  `Zur Info, Ware kommt am Donnerstag. Bitte Platz im Regal C freihalten.

Gruß Peter

-----Ursprüngliche Nachricht-----
Von: Hofmann Auftragsbearbeitung <auftrag@hofmann-elektro.example>
Gesendet: Mittwoch, 1. April 2026 16:44
An: Schuster, Peter <p.schuster@schuster-elektrotechnik.example>
Betreff: Auftragsbestätigung AB-552019

Sehr geehrter Herr Schuster,

wir bestätigen Ihre Bestellung vom 31.03.2026 wie folgt:

Auftragsnummer: AB-552019
Liefertermin: 09.04.2026

Pos. Menge Artikel                         Einzelpreis    Gesamt
1    20    NYM-J 3x1,5 Ring 100 m          49,90          998,00
2    40    Schalterprogramm Rahmen 1-fach  6,67           266,80

Summe netto: 1.264,80 EUR

Mit freundlichen Grüßen
Elektro-Großhandel Hofmann KG
Auftragsbearbeitung`,
  'latin1',
)}
`),
    },
  ),
];
