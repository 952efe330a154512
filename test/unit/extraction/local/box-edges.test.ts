// A form's box edge printed, or read by OCR, as a bracket apart from the text it frames is a cell break, so the
// value inside ends where the box does; check boxes ("[ ]", "[x]", "[ x ]") and bracketed words stay text.
import { describe, expect, it } from '@jest/globals';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../../helpers/hang-guard.ts';

const cellTexts = (text: string) => {
  const [line] = documentLines([
    { fileName: 'form.png', contentType: 'image/png', pages: [{ page: 1, text }], warnings: [] },
  ]);
  return line?.cells.map((cell) => text.slice(cell.start, cell.end));
};

describe('box edges read as brackets', () => {
  it('ends a boxed value at its closing bracket and starts it after the opening one', () => {
    expect(cellTexts('[ ACCOUNT NUMBER: 5501-8813-0 ]')).toEqual(['ACCOUNT NUMBER: 5501-8813-0']);
    expect(cellTexts('Name: Isabel Lindqvist ]')).toEqual(['Name: Isabel Lindqvist']);
  });

  it('keeps check boxes and bracketed words as they were', () => {
    expect(cellTexts('[x] Transfer service   [ ] Stop service')).toEqual(['[x] Transfer service', '[ ] Stop service']);
    expect(cellTexts('[ x ] Gift [ ] Other')).toEqual(['[ x ] Gift [ ] Other']);
    expect(cellTexts('Total [EUR] 12,00')).toEqual(['Total [EUR] 12,00']);
  });

  it(
    'reads a line of 100,000 brackets and blanks in well under a second',
    async () => {
      const text = `Name ${'[ a ] '.repeat(20_000)}`;
      const lines = await guardedReader('providers/local/lines.ts', 'documentLines', [
        { fileName: 'form.png', contentType: 'image/png', pages: [{ page: 1, text }], warnings: [] },
      ]);
      expect(Array.isArray(lines)).toBe(true);
    },
    GUARDED_TEST_MS,
  );
});
