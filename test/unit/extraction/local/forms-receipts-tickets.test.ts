// Session 7: general mechanisms for forms, receipts and tickets (learnt on development set J, written for classes
// of layouts, not for its documents), one class per test.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified as run } from '../local-provider-helpers.ts';

describe('checkbox forms', () => {
  it('takes the ticked choice of a field whose description lists the choices', async () => {
    const schema: TOutputSchema = [
      { name: 'nature', type: 'string', description: "one of 'gift', 'documents', 'sale of goods', 'other'" },
    ];
    const form = ['CN 23', '[ ] Gift   [ ] Documents', '[X] Sale of goods   [ ] Other', 'Other remarks: none'];
    expect(await run(form.join('\n'), schema)).toEqual({ nature: 'sale of goods' });
  });

  it('reads a yes/no field named "is_…" or "has_…" from the box of its label', async () => {
    const schema: TOutputSchema = [
      { name: 'is_gift', type: 'boolean' },
      { name: 'has_documents', type: 'boolean' },
    ];
    const form = ['[X] Gift\t[ ] Commercial sample', '[ ] Documents\t[ ] Other'];
    expect(await run(form.join('\n'), schema)).toEqual({ is_gift: true, has_documents: false });
  });
});

describe('the one date of a receipt or ticket', () => {
  it('fills a date field without a label from the only date the document states', async () => {
    const schema: TOutputSchema = [
      { name: 'purchase_date', type: 'string', format: 'date' },
      { name: 'total', type: 'number' },
    ];
    const receipt = ['CORNER DELI', 'COFFEE LG        3.20', 'TOTAL            3.20', '04/03/26  6:18 PM   REG 04'];
    expect(await run(receipt.join('\n'), schema)).toEqual({ purchase_date: '2026-04-03', total: 3.2 });
  });

  it('takes none when the document states two different dates, and never for a deadline', async () => {
    const schema: TOutputSchema = [
      { name: 'travel_date', type: 'string', format: 'date' },
      { name: 'valid_until', type: 'string', format: 'date' },
    ];
    const two = await run(['Ticket 4471', 'Thu 02.04.2026  07:45', 'Booked 28.03.2026'].join('\n'), schema);
    expect(two).toEqual({});
    const one = await run(['Ticket 4471', 'Thu 02.04.2026  07:45'].join('\n'), schema);
    expect(one).toEqual({ travel_date: '2026-04-02' });
  });
});

describe('the one date of an invoice', () => {
  it('is the date its label names, never another date field’s, whatever the schema’s order', async () => {
    const invoice = ['ACME GmbH', 'Rechnung Nr. 2026-114', 'Rechnungsdatum: 01.04.2026', 'Summe 360,00'].join('\n');
    const schema: TOutputSchema = [
      { name: 'delivery_date', type: 'string', format: 'date' },
      { name: 'payment_date', type: 'string', format: 'date' },
      { name: 'invoice_date', type: 'string', format: 'date' },
    ];
    expect(await run(invoice, schema)).toEqual({ invoice_date: '2026-04-01' });
  });
});

describe('till receipts', () => {
  it('reads the items above a sum line that opens with the count of items ("4 items   BALANCE DUE")', async () => {
    const schema: TOutputSchema = [
      {
        name: 'items',
        type: 'array',
        items: {
          type: 'object',
          properties: [
            { name: 'item', type: 'string' },
            { name: 'price', type: 'number' },
          ],
        },
      },
    ];
    const receipt = [
      'Paracetamol 500mg 16        £0.79 S',
      'Sudocrem 125g               £4.25 S',
      '',
      '2 items          BALANCE DUE £5.04',
      'Cash                         £10.00',
    ];
    expect(await run(receipt.join('\n'), schema)).toEqual({
      items: [
        { item: 'Paracetamol 500mg 16', price: 0.79 },
        { item: 'Sudocrem 125g', price: 4.25 },
      ],
    });
  });
});

describe('values beside the label of another field', () => {
  it('ends a text value where another field of the object is labelled after a gap or a comma', async () => {
    const schema: TOutputSchema = [
      { name: 'server', type: 'string' },
      { name: 'table', type: 'number' },
      { name: 'coach', type: 'string' },
      { name: 'seat', type: 'string' },
    ];
    const text = ['Server: Kayla   Table 14', 'Coach: C, Seat 42 (forward facing)'];
    const result = await run(text.join('\n'), schema);
    expect(result).toMatchObject({ server: 'Kayla', coach: 'C' });
  });
});

describe('item lines of plain-text shop mails', () => {
  it('reads a count standing in a column of its own between the text and the amount', async () => {
    const schema: TOutputSchema = [
      {
        name: 'products',
        type: 'array',
        items: {
          type: 'object',
          properties: [
            { name: 'title', type: 'string' },
            { name: 'qty', type: 'number' },
            { name: 'price', type: 'number' },
          ],
        },
      },
    ];
    const mail = [
      'Ceramic pour-over dripper            1   £32.00',
      'Paper filters, 100 pack              2   £12.00',
      '---------------------------------------------',
      'Subtotal                                 £44.00',
    ];
    expect(await run(mail.join('\n'), schema)).toEqual({
      products: [
        { title: 'Ceramic pour-over dripper', qty: 1, price: 32 },
        { title: 'Paper filters, 100 pack', qty: 2, price: 12 },
      ],
    });
  });
});

describe('ticket times', () => {
  it('reads an unlabelled departure as the first time of the body and the arrival as the second', async () => {
    const schema: TOutputSchema = [
      { name: 'departs', type: 'string', format: 'time' },
      { name: 'arrives', type: 'string', format: 'time' },
    ];
    const ticket = ['OUTWARD  Fri 12 Jun 2026', '  London Kings Cross  10:00  ->  York  11:52'];
    expect(await run(ticket.join('\n'), schema)).toEqual({ departs: '10:00', arrives: '11:52' });
  });

  it('counts no time another label names (boarding, opening hours) as the departure or arrival', async () => {
    const schema: TOutputSchema = [
      { name: 'departure_time', type: 'string', format: 'time' },
      { name: 'arrival_time', type: 'string', format: 'time' },
    ];
    const pass = ['BOARDING PASS', 'Service desk opening hours 06:00 - 22:00', 'Boarding 09:10   Gate B12'];
    const route = [...pass, 'FRA  09:40  ->  JFK  12:10'];
    expect(await run(route.join('\n'), schema)).toEqual({ departure_time: '09:40', arrival_time: '12:10' });
    expect(await run(pass.join('\n'), schema)).toEqual({});
  });
});
