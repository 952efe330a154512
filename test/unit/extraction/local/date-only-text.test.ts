// Session 18: the retrained learned fallback may not put a bare date into a text field whose name speaks of no time.
import { describe, expect, it } from '@jest/globals';
import { bareDateForTextField } from '../../../../src/extraction/providers/local/date-only-text.ts';
import { extractResult } from '../../../../src/extraction/providers/local/extract-result.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { textDocument } from '../local-provider-helpers.ts';

describe('a bare date for a text field', () => {
  it('is refused where the name names a place or a thing, kept where any part of it speaks of time', () => {
    expect(bareDateForTextField('am 12.05.2026', 'von', 'hinfahrt')).toBe(true);
    expect(bareDateForTextField('14 March 2026', 'destination')).toBe(true);
    expect(bareDateForTextField('12.05.2026', 'von', 'zeitraum')).toBe(false);
    expect(bareDateForTextField('12.05.2026', 'abfahrt_datum')).toBe(false);
    expect(bareDateForTextField('31.12.2026', 'gueltig_bis')).toBe(false);
    // A date inside a longer text is no bare date.
    expect(bareDateForTextField('Berlin, 12.05.2026 ab Gleis 4', 'von', 'hinfahrt')).toBe(false);
    expect(bareDateForTextField(42, 'von', 'hinfahrt')).toBe(false);
  });

  it('leaves the outbound station empty rather than giving it the day of the trip', () => {
    const schema: TOutputSchema = [{ name: 'hinfahrt', type: 'object', properties: [{ name: 'von', type: 'string' }] }];
    const lines = documentLines([textDocument('Hinfahrt am 12.05.2026\nRückfahrt am 19.05.2026')]);
    expect(extractResult(schema, lines).result).toEqual({});
  });
});
