// Trailing-run patterns found by the regex audit of review20 (bench/extraction/regex-audit.ts), under the hang guard
// (test/helpers/hang-guard.ts). /[\s,;]+$/ and its kin are tried at every character of a run and fail at its end when
// the run is followed by other text, so a run of n blanks (or full stops) before a word cost time quadratic in n. All
// now go through trimTrailing (src/extraction/trim-trailing.ts), a scan back from the end, proven equal to each old
// pattern on 200,000 random strings; so were the open letter runs before a word's ending (party words), the e-mail
// test of a name, the search for a label before a value (only-date.ts) and the header lines' addresses (mail-fields). How the sizes were chosen: each old reader
// was timed on the same input at 40,000 characters (2.7 to 30 s under load; the bare patterns took four times their
// 20,000 figure: quadratic), so the inputs of 400,000 below would take it 100 times as long, 4.5 to 50 minutes; the
// new code reads each in about a second at most.
import { describe, expect, it } from '@jest/globals';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const RUN = 400_000;
const BLANKS = ' '.repeat(RUN);

describe('hostile input with long trailing-looking runs (regex audit of review20, second part)', () => {
  it(
    'cuts no blanks inside an identifier value of 400,000 blanks before a word (was 4.9 s at 40,000)',
    async () => {
      const value = `4711${BLANKS}x`;
      expect(await guardedReader('providers/local/identifiers.ts', 'withoutNoise', value)).toBe(value);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads no first name from a cell of a name, 400,000 blanks and a word (was 7.0 s at 40,000)',
    async () => {
      const part = await guardedReader(
        'providers/local/value-parts.ts',
        'partOfCell',
        `Anna${BLANKS}x`,
        ['firstName'],
        {
          loose: true,
        },
      );
      expect(part).toBeNull();
    },
    GUARDED_TEST_MS,
  );

  it(
    'keeps 400,000 full stops inside a URI and drops the one at its end (was 5.0 s at 40,000)',
    async () => {
      const uri = `https://a.example/${'.'.repeat(RUN)}x`;
      expect(await guardedReader('providers/local/parse-values.ts', 'parseUri', `see ${uri}.`)).toBe(uri);
    },
    GUARDED_TEST_MS,
  );

  it(
    "cuts recognized lines' trailing blanks, not a run of 400,000 inside a line (was 15 s at 40,000)",
    async () => {
      // The OCR text's clean-up (ocr/recognize.ts) is private; the helper it now calls is what read the lines.
      const text = `a${BLANKS}x \t\nb\t\t\r\nc  `;
      expect(await guardedReader('trim-trailing.ts', 'trimLineEnds', text)).toBe(`a${BLANKS}x\nb\r\nc`);
    },
    GUARDED_TEST_MS,
  );

  it(
    'counts only declared boundary lines of a mail declaring 60,000 boundaries of 990 blanks before a letter',
    async () => {
      // Each boundary value is cut at 1,024 characters, so the old pattern cost a bounded ~1 ms a parameter, but for
      // every one of them: 4,000 took 11.8 s, so 60,000 (60 MB) would take about three minutes; now 0.6 s for 40,000.
      const parameters = `boundary=b${' '.repeat(990)}x; `.repeat(60_000);
      const mail = Buffer.from(`Content-Type: multipart/mixed; ${parameters}boundary=b\n\n${'---\n'.repeat(5)}--b\n`);
      expect(await guardedReader('documents/mail-part-lines.ts', 'tooManyPartLines', mail, 2)).toBe(false);
    },
    GUARDED_TEST_MS,
  );

  it(
    'tells the party of a field word of 400,000 letters with and without a trade ending (was 30 s at 40,000)',
    async () => {
      const word = 'a'.repeat(RUN);
      expect(await guardedReader('providers/local/parties.ts', 'partyRole', [word])).toBeNull();
      expect(await guardedReader('providers/local/parties.ts', 'partyRole', [`${word}unternehmen`])).toBe('issuer');
    },
    GUARDED_TEST_MS,
  );

  it(
    'keeps a name of 200,000 "a@" that is no mail address (was 4.1 s at 40,000 characters)',
    async () => {
      const value = 'a@'.repeat(RUN / 2);
      const property = { type: 'string', name: 'contact_name' };
      expect(await guardedReader('providers/local/implausible-values.ts', 'plausibleText', value, property)).toBe(
        value,
      );
      const mail = await guardedReader('providers/local/implausible-values.ts', 'plausibleText', 'a@b.de', property);
      expect(mail).toBeNull();
    },
    GUARDED_TEST_MS,
  );

  it(
    'finds no label before a value after 400,000 characters of words without a colon (was 2.7 s at 40,000)',
    async () => {
      const text = `${'a '.repeat(RUN / 2)}19.7 kWh`;
      const source = { line: { fileName: 'u.txt', page: 1, text, cells: [] }, quoteStart: RUN };
      expect(await guardedReader('providers/local/only-date.ts', 'labelledOtherwise', source, ['use'])).toBe(false);
      const labelledText = `${'a '.repeat(RUN / 2)}Average daily use: 19.7 kWh`;
      const labelled = { line: { ...source.line, text: labelledText }, quoteStart: labelledText.indexOf('19.7') };
      expect(await guardedReader('providers/local/only-date.ts', 'labelledOtherwise', labelled, ['cost'])).toBe(true);
    },
    GUARDED_TEST_MS,
  );

  it(
    "takes the sender's address after a word of 400,000 characters in a From line (was 2.7 s and 6.8 s at 40,000)",
    async () => {
      const lines = [{ fileName: 'm.eml', page: 1, text: `From: ${'x'.repeat(RUN)} a@b.de`, cells: [], header: true }];
      const property = { type: 'string', format: 'email' };
      const value = (await guardedReader(
        'providers/local/mail-fields.ts',
        'headerValue',
        { lineIndex: 0 },
        lines,
        property,
        ['sender'],
      )) as { value: { text: string } } | null;
      expect(value?.value.text).toBe('a@b.de');
      const fact = (await guardedReader('providers/local/mail-fields.ts', 'headerFact', lines, property, [
        'sender',
      ])) as {
        text: string;
      } | null;
      expect(fact?.text).toBe('a@b.de');
    },
    GUARDED_TEST_MS,
  );
});
