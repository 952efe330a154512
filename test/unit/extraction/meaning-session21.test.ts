// Session 21 (meaning21): a field named in the user's words and a label printed in other words, linked only by what
// both mean (meaning-groups.ts, meaning-match.ts), in the structural fallback after every rule: `amount_outstanding`
// for "Balance due", `policy_holder` for "Versicherungsnehmer", `kundennummer` for "Ihre Kd.-Nr.", `take_home` for
// "Net pay".
import { describe, expect, it } from '@jest/globals';
import { extractResult } from '../../../src/extraction/providers/local/extract-result.ts';
import { learnedField } from '../../../src/extraction/providers/local/learned-features.ts';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import {
  conceptsOf,
  MEANING_AFFINITY,
  meaningAffinity,
} from '../../../src/extraction/providers/local/meaning-match.ts';
import { nameAffinity } from '../../../src/extraction/providers/local/name-affinity.ts';
import type { TOutputSchema, TSchemaProperty } from '../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';
import { textDocument } from './local-provider-helpers.ts';

const linesOf = (text: string) => documentLines([textDocument(text)]);
const field = (name: string, type: 'string' | 'number' = 'string', format?: 'date') =>
  learnedField({ name, type, ...(format ? { format } : {}) } as TSchemaProperty, name);

describe('concepts named in other words', () => {
  it('finds a wording by its words in any order, written together, or cut short, without the owner', () => {
    const shared = (a: string[], b: string[]) => [...conceptsOf(a)].some((concept) => conceptsOf(b).has(concept));
    expect(shared(['kundennummer'], ['ihre', 'kd', 'nr'])).toBe(true);
    expect(shared(['cost', 'overall'], ['overall', 'cost'])).toBe(true);
    expect(shared(['mitgliedsnummer'], ['mitglieds', 'nr'])).toBe(true);
    // A name's word cut short is read written out: `conf_code` is a "Confirmation #", `cust_no` a "Kunden-Nr.".
    expect(shared(['conf', 'code'], ['confirmation', 'no'])).toBe(true);
    expect(shared(['cust', 'no'], ['kunden', 'nr'])).toBe(true);
    expect(shared(['policy', 'holder'], ['versicherungsnehmerin'])).toBe(true);
    // A subtotal is no total, a tenant no landlord.
    expect(shared(['total'], ['zwischensumme'])).toBe(false);
    expect(shared(['tenant'], ['lessor'])).toBe(false);
  });

  it('links a label by meaning below a label of the field’s own words, and only within the kind it names', () => {
    expect(meaningAffinity(field('amount_outstanding', 'number'), ['balance', 'due'])).toBe(MEANING_AFFINITY);
    expect(meaningAffinity(field('arrival', 'string', 'date'), ['eta'])).toBe(MEANING_AFFINITY);
    expect(nameAffinity(field('take_home', 'number'), ['take', 'home'])).toBeGreaterThan(MEANING_AFFINITY);
    // "Customer reference" names a number: no date field takes it, whatever the concept.
    expect(meaningAffinity(field('arrival', 'string', 'date'), ['customer', 'reference'])).toBe(0);
    expect(meaningAffinity(field('total_due_date', 'string', 'date'), ['grand', 'total'])).toBe(0);
    expect(meaningAffinity(field('broker'), ['versicherer'])).toBe(0);
  });
});

describe('the structural fallback by meaning', () => {
  it('fills an English bill whose labels name the fields in other words', () => {
    const schema: TOutputSchema = [
      { name: 'client', type: 'string' },
      { name: 'amount_outstanding', type: 'number' },
      { name: 'pre_tax_total', type: 'number' },
      { name: 'deposit', type: 'number' },
    ];
    const text = [
      'Greenway Gardening',
      '',
      'Statement of account',
      'Charge to: Riverside Care Home',
      'Net: £640.00',
      'VAT: £128.00',
      'Balance due: £768.00',
    ].join('\n');
    const { result } = extractResult(schema, linesOf(text));
    expect(result).toMatchObject({ client: 'Riverside Care Home', amount_outstanding: 768, pre_tax_total: 640 });
    // Nothing in the document is a deposit: the field stays empty.
    expect(result.deposit).toBeUndefined();
  });

  it('fills a German policy and payslip named in English words', () => {
    const schema: TOutputSchema = [
      { name: 'policy_holder', type: 'string' },
      { name: 'deductible', type: 'number' },
      { name: 'take_home', type: 'number' },
      { name: 'staff_id', type: 'string' },
    ];
    const text = [
      'Versicherungsschein Nr. 44-1182',
      '',
      'Versicherungsnehmerin: Karin Albers',
      'Selbstbeteiligung: 300 €',
      '',
      'Pers.-Nr.: 20771',
      'Auszahlungsbetrag: 1.912,40 €',
    ].join('\n');
    const { result } = extractResult(schema, linesOf(text));
    expect(result).toMatchObject({
      policy_holder: 'Karin Albers',
      deductible: 300,
      take_home: 1912.4,
      staff_id: '20771',
    });
  });

  it('lets a label of the field’s own words win over one that names it by meaning', () => {
    const schema: TOutputSchema = [{ name: 'amount_outstanding', type: 'number' }];
    const text = ['Balance due: 90.00 EUR', 'Amount outstanding: 45.00 EUR'].join('\n');
    const { result } = extractResult(schema, linesOf(text));
    expect(result.amount_outstanding).toBe(45);
  });

  it(
    'reads a document of long hostile labels in time',
    async () => {
      const schema: TOutputSchema = [
        { name: 'kundennummer', type: 'string' },
        { name: 'amount_outstanding', type: 'number' },
      ];
      const text = [
        `${'Ihre Kd. '.repeat(5_000)}Nr.: 12`,
        `${'balance '.repeat(20_000)}due: 12,00 €`,
        `${' '.repeat(100_000)}: 12`,
      ].join('\n');
      const found = (await guardedReader(
        'providers/local/extract-result.ts',
        'extractResult',
        schema,
        linesOf(text),
      )) as { result: Record<string, unknown> };
      // In time, and the long run of words before the colon is no wording of a concept (a rule may still read it).
      expect(typeof found.result).toBe('object');
    },
    GUARDED_TEST_MS,
  );
});
