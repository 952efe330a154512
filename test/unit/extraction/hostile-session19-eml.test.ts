// Hostile mail bodies against session 19's unwrapping of plain mail text (mail-unwrap.ts): a body of short wrapped
// lines joined into one paragraph of megabytes, a paragraph of stops before blank runs, quote markers and blank runs
// in every line. Under the hang guard (test/helpers/hang-guard.ts), sized so that a version that rebuilt the
// paragraph or rescanned it per line or per stop (quadratic) would run far past the 60 s guard.
import { describe, expect, it } from '@jest/globals';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const EM = '\u2003';

describe('hostile input to the mail unwrapping of session 19', () => {
  it(
    'joins 200,000 wrapped lines of one paragraph (14 MB) in one pass',
    async () => {
      const line = 'word '.repeat(14).trimEnd();
      const body = Array.from({ length: 200_000 }, () => line).join('\n');
      const text = (await guardedReader('documents/mail-unwrap.ts', 'unwrapMailText', body)) as string;
      expect(text.length).toBe(body.length);
      expect(text.includes('\n')).toBe(false);
    },
    GUARDED_TEST_MS,
  );

  it(
    'splits a joined paragraph of 100,000 sentences, each stop before a long blank run',
    async () => {
      const line = `Abc.${' '.repeat(60)}x`;
      const body = Array.from({ length: 100_000 }, (_, index) => (index % 2 ? `Sentence${line}` : line)).join('\n');
      const text = (await guardedReader('documents/mail-unwrap.ts', 'unwrapMailText', body)) as string;
      expect(text.length).toBeGreaterThan(body.length / 2);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads 100,000 quoted lines of quote markers and em-space runs',
    async () => {
      const line = `${'> '.repeat(20)}${EM.repeat(30)} text goes on here`;
      const body = Array.from({ length: 100_000 }, () => line).join('\n');
      const text = (await guardedReader('documents/mail-unwrap.ts', 'unwrapMailText', body)) as string;
      expect(text.length).toBeGreaterThan(0);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads a calendar part of 100,000 events, folded lines and escapes in one pass',
    async () => {
      const event = [
        'BEGIN:VEVENT',
        'SUMMARY:a\\,b',
        ' \\;\\n',
        'DTSTART:20260422T140000',
        'ORGANIZER;CN="x',
        'END:VEVENT',
      ];
      const calendar = ['BEGIN:VCALENDAR', ...Array.from({ length: 100_000 }, () => event).flat(), 'END:VCALENDAR'];
      const text = (await guardedReader('documents/calendar-text.ts', 'calendarText', calendar.join('\r\n'))) as string;
      expect(text.split('\n\n')).toHaveLength(100_000);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads one calendar line of 1,000,000 backslashes and commas',
    async () => {
      const calendar = `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nLOCATION:${'\\,'.repeat(500_000)}\r\nEND:VEVENT\r\nEND:VCALENDAR`;
      const text = (await guardedReader('documents/calendar-text.ts', 'calendarText', calendar)) as string;
      expect(text.startsWith('Location: ,,,')).toBe(true);
    },
    GUARDED_TEST_MS,
  );
});
