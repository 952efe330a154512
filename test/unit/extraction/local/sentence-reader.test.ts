// The sentence reader (sentence-reader.ts, sentence-clauses.ts): a value stated in a sentence after (or before) the
// field's label words, with only joining words between, when no label/value pair holds it. English and German.
import { describe, expect, it } from '@jest/globals';
import { candidatesFor } from '../../../../src/extraction/providers/local/candidates.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import { sentenceSpans } from '../../../../src/extraction/providers/local/sentence-clauses.ts';
import { readSentences } from '../../../../src/extraction/providers/local/sentence-reader.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText, textDocument } from '../local-provider-helpers.ts';

const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema)).result;
const date = (name: string) => ({ name, type: 'string', format: 'date' }) as const;

describe('a date stated in a sentence', () => {
  it('follows its label after "by", other words of the label between (en)', async () => {
    const text = [
      'Dear Ms Hall,',
      'You can cancel your plan by 25 March 2026; your last invoice was dated 2 March 2026.',
    ];
    expect(await run(text.join('\n'), [date('cancel_by')])).toEqual({ cancel_by: '2026-03-25' });
  });

  it('follows its label after "ist bis zum" (de)', async () => {
    const text = [
      'Sehr geehrte Frau Hahn,',
      'die Rückgabe ist bis zum 15.04.2026 möglich; Ihre Bestellung vom 02.03.2026.',
    ];
    expect(await run(text.join('\n'), [date('rueckgabe_bis')])).toEqual({ rueckgabe_bis: '2026-04-15' });
  });
});

describe('a date a sentence states loosely', () => {
  it('follows where a payment goes (en: "to your account", de: "auf Ihr Konto")', async () => {
    const schema = [date('deposit_date'), date('erstattungsdatum')];
    const text = [
      'We wrote to you on 2 April 2026.',
      'Your refund will be deposited to your account on or about 17 April 2026.',
      'Wir überweisen die Erstattung auf Ihr Konto am 20.04.2026.',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ deposit_date: '2026-04-17', erstattungsdatum: '2026-04-20' });
  });

  it('follows "on or about" (en)', async () => {
    const text = ['Dear Mr Bell,', 'Your inspection is on or about 12 May 2026, after the repair of 2 May 2026.'];
    expect(await run(text.join('\n'), [date('inspection_date')])).toEqual({ inspection_date: '2026-05-12' });
  });
});

describe('a sum stated in a sentence', () => {
  it('follows a verb of amounting (de: "beläuft sich auf", en: "comes to")', async () => {
    const schema: TOutputSchema = [
      { name: 'nachzahlung', type: 'number' },
      { name: 'monthly_premium', type: 'number' },
    ];
    const text = [
      'Guten Tag,',
      'die Nachzahlung beläuft sich auf 95,40 EUR für das Jahr 2025.',
      'Your monthly premium comes to £42.50 from April onwards.',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ nachzahlung: 95.4, monthly_premium: 42.5 });
  });

  it('follows its label after "of" and a year (en)', async () => {
    const text = ['Hello,', 'Your RRSP deduction limit for 2026 is $13,560.00 as of today.', 'Kind regards'];
    expect(await run(text.join('\n'), [{ name: 'rrsp_limit', type: 'number' }])).toEqual({ rrsp_limit: 13560 });
  });

  it('follows its label after "von insgesamt" (de)', async () => {
    const text = [
      'Abrechnung',
      'Es ergibt sich eine Erstattung von insgesamt 1.159,76 EUR.',
      'Mit freundlichen Grüßen',
    ];
    expect(await run(text.join('\n'), [{ name: 'erstattung', type: 'number' }])).toEqual({ erstattung: 1159.76 });
  });

  it('follows its label after a month and "beträgt" (de)', async () => {
    const text = ['Guten Tag,', 'Ihr neuer monatlicher Abschlag ab Februar 2026 beträgt 168,00 EUR.'];
    expect(await run(text.join('\n'), [{ name: 'neuer_abschlag', type: 'number' }])).toEqual({ neuer_abschlag: 168 });
  });
});

