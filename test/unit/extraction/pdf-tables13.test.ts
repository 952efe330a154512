// Tables and amounts of real PDFs (Helvetica with its real widths, built by the fixture writer) read through the
// product's PDF reader and the local extractor: what a user gets for a bank statement, a French invoice and a
// ledger with long descriptions.
import { describe, expect, it } from '@jest/globals';
import { readDocument } from '../../../src/extraction/documents/read-document.ts';
import { DEFAULT_OCR_SETTINGS } from '../../../src/extraction/ocr/index.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { buildPdf, type TPdfText } from '../../fixtures/pdf-writer.ts';
import { extract, itemsField, textDocument } from './local-provider-helpers.ts';

const at = (x: number, row: number, text: string, size = 10): TPdfText => ({ x, y: 790 - row * 16, size, text });

async function extractPdf(runs: TPdfText[], schema: TOutputSchema) {
  const document = await readDocument(
    { bytes: buildPdf([runs]), fileName: 'table.pdf', contentType: 'application/pdf' },
    { ocr: { ...DEFAULT_OCR_SETTINGS, enabled: false } },
  );
  return (await extract([document], schema)).result as Record<string, unknown>;
}

const number = (name: string) => ({ name, type: 'number' as const });
// A bank statement's transactions, paid out negative: the first two tests' schema.
const TRANSACTIONS: TOutputSchema = [
  itemsField(
    [
      ['description', 'string'],
      ['amount', 'number', 'Negative for money paid out, positive for money paid in'],
    ],
    'transactions',
  ),
];

