// Hostile input for the readers sessions 21–22 added (hostile22). The regex audit (bench/extraction/regex-audit.ts
// --only=<file>) flagged three `…+$` patterns in them, each on text a cap already keeps short (a signature word of a
// line of at most 60 characters, a sentence end's last 12 characters, the 40 characters before a number): rewritten as
// scans back from the end all the same, so the audit stays clean. Reading the files found one real loop: the unit
// reader (unit-measures.ts) tokenized a number's whole line once for each number in the unit on it, so a line full of
// "1 m³" cost the square of its length (20,000 characters 59 s on main's code, 80a199aa, at a load of ~10). Each
// rewrite is proven equal to main's code on 200,000 random inputs (bench/extraction/hostile22-equivalence.ts). The
// tests run the readers under the hang guard (test/helpers/hang-guard.ts) on 400,000 characters and check what they
// read; the other new readers are guarded too, so that a change making them quadratic fails here.
import { describe, expect, it } from '@jest/globals';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const RUN = 400_000;
/** A line as lines.ts builds it, one cell over all of it (a cell longer than any documentLines makes). */
const oneCellLine = (text: string) => ({
  fileName: 'upload.txt',
  page: 1,
  text,
  cells: [{ start: 0, end: text.length }],
});
/** Measures in cubic metres, each another: "1 m³ 2 m³ 3 m³ …", `length` characters. */
const measures = (length: number) => {
  let text = '';
  for (let count = 1; text.length < length; count += 1) {
    text += `${count % 997} m³ `;
  }
  return text;
};

