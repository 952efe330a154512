// Session 18's table rules (development set tables18): a group's heading set apart by blank lines inside a table (an
// HTML or Word table cut in two by a row spanning it), header abbreviations of trade documents ("U/P", "N.W. (kg)"),
// and fields sharing their first name word under headers that print it once ("Course | Title"). Real parts, no mocks;
// hostile inputs under the hang guard.
import { describe, expect, it } from '@jest/globals';
import { findTable } from '../../../src/extraction/providers/local/find-table.ts';
import { groupHeadingSpan } from '../../../src/extraction/providers/local/group-headings.ts';
import { spelledOut } from '../../../src/extraction/providers/local/header-words.ts';
import { documentLines, type TLine } from '../../../src/extraction/providers/local/lines.ts';
import { withSharedQualifier } from '../../../src/extraction/providers/local/shared-qualifier.ts';
import { headerColumns, headerLeaves } from '../../../src/extraction/providers/local/table-header.ts';
import type { TSchemaProperty } from '../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const lines = (text: string) =>
  documentLines([{ fileName: 'table.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] }]);
const field = (name: string, type: 'string' | 'number' = 'string') => ({ name, type }) as TSchemaProperty;
const rowsOf = (text: string, properties: TSchemaProperty[]) =>
  (findTable(lines(text), properties)?.rows ?? []).map((row) =>
    Object.fromEntries([...row.values].map(([property, value]) => [property.name, value])),
  );
const line = (text: string): TLine => ({
  fileName: 'table.txt',
  page: 1,
  text,
  cells: text.trim() === '' ? [] : [{ start: 0, end: text.length, tokens: [] }],
});

const SEGMENTS = [field('flight'), field('from'), field('to'), field('departs'), field('arrives')];

describe('a group heading set apart by blank lines inside a table', () => {
  it('passes a heading between the header and the first row', () => {
    const text = [
      'Flight   From     To       Departs   Arrives',
      '',
      'Outbound — Monday 8 June 2026',
      '',
      'EI 153   Dublin   London   06:40     07:55',
      'BA 117   London   Boston   10:25     13:20',
    ].join('\n');
    expect(rowsOf(text, SEGMENTS).map((row) => row.flight)).toEqual(['EI 153', 'BA 117']);
  });

  it('passes a heading with its blank lines between two groups of rows', () => {
    const text = [
      'Flight   From     To       Departs   Arrives',
      'EI 153   Dublin   London   06:40     07:55',
      '',
      'Return — Sunday 14 June 2026',
      '',
      'BA 178   Boston   London   19:05     07:10',
      'EI 159   London   Dublin   09:30     10:50',
      '',
      'Baggage: 1 x 23 kg checked per passenger.',
    ].join('\n');
    expect(rowsOf(text, SEGMENTS).map((row) => row.flight)).toEqual(['EI 153', 'BA 178', 'EI 159']);
  });

  it('ends the table at a heading over rows that fill fewer fields, an amount or a label', () => {
    const items = [field('description'), field('quantity', 'number'), field('price', 'number')];
    const text = [
      'Description        Quantity    Price',
      'Widget A           2           500.00',
      'Service B          1           234.56',
      '',
      'Payment terms',
      '',
      'Net 30 days',
    ].join('\n');
    expect(rowsOf(text, items).map((row) => row.description)).toEqual(['Widget A', 'Service B']);
    const rows = [line('Widget A   2   500.00')];
    const at = (text: string) => groupHeadingSpan([line(''), line(text), line(''), ...rows], 0, [], () => null);
    expect(at('Total 734.56')).toBe(0);
    expect(at('Notes:')).toBe(0);
  });

  it(
    'reads 40,000 alternating heading and blank lines and a 100,000-character heading in linear time',
    async () => {
      const text = [
        'Flight   From   To   Departs   Arrives',
        ...Array.from({ length: 20_000 }, (_, index) => (index % 2 === 0 ? 'Group heading 2026' : '')),
      ].join('\n');
      const found = await guardedReader('providers/local/find-table.ts', 'findTable', lines(text), SEGMENTS);
      expect(found).toBeNull();
      const long = [line(''), line(`Heading ${'1 '.repeat(50_000)}`), line(''), line('x')];
      expect(await guardedReader('providers/local/group-headings.ts', 'groupHeadingSpan', long, 0, [])).toBe(0);
    },
    GUARDED_TEST_MS,
  );
});

describe('abbreviated headers of trade documents', () => {
  it('spells out initials followed by a unit', () => {
    expect(spelledOut(['n', 'w', 'kg'])).toEqual(['net', 'weight', 'kg']);
    expect(spelledOut(['u', 'p'])).toEqual(['unit', 'price']);
    expect(spelledOut(['ep', 'netto'])).toEqual(['einzelpreis', 'netto']);
    expect(spelledOut(['n', 'a'])).toEqual(['n', 'a']);
  });

  it('names net and gross weight and the unit price by their initials', () => {
    const properties = [field('description'), field('net_weight_kg', 'number'), field('gross_weight_kg', 'number')];
    const columns = headerColumns(['Description', 'N.W. (kg)', 'G.W. (kg)'], headerLeaves(properties));
    expect(columns.map((column) => column?.name ?? null)).toEqual(['description', 'net_weight_kg', 'gross_weight_kg']);
    const priced = [field('item'), field('unit_price', 'number')];
    expect(headerColumns(['Item', 'U/P'], headerLeaves(priced)).map((column) => column?.name ?? null)).toEqual([
      'item',
      'unit_price',
    ]);
  });

  it(
    'spells out 100,000 characters of initials in linear time',
    async () => {
      const words = Array.from({ length: 50_000 }, (_, index) => (index % 2 === 0 ? 'n' : 'w'));
      const spelled = (await guardedReader('providers/local/header-words.ts', 'spelledOut', words)) as string[];
      expect(spelled.length).toBe(50_000);
    },
    GUARDED_TEST_MS,
  );
});

describe('fields sharing their first name word under a header printing it once', () => {
  const course = [field('course_code'), field('course_title'), field('credits', 'number')];

  it('gives "Course" the code and "Title" the title', () => {
    const columns = headerColumns(['Course', 'Title', 'Cr.'], headerLeaves(course));
    expect(columns.map((column) => column?.name ?? null)).toEqual(['course_code', 'course_title', 'credits']);
  });

  it('keeps "Course" for the title when no other field starts with the word, or the last word is no header', () => {
    const titled = [field('course_title'), field('room')];
    expect(headerColumns(['Course', 'Title', 'Room'], headerLeaves(titled)).map((c) => c?.name ?? null)).toEqual([
      'course_title',
      null,
      'room',
    ]);
    const columns: (TSchemaProperty | null)[] = [course[1] ?? null, null];
    withSharedQualifier(['Course', 'Name'], course, columns);
    expect(columns.map((column) => column?.name ?? null)).toEqual(['course_title', null]);
  });

  it(
    'reads 20,000 header cells in linear time',
    async () => {
      const texts = Array.from({ length: 20_000 }, (_, index) => (index === 0 ? 'Course' : 'Title'));
      const columns = texts.map((_, index) => (index === 0 ? course[1] : null));
      const found = (await guardedReader(
        'providers/local/shared-qualifier.ts',
        'withSharedQualifier',
        texts,
        course,
        columns,
      )) as unknown;
      expect(found).toBeUndefined();
    },
    GUARDED_TEST_MS,
  );
});

describe('statements: opening and closing balances, wrapped texts under a row with an empty cell', () => {
  const ENTRIES = [field('buchungstag'), field('verwendungszweck'), field('soll', 'number'), field('haben', 'number')];
  const STATEMENT = [
    'Bu.-Tag      Valuta       Vorgang                           Soll EUR   Haben EUR',
    '                          Alter Saldo vom 30.01.2026                   126,95',
    '02.02.2026   02.02.2026   Miete Februar                     890,00',
    '                          Whg. 3 OG links',
    '05.02.2026   05.02.2026   Gutschrift Gehalt 02/2026                    2.745,30',
    '                          Stadtwerke Bochum',
    '                          Neuer Saldo vom 27.02.2026                   1.874,12',
  ].join('\n');

  it('keeps the first entry apart from the opening balance and drops the closing one', () => {
    const rows = rowsOf(STATEMENT, ENTRIES);
    expect(rows.map((row) => row.verwendungszweck)).toEqual([
      'Miete Februar Whg. 3 OG links',
      'Gutschrift Gehalt 02/2026 Stadtwerke Bochum',
    ]);
    expect(rows.map((row) => row.soll ?? row.haben)).toEqual([890, 2745.3]);
  });

  it('adds a wrapped line to the description, not to the date cell left of it', () => {
    const transactions = [
      field('date'),
      field('description'),
      field('withdrawal', 'number'),
      field('deposit', 'number'),
      field('balance', 'number'),
    ];
    const text = [
      'Date    Description                                Withdrawals     Deposits      Balance',
      'Apr 01  PAYROLL DEPOSIT                                          2,650.00      3,912.20',
      '        NORTHWIND LOGISTICS',
      'Apr 03  ONLINE TRANSFER TO SAVINGS                    500.00                   3,412.20',
      '        XXXX0932',
    ].join('\n');
    const rows = rowsOf(text, transactions);
    expect(rows.map((row) => [row.date, row.description])).toEqual([
      ['Apr 01', 'PAYROLL DEPOSIT NORTHWIND LOGISTICS'],
      ['Apr 03', 'ONLINE TRANSFER TO SAVINGS XXXX0932'],
    ]);
  });

  it(
    'reads 20,000 balance rows and wrapped lines in linear time',
    async () => {
      const text = [
        STATEMENT.split('\n')[0],
        ...Array.from({ length: 10_000 }, (_, index) =>
          index % 2 === 0
            ? '02.02.2026   02.02.2026   Miete Februar                     890,00'
            : `${' '.repeat(26)}Alter Saldo${'\u2003'.repeat(40)}`,
        ),
      ].join('\n');
      const found = (await guardedReader('providers/local/find-table.ts', 'findTable', lines(text), ENTRIES)) as {
        rows: unknown[];
      } | null;
      expect(found === null || found.rows.length > 0).toBe(true);
    },
    GUARDED_TEST_MS,
  );
});

describe('a table of texts only', () => {
  it('keeps a row whose last cell (a remark) is empty', () => {
    const medications = [field('wirkstoff'), field('handelsname'), field('staerke'), field('hinweise')];
    const text = [
      'Wirkstoff     Handelsname   Stärke     Form   Hinweise',
      'Metoprolol    Beloc-Zok     47,5 mg    Tabl   Puls kontrollieren',
      'Ramipril      Delix         5 mg       Tabl',
      'Metformin     Glucophage    1000 mg    Tabl   zu den Mahlzeiten',
    ].join('\n');
    expect(rowsOf(text, medications).map((row) => [row.wirkstoff, row.hinweise ?? null])).toEqual([
      ['Metoprolol', 'Puls kontrollieren'],
      ['Ramipril', null],
      ['Metformin', 'zu den Mahlzeiten'],
    ]);
  });

  it('still wants a number in a short row when the item has number fields', () => {
    const items = [field('description'), field('unit'), field('quantity', 'number'), field('note')];
    const text = [
      'Description      Unit    Quantity    Note',
      'Widget A         pcs     2           urgent',
      'Widget B         pcs',
      'Widget C         pcs     4           none',
    ].join('\n');
    expect(rowsOf(text, items).map((row) => row.description)).not.toContain('Widget B');
  });
});

describe('a heading over a smaller table', () => {
  it('ends the rows: "Payment" over two cells under a table of three', () => {
    const passengers = [field('name'), field('ticket_number')];
    const text = [
      'Passenger          E-ticket number    Bags',
      'Ms Aoife Brennan   053 2148893321     1 x 20kg',
      'Mr Cian Brennan    053 2148893322     Cabin bag only',
      '',
      'Payment',
      '',
      'Fare                      €248.00',
      'Taxes, fees & charges     €138.40',
    ].join('\n');
    expect(rowsOf(text, passengers).map((row) => row.name)).toEqual(['Ms Aoife Brennan', 'Mr Cian Brennan']);
  });
});
