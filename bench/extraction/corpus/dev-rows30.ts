// Development set "rows30" (layout 143): written in session 30 BEFORE the extractor was changed, for the shapes earlier
// sessions saw misread and left: a table row whose label names a money field while the row also holds a quantity and
// a rate ("Übernachtung | 3 | 119,00 | 357,00"), durations in hours and minutes ("14 Std. 30 Min.", "7 hrs 45 mins")
// for fields in hours or minutes, an oil's grade ("5W-30") beside its volume, references over two lines, payer and
// payee side by side with their IBAN/BIC under each, the customer's VAT id ("Ihre USt-IdNr.") beside the issuer's in
// the footer, and plain-text statements whose columns stand one blank apart. Travel expense reports, timesheets,
// workshop invoices, transfer forms, intra-EU invoices, hotel bills and service reports; English and German; txt, pdf,
// docx, html, eml. Fields a document does not state stay out of the truth. Held out, not sealed: `--show-dev-rows30`
// shows its misses. The rest is in dev-rows30-more.ts.
import { crlf } from './dev-eml15.ts';
import { DEV_ROWS30_MORE } from './dev-rows30-more.ts';
import { date, fresh, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of session 30's development set of rows, durations, side-by-side parties and VAT ids. */
export const DEV_ROWS30_LAYOUT = 143;

const FIRST: TCorpusDocument[] = [
  // A multi-day travel expense report: every cost on a row of quantity, rate and amount.
  fresh(
    'rows30-reisekosten-de',
    'travel expense report',
    'de',
    'pdf',
    [
      str('mitarbeiter'),
      str('personalnummer'),
      str('kostenstelle'),
      str('reiseziel'),
      date('reisebeginn'),
      date('reiseende'),
      num('gefahrene_km'),
      num('fahrtkosten'),
      num('uebernachtung'),
      num('parkgebuehren'),
      num('summe'),
      num('vorschuss'),
      num('auszahlungsbetrag'),
    ],
    {
      mitarbeiter: 'Sabine Vogt',
      personalnummer: '40127',
      kostenstelle: '4410',
      reiseziel: 'Leipzig',
      reisebeginn: '2026-03-16',
      reiseende: '2026-03-19',
      gefahrene_km: 486,
      fahrtkosten: 145.8,
      uebernachtung: 357,
      parkgebuehren: 18,
      summe: 604.8,
      vorschuss: 200,
      auszahlungsbetrag: 404.8,
    },
    [
      'Kessler Messtechnik GmbH',
      'Reisekostenabrechnung Inland',
      '',
      'Name: Sabine Vogt\tPersonal-Nr.: 40127',
      'Kostenstelle: 4410\tAbteilung: Vertrieb Süd',
      'Reiseziel: Leipzig',
      'Anlass: Kundenbesuch Mitteldeutsche Wasserwerke, Abnahme Durchflussmessung',
      'Reisebeginn: 16.03.2026, 06:15 Uhr\tReiseende: 19.03.2026, 20:45 Uhr',
      'Verkehrsmittel: Privat-Pkw (M-SV 2210)',
      '',
      'Kostenart\tAnzahl\tSatz EUR\tBetrag EUR',
      'Fahrtkosten Pkw (486 km)\t486\t0,30\t145,80',
      'Übernachtung Hotel Fürstenhof\t3\t119,00\t357,00',
      'Verpflegungspauschale voller Tag\t2\t28,00\t56,00',
      'Verpflegungspauschale An-/Abreisetag\t2\t14,00\t28,00',
      'Parkgebühren Hotel\t1\t18,00\t18,00',
      '',
      'Summe\t\t\t604,80',
      'abzüglich Vorschuss vom 10.03.2026\t\t\t200,00',
      'Auszahlungsbetrag\t\t\t404,80',
      '',
      'Ich versichere die Richtigkeit der Angaben.',
      'Leipzig/München, 23.03.2026    Sabine Vogt',
    ],
  ),
  // A one-day trip claimed by mail: the absence in hours and minutes, costs in a short list.
  fresh(
    'rows30-tagesreise-mail-de',
    'travel expense claim',
    'de',
    'eml',
    [
      str('mitarbeiter'),
      date('reisedatum'),
      str('reiseziel'),
      num('abwesenheit_stunden', 'Dauer der Abwesenheit in Stunden'),
      num('bahnfahrt'),
      num('verpflegungspauschale'),
      num('oepnv'),
      num('gesamtbetrag'),
    ],
    {
      mitarbeiter: 'Tobias Reiter',
      reisedatum: '2026-05-12',
      reiseziel: 'Stuttgart',
      abwesenheit_stunden: 14.5,
      bahnfahrt: 89.8,
      verpflegungspauschale: 14,
      oepnv: 5.6,
      gesamtbetrag: 109.4,
    },
    {
      raw: crlf(`From: Tobias Reiter <t.reiter@holzbau-lechner.example>
To: Buchhaltung <buchhaltung@holzbau-lechner.example>
Subject: Reisekosten Tagesreise Stuttgart 12.05.
Date: Wed, 13 May 2026 08:41:10 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Hallo Frau Brandt,

anbei meine Reisekosten für die Tagesreise nach Stuttgart am 12.05.2026
(Baubesprechung Neubau Kindergarten Feuerbach).

Abfahrt 05:40 Uhr, Rückkehr 20:10 Uhr
Dauer der Abwesenheit: 14 Std. 30 Min.

Bahnfahrt 2. Kl. hin und zurück      89,80 EUR
Verpflegungspauschale (> 8 Std.)     14,00 EUR
ÖPNV Tageskarte Stuttgart             5,60 EUR
-----------------------------------------------
Gesamt                              109,40 EUR

Die Belege (Bahnticket, Tageskarte) lege ich Ihnen ins Fach.

Viele Grüße
Tobias Reiter
Bauleitung
`),
    },
  ),
  // A British travel expense report as DOCX: hotel nights, mileage and meals on rows of quantity, rate and amount.
  fresh(
    'rows30-travel-expenses-en',
    'travel expense report',
    'en',
    'docx',
    [
      str('employee'),
      str('employee_id'),
      str('destination'),
      date('trip_start'),
      date('trip_end'),
      num('travel_time_hours', 'total travel time in hours'),
      num('hotel'),
      num('mileage'),
      num('meals'),
      num('rail_fare'),
      num('total'),
      str('approved_by'),
    ],
    {
      employee: 'Daniel Okafor',
      employee_id: 'E-2291',
      destination: 'Manchester',
      trip_start: '2026-06-08',
      trip_end: '2026-06-10',
      travel_time_hours: 7.75,
      hotel: 290,
      mileage: 95.4,
      meals: 75,
      rail_fare: 32.6,
      total: 493,
      approved_by: 'Helen Marsh',
    },
    [
      'Brightwater Analytics Ltd',
      'Expense Claim – Business Travel',
      '',
      'Employee\tDaniel Okafor',
      'Employee ID\tE-2291',
      'Department\tClient Services',
      'Destination\tManchester',
      'Purpose\tOn-site workshop, Northern Rail data platform',
      'Dates of travel\t8 June 2026 – 10 June 2026',
      'Travel time (outbound and return)\t7 hrs 45 mins',
      '',
      'Item\tQty\tRate (£)\tAmount (£)',
      'Hotel – Radisson Blu Manchester Airport\t2\t145.00\t290.00',
      'Mileage (own car, miles)\t212\t0.45\t95.40',
      'Meals\t3\t25.00\t75.00',
      'Rail fare Manchester – Leeds return\t1\t32.60\t32.60',
      'Total claimed\t\t\t493.00',
      '',
      'Claimant signature: D. Okafor\tDate: 12/06/2026',
      'Approved by: Helen Marsh, Head of Client Services\tDate: 15/06/2026',
    ],
  ),
  // A German garage's invoice: labour and parts on rows with unit, the engine oil's grade in its description.
  fresh(
    'rows30-werkstattrechnung-de',
    'invoice',
    'de',
    'pdf',
    [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      str('kennzeichen'),
      num('kilometerstand'),
      str('oelsorte', 'Viskosität des Motoröls'),
      num('motoroel_liter'),
      num('oelfilter'),
      num('nettobetrag'),
      num('mwst'),
      num('gesamtbetrag'),
    ],
    {
      rechnungsnummer: 'W-26-0814',
      rechnungsdatum: '2026-07-21',
      kennzeichen: 'ER-FB 412',
      kilometerstand: 48215,
      oelsorte: '5W-30',
      motoroel_liter: 4.5,
      oelfilter: 14.2,
      nettobetrag: 298,
      mwst: 56.62,
      gesamtbetrag: 354.62,
    },
    [
      'Autohaus Seidel GmbH · Kfz-Meisterbetrieb · Äußere Brucker Str. 52 · 91052 Erlangen',
      '',
      'Herrn\tRechnung Nr. W-26-0814',
      'Florian Bauer\tDatum: 21.07.2026',
      'Lindenweg 7\tAuftrag: 77410',
      '91058 Erlangen',
      '',
      'Fahrzeug: VW Golf VIII 2.0 TDI\tKennzeichen: ER-FB 412',
      'Km-Stand: 48.215\tFIN: WVWZZZCDZMW123456',
      '',
      'Pos\tArt.-Nr.\tBezeichnung\tMenge\tEinh.\tEP EUR\tGesamt EUR',
      '1\t\tInspektion mit Ölwechsel\t1,5\tStd.\t96,00\t144,00',
      '2\tG 052 195 M4\tMotoröl 5W-30 VW 507 00\t4,5\tl\t16,80\t75,60',
      '3\t03N115562B\tÖlfilter\t1\tStk.\t14,20\t14,20',
      '4\t\tAltölentsorgung\t1\tpausch.\t6,50\t6,50',
      '5\t1K0819644B\tPollenfilter\t1\tStk.\t28,90\t28,90',
      '6\t\tPollenfilter wechseln\t0,3\tStd.\t96,00\t28,80',
      '',
      'Nettobetrag\t298,00',
      'MwSt. 19 %\t56,62',
      'Gesamtbetrag\t354,62',
      '',
      'Zahlbar sofort ohne Abzug. Vielen Dank für Ihren Auftrag!',
      'Autohaus Seidel GmbH · HRB 9917 Fürth · USt-IdNr. DE 132 771 904 · Sparkasse Erlangen DE33 7635 0000 0060 1188 22',
    ],
  ),
  // A British garage's invoice in plain text: columns several blanks apart, labour in hours, the oil's grade.
  fresh(
    'rows30-garage-invoice-en',
    'invoice',
    'en',
    'txt',
    [
      str('invoice_number'),
      date('invoice_date'),
      str('registration'),
      num('mileage'),
      num('labour_hours'),
      str('oil_grade'),
      num('oil_litres'),
      num('air_filter'),
      num('spark_plugs'),
      num('subtotal'),
      num('vat'),
      num('total'),
      str('vat_number'),
    ],
    {
      invoice_number: '23145',
      invoice_date: '2026-08-03',
      registration: 'YD19 KXP',
      mileage: 61402,
      labour_hours: 2.5,
      oil_grade: '5W-20',
      oil_litres: 4.1,
      air_filter: 18.4,
      spark_plugs: 37.5,
      subtotal: 266.62,
      vat: 53.32,
      total: 319.94,
      vat_number: 'GB 284 5519 07',
    },
    [
      'HARTLEY MOTORS LTD',
      'Unit 4, Canal Road Trading Estate, Bradford BD2 1AX',
      'Tel 01274 558 201   VAT Reg No: GB 284 5519 07',
      '',
      'INVOICE 23145                                  Date: 03/08/2026',
      '',
      'Customer: Mrs Ruth Kaye, 18 Moorside Avenue, Shipley BD18 2LN',
      'Vehicle:  Ford Focus 1.0 EcoBoost    Reg: YD19 KXP    Mileage: 61,402',
      '',
      'Description                              Qty       Unit       Total',
      'Full service labour                      2.5 hrs   £62.00    £155.00',
      'Engine oil 5W-20 Ford WSS-M2C948-B       4.1 L     £11.20     £45.92',
      'Oil filter                               1          £9.80      £9.80',
      'Air filter                               1         £18.40     £18.40',
      'Spark plugs                              3         £12.50     £37.50',
      '',
      '                                         Subtotal             £266.62',
      '                                         VAT 20%               £53.32',
      '                                         TOTAL                £319.94',
      '',
      'Next service due at 71,400 miles or 08/2027.',
      'Payment by card or BACS: Hartley Motors Ltd, sort code 40-22-16, account 71184520.',
    ],
  ),
  // A bank's transfer form as DOCX: payer and payee side by side, each with IBAN and BIC under its name, the
  // remittance text over two lines.
  fresh(
    'rows30-ueberweisung-nebeneinander-de',
    'bank transfer',
    'de',
    'docx',
    [
      str('auftraggeber'),
      str('auftraggeber_iban'),
      str('empfaenger'),
      str('empfaenger_iban'),
      str('empfaenger_bic'),
      num('betrag'),
      date('ausfuehrungsdatum'),
      str('verwendungszweck'),
    ],
    {
      auftraggeber: 'Elektro Schmitt GmbH & Co. KG',
      auftraggeber_iban: 'DE44 5139 0000 0071 2245 08',
      empfaenger: 'Großhandel Kaiser Elektrotechnik AG',
      empfaenger_iban: 'DE89 3704 0044 0532 0130 00',
      empfaenger_bic: 'COBADEFFXXX',
      betrag: 4318.27,
      ausfuehrungsdatum: '2026-09-14',
      verwendungszweck: 'RE 2026-11873 KD-Nr. 50412 abzgl. 2 % Skonto',
    },
    [
      'Volksbank Mittelhessen eG',
      'Überweisung – Ausführungsbestätigung',
      '',
      'Auftraggeber\tZahlungsempfänger',
      'Elektro Schmitt GmbH & Co. KG\tGroßhandel Kaiser Elektrotechnik AG',
      'IBAN: DE44 5139 0000 0071 2245 08\tIBAN: DE89 3704 0044 0532 0130 00',
      'BIC: VBMHDE5FXXX\tBIC: COBADEFFXXX',
      '',
      'Betrag: 4.318,27 EUR',
      'Ausführungsdatum: 14.09.2026',
      'Verwendungszweck:\tRE 2026-11873 KD-Nr. 50412',
      '\tabzgl. 2 % Skonto',
      '',
      'Der Auftrag wurde am 14.09.2026 um 09:12 Uhr ausgeführt.',
      'Auftragsnummer: 2026091400418',
    ],
  ),
  // A payment confirmation in HTML: a table of payer and payee in two columns, the reference over two lines.
  fresh(
    'rows30-payment-confirmation-en',
    'payment confirmation',
    'en',
    'html',
    [
      str('payer_name'),
      str('payer_iban'),
      str('payee_name'),
      str('payee_iban'),
      str('payee_bic'),
      num('amount'),
      str('currency'),
      date('execution_date'),
      str('reference'),
      str('transaction_id'),
    ],
    {
      payer_name: 'Greenleaf Catering Ltd',
      payer_iban: 'GB47 NWBK 6016 1331 9268 19',
      payee_name: 'Fenwick Dairy Supplies Ltd',
      payee_iban: 'GB82 LOYD 3093 4421 7750 63',
      payee_bic: 'LOYDGB21',
      amount: 2746.8,
      currency: 'GBP',
      execution_date: '2026-06-30',
      reference: 'INV-40772 PO 5531',
      transaction_id: 'TX-88120-5573',
    },
    {
      raw: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Payment confirmation</title></head>
<body>
<h2>Harbour Business Banking &ndash; Payment confirmation</h2>
<p>Your payment was sent on 30 June 2026. Transaction ID: TX-88120-5573</p>
<table border="1" cellpadding="4">
<tr><th></th><th>Payer</th><th>Payee</th></tr>
<tr><th align="left">Name</th><td>Greenleaf Catering Ltd</td><td>Fenwick Dairy Supplies Ltd</td></tr>
<tr><th align="left">IBAN</th><td>GB47 NWBK 6016 1331 9268 19</td><td>GB82 LOYD 3093 4421 7750 63</td></tr>
<tr><th align="left">BIC</th><td>NWBKGB2L</td><td>LOYDGB21</td></tr>
</table>
<p><b>Amount:</b> GBP 2,746.80</p>
<p><b>Payment reference:</b><br>INV-40772<br>PO 5531</p>
<p>If you did not make this payment, call us at once on 0345 600 2290.</p>
</body></html>
`,
    },
  ),
];

/** Session 30's development set of rows, durations, side-by-side parties and VAT ids. */
export const DEV_ROWS30: TCorpusDocument[] = [...FIRST, ...DEV_ROWS30_MORE].map((document) => ({
  ...document,
  layout: DEV_ROWS30_LAYOUT,
}));
