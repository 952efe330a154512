// The rest of branch eml24's development mails (see dev-eml24.ts for what the set covers).
import { base64, crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { qword } from './dev-eml17.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_EML24_MORE: TCorpusDocument[] = [
  // A hotel's reply to a guest's question; the booking facts are only in the guest's quoted mail ("> ").
  fresh(
    'hotel-reply-facts-quoted-en',
    'booking_confirmation',
    'en',
    'eml',
    [str('hotel_name'), str('booking_reference'), str('guest_name'), date('arrival'), date('departure'), num('guests')],
    {
      hotel_name: 'Glenview Lodge',
      booking_reference: 'GV-30418',
      guest_name: 'Emma Sinclair',
      arrival: '2026-08-14',
      departure: '2026-08-17',
      guests: 2,
    },
    {
      raw: crlf(`From: Glenview Lodge <hello@glenviewlodge.example>
To: Emma Sinclair <emma.sinclair@icloud.example>
Subject: Re: Booking GV-30418 - parking?
Date: Fri, 24 Apr 2026 10:20:02 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Dear Emma,

Yes, there is free parking right in front of the lodge, no need to book a space.
We look forward to welcoming you in August.

Warm regards,
Fiona
Glenview Lodge, Aviemore PH22 1QD

On 23 Apr 2026, at 19:02, Emma Sinclair <emma.sinclair@icloud.example> wrote:
> Hello,
>
> I have a booking with you, reference GV-30418, for 2 guests, arriving
> Friday 14 August 2026 and leaving Monday 17 August 2026. Is there parking
> at the lodge or do we need to reserve a space?
>
> Many thanks,
> Emma Sinclair
`),
    },
  ),
  // A German Outlook forward of a workshop's cost estimate; the forwarder's own note holds nothing asked.
  fresh(
    'werkstatt-kva-weitergeleitet-de',
    'quote',
    'de',
    'eml',
    [
      str('werkstatt'),
      str('kostenvoranschlag_nr'),
      str('fahrzeug'),
      str('kennzeichen'),
      num('gesamt_brutto'),
      date('gueltig_bis'),
      str('telefon'),
    ],
    {
      werkstatt: 'Autohaus Kemper GmbH',
      kostenvoranschlag_nr: 'KV-10447',
      fahrzeug: 'Skoda Octavia Combi 2.0 TDI',
      kennzeichen: 'OS-KL 442',
      gesamt_brutto: 1287.34,
      gueltig_bis: '2026-05-15',
      telefon: '0541 60 90 30',
    },
    {
      raw: crlf(`From: Karin Lorenz <karin.lorenz@osnanet.example>
To: Thomas Lorenz <thomas.lorenz@osnanet.example>
Subject: WG: Kostenvoranschlag KV-10447
Date: Tue, 21 Apr 2026 12:03:48 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Schau mal, ganz schön teuer. Sollen wir das machen lassen?
K.

Von: Autohaus Kemper Service <service@autohaus-kemper.example>
Gesendet: Dienstag, 21. April 2026 11:40
An: Karin Lorenz <karin.lorenz@osnanet.example>
Betreff: Kostenvoranschlag KV-10447

Sehr geehrte Frau Lorenz,

wie telefonisch besprochen erhalten Sie unseren Kostenvoranschlag:

Fahrzeug:      Skoda Octavia Combi 2.0 TDI
Kennzeichen:   OS-KL 442

Bremsscheiben und -beläge vorne ersetzen        412,30 €
Zahnriemen mit Wasserpumpe ersetzen             669,50 €
Summe netto                                   1.081,80 €
MwSt. 19 %                                      205,54 €
Gesamt                                        1.287,34 €

Der Kostenvoranschlag ist gültig bis 15.05.2026.

Mit freundlichen Grüßen
Dennis Kemper
Serviceberater

Autohaus Kemper GmbH
Pagenstecherstraße 77, 49090 Osnabrück
Telefon 0541 60 90 30`)}
`),
    },
  ),
  // An English invoice in the mail body with a plain-text table and a due date in a sentence; the sender is a
  // one-person business named only in the signature.
  fresh(
    'invoice-in-body-en',
    'invoice',
    'en',
    'eml',
    [
      str('invoice_number'),
      date('invoice_date'),
      str('seller'),
      str('client'),
      list('items', [str('description'), num('hours'), num('amount')]),
      num('total'),
      date('due_date'),
    ],
    {
      invoice_number: 'INV-0419',
      invoice_date: '2026-04-30',
      seller: 'Greenleaf Garden Care',
      client: 'Mrs Patricia Holt',
      items: [
        { description: 'Lawn mowing and edging', hours: 6, amount: 150 },
        { description: 'Hedge trimming (front and side)', hours: 4, amount: 100 },
        { description: 'Green waste removal', amount: 35 },
      ],
      total: 285,
      due_date: '2026-05-14',
    },
    {
      raw: crlf(`From: Dave Marsh <dave@greenleafgardencare.example>
To: Patricia Holt <pat.holt@talktalk.example>
Subject: Invoice INV-0419 for April
Date: Thu, 30 Apr 2026 18:40:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Dear Mrs Holt,

Please find below my invoice for April's work.

Invoice INV-0419 - 30/04/2026

Lawn mowing and edging             6 hrs    £150.00
Hedge trimming (front and side)    4 hrs    £100.00
Green waste removal                          £35.00
                                           --------
Total                                       £285.00

Payment within 14 days please, i.e. by 14/05/2026, to the account below.

Many thanks,
Dave

--
Greenleaf Garden Care
Dave Marsh | 07712 448 190
Sort code 20-45-77  Account 41927733
`),
    },
  ),
  // An event ticket mail: facts only in the Subject and a short HTML line, the order number with a hash.
  fresh(
    'konzert-tickets-de',
    'ticket',
    'de',
    'eml',
    [str('veranstaltung'), date('datum'), str('einlass'), str('ort'), num('anzahl_tickets'), num('gesamtpreis')],
    {
      veranstaltung: 'AnnenMayKantereit – Live 2026',
      datum: '2026-09-12',
      einlass: '18:00',
      ort: 'Waldbühne Berlin',
      anzahl_tickets: 2,
      gesamtpreis: 139.8,
    },
    {
      raw: crlf(`From: Eventim <tickets@eventim.example>
To: paula.richter@gmail.example
Subject: ${qword('Deine Tickets: AnnenMayKantereit – Live 2026 | Waldbühne Berlin | 12.09.2026')}
Date: Wed, 15 Apr 2026 09:31:44 +0200
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="ev-552"

--ev-552
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hallo Paula,

Deine Bestellung #3318207 ist abgeschlossen. Deine 2 Tickets für
AnnenMayKantereit – Live 2026 findest Du im Anhang.

Sa., 12.09.2026 · Einlass 18:00 Uhr · Beginn 19:30 Uhr
Waldbühne Berlin

Gesamtpreis inkl. Gebühren: 139,80 €

Viel Spaß!
Dein Eventim-Team`)}
--ev-552
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body><p>Hallo Paula,</p><p>Deine Bestellung #3318207 ist abgeschlossen. Deine 2 Tickets f&uuml;r
<b>AnnenMayKantereit &ndash; Live 2026</b> findest Du im Anhang.</p>
<p>Sa., 12.09.2026 &middot; Einlass 18:00 Uhr &middot; Beginn 19:30 Uhr<br>Waldb&uuml;hne Berlin</p>
<p>Gesamtpreis inkl. Geb&uuml;hren: <b>139,80&nbsp;&euro;</b></p><p>Viel Spa&szlig;!<br>Dein Eventim-Team</p></body></html>`)}
--ev-552--
`),
    },
  ),
  // An insurer's reply in English to a claim; the policy holder's own earlier mail is quoted with the incident date.
  fresh(
    'claim-reply-quoted-en',
    'letter',
    'en',
    'eml',
    [
      str('claim_number'),
      str('policy_number'),
      str('policyholder'),
      date('incident_date'),
      num('excess'),
      str('handler'),
    ],
    {
      claim_number: 'CLM-5582031',
      policy_number: 'HH-77120456',
      policyholder: 'Mr James Fletcher',
      incident_date: '2026-03-29',
      excess: 250,
      handler: 'Sophie Adams',
    },
    {
      raw: crlf(`From: Claims Team <claims@brightshield-insurance.example>
