// Session 22's item fixes (development set items22): columns of line items that went unread because their header
// names the field only by meaning. An account's debit and credit columns ("Soll | Haben", "Debit | Credit") fill the
// fields named by the same sides (`belastung`/`gutschrift`, `paid_out`/`paid_in`), and so does one amount column signed
// by side ("-96,00", "2.840,50 H"); packing counts ("Menge" for `packungen`) are quantities; a header names a field by
// its unit ("Pause (min)"), the word qualifying a quantity ("Ordered"), the end of a compound name ("Größe") or a plain
// "Cost" beside the line's amount; a line closing a bracket the row's text opened goes on with it. Real parts, no
// mocks: a document's lines read as the extractor reads them, through extractArray as the extractor calls it.
import { describe, expect, it } from '@jest/globals';
import { field, itemsOf } from './item-rows-helpers.ts';

const statementFields = () => [
  field('datum'),
  field('text'),
  field('belastung', 'number'),
  field('gutschrift', 'number'),
];

describe('debit and credit', () => {
  it('reads "Soll | Haben" into belastung and gutschrift, credits included', () => {
    const text = [
      'Kontoauszug Nr. 3/2026',
      '',
      'Buchungstag\tVerwendungszweck\tSoll EUR\tHaben EUR',
      '02.03.2026\tLastschrift Stadtwerke Kassel\t96,00\t',
      '03.03.2026\tGehalt März Firma Brandt\t\t2.840,50',
      '05.03.2026\tKartenzahlung REWE Markt\t63,18\t',
      '',
      'Neuer Saldo: 3.184,37 EUR',
    ];
    const items = itemsOf(text, statementFields(), { name: 'buchungen' });
    expect(items.map((item) => [item.belastung, item.gutschrift])).toEqual([
      [96, undefined],
      [undefined, 2840.5],
      [63.18, undefined],
    ]);
  });

  it('reads "Debit | Credit" into paid_out and paid_in without shifting rows by the brought-forward line', () => {
    const text = [
      'Statement of account',
      '',
      'Date\tDetails\tDebit\tCredit\tBalance',
      '01 Feb 2026\tBalance brought forward\t\t\t1,650.00',
      '02 Feb 2026\tDD Thames Water\t38.50\t\t1,611.50',
      '04 Feb 2026\tBGC Salary Northwind Ltd\t\t1,925.00\t3,536.50',
      '',
      'Closing balance: 3,536.50',
    ];
    const items = itemsOf(
      text,
      [field('details'), field('paid_out', 'number'), field('paid_in', 'number'), field('balance', 'number')],
      { name: 'transactions' },
    );
    expect(items).toEqual([
      { details: 'DD Thames Water', paid_out: 38.5, balance: 1611.5 },
      { details: 'BGC Salary Northwind Ltd', paid_in: 1925, balance: 3536.5 },
    ]);
  });

  it.each([
    ['signed', ['-96,00', '+2.840,50', '-63,18']],
    ['marked S and H', ['96,00 S', '2.840,50 H', '63,18 S']],
  ])('splits one amount column %s into belastung and gutschrift', (_, amounts) => {
    const text = [
      'Kontoauszug 3/2026',
      '',
      'Datum\tBuchungstext\tBetrag EUR',
      `02.03.2026\tLastschrift Stadtwerke Kassel\t${amounts[0]}`,
      `03.03.2026\tGehalt März Brandt Logistik\t${amounts[1]}`,
      `05.03.2026\tKartenzahlung REWE Markt\t${amounts[2]}`,
      '',
      'Neuer Saldo: 3.184,37',
    ];
    const items = itemsOf(text, statementFields(), { name: 'buchungen' });
    expect(items.map((item) => [item.text, item.belastung, item.gutschrift])).toEqual([
      ['Lastschrift Stadtwerke Kassel', 96, undefined],
      ['Gehalt März Brandt Logistik', undefined, 2840.5],
      ['Kartenzahlung REWE Markt', 63.18, undefined],
    ]);
  });
});

