// Line items (session 11): shapes of arrays the rules were not tuned on: one-sided debit and credit columns,
// items in sentences, header words the vocabulary lacks (a currency, a short form, clock times), a list under
// the array's heading, a table carried over without a page break.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified } from '../local-provider-helpers.ts';

type TField = [string, 'string' | 'number' | 'date'];
const items = (fields: TField[], name = 'items'): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: {
    type: 'object',
    properties: fields.map(([field, type]) =>
      type === 'date' ? { name: field, type: 'string', format: 'date' } : { name: field, type },
    ),
  },
});

const run = async (...args: Parameters<typeof extractVerified>) =>
  (await extractVerified(...args)) as Record<string, unknown>;

describe('debit and credit columns with one side empty', () => {
  it('keeps two dated rows apart when one fills the debit and the next the credit column ("02.03." without a year)', async () => {
    const result = await run(
      [
        'Kontoauszug 4/2026 vom 15.04.2026',
        'Datum     Wert      Text                            Soll         Haben',
        '01.04.    01.04.    Versicherung Allianz          120,00',
        '02.04.    02.04.    Gutschrift Honorar                          850,00',
        '08.04.    08.04.    Tankstelle Aral                 61,20',
      ].join('\n'),
      [
        items(
          [
            ['datum', 'date'],
            ['text', 'string'],
            ['soll', 'number'],
            ['haben', 'number'],
          ],
          'umsaetze',
        ),
      ],
    );
    expect(result.umsaetze).toEqual([
      { datum: '2026-04-01', text: 'Versicherung Allianz', soll: 120 },
      { datum: '2026-04-02', text: 'Gutschrift Honorar', haben: 850 },
      { datum: '2026-04-08', text: 'Tankstelle Aral', soll: 61.2 },
    ]);
  });

  it('signs "Paid out" amounts by the running balance and keeps the balance for a `balance` field', async () => {
    const result = await run(
      [
        'Date      Details                    Paid out     Paid in     Balance',
        '02 May    Opening balance                                      500.00',
        '03 May    Card payment Boots           12.40                   487.60',
        '05 May    Refund Argos                              30.00      517.60',
        '09 May    Direct debit EE              25.00                   492.60',
      ].join('\n'),
      [
        items([
          ['date', 'date'],
          ['details', 'string'],
          ['amount', 'number'],
          ['balance', 'number'],
        ]),
      ],
    );
    expect((result.items as Record<string, unknown>[]).map((item) => [item.amount, item.balance])).toEqual([
      [-12.4, 487.6],
      [30, 517.6],
      [-25, 492.6],
    ]);
  });

  it('gives the words under an unnamed header ("Umsatz") to the text field when the credit cell is empty', async () => {
    const result = await run(
      [
        'Belegdatum   Umsatz                 Belastung EUR   Gutschrift EUR',
        '04.03.2026   BAUHAUS KOELN          88,10',
        '09.03.2026   ZALANDO SE                             45,00',
      ].join('\n'),
      [
        items([
          ['belegdatum', 'date'],
          ['haendler', 'string'],
          ['betrag_eur', 'number'],
          ['gutschrift', 'number'],
        ]),
      ],
    );
    expect((result.items as Record<string, unknown>[]).map((item) => item.haendler)).toEqual([
      'BAUHAUS KOELN',
      'ZALANDO SE',
    ]);
  });
});

describe('items written as sentences', () => {
  it('reads "Möhren 1,5 kg x 2,20 = 3,30" (no colon after the text) into fields named with their unit', async () => {
    const result = await run(
      ['Hofladen Quittung', 'Möhren 1,5 kg x 2,20 = 3,30', 'Lauch 3 Stk x 0,90 = 2,70', 'Summe 6,00'].join('\n'),
      [
        items([
          ['bezeichnung', 'string'],
          ['menge_kg', 'number'],
          ['preis_pro_kg', 'number'],
          ['betrag_brutto', 'number'],
        ]),
      ],
    );
    expect(result.items).toEqual([
      { bezeichnung: 'Möhren', menge_kg: 1.5, preis_pro_kg: 2.2, betrag_brutto: 3.3 },
      { bezeichnung: 'Lauch', menge_kg: 3, preis_pro_kg: 0.9, betrag_brutto: 2.7 },
    ]);
  });

  it('reads tariff rows with a four-decimal unit price and puts their period into a `zeitraum` field', async () => {
    const result = await run(
      [
        'Ihre Abrechnung:',
        'Arbeitspreis 01.01.2025 – 31.03.2025: 400 kWh x 0,2950 €/kWh = 118,00 €',
        'Arbeitspreis 01.04.2025 – 31.12.2025: 900 kWh x 0,3010 €/kWh = 270,90 €',
        'Summe netto: 388,90 €',
      ].join('\n'),
      [
        items([
          ['bezeichnung', 'string'],
          ['zeitraum', 'string'],
          ['menge', 'number'],
          ['preis', 'number'],
          ['betrag', 'number'],
        ]),
      ],
    );
    expect(result.items).toEqual([
      { bezeichnung: 'Arbeitspreis', zeitraum: '01.01.2025 – 31.03.2025', menge: 400, preis: 0.295, betrag: 118 },
      { bezeichnung: 'Arbeitspreis', zeitraum: '01.04.2025 – 31.12.2025', menge: 900, preis: 0.301, betrag: 270.9 },
    ]);
  });
});

