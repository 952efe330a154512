// Rules of session 14 (branch wrong14) against wrong values beside a found label: a rate inside a row of labels
// ("Netto | MwSt 19 % | Brutto" over the amounts), a value row's cell holding a label word ("Net 45" under
// "Terms"), an identifier running into the next label ("4711 / Auftragsnr. 88213"), and a word value before a
// cell that is another label with its number ("StKl. III | Kinderfreibetrag 1,0").
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string[], schema: TOutputSchema) => (await extractText(text.join('\n'), schema)).result;

describe('a row of labels over a row of values', () => {
  it('reads each amount under its label when a label of the row names a rate', async () => {
    const schema: TOutputSchema = [
      { name: 'netto', type: 'number' },
      { name: 'mwst', type: 'number' },
      { name: 'brutto', type: 'number' },
    ];
    const text = [
      'Netto                          MwSt 19 %                     Brutto',
      '1.250,00 €                     237,50 €                      1.487,50 €',
    ];
    expect(await run(text, schema)).toEqual({ netto: 1250, mwst: 237.5, brutto: 1487.5 });
  });

  it('takes no rate of a bracketed label for the label before it', async () => {
    const schema: TOutputSchema = [
      { name: 'shipping', type: 'number' },
      { name: 'total', type: 'number' },
    ];
    const text = ['Subtotal   Shipping   Sales Tax (8%)   Total', '3,180.00   45.00      254.40           3,479.40'];
    expect(await run(text, schema)).toEqual({ shipping: 45, total: 3479.4 });
  });

  it("takes no label word in a value row's cell for a label", async () => {
    const schema: TOutputSchema = [
      { name: 'order_date', type: 'string', format: 'date' },
      { name: 'subtotal', type: 'number' },
    ];
    const text = [
      'Order Date   Required By   Terms    Buyer',
      '04/03/2026   04/18/2026    Net 45   D. Okafor',
      '',
      'Subtotal   Shipping   Sales Tax (8%)   Total',
      '3,180.00   45.00      254.40           3,479.40',
    ];
    expect(await run(text, schema)).toEqual({ order_date: '2026-04-03', subtotal: 3180 });
  });
});

describe('a value before the next label on its line', () => {
  it('ends an identifier at the next label after a slash', async () => {
    const schema: TOutputSchema = [
      { name: 'kundennummer', type: 'string' },
      { name: 'auftragsnummer', type: 'string' },
    ];
    const text = ['Kundennr. 4711 / Auftragsnr. 88213'];
    expect(await run(text, schema)).toEqual({ kundennummer: '4711', auftragsnummer: '88213' });
  });

  it("keeps a word value in the label's cell when the next cell is another label with its number", async () => {
    const schema: TOutputSchema = [{ name: 'steuerklasse', type: 'string' }];
    const text = ['Pers.-Nr. 20573   StKl. III   Kinderfreibetrag 1,0   Konfession ev'];
    expect(await run(text, schema)).toEqual({ steuerklasse: 'III' });
  });

  it('still reads the amount in the next cell after a label that goes on in words', async () => {
    const schema: TOutputSchema = [{ name: 'total', type: 'number' }];
    expect(await run(['Total paid by card     $17.20'], schema)).toEqual({ total: 17.2 });
  });
});
