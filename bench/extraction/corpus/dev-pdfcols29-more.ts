// More of development set "pdfcols29" (see dev-pdfcols29.ts): purchase orders with key/value blocks side by side,
// payslips with earnings and deductions a few points apart, hotel folios with an info box beside the guest's address,
// a header whose columns are closer than pdf.js's own space limit, and DOCX/HTML equivalents.
import { tight } from './dev-pdfcols29-tight.ts';
import { date, num, str } from './fresh-doc.ts';
import { page, placed, placedDocument, text } from './placed-pdf.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_PDFCOLS29_MORE: TCorpusDocument[] = [
  placedDocument(
    'pdfcols29-purchase-order-en',
    'purchase order',
    'en',
    [
      str('po_number'),
      date('order_date'),
      str('buyer_name'),
      str('payment_terms'),
      date('delivery_date'),
      str('supplier'),
      num('total'),
    ],
    {
      po_number: 'PO-4410-26',
      order_date: '2026-04-02',
      buyer_name: 'Sandra Okafor',
      payment_terms: 'Net 30',
      delivery_date: '2026-04-20',
      supplier: 'Keystone Fasteners Inc.',
      total: 1873.2,
    },
    placed(
      page(
        text(50, 800, ['Riverside Fabrication Co.'], { size: 14 }),
        text(545, 800, ['PURCHASE ORDER'], { size: 14, align: 'right' }),
        // Two key/value blocks side by side, the second starting a few points after the first one's values.
        tight(
          50,
          760,
          [
            ['PO Number:', 'PO-4410-26', 'Order Date:', '04/02/2026'],
            ['Buyer:', 'Sandra Okafor', 'Delivery Date:', '04/20/2026'],
            ['Ship Via:', 'UPS Ground', 'Terms:', 'Net 30'],
          ],
          { gap: 7, lead: 13 },
        ),
        tight(
          50,
          700,
          [
            ['Vendor:', 'Ship To:'],
            ['Keystone Fasteners Inc.', 'Riverside Fabrication Co., Dock 2'],
            ['900 Industrial Pkwy, Erie PA 16509', '55 River Road, Pittsburgh PA 15212'],
          ],
          { gap: 8, lead: 12.5 },
        ),
        tight(
          50,
          640,
          [
            ['Line', 'Part No.', 'Description', 'Qty', 'Unit Cost', 'Ext. Cost'],
            ['1', 'HB-M10-60', 'Hex bolt M10x60, zinc', '2000', '0.42', '840.00'],
            ['2', 'NW-M10', 'Nylon lock nut M10', '2000', '0.19', '380.00'],
            ['3', 'WS-10-FL', 'Flat washer 10 mm', '4000', '0.08', '320.00'],
            ['4', 'TH-0412', 'Threaded rod M12 x 1 m', '60', '5.22', '313.20'],
          ],
          { gap: 7, size: 9, right: [0, 3, 4, 5], lead: 13 },
        ),
        tight(
          330,
          570,
          [
            ['Subtotal', '$1,853.20'],
            ['Freight', '$20.00'],
            ['PO Total', '$1,873.20'],
          ],
          { gap: 7, right: [1], lead: 13 },
        ),
      ),
    ),
  ),
  placedDocument(
    'pdfcols29-bestellung-de',
    'purchase order',
    'de',
    [
      str('bestellnummer'),
      date('bestelldatum'),
      date('liefertermin'),
      str('lieferantennummer'),
      str('lieferant'),
      str('einkaeufer'),
      num('gesamtbetrag'),
    ],
    {
      bestellnummer: '4500271938',
      bestelldatum: '2026-01-28',
      liefertermin: '2026-02-16',
      lieferantennummer: 'L-30117',
      lieferant: 'Elektro Grundmann GmbH',
      einkaeufer: 'Tobias Reuter',
      gesamtbetrag: 2184.3,
    },
    placed(
      page(
        text(50, 800, ['Stadtwerke Lindau'], { size: 14 }),
        text(50, 786, ['Einkauf · Bregenzer Str. 77 · 88131 Lindau'], { size: 8 }),
        tight(
          50,
          740,
          [
            ['Elektro Grundmann GmbH', 'Bestellnummer', '4500271938'],
            ['Kemptener Straße 140', 'Bestelldatum', '28.01.2026'],
            ['88131 Lindau', 'Lieferantennr.', 'L-30117'],
            ['', 'Einkäufer', 'Tobias Reuter'],
            ['', 'Liefertermin', '16.02.2026'],
          ],
          { gap: 9, lead: 12.5 },
        ),
        text(50, 660, ['Bestellung'], { size: 12 }),
        tight(
          50,
          636,
          [
            ['Pos', 'Material', 'Kurztext', 'Menge', 'ME', 'Preis/ME', 'Wert'],
            ['10', '7001843', 'NYY-J 5x16 Kabel', '150', 'm', '9,62', '1.443,00'],
            ['20', '7002210', 'Kabelschelle 32 mm', '300', 'St', '0,71', '213,00'],
            ['30', '7003315', 'Verteilerkasten IP65', '6', 'St', '88,05', '528,30'],
          ],
          { gap: 7, size: 9, right: [3, 5, 6], lead: 13 },
        ),
        tight(
          340,
          570,
          [
            ['Gesamtwert netto', '2.184,30 EUR'],
            ['Zahlungsbedingung', '30 Tage netto'],
          ],
          { gap: 7, right: [1], lead: 13 },
        ),
      ),
    ),
  ),
  placedDocument(
    'pdfcols29-payslip-en',
    'payslip',
    'en',
    [
      str('employee_name'),
      str('employee_number'),
      str('tax_code'),
      date('pay_date'),
      num('basic_pay'),
      num('overtime'),
      num('income_tax'),
      num('national_insurance'),
      num('gross_pay'),
      num('net_pay'),
    ],
    {
      employee_name: 'Priya Raman',
      employee_number: '00417',
      tax_code: '1257L',
      pay_date: '2026-05-29',
      basic_pay: 2650,
      overtime: 186,
      income_tax: 315.2,
      national_insurance: 137.28,
      gross_pay: 2836,
      net_pay: 2298.72,
    },
    placed(
      page(
        text(50, 800, ['Fairhaven Care Homes Ltd'], { size: 14 }),
        text(545, 800, ['PAYSLIP'], { size: 14, align: 'right' }),
        tight(
          50,
          760,
          [
            ['Employee', 'Priya Raman', 'Employee No.', '00417', 'Tax code', '1257L'],
            ['Department', 'Nursing', 'Pay date', '29/05/2026', 'NI letter', 'A'],
          ],
          { gap: 7, lead: 13 },
        ),
        // Earnings and deductions side by side, the deductions' labels a few points after the earnings' amounts.
        tight(
          50,
          710,
          [
            ['Earnings', 'Amount', 'Deductions', 'Amount'],
            ['Basic pay', '2,650.00', 'Income tax', '315.20'],
            ['Overtime 12 h', '186.00', 'National Insurance', '137.28'],
            ['', '', 'Pension 3%', '84.80'],
          ],
          { gap: 8, right: [1, 3], lead: 13 },
        ),
        tight(
          50,
          640,
          [
            ['Gross pay', '2,836.00', 'Total deductions', '537.28'],
            ['', '', 'Net pay', '2,298.72'],
          ],
          { gap: 8, right: [1, 3], lead: 13 },
        ),
      ),
    ),
  ),
  placedDocument(
    'pdfcols29-lohnabrechnung-de',
    'payslip',
    'de',
    [
      str('arbeitnehmer'),
      str('personalnummer'),
      str('steuerklasse'),
      num('bruttolohn'),
      num('lohnsteuer'),
      num('solidaritaetszuschlag'),
      num('krankenversicherung'),
      num('auszahlungsbetrag'),
    ],
    {
      arbeitnehmer: 'Lena Hofmann',
      personalnummer: '2087',
      steuerklasse: '1',
      bruttolohn: 3480,
      lohnsteuer: 412.66,
      solidaritaetszuschlag: 0,
      krankenversicherung: 283.62,
      auszahlungsbetrag: 2219.3,
    },
    placed(
      page(
        text(50, 800, ['Verdienstabrechnung April 2026'], { size: 13 }),
        text(50, 784, ['Bäckerei Sauer GmbH & Co. KG · Mühlweg 2 · 97070 Würzburg'], { size: 8 }),
        // Small labels and their values in the body's size on the same baseline, the next label close after.
        tight(
          50,
          750,
          [
            ['Name', 'Lena Hofmann', 'Pers.-Nr.', '2087', 'StKl.', '1', 'Konf.', '--'],
            ['Eintritt', '01.09.2021', 'SV-Nr.', '53 120391 H 512', 'Kinderfreibetr.', '0,0', 'KK', 'AOK Bayern'],
          ],
          { gap: 6.5, sizes: [8, 10, 8, 10, 8, 10, 8, 10], lead: 13 },
        ),
        tight(
          50,
          700,
          [
            ['Bezüge', 'Betrag', 'Abzüge', 'Betrag'],
            ['Gehalt', '3.480,00', 'Lohnsteuer', '412,66'],
            ['', '', 'Solidaritätszuschlag', '0,00'],
            ['', '', 'Kirchensteuer', '0,00'],
            ['', '', 'Krankenversicherung', '283,62'],
            ['', '', 'Rentenversicherung', '323,64'],
            ['', '', 'Arbeitslosenversicherung', '45,24'],
            ['', '', 'Pflegeversicherung', '195,54'],
          ],
          { gap: 8, right: [1, 3], lead: 12.5 },
        ),
        tight(
          50,
          580,
          [
            ['Gesamtbrutto', '3.480,00', 'Nettoverdienst', '2.219,30'],
            ['', '', 'Auszahlungsbetrag', '2.219,30'],
          ],
          { gap: 8, right: [1, 3], lead: 13 },
        ),
      ),
    ),
  ),
];
