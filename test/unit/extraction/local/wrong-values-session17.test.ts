// Session 17 (branch wrong17): where several candidates compete for a field, (1) an amount's value that opens with a
// rate or a date ("A deposit of 30% (£2,325.60)", "Anzahlung (30 %), fällig bis 10.05.2026 | 220,80 €", "Last payment
// received: 11 Apr 2026 (£400.00)") is the money after it, (2) a VAT number the document labels as the addressee's
// ("Your VAT No.") is not the writer's, (3) a place after a company's legal form ("Alpina Verpackungen AG, Wangen im
// Allgäu") is no part of its name.
import { describe, expect, it } from '@jest/globals';
import { nameBeforeAddress } from '../../../../src/extraction/providers/local/address-parts.ts';
import { amountPastRateOrDate } from '../../../../src/extraction/providers/local/amount-past-qualifier.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../../helpers/hang-guard.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string[], schema: TOutputSchema) => (await extractText(text.join('\n'), schema)).result;

describe('an amount after a rate or a date', () => {
  it('reads the deposit, not its rate, in a sentence and in a row', async () => {
    const deposit: TOutputSchema = [{ name: 'deposit_required', type: 'number' }];
    expect(
      await run(['Quotation Q-1', '', 'A deposit of 30% (£2,325.60) is required on acceptance.'], deposit),
    ).toEqual({
      deposit_required: 2325.6,
    });
    const anzahlung: TOutputSchema = [{ name: 'anzahlung', type: 'number' }];
    const row = [
      'Gesamtpreis                              736,00 €',
      'Anzahlung (30 %), fällig bis 10.05.2026   220,80 €',
    ];
    expect(await run(row, anzahlung)).toEqual({ anzahlung: 220.8 });
  });

  it('reads the payment, not the day it was received', async () => {
    const schema: TOutputSchema = [{ name: 'payments_received', type: 'number' }];
    expect(await run(['Statement', '', 'Last payment received: 11 Apr 2026 (£400.00)'], schema)).toEqual({
      payments_received: 400,
    });
  });

  it('keeps a rate field and a value without money after its rate', () => {
    const line = { text: 'Rate 30% of cost', cells: [], page: 1 } as never;
    expect(amountPastRateOrDate({ text: '30% of cost', line, quoteStart: 5, quoteEnd: 16 })).toBeNull();
    expect(amountPastRateOrDate({ text: '1.250,00 €', line, quoteStart: 5, quoteEnd: 15 })).toBeNull();
  });
});

describe("the addressee's VAT number", () => {
  it("is not taken for the supplier's", async () => {
    const schema: TOutputSchema = [{ name: 'supplier_vat_number', type: 'string' }];
    const text = [
      'Hartwell Supplies Ltd',
      'Your VAT No.       GB 702 1183 45       Payment Due       17/04/2026',
      '',
      'Total   £2,940.00',
      '',
      'Hartwell Supplies Ltd · Registered in England No. 08841205 · VAT No. GB 318 4472 90',
    ];
    expect(await run(text, schema)).toEqual({ supplier_vat_number: 'GB 318 4472 90' });
  });
});

describe("the writer's telephone under a customer service label", () => {
  it("is still the supplier's telephone", async () => {
    const schema: TOutputSchema = [{ name: 'supplier_phone', type: 'string' }];
    const text = ['Hartwell Supplies Ltd', 'Invoice INV-1', '', 'Customer service   0113 496 0821'];
    expect(await run(text, schema)).toEqual({ supplier_phone: '0113 496 0821' });
  });
});

describe('a company and its town', () => {
  it('ends the name at its legal form', () => {
    expect(nameBeforeAddress('Alpina Verpackungen AG, Wangen im Allgäu')).toBe('Alpina Verpackungen AG');
    expect(nameBeforeAddress('Kunststofftechnik Weber GmbH, Rheda-Wiedenbrück')).toBe('Kunststofftechnik Weber GmbH');
    expect(nameBeforeAddress('Acme Co., Ltd.')).toBe('Acme Co., Ltd.');
    expect(nameBeforeAddress('Fieldnote, Inc.')).toBe('Fieldnote, Inc.');
    expect(nameBeforeAddress('Smith, Jones and Partners')).toBe('Smith, Jones and Partners');
  });
});

describe('what was paid under a total', () => {
  it('is the deposit the next row takes off, not the total', async () => {
    const schema: TOutputSchema = [
      { name: 'total_amount', type: 'number' },
      { name: 'amount_paid', type: 'number' },
      { name: 'balance_due', type: 'number' },
    ];
    const text = [
      'Net                                   £2,450.00',
      'VAT @ 20%                               £490.00',
      'Total                                 £2,940.00',
      'Less deposit received 04/03/2026     -£1,000.00',
      'Balance due                           £1,940.00',
    ];
    expect(await run(text, schema)).toEqual({ total_amount: 2940, amount_paid: 1000, balance_due: 1940 });
  });

  it("keeps a receipt's total paid when no row takes a payment off it", async () => {
    const schema: TOutputSchema = [{ name: 'amount_paid', type: 'number' }];
    const text = [
      'Coffee                4.50',
      'Cake                  3.80',
      'Total                 8.30',
      'Cash   10.00',
    ];
    expect(await run(text, schema)).toEqual({ amount_paid: 8.3 });
  });
});

describe("a label of the other side's value", () => {
  it("ranks the customer's VAT number last for the writer's", async () => {
    const schema: TOutputSchema = [{ name: 'vat_number', type: 'string' }];
    const text = [
      'Hartwell Supplies Ltd',
      'Customer No.     C-20931          Invoice No.      INV-88214',
      'Your VAT No.     GB 702 1183 45   Payment Due      17/04/2026',
      '',
      'Hartwell Supplies Ltd · Registered in England No. 08841205 · VAT No. GB 318 4472 90',
    ];
    expect(await run(text, schema)).toEqual({ vat_number: 'GB 318 4472 90' });
  });

  it('keeps "Your order no." for an order number', async () => {
    const schema: TOutputSchema = [{ name: 'order_number', type: 'string' }];
    const text = ['Invoice INV-1', 'Your order no.: PO-55102', 'Delivery note DN-7781'];
    expect(await run(text, schema)).toEqual({ order_number: 'PO-55102' });
  });
});

describe('hostile input to the rules of session 17', () => {
  it(
    'reads a rate followed by 200,000 digits and separators, and a name of 200,000 commas and capitals',
    async () => {
      const line = { fileName: 'x.txt', page: 1, text: '', cells: [] };
      const text = `30% ${'1.'.repeat(100_000)}x`;
      const source = { text, line, quoteStart: 0, quoteEnd: text.length };
      expect(
        await guardedReader('providers/local/amount-past-qualifier.ts', 'amountPastRateOrDate', source),
      ).toBeNull();
      const name = `Weber GmbH${', A GmbH'.repeat(30_000)}`;
      expect(await guardedReader('providers/local/address-parts.ts', 'nameBeforeAddress', name)).toBe(name);
    },
    GUARDED_TEST_MS,
  );
});