describe('tables and amounts of PDFs', () => {
  it('reads a statement whose sums line under the table touches the next column by a character', async () => {
    // Columns at 160, 290, 380 and 490 pt; the sums line's second pair ends one character into "Paid out".
    const row = (index: number, date: string, text: string, out: string, into: string, balance: string) => [
      at(50, index, date),
      at(160, index, text),
      ...(out ? [at(290, index, out)] : []),
      ...(into ? [at(380, index, into)] : []),
      at(490, index, balance),
    ];
    const runs = [
      at(50, 0, 'Statement of account'),
      ...row(2, 'Date', 'Description', 'Paid out', 'Paid in', 'Balance'),
      ...row(3, '01 Feb', 'Balance b/f', '', '', '2,418.30'),
      ...row(4, '03 Feb', 'TESCO STORES 2231', '64.18', '', '2,354.12'),
      ...row(5, '05 Feb', 'SALARY HALDANE & CO', '', '3,125.00', '5,479.12'),
      ...row(6, '09 Feb', 'DD THAMES WATER', '38.50', '', '5,440.62'),
      ...row(7, '16 Feb', 'SO RENT K WHITE', '1,150.00', '', '4,290.62'),
      ...row(8, '23 Feb', 'TFR TO SAVINGS', '500.00', '', '3,790.62'),
      ...row(9, '27 Feb', 'CARD REFUND ASOS', '', '42.99', '3,833.61'),
      ...row(10, '28 Feb', 'Balance c/f', '', '', '3,833.61'),
      at(50, 12, 'Total paid out 1,752.68'),
      at(180, 12, 'Total paid in 3,167.99'),
    ];
    const schema = TRANSACTIONS;
    expect((await extractPdf(runs, schema)).transactions).toEqual([
      { description: 'TESCO STORES 2231', amount: -64.18 },
      { description: 'SALARY HALDANE & CO', amount: 3125 },
      { description: 'DD THAMES WATER', amount: -38.5 },
      { description: 'SO RENT K WHITE', amount: -1150 },
      { description: 'TFR TO SAVINGS', amount: -500 },
      { description: 'CARD REFUND ASOS', amount: 42.99 },
    ]);
  });

  it("ends a statement at its sums line when the sum stands in the label's cell, whatever the header's spacing", async () => {
    // The header's cells stand a few characters left of their values: the sums line under the table is no row.
    const text = [
      'Date                     Description           Paid out          Paid in               Balance',
      '01 Feb                   Balance b/f                                                       2,418.30',
      '03 Feb                   TESCO STORES 2231         64.18                                   2,354.12',
      '05 Feb                   SALARY HALDANE & CO                         3,125.00              5,479.12',
      '09 Feb                   DD THAMES WATER           38.50                                   5,440.62',
      '28 Feb                   Balance c/f                                                       5,440.62',
      'Total paid out 1,752.68   Total paid in 3,167.99',
    ].join('\n');
    const schema = TRANSACTIONS;
    expect((await extract([textDocument(text)], schema)).result).toEqual({
      transactions: [
        { description: 'TESCO STORES 2231', amount: -64.18 },
        { description: 'SALARY HALDANE & CO', amount: 3125 },
        { description: 'DD THAMES WATER', amount: -38.5 },
      ],
    });
  });

  it('reads amounts grouped by narrow no-break spaces as one number, a quantity apart from its price', async () => {
    const runs = [
      at(50, 0, 'Facture n\u00b0\u00a0F-2026-0193'),
      at(50, 2, 'Désignation'),
      at(250, 2, 'Quantité'),
      at(320, 2, 'Prix unitaire'),
      at(420, 2, 'Montant'),
      at(50, 3, 'Rénovation façade'),
      at(250, 3, '2'),
      at(320, 3, '5\u202f775,00\u00a0€'),
      at(420, 3, '11\u202f550,00\u00a0€'),
      at(50, 4, 'Peinture des volets'),
      at(250, 4, '2'),
      at(320, 4, '450,00\u00a0€'),
      at(420, 4, '900,00\u00a0€'),
      at(50, 6, 'Total HT\u202f: 12\u202f450,00\u00a0€'),
      at(50, 7, 'TVA 20\u00a0%\u202f: 2\u202f490,00\u00a0€'),
      at(50, 8, 'Total TTC\u202f: 14\u202f940,00\u00a0€'),
    ];
    const schema: TOutputSchema = [
      number('total_ht'),
      number('tva'),
      number('total_ttc'),
      itemsField(
        [
          ['designation', 'string'],
          ['quantite', 'number'],
          ['prix_unitaire', 'number'],
          ['montant', 'number'],
        ],
        'lignes',
      ),
    ];
    const result = await extractPdf(runs, schema);
    expect(result).toMatchObject({ total_ht: 12450, tva: 2490, total_ttc: 14940 });
    expect(result.lignes).toEqual([
      { designation: 'Rénovation façade', quantite: 2, prix_unitaire: 5775, montant: 11550 },
      { designation: 'Peinture des volets', quantite: 2, prix_unitaire: 450, montant: 900 },
    ]);
  });

  it('keeps an amount after a long description under the header it stands under on the page', async () => {
    // The descriptions are narrower on the page than half a font size per character.
    const runs = [
      at(50, 0, 'Statement of account - Account number: C-20931'),
      at(50, 2, 'Description'),
      at(410, 2, 'Debit'),
      at(465, 2, 'Credit'),
      at(520, 2, 'Balance'),
      at(50, 3, 'Invoice 88120 - annual maintenance contract for HVAC units, building A and B'),
      at(410, 3, '2,400.00'),
      at(520, 3, '2,400.00'),
      at(50, 4, 'Payment received by bank transfer, thank you - remittance advice 5521-0098'),
      at(465, 4, '1,500.00'),
      at(520, 4, '900.00'),
      at(50, 5, 'Invoice 88177 - emergency call-out on Saturday incl. replacement compressor'),
      at(410, 5, '510.00'),
      at(520, 5, '1,410.00'),
    ];
    const schema: TOutputSchema = [
      itemsField(
        [
          ['description', 'string'],
          ['debit', 'number'],
          ['credit', 'number'],
          ['balance', 'number'],
        ],
        'entries',
      ),
    ];
    const entries = (await extractPdf(runs, schema)).entries as Record<string, unknown>[];
    expect(entries.map(({ debit, credit, balance }) => ({ debit, credit, balance }))).toEqual([
      { debit: 2400, credit: undefined, balance: 2400 },
      { debit: undefined, credit: 1500, balance: 900 },
      { debit: 510, credit: undefined, balance: 1410 },
    ]);
  });
});
