// The rest of development set "pdfcols29" (see dev-pdfcols29.ts): hotel folios with an info box beside the guest's
// address, a header whose columns stand closer than a word space and a half (pdf.js joins such runs itself), and
// DOCX/HTML equivalents of the PDFs' shapes (two-column header blocks and side-by-side key/value blocks as tables).
import { tight } from './dev-pdfcols29-tight.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import { page, placed, placedDocument, text } from './placed-pdf.ts';
import type { TCorpusDocument } from './types.ts';

const FOLIO_SCHEMA = [
  str('hotel'),
  str('guest_name'),
  str('room_number'),
  date('arrival_date'),
  date('departure_date'),
  str('folio_number'),
  list('charges', [date('date'), str('description'), num('amount')]),
  num('total'),
];

export const DEV_PDFCOLS29_LAST: TCorpusDocument[] = [
  placedDocument(
    'pdfcols29-hotel-folio-en',
    'hotel folio',
    'en',
    FOLIO_SCHEMA,
    {
      hotel: 'The Harbourside Hotel',
      guest_name: 'Mr Alan Pritchard',
      room_number: '412',
      arrival_date: '2026-03-16',
      departure_date: '2026-03-18',
      folio_number: '88213',
      charges: [
        { date: '2026-03-16', description: 'Accommodation', amount: 145 },
        { date: '2026-03-16', description: 'Restaurant', amount: 62.5 },
        { date: '2026-03-17', description: 'Accommodation', amount: 145 },
        { date: '2026-03-17', description: 'Parking', amount: 18 },
      ],
      total: 370.5,
    },
    placed(
      page(
        text(545, 800, ['The Harbourside Hotel'], { size: 14, align: 'right' }),
        text(545, 786, ['Quay Parade, Swansea SA1 1SR'], { size: 8, align: 'right' }),
        // The info box stands a few points right of the guest's address block.
        tight(
          50,
          740,
          [
            ['Mr Alan Pritchard', 'Room', '412'],
            ['18 Heol y Nant', 'Arrival', '16/03/2026'],
            ['Cardiff CF14 6AB', 'Departure', '18/03/2026'],
            ['', 'Folio No.', '88213'],
            ['', 'Cashier', 'MJ'],
          ],
          { gap: 7, lead: 12.5 },
        ),
        text(50, 660, ['Guest folio'], { size: 12 }),
        tight(
          50,
          636,
          [
            ['Date', 'Description', 'Charges', 'Credits'],
            ['16/03/2026', 'Accommodation', '145.00', ''],
            ['16/03/2026', 'Restaurant', '62.50', ''],
            ['17/03/2026', 'Accommodation', '145.00', ''],
            ['17/03/2026', 'Parking', '18.00', ''],
            ['18/03/2026', 'Visa ****4471', '', '370.50'],
          ],
          { gap: 8, right: [2, 3], lead: 13.5 },
        ),
        tight(
          260,
          550,
          [
            ['Total charges', '370.50'],
            ['Balance', '0.00'],
          ],
          { gap: 7, right: [1], lead: 13 },
        ),
      ),
    ),
  ),
  placedDocument(
    'pdfcols29-hotelrechnung-de',
    'hotel folio',
    'de',
    [
      str('hotel'),
      str('gast'),
      str('zimmernummer'),
      date('anreise'),
      date('abreise'),
      str('rechnungsnummer'),
      num('uebernachtung'),
      num('gesamtbetrag'),
    ],
    {
      hotel: 'Hotel Seeblick',
      gast: 'Frau Dr. Sabine Kühn',
      zimmernummer: '27',
      anreise: '2026-07-03',
      abreise: '2026-07-06',
      rechnungsnummer: 'H-26-04519',
      uebernachtung: 357,
      gesamtbetrag: 401.4,
    },
    placed(
      page(
        text(50, 800, ['Hotel Seeblick'], { size: 16 }),
        text(50, 784, ['Uferpromenade 5 · 82211 Herrsching am Ammersee'], { size: 8 }),
        tight(
          50,
          740,
          [
            ['Frau Dr. Sabine Kühn', 'Zimmer', '27', 'Rechnung', 'H-26-04519'],
            ['Lindwurmstraße 90', 'Anreise', '03.07.2026', 'Datum', '06.07.2026'],
            ['80337 München', 'Abreise', '06.07.2026', 'Seite', '1/1'],
          ],
          { gap: 8, lead: 12.5 },
        ),
        tight(
          50,
          680,
          [
            ['Datum', 'Leistung', 'Menge', 'Preis', 'Betrag'],
            ['03.07.2026', 'Übernachtung Doppelzimmer Seeseite', '3', '119,00', '357,00'],
            ['05.07.2026', 'Minibar', '1', '14,40', '14,40'],
            ['06.07.2026', 'Kurtaxe', '3', '10,00', '30,00'],
          ],
          { gap: 7, size: 9, right: [2, 3, 4], lead: 13 },
        ),
        tight(
          280,
          620,
          [
            ['Gesamtbetrag', '401,40 €'],
            ['darin 7 % MwSt. auf 357,00', '23,36 €'],
            ['darin 19 % MwSt. auf 14,40', '2,30 €'],
          ],
          { gap: 7, right: [1], lead: 13 },
        ),
      ),
    ),
  ),
  placedDocument(
    'pdfcols29-close-header-en',
    'invoice',
    'en',
    [str('invoice_number'), date('invoice_date'), str('account_number'), str('seller'), num('amount_due')],
    {
      invoice_number: '2026-0317',
      invoice_date: '2026-02-27',
      account_number: 'ACC-7720',
      seller: 'Bluewater Print & Sign',
      amount_due: 684,
    },
    placed(
      page(
        text(50, 800, ['Bluewater Print & Sign'], { size: 14 }),
        // Columns closer than pdf.js's own limit for a space between glyphs (0.6 of the font size).
        tight(
          50,
          760,
          [
            ['Unit 7, Marsh Lane, Hull HU1 2AA', 'Invoice', '2026-0317'],
            ['accounts@bluewaterprint.co.uk', 'Date', '27 Feb 2026'],
            ['Company No. 09977213', 'Account', 'ACC-7720'],
          ],
          { gap: 5, lead: 12.5 },
        ),
        tight(
          50,
          700,
          [
            ['Qty', 'Item', 'Price', 'Total'],
            ['500', 'Flyers A5, 2-sided', '0.36', '180.00'],
            ['2', 'Roller banner 850 mm', '145.00', '290.00'],
            ['1', 'Design and artwork', '100.00', '100.00'],
          ],
          { gap: 7, right: [0, 2, 3], lead: 13 },
        ),
        tight(
          300,
          640,
          [
            ['Net', '570.00'],
            ['VAT 20%', '114.00'],
            ['Amount due', '684.00'],
          ],
          { gap: 7, right: [1], lead: 13 },
        ),
      ),
    ),
  ),
  fresh(
    'pdfcols29-rechnung-docx-de',
    'invoice',
    'de',
    'docx',
    [str('rechnungsnummer'), date('rechnungsdatum'), str('kundennummer'), str('verkaeufer'), num('gesamtbetrag')],
    {
      rechnungsnummer: '2026-1193',
      rechnungsdatum: '2026-03-30',
      kundennummer: 'K-5512',
      verkaeufer: 'Malerbetrieb Engel',
      gesamtbetrag: 2142,
    },
    [
      'Malerbetrieb Engel\tRechnungsnummer\t2026-1193',
      'Ringstraße 12, 35390 Gießen\tRechnungsdatum\t30.03.2026',
      'Tel. 0641 44 12 90\tKundennummer\tK-5512',
      '',
      'Familie Roth, Am Weiher 3, 35394 Gießen',
      '',
      'Leistung\tMenge\tEinheit\tBetrag',
      'Wände streichen, Dispersion weiß\t96\tm²\t1.200,00',
      'Decken streichen\t30\tm²\t600,00',
      '',
      'Nettobetrag\t1.800,00 €',
      'MwSt. 19 %\t342,00 €',
      'Gesamtbetrag\t2.142,00 €',
    ],
  ),
  fresh(
    'pdfcols29-po-html-en',
    'purchase order',
    'en',
    'html',
    [str('po_number'), date('order_date'), str('buyer_name'), str('payment_terms'), num('total')],
    {
      po_number: 'PO-88031',
      order_date: '2026-05-11',
      buyer_name: 'Marcus Bell',
      payment_terms: 'Net 45',
      total: 936,
    },
    [
      'Cedar Point Hospitality Group',
      'PURCHASE ORDER',
      '',
      'PO Number:\tPO-88031\tOrder Date:\t05/11/2026',
      'Buyer:\tMarcus Bell\tTerms:\tNet 45',
      '',
      'Qty\tDescription\tUnit Cost\tTotal',
      '24\tBath towel, white 600 g\t19.50\t468.00',
      '24\tHand towel, white\t9.75\t234.00',
      '12\tBath robe, waffle\t19.50\t234.00',
      '',
      'PO Total\t$936.00',
    ],
  ),
  fresh(
    'pdfcols29-payslip-docx-en',
    'payslip',
    'en',
    'docx',
    [str('employee_name'), str('employee_number'), num('gross_pay'), num('income_tax'), num('net_pay')],
    { employee_name: 'Tomasz Nowak', employee_number: '1182', gross_pay: 2410, income_tax: 233.2, net_pay: 1991.12 },
    [
      'Brookfield Logistics Ltd - Payslip May 2026',
      '',
      'Employee\tTomasz Nowak\tEmployee No.\t1182',
      '',
      'Earnings\tAmount\tDeductions\tAmount',
      'Basic pay\t2,250.00\tIncome tax\t233.20',
      'Shift allowance\t160.00\tNational Insurance\t113.28',
      '\t\tPension 3%\t72.40',
      'Gross pay\t2,410.00\tNet pay\t1,991.12',
    ],
  ),
];
