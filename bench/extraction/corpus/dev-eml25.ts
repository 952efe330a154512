// Development documents of branch eml25 (layout 120), written in session 25 BEFORE the extractor was changed: raw .eml
// mails of shapes the earlier e-mail sets (dev-eml15..eml24) wrote less often: forwarded chains in Gmail's
// "---------- Forwarded message ---------", Thunderbird's "-------- Weitergeleitete Nachricht --------" (with its
// Betreff/Datum/Von/An block) and Outlook's "Von: / Gesendet: / An: / Betreff:" blocks, a chain forwarded twice,
// HTML-only notifications (customs duty, tickets, returns), multipart/alternative whose text part says less than the
// HTML part, quoted-printable and base64 bodies with umlauts, signatures holding phone, address and VAT id, replies
// that state some facts and quote the others, automated notices of banks, carriers, airlines, utilities,
// marketplaces and ticket shops, and mails whose sender's display name is the issuer and whose body has no
// letterhead. English and German. Fields a mail does not state stay out of the truth. Held out, not sealed:
// `--show-dev-eml25` shows their misses. The rest is in dev-eml25-more.ts.
import { base64, crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { DEV_EML25_MORE } from './dev-eml25-more.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of branch eml25's development documents. */
export const DEV_EML25_LAYOUT = 120;

const FIRST: TCorpusDocument[] = [
  // Gmail forward of a plumber's invoice; the forwarder's own note on top, the invoice's facts only in the forward.
  fresh(
    'gmail-weiter-installateur-de',
    'invoice',
    'de',
    'eml',
    [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      str('aussteller'),
      num('nettobetrag'),
      num('bruttobetrag'),
      str('iban'),
      date('zahlbar_bis'),
    ],
    {
      rechnungsnummer: 'R-26-0418',
      rechnungsdatum: '2026-04-16',
      aussteller: 'Haustechnik Brüggemann GmbH',
      nettobetrag: 412,
      bruttobetrag: 490.28,
      iban: 'DE12 2505 0180 0009 8765 43',
      zahlbar_bis: '2026-04-30',
    },
    {
      raw: crlf(`From: Tobias Wendt <tobias.wendt@gmail.example>
To: Sabine Wendt <sabine.wendt@gmail.example>
Subject: Fwd: Rechnung R-26-0418 - Austausch Thermostatventile
Date: Fri, 17 Apr 2026 07:55:10 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hi Bine,

kannst du das bitte bis Ende des Monats überweisen? Ich bin ab Montag unterwegs.

LG Tobi

---------- Forwarded message ---------
Von: Haustechnik Brüggemann GmbH <buero@brueggemann-haustechnik.example>
Date: Do., 16. Apr. 2026 um 15:21 Uhr
Subject: Rechnung R-26-0418 - Austausch Thermostatventile
To: <tobias.wendt@gmail.example>


Sehr geehrter Herr Wendt,

anbei erhalten Sie unsere Rechnung für die Arbeiten vom 14.04.2026.

Rechnungsnummer: R-26-0418
Rechnungsdatum: 16.04.2026

4 x Thermostatventil Danfoss RA-N inkl. Montage     328,00 EUR
Anfahrt und Entleeren/Befüllen der Anlage           84,00 EUR
Nettobetrag                                        412,00 EUR
zzgl. 19 % MwSt.                                    78,28 EUR
Rechnungsbetrag                                    490,28 EUR

Bitte überweisen Sie den Betrag bis zum 30.04.2026 auf unser Konto
IBAN DE12 2505 0180 0009 8765 43 (Sparkasse Hannover).

Mit freundlichen Grüßen
Kerstin Brüggemann

Haustechnik Brüggemann GmbH
Podbielskistr. 210, 30177 Hannover
Tel. 0511 6093 441
USt-IdNr. DE281 447 120`)}
`),
    },
  ),
  // Thunderbird forward: the "Weitergeleitete Nachricht" block with Betreff/Datum/Von/An lines, a property manager's
  // settlement below.
  fresh(
    'thunderbird-weiter-nebenkosten-de',
    'statement',
    'de',
    'eml',
    [
      str('hausverwaltung'),
      str('mieter'),
      str('abrechnungszeitraum'),
      num('nachzahlung'),
      date('faellig_am'),
      str('objekt'),
    ],
    {
      hausverwaltung: 'Hausverwaltung Kämmerer & Sohn',
      mieter: 'Lena Hofstetter',
      abrechnungszeitraum: '01.01.2025 - 31.12.2025',
      nachzahlung: 186.4,
      faellig_am: '2026-05-15',
      objekt: 'Lindenstraße 18, 04177 Leipzig',
    },
    {
      raw: crlf(`From: Lena Hofstetter <lena.hofstetter@posteo.example>
To: Mieterverein Leipzig Beratung <beratung@mieterverein-leipzig.example>
Subject: WG: Betriebskostenabrechnung 2025
Date: Mon, 20 Apr 2026 18:03:44 +0200
User-Agent: Mozilla Thunderbird
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8; format=flowed
Content-Transfer-Encoding: 8bit

Guten Tag,

ich bin Mitglied (Nr. 22871) und möchte die unten stehende Abrechnung 
prüfen lassen. Die Heizkosten kommen mir sehr hoch vor.

Freundliche Grüße
Lena Hofstetter


-------- Weitergeleitete Nachricht --------
Betreff: 	Betriebskostenabrechnung 2025
Datum: 	Tue, 14 Apr 2026 11:20:05 +0200
Von: 	Hausverwaltung Kämmerer & Sohn <info@kaemmerer-hv.example>
An: 	lena.hofstetter@posteo.example



Sehr geehrte Frau Hofstetter,

anbei die Betriebskostenabrechnung für Ihre Wohnung Lindenstraße 18, 
04177 Leipzig, 2. OG links.

Abrechnungszeitraum: 01.01.2025 - 31.12.2025
Ihre Kosten: 2.346,40 EUR
Ihre Vorauszahlungen: 2.160,00 EUR
Nachzahlung: 186,40 EUR

Bitte überweisen Sie die Nachzahlung bis zum 15.05.2026. Ihre monatliche 
Vorauszahlung bleibt unverändert.

Mit freundlichen Grüßen
Ihre Hausverwaltung Kämmerer & Sohn
Gohliser Str. 7, 04155 Leipzig
`),
    },
  ),
  // Outlook forward in German: "Von: / Gesendet: / An: / Betreff:" above a quote from a print shop.
  fresh(
    'outlook-weiter-angebot-druckerei-de',
    'quote',
    'de',
    'eml',
    [
      str('angebotsnummer'),
      str('anbieter'),
      str('ansprechpartner'),
      num('netto'),
      num('brutto'),
      date('gueltig_bis'),
      str('lieferzeit'),
    ],
    {
      angebotsnummer: 'AN-2026-0317',
      anbieter: 'Druckhaus Mainufer',
      ansprechpartner: 'Stefan Rieger',
      netto: 1280,
      brutto: 1523.2,
      gueltig_bis: '2026-05-08',
      lieferzeit: '7 Werktage',
    },
    {
      raw: crlf(`From: Marketing Vogel Optik <marketing@vogel-optik.example>
To: Anja Vogel <anja.vogel@vogel-optik.example>
Subject: WG: Ihr Angebot AN-2026-0317 Flyer und Plakate
Date: Wed, 08 Apr 2026 10:41:02 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset="iso-8859-1"
Content-Transfer-Encoding: quoted-printable
X-Mailer: Microsoft Outlook 16.0

${qp(
  `Hallo Anja,

hier das Angebot der Druckerei, bitte freigeben, wenn ok.

Gruß
Nils

Von: Stefan Rieger <s.rieger@druckhaus-mainufer.example>
Gesendet: Dienstag, 7. April 2026 16:12
An: Marketing Vogel Optik <marketing@vogel-optik.example>
Betreff: Ihr Angebot AN-2026-0317 Flyer und Plakate

Sehr geehrter Herr Baumann,

vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen an:

5.000 Flyer DIN lang, 4/4-farbig, 170 g Bilderdruck matt   640,00 EUR
200 Plakate DIN A1, 4/0-farbig, 135 g                      640,00 EUR

Summe netto       1.280,00 EUR
MwSt. 19 %          243,20 EUR
Summe brutto      1.523,20 EUR

Lieferzeit: 7 Werktage nach Druckfreigabe
Dieses Angebot ist gültig bis 08.05.2026.

Mit freundlichen Grüßen

Stefan Rieger
Kundenberatung
Druckhaus Mainufer
Hanauer Landstr. 150 | 60314 Frankfurt am Main
Tel. +49 69 4089 220`,
  'latin1',
)}
`),
    },
  ),
  // An English Outlook chain forwarded twice ("FW: FW:"): the venue's confirmation sits under two header blocks.
  fresh(
    'outlook-fw-fw-venue-en',
    'booking_confirmation',
    'en',
    'eml',
    [
      str('venue'),
      str('booking_reference'),
      date('event_date'),
      str('room'),
      num('guests'),
      num('deposit'),
      num('total_price'),
      str('contact_phone'),
    ],
    {
      venue: 'The Old Granary',
      booking_reference: 'OG-4471',
      event_date: '2026-06-12',
      room: 'Mill Room',
      guests: 60,
      deposit: 500,
      total_price: 2340,
      contact_phone: '01223 448 902',
    },
    {
      raw: crlf(`From: Priya Natarajan <priya.natarajan@fenbridge.example>
To: Finance <finance@fenbridge.example>
Subject: FW: FW: Booking confirmed - OG-4471
Date: Thu, 23 Apr 2026 09:14:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="us-ascii"
Content-Transfer-Encoding: 7bit

Hi both, please pay the deposit by card - details below. Thanks, Priya

From: Mark Ellison <mark.ellison@fenbridge.example>
Sent: 22 April 2026 17:30
To: Priya Natarajan <priya.natarajan@fenbridge.example>
Subject: FW: Booking confirmed - OG-4471

Priya - can you get finance to sort the deposit? Mark

From: Events at The Old Granary <events@oldgranary.example>
Sent: Wednesday, April 22, 2026 3:05 PM
To: Mark Ellison <mark.ellison@fenbridge.example>
Subject: Booking confirmed - OG-4471

Dear Mark,

Thank you for choosing The Old Granary for your summer party. Your booking is
now confirmed:

Booking reference: OG-4471
Date: Friday 12 June 2026, 18:00 - 23:30
Room: Mill Room
Guests: 60
Package: Summer buffet and welcome drink (GBP 39.00 per head)

Total: GBP 2,340.00
Deposit due now: GBP 500.00 (payable within 7 days)

Kind regards,
Hannah Cole
Events Coordinator
The Old Granary | Granary Lane, Cambridge CB4 1HT
T: 01223 448 902
`),
    },
  ),
  // HTML-only ticket order, quoted-printable, the facts in a table of label and value cells.
  fresh(
    'tickets-html-only-en',
    'order_confirmation',
    'en',
    'eml',
    [
      str('order_number'),
      str('event'),
      date('event_date'),
      str('venue'),
      num('tickets'),
      num('booking_fee'),
      num('total'),
    ],
    {
      order_number: 'TX93310572',
      event: 'Lanterns on the Lake - Spring Tour',
      event_date: '2026-05-29',
      venue: 'O2 Academy Leeds',
      tickets: 2,
      booking_fee: 6.5,
      total: 71.5,
    },
    {
      raw: crlf(`From: Ticketvault <orders@ticketvault.example>
To: sam.okafor@fastmail.example
Subject: Your tickets for Lanterns on the Lake
Date: Sat, 11 Apr 2026 12:44:19 +0000
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body style="font-family:Helvetica,Arial,sans-serif">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="background:#111;color:#fff;padding:16px;font-size:22px">Ticketvault</td></tr>
<tr><td style="padding:16px"><p>Hi Sam,</p><p>You're going! Your order is confirmed and your e-tickets are attached.</p></td></tr>
<tr><td style="padding:0 16px">
<table width="100%" cellpadding="6" style="border:1px solid #ddd">
<tr><td style="color:#777">Order number</td><td>TX93310572</td></tr>
<tr><td style="color:#777">Event</td><td><strong>Lanterns on the Lake - Spring Tour</strong></td></tr>
<tr><td style="color:#777">When</td><td>Fri 29 May 2026 &middot; doors 19:00</td></tr>
<tr><td style="color:#777">Where</td><td>O2 Academy Leeds, 55 Cookridge St, Leeds LS2 3AW</td></tr>
<tr><td style="color:#777">Tickets</td><td>2 &times; General Admission Standing @ &pound;32.50</td></tr>
<tr><td style="color:#777">Booking fee</td><td>&pound;6.50</td></tr>
<tr><td style="color:#777"><strong>Total paid</strong></td><td><strong>&pound;71.50</strong></td></tr>
</table></td></tr>
<tr><td style="padding:16px;font-size:11px;color:#999">Ticketvault Ltd, 3 Brewery Yard, Manchester M4 6BE. You received this e-mail because you bought tickets.</td></tr>
</table></body></html>`)}
`),
    },
  ),
  // HTML-only customs notice from a carrier, base64: duties to pay before the parcel is delivered.
  fresh(
    'zoll-html-base64-de',
    'notification',
    'de',
    'eml',
    [str('sendungsnummer'), str('absender_sendung'), num('einfuhrabgaben'), date('zahlen_bis'), str('paketdienst')],
    {
      sendungsnummer: '00340434161094027318',
      absender_sendung: 'Northwind Outdoor Ltd.',
      einfuhrabgaben: 23.87,
      zahlen_bis: '2026-04-24',
      paketdienst: 'DHL',
    },
    {
      raw: crlf(`From: DHL Paket <noreply@dhl.example>
To: jan.petersen@t-online.example
Subject: =?UTF-8?Q?Zollgeb=C3=BChren_f=C3=BCr_Ihre_Sendung_00340434161094027318?=
Date: Fri, 17 Apr 2026 06:02:11 +0200
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`<!DOCTYPE html><html><body style="background:#ffcc00;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" style="background:#fff" cellpadding="12">
<tr><td><h2 style="color:#d40511">Ihre Sendung wartet auf die Zahlung der Einfuhrabgaben</h2>
<p>Guten Tag Jan Petersen,</p>
<p>für Ihre Sendung aus Großbritannien sind Einfuhrabgaben (Einfuhrumsatzsteuer und Zoll) angefallen. Damit wir Ihnen die Sendung zustellen können, zahlen Sie bitte den unten genannten Betrag.</p>
<table cellpadding="4">
<tr><td>Sendungsnummer</td><td><b>00340434161094027318</b></td></tr>
<tr><td>Absender</td><td>Northwind Outdoor Ltd.</td></tr>
<tr><td>Einfuhrabgaben inkl. Auslagenpauschale</td><td><b>23,87 &euro;</b></td></tr>
<tr><td>Bitte zahlen bis</td><td>24.04.2026</td></tr>
</table>
<p>Erfolgt bis dahin keine Zahlung, senden wir die Sendung an den Absender zur&uuml;ck.</p>
<p><a href="https://dhl.example/zoll">Jetzt bezahlen</a></p>
<p>Ihr DHL Team</p></td></tr></table></td></tr></table></body></html>`)}
`),
    },
  ),
  // multipart/alternative whose text part only points to the HTML part; the bill's facts are only in the HTML.
  fresh(
    'stadtwerke-alt-text-kurz-de',
    'bill',
    'de',
    'eml',
    [
      str('versorger'),
      str('kundennummer'),
      str('rechnungsnummer'),
      str('abrechnungszeitraum'),
      num('guthaben'),
      num('neuer_abschlag'),
    ],
    {
      versorger: 'Stadtwerke Weißenfels',
      kundennummer: '2004718835',
      rechnungsnummer: '1260044187',
      abrechnungszeitraum: '01.03.2025 bis 28.02.2026',
      guthaben: 57.12,
      neuer_abschlag: 71,
    },
    {
      raw: crlf(`From: =?UTF-8?Q?Stadtwerke_Wei=C3=9Fenfels?= <kundenservice@sw-weissenfels.example>
To: g.lorenz@freenet.example
Subject: =?UTF-8?Q?Ihre_Jahresabrechnung_Strom_ist_da?=
Date: Tue, 24 Mar 2026 09:30:00 +0100
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="=_sw_alt_1"

--=_sw_alt_1
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Sehr geehrte Kundin, sehr geehrter Kunde,

Ihre Jahresabrechnung steht in Ihrem Kundenportal bereit. Diese E-Mail
enthält HTML-Inhalte. Falls sie nicht richtig angezeigt wird, melden Sie
sich bitte im Kundenportal an: https://portal.sw-weissenfels.example

Ihre Stadtwerke Weißenfels`)}

--=_sw_alt_1
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`<html><body><p>Sehr geehrter Herr Lorenz,</p>
<p>Ihre Jahresabrechnung Strom f&uuml;r die Abnahmestelle Am Kugelberg 4 ist erstellt.</p>
<table border="0" cellpadding="5">
<tr><td>Kundennummer</td><td>2004718835</td></tr>
<tr><td>Rechnungsnummer</td><td>1260044187</td></tr>
<tr><td>Abrechnungszeitraum</td><td>01.03.2025 bis 28.02.2026</td></tr>
<tr><td>Verbrauch</td><td>2.418 kWh</td></tr>
<tr><td>Ihr Guthaben</td><td>57,12 &euro;</td></tr>
<tr><td>Neuer monatlicher Abschlag ab April 2026</td><td>71,00 &euro;</td></tr>
</table>
<p>Das Guthaben erstatten wir auf Ihr Konto. Den neuen Abschlag buchen wir wie gewohnt ab.</p>
<p>Freundliche Gr&uuml;&szlig;e<br>Ihre Stadtwerke Wei&szlig;enfels</p></body></html>`)}
--=_sw_alt_1--
`),
    },
  ),
  // multipart/alternative of an airline: the text part states the flight, the HTML part also the seat and the gate.
  fresh(
    'checkin-open-alt-en',
    'notification',
    'en',
    'eml',
    [
      str('booking_reference'),
      str('passenger'),
      str('flight_number'),
      date('departure_date'),
      str('departure_time'),
      str('from'),
      str('to'),
      str('seat'),
    ],
    {
      booking_reference: 'K7QZ4M',
      passenger: 'Daniel Brennan',
      flight_number: 'EI 153',
      departure_date: '2026-05-06',
      departure_time: '07:25',
      from: 'Dublin',
      to: 'London Heathrow',
      seat: '14C',
    },
    {
      raw: crlf(`From: Aer Lingus <no-reply@aerlingus.example>
