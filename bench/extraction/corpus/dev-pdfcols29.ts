// Development set "pdfcols29" (layout 137): written in session 29 BEFORE the PDF reader was changed, for PDFs whose
// columns stand close together: a two-column header block (the sender's details at the left, invoice number, date
// and customer number at the right on the same baselines), key/value blocks side by side a few points apart, tables
// whose columns are 6-9 pt apart (less than a font size, more than a word space), labels right-aligned against
// their values, an info box beside the address block, labels in a smaller size than their values. Invoices,
// delivery notes, purchase orders, payslips, hotel folios; English and German; positioned PDFs (placed-pdf.ts and
// dev-pdfcols29-tight.ts) and a few DOCX/HTML equivalents. Fields a document does not state stay out of the truth.
// Held out, not sealed: `--show-dev-pdfcols29` shows its misses. The rest is in dev-pdfcols29-more.ts and
// dev-pdfcols29-last.ts.
import { DEV_PDFCOLS29_LAST } from './dev-pdfcols29-last.ts';
import { DEV_PDFCOLS29_MORE } from './dev-pdfcols29-more.ts';
import { tight } from './dev-pdfcols29-tight.ts';
import { date, list, num, str } from './fresh-doc.ts';
import { page, placed, placedDocument, text } from './placed-pdf.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of session 29's development set of close PDF columns. */
export const DEV_PDFCOLS29_LAYOUT = 137;

const header = tight(
  50,
  740,
  [
    ['Northgate Office Supplies Ltd', 'Invoice No.', 'NOS-26-01874'],
    ['41 Canal Street, Leeds LS1 4DT', 'Invoice date', '09/03/2026'],
    ['Tel. 0113 496 0721', 'Customer No.', 'C-20931'],
    ['VAT Reg. GB 318 2290 47', 'Due date', '08/04/2026'],
  ],
  { gap: 8, lead: 13 },
);

