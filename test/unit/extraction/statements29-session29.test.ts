// Session 29's statement fixes (development set statements29). Real parts, no mocks: a document's lines read as the
// extractor reads them, through extractArray as the extractor calls it.
import { describe, expect, it } from '@jest/globals';
import type { TSchemaProperty } from '../../../src/extraction/schema/output-schema.ts';
import { dateField, field, itemsOf } from './item-rows-helpers.ts';

describe("an account's opening and closing balance printed as rows of its entries", () => {
  it('drops "Opening cash balance" and "Closing cash balance" and keeps the bracketed debits between them', () => {
    const items = itemsOf(
      [
        'Date\tDescription\tAmount (GBP)',
        '01 Apr 2026\tOpening cash balance\t25,000.00',
        '02 Apr 2026\tDividend - Unilever PLC\t312.40',
        '10 Apr 2026\tPurchase 50 Vanguard FTSE All-World ETF\t(4,875.50)',
        '17 Apr 2026\tPlatform fee\t(21.25)',
        '28 Apr 2026\tSale 30 Legal & General Gilt Fund\t3,306.90',
        '30 Apr 2026\tClosing cash balance\t23,722.55',
      ],
      [dateField('date'), field('description'), field('amount', 'number')],
      { name: 'transactions' },
    );
    expect(items).toEqual([
      { date: '2026-04-02', description: 'Dividend - Unilever PLC', amount: 312.4 },
      { date: '2026-04-10', description: 'Purchase 50 Vanguard FTSE All-World ETF', amount: -4875.5 },
      { date: '2026-04-17', description: 'Platform fee', amount: -21.25 },
      { date: '2026-04-28', description: 'Sale 30 Legal & General Gilt Fund', amount: 3306.9 },
    ]);
  });

  it('keeps a savings account\'s tax rows "-15,41" under "Anfangssaldo" and over "Endsaldo" as entries', () => {
    const items = itemsOf(
      [
        'Datum\tBuchungstext\tBetrag EUR',
        '01.07.2026\tAnfangssaldo\t10.000,00',
        '15.08.2026\tÜbertrag von Girokonto\t2.000,00',
        '30.09.2026\tZinsgutschrift\t61,64',
        '30.09.2026\tKapitalertragsteuer\t-15,41',
        '30.09.2026\tSolidaritätszuschlag\t-0,84',
        '30.09.2026\tEndsaldo\t12.045,39',
      ],
      [dateField('datum'), field('buchungstext'), field('betrag', 'number')],
      { name: 'umsaetze' },
    );
    expect(items.map((item) => item.betrag)).toEqual([2000, 61.64, -15.41, -0.84]);
  });

  it('still drops a payment received from the items of a bill that no balance frames', () => {
    const items = itemsOf(
      [
        'Date\tDescription\tAmount',
        '02/03/2026\tConsulting, March\t1,200.00',
        '09/03/2026\tTravel expenses\t240.00',
        '12/03/2026\tPayment received\t-500.00',
      ],
      [dateField('date'), field('description'), field('amount', 'number')],
    );
    expect(items.map((item) => item.description)).toEqual(['Consulting, March', 'Travel expenses']);
  });
});

describe('a debit or credit mark in a column of its own', () => {
  it('signs "890,00 | S" under "Betrag EUR | S/H" as "890,00 S" in one cell', () => {
    const items = itemsOf(
      [
        'Buchungstag\tVorgang\tBetrag EUR\tS/H',
        '01.04.2026\tDauerauftrag Miete April\t890,00\tS',
        '15.04.2026\tGehalt April 2026\t2.105,65\tH',
        '22.04.2026\tKartenzahlung Edeka Lindener Markt\t52,50\tS',
      ],
      [dateField('buchungstag'), field('vorgang'), field('betrag', 'number')],
      { name: 'umsaetze' },
    );
    expect(items.map((item) => item.betrag)).toEqual([-890, 2105.65, -52.5]);
  });

  it('leaves a column of other letters alone (a size "S" beside a price is no debit)', () => {
    const items = itemsOf(
      [
        'Artikel\tPreis EUR\tGröße\tFarbe',
        'T-Shirt Basic\t19,90\tS\tweiß',
        'Hoodie Zip\t49,90\tXL\tgrau',
        'Polo Classic\t29,90\tM\tblau',
      ],
      [field('artikel'), field('preis', 'number'), field('farbe')],
    );
    expect(items.map((item) => item.preis)).toEqual([19.9, 49.9, 29.9]);
  });
});

describe("a card statement's debit and credit columns (Soll | Haben)", () => {
  const rows = [
    'Belegdatum\tBuchungsdatum\tBeschreibung\tSoll EUR\tHaben EUR',
    '\t\tSaldo Vormonat\t412,30\t',
    '24.06.2026\t24.06.2026\tLastschrift Ausgleich Vormonat\t\t412,30',
    '27.06.2026\t29.06.2026\tDeutsche Bahn Fernverkehr\t119,90\t',
    '03.07.2026\t06.07.2026\tHotel Adler Freiburg\t286,00\t',
    '09.07.2026\t10.07.2026\tGutschrift Zalando SE\t\t49,95',
    '\t\tNeuer Saldo\t530,19\t',
  ];
  const amount = (description?: string) =>
    ({ name: 'betrag', type: 'number', ...(description ? { description } : {}) }) as TSchemaProperty;

  it('gives the amount to neither date column and keeps "Saldo Vormonat" apart from the entry under it', () => {
    const items = itemsOf(rows, [dateField('belegdatum'), field('beschreibung'), amount()], { name: 'umsaetze' });
    expect(items.map((item) => [item.belegdatum, item.betrag])).toEqual([
      ['2026-06-24', 412.3],
      ['2026-06-27', -119.9],
      ['2026-07-03', -286],
      ['2026-07-09', 49.95],
    ]);
  });

  it('counts the charges up and the credits down when the field asks for credits below zero', () => {
    const items = itemsOf(
      rows,
      [dateField('belegdatum'), field('beschreibung'), amount('Belastungen positiv, Gutschriften negativ')],
      { name: 'umsaetze' },
    );
    expect(items.map((item) => item.betrag)).toEqual([-412.3, 119.9, 286, -49.95]);
  });
});
