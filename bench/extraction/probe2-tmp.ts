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
for (const f of ['pdf', 'docx', 'png'] as TFormat[]) {
await probe([
  'Hotel Seeblick · Uferweg 3 · 88709 Meersburg',
  '',
  'Herrn Jonas Keller',
  'Bergstraße 9',
  '70173 Stuttgart',
  '',
  'Rechnung Nr. 4471',
  'Anreise\tAbreise\tZimmer\tNächte',
  '03.07.2026\t06.07.2026\t12\t3',
  '',
  'Übernachtung DZ\t3\t98,00\t294,00',
  'Frühstück\t6\t14,50\t87,00',
  'Gesamtbetrag\t\t\t381,00 €',
  'Zahlungsart: Mastercard',
], [s('rechnungsnummer'), o('gast', [s('name')]), d('anreise'), d('abreise'), s('zimmer'), n('naechte'), n('gesamtbetrag'), s('zahlungsart')], f);
}
