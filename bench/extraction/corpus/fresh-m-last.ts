// Sealed set M, documents 21–30 (bank transfer, hotel folios and six kinds of the author's choosing). See fresh-m.ts.

import { bool, date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const FRESH_M_LAST: TCorpusDocument[] = [
  // A Swiss e-banking payment confirmation page: QR reference, Swiss apostrophes, key/value table.
  fresh(
    'm-zahlung-ebanking-ch-de',
    'bank_transfer',
    'de',
    'html',
    [
      str('auftragsnummer', undefined, { required: true }),
      str('belastungskonto', 'IBAN des belasteten Kontos'),
      num('betrag'),
      str('waehrung'),
      obj('empfaenger', [str('name'), str('adresse'), str('iban')]),
      str('referenz', 'QR-Referenz wie gedruckt'),
      str('mitteilung'),
      date('ausfuehrungsdatum'),
      date('erfasst_am'),
      str('erfasst_um', undefined, { format: 'time' }),
      str('status', 'erfasst, ausgeführt oder abgelehnt'),
      num('spesen'),
      bool('dauerauftrag'),
    ],
    {
      auftragsnummer: '7731-0402-55',
      belastungskonto: 'CH9300762011623852957',
      betrag: 1386.4,
      waehrung: 'CHF',
      empfaenger: {
        name: 'Gemeindewerke Küsnacht',
        adresse: 'Obere Dorfstrasse 32, 8700 Küsnacht',
        iban: 'CH4431999123000889012',
      },
      referenz: '21 00000 00003 13947 14300 09017',
      mitteilung: 'Rechnung Strom Q1 2026',
      ausfuehrungsdatum: '2026-03-31',
      erfasst_am: '2026-03-31',
      erfasst_um: '08:05',
      status: 'ausgeführt',
      spesen: 0,
      dauerauftrag: false,
    },
    {
      raw: `<!DOCTYPE html>
<html lang="de-CH"><head><meta charset="utf-8"><title>Zahlungsdetails – E-Banking Zürcher Landbank</title></head>
<body>
<nav>Übersicht › Zahlungen › Zahlungsdetails</nav>
<h1>Zahlungsdetails</h1>
<p class="status">Status: <strong>Ausgeführt</strong> · Einzelzahlung</p>
<table class="details">
  <tr><th>Auftragsnummer</th><td>7731-0402-55</td></tr>
  <tr><th>Zahlungsart</th><td>QR-Rechnung</td></tr>
  <tr><th>Belastungskonto</th><td>Privatkonto CH93 0076 2011 6238 5295 7</td></tr>
  <tr><th>Betrag</th><td>CHF 1'386.40</td></tr>
  <tr><th>Spesen</th><td>CHF 0.00</td></tr>
  <tr><th>Ausführungsdatum</th><td>31.03.2026</td></tr>
</table>
<h2>Zahlungsempfänger</h2>
<table class="details">
  <tr><th>Name</th><td>Gemeindewerke Küsnacht</td></tr>
  <tr><th>Adresse</th><td>Obere Dorfstrasse 32, 8700 Küsnacht</td></tr>
  <tr><th>Konto / QR-IBAN</th><td>CH44 3199 9123 0008 8901 2</td></tr>
  <tr><th>Referenz</th><td>21 00000 00003 13947 14300 09017</td></tr>
  <tr><th>Zusätzliche Informationen</th><td>Rechnung Strom Q1 2026</td></tr>
</table>
<p class="muted">Erfasst am 31.03.2026 um 08:05 von Beat Suter (Vertrag 48812201).</p>
</body></html>
`,
    },
  ),
  // A London city hotel's folio printed from the PMS into Word: header lines, dated charges table, payment.
  fresh(
    'm-folio-london-en',
    'hotel_folio',
    'en',
    'docx',
    [
      str('folio_number', undefined, { required: true }),
      str('guest_name'),
      str('room'),
      date('arrival'),
      date('departure'),
      num('nights'),
      list('charges', [date('date'), str('description'), num('amount')]),
      num('total_charges'),
      num('vat_included'),
      num('payments'),
      num('balance'),
    ],
    {
      folio_number: '208771',
      guest_name: 'Daniel Ortega',
      room: '412',
      arrival: '2026-04-14',
      departure: '2026-04-16',
      nights: 2,
      charges: [
        { date: '2026-04-14', description: 'Accommodation', amount: 189 },
        { date: '2026-04-14', description: 'Restaurant – Dinner', amount: 46.5 },
        { date: '2026-04-15', description: 'Accommodation', amount: 189 },
        { date: '2026-04-15', description: 'Minibar', amount: 8.75 },
      ],
      total_charges: 433.25,
      vat_included: 72.21,
      payments: 433.25,
      balance: 0,
    },
    [
      'THE ALDWYCH COURT HOTEL',
      '17 Kingsway, London WC2B 6UN · VAT Reg. GB 224 6180 39',
      '',
      'Guest\tMr Daniel Ortega\tFolio No.\t208771',
      'Room\t412\tArrival\t14/04/2026',
      'Rate\tBB Flex\tDeparture\t16/04/2026',
      'Nights\t2\tCashier\tLEO',
      '',
      'Date\tDescription\tCharges £\tCredits £',
      '14/04/2026\tAccommodation\t189.00\t',
      '14/04/2026\tRestaurant – Dinner\t46.50\t',
      '15/04/2026\tAccommodation\t189.00\t',
      '15/04/2026\tMinibar\t8.75\t',
      '16/04/2026\tAmerican Express xxxx-1008\t\t433.25',
      'Total\t\t433.25\t433.25',
      '',
      'Balance due: £0.00',
      'VAT at 20% included in the total: £72.21',
      '',
      'Thank you for staying with us, Mr Ortega.',
    ],
  ),
  // A Munich business hotel's bill as a fixed-width print-out: 7 % and 19 % VAT split.
  fresh(
    'm-hotelrechnung-muenchen-de',
    'hotel_folio',
    'de',
    'txt',
    [
      str('rechnungsnummer', undefined, { required: true }),
      str('gast'),
      str('zimmer'),
      date('anreise'),
      date('abreise'),
      list('posten', [date('datum'), str('text'), num('betrag')]),
      num('summe'),
      num('mwst_7', 'enthaltene MwSt. 7 %'),
      num('mwst_19', 'enthaltene MwSt. 19 %'),
      str('bezahlt_mit', 'bar, EC-Karte, Kreditkarte oder Rechnung'),
      num('offener_betrag'),
    ],
    {
      rechnungsnummer: '264418',
      gast: 'Dr. Sabine Roth',
      zimmer: '214',
      anreise: '2026-03-09',
      abreise: '2026-03-11',
      posten: [
        { datum: '2026-03-09', text: 'Übernachtung Einzelzimmer', betrag: 139 },
        { datum: '2026-03-10', text: 'Frühstücksbuffet', betrag: 18.5 },
        { datum: '2026-03-10', text: 'Übernachtung Einzelzimmer', betrag: 139 },
        { datum: '2026-03-11', text: 'Frühstücksbuffet', betrag: 18.5 },
      ],
      summe: 315,
      mwst_7: 18.19,
      mwst_19: 5.91,
      bezahlt_mit: 'Kreditkarte',
      offener_betrag: 0,
    },
    {
      raw: `                    HOTEL AM ISARTOR ***S
          Zweibrückenstraße 9 · 80331 München
          Tel. 089 2900 470 · USt-IdNr. DE129488301

Frau Dr. Sabine Roth
c/o Roth & Partner Steuerberatung
Kaiserstraße 14, 60311 Frankfurt am Main

RECHNUNG Nr. 264418                    München, 11.03.2026
Zimmer: 214    Anreise: 09.03.2026    Abreise: 11.03.2026
Personen: 1    Kassierer: KR

Datum       Beschreibung                       MwSt      EUR
----------------------------------------------------------------
09.03.2026  Übernachtung Einzelzimmer           7 %   139,00
10.03.2026  Frühstücksbuffet                   19 %    18,50
10.03.2026  Übernachtung Einzelzimmer           7 %   139,00
11.03.2026  Frühstücksbuffet                   19 %    18,50
----------------------------------------------------------------
Gesamtbetrag                                          315,00
Zahlung Mastercard **** 5520                         -315,00
Offener Betrag                                          0,00

MwSt.   Netto      MwSt.     Brutto
 7 %    259,81     18,19     278,00
19 %     31,09      5,91      37,00

Wir danken für Ihren Besuch und wünschen eine gute Heimreise.
`,
    },
  ),
  // A Chicago hotel's folio e-mailed as HTML: guest block, charges summarised, loyalty number.
  fresh(
    'm-folio-chicago-en',
    'hotel_folio',
    'en',
    'html',
    [
      str('confirmationNumber', undefined, { required: true }),
      obj('guest', [str('firstName'), str('lastName')]),
      str('roomNumber'),
      date('checkIn'),
      date('checkOut'),
      num('nights'),
      num('roomRate', 'Nightly rate in USD'),
      list('charges', [str('description'), num('amount')]),
      num('total'),
      str('paymentCard', 'Last four digits'),
      str('loyaltyNumber'),
    ],
    {
      confirmationNumber: '93320418',
      guest: { firstName: 'Karen', lastName: 'Whitaker' },
      roomNumber: '1708',
      checkIn: '2026-05-18',
      checkOut: '2026-05-21',
      nights: 3,
      roomRate: 229,
      charges: [
        { description: 'Room charges', amount: 687 },
        { description: 'Room tax', amount: 120.16 },
        { description: 'Valet parking', amount: 135 },
        { description: 'Restaurant – The Larder', amount: 58.4 },
      ],
      total: 1000.56,
      paymentCard: '3390',
      loyaltyNumber: 'HH 884 201 557',
    },
    {
      raw: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Your folio – The Wacker Riverside Hotel</title></head>
<body>
<h1>Thank you for staying with us, Karen!</h1>
<p>Below is a copy of your final folio for your stay from May 18 to May 21, 2026.</p>
<table class="guest">
  <tr><td>Guest name</td><td>WHITAKER, KAREN</td><td>Confirmation #</td><td>93320418</td></tr>
  <tr><td>Room</td><td>1708 – King City View</td><td>Honors #</td><td>HH 884 201 557</td></tr>
  <tr><td>Arrival</td><td>05/18/2026</td><td>Departure</td><td>05/21/2026</td></tr>
  <tr><td>Nights</td><td>3</td><td>Rate</td><td>$229.00 / night</td></tr>
</table>
<h2>Summary of charges</h2>
<table class="charges">
  <tr><td>Room charges (3 × $229.00)</td><td>$687.00</td></tr>
  <tr><td>Room tax (17.49%)</td><td>$120.16</td></tr>
  <tr><td>Valet parking (3 nights)</td><td>$135.00</td></tr>
  <tr><td>Restaurant – The Larder</td><td>$58.40</td></tr>
  <tr><th>Total</th><th>$1,000.56</th></tr>
  <tr><td>VISA ************3390</td><td>($1,000.56)</td></tr>
  <tr><th>Balance</th><th>$0.00</th></tr>
</table>
<p>The Wacker Riverside Hotel · 320 N Wacker Dr · Chicago, IL 60606</p>
</body></html>
`,
    },
  ),
  // A US credit card statement: summary box beside the payment box, then the transaction list.
  fresh(
    'm-card-statement-en',
    'card_statement',
    'en',
    'pdf',
    [
      str('accountEnding', 'Last four digits of the card account'),
      date('closingDate'),
      num('previousBalance'),
      num('payments', 'Payments and credits, positive'),
      num('purchases'),
      num('fees'),
      num('interest'),
      num('newBalance', undefined, true),
      num('minimumPaymentDue'),
      date('paymentDueDate'),
      num('creditLimit'),
      list('transactions', [date('date'), str('description'), num('amount')], 'Purchases only'),
    ],
    {
      accountEnding: '5127',
      closingDate: '2026-02-25',
      previousBalance: 1204.55,
      payments: 1204.55,
      purchases: 562.51,
      fees: 0,
      interest: 0,
      newBalance: 562.51,
      minimumPaymentDue: 35,
      paymentDueDate: '2026-03-22',
      creditLimit: 8000,
      transactions: [
        { date: '2026-02-03', description: 'WHOLE FOODS MKT #10233 AUSTIN TX', amount: 86.12 },
        { date: '2026-02-07', description: 'SHELL OIL 57442 ROUND ROCK TX', amount: 48.3 },
        { date: '2026-02-12', description: 'NETFLIX.COM LOS GATOS CA', amount: 15.49 },
        { date: '2026-02-20', description: 'DELTA AIR 0062 ATLANTA GA', amount: 412.6 },
      ],
    },
    [
      'PRAIRIE CREST CARD SERVICES\tVisa Signature Statement',
      'Account ending in 5127\tOpening/Closing Date 01/27/26 - 02/25/26',
      '',
      'ACCOUNT SUMMARY\tPAYMENT INFORMATION',
      'Previous Balance $1,204.55\tNew Balance $562.51',
      'Payment, Credits -$1,204.55\tMinimum Payment Due $35.00',
      'Purchases +$562.51\tPayment Due Date 03/22/26',
      'Fees Charged $0.00\t',
      'Interest Charged $0.00\tCredit Limit $8,000',
      'New Balance $562.51\tAvailable Credit $7,437.49',
      '',
      'TRANSACTIONS',
      'Date\tDescription\tAmount',
      '02/03\tWHOLE FOODS MKT #10233 AUSTIN TX\t86.12',
      '02/07\tSHELL OIL 57442 ROUND ROCK TX\t48.30',
      '02/12\tNETFLIX.COM LOS GATOS CA\t15.49',
      '02/14\tPAYMENT THANK YOU\t-1,204.55',
      '02/20\tDELTA AIR 0062 ATLANTA GA\t412.60',
      '',
      'Total purchases for this period\t$562.51',
      'Late Payment Warning: If we do not receive your minimum payment by 03/22/26, you may pay a late fee of up to $41.',
    ],
  ),
  // A printer's second reminder by e-mail, replying to the customer's message quoted below.
  fresh(
    'm-mahnung-druckerei-de',
    'dunning_notice',
    'de',
    'eml',
    [
      num('mahnstufe'),
      date('mahndatum'),
      str('kundennummer'),
      str('rechnungsnummer', undefined, { required: true }),
      date('rechnungsdatum'),
      num('rechnungsbetrag'),
      num('bereits_gezahlt'),
      num('mahngebuehr'),
      num('verzugszinsen'),
      num('offene_forderung', 'Gesamtbetrag, der jetzt zu zahlen ist'),
      date('zahlbar_bis'),
      str('glaeubiger'),
      str('iban'),
      str('ansprechpartner'),
      bool('inkasso_angedroht'),
    ],
    {
      mahnstufe: 2,
      mahndatum: '2026-03-06',
      kundennummer: 'K-20931',
      rechnungsnummer: '2026-0318',
      rechnungsdatum: '2026-01-15',
      rechnungsbetrag: 1428,
      bereits_gezahlt: 500,
      mahngebuehr: 5,
      verzugszinsen: 7.84,
      offene_forderung: 940.84,
      zahlbar_bis: '2026-03-20',
      glaeubiger: 'Druckerei Lindner GmbH',
      iban: 'DE12500105170648489890',
      ansprechpartner: 'Petra Jansen',
      inkasso_angedroht: true,
    },
    {
      raw: [
        'From: Petra Jansen <buchhaltung@druckerei-lindner.example>',
        'To: Frank Otte <f.otte@otte-events.example>',
        'Subject: AW: Rechnung 2026-0318 – 2. Mahnung',
        'Date: Fri, 06 Mar 2026 10:12:40 +0100',
        'Message-ID: <mahnung-2-20260318@druckerei-lindner.example>',
        'In-Reply-To: <cafe42@otte-events.example>',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        'Sehr geehrter Herr Otte,',
        '',
        'vielen Dank für Ihre Nachricht und die Teilzahlung über 500,00 €, die wir am 12.02.2026 erhalten haben.',
        'Leider ist unsere Rechnung 2026-0318 vom 15.01.2026 (Kundennummer K-20931) trotz unserer Zahlungserinnerung',
        'noch immer nicht vollständig beglichen. Dies ist unsere 2. Mahnung.',
        '',
        'Rechnungsbetrag              1.428,00 €',
        'abzüglich Teilzahlung         -500,00 €',
        'Mahngebühr                       5,00 €',
        'Verzugszinsen bis heute          7,84 €',
        'Offene Forderung               940,84 €',
        '',
        'Bitte überweisen Sie den offenen Betrag bis spätestens 20.03.2026 auf unser Konto',
        'IBAN DE12 5001 0517 0648 4898 90 (Druckerei Lindner GmbH).',
        'Sollte bis dahin kein Zahlungseingang erfolgen, übergeben wir die Forderung ohne weitere Ankündigung',
        'einem Inkassobüro.',
        '',
        'Mit freundlichen Grüßen',
        'Petra Jansen',
        'Buchhaltung · Druckerei Lindner GmbH · Hafenstraße 8 · 26122 Oldenburg',
        '',
        'Am 27.02.2026 um 16:40 schrieb Frank Otte:',
        '> Hallo Frau Jansen,',
        '> wir haben am 12.02. schon 500 € überwiesen, den Rest von 928 € zahlen wir, sobald',
        '> unser Kunde die Veranstaltung abgerechnet hat, spätestens Ende März.',
        '> Viele Grüße',
        '> Frank Otte, Otte Events',
        '',
      ].join('\r\n'),
    },
  ),
  // A painter's quote from Word: positions with a discount column, validity date in the text.
  fresh(
    'm-angebot-maler-de',
    'quote',
    'de',
    'docx',
    [
      str('angebotsnummer', undefined, { required: true }),
      date('angebotsdatum'),
      date('gueltig_bis'),
      obj('kunde', [str('firma'), str('ansprechpartner')]),
      list('positionen', [str('bezeichnung'), num('menge'), num('einzelpreis'), num('rabatt_prozent'), num('gesamt')]),
      num('netto'),
      num('umsatzsteuer'),
      num('brutto', undefined, true),
    ],
    {
      angebotsnummer: 'AN-2026-027',
      angebotsdatum: '2026-02-23',
      gueltig_bis: '2026-03-23',
      kunde: { firma: 'Immobilien Vogel GmbH', ansprechpartner: 'Stefan Vogel' },
      positionen: [
        {
          bezeichnung: 'Wandflächen 2x mit Dispersion streichen',
          menge: 185,
          einzelpreis: 8.9,
          rabatt_prozent: 0,
          gesamt: 1646.5,
        },
        { bezeichnung: 'Deckenflächen streichen', menge: 64, einzelpreis: 9.8, rabatt_prozent: 0, gesamt: 627.2 },
        { bezeichnung: 'Abdeck- und Schutzarbeiten', menge: 1, einzelpreis: 240, rabatt_prozent: 10, gesamt: 216 },
      ],
      netto: 2489.7,
      umsatzsteuer: 473.04,
      brutto: 2962.74,
    },
    [
      'Malermeister Ostendorf',
      'Raesfelder Str. 7 · 46325 Borken',
      '',
      'Immobilien Vogel GmbH',
      'Herrn Stefan Vogel',
      'Bocholter Str. 101',
      '46397 Bocholt',
      '',
      'Angebot Nr. AN-2026-027',
      'Datum: 23.02.2026',
      'Objekt: Mehrfamilienhaus Nordring 14, Treppenhaus und Wohnung EG',
      '',
      'Sehr geehrter Herr Vogel,',
      'vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen folgende Leistungen an:',
      'Pos.\tLeistung\tMenge\tEP €\tRabatt\tGesamt €',
      '1\tWandflächen 2x mit Dispersion streichen\t185 m²\t8,90\t–\t1.646,50',
      '2\tDeckenflächen streichen\t64 m²\t9,80\t–\t627,20',
      '3\tAbdeck- und Schutzarbeiten\t1 psch\t240,00\t10 %\t216,00',
      '\t\t\t\tNetto\t2.489,70',
      '\t\t\t\t19 % USt.\t473,04',
      '\t\t\t\tAngebotssumme\t2.962,74',
      '',
      'Dieses Angebot ist vier Wochen gültig, also bis zum 23.03.2026.',
      'Ausführung nach Absprache, frühestens ab KW 12.',
      'Mit freundlichen Grüßen',
      'Jan Ostendorf, Malermeister',
    ],
  ),
  // A US auto repair shop's invoice, scanned: vehicle block, labor lines, parts/supplies/tax totals.
  fresh(
    'm-repair-order-auto-en',
    'repair_invoice',
    'en',
    'scan',
    [
      str('ro_number', undefined, { required: true }),
      date('date'),
      obj('vehicle', [num('year'), str('make'), str('model'), str('vin'), num('mileage')]),
      list('labor', [str('operation'), num('hours'), num('amount')]),
      num('labor_total'),
      num('parts_total'),
      num('shop_supplies'),
      num('sales_tax'),
      num('total', undefined, true),
      bool('warranty', 'Is the repair covered by warranty?'),
    ],
    {
      ro_number: '58213',
      date: '2026-04-02',
      vehicle: { year: 2019, make: 'Honda', model: 'Civic', vin: '2HGFC2F69KH512345', mileage: 61482 },
      labor: [
        { operation: 'Replace front brake pads and rotors', hours: 1.8, amount: 252 },
        { operation: 'Oil and filter change', hours: 0.5, amount: 70 },
      ],
      labor_total: 322,
      parts_total: 289.45,
      shop_supplies: 18,
      sales_tax: 18.81,
      total: 648.26,
      warranty: false,
    },
    [
      "MIKE'S AUTO CARE",
      '905 S Lamar Blvd, Austin, TX 78704 · (512) 555-0110',
      '',
      'REPAIR ORDER # 58213\tDate: 04/02/2026',
      'Customer: Alicia Romero\tPay type: Customer pay',
      '',
      'Year\tMake\tModel\tMileage',
      '2019\tHonda\tCivic\t61,482',
      'VIN: 2HGFC2F69KH512345',
      '',
      'LABOR\tHours\tAmount',
      'Replace front brake pads and rotors\t1.8\t$252.00',
      'Oil and filter change\t0.5\t$70.00',
      '',
      'Labor\t$322.00',
      'Parts\t$289.45',
      'Shop supplies\t$18.00',
      'Sales tax (6.5% on parts)\t$18.81',
      'TOTAL\t$648.26',
      '',
      'Warranty: none – 12 month / 12,000 mile guarantee on parts and labor.',
    ],
  ),
  // A landlord's annual service charge statement as fixed-width text: cost types, keys, the tenant's share.
  fresh(
    'm-nebenkostenabrechnung-de',
    'service_charge_statement',
    'de',
    'txt',
    [
      str('mieter'),
      str('wohnung'),
      obj('abrechnungszeitraum', [date('von'), date('bis')]),
      num('wohnflaeche_m2'),
      list('kosten', [str('kostenart'), num('anteil', 'Anteil des Mieters in EUR')]),
      num('summe_anteil'),
      num('vorauszahlungen'),
      num('ergebnis', 'Betrag der Nachzahlung oder des Guthabens, positiv'),
      str('ergebnis_art', 'Nachzahlung oder Guthaben'),
      date('faellig_bis'),
    ],
    {
      mieter: 'Jonas und Lea Berger',
      wohnung: 'Gartenweg 9, 2. OG rechts',
      abrechnungszeitraum: { von: '2025-01-01', bis: '2025-12-31' },
      wohnflaeche_m2: 72.5,
      kosten: [
        { kostenart: 'Grundsteuer', anteil: 187.2 },
        { kostenart: 'Wasser/Abwasser', anteil: 412.65 },
        { kostenart: 'Müllabfuhr', anteil: 138.9 },
        { kostenart: 'Heizung und Warmwasser', anteil: 764.33 },
      ],
      summe_anteil: 1503.08,
      vorauszahlungen: 1560,
      ergebnis: 56.92,
      ergebnis_art: 'Guthaben',
      faellig_bis: '2026-04-30',
    },
    {
      raw: `Hausverwaltung Kramer · Am Markt 3 · 35037 Marburg

Herrn und Frau
Jonas und Lea Berger
Gartenweg 9
35039 Marburg                                        Marburg, 24.03.2026

Betriebskostenabrechnung für den Zeitraum 01.01.2025 bis 31.12.2025
Mietobjekt: Gartenweg 9, 2. OG rechts        Wohnfläche: 72,5 m² von 486,0 m²

Kostenart                   Gesamtkosten   Schlüssel          Ihr Anteil
-------------------------------------------------------------------------
Grundsteuer                     1.254,80   Wohnfläche             187,20
Wasser/Abwasser                 2.890,12   Personen (2/14)        412,65
Müllabfuhr                        931,12   Wohnfläche             138,90
Heizung und Warmwasser          6.102,44   Verbrauch (HKV)        764,33
-------------------------------------------------------------------------
Summe Ihrer Kosten                                              1.503,08
abzüglich Ihrer Vorauszahlungen (12 x 130,00)                  1.560,00
-------------------------------------------------------------------------
Guthaben                                                           56,92

Das Guthaben von 56,92 EUR überweisen wir Ihnen bis zum 30.04.2026 auf Ihr
bekanntes Konto. Ihre monatliche Vorauszahlung bleibt unverändert.

Mit freundlichen Grüßen
Hausverwaltung Kramer
`,
    },
  ),
  // An airline booking confirmation screenshot: two flight legs as blocks, price breakdown.
  fresh(
    'm-flight-booking-en',
    'travel_booking',
    'en',
    'png',
    [
      str('bookingReference', undefined, { required: true }),
      str('passenger'),
      date('bookingDate'),
      list('flights', [
        str('flightNumber'),
        str('from', 'IATA airport code'),
        str('to', 'IATA airport code'),
        date('date'),
        str('departureTime', undefined, { format: 'time' }),
        str('arrivalTime', undefined, { format: 'time' }),
      ]),
      num('fare'),
      num('taxesAndCharges'),
      num('total', 'Total price in GBP'),
      bool('checkedBagIncluded'),
    ],
    {
      bookingReference: 'K7QX2M',
      passenger: 'Oliver Grant',
      bookingDate: '2026-01-12',
      flights: [
        {
          flightNumber: 'BA982',
          from: 'LHR',
          to: 'BER',
          date: '2026-02-18',
          departureTime: '08:15',
          arrivalTime: '11:05',
        },
        {
          flightNumber: 'BA989',
          from: 'BER',
          to: 'LHR',
          date: '2026-02-21',
          departureTime: '17:40',
          arrivalTime: '18:35',
        },
      ],
      fare: 128,
      taxesAndCharges: 96.42,
      total: 224.42,
      checkedBagIncluded: false,
    },
    [
      'Your booking is confirmed',
      'Booking reference: K7QX2M\tBooked on 12 Jan 2026',
      'Passenger: Mr Oliver Grant',
      '',
      'Outbound - Wed 18 Feb 2026',
      'BA982\tLondon Heathrow (LHR) 08:15\tBerlin Brandenburg (BER) 11:05',
      '',
      'Return - Sat 21 Feb 2026',
      'BA989\tBerlin Brandenburg (BER) 17:40\tLondon Heathrow (LHR) 18:35',
      '',
      'Cabin: Economy (Basic) - hand baggage only, no checked bag',
      '',
      'Price breakdown',
      'Fare\t£128.00',
      'Taxes, fees and charges\t£96.42',
      'Total paid\t£224.42',
    ],
  ),
];
