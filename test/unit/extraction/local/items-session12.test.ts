// Line items (session 12, dev set tables12): an opening balance alone under the header, card statements' month/day
// dates and parenthesised credits, sub-lines of labelled codes (ISIN, article and serial numbers), a price column
// with three decimals read like the table's other numbers.
import { describe, expect, it } from '@jest/globals';
import { extractRecord, itemsField } from '../local-provider-helpers.ts';

const items = itemsField;
const run = extractRecord;

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

  it('reads blocks of labelled lines under numbered headings ("Warenposition 2") with the number as a field', async () => {
    const result = await run(
      [
        'Warenposition 1',
        'Warenbezeichnung: Hydraulikpumpe HP-40',
        'Ursprungsland: DE',
        'Statistischer Wert: 3.240,00 EUR',
        '',
        'Warenposition 2',
        'Warenbezeichnung: Hydraulikschläuche DN 12',
        'Ursprungsland: CZ',
        'Statistischer Wert: 612,40 EUR',
      ].join('\n'),
      [
        items(
          [
            ['position', 'number'],
            ['warenbezeichnung', 'string'],
            ['ursprungsland', 'string'],
            ['statistischer_wert', 'number'],
          ],
          'warenpositionen',
        ),
      ],
    );
    expect(result.warenpositionen).toEqual([
      { position: 1, warenbezeichnung: 'Hydraulikpumpe HP-40', ursprungsland: 'DE', statistischer_wert: 3240 },
      { position: 2, warenbezeichnung: 'Hydraulikschläuche DN 12', ursprungsland: 'CZ', statistischer_wert: 612.4 },
    ]);
  });

  it('cuts a header cell over two row cells and names fields by words of a longer name ("km Beginn")', async () => {
    const result = await run(
      [
        'Datum             Reiseziel           km Beginn   km Ende gefahrene km',
        '02.03.2026        Stuttgart           48.213      48.402     189',
        '04.03.2026        Heilbronn           48.402      48.471     69',
      ].join('\n'),
      [
        items(
          [
            ['datum', 'date'],
            ['ziel', 'string'],
            ['km_stand_beginn', 'number'],
            ['km_stand_ende', 'number'],
            ['km', 'number'],
          ],
          'fahrten',
        ),
      ],
    );
    expect(result.fahrten).toEqual([
      { datum: '2026-03-02', ziel: 'Stuttgart', km_stand_beginn: 48213, km_stand_ende: 48402, km: 189 },
      { datum: '2026-03-04', ziel: 'Heilbronn', km_stand_beginn: 48402, km_stand_ende: 48471, km: 69 },
    ]);
  });

  it('gives clock-time columns to `von` and `bis` and reads on past a day off with no hours', async () => {
    const result = await run(
      [
        'Tag   Datum        Beginn   Ende    Std.    Tätigkeit',
        'Mo    16.03.2026   07:00    15:30   8,00    Baustelle Kirchplatz 3',
        'Do    19.03.2026                            Urlaub',
        'Fr    20.03.2026   07:00    13:00   5,50    Baustelle Mühlweg 12',
      ].join('\n'),
      [
        items(
          [
            ['datum', 'date'],
            ['von', 'string'],
            ['bis', 'string'],
            ['stunden', 'number'],
            ['taetigkeit', 'string'],
          ],
          'zeiten',
        ),
      ],
    );
    expect(result.zeiten).toEqual([
      { datum: '2026-03-16', von: '07:00', bis: '15:30', stunden: 8, taetigkeit: 'Baustelle Kirchplatz 3' },
      { datum: '2026-03-20', von: '07:00', bis: '13:00', stunden: 5.5, taetigkeit: 'Baustelle Mühlweg 12' },
    ]);
  });

  it('reads a scan whose reader glued two dates and two headers, past an opening balance and blank lines', async () => {
    const result = await run(
      [
        'Belegdatum Buchungsdatum Umsatz                      Betrag EUR',
        '               Saldo der letzten Abrechnung        0,00',
        '',
        '03.03.2026 04.03.2026   Lufthansa Frankfurt            342,18',
        '',
        '09.03.2026 10.03.2026   AMAZON DIGITAL SEATTLE          41,58',
        '               USD 45,00 Kurs 1,0823',
        '',
        '21.03.2026 22.03.2026   Shell Tankstelle Hamburg        81,44',
        '',
        'Neuer Saldo                                            465,20',
      ].join('\n'),
      [
        items(
          [
            ['belegdatum', 'date'],
            ['buchungsdatum', 'date'],
            ['beschreibung', 'string'],
            ['betrag', 'number'],
          ],
          'umsaetze',
        ),
      ],
    );
    expect(result.umsaetze).toEqual([
      { belegdatum: '2026-03-03', buchungsdatum: '2026-03-04', beschreibung: 'Lufthansa Frankfurt', betrag: 342.18 },
      { belegdatum: '2026-03-09', buchungsdatum: '2026-03-10', beschreibung: 'AMAZON DIGITAL SEATTLE', betrag: 41.58 },
      {
        belegdatum: '2026-03-21',
        buchungsdatum: '2026-03-22',
        beschreibung: 'Shell Tankstelle Hamburg',
        betrag: 81.44,
      },
    ]);
  });
});
