// Sealed set K, part three (see fresh-k.ts): never tune the extractor on these documents.

import { bool, date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

const time = (name: string, description?: string) => str(name, description, { format: 'time' });

export const FRESH_K_LAST: TCorpusDocument[] = [
  fresh(
    'k-loan-statement-en',
    'loan_statement',
    'en',
    'scan',
    [
      str('loan_number', undefined, { required: true }),
      str('borrower_name'),
      date('statement_date'),
      date('payment_due_date'),
      num('payment_amount', 'Regular monthly payment', true),
      num('principal_balance'),
      num('interest_rate', 'APR in percent'),
      obj('last_payment', [date('date'), num('amount')]),
      date('maturity_date'),
      bool('autopay'),
    ],
    {
      loan_number: '4471-02',
      borrower_name: 'Denise Whitaker',
      statement_date: '2026-03-01',
      payment_due_date: '2026-03-15',
      payment_amount: 412.37,
      principal_balance: 11846.22,
      interest_rate: 5.49,
      last_payment: { date: '2026-02-13', amount: 412.37 },
      maturity_date: '2028-08-15',
      autopay: true,
    },
    [
      'HARTWELL CREDIT UNION',
      'Auto Loan Statement',
      '',
      'Member: Denise Whitaker',
      'Loan number: 4471-02',
      'Statement date: 03/01/2026',
      '',
      'Payment due date\t03/15/2026',
      'Payment amount\t$412.37',
      'Principal balance\t$11,846.22',
      'Interest rate (APR)\t5.49%',
      'Maturity date\t08/15/2028',
      '',
      'Last payment received 02/13/2026: $412.37',
      'Applied to principal $356.81, interest $55.56',
      '',
      'Autopay: Enrolled - do not send a check.',
    ],
  ),
  fresh(
    'k-elektro-rechnung-de',
    'invoice',
    'de',
    'txt',
    [
      str('firma', 'Rechnungssteller'),
      str('rechnungsnummer', undefined, { required: true }),
      date('rechnungsdatum'),
      str('kunde'),
      list('positionen', [num('menge'), str('einheit'), str('bezeichnung'), num('einzelpreis'), num('gesamtpreis')]),
      num('netto'),
      num('mwst'),
      num('brutto', undefined, true),
      date('faellig_am'),
      num('lohnanteil_netto', 'Lohnanteil nach § 35a EStG, netto'),
    ],
    {
      firma: 'Elektro Sauerland',
      rechnungsnummer: '2026-0187',
      rechnungsdatum: '2026-03-09',
      kunde: 'Gisela und Bernd Hömberg',
      positionen: [
        { menge: 1, einheit: 'Stk', bezeichnung: 'Zählerschrank Hager 3-feldig', einzelpreis: 486, gesamtpreis: 486 },
        { menge: 6, einheit: 'Stk', bezeichnung: 'FI/LS-Schalter B16 30mA', einzelpreis: 52.4, gesamtpreis: 314.4 },
        { menge: 14.5, einheit: 'Std', bezeichnung: 'Arbeitszeit Geselle', einzelpreis: 58, gesamtpreis: 841 },
        { menge: 1, einheit: 'psch', bezeichnung: 'Anfahrt', einzelpreis: 35, gesamtpreis: 35 },
      ],
      netto: 1676.4,
      mwst: 318.52,
      brutto: 1994.92,
      faellig_am: '2026-03-23',
      lohnanteil_netto: 876,
    },
    {
      raw: `ELEKTRO SAUERLAND  Inh. Peter Sauerland
Elektromeisterbetrieb · Kirchstraße 3 · 57368 Lennestadt
Tel. 02723 714490 · info@elektro-sauerland.de

Elektro Sauerland, Kirchstraße 3, 57368 Lennestadt
Eheleute
Gisela und Bernd Hömberg
Am Sonnenhang 11
57399 Kirchhundem
                                                      Lennestadt, 9. März 2026

Rechnung Nr. 2026-0187
Kunden-Nr. 10442 · Leistungszeitraum 02.03. bis 04.03.2026

Sehr geehrte Eheleute Hömberg,

für die Erneuerung der Unterverteilung im Keller berechnen wir Ihnen:

Pos  Menge  Einh.  Bezeichnung                       E-Preis €    Gesamt €
 1     1    Stk    Zählerschrank Hager 3-feldig         486,00      486,00
 2     6    Stk    FI/LS-Schalter B16 30mA               52,40      314,40
 3    14,5  Std    Arbeitszeit Geselle                   58,00      841,00
 4     1    psch   Anfahrt                               35,00       35,00
                                                               -----------
                                          Nettobetrag             1.676,40
                                          zzgl. 19 % MwSt.          318,52
                                          Rechnungsbetrag         1.994,92

Zahlbar innerhalb von 14 Tagen ohne Abzug, also bis zum 23.03.2026.
Im Rechnungsbetrag enthaltener Lohnanteil nach § 35a EStG: 876,00 € netto
(1.042,44 € brutto).

Mit freundlichen Grüßen
Peter Sauerland

Volksbank Sauerland · IBAN DE35 4606 2817 0011 4490 00 · St.-Nr. 338/5120/1447
`,
    },
  ),
  fresh(
    'k-hardware-receipt-en',
    'receipt',
    'en',
    'png',
    [
      str('store_name'),
      date('date'),
      time('time'),
      list('items', [str('name'), num('quantity'), num('price')]),
      num('subtotal'),
      num('sales_tax'),
      num('total', undefined, true),
      str('payment_method', "'cash' or 'card'"),
      str('card_last_four'),
    ],
    {
      store_name: 'HOLLIS HARDWARE',
      date: '2026-03-07',
      time: '14:22',
      items: [
        { name: 'WOOD SCREWS 8X1.25', quantity: 1, price: 7.49 },
        { name: 'PAINTER TAPE 2IN', quantity: 3, price: 17.97 },
        { name: 'LED BULB 60W 4PK', quantity: 1, price: 11.99 },
        { name: 'SANDPAPER 120G', quantity: 2, price: 9.98 },
      ],
      subtotal: 47.43,
      sales_tax: 2.85,
      total: 50.28,
      payment_method: 'card',
      card_last_four: '2291',
    },
    [
      'HOLLIS HARDWARE',
      '512 Elm St, Burlington VT 05401',
      '03/07/2026 14:22  Reg 2  Trans 58813',
      '',
      'WOOD SCREWS 8X1.25\t1\t7.49',
      'PAINTER TAPE 2IN\t3\t17.97',
      'LED BULB 60W 4PK\t1\t11.99',
      'SANDPAPER 120G\t2\t9.98',
      '',
      'SUBTOTAL\t\t47.43',
      'VT SALES TAX 6%\t\t2.85',
      'TOTAL\t\t50.28',
      'VISA ****2291\t\t50.28',
      '',
      'ITEMS 7',
      'THANK YOU FOR SHOPPING LOCAL',
    ],
  ),
  fresh(
    'k-hotelrechnung-de',
    'hotel_folio',
    'de',
    'html',
    [
      str('hotel'),
      str('rechnungsnummer', undefined, { required: true }),
      str('gast'),
      str('zimmer'),
      date('anreise'),
      date('abreise'),
      num('uebernachtungen'),
      num('beherbergungssteuer'),
      num('gesamtbetrag', undefined, true),
      str('zahlungsart', "'Bar', 'EC-Karte', 'Kreditkarte' oder 'Rechnung'"),
    ],
    {
      hotel: 'Hotel Elbterrasse Dresden',
      rechnungsnummer: '118204',
      gast: 'Konstantin Aurich',
      zimmer: '412',
      anreise: '2026-03-16',
      abreise: '2026-03-19',
      uebernachtungen: 3,
      beherbergungssteuer: 23.22,
      gesamtbetrag: 511.02,
      zahlungsart: 'Kreditkarte',
    },
    {
      raw: `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Rechnung 118204</title></head>
<body>
<header><p><strong>Hotel Elbterrasse Dresden</strong> · Körnerweg 6 · 01326 Dresden · www.elbterrasse-dresden.de</p></header>
<section style="display:flex;justify-content:space-between">
<div>Herrn<br>Konstantin Aurich<br>Feldstraße 31<br>22880 Wedel</div>
<div><dl>
<dt>Rechnung Nr.</dt><dd>118204</dd>
<dt>Datum</dt><dd>19.03.2026</dd>
<dt>Zimmer</dt><dd>412 (Doppelzimmer Elbblick)</dd>
<dt>Anreise / Abreise</dt><dd>16.03.2026 – 19.03.2026 (3 Nächte)</dd>
<dt>Personen</dt><dd>1</dd>
</dl></div>
</section>
<h2>Rechnung</h2>
<table>
<tr><th>Datum</th><th>Leistung</th><th>Menge</th><th>Betrag</th></tr>
<tr><td>16.03.</td><td>Übernachtung inkl. Frühstück</td><td>1</td><td>129,00 €</td></tr>
<tr><td>17.03.</td><td>Übernachtung inkl. Frühstück</td><td>1</td><td>129,00 €</td></tr>
<tr><td>17.03.</td><td>Restaurant „Loschwitz“, Tisch 9</td><td>1</td><td>46,80 €</td></tr>
<tr><td>18.03.</td><td>Übernachtung inkl. Frühstück</td><td>1</td><td>129,00 €</td></tr>
<tr><td>16.–18.03.</td><td>Tiefgarage</td><td>3</td><td>54,00 €</td></tr>
<tr><td>16.–18.03.</td><td>Beherbergungssteuer Stadt Dresden (6 %)</td><td>3</td><td>23,22 €</td></tr>
<tr><td></td><td><strong>Gesamtbetrag</strong></td><td></td><td><strong>511,02 €</strong></td></tr>
<tr><td>19.03.</td><td>Zahlung Mastercard **** 6610</td><td></td><td>-511,02 €</td></tr>
<tr><td></td><td>Offener Saldo</td><td></td><td>0,00 €</td></tr>
</table>
<p>Im Gesamtbetrag sind 7 % MwSt. auf 387,00 € Übernachtung (25,32 €) und 19 % MwSt. auf 100,80 € (16,09 €) enthalten; die Beherbergungssteuer ist nicht umsatzsteuerbar.</p>
<p>Vielen Dank für Ihren Aufenthalt – wir freuen uns auf Ihren nächsten Besuch!</p>
</body></html>
`,
    },
  ),
  fresh(
    'k-entgeltabrechnung-de',
    'payslip',
    'de',
    'scan',
    [
      str('personalNummer'),
      str('name', undefined, { required: true }),
      str('abrechnungsmonat', 'Monat im Format JJJJ-MM'),
      num('steuerklasse'),
      num('gesamtbrutto'),
      num('lohnsteuer'),
      num('rentenversicherung', 'Arbeitnehmeranteil'),
      num('nettoverdienst'),
      num('auszahlungsbetrag', undefined, true),
    ],
    {
      personalNummer: '00731',
      name: 'Selin Arslan',
      abrechnungsmonat: '2026-02',
      steuerklasse: 1,
      gesamtbrutto: 3490,
      lohnsteuer: 428.91,
      rentenversicherung: 324.57,
      nettoverdienst: 2302.01,
      auszahlungsbetrag: 2262.01,
    },
    [
      'Lorenz Haustechnik GmbH',
      'Abrechnung der Brutto/Netto-Bezüge',
      'für Februar 2026',
      '',
      'Pers.-Nr. 00731\tSelin Arslan',
      'Steuerklasse 1\tEintritt 01.09.2021',
      '',
      'Gehalt\t3.450,00',
      'VWL Arbeitgeberanteil\t40,00',
      'Gesamtbrutto\t3.490,00',
      '',
      'Lohnsteuer\t428,91',
      'Solidaritätszuschlag\t0,00',
      'Krankenversicherung\t305,38',
      'Pflegeversicherung\t83,76',
      'Rentenversicherung\t324,57',
      'Arbeitslosenversicherung\t45,37',
      'Nettoverdienst\t2.302,01',
      '',
      'VWL-Überweisung\t-40,00',
      'Auszahlungsbetrag\t2.262,01',
    ],
  ),
  fresh(
    'k-purchase-order-en',
    'purchase_order',
    'en',
    'docx',
    [
      str('poNumber', undefined, { required: true }),
      date('poDate'),
      str('vendorName'),
      str('shipTo', 'Delivery address'),
      date('requestedDeliveryDate'),
      num('paymentTermsDays', 'Net days'),
      list('lineItems', [str('itemNumber'), str('description'), num('quantity'), num('unitCost'), num('extendedCost')]),
      num('freight'),
      num('total', undefined, true),
      str('buyerEmail', undefined, { format: 'email' }),
    ],
    {
      poNumber: 'PO-55120',
      poDate: '2026-03-03',
      vendorName: 'Meridian Gloves LLC',
      shipTo: '7700 NE Airport Way, Portland OR 97218',
      requestedDeliveryDate: '2026-03-17',
      paymentTermsDays: 45,
      lineItems: [
        {
          itemNumber: 'MG-N100-M',
          description: 'Nitrile exam gloves, M',
          quantity: 120,
          unitCost: 38.5,
          extendedCost: 4620,
        },
        {
          itemNumber: 'MG-N100-L',
          description: 'Nitrile exam gloves, L',
          quantity: 80,
          unitCost: 38.5,
          extendedCost: 3080,
        },
        {
          itemNumber: 'MG-V200',
          description: 'Vinyl gloves, powder-free',
          quantity: 40,
          unitCost: 29.75,
          extendedCost: 1190,
        },
      ],
      freight: 245,
      total: 9135,
      buyerEmail: 'atrent@cascademed.com',
    },
    [
      'CASCADE MEDICAL SUPPLY, INC.',
      '1900 SW Fourth Ave, Portland OR 97201',
      '',
      'PURCHASE ORDER',
      'PO Number\tPO Date',
      'PO-55120\tMarch 3, 2026',
      '',
      'Vendor\tShip To',
      'Meridian Gloves LLC\tCascade Medical Supply - DC 2',
      '400 Commerce Way, Reno NV 89502\t7700 NE Airport Way, Portland OR 97218',
      '',
      'Requested delivery\tPayment terms\tShip via',
      'March 17, 2026\tNet 45\tFedEx Freight',
      '',
      'Item #\tDescription\tQty\tUOM\tUnit Cost\tExt. Cost',
      'MG-N100-M\tNitrile exam gloves, M\t120\tCS\t38.50\t4,620.00',
      'MG-N100-L\tNitrile exam gloves, L\t80\tCS\t38.50\t3,080.00',
      'MG-V200\tVinyl gloves, powder-free\t40\tCS\t29.75\t1,190.00',
      '\t\t\t\tSubtotal\t8,890.00',
      '\t\t\t\tFreight\t245.00',
      '\t\t\t\tTotal\t9,135.00',
      '',
      'Please confirm within 48 hours and reference the PO number on all invoices and packing slips.',
      'Buyer: Alicia Trent, atrent@cascademed.com, (503) 555-0133',
    ],
  ),
  fresh(
    'k-gasabrechnung-de',
    'utility_bill',
    'de',
    'eml',
    [
      str('vertragskonto', undefined, { required: true }),
      obj('abrechnungszeitraum', [date('beginn'), date('ende')]),
      num('verbrauch_kwh'),
      num('gesamtbetrag'),
      num('abschlaege', 'Summe der geleisteten Abschläge'),
      str('ergebnis', "'Nachzahlung' oder 'Guthaben'"),
      num('differenzbetrag'),
      num('neuer_abschlag'),
      bool('lastschrift'),
    ],
    {
      vertragskonto: '2100 4471 9922',
      abrechnungszeitraum: { beginn: '2025-01-01', ende: '2025-12-31' },
      verbrauch_kwh: 11482,
      gesamtbetrag: 1396.2,
      abschlaege: 1320,
      ergebnis: 'Nachzahlung',
      differenzbetrag: 76.2,
      neuer_abschlag: 119,
      lastschrift: true,
    },
    {
      raw: `From: Stadtwerke Bielefeld Kundenservice <kundenservice@stadtwerke-bielefeld.example>
To: familie.tegeler@web.de
Subject: Ihre Jahresverbrauchsabrechnung Erdgas 2025
Date: Wed, 28 Jan 2026 06:55:00 +0100
Message-ID: <jva-210044719922-2025@stadtwerke-bielefeld.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Sehr geehrte Familie Tegeler,

Ihre Jahresverbrauchsabrechnung Erdgas für die Lieferstelle Am Brodhagen 14,
33613 Bielefeld, steht in Ihrem Kundenportal bereit. Das Wichtigste in Kürze:

Vertragskonto: 2100 4471 9922
Abrechnungszeitraum: 01.01.2025 bis 31.12.2025
Ihr Verbrauch: 11.482 kWh (Vorjahr: 12.106 kWh)

Rechnungsbetrag für den Zeitraum:   1.396,20 EUR
abzüglich geleistete Abschläge:     1.320,00 EUR
Ihre Nachzahlung:                      76,20 EUR

Die Nachzahlung ziehen wir am 16.02.2026 per SEPA-Lastschrift von Ihrem
Konto ein. Ihr monatlicher Abschlag beträgt ab März 2026 119,00 EUR
(bisher 110,00 EUR).

Freundliche Grüße
Ihre Stadtwerke Bielefeld

Diese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht darauf.
`,
    },
  ),
  fresh(
    'k-freight-manifest-en',
    'freight_manifest',
    'en',
    'html',
    [
      str('manifest_number', undefined, { required: true }),
      date('departure_date'),
      str('origin_depot'),
      str('destination_depot'),
      str('trailer_number'),
      str('driver'),
      num('total_consignments'),
      num('total_pieces'),
      num('total_weight_kg'),
      bool('dangerous_goods', 'Any ADR / dangerous goods on board'),
    ],
    {
      manifest_number: 'TM-260310-044',
      departure_date: '2026-03-10',
      origin_depot: 'Daventry DC',
      destination_depot: 'Glasgow Eurocentral',
      trailer_number: 'TR4471',
      driver: 'Gareth Pryce',
      total_consignments: 4,
      total_pieces: 31,
      total_weight_kg: 9640,
      dangerous_goods: true,
    },
    {
      raw: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Trunk manifest TM-260310-044</title></head>
<body>
<h1>Kingsway Haulage Ltd - Trunk Manifest</h1>
<table class="header">
<tr><td>Manifest no.</td><td>TM-260310-044</td><td>Departure</td><td>10/03/2026 21:40</td></tr>
<tr><td>From depot</td><td>Daventry DC</td><td>To depot</td><td>Glasgow Eurocentral</td></tr>
<tr><td>Tractor reg.</td><td>KX24 HBV</td><td>Trailer</td><td>TR4471</td></tr>
<tr><td>Driver</td><td>Gareth Pryce</td><td>Seal</td><td>0041187</td></tr>
</table>
<table class="consignments">
<tr><th>Consignment</th><th>Consignee</th><th>Postcode</th><th>Pieces</th><th>Weight (kg)</th><th>ADR</th></tr>
<tr><td>KH-88120</td><td>Clyde Build Supplies</td><td>G72 0BN</td><td>12</td><td>4,200</td><td>-</td></tr>
<tr><td>KH-88134</td><td>Albion Paints Ltd</td><td>ML1 4UF</td><td>6</td><td>1,850</td><td>UN1263, 3, III</td></tr>
<tr><td>KH-88141</td><td>Strathmore Beverages</td><td>G33 4DT</td><td>10</td><td>3,120</td><td>-</td></tr>
<tr><td>KH-88157</td><td>Fife Office Interiors</td><td>KY11 8UU</td><td>3</td><td>470</td><td>-</td></tr>
<tr><td colspan="3"><b>Totals: 4 consignments</b></td><td><b>31</b></td><td><b>9,640</b></td><td></td></tr>
</table>
<p>Dangerous goods carried: YES - see ADR column; orange plates displayed; instructions in writing in cab.</p>
<p>Loaded by: D. Mensah (Daventry night shift). Received at destination by: ______________</p>
</body></html>
`,
    },
  ),
  fresh(
    'k-credit-memo-en',
    'credit_note',
    'en',
    'pdf',
    [
      str('credit_note_number', undefined, { required: true }),
      date('credit_note_date'),
      str('original_invoice'),
      str('customer_account'),
      str('reason'),
      num('net_amount'),
      num('vat_amount'),
      num('total_credit', 'Total credited incl. VAT, GBP', true),
    ],
    {
      credit_note_number: 'CN-009214',
      credit_note_date: '2026-02-26',
      original_invoice: 'INV-074418',
      customer_account: 'FERN01',
      reason: 'Damaged in transit',
      net_amount: 186.4,
      vat_amount: 37.28,
      total_credit: 223.68,
    },
    [
      'Ashdown Catering Equipment Ltd',
      'Unit 7, Brookfield Trading Estate, Leeds LS10 1QP',
      'VAT Reg. No. GB 412 7730 18',
      '',
      'CREDIT NOTE',
      '',
      'Fernleigh Tea Rooms\tCredit note no.: CN-009214',
      '3 Market Place\tDate / tax point: 26/02/2026',
      'Settle HG3 4BR\tAccount: FERN01',
      '\tYour invoice: INV-074418',
      '',
      'Qty\tDescription\tUnit price\tNet',
      '2\tGlass teapot 1.2 l\t24.70\t49.40',
      '1\tCake stand, 3 tier\t137.00\t137.00',
      '',
      'Reason for credit: Damaged in transit',
      '',
      'Net credit\t£186.40',
      'VAT @ 20%\t£37.28',
      'Total credit\t£223.68',
      '',
      'This amount has been credited to your account and will be offset against your next invoice.',
    ],
  ),
  fresh(
    'k-lieferschein-de',
    'delivery_note',
    'de',
    'txt',
    [
      str('lieferscheinnummer', undefined, { required: true }),
      date('lieferdatum'),
      str('auftragsnummer'),
      str('empfaenger'),
      list('artikel', [str('artikelnummer'), str('bezeichnung'), num('menge'), str('einheit')]),
      num('paletten'),
      num('gewicht_kg'),
      bool('vollstaendig', 'Lieferung vollständig (keine Rückstände)?'),
    ],
    {
      lieferscheinnummer: 'LS 80417',
      lieferdatum: '2026-03-05',
      auftragsnummer: 'A-22019',
      empfaenger: 'Gartenbau Feldmann GmbH',
      artikel: [
        {
          artikelnummer: '100-2231',
          bezeichnung: 'Rasendünger Langzeit 25 kg',
          menge: 16,
          einheit: 'Sack',
        },
        {
          artikelnummer: '100-4410',
          bezeichnung: 'Rindenmulch fein 60 l',
          menge: 40,
          einheit: 'Sack',
        },
        { artikelnummer: '300-0082', bezeichnung: 'Gartenschlauch 1/2" 50 m', menge: 6, einheit: 'Stück' },
      ],
      paletten: 2,
      gewicht_kg: 612,
      vollstaendig: false,
    },
    {
      raw: `Agrarhandel Brökers KG | Hafenstraße 9 | 48432 Rheine

An
Gartenbau Feldmann GmbH
Warenannahme Tor 2
Emsdettener Str. 140
48268 Greven

LIEFERSCHEIN

| Lieferschein-Nr. | Auftrags-Nr. | Kunden-Nr. | Lieferdatum |
| LS 80417         | A-22019      | 50331      | 05.03.2026  |

| Pos | Artikel-Nr. | Bezeichnung                        | Menge | Einheit |
|-----|-------------|------------------------------------|-------|---------|
| 1   | 100-2231    | Rasendünger Langzeit 25 kg         | 16    | Sack    |
| 2   | 100-4410    | Rindenmulch fein 60 l              | 40    | Sack    |
|     |             | (bestellt 60, Rest folgt in KW 12) |       |         |
| 3   | 300-0082    | Gartenschlauch 1/2" 50 m           | 6     | Stück   |

Packstücke: 2 Europaletten    Gesamtgewicht: 612 kg
Teillieferung - Restmenge wird nachgeliefert.

Ware in einwandfreiem Zustand erhalten:

______________________________       Datum: ____________
Unterschrift / Name in Druckbuchstaben
`,
    },
  ),
];
