// Session 9, precision set Q: a schema shared by many senders names fields a given document does not state. A
// look-alike nearby (a customer service line, the payee's IBAN, a cash line, a free shipping promo) is no evidence
// of the field: it stays empty. The same document stating the field still gives it.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified as extracted } from '../local-provider-helpers.ts';

const extractVerified = async (text: string, schema: TOutputSchema) =>
  (await extracted(text, schema)) as Record<string, unknown>;

const str = (name: string): TOutputSchema[number] => ({ name, type: 'string' });
const num = (name: string): TOutputSchema[number] => ({ name, type: 'number' });

describe('absent fields stay empty beside their look-alikes', () => {
  it('gives a customer number no name of the customer from the address block', async () => {
    const schema = [str('invoice_number'), str('customer_number'), num('total')];
    const invoice = [
      'Holzwerk Jansen GmbH · Industriestraße 8 · 48683 Ahaus',
      '',
      'Tischlerei Brandt',
      'Am Markt 3',
      '46395 Bocholt',
      '',
      'Rechnung',
      'Rechnungsnummer: RE-88412',
      'Rechnungsbetrag: 2.080,12 €',
    ];
    expect(await extractVerified(invoice.join('\n'), schema)).toEqual({ invoice_number: 'RE-88412', total: 2080.12 });
    const stated = [...invoice.slice(0, 8), 'Kundennummer: K-7720', ...invoice.slice(8)];
    expect((await extractVerified(stated.join('\n'), schema)).customer_number).toBe('K-7720');
  });

  it('reads no customer number from a "Customer service" line', async () => {
    const schema = [str('account_number'), str('customer_number'), num('amount_due')];
    const bill = [
      'Valley Power & Light',
      'Customer service: 1-800-555-0199',
      'Account number: 8830 1147 902',
      'Amount due: $118.37',
    ];
    expect(await extractVerified(bill.join('\n'), schema)).toEqual({
      account_number: '8830 1147 902',
      amount_due: 118.37,
    });
    const stated = [...bill, 'Customer No.: C-40918'];
    expect((await extractVerified(stated.join('\n'), schema)).customer_number).toBe('C-40918');
  });

  it("gives a payer's IBAN no IBAN its line gives to the recipient", async () => {
    const schema = [str('payer_iban'), str('payee_iban'), num('amount')];
    const confirmation = [
      'Your transfer has been sent.',
      'Amount:            1,450.00 EUR',
      'Recipient IBAN:    DE44 5001 0517 5407 3249 31',
      'From your account ending 7730.',
    ];
    expect(await extractVerified(confirmation.join('\n'), schema)).toEqual({
      payee_iban: 'DE44500105175407324931',
      amount: 1450,
    });
    const stated = [...confirmation.slice(0, 3), 'Sent from DE89 3704 0044 0532 0130 00 (payer account).'];
    const result = await extractVerified(stated.join('\n'), schema);
    expect(result.payer_iban).toBe('DE89370400440532013000');
    expect(result.payee_iban).toBe('DE44500105175407324931');
  });

  it('reads no cashier from a cash line', async () => {
    const schema = [str('store_name'), str('receipt_number'), num('total'), str('payment_method'), str('cashier')];
    const receipt = [
      'CORNER MARKET',
      '88 Elm Avenue, Springfield',
      'Store #0421   Register 3',
      '02/14/2026  18:42   Receipt 0193',
      '',
      'Whole milk 2L\t2.89',
      'Bananas\t1.79',
      '',
      'TOTAL\t4.68',
      'Cash\t20.00',
      'Change\t15.32',
    ];
    const result = await extractVerified(receipt.join('\n'), schema);
    expect(result.cashier).toBeUndefined();
    expect(result.total).toBe(4.68);
    const stated = [...receipt, 'Cashier: Marta'];
    expect((await extractVerified(stated.join('\n'), schema)).cashier).toBe('Marta');
  });

  it('reads no shipping cost from an amount before the word shipping, a count still', async () => {
    const schema = [num('shipping_cost'), num('packages')];
    const notice = [
      'Packages: see below',
      '2 packages on their way',
      'Order total $155.00 (incl. $0.00 shipping promo)',
    ];
    expect(await extractVerified(notice.join('\n'), schema)).toEqual({ packages: 2 });
    const stated = [...notice, 'Shipping cost: $4.95'];
    expect((await extractVerified(stated.join('\n'), schema)).shipping_cost).toBe(4.95);
  });
  it('gives the only date to no date field of another event ("Order placed", "Eintritt")', async () => {
    const date = (name: string): TOutputSchema[number] => ({ name, type: 'string', format: 'date' });
    const schema = [str('tracking_number'), date('ship_date'), date('estimated_delivery')];
    const notice = ['Your order 114-22 is on its way', 'Order placed 02/14/2026', 'Tracking number: 1Z999'];
    expect(await extractVerified(notice.join('\n'), schema)).toEqual({ tracking_number: '1Z999' });
    const shipped = ['Your order 114-22 is on its way', 'Shipped on 02/16/2026', 'Tracking number: 1Z999'];
    expect((await extractVerified(shipped.join('\n'), schema)).ship_date).toBe('2026-02-16');
    const payslip = ['Abrechnung Januar 2026', 'Name: Jonas Lehmann', 'Eintritt 01.04.2019', 'Netto 2.000,00'];
    const paid = [str('employee_name'), date('pay_date')];
    expect(await extractVerified(payslip.join('\n'), paid)).toEqual({ employee_name: 'Jonas Lehmann' });
    const bill = ['Stadtwerke', 'Vertragskonto: 210 448 317', 'Abschlag ab 01.03.2026: 85,00 €', 'Betrag 63,18 €'];
    const debited = [str('vertragskonto'), date('direct_debit_date')];
    expect(await extractVerified(bill.join('\n'), debited)).toEqual({ vertragskonto: '210 448 317' });
    // A date after no other event's words is still the document's day (a till receipt's foot).
    const receipt = ['BÄCKEREI SOMMER', 'Summe 9,70', 'Gedruckt 21.02.2026 07:58'];
    expect((await extractVerified(receipt.join('\n'), [str('store_name'), date('date')])).date).toBe('2026-02-21');
  });
  it('takes no time of day from opening hours, no card digits from a loyalty card', async () => {
    const schema = [str('store_name'), str('time'), str('card_last4'), num('total')];
    const receipt = ['CORNER MARKET', 'Open daily 07:00 - 22:00', 'TOTAL 16.45', 'Loyalty card ****5521'];
    expect(await extractVerified(receipt.join('\n'), schema)).toEqual({ store_name: 'CORNER MARKET', total: 16.45 });
    const stated = ['CORNER MARKET', 'Open daily 07:00 - 22:00', '14:02', 'TOTAL 16.45', 'Visa ****2291'];
    const result = await extractVerified(stated.join('\n'), schema);
    expect([result.time, result.card_last4]).toEqual(['14:02', '2291']);
  });

  it('takes no carrier from a list of carriers, no order number from a sentence under a greeting', async () => {
    const schema = [str('order_number'), str('carrier'), num('subtotal')];
    const mail = [
      'Thanks for your order!',
      'Questions? Call 1-888-555-0110.',
      'Subtotal $119.00',
      'We ship with UPS or FedEx.',
    ];
    expect(await extractVerified(mail.join('\n'), schema)).toEqual({ subtotal: 119 });
    const stated = [...mail, 'Your parcel travels with DHL.', 'Order number: 114-2209371'];
    const result = await extractVerified(stated.join('\n'), schema);
    expect([result.order_number, result.carrier]).toEqual(['114-2209371', 'DHL']);
  });
  it("leaves an invoice's bare Date column to its invoice date, not its delivery date", async () => {
    const date = (name: string): TOutputSchema[number] => ({ name, type: 'string', format: 'date' });
    const schema = [str('invoice_number'), date('invoice_date'), date('delivery_date')];
    const invoice = [
      'INVOICE',
      'Invoice No.      Customer No.      Date',
      'INV-77           C-40918           09.02.2026',
    ];
    expect(await extractVerified(invoice.join('\n'), schema)).toEqual({
      invoice_number: 'INV-77',
      invoice_date: '2026-02-09',
    });
    const stated = [...invoice, 'Delivery date: 05.02.2026'];
    expect((await extractVerified(stated.join('\n'), schema)).delivery_date).toBe('2026-02-05');
    // Without a document date in the schema, the bare "Date" still gives a delivery note's `delivery_date`.
    const note = ['DELIVERY NOTE', 'Date: 05.02.2026'];
    expect(await extractVerified(note.join('\n'), [date('delivery_date')])).toEqual({ delivery_date: '2026-02-05' });
  });
  it('takes no consumption from an amount in its unit after another label ("Average daily use")', async () => {
    const schema = [str('account_number'), num('consumption_kwh'), num('amount_due')];
    const bill = ['Account number: 8830', 'Average daily use: 19.7 kWh', 'Amount due: $10.00'];
    expect(await extractVerified(bill.join('\n'), schema)).toEqual({ account_number: '8830', amount_due: 10 });
    const stated = ['Account number: 8830', 'Meter E19K  40,118  40,730  612 kWh', ...bill.slice(1)];
    expect((await extractVerified(stated.join('\n'), schema)).consumption_kwh).toBe(612);
  });
});
