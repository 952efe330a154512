import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { text as streamText } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from '@jest/globals';
import { findDate } from '../../../../src/extraction/providers/local/parse-date.ts';
import { parseEmail } from '../../../../src/extraction/providers/local/parse-values.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
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

// A label inside a cell ("Visa ending in 4743") was looked for by trying every long label of the field at every word
// of the cell, each try copying the cell's words: a line of 20 KB of words took 78 s for these ten fields. Only the
// labels that may start at a word are tried there now, as at a cell's start. The extraction runs in a process of its
// own, so that this test's time limit ends a read that takes minutes (see extract-text-child.ts).
async function extractInChild(text: string, schema: TOutputSchema): Promise<Record<string, unknown>> {
  const child = spawn(process.execPath, ['test/helpers/extract-text-child.ts'], {
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  child.stdin?.end(JSON.stringify({ text, schema }));
  const [output] = await Promise.all([streamText(child.stdout as Readable), once(child, 'exit')]);
  return JSON.parse(output) as Record<string, unknown>;
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) {
    child.kill('SIGKILL');
  }
});

describe('a line of 20 KB of words', () => {
  it('is read past in one extraction that still finds the labelled values around it', async () => {
    const text = [
      'Invoice number: INV-2026-0042',
      'word '.repeat(4_000).trim(),
      'Paid with Visa ending in 4743',
      'Order date: 14.11.2026',
      'Customer number: 100234',
      'Total: 1,234.56 EUR',
    ].join('\n');
    const result = await extractInChild(text, [
      { name: 'invoice_number', type: 'string' },
      { name: 'order_date', type: 'string', format: 'date' },
      { name: 'due_date', type: 'string', format: 'date' },
      { name: 'customer_number', type: 'string' },
      { name: 'order_number', type: 'string' },
      { name: 'card_last4', type: 'string' },
      { name: 'payment_method', type: 'string' },
      { name: 'net_amount', type: 'number' },
      { name: 'tax_amount', type: 'number' },
      { name: 'total', type: 'number' },
    ]);
    expect(result).toMatchObject({
      invoice_number: 'INV-2026-0042',
      order_date: '2026-11-14',
      customer_number: '100234',
      card_last4: '4743',
      total: 1234.56,
    });
  });
});