To: daniel.brennan@eircom.example
Subject: Check-in is now open for your flight to London Heathrow
Date: Tue, 05 May 2026 07:25:04 +0100
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="alt-K7QZ4M"

--alt-K7QZ4M
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Check-in is now open

Booking reference: K7QZ4M
Flight EI 153 Dublin to London Heathrow
Departs Wed 06 May 2026 at 07:25

Check in online: https://aerlingus.example/checkin

--alt-K7QZ4M
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`<html><body><h1>Check-in is now open</h1><p>Dear Daniel Brennan,</p>
<p>Your flight is just 24 hours away. Check in now and get your boarding pass.</p>
<table cellpadding="6"><tr><th>Booking reference</th><td>K7QZ4M</td></tr>
<tr><th>Passenger</th><td>Mr Daniel Brennan</td></tr>
<tr><th>Flight</th><td>EI 153</td></tr>
<tr><th>From</th><td>Dublin (DUB) Terminal 2</td></tr>
<tr><th>To</th><td>London Heathrow (LHR) Terminal 2</td></tr>
<tr><th>Departs</th><td>Wed 06 May 2026, 07:25</td></tr>
<tr><th>Arrives</th><td>Wed 06 May 2026, 08:45</td></tr>
<tr><th>Seat</th><td>14C</td></tr></table>
<p>Bag drop closes 40 minutes before departure.</p></body></html>`)}
--alt-K7QZ4M--
`),
    },
  ),
  // A bank's credit card statement notice, quoted-printable with umlauts, no letterhead but the display name.
  fresh(
    'kreditkarte-abrechnung-qp-de',
    'notification',
    'de',
    'eml',
    [str('bank'), str('karte'), date('abrechnungsdatum'), num('abrechnungsbetrag'), date('belastung_am')],
    {
      bank: 'Hanseatic Bank',
      karte: '5428 **** **** 7731',
      abrechnungsdatum: '2026-04-18',
      abrechnungsbetrag: 734.56,
      belastung_am: '2026-04-28',
    },
    {
      raw: crlf(`From: Hanseatic Bank <service@hanseaticbank.example>