To: James Fletcher <j.fletcher@sky.example>
Subject: RE: Burst pipe - policy HH-77120456 [Claim CLM-5582031]
Date: Thu, 02 Apr 2026 15:12:08 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Dear Mr James Fletcher,

Thank you for reporting the escape of water at your home. We have opened claim
CLM-5582031 under your home insurance policy HH-77120456.

A loss adjuster will call you within two working days to arrange a visit. Please
keep any damaged items until then. The excess on your policy is £250.

Yours sincerely,

Sophie Adams
Claims Handler, Brightshield Insurance

From: James Fletcher <j.fletcher@sky.example>
Sent: 31 March 2026 08:44
To: Claims Team <claims@brightshield-insurance.example>
Subject: Burst pipe - policy HH-77120456

Hello, a pipe burst in our loft on Sunday 29 March 2026 and water came through the
kitchen ceiling. Policy number HH-77120456. What do I need to do?

James Fletcher
`),
    },
  ),
  // A letting agent's mail on a rent increase: old and new rent in prose, the effective date, the agent's phone in the
  // signature.
  fresh(
    'rent-increase-en',
    'letter',
    'en',
    'eml',
    [
      str('tenant'),
      str('property'),
      num('current_rent'),
      num('new_rent'),
      date('effective_date'),
      str('agent'),
      str('agent_phone'),
    ],
    {
      tenant: 'Ms Chloe Martin',
      property: 'Flat 4, 22 Albion Road, Bristol BS5 6DL',
      current_rent: 1050,
      new_rent: 1120,
      effective_date: '2026-07-01',
      agent: 'Harbour Lettings',
      agent_phone: '0117 496 0321',
    },
    {
      raw: crlf(`From: Lettings Team <lettings@harbour-lettings.example>
