// Session 12 (lexicon12a): breadth of the money vocabulary (synonyms-money.ts, translations-money.ts), measured on
// two tables of banking, tax, payroll, insurance and accounting fields and the labels documents print for them
// (label-coverage-money12.ts). The shares below are what the vocabulary reached; a change may raise them, not lower.
import { describe, expect, it } from '@jest/globals';
import { candidatesFor } from '../../../../src/extraction/providers/local/candidates.ts';
import { isExactOnlyLabel } from '../../../../src/extraction/providers/local/synonyms.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';
import { coveragePairs } from './label-coverage-fixture.ts';
import { linksMoneyLabel, MONEY_LABEL_COVERAGE, MONEY_LABEL_COVERAGE_B } from './label-coverage-money12.ts';

function coverage(table: Record<string, Record<string, string[]>>) {
  const { own, foreign } = coveragePairs(table);
  const linked = own.filter(([, field, label]) => linksMoneyLabel(field, label)).length;
  const wrong = foreign.filter(([, field, label]) => linksMoneyLabel(field, label)).length;
  return { share: linked / own.length, wrong };
}

describe('label coverage of money documents', () => {
  it('links 93 % of the first table and few labels of other fields', () => {
    const { share, wrong } = coverage(MONEY_LABEL_COVERAGE);
    expect(share).toBeGreaterThanOrEqual(0.93);
    expect(wrong).toBeLessThanOrEqual(85);
  }, 300_000);

  it('links 83 % of the second table and few labels of other fields', () => {
    const { share, wrong } = coverage(MONEY_LABEL_COVERAGE_B);
    expect(share).toBeGreaterThanOrEqual(0.83);
    expect(wrong).toBeLessThanOrEqual(30);
  }, 300_000);
});

describe('mechanisms behind the money coverage', () => {
  it('reads a long German compound cut after most of its length, not after its first letters', () => {
    expect(linksMoneyLabel('krankenversicherung', 'Krankenvers.')).toBe(true);
    expect(linksMoneyLabel('steuerklasse', 'Steuerkl.')).toBe(true);
    expect(linksMoneyLabel('rechnungsnummer', 'Rechn.')).toBe(false);
  });

  it('labels a -tag date by its event, as -datum ones', () => {
    const labels = candidatesFor({ name: 'buchungstag' }).map((candidate) => candidate.words.join(' '));
    expect(labels).toContain('buchung');
    expect(candidatesFor({ name: 'betrag' }).map((candidate) => candidate.words.join(' '))).not.toContain('be');
  });

  it('links money words across languages word by word, for names no label group lists', () => {
    expect(linksMoneyLabel('overdraft_fee', 'Dispoentgelt')).toBe(true);
    expect(linksMoneyLabel('creditor_address', 'Gläubigeranschrift')).toBe(true);
  });

  it('leaves labels other groups use freely free to start a longer label', () => {
    // An exact-only mark is global: "Total!" in an expense group made every document's "Total EUR" no label.
    for (const label of ['total', 'stueck', 'lohnsteuer', 'project', 'vehicle group', 'paket']) {
      expect(isExactOnlyLabel(label)).toBe(false);
    }
  });
});

describe('money documents with German abbreviations', () => {
  it('reads a payslip whose insurance contributions are cut short', async () => {
    const schema: TOutputSchema = [
      { name: 'steuerklasse', type: 'string' },
      { name: 'krankenversicherung', type: 'number' },
      { name: 'rentenversicherung', type: 'number' },
      { name: 'auszahlungsbetrag', type: 'number' },
    ];
    const text = [
      'Entgeltabrechnung März 2026',
      'Steuerkl.: 1',
      'Krankenvers.: 301,44 EUR',
      'Rentenvers.: 344,10 EUR',
      'Auszuzahlender Betrag: 2.412,87 EUR',
    ].join('\n');
    expect((await extractText(text, schema)).result).toEqual({
      steuerklasse: '1',
      krankenversicherung: 301.44,
      rentenversicherung: 344.1,
      auszahlungsbetrag: 2412.87,
    });
  });

  it('reads a direct debit notice in German', async () => {
    const schema: TOutputSchema = [
      { name: 'creditor_id', type: 'string' },
      { name: 'mandate_reference', type: 'string' },
      { name: 'debit_amount', type: 'number' },
      { name: 'debit_date', type: 'string', format: 'date' },
    ];
    const text = [
      'Vorabankündigung SEPA-Lastschrift',
      'Gläubiger-ID: DE98ZZZ09999999999',
      'Mandatsref.: M-2024-00817',
      'Einzugsbetrag: 49,90 EUR',
      'Belastungsdatum: 01.04.2026',
    ].join('\n');
    expect((await extractText(text, schema)).result).toEqual({
      creditor_id: 'DE98ZZZ09999999999',
      mandate_reference: 'M-2024-00817',
      debit_amount: 49.9,
      debit_date: '2026-04-01',
    });
  });
});
