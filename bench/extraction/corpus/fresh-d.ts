// Fresh held-out documents, set D (layout 12): written by hand in session 5 from what real businesses print,
// without looking at the extractor's rules or vocabulary, each with its own schema. SEALED: nobody tunes on
// them; eval hides their misses unless --show-fresh-d is given (for the final report only).

import { FRESH_D_MORE } from './fresh-d-more.ts';
import { bool, date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the third fresh held-out set. */
export const FRESH_D_LAYOUT = 12;

const DOCUMENTS: TCorpusDocument[] = [
  fresh(
    'd-invoice-sanitaer-de',
    'invoice',
    'de',
    'pdf',
    [
      str('rechnungsnummer', undefined, { required: true }),
      date('rechnungsdatum'),
      str('kundennummer'),
      obj('kunde', [str('name'), str('strasse'), str('plz'), str('ort')]),
      date('leistungsdatum'),
      list('positionen', [str('bezeichnung'), num('menge'), num('einzelpreis'), num('gesamt')]),
      num('netto'),
      num('mwst'),
      num('brutto', 'Rechnungsbetrag inkl. MwSt.', true),
      num('lohnanteil', 'Arbeitskosten nach § 35a EStG'),
      date('zahlbar_bis'),
    ],
    {
      rechnungsnummer: '26/0412',
      rechnungsdatum: '2026-02-17',
      kundennummer: '10877',
      kunde: { name: 'Markus Zeller', strasse: 'Lerchenweg 3', plz: '85521', ort: 'Ottobrunn' },
      leistungsdatum: '2026-02-09',
      positionen: [
        { bezeichnung: 'Eckventile getauscht inkl. Dichtungen', menge: 2, einzelpreis: 18.4, gesamt: 36.8 },
        { bezeichnung: 'Arbeitszeit Monteur', menge: 2.5, einzelpreis: 64, gesamt: 160 },
        { bezeichnung: 'Anfahrtspauschale', menge: 1, einzelpreis: 35, gesamt: 35 },
      ],
      netto: 231.8,
      mwst: 44.04,
      brutto: 275.84,
      lohnanteil: 190.4,
      zahlbar_bis: '2026-03-03',
    },
    [
      'Sanitär Huber GmbH · Ringstraße 14 · 85540 Haar',
      '',
      'Herrn\tRechnung Nr. 26/0412',
      'Markus Zeller\tDatum: 17. Februar 2026',
      'Lerchenweg 3\tKunden-Nr.: 10877',
      '85521 Ottobrunn',
      '',
      'Rechnung',
      'Sehr geehrter Herr Zeller,',
      'für die am 09.02.2026 in Ihrem Badezimmer ausgeführten Arbeiten berechnen wir Ihnen:',
      '',
      'Pos.\tBezeichnung\tMenge\tEinzelpreis\tGesamt',
      '1\tEckventile getauscht\t2 Stk\t18,40\t36,80',
      '\tinkl. Dichtungen\t\t\t',
      '2\tArbeitszeit Monteur\t2,5 Std\t64,00\t160,00',
      '3\tAnfahrtspauschale\t1\t35,00\t35,00',
      '',
      '\t\t\tNettobetrag\t231,80 €',
      '\t\t\tzzgl. 19 % MwSt.\t44,04 €',
      '\t\t\tRechnungsbetrag\t275,84 €',
      '',
      'Enthaltener Arbeitslohn gem. § 35a EStG: 190,40 € (brutto).',
      'Zahlbar bis 03.03.2026 ohne Abzug.',
      'Kreissparkasse München Starnberg Ebersberg · IBAN DE72 7025 0150 0028 4411 90',
    ],
  ),
  fresh(
    'd-invoice-advisory-en',
    'invoice',
    'en',
    'docx',
    [
      str('invoice_no', undefined, { required: true }),
      date('date'),
      str('payment_terms'),
      date('due_date'),
      obj('client', [str('name'), str('contact_person')]),
      list('services', [date('date'), str('description'), num('hours'), num('amount')]),
      num('total_hours'),
      num('expenses', 'reimbursable expenses'),
      num('balance_due', undefined, true),
    ],
    {
      invoice_no: 'HG-2026-0219',
      date: '2026-02-27',
      payment_terms: 'Net 30',
      due_date: '2026-03-29',
      client: { name: 'Riverbend Foods, Inc.', contact_person: 'Carla Mendes' },
      services: [
        { date: '2026-02-03', description: 'Working capital review', hours: 6.5, amount: 1560 },
        { date: '2026-02-10', description: 'Board presentation prep', hours: 4, amount: 960 },
        { date: '2026-02-24', description: 'Cash flow model update', hours: 3.25, amount: 780 },
      ],
      total_hours: 13.75,
      expenses: 186.4,
      balance_due: 3486.4,
    },
    [
      'Hollis & Grant Advisory LLC',
      '1200 Market Street, Suite 400 · Philadelphia, PA 19107 · (215) 555-0143',
      'INVOICE',
      'Invoice No.\tDate\tTerms\tDue Date',
      'HG-2026-0219\t02/27/2026\tNet 30\t03/29/2026',
      '',
      'Bill To',
      'Riverbend Foods, Inc.',
      'Attn: Carla Mendes, CFO',
      '77 Canal Road, Lancaster, PA 17601',
      '',
      'Date\tDescription\tHours\tRate\tAmount',
      '02/03/2026\tWorking capital review\t6.5\t$240.00\t$1,560.00',
      '02/10/2026\tBoard presentation prep\t4.0\t$240.00\t$960.00',
      '02/24/2026\tCash flow model update\t3.25\t$240.00\t$780.00',
      '\tTotal hours\t13.75\t\t',
      '',
      'Professional fees\t$3,300.00',
      'Reimbursable expenses (mileage, parking)\t$186.40',
      'Balance Due\t$3,486.40',
      '',
      'Please remit within 30 days. ACH: routing 031000503, account 8841207716. Thank you for your business!',
    ],
  ),
  fresh(
    'd-invoice-treuhand-ch-de',
    'invoice',
    'de',
    'html',
    [
      str('rechnung_nr', undefined, { required: true }),
      date('datum'),
      str('kunden_nr'),
      date('zahlbar_bis'),
      list('positionen', [str('leistung'), num('betrag')]),
      num('zwischentotal'),
      num('mwst'),
      num('total', undefined, true),
      str('waehrung', 'ISO-Währungscode'),
      str('iban'),
    ],
    {
      rechnung_nr: '2026-118',
      datum: '2026-03-05',
      kunden_nr: 'K-3391',
      zahlbar_bis: '2026-04-04',
      positionen: [
        { leistung: 'Buchhaltung Februar', betrag: 1087.5 },
        { leistung: 'Lohnabrechnungen (4 Mitarbeitende)', betrag: 160 },
      ],
      zwischentotal: 1247.5,
      mwst: 101.05,
      total: 1348.55,
      waehrung: 'CHF',
      iban: 'CH44 3199 9123 0008 8901 2',
    },
    {
      raw: `<!DOCTYPE html><html lang="de-CH"><head><meta charset="utf-8"><title>Rechnung 2026-118</title></head><body>
<header><p><strong>Treuhand Wyss AG</strong><br>Bahnhofstrasse 21<br>8001 Zürich<br>MWST-Nr. CHE-109.322.551 MWST</p></header>
<address>Herr<br>Reto Baumann<br>Baumann Gartenbau GmbH<br>Dorfstrasse 4<br>8302 Kloten</address>
<h1>Rechnung 2026-118</h1>
<table class="meta">
<tr><td>Rechnungsdatum:</td><td>5. März 2026</td></tr>
<tr><td>Kunden-Nr.:</td><td>K-3391</td></tr>
<tr><td>Zahlbar bis:</td><td>4. April 2026</td></tr>
</table>
<p>Sehr geehrter Herr Baumann</p>
<p>Für unsere Leistungen im Februar 2026 erlauben wir uns, Ihnen folgenden Betrag in Rechnung zu stellen:</p>
<table class="positionen">
<thead><tr><th>Leistung</th><th>Std.</th><th>Ansatz</th><th>Betrag CHF</th></tr></thead>
<tbody>
<tr><td>Buchhaltung Februar</td><td>7.5</td><td>145.00</td><td>1'087.50</td></tr>
<tr><td>Lohnabrechnungen (4 Mitarbeitende)</td><td></td><td>pauschal</td><td>160.00</td></tr>
</tbody>
<tfoot>
<tr><td colspan="3">Zwischentotal</td><td>1'247.50</td></tr>
<tr><td colspan="3">MWST 8.1 %</td><td>101.05</td></tr>
<tr><td colspan="3"><b>Total CHF</b></td><td><b>1'348.55</b></td></tr>
</tfoot>
</table>
<p>Zahlbar innert 30 Tagen auf unser Konto bei der Zürcher Kantonalbank, IBAN CH44 3199 9123 0008 8901 2.</p>
<p>Freundliche Grüsse<br>Treuhand Wyss AG</p>
</body></html>
`,
    },
  ),
  fresh(
    'd-receipt-supermarkt-de',
    'receipt',
    'de',
    'scan',
    [
      str('markt', undefined, { required: true }),
      date('einkaufsdatum'),
      str('bon_nr'),
      list('artikel', [str('bezeichnung'), num('preis')]),
      num('summe', undefined, true),
      num('gegeben'),
      num('rueckgeld'),
      num('mwst_7', 'Steuerbetrag zum ermäßigten Satz 7 %'),
      str('zahlungsart', 'bar oder karte'),
    ],
    {
      markt: 'Frischemarkt Seidel',
      einkaufsdatum: '2026-02-21',
      bon_nr: '4127',
      artikel: [
        { bezeichnung: 'BIO VOLLMILCH 3,8%', preis: 1.29 },
        { bezeichnung: 'ROGGENBROT 750G', preis: 2.79 },
        { bezeichnung: 'PAPRIKA ROT', preis: 1.78 },
        { bezeichnung: 'TASCHENTUECHER 10ER', preis: 1.49 },
        { bezeichnung: 'LEERGUT', preis: -0.75 },
      ],
      summe: 6.6,
      gegeben: 10,
      rueckgeld: 3.4,
      mwst_7: 0.38,
      zahlungsart: 'bar',
    },
    [
      'Frischemarkt Seidel',
      'Habsburgerstr. 58',
      '79104 Freiburg',
      'Tel. 0761 5557210',
      '',
      '\tEUR',
      'BIO VOLLMILCH 3,8%\t1,29 B',
      'ROGGENBROT 750G\t2,79 B',
      'PAPRIKA ROT',
      '  2 Stk x 0,89\t1,78 B',
      'TASCHENTUECHER 10ER\t1,49 A',
      'LEERGUT\t-0,75 A',
      '------------------------------',
      'SUMME\tEUR 6,60',
      'Geg. Bar\tEUR 10,00',
      'Rückgeld\tEUR 3,40',
      '',
      'Steuer\tNetto\tSteuer\tBrutto',
      'A 19%\t0,62\t0,12\t0,74',
      'B 7%\t5,48\t0,38\t5,86',
      '',
      '21.02.2026 10:14   Bon 4127   Kasse 2',
      'Vielen Dank für Ihren Einkauf!',
    ],
  ),
  fresh(
    'd-receipt-restaurant-en',
    'receipt',
    'en',
    'png',
    [
      str('restaurant', undefined, { required: true }),
      str('check_no'),
      date('visit_date'),
      num('guests'),
      num('food_and_drinks', 'subtotal before tax'),
      num('sales_tax'),
      num('tip'),
      num('total_charged', 'Amount charged to the card, tip included', true),
      str('card_brand'),
      str('card_ending'),
    ],
    {
      restaurant: 'The Copper Kettle',
      check_no: '20441',
      visit_date: '2026-03-07',
      guests: 3,
      food_and_drinks: 81,
      sales_tax: 4.86,
      tip: 17,
      total_charged: 102.86,
      card_brand: 'Visa',
      card_ending: '3310',
    },
    [
      'THE COPPER KETTLE',
      '418 W Main St',
      'Louisville, KY 40202',
      '',
      'Server: Jess    Table: 12    Guests: 3',
      'Check #20441',
      'Mar 07, 2026  7:48 PM',
      '',
      '2 Old Fashioned\t26.00',
      '1 Fried Green Tomatoes\t11.50',
      '1 Shrimp & Grits\t24.00',
      '1 Hot Brown\t19.50',
      '',
      'Subtotal\t81.00',
      'Sales Tax 6%\t4.86',
      'Total\t85.86',
      '+ Tip\t17.00',
      '= Total\t102.86',
      '',
      'VISA ************3310',
      'Auth: 08812B',
      'Thank you! Come back soon',
    ],
  ),
  fresh(
    'd-receipt-taxi-de',
    'receipt',
    'de',
    'txt',
    [
      str('taxiunternehmen', undefined, { required: true }),
      str('konzessionsnummer'),
      num('fahrpreis'),
      num('trinkgeld'),
      num('gesamtbetrag', undefined, true),
      str('abfahrtsort'),
      str('zielort'),
      date('fahrtdatum'),
      str('uhrzeit'),
      num('mwst_satz', 'Steuersatz in Prozent'),
    ],
    {
      taxiunternehmen: 'Taxi-Ruf Leipzig eG',
      konzessionsnummer: '0417',
      fahrpreis: 23.4,
      trinkgeld: 2.6,
      gesamtbetrag: 26,
      abfahrtsort: 'Hauptbahnhof, Westseite',
      zielort: 'Messe Leipzig, Eingang Ost',
      fahrtdatum: '2026-03-12',
      uhrzeit: '08:35',
      mwst_satz: 7,
    },
    {
      raw: `        Taxi-Ruf Leipzig eG
   Funktaxi-Zentrale 0341 4884
      Konzessions-Nr. 0417

            QUITTUNG

 Fahrpreis ..............  23,40 EUR
 Trinkgeld ..............   2,60 EUR
                          ----------
 Gesamt .................  26,00 EUR

 von:  Hauptbahnhof, Westseite
 nach: Messe Leipzig, Eingang Ost

 am 12.3.26          um 08:35 Uhr

 Im Fahrpreis sind 7 % MwSt. enthalten.
 Betrag dankend erhalten.

 Fahrer/in: ______________
`,
    },
  ),
  fresh(
    'd-shipping-freight-en',
    'shipping_notice',
    'en',
    'pdf',
    [
      str('shipment_id', undefined, { required: true }),
      obj('consignee', [str('name'), str('city'), str('country')]),
      date('pickup_date'),
      date('eta'),
      str('incoterm', 'Incoterms code only, e.g. FCA'),
      num('pallets'),
      num('gross_weight_lb'),
      bool('hazardous'),
      list('goods', [str('marks'), str('description'), num('cartons')]),
    ],
    {
      shipment_id: 'LPC-SH-77812',
      consignee: { name: 'Nordic Home Supply AB', city: 'Karlstad', country: 'Sweden' },
      pickup_date: '2026-04-02',
      eta: '2026-04-19',
      incoterm: 'FCA',
      pallets: 8,
      gross_weight_lb: 2650,
      hazardous: false,
      goods: [
        { marks: 'NHS/1-4', description: 'Storage box 45 L, grey', cartons: 160 },
        { marks: 'NHS/5-8', description: 'Storage box 30 L, white', cartons: 200 },
      ],
    },
    [
      'LAKESHORE PLASTICS CORP.\t\tDISPATCH NOTIFICATION',
      '2210 Industrial Pkwy, Toledo, OH 43612',
      '',
      'Shipper\tConsignee',
      'Lakeshore Plastics Corp.\tNordic Home Supply AB',
      '2210 Industrial Pkwy\tLagervägen 9',
      'Toledo, OH 43612, USA\t652 21 Karlstad, Sweden',
      '',
      'Shipment ID\tLPC-SH-77812\tPickup date\tApril 2, 2026',
      'Carrier\tOhio Freight Lines\tETA Gothenburg\tApril 19, 2026',
      'Incoterm\tFCA Toledo\tPallets\t8',
      'Gross weight\t2,650 lb\tHazardous\tNo',
      '',
      'Marks\tDescription\tCartons',
      'NHS/1-4\tStorage box 45 L, grey\t160',
      'NHS/5-8\tStorage box 30 L, white\t200',
      '',
      'Please arrange customs clearance on arrival. Contact: exports@lakeshore-plastics.example',
    ],
  ),
  fresh(
    'd-shipping-paket-de',
    'shipping_notice',
    'de',
    'eml',
    [
      str('bestellnummer', undefined, { required: true }),
      str('paketdienst'),
      str('paketnummer'),
      date('zustelltag'),
      str('zeitfenster_beginn'),
      str('zeitfenster_ende'),
      obj('lieferadresse', [str('name'), str('strasse'), str('plz'), str('ort')]),
      bool('abstellgenehmigung'),
      str('sendungsverfolgung', 'Link zur Sendungsverfolgung', { format: 'uri' }),
    ],
    {
      bestellnummer: '30419-882',
      paketdienst: 'GLS',
      paketnummer: '65401187223',
      zustelltag: '2026-02-26',
      zeitfenster_beginn: '10:00',
      zeitfenster_ende: '13:00',
      lieferadresse: { name: 'Sabine Krüger', strasse: 'Am Kirchberg 7', plz: '36037', ort: 'Fulda' },
      abstellgenehmigung: true,
      sendungsverfolgung: 'https://gls-pakete.example/track/65401187223',
    },
    [
      'Ihr Paket kommt am Donnerstag, 26. Februar 2026',
      '',
      'Hallo Sabine Krüger,',
      '',
      'gute Nachrichten: Ihre Bestellung 30419-882 bei Kräuterkontor Sommerfeld ist unterwegs.',
      'GLS stellt sie am Donnerstag zwischen 10:00 und 13:00 Uhr zu.',
      '',
      'Paketnummer: 65401187223',
      'Pakete: 1 von 1',
      '',
      'Lieferadresse',
      'Sabine Krüger',
      'Am Kirchberg 7',
      '36037 Fulda',
      '',
      'Sie sind nicht zu Hause? Kein Problem – mit Ihrer Abstellgenehmigung legen wir das Paket in die Garage.',
      '',
      'Sendung verfolgen: https://gls-pakete.example/track/65401187223',
      '',
      'Ihr Team vom Kräuterkontor',
    ],
  ),
  fresh(
    'd-shipping-tracking-en',
    'shipping_notice',
    'en',
    'html',
    [
      str('tracking_number', undefined, { required: true }),
      str('service_level'),
      str('status', 'one of: in_transit, out_for_delivery, delivered, exception'),
      date('delivered_on'),
      str('left_at'),
      str('signed_by'),
      num('weight_lbs'),
      list('events', [date('date'), str('location'), str('activity')]),
    ],
    {
      tracking_number: '1Z4F7W260311479985',
      service_level: 'UPS Ground',
      status: 'delivered',
      delivered_on: '2026-03-12',
      left_at: 'Front Door',
      signed_by: 'MORALES',
      weight_lbs: 7.4,
      events: [
        { date: '2026-03-12', location: 'Austin, TX, US', activity: 'Delivered' },
        { date: '2026-03-12', location: 'Austin, TX, US', activity: 'Out For Delivery Today' },
        { date: '2026-03-11', location: 'Austin, TX, US', activity: 'Arrived at Facility' },
        { date: '2026-03-09', location: 'Memphis, TN, US', activity: 'Departed from Facility' },
      ],
    },
    {
      raw: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Tracking details</title></head><body>
<nav>Home · Track · Ship · Support</nav>
<h1>Delivered</h1>
<p class="sub">Your package was delivered Thursday, 03/12/2026 at 2:17 P.M.</p>
<section class="facts">
<div><h4>Tracking Number</h4><p>1Z4F7W260311479985</p></div>
<div><h4>Service</h4><p>UPS Ground</p></div>
<div><h4>Delivered To</h4><p>AUSTIN, TX, US</p></div>
<div><h4>Left At</h4><p>Front Door</p></div>
<div><h4>Received By</h4><p>MORALES</p></div>
<div><h4>Weight</h4><p>7.40 LBS</p></div>
</section>
<h2>Shipment Progress</h2>
<table>
<tr><th>Date</th><th>Time</th><th>Location</th><th>Activity</th></tr>
<tr><td>03/12/2026</td><td>2:17 P.M.</td><td>Austin, TX, US</td><td>Delivered</td></tr>
<tr><td>03/12/2026</td><td>8:02 A.M.</td><td>Austin, TX, US</td><td>Out For Delivery Today</td></tr>
<tr><td>03/11/2026</td><td>11:45 P.M.</td><td>Austin, TX, US</td><td>Arrived at Facility</td></tr>
<tr><td>03/09/2026</td><td>6:30 P.M.</td><td>Memphis, TN, US</td><td>Departed from Facility</td></tr>
</table>
<p>Need help? Visit the Help Center.</p>
</body></html>
`,
    },
  ),
  fresh(
    'd-po-klinik-de',
    'purchase_order',
    'de',
    'docx',
    [
      str('bestellNr', undefined, { required: true }),
      date('bestellDatum'),
      str('lieferant'),
      str('ihreKundenNr', 'unsere Kundennummer beim Lieferanten'),
      date('liefertermin'),
      str('versand'),
      list('positionen', [
        str('artikelNr'),
        str('bezeichnung'),
        num('menge'),
        str('einheit'),
        num('einzelpreis'),
        num('gesamtpreis'),
      ]),
      num('summeNetto', undefined, true),
      str('rahmenvertrag'),
    ],
    {
      bestellNr: '4500128841',
      bestellDatum: '2026-03-03',
      lieferant: 'Medi-Logistik Brandt GmbH',
      ihreKundenNr: '77-1902',
      liefertermin: '2026-03-20',
      versand: 'frei Haus',
      positionen: [
        {
          artikelNr: '300412',
          bezeichnung: 'Untersuchungshandschuhe Nitril, Gr. M (100 St.)',
          menge: 200,
          einheit: 'Pck',
          einzelpreis: 4.85,
          gesamtpreis: 970,
        },
        {
          artikelNr: '300415',
          bezeichnung: 'Untersuchungshandschuhe Nitril, Gr. L (100 St.)',
          menge: 150,
          einheit: 'Pck',
          einzelpreis: 4.85,
          gesamtpreis: 727.5,
        },
        {
          artikelNr: '118020',
          bezeichnung: 'Flächendesinfektion alkoholfrei, 1 l',
          menge: 60,
          einheit: 'Fl',
          einzelpreis: 6.2,
          gesamtpreis: 372,
        },
      ],
      summeNetto: 2069.5,
      rahmenvertrag: 'RV-2025-07',
    },
    [
      'Klinikum Weserbergland gGmbH · Zentraleinkauf · Hamelner Str. 110 · 31785 Hameln',
      '',
      'Medi-Logistik Brandt GmbH',
      'Industriestraße 40',
      '32051 Herford',
      '',
      'BESTELLUNG',
      'Bestell-Nr.\t4500128841\tDatum\t03.03.2026',
      'Ihre Kunden-Nr.\t77-1902\tAnsprechpartnerin\tFr. Oltmanns, -2214',
      'Liefertermin\tspätestens 20.03.2026\tVersand\tfrei Haus',
      '',
      'Gemäß Rahmenvertrag RV-2025-07 bestellen wir:',
      '',
      'Pos\tArt.-Nr.\tBezeichnung\tMenge\tME\tPreis/ME\tGesamt €',
      '10\t300412\tUntersuchungshandschuhe Nitril, Gr. M (100 St.)\t200\tPck\t4,85\t970,00',
      '20\t300415\tUntersuchungshandschuhe Nitril, Gr. L (100 St.)\t150\tPck\t4,85\t727,50',
      '30\t118020\tFlächendesinfektion alkoholfrei, 1 l\t60\tFl\t6,20\t372,00',
      '\t\tBestellwert netto\t\t\t\t2.069,50',
      '',
      'Bitte geben Sie die Bestellnummer auf Lieferschein und Rechnung an. Anlieferung Mo–Fr 7–14 Uhr, Warenannahme Tor 3.',
    ],
  ),
  fresh(
    'd-po-trattoria-en',
    'purchase_order',
    'en',
    'eml',
    [
      str('po_number', undefined, { required: true }),
      str('supplier'),
      date('deliver_on'),
      list('items', [str('product'), num('quantity'), num('unit_price'), num('line_total')]),
      num('order_total', undefined, true),
      str('payment_terms'),
      str('ordered_by', 'name of the person who placed the order'),
    ],
    {
      po_number: '5531',
      supplier: 'Bellini Imports',
      deliver_on: '2026-03-24',
      items: [
        { product: 'San Marzano tomatoes', quantity: 12, unit_price: 38.5, line_total: 462 },
        { product: 'Extra virgin olive oil 5 L', quantity: 6, unit_price: 54, line_total: 324 },
        { product: 'Parmigiano Reggiano', quantity: 20, unit_price: 14.25, line_total: 285 },
      ],
      order_total: 1071,
      payment_terms: 'Net 15',
      ordered_by: 'Giulia Ferri',
    },
    [
      'PO #5531 – spring menu order',
      '',
      'Hi Marco,',
      '',
      'please treat this e-mail as our purchase order no. 5531 to Bellini Imports. We need everything',
      'delivered on Tuesday, March 24, 2026 before 10 am.',
      '',
      'San Marzano tomatoes, 12 cases @ $38.50 = $462.00',
      'Extra virgin olive oil 5 L, 6 tins @ $54.00 = $324.00',
      'Parmigiano Reggiano, 20 lb @ $14.25/lb = $285.00',
      '',
      'Order total: $1,071.00',
      '',
      'Bill to: Trattoria Lume, 88 Orchard Ave, Providence, RI 02906',
      'Terms as usual (Net 15).',
      '',
      'Thanks!',
      'Giulia Ferri',
      'Kitchen Manager, Trattoria Lume',
    ],
  ),
  fresh(
    'd-po-springs-en',
    'purchase_order',
    'en',
    'txt',
    [
      str('po_number', undefined, { required: true }),
      num('revision'),
      date('po_date'),
      str('buyer'),
      obj('vendor', [str('name'), str('country')]),
      str('currency'),
      str('ship_via'),
      list('lines', [
        str('part_number'),
        str('description'),
        num('quantity'),
        str('uom'),
        num('unit_price'),
        num('extended_price'),
        date('need_by'),
      ]),
      num('total', undefined, true),
    ],
    {
      po_number: '4410-0937',
      revision: 2,
      po_date: '2026-03-09',
      buyer: 'T. Nguyen',
      vendor: { name: 'Precision Springs Ltd.', country: 'United Kingdom' },
      currency: 'USD',
      ship_via: 'Air freight',
      lines: [
        {
          part_number: 'CS-0412-SS',
          description: 'Compression spring, 316 SS, OD 4.1 mm, L 12 mm',
          quantity: 5000,
          uom: 'EA',
          unit_price: 0.384,
          extended_price: 1920,
          need_by: '2026-04-06',
        },
        {
          part_number: 'TS-2208',
          description: 'Torsion spring, music wire',
          quantity: 2500,
          uom: 'EA',
          unit_price: 0.512,
          extended_price: 1280,
          need_by: '2026-04-06',
        },
        {
          part_number: 'FAI-REPORT',
          description: 'First article inspection report (FAI) per AS9102',
          quantity: 1,
          uom: 'LOT',
          unit_price: 450,
          extended_price: 450,
          need_by: '2026-03-23',
        },
      ],
      total: 3650,
    },
    {
      raw: `ARDEN MEDICAL DEVICES, INC.                              PURCHASE ORDER
55 Commerce Drive                                        PO Number:  4410-0937
Marlborough, MA 01752                                    Revision:   2
                                                         PO Date:    2026-03-09
                                                         Buyer:      T. Nguyen

VENDOR:                              SHIP TO:
Precision Springs Ltd.               Arden Medical Devices, Inc.
Unit 4, Kingsway Business Park       Receiving Dock B
Rochdale OL16 4NX                    55 Commerce Drive
United Kingdom                       Marlborough, MA 01752

Currency: USD     Terms: 2% 10 Net 45     FOB: Origin     Ship Via: Air freight

LN  PART NUMBER   DESCRIPTION                   QTY   UOM   UNIT PRICE   EXT PRICE   NEED BY
--  ------------  ----------------------------  ----  ----  ----------  ----------  ----------
 1  CS-0412-SS    Compression spring, 316 SS,   5000  EA        0.3840    1,920.00  2026-04-06
                  OD 4.1 mm, L 12 mm
 2  TS-2208       Torsion spring, music wire    2500  EA        0.5120    1,280.00  2026-04-06
 3  FAI-REPORT    First article inspection         1  LOT     450.0000      450.00  2026-03-23
                  report (FAI) per AS9102

                                                             TOTAL USD    3,650.00

Quality requirements: ISO 13485 certificate of conformance with each shipment.
Authorized by: ____________________
`,
    },
  ),
  fresh(
    'd-orderconf-fahrrad-de',
    'order_confirmation',
    'de',
    'eml',
    [
      str('bestellnummer', undefined, { required: true }),
      date('bestelldatum'),
      str('shop'),
      list('artikel', [str('name'), num('anzahl'), num('preis', 'Gesamtpreis der Position')]),
      num('versandkosten'),
      num('rabatt', 'Gutscheinwert als positiver Betrag'),
      num('gesamtsumme', undefined, true),
      str('zahlungsart'),
      obj('lieferanschrift', [str('name'), str('strasse'), str('plz'), str('ort')]),
      date('lieferung_fruehestens'),
    ],
    {
      bestellnummer: '100238847',
      bestelldatum: '2026-03-11',
      shop: 'fahrradteile-nord.de',
      artikel: [
        { name: 'Shimano Kette CN-HG601, 11-fach', anzahl: 1, preis: 29.95 },
        { name: 'Continental Grand Prix 5000, 28-622', anzahl: 2, preis: 89.8 },
        { name: 'Schwalbe Schlauch SV15, 28"', anzahl: 2, preis: 13.98 },
      ],
      versandkosten: 0,
      rabatt: 13.37,
      gesamtsumme: 120.36,
      zahlungsart: 'PayPal',
      lieferanschrift: { name: 'Tobias Vogel', strasse: 'Elbchaussee 301', plz: '22609', ort: 'Hamburg' },
      lieferung_fruehestens: '2026-03-13',
    },
    [
      'Bestellbestätigung Nr. 100238847',
      '',
      'Hallo Herr Vogel,',
      '',
      'vielen Dank für Ihre Bestellung bei fahrradteile-nord.de vom 11.03.2026. Wir haben folgende Artikel für Sie reserviert:',
      '',
      'Artikel\tMenge\tPreis',
      'Shimano Kette CN-HG601, 11-fach\t1\t29,95 €',
      'Continental Grand Prix 5000, 28-622\t2\t89,80 €',
      'Schwalbe Schlauch SV15, 28"\t2\t13,98 €',
      '',
      'Zwischensumme\t133,73 €',
      'Versand (DHL)\t0,00 €',
      'Gutschein FRÜHLING10\t-13,37 €',
      'Gesamtsumme\t120,36 €',
      '(enthält 19 % MwSt.: 19,22 €)',
      '',
      'Zahlungsart: PayPal',
      'Lieferanschrift: Tobias Vogel, Elbchaussee 301, 22609 Hamburg',
      'Voraussichtliche Lieferung: 13.03.–16.03.2026',
      '',
      'Viel Spaß beim Schrauben!',
      'Ihr Team von fahrradteile-nord.de',
    ],
  ),
  fresh(
    'd-orderconf-linen-en',
    'order_confirmation',
    'en',
    'html',
    [
      str('order_number', undefined, { required: true }),
      date('order_date'),
      list('items', [str('title'), num('quantity'), num('price')]),
      num('subtotal'),
      num('shipping'),
      num('tax'),
      num('order_total', undefined, true),
      date('latest_delivery'),
      obj('ship_to', [str('name'), str('city'), str('state'), str('zip')]),
      str('card_last4'),
    ],
    {
      order_number: 'WS-558210',
      order_date: '2026-03-02',
      items: [
        { title: 'Linen Duvet Cover, Queen, Sage', quantity: 1, price: 139 },
        { title: 'Stonewashed Pillowcases (set of 2)', quantity: 2, price: 98 },
        { title: 'Waffle Bath Towel, White', quantity: 4, price: 96 },
      ],
      subtotal: 333,
      shipping: 0,
      tax: 34.47,
      order_total: 367.47,
      latest_delivery: '2026-03-07',
      ship_to: { name: 'Rachel Kim', city: 'Seattle', state: 'WA', zip: '98115' },
      card_last4: '5521',
    },
    {
      raw: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Your Hearth &amp; Loom order</title></head><body>
<div class="logo">Hearth &amp; Loom</div>
<h1>Thanks for your order, Rachel!</h1>
<p>Order <b>#WS-558210</b> · Placed on March 2, 2026</p>
<p>Arriving <b>Thu, Mar 5 – Sat, Mar 7</b></p>
<div class="item"><div><p class="title">Linen Duvet Cover, Queen, Sage</p><p>Qty: 1</p><p class="price">$139.00</p></div></div>
<div class="item"><div><p class="title">Stonewashed Pillowcases (set of 2)</p><p>Qty: 2</p><p class="price">$98.00</p></div></div>
<div class="item"><div><p class="title">Waffle Bath Towel, White</p><p>Qty: 4</p><p class="price">$96.00</p></div></div>
<table class="totals">
<tr><td>Subtotal (7 items)</td><td>$333.00</td></tr>
<tr><td>Shipping</td><td>FREE</td></tr>
<tr><td>Estimated tax</td><td>$34.47</td></tr>
<tr><td><b>Order total</b></td><td><b>$367.47</b></td></tr>
</table>
<h3>Shipping to</h3>
<p>Rachel Kim<br>2417 NE 65th St<br>Seattle, WA 98115</p>
<h3>Payment</h3>
<p>Mastercard ending in 5521</p>
<p class="small">Questions? Reply to this e-mail or call 1-800-555-0199.</p>
</body></html>
`,
    },
  ),
];

export const FRESH_D: TCorpusDocument[] = [...DOCUMENTS, ...FRESH_D_MORE].map((document) => ({
  ...document,
  layout: FRESH_D_LAYOUT,
}));
