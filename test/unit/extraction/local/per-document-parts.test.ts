// What every field's rules read of a document as a whole is read once per document (document-parts.ts, the
// sentence reader's sentences, the date fields' claimed dates), not again for each of the schema's fields; the
// speed itself is measured in bench/fields-per-document.ts.
import { describe, expect, it } from '@jest/globals';
import { datesClaimedByOthers, type TClaimedDates } from '../../../../src/extraction/providers/local/claimed-dates.ts';
import { bodyLines, headerLines, lineDates } from '../../../../src/extraction/providers/local/document-parts.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import { clausesOf } from '../../../../src/extraction/providers/local/sentence-clauses.ts';
import { lineSentences } from '../../../../src/extraction/providers/local/sentence-reader.ts';
import type { TSchemaProperty } from '../../../../src/extraction/schema/output-schema.ts';
import { textDocument } from '../local-provider-helpers.ts';

const mail = (text: string) => documentLines([{ ...textDocument(text), contentType: 'message/rfc822' }]);
const date = (name: string): TSchemaProperty => ({ name, type: 'string', format: 'date' });

describe('a document read once for all its fields', () => {
  it("keeps a mail's body and header lines with the document, the quoted message among the header's", () => {
    const lines = mail(
      [
        'Subject: Your order',
        'From: Shop <orders@shop.example>',
        '',
        'Your order 4711 left our warehouse on 3 March 2026.',
        'On 2 Mar 2026, at 09:30, Anna wrote:',
        '> Where is my order?',
      ].join('\n'),
    );
    const body = bodyLines(lines);
    expect(body.map((line) => line.text)).toEqual(['', 'Your order 4711 left our warehouse on 3 March 2026.']);
    expect(bodyLines(lines)).toBe(body);
    expect(headerLines(lines).map((line) => line.text)).toEqual([
      'Subject: Your order',
      'From: Shop <orders@shop.example>',
      'On 2 Mar 2026, at 09:30, Anna wrote:',
      '> Where is my order?',
    ]);
  });

  it("reads a line's dates left to right once", () => {
    const [line] = documentLines([textDocument('Bitte zahlen Sie bis 25.03.2026, spätestens am 31.03.2026.')]);
    if (!line) {
      throw new Error('no line');
    }
    const dates = lineDates(line);
    expect(dates.map((found) => [found.iso, line.text.slice(found.start, found.end)])).toEqual([
      ['2026-03-25', '25.03.2026'],
      ['2026-03-31', '31.03.2026'],
    ]);
    expect(lineDates(line)).toBe(dates);
  });

  it("keeps a line's sentences until its cells change (a table rewrites a header line's cells)", () => {
    const [line] = documentLines([
      textDocument('Your parcel was sent today. It should arrive by Friday, 6 March 2026. Thanks!'),
    ]);
    if (!line) {
      throw new Error('no line');
    }
    const sentences = lineSentences(line);
    // "Thanks!" has too few words to state a value.
    expect(sentences.map(({ start, end }) => line.text.slice(start, end).trim())).toEqual([
      'Your parcel was sent today.',
      'It should arrive by Friday, 6 March 2026.',
    ]);
    expect(lineSentences(line)).toBe(sentences);
    line.cells = [...line.cells];
    expect(lineSentences(line)).not.toBe(sentences);
    expect(lineSentences(line)).toEqual(sentences);
  });

  it("reads each date field's claimed date once and answers the next field from what it read", () => {
    const lines = documentLines([textDocument('Invoice date: 02.03.2026\nDelivery date: 27.02.2026\nDue 16.03.2026')]);
    const fields = ['invoice_date', 'delivery_date', 'due_date'].map((name) => ({ property: date(name) }));
    const [invoice, delivery, due] = fields.map((field) => field.property) as TSchemaProperty[];
    const known: TClaimedDates = new Map();
    expect(datesClaimedByOthers(lines, fields, due as TSchemaProperty, true, known)).toEqual([
      '2026-03-02',
      '2026-02-27',
    ]);
    expect([...known.entries()]).toEqual([
      [invoice, '2026-03-02'],
      [delivery, '2026-02-27'],
    ]);
    // What was read stands for the document: the labels are not searched again.
    known.set(delivery as TSchemaProperty, '2026-01-01');
    expect(datesClaimedByOthers(lines, fields, invoice as TSchemaProperty, true, known)).toEqual([
      '2026-01-01',
      '2026-03-16',
    ]);
    expect(known.get(due as TSchemaProperty)).toBe('2026-03-16');
  });
});

describe('the clauses of a document', () => {
  it('are read again when a line gets new cells (find-table.ts re-cuts a header line), not served from the cache', () => {
    const lines = documentLines([textDocument('Amount   we will debit your account on Friday')]);
    const line = lines[0];
    const first = line?.cells[0];
    if (!line || !first) {
      throw new Error('no line');
    }
    const before = clausesOf(lines).map((clause) => line.text.slice(clause.start, clause.end));
    expect(before).toEqual(['we will debit your account on Friday']);
    line.cells = [{ ...first, start: 0, end: line.text.length }];
    const after = clausesOf(lines).map((clause) => line.text.slice(clause.start, clause.end).trim());
    expect(after).toEqual(['Amount   we will debit your account on Friday']);
  });
});
