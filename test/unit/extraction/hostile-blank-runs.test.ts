// Session-12 patterns that let two parts take the same blanks or digits (/\s*(?:€)?\s*$/, /[ \t\r]+$/ on an unbounded line)
// tried every split of a long run of blanks that ends in other text: a line of 100,000 blanks took seconds to
// minutes. Each case here reads such a line within the test's time limit and still reads the ordinary ones.
import { describe, expect, it } from '@jest/globals';
import { tooManyPartLines } from '../../../src/extraction/documents/mail-part-lines.ts';
import { extractResult } from '../../../src/extraction/providers/local/extract-result.ts';
import { trimSentence } from '../../../src/extraction/providers/local/identifiers.ts';
import { deductedBelow } from '../../../src/extraction/providers/local/label-qualifiers.ts';
import { documentLines, type TLine } from '../../../src/extraction/providers/local/lines.ts';
import { qualifiesLabel } from '../../../src/extraction/providers/local/value-kinds.ts';
import { textDocument } from './local-provider-helpers.ts';

const BLANKS = ' '.repeat(100_000);
const line = (text: string): TLine => ({ fileName: 'a.txt', page: 1, text, cells: [] });
const elapsed = (run: () => unknown) => {
  const start = Date.now();
  run();
  return Date.now() - start;
};

describe('a long run of blanks ending in text', () => {
  it('is no delimiter line of a declared boundary, read in linear time; "--b  " still is', () => {
    const head = 'Content-Type: multipart/mixed; boundary="b"\r\n\r\n';
    const hostile = Buffer.from(`${head}--${BLANKS}x\r\n--b--\r\n`);
    expect(elapsed(() => expect(tooManyPartLines(hostile, 1)).toBe(false))).toBeLessThan(1000);
    expect(tooManyPartLines(Buffer.from(`${head}--b  \r\n--b \t\r\n--b--\r\n`), 2)).toBe(true);
  });

  it('after an amount is no deduction, read in linear time; "- 960,00 €" still is', () => {
    expect(elapsed(() => expect(deductedBelow([line('Total'), line(`- 1${BLANKS}x`)], 0)).toBe(false))).toBeLessThan(
      1000,
    );
    expect(deductedBelow([line('Total'), line('- 960,00 €')], 0)).toBe(true);
  });

  it('in a CSV cell is read in linear time by the learned and the structural fallback (a minute before)', () => {
    const csv = `Ref;Amount charged\nA1;1${BLANKS}x\nA2;12,50 €`;
    const lines = documentLines([textDocument(csv, 'text/csv')]);
    const run = () => extractResult([{ name: 'charges', type: 'number' }], lines);
    expect(elapsed(run)).toBeLessThan(3000);
  });

  it('after a label\'s words is no qualifier, read in linear time; "2026 :" still is', () => {
    expect(elapsed(() => expect(qualifiesLabel(`a${BLANKS}b`, false)).toBe(false))).toBeLessThan(1000);
    expect(qualifiesLabel('2026 :', false)).toBe(true);
  });
});

describe('a long token of digits', () => {
  it('is read in linear time as no code before a clause; "OT-88214; please quote it" still gives its code', () => {
    expect(elapsed(() => trimSentence(`${'1'.repeat(100_000)}x`))).toBeLessThan(1000);
    expect(trimSentence('OT-88214; please quote it in every reply')).toBe('OT-88214');
    expect(trimSentence('Ticket, please quote it')).not.toBe('Ticket');
  });
});
