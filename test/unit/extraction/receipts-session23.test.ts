// Till receipts and forms (session 23, branch receipts23, round two): no text value is a bare check-box mark ("[x]",
// "☒"): a check-box option read as a label ("[ ] Shipper   [x] Receiver") gives its field nothing rather than a mark.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const strings = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);

describe('a check-box mark is no value', () => {
  it('gives a field named like a check-box option no mark as its value', async () => {
    const text = [
      'EXPRESS WORLDWIDE',
      'Contents\tLens assemblies',
      'Duties & taxes paid by   [ ] Shipper   [x] Receiver',
      'Pickup date\t11 Mar 2026',
    ].join('\n');
    const response = await extractText(text, strings('shipper', 'contents'));
    const result = response.result as Record<string, unknown>;
    expect(result.contents).toBe('Lens assemblies');
    expect(String(result.shipper ?? '')).not.toMatch(/^\s*(?:\[\s*[xX✓✔]?\s*\]|[☐☑☒])\s*$/u);
  });
});

describe('a till receipt’s shop', () => {
  it('takes the shop from the receipt’s first line when a branch’s number is all a shop label gives', async () => {
    const text = [
      'dm-drogerie markt',
      'Königstraße 41, 70173 Stuttgart',
      '',
      'Balea Duschgel\t0,95',
      'SUMME EUR\t0,95',
      '',
      '11.04.2026 17:32\tFil. 1284 Kasse 3',
      'Bon-Nr. 4417\tKassierer 12',
    ].join('\n');
    const response = await extractText(text, strings('geschaeft'));
    expect(response.result).toMatchObject({ geschaeft: 'dm-drogerie markt' });
  });
});
