import { readDocument } from '../../src/extraction/documents/read-document.ts';
import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import type { TOutputSchema } from '../../src/extraction/schema/output-schema.ts';
const p = createLocalProvider();
async function probe(text: string, schema: TOutputSchema, contentType = 'text/plain') {
  const doc = await readDocument({ bytes: Buffer.from(text), fileName: contentType === 'text/html' ? 'x.html' : 'x.txt', contentType });
  if (process.argv[2]) console.log(doc.pages[0]?.text);
  const r = await p.extract({ documents: [doc], schema, instructions: { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' } } }, {});
  console.log(JSON.stringify(r.result));
}
const s = (name: string, extra = {}) => ({ name, type: 'string', ...extra }) as TOutputSchema[number];
const d = (name: string) => ({ name, type: 'string', format: 'date' }) as TOutputSchema[number];
const n = (name: string) => ({ name, type: 'number' }) as TOutputSchema[number];
const list = (name: string, properties: TOutputSchema) => ({ name, type: 'array', items: { type: 'object', properties } }) as TOutputSchema[number];
await probe(`<html><body><h1>Lakeview Power</h1>
<div><div>Customer number</div><div>C-88120</div></div>
<div><div>Invoice date</div><div>March 3, 2026</div></div>
<dl><dt>Meter</dt><dd>EM-4471</dd><dt>Usage</dt><dd>412 kWh</dd></dl>
<p><b>Total due</b> $88.10 <b>Pay by</b> Mar 24, 2026</p>
</body></html>`, [s('customer_number'), d('invoice_date'), s('meter_number'), n('usage_kwh'), n('total_due'), d('due_date')], 'text/html');
await probe(`Qty  Item                         Unit price      Total
  3  Printer toner, black            $59.00    $177.00
 10  Copy paper A4 (ream)             $4.20     $42.00

Subtotal: $219.00
Tax: $17.52
Total: $236.52`, [list('items', [n('quantity'), s('item'), n('unit_price'), n('total')]), n('subtotal'), n('tax'), n('total')]);
await probe(`Earnings        Rate     Hours     Current        YTD
Regular        30.00     80.00    2,400.00   12,000.00
Gross Pay                         2,400.00   12,000.00
Federal Income Tax                  250.00    1,250.00
Net Pay                           1,890.00`, [n('gross_pay'), n('federal_income_tax'), n('net_pay'), list('earnings', [s('type'), n('rate'), n('hours'), n('current')])]);
await probe(`We executed your transfer of EUR 12,764.00 on 4 Feb 2026 to Pinewood Ltd.`, [n('amount'), d('execution_date')]);
await probe(`Hallo Tom,
deine Bestellung 4711-22 ist am 03.03.2026 mit DHL verschickt worden.
Sendungsnummer: 0034 0434 1610
Gewicht: 1,5 kg`, [s('order_number'), d('ship_date'), s('carrier'), s('tracking_number'), n('weight_kg')]);
