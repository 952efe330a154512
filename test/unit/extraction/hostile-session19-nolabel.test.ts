// Hostile uploads against session 19's readers of values without a label (nolabel19): the total alone under its
// column (wordless-sum.ts), a party's whole address and country from its block (address-block.ts), the document's
// number at its top (top-reference.ts), the reader a greeting names (salutation.ts) and desk names after a label
// word (find-labelled.ts). Each input is far longer than the app's 2,000-character cut (TLine objects built here) or
// holds many rows, so that a reader that scanned the rest of a line or of the document from each position would run
// past the hang guard (test/helpers/hang-guard.ts); each takes well under a second.
import { describe, expect, it } from '@jest/globals';
import { candidatesFor } from '../../../src/extraction/providers/local/candidates.ts';
import type { TValueSource } from '../../../src/extraction/providers/local/label-match.ts';
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
const blank = (): TLine => ({ fileName: 'upload.txt', page: 1, text: '', cells: [] });

describe('hostile input to the readers of values without a label (session 19)', () => {
  it(
    'reads the one wordless sum of 100,000 item rows, each followed by a lone amount that sums nothing',
    async () => {
      // Every lone amount looks back over the column's rows (40 at most) and ahead for a labelled row (6 at most).
      const rows = Array.from({ length: 100_000 }, (_, index) => [line('Widget', '1.00'), line(`${index + 5}.00`)]);
      const lines = [...rows.flat(), line('Widget', '1.00'), line('Widget', '2.00'), line('3.00')];
      const found = (await guardedReader('providers/local/wordless-sum.ts', 'wordlessSum', lines)) as TValueSource;
      expect(found?.text).toBe('3.00');
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads no address from a block of 200,000-character lines of commas, letters and separators',
    async () => {
      const lines = [
        line('Sender GmbH'),
        blank(),
        line('Herrn'),
        line('Max Muster'),
        line(`A${' b'.repeat(100_000)} 1`),
        line('a, '.repeat(70_000)),
        line(`12345 ${'B'.repeat(200_000)}`),
        line(`x · ${'Straße 1 · '.repeat(20_000)}`),
      ];
      const address = await guardedReader(
        'providers/local/address-parts.ts',
        'findAddressPart',
        lines,
        'recipient',
        'address',
      );
      expect(address).toBeNull();
      const country = await guardedReader('providers/local/address-parts.ts', 'findPartyCountry', lines, 'recipient');
      expect(country).toBeNull();
    },
    GUARDED_TEST_MS,
  );

  it(
    'takes no number from a top line of 100,000 code characters or one of em spaces',
    async () => {
      const lines = [
        line('Sender GmbH'),
        line('Herrn', `A-${'B-'.repeat(50_000)}1`),
        line(`RE${EM.repeat(100_000)}-1`),
        line('Jonas Petersen'),
      ];
      const found = await guardedReader(
        'providers/local/top-reference.ts',
        'topReference',
        lines,
        ['rechnungsnummer'],
        [],
      );
      expect(found).toBeNull();
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads no reader from greetings followed by 100,000 blanks or letters',
    async () => {
      const lines = [
        line(`Dear${' '.repeat(100_000)}x`),
        line(`Sehr geehrte Frau ${'A'.repeat(100_000)}b,`),
        line(`Dear Mr ${EM.repeat(100_000)}Okafor,`),
        line(`Dear Mr ${' '.repeat(100_000)}Okafor,`),
      ];
      expect(await guardedReader('providers/local/salutation.ts', 'greetedReader', lines)).toBeNull();
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads no desk after a label word followed by 20,000 words or 100,000 em spaces',
    async () => {
      const lines = [line(`Customer ${'Service '.repeat(20_000)}Team`), line(`Customer${EM.repeat(100_000)}Team`)];
      const matches = (await guardedReader(
        'providers/local/find-labelled.ts',
        'findLabelMatches',
        lines,
        candidatesFor({ name: 'customer' }),
      )) as { value: TValueSource | null }[];
      expect(matches.every((match) => !/Team$/.test(match.value?.text ?? ''))).toBe(true);
    },
    GUARDED_TEST_MS,
  );
});
