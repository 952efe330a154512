// The rest of branch eml19's development e-mails (dev-eml19.ts says what the set is for): a supplier's delay reply, concert
// tickets with attached PDFs, a practice's reminder, a garage's Latin-1 booking, a SaaS receipt whose text part is
// poor, a Gmail forward, a joiner's offer in the mail text, an interview invitation, a shop's refund notice in HTML
// only, a school's trip letter sent from a no-reply system, an insurer's claim acknowledgment, a missed parcel and a
// meeting moved in a reply.
import { base64, crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { bword, pdfStub } from './dev-eml17.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** A document of this set: its id starts with "dev-eml19-" (fresh() would prefix "fresh-"). */
export const eml19 = (...args: Parameters<typeof fresh>): TCorpusDocument => ({
  ...fresh(...args),
  id: `dev-eml19-${args[0]}`,
});

export const DEV_EML19_MORE: TCorpusDocument[] = [
  // A supplier's reply: the newest message moves the delivery; the buyer's quoted chase holds the first date.
  eml19(
    'delivery-delay-en',
    'order_update',
    'en',
    'eml',
    [
      str('po_number'),
      date('new_delivery_date'),
      str('supplier'),
      str('sender_name'),
      str('sender_email'),
      date('email_date'),
      str('subject'),
    ],
    {
      po_number: 'PO-77410',
      new_delivery_date: '2026-04-08',
      supplier: 'Pennine Packaging Ltd',
      sender_name: 'Gemma Holt',
      sender_email: 'g.holt@pennine-packaging.example',
      email_date: '2026-03-30',
      subject: 'RE: PO-77410 - delivery date?',
    },
    {
      raw: crlf(`From: Gemma Holt <g.holt@pennine-packaging.example>
To: "Purchasing - Dale Foods" <purchasing@dalefoods.example>
Subject: RE: PO-77410 - delivery date?
Date: Mon, 30 Mar 2026 15:27:44 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="us-ascii"
Content-Transfer-Encoding: 7bit

Hello Mark,

Apologies for the delay. The printed cartons for PO-77410 were held up at
the print finisher, they are now booked onto our own transport for
Wednesday 8 April, AM delivery. I'll send the POD as soon as it's signed.

Kind regards

Gemma Holt
Customer Service Coordinator
Pennine Packaging Ltd | Unit 9, Calder Park, Wakefield WF2 7AW
Tel 01924 555 310

-----Original Message-----
From: Purchasing - Dale Foods <purchasing@dalefoods.example>
Sent: 27 March 2026 11:02
To: Gemma Holt <g.holt@pennine-packaging.example>
Subject: PO-77410 - delivery date?

Hi Gemma, our PO-77410 was confirmed for delivery on 31 March. Is that
still on? Thanks, Mark Ellis, Dale Foods
`),
    },
  ),
  // A ticket shop's order with the tickets attached as PDFs; the doors' time and the start in the text.
  eml19(
    'konzertkarten-de',
    'ticket_order',
    'de',
    'eml',
    [
      str('veranstaltung'),
      date('datum'),
      str('einlass'),
      str('beginn'),
      str('ort'),
      num('anzahl_tickets'),
      num('gesamtpreis'),
      str('bestellnummer'),
    ],
    {
      veranstaltung: 'Element of Crime – Live 2026',
      datum: '2026-09-19',
      einlass: '18:30',
      beginn: '20:00',
      ort: 'Stadtpark Hamburg',
      anzahl_tickets: 2,
      gesamtpreis: 118.4,
      bestellnummer: 'TK-9920417',
    },
    {
      raw: crlf(`From: Ticketfabrik <tickets@ticketfabrik.example>
To: Marc Ohlsen <m.ohlsen@posteo.example>
Subject: ${bword('Deine Tickets für Element of Crime – Live 2026')}
Date: Mon, 23 Mar 2026 09:12:00 +0100
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="tf-mixed-77"

--tf-mixed-77
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hallo Marc,

vielen Dank für deine Bestellung TK-9920417! Deine Tickets findest du im Anhang dieser E-Mail.

Veranstaltung: Element of Crime – Live 2026
Datum: Samstag, 19.09.2026
Einlass: 18:30 Uhr, Beginn: 20:00 Uhr
Ort: Stadtpark Hamburg, Saarlandstraße 71, 22303 Hamburg

2 x Stehplatz à 54,90 €       109,80 €
Servicegebühr                   8,60 €
Gesamt                        118,40 €

Bitte druck die Tickets aus oder zeig sie am Einlass auf deinem Handy vor.

Viel Spaß!
Dein Ticketfabrik-Team`)}

--tf-mixed-77
Content-Type: application/pdf; name="Ticket_1_TK-9920417.pdf"
Content-Disposition: attachment; filename="Ticket_1_TK-9920417.pdf"
Content-Transfer-Encoding: base64

${pdfStub('Ticket 1')}

--tf-mixed-77
Content-Type: application/pdf; name="Ticket_2_TK-9920417.pdf"
Content-Disposition: attachment; filename="Ticket_2_TK-9920417.pdf"
Content-Transfer-Encoding: base64

${pdfStub('Ticket 2')}

--tf-mixed-77--
`),
    },
  ),
  // A practice's appointment reminder, hard-wrapped, the day without a year, from a no-reply address.
  eml19(
    'praxis-erinnerung-de',
    'appointment_reminder',
    'de',
    'eml',
    [
      str('praxis'),
      str('patient'),
      date('termin_datum'),
      str('uhrzeit'),
      str('arzt'),
      str('telefon'),
      str('absender_email'),
    ],
    {
      praxis: 'Hausarztpraxis am Rathausplatz',
      patient: 'Günther Albrecht',
      termin_datum: '2026-04-14',
      uhrzeit: '08:45',
      arzt: 'Dr. med. Sabine Kroll',
      telefon: '0711 24 86 30',
      absender_email: 'praxis@hausarzt-rathausplatz.example',
    },
    {
      raw: crlf(`From: Hausarztpraxis am Rathausplatz <no-reply@termine.doxplan.example>
Reply-To: praxis@hausarzt-rathausplatz.example
To: g.albrecht@web.example
Subject: Terminerinnerung
Date: Fri, 10 Apr 2026 07:00:02 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Sehr geehrter Herr Günther Albrecht,

wir möchten Sie an Ihren Termin bei Dr. med. Sabine Kroll am Dienstag, den
14. April um 08:45 Uhr erinnern. Bitte bringen Sie Ihre Gesundheitskarte
mit und kommen Sie nüchtern, da eine Blutabnahme geplant ist.

Falls Sie den Termin nicht wahrnehmen können, sagen Sie bitte mindestens 24
Stunden vorher telefonisch unter 0711 24 86 30 oder per E-Mail an
praxis@hausarzt-rathausplatz.example ab.

Ihre Hausarztpraxis am Rathausplatz
Marktstraße 2, 70173 Stuttgart

Diese Nachricht wurde automatisch über doxplan versendet.
`),
    },
  ),
  // A garage's service booking in ISO-8859-1 quoted-printable (the pound sign as =A3).
  eml19(
    'garage-service-en',
    'service_booking',
    'en',
    'eml',
    [
      str('garage_name'),
      str('customer_name'),
      str('vehicle_registration'),
      date('service_date'),
      str('drop_off_time'),
      num('estimate'),
      str('courtesy_car'),
    ],
    {
      garage_name: 'Hillside Motors',
      customer_name: 'Rachel Denton',
      vehicle_registration: 'YK19 HMV',
      service_date: '2026-04-16',
      drop_off_time: '08:15',
      estimate: 289.5,
    },
    {
      raw: crlf(`From: Hillside Motors Service <service@hillsidemotors.example>
To: Rachel Denton <rachel.denton@btinternet.example>
Subject: Service booking confirmation - YK19 HMV
Date: Thu, 9 Apr 2026 13:48:30 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=iso-8859-1
Content-Transfer-Encoding: quoted-printable

${qp(
  `Dear Rachel Denton,

Thank you for booking your vehicle in with Hillside Motors.

Vehicle: Skoda Octavia Estate, YK19 HMV
Work: Major service and MOT
Date: Thursday 16 April 2026
Drop-off: 08:15 (collection from 16:30)
Estimate: £289.50 inc. VAT

Should we find any additional work is needed, we will call you for authorisation before we carry it out.

Kind regards,
Service Team
Hillside Motors, Otley Road, Harrogate HG3 1QL - 01423 555 707`,
  'latin1',
)}
`),
    },
  ),
  // A software subscription's receipt: the text part only links to the receipt; the HTML part holds its table.
  eml19(
    'saas-receipt-en',
    'receipt',
    'en',
    'eml',
    [
      str('invoice_number'),
      num('amount_paid'),
      str('plan'),
      date('period_start'),
      date('period_end'),
      str('card_last4'),
      date('payment_date'),
    ],
    {
      invoice_number: 'F3A9C2-0007',
      amount_paid: 54,
      plan: 'Team (3 seats)',
      period_start: '2026-04-01',
      period_end: '2026-04-30',
      card_last4: '4417',
      payment_date: '2026-04-01',
    },
    {
      raw: crlf(`From: Planloop <receipts@planloop.example>
To: billing@studio-marlow.example
Subject: Your receipt from Planloop #F3A9C2-0007
Date: Wed, 1 Apr 2026 06:02:51 +0000
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="00000000000072c4a9"

--00000000000072c4a9
Content-Type: text/plain; charset="UTF-8"

Your receipt is ready. View it online: https://pay.planloop.example/r/F3A9C2-0007

--00000000000072c4a9
Content-Type: text/html; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body style="font-family:-apple-system,Helvetica,Arial"><table width="560" align="center"><tr><td>
<h2>Receipt from Planloop</h2>
<p style="color:#666">Receipt #F3A9C2-0007</p>
<table width="100%"><tr>
<td><div style="color:#999;font-size:11px">AMOUNT PAID</div><div>$54.00</div></td>
<td><div style="color:#999;font-size:11px">DATE PAID</div><div>April 1, 2026</div></td>
<td><div style="color:#999;font-size:11px">PAYMENT METHOD</div><div>Visa &ndash; 4417</div></td>
</tr></table>
<h3>Summary</h3>
<table width="100%">
<tr><td>Team (3 seats)<br><span style="color:#999">Apr 1 &ndash; Apr 30, 2026</span></td><td align="right">$54.00</td></tr>
<tr><td><b>Amount paid</b></td><td align="right"><b>$54.00</b></td></tr>
</table>
<p style="color:#999;font-size:11px">Planloop Inc., 548 Market St, San Francisco, CA 94104</p>
</td></tr></table></body></html>`)}

--00000000000072c4a9--
`),
    },
  ),
  // A Gmail forward of a holiday cottage's booking; the forwarder's note is short.
  eml19(
    'fwd-cottage-en',
    'booking_confirmation',
    'en',
    'eml',
    [
      str('property_name'),
      date('arrival'),
      date('departure'),
      num('guests'),
      num('balance_due'),
      date('balance_due_date'),
      str('booking_ref'),
      str('host_email'),
    ],
    {
      property_name: 'Swallow Barn',
      arrival: '2026-07-25',
      departure: '2026-08-01',
      guests: 4,
      balance_due: 735,
      balance_due_date: '2026-06-25',
      booking_ref: 'SB-2607',
      host_email: 'stay@swallowbarn-wales.example',
    },
    {
      raw: crlf(`From: Ben Carter <ben.carter@gmail.example>
To: Helen Carter <helen.carter@gmail.example>
Subject: Fwd: Your booking at Swallow Barn (SB-2607)
Date: Sat, 28 Mar 2026 10:20:17 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

${qp(`Booked! Summer holiday sorted :)

---------- Forwarded message ---------
From: Swallow Barn <stay@swallowbarn-wales.example>
Date: Fri, 27 Mar 2026 at 18:44
Subject: Your booking at Swallow Barn (SB-2607)
To: <ben.carter@gmail.example>


Dear Ben,

Thank you for booking Swallow Barn. Your booking reference is SB-2607.

Arrival: Saturday 25 July 2026 (from 4pm)
Departure: Saturday 1 August 2026 (by 10am)
Guests: 4

We have received your deposit of £245.00. The balance of £735.00 is due by 25 June 2026.

Best wishes,
Gwen Pritchard
Swallow Barn, Llanfair, Gwynedd`)}
`),
    },
  ),
  // A joiner's offer written in the mail text, register data in the signature.
  eml19(
    'tischler-angebot-de',
    'quote',
    'de',
    'eml',
    [
      str('angebotsnummer'),
      date('angebotsdatum'),
      num('netto'),
      num('mwst'),
      num('brutto'),
      date('gueltig_bis'),
      str('firma'),
      str('ansprechpartner'),
    ],
    {
      angebotsnummer: 'A-26-041',
      angebotsdatum: '2026-03-18',
      netto: 4180,
      mwst: 794.2,
      brutto: 4974.2,
      gueltig_bis: '2026-04-30',
      firma: 'Holzwerkstatt Brenner GmbH',
      ansprechpartner: 'Lukas Brenner',
    },
    {
      raw: crlf(`From: Lukas Brenner <info@holzwerkstatt-brenner.example>
To: Familie Seidel <seidel.family@web.example>
Subject: Angebot A-26-041 Einbauschrank Dachschräge
Date: Wed, 18 Mar 2026 18:30:05 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Guten Abend Frau Seidel, guten Abend Herr Seidel,

wie besprochen hier unser Angebot A-26-041 vom 18.03.2026 für den
Einbauschrank in der Dachschräge (Eiche massiv geölt, 3 Drehtüren, 2
Schubkästen, Innenbeleuchtung):

Material und Fertigung          3.420,00 €
Lieferung und Montage             760,00 €
Summe netto                     4.180,00 €
zzgl. 19 % MwSt.                  794,20 €
Gesamtbetrag                    4.974,20 €

Das Angebot ist gültig bis 30.04.2026. Bei Auftrag bis Ende März können
wir die Montage noch vor Pfingsten einplanen.

Viele Grüße aus der Werkstatt
Lukas Brenner

--
Holzwerkstatt Brenner GmbH
Mühlweg 6 · 97199 Ochsenfurt
Tel. 09331 98 44 20 · info@holzwerkstatt-brenner.example
Geschäftsführer: Lukas Brenner · Amtsgericht Würzburg HRB 14207
`),
    },
  ),
  // A recruiter's interview invitation, HTML with a text alternative; the reply deadline in a sentence.
  eml19(
    'interview-invite-en',
    'interview_invitation',
    'en',
    'eml',
    [
      str('candidate_name'),
      str('position'),
      date('interview_date'),
      str('interview_time'),
      str('location'),
      str('interviewer'),
      date('reply_by'),
      str('recruiter_email'),
    ],
    {
      candidate_name: 'Hannah Okafor',
      position: 'Junior Data Analyst',
      interview_date: '2026-04-21',
      interview_time: '10:30',
      location: '2 Wharf Street, Manchester M1 2HP',
      interviewer: 'David Lim',
      reply_by: '2026-04-16',
      recruiter_email: 'careers@northbridge-insight.example',
    },
    {
      raw: crlf(`From: Northbridge Insight Careers <careers@northbridge-insight.example>
To: Hannah Okafor <hannah.okafor@outlook.example>
Subject: Interview invitation - Junior Data Analyst
Date: Mon, 13 Apr 2026 12:40:00 +0100
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="nb-5521"

--nb-5521
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 7bit

Dear Hannah Okafor,

Thank you for applying for the position of Junior Data Analyst. We are pleased to invite you to an interview.

Date: Tuesday 21 April 2026
Time: 10:30
Location: 2 Wharf Street, Manchester M1 2HP
Interviewer: David Lim, Head of Analytics

Please confirm your attendance by 16 April 2026 by replying to this email.

Best regards,
Recruitment Team
Northbridge Insight Ltd

--nb-5521
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: 7bit

<html><body><p>Dear Hannah Okafor,</p>
<p>Thank you for applying for the position of <b>Junior Data Analyst</b>. We are pleased to invite you to an interview.</p>
<table><tr><td>Date</td><td>Tuesday 21 April 2026</td></tr><tr><td>Time</td><td>10:30</td></tr>
<tr><td>Location</td><td>2 Wharf Street, Manchester M1 2HP</td></tr>
<tr><td>Interviewer</td><td>David Lim, Head of Analytics</td></tr></table>
<p>Please confirm your attendance by 16 April 2026 by replying to this email.</p>
<p>Best regards,<br>Recruitment Team<br>Northbridge Insight Ltd</p></body></html>

--nb-5521--
`),
    },
  ),
  // A shop's refund notice, HTML only, base64; the return's arrival and the refund in sentences.
  eml19(
    'erstattung-html-de',
    'refund_notice',
    'de',
    'eml',
    [
      str('bestellnummer'),
      num('erstattungsbetrag'),
      date('ruecksendung_eingegangen'),
      str('zahlungsart'),
      list('artikel', [str('bezeichnung'), num('betrag')]),
      str('shop'),
    ],
    {
      bestellnummer: '4400918273',
      erstattungsbetrag: 79.98,
      ruecksendung_eingegangen: '2026-03-19',
      zahlungsart: 'PayPal',
      artikel: [
        { bezeichnung: 'Sneaker Low, weiß, Gr. 41', betrag: 59.99 },
        { bezeichnung: 'Socken 5er-Pack', betrag: 19.99 },
      ],
      shop: 'Schuhhaus Lemke',
    },
    {
      raw: crlf(`From: Schuhhaus Lemke <kundenservice@schuhhaus-lemke.example>
To: jonas.wirth@gmx.example
Subject: ${bword('Deine Rücksendung ist bei uns angekommen')}
Date: Fri, 20 Mar 2026 11:05:12 +0100
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`<!doctype html><html><body style="background:#eee">
<table width="600" align="center" style="background:#fff"><tr><td style="padding:24px">
<img src="https://schuhhaus-lemke.example/logo.png" alt="Schuhhaus Lemke">
<h1>Deine Rücksendung ist angekommen</h1>
<p>Hallo Jonas,</p>
<p>deine Rücksendung zur Bestellung 4400918273 ist am 19.03.2026 bei uns eingegangen. Wir erstatten dir 79,98 € auf dein PayPal-Konto. Das Geld ist in der Regel innerhalb von 3–5 Werktagen verfügbar.</p>
<table width="100%" cellpadding="6">
<tr><th align="left">Artikel</th><th align="right">Betrag</th></tr>
<tr><td>Sneaker Low, weiß, Gr. 41</td><td align="right">59,99 €</td></tr>
<tr><td>Socken 5er-Pack</td><td align="right">19,99 €</td></tr>
<tr><td><b>Erstattung gesamt</b></td><td align="right"><b>79,98 €</b></td></tr>
</table>
<p>Liebe Grüße<br>Dein Team von Schuhhaus Lemke</p>
</td></tr></table></body></html>`)}
`),
    },
  ),
  // A school's trip letter sent through a no-reply messaging system, format=flowed; the contact in the text.
  eml19(
    'school-trip-en',
    'school_letter',
    'en',
    'eml',
    [
      str('school'),
      str('trip_destination'),
      date('trip_date'),
      num('cost'),
      date('payment_deadline'),
      str('contact_email'),
      str('student_year'),
    ],
    {
      school: 'Hollybrook Primary School',
      trip_destination: 'Eden Project',
      trip_date: '2026-06-04',
      cost: 18.5,
      payment_deadline: '2026-05-15',
      contact_email: 'office@hollybrook.sch.example',
      student_year: 'Year 4',
    },
    {
      raw: crlf(`From: Hollybrook Primary School <noreply@schoolcomms.example>
To: parent.7731@schoolcomms.example
Subject: Year 4 trip to the Eden Project
Date: Tue, 28 Apr 2026 15:31:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8; format=flowed; delsp=no
Content-Transfer-Encoding: 8bit

Dear Parents and Carers,

As part of our topic on rainforests, Year 4 will be visiting the Eden 
Project on Thursday 4 June 2026. The coach will leave school at 8:45am 
and return by 4:30pm.

The cost of the trip is £18.50 per child, which covers the coach and 
entry. Please pay through the school payment portal by 15 May 2026.

Children will need a packed lunch, a waterproof coat and comfortable 
shoes.

If you have any questions, please email office@hollybrook.sch.example.

Kind regards,
Mrs J. Trelawney
Year 4 Team Leader
Hollybrook Primary School

This message was sent via SchoolComms. Replies to this address are not 
monitored.
`),
    },
  ),
  // An insurer's claim acknowledgment, Windows-1252 quoted-printable; the clerk and the phone in the signature.
  eml19(
    'schadenmeldung-de',
    'claim_acknowledgment',
    'de',
    'eml',
    [
      str('schadennummer'),
      date('schadentag'),
      str('versicherungsnummer'),
      str('sachbearbeiter'),
      str('telefon'),
      str('versicherungsnehmer'),
      num('selbstbeteiligung'),
    ],
    {
      schadennummer: 'S-2026-118842',
      schadentag: '2026-03-07',
      versicherungsnummer: 'HR-55012983',
      sachbearbeiter: 'Melanie Roth',
      telefon: '0221 99 87 3312',
      versicherungsnehmer: 'Stefan Krämer',
      selbstbeteiligung: 150,
    },
    {
      raw: crlf(`From: Rheinland Versicherung Schadenservice <schaden@rheinland-vers.example>
To: Stefan Krämer <s.kraemer@icloud.example>
Subject: Ihre Schadenmeldung S-2026-118842
Date: Tue, 10 Mar 2026 09:58:14 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="windows-1252"
Content-Transfer-Encoding: quoted-printable

${qp(
  `Sehr geehrter Herr Krämer,

vielen Dank für Ihre Schadenmeldung zu Ihrer Hausratversicherung HR-55012983. Wir haben den Leitungswasserschaden vom 07.03.2026 unter der Schadennummer S-2026-118842 aufgenommen.

Bitte senden Sie uns Fotos der beschädigten Gegenstände und, soweit vorhanden, Kaufbelege. Gemäß Ihrem Vertrag gilt eine Selbstbeteiligung von 150,00 € je Schadenfall.

Bei Fragen erreichen Sie mich direkt unter 0221 99 87 3312.

Mit freundlichen Grüßen

Melanie Roth
Schadensachbearbeiterin
Rheinland Versicherung AG – Schadenservice Hausrat`,
  'latin1',
)}
`),
    },
  ),
  // A carrier's missed-delivery notice: where and until when to collect; the shop the parcel comes from.
  eml19(
    'parcel-collect-en',
    'missed_delivery',
    'en',
    'eml',
    [str('tracking_number'), str('collection_point'), date('collect_by'), str('sender_shop'), str('recipient')],
    {
      tracking_number: 'H01ABC0004217766',
      collection_point: 'Costcutter, 88 Chapel Road, Worthing BN11 1BS',
      collect_by: '2026-04-11',
      sender_shop: 'Lakeland Home',
      recipient: 'Mr P Sandhu',
    },
    {
      raw: crlf(`From: Evri <noreply@evri.example>
To: p.sandhu@sky.example
Subject: Sorry we missed you - your parcel from Lakeland Home
Date: Thu, 2 Apr 2026 14:26:40 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 7bit

Hi Mr P Sandhu,

Sorry we missed you today. We tried to deliver your parcel from Lakeland
Home (tracking number H01ABC0004217766) but nobody was in.

Your parcel is now waiting for you at:
Costcutter, 88 Chapel Road, Worthing BN11 1BS

Please collect it by 11 April 2026. Bring this email or the tracking
number and photo ID. After that date the parcel will be returned to the
sender.

Evri
`),
    },
  ),
  // A reply in German moving a meeting: the newest message has the new day; Apple Mail's quote has the old one.
  eml19(
    'termin-verschoben-de',
    'meeting_update',
    'de',
    'eml',
    [
      date('neuer_termin'),
      str('uhrzeit'),
      str('ort'),
      str('thema'),
      str('absender_name'),
      str('absender_email'),
      date('email_datum', 'Wann die E-Mail gesendet wurde'),
    ],
    {
      neuer_termin: '2026-04-29',
      uhrzeit: '10:00',
      ort: 'Besprechungsraum Elbe',
      thema: 'Relaunch Website',
      absender_name: 'Katharina Vogel',
      absender_email: 'k.vogel@agentur-nordlicht.example',
      email_datum: '2026-04-20',
    },
    {
      raw: crlf(`From: Katharina Vogel <k.vogel@agentur-nordlicht.example>
To: Jan Petersen <jan.petersen@hafenbau.example>
Subject: Re: Termin Relaunch Website
Date: Mon, 20 Apr 2026 16:05:48 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hallo Jan,

kein Problem, dann verschieben wir das Treffen zum Relaunch Website auf Mittwoch, den 29.04.2026, wieder um 10:00 Uhr im Besprechungsraum Elbe.

Viele Grüße
Katharina

> Am 20.04.2026 um 11:32 schrieb Jan Petersen <jan.petersen@hafenbau.example>:
>
> Hallo Katharina,
> am Donnerstag, 23.04.2026 um 10:00 Uhr schaffe ich es leider nicht. Geht auch die Woche darauf?
> Gruß, Jan`)}
`),
    },
  ),
];