describe('headers naming a field by meaning', () => {
  it('reads a pharmacy\'s "Menge" into packungen', () => {
    const text = [
      'Löwen-Apotheke',
      '',
      'PZN\tArtikel\tMenge\tBetrag EUR',
      '03294418\tIbuprofen 400 mg 20 St\t2\t7,98',
      '11537609\tNasenspray 0,1 % 10 ml\t1\t4,95',
      '',
      'Summe EUR\t\t\t12,93',
    ];
    const items = itemsOf(
      text,
      [field('pzn'), field('bezeichnung'), field('packungen', 'number'), field('preis', 'number')],
      { name: 'artikel' },
    );
    expect(items.map((item) => item.packungen)).toEqual([2, 1]);
  });

  it('reads "Pause (min)" and "Arbeitszeit (h)" into pause_minuten and stunden', () => {
    const text = [
      'Arbeitszeitnachweis KW 12/2026',
      '',
      'Tag\tBeginn\tEnde\tPause (min)\tArbeitszeit (h)',
      '16.03.2026\t07:30\t16:00\t30\t8,0',
      '18.03.2026\t08:00\t15:00\t45\t6,25',
    ];
    const items = itemsOf(
      text,
      [field('datum'), field('beginn'), field('ende'), field('pause_minuten', 'number'), field('stunden', 'number')],
      { name: 'eintraege' },
    );
    expect(items.map((item) => [item.pause_minuten, item.stunden])).toEqual([
      [30, 8],
      [45, 6.25],
    ]);
  });

  it('reads "Ordered", "Cost" and "Kg" into quantity_ordered, price_per_unit and weight_kg', () => {
    const text = [
      'PURCHASE ORDER PO-77215',
      '',
      'Vendor item\tDescription\tOrdered\tKg\tCost\tExt. cost',
      'HX-220-B\tHydraulic hose 1/2" x 2 m\t25\t30\t38.90\t972.50',
      'OL-46-20\tHydraulic oil HLP 46\t5\t1040\t266.00\t1,330.00',
      '',
      'Order total\t\t\t\t\t2,302.50',
    ];
    const items = itemsOf(
      text,
      [
        field('item_description'),
        field('quantity_ordered', 'number'),
        field('weight_kg', 'number'),
        field('price_per_unit', 'number'),
        field('extended_price', 'number'),
      ],
      { name: 'order_lines' },
    );
    expect(items.map((item) => [item.quantity_ordered, item.weight_kg, item.price_per_unit])).toEqual([
      [25, 30, 38.9],
      [5, 1040, 266],
    ]);
  });

  it('reads "Größe", "Satz €/h" and a lone "Betrag" into the compound-named fields', () => {
    const sizes = itemsOf(
      ['Arzneimittel\tPZN\tGröße\tMenge', 'Ibuprofen 400\t03294418\tN2\t2', 'Nasenspray\t11537609\tN1\t1'],
      [field('medikament'), field('pzn'), field('packungsgroesse'), field('anzahl', 'number')],
      { name: 'arzneimittel' },
    );
    expect(sizes.map((item) => item.packungsgroesse)).toEqual(['N2', 'N1']);
    const work = itemsOf(
      ['Tätigkeit\tStd.\tSatz €/h\tBetrag', 'Montage Küche\t6\t58,00\t348,00', 'Anfahrt\t1\t45,00\t45,00'],
      [field('leistung'), field('stunden', 'number'), field('stundensatz', 'number'), field('betrag', 'number')],
      { name: 'posten' },
    );
    expect(work.map((item) => item.stundensatz)).toEqual([58, 45]);
    const trips = itemsOf(
      [
        'Fahrtkosten März',
        '',
        'Datum\tStrecke\tkm\tBetrag',
        '03.03.2026\tKassel – Göttingen\t48\t14,40',
        '10.03.2026\tKassel – Fulda\t106\t31,80',
      ],
      [field('datum'), field('fahrt'), field('kilometer', 'number'), field('erstattung', 'number')],
      { name: 'fahrten' },
    );
    expect(trips.map((item) => item.erstattung)).toEqual([14.4, 31.8]);
  });
});

describe('header cells naming two fields or a field by its opening letters', () => {
  it('splits "Name, Vorname" into nachname and vorname', () => {
    const items = itemsOf(
      [
        'Meldeliste 100 m Brust',
        '',
        'Name, Vorname\tJg.\tVerein',
        'Albers, Finn\t2012\tSV Poseidon Celle',
        'Kruse, Maja\t2012\tTSV Wietze',
      ],
      [field('nachname'), field('vorname'), field('jahrgang', 'number'), field('verein')],
      { name: 'teilnehmer' },
    );
    expect(items.map((item) => [item.nachname, item.vorname])).toEqual([
      ['Albers', 'Finn'],
      ['Kruse', 'Maja'],
    ]);
  });

  it('reads a medication plan\'s "Wirkstoff | Stärke | Mo | Ab" for an English schema and day-time fields', () => {
    const items = itemsOf(
      [
        'Medikationsplan',
        '',
        'Wirkstoff\tStärke\tMo\tMi\tAb\tGrund',
        'Metformin\t1000 mg\t1\t0\t1\tDiabetes',
        'Simvastatin\t20 mg\t0\t0\t1\tCholesterin',
      ],
      [field('drug'), field('strength'), field('morgens'), field('abends'), field('reason')],
      { name: 'medications' },
    );
    expect(items.map((item) => [item.drug, item.strength, item.morgens, item.abends])).toEqual([
      ['Metformin', '1000 mg', '1', '1'],
      ['Simvastatin', '20 mg', '0', '1'],
    ]);
  });
});

describe('rows wrapping', () => {
  it('goes on with a text whose bracket the next line closes, figures and all', () => {
    const text = [
      'Invoice TS-2026-118',
      '',
      'Service                               Qty   Unit cost   Amount',
      'Firewall appliance configuration        1    1,250.00 1,250.00',
      'Staff training session (half day,       1      640.00   640.00',
      '  up to 10 people)',
      '',
      'Total due                                             1,890.00',
    ];
    const items = itemsOf(text, [
      field('service'),
      field('quantity', 'number'),
      field('unit_cost', 'number'),
      field('line_amount', 'number'),
    ]);
    expect(items.map((item) => item.service)).toEqual([
      'Firewall appliance configuration',
      'Staff training session (half day, up to 10 people)',
    ]);
  });
});
