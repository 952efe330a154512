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
await probe(`Auszahlung am 30.06.2026\nVersand am 3. Mai 2026\nShipped on May 4, 2026`, [d('pay_date'), d('ship_date')]);
await probe(`Check-in: Mon 9 March 2026\nCheck-out: Thu 12 March 2026\nRoom 214, 3 nights`, [d('arrival_date'), d('departure_date'), s('room_number'), n('nights')]);
await probe(`Policyholder: Anna Weber\nInsurer: Hanse Versicherung AG\nAnnual premium: EUR 412.80\nPeriod of cover: 01.01.2027 - 31.12.2027`, [{ name: 'policyholder', type: 'object', properties: [s('name')] }, s('insurer'), n('premium_eur'), { name: 'coverage_period', type: 'object', properties: [d('start'), d('end')] }]);
await probe(`Total (incl. VAT)   € 1.190,00\nVAT 19 %   190,00 €\nNet   1.000,00 €`, [n('total_eur'), n('vat_eur'), n('net_eur')]);
await probe(`ORDER CONFIRMATION\nOrder #A-5521\nOrdered: 2 Mar 2026\nShip to:\nLinda Park\n12 Oak Rd\nSalem, OR 97301`, [s('order_number'), d('order_date'), { name: 'ship_to', type: 'object', properties: [s('name')] }]);
await probe(`Rechnungsempfänger:\nFirma Bau GmbH\nHauptstr. 1\n\nLeistungszeitraum: März 2026\nBetrag netto 1.000,00 EUR\nUSt 19% 190,00 EUR\nBetrag brutto 1.190,00 EUR`, [{ name: 'customer', type: 'object', properties: [s('name')] }, n('net_amount'), n('vat_amount'), n('gross_amount')]);
