// Session 24's item fixes (development set items24): rows under a day written once (an HTML rowspan), a group's
// heading over rows of codes, a day and month read as an amount, receipt lines with the count after the name, a
// deposit or discount line under its item, dashes apart around an item's text, "qty 2 — $89.00 each" parts, rows
// apart by blank lines with their text above, items two to a line, bulleted "text: amount" lines, items as sentences
// ("3 pallets of bricks at £180.00 per pallet, totalling £540.00"), the federal medication plan's dose column, a
// letter's medicines one a line, a tour's days one a line, and legs of a journey. Real parts, no mocks: a document's
// lines read as the extractor reads them, through extractArray as the extractor calls it.
import { describe, expect, it } from '@jest/globals';
import { coerceValue } from '../../../src/extraction/providers/local/coerce.ts';
import { dateField, field, itemsOf } from './item-rows-helpers.ts';

describe('rows of a table cut by its layout', () => {
  it('reads the rows under a day written once for several (an HTML rowspan) with that day', () => {
    const text = [
      'Kursprogramm Frühjahr',
      '',
      'Datum                 Beginn   Kurs                     Leitung',
      'Montag, 13.04.2026    10:00    Aquarell für Anfänger    Petra Lang',
      '                      14:00    Aktzeichnen              Jens Ober',
      'Dienstag, 14.04.2026  09:30    Druckgrafik              Petra Lang',
      '',
      'Anmeldung im Sekretariat.',
    ];
    const items = itemsOf(text, [dateField('datum'), field('beginn'), field('kurs'), field('leitung')], { raw: true });
    expect(items.map((item) => [item.datum, item.kurs])).toEqual([
      ['2026-04-13', 'Aquarell für Anfänger'],
      ['2026-04-13', 'Aktzeichnen'],
      ['2026-04-14', 'Druckgrafik'],
    ]);
  });

  it('keeps a group heading spanning the table ("Term 1, 2025/26") out of the code of the row under it', () => {
    const text = [
      'Code     Course                     Credits   Grade',
      'Term 1, 2025/26',
      'MA110    Linear Algebra             10        B',
      'MA120    Calculus I                 10        A',
      'Term 2, 2025/26',
      'PH150    Mechanics                  15        C+',
    ];
    const items = itemsOf(text, [field('code'), field('course'), field('credits', 'number'), field('grade')], {
      raw: true,
    });
    expect(items.map((item) => item.code)).toEqual(['MA110', 'MA120', 'PH150']);
  });

  it('passes the blank lines between rows whose text starts on the line above their figures', () => {
    const text = [
      'Description                          Days      Rate      Amount',
      '',
      'Requirements analysis and',
      'written specification                   3    600.00    1,800.00',
      '',
      'Implementation of the',
      'reporting module                        5    600.00    3,000.00',
      '',
      'Total                                                   4,800.00',
    ];
    const items = itemsOf(
      text,
      [field('description'), field('days', 'number'), field('rate', 'number'), field('amount', 'number')],
      { raw: true },
    );
    expect(items.map((item) => [item.description, item.amount])).toEqual([
      ['Requirements analysis and written specification', 1800],
      ['Implementation of the reporting module', 3000],
    ]);
  });

  it('joins a description line starting with a count of parts ("4x 1,92 TB SSD") to the row above', () => {
    const text = [
      'Pos.\tArtikel\tMenge\tPreis',
      '1\tNAS Synology DS923+\t1\t689,00',
      '\t4x 2,00 TB HDD\t\t',
      '2\tNetzwerkkabel 5 m\t10\t4,90',
      '',
      'Summe: 738,00',
    ];
    const items = itemsOf(text, [field('pos'), field('artikel'), field('menge', 'number'), field('preis', 'number')]);
    expect(items.map((item) => [item.artikel, item.menge])).toEqual([
      ['NAS Synology DS923+ 4x 2,00 TB HDD', 1],
      ['Netzwerkkabel 5 m', 10],
    ]);
  });

  it('reads items set two to a line without a header, left to right', () => {
    const text = [
      'Abschlusszeugnis',
      '',
      'Physik\tgut\tChemie\tausreichend',
      'Kunst\tsehr gut\tMusik\tbefriedigend',
      '',
      'Ort, Datum',
    ];
    const items = itemsOf(text, [field('fach'), field('note')]);
    expect(items.map((item) => item.fach)).toEqual(['Physik', 'Chemie', 'Kunst', 'Musik']);
    expect(items[1]?.note).toBe('ausreichend');
  });

  it('gives the federal medication plan\'s "Mo-Mi-Ab-Na" column to the dosage field', () => {
    const text = [
      'Wirkstoff\tHandelsname\tStärke\tMo-Mi-Ab-Na\tGrund',
      'Bisoprolol\tConcor\t5 mg\t1-0-0-0\tHerz',
      'Torasemid\tTorem\t10 mg\t1-0-0-0\tWasser',
    ];
    const items = itemsOf(text, [field('wirkstoff'), field('staerke'), field('dosierung'), field('grund')]);
    expect(items.map((item) => item.dosierung)).toEqual(['1-0-0-0', '1-0-0-0']);
  });
});

