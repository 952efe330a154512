// Dates a user notices (session 22, dates22): a validity range written in a sentence whose first date leaves out the
// year ("gültig 01.01.–31.12.2026"), read as the range for `gueltig_von` and `gueltig_bis`; a receipt's "Amount
// received" line for `amount_paid`, not the invoice's total above it.
import { describe, expect, it } from '@jest/globals';
import { readDocument } from '../../../src/extraction/documents/read-document.ts';
import { createLocalProvider } from '../../../src/extraction/providers/local/index.ts';
import { rangeDatesIn } from '../../../src/extraction/providers/local/range-dates.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';

async function extract(lines: string[], schema: TOutputSchema) {
  const bytes = Buffer.from(lines.join('\n'));
  const document = await readDocument({ bytes, fileName: 'police.txt', contentType: 'text/plain' });
  const instructions = { inputDescription: '', outputLanguage: 'de', titleConfig: { mode: 'automatic' as const } };
  const response = await createLocalProvider().extract({ documents: [document], schema, instructions }, {});
  return response.result as Record<string, unknown>;
}

const number = (name: string) => ({ name, type: 'number' as const });
const day = (name: string) => ({ name, type: 'string' as const, format: 'date' as const });

describe('a range whose first date takes the end year', () => {
  it('dates a range of more than half a year in the end year, not the next one', () => {
    expect(rangeDatesIn('Zeitraum: 01.01.–31.12.2026', '2026-03-01')).toEqual(['2026-01-01', '2026-12-31']);
    expect(rangeDatesIn('Laufzeit 01.03. bis 31.12.2026', '2026-03-01')).toEqual(['2026-03-01', '2026-12-31']);
  });

  it('still starts a range across the new year in the year before', () => {
    expect(rangeDatesIn('Period: 15.12.–14.01.2027', '2026-12-01')).toEqual(['2026-12-15', '2027-01-14']);
  });

  it('reads a policy sentence "gültig 01.01.–31.12.2026" for gueltig_von and gueltig_bis', async () => {
    const result = await extract(
      [
        'Rheinland Sachversicherung AG',
        'Versicherungsschein Hausratversicherung',
        'Versicherungsnummer: HR-7740-2291',
        'Ausgestellt am: 04.12.2025',
        '',
        'Versicherungsschutz gültig 01.01.–31.12.2026, danach stillschweigende Verlängerung um jeweils ein Jahr.',
        '',
        'Jahresbeitrag: 148,20 €',
      ],
      [day('gueltig_von'), day('gueltig_bis'), day('ausstellungsdatum')],
    );
    expect(result.gueltig_von).toBe('2026-01-01');
    expect(result.gueltig_bis).toBe('2026-12-31');
    expect(result.ausstellungsdatum).toBe('2025-12-04');
  });
});

describe('a payment receipt', () => {
  it('reads "Amount received" for amount_paid, not the invoice total', async () => {
    const result = await extract(
      [
        'KINGSWAY BUILDERS LTD',
        'PAYMENT RECEIPT RC-2026-0614',
        'Received from: Sophie Turner',
        'Invoice total: £2,000.00',
        'Amount received: £750.00 on 18/03/2026 by bank transfer',
        'Balance remaining: £1,250.00',
      ],
      [number('amount_paid'), number('balance_remaining')],
    );
    expect(result.amount_paid).toBe(750);
    expect(result.balance_remaining).toBe(1250);
  });
});
