// Session 25's item fixes (development set items25): a grouped table whose sections are numbered ("Titel 02 …") and
// summed by a long subtotal, a discount row under a table's item, indented "4 St. … à 6,95 € = 27,80 €" lines, a
// group's cell written once for several rows, a group's title over its rows for a `room` field, item columns named
// "Warengruppe" and "Bemerkung", a mail's header lines kept out of a list of contacts, and "S/N:" under an item for
// a `serial_numbers` field. Real parts, no mocks: a document's lines read as the extractor reads them, through
// extractArray as the extractor calls it.
import { describe, expect, it } from '@jest/globals';
import { renderText } from '../../../bench/extraction/corpus/render.ts';
import { extractArray } from '../../../src/extraction/providers/local/extract-arrays.ts';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import type { TSchemaProperty } from '../../../src/extraction/schema/output-schema.ts';

// The rows as a text file lays them out: tab-separated cells set in aligned columns, or the text as written (`raw`).
const lines = (rows: string[], raw = false) =>
  documentLines([
    {
      fileName: 'items.txt',
      contentType: 'text/plain',
      pages: [{ page: 1, text: raw ? rows.join('\n') : renderText(rows) }],
      warnings: [],
    },
  ]);
const field = (name: string, type: 'string' | 'number' = 'string') => ({ name, type }) as TSchemaProperty;
const itemsOf = (text: string[], properties: TSchemaProperty[], raw = false, dayFirst = true) => {
  const property = { name: 'items', type: 'array', items: { type: 'object', properties } } as Extract<
    TSchemaProperty,
    { type: 'array' }
  >;
  const context = { lines: lines(text, raw), sources: {}, warnings: [], dayFirst };
  return (extractArray(property, context, 'items') ?? []) as Record<string, unknown>[];
};

describe('grouped tables', () => {
  it('reads on past a long subtotal and a numbered section title', () => {
    const text = [
      'Angebot A-26-0091',
      '',
      'Pos.\tLeistung\tMenge\tEinh.\tEP €\tGP €',
      'Titel 01 Erdarbeiten',
      '01.01\tBaustelle einrichten\t1\tpsch\t850,00\t850,00',
      '01.02\tBaugrube ausheben\t85\tm³\t38,00\t3.230,00',
      'Summe Titel 01 Erdarbeiten\t\t\t\t\t4.080,00',
      'Titel 02 Beton- und Stahlbetonarbeiten',
      '02.01\tStreifenfundamente herstellen\t14\tm³\t265,00\t3.710,00',
      '02.02\tBodenplatte bewehrt\t42,5\tm²\t115,00\t4.887,50',
      'Summe Titel 02 Beton- und Stahlbetonarbeiten\t\t\t\t\t8.597,50',
      '',
      'Angebotssumme netto\t12.677,50',
    ];
    const properties = [
      field('posnr'),
      field('leistung'),
      field('menge', 'number'),
      field('einheit'),
      field('ep', 'number'),
      field('gp', 'number'),
    ];
    expect(itemsOf(text, properties).map((item) => [item.posnr, item.gp])).toEqual([
      ['01.01', 850],
      ['01.02', 3230],
      ['02.01', 3710],
      ['02.02', 4887.5],
    ]);
  });

  it("gives each row its group's title for a group field no column fills", () => {
    const text = [
      'Work\tCost (£)',
      'Kitchen',
      'Remove old units and worktops\t650.00',
      'Quartz worktop, 4.2 m, templated\t2,150.00',
      'Kitchen subtotal\t2,800.00',
      'Bathroom',
      'Strip out suite and tiles\t540.00',
      'Wall tiling, 18 m²\t1,610.00',
      'Bathroom subtotal\t2,150.00',
      'Total\t4,950.00',
    ];
    const items = itemsOf(text, [field('room'), field('description'), field('cost', 'number')], false, false);
    expect(items.map((item) => [item.room, item.description, item.cost])).toEqual([
      ['Kitchen', 'Remove old units and worktops', 650],
      ['Kitchen', 'Quartz worktop, 4.2 m, templated', 2150],
      ['Bathroom', 'Strip out suite and tiles', 540],
      ['Bathroom', 'Wall tiling, 18 m²', 1610],
    ]);
  });

  it('carries a category written once down the rows that leave its cell empty', () => {
    const text = [
      'Category\tItem\tSupplier\tBudget (£)',
      'Venue\tMain hall hire, 2 days\tLowry Centre\t14,500',
      '\tBreakout rooms (4)\tLowry Centre\t3,200',
      'Catering\tLunch and coffee\tFig & Thyme\t15,750',
      '\tDrinks reception\tFig & Thyme\t2,900',
    ];
    const properties = [field('category'), field('item'), field('supplier'), field('budget', 'number')];
    expect(itemsOf(text, properties, false, false).map((item) => item.category)).toEqual([
      'Venue',
      'Venue',
      'Catering',
      'Catering',
    ]);
  });

  it('reads "Warengruppe" and "Bemerkung" columns for `kategorie` and `anmerkung`', () => {
    const text = [
      'Warengruppe\tArtikel\tMenge\tPreis\tBemerkung',
      'Obst\tÄpfel Elstar\t20\t2,40\t',
      'Gemüse\tKartoffeln festkochend\t50\t0,95\tin 25-kg-Säcken',
    ];
    const properties = [
      field('kategorie'),
      field('artikel'),
      field('menge', 'number'),
      field('preis', 'number'),
      field('anmerkung'),
    ];
    expect(itemsOf(text, properties).map((item) => [item.kategorie, item.anmerkung])).toEqual([
      ['Obst', undefined],
      ['Gemüse', 'in 25-kg-Säcken'],
    ]);
  });
});

