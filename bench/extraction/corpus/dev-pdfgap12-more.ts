// Development set "pdfgap12", part 2 (layout 46): three PDFs added after the first measurement (still before any
// change) for the shapes the first part had without a field at stake: a table wider than the text width (its last
// columns squeezed together), a long description next to three amount columns, a value past ~120 characters, and an
// all-capitals header block (capitals are wider than the renderer's 5.6 pt a character).
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_PDFGAP12_MORE: TCorpusDocument[] = [
  fresh(
    'pg12-wide-items-de',
    'invoice',
    'de',
    'pdf',
    [
      str('rechnungsnummer'),
      num('summe_netto'),
      list('positionen', [
        str('artikelnummer'),
        num('menge'),
        num('einzelpreis'),
        num('rabatt_prozent'),
        num('gesamt'),
      ]),
    ],
    {
      rechnungsnummer: '2026-10482',
      summe_netto: 1529.64,
      positionen: [
        { artikelnummer: 'WK-44120-B', menge: 24, einzelpreis: 38.9, rabatt_prozent: 5, gesamt: 886.92 },
        { artikelnummer: 'WK-44188-S', menge: 12, einzelpreis: 56.38, rabatt_prozent: 5, gesamt: 642.72 },
      ],
    },
    [
      'Werkzeughandel Kessler KG',
      'Rechnung Nr. 2026-10482\tDatum: 11.03.2026',
      '',
      'Pos.\tArtikelnr.\tBezeichnung\tMenge\tEinheit\tEinzelpreis\tRabatt %\tGesamt EUR',
      '1\tWK-44120-B\tAkku-Bohrschrauber 18 V, 2 Akkus\t24\tStück\t38,90\t5,00\t886,92',
      '2\tWK-44188-S\tWinkelschleifer 125 mm, 1.200 W\t12\tStück\t56,38\t5,00\t642,72',
      '',
      'Summe netto\t1.529,64',
    ],
  ),
  fresh(
    'pg12-ledger-long-desc-en',
    'account_statement',
    'en',
    'pdf',
    [
      str('account_number'),
      num('closing_balance'),
      list('entries', [str('description'), num('debit'), num('credit'), num('balance')]),
    ],
    {
      account_number: 'C-20931',
      closing_balance: 1410,
      entries: [
        {
          description: 'Invoice 88120 - annual maintenance contract for HVAC units, building A and B',
          debit: 2400,
          credit: null,
          balance: 2400,
        },
        {
          description: 'Payment received by bank transfer, thank you - remittance advice 5521-0098',
          debit: null,
          credit: 1500,
          balance: 900,
        },
        {
          description: 'Invoice 88177 - emergency call-out on Saturday incl. replacement compressor',
          debit: 510,
          credit: null,
          balance: 1410,
        },
      ],
    },
    [
      'Statement of account - Account number: C-20931',
      '',
      'Description\tDebit\tCredit\tBalance',
      'Invoice 88120 - annual maintenance contract for HVAC units, building A and B\t2,400.00\t\t2,400.00',
      'Payment received by bank transfer, thank you - remittance advice 5521-0098\t\t1,500.00\t900.00',
      'Invoice 88177 - emergency call-out on Saturday incl. replacement compressor\t510.00\t\t1,410.00',
      '',
      'Closing balance\t1,410.00',
    ],
  ),
  fresh(
    'pg12-long-tail-en',
    'invoice',
    'en',
    'pdf',
    [str('invoice_number'), str('bic'), str('registration_number')],
    { invoice_number: 'A-7731', bic: 'COBADEFFXXX', registration_number: 'HRB 98123' },
    [
      'Invoice A-7731',
      '',
      'Payment by bank transfer to Harbour Trading GmbH at Commerzbank AG Hamburg, IBAN DE89 2004 0000 0123 4567 00, BIC COBADEFFXXX',
      'Harbour Trading GmbH, Am Sandtorkai 41, 20457 Hamburg, Managing director: Henrik Paulsen, Register court Hamburg HRB 98123',
    ],
  ),
  fresh(
    'pg12-caps-header-en',
    'invoice',
    'en',
    'pdf',
    [
      str('customer_number'),
      date('order_date'),
      str('sales_rep'),
      str('terms'),
      str('ship_via'),
      str('bill_to'),
      num('total'),
    ],
    {
      customer_number: '4471-0093',
      order_date: '2026-03-02',
      sales_rep: 'JOHNSON',
      terms: 'NET 30',
      ship_via: 'UPS GROUND',
      bill_to: 'NORTHWIND INDUSTRIAL SUPPLY',
      total: 1987.25,
    },
    [
      'MIDWEST FASTENER CORPORATION',
      'INVOICE 0088123',
      'BILL TO: NORTHWIND INDUSTRIAL SUPPLY\tSHIP TO: WAREHOUSE 4 DOCK B',
      '',
      'CUSTOMER NO.\tORDER DATE\tSALES REP\tTERMS\tSHIP VIA',
      '4471-0093\t03/02/2026\tJOHNSON\tNET 30\tUPS GROUND',
      '',
      'QTY\tDESCRIPTION\tUNIT PRICE\tAMOUNT',
      '500\tHEX BOLT GRADE 8 1/2-13 X 2\t1.85\t925.00',
      '250\tNYLON LOCK NUT 1/2-13 ZINC\t0.49\t122.50',
      '\t\tFREIGHT\t939.75',
      '\t\tTOTAL DUE\t1,987.25',
    ],
  ),
];
