import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import type { TOutputSchema } from '../../src/extraction/schema/output-schema.ts';
const p = createLocalProvider();
async function probe(text: string, schema: TOutputSchema) {
  const r = await p.extract({ documents: [{ fileName: 'x.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] }], schema, instructions: { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' } } }, {});
  console.log(JSON.stringify(r.result));
}
const s = (name: string, extra = {}) => ({ name, type: 'string', ...extra }) as TOutputSchema[number];
const d = (name: string) => ({ name, type: 'string', format: 'date' }) as TOutputSchema[number];
const n = (name: string) => ({ name, type: 'number' }) as TOutputSchema[number];
const o = (name: string, props: TOutputSchema) => ({ name, type: 'object', properties: props }) as TOutputSchema[number];
await probe(`Subtotal: 100.00\nVAT (20%): 20.00\nTotal: 120.00 EUR`, [o('totals', [n('net'), n('vat'), n('gross'), s('currency')])]);
await probe(`Meter number: Z-11\nPrevious reading: 1,200\nCurrent reading: 1,450\nConsumption: 250 kWh`, [o('meter', [s('number'), n('reading_old'), n('reading_new')]), o('consumption', [n('value'), s('unit')])]);
await probe(`Stay: 12.03.2026 - 15.03.2026\nGuest: Ana Ruiz\nRoom: 12`, [o('stay', [d('arrival'), d('departure')]), o('guest', [s('name')]), s('room')]);
await probe(`Pay period: 01/03/2026 to 31/03/2026\nPay date: 31/03/2026`, [o('pay_period', [d('from'), d('to')]), d('pay_date')]);
await probe(`Amount: EUR 1,250.00\nBeneficiary: Kern GmbH\nIBAN: DE89 3704 0044 0532 0130 00`, [o('amount', [n('value'), s('currency')]), o('payee', [s('name'), s('account')])]);
await probe(`Invoice 2026-117\nDate: 9 April 2026\nAmount due: 1.428,00 €\nDue: 23.04.2026`, [s('invoice_id'), d('issued_on'), n('amount_due_eur'), d('payment_due')]);
await probe(`Nights: 3\nRate per night: 120.00\nCity tax: 9.00\nTotal: 369.00`, [n('number_of_nights'), n('room_rate'), n('city_tax'), n('total_amount')]);
