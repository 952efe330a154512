import { describe, expect, it } from '@jest/globals';
import { findDate } from '../../../../src/extraction/providers/local/parse-date.ts';
import { parseEmail } from '../../../../src/extraction/providers/local/parse-values.ts';
import { extractText } from '../local-provider-helpers.ts';

// The e-mail and "March 14, 2026" patterns are bounded (a local part of at most 64 characters that starts a token,
// a month's name of at most 12 letters that is a whole word), so a line of 70,000 letters is read in linear time
// (`npm run bench:hostile-readers`: a schema proposal over such a line took 21 s before). What they still find:
describe('bounded e-mail and month-name patterns', () => {
  it('finds an address wherever a token starts: after a label, in angle brackets, after "mailto:"', () => {
    expect(parseEmail('Kontakt: anna.berg@example.com')).toBe('anna.berg@example.com');
    expect(parseEmail('Anna Berg <anna.berg@example.com>')).toBe('anna.berg@example.com');
    expect(parseEmail('mailto:billing@shop.example.de.')).toBe('billing@shop.example.de');
  });

  it('finds no address in a long token without "@", nor one whose local part exceeds 64 characters', () => {
    expect(parseEmail('x'.repeat(70_000))).toBeNull();
    expect(parseEmail(`${'a'.repeat(65)}@example.com`)).toBeNull();
  });

  it('reads a month written out before the day, as a whole word only', () => {
    expect(findDate('Invoice date: November 1st, 2026')?.iso).toBe('2026-11-01');
    expect(findDate('Rechnung vom Sept. 14 2026')?.iso).toBe('2026-09-14');
    expect(findDate(`${'x'.repeat(70_000)} 14 2026`)).toBeNull();
  });
});

// The candidate index looked a label up by the first letters of each suffix of a cell's first word, folding the whole
// suffix each time: a word of 200,000 letters took the extraction three minutes (past this test's time limit), and
// the fold cache kept the long folds between documents. It reads the word's first letters only.
describe('a hostile word of 200,000 letters', () => {
  it('is read past in one extraction that still finds the labelled values around it', async () => {
    const text = ['Invoice number: INV-2026-0042', 'i'.repeat(200_000), 'Total: 1,234.56 EUR'].join('\n');
    const { result } = await extractText(text, [
      { name: 'invoice_number', type: 'string' },
      { name: 'total', type: 'number' },
    ]);
    expect(result).toMatchObject({ invoice_number: 'INV-2026-0042', total: 1234.56 });
  });
});
