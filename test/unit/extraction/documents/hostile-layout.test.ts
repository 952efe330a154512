import { describe, expect, it } from '@jest/globals';
import { layoutPageText, type TTextItem } from '../../../../src/extraction/documents/pdf-layout.ts';
import { readDocument } from '../../../../src/extraction/documents/read-document.ts';

// Inputs no real document has but an uploader can send: the readers must still finish, with bounded output.

const run = (text: string, x: number, y: number, size = 10): TTextItem => ({
  str: text,
  transform: [size, 0, 0, size, x, y],
  width: text.length * size * 0.5,
  hasEOL: false,
});

describe('PDF layout of hostile text runs', () => {
  it('indents a run in a minute font at the far right by a bounded number of spaces', () => {
    // 600 pt from the left edge in a 0.0001 pt font was 12 million spaces per line (a 200-line page ran out of
    // string length); the column is capped past any page's width.
    const items = [run('Label', 0, 700), ...Array.from({ length: 50 }, (_, line) => run('x', 600, 690 - line, 0.0001))];
    // Lines of a minute font 1 pt apart have empty space between them: blank lines, at most one after each line.
    const lines = layoutPageText(items)
      .split('\n')
      .filter((line) => line !== '');
    expect(lines).toHaveLength(51);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(401);
    expect(lines[1]).toMatch(/^ {100,}x$/);
  });

  it('lays out 80,000 runs on one baseline, every run in its place', () => {
    // Appending to one string and testing its end copied the line per run: 40,000 runs took 14 s (and the
    // event loop, so the read's time limit could not fire), these two lines ~45 s; now 1–2 s. The time is
    // measured by `npm run bench:hostile-readers` (against a sort of the same runs), not asserted here.
    const words = Array.from({ length: 80_000 }, (_, index) => run('abcd', index * 23, 700));
    const cells = Array.from({ length: 80_000 }, (_, index) => run('abcd', index * 40, 500));
    const [wordLine = '', blank, cellLine = ''] = layoutPageText([...words, ...cells]).split('\n');
    expect(blank).toBe('');
    expect(wordLine.startsWith('abcd abcd abcd')).toBe(true);
    expect(wordLine).toHaveLength(80_000 * 5 - 1);
    expect(cellLine.startsWith('abcd    abcd')).toBe(true);
    expect(cellLine.split(/ {3,}/)).toHaveLength(80_000);
  });

  it('lays out a line of 80,000 small cells over a line of 80,000 larger ones, each aligned (no pairwise check)', () => {
    // Small labels above larger values are counted in the values' size (boxes); checked cell against cell, two such
    // lines asked for 6.4 billion comparisons.
    const labels = Array.from({ length: 80_000 }, (_, index) => run('ab', index * 40, 712, 7));
    const values = Array.from({ length: 80_000 }, (_, index) => run('cd', index * 40, 700));
    const [labelLine = '', valueLine = ''] = layoutPageText([...labels, ...values]).split('\n');
    expect(labelLine.split(/ {3,}/)).toHaveLength(80_000);
    expect(valueLine.split(/ {3,}/)).toHaveLength(80_000);
  });

  it('lays out 200,000 touching runs of one cell (their ends were spread as arguments and overflowed the stack)', () => {
    const touching = Array.from({ length: 200_000 }, (_, index) => run('a', index * 5, 700));
    expect(layoutPageText([run('Total', 0, 720), ...touching]).split('\n')[1]).toBe('a'.repeat(200_000));
  });
});

describe('HTML of hostile depth', () => {
  it('reads a page whose elements nest 20,000 deep: what lies shallow, without the deep part', async () => {
    // html-to-text walks recursively; ~2,000 nested divs overflowed the stack and the page was unreadable.
    const html = `<p>Total: 5.00</p>${'<div>'.repeat(20_000)}deep${'</div>'.repeat(20_000)}<p>Paid</p>`;
    const document = await readDocument({ bytes: Buffer.from(html), fileName: 'deep.html', contentType: 'text/html' });
    const lines = (document.pages[0]?.text ?? '').split('\n').filter((line) => line.trim() !== '');
    expect(lines).toEqual(['Total: 5.00', 'Paid']);
  });

  it('reads a row cell holding an element of 200,000 children (a row check once overflowed the stack on it)', async () => {
    const html = `<div class="row"><span><i>${'<b>x</b>'.repeat(200_000)}</i></span><span>Total</span><span>5.00</span></div>`;
    const document = await readDocument({ bytes: Buffer.from(html), fileName: 'wide.html', contentType: 'text/html' });
    const text = document.pages[0]?.text ?? '';
    expect(text.match(/x/g)).toHaveLength(200_000);
    expect(text).toMatch(/Total\s*5\.00$/);
  });

  it('still reads text nested as deep as real mails nest their layout tables', async () => {
    const html = `${'<table><tr><td>'.repeat(60)}Invoice no. 4711${'</td></tr></table>'.repeat(60)}`;
    const document = await readDocument({ bytes: Buffer.from(html), fileName: 'mail.html', contentType: 'text/html' });
    expect(document.pages[0]?.text.trim()).toBe('Invoice no. 4711');
  });
});
