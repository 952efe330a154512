// "EIN" (an employer identification number) is the German article "ein" as well: as a label that may start a
// longer one, "Ein Bonus   1.200,00 €" on a payslip gave `employer_id` the bonus. It counts on its own only.
import { describe, expect, it } from '@jest/globals';
import { extractResult } from '../../../../src/extraction/providers/local/extract-result.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { textDocument } from '../local-provider-helpers.ts';

const schema: TOutputSchema = [{ name: 'employer_id', type: 'string' }];
const read = (text: string) => extractResult(schema, documentLines([textDocument(text)])).result;

describe('the label "EIN"', () => {
  it('is no label where the German article starts a line', () => {
    expect(read('Lohnabrechnung März 2026\nEin Bonus     1.200,00 €\nNetto: 2.100,00 €')).toEqual({});
  });

  it('still names the employer identification number on its own', () => {
    expect(read('W-2 Summary\nEIN: 12-3456789\nWages: 50,000.00')).toEqual({ employer_id: '12-3456789' });
    expect(read('W-2 Summary\nEIN          12-3456789\nWages: 50,000.00')).toEqual({ employer_id: '12-3456789' });
  });
});
