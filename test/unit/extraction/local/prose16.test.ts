// Session 16: values in running text without a label, as people and small businesses write plain-text messages.
import { describe, expect, it } from '@jest/globals';
import { extractResult } from '../../../../src/extraction/providers/local/extract-result.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { textDocument } from '../local-provider-helpers.ts';

const text = (name: string): TOutputSchema[number] => ({ name, type: 'string' });
const read = (lines: string[], schema: TOutputSchema) =>
  extractResult(schema, documentLines([textDocument(lines.join('\n'))])).result as Record<string, unknown>;

describe('the company that signs a letter or a plain-text message', () => {
  it('reads the company with its legal form under the closing for the issuer (`supplier`)', () => {
    const lines = [
      'Sehr geehrte Frau Krüger,',
      '',
      'für den Austausch der Badarmaturen bieten wir Ihnen die Arbeiten zum Festpreis von 1.280,00 € an.',
      '',
      'Mit freundlichen Grüßen',
      'Markus Becker',
      'Sanitär Becker GmbH',
    ];
    expect(read(lines, [text('supplier')]).supplier).toBe('Sanitär Becker GmbH');
  });
});
