// Patterns of the regex audit (bench/extraction/regex-audit.ts) still quadratic after session 20, rewritten by
// linear21 as scans or bounded patterns, each proven equal to the old pattern on 200,000 random strings, under the
// hang guard (test/helpers/hang-guard.ts). Sizing, measured on main's code (72c5fa09) at a load of ~3 on 2 cores:
// the schema proposal's "Kunde:", 40,000 blanks and "x\ry" 5.7 s (8,000: 0.4 s, so the square of the run); a code
// field's name of 32,000 letters, "land" over and over, 1.6 s (8,000: 0.23 s); a value pair's 32,000 em spaces 51 s, a label pair's 18 s; a thing's number of 32,000 digits 5.4 s; a code's start of
// 32,000 characters 5.3 s. Every old time grows with the square of the run, so at 400,000 characters (12.5 times
// longer, 156 times as long) each would take minutes to hours, far past the 60 s guard; the new code reads each in
// under a second. The per-cell readers are reached through extractResult only in cells of at most 2,000 characters
// (long-lines.ts), so they are guarded here as readers, as review20b did; the schema proposal reads the whole line.
import { describe, expect, it } from '@jest/globals';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const RUN = 400_000;
const EM_SPACES = '\u2003'.repeat(RUN);
/** A line as lines.ts builds it, one cell over all of it (a cell longer than any documentLines makes). */
const oneCellLine = (text: string) => ({
  fileName: 'upload.txt',
  page: 1,
  text,
  cells: [{ start: 0, end: text.length }],
});

