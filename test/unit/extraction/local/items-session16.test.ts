// Line items (session 16, dev set tables16): a flag mark in a column of its own, a group's title further down a
// table whose first row stood under a title, weekday-prefixed dates without a year and "Week 23 subtotal" rows, a
// statement's counterparty on the line under a row whose debit or credit cell is empty, an "Amount" header over
// "Currency | USD", a weighed quantity "1,234 kg x 2,99".
import { describe, expect, it } from '@jest/globals';
import { extractRecord, itemsField } from '../local-provider-helpers.ts';

const items = itemsField;
const run = extractRecord;

describe('session 16 array shapes', () => {
  it('reads a row whose flag mark stands in a column of its own, and passes group titles between the rows', async () => {
    const result = await run(
      [
        'Befundbericht   Auftragsnummer: 2603-114402',
        'Untersuchung   Ergebnis     Einheit   Referenzbereich',
        'Blutbild',
        'Leukozyten            6,8                       G/l          3,9 - 10,2',
        'Thrombozyten          251                       G/l          150 - 370',
        'Klinische Chemie',
        'Glucose (nüchtern)    108          +            mg/dl        70 - 99',
        'Kreatinin             0,94                      mg/dl        0,70 - 1,20',
        'Endokrinologie',
        'TSH                   2,13                      mU/l         0,27 - 4,20',
        '',
        '+ = oberhalb des Referenzbereichs',
      ].join('\n'),
      [
        items(
          [
            ['untersuchung', 'string'],
            ['ergebnis', 'number'],
            ['einheit', 'string'],
            ['referenzbereich', 'string'],
          ],
          'befunde',
        ),
      ],
    );
    expect(result.befunde).toEqual([
      { untersuchung: 'Leukozyten', ergebnis: 6.8, einheit: 'G/l', referenzbereich: '3,9 - 10,2' },
      { untersuchung: 'Thrombozyten', ergebnis: 251, einheit: 'G/l', referenzbereich: '150 - 370' },
      { untersuchung: 'Glucose (nüchtern)', ergebnis: 108, einheit: 'mg/dl', referenzbereich: '70 - 99' },
      { untersuchung: 'Kreatinin', ergebnis: 0.94, einheit: 'mg/dl', referenzbereich: '0,70 - 1,20' },
      { untersuchung: 'TSH', ergebnis: 2.13, einheit: 'mU/l', referenzbereich: '0,27 - 4,20' },
    ]);
  });

  it('dates "Mon 06/01" rows in the period’s year and passes a "Week 23 subtotal" row', async () => {
    const result = await run(
      [
        'TIMESHEET',
        'Period: 06/01/2026 - 06/14/2026',
        '',
        'Date        Project     Task                                          Hours',
        'Mon 06/01   ACME-114    Requirements workshop                           6.5',
        'Tue 06/02   ACME-114    Data model draft                                7.0',
        '                        Week 23 subtotal                               13.5',
        'Mon 06/08   ACME-120    Deployment to staging                           4.0',
        '                        Week 24 subtotal                                4.0',
        'TOTAL HOURS                                                            17.5',
      ].join('\n'),
      [
        items(
          [
            ['date', 'date'],
            ['project', 'string'],
            ['task', 'string'],
            ['hours', 'number'],
          ],
          'entries',
        ),
      ],
    );
    expect(result.entries).toEqual([
      { date: '2026-06-01', project: 'ACME-114', task: 'Requirements workshop', hours: 6.5 },
      { date: '2026-06-02', project: 'ACME-114', task: 'Data model draft', hours: 7 },
      { date: '2026-06-08', project: 'ACME-120', task: 'Deployment to staging', hours: 4 },
    ]);
  });

  it('joins a statement’s counterparty line to the text, not the date, of a row with an empty debit or credit', async () => {
    const result = await run(
      [
        'Kontoauszug Nr. 3/2026',
        'Datum                 Erläuterung                    Soll         Haben                 Saldo',
        '                      Anfangssaldo                                                      3.118,22',
        '02.03.2026            Lastschrift SEPA               89,99                              3.028,23',
        '                      Vodafone GmbH Kd-Nr 771203',
        '03.03.2026            Gutschrift Überweisung                      420,00                3.448,23',
        '                      Schmidt, Lena Miete Garage Q1',
        '05.03.2026            Kartenzahlung girocard         56,10                              3.392,13',
        '                      REWE Markt Friedberg',
        '                      Endsaldo                                                          3.392,13',
      ].join('\n'),
      [
        items(
          [
            ['datum', 'date'],
            ['text', 'string'],
            ['betrag', 'number', 'Soll negativ'],
            ['saldo', 'number'],
          ],
          'buchungen',
        ),
      ],
    );
    expect(result.buchungen).toEqual([
      { datum: '2026-03-02', text: 'Lastschrift SEPA Vodafone GmbH Kd-Nr 771203', betrag: -89.99, saldo: 3028.23 },
      {
        datum: '2026-03-03',
        text: 'Gutschrift Überweisung Schmidt, Lena Miete Garage Q1',
        betrag: 420,
        saldo: 3448.23,
      },
      { datum: '2026-03-05', text: 'Kartenzahlung girocard REWE Markt Friedberg', betrag: -56.1, saldo: 3392.13 },
    ]);
  });

  it('reads rows under a header whose "Amount" groups a currency column and the figure’s own column', async () => {
    const result = await run(
      [
        'Expense Report EXP-11832',
        'Date         Business purpose           Expense            Amount',
        '                                        category           Currency   USD',
        '04/06/2026   Taxi airport to hotel      Ground transport   USD        48.25',
        '04/07/2026   Hotel, 2 nights            Lodging            USD        398.00',
        'Total reimbursable                                                    446.25',
      ].join('\n'),
      [
        items(
          [
            ['date', 'date'],
            ['purpose', 'string'],
            ['category', 'string'],
            ['amount', 'number'],
          ],
          'expenses',
        ),
      ],
    );
    expect(result.expenses).toEqual([
      { date: '2026-04-06', purpose: 'Taxi airport to hotel', category: 'Ground transport', amount: 48.25 },
      { date: '2026-04-07', purpose: 'Hotel, 2 nights', category: 'Lodging', amount: 398 },
    ]);
  });

  it('reads a weighed quantity "1,234 kg x 2,99" with the decimal comma its unit price writes', async () => {
    const result = await run(
      [
        'REWE Markt GmbH',
        'BROETCHEN KORN',
        '  4 Stk x 0,45                 1,80 B',
        'APFEL BRAEBURN',
        '  1,234 kg x 2,99 EUR/kg       3,69 B',
        'SUMME                    EUR   5,49',
      ].join('\n'),
      [
        items(
          [
            ['bezeichnung', 'string'],
            ['menge', 'number'],
            ['preis', 'number'],
          ],
          'artikel',
        ),
      ],
    );
    expect(result.artikel).toEqual([
      { bezeichnung: 'BROETCHEN KORN', menge: 4, preis: 1.8 },
      { bezeichnung: 'APFEL BRAEBURN', menge: 1.234, preis: 3.69 },
    ]);
  });
});
