// A table item's confidence from how its row was read (item-evidence.ts, item-confidence.ts): its arithmetic, the
// table's printed sum, the fields it left empty. The values never change, only how sure the extractor says it is.
import { describe, expect, it } from '@jest/globals';
import { itemConfidence } from '../../../../src/extraction/providers/local/item-confidence.ts';
import { itemEvidence } from '../../../../src/extraction/providers/local/item-evidence.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import type { TTableRow } from '../../../../src/extraction/providers/local/table-rows.ts';
import type { TOutputSchema, TSchemaProperty } from '../../../../src/extraction/schema/output-schema.ts';
import { extract, textDocument } from '../local-provider-helpers.ts';

const fields: TSchemaProperty[] = [
  { name: 'description', type: 'string' },
  { name: 'quantity', type: 'number' },
  { name: 'unit_price', type: 'number' },
  { name: 'amount', type: 'number' },
];
const [description, quantity, unitPrice, amount] = fields as [
  TSchemaProperty,
  TSchemaProperty,
  TSchemaProperty,
  TSchemaProperty,
];

/** Rows of [description, quantity, unit price, amount] on the given lines, a sum line under them. */
function table(rows: [string, number, number, number][], sumLine: string) {
  const lines = documentLines([
    textDocument(['Item   Qty   Price   Amount', ...rows.map((row) => row.join('   ')), '', sumLine].join('\n')),
  ]);
  const read: TTableRow[] = rows.map(([text, count, price, total], index) => ({
    line: lines[index + 1] as (typeof lines)[number],
    values: new Map<TSchemaProperty, string | number>([
      [description, text],
      [quantity, count],
      [unitPrice, price],
      [amount, total],
    ]),
    missing: [],
  }));
  return itemEvidence(read, fields, lines).map((evidence) => itemConfidence(0.8, evidence));
}

describe('a table item’s confidence', () => {
  it('is lower for a row whose quantity × unit price is not its amount than for one that adds up', () => {
    const [adds, fails] = table(
      [
        ['Cable', 3, 4.5, 13.5],
        ['Plug', 2, 1.25, 25],
      ],
      'Total   38.50',
    );
    expect(fails).toBeLessThan(adds as number);
    expect(fails).toBeLessThan(0.8);
  });

  it('is higher when the rows’ amounts add up to a sum printed under them', () => {
    const rows: [string, number, number, number][] = [
      ['Cable', 3, 4.5, 13.5],
      ['Plug', 2, 1.25, 2.5],
    ];
    const [printed] = table(rows, 'Subtotal   16.00');
    const [absent] = table(rows, 'Subtotal   19.00');
    expect(printed).toBeGreaterThan(absent as number);
  });

  it('is lower for a row that leaves two fields empty that the other rows fill', () => {
    const lines = documentLines([textDocument('Cable   3   4.50   13.50\nPlug\n')]);
    const full: TTableRow = {
      line: lines[0] as (typeof lines)[number],
      values: new Map<TSchemaProperty, string | number>([
        [description, 'Cable'],
        [quantity, 3],
        [unitPrice, 4.5],
        [amount, 13.5],
      ]),
      missing: [],
    };
    const sparse: TTableRow = {
      line: lines[1] as (typeof lines)[number],
      values: new Map<TSchemaProperty, string | number>([
        [description, 'Plug'],
        [amount, 2.5],
      ]),
      missing: [quantity, unitPrice],
    };
    const [first, second] = itemEvidence([full, sparse], fields, lines).map((each) => itemConfidence(0.8, each));
    expect(second).toBeLessThan(0.8);
    expect(second).toBeLessThan(first as number);
  });
});

describe('through the local provider', () => {
  const schema: TOutputSchema = [{ name: 'items', type: 'array', items: { type: 'object', properties: fields } }];
  const text = [
    'Invoice 4711',
    '',
    'Description          Quantity   Unit price     Amount',
    'Network cable 5 m           4         6.90      27.60',
    'Wall socket                 2         3.40      68.00',
    'Cable ties (100)            1         2.95       2.95',
    '',
    'Total                                           98.55',
  ].join('\n');

  it('flags an item row that does not add up for review (under 0.8) and keeps its values', async () => {
    const response = await extract([textDocument(text)], schema);
    expect(response.result).toEqual({
      items: [
        { description: 'Network cable 5 m', quantity: 4, unit_price: 6.9, amount: 27.6 },
        { description: 'Wall socket', quantity: 2, unit_price: 3.4, amount: 68 },
        { description: 'Cable ties (100)', quantity: 1, unit_price: 2.95, amount: 2.95 },
      ],
    });
    expect(response.sources['items[1].amount']?.confidence).toBeLessThan(0.8);
    expect(response.sources['items[0].amount']?.confidence).toBeGreaterThan(0.8);
  });
});
