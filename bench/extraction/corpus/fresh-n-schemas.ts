// Sealed set N (layout 25): the helper and the schemas that two senders of one kind share, as a team would keep one
// schema per kind. Written in session 10 (2026-11-29) by an independent author, before that session's extractor
// changes. SEALED: never pass --show-fresh-n, never train on it, never tune on it.
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { bool, date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument, TFacts } from './types.ts';

/** Layout number of the sealed set N. */
export const FRESH_N_LAYOUT = 25;

/** A document of set N: id "fresh-n-…", held out, layout 25. */
export function sealedN(
  id: string,
  kind: string,
  lang: 'en' | 'de',
  format: TCorpusDocument['format'],
  schema: TOutputSchema,
  truth: TFacts,
  content: string[] | { raw: string },
): TCorpusDocument {
  return { ...fresh(`n-${id}`, kind, lang, format, schema, truth, content), layout: FRESH_N_LAYOUT };
}

export const N_INVOICE: TOutputSchema = [
  str('invoice_number'),
  date('invoice_date'),
  date('due_date', 'Date by which the invoice must be paid'),
  obj('seller', [str('name'), str('vat_id', 'VAT registration number of the seller')]),
  str('customer_number', 'Our customer number at the seller'),
  str('purchase_order_number', 'Our purchase order number the invoice refers to'),
  date('order_date', 'Date of our order'),
  str('payment_reference', 'Text to quote when paying'),
  str('contact_email', 'E-mail address for questions about the invoice'),
  str('currency', 'ISO currency code'),
  num('net_amount'),
  num('discount_amount', 'Discount or early-payment deduction granted'),
  num('tax_amount'),
  num('total_amount', 'Gross amount payable'),
  bool('already_paid', 'True if the invoice says it has been paid already'),
  list('line_items', [str('description'), num('quantity'), num('unit_price'), num('line_total')]),
];

export const N_RECEIPT: TOutputSchema = [
  str('merchant_name'),
  date('purchase_date'),
  str('purchase_time', 'HH:MM'),
  str('receipt_number'),
  str('payment_method', 'One of: cash, card, mobile'),
  str('card_last_digits', 'Last four digits of the card used'),
  str('cashier'),
  str('loyalty_card_number'),
  num('total'),
  num('tip'),
  num('tax_total', 'VAT or sales tax on the receipt'),
  list('items', [str('sku', 'Article number'), str('name'), num('quantity'), num('price', 'Price of the line')]),
];

export const N_SHIPPING: TOutputSchema = [
  str('tracking_number'),
  str('carrier'),
  date('ship_date'),
  date('expected_delivery_date'),
  str('order_number', 'The order number of the shop or supplier'),
  str('delivery_note_number'),
  obj('recipient', [str('name'), str('postal_code'), str('city')]),
  num('package_count'),
  num('weight_kg', 'Total weight in kilograms'),
  bool('signature_required'),
  list('items', [str('article_number'), str('description'), num('quantity')]),
];

export const N_PURCHASE_ORDER: TOutputSchema = [
  str('po_number'),
  date('order_date'),
  str('buyer_company'),
  str('supplier_name'),
  str('supplier_number', "The supplier's number in the buyer's system"),
  str('quote_reference', "The supplier's quotation number"),
  str('cost_center'),
  date('requested_delivery_date'),
  str('delivery_terms', 'Incoterm or similar'),
  str('payment_terms'),
  str('currency'),
  num('total_net'),
  num('vat_rate', 'VAT rate in percent'),
  str('contact_person', 'Who placed the order at the buyer'),
  list('lines', [str('article_number'), str('description'), num('quantity'), str('unit'), num('unit_price')]),
];

export const N_UTILITY: TOutputSchema = [
  str('provider'),
  str('customer_number'),
  str('meter_number'),
  date('bill_date'),
  obj('billing_period', [date('start'), date('end')]),
  num('consumption', 'Consumption in the period, in the unit of the bill (kWh or m³)'),
  str('tariff_name'),
  num('amount_due', 'Amount the customer has to pay (not a credit)'),
  date('due_date'),
  num('instalments_paid', 'Advance payments already made in the period'),
  num('new_monthly_instalment'),
  bool('direct_debit', 'Paid by direct debit'),
  str('debit_iban', 'Account the direct debit is taken from'),
];

export const N_BANK_TRANSFER: TOutputSchema = [
  date('execution_date'),
  num('amount'),
  str('currency'),
  obj('payer', [str('name'), str('iban'), str('bic')]),
  obj('payee', [str('name'), str('iban'), str('bic')]),
  str('remittance_information', 'Reference text sent with the payment'),
  str('transaction_id'),
  str('transfer_type', 'standard, instant or standing order'),
  num('fee'),
];