To: Chloe Martin <chloe.martin@hotmail.example>
Subject: Rent review - Flat 4, 22 Albion Road
Date: Tue, 31 Mar 2026 11:30:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Dear Ms Chloe Martin,

Re: Flat 4, 22 Albion Road, Bristol BS5 6DL

Following the annual review agreed in your tenancy, your landlord has asked us to
let you know that the rent will change from £1,050.00 to £1,120.00 per calendar
month with effect from 1 July 2026. The formal notice is attached.

If you have any questions please call the office.

Kind regards,

Jake Turner
Property Manager
Harbour Lettings | 0117 496 0321 | 41 Gloucester Road, Bristol BS7 8AD
`),
    },
  ),
  // An online bank's HTML-only transfer notice: a base64 HTML part with a definition list.
  fresh(
    'transfer-html-dl-en',
    'bank_notice',
    'en',
    'eml',
    [str('payee'), num('amount'), str('reference'), date('payment_date'), str('from_account')],
    {
      payee: 'Riverside Property Ltd',
      amount: 1120,
      reference: 'FLAT4 RENT JUL',
      payment_date: '2026-07-01',
      from_account: 'Current Account ****6631',
    },
    {
      raw: crlf(`From: Monzo <no-reply@monzo.example>
To: chloe.martin@hotmail.example
Subject: Payment sent
Date: Wed, 01 Jul 2026 07:02:19 +0100
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`<html><body><h1>You sent &pound;1,120.00</h1>
<dl>
<dt>To</dt><dd>Riverside Property Ltd</dd>
<dt>Reference</dt><dd>FLAT4 RENT JUL</dd>
<dt>Date</dt><dd>1 July 2026</dd>
<dt>From</dt><dd>Current Account ****6631</dd>
</dl>
<p>If you don't recognise this payment, freeze your card in the app and get in touch.</p>
</body></html>`)}
`),
    },
  ),
  // A job interview invitation in German: the date with weekday and time in one sentence, the contact in the signature.
  fresh(
    'vorstellungsgespraech-de',
    'appointment',
    'de',
    'eml',
    [str('bewerber'), str('stelle'), date('datum'), str('uhrzeit'), str('ort'), str('ansprechpartner'), str('telefon')],
    {
      bewerber: 'Frau Leonie Hartmann',
      stelle: 'Sachbearbeiterin Buchhaltung (m/w/d)',
      datum: '2026-05-07',
      uhrzeit: '10:00',
      ort: 'Stadtwerke Bielefeld, Schildescher Straße 16, 33611 Bielefeld',
      ansprechpartner: 'Michael Brandt',
      telefon: '0521 51-4482',
    },
    {
      raw: crlf(`From: Michael Brandt <m.brandt@stadtwerke-bi.example>
