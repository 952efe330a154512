// Line items (session 17, dev set columns17): columns no label names, several of one kind, paired in the order the
// schema lists the item's fields; a header naming no field at all read in that order when its rows fit; a schema in
// another order than the columns is left alone.
import { describe, expect, it } from '@jest/globals';
import { extractRecord, itemsField } from '../local-provider-helpers.ts';

const METERS = [
  'Greenfield Power & Light',
  'Account 7730-118-2044',
  '',
  'Meter          Last read      This read      Usage (kWh)',
  'E-88120331     41207          41893          686',
  'E-88120332     9914           10102          188',
].join('\n');

describe('session 17 columns paired in order', () => {
  it('pairs two number columns no label names with the two free number fields, in the schema’s order', async () => {
    const result = await extractRecord(METERS, [
      itemsField(
        [
          ['meter_id', 'string'],
          ['previous_reading', 'number'],
          ['current_reading', 'number'],
          ['consumption_kwh', 'number'],
        ],
        'meters',
      ),
    ]);
    expect(result.meters).toEqual([
      { meter_id: 'E-88120331', previous_reading: 41207, current_reading: 41893, consumption_kwh: 686 },
      { meter_id: 'E-88120332', previous_reading: 9914, current_reading: 10102, consumption_kwh: 188 },
    ]);
  });

  it('pairs two word columns ("Vendor | Type") with `merchant` and `category`', async () => {
    const result = await extractRecord(
      [
        'Expense Report',
        '',
        'Date          Vendor                 Type                Amount',
        '10/14/2026    Hilton Garden Inn      Lodging             189.00',
        '10/14/2026    Yellow Cab             Ground transport     34.50',
        '10/15/2026    Panera Bread           Meals                16.82',
      ].join('\n'),
      [
        itemsField(
          [
            ['date', 'string'],
            ['merchant', 'string'],
            ['category', 'string'],
            ['amount', 'number'],
          ],
          'expenses',
        ),
      ],
    );
    expect(result.expenses).toEqual([
      { date: '10/14/2026', merchant: 'Hilton Garden Inn', category: 'Lodging', amount: 189 },
      { date: '10/14/2026', merchant: 'Yellow Cab', category: 'Ground transport', amount: 34.5 },
      { date: '10/15/2026', merchant: 'Panera Bread', category: 'Meals', amount: 16.82 },
    ]);
  });

  it('leaves the columns unread when the schema lists the fields against the columns’ order', async () => {
    const result = await extractRecord(METERS, [
      itemsField(
        [
          ['consumption_kwh', 'number'],
          ['meter_id', 'string'],
          ['previous_reading', 'number'],
          ['current_reading', 'number'],
        ],
        'meters',
      ),
    ]);
    expect(result.meters).toEqual([
      { meter_id: 'E-88120331', consumption_kwh: 686 },
      { meter_id: 'E-88120332', consumption_kwh: 188 },
    ]);
  });
});

const AGENDA = [
  'Northwind Partner Summit 2026 — Day 1 programme',
  '',
  'When      Session                      Presenter        Where',
  '09:00     Opening keynote              Alicia Brandt    Hall A',
  '10:30     Roadmap deep dive            Tomasz Wilk      Room 2.14',
  '13:15     Partner pricing changes      Renee Okafor     Hall A',
].join('\n');

describe('session 17 header naming no field', () => {
  it('reads the rows under a header of words when every column fits the field listed at its place', async () => {
    const result = await extractRecord(AGENDA, [
      itemsField(
        [
          ['start_time', 'string'],
          ['title', 'string'],
          ['speaker', 'string'],
          ['room', 'string'],
        ],
        'sessions',
      ),
    ]);
    expect(result.sessions).toEqual([
      { start_time: '09:00', title: 'Opening keynote', speaker: 'Alicia Brandt', room: 'Hall A' },
      { start_time: '10:30', title: 'Roadmap deep dive', speaker: 'Tomasz Wilk', room: 'Room 2.14' },
      { start_time: '13:15', title: 'Partner pricing changes', speaker: 'Renee Okafor', room: 'Hall A' },
    ]);
  });

  it('reads nothing when a column does not fit its field (times under a number field)', async () => {
    const result = await extractRecord(AGENDA, [
      itemsField(
        [
          ['duration', 'number'],
          ['title', 'string'],
          ['speaker', 'string'],
          ['room', 'string'],
        ],
        'sessions',
      ),
    ]);
    expect(result.sessions ?? []).toEqual([]);
  });

  it('reads nothing from a list of words without a column of digits', async () => {
    const result = await extractRecord(
      [
        'Team roster',
        '',
        'Name             Role             Office',
        'Alicia Brandt    Keynote host     Berlin',
        'Tomasz Wilk      Product lead     Warsaw',
        'Renee Okafor     Pricing          Lagos',
      ].join('\n'),
      [
        itemsField(
          [
            ['person', 'string'],
            ['topic', 'string'],
            ['location', 'string'],
          ],
          'sessions',
        ),
      ],
    );
    expect(result.sessions ?? []).toEqual([]);
  });
});