describe('sub-rows under an item', () => {
  it("takes a discount row under a table's item into its discount field", () => {
    const text = [
      'Bezeichnung\tAnzahl\tPreis €\tSumme €',
      'Riesling Kabinett trocken 2024\t12\t9,80\t117,60',
      'abzgl. 10 % Kistenrabatt\t\t\t-11,76',
      'Spätburgunder Rosé 2024\t6\t8,90\t53,40',
      '',
      'Endbetrag\t159,24',
    ];
    const properties = [
      field('bezeichnung'),
      field('anzahl', 'number'),
      field('preis', 'number'),
      field('rabatt', 'number'),
      field('summe', 'number'),
    ];
    expect(itemsOf(text, properties).map((item) => [item.bezeichnung, item.rabatt, item.summe])).toEqual([
      ['Riesling Kabinett trocken 2024', 11.76, 117.6],
      ['Spätburgunder Rosé 2024', undefined, 53.4],
    ]);
  });

  it('reads "S/N:" under an item for a field of several serial numbers', () => {
    const text = [
      'Qty\tDescription',
      '2\tZebra ZD421 label printer',
      '\tS/N: D7J231904417, D7J231904452',
      '1\tAPC Back-UPS 700VA',
      '\tS/N: 4B2317P08812',
    ];
    const properties = [field('description'), field('qty', 'number'), field('serial_numbers')];
    expect(itemsOf(text, properties, false, false).map((item) => item.serial_numbers)).toEqual([
      'D7J231904417, D7J231904452',
      '4B2317P08812',
    ]);
  });
});

describe('items as lines of a mail', () => {
  it('reads indented "4 St. … à 6,95 € = 27,80 €" lines', () => {
    const text = [
      'Ihre Artikel:',
      '  4 St. Spax-Schrauben 4 x 40, Pack 200 à 6,95 € = 27,80 €',
      '  2 St. Dübel S8, Pack 50 à 3,45 € = 6,90 €',
      '',
      'Gesamtsumme: 34,70 €',
    ];
    const properties = [
      field('menge', 'number'),
      field('name'),
      field('stueckpreis', 'number'),
      field('betrag', 'number'),
    ];
    expect(itemsOf(text, properties, true)).toEqual([
      { menge: 4, name: 'Spax-Schrauben 4 x 40, Pack 200', stueckpreis: 6.95, betrag: 27.8 },
      { menge: 2, name: 'Dübel S8, Pack 50', stueckpreis: 3.45, betrag: 6.9 },
    ]);
  });

  it("keeps the mail's From and To lines out of a list of contacts", () => {
    const text = [
      'From: Rachel Donnelly <r.donnelly@cairnbuild.example>',
      'To: Client team <client@harbour.example>',
      '',
      'Here is who to contact:',
      '',
      'Rachel Donnelly | Project manager | r.donnelly@cairnbuild.example | 07700 900412',
      'Imran Shah | Site manager | i.shah@cairnbuild.example | 07700 900587',
    ];
    const properties = [field('name'), field('role'), field('email'), field('phone')];
    expect(itemsOf(text, properties, true, false).map((item) => [item.name, item.role, item.phone])).toEqual([
      ['Rachel Donnelly', 'Project manager', '07700 900412'],
      ['Imran Shah', 'Site manager', '07700 900587'],
    ]);
  });
});

describe("a contract's parties", () => {
  it('reads the parties its preamble designates as items of role, name and address', () => {
    const text = [
      'Consultancy Agreement',
      '',
      'between',
      '',
      'Northgate Analytics Ltd, 14 Wharf Road, Leeds LS1 4BR (the "Consultant")',
      '',
      'and',
      '',
      'Carrow Foods plc, 2 Mill Street, Norwich NR1 3QA (the "Client")',
      '',
      '1. Services',
      'The Consultant will review the month-end close.',
    ];
    const items = itemsOf(text, [field('role'), field('name'), field('address')], true, false);
    expect(items).toEqual([
      { role: 'Consultant', name: 'Northgate Analytics Ltd', address: '14 Wharf Road, Leeds LS1 4BR' },
      { role: 'Client', name: 'Carrow Foods plc', address: '2 Mill Street, Norwich NR1 3QA' },
    ]);
  });
});