To: Leonie Hartmann <leonie.hartmann@gmx.example>
Subject: Einladung zum Vorstellungsgespräch – Sachbearbeiterin Buchhaltung (m/w/d)
Date: Mon, 27 Apr 2026 14:05:33 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Sehr geehrte Frau Leonie Hartmann,

vielen Dank für Ihre Bewerbung als Sachbearbeiterin Buchhaltung (m/w/d). Wir möchten Sie
gerne persönlich kennenlernen und laden Sie zu einem Vorstellungsgespräch am
Donnerstag, den 7. Mai 2026, um 10:00 Uhr ein.

Das Gespräch findet in unserer Verwaltung statt: Stadtwerke Bielefeld, Schildescher
Straße 16, 33611 Bielefeld, Raum 3.14. Bitte melden Sie sich am Empfang.

Bitte bestätigen Sie den Termin kurz per Mail.

Mit freundlichen Grüßen

Michael Brandt
Personalabteilung
Stadtwerke Bielefeld GmbH
Telefon: 0521 51-4482
`),
    },
  ),
  // A delivery notice in English with an HTML table of parcels; tracking number in the Subject.
  fresh(
    'shipped-html-table-en',
    'shipping_notice',
    'en',
    'eml',
    [str('order_number'), str('tracking_number'), str('carrier'), date('estimated_delivery'), str('ship_to')],
    {
      order_number: 'SO-774120',
      tracking_number: '1Z 999 AA1 01 2345 6784',
      carrier: 'UPS',
      estimated_delivery: '2026-04-29',
      ship_to: 'Ben Carter, 18 Elm Close, Reading RG1 5PQ',
    },
    {
      raw: crlf(`From: "Outdoor Supply Co." <ship@outdoorsupply.example>
To: ben.carter@gmail.example
Subject: Shipped! Tracking 1Z 999 AA1 01 2345 6784
Date: Mon, 27 Apr 2026 17:14:55 +0100
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="os-99"

--os-99
Content-Type: text/plain; charset=UTF-8

Your order is on its way. View this email in your browser for full details.