describe('a day and month without its year', () => {
  it('is no amount ("09.03." is not 9.03)', () => {
    expect(coerceValue(field('betrag', 'number'), '09.03.')).toBeNull();
    expect(coerceValue(field('betrag', 'number'), '9.03')).toBe(9.03);
  });
});

describe('till receipts', () => {
  it('reads the count and unit price written one space after the name ("BROT 2 St x 1,29", "MILK 2 @ 1.45")', () => {
    const text = [
      'EIER 10ER 1 St x 2,19      2,19 B',
      'APFEL 3 St x 0,59          1,77 B',
      'SUMME EUR                  3,96',
    ];
    const items = itemsOf(text, [field('name'), field('menge', 'number'), field('einzelpreis', 'number')], {
      raw: true,
    });
    expect(items).toEqual([
      { name: 'EIER 10ER', menge: 1, einzelpreis: 2.19 },
      { name: 'APFEL', menge: 3, einzelpreis: 0.59 },
    ]);
  });

  it('takes a deposit line under a bottle and a discount line under an item into their fields', () => {
    const text = [
      'Cola 1,5l                  1,49 A',
      '  Pfand 0,25               0,25 A',
      'Hose Chino                39,99 B',
      'Rabatt -15 %              -6,00 B',
      'Seife                      0,95 A',
      'SUMME                     36,68',
    ];
    const items = itemsOf(
      text,
      [field('artikel'), field('preis', 'number'), field('pfand', 'number'), field('rabatt', 'number')],
      { raw: true },
    );
    expect(items).toEqual([
      { artikel: 'Cola 1,5l', preis: 1.49, pfand: 0.25 },
      { artikel: 'Hose Chino', preis: 39.99, rabatt: 6 },
      { artikel: 'Seife', preis: 0.95 },
    ]);
  });
});

