// Session 14's defects: what a user notices in the extracted values (compound labels with an unknown first part,
// items opening with a sum word, column sums named by compounds, acronym labels, names with a form of address).
import { describe, expect, it } from '@jest/globals';
import { extractResult } from '../../../../src/extraction/providers/local/extract-result.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { textDocument } from '../local-provider-helpers.ts';

const text = (name: string): TOutputSchema[number] => ({ name, type: 'string' });
const number = (name: string): TOutputSchema[number] => ({ name, type: 'number' });
const items = (name: string, properties: TOutputSchema): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: { type: 'object', properties },
});
const read = (lines: string[], schema: TOutputSchema) =>
  extractResult(schema, documentLines([textDocument(lines.join('\n'))])).result as Record<string, unknown>;

describe('session 14 defects', () => {
  it('links a German compound label with an unknown first part by its head ("Montageort" for location)', () => {
    const json = read(
      ['Serviceauftrag 2207', 'Datum: 03.05.2026', 'Montageort: Halle 4, Werk Süd', 'Techniker: P. Brandt'],
      [text('location'), text('technician')],
    );
    expect(json.location).toBe('Halle 4, Werk Süd');
  });
});
