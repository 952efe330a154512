// Hostile mail bodies against session 19's unwrapping of plain mail text (mail-unwrap.ts), found by review before it
// shipped. A joined paragraph is split again one sentence a line, and each sentence's line got the paragraph's quote
// markers: a paragraph quoted 22,000 markers deep of 22,000 short sentences (a body of 132 kB) became a body of 484
// million characters, which the local extractor's readers then spent minutes on. And the sentences went onto the body's
// lines as the arguments of one call: a paragraph of 1,000,000 sentences (4 MB; 150,000 outside a worker thread)
// overflowed the stack. Fault tests under the hang guard (test/helpers/hang-guard.ts): the first runs the body through
// the mail reader and the extractor (test/helpers/mail-body-fields.ts), sized so the old code takes well past the guard
// of 60 s (~70 s of CPU on an idle machine, and its body is 3,600 times the mail's); today's code reads it in under 2 s
// of CPU, the extractor's own time for 132 kB of text.
import { describe, expect, it } from '@jest/globals';
import { finishesWithin, GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

// A body wrapped at 70 columns: its paragraphs are unwrapped.
const WRAPPED = `${'a'.repeat(70)}\nb\n`;
const FIELDS = [
  'total',
  'net_amount',
  'invoice_date',
  'due_date',
  'invoice_number',
  'order_number',
  'tracking_number',
  'customer_name',
  'email',
  'phone',
  'iban',
  'vat_id',
  'carrier',
  'address',
  'city',
  'amount',
];
const SCHEMA = FIELDS.map((name) => ({
  name,
  type: /amount|total/.test(name) ? 'number' : 'string',
  ...(name.endsWith('date') ? { format: 'date' } : {}),
}));

describe('hostile input to the mail unwrapping of session 19 (review)', () => {
  it(
    'reads a paragraph of 22,000 sentences quoted 22,000 markers deep without repeating the markers per sentence',
    async () => {
      const marks = '>'.repeat(22_000);
      const text = `${WRAPPED}${marks}${'Ab. '.repeat(22_000)}\n${marks}x\nTotal: 12.50`;
      const found = (await finishesWithin(
        new URL('../../helpers/mail-body-fields.ts', import.meta.url),
        'mailBodyFields',
        [text, SCHEMA],
      )) as { bodyLength: number; result: Record<string, unknown> };
      expect(found.bodyLength).toBeLessThan(2 * text.length);
      expect(found.result.total).toBe(12.5);
    },
    GUARDED_TEST_MS,
  );

  it(
    'splits a joined paragraph of 1,000,000 sentences (was a stack overflow)',
    async () => {
      const body = `${WRAPPED}${'Ab. '.repeat(1_000_000)}\nx`;
      const text = (await guardedReader('documents/mail-unwrap.ts', 'unwrapMailText', body)) as string;
      // The wrapped line and its "b" are one line; then one line a sentence, the last one's with the "x".
      expect(text.split('\n')).toHaveLength(1_000_001);
    },
    GUARDED_TEST_MS,
  );

  it('still gives each sentence of a shallow quote its markers', async () => {
    const body = `${WRAPPED}> > ${'word '.repeat(15)}ends here. Then\n> > another one.`;
    const text = (await guardedReader('documents/mail-unwrap.ts', 'unwrapMailText', body)) as string;
    expect(text.split('\n').slice(1)).toEqual([`> > ${'word '.repeat(15)}ends here.`, '> > Then another one.']);
  });
});

describe('numbered items after a wrapped line (review of session 19)', () => {
  const unwrap = async (body: string) =>
    ((await guardedReader('documents/mail-unwrap.ts', 'unwrapMailText', `${WRAPPED}${body}`)) as string)
      .split('\n')
      .slice(1);

  it('keeps an item whose first word opens with a month\'s letters ("1. Mark …") on a line of its own', async () => {
    const lead = 'Your next steps are listed below in the order we would recommend them';
    expect(await unwrap(`${lead}\n1. Mark the parcel as received\n2. Decide on a return`)).toEqual([
      lead,
      '1. Mark the parcel as received',
      '2. Decide on a return',
    ]);
  });

  it('still joins a date the program cut off ("am Dienstag, den" / "14. April …", "3. März", "1. Mai")', async () => {
    const lead = 'Wir holen Ihren Sperrmüll wie besprochen ab, und zwar am Dienstag, den';
    for (const date of ['14. April um 08:45 Uhr', '3. März 2026', '1. Mai', '2. Sept. 2026', '5) Dec 2026']) {
      expect(await unwrap(`${lead}\n${date}`)).toEqual([`${lead} ${date}`]);
    }
  });
});

describe("an invitation's calendar part (review of session 19)", () => {
  const calendar = (...lines: string[]) =>
    ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', ...lines, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');

  it('reads an organiser whose quoted name holds a colon', async () => {
    const text = await guardedReader(
      'documents/calendar-text.ts',
      'calendarText',
      calendar('ORGANIZER;CN="Shah: Priya":mailto:priya@example.com'),
    );
    expect(text).toBe('Organizer: Shah: Priya\nOrganizer email: priya@example.com');
  });

  it('reads a line of 1,000,000 colons after a quote left open in one pass', async () => {
    const text = await guardedReader(
      'documents/calendar-text.ts',
      'calendarText',
      calendar(`LOCATION;X="${':'.repeat(1_000_000)}`),
    );
    expect(text).toBe(`Location: ${':'.repeat(999_999)}`);
  });
});
