// Values in prose (session 13): a German paragraph line that goes on with a noun, a change verb before its subject,
// an old sum that refers to the last sum stated. English and German.
import { describe, expect, it } from '@jest/globals';
import { trimSentence } from '../../../../src/extraction/providers/local/identifiers.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import { clausesOf } from '../../../../src/extraction/providers/local/sentence-clauses.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText, textDocument } from '../local-provider-helpers.ts';

const run = async (text: string[], schema: TOutputSchema) => (await extractText(text.join('\n'), schema)).result;
const num = (name: string) => ({ name, type: 'number' }) as const;

describe('a paragraph line that goes on with a capitalised noun (de)', () => {
  const text = [
    'Sehr geehrte Frau Krüger,',
    'für den Leitungswasserschaden vom 02.02.2026 erstatten wir Ihnen nach Abzug der vereinbarten',
    'Selbstbeteiligung von 150,00 € einen Betrag von 1.830,00 €, den wir Ihnen überweisen.',
  ];

  it('keeps the line before as the clause’s lead', () => {
    const clauses = clausesOf(documentLines([textDocument(text.join('\n'))]));
    const opening = clauses.find((clause) => clause.line.text.startsWith('Selbstbeteiligung'));
    expect(opening?.lead).toContain('nach Abzug der vereinbarten');
  });

  it('gives the refund verb of the line before to the sum after it', async () => {
    expect(await run(text, [num('selbstbeteiligung'), num('erstattungsbetrag')])).toEqual({
      selbstbeteiligung: 150,
      erstattungsbetrag: 1830,
    });
  });

  it('does not join a heading to the next line', () => {
    const heading = ['Anpassung der Elternbeiträge', 'Liebe Eltern, wir passen die Beiträge an.'];
    const clauses = clausesOf(documentLines([textDocument(heading.join('\n'))]));
    expect(clauses.every((clause) => clause.lead === '')).toBe(true);
  });
});

describe('a change of a sum in a German sentence with the verb first', () => {
  const text = [
    'Liebe Eltern,',
    'aufgrund gestiegener Personalkosten passen wir die Beiträge an. Ab dem 1. August',
    '2026 steigt der monatliche Elternbeitrag für die Betreuung Ihres Kindes auf 245 €; bisher waren es',
    '220 €. Das Essensgeld von 3,50 € pro Tag bleibt unverändert.',
  ];

  it('reads the new sum after "steigt … auf", its subject after the verb, and the old one after "bisher"', async () => {
    expect(await run(text, [num('neuer_beitrag'), num('bisheriger_beitrag')])).toEqual({
      neuer_beitrag: 245,
      bisheriger_beitrag: 220,
    });
  });

  it('gives no sum to a thing the sentence does not name', async () => {
    expect(await run(text, [num('neue_gebuehr')])).toEqual({});
  });
});

describe('a bill’s charges', () => {
  it('are the sum to pay of a sentence that says they remain unpaid (en)', async () => {
    const text = [
      'Dear Customer,',
      'Our records show that your quarterly water and sewer charges of $187.42 remain unpaid.',
    ];
    expect(await run(text, [num('amount_due')])).toEqual({ amount_due: 187.42 });
  });
});

describe('a count with its unit in words', () => {
  it('reads "the first six months … probationary period" and "60 days\' written notice" (en)', async () => {
    const text = [
      'Dear Priya,',
      'The first six months of your employment will be a probationary period.',
      "Either party may terminate this Agreement by giving the other party 60 days' written notice.",
    ];
    expect(await run(text, [num('probation_months'), num('notice_period_days')])).toEqual({
      probation_months: 6,
      notice_period_days: 60,
    });
  });

  it('reads "fünf Jahre" and no count from a clause that does not name the field (de)', async () => {
    const text = ['Sehr geehrter Herr Doyle,', 'Ihre fünf Jahre Schadenfreiheit bleiben erhalten.'];
    expect(await run(text, [num('schadenfreiheit_jahre'), num('probezeit_monate')])).toEqual({
      schadenfreiheit_jahre: 5,
    });
  });
});

describe('a code of capitals and digits inside a sentence', () => {
  it('ends where the sentence goes on in lower case', () => {
    expect(trimSentence('M-KL 4821 ist für Donnerstag, den')).toBe('M-KL 4821');
    expect(trimSentence('LK19 WZP was parked in a restricted street')).toBe('LK19 WZP');
    expect(trimSentence('Ford Focus will renew on 1 September')).not.toBe('Ford');
  });
});

describe('a German participle in a field’s name', () => {
  it('names the noun of its verb: `gezahlter_betrag` is the sum of "Ihre Zahlung über"', async () => {
    const text = [
      'Sehr geehrte Damen und Herren,',
      'wir haben Ihre Zahlung über 1.250,00 € am 12.03.2026 erhalten und mit der Rechnung 2026-0387 verrechnet.',
      'Es verbleibt ein offener Restbetrag von 310,00 €.',
    ];
    expect(await run(text, [num('gezahlter_betrag')])).toEqual({ gezahlter_betrag: 1250 });
    expect(await run(text, [num('gesamtbetrag_rabatt')])).toEqual({});
  });
});