describe('an identifier stated before its label', () => {
  it('is read with "is your" between (en)', async () => {
    const text = ['Hi there,', '4711-A is your order number, please keep it for your records.'];
    expect(await run(text.join('\n'), [{ name: 'order_number', type: 'string' }])).toEqual({ order_number: '4711-A' });
  });

  it('is read with "ist Ihre" between (de)', async () => {
    const text = ['Hallo,', 'die 88-4711 ist Ihre Kundennummer bei uns, bitte geben Sie sie immer an.'];
    expect(await run(text.join('\n'), [{ name: 'kundennummer', type: 'string' }])).toEqual({ kundennummer: '88-4711' });
  });
});

describe('a code of a text field stated in a sentence', () => {
  it('stands right after its label in the middle of a line (en)', async () => {
    const text = [
      'Dear Ms Raman,',
      'We wrote to you twice. Your account BELL-0087 has been passed to our collections team.',
    ];
    expect(await run(text.join('\n'), [{ name: 'customer_account', type: 'string' }])).toEqual({
      customer_account: 'BELL-0087',
    });
  });

  it('stands right after its label (de), not further on', async () => {
    const schema: TOutputSchema = [
      { name: 'zimmer', type: 'string' },
      { name: 'tarif', type: 'string' },
    ];
    const text = [
      'Liebe Gäste,',
      'Wir freuen uns auf Sie. Ihr Zimmer 214 ist ab heute bezugsfertig; Ihr Tarif gilt bis Ende 2026.',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ zimmer: '214' });
  });

  it('is no name', async () => {
    const text = ['Hello,', 'our company HRB-4711 is registered in Kassel since last year.'];
    expect(await run(text.join('\n'), [{ name: 'company_name', type: 'string' }])).toEqual({});
  });
});

describe('a clause about another event', () => {
  it('does not give its date to the field (en)', async () => {
    const text = [
      'Dear customer,',
      'your refund was approved and then sent on 3 March 2026, as promised on 1 March 2026.',
    ];
    expect(await run(text.join('\n'), [date('refund_date')])).toEqual({});
  });

  it('does not give its date to the field (de)', async () => {
    const text = [
      'Guten Tag,',
      'die Erstattung wurde geprüft und am 03.03.2026 überwiesen, wie am 01.03.2026 zugesagt.',
    ];
    expect(await run(text.join('\n'), [date('erstattungsdatum')])).toEqual({});
  });
});

describe('a value another field holds', () => {
  const text = 'Guten Tag,\nIhre Erstattung über 40,00 EUR wird Ihrem Konto heute gutgeschrieben.';
  const lines = documentLines([textDocument(text)]);
  const candidates = candidatesFor({ name: 'erstattung' });

  it('is read for the field when no other field holds it', () => {
    expect(readSentences(lines, candidates, 'money')?.text).toBe('40,00');
  });

  it('is not read again for a different field', () => {
    const line = lines.find((each) => each.text.includes('40,00'));
    const start = line?.text.indexOf('40,00') ?? -1;
    const taken = line ? [{ text: '40,00', line, quoteStart: start, quoteEnd: start + 5 }] : [];
    expect(taken).toHaveLength(1);
    expect(readSentences(lines, candidates, 'money', taken)).toBeNull();
  });
});

describe('sentences of a text', () => {
  it('end at a full stop, not after an abbreviation or an ordinal (de)', () => {
    const text = 'Bestell-Nr. PO-2947 vom 8. April 2026. Die Ware kommt bald.';
    expect(sentenceSpans(text).map(([start, end]) => text.slice(start, end).trim())).toEqual([
      'Bestell-Nr. PO-2947 vom 8. April 2026.',
      'Die Ware kommt bald.',
    ]);
  });

  it('end at a full stop after a sum and at a semicolon (en)', () => {
    const text = 'The total was USD 18,285.00. Fees apply; see terms';
    expect(sentenceSpans(text).map(([start, end]) => text.slice(start, end).trim())).toEqual([
      'The total was USD 18,285.00.',
      'Fees apply;',
      'see terms',
    ]);
  });
});

describe('a number in a sentence', () => {
  const read = (text: string) =>
    readSentences(documentLines([textDocument(text)]), candidatesFor({ name: 'tariff' }), 'number')?.text;

  it('is read where it ends a word', () => {
    expect(read('Hello there, your tariff of 47.11 EUR applies to all rooms.')).toBe('47.11');
  });

  it('is not the start of a code or a compound ("4711-A", "10-year")', () => {
    expect(read('Hello there, your tariff of 4711-A applies to all rooms.')).toBeUndefined();
    expect(read('Hello there, your tariff of 10-year terms applies to all rooms.')).toBeUndefined();
  });
});
