// Line items (session 12, dev set tables12): an opening balance alone under the header, card statements' month/day
// dates and parenthesised credits, sub-lines of labelled codes (ISIN, article and serial numbers), a price column
// with three decimals read like the table's other numbers.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified } from '../local-provider-helpers.ts';

type TField = [string, 'string' | 'number' | 'date', string?];
const items = (fields: TField[], name = 'items'): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: {
    type: 'object',
    properties: fields.map(([field, type, description]) => ({
      name: field,
      ...(type === 'date' ? { type: 'string' as const, format: 'date' as const } : { type }),
      ...(description ? { description } : {}),
    })),
  },
});

const run = async (...args: Parameters<typeof extractVerified>) =>
  (await extractVerified(...args)) as Record<string, unknown>;

describe('session 12 array shapes', () => {
  it('passes an opening balance standing alone under the header (a loan schedule)', async () => {
    const result = await run(
      [
        'No.   Due date      Payment      Interest    Principal    Balance',
        '                                                          5,000.00',
        '  1   05/01/2026   2,512.48        12.50     2,499.98     2,500.02',
        '  2   06/01/2026   2,506.27         6.25     2,500.02         0.00',
      ].join('\n'),
      [
        items(
          [
            ['due_date', 'date'],
            ['payment', 'number'],
            ['interest', 'number'],
          ],
          'schedule',
        ),
      ],
    );
    expect(result.schedule).toEqual([
      { due_date: '2026-05-01', payment: 2512.48, interest: 12.5 },
      { due_date: '2026-06-01', payment: 2506.27, interest: 6.25 },
    ]);
  });

  it('dates month/day rows by the statement year and keeps credits a field asks negative', async () => {
    const result = await run(
      [
        'Statement closing date: 03/21/2026',
        'Trans.  Post    Description                          Amount',
        '02/23   02/24   SHELL OIL 57442 AUSTIN TX             48.12',
        '02/25   02/26   PAYMENT - THANK YOU               (1,250.00)',
        '03/02   03/03   AMAZON MKTPLACE PMTS                 129.99',
      ].join('\n'),
      [
        items(
          [
            ['transaction_date', 'date'],
            ['posting_date', 'date'],
            ['description', 'string'],
            ['amount', 'number', 'payments and credits negative'],
          ],
          'transactions',
        ),
      ],
    );
    expect(result.transactions).toEqual([
      {
        transaction_date: '2026-02-23',
        posting_date: '2026-02-24',
        description: 'SHELL OIL 57442 AUSTIN TX',
        amount: 48.12,
      },
      { transaction_date: '2026-02-25', posting_date: '2026-02-26', description: 'PAYMENT - THANK YOU', amount: -1250 },
      {
        transaction_date: '2026-03-02',
        posting_date: '2026-03-03',
        description: 'AMAZON MKTPLACE PMTS',
        amount: 129.99,
      },
    ]);
  });

  it('fills the fields a sub-line of labelled codes names instead of lengthening the description', async () => {
    const result = await run(
      [
        'Stück\tWertpapierbezeichnung\tKurs\tKurswert EUR',
        '120\tSiemens AG Namens-Aktien\t178,42\t21.410,40',
        '\tISIN DE0007236101 / WKN 723610\t\t',
        '45\tAllianz SE vink. Namens-Aktien\t281,90\t12.685,50',
        '\tISIN DE0008404005 / WKN 840400\t\t',
      ].join('\n'),
      [
        items(
          [
            ['stueck', 'number'],
            ['bezeichnung', 'string'],
            ['isin', 'string'],
            ['kurswert', 'number'],
          ],
          'positionen',
        ),
      ],
    );
    expect(result.positionen).toEqual([
      { stueck: 120, bezeichnung: 'Siemens AG Namens-Aktien', isin: 'DE0007236101', kurswert: 21410.4 },
      { stueck: 45, bezeichnung: 'Allianz SE vink. Namens-Aktien', isin: 'DE0008404005', kurswert: 12685.5 },
    ]);
  });

  it('reads an article and a serial number from one sub-line ("Art.-Nr. … SN …")', async () => {
    const result = await run(
      [
        'Pos\tBezeichnung\tMenge\tEinzelpreis\tGesamt',
        '1\tDockingstation USB-C Gen 2\t1\t189,00\t189,00',
        '\tArt.-Nr. 40B70090EU   SN S1Z8L4MQ\t\t\t',
        '2\tMonitor 27 Zoll\t2\t249,00\t498,00',
        '\tArt.-Nr. 61F4GAR1EU   SN V90A2231\t\t\t',
      ].join('\n'),
      [
        items(
          [
            ['artikelnummer', 'string'],
            ['bezeichnung', 'string'],
            ['seriennummer', 'string'],
            ['gesamtpreis', 'number'],
          ],
          'positionen',
        ),
      ],
    );
    expect(result.positionen).toEqual([
      {
        artikelnummer: '40B70090EU',
        bezeichnung: 'Dockingstation USB-C Gen 2',
        seriennummer: 'S1Z8L4MQ',
        gesamtpreis: 189,
      },
      { artikelnummer: '61F4GAR1EU', bezeichnung: 'Monitor 27 Zoll', seriennummer: 'V90A2231', gesamtpreis: 498 },
    ]);
  });

  it('reads "1.529" per litre as a decimal where the table writes decimals with a point', async () => {
    const result = await run(
      [
        'Date\tSite\tLitres\tPPL\tAmount',
        '02/03/2026\tShell Bristol M32\t48.21\t1.529\t73.71',
        '05/03/2026\tEsso Reading West\t61.40\t1.519\t93.27',
      ].join('\n'),
      [
        items([
          ['site', 'string'],
          ['litres', 'number'],
          ['price_per_litre', 'number'],
          ['amount', 'number'],
        ]),
      ],
    );
    expect(result.items).toEqual([
      { site: 'Shell Bristol M32', litres: 48.21, price_per_litre: 1.529, amount: 73.71 },
      { site: 'Esso Reading West', litres: 61.4, price_per_litre: 1.519, amount: 93.27 },
    ]);
  });
});