describe('header words the vocabulary lacks', () => {
  it('maps a currency header ("EUR") to the amount and "Kilometer" to a field named `km`', async () => {
    const result = await run(
      [
        'Datum        Ausgabenart              Kilometer   EUR',
        '03.03.2026   Fahrt Bonn–Köln          32          9,60',
        '04.03.2026   Taxi                                 18,50',
      ].join('\n'),
      [
        items([
          ['datum', 'date'],
          ['art', 'string'],
          ['km', 'number'],
          ['betrag', 'number'],
        ]),
      ],
    );
    expect(result.items).toEqual([
      { datum: '2026-03-03', art: 'Fahrt Bonn–Köln', km: 32, betrag: 9.6 },
      { datum: '2026-03-04', art: 'Taxi', betrag: 18.5 },
    ]);
  });

  it('gives clock-time columns no header names ("In", "Out") to `start` and `end`', async () => {
    const result = await run(
      [
        'Date         Task                 In      Out     Hrs',
        '02/03/2026   Site survey          07:45   15:15   7.5',
        '03/03/2026   Report writing       09:00   13:00   4.0',
      ].join('\n'),
      [
        items([
          ['date', 'date'],
          ['task', 'string'],
          ['start', 'string'],
          ['end', 'string'],
          ['hours', 'number'],
        ]),
      ],
    );
    expect((result.items as Record<string, unknown>[]).map((item) => [item.start, item.end])).toEqual([
      ['07:45', '15:15'],
      ['09:00', '13:00'],
    ]);
  });

  it('maps "Shipped" and "B/O" to `delivered` and `backordered`', async () => {
    const result = await run(
      [
        'Item code   Description          Ordered   Shipped   B/O',
        'AB-100      Cable tie 200 mm     300       200       100',
        'AB-220      Cable clip           50        50        0',
      ].join('\n'),
      [
        items([
          ['sku', 'string'],
          ['description', 'string'],
          ['ordered', 'number'],
          ['delivered', 'number'],
          ['backordered', 'number'],
        ]),
      ],
    );
    expect((result.items as Record<string, unknown>[]).map((item) => [item.delivered, item.backordered])).toEqual([
      [200, 100],
      [50, 0],
    ]);
  });

  it('gives a text field named by a header over numbers ("Lohnart" over "1000") the words beside them', async () => {
    const result = await run(
      [
        'Lohnart     Bezeichnung            Betrag',
        '1000        Grundgehalt            3.800,00',
        '2200        Schichtzulage          240,00',
      ].join('\n'),
      [
        items([
          ['lohnart', 'string'],
          ['betrag', 'number'],
        ]),
      ],
    );
    expect((result.items as Record<string, unknown>[]).map((item) => item.lohnart)).toEqual([
      'Grundgehalt',
      'Schichtzulage',
    ]);
  });
});