const FIRST: TCorpusDocument[] = [
  placedDocument(
    'pdfcols29-header-invoice-en',
    'invoice',
    'en',
    [
      str('seller'),
      str('invoice_number'),
      date('invoice_date'),
      str('customer_number'),
      date('due_date'),
      str('buyer'),
      num('subtotal'),
      num('vat'),
      num('total'),
    ],
    {
      seller: 'Northgate Office Supplies Ltd',
      invoice_number: 'NOS-26-01874',
      invoice_date: '2026-03-09',
      customer_number: 'C-20931',
      due_date: '2026-04-08',
      buyer: 'Harcourt & Pike Solicitors',
      subtotal: 412.5,
      vat: 82.5,
      total: 495,
    },
    placed(
      page(
        text(50, 800, ['INVOICE'], { size: 16 }),
        header,
        text(50, 670, ['Bill to:', 'Harcourt & Pike Solicitors', '7 Park Square East', 'Leeds LS1 2NE']),
        tight(
          50,
          600,
          [
            ['Qty', 'Description', 'Unit price', 'Amount'],
            ['10', 'A4 copier paper 80 g, box of 5 reams', '21.50', '215.00'],
            ['25', 'Lever arch file, black', '3.90', '97.50'],
            ['4', 'Desk organiser, mesh', '25.00', '100.00'],
          ],
          { gap: 7, right: [0, 2, 3], lead: 14 },
        ),
        tight(
          300,
          530,
          [
            ['Subtotal', '£412.50'],
            ['VAT 20%', '£82.50'],
            ['Total due', '£495.00'],
          ],
          { gap: 7, right: [1], lead: 13 },
        ),
        text(50, 470, [
          'Payment by bank transfer to Northgate Office Supplies Ltd, sort code 40-11-62, account 71820934.',
        ]),
      ),
    ),
  ),
  placedDocument(
    'pdfcols29-infobox-rechnung-de',
    'invoice',
    'de',
    [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      str('kundennummer'),
      date('lieferdatum'),
      str('ansprechpartner'),
      str('empfaenger'),
      num('nettobetrag'),
      num('umsatzsteuer'),
      num('gesamtbetrag'),
    ],
    {
      rechnungsnummer: 'RE-2026-10488',
      rechnungsdatum: '2026-02-17',
      kundennummer: '48213',
      lieferdatum: '2026-02-12',
      ansprechpartner: 'Petra Lindner',
      empfaenger: 'Gasthaus Zur Linde',
      nettobetrag: 1286.4,
      umsatzsteuer: 244.42,
      gesamtbetrag: 1530.82,
    },
    placed(
      page(
        text(50, 800, ['Gastro-Technik Vogel GmbH'], { size: 14 }),
        text(50, 730, ['Gastro-Technik Vogel GmbH · Industriestr. 9 · 90765 Fürth'], { size: 7 }),
        tight(
          50,
          712,
          [
            ['Gasthaus Zur Linde', 'Rechnungsnummer', 'RE-2026-10488'],
            ['Inh. Markus Höfler', 'Rechnungsdatum', '17.02.2026'],
            ['Hauptstraße 31', 'Kundennummer', '48213'],
            ['91522 Ansbach', 'Lieferdatum', '12.02.2026'],
            ['', 'Ansprechpartner', 'Petra Lindner'],
          ],
          { gap: 9, lead: 12.5 },
        ),
        text(50, 620, ['Rechnung'], { size: 12 }),
        tight(
          50,
          596,
          [
            ['Pos.', 'Art.-Nr.', 'Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamtpreis'],
            ['1', 'SP-220', 'Spülmaschinenkorb 500 x 500', '6', '38,90', '233,40'],
            ['2', 'KE-104', 'Kühlzellendichtung nach Maß', '1', '612,00', '612,00'],
            ['3', 'MO-001', 'Montage (Std.)', '6', '73,50', '441,00'],
          ],
          { gap: 8, size: 9, right: [3, 4, 5], lead: 13 },
        ),
        tight(
          330,
          530,
          [
            ['Nettobetrag', '1.286,40 €'],
            ['zzgl. 19 % USt', '244,42 €'],
            ['Gesamtbetrag', '1.530,82 €'],
          ],
          { gap: 8, right: [1], lead: 13 },
        ),
        text(50, 470, ['Zahlbar innerhalb von 14 Tagen ohne Abzug.']),
      ),
    ),
  ),
  placedDocument(
    'pdfcols29-delivery-note-en',
    'delivery note',
    'en',
    [
      str('delivery_note_number'),
      str('order_number'),
      date('dispatch_date'),
      str('carrier'),
      list('items', [str('item_number'), str('description'), num('quantity_delivered')]),
    ],
    {
      delivery_note_number: 'DN-558210',
      order_number: 'SO-77193',
      dispatch_date: '2026-05-06',
      carrier: 'Parcelink',
      items: [
        { item_number: 'BRK-1044', description: 'Brake pad set, front', quantity_delivered: 12 },
        { item_number: 'FLT-0310', description: 'Oil filter', quantity_delivered: 40 },
        { item_number: 'WPR-5521', description: 'Wiper blade 550 mm', quantity_delivered: 24 },
      ],
    },
    placed(
      page(
        text(50, 800, ['Midland Motor Factors'], { size: 14 }),
        text(545, 800, ['DELIVERY NOTE'], { size: 14, align: 'right' }),
        tight(
          50,
          750,
          [
            ['Deliver to:', 'Delivery note', 'DN-558210', 'Order no.', 'SO-77193'],
            ['Fenton Garage Ltd', 'Dispatch date', '06/05/2026', 'Carrier', 'Parcelink'],
            ['22 Victoria Road, Stoke ST4 2HS', 'Packages', '3', 'Weight', '38.5 kg'],
          ],
          { gap: 7, lead: 13 },
        ),
        tight(
          50,
          680,
          [
            ['Item no.', 'Description', 'Ordered', 'Delivered', 'Back order'],
            ['BRK-1044', 'Brake pad set, front', '12', '12', '0'],
            ['FLT-0310', 'Oil filter', '50', '40', '10'],
            ['WPR-5521', 'Wiper blade 550 mm', '24', '24', '0'],
          ],
          { gap: 7, right: [2, 3, 4], lead: 14 },
        ),
        text(50, 600, ['Received in good condition:', 'Signature ____________________']),
      ),
    ),
  ),
  placedDocument(
    'pdfcols29-lieferschein-de',
    'delivery note',
    'de',
    [
      str('lieferscheinnummer'),
      str('auftragsnummer'),
      date('lieferdatum'),
      str('kunde'),
      list('positionen', [str('artikelnummer'), str('bezeichnung'), num('menge')]),
    ],
    {
      lieferscheinnummer: 'LS 2026/3381',
      auftragsnummer: 'AB-90412',
      lieferdatum: '2026-06-18',
      kunde: 'Schreinerei Baumann',
      positionen: [
        { artikelnummer: '100-4471', bezeichnung: 'Buche Leimholz 27 mm', menge: 8 },
        { artikelnummer: '230-0085', bezeichnung: 'Scharnier Topf 35 mm', menge: 60 },
        { artikelnummer: '310-1120', bezeichnung: 'Holzleim D3, 5 kg', menge: 2 },
      ],
    },
    placed(
      page(
        text(50, 800, ['Holzhandel Kramer KG'], { size: 14 }),
        text(50, 730, ['Holzhandel Kramer KG · Sägewerkweg 4 · 79111 Freiburg'], { size: 7 }),
        text(50, 712, ['Schreinerei Baumann', 'Talstraße 8', '79100 Freiburg'], { lead: 12.5 }),
        // Labels right-aligned against their values, a few points apart.
        tight(
          300,
          712,
          [
            ['Lieferschein-Nr.', 'LS 2026/3381'],
            ['Auftrags-Nr.', 'AB-90412'],
            ['Lieferdatum', '18.06.2026'],
            ['Kunden-Nr.', '10772'],
          ],
          { gap: 6.5, right: [0], lead: 12.5 },
        ),
        text(50, 640, ['Lieferschein'], { size: 12 }),
        tight(
          50,
          616,
          [
            ['Artikel', 'Bezeichnung', 'Menge', 'Einheit'],
            ['100-4471', 'Buche Leimholz 27 mm', '8', 'Platten'],
            ['230-0085', 'Scharnier Topf 35 mm', '60', 'Stück'],
            ['310-1120', 'Holzleim D3, 5 kg', '2', 'Eimer'],
          ],
          { gap: 8, right: [2], lead: 14 },
        ),
        text(50, 540, ['Ware erhalten: ____________________']),
      ),
    ),
  ),
  ...DEV_PDFCOLS29_MORE,
  ...DEV_PDFCOLS29_LAST,
];

export const DEV_PDFCOLS29: TCorpusDocument[] = FIRST.map((document) => ({
  ...document,
  layout: DEV_PDFCOLS29_LAYOUT,
}));
