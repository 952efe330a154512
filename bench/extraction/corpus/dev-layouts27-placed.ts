// Positioned PDFs of development set "layouts27" (see dev-layouts27.ts; placed-pdf.ts draws each run where the
// software puts it): a letterhead at the right over an address window with a data block beside it, small labels above
// values in boxes, a summary box at the bottom right. Written before the extractor was changed.
import { date, num, str } from './fresh-doc.ts';
import { boxes, columns, page, placed, placedDocument, text } from './placed-pdf.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_LAYOUTS27_PLACED: TCorpusDocument[] = [
  placedDocument(
    'bestellung-de',
    'purchase order',
    'de',
    [
      str('bestellnummer'),
      date('bestelldatum'),
      date('liefertermin'),
      str('lieferantennummer'),
      str('besteller', 'Firma, die bestellt'),
      str('lieferant'),
      str('ansprechpartner'),
      num('nettobetrag'),
      num('umsatzsteuer'),
      num('gesamtbetrag'),
    ],
    {
      bestellnummer: 'B-2026-04471',
      bestelldatum: '2026-04-21',
      liefertermin: '2026-05-12',
      lieferantennummer: '70318',
      besteller: 'Kessler Maschinenbau GmbH',
      lieferant: 'Hydraulik Sommer KG',
      ansprechpartner: 'Jana Riedel',
      nettobetrag: 2868,
      umsatzsteuer: 544.92,
      gesamtbetrag: 3412.92,
    },
    placed(
      page(
        text(545, 800, ['Kessler Maschinenbau GmbH'], { size: 14, align: 'right' }),
        text(545, 786, ['Präzisionsteile · Sondermaschinen'], { size: 8, align: 'right' }),
        text(57, 722, ['Kessler Maschinenbau GmbH · Am Hafen 3 · 26789 Leer'], { size: 7 }),
        text(57, 700, ['Hydraulik Sommer KG', 'Einkaufsstraße 18', '28195 Bremen'], { size: 10, lead: 12.5 }),
        columns(
          705,
          [{ x: 360 }, { x: 545, align: 'right' }],
          [
            ['Bestell-Nr.', 'B-2026-04471'],
            ['Datum', '21.04.2026'],
            ['Ihre Lief.-Nr.', '70318'],
            ['Ansprechpartner', 'Jana Riedel'],
            ['Telefon', '0491 88213-40'],
          ],
          { size: 9, lead: 13 },
        ),
        text(50, 600, ['Bestellung'], { size: 12 }),
        text(50, 578, ['Wir bestellen zu den uns bekannten Bedingungen:']),
        columns(
          550,
          [{ x: 50 }, { x: 80 }, { x: 130 }, { x: 470, align: 'right' }, { x: 545, align: 'right' }],
          [
            ['Pos.', 'Menge', 'Bezeichnung', 'E-Preis', 'Gesamt'],
            ['1', '12', 'Hydraulikzylinder HZ 40/25-200', '189,00', '2.268,00'],
            ['2', '40', 'Dichtungssatz DS-40', '15,00', '600,00'],
          ],
          { size: 9, lead: 14 },
        ),
        columns(
          480,
          [{ x: 380 }, { x: 545, align: 'right' }],
          [
            ['Nettobetrag', '2.868,00 €'],
            ['USt 19 %', '544,92 €'],
            ['Gesamtbetrag', '3.412,92 €'],
          ],
          { size: 9, lead: 13 },
        ),
        text(50, 420, [
          'Liefertermin: 12.05.2026, frei Haus Werk Leer',
          'Bitte geben Sie unsere Bestellnummer auf allen Lieferpapieren an.',
        ]),
      ),
    ),
  ),
  placedDocument(
    'payslip-en',
    'payslip',
    'en',
    [
      str('employer'),
      str('employee_name'),
      str('employee_number'),
      str('tax_code'),
      str('ni_number'),
      date('pay_date'),
      num('gross_pay'),
      num('income_tax'),
      num('national_insurance'),
      num('net_pay'),
    ],
    {
      employer: 'Cobalt Logistics Ltd',
      employee_name: 'Daniel Whitcombe',
      employee_number: 'E1047',
      tax_code: '1257L',
      ni_number: 'QQ 12 34 56 C',
      pay_date: '2026-04-30',
      gross_pay: 3125,
      income_tax: 373.8,
      national_insurance: 152.24,
      net_pay: 2504.46,
    },
    placed(
      page(
        text(50, 800, ['Cobalt Logistics Ltd'], { size: 14 }),
        text(50, 786, ['Unit 4, Ridgeway Park, Swindon SN2 8BA'], { size: 8 }),
        text(545, 800, ['PAYSLIP'], { size: 14, align: 'right' }),
        boxes(740, [
          { x: 50, label: 'Employee', value: 'Daniel Whitcombe' },
          { x: 200, label: 'Employee No.', value: 'E1047' },
          { x: 290, label: 'Tax code', value: '1257L' },
          { x: 360, label: 'NI number', value: 'QQ 12 34 56 C' },
          { x: 470, label: 'Pay date', value: '30/04/2026' },
        ]),
        columns(
          680,
          [{ x: 50 }, { x: 250, align: 'right' }, { x: 310 }, { x: 545, align: 'right' }],
          [
            ['Payments', 'Amount', 'Deductions', 'Amount'],
            ['Basic salary', '2,950.00', 'Income tax', '373.80'],
            ['Overtime 7 h @ 25.00', '175.00', 'National Insurance', '152.24'],
            ['', '', 'Pension 3%', '94.50'],
          ],
          { size: 9, lead: 13 },
        ),
        columns(
          600,
          [{ x: 380 }, { x: 545, align: 'right' }],
          [
            ['Gross pay', '£3,125.00'],
            ['Total deductions', '£620.54'],
            ['Net pay', '£2,504.46'],
          ],
          { size: 10, lead: 14 },
        ),
      ),
    ),
  ),
  placedDocument(
    'transfer-receipt-en',
    'bank transfer confirmation',
    'en',
    [
      str('bank'),
      str('sender'),
      str('beneficiary'),
      str('beneficiary_account'),
      num('amount_sent'),
      num('transfer_fee'),
      date('value_date'),
      str('reference'),
    ],
    {
      bank: 'Caledonian Trust Bank',
      sender: 'Fiona MacLeod',
      beneficiary: 'Glen Affric Lodges',
      beneficiary_account: '80-22-60 / 10293847',
      amount_sent: 640,
      transfer_fee: 0,
      value_date: '2026-03-03',
      reference: 'BOOKING GAL-5512',
    },
    placed(
      page(
        text(50, 800, ['Caledonian Trust Bank'], { size: 14 }),
        text(545, 800, ['Transfer receipt'], { size: 12, align: 'right' }),
        text(50, 760, ['Ms Fiona MacLeod', '9 Braid Hills Road', 'Edinburgh EH10 6AB'], { size: 10, lead: 12.5 }),
        boxes(690, [
          { x: 50, label: 'Beneficiary', value: 'Glen Affric Lodges' },
          { x: 220, label: 'Sort code / Account', value: '80-22-60 / 10293847' },
          { x: 400, label: 'Value date', value: '03/03/2026' },
        ]),
        boxes(650, [
          { x: 50, label: 'Reference', value: 'BOOKING GAL-5512' },
          { x: 220, label: 'Fee', value: '£0.00' },
          { x: 400, label: 'Amount', value: '£640.00' },
        ]),
        text(50, 600, ['The payment was sent by Faster Payments and normally arrives the same day.']),
      ),
    ),
  ),
];
