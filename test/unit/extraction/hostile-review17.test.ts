// Hostile uploads against the amount readers session 17 added (found by review before they shipped): a charge's value
// and a money cell with long runs of blanks that are no cell break (em spaces), built so that two runs of blanks side
// by side in a pattern split the run every way, and a line of a million characters of rate labels and percentages.
// Fault tests under the hang guard (test/helpers/hang-guard.ts), sized so the old code takes minutes; today's take
// well under a second. The values are built here as TLine objects: the app's reader cuts lines at 2,000 characters,
// and the readers must stay linear without relying on that cut (the charge's pattern was cubic: a value of 2,000
// characters took ~5 s by itself).
import { describe, expect, it } from '@jest/globals';
import { documentLines, type TLine } from '../../../src/extraction/providers/local/lines.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const EM = '\u2003';
const line = (text: string, cells: [number, number][] = [[0, text.length]]): TLine => ({
  fileName: 'bill.txt',
  page: 1,
  text,
  cells: cells.map(([start, end]) => ({ start, end, tokens: [] })),
});
const sourceOf = (text: string, of = line(text)) => ({ text, line: of, quoteStart: 0, quoteEnd: text.length });

describe('hostile input to the amount readers of session 17', () => {
  it(
    'reads 16 money fields beside a label whose value is a count and 1,980 em spaces, within the line cut (was 51 s for 8)',
    async () => {
      // A line the app's reader keeps whole (1,991 characters): each money field the label gives read the value once.
      const text = `Amount: 1${EM.repeat(660)}x${EM.repeat(1320)}!`;
      const lines = documentLines([
        { fileName: 'bill.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] },
      ]);
      const names = ['amount', 'total', 'price', 'cost', 'charges', 'betrag', 'amount_due', 'total_amount'];
      const more = ['net_amount', 'gross_amount', 'invoice_amount', 'payment_amount', 'order_total', 'grand_total'];
      const schema = [...names, ...more, 'amount_eur', 'fee_amount'].map((name) => ({ name, type: 'number' }));
      const found = (await guardedReader('providers/local/extract-result.ts', 'extractResult', schema, lines)) as {
        result: Record<string, unknown>;
      };
      expect(found.result.amount).toBe(1);
    },
    GUARDED_TEST_MS,
  );

  it(
    "keeps a charge's value of a count, 3,000 em spaces, a times sign and 6,000 em spaces (was cubic: ~5 s per 2,000)",
    async () => {
      const text = `1${EM.repeat(3000)}x${EM.repeat(6000)}!`;
      const found = (await guardedReader(
        'providers/local/calculated-amounts.ts',
        'amountAfterCalculation',
        sourceOf(text),
        ['amount'],
      )) as { text: string };
      expect(found.text).toBe(text);
    },
    GUARDED_TEST_MS,
  );

  it(
    'keeps a description whose line closes in a cell of a bracket and 300,000 em spaces (was 8 s per 40,000)',
    async () => {
      const cell = `(${EM.repeat(300_000)}!`;
      const of = line(`Tisch 9  ${cell}`, [
        [0, 7],
        [9, 9 + cell.length],
      ]);
      const found = (await guardedReader(
        'providers/local/calculated-amounts.ts',
        'amountAfterCalculation',
        sourceOf('Tisch 9', of),
        ['charge'],
      )) as { text: string };
      expect(found.text).toBe('Tisch 9');
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads no rate or date opening a value of 300,000 em spaces (was 8 s per 40,000)',
    async () => {
      expect(
        await guardedReader(
          'providers/local/amount-past-qualifier.ts',
          'amountPastRateOrDate',
          sourceOf(`${EM.repeat(300_000)}!`),
        ),
      ).toBeNull();
    },
    GUARDED_TEST_MS,
  );

  it(
    'finds the one VAT rate of a line of 250,000 pairs "MwSt 19%" (was 1.4 s per 200,000 characters)',
    async () => {
      const found = (await guardedReader(
        'providers/local/rate-percent.ts',
        'ratePercentOfThing',
        [line('MwSt 19% '.repeat(250_000))],
        ['vat', 'rate'],
      )) as { text: string } | null;
      expect(found?.text).toBe('19%');
    },
    GUARDED_TEST_MS,
  );
});
