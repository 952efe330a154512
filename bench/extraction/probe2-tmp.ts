import { readDocument } from '../../src/extraction/documents/read-document.ts';
import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import type { TOutputSchema } from '../../src/extraction/schema/output-schema.ts';
const p = createLocalProvider();
async function probe(text: string, schema: TOutputSchema, contentType = 'text/plain', fileName = 'x.txt') {
  const doc = await readDocument({ bytes: Buffer.from(text), fileName, contentType });
  if (process.argv[2]) console.log(doc.pages[0]?.text);
  const r = await p.extract({ documents: [doc], schema, instructions: { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' } } }, {});
  console.log(JSON.stringify(r.result));
}
const s = (name: string, extra = {}) => ({ name, type: 'string', ...extra }) as TOutputSchema[number];
const d = (name: string) => ({ name, type: 'string', format: 'date' }) as TOutputSchema[number];
const n = (name: string) => ({ name, type: 'number' }) as TOutputSchema[number];
await probe(`<html><body><table>
<tr><td>Invoice no.</td><td>R-55</td><td>Customer</td><td>Mia Berg</td></tr>
<tr><td>Date</td><td>02.02.2026</td><td>Customer no.</td><td>K-9</td></tr>
</table><p>Total amount: 99,00 EUR</p></body></html>`, [s('invoice_no'), d('date'), s('customer'), s('customer_no'), n('total')], 'text/html', 'x.html');
await probe(['From: shop@example.com', 'To: me@example.com', 'Subject: Your receipt', 'Content-Type: text/html; charset=utf-8', '', '<html><body><h2>Receipt</h2><p>Order number: <b>77-1</b></p><table><tr><td>Subtotal</td><td>$10.00</td></tr><tr><td>Total</td><td>$10.80</td></tr></table><p>Paid with Visa ending in 4242</p></body></html>'].join('\r\n'), [s('order_number'), n('subtotal'), n('total'), s('payment_method'), s('card_last4')], 'message/rfc822', 'x.eml');
await probe(`Fare ............ $14.20\nTip ............. $3.00\nTotal paid ...... $17.20\nPickup:    Union Square\nDrop-off:  Pier 39\nDistance:  3.4 mi`, [n('fare'), n('tip'), n('total'), s('pickup_location'), s('dropoff_location'), n('distance_km')]);
await probe(`Rechnungsnummer\nRE-8812\n\nKundennummer\n4471\n\nRechnungsdatum\n05.05.2026\n\nGesamtbetrag\n238,00 €`, [s('invoice_number'), s('customer_number'), d('invoice_date'), n('total')]);