describe('items written as lines', () => {
  it('leaves the dashes between a line\'s parts out of the text ("12.03.2026 – Taxi – 24,50 EUR")', () => {
    const text = [
      'Belege:',
      '02.02.2026 – Parkhaus am Flughafen – 36,00 EUR',
      '03.02.2026 – Mietwagen Kompaktklasse – 112,40 EUR',
      '',
    ];
    const items = itemsOf(text, [dateField('datum'), field('beschreibung'), field('betrag', 'number')], { raw: true });
    expect(items.map((item) => item.beschreibung)).toEqual(['Parkhaus am Flughafen', 'Mietwagen Kompaktklasse']);
  });

  it('reads "qty 2" as the count and "$4.00 each" as the unit price of a bullet line', () => {
    const text = [
      'Your order:',
      '• Garden gloves — qty 2 — $4.00 each — $8.00',
      '• Pruning shears — qty 1 — $18.50 each — $18.50',
    ];
    const items = itemsOf(
      text,
      [field('product'), field('quantity', 'number'), field('unit_price', 'number'), field('total', 'number')],
      { raw: true },
    );
    expect(items).toEqual([
      { product: 'Garden gloves', quantity: 2, unit_price: 4, total: 8 },
      { product: 'Pruning shears', quantity: 1, unit_price: 18.5, total: 18.5 },
    ]);
  });

  it('reads bulleted lines of a text and its amount after a colon', () => {
    const text = ['Leistungen:', '- 8 m² Parkett schleifen: 320,00 €', '- Sockelleisten montieren: 95,50 €', ''];
    const items = itemsOf(text, [field('leistung'), field('betrag', 'number')], { raw: true });
    expect(items).toEqual([
      { leistung: '8 m² Parkett schleifen', betrag: 320 },
      { leistung: 'Sockelleisten montieren', betrag: 95.5 },
    ]);
  });

  it('reads items written as sentences whose count times price makes their amount', () => {
    const text = [
      'Dear Mr Hale,',
      '',
      'We delivered 4 tonnes of topsoil at £38.00 per tonne, totalling £152.00.',
      '',
      'We laid 20 square metres of turf at £6.50 per metre, totalling £130.00.',
      '',
      'Kind regards',
    ];
    const items = itemsOf(
      text,
      [field('quantity', 'number'), field('description'), field('unit_price', 'number'), field('amount', 'number')],
      { raw: true },
    );
    expect(items).toEqual([
      { quantity: 4, description: 'tonnes of topsoil', unit_price: 38, amount: 152 },
      { quantity: 20, description: 'square metres of turf', unit_price: 6.5, amount: 130 },
    ]);
  });

  it("reads a letter's medicines one a line: name, strength, how they are taken", () => {
    const text = [
      'Medication on discharge:',
      'Bisoprolol 2.5 mg once daily in the morning',
      'Ramipril 10 mg once daily',
      '',
    ];
    const items = itemsOf(text, [field('medicine'), field('strength'), field('frequency')], { raw: true });
    expect(items).toEqual([
      { medicine: 'Bisoprolol', strength: '2.5 mg', frequency: 'once daily in the morning' },
      { medicine: 'Ramipril', strength: '10 mg', frequency: 'once daily' },
    ]);
  });
});

describe('legs of a journey', () => {
  it('reads a tour\'s days one a line: number, date, route, and "330 km" into `km`', () => {
    const text = [
      'Your itinerary:',
      'Day 1 (04/05/2026): Inverness – Skye, 180 km, evening at leisure',
      'Day 2 (05/05/2026): Skye – Fort William, 160 km, Glenfinnan viaduct',
      '',
      'Price per person: £890.00',
    ];
    const items = itemsOf(text, [field('day', 'number'), dateField('date'), field('route'), field('km', 'number')], {
      raw: true,
    });
    expect(items).toEqual([
      { day: 1, date: '2026-05-04', route: 'Inverness – Skye', km: 180 },
      { day: 2, date: '2026-05-05', route: 'Skye – Fort William', km: 160 },
    ]);
  });

  it('gives the times to `abfahrt`/`ankunft` when `von`/`nach` hold the places', () => {
    const text = [
      'Halt\tDatum\tZeit\tGleis\tProdukte',
      'Kassel-Wilhelmshöhe\tFr, 20.03.26\tab 09:12\t3\tICE 575',
      'Frankfurt(Main)Hbf\tFr, 20.03.26\tan 10:43\t7\t',
    ];
    const items = itemsOf(text, [field('von'), field('nach'), field('abfahrt'), field('ankunft'), field('zug')]);
    expect(items).toEqual([
      { von: 'Kassel-Wilhelmshöhe', nach: 'Frankfurt(Main)Hbf', abfahrt: '09:12', ankunft: '10:43', zug: 'ICE 575' },
    ]);
  });

  it('reads a whole leg on one line with an arrow', () => {
    const text = [
      'Your flights:',
      'Mon 04 May 2026  KL 1772  Hamburg (HAM) 06:40 -> Amsterdam (AMS) 07:55',
      'Fri 08 May 2026  KL 1779  Amsterdam (AMS) 19:05 -> Hamburg (HAM) 20:15',
    ];
    const items = itemsOf(
      text,
      [dateField('date'), field('flight'), field('from'), field('to'), field('departure'), field('arrival')],
      { raw: true },
    );
    expect(items[1]).toEqual({
      date: '2026-05-08',
      flight: 'KL 1779',
      from: 'Amsterdam (AMS)',
      to: 'Hamburg (HAM)',
      departure: '19:05',
      arrival: '20:15',
    });
  });
});