describe('hostile input the regex audit of session 21 found', () => {
  it(
    'proposes a schema for a document whose label is followed by 400,000 blanks before a line break (was 5.7 s at 40,000)',
    async () => {
      const text = `Kunde:${' '.repeat(RUN)}x\ry\nDatum: 12.03.2026`;
      const proposal = (await guardedReader('schema-proposal/local.ts', 'proposeSchemaLocally', [
        { fileName: 'upload.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] },
      ])) as { schema: { name: string; format?: string }[] };
      expect(proposal.schema.map((property) => [property.name, property.format])).toEqual([['datum', 'date']]);
    },
    GUARDED_TEST_MS,
  );

  it(
    'tells a field named by 400,000 letters of "land" over and over from a country code field (was 1.6 s at 32,000)',
    async () => {
      const name = `${'land'.repeat(RUN / 4)}x`;
      expect(
        await guardedReader('providers/local/item-columns.ts', 'fitsCodeName', { name, type: 'string' }, 'Deutschland'),
      ).toBe(true);
      expect(
        await guardedReader(
          'providers/local/item-columns.ts',
          'fitsCodeName',
          { name: `${name}code`, type: 'string' },
          'Deutschland',
        ),
      ).toBe(false);
    },
    GUARDED_TEST_MS,
  );

  it(
    "finds no two values in a paired label's value of a date and 400,000 em spaces (was 51 s at 32,000)",
    async () => {
      const line = oneCellLine(`Anreise / Abreise: 04.05.2026${EM_SPACES}x`);
      expect(
        await guardedReader('providers/local/paired-labels.ts', 'ownPartOfPair', [line], [{ words: ['anreise'] }]),
      ).toBeNull();
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads the second date of a label pair whose first label holds 400,000 em spaces (was 18 s at 32,000)',
    async () => {
      const line = oneCellLine(`Anreise${EM_SPACES}x / Abreise: 04.05.2026 – 07.05.2026`);
      const found = (await guardedReader(
        'providers/local/paired-labels.ts',
        'ownPartOfPair',
        [line],
        [{ words: ['abreise'] }],
      )) as { text: string } | null;
      expect(found?.text).toBe('07.05.2026');
    },
    GUARDED_TEST_MS,
  );

  it(
    "takes no date for a reminder whose number of 400,000 digits is followed by a word, not by its date's word (was 5.4 s at 32,000)",
    async () => {
      const hostile = oneCellLine(
        `Trotz unserer Zahlungserinnerung ${'1'.repeat(RUN)} x vom 19.01.2026 ist nichts eingegangen.`,
      );
      expect(
        await guardedReader(
          'providers/local/sentence-dates.ts',
          'dateOfThingInSentence',
          [hostile],
          ['letzte', 'erinnerung'],
        ),
      ).toBeNull();
    },
    GUARDED_TEST_MS,
  );

  it(
    'keeps a code value of 400,000 letters and digits whole (was 5.3 s at 32,000)',
    async () => {
      const code = `${'a1'.repeat(RUN / 2)}!`;
      expect(await guardedReader('providers/local/identifiers.ts', 'trimSentence', code)).toBe(code);
    },
    GUARDED_TEST_MS,
  );
});

describe('the scans that replace trailing and bracket patterns, on runs of 400,000 characters', () => {
  // These helpers are new (main read with the patterns inline, 0.6–2 s at 8,000 characters and 14–34 s at 40,000 where
  // measured, each the square of the run): guarded so a later edit cannot turn them quadratic again.
  it(
    'reads a text ending in a capital word, a debit word, closing marks and figures with cents',
    async () => {
      const capitals = 'A'.repeat(RUN);
      expect(await guardedReader('providers/local/sentence-people.ts', 'endsInCapitalWord', `${capitals}!`)).toBe(
        false,
      );
      expect(await guardedReader('providers/local/sentence-people.ts', 'endsInCapitalWord', `x ${capitals}  `)).toBe(
        true,
      );
      const letters = 'a'.repeat(RUN);
      expect(await guardedReader('providers/local/schedule-lines.ts', 'withoutLastWord', `${letters}!`)).toBe(
        `${letters}!`,
      );
      expect(await guardedReader('providers/local/schedule-lines.ts', 'withoutLastWord', `12,00 ${letters}`)).toBe(
        '12,00',
      );
      expect(await guardedReader('providers/local/sentence-reader.ts', 'bare', `${','.repeat(RUN)}a`)).toBe(
        `${','.repeat(RUN)}a`,
      );
      expect(await guardedReader('providers/local/sentence-reader.ts', 'bare', `(Betrag${','.repeat(RUN)}`)).toBe(
        'betrag',
      );
      expect(await guardedReader('providers/local/row-credits.ts', 'centsFigures', `${'1'.repeat(RUN)}!`)).toEqual([]);
      expect(
        await guardedReader('providers/local/row-credits.ts', 'centsFigures', `Saldo -${'1'.repeat(RUN)},50`),
      ).toEqual([`-${'1'.repeat(RUN)},50`]);
    },
    GUARDED_TEST_MS,
  );

  it(
    "finds where a text's closing words start, after a capital and 400,000 capitals or blanks (was 2.3 s at 8,000)",
    async () => {
      const capitals = 'A'.repeat(RUN);
      expect(await guardedReader('providers/local/value-parts.ts', 'capitalWordsStart', `${capitals}!`)).toBe(-1);
      expect(
        await guardedReader(
          'providers/local/value-parts.ts',
          'capitalWordsStart',
          `1204 Geneva,${' '.repeat(RUN)}Switzerland  `,
        ),
      ).toBe(RUN + 12);
    },
    GUARDED_TEST_MS,
  );

  it(
    'removes brackets only where a ")" closes them, before a run of 400,000 "(" with none after it',
    async () => {
      const open = '('.repeat(RUN);
      expect(
        await guardedReader('trim-trailing.ts', 'replaceBracketed', `Betrag (EUR)${open}`, /(?<!\s)\s*\([^)]*\)/g, ''),
      ).toBe(`Betrag${open}`);
      expect(await guardedReader('trim-trailing.ts', 'replaceBracketed', `a (b) c${open}x`, /\(.*?\)/g, ' ')).toBe(
        `a   c${open}x`,
      );
    },
    GUARDED_TEST_MS,
  );

  it(
    'parts a label line of 400,000 blanks after its colon',
    async () => {
      const blanks = ' '.repeat(RUN);
      expect(await guardedReader('schema-proposal/local.ts', 'labelAndValue', `  Kunde:${blanks}Anna Weber`)).toEqual([
        'Kunde',
        'Anna Weber',
      ]);
      expect(await guardedReader('schema-proposal/local.ts', 'labelAndValue', `Kunde:${blanks}x\ry`)).toBeNull();
    },
    GUARDED_TEST_MS,
  );
});

describe('the rewritten readers still read what they read', () => {
  it(
    'reads a thing\'s date after its number and "vom"',
    async () => {
      const line = oneCellLine('Trotz unserer Zahlungserinnerung Nr. 4711 vom 19.01.2026 ist nichts eingegangen.');
      const found = (await guardedReader(
        'providers/local/sentence-dates.ts',
        'dateOfThingInSentence',
        [line],
        ['letzte', 'erinnerung'],
      )) as { text: string } | null;
      expect(found?.text).toBe('2026-01-19');
    },
    GUARDED_TEST_MS,
  );

  it(
    'proposes a property for each labelled line',
    async () => {
      const text = 'Rechnungsnummer:   RE-2026-0042\nDatum: 12.03.2026\nBetrag: 118,50 €';
      const proposal = (await guardedReader('schema-proposal/local.ts', 'proposeSchemaLocally', [
        { fileName: 'upload.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] },
      ])) as { schema: { name: string }[] };
      expect(proposal.schema.map((property) => property.name)).toEqual(['rechnungsnummer', 'datum', 'betrag']);
    },
    GUARDED_TEST_MS,
  );
});