--os-99
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body>
<h2>Good news, Ben &ndash; your order has shipped!</h2>
<table cellpadding="6">
<tr><td>Order</td><td><b>SO-774120</b></td></tr>
<tr><td>Carrier</td><td>UPS</td></tr>
<tr><td>Tracking number</td><td><a href="https://ups.example/track?n=1Z999AA10123456784">1Z 999 AA1 01 2345 6784</a></td></tr>
<tr><td>Estimated delivery</td><td>Wednesday, April 29</td></tr>
</table>
<p><b>Shipping to</b><br>Ben Carter<br>18 Elm Close<br>Reading RG1 5PQ</p>
</body></html>`)}
--os-99--
`),
    },
  ),
  // A German Thunderbird reply; the reply changes a quantity, the original order's number and date are in the quote.
  fresh(
    'druckerei-antwort-de',
    'order',
    'de',
    'eml',
    [str('angebotsnummer'), str('kunde'), str('produkt'), num('auflage'), num('preis_netto'), date('liefertermin')],
    {
      angebotsnummer: 'A-26-0913',
      kunde: 'Bäckerei Sonnenkorn',
      produkt: 'Flyer DIN lang, 4/4-farbig, 135 g Bilderdruck',
      auflage: 5000,
      preis_netto: 189,
      liefertermin: '2026-05-08',
    },
    {
      raw: crlf(`From: Bäckerei Sonnenkorn <info@sonnenkorn-baeckerei.example>
To: Druckerei Wendt <angebote@druckerei-wendt.example>
Subject: Re: Angebot A-26-0913 Flyer
Date: Thu, 23 Apr 2026 06:48:12 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8; format=flowed
Content-Transfer-Encoding: 8bit

Guten Morgen Herr Wendt,

wir nehmen das Angebot so an, bitte drucken. Die Druckdaten kommen heute 
Mittag per WeTransfer.

Schöne Grüße aus der Backstube
Anja Sommer
Bäckerei Sonnenkorn

Am 22.04.2026 um 17:15 schrieb Druckerei Wendt:
> Sehr geehrte Frau Sommer,
>
> gern bieten wir Ihnen an (Angebot A-26-0913):
>
> Produkt: Flyer DIN lang, 4/4-farbig, 135 g Bilderdruck
> Auflage: 5.000 Stück
> Preis: 189,00 € netto zzgl. Versand
> Liefertermin: 08.05.2026, bei Druckfreigabe bis 27.04.2026
>
> Mit freundlichen Grüßen
> Tim Wendt
> Druckerei Wendt, Ringstraße 5, 27749 Delmenhorst
`),
    },
  ),
  // A school's HTML mail about a class trip: the deposit and the deadline in bullet points.
  fresh(
    'klassenfahrt-html-liste-de',
    'letter',
    'de',
    'eml',
    [
      str('schule'),
      str('klasse'),
      str('reiseziel'),
      date('abfahrt'),
      date('rueckkehr'),
      num('kosten'),
      date('zahlbar_bis'),
    ],
    {
      schule: 'Gesamtschule Am Lönsberg',
      klasse: '7b',
      reiseziel: 'Jugendherberge Borkum',
      abfahrt: '2026-06-15',
      rueckkehr: '2026-06-19',
      kosten: 285,
      zahlbar_bis: '2026-05-15',
    },
    {
      raw: crlf(`From: Frau Demir <demir@gs-loensberg.example>
To: Eltern 7b <eltern-7b@gs-loensberg.example>
Subject: Klassenfahrt der 7b nach Borkum
Date: Fri, 17 Apr 2026 13:37:00 +0200
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body>
<p>Liebe Eltern der Klasse 7b,</p>
<p>die Klassenfahrt steht fest! Hier die wichtigsten Informationen:</p>
<ul>
<li>Ziel: Jugendherberge Borkum</li>
<li>Abfahrt: Montag, 15.06.2026, 7:30 Uhr am Busbahnhof</li>
<li>Rückkehr: Freitag, 19.06.2026, ca. 18 Uhr</li>
<li>Kosten: 285 € pro Kind (Fahrt, Unterkunft, Vollpension, Programm)</li>
</ul>
<p>Bitte überweisen Sie den Betrag bis zum 15.05.2026 auf das Konto des Fördervereins.</p>
<p>Viele Grüße<br>Aylin Demir, Klassenleitung 7b<br>Gesamtschule Am Lönsberg</p>
</body></html>`)}
`),
    },
  ),
  // An English reply whose writer is the customer; the schema asks for the supplier (the quoted sender), not the
  // writer.
  fresh(
    'quote-accepted-reply-en',
    'quote',
    'en',
    'eml',
    [
      str('supplier'),
      str('customer'),
      str('quote_number'),
      num('quote_total'),
      str('supplier_phone'),
      date('start_date'),
    ],
    {
      supplier: 'Northern Roofing Ltd',
      customer: 'Gareth Hughes',
      quote_number: 'Q-2207',
      quote_total: 3480,
      supplier_phone: '0161 555 0194',
      start_date: '2026-06-08',
    },
    {
      raw: crlf(`From: Gareth Hughes <gareth.hughes@virginmedia.example>
To: Northern Roofing <office@northernroofing.example>
Subject: Re: Quotation Q-2207 - 31 Beech Avenue
Date: Sat, 02 May 2026 09:14:31 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Morning Karen,

Happy to go ahead with the quote. The start date of 8 June works for us.

Cheers,
Gareth

On Thu, 30 Apr 2026 at 16:02, Northern Roofing <office@northernroofing.example> wrote:

> Dear Mr Hughes,
>
> Further to our visit, please find our quotation Q-2207 for re-roofing the rear
> extension at 31 Beech Avenue.
>
> Strip and re-felt, new tiles and battens:   £2,900.00
> Replace lead flashing:                        £580.00
> Total (no VAT charged):                     £3,480.00
>
> We could start on Monday 8 June 2026, weather permitting.
>
> Kind regards,
> Karen Wilde
> Northern Roofing Ltd
> Tel 0161 555 0194
`),
    },
  ),
  // A utilities mail: the meter reading request's deadline and customer number in a key: value block after prose.
  fresh(
    'zaehlerstand-anfrage-de',
    'letter',
    'de',
    'eml',
    [str('kundennummer'), str('zaehlernummer'), str('vertragskonto'), date('frist'), str('versorger')],
    {
      kundennummer: '2003184471',
      zaehlernummer: '1ESY1160662041',
      vertragskonto: '800 441 902 317',
      frist: '2026-05-03',
      versorger: 'Stadtwerke Lübeck',
    },
    {
      raw: crlf(`From: Stadtwerke Lübeck <kundenservice@swhl.example>
To: Herr Jonas Albers <jonas.albers@web.example>
Subject: =?UTF-8?Q?Bitte_teilen_Sie_uns_Ihren_Z=C3=A4hlerstand_mit?=
Date: Mon, 20 Apr 2026 07:30:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrter Herr Jonas Albers,

für Ihre Jahresabrechnung benötigen wir Ihren aktuellen Stromzählerstand. Bitte
teilen Sie ihn uns bis zum 03.05.2026 online oder per Antwort auf diese Mail mit.
Ohne Ihre Angabe müssen wir den Verbrauch schätzen.

Ihre Daten:
Kundennummer: 2003184471
Vertragskonto: 800 441 902 317
Zählernummer: 1ESY1160662041

Freundliche Grüße
Ihre Stadtwerke Lübeck`)}
`),
    },
  ),
  // A doctor's surgery in English: an appointment with date written "Tue 12/05" and a year only in the header.
  fresh(
    'gp-appointment-en',
    'appointment',
    'en',
    'eml',
    [str('patient'), str('clinician'), date('appointment_date'), str('appointment_time'), str('surgery')],
    {
      patient: 'Mrs Aisha Khan',
      clinician: 'Dr Laura Bennett',
      appointment_date: '2026-05-12',
      appointment_time: '08:40',
      surgery: 'Riverside Medical Practice',
    },
    {
      raw: crlf(`From: Riverside Medical Practice <appointments@riversidemp.example>
To: aisha.khan@outlook.example
Subject: Appointment booked
Date: Thu, 07 May 2026 12:01:13 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Dear Mrs Aisha Khan,

Your appointment has been booked:

With: Dr Laura Bennett (GP)
When: Tue 12/05 at 08:40
Where: Riverside Medical Practice, Room 4

To cancel, reply CANCEL or call 01632 960 118. Please arrive 5 minutes early.
`),
    },
  ),
  // A furniture delivery slot: the date in the Subject, the slot and the order number in the body's prose.
  fresh(
    'lieferavis-subject-de',
    'shipping_notice',
    'de',
    'eml',
    [str('auftragsnummer'), date('liefertag'), str('zeitfenster'), str('spedition'), str('kunde')],
    {
      auftragsnummer: '60021877',
      liefertag: '2026-05-20',
      zeitfenster: '08:00 – 12:00 Uhr',
      spedition: 'Hermes Einrichtungs Service',
      kunde: 'Frau Sabine Krüger',
    },
    {
      raw: crlf(`From: Hermes Einrichtungs Service <avis@hermes-es.example>
To: s.krueger@posteo.example
Subject: ${qword('Ihr Liefertermin am 20.05.2026 – Auftrag 60021877')}
Date: Fri, 15 May 2026 16:48:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Guten Tag Frau Sabine Krüger,

wir liefern Ihre Möbel im Zeitfenster 08:00 – 12:00 Uhr. Unser Fahrer ruft Sie etwa
30 Minuten vorher an. Die Lieferung erfolgt bis in die Wohnung, inkl. Aufbau.

Passt der Termin nicht? Antworten Sie bitte bis spätestens zwei Werktage vorher.

Ihr Hermes Einrichtungs Service`)}
`),
    },
  ),
  // A domain registrar's renewal invoice as multipart/alternative, base64 text part, amounts in a key: value block.
  fresh(
    'renewal-invoice-base64-en',
    'invoice',
    'en',
    'eml',
    [
      str('invoice_number'),
      date('invoice_date'),
      str('domain'),
      num('net'),
      num('vat'),
      num('total'),
      date('renewal_date'),
    ],
    {
      invoice_number: 'R-2026-448817',
      invoice_date: '2026-04-10',
      domain: 'hollyoakbakery.co.uk',
      net: 12.99,
      vat: 2.6,
      total: 15.59,
      renewal_date: '2026-04-24',
    },
    {
      raw: crlf(`From: NameNest Billing <billing@namenest.example>
To: Holly Oak Bakery <hello@hollyoakbakery.example>
Subject: Invoice R-2026-448817 - domain renewal
Date: Fri, 10 Apr 2026 03:12:45 +0000
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="nn-1"

--nn-1
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`Hello,

Your domain hollyoakbakery.co.uk will renew automatically on 24 April 2026.

Invoice number: R-2026-448817
Invoice date: 10 April 2026
Net: GBP 12.99
VAT (20%): GBP 2.60
Total: GBP 15.59

The card on file will be charged on the renewal date.

NameNest Ltd, 5 Temple Square, Liverpool L2 5RH`)}
--nn-1
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`<html><body><p>Hello,</p><p>Your domain <b>hollyoakbakery.co.uk</b> will renew automatically on 24 April 2026.</p>
<table><tr><td>Invoice number</td><td>R-2026-448817</td></tr><tr><td>Invoice date</td><td>10 April 2026</td></tr>
<tr><td>Net</td><td>GBP 12.99</td></tr><tr><td>VAT (20%)</td><td>GBP 2.60</td></tr><tr><td>Total</td><td>GBP 15.59</td></tr></table>
<p>The card on file will be charged on the renewal date.</p><p>NameNest Ltd, 5 Temple Square, Liverpool L2 5RH</p></body></html>`)}
--nn-1--
`),
    },
  ),
  // A handyman's German mail: an appointment and a price mixed into prose, no labels; his name only in the signature.
  fresh(
    'handwerker-prosa-de',
    'appointment',
    'de',
    'eml',
    [str('handwerker'), str('telefon'), date('termin'), str('uhrzeit'), num('preis'), str('arbeit')],
    {
      handwerker: 'Sanitär Yilmaz',
      telefon: '0176 2290 4471',
      termin: '2026-04-28',
      uhrzeit: '08:00',
      preis: 240,
      arbeit: 'Austausch der Mischbatterie im Bad',
    },
    {
      raw: crlf(`From: Sanitaer Yilmaz <info@sanitaer-yilmaz.example>
To: Petra Lange <petra.lange@gmx.example>
Subject: Ihre Anfrage Mischbatterie
Date: Wed, 22 Apr 2026 19:50:21 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hallo Frau Lange,

danke für Ihre Anfrage. Den Austausch der Mischbatterie im Bad kann ich am Dienstag,
28.04.2026 ab 08:00 Uhr machen. Inklusive einer Grohe-Armatur und Anfahrt kostet das
pauschal 240 € brutto, bar oder per Überweisung.

Geben Sie mir kurz Bescheid, ob das passt.

Gruß
Murat Yilmaz
Sanitär Yilmaz
Meisterbetrieb · Tel. 0176 2290 4471`)}
`),
    },
  ),
];
