// More of development set tables16 (layout set in dev-tables16.ts): an expense report whose HTML header spans two
// rows, delivery notes (ordered/delivered/backordered, no prices), lab reports with group headings and reference
// ranges, a timesheet with wrapped tasks and weekly subtotals, purchase orders with item numbers and delivery dates
// (a second line per row; a table over two pages), receipts with "2x Item" rows, weighed goods and discount rows.
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_TABLES16_MORE: TCorpusDocument[] = [
  // An expense report exported from a web app: the header over two rows, the purpose wrapped by a <br>.
  fresh(
    'expenses-en',
    'expense_report',
    'en',
    'html',
    [
      str('report_id'),
      num('total_reimbursable'),
      list('expenses', [date('date'), str('purpose'), str('category'), num('amount')]),
    ],
    {
      report_id: 'EXP-11832',
      total_reimbursable: 948.37,
      expenses: [
        { date: '2026-04-06', purpose: 'Flight to Denver for Q2 partner review', category: 'Airfare', amount: 412.6 },
        { date: '2026-04-06', purpose: 'Taxi airport to hotel', category: 'Ground transport', amount: 48.25 },
        { date: '2026-04-07', purpose: 'Hotel, 2 nights', category: 'Lodging', amount: 398 },
        { date: '2026-04-07', purpose: 'Dinner with partner team (4 attendees)', category: 'Meals', amount: 89.52 },
      ],
    },
    {
      raw: `<!doctype html>
<html><head><meta charset="utf-8"><title>Expense report EXP-11832</title>
<style>table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px}.num{text-align:right}</style>
</head><body>
<h2>Expense Report EXP-11832</h2>
<p>Submitted by <b>Marcus Lee</b> &middot; Department: Partner Sales &middot; Submitted 04/10/2026</p>
<table>
<thead>
<tr><th rowspan="2">Date</th><th rowspan="2">Business purpose</th><th rowspan="2">Expense<br>category</th><th colspan="2">Amount</th></tr>
<tr><th>Currency</th><th>USD</th></tr>
</thead>
<tbody>
<tr><td>04/06/2026</td><td>Flight to Denver for Q2<br>partner review</td><td>Airfare</td><td>USD</td><td class="num">412.60</td></tr>
<tr><td>04/06/2026</td><td>Taxi airport to hotel</td><td>Ground transport</td><td>USD</td><td class="num">48.25</td></tr>
<tr><td>04/07/2026</td><td>Hotel, 2 nights</td><td>Lodging</td><td>USD</td><td class="num">398.00</td></tr>
<tr><td>04/07/2026</td><td>Dinner with partner team<br>(4 attendees)</td><td>Meals</td><td>USD</td><td class="num">89.52</td></tr>
</tbody>
<tfoot>
<tr><td colspan="4"><b>Total reimbursable</b></td><td class="num"><b>948.37</b></td></tr>
</tfoot>
</table>
<p>Approved by: Karen Doyle, 04/12/2026</p>
</body></html>`,
    },
  ),
  // A German delivery note as fixed-width text: ordered/delivered/backorder, a description wrapping, no prices.
  fresh(
    'lieferschein-de',
    'delivery_note',
    'de',
    'txt',
    [
      str('lieferscheinnummer'),
      date('lieferdatum'),
      list('positionen', [
        str('artikelnummer'),
        str('bezeichnung'),
        num('bestellt'),
        num('geliefert'),
        num('rueckstand'),
      ]),
    ],
    {
      lieferscheinnummer: 'LS 260412-07',
      lieferdatum: '2026-04-12',
      positionen: [
        {
          artikelnummer: '4711-220',
          bezeichnung: 'Schraube DIN 933 M8x30 verzinkt',
          bestellt: 500,
          geliefert: 500,
          rueckstand: 0,
        },
        {
          artikelnummer: '4711-245',
          bezeichnung: 'Mutter DIN 934 M8 verzinkt',
          bestellt: 500,
          geliefert: 300,
          rueckstand: 200,
        },
        {
          artikelnummer: '8820-010',
          bezeichnung: 'Unterlegscheibe DIN 125 A 8,4',
          bestellt: 1000,
          geliefert: 1000,
          rueckstand: 0,
        },
        {
          artikelnummer: '9100-002',
          bezeichnung: 'Kabelbinder 200x4,8 schwarz, UV-beständig',
          bestellt: 200,
          geliefert: 0,
          rueckstand: 200,
        },
      ],
    },
    {
      raw: `Würth-Vertrieb Schmitt KG · Industriestr. 12 · 74653 Künzelsau

Metallbau Engel GmbH
Wiesenweg 3
97980 Bad Mergentheim

LIEFERSCHEIN                       Lieferschein-Nr.:  LS 260412-07
                                   Lieferdatum:       12.04.2026
                                   Ihre Bestellung:   B-7781 vom 02.04.2026

Pos  Artikel-Nr.  Bezeichnung                        bestellt  geliefert  Rückstand  ME
---------------------------------------------------------------------------------------
10   4711-220     Schraube DIN 933 M8x30 verzinkt         500        500          0  Stk
20   4711-245     Mutter DIN 934 M8 verzinkt              500        300        200  Stk
30   8820-010     Unterlegscheibe DIN 125 A 8,4         1.000      1.000          0  Stk
40   9100-002     Kabelbinder 200x4,8 schwarz,            200          0        200  Pck
                  UV-beständig
---------------------------------------------------------------------------------------
Packstücke: 2 Kartons   Gewicht: 18,4 kg

Rückstände werden nachgeliefert. Ware erhalten: ______________________
`,
    },
  ),
  // A US packing slip as a scan: ordered, shipped and back-ordered quantities.
  fresh(
    'packing-slip-en',
    'delivery_note',
    'en',
    'scan',
    [
      str('order_number'),
      list('lines', [str('item_number'), str('description'), num('ordered'), num('shipped'), num('backordered')]),
    ],
    {
      order_number: 'SO-558102',
      lines: [
        { item_number: 'HX-2210', description: 'Hex key set, 9 pc metric', ordered: 12, shipped: 12, backordered: 0 },
        { item_number: 'TB-0450', description: 'Tool bag 16 in. heavy duty', ordered: 4, shipped: 1, backordered: 3 },
        {
          item_number: 'SG-1187',
          description: 'Safety glasses, clear, ANSI Z87.1',
          ordered: 24,
          shipped: 24,
          backordered: 0,
        },
        { item_number: 'WG-3300', description: 'Work gloves, size L', ordered: 10, shipped: 0, backordered: 10 },
      ],
    },
    [
      'GRAINGER INDUSTRIAL SUPPLY',
      'PACKING SLIP',
      'Order No: SO-558102\tShip Date: 03/20/2026',
      'Ship To: Fairview Maintenance Dept., 80 Elm St, Fairview NJ 07022',
      '',
      'Line\tItem #\tDescription\tQty Ordered\tQty Shipped\tBack Order',
      '1\tHX-2210\tHex key set, 9 pc metric\t12\t12\t0',
      '2\tTB-0450\tTool bag 16 in. heavy duty\t4\t1\t3',
      '3\tSG-1187\tSafety glasses, clear, ANSI Z87.1\t24\t24\t0',
      '4\tWG-3300\tWork gloves, size L\t10\t0\t10',
      'Total pieces shipped\t\t\t\t37\t',
      '',
      'Back-ordered items will ship when available at no additional freight charge.',
    ],
  ),
  // A German lab report: group headings between the rows, a flag column, reference ranges with dashes and "<".
  fresh(
    'labor-de',
    'lab_report',
    'de',
    'pdf',
    [
      str('auftragsnummer'),
      list('befunde', [str('untersuchung'), num('ergebnis'), str('einheit'), str('referenzbereich')]),
    ],
    {
      auftragsnummer: '2603-114402',
      befunde: [
        { untersuchung: 'Leukozyten', ergebnis: 6.8, einheit: 'G/l', referenzbereich: '3,9 - 10,2' },
        { untersuchung: 'Erythrozyten', ergebnis: 4.71, einheit: 'T/l', referenzbereich: '4,3 - 5,8' },
        { untersuchung: 'Hämoglobin', ergebnis: 14.2, einheit: 'g/dl', referenzbereich: '13,5 - 17,5' },
        { untersuchung: 'Thrombozyten', ergebnis: 251, einheit: 'G/l', referenzbereich: '150 - 370' },
        { untersuchung: 'Glucose (nüchtern)', ergebnis: 108, einheit: 'mg/dl', referenzbereich: '70 - 99' },
        { untersuchung: 'Kreatinin', ergebnis: 0.94, einheit: 'mg/dl', referenzbereich: '0,70 - 1,20' },
        { untersuchung: 'GPT (ALT)', ergebnis: 41, einheit: 'U/l', referenzbereich: '< 50' },
        { untersuchung: 'TSH', ergebnis: 2.13, einheit: 'mU/l', referenzbereich: '0,27 - 4,20' },
      ],
    },
    [
      'MVZ Labor Dr. Limbach Rhein-Main',
      'Befundbericht\tAuftragsnummer: 2603-114402',
      'Patient: Weber, Klaus, geb. 14.07.1968\tEingang: 16.03.2026 08:12',
      'Einsender: Praxis Dr. med. Ulrike Brandt, Offenbach',
      '',
      'Untersuchung\tErgebnis\t\tEinheit\tReferenzbereich',
      'Blutbild',
      'Leukozyten\t6,8\t\tG/l\t3,9 - 10,2',
      'Erythrozyten\t4,71\t\tT/l\t4,3 - 5,8',
      'Hämoglobin\t14,2\t\tg/dl\t13,5 - 17,5',
      'Thrombozyten\t251\t\tG/l\t150 - 370',
      'Klinische Chemie',
      'Glucose (nüchtern)\t108\t+\tmg/dl\t70 - 99',
      'Kreatinin\t0,94\t\tmg/dl\t0,70 - 1,20',
      'GPT (ALT)\t41\t\tU/l\t< 50',
      'Endokrinologie',
      'TSH\t2,13\t\tmU/l\t0,27 - 4,20',
      '',
      '+ = oberhalb des Referenzbereichs',
      'Technisch und medizinisch validiert: Dr. med. P. Sommer, 16.03.2026',
    ],
  ),
  // A US lab report as a picture: test, result, flag, units, reference interval.
  fresh(
    'lab-en',
    'lab_report',
    'en',
    'png',
    [
      str('specimen_id'),
      list('results', [str('test'), num('result'), str('flag'), str('units'), str('reference_interval')]),
    ],
    {
      specimen_id: 'LC-0761-4492-0',
      results: [
        { test: 'Cholesterol, Total', result: 231, flag: 'High', units: 'mg/dL', reference_interval: '100-199' },
        { test: 'Triglycerides', result: 142, units: 'mg/dL', reference_interval: '0-149' },
        { test: 'HDL Cholesterol', result: 52, units: 'mg/dL', reference_interval: '>39' },
        { test: 'LDL Chol Calc (NIH)', result: 153, flag: 'High', units: 'mg/dL', reference_interval: '0-99' },
        { test: 'Hemoglobin A1c', result: 5.4, units: '%', reference_interval: '4.8-5.6' },
      ],
    },
    [
      'PACIFIC DIAGNOSTIC LABORATORIES',
      'Patient: RAMIREZ, ELENA\tDOB: 09/22/1975\tSpecimen ID: LC-0761-4492-0',
      'Collected: 02/11/2026 07:45\tReported: 02/12/2026 14:02',
      'Ordering physician: J. PATEL, MD',
      '',
      'TESTS\tRESULT\tFLAG\tUNITS\tREFERENCE INTERVAL',
      'Lipid Panel',
      'Cholesterol, Total\t231\tHigh\tmg/dL\t100-199',
      'Triglycerides\t142\t\tmg/dL\t0-149',
      'HDL Cholesterol\t52\t\tmg/dL\t>39',
      'LDL Chol Calc (NIH)\t153\tHigh\tmg/dL\t0-99',
      'Hemoglobin A1c',
      'Hemoglobin A1c\t5.4\t\t%\t4.8-5.6',
      '',
      'Final report. Please contact the laboratory with questions: (800) 555-0142',
    ],
  ),
  // A consultant's timesheet as fixed-width text: tasks wrapping to a second line, a subtotal after each week.
  fresh(
    'timesheet-en',
    'timesheet',
    'en',
    'txt',
    [str('consultant'), num('total_hours'), list('entries', [date('date'), str('project'), str('task'), num('hours')])],
    {
      consultant: 'Priya Natarajan',
      total_hours: 37,
      entries: [
        { date: '2026-06-01', project: 'ACME-114', task: 'Requirements workshop with client stakeholders', hours: 6.5 },
        { date: '2026-06-02', project: 'ACME-114', task: 'Data model draft', hours: 7 },
        { date: '2026-06-04', project: 'ACME-120', task: 'Code review and fixes for billing export', hours: 5.5 },
        { date: '2026-06-08', project: 'ACME-114', task: 'Data model revisions after client feedback', hours: 8 },
        { date: '2026-06-09', project: 'ACME-120', task: 'Deployment to staging, smoke tests', hours: 4 },
        { date: '2026-06-11', project: 'ACME-114', task: 'Handover documentation', hours: 6 },
      ],
    },
    {
      raw: `NORTHBRIDGE CONSULTING LLC - TIMESHEET
Consultant: Priya Natarajan            Client: Acme Freight Inc.
Period: 06/01/2026 - 06/14/2026        PO: 4500018830

Date        Project     Task                                          Hours
--------------------------------------------------------------------------
Mon 06/01   ACME-114    Requirements workshop with client               6.5
                        stakeholders
Tue 06/02   ACME-114    Data model draft                                7.0
Thu 06/04   ACME-120    Code review and fixes for billing               5.5
                        export
                        Week 23 subtotal                               19.0
Mon 06/08   ACME-114    Data model revisions after client               8.0
                        feedback
Tue 06/09   ACME-120    Deployment to staging, smoke tests              4.0
Thu 06/11   ACME-114    Handover documentation                          6.0
                        Week 24 subtotal                               18.0
--------------------------------------------------------------------------
TOTAL HOURS                                                            37.0

Approved: ____________________   Date: __________
`,
    },
  ),
  // A German purchase order: a second line per row (manufacturer, drawing), a delivery date per row.
  fresh(
    'bestellung-de',
    'purchase_order',
    'de',
    'docx',
    [
      str('bestellnummer'),
      num('gesamtbetrag_netto'),
      list('positionen', [
        str('artikelnummer'),
        str('bezeichnung'),
        num('menge'),
        date('liefertermin'),
        num('einzelpreis'),
        num('gesamtpreis'),
      ]),
    ],
    {
      bestellnummer: '4500207731',
      gesamtbetrag_netto: 2716.9,
      positionen: [
        {
          artikelnummer: '300-1145',
          bezeichnung: 'Kugellager 6204-2RS',
          menge: 200,
          liefertermin: '2026-06-15',
          einzelpreis: 3.85,
          gesamtpreis: 770,
        },
        {
          artikelnummer: '300-2210',
          bezeichnung: 'Wellendichtring 20x35x7 NBR',
          menge: 500,
          liefertermin: '2026-06-15',
          einzelpreis: 0.62,
          gesamtpreis: 310,
        },
        {
          artikelnummer: '410-0087',
          bezeichnung: 'Zahnriemen HTD 8M-1200-30',
          menge: 25,
          liefertermin: '2026-07-01',
          einzelpreis: 41.5,
          gesamtpreis: 1037.5,
        },
        {
          artikelnummer: '520-3301',
          bezeichnung: 'Drehteil Welle Ø20 nach Zeichnung',
          menge: 60,
          liefertermin: '2026-07-20',
          einzelpreis: 9.99,
          gesamtpreis: 599.4,
        },
      ],
    },
    [
      'Antriebstechnik Lenz GmbH · Einkauf · Gewerbering 9 · 88212 Ravensburg',
      '',
      'Bestellung Nr. 4500207731\tDatum: 20.05.2026',
      'Lieferant: Kugel & Co. Wälzlager GmbH, Lieferantennr. 70114',
      'Ansprechpartner: Herr Frank Zeller, Tel. 0751 88120-31',
      '',
      'Pos.\tArtikelnr.\tBezeichnung\tMenge\tME\tLiefertermin\tEinzelpreis\tGesamtpreis',
      '10\t300-1145\tKugellager 6204-2RS\t200\tStk\t15.06.2026\t3,85\t770,00',
      '\t\tHersteller: SKF oder gleichwertig\t\t\t\t\t',
      '20\t300-2210\tWellendichtring 20x35x7 NBR\t500\tStk\t15.06.2026\t0,62\t310,00',
      '\t\tIhre Art.-Nr. WDR-203507\t\t\t\t\t',
      '30\t410-0087\tZahnriemen HTD 8M-1200-30\t25\tStk\t01.07.2026\t41,50\t1.037,50',
      '40\t520-3301\tDrehteil Welle Ø20 nach Zeichnung\t60\tStk\t20.07.2026\t9,99\t599,40',
      '\t\tZeichnung Z-520-3301 Rev. C, Werkstoff 1.4305\t\t\t\t\t',
      '\t\t\t\t\tGesamtbetrag netto\t\t2.716,90',
      '',
      'Lieferbedingung: frei Haus. Zahlung: 14 Tage 2 % Skonto, 30 Tage netto.',
      'Bitte bestätigen Sie diese Bestellung innerhalb von 3 Tagen.',
    ],
  ),
  // A grocery receipt as fixed-width text: "2x Item" rows, discount rows under the item they reduce.
  fresh(
    'grocery-receipt-en',
    'receipt',
    'en',
    'txt',
    [str('store'), num('total'), num('total_savings'), list('items', [str('name'), num('quantity'), num('price')])],
    {
      store: 'Harbor Grocery Co-op',
      total: 23.18,
      total_savings: 2.65,
      items: [
        { name: 'Organic Bananas', quantity: 2, price: 3.38 },
        { name: 'Sourdough Loaf', quantity: 1, price: 6.49 },
        { name: 'Greek Yogurt 150g', quantity: 3, price: 5.97 },
        { name: 'Olive Oil 500ml', quantity: 1, price: 9.99 },
      ],
    },
    {
      raw: `        HARBOR GROCERY CO-OP
     410 Water St, Portland ME
         (207) 555-0188

03/21/2026 17:42   Reg 3   Trans 88412

2x Organic Bananas             $3.38
Sourdough Loaf                 $6.49
   Member Discount            -$0.65
3x Greek Yogurt 150g           $5.97
Olive Oil 500ml                $9.99
   Coupon OLIVE2              -$2.00
------------------------------------
SUBTOTAL                      $23.18
TAX                            $0.00
TOTAL                         $23.18
VISA ************2231         $23.18

YOU SAVED                      $2.65
       Thank you, member #20417!
`,
    },
  ),
  // A German supermarket receipt as a scan: quantity sub-lines ("4 Stk x 0,45", weighed goods), a discount row.
  fresh(
    'kassenbon-de',
    'receipt',
    'de',
    'scan',
    [str('markt'), num('summe'), list('artikel', [str('bezeichnung'), num('menge'), num('preis')])],
    {
      markt: 'REWE',
      summe: 13.17,
      artikel: [
        { bezeichnung: 'BIO VOLLMILCH 3,8%', menge: 1, preis: 1.19 },
        { bezeichnung: 'BROETCHEN KORN', menge: 4, preis: 1.8 },
        { bezeichnung: 'APFEL BRAEBURN', menge: 1.234, preis: 3.69 },
        { bezeichnung: 'KAFFEE CREMA 1KG', menge: 1, preis: 6.99 },
      ],
    },
    [
      'REWE',
      'REWE Markt GmbH',
      'Leipziger Str. 120, 36037 Fulda',
      'UID Nr.: DE812706034',
      '\tEUR',
      'BIO VOLLMILCH 3,8%\t1,19 B',
      'BROETCHEN KORN',
      '  4 Stk x 0,45\t1,80 B',
      'APFEL BRAEBURN',
      '  1,234 kg x 2,99 EUR/kg\t3,69 B',
      'KAFFEE CREMA 1KG\t6,99 B',
      '  Aktionsrabatt\t-0,50 B',
      '--------------------------------',
      'SUMME\tEUR 13,17',
      'Geg. EC-Karte\tEUR 13,17',
      '',
      'Steuer\t%\tNetto\tSteuer\tBrutto',
      'B=\t7,0%\t12,31\t0,86\t13,17',
      '21.03.2026 18:05\tBon-Nr.: 4412\tMarkt: 1187',
    ],
  ),
  // A US purchase order over two pages: item numbers and need-by dates per row, the header repeated on page 2.
  fresh(
    'po-en',
    'purchase_order',
    'en',
    'pdf',
    [
      str('po_number'),
      num('total'),
      list('lines', [
        str('item_number'),
        str('description'),
        num('quantity'),
        date('need_by'),
        num('unit_price'),
        num('extended_price'),
      ]),
    ],
    {
      po_number: 'PO-0048821',
      total: 8940.5,
      lines: [
        {
          item_number: 'MC-44120',
          description: 'Servo motor 400W, 3000 rpm',
          quantity: 6,
          need_by: '2026-05-04',
          unit_price: 612,
          extended_price: 3672,
        },
        {
          item_number: 'MC-44135',
          description: 'Servo drive 400W, EtherCAT',
          quantity: 6,
          need_by: '2026-05-04',
          unit_price: 548.5,
          extended_price: 3291,
        },
        {
          item_number: 'CB-10050',
          description: 'Motor power cable, 5 m',
          quantity: 6,
          need_by: '2026-05-11',
          unit_price: 64.25,
          extended_price: 385.5,
        },
        {
          item_number: 'CB-10051',
          description: 'Encoder cable, 5 m',
          quantity: 6,
          need_by: '2026-05-11',
          unit_price: 71,
          extended_price: 426,
        },
        {
          item_number: 'PS-2400',
          description: 'Power supply 24 VDC, 20 A',
          quantity: 2,
          need_by: '2026-05-18',
          unit_price: 583,
          extended_price: 1166,
        },
      ],
    },
    [
      'Corvid Automation Inc.',
      '1180 Technology Dr, San Jose, CA 95110',
      '',
      'PURCHASE ORDER\tPO Number: PO-0048821',
      'Vendor: Delta Motion Supply, 55 Commerce Way, Fremont CA\tPO Date: 04/14/2026',
      'Ship To: Corvid Automation, Receiving Dock B\tTerms: Net 45',
      '',
      'Line\tItem No.\tDescription\tQty\tUOM\tNeed By\tUnit Price\tExtended',
      '1\tMC-44120\tServo motor 400W, 3000 rpm\t6\tEA\t05/04/2026\t612.00\t3,672.00',
      '2\tMC-44135\tServo drive 400W, EtherCAT\t6\tEA\t05/04/2026\t548.50\t3,291.00',
      '3\tCB-10050\tMotor power cable, 5 m\t6\tEA\t05/11/2026\t64.25\t385.50',
      'Continued on next page',
      '\f',
      'Corvid Automation Inc.\tPURCHASE ORDER PO-0048821\tPage 2 of 2',
      '',
      'Line\tItem No.\tDescription\tQty\tUOM\tNeed By\tUnit Price\tExtended',
      '4\tCB-10051\tEncoder cable, 5 m\t6\tEA\t05/11/2026\t71.00\t426.00',
      '5\tPS-2400\tPower supply 24 VDC, 20 A\t2\tEA\t05/18/2026\t583.00\t1,166.00',
      '\t\t\t\t\t\tSubtotal\t8,940.50',
      '\t\t\t\t\t\tFreight\t0.00',
      '\t\t\t\t\t\tTotal\t8,940.50',
      '',
      'Please reference the PO number on all invoices and packing slips.',
      'Authorized by: Linda Choi, Purchasing Manager',
    ],
  ),
];