describe('the unit reader on a line full of measures (hostile22; main: 59 s for 20,000 characters)', () => {
  it(
    'takes the one measure on the line naming the field, past 400,000 characters of others in the unit',
    async () => {
      const lines = [oneCellLine('Wasserverbrauch 12 m³'), oneCellLine(`Strom ${measures(RUN)}`)];
      const found = (await guardedReader(
        'providers/local/unit-measures.ts',
        'measureInUnit',
        lines,
        ['wasserverbrauch', 'm3'],
        [],
      )) as {
        text: string;
        quoteStart: number;
      } | null;
      expect(found).toMatchObject({ text: '12', quoteStart: 16 });
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads a removal quote whose volume comes before 400,000 characters of measures, through the whole extractor (main: 40 s, as long lines are read in pieces of 2,000)',
    async () => {
      const text = `Umzugsangebot\nDas Umzugsgut umfasst ca. 38 m³.\n${measures(RUN)}`;
      const lines = documentLines([
        { fileName: 'upload.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] },
      ]);
      const found = (await guardedReader(
        'providers/local/extract-result.ts',
        'extractResult',
        [{ name: 'umzugsgut_m3', type: 'number' }],
        lines,
      )) as {
        result: Record<string, unknown>;
      };
      expect(found.result.umzugsgut_m3).toBe(38);
    },
    GUARDED_TEST_MS,
  );
});

describe('the other readers of sessions 21–22 on 400,000 characters of hostile input (hostile22)', () => {
  it(
    'reads the signer behind 400,000 quote marks and the firm over an address of 400,000 characters',
    async () => {
      const line = oneCellLine(`${'> '.repeat(RUN / 2)}i. A. Jörg Albrecht`);
      expect(await guardedReader('providers/local/signature-lines.ts', 'signerText', line)).toBe('Jörg Albrecht');
      const block = [
        oneCellLine('Hannah Cole'),
        oneCellLine('The Saltmarsh Kitchen'),
        oneCellLine(`14 Quay Street, ${'Southwold, '.repeat(RUN / 11)}IP18 6BX`),
      ];
      // A function cannot cross to the guard's thread: the firm's line is not the block's first, so it is not asked.
      const firm = await guardedReader('providers/local/signature-lines.ts', 'firmOverAddress', block, null, undefined);
      expect(firm).toMatchObject({ text: 'The Saltmarsh Kitchen' });
    },
    GUARDED_TEST_MS,
  );

  it(
    "names the party behind 400,000 characters of a department's words, and a carrier before a long sentence",
    async () => {
      const mailbox = `${'Info Service '.repeat(RUN / 13)}Tomasz Nowak <t.nowak@example.com>`;
      expect(await guardedReader('providers/local/mail-display-name.ts', 'displayName', mailbox)).toBe('Tomasz Nowak');
      const value = `UPS and ${'should arrive '.repeat(RUN / 14)}`;
      expect(await guardedReader('providers/local/carriers.ts', 'carrierOnly', ['carrier'], value)).toBe('UPS');
    },
    GUARDED_TEST_MS,
  );

  it(
    'tells day-first slash dates by a named month beside 400,000 characters of month names',
    async () => {
      const lines = [
        { text: 'MARCH 2026' },
        { text: '09/03/2026' },
        { text: '10/03/2026' },
        { text: '1 March '.repeat(RUN / 8) },
      ];
      expect(await guardedReader('providers/local/named-month-order.ts', 'namesMonthSecond', lines)).toBe(true);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads bullet items before an item line of 400,000 characters, and no label in a cell of 400,000 blanks',
    async () => {
      const properties = [
        { name: 'description', type: 'string' },
        { name: 'quantity', type: 'number' },
        { name: 'amount', type: 'number' },
      ];
      const lines = [
        oneCellLine('• French press — 1 — £34.00'),
        oneCellLine('• Organic coffee beans — 2 — £13.90'),
        oneCellLine(`• ${'Filter — '.repeat(RUN / 9)}£1.00`),
      ];
      const rows = (await guardedReader('providers/local/bullet-items.ts', 'bulletItems', lines, properties)) as {
        values: Map<{ name: string }, unknown>;
      }[];
      expect(rows.map((row) => [...row.values].map(([property, value]) => [property.name, value]))).toEqual([
        [
          ['description', 'French press'],
          ['quantity', 1],
          ['amount', 34],
        ],
        [
          ['description', 'Organic coffee beans'],
          ['quantity', 2],
          ['amount', 13.9],
        ],
      ]);
      const blanks = `Kinderfreibetrag${' '.repeat(RUN)}x`;
      expect(await guardedReader('providers/local/label-cells.ts', 'labelWithValue', blanks)).toBe(false);
      expect(await guardedReader('providers/local/label-cells.ts', 'isLabelCell', blanks)).toBe(false);
    },
    GUARDED_TEST_MS,
  );

  it(
    'puts square metres right in 400,000 characters of OCR text, keeping its length',
    async () => {
      const text = `42,5 m? ${'mm? m?? ?m '.repeat(RUN / 11)}`;
      const repaired = (await guardedReader('providers/local/ocr-glyphs.ts', 'repairedGlyphs', text)) as string;
      expect(repaired.length).toBe(text.length);
      expect(repaired.slice(0, 23)).toBe('42,5 m² mm² m?? ?m mm² ');
    },
    GUARDED_TEST_MS,
  );

  it(
    "unwraps a mail paragraph of 400,000 characters one sentence a line, and reads a subject's raw bytes",
    async () => {
      const wrapped = 'We have received the parcel you sent back from Lakeland and refund the';
      const sentences = Math.floor(RUN / 18);
      const body = `${wrapped}\nprice of the kettle. ${'Dr. Weber agreed. '.repeat(sentences)}`;
      const unwrapped = (await guardedReader('documents/mail-unwrap.ts', 'unwrapMailText', body)) as string;
      const lines = unwrapped.split('\n');
      expect(lines.slice(0, 2)).toEqual([`${wrapped} price of the kettle.`, 'Dr. Weber agreed.']);
      expect(lines.length).toBe(sentences + 1);
      const raw = Buffer.from(`Subject: Grüße${' '.repeat(200_000)}Ende\r\n\r\nHallo`, 'utf8');
      const subject = (await guardedReader('documents/mail-subject.ts', 'messageSubject', raw, 'GrÃ¼ÃŸe')) as string;
      expect([subject.slice(0, 5), subject.slice(-4)]).toEqual(['Grüße', 'Ende']);
    },
    GUARDED_TEST_MS,
  );

  it(
    'counts only declared boundaries among 400 lines of 1,000 blanks that open with "--"',
    async () => {
      const head = 'Content-Type: multipart/mixed; boundary="b1"\r\n\r\n';
      const mail = Buffer.from(`${head}${`\n-- ${' '.repeat(1_000)}x`.repeat(400)}\n--b1\n--b1--\n`, 'latin1');
      expect(await guardedReader('documents/mail-part-lines.ts', 'tooManyPartLines', mail, 2)).toBe(false);
      expect(await guardedReader('documents/mail-part-lines.ts', 'tooManyPartLines', mail, 1)).toBe(true);
    },
    GUARDED_TEST_MS,
  );
});
