// Session 20's item readers (development set items20): an array no reader found is read from the document's repeated
// structure (shaped-rows.ts: lines or blocks of one shape of value kinds), and a field left empty in every row a
// reader read takes the one value of its kind left on each row's line (unread-fields.ts). Real parts, no mocks: a
// small document's lines read as the extractor reads them, through extractArray as the extractor calls it.
import { describe, expect, it } from '@jest/globals';
import { extractArray } from '../../../src/extraction/providers/local/extract-arrays.ts';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import { kindOf, rowPieces } from '../../../src/extraction/providers/local/row-pieces.ts';
import type { TSchemaProperty } from '../../../src/extraction/schema/output-schema.ts';

const lines = (text: string) =>
  documentLines([{ fileName: 'items.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] }]);
const field = (name: string, type: 'string' | 'number' = 'string') => ({ name, type }) as TSchemaProperty;
const dateField = (name: string) => ({ name, type: 'string', format: 'date' }) as TSchemaProperty;
const itemsOf = (text: string, properties: TSchemaProperty[], name = 'items', dayFirst = true) => {
  const property = { name, type: 'array', items: { type: 'object', properties } } as Extract<
    TSchemaProperty,
    { type: 'array' }
  >;
  return extractArray(property, { lines: lines(text), sources: {}, warnings: [], dayFirst }, name) ?? [];
};

describe('value kinds of a row', () => {
  it('parts a programme line into two times, its title and its room', () => {
    const text = '14:00–14:45 Tour of the new reservoir (Gate B)';
    expect(rowPieces(text, [text], new Set(), false)).toEqual([
      { text: '14:00', kind: 'time' },
      { text: '14:45', kind: 'time' },
      { text: 'Tour of the new reservoir', kind: 'text' },
      { text: 'Gate B', kind: 'text' },
    ]);
  });

  it('tells dates, phones, e-mails, codes, years, measures and amounts apart', () => {
    expect(kindOf('Fr 20.03.2026').kind).toBe('date');
    expect(kindOf('Tel. 0171 4829930')).toEqual({ text: '0171 4829930', kind: 'phone' });
    expect(kindOf('info@example.org').kind).toBe('email');
    expect(kindOf('JH-47150').kind).toBe('code');
    expect(kindOf('since 2019')).toEqual({ text: '2019', kind: 'year' });
    expect(kindOf('6.120,4 m³')).toEqual({ text: '6.120,4 m³', kind: 'number', unit: 'm³' });
    expect(kindOf('£1,850.00').kind).toBe('number');
    expect(kindOf('PRET A MANGER').kind).toBe('text');
  });

  it('keeps a title with a colon whole, and sets apart a label that names a field', () => {
    const title = 'Keynote: Water in cities';
    expect(rowPieces(title, [title], new Set(), false)).toEqual([{ text: title, kind: 'text' }]);
    const labelled = 'Raum 211';
    expect(rowPieces(labelled, [labelled], new Set(['raum']), false)).toEqual([
      { text: '211', kind: 'number', label: 'raum' },
    ]);
  });
});

describe('arrays read from the repeated structure of a document', () => {
  it('reads a schedule of times, titles and rooms written as lines of text', () => {
    const text = [
      'Open day programme',
      '',
      '10:00–10:30 Welcome and coffee (Main hall)',
      '',
      '10:30–11:15 Guided walk: the old mill (Courtyard)',
      '',
      '11:30–12:00 Questions and answers (Library)',
      '',
      'Parking is free.',
    ].join('\n');
    const items = itemsOf(text, [field('start'), field('end'), field('title'), field('room')], 'sessions');
    expect(items).toEqual([
      { start: '10:00', end: '10:30', title: 'Welcome and coffee', room: 'Main hall' },
      { start: '10:30', end: '11:15', title: 'Guided walk: the old mill', room: 'Courtyard' },
      { start: '11:30', end: '12:00', title: 'Questions and answers', room: 'Library' },
    ]);
  });

  it('reads contacts written as blocks of name, role, phone and e-mail', () => {
    const text = [
      'Your contacts',
      '',
      'Anna Berger',
      'Sales',
      '030 221 904-11',
      'a.berger@example.org',
      'Tom Ritter',
      'Service',
      '030 221 904-20',
      'service@example.org',
    ].join('\n');
    const items = itemsOf(text, [field('name'), field('role'), field('phone'), field('email')], 'contacts');
    expect(items).toEqual([
      { name: 'Anna Berger', role: 'Sales', phone: '030 221 904-11', email: 'a.berger@example.org' },
      { name: 'Tom Ritter', role: 'Service', phone: '030 221 904-20', email: 'service@example.org' },
    ]);
  });

  it('puts a person name into the name field wherever its column stands', () => {
    const text = [
      'Committee',
      'Chair – Helen Marsh – since 2020',
      'Treasurer – Ole Jensen – since 2023',
      'Secretary – Ruth Adebayo – since 2024',
    ].join('\n');
    const items = itemsOf(text, [field('name'), field('position'), field('since')], 'members');
    expect(items[0]).toEqual({ name: 'Helen Marsh', position: 'Chair', since: '2020' });
    expect(items).toHaveLength(3);
  });

  it('reads rows grouped under headings, the heading into a field named section', () => {
    const text = [
      'Quote 4410',
      '',
      'GARDEN',
      'Cut back hedges  £180.00',
      'New lawn edging  £240.00',
      'DRIVEWAY',
      'Jet wash and reseal  £390.00',
      '',
      'Total  £810.00',
    ].join('\n');
    const items = itemsOf(text, [field('section'), field('work'), field('price', 'number')], 'items');
    expect(items).toEqual([
      { section: 'GARDEN', work: 'Cut back hedges', price: 180 },
      { section: 'GARDEN', work: 'New lawn edging', price: 240 },
      { section: 'DRIVEWAY', work: 'Jet wash and reseal', price: 390 },
    ]);
  });

  it('reads no items from two lines of two words, nor from a form of different labels', () => {
    expect(itemsOf('Name  Ada Lovelace\nCity  London', [field('name'), field('city')], 'people')).toEqual([]);
    const form = 'Kunde: Müller GmbH, Telefon: 0511 220 118\nProjekt: Umbau Halle 3, Datum: 12.03.2026';
    expect(itemsOf(form, [field('kunde'), field('telefon')], 'kontakte')).toEqual([]);
  });
});

describe('a field no row of a read table filled', () => {
  it('takes the room in brackets closing the title of a schedule entry', () => {
    const text = [
      'Open day programme',
      '',
      '10:00–10:30 Welcome and coffee (Main hall)',
      '10:30–11:15 Guided walk: the old mill (Courtyard)',
      '11:30–12:00 Questions and answers (Library)',
    ].join('\n');
    const items = itemsOf(text, [field('start'), field('end'), field('title'), field('room')], 'sessions');
    expect(items[0]).toEqual({ start: '10:00', end: '10:30', title: 'Welcome and coffee', room: 'Main hall' });
    expect(items[2]).toEqual({ start: '11:30', end: '12:00', title: 'Questions and answers', room: 'Library' });
  });

  it('takes the date in brackets from each expense line and leaves the text without it', () => {
    const text = [
      'Expenses',
      '- Taxi to the station (04 Feb 2026) – £21.50',
      '- Lunch with the client (04 Feb 2026) – £38.20',
      '- Parking (05 Feb 2026) – £9.00',
    ].join('\n');
    const items = itemsOf(text, [field('description'), dateField('date'), field('amount', 'number')], 'expenses');
    expect(items[0]).toEqual({ description: 'Taxi to the station', date: '2026-02-04', amount: 21.5 });
    expect(items[2]).toEqual({ description: 'Parking', date: '2026-02-05', amount: 9 });
  });
});
