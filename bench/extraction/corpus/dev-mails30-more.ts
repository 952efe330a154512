// The rest of development set "mails30" (see dev-mails30.ts): a meeting acceptance, a subscription renewal, a
// payment notice, a card receipt, a reply, a forward, a complaint and an order by mail.
import { base64, crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

const PAYMENT_HTML = `<html><body style="font-family:Helvetica,Arial,sans-serif;color:#2c2e2f">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table width="520" cellspacing="0" cellpadding="0">
<tr><td style="padding:20px 0"><img src="https://pay.example/logo.png" alt="PayNow"></td></tr>
<tr><td style="font-size:28px;font-weight:bold;padding-bottom:10px">Sie haben 245,00&nbsp;€ EUR erhalten</td></tr>
<tr><td style="padding-bottom:16px">Sabine Vogt hat Ihnen 245,00&nbsp;€ EUR gesendet.</td></tr>
<tr><td style="padding:12px;background:#f5f7fa"><i>„Anzahlung Hochzeitsfotos 22.08., Vogt/Brenner“</i></td></tr>
<tr><td style="padding-top:20px">
<table width="100%" cellspacing="0" cellpadding="4">
<tr><td style="font-weight:bold">Transaktionscode</td><td style="font-weight:bold" align="right">Transaktionsdatum</td></tr>
<tr><td><a href="https://pay.example/activity/7KX20914LM3318207">7KX20914LM3318207</a></td><td align="right">7. Mai 2026</td></tr>
</table></td></tr>
<tr><td style="padding-top:20px">
<table width="100%" cellspacing="0" cellpadding="4" style="border-top:1px solid #ddd">
<tr><td>Erhaltener Betrag</td><td align="right">245,00 € EUR</td></tr>
<tr><td>Gebühr</td><td align="right">-4,51 € EUR</td></tr>
<tr><td style="font-weight:bold">Nettobetrag</td><td align="right" style="font-weight:bold">240,49 € EUR</td></tr>
</table></td></tr>
<tr><td style="padding-top:20px">Der Betrag steht Ihnen ab sofort in Ihrem Konto zur Verfügung.</td></tr>
<tr><td style="padding-top:30px;font-size:11px;color:#6c7378">Bitte antworten Sie nicht auf diese E-Mail. PayNow (Europe) S.à r.l. et Cie, S.C.A.</td></tr>
</table></td></tr></table></body></html>`;

const RECEIPT_HTML = `<html><body style="background:#f6f9fc;font-family:-apple-system,Segoe UI,sans-serif">
<table width="100%"><tr><td align="center">
<table width="480" style="background:#fff;padding:24px">
<tr><td colspan="3" style="font-size:22px;color:#32325d">Receipt from Loomcraft Studio Ltd</td></tr>
<tr><td colspan="3" style="color:#8898aa;padding-bottom:16px">Receipt #2318-4470</td></tr>
<tr>
<td style="font-size:11px;color:#8898aa;text-transform:uppercase">Amount paid</td>
<td style="font-size:11px;color:#8898aa;text-transform:uppercase">Date paid</td>
<td style="font-size:11px;color:#8898aa;text-transform:uppercase">Payment method</td>
</tr>
<tr>
<td style="font-size:15px">$186.00</td>
<td style="font-size:15px">Apr 21, 2026, 4:12:09 PM</td>
<td style="font-size:15px"><img src="https://r.example/visa.png" alt="Visa" width="20"> – 8804</td>
</tr>
<tr><td colspan="3" style="padding-top:24px;font-size:11px;color:#8898aa;text-transform:uppercase">Summary</td></tr>
<tr><td colspan="2">Weaving workshop – Saturday 9 May (2 seats) × 1</td><td align="right">$170.00</td></tr>
<tr><td colspan="2">Materials pack × 2</td><td align="right">$16.00</td></tr>
<tr><td colspan="2" style="font-weight:bold">Amount paid</td><td align="right" style="font-weight:bold">$186.00</td></tr>
<tr><td colspan="3" style="padding-top:24px;color:#525f7f">If you have any questions, contact us at hello@loomcraft.example or call us at +1 503-555-0148.</td></tr>
</table></td></tr></table></body></html>`;

export const DEV_MAILS30_MORE: TCorpusDocument[] = [
  // An Outlook meeting acceptance: "When:" with the weekday, the time span and the time zone's long name, "Where:" a
  // Teams meeting; the organiser's phone in the signature.
  fresh(
    'mails30-meeting-outlook-en',
    'meeting confirmation',
    'en',
    'eml',
    [
      str('meeting_title'),
      date('meeting_date'),
      str('start_time'),
      str('end_time'),
      str('location'),
      str('organizer'),
      str('organizer_phone'),
      str('company'),
    ],
    {
      meeting_title: 'Quarterly supplier review - Q2',
      meeting_date: '2026-04-14',
      start_time: '10:30',
      end_time: '11:30',
      location: 'Microsoft Teams Meeting',
      organizer: 'Priya Raman',
      organizer_phone: '+44 20 7946 0321',
      company: 'Ashdown Logistics plc',
    },
    {
      raw: crlf(`From: Priya Raman <priya.raman@ashdownlogistics.example>
To: Colm Brennan <colm@brennanpackaging.example>
Subject: Confirmed: Quarterly supplier review - Q2
Date: Wed, 01 Apr 2026 09:05:37 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="us-ascii"
Content-Transfer-Encoding: 7bit

Hi Colm,

Thanks for accepting - confirming the details below. I have added Joanne from
our planning team as well.

Subject: Quarterly supplier review - Q2
When: Tuesday, 14 April 2026 10:30-11:30 (UTC+00:00) Dublin, Edinburgh, Lisbon, London.
Where: Microsoft Teams Meeting

Agenda: delivery performance, Q3 volumes, packaging price review.

Many thanks,
Priya

Priya Raman | Procurement Manager
Ashdown Logistics plc
T: +44 20 7946 0321 | M: +44 7700 900 412
`),
    },
  ),
  // A software subscription's renewal notice in German: the plan, date, term and price in one sentence, the
  // cancellation deadline in another, the card's last digits in a third.
  fresh(
    'mails30-abo-verlaengerung-de',
    'subscription renewal',
    'de',
    'eml',
    [
      str('anbieter'),
      str('tarif'),
      str('kundennummer'),
      date('verlaengerung_am'),
      num('preis'),
      date('kuendigung_bis'),
      str('karte_endziffern'),
      str('laufzeit'),
    ],
    {
      anbieter: 'Taktwerk Software GmbH',
      tarif: 'Pro Jahresplan',
      kundennummer: 'TW-448120',
      verlaengerung_am: '2026-06-01',
      preis: 119.88,
      kuendigung_bis: '2026-05-18',
      karte_endziffern: '4242',
      laufzeit: '12 Monate',
    },
    {
      raw: crlf(`From: Taktwerk <abrechnung@taktwerk.example>
To: buero@schreinerei-albers.example
Subject: =?UTF-8?Q?Ihr_Abonnement_verl=C3=A4ngert_sich_bald?=
Date: Mon, 04 May 2026 07:00:02 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Guten Tag,

Ihr Abonnement „Pro Jahresplan“ (Kundennummer TW-448120) verlängert sich am 01.06.2026 automatisch um 12 Monate zum Preis von 119,88 € inkl. 19 % MwSt.

Der Betrag wird von Ihrer hinterlegten Visa-Karte mit den Endziffern 4242 abgebucht.

Wenn Sie nicht verlängern möchten, können Sie Ihr Abonnement bis zum 18.05.2026 in Ihrem Kundenkonto unter „Abrechnung“ kündigen.

Viele Grüße
Ihr Taktwerk-Team

Taktwerk Software GmbH · Kaiserstraße 8 · 76133 Karlsruhe · USt-IdNr. DE318204776`)}
`),
    },
  ),
  // A payment service's "you received money" notice: the payer and amount in a heading and a sentence, the
  // transaction code and date as a two-column header row over its values, the fee and net in a label/value table.
  fresh(
    'mails30-zahlung-erhalten-de',
    'payment notification',
    'de',
    'eml',
    [
      str('zahler'),
      num('betrag'),
      str('waehrung'),
      str('transaktionscode'),
      date('transaktionsdatum'),
      num('gebuehr'),
      num('nettobetrag'),
      str('mitteilung'),
    ],
    {
      zahler: 'Sabine Vogt',
      betrag: 245,
      waehrung: 'EUR',
      transaktionscode: '7KX20914LM3318207',
      transaktionsdatum: '2026-05-07',
      gebuehr: 4.51,
      nettobetrag: 240.49,
      mitteilung: 'Anzahlung Hochzeitsfotos 22.08., Vogt/Brenner',
    },
    {
      raw: crlf(`From: PayNow <service@paynow.example>
To: Studio Lichtblick <kontakt@studio-lichtblick.example>
Subject: Sie haben eine Zahlung erhalten
Date: Thu, 07 May 2026 18:22:40 +0200
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="--pn-7781"

----pn-7781
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(PAYMENT_HTML)}
----pn-7781--
`),
    },
  ),
  // A card receipt whose labels head a row of three columns with the values in the row below; the items' quantities
  // written "× 2" after the name.
  fresh(
    'mails30-card-receipt-columns-en',
    'receipt',
    'en',
    'eml',
    [
      str('merchant'),
      str('receipt_number'),
      num('amount_paid'),
      date('date_paid'),
      str('card_brand'),
      str('card_last4'),
      list('line_items', [str('description'), num('quantity'), num('amount')]),
      str('merchant_phone'),
    ],
    {
      merchant: 'Loomcraft Studio Ltd',
      receipt_number: '2318-4470',
      amount_paid: 186,
      date_paid: '2026-04-21',
      card_brand: 'Visa',
      card_last4: '8804',
      line_items: [
        { description: 'Weaving workshop – Saturday 9 May (2 seats)', quantity: 1, amount: 170 },
        { description: 'Materials pack', quantity: 2, amount: 16 },
      ],
      merchant_phone: '+1 503-555-0148',
    },
    {
      raw: crlf(`From: Loomcraft Studio Ltd <receipts+acct_1Loom@payments.example>
To: grace.lindqvist@fastmail.example
Subject: Your receipt from Loomcraft Studio Ltd #2318-4470
Date: Tue, 21 Apr 2026 23:12:11 +0000
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="rcpt-b"

--rcpt-b
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(RECEIPT_HTML)}
--rcpt-b--
`),
    },
  ),
  // A buyer's short reply accepting a quote; the quote's facts, and the supplier's contact, only in the quoted mail.
  fresh(
    'mails30-reply-quoted-quote-en',
    'quote',
    'en',
    'eml',
    [
      str('supplier'),
      str('quote_reference'),
      num('quantity'),
      num('unit_price'),
      num('total_net'),
      str('delivery_time'),
      str('supplier_contact'),
      str('supplier_phone'),
      date('quote_date'),
    ],
    {
      supplier: 'Redfern Print & Finishing',
      quote_reference: 'Q-88213',
      quantity: 2500,
      unit_price: 0.42,
      total_net: 1050,
      delivery_time: '5 working days',
      supplier_contact: 'Owen Davies',
      supplier_phone: '029 2049 7712',
      quote_date: '2026-03-24',
    },
    {
      raw: crlf(`From: Hannah Iqbal <hannah@brightpathcharity.example>
To: Owen Davies <owen@redfernprint.example>
Subject: Re: Quote Q-88213 - A5 leaflets
Date: Thu, 26 Mar 2026 16:40:09 +0000
In-Reply-To: <q88213.owen@redfernprint.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hi Owen,

That's perfect, please go ahead. Artwork attached as discussed - could you
send the invoice to accounts@brightpathcharity.example?

Thanks!
Hannah

On Tue, 24 Mar 2026 at 11:02, Owen Davies <owen@redfernprint.example> wrote:
> Hi Hannah,
>
> Thanks for getting in touch. As requested, here is our quote (ref Q-88213)
> for your A5 leaflets, 170gsm silk, printed both sides:
>
> Quantity: 2,500
> Unit price: GBP 0.42
> Total: GBP 1,050.00 plus VAT
>
> Delivery is 5 working days from artwork approval.
>
> Kind regards,
> Owen Davies
> Redfern Print & Finishing
> Unit 7, Penarth Road Trading Estate, Cardiff CF11 8TW
> Tel: 029 2049 7712
`),
    },
  ),
  // A Gmail forward: the forwarder's note asks nothing; the schema asks for the forwarded message's own sender and
  // date (from its header block) and the invoice's facts below it.
  fresh(
    'mails30-forward-header-de',
    'invoice',
    'de',
    'eml',
    [
      str('urspruenglicher_absender'),
      str('absender_email'),
      date('urspruengliches_datum'),
      str('rechnungsnummer'),
      num('rechnungsbetrag'),
      date('faellig_am'),
      str('weitergeleitet_von'),
    ],
    {
      urspruenglicher_absender: 'Elektro Kaiser',
      absender_email: 'rechnung@elektro-kaiser.example',
      urspruengliches_datum: '2026-05-11',
      rechnungsnummer: 'EK-26-1093',
      rechnungsbetrag: 742.35,
      faellig_am: '2026-05-25',
      weitergeleitet_von: 'Tobias Brandt',
    },
    {
      raw: crlf(`From: Tobias Brandt <tobias.brandt@gmail.example>
To: Buchhaltung Brandt Immobilien <buchhaltung@brandt-immobilien.example>
Subject: Fwd: Ihre Rechnung EK-26-1093
Date: Tue, 12 May 2026 08:17:45 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Zur Info und bitte überweisen.

Tobias

---------- Forwarded message ---------
Von: Elektro Kaiser <rechnung@elektro-kaiser.example>
Date: Mo., 11. Mai 2026 um 15:40 Uhr
Subject: Ihre Rechnung EK-26-1093
To: <tobias.brandt@gmail.example>


Sehr geehrter Herr Brandt,

anbei erhalten Sie unsere Rechnung EK-26-1093 für die Arbeiten in der Wohnung Goethestraße 14.
Der Rechnungsbetrag von 742,35 € ist bis zum 25.05.2026 ohne Abzug fällig.

Mit freundlichen Grüßen
Elektro Kaiser
Inh. Frank Kaiser · Lindenweg 3 · 34117 Kassel · Tel. 0561 318 07 44`)}
`),
    },
  ),
  // A customer's complaint: the schema asks for the mail's own sender, address, date and subject (header fields), and
  // for the order and amount the body names.
  fresh(
    'mails30-complaint-header-en',
    'customer complaint',
    'en',
    'eml',
    [
      str('sender_name'),
      str('sender_email'),
      date('sent_date'),
      str('subject'),
      str('order_number'),
      date('delivery_date'),
      num('refund_requested'),
      str('customer_phone'),
    ],
    {
      sender_name: 'Arjun Mehta',
      sender_email: 'arjun.mehta@btinternet.example',
      sent_date: '2026-05-15',
      subject: 'Damaged delivery - order 60-1128847',
      order_number: '60-1128847',
      delivery_date: '2026-05-13',
      refund_requested: 349,
      customer_phone: '07700 900 731',
    },
    {
      raw: crlf(`From: "Arjun Mehta" <arjun.mehta@btinternet.example>
To: Customer Care <care@oakandloom.example>
Subject: Damaged delivery - order 60-1128847
Date: Fri, 15 May 2026 20:51:30 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hello,

The oak sideboard from my order 60-1128847 was delivered on Wednesday 13 May
and one of the doors is split along the grain; the packaging was torn on
arrival, photos attached.

I'd rather not wait for a replacement, so please refund the full price of
GBP 349.00 to my original payment card and arrange for the sideboard to be
collected.

I'm at home most afternoons, my mobile is 07700 900 731.

Regards,
Arjun Mehta
`),
    },
  ),
  // A firm orders by mail: positions as lines with an article number, quantity and unit, the wished delivery date in
  // a sentence, the buyer's firm, contact and phone in a German signature (i. A.).
  fresh(
    'mails30-bestellung-signatur-de',
    'purchase order',
    'de',
    'eml',
    [
      str('besteller_firma'),
      str('ansprechpartner'),
      str('telefon'),
      str('bestellnummer'),
      list('positionen', [str('artikelnummer'), str('bezeichnung'), num('menge')]),
      date('liefertermin'),
      str('lieferadresse'),
    ],
    {
      besteller_firma: 'Müller & Söhne Metallbau GmbH',
      ansprechpartner: 'Sabine Krüger',
      telefon: '0711 889 24-17',
      bestellnummer: 'B-2026-0562',
      positionen: [
        { artikelnummer: '40-1180', bezeichnung: 'Sechskantschraube M10x40 verzinkt', menge: 500 },
        { artikelnummer: '40-2215', bezeichnung: 'Unterlegscheibe 10,5 mm', menge: 1000 },
        { artikelnummer: '52-0030', bezeichnung: 'Schweißdraht SG2 1,0 mm (15-kg-Spule)', menge: 4 },
      ],
      liefertermin: '2026-05-21',
      lieferadresse: 'Gottlieb-Daimler-Straße 27, 70794 Filderstadt',
    },
    {
      raw: crlf(`From: =?ISO-8859-1?Q?Sabine_Kr=FCger?= <s.krueger@mueller-metallbau.example>
To: Vertrieb <vertrieb@schrauben-haas.example>
Subject: Bestellung B-2026-0562
Date: Mon, 11 May 2026 10:12:04 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=ISO-8859-1
Content-Transfer-Encoding: quoted-printable

${qp(
  `Sehr geehrte Damen und Herren,

hiermit bestellen wir zu den Konditionen Ihres Rahmenvertrags (unsere Bestellnummer B-2026-0562):

Art.-Nr. 40-1180   Sechskantschraube M10x40 verzinkt        500 Stück
Art.-Nr. 40-2215   Unterlegscheibe 10,5 mm                 1000 Stück
Art.-Nr. 52-0030   Schweißdraht SG2 1,0 mm (15-kg-Spule)      4 Stück

Bitte liefern Sie bis spätestens 21.05.2026 an unser Werk in der Gottlieb-Daimler-Straße 27, 70794 Filderstadt.
Bitte bestätigen Sie den Auftrag kurz per E-Mail.

Mit freundlichen Grüßen

i. A. Sabine Krüger
Einkauf

Müller & Söhne Metallbau GmbH
Gottlieb-Daimler-Straße 27
70794 Filderstadt
Tel.: 0711 889 24-17
Fax: 0711 889 24-99
s.krueger@mueller-metallbau.example`,
  'latin1',
)}
`),
    },
  ),
];
