import { readDocument } from '../../src/extraction/documents/read-document.ts';
import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import type { TOutputSchema } from '../../src/extraction/schema/output-schema.ts';
import { renderDocument } from './corpus/render.ts';
import type { TFormat } from './corpus/types.ts';
const p = createLocalProvider();
async function probe(lines: string[], schema: TOutputSchema, format: TFormat = 'pdf') {
  const doc = await readDocument(renderDocument({ id: 'p', kind: 'k', lang: 'en', format, layout: 0, heldOut: false, schema, truth: {}, lines }));
  if (process.argv[2]) console.log(doc.pages[0]?.text);
  const r = await p.extract({ documents: [doc], schema, instructions: { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' } } }, {});
  console.log(JSON.stringify(r.result));
}
const s = (name: string, extra = {}) => ({ name, type: 'string', ...extra }) as TOutputSchema[number];
const d = (name: string) => ({ name, type: 'string', format: 'date' }) as TOutputSchema[number];
const n = (name: string) => ({ name, type: 'number' }) as TOutputSchema[number];
const o = (name: string, props: TOutputSchema) => ({ name, type: 'object', properties: props }) as TOutputSchema[number];
const lines1 = [
  'Brightwater Supplies Ltd\t\tPURCHASE ORDER',
  '',
  'Vendor\t\tOrder No.\t77120',
  'Kingfisher Tools plc\t\tDate\t14 May 2026',
  '5 Mill Lane, York\t\tDeliver by\t29 May 2026',
  '\t\tOrdered by\tTom Hale',
  '',
  '\t\tNet\t500.00',
  '\t\tVAT 20%\t100.00',
  '\t\tTotal\t600.00',
];
const schema1 = [s('order_number'), d('order_date'), d('delivery_date'), o('vendor', [s('name')]), s('ordered_by'), n('net'), n('vat'), n('total')];
await probe(lines1, schema1, 'pdf');
await probe(lines1, schema1, 'docx');
await probe(lines1, schema1, 'html');
await probe(lines1, schema1, 'txt');
console.log('--- 2');
await probe([
  'Kiosk am Dom',
  'Domplatz 1, 50667 Köln',
  'Cola 0,5l\t2,20 B',
  'Zeitung\t1,80 A',
  'SUMME EUR\t4,00',
  'Gegeben BAR\t5,00',
  'Rückgeld\t1,00',
  '12.04.26 09:12  Bon 88',
], [s('shop'), d('date'), s('time'), n('total'), n('cash_given'), n('change')], 'png');
await probe([
  'Lohnabrechnung Mai 2026',
  'Firma\tTischlerei Kurz\tPers.-Nr.\t12',
  'Name\tPaul Brandt\tSt.-Kl.\t3',
  '',
  'Lohnart\tBezeichnung\tBetrag',
  '100\tStundenlohn\t2.900,00',
  '\tGesamtbrutto\t2.900,00',
  'Lohnsteuer\t210,00',
  'Nettoentgelt\t2.001,50',
  'Überweisung auf DE11 2222 3333 4444 5555 66 am 29.05.2026',
], [s('employer'), o('employee', [s('name'), s('personnel_number')]), n('gross'), n('lohnsteuer'), n('net'), d('payment_date')], 'docx');
await probe([
  'Meine Bank',
  'Umsatzdetails',
  'Empfänger\tStadtwerke Nord',
  'IBAN\tDE02 1203 0000 0000 2020 51',
  'Betrag\t-85,00 EUR',
  'Buchungstag\t03.03.2026',
  'Verwendungszweck\tAbschlag März Vertragskonto 4411',
], [s('empfaenger'), s('iban'), n('betrag'), d('buchungstag'), s('verwendungszweck')], 'eml');
