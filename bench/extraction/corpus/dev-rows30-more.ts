// The rest of development set "rows30" (dev-rows30.ts says what it holds): intra-EU invoices naming both VAT ids, a
// hotel bill in HTML and a folio by mail, a weekly timesheet, a field service report, a plain-text statement whose
// columns stand one blank apart and a maintenance report by mail with its reference over two lines.
import { crlf } from './dev-eml15.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_ROWS30_MORE: TCorpusDocument[] = [
  // A German supplier's tax-free intra-EU invoice to Austria: the customer's VAT id in the data block, its own in the
  // footer.
  fresh(
    'rows30-ig-lieferung-de',
    'invoice',
    'de',
    'pdf',
    [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      date('lieferdatum'),
      str('kundennummer'),
      str('kunde'),
      str('kunde_ust_id', 'USt-IdNr. des Kunden'),
      str('lieferant_ust_id'),
      num('nettobetrag'),
      num('rechnungsbetrag'),
      str('iban'),
    ],
    {
      rechnungsnummer: '2026-4471',
      rechnungsdatum: '2026-10-05',
      lieferdatum: '2026-10-02',
      kundennummer: '11208',
      kunde: 'Alpentherm Handels GmbH',
      kunde_ust_id: 'ATU65123409',
      lieferant_ust_id: 'DE312845660',
      nettobetrag: 999,
      rechnungsbetrag: 999,
      iban: 'DE61 6145 0050 0110 3377 42',
    },
    [
      'Feinwerk Brandt GmbH · Industriestraße 14 · 73431 Aalen',
      '',
      'Alpentherm Handels GmbH\tRechnungs-Nr.: 2026-4471',
      'Einkauf\tDatum: 05.10.2026',
      'Gewerbepark 3\tKunden-Nr.: 11208',
      '6067 Absam\tIhre USt-IdNr.: ATU65123409',
      'ÖSTERREICH\tLieferdatum: 02.10.2026',
      '',
      'Rechnung',
      '',
      'Pos\tMenge\tArtikel\tEinzelpreis EUR\tGesamt EUR',
      '1\t40\tDrehteil DT-118 Messing\t12,40\t496,00',
      '2\t250\tHülse H-6 Edelstahl\t1,86\t465,00',
      '3\t1\tVerpackung und Versand\t38,00\t38,00',
      '',
      'Nettobetrag\t999,00',
      'Umsatzsteuer 0 %\t0,00',
      'Rechnungsbetrag\t999,00',
      '',
      'Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG.',
      'Zahlbar innerhalb von 30 Tagen ohne Abzug.',
      '',
      'Feinwerk Brandt GmbH · Amtsgericht Ulm HRB 731245 · Geschäftsführer: Jörg Brandt',
      'USt-IdNr.: DE312845660 · Kreissparkasse Ostalb · IBAN DE61 6145 0050 0110 3377 42 · BIC OASPDE6AXXX',
    ],
  ),
  // A Dutch supplier's reverse-charge invoice to a German customer as DOCX: the buyer's VAT id in the address block.
  fresh(
    'rows30-reverse-charge-en',
    'invoice',
    'en',
    'docx',
    [
      str('invoice_number'),
      date('invoice_date'),
      date('due_date'),
      str('customer'),
      str('customer_vat_id'),
      str('supplier_vat_id'),
      num('net_total'),
      num('vat_amount'),
      num('total'),
    ],
    {
      invoice_number: 'NL-26-00931',
      invoice_date: '2026-11-02',
      due_date: '2026-12-02',
      customer: 'Hofmann Verpackungen GmbH',
      customer_vat_id: 'DE298441107',
      supplier_vat_id: 'NL853421667B01',
      net_total: 3860,
      vat_amount: 0,
      total: 3860,
    },
    [
      'Van Dijk Printing Solutions B.V.',
      'Keizersgracht 212, 1016 DZ Amsterdam, The Netherlands',
      '',
      'Bill to:',
      'Hofmann Verpackungen GmbH',
      'Am Hafen 9',
      '28197 Bremen, Germany',
      'VAT ID: DE298441107',
      '',
      'INVOICE',
      'Invoice no.\tNL-26-00931',
      'Invoice date\t2 November 2026',
      'Due date\t2 December 2026',
      '',
      'Description\tQty\tUnit price (EUR)\tAmount (EUR)',
      'Flexo printing plates 1.14 mm, set of 4 colours\t8\t395.00\t3,160.00',
      'Colour proof and prepress\t1\t700.00\t700.00',
      'Net total\t\t\t3,860.00',
      'VAT 0% (reverse charge)\t\t\t0.00',
      'Total due\t\t\t3,860.00',
      '',
      'VAT reverse charged: the recipient is liable for VAT under Article 196 of Directive 2006/112/EC.',
      '',
      'Van Dijk Printing Solutions B.V. · KvK 61740212 · VAT NL853421667B01 · IBAN NL20 INGB 0006 5311 84',
    ],
  ),
  // A hotel bill in HTML: nights, breakfast and parking each on a row of quantity, price and amount.
  fresh(
    'rows30-hotelrechnung-html-de',
    'hotel bill',
    'de',
    'html',
    [
      str('rechnungsnummer'),
      str('gast'),
      str('zimmernummer'),
      date('anreise'),
      date('abreise'),
      num('uebernachtung'),
      num('fruehstueck'),
      num('parken'),
      num('minibar'),
      num('gesamtbetrag'),
    ],
    {
      rechnungsnummer: '118204',
      gast: 'Dr. Katrin Lommel',
      zimmernummer: '412',
      anreise: '2026-10-14',
      abreise: '2026-10-16',
      uebernachtung: 196,
      fruehstueck: 33,
      parken: 28,
      minibar: 7.5,
      gesamtbetrag: 269.5,
    },
    {
      raw: `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Rechnung 118204</title></head>
<body>
<h1>Hotel am Domplatz</h1>
<p>Domplatz 6 &middot; 39104 Magdeburg &middot; Tel. 0391 55 40 0</p>
<p>Frau Dr. Katrin Lommel<br>Rosenstraße 21<br>06108 Halle (Saale)</p>
<h2>Rechnung Nr. 118204</h2>
<p>Zimmer 412 &middot; Anreise 14.10.2026 &middot; Abreise 16.10.2026 &middot; 1 Person</p>
<table border="1" cellpadding="3">
<tr><th>Datum</th><th>Leistung</th><th>Anzahl</th><th>Einzelpreis</th><th>Betrag EUR</th></tr>
<tr><td>14.10.2026</td><td>Übernachtung Einzelzimmer Komfort</td><td>2</td><td>98,00</td><td>196,00</td></tr>
<tr><td>15.10.2026</td><td>Frühstücksbuffet</td><td>2</td><td>16,50</td><td>33,00</td></tr>
<tr><td>14.10.2026</td><td>Parken Tiefgarage</td><td>2</td><td>14,00</td><td>28,00</td></tr>
<tr><td>15.10.2026</td><td>Minibar</td><td>1</td><td>7,50</td><td>7,50</td></tr>
<tr><td>14.10.2026</td><td>Beherbergungsabgabe</td><td>2</td><td>2,50</td><td>5,00</td></tr>
<tr><td></td><td><b>Gesamtbetrag</b></td><td></td><td></td><td><b>269,50</b></td></tr>
</table>
<p>Bezahlt mit Mastercard am 16.10.2026. Vielen Dank für Ihren Besuch!</p>
</body></html>
`,
    },
  ),
  // A US hotel folio sent by mail: a plain-text table of dates, descriptions, nights, rate and amount.
  fresh(
    'rows30-hotel-folio-mail-en',
    'hotel folio',
    'en',
    'eml',
    [
      str('guest_name'),
      str('confirmation_number'),
      date('arrival'),
      date('departure'),
      num('room_rate'),
      num('room_charges'),
      num('occupancy_tax'),
      num('parking'),
      num('total_charges'),
      num('balance_due'),
    ],
    {
      guest_name: 'Marcus Delgado',
      confirmation_number: '88410273',
      arrival: '2026-09-21',
      departure: '2026-09-24',
      room_rate: 189,
      room_charges: 567,
      occupancy_tax: 83.64,
      parking: 114,
      total_charges: 828.94,
      balance_due: 0,
    },
    {
      raw: crlf(`From: The Larkspur Hotel Chicago <folio@larkspurhotel.example>
To: marcus.delgado@mailbox.example
Subject: Your folio - The Larkspur Hotel, confirmation 88410273
Date: Thu, 24 Sep 2026 11:05:42 -0500
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Dear Mr. Delgado,

Thank you for staying with us. Your folio is below.

Guest: Marcus Delgado
Confirmation: 88410273
Room: 1716 King Deluxe
Arrival: 09/21/2026    Departure: 09/24/2026

Date       Description                 Qty     Rate     Amount
09/21/26   Room - King Deluxe            3   189.00     567.00
09/21/26   Occupancy tax 14.75%          3    27.88      83.64
09/21/26   Valet parking                 3    38.00     114.00
09/23/26   Restaurant - Lumen            1    64.30      64.30

Total charges                                           828.94
Visa ****4412                                          -828.94
Balance due                                               0.00

We hope to welcome you back soon.
The Larkspur Hotel Chicago
`),
    },
  ),
  // A weekly timesheet in plain text: each day's hours in "Std."/"Min.", the week's sums below.
  fresh(
    'rows30-stundennachweis-de',
    'timesheet',
    'de',
    'txt',
    [
      str('mitarbeiter'),
      str('personalnummer'),
      num('kalenderwoche'),
      str('projekt'),
      num('arbeitszeit_stunden', 'Summe der Arbeitszeit der Woche in Stunden'),
      num('sollarbeitszeit_stunden'),
      num('ueberstunden_minuten'),
      list('tage', [date('datum'), num('arbeitszeit_stunden')]),
    ],
    {
      mitarbeiter: 'Kerstin Albers',
      personalnummer: '2281',
      kalenderwoche: 42,
      projekt: 'P-2026-118',
      arbeitszeit_stunden: 41.25,
      sollarbeitszeit_stunden: 38.5,
      ueberstunden_minuten: 165,
      tage: [
        { datum: '2026-10-12', arbeitszeit_stunden: 8.5 },
        { datum: '2026-10-13', arbeitszeit_stunden: 8.75 },
        { datum: '2026-10-14', arbeitszeit_stunden: 8.25 },
        { datum: '2026-10-15', arbeitszeit_stunden: 9 },
        { datum: '2026-10-16', arbeitszeit_stunden: 6.75 },
      ],
    },
    [
      'Bauunternehmung Gebr. Wiegand GmbH',
      'STUNDENNACHWEIS KW 42/2026',
      '',
      'Mitarbeiter: Kerstin Albers          Personal-Nr.: 2281',
      'Projekt: P-2026-118 Umbau Kita Sonnenblume, Kassel',
      '',
      'Tag   Datum        Beginn   Ende    Pause     Arbeitszeit',
      'Mo    12.10.2026   07:00    16:15   45 Min.   8 Std. 30 Min.',
      'Di    13.10.2026   06:45    16:15   45 Min.   8 Std. 45 Min.',
      'Mi    14.10.2026   07:00    15:45   30 Min.   8 Std. 15 Min.',
      'Do    15.10.2026   06:30    16:15   45 Min.   9 Std.',
      'Fr    16.10.2026   07:00    14:15   30 Min.   6 Std. 45 Min.',
      '',
      'Summe Arbeitszeit:   41 Std. 15 Min.',
      'Sollarbeitszeit:     38 Std. 30 Min.',
      'Überstunden:          2 Std. 45 Min.',
      '',
      'Kassel, 16.10.2026',
      'Unterschrift Mitarbeiter: K. Albers      Bauleiter: M. Wiegand',
    ],
  ),
  // A field service report as PDF: time on site and travel in hours and minutes, parts on rows.
  fresh(
    'rows30-field-service-report-en',
    'service report',
    'en',
    'pdf',
    [
      str('report_number'),
      str('customer'),
      str('engineer'),
      date('visit_date'),
      str('serial_number'),
      num('running_hours'),
      num('time_on_site_minutes'),
      num('travel_time_hours'),
      str('fault_reported'),
      num('oil_separator_kit'),
      num('parts_total'),
    ],
    {
      report_number: 'FSR-70315',
      customer: 'Dunmore Foods Ltd',
      engineer: 'Liam Costello',
      visit_date: '2026-10-27',
      serial_number: 'API 612 044',
      running_hours: 24318,
      time_on_site_minutes: 200,
      travel_time_hours: 1.5,
      fault_reported: 'High discharge temperature alarm',
      oil_separator_kit: 186,
      parts_total: 442.5,
    },
    [
      'NorthStar Compressor Services Ltd',
      'FIELD SERVICE REPORT\tReport No. FSR-70315',
      '',
      'Customer: Dunmore Foods Ltd\tSite: Unit 9, Kestrel Park, Wakefield WF2 0XE',
      'Engineer: Liam Costello\tDate of visit: 27 Oct 2026',
      'Machine: Atlas Copco GA 37 VSD\tSerial no.: API 612 044',
      'Running hours: 24,318 h\tLoaded hours: 19,870 h',
      'Time on site: 3 h 20 min\tTravel time: 1 h 30 min',
      '',
      'Fault reported: High discharge temperature alarm',
      'Work carried out: Replaced oil separator and oil filter, cleaned cooler fins, changed compressor fluid,',
      'test run 45 min at full load, discharge temperature 82 °C.',
      '',
      'Part no.\tDescription\tQty\tUnit price\tLine total',
      '2901-0776-00\tOil separator kit\t1\t186.00\t186.00',
      '1613-6105-00\tOil filter element\t1\t42.50\t42.50',
      '2901-1700-00\tRoto-Xtend duty fluid 20 L\t1\t214.00\t214.00',
      'Parts total\t\t\t\t442.50',
      '',
      'Customer signature: P. Walsh (Maintenance Manager)\tEngineer: L. Costello',
    ],
  ),
  // A cooperative bank's statement in plain text: booking date, value date and text one blank apart, S/H marks.
  fresh(
    'rows30-kontoauszug-text-de',
    'bank statement',
    'de',
    'txt',
    [
      str('iban'),
      str('kontoinhaber'),
      num('alter_kontostand'),
      num('neuer_kontostand'),
      list('umsaetze', [date('buchungstag'), date('wert'), str('vorgang'), num('betrag')]),
    ],
    {
      iban: 'DE71 7016 9165 0017 0244 89',
      kontoinhaber: 'Martina und Georg Huber',
      alter_kontostand: 3214.55,
      neuer_kontostand: 6024.88,
      umsaetze: [
        {
          buchungstag: '2026-11-02',
          wert: '2026-11-02',
          vorgang: 'Lastschrift Stadtwerke Weilheim Abschlag Strom/Gas Vertrag 4471203',
          betrag: -84.2,
        },
        { buchungstag: '2026-11-03', wert: '2026-11-03', vorgang: 'Gutschrift Gehalt Bayerwerk AG', betrag: 3105.9 },
        { buchungstag: '2026-11-05', wert: '2026-11-04', vorgang: 'Kartenzahlung REWE Penzberg', betrag: -61.37 },
        {
          buchungstag: '2026-11-09',
          wert: '2026-11-09',
          vorgang: 'Dauerauftrag Bausparkasse Schwäbisch Hall',
          betrag: -150,
        },
      ],
    },
    [
      'Raiffeisenbank Oberland eG',
      'Kontoauszug 11/2026 Blatt 1/1',
      'Konto 17024489 IBAN DE71 7016 9165 0017 0244 89',
      'Kontoinhaber Martina und Georg Huber',
      '',
      'Bu.Tag Wert Vorgang Betrag EUR',
      'Alter Kontostand vom 31.10.2026 3.214,55 H',
      '02.11. 02.11. Lastschrift Stadtwerke Weilheim 84,20 S',
      'Abschlag Strom/Gas Vertrag 4471203',
      '03.11. 03.11. Gutschrift Gehalt Bayerwerk AG 3.105,90 H',
      '05.11. 04.11. Kartenzahlung REWE Penzberg 61,37 S',
      '09.11. 09.11. Dauerauftrag Bausparkasse Schwäbisch Hall 150,00 S',
      'Neuer Kontostand vom 30.11.2026 6.024,88 H',
      '',
      'Bitte prüfen Sie die Buchungen. Einwendungen sind innerhalb von sechs Wochen zu erheben.',
    ],
  ),
  // A heating engineer's maintenance report by mail: the visit in hours and minutes, the labour on a row of hours,
  // rate and amount, and the reference to quote over two lines.
  fresh(
    'rows30-wartungsbericht-mail-de',
    'service report',
    'de',
    'eml',
    [
      str('kunde'),
      str('techniker'),
      date('einsatzdatum'),
      str('anlage'),
      num('einsatzdauer_minuten'),
      num('anfahrt_minuten'),
      num('arbeitslohn'),
      num('anfahrtspauschale'),
      num('nettobetrag'),
      num('bruttobetrag'),
      str('verwendungszweck'),
    ],
    {
      kunde: 'Hausverwaltung Sommer & Kind',
      techniker: 'Jonas Petrak',
      einsatzdatum: '2026-11-18',
      anlage: 'Viessmann Vitodens 200-W',
      einsatzdauer_minuten: 165,
      anfahrt_minuten: 35,
      arbeitslohn: 198,
      anfahrtspauschale: 45,
      nettobetrag: 267.6,
      bruttobetrag: 318.44,
      verwendungszweck: 'WB-26-3381 Objekt Gartenstr. 12',
    },
    {
      raw: crlf(`From: Heizungsbau Petrak <service@heizung-petrak.example>
To: Hausverwaltung Sommer & Kind <technik@sommer-kind.example>
Subject: Wartungsbericht und Rechnung WB-26-3381, Gartenstr. 12
Date: Thu, 19 Nov 2026 16:22:08 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Sehr geehrte Damen und Herren,

anbei der Bericht zur Jahreswartung im Objekt Gartenstraße 12, Heizraum UG.

Einsatzdatum: 18.11.2026
Techniker: Jonas Petrak
Anlage: Viessmann Vitodens 200-W
Einsatzdauer: 2 Std. 45 Min.
Anfahrt: 35 Min.
Befund: Brenner verschmutzt, Zünd- und Ionisationselektrode erneuert, Abgaswerte i. O.

Leistung                      Menge    Preis      Betrag
Arbeitslohn Techniker         2,75     72,00      198,00
Anfahrtspauschale             1        45,00       45,00
Elektrodensatz                1        24,60       24,60

Nettobetrag                                       267,60
zzgl. 19 % MwSt.                                   50,84
Bruttobetrag                                      318,44

Bitte überweisen Sie den Betrag innerhalb von 14 Tagen
und geben Sie als Verwendungszweck an:
WB-26-3381
Objekt Gartenstr. 12

Mit freundlichen Grüßen
Heizungsbau Petrak GmbH
Kundendienst
`),
    },
  ),
];
