// A key/value block reads the same whatever the gap between label and value: a cell break, aligning spaces, the
// one space HTML and DOCX leave of them, or a line break (session 10, label<gap>value rows).
import { describe, expect, it } from '@jest/globals';
import { amongLabelRows } from '../../../../src/extraction/providers/local/label-rows.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText, textDocument } from '../local-provider-helpers.ts';

const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema)).result;
const shapes = (pairs: [string, string][]) => ({
  cells: pairs.map(([label, value]) => `${label}\t${value}`),
  aligned: pairs.map(([label, value]) => `${label.padEnd(20)}${value}`),
  closed: pairs.flatMap(([label, value]) => [`${label} ${value}`, '']),
  lines: pairs.flat(),
});

describe('a block of label and value rows at the top of a document', () => {
  it('gives the same values in every shape (English)', async () => {
    const schema: TOutputSchema = [
      { name: 'policyholder', type: 'string' },
      { name: 'insurer', type: 'string' },
      { name: 'agent', type: 'string' },
      { name: 'status', type: 'string' },
    ];
    const pairs: [string, string][] = [
      ['Policyholder', 'Jonathan Miller'],
      ['Insurer', 'Northwind Assurance Ltd'],
      ['Agent', 'Clara Hughes'],
      ['Status', 'Active'],
    ];
    const expected = {
      policyholder: 'Jonathan Miller',
      insurer: 'Northwind Assurance Ltd',
      agent: 'Clara Hughes',
      status: 'Active',
    };
    for (const [shape, lines] of Object.entries(shapes(pairs))) {
      expect({ shape, result: await run(['Policy schedule', '', ...lines].join('\n'), schema) }).toEqual({
        shape,
        result: expected,
      });
    }
  });

  it('gives the same values in every shape (German)', async () => {
    const schema: TOutputSchema = [
      { name: 'name', type: 'string' },
      { name: 'arbeitgeber', type: 'string' },
      { name: 'taetigkeit', type: 'string' },
      { name: 'ort', type: 'string' },
    ];
    const pairs: [string, string][] = [
      ['Name', 'Petra Wagner'],
      ['Arbeitgeber', 'Stadtwerke Kassel AG'],
      ['Tätigkeit', 'Sachbearbeiterin Buchhaltung'],
      ['Ort', 'Kassel'],
    ];
    const expected = {
      name: 'Petra Wagner',
      arbeitgeber: 'Stadtwerke Kassel AG',
      taetigkeit: 'Sachbearbeiterin Buchhaltung',
      ort: 'Kassel',
    };
    for (const [shape, lines] of Object.entries(shapes(pairs))) {
      expect({ shape, result: await run(['Arbeitsbescheinigung', '', ...lines].join('\n'), schema) }).toEqual({
        shape,
        result: expected,
      });
    }
  });

  it('still reads a business name holding its kind over its letterhead contact lines', () => {
    const lines = documentLines([textDocument('Tankstelle Ostermeier\nTel. 089 123456\nFax 089 123457\n')]);
    expect(amongLabelRows(lines, 0)).toBe(false);
    const rows = documentLines([textDocument('Carrier DHL Freight\nInsurer Northwind Ltd\nStatus Active\n')]);
    expect(amongLabelRows(rows, 0)).toBe(true);
  });
});

describe('a currency row whose gap was closed to one space', () => {
  it('keeps the code as the value of a currency field (en/de)', async () => {
    const en = ['INVOICE', '', 'Total amount 1,190.00', '', 'Currency EUR', '', 'Payment terms 14 days net'];
    expect(await run(en.join('\n'), [{ name: 'currency', type: 'string' }])).toEqual({ currency: 'EUR' });
    const de = ['RECHNUNG', '', 'Gesamtbetrag 1.190,00', '', 'Währung CHF', '', 'Zahlungsbedingungen 14 Tage'];
    expect(await run(de.join('\n'), [{ name: 'waehrung', type: 'string' }])).toEqual({ waehrung: 'CHF' });
  });
});
