// Session 21 (lead): the retrained learned fallback filled a day field from the label of another kind of day (on the
// precision set Q: a payslip's `pay_date` from "Geburtsdatum", an order's `delivery_date` from "Order date"). A label
// that names a kind of day by meaning (meaning-groups-money.ts) other than the field's gives no value for it.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const fields = (response: { result: unknown }) => response.result as Record<string, unknown>;

describe('a learned fill of a day field (session 21)', () => {
  it('does not take a payslip’s date of birth as its pay date', async () => {
    const payslip = [
      'Lohnabrechnung März 2026',
      '',
      'Mitarbeiter: Jana Köhler',
      'Personalnummer: 40117',
      'Geburtsdatum: 14.07.1991',
      'Steuerklasse: 1',
      '',
      'Bruttolohn                 3.450,00 €',
      'Lohnsteuer                   402,16 €',
      'Auszahlungsbetrag          2.318,40 €',
    ].join('\n');
    const schema: TOutputSchema = [
      { name: 'employee_name', type: 'string' },
      { name: 'pay_date', type: 'string', format: 'date' },
      { name: 'gross_pay', type: 'number' },
      { name: 'net_pay', type: 'number' },
    ];
    const response = await extractText(payslip, schema);
    expect(fields(response).pay_date).toBeUndefined();
    expect(fields(response).gross_pay).toBe(3450);
  });

  it('does not take an order confirmation’s order date as its delivery date', async () => {
    const order = [
      'Order confirmation',
      '',
      'Order number: 88-40213',
      'Order date: 12/03/2026',
      'Customer: Fenwick Joinery Ltd',
      '',
      'Oak worktop 3000 mm      1      £412.00',
      'Total                           £412.00',
    ].join('\n');
    const schema: TOutputSchema = [
      { name: 'order_number', type: 'string' },
      { name: 'delivery_date', type: 'string', format: 'date' },
      { name: 'total', type: 'number' },
    ];
    const response = await extractText(order, schema);
    expect(fields(response).delivery_date).toBeUndefined();
    expect(fields(response).order_number).toBe('88-40213');
  });

  it('still takes a remittance’s value date as the day it was paid: one day of money under two names', async () => {
    const advice = [
      'Remittance advice',
      '',
      'From: Harlow Print Services Ltd',
      'To: Copperleaf Studio',
      '',
      'Payment reference:\tHPS-REM-20417',
      'Value date:\t27/02/2026',
      'Amount paid:\t£1,845.60',
      '',
      'Your invoice\tInvoice date\tAmount',
      'CS-1182\t02/02/2026\t£1,845.60',
    ].join('\n');
    const schema: TOutputSchema = [
      { name: 'payer', type: 'string' },
      { name: 'paid_on', type: 'string', format: 'date' },
      { name: 'amount', type: 'number' },
    ];
    const response = await extractText(advice, schema);
    expect(fields(response).paid_on).toBe('2026-02-27');
  });
});
