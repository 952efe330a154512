// Session 14 (budget14): the offline extractor reads a line longer than 2,000 characters in pieces (long-lines.ts), so
// a hostile upload's line of 200,000 characters takes seconds, not many minutes, and the execution says so.
import { describe, expect, it } from '@jest/globals';
import { LONGEST_LINE, linePieces } from '../../../../src/extraction/providers/local/long-lines.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

describe('a line longer than the extractor reads at once', () => {
  it('is cut into pieces of at most 2,000 characters after a space, which together are the line', () => {
    const line = 'Frau Müller zahlt 1.234,56 € am 12.03.2026. '.repeat(500);
    const pieces = linePieces(line);
    expect(pieces.join('')).toBe(line);
    expect(pieces.every((piece) => piece.length <= LONGEST_LINE)).toBe(true);
    expect(pieces.slice(0, -1).every((piece) => piece.length > LONGEST_LINE / 2)).toBe(true);
    expect(pieces.slice(0, -1).every((piece) => piece.endsWith(' '))).toBe(true);
    expect(linePieces('Total: 12,00 €')).toEqual(['Total: 12,00 €']);
  });

  it('without a space is cut at 2,000 characters, never inside a character of two code units', () => {
    const line = `${'x'.repeat(LONGEST_LINE - 1)}😀${'y'.repeat(3_000)}`;
    const pieces = linePieces(line);
    expect(pieces.join('')).toBe(line);
    expect(pieces[0]).toBe('x'.repeat(LONGEST_LINE - 1));
  });

  it('leaves a document of 200,000 characters on one line readable: its ordinary values found, with a warning', async () => {
    const schema: TOutputSchema = [
      { name: 'invoice_number', type: 'string' },
      { name: 'invoice_date', type: 'string', format: 'date' },
      { name: 'total', type: 'number' },
    ];
    const hostile = 'Frau Müller zahlt den Betrag von 1.234,56 € vom 12.03.2026 innerhalb von 30 Tagen. '
      .repeat(2_400)
      .slice(0, 200_000);
    const text = `Rechnungsnummer: RE-2026-0042\nRechnungsdatum: 05.03.2026\n${hostile}\nGesamtbetrag: 99,00 €`;
    const response = await extractText(text, schema);
    expect(response.result).toMatchObject({ invoice_number: 'RE-2026-0042', invoice_date: '2026-03-05', total: 99 });
    expect(response.warnings).toContainEqual(
      expect.objectContaining({ code: 'warning.long_lines_cut', params: { count: 1, length: LONGEST_LINE } }),
    );
  }, 120_000);

  it('gives an ordinary document no warning', async () => {
    const response = await extractText('Rechnungsnummer: RE-2026-0042', [{ name: 'invoice_number', type: 'string' }]);
    expect(response.warnings.map((warning) => warning.code)).not.toContain('warning.long_lines_cut');
  });
});
