// Session 19's item readers (development set items19): arrays written as paragraphs, bullet lines with a unit price
// beside the text, labelled codes under an item, a discount line between rows, a bill of quantities' long texts,
// dates carried down a folio, schedule entries opening with their date or time, and lists of people or actions as
// parted lines. Real parts, no mocks: a small document's lines read as the extractor reads them.
import { describe, expect, it } from '@jest/globals';
import { findTable } from '../../../src/extraction/providers/local/find-table.ts';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import type { TSchemaProperty } from '../../../src/extraction/schema/output-schema.ts';

const lines = (text: string) =>
  documentLines([{ fileName: 'items.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] }]);
const field = (name: string, type: 'string' | 'number' = 'string') => ({ name, type }) as TSchemaProperty;
const dateField = (name: string) => ({ name, type: 'string', format: 'date' }) as TSchemaProperty;
const rowsOf = (text: string, properties: TSchemaProperty[], name = 'items') =>
  (findTable(lines(text), properties, name)?.rows ?? []).map((row) =>
    Object.fromEntries([...row.values].map(([property, value]) => [property.name, value])),
  );

describe('items written as lines of text', () => {
  it('reads a unit price written in brackets beside the text of a bulleted order', () => {
    const text = [
      'Your items',
      '* 2 × Oak shelf bracket (£4.50 each) – £9.00',
      '* 3 × Wall plug set (£2.25 each) – £6.75',
      '',
      'Order total: £15.75',
    ].join('\n');
    const fields = [
      field('quantity', 'number'),
      field('product'),
      field('unit_price', 'number'),
      field('line_total', 'number'),
    ];
    expect(rowsOf(text, fields)).toEqual([
      { product: 'Oak shelf bracket', quantity: 2, unit_price: 4.5, line_total: 9 },
      { product: 'Wall plug set', quantity: 3, unit_price: 2.25, line_total: 6.75 },
    ]);
  });

  it('gives a German order line\'s "je" price to a field named just "Preis"', () => {
    const text = [
      'Bitte liefern Sie:',
      '- 3x Druckerpatrone schwarz je 24,90 EUR',
      '- 2x Kopierpapier A4 je 4,79 EUR',
    ].join('\n');
    const fields = [field('anzahl', 'number'), field('artikel'), field('preis', 'number')];
    expect(rowsOf(text, fields, 'artikel')).toEqual([
      { anzahl: 3, artikel: 'Druckerpatrone schwarz', preis: 24.9 },
      { anzahl: 2, artikel: 'Kopierpapier A4', preis: 4.79 },
    ]);
  });

  it('reads a paragraph item whose unit is a longer word ("1 Pauschale à 22,50 €")', () => {
    const text = ['1. Beratung – 3 Std. à 95,00 € = 285,00 €', '2. Fahrtkosten – 1 Pauschale à 22,50 € = 22,50 €'].join(
      '\n',
    );
    const fields = [
      field('beschreibung'),
      field('menge', 'number'),
      field('einzelpreis', 'number'),
      field('gesamt', 'number'),
    ];
    expect(rowsOf(text, fields, 'positionen')).toEqual([
      { beschreibung: 'Beratung', menge: 3, einzelpreis: 95, gesamt: 285 },
      { beschreibung: 'Fahrtkosten', menge: 1, einzelpreis: 22.5, gesamt: 22.5 },
    ]);
  });

  it('reads the quantity from a "Qty 6" line under each item of a receipt', () => {
    const text = [
      'Summary',
      'Team plan (per seat)   $90.00',
      'Qty 6',
      'Extra storage 100 GB   $9.00',
      'Qty 1 · Item #ST-100',
      'Subtotal               $99.00',
    ].join('\n');
    const fields = [field('description'), field('sku'), field('quantity', 'number'), field('amount', 'number')];
    expect(rowsOf(text, fields, 'line_items')).toEqual([
      { description: 'Team plan (per seat)', quantity: 6, amount: 90 },
      { description: 'Extra storage 100 GB', quantity: 1, sku: 'ST-100', amount: 9 },
    ]);
  });

  it('takes the article number from the line under each item of a German shop mail', () => {
    const text = [
      'Ihre Artikel:',
      '1 x Akku-Bohrschrauber 18 V                 129,99 EUR',
      '    Art.-Nr. 4471920',
      '2 x Bit-Set 32-teilig                        25,98 EUR',
      '    Art.-Nr. 5002311',
      '',
      'Gesamtsumme:                               155,97 EUR',
    ].join('\n');
    const fields = [field('menge', 'number'), field('artikel'), field('artikelnummer'), field('preis', 'number')];
    expect(rowsOf(text, fields, 'positionen').map((row) => row.artikelnummer)).toEqual(['4471920', '5002311']);
  });
});

describe('lines between and under the rows of a table', () => {
  it('reads on past a discount line under an item', () => {
    const text = [
      'Description               Qty    Unit price    Amount',
      'USB-C docking station       2        189.00    340.20',
      'Discount 10 %: -37.80',
      'Wireless keyboard           4         45.50    182.00',
      '',
      'Total                                          522.20',
    ].join('\n');
    const fields = [
      field('description'),
      field('quantity', 'number'),
      field('unit_price', 'number'),
      field('amount', 'number'),
    ];
    expect(rowsOf(text, fields).map((row) => row.description)).toEqual(['USB-C docking station', 'Wireless keyboard']);
  });

  it("passes over a bill of quantities' long texts, keeping each position's short text", () => {
    const text = [
      'OZ        Kurztext                              Menge  Einh.        EP          GP',
      '01.001    Baustelleneinrichtung                     1  psch     850,00      850,00',
      '          Einrichten und Räumen der Baustelle, inkl. Bauzaun und Container.',
      '01.002    Rückbau Waschtische                       6  St        42,00      252,00',
      '          Waschtische demontieren.',
      '',
      'Summe netto                                                             1.102,00',
    ].join('\n');
    const fields = [
      field('oz'),
      field('kurztext'),
      field('menge', 'number'),
      field('einheit'),
      field('ep', 'number'),
      field('gp', 'number'),
    ];
    expect(rowsOf(text, fields, 'positionen').map((row) => row.kurztext)).toEqual([
      'Baustelleneinrichtung',
      'Rückbau Waschtische',
    ]);
  });

  it('joins a description wrapped onto a line a PDF set under the quantity column, between two rows', () => {
    const text = [
      'Pos   Bezeichnung                      Menge      Einzelpreis   Gesamtpreis',
      '1     Wandhängendes WC-Element inkl.   1          389,00        389,00',
      '                                        Betätigungsplatte weiß',
      '2     Entsorgung Altmaterial           1          45,00         45,00',
    ].join('\n');
    const fields = [
      field('pos'),
      field('bezeichnung'),
      field('menge', 'number'),
      field('einzelpreis', 'number'),
      field('gesamtpreis', 'number'),
    ];
    expect(rowsOf(text, fields, 'positionen').map((row) => [row.pos, row.bezeichnung])).toEqual([
      ['1', 'Wandhängendes WC-Element inkl. Betätigungsplatte weiß'],
      ['2', 'Entsorgung Altmaterial'],
    ]);
  });

  it("carries a folio's date down its day's rows into a text field named date", () => {
    const text = [
      'Date         Description                 Amount',
      '12/03/2026   Room 412                    142.00',
      '             Restaurant dinner           58.40',
      '13/03/2026   Room 412                    142.00',
    ].join('\n');
    const fields = [field('date'), field('description'), field('amount', 'number')];
    expect(rowsOf(text, fields, 'charges').map((row) => row.date)).toEqual(['12/03/2026', '12/03/2026', '13/03/2026']);
  });
});

describe('schedules and lists of people', () => {
  it("reads a programme's time ranges, titles and the room on the line beneath", () => {
    const text = [
      'Programme',
      '',
      '09:00 - 09:30   Registration and coffee',
      '                Foyer',
      '09:30 - 10:15   Keynote: Small data, big decisions',
      '                Hall A',
    ].join('\n');
    const fields = [field('start'), field('end'), field('title'), field('room')];
    expect(rowsOf(text, fields, 'sessions')).toEqual([
      { start: '09:00', end: '09:30', title: 'Registration and coffee', room: 'Foyer' },
      { start: '09:30', end: '10:15', title: 'Keynote: Small data, big decisions', room: 'Hall A' },
    ]);
  });

  it("reads a German course's dates, times, topics and the room in brackets", () => {
    const text = [
      'Ihre Termine',
      'Mo, 04.05.2026, 10:00 Uhr – Geschäftsidee und Marktanalyse (Raum 2.14)',
      'Mo, 11.05.2026, 14:00 Uhr – Rechtsformen und Steuern (Raum 3.02)',
    ].join('\n');
    const fields = [dateField('datum'), field('uhrzeit'), field('thema'), field('raum')];
    expect(rowsOf(text, fields, 'termine')).toEqual([
      { datum: '2026-05-04', uhrzeit: '10:00', thema: 'Geschäftsidee und Marktanalyse', raum: '2.14' },
      { datum: '2026-05-11', uhrzeit: '14:00', thema: 'Rechtsformen und Steuern', raum: '3.02' },
    ]);
  });

  it("reads a job's days with hours × rate = amount on the line beneath", () => {
    const text = [
      '02/03/2026  Site survey',
      '3.5 h × £68.00 = £238.00',
      '04/03/2026  Fit base units',
      '7 h × £68.00 = £476.00',
    ].join('\n');
    const fields = [
      dateField('date'),
      field('description'),
      field('hours', 'number'),
      field('rate', 'number'),
      field('amount', 'number'),
    ];
    expect(rowsOf(text, fields, 'entries')).toEqual([
      { date: '2026-03-02', description: 'Site survey', hours: 3.5, rate: 68, amount: 238 },
      { date: '2026-03-04', description: 'Fit base units', hours: 7, rate: 68, amount: 476 },
    ]);
  });

  it("reads a German statement's dated lines with the amount and its debit mark at the end", () => {
    const text = [
      'Kontoauszug Nr. 3/2026 Stand: 31.03.2026',
      'Buchung Verwendungszweck Betrag',
      '02.03. Miete März Wohnung 3 850,00 S',
      '05.03. Gehalt Februar 2.410,26 H',
      'Neuer Kontostand vom 31.03.2026 2.810,66 H',
    ].join('\n');
    const fields = [dateField('date'), field('description'), field('amount', 'number')];
    expect(rowsOf(text, fields, 'transactions')).toEqual([
      { date: '2026-03-02', description: 'Miete März Wohnung 3', amount: -850 },
      { date: '2026-03-05', description: 'Gehalt Februar', amount: 2410.26 },
    ]);
  });

  it('reads attendees with their organisation and e-mail, and witnesses with their phone', () => {
    const attendees = [
      'Present:',
      '1. Dr Jane Holt, University of York <jane.holt@york.example>',
      '2. Owen Pritchard, Environment Agency <owen.pritchard@ea.example>',
    ].join('\n');
    expect(rowsOf(attendees, [field('name'), field('organisation'), field('email')], 'attendees')).toEqual([
      { name: 'Dr Jane Holt', organisation: 'University of York', email: 'jane.holt@york.example' },
      { name: 'Owen Pritchard', organisation: 'Environment Agency', email: 'owen.pritchard@ea.example' },
    ]);
    const zeugen = [
      'Zeugen',
      'Ruth Fairley (Nachbarin) - 0170 9001180',
      'Samir Haddad (Installateur) - 0170 9002650',
    ].join('\n');
    expect(rowsOf(zeugen, [field('name'), field('telefon')], 'zeugen')).toEqual([
      { name: 'Ruth Fairley', telefon: '0170 9001180' },
      { name: 'Samir Haddad', telefon: '0170 9002650' },
    ]);
  });

  it('reads no parted lines from prose', () => {
    const text = ['We met on Monday, and the plan was agreed.', 'Next steps follow, as discussed, in March.'].join(
      '\n',
    );
    expect(rowsOf(text, [field('name'), field('organisation'), field('email')], 'attendees')).toEqual([]);
  });
});