describe('lists and tables without a plain header', () => {
  it('reads text-and-amount lines under a heading that names the array ("Gesetzliche Abzüge") below another table', async () => {
    const result = await run(
      [
        'Lohnart   Bezeichnung     Betrag      Jahreswert',
        '1000      Gehalt          3.000,00    9.000,00',
        'Gesetzliche Abzüge',
        'Lohnsteuer            402,16',
        'Krankenversicherung   245,10',
        'Auszahlungsbetrag     2.352,74',
      ].join('\n'),
      [
        items(
          [
            ['art', 'string'],
            ['betrag', 'number'],
          ],
          'abzuege',
        ),
      ],
    );
    expect(result.abzuege).toEqual([
      { art: 'Lohnsteuer', betrag: 402.16 },
      { art: 'Krankenversicherung', betrag: 245.1 },
    ]);
  });

  it('goes on after "Carried forward" under the repeated header, without a page break in the text', async () => {
    const result = await run(
      [
        'Code      Description           Qty     Amount',
        'K-1       Kettle                2       50.00',
        '          Carried forward               50.00',
        'Hillside Trading                 Page 2',
        'Code      Description           Qty     Amount',
        '          Brought forward               50.00',
        'T-7       Toaster               1       35.00',
      ].join('\n'),
      [
        items([
          ['code', 'string'],
          ['description', 'string'],
          ['qty', 'number'],
          ['amount', 'number'],
        ]),
      ],
    );
    expect((result.items as Record<string, unknown>[]).map((item) => item.code)).toEqual(['K-1', 'T-7']);
  });

  it('places headerless rows with more numbers than the item has by arithmetic (quantity × price = amount)', async () => {
    const result = await run(
      [
        'Werkstatt Brenner, Rechnung 88',
        'Ölfilter wechseln       1     24,90     24,90',
        'Bremsflüssigkeit        2      9,50     19,00',
        'Scheibenwischer vorne   2     14,00     28,00',
        'Summe                                  71,90',
      ].join('\n'),
      [
        items([
          ['leistung', 'string'],
          ['menge', 'number'],
          ['betrag', 'number'],
        ]),
      ],
    );
    expect(result.items).toEqual([
      { leistung: 'Ölfilter wechseln', menge: 1, betrag: 24.9 },
      { leistung: 'Bremsflüssigkeit', menge: 2, betrag: 19 },
      { leistung: 'Scheibenwischer vorne', menge: 2, betrag: 28 },
    ]);
  });
});

describe('itineraries: a departure and the arrival after it make a leg', () => {
  it('reads one stop a line ("ab 06:12" / "an 07:30") with the day and the train from the departure line', async () => {
    const result = await run(
      [
        'Ihre Verbindung, Auftrag 8XK2P1',
        'Halt              Datum          Zeit       Gleis   Zug',
        'Hamburg Hbf       Mo, 06.07.26   ab 06:12   13      IC 2071',
        'Bremen Hbf        Mo, 06.07.26   an 07:30   8',
        'Bremen Hbf        Mo, 06.07.26   ab 07:45   2       RE 4417',
        'Oldenburg Hbf     Mo, 06.07.26   an 08:13   5',
      ].join('\n'),
      [
        items([
          ['datum', 'date'],
          ['von', 'string'],
          ['nach', 'string'],
          ['abfahrt_zeit', 'string'],
          ['ankunft_zeit', 'string'],
          ['zug', 'string'],
        ]),
      ],
    );
    expect(result.items).toEqual([
      {
        datum: '2026-07-06',
        von: 'Hamburg Hbf',
        nach: 'Bremen Hbf',
        abfahrt_zeit: '06:12',
        ankunft_zeit: '07:30',
        zug: 'IC 2071',
      },
      {
        datum: '2026-07-06',
        von: 'Bremen Hbf',
        nach: 'Oldenburg Hbf',
        abfahrt_zeit: '07:45',
        ankunft_zeit: '08:13',
        zug: 'RE 4417',
      },
    ]);
  });

  it('reads "Depart 07:10  Dublin (DUB)" / "Arrive 09:35  Paris (CDG)" under a line with the date and the flight', async () => {
    const result = await run(
      [
        'Booking ABC123',
        'Fri 14 Aug 2026   EI 520',
        '  Depart 07:10   Dublin (DUB)',
        '  Arrive 09:35   Paris (CDG)',
        '',
        'Baggage: 1 x 20 kg',
      ].join('\n'),
      [
        items(
          [
            ['flight_number', 'string'],
            ['date', 'date'],
            ['from', 'string'],
            ['to', 'string'],
            ['departure_time', 'string'],
            ['arrival_time', 'string'],
          ],
          'flights',
        ),
      ],
    );
    expect(result.flights).toEqual([
      {
        flight_number: 'EI 520',
        date: '2026-08-14',
        from: 'Dublin (DUB)',
        to: 'Paris (CDG)',
        departure_time: '07:10',
        arrival_time: '09:35',
      },
    ]);
  });
});
