import { readDocument } from '../../src/extraction/documents/read-document.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';

const id = process.argv[2] ?? '';
const doc = buildCorpus().find((d) => d.id === id);
if (doc) {
  const text = await readDocument(renderDocument(doc));
  console.log(JSON.stringify(text).slice(0, 200));
  for (const page of (text as unknown as { pages: { text: string }[] }).pages ?? []) console.log(page.text);
}