To: m.ozturk@gmx.example
Subject: =?UTF-8?Q?Ihre_neue_Kreditkartenabrechnung_liegt_f=C3=BCr_Sie_bereit?=
Date: Sun, 19 Apr 2026 05:12:40 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Guten Tag Herr Öztürk,

Ihre Kreditkartenabrechnung vom 18.04.2026 für Ihre Karte 5428 **** **** 7731
steht im Online-Banking zum Abruf bereit.

Abrechnungsbetrag: 734,56 €
Der Betrag wird am 28.04.2026 von Ihrem Referenzkonto abgebucht.

Bitte prüfen Sie die Umsätze. Fragen beantworten wir gerne unter
040 646 03 999 (Mo–Fr 8–20 Uhr).

Freundliche Grüße
Ihr Kundenservice

Dies ist eine automatisch erzeugte E-Mail. Bitte antworten Sie nicht darauf.`)}
`),
    },
  ),
  // A marketplace's "sold" notice in base64, German, with the buyer and the ship-by date.
  fresh(
    'marktplatz-verkauft-base64-de',
    'notification',
    'de',
    'eml',
    [str('artikel'), str('artikelnummer'), num('verkaufspreis'), num('versand'), str('kaeufer'), date('versenden_bis')],
    {
      artikel: 'Kinderfahrrad Puky ZLX 18 Alu, blau',
      artikelnummer: '2718846302',
      verkaufspreis: 145,
      versand: 19.99,
      kaeufer: 'Theresa Kühn',
      versenden_bis: '2026-04-22',
    },
    {
      raw: crlf(`From: Kleinmarkt <verkauft@kleinmarkt.example>
To: felix.hain@web.example
Subject: =?UTF-8?B?${Buffer.from('Glückwunsch! Dein Artikel wurde verkauft', 'utf8').toString('base64')}?=
Date: Sun, 19 Apr 2026 20:47:03 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: base64

${base64(`Hallo Felix,

gute Nachrichten: Dein Artikel wurde gekauft und bezahlt.

Artikel: Kinderfahrrad Puky ZLX 18 Alu, blau
Artikelnummer: 2718846302
Verkaufspreis: 145,00 €
Versand (DHL Paket bis 31,5 kg): 19,99 €
Käufer: Theresa Kühn, Am Weiher 9, 91054 Erlangen

Bitte verschicke den Artikel bis spätestens 22.04.2026 und trage die
Sendungsnummer ein. Das Geld zahlen wir aus, sobald die Käuferin den
Erhalt bestätigt hat.

Dein Kleinmarkt-Team`)}
`),
    },
  ),
  // A freelancer's invoice in the mail body; the signature holds the address, phone and VAT id.
  fresh(
    'designer-invoice-signature-en',
    'invoice',
    'en',
    'eml',
    [
      str('invoice_number'),
      str('supplier'),
      str('supplier_address'),
      str('supplier_phone'),
      str('supplier_vat_id'),
      num('amount_due'),
      date('due_date'),
    ],
    {
      invoice_number: 'INV-0091',
      supplier: 'Ruth Adeyemi Design',
      supplier_address: '27 Clarence Street, Brighton BN1 2LJ',
      supplier_phone: '+44 7700 918 442',
      supplier_vat_id: 'GB 318 7740 26',
      amount_due: 1560,
      due_date: '2026-05-15',
    },
    {
      raw: crlf(`From: Ruth Adeyemi <ruth@ruthadeyemi.example>
To: accounts@hollowaybakery.example
Subject: Invoice INV-0091 - menu and packaging redesign
Date: Wed, 15 Apr 2026 16:20:33 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hello,

Please find below my invoice INV-0091 for the menu and packaging redesign
(final files were delivered on 10 April).

  Design work, 20 hours at GBP 65.00   GBP 1,300.00
  Print-ready artwork, 4 formats          GBP 0.00
  Subtotal                             GBP 1,300.00
  VAT 20%                                GBP 260.00
  Amount due                           GBP 1,560.00

Payment within 30 days, i.e. by 15 May 2026, to sort code 20-44-91,
account 61823907.

Thank you!
Ruth

--
Ruth Adeyemi Design
27 Clarence Street, Brighton BN1 2LJ
+44 7700 918 442 | ruthadeyemi.example
VAT reg. GB 318 7740 26
`),
    },
  ),
  // A reply that states the refund and quotes the customer's mail with the order number.
  fresh(
    'refund-reply-quote-en',
    'notification',
    'en',
    'eml',
    [str('company'), str('order_number'), num('refund_amount'), str('refund_reference'), str('customer'), str('agent')],
    {
      company: 'Greenleaf Home',
      order_number: 'GH-208841',
      refund_amount: 42.1,
      refund_reference: 'RF-55190',
      customer: 'Claire Donnelly',
      agent: 'Marcus',
    },
    {
      raw: crlf(`From: Greenleaf Home Support <support@greenleafhome.example>
To: Claire Donnelly <claire.donnelly@btinternet.example>
Subject: Re: Damaged lamp - order GH-208841 [#77123]
Date: Mon, 13 Apr 2026 11:48:20 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Hi Claire,

I'm sorry to hear the lamp arrived broken. I've refunded £42.10 to your
original payment method today (refund reference RF-55190); it can take 3-5
working days to show on your statement. There's no need to send the lamp back.

Best wishes,
Marcus
Greenleaf Home Customer Care

On Sat, 11 Apr 2026 at 19:02, Claire Donnelly <claire.donnelly@btinternet.example> wrote:
> Hello,
>
> my order GH-208841 arrived today but the ceramic table lamp (£42.10) is
> cracked at the base. Photos attached. Could you refund or replace it?
>
> Thanks,
> Claire Donnelly`)}
`),
    },
  ),
  // A garage's reply confirming a date, the car's registration and the job only in the customer's quoted request.
  fresh(
    'werkstatt-antwort-zitat-de',
    'appointment',
    'de',
    'eml',
    [str('werkstatt'), str('kunde'), str('kennzeichen'), date('termin'), str('uhrzeit'), str('leistung')],
    {
      werkstatt: 'Autohaus Scholz',
      kunde: 'Ingrid Maas',
      kennzeichen: 'MS-IM 482',
      termin: '2026-04-23',
      uhrzeit: '08:00',
      leistung: 'Inspektion mit Ölwechsel',
    },
    {
      raw: crlf(`From: Serviceannahme Autohaus Scholz <service@autohaus-scholz.example>
To: Ingrid Maas <ingrid.maas@arcor.example>
Subject: AW: Terminanfrage Inspektion MS-IM 482
Date: Thu, 16 Apr 2026 14:05:37 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Guten Tag Frau Maas,

der Donnerstag passt: wir haben Sie für den 23.04.2026 um 8:00 Uhr
eingetragen. Die Inspektion dauert etwa drei Stunden, einen Leihwagen
können wir Ihnen leider nicht anbieten.

Mit freundlichen Grüßen
Dirk Evers
Serviceannahme

-----Ursprüngliche Nachricht-----
Von: Ingrid Maas <ingrid.maas@arcor.example>
Gesendet: Mittwoch, 15. April 2026 21:10
An: service@autohaus-scholz.example
Betreff: Terminanfrage Inspektion MS-IM 482

Hallo,

mein Golf (Kennzeichen MS-IM 482) braucht die Inspektion mit Ölwechsel.
Ginge nächste Woche Donnerstag früh?

Viele Grüße
Ingrid Maas
`),
    },
  ),
  // An order confirmation list in an HTML-only mail whose table has the quantity in its own column.
  fresh(
    'apotheke-vorbestellung-latin1-de',
    'notification',
    'de',
    'eml',
    [
      str('apotheke'),
      str('abholnummer'),
      list('artikel', [str('name'), num('menge')]),
      num('zuzahlung'),
      date('abholbar_bis'),
    ],
    {
      apotheke: 'Löwen-Apotheke am Markt',
      abholnummer: 'V-3318',
      artikel: [
        { name: 'Ibuprofen 400 mg, 20 Filmtabletten', menge: 1 },
        { name: 'Pantoprazol 20 mg, 30 Tabletten', menge: 2 },
      ],
      zuzahlung: 10,
      abholbar_bis: '2026-04-25',
    },
    {
      raw: crlf(`From: =?ISO-8859-1?Q?L=F6wen-Apotheke_am_Markt?= <info@loewen-apotheke.example>
To: helga.bruns@t-online.example
Subject: Ihre Vorbestellung V-3318 liegt bereit
Date: Tue, 21 Apr 2026 12:15:00 +0200
MIME-Version: 1.0
Content-Type: text/html; charset=windows-1252
Content-Transfer-Encoding: quoted-printable

${qp(
  `<html><body><p>Guten Tag Frau Bruns,</p>
<p>Ihre Vorbestellung <b>V-3318</b> ist eingetroffen und liegt für Sie zur Abholung bereit.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Menge</th><th>Artikel</th></tr>
<tr><td>1</td><td>Ibuprofen 400 mg, 20 Filmtabletten</td></tr>
<tr><td>2</td><td>Pantoprazol 20 mg, 30 Tabletten</td></tr>
</table>
<p>Gesetzliche Zuzahlung: 10,00 €</p>
<p>Bitte holen Sie die Bestellung bis zum 25.04.2026 ab und bringen Sie Ihre Versichertenkarte mit.</p>
<p>Ihre Löwen-Apotheke am Markt<br>Markt 3, 26122 Oldenburg, Tel. 0441 26 17 30</p></body></html>`,
  'latin1',
)}
`),
    },
  ),
];

export const DEV_EML25: TCorpusDocument[] = [...FIRST, ...DEV_EML25_MORE].map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'd25e-'),
  layout: DEV_EML25_LAYOUT,
}));
