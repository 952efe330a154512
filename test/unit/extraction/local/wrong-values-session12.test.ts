// Rules of session 12 (branch wrong12) against wrong values: a label's year or rate before the amount's cell, a
// time qualifier of the value's start, and labels whose qualifiers name another figure than the field asks for
// (an earlier one, the opposite one, a page's sum, a net amount).
import { describe, expect, it } from '@jest/globals';
import { qualifierDistance, timeSideOf } from '../../../../src/extraction/providers/local/label-qualifiers.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string[], schema: TOutputSchema) => (await extractText(text.join('\n'), schema)).result;

describe("what qualifies a label in the label's cell", () => {
  it('takes the amount, not the year the label names', async () => {
    const schema: TOutputSchema = [
      { name: 'jahresbeitrag', type: 'number' },
      { name: 'jahresgebuehr', type: 'number' },
    ];
    const text = ['Jahresbeitrag 2026        612,66 €', 'Jahresgebühr 2025/26      292,80 €'];
    expect(await run(text, schema)).toEqual({ jahresbeitrag: 612.66, jahresgebuehr: 292.8 });
  });

  it('keeps the year of a field that asks for it', async () => {
    const schema: TOutputSchema = [{ name: 'steuerjahr', type: 'number' }];
    expect(await run(['Steuerjahr 2025        Festsetzung vom 12.03.2026'], schema)).toEqual({ steuerjahr: 2025 });
  });

  it('takes the amount, not the rate in brackets before a colon', async () => {
    const schema: TOutputSchema = [
      { name: 'fahrtkosten', type: 'number' },
      { name: 'erstattungsbetrag', type: 'number' },
    ];
    const text = ['Fahrtkosten (0,30 € je km):     145,80 €', 'Erstattungsbetrag:     231,80 €'];
    expect(await run(text, schema)).toEqual({ fahrtkosten: 145.8, erstattungsbetrag: 231.8 });
  });

  it("reads the value after a label's time qualifier that ends its cell", async () => {
    const schema: TOutputSchema = [{ name: 'new_monthly_price', type: 'number' }];
    const text = ['Previous monthly price:              £36.00', 'New monthly price from 1 May 2026:   £42.50'];
    expect(await run(text, schema)).toEqual({ new_monthly_price: 42.5 });
  });
});

describe("a label's qualifiers against the field's", () => {
  it('tells the earlier figure from the document’s own', () => {
    expect(timeSideOf(['previous', 'balance'])).toBe('earlier');
    expect(timeSideOf(['bisheriger', 'jahresbeitrag'])).toBe('earlier');
    expect(timeSideOf(['neuer', 'abschlag'])).toBe('later');
    expect(timeSideOf(['balance', 'due'])).toBeNull();
    expect(qualifierDistance(['new', 'price'], ['previous', 'monthly', 'price'])).toBe(-1);
    expect(qualifierDistance(['opening', 'balance'], ['new', 'balance'])).toBe(-1);
    expect(qualifierDistance(['jahresbeitrag'], ['bisheriger', 'jahresbeitrag'])).toBe(1);
    expect(qualifierDistance(['total'], ['page', '1', 'total'])).toBe(1);
    expect(qualifierDistance(['subtotal'], ['subtotal'])).toBe(0);
    expect(qualifierDistance(['previous', 'balance'], ['previous', 'balance'])).toBe(0);
  });

  it('never takes the opposite figure, and the plain label before an earlier one', async () => {
    const schema: TOutputSchema = [
      { name: 'new_balance', type: 'number' },
      { name: 'opening_balance', type: 'number' },
      { name: 'jahresbeitrag', type: 'number' },
    ];
    const text = [
      'Opening balance:    120,00',
      'Bisheriger Jahresbeitrag:   588,12 €',
      'Jahresbeitrag:              612,66 €',
    ];
    expect(await run(text, schema)).toEqual({ opening_balance: 120, jahresbeitrag: 612.66 });
  });

  it('takes the amount charged before the net one when two labels alike give both', async () => {
    const schema: TOutputSchema = [{ name: 'credit_amount', type: 'number' }];
    const text = ['Credit net        124.95', 'VAT 20%           24.99', 'Credit total      149.94'];
    expect(await run(text, schema)).toEqual({ credit_amount: 149.94 });
  });

  it('leaves a field empty rather than fill it from the opposite figure', async () => {
    const schema: TOutputSchema = [
      { name: 'customer_number', type: 'string' },
      { name: 'new_monthly_price', type: 'number' },
    ];
    const text = ['Customer number:   5582190', 'Previous monthly price:   £36.00'];
    expect(await run(text, schema)).toEqual({ customer_number: '5582190' });
  });

  it("takes a sum's later value where one label is written twice", async () => {
    const schema: TOutputSchema = [{ name: 'total_charged', type: 'number' }];
    const text = ['Subtotal        81.00', 'Total           85.86', '+ Tip           17.00', '= Total         102.86'];
    expect(await run(text, schema)).toEqual({ total_charged: 102.86 });
  });

  it('leaves what is due empty rather than take a total the next line deducts from', async () => {
    const schema: TOutputSchema = [
      { name: 'amount_due', type: 'number' },
      { name: 'previous_balance', type: 'number' },
    ];
    const text = [
      'Previous balance                 89,99 €',
      'Zahlung erhalten, danke         -89,99 €',
      'Gesamtbetrag brutto           1.023,18 €',
      'abzüglich geleistete Abschläge  -960,00 €',
    ];
    expect(await run(text, schema)).toEqual({ previous_balance: 89.99 });
  });

  it('still takes a total followed by its due date', async () => {
    const schema: TOutputSchema = [{ name: 'amount_due', type: 'number' }];
    const text = ['Total to pay            €880.78', 'Payment due             December 22, 2026'];
    expect(await run(text, schema)).toEqual({ amount_due: 880.78 });
  });
});

describe('a bracket naming another number after a name', () => {
  it('is left out of the name, but not out of a place or a number the field asks for', async () => {
    const schema: TOutputSchema = [
      { name: 'mitarbeiter', type: 'string' },
      { name: 'vendor_name', type: 'string' },
      { name: 'location', type: 'string' },
    ];
    const text = [
      'Mitarbeiter:   Stefan Kuhn (Pers.-Nr. 2207)',
      'Vendor:        Precision Fasteners Co. (Vendor ID V-20417)',
      'Location:      High Street (outside no. 84)',
    ];
    expect(await run(text, schema)).toEqual({
      mitarbeiter: 'Stefan Kuhn',
      vendor_name: 'Precision Fasteners Co.',
      location: 'High Street (outside no. 84)',
    });
  });
});
