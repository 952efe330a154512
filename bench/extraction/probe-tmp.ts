import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import type { TOutputSchema } from '../../src/extraction/schema/output-schema.ts';
const p = createLocalProvider();
async function probe(text: string, schema: TOutputSchema, contentType = 'text/plain') {
  const r = await p.extract({ documents: [{ fileName: 'x.txt', contentType, pages: [{ page: 1, text }], warnings: [] }], schema, instructions: { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' } } }, {});
  console.log(JSON.stringify(r.result));
}
const s = (name: string, extra = {}) => ({ name, type: 'string', ...extra }) as TOutputSchema[number];
const d = (name: string) => ({ name, type: 'string', format: 'date' }) as TOutputSchema[number];
const n = (name: string) => ({ name, type: 'number' }) as TOutputSchema[number];
await probe(`Guest Name : SMITH, JOHN              Room No.   : 402
Company    : Acme Widgets               Room Type  : Queen
Arrival    : 04/02/26                   Departure  : 04/05/26
Rate       : 199.00
`, [s('guest_name'), s('company'), s('room_number'), d('arrival'), d('departure'), n('nightly_rate')]);
await probe(`Lieferant                     Bestellnummer     B-77
Holz AG                       Bestelldatum      3. Mai 2026
Waldweg 2                     Liefertermin      20.05.2026
12345 Tann                    Einkäufer         Eva Stein
`, [{ name: 'supplier', type: 'object', properties: [s('name')] }, s('order_number'), d('order_date'), d('delivery_date'), s('buyer')]);
await probe(`Invoice No\tDate\tDue Date
A-11\t12-Jan-2026\t11-Feb-2026
Total: USD 1,200.00`.replace(/\t/g, '      '), [s('invoice_no'), d('invoice_date'), d('due_date'), n('total_usd')]);
await probe(`Statement date: Tuesday, 3 February 2026
Amount: £1,234.50
Unit rate 6.24p/kWh
Trip date: 02/11/2026  6:05 PM`, [d('statement_date'), n('amount_gbp'), n('unit_rate_pence'), d('trip_date')]);
await probe(`Employee\tEmployee ID\tPay Date
Jane Roe\tE-7\t03/20/2026
Earnings\tHours\tCurrent
Regular\t80.00\t1,960.00`.replace(/\t/g, '     '), [s('employee_name'), s('employee_id'), d('pay_date')]);
