// Hostile uploads against the readers branch wrong19 added or changed: a column's sum row and a list column
// (column-sums.ts), a person's remark and firm after the name (person-remarks.ts), a cited document's date
// (referenced-dates.ts), a bracketed calculation's money (calculated-amounts.ts) and the street past a site's part
// (value-parts.ts). Each input is long where a pattern could retry (blanks, brackets, commas, mentions), built as
// TLine objects where the app's reader would cut a line at 2,000 characters, and sized so a quadratic reader would
// run past the 60 s hang guard; today's take well under a second.
import { describe, expect, it } from '@jest/globals';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import { tokenize } from '../../../src/extraction/providers/local/words.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const EM = '\u2003';
/** A line of the given cells (texts apart by two spaces), each cell with its tokens as lines.ts makes them. */
const line = (...texts: string[]): TLine => {
  let text = '';
  const cells = texts.map((part) => {
    const start = text.length === 0 ? 0 : text.length + 2;
    text = text.length === 0 ? part : `${text}  ${part}`;
    return { start, end: start + part.length, tokens: tokenize(text, start, start + part.length) };
  });
  return { fileName: 'upload.txt', page: 1, text, cells };
};
const source = (row: TLine, cell = 0) => {
  const at = row.cells[cell] ?? { start: 0, end: row.text.length };
  return { text: row.text.slice(at.start, at.end), line: row, quoteStart: at.start, quoteEnd: at.end };
};

describe('hostile input to the readers of branch wrong19', () => {
  it(
    'reads a column of 20,000 rows with long blank cells down to no sum row',
    async () => {
      const header = line('Kostenart', 'Gesamt', 'Ihr Anteil');
      const rows = Array.from({ length: 20_000 }, (_, index) =>
        line(`Posten ${index}`, '1,00', `${EM.repeat(50)}2,00`),
      );
      const lines = [header, ...rows, line('Summe', '9,00', '12,00')];
      const match = {
        score: 40,
        lineIndex: 0,
        value: source(rows[0] as TLine, 2),
        standalone: false,
        how: 'column',
        exact: true,
        covered: 2,
      };
      const sum = (await guardedReader('providers/local/column-sums.ts', 'sumOfColumn', lines, match)) as {
        text: string;
      } | null;
      // The walk stops at 60 rows: a longer table is a list, not a column with a sum.
      expect(sum).toBeNull();
      // A column of dates, one per row: a list, which gives a scalar date nothing.
      const dated = Array.from({ length: 20_000 }, (_, index) =>
        line(`Ablesung ${index}`, `${EM.repeat(50)}${(index % 28) + 1}.03.2026`, '1,00'),
      );
      const datedHeader = line('Zähler', 'Datum', 'Stand');
      const listed = await guardedReader(
        'providers/local/column-sums.ts',
        'listsColumn',
        [datedHeader, ...dated],
        datedHeader,
        source(dated[0] as TLine, 1),
      );
      expect(listed).toBe(true);
    },
    GUARDED_TEST_MS,
  );

  it(
    "cuts no remark from a name of 200,000 blanks, brackets and commas (the bracket's and comma's patterns)",
    async () => {
      const words = ['attendee', 'name'];
      const brackets = `Anna Roe${' ('.repeat(100_000)}x)`;
      expect(await guardedReader('providers/local/person-remarks.ts', 'withoutPersonRemark', words, brackets)).toBe(
        brackets,
      );
      const commas = `Anna Roe${', Aa'.repeat(50_000)}`;
      expect(await guardedReader('providers/local/person-remarks.ts', 'withoutPersonRemark', words, commas)).toBe(
        commas,
      );
      const blanks = `Anna Roe (${' '.repeat(200_000)}@)`;
      expect(await guardedReader('providers/local/person-remarks.ts', 'withoutPersonRemark', words, blanks)).toBe(
        blanks,
      );
    },
    GUARDED_TEST_MS,
  );

  it(
    'finds no cited date in a line of 30,000 mentions of an invoice with blanks and "of" between',
    async () => {
      const lines = [
        line(`Invoice ${`of ${EM.repeat(3)}invoice `.repeat(30_000)}`),
        line(`Rechnung${' vom'.repeat(50_000)}`),
      ];
      expect(
        await guardedReader('providers/local/referenced-dates.ts', 'referencedDate', lines, ['invoice', 'date']),
      ).toBeNull();
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads no money after a bracket of 200,000 blanks and one of 100,000 digits',
    async () => {
      const blanks = line(`(2 x 3)${' '.repeat(200_000)}x`);
      const found = (await guardedReader(
        'providers/local/calculated-amounts.ts',
        'amountAfterCalculation',
        source(blanks),
        ['labour'],
      )) as { text: string };
      expect(found.text.startsWith('(2 x 3)')).toBe(true);
      const digits = line(`(${'1'.repeat(100_000)} @ 2) £5.00${' '.repeat(100_000)}`);
      const more = (await guardedReader(
        'providers/local/calculated-amounts.ts',
        'amountAfterCalculation',
        source(digits),
        ['labour'],
      )) as { text: string };
      expect(more.text.length).toBeGreaterThan(0);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads the street past 50,000 parts of a site',
    async () => {
      const text = `${'Werk 2, '.repeat(50_000)}Industriestraße 12-14, 89081 Ulm`;
      const street = await guardedReader('providers/local/value-parts.ts', 'partOfCell', text, ['street']);
      expect(street).toBe('Industriestraße 12-14');
    },
    GUARDED_TEST_MS,
  );

  it(
    "reads a firm's name of 100,000 blanks before its legal form and its wrapped rest",
    async () => {
      const cut = await guardedReader(
        'providers/local/value-cuts.ts',
        'cutAtLabel',
        `Lakeside Property Management${' '.repeat(100_000)}x LLC`,
      );
      expect(typeof cut).toBe('string');
      const first = line(`Client: Pacific${' '.repeat(100_000)}Habitat`);
      const next = line(`        Partners,${' &'.repeat(50_000)} LLC`);
      const named = (await guardedReader(
        'providers/local/person-remarks.ts',
        'firmNameContinued',
        [first, next],
        { text: `Pacific${' '.repeat(100_000)}Habitat`, line: first, quoteStart: 0, quoteEnd: first.text.length },
        true,
      )) as { text: string };
      expect(named.text.endsWith('Habitat')).toBe(true);
    },
    GUARDED_TEST_MS,
  );
});
