// Tuning set T, fifth part: items as blocks of labelled lines in shop mails, an OCR'd table with five columns.
import { fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const FRESH_T_FIFTH: TCorpusDocument[] = [
  fresh(
    't-shop-blocks-eml-de',
    'order_confirmation',
    'de',
    'eml',
    [
      str('bestellnummer'),
      list('artikel', [str('bezeichnung'), str('artikelnummer'), num('anzahl'), num('preis')]),
      num('gesamtbetrag'),
    ],
    {
      bestellnummer: 'A-88120',
      artikel: [
        { bezeichnung: 'Logitech MX Master 3S', artikelnummer: '910-006559', anzahl: 1, preis: 99.99 },
        { bezeichnung: 'USB-C Kabel 2 m', artikelnummer: '4040849', anzahl: 2, preis: 19.98 },
      ],
      gesamtbetrag: 119.97,
    },
    [
      'Hallo Frau Kaya,',
      '',
      'vielen Dank für Ihre Bestellung A-88120. Folgende Artikel sind unterwegs:',
      '',
      '1x Logitech MX Master 3S',
      '   Artikelnummer: 910-006559',
      '   Preis: 99,99 €',
      '',
      '2x USB-C Kabel 2 m',
      '   Artikelnummer: 4040849',
      '   Preis: 19,98 €',
      '',
      'Gesamtbetrag: 119,97 €',
      '',
      'Ihr Technikversand',
    ],
  ),
  fresh(
    't-shop-records-txt-en',
    'order_confirmation',
    'en',
    'txt',
    [list('items', [str('item'), num('quantity'), num('price')]), num('order_total')],
    {
      items: [
        { item: 'Merino wool beanie', quantity: 1, price: 29 },
        { item: 'Trail socks (3 pairs)', quantity: 2, price: 36 },
      ],
      order_total: 65,
    },
    [
      'ORDER CONFIRMATION',
      '',
      'Item: Merino wool beanie',
      'Quantity: 1',
      'Price: $29.00',
      '',
      'Item: Trail socks (3 pairs)',
      'Quantity: 2',
      'Price: $36.00',
      '',
      'Order total: $65.00',
    ],
  ),
  fresh(
    't-ocr-table-png-en',
    'purchase_order',
    'en',
    'png',
    [list('lines', [str('part_no'), str('description'), num('qty'), num('unit_price'), num('amount')])],
    {
      lines: [
        { part_no: 'VB-2040', description: 'V-belt SPZ 1250', qty: 12, unit_price: 8.4, amount: 100.8 },
        { part_no: 'PL-1100', description: 'Pulley 2 groove', qty: 2, unit_price: 46.25, amount: 92.5 },
        { part_no: 'KS-0008', description: 'Key steel 8x7', qty: 20, unit_price: 0.9, amount: 18 },
      ],
    },
    [
      'PURCHASE ORDER 7781',
      '',
      'Part No.\tDescription\tQty\tUnit Price\tAmount',
      'VB-2040\tV-belt SPZ 1250\t12\t8.40\t100.80',
      'PL-1100\tPulley 2 groove\t2\t46.25\t92.50',
      'KS-0008\tKey steel 8x7\t20\t0.90\t18.00',
      '',
      'Total\t211.30',
    ],
  ),
];
