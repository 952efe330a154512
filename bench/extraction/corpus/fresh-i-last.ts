// Sealed set I, last part (see fresh-i.ts): payslips, a transfer confirmation, a hotel folio, shipping notices
// and a fixed-width ERP purchase order.

import { bool, date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const FRESH_I_LAST: TCorpusDocument[] = [
  fresh(
    'i-gehaltsabrechnung-de',
    'payslip',
    'de',
    'html',
    [
      str('personalnummer'),
      str('mitarbeiter'),
      str('abrechnungsmonat', "Monat und Jahr, z. B. '03/2026'"),
      num('steuerklasse'),
      list('bezuege', [str('lohnart'), num('betrag')]),
      num('gesamtbrutto'),
      num('lohnsteuer'),
      num('solidaritaetszuschlag'),
      num('kirchensteuer'),
      obj('sozialversicherung', [num('kv'), num('rv'), num('av'), num('pv')], 'Arbeitnehmeranteile'),
      num('nettoverdienst'),
      num('auszahlungsbetrag', undefined, true),
      str('iban'),
    ],
    {
      personalnummer: '01142',
      mitarbeiter: 'Aylin Demirci',
      abrechnungsmonat: '02/2026',
      steuerklasse: 1,
      bezuege: [
        { lohnart: 'Gehalt', betrag: 3850 },
        { lohnart: 'VWL AG-Anteil', betrag: 40 },
        { lohnart: 'Überstunden 6 Std. à 27,50', betrag: 165 },
      ],
      gesamtbrutto: 4055,
      lohnsteuer: 567.83,
      solidaritaetszuschlag: 0,
      kirchensteuer: 0,
      sozialversicherung: { kv: 355.83, rv: 377.12, av: 52.72, pv: 73.6 },
      nettoverdienst: 2627.9,
      auszahlungsbetrag: 2547.9,
      iban: 'DE03 3705 0198 0022 9144 77',
    },
    {
      raw: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Entgeltabrechnung 02/2026</title></head><body>
<p>Rheinland Logistik Services GmbH &middot; Hafenstraße 3 &middot; 50735 Köln</p>
<h2>Abrechnung der Brutto/Netto-Bezüge für Februar 2026</h2>
<table>
<tr><th>Pers.-Nr.</th><th>Name</th><th>StKl</th><th>Kinderfrb.</th><th>Konf.</th><th>Krankenkasse</th></tr>
<tr><td>01142</td><td>Aylin Demirci</td><td>1</td><td>0,0</td><td>--</td><td>BKK Nordlicht</td></tr>
</table>
<h3>Bezüge</h3>
<table>
<tr><th>Lohnart</th><th>Bezeichnung</th><th>Betrag</th></tr>
<tr><td>1000</td><td>Gehalt</td><td>3.850,00</td></tr>
<tr><td>1310</td><td>VWL AG-Anteil</td><td>40,00</td></tr>
<tr><td>1200</td><td>Überstunden 6 Std. à 27,50</td><td>165,00</td></tr>
<tr><td></td><td><b>Gesamt-Brutto</b></td><td><b>4.055,00</b></td></tr>
</table>
<table>
<tr><th>Steuer-Brutto</th><th>Lohnsteuer</th><th>Solidaritätszuschlag</th><th>Kirchensteuer</th></tr>
<tr><td>4.055,00</td><td>567,83</td><td>0,00</td><td>0,00</td></tr>
</table>
<table>
<tr><th>SV-Brutto</th><th>KV-Beitrag</th><th>RV-Beitrag</th><th>AV-Beitrag</th><th>PV-Beitrag</th></tr>
<tr><td>4.055,00</td><td>355,83</td><td>377,12</td><td>52,72</td><td>73,60</td></tr>
</table>
<table>
<tr><td>Steuerrechtliche Abzüge</td><td>567,83</td></tr>
<tr><td>SV-rechtliche Abzüge</td><td>859,27</td></tr>
<tr><td><b>Netto-Verdienst</b></td><td><b>2.627,90</b></td></tr>
<tr><td>Überweisung VWL (Bausparkasse)</td><td>-80,00</td></tr>
<tr><td><b>Auszahlungsbetrag</b></td><td><b>2.547,90</b></td></tr>
</table>
<p>Überweisung an: DE03 3705 0198 0022 9144 77 (Sparkasse KölnBonn)</p>
</body></html>
`,
    },
  ),
  fresh(
    'i-ueberweisung-de',
    'bank_transfer',
    'de',
    'png',
    [
      str('auftraggeber'),
      str('auftraggeber_iban'),
      obj('empfaenger', [str('name'), str('iban'), str('bic')]),
      num('betrag', undefined, true),
      str('verwendungszweck'),
      date('ausfuehrungsdatum'),
      bool('echtzeitueberweisung'),
      str('auftragsnummer'),
      str('status', "'ausgeführt', 'vorgemerkt' oder 'abgelehnt'"),
    ],
    {
      auftraggeber: 'Theresa Wimmer',
      auftraggeber_iban: 'DE72 6845 2290 0000 7382 15',
      empfaenger: { name: 'Autohaus Kiefer GmbH', iban: 'DE91 6007 0070 0512 8463 00', bic: 'DEUTDESSXXX' },
      betrag: 1349,
      verwendungszweck: 'Rechnung 2026-0219 Inspektion',
      ausfuehrungsdatum: '2026-03-04',
      echtzeitueberweisung: false,
      auftragsnummer: '7712-0093-5518',
      status: 'ausgeführt',
    },
    [
      'Sparkasse Hochrhein - Online-Banking',
      'Auftragsbestätigung SEPA-Überweisung',
      '',
      'Auftraggeber\tTheresa Wimmer',
      'Konto\tDE72 6845 2290 0000 7382 15',
      'Empfänger\tAutohaus Kiefer GmbH',
      'IBAN Empfänger\tDE91 6007 0070 0512 8463 00',
      'BIC\tDEUTDESSXXX',
      'Betrag\t1.349,00 EUR',
      'Verwendungszweck\tRechnung 2026-0219 Inspektion',
      'Ausführungsdatum\t04.03.2026',
      'Echtzeitüberweisung\tnein',
      'Auftragsnummer\t7712-0093-5518',
      'Status\tausgeführt',
    ],
  ),
  fresh(
    'i-hotel-folio-en',
    'hotel_folio',
    'en',
    'pdf',
    [
      str('folio_number', undefined, { required: true }),
      str('confirmation_number'),
      str('guest_name'),
      str('room_number'),
      date('arrival'),
      date('departure'),
      str('rate_plan'),
      num('nightly_rate'),
      list('charges', [date('date'), str('description'), num('amount')], 'Charges only, not payments'),
      num('total_charges'),
      num('payment_amount'),
      str('card_last4'),
      num('balance_due', undefined, true),
    ],
    {
      folio_number: '228174',
      confirmation_number: '88130472',
      guest_name: 'Ingrid Solberg',
      room_number: '512',
      arrival: '2026-04-06',
      departure: '2026-04-09',
      rate_plan: 'AAA Member',
      nightly_rate: 189,
      charges: [
        { date: '2026-04-06', description: 'Room Charge', amount: 189 },
        { date: '2026-04-06', description: 'State Lodging Tax 9%', amount: 17.01 },
        { date: '2026-04-07', description: 'Room Charge', amount: 189 },
        { date: '2026-04-07', description: 'State Lodging Tax 9%', amount: 17.01 },
        { date: '2026-04-07', description: 'Harbor Grille', amount: 46.8 },
        { date: '2026-04-08', description: 'Room Charge', amount: 189 },
        { date: '2026-04-08', description: 'State Lodging Tax 9%', amount: 17.01 },
        { date: '2026-04-08', description: 'Valet Parking', amount: 25 },
      ],
      total_charges: 689.83,
      payment_amount: 689.83,
      card_last4: '2290',
      balance_due: 0,
    },
    [
      'THE HARBORVIEW INN & SUITES',
      '77 Wharf St, Portland, ME 04101 - (207) 555-0170',
      '',
      'GUEST FOLIO',
      'Guest: Ingrid Solberg\tRoom: 512',
      'Arrival: 04/06/2026\tDeparture: 04/09/2026',
      'Folio No: 228174\tRate Plan: AAA Member',
      'Conf. No: 88130472\tRate: $189.00 / night',
      '',
      'Date\tDescription\tCharges\tCredits',
      '04/06/26\tRoom Charge\t189.00\t',
      '04/06/26\tState Lodging Tax 9%\t17.01\t',
      '04/07/26\tRoom Charge\t189.00\t',
      '04/07/26\tState Lodging Tax 9%\t17.01\t',
      '04/07/26\tHarbor Grille\t46.80\t',
      '04/08/26\tRoom Charge\t189.00\t',
      '04/08/26\tState Lodging Tax 9%\t17.01\t',
      '04/08/26\tValet Parking\t25.00\t',
      '04/09/26\tVisa ****2290\t\t689.83',
      '',
      '\tTotal\t689.83\t689.83',
      '\tBalance Due\t0.00\t',
      '',
      'I agree that my liability for this bill is not waived. Thank you for staying with us!',
    ],
  ),
  fresh(
    'i-versandbestaetigung-de',
    'shipping_notice',
    'de',
    'eml',
    [
      str('bestellnummer', undefined, { required: true }),
      date('versanddatum'),
      str('versanddienstleister'),
      str('sendungsnummer'),
      date('voraussichtliche_zustellung'),
      obj('lieferadresse', [str('name'), str('strasse'), str('plz_ort')]),
      list('artikel', [str('bezeichnung'), num('menge')]),
      num('paketgewicht_kg', 'Gewicht des Pakets in kg'),
      bool('teillieferung', 'true, wenn noch Artikel nachgeliefert werden'),
    ],
    {
      bestellnummer: '100-4471',
      versanddatum: '2026-03-03',
      versanddienstleister: 'DHL',
      sendungsnummer: '00340434161094022115',
      voraussichtliche_zustellung: '2026-03-05',
      lieferadresse: { name: 'Clara Voss', strasse: 'Bergstraße 27a', plz_ort: '69120 Heidelberg' },
      artikel: [
        { bezeichnung: 'Darjeeling First Flush 2025, 100 g', menge: 2 },
        { bezeichnung: 'Sencha Fukuyu Bio, 250 g', menge: 1 },
        { bezeichnung: 'Teedose Washi, blau', menge: 1 },
      ],
      paketgewicht_kg: 1.25,
      teillieferung: false,
    },
    {
      raw: [
        'From: Teeladen am Markt <shop@teeladen-am-markt.example>',
        'To: Clara Voss <clara.voss@mail.example>',
        'Subject: =?utf-8?Q?Ihre_Bestellung_100-4471_ist_unterwegs?=',
        'Date: Tue, 03 Mar 2026 16:22:40 +0100',
        'Message-ID: <ship-100-4471@teeladen-am-markt.example>',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        'Hallo Clara Voss,',
        '',
        'gute Nachrichten: Ihre Bestellung 100-4471 hat heute, am 03.03.2026, unser Lager verlassen.',
        'Alle bestellten Artikel sind in einem Paket, es folgt keine weitere Lieferung.',
        '',
        'Versand mit DHL, Sendungsnummer 00340434161094022115',
        'Voraussichtliche Zustellung: Donnerstag, 5. März 2026',
        'Gewicht: 1.250 g',
        '',
        'Lieferadresse:',
        '  Clara Voss',
        '  Bergstraße 27a',
        '  69120 Heidelberg',
        '',
        'Im Paket:',
        '  2 x Darjeeling First Flush 2025, 100 g',
        '  1 x Sencha Fukuyu Bio, 250 g',
        '  1 x Teedose Washi, blau',
        '',
        'Sie können Ihre Sendung jederzeit unter dhl.example/sendungsverfolgung verfolgen.',
        '',
        'Herzliche Grüße aus der Altstadt',
        'Ihr Team vom Teeladen am Markt',
        '',
        '--',
        'Teeladen am Markt, Inh. Jonas Reuter, Marktplatz 6, 69117 Heidelberg',
        'Tel. 06221 43 87 10 · USt-IdNr. DE 287 441 905',
        '',
      ].join('\r\n'),
    },
  ),
  fresh(
    'i-payslip-en',
    'payslip',
    'en',
    'docx',
    [
      str('employer'),
      str('employeeName'),
      str('employeeNumber'),
      str('niNumber', 'National Insurance number'),
      str('taxCode'),
      date('payDate'),
      num('taxPeriod', 'month number of the tax year'),
      list('payments', [str('description'), num('units'), num('rate'), num('amount')]),
      num('grossPay'),
      obj('deductions', [num('paye'), num('nationalInsurance'), num('pension'), num('studentLoan')]),
      num('totalDeductions'),
      num('netPay', undefined, true),
      obj('yearToDate', [num('grossPay'), num('tax'), num('nationalInsurance')]),
    ],
    {
      employer: 'Calder Valley Joinery Ltd',
      employeeName: 'Thomas Reid',
      employeeNumber: '0087',
      niNumber: 'QQ 12 34 56 C',
      taxCode: '1257L',
      payDate: '2026-02-27',
      taxPeriod: 11,
      payments: [
        { description: 'Basic Salary', amount: 2450 },
        { description: 'Overtime x1.5', units: 8, rate: 21.2, amount: 169.6 },
      ],
      grossPay: 2619.6,
      deductions: { paye: 273.2, nationalInsurance: 125.73, pension: 130.98, studentLoan: 22 },
      totalDeductions: 551.91,
      netPay: 2067.69,
      yearToDate: { grossPay: 28411.3, tax: 2903.4, nationalInsurance: 1312.58 },
    },
    [
      'Calder Valley Joinery Ltd',
      'PAYSLIP',
      '',
      'Employee\tEmployee No.\tNI Number\tTax Code',
      'Thomas Reid\t0087\tQQ 12 34 56 C\t1257L',
      '',
      'Pay date\tTax period\tPay method',
      '27/02/2026\tMonth 11\tBACS',
      '',
      'Payments\tUnits\tRate\tAmount',
      'Basic Salary\t\t\t2,450.00',
      'Overtime x1.5\t8.00\t21.20\t169.60',
      'Total gross pay\t\t\t2,619.60',
      '',
      'Deductions\tAmount',
      'PAYE Tax\t273.20',
      'National Insurance\t125.73',
      'Pension (5%)\t130.98',
      'Student Loan (Plan 2)\t22.00',
      'Total deductions\t551.91',
      '',
      'NET PAY: £2,067.69',
      '',
      'Year to date\tGross\tTax\tNI',
      '\t28,411.30\t2,903.40\t1,312.58',
    ],
  ),
  fresh(
    'i-ship-notice-en',
    'shipping_notice',
    'en',
    'html',
    [
      str('asn_number', 'Advance ship notice number', { required: true }),
      str('po_number'),
      date('ship_date'),
      date('expected_delivery'),
      str('carrier'),
      str('pro_number'),
      str('bol_number'),
      obj('ship_to', [str('name'), str('city_state')]),
      num('pallets'),
      num('total_weight_lb'),
      list('lines', [str('sku'), str('description'), num('qty_shipped'), num('qty_backordered')]),
    ],
    {
      asn_number: 'ASN-0091827',
      po_number: 'RK-PO-55016',
      ship_date: '2026-03-18',
      expected_delivery: '2026-03-25',
      carrier: 'Old Dominion Freight Line',
      pro_number: '07733218845',
      bol_number: 'BOL-2026-31877',
      ship_to: { name: 'Redkettle Restaurant Group - DC 2', city_state: 'Columbus, OH' },
      pallets: 3,
      total_weight_lb: 1184,
      lines: [
        { sku: 'HX-2210', description: 'Stainless Prep Table 48"', qty_shipped: 6, qty_backordered: 0 },
        { sku: 'HX-3305', description: 'Wire Shelving Unit 5-tier', qty_shipped: 10, qty_backordered: 2 },
        { sku: 'HX-0147', description: 'Sheet Pan Rack, mobile', qty_shipped: 4, qty_backordered: 0 },
      ],
    },
    {
      raw: `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>Advance Ship Notice ASN-0091827</title></head><body>
<h1>Halex Foodservice Equipment &ndash; Advance Ship Notice</h1>
<p>ASN #: <b>ASN-0091827</b> &nbsp;|&nbsp; Customer PO: <b>RK-PO-55016</b></p>
<table border="1">
<tr><th>Ship date</th><th>Carrier</th><th>PRO #</th><th>BOL #</th><th>Est. delivery</th></tr>
<tr><td>2026-03-18</td><td>Old Dominion Freight Line</td><td>07733218845</td><td>BOL-2026-31877</td><td>Wed 03/25/2026</td></tr>
</table>
<h3>Ship to</h3>
<p>Redkettle Restaurant Group - DC 2<br>4400 Alum Creek Dr<br>Columbus, OH 43207<br>Dock hours: Mon-Fri 6:00 AM - 2:00 PM</p>
<h3>Contents</h3>
<table border="1">
<tr><th>SKU</th><th>Description</th><th>Ordered</th><th>Shipped</th><th>Backordered</th></tr>
<tr><td>HX-2210</td><td>Stainless Prep Table 48"</td><td>6</td><td>6</td><td>0</td></tr>
<tr><td>HX-3305</td><td>Wire Shelving Unit 5-tier</td><td>12</td><td>10</td><td>2</td></tr>
<tr><td>HX-0147</td><td>Sheet Pan Rack, mobile</td><td>4</td><td>4</td><td>0</td></tr>
</table>
<p>Handling units: 3 pallets, total weight 1,184 lbs (537 kg). Backordered items ship separately under a new ASN.</p>
<p>Questions: logistics@halex.example &middot; (614) 555-0123</p>
</body></html>
`,
    },
  ),
  fresh(
    'i-purchase-order-erp-en',
    'purchase_order',
    'en',
    'txt',
    [
      str('poNumber', undefined, { required: true }),
      date('poDate'),
      obj('vendor', [str('id'), str('name')]),
      str('shipTo', 'Company name of the ship-to address'),
      str('buyer'),
      str('paymentTerms', 'as printed'),
      str('fob', "'origin' or 'destination'"),
      str('shipVia'),
      date('requestedDelivery'),
      list('lines', [
        num('line'),
        str('itemNo'),
        str('description'),
        num('qty'),
        str('uom'),
        num('unitCost'),
        num('extCost'),
      ]),
      num('merchandiseTotal'),
      num('freight'),
      num('salesTax'),
      num('poTotal', undefined, true),
    ],
    {
      poNumber: '7700-31884',
      poDate: '2026-02-19',
      vendor: { id: '100442', name: 'PACIFIC RIM FASTENERS CO' },
      shipTo: 'MERIDIAN MEDICAL DEVICES INC',
      buyer: 'K. NAKAMURA',
      paymentTerms: '2% 10 NET 45',
      fob: 'origin',
      shipVia: 'UPS FREIGHT',
      requestedDelivery: '2026-03-06',
      lines: [
        {
          line: 1,
          itemNo: 'SS-M3-0806',
          description: 'SCREW, PAN HD, M3 X 8, 316 SS',
          qty: 5000,
          uom: 'EA',
          unitCost: 0.042,
          extCost: 210,
        },
        {
          line: 2,
          itemNo: 'SS-M3-NUT',
          description: 'NUT, HEX, M3, 316 SS',
          qty: 5000,
          uom: 'EA',
          unitCost: 0.0185,
          extCost: 92.5,
        },
        {
          line: 3,
          itemNo: 'TI-WSH-M4',
          description: 'WASHER, FLAT, M4, TITANIUM GR 5',
          qty: 2000,
          uom: 'EA',
          unitCost: 0.315,
          extCost: 630,
        },
        {
          line: 4,
          itemNo: 'PKG-ESD-04',
          description: 'BAG, ESD SHIELDING, 4 X 6 IN',
          qty: 10,
          uom: 'PK',
          unitCost: 18.75,
          extCost: 187.5,
        },
      ],
      merchandiseTotal: 1120,
      freight: 85,
      salesTax: 0,
      poTotal: 1205,
    },
    {
      raw: `MERIDIAN MEDICAL DEVICES INC
PURCHASE ORDER                                              PO NUMBER: 7700-31884
                                                              PO DATE: 02/19/2026
                                                                 PAGE: 1 OF 1
VENDOR: 100442                          SHIP TO:
  PACIFIC RIM FASTENERS CO                MERIDIAN MEDICAL DEVICES INC
  2780 HARBOR BLVD                        RECEIVING DOCK 4
  COSTA MESA CA 92626                     1450 TECH CENTER DR
                                          SAN JOSE CA 95131

BUYER: K. NAKAMURA    TERMS: 2% 10 NET 45    FOB: ORIGIN    SHIP VIA: UPS FREIGHT
REQ. DELIVERY: 03/06/2026

LN  ITEM NO      DESCRIPTION                         QTY  UOM   UNIT COST    EXT COST
--  -----------  --------------------------------  -----  ---  ----------  ----------
 1  SS-M3-0806   SCREW, PAN HD, M3 X 8, 316 SS      5000  EA       0.0420      210.00
 2  SS-M3-NUT    NUT, HEX, M3, 316 SS               5000  EA       0.0185       92.50
 3  TI-WSH-M4    WASHER, FLAT, M4, TITANIUM GR 5    2000  EA       0.3150      630.00
                 ** CERT OF CONFORMANCE REQUIRED **
 4  PKG-ESD-04   BAG, ESD SHIELDING, 4 X 6 IN         10  PK      18.7500      187.50
                                                                           ----------
                                                   MERCHANDISE TOTAL         1,120.00
                                                   FREIGHT (EST)                85.00
                                                   SALES TAX                     0.00
                                                   PO TOTAL                  1,205.00

AUTHORIZED BY: J. WHITCOMB, PURCHASING MGR
ACKNOWLEDGE THIS ORDER WITHIN 48 HOURS. PO NUMBER MUST APPEAR ON ALL PACKING LISTS AND INVOICES.
`,
    },
  ),
];
